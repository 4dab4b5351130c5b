"""The open ``.table.json`` file of table mode (Star Wars Destiny "Operations"): the table, its
undo stack, its path and one ``changed`` signal — the table-mode twin of
:class:`~tabletop_ai.ui.editor.document.Document`.

Every operation (AI turn, upkeep, setup, indirect damage, a player's edit) is a pure
operation of :mod:`tabletop_ai.table.ops` / :mod:`tabletop_ai.table.edits` that returns the
table after it and never changes the caller's; the window runs it through
:func:`~tabletop_ai.ui.editor.ops.run_op` as ONE undo step that also keeps the steps (with
reasons) for the log, so undo takes the steps out of the log too.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from tabletop_ai.board.io import remove_stale_temps
from tabletop_ai.engine.ops import Changes
from tabletop_ai.table.io import load_table, save_table
from tabletop_ai.table.model import Table
from tabletop_ai.table.ops import TableOpResult
from tabletop_ai.table.turn import Step
from tabletop_ai.ui.editor.ops import OpCommand
from tabletop_ai.ui.shell.file_document import FileDocument
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP


class TableDocument(FileDocument):
    """A table being played. ``path`` is None for a table never saved."""

    kind = "the table"
    noun = "table"
    file_filter = QT_TRANSLATE_NOOP("filters", "Table files (*.table.json);;All files (*)")
    suffix = ".table.json"
    untitled = QT_TRANSLATE_NOOP("file_document", "Untitled table")

    def __init__(
        self, table: Table, path: Path | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(path, parent)
        self.table = table

    @classmethod
    def open(cls, path: str | Path) -> TableDocument:
        """Load a table file; raises TableError naming the file and the place when bad."""
        p = Path(path)
        remove_stale_temps(p.resolve().parent, p.name)  # of saves interrupted last time
        return cls(load_table(p), p.resolve())

    def write(self, target: Path, replace_read_only: bool = False) -> None:
        save_table(self.table, target, replace_read_only=replace_read_only)

    def content_name(self) -> str:
        return self.table.name

    def state(self) -> Table:
        return self.table

    def set_state(self, state: Table, changes: Changes) -> None:
        self.table = state
        self.changed.emit(changes)

    def log(self) -> list[tuple[str, list[Step]]]:
        """Each operation done (up to the undo stack's index) with its steps, oldest first."""
        out = []
        for i in range(self.undo_stack.index()):
            cmd = self.undo_stack.command(i)
            if isinstance(cmd, OpCommand):
                res = cmd.result
                out.append(
                    (
                        cmd.text(),
                        list(res.steps)
                        if isinstance(res, TableOpResult)
                        else [Step("log", "main", line) for line in cmd.log],
                    )
                )
        return out
