"""The window's file commands: open, save, save as, recent files, unsaved-changes prompts,
autosave and crash recovery. A mixin of :class:`~tabletop_ai.ui.main_window.MainWindow`, kept
apart so each file holds one idea; it only calls what :class:`WindowBase` declares.

A file that cannot be read is reported with its name and the place of every problem, and the
board on screen stays as it was: nothing the user made is lost.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from tabletop_ai.board import BoardError
from tabletop_ai.resources import demo_board
from tabletop_ai.ui import settings as prefs
from tabletop_ai.ui.autosave import Autosaver, Recovery, find_recoveries
from tabletop_ai.ui.document import Document
from tabletop_ai.ui.map_dialogs import NewMapDialog
from tabletop_ai.ui.menus import Menus

BOARD_FILTER = "Board files (*.board.json *.json);;All files (*)"
#: File > Open also opens table files (table mode, in a window of their own)
OPEN_FILTER = ("Board and table files (*.board.json *.table.json *.json);;"
               "Board files (*.board.json);;Table files (*.table.json);;All files (*)")


class WindowBase:
    """What the file commands need from the window (a ``QMainWindow``: not a base class
    here, as PySide6 does not allow two Qt base classes)."""

    doc: Document
    interactive: bool
    remember: bool
    autosaver: Autosaver | None
    actions_: Menus
    last_error: str

    def set_document(self, doc: Document) -> None:
        raise NotImplementedError

    def show_message(self, text: str) -> None:
        raise NotImplementedError

    @property
    def dialog_parent(self) -> QWidget:
        """The window itself, as the parent of its dialogs."""
        assert isinstance(self, QWidget)
        return self


class FileActions(WindowBase):
    def open_path(self, path: str | Path) -> bool:
        """Open a board file. A bad file is reported (file, place, problem) and the current
        board stays as it was. A table file (``.table.json``) opens in a table window of
        its own beside this one."""
        from tabletop_ai.ui.table_window import is_table_file, open_table
        if is_table_file(path):
            # not a recent board: the next start must not reopen it as the board
            return open_table(path, self.interactive,
                              parent_for_errors=self.dialog_parent) is not None
        try:
            doc = Document.open(path)
        except BoardError as exc:
            lines = [p.format() for p in exc.problems[:12]]
            more = len(exc.problems) - len(lines)
            if more > 0:
                lines.append(f"… and {more} more")
            self.show_error(f"Cannot open {Path(path).name}",
                            f"{exc.source}:\n" + "\n".join(lines))
            if self.remember:
                prefs.remove_recent_file(str(Path(path).resolve()))
                self.actions_.refresh_recent()
            return False
        except OSError as exc:
            self.show_error(f"Cannot open {Path(path).name}", f"{path}: {exc.strerror or exc}")
            return False
        self.set_document(doc)
        if self.remember and doc.path is not None:
            prefs.add_recent_file(str(doc.path))
            self.actions_.refresh_recent()
        return True

    def show_error(self, title: str, text: str) -> None:
        self.show_message(text.splitlines()[0] if text else title)
        self.last_error = f"{title}\n{text}"
        if self.interactive:
            QMessageBox.warning(self.dialog_parent, title, text)

    def ask_save(self) -> str:
        """"save", "discard" or "cancel" for a board with unsaved changes."""
        if not self.interactive:
            return "discard"
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = QMessageBox.question(
            self.dialog_parent, "Unsaved changes",
            f"Save the changes to {self.doc.title} before closing it?", buttons,
            QMessageBox.StandardButton.Save)
        return {QMessageBox.StandardButton.Save: "save",
                QMessageBox.StandardButton.Discard: "discard"}.get(answer, "cancel")

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current board (saved, discarded or clean)."""
        if not self.doc.dirty:
            return True
        answer = self.ask_save()
        if answer == "save":
            return self.save()
        return answer == "discard"

    def new_map(self) -> None:
        if not self.maybe_save():
            return
        dlg = NewMapDialog(self.dialog_parent)
        if dlg.exec():
            self.set_document(Document(dlg.board()))

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(self.doc.path.parent) if self.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(self.dialog_parent, "Open board", start, OPEN_FILTER)
        if path:
            self.open_path(path)

    def open_recent(self, path: str) -> None:
        if self.maybe_save():
            self.open_path(path)

    def save(self) -> bool:
        if self.doc.path is None:
            return self.save_as()
        return self._save_to(self.doc.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        if path is None:
            if not self.interactive:
                return False
            start = str(self.doc.path or Path.home() / f"{self.doc.title}.board.json")
            chosen, _ = QFileDialog.getSaveFileName(self.dialog_parent, "Save board as", start,
                                                    BOARD_FILTER)
            if not chosen:
                return False
            path = chosen if chosen.endswith(".json") else chosen + ".board.json"
        return self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        try:
            self.doc.save(path)
        except OSError as exc:
            self.show_error("Cannot save", f"{path}: {exc.strerror or exc}\n"
                                           "The board is still open; try another folder.")
            return False
        if self.autosaver is not None:
            self.autosaver.clear()
        if self.remember and self.doc.path is not None:
            prefs.add_recent_file(str(self.doc.path))
            self.actions_.refresh_recent()
        self.show_message(f"Saved {self.doc.path}")
        return True

    def autosave(self) -> None:
        if self.autosaver is not None and self.doc.dirty:
            try:
                self.autosaver.save(self.doc.board, self.doc.path)
            except OSError as exc:
                self.show_message(f"Autosave failed: {exc}")

    def offer_recovery(self) -> bool:
        """After a crash: offer the newest autosave left behind. True when one was opened."""
        if not self.remember:
            return False
        for rec in find_recoveries():
            answer = self.ask_recover(rec)
            if answer is None:
                continue  # not asked: keep it for a start where someone can answer
            if not answer:
                rec.discard()
                continue
            try:
                board = rec.load()
            except BoardError as exc:
                self.show_error("Cannot recover", exc.first_line())
                continue
            original = Path(rec.original) if rec.original else None
            doc = Document(board, original)
            self.set_document(doc)
            # mark the recovered board unsaved: one step that undoes to an empty stack
            doc.undo_stack.resetClean()
            rec.discard()
            return True
        return False

    def ask_recover(self, rec: Recovery) -> bool | None:
        """Ask whether to open an autosave left by a crash; None when nobody can be asked
        (the autosave is then kept for the next interactive start)."""
        if not self.interactive:
            return None
        answer = QMessageBox.question(
            self.dialog_parent, "Recover unsaved work?",
            f"Tabletop AI did not close properly last time.\n\nRecover {rec.title}?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes


def open_start_board(window: FileActions, path: str | None) -> None:
    """What the window shows first: ``path``, else a recovered autosave, else the last board,
    else the bundled demo."""
    if path is not None:
        window.open_path(path)
        return
    if window.offer_recovery():
        return
    last = prefs.last_file() if window.remember and prefs.reopen_last() else None
    if last and Path(last).is_file() and window.open_path(last):
        return
    demo = demo_board()
    if demo is not None:
        window.open_path(demo)
