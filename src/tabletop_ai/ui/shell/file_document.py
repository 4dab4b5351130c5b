"""What every open file of the app shares: a path, an undo stack, atomic saves that mark the
stack clean, and a title with a dirty mark. :class:`~tabletop_ai.ui.editor.document.Document`
(boards) and :class:`~tabletop_ai.ui.games.table.document.TableDocument` (table mode) add what they
hold and how it is written."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tabletop_ai.engine.ops import Changes
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate


def _silence(stack: QUndoStack) -> None:
    if shiboken6.isValid(stack):
        stack.blockSignals(True)


class FileDocument(QObject):
    """A file being edited. ``path`` is None for one never saved."""

    path_changed = Signal()
    #: the one change signal: emitted with a :class:`~tabletop_ai.engine.ops.Changes` after an
    #: operation run through :func:`~tabletop_ai.ui.editor.ops.run_op` is done or undone, so
    #: views refresh only what changed
    changed = Signal(object)
    #: what the title says before the first save when the content has no name
    untitled = QT_TRANSLATE_NOOP("file_document", "Untitled")
    #: "the board", "the table": for the message when there is no file name yet
    kind = "the file"
    #: what the Save As dialog calls it ("Save board as"), its file filter and the suffix
    #: added to a name typed without one
    noun = "file"
    file_filter = QT_TRANSLATE_NOOP("filters", "All files (*)")
    suffix = ".json"

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.undo_stack = QUndoStack(self)
        # a stack being destroyed still emits index/clean changes: nobody may hear them
        self.destroyed.connect(partial(_silence, self.undo_stack))

    def write(self, target: Path, replace_read_only: bool = False) -> None:
        """Write the content to ``target`` atomically, only if the app can open it again
        (each kind of file says how; BoardError/TableError when it would not load,
        :class:`~tabletop_ai.board.io.ReadOnlyFile` for a read-only file)."""
        raise NotImplementedError

    def state(self) -> Any:
        """The document's value (a Board, a Table): what operations take and return."""
        raise NotImplementedError

    def set_state(self, state: Any, changes: Changes) -> None:
        """Swap in a new value (an operation's result, or the old one on undo)."""
        raise NotImplementedError

    def content_name(self) -> str:
        """The name stored in the content (board or table name), or ""."""
        return ""

    def save(self, path: str | Path | None = None, replace_read_only: bool = False) -> None:
        """Save atomically to ``path`` (default: the current path) and mark the stack clean.
        Nothing is written (and the stack stays dirty) when the content would not open again
        or the file is read-only (see :meth:`write`)."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError(f"{self.kind} has no file name yet")
        self.write(target, replace_read_only)
        self.undo_stack.setClean()
        if target.resolve() != self.path:
            self.path = target.resolve()
            self.path_changed.emit()

    @property
    def title(self) -> str:
        """The file name, or the content's name for a file never saved."""
        if self.path is not None:
            return self.path.name
        return content_name(self.content_name()) or translate("file_document", self.untitled)

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()
