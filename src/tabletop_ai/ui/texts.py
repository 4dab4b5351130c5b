"""Window texts in the chosen language: ``translate("context", "English text")``.

A short name for :meth:`QCoreApplication.translate` that ``pyside6-lupdate`` recognises (it
collects every ``translate("context", "text")`` call of ``ui/`` into ``ui_<lang>.ts``). The
context is the module's name (``"main_window"``), so a translator sees where a text is shown.
Values go in *after* translation: ``translate("roster", "{name} moved").format(name=...)``,
and counts use Qt's plurals: ``translate("groups_panel", "%n group(s)", "", n)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from tabletop_ai.i18n import english_plural, shown

if TYPE_CHECKING:
    from tabletop_ai.board.model import Board, Group


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` of a module-level table for ``lupdate`` (translated where it is shown,
    with ``translate(context, text)``, after the language is installed)."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language (the English source when none is installed; its
    ``word(s)`` plurals spelled out even without the English catalogue)."""
    out = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and out == text.replace("%n", str(n)):
        return english_plural(text, n)
    return out


def group_name(board: Board, group: str | Group) -> str:
    """A group (or its id) as the window names it for a player, in the installed language:
    its name, else its card's, else its id (:func:`tabletop_ai.rulesets.registry.
    group_label`); files and the command line's ``--group`` keep the id."""
    from tabletop_ai.rulesets.registry import group_label

    return shown(group_label(board, group))
