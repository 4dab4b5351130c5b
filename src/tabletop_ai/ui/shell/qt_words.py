"""Words of Qt's own dialogs that Qt's Ukrainian catalogue (``qtbase_uk``) leaves in English:
the file dialog's "Look in:" and "Files of type:", its file types ("Folder") and column
menu, and a few standard buttons ("Don't Save").

They are listed here so that ``tools/i18n.py update`` puts them, in Qt's own contexts, into
the app's catalogue; the app's catalogue is installed after Qt's, so it is asked first
(:func:`tabletop_ai.i18n.qt_translators`) and also words the unsaved-changes dialog's
"Discard" as a player reads it. Nothing imports these names: the table is for ``lupdate``.
"""

from __future__ import annotations

from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP

QT_WORDS: tuple[str, ...] = (
    # QFileDialog (the dialog Qt draws itself on Linux)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show "),
    # QAbstractFileIconProvider: the Type column of the file dialog
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),
    # QPlatformTheme: the standard buttons of message boxes and button boxes
    QT_TRANSLATE_NOOP("QPlatformTheme", "Don't Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close without Saving"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&OK"),
)

__all__ = ["QT_WORDS"]
