"""What a panel, a dock or a menu action of the board window is given instead of the window:
the open document (and word when another one is shown), the scene that draws it, the plan of
the active group, the selection, messages, and :func:`~tabletop_ai.ui.editor.ops.run_op`.

Anki hands its add-ons a ``mw`` and regrets it; the Orange canvas hands its widgets a small
context. Panels here import this module, never the main window: the window makes one
:class:`BoardContext`, and answers the few things only it can do (show another board, plan a
group, carry out a plan, select a figure) through the :class:`Host` it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMainWindow, QWidget

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Op, OpResult
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import run_op

if TYPE_CHECKING:
    from tabletop_ai.engine.plan import Plan
    from tabletop_ai.ui.editor.scene import BoardScene
    from tabletop_ai.ui.plan.controller import PlanController


class Host(Protocol):
    """What only the board window can do; it implements these for its context."""

    interactive: bool

    @property
    def dialog_parent(self) -> QWidget: ...

    def show_message(self, text: str, rest: str | None = None, note: str = "") -> None: ...

    def show_error(self, title: str, text: str, status: str | None = None) -> None: ...

    def select_figure(self, fid: str | None) -> None: ...

    def select_figures(self, fids: list[str], add: bool = False) -> None: ...

    def preview_move(self, fid: str | None, at: Cell | None) -> None: ...

    def activate_group(self, gid: str, wait: bool = True) -> Plan | None: ...

    def apply_plan(self) -> None: ...

    def open_path(self, path: str | Path) -> bool: ...

    def maybe_save(self) -> bool: ...

    def save(self) -> bool: ...

    def save_as(self, path: str | Path | None = None) -> bool: ...

    def set_document(self, doc: Document) -> None: ...


class BoardContext(QObject):
    """The board window's context for its panels (see the module's text).

    ``document_changed`` is emitted with the new :class:`Document` when the window shows
    another board (opened, new, imported): panels follow it; edits of the same board come on
    the document's own ``changed`` signal."""

    document_changed = Signal(object)

    def __init__(
        self,
        window: QMainWindow,
        host: Host,
        doc: Document,
        scene: BoardScene,
        plans: PlanController,
    ) -> None:
        super().__init__(window)
        #: the window as Qt sees it: docks are added to it, photos dropped on it
        self.window = window
        self.host = host
        self.doc = doc
        self.scene = scene
        self.plans = plans
        #: what the last map import said (counts, pieces not imported)
        self.last_import_notes: tuple[str, ...] = ()

    # -- the document ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """The board shown now."""
        return self.doc.board

    def follow(self, doc: Document) -> None:
        """The window shows ``doc`` now (called by the window only)."""
        self.doc = doc
        self.document_changed.emit(doc)

    def show_document(self, doc: Document) -> bool:
        """Show ``doc`` in place of the board (an imported map): the player is asked to save
        the old one first. False when they cancel."""
        if not self.host.maybe_save():
            return False
        self.host.set_document(doc)
        return True

    def open_path(self, path: str | Path) -> bool:
        """Open a board file in place of this one (a campaign's next mission)."""
        return self.host.open_path(path)

    def save(self) -> bool:
        """Save the board to its file (asked where for a board never saved or one that
        ships with the app). False when it was not saved (refused, or the player
        cancelled)."""
        return self.host.save()

    def save_as(self, path: str | Path | None = None) -> bool:
        """Save the board under ``path`` (asked for when None)."""
        return self.host.save_as(path)

    # -- edits -----------------------------------------------------------------------------
    def run(
        self, op: Op[Board], text: str, show: bool = False, merge: str | None = None
    ) -> OpResult[Board]:
        """Run ``op`` on the board: one undo step named ``text``
        (:func:`~tabletop_ai.ui.editor.ops.run_op`); ``show``: its log lines in the status
        bar."""
        return run_op(self.doc, op, text, self.show_message if show else None, merge)

    # -- the selection ---------------------------------------------------------------------
    @property
    def selected(self) -> str | None:
        """The figure the inspector shows (None: none)."""
        return self.scene.selected

    @property
    def selected_ids(self) -> list[str]:
        """Every selected figure, in board order."""
        sel = self.scene.selection
        return [f.id for f in self.doc.board.figures if f.id in sel]

    def select_figure(self, fid: str | None) -> None:
        self.host.select_figure(fid)

    def select_figures(self, fids: list[str], add: bool = False) -> None:
        self.host.select_figures(fids, add)

    def preview_move(self, fid: str | None, at: Cell | None) -> None:
        """While a figure is dragged: plan as if it stood at ``at``."""
        self.host.preview_move(fid, at)

    # -- plans -----------------------------------------------------------------------------
    def activate_group(self, gid: str, wait: bool = True) -> Plan | None:
        """Plan group ``gid`` and show its plan (``wait``: planned before this returns)."""
        return self.host.activate_group(gid, wait)

    def apply_plan(self) -> None:
        """Carry out the plan shown, as its rule set says: one undo step."""
        self.host.apply_plan()

    # -- messages --------------------------------------------------------------------------
    @property
    def interactive(self) -> bool:
        """False in tests, screenshots and the self-test: no dialog may be shown."""
        return self.host.interactive

    @property
    def dialog_parent(self) -> QWidget:
        return self.host.dialog_parent

    def show_message(self, text: str, rest: str | None = None, note: str = "") -> None:
        """A line in the status bar for a few seconds, fitted to the bar (``rest``: where
        the whole text is when it does not fit, by default the bar's tooltip; ``note``: the
        end of the text kept in view then)."""
        if rest is None and not note:
            self.host.show_message(text)
        else:
            self.host.show_message(text, rest, note)

    def show_error(self, title: str, text: str, status: str | None = None) -> None:
        """An error: its first line in the status bar, the whole text in a dialog when
        someone can read it."""
        self.host.show_error(title, text, status)


__all__ = ["BoardContext", "Host"]
