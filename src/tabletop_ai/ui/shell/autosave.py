"""Autosave and crash recovery.

While a board has unsaved changes it is written every minute (atomically) to the autosave
folder, with a small note naming the original file. Each running window holds a
``QLockFile``; a note whose lock can be taken belongs to a window that is gone without closing
cleanly, so the next start offers to recover it. A clean close deletes its autosave.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile

from tabletop_ai.board import Board, BoardError, load_board
from tabletop_ai.board.io import atomic_write_text, dumps_board, loads_board, remove_stale_temps
from tabletop_ai.board.placement import as_in_the_file
from tabletop_ai.board.reader import read_json
from tabletop_ai.ui.shell.settings import autosave_dir

if TYPE_CHECKING:
    from tabletop_ai.ui.editor.document import Document


@dataclass
class Recovery:
    """An autosave left by a window that did not close cleanly."""

    board_file: Path
    note_file: Path
    lock_file: Path
    original: str | None
    saved_at: float

    def load(self) -> Board:
        return load_board(self.board_file, check=False)

    def discard(self) -> None:
        for p in (self.board_file, self.note_file, self.lock_file):
            p.unlink(missing_ok=True)

    @property
    def title(self) -> str:
        name = Path(self.original).name if self.original else "an unsaved board"
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.saved_at))
        return f"{name} (autosaved {when})"


class Autosaver:
    """One window's autosave slot."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or autosave_dir()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.key = os.urandom(6).hex()
        self.lock = QLockFile(str(self.folder / f"{self.key}.lock"))
        self.lock.setStaleLockTime(0)
        # taken before the first save, not here: writing the lock file syncs it to disk,
        # which start-up should not wait for; recovery only looks at slots
        # with a saved board, and a slot has none before its first save
        self._locked = False

    @property
    def board_file(self) -> Path:
        return self.folder / f"{self.key}.board.json"

    @property
    def note_file(self) -> Path:
        return self.folder / f"{self.key}.note.json"

    def save(self, board: Board, original: Path | None) -> None:
        """Write the board (private to the user) where recovery finds it: the note first,
        so a kill between the two never leaves a board without its note; recovery also
        finds a board whose note is missing. The text is read back first as recovery will
        (structure only: a board being fixed is kept too); BoardError when it would not."""
        text = dumps_board(board)
        loads_board(text, self.board_file.name, check=False)
        if not self._locked:
            self._locked = True
            self.lock.tryLock(0)
        atomic_write_text(
            self.note_file,
            json.dumps({"original": str(original) if original else None, "saved_at": time.time()}),
            private=True,
        )
        atomic_write_text(self.board_file, text, private=True)

    def keep(self, doc: Document) -> None:
        """Autosave the board of ``doc`` (the window's autosave slot protocol), with the
        figures set aside when it was opened where its file had them: recovery sets them
        aside again (:func:`recovered_document`)."""
        self.save(as_in_the_file(doc.board, doc.still_aside()), doc.path)

    def clear(self) -> None:
        self.board_file.unlink(missing_ok=True)
        self.note_file.unlink(missing_ok=True)

    def close(self) -> None:
        """A clean exit: nothing to recover."""
        self.clear()
        self.lock.unlock()
        (self.folder / f"{self.key}.lock").unlink(missing_ok=True)


def find_recoveries(folder: Path | None = None) -> list[Recovery]:
    """Autosaves whose window is no longer running, newest first."""
    folder = folder or autosave_dir()
    out: list[Recovery] = []
    if not folder.is_dir():
        return out
    remove_stale_temps(folder)  # of saves interrupted last time
    for board_file in folder.glob("*.board.json"):
        key = board_file.name[: -len(".board.json")]
        note = folder / f"{key}.note.json"
        lock_path = folder / f"{key}.lock"
        lock = QLockFile(str(lock_path))
        lock.setStaleLockTime(0)
        if not lock.tryLock(0):
            continue  # that window is still running
        lock.unlock()
        try:  # the note (original file, time) is optional: a kill may have left none
            meta = read_json(note)
            original = meta.get("original")
            original = original if isinstance(original, str) else None
            saved_at = float(meta.get("saved_at", board_file.stat().st_mtime))
        except (OSError, ValueError, AttributeError, TypeError):
            try:
                original, saved_at = None, board_file.stat().st_mtime
            except OSError:
                continue
        out.append(Recovery(board_file, note, lock_path, original, saved_at))
    out.sort(key=lambda r: -r.saved_at)
    return out


__all__ = ["Autosaver", "BoardError", "Recovery", "find_recoveries"]
