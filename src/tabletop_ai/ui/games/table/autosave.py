"""Autosave and crash recovery for table files (table mode), the twin of
:mod:`tabletop_ai.ui.shell.autosave` for boards.

While a table has unsaved changes it is written (atomically) to ``tables/`` in the autosave
folder, under a key made from the table file's path. The window holds a ``QLockFile`` for that
key; an autosave whose lock can be taken was left by a window that is gone without closing
cleanly, so opening that table file again offers to recover it. A save or a clean close
deletes the autosave. Tables live apart from board autosaves, which the board window's
recovery would otherwise take for its own.
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile

from tabletop_ai.board.io import atomic_write_text, remove_stale_temps
from tabletop_ai.board.reader import read_json
from tabletop_ai.table.io import dumps_table, load_table, loads_table
from tabletop_ai.table.model import Table
from tabletop_ai.ui.shell.settings import autosave_dir

if TYPE_CHECKING:
    from tabletop_ai.ui.games.table.document import TableDocument


def _key(path: Path) -> str:
    return hashlib.sha1(str(path.resolve()).encode("utf-8")).hexdigest()[:16]


class TableAutosaver:
    """The autosave slot of the table file ``path`` while one window has it open."""

    def __init__(self, path: Path, folder: Path | None = None) -> None:
        self.folder = folder or autosave_dir() / "tables"
        self.folder.mkdir(parents=True, exist_ok=True)
        remove_stale_temps(self.folder)  # of autosaves interrupted last time
        self.path = path.resolve()
        self.key = _key(self.path)
        self.lock = QLockFile(str(self.folder / f"{self.key}.lock"))
        self.lock.setStaleLockTime(0)
        self.locked = self.lock.tryLock(0)

    @property
    def table_file(self) -> Path:
        return self.folder / f"{self.key}.table.json"

    @property
    def note_file(self) -> Path:
        return self.folder / f"{self.key}.note.json"

    def left_behind(self) -> tuple[Table, float] | None:
        """The autosave a window that did not close cleanly left for this file, with when
        it was written; None when there is none (or it cannot be read)."""
        if not self.locked or not self.table_file.is_file():
            return None
        try:
            table = load_table(self.table_file)
        except (OSError, ValueError):
            return None
        try:  # the note is optional: a kill may have left the table without one
            saved_at = float(read_json(self.note_file).get("saved_at"))
        except (OSError, ValueError, AttributeError, TypeError):
            try:
                saved_at = self.table_file.stat().st_mtime
            except OSError:
                return None
        return table, saved_at

    def save(self, table: Table) -> None:
        if not self.locked:
            return  # another window has this file open: it autosaves it
        text = dumps_table(table)
        loads_table(text, self.table_file.name)  # what recovery reads (TableError if not)
        atomic_write_text(
            self.note_file,
            json.dumps({"original": str(self.path), "saved_at": time.time()}),
            private=True,
        )
        atomic_write_text(self.table_file, text, private=True)

    def keep(self, doc: TableDocument) -> None:
        """Autosave the table of ``doc`` (the window's autosave slot protocol)."""
        self.save(doc.table)

    def clear(self) -> None:
        if self.locked:
            self.table_file.unlink(missing_ok=True)
            self.note_file.unlink(missing_ok=True)

    def close(self) -> None:
        """A clean close: nothing to recover."""
        self.clear()
        if self.locked:
            self.lock.unlock()
            (self.folder / f"{self.key}.lock").unlink(missing_ok=True)
            self.locked = False


def when(saved_at: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(saved_at))
