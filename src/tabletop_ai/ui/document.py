"""The open board file: the board, its undo stack, its path, and one ``changed`` signal.

Tiled's ``Document``: every edit is a command pushed on :attr:`undo_stack`; commands change
:attr:`board` and call :meth:`notify` with what they changed, so views refresh only that
(``"map"``, ``"figures"``, ``"groups"`` or ``"all"``).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tabletop_ai.board import Board, load_board, save_board
from tabletop_ai.ui.units import make_layout

#: what a change touched; views refresh only what they show
MAP, FIGURES, GROUPS, ALL = "map", "figures", "groups", "all"


def _silence(stack: QUndoStack) -> None:
    if shiboken6.isValid(stack):
        stack.blockSignals(True)


class Document(QObject):
    """A board being edited. ``path`` is None for a board never saved."""

    changed = Signal(str)
    path_changed = Signal()

    def __init__(self, board: Board, path: Path | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.path = path
        self.undo_stack = QUndoStack(self)
        # a stack being destroyed still emits index/clean changes: nobody may hear them
        self.destroyed.connect(partial(_silence, self.undo_stack))
        self.layout = make_layout(board.grid)

    # -- files -----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> Document:
        """Load a board file; raises BoardError naming the file and place when it is bad."""
        p = Path(path)
        return cls(load_board(p), p.resolve())

    def save(self, path: str | Path | None = None) -> None:
        """Save atomically to ``path`` (default: the current path) and mark the stack clean."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("the board has no file name yet")
        save_board(self.board, target)
        self.undo_stack.setClean()
        if target.resolve() != self.path:
            self.path = target.resolve()
            self.path_changed.emit()

    @property
    def title(self) -> str:
        """The file name, or the board's name for a board never saved."""
        if self.path is not None:
            return self.path.name
        return self.board.name or "Untitled"

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def detach(self) -> None:
        """Silence the document before it is dropped (views are about to forget it)."""
        self.undo_stack.blockSignals(True)
        self.blockSignals(True)

    # -- changes ---------------------------------------------------------------------------
    def notify(self, what: str) -> None:
        """Called by commands after they changed the board."""
        if what in (MAP, ALL):
            self.layout = make_layout(self.board.grid)
        self.changed.emit(what)

    def replace_board(self, board: Board) -> None:
        """Swap the whole board (used by commands that resize or rebuild the map)."""
        self.board = board
        self.notify(ALL)
