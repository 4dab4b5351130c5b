"""Run a core operation (:mod:`tabletop_ai.engine.ops`) on the open document: ONE undo step,
the log lines in the status bar, and one signal with what changed.

Anki's ``CollectionOp``: the operation computes a new document from the current one and never
changes it; :func:`run_op` pushes an :class:`OpCommand` that swaps the new document in (redo)
and the old one back (undo). Each swap emits the document's one ``changed`` signal with the
operation's :class:`~tabletop_ai.engine.ops.Changes`, so views and panels refresh only what
changed. :class:`OpCommand` is the app's only undo command: every edit of a board or a table
is an operation run here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from PySide6.QtGui import QUndoCommand, QUndoStack

from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.i18n import shown as in_language

S = TypeVar("S")


class OpDocument(Protocol[S]):
    """What :func:`run_op` needs of a document (board :class:`~tabletop_ai.ui.editor.document.
    Document` or :class:`~tabletop_ai.ui.games.table.document.TableDocument`)."""

    undo_stack: QUndoStack

    def state(self) -> S:
        """The document's current value (a Board, a Table)."""
        ...

    def set_state(self, state: S, changes: Changes) -> None:
        """Swap in ``state`` and tell the views what changed."""
        ...


#: the ``QUndoCommand.id`` of commands that may merge (Qt merges only commands of one id)
_MERGING = 1


class OpCommand(QUndoCommand, Generic[S]):
    """One operation as one undo step: redo swaps in the operation's new state, undo the
    state before it; :attr:`log` keeps the operation's lines for a log view.

    Commands given the same ``merge`` key, pushed one after another on one document, merge
    into one step (Qt's ``mergeWith``): dragging a slider is one edit, not one per pixel."""

    def __init__(
        self, doc: OpDocument[S], old: S, result: OpResult[S], text: str, merge: str | None = None
    ) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = old
        self.new = result.state
        self.changes = result.changes
        self.log = list(result.log)
        #: the whole result (a game's result may carry more for its log, e.g. ranked lists)
        self.result = result
        self.merge = merge

    def redo(self) -> None:
        self.doc.set_state(self.new, self.changes)

    def undo(self) -> None:
        self.doc.set_state(self.old, self.changes)

    def id(self) -> int:
        return _MERGING if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not (
            isinstance(other, OpCommand)
            and other.doc is self.doc
            and self.merge is not None
            and other.merge == self.merge
        ):
            return False
        self.new = other.new
        self.changes = self.changes | other.changes
        self.log += other.log
        self.result = other.result
        return True


def run_op(
    doc: OpDocument[S],
    op: Op[S],
    text: str,
    show: Callable[[str], None] | None = None,
    merge: str | None = None,
) -> OpResult[S]:
    """Run ``op`` on ``doc``'s current state; when it changed anything push ONE undo step
    named ``text`` (merged into the step before when both have the ``merge`` key). The log
    lines go to ``show`` (the status bar), joined on one line. An exception from the
    operation propagates with the document untouched."""
    old = doc.state()
    result = op(old)
    if result.changes.any:
        doc.undo_stack.push(OpCommand(doc, old, result, text, merge))
    if show is not None and result.log:
        show(" · ".join(in_language(x) for x in result.log))
    return result


__all__ = ["OpCommand", "OpDocument", "run_op"]
