"""The open board file: the board, its undo stack, its path, and one ``changed`` signal.

Anki's collection and Tiled's ``Document``: every edit is an operation
(:mod:`tabletop_ai.engine.ops`) run by :func:`tabletop_ai.ui.editor.ops.run_op`, one undo
step each; the document then emits ``changed`` with the operation's
:class:`~tabletop_ai.engine.ops.Changes`, so each view refreshes only what it shows.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject

from tabletop_ai.board import Board, BoardError, load_board, save_board
from tabletop_ai.board.errors import Problem
from tabletop_ai.board.io import remove_stale_temps
from tabletop_ai.board.placement import SetAside, set_aside_misplaced
from tabletop_ai.board.validate import board_problems
from tabletop_ai.engine.ops import Changes
from tabletop_ai.i18n import shown
from tabletop_ai.maps.picture import rebase_picture
from tabletop_ai.rulesets.checks import blocking_problems, check_rules
from tabletop_ai.ui.editor.units import make_layout
from tabletop_ai.ui.shell.file_document import FileDocument
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate


class Document(FileDocument):
    """A board being edited. ``path`` is None for a board never saved."""

    kind = "the board"
    noun = "board"
    file_filter = QT_TRANSLATE_NOOP("filters", "Board files (*.board.json *.json);;All files (*)")
    suffix = ".board.json"

    def __init__(
        self,
        board: Board,
        path: Path | None = None,
        parent: QObject | None = None,
        set_aside: list[SetAside] | None = None,
    ) -> None:
        super().__init__(path, parent)
        self.board = board
        self.layout = make_layout(board.grid)
        #: figures of the file that could not stand where it said, taken off the board when
        #: it was opened (:func:`~tabletop_ai.board.placement.set_aside_misplaced`)
        self.set_aside = list(set_aside or [])

    # -- files -----------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> Document:
        """Load a board file; raises BoardError naming the file and place when it is bad
        (the board-format checks and the rule set's blocking checks: a board the window
        opens never makes its rule set raise)."""
        p = Path(path)
        remove_stale_temps(p.resolve().parent, p.name)  # of saves interrupted last time
        board, aside = set_aside_misplaced(load_board(p, check=False))
        problems = board_problems(board)
        if problems:
            raise BoardError(p.name, problems)
        return cls(check_rules(board, p.name), p.resolve(), set_aside=aside)

    def still_aside(self) -> list[SetAside]:
        """The set-aside figures not on the board again (putting one back is an edit that
        can be undone: undone, it is set aside again)."""
        return [a for a in self.set_aside if self.board.find_figure(a.figure.id) is None]

    def write(self, target: Path, replace_read_only: bool = False) -> None:
        aside = self.still_aside()
        if aside:  # saved now, the file would lose them
            raise BoardError(
                target.name,
                [
                    Problem(
                        a.problem.where,
                        translate(
                            "document",
                            "{problem}: set aside when the board was opened; put it back on "
                            "the map (Edit → Put back set-aside figures), or saving would "
                            "lose it",
                        ).format(problem=shown(a.problem.message)),
                        code="figure-set-aside",
                    )
                    for a in aside
                ],
            )
        # a picture under the grid stays linked when the board moves folder (docs/maps.md)
        rebase_picture(self.board, self.path, target)
        save_board(self.board, target, check=blocking_problems, replace_read_only=replace_read_only)

    def content_name(self) -> str:
        return self.board.name

    def state(self) -> Board:
        return self.board

    def set_state(self, state: Board, changes: Changes) -> None:
        self.board = state
        if changes.map:
            self.layout = make_layout(state.grid)
        self.changed.emit(changes)

    def detach(self) -> None:
        """Silence the document before it is dropped (views are about to forget it)."""
        self.undo_stack.blockSignals(True)
        self.blockSignals(True)


def follow(old: Document | None, new: Document, slot: Callable[[Changes], None]) -> Document:
    """Move ``slot`` from ``old``'s ``changed`` signal to ``new``'s and return ``new``: how a
    panel follows the window's document (one signal, one way)."""
    if old is not None and old is not new:
        with contextlib.suppress(RuntimeError, TypeError):  # already gone or not connected
            old.changed.disconnect(slot)
    if old is not new:
        new.changed.connect(slot)
    return new
