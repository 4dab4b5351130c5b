"""The Preferences dialog: how often unsaved work is autosaved, what opens at start, and the
language (applied at the next start)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from tabletop_ai.i18n import LANGUAGES
from tabletop_ai.ui.shell import settings as prefs


class PreferencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.autosave = QSpinBox()
        self.autosave.setRange(5, 3600)
        self.autosave.setSuffix(self.tr(" s"))
        self.autosave.setValue(prefs.autosave_seconds())
        self.reopen = QCheckBox(self.tr("Open the last board when the app starts"))
        self.reopen.setChecked(prefs.reopen_last())
        self.language = QComboBox()
        self.language.addItem(self.tr("System default"), "system")
        for code, name in LANGUAGES.items():  # each language in its own words
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(prefs.language())))
        form = QFormLayout(self)
        form.addRow(self.tr("Autosave unsaved work every"), self.autosave)
        form.addRow("", self.reopen)
        form.addRow(self.tr("Language"), self.language)
        self.restart_note = QLabel(self.tr("A new language applies when the app starts again."))
        self.restart_note.setWordWrap(True)
        form.addRow("", self.restart_note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def store(self) -> None:
        """Write the choices to the settings file."""
        s = prefs.settings()
        s.setValue("autosave_seconds", self.autosave.value())
        s.setValue("reopen_last", self.reopen.isChecked())
        s.setValue("language", self.language.currentData())
