"""Run a core operation (:mod:`tabletop_ai.engine.ops`) on the open document: ONE undo step,
the log lines in the status bar, and one signal with what changed.

Anki's ``CollectionOp``: the operation computes a new document from the current one and never
changes it; :func:`run_op` pushes an :class:`OpCommand` that swaps the new document in (redo)
and the old one back (undo). Each swap emits the document's ``changes_made`` signal with the
operation's :class:`~tabletop_ai.engine.ops.Changes`, so views and panels refresh only what
changed.
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


class OpCommand(QUndoCommand, Generic[S]):
    """One operation as one undo step: redo swaps in the operation's new state, undo the
    state before it; :attr:`log` keeps the operation's lines for a log view."""

    def __init__(self, doc: OpDocument[S], old: S, result: OpResult[S], text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = old
        self.new = result.state
        self.changes = result.changes
        self.log = list(result.log)
        #: the whole result (a game's result may carry more for its log, e.g. ranked lists)
        self.result = result

    def redo(self) -> None:
        self.doc.set_state(self.new, self.changes)

    def undo(self) -> None:
        self.doc.set_state(self.old, self.changes)


def run_op(
    doc: OpDocument[S], op: Op[S], text: str, show: Callable[[str], None] | None = None
) -> OpResult[S]:
    """Run ``op`` on ``doc``'s current state; when it changed anything push ONE undo step
    named ``text``. The log lines go to ``show`` (the status bar), joined on one line.
    An exception from the operation propagates with the document untouched."""
    old = doc.state()
    result = op(old)
    if result.changes.any:
        doc.undo_stack.push(OpCommand(doc, old, result, text))
    if show is not None and result.log:
        show(" · ".join(in_language(x) for x in result.log))
    return result


__all__ = ["OpCommand", "OpDocument", "run_op"]
