"""Files the operating system asks the running app to open.

macOS does not put a double-clicked document on the command line: Finder sends the app a
``QFileOpenEvent`` (at launch and while it runs). This filter catches those events and hands
the path to the window's normal open path, so a board opens exactly as File > Open would.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


def is_table_file(path: str | Path) -> bool:
    """Table files are named ``*.table.json`` (told apart here, without importing the table
    window at start-up)."""
    return str(path).lower().endswith(".table.json")


class FileOpenFilter(QObject):
    """Application event filter: ``QEvent.FileOpen`` -> ``handler(path)``.

    Paths that arrive before a handler is set (the launch event can come early) wait in
    ``pending`` until :meth:`set_handler` takes them."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pending: list[str] = []
        self._handler: Callable[[str], object] | None = None

    def set_handler(self, handler: Callable[[str], object]) -> None:
        self._handler = handler
        waiting, self.pending = self.pending, []
        for path in waiting:
            handler(path)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file() or event.url().toLocalFile()
            if path:
                if self._handler is None:
                    self.pending.append(path)
                else:
                    self._handler(path)
                return True
        return super().eventFilter(watched, event)
