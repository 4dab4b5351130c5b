"""Edit → Undo and Redo, named one way in every window (the board's and the table's): the
step they would undo or redo placed in a sentence each language words its own way
("&Undo Move Scout", "&Скасувати: Перемістити Розвідника"), and plainly "&Undo" and "&Redo"
when there is no step (the sentence may word more than the step — a colon in Ukrainian —
which must not stand alone).

Qt's ``QUndoStack.createUndoAction(parent, prefix)`` glues its prefix and the step's name
with a space ("&Скасувати Хід ШІ"), so no window uses it."""

from __future__ import annotations

from PySide6.QtGui import QAction, QUndoStack

from tabletop_ai.ui.texts import translate


def undo_text(stack: QUndoStack) -> str:
    """What Edit → Undo reads for ``stack`` now."""
    if not stack.canUndo():
        return translate("menus", "&Undo")
    return translate("menus", "&Undo {step}").format(step=stack.undoText()).strip()


def redo_text(stack: QUndoStack) -> str:
    """What Edit → Redo reads for ``stack`` now."""
    if not stack.canRedo():
        return translate("menus", "&Redo")
    return translate("menus", "&Redo {step}").format(step=stack.redoText()).strip()


def name_undo_actions(undo: QAction, redo: QAction, stack: QUndoStack) -> None:
    """Word and enable the two actions for ``stack`` as it stands."""
    undo.setText(undo_text(stack))
    redo.setText(redo_text(stack))
    undo.setEnabled(stack.canUndo())
    redo.setEnabled(stack.canRedo())


__all__ = ["name_undo_actions", "redo_text", "undo_text"]
