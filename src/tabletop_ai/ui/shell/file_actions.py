"""The board window's file commands: open, new map, recent files and crash recovery at
start-up; save, save as, autosave, prompts and title come from
:class:`~tabletop_ai.ui.shell.document_window.DocumentWindow`, shared with the table window.

A file that cannot be read is reported with its name and the place of every problem, and the
board on screen stays as it was: nothing the user made is lost.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from tabletop_ai.board import BoardError
from tabletop_ai.board.placement import set_aside_misplaced
from tabletop_ai.resources import demo_board
from tabletop_ai.ui.editor.board_view import BoardView
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.map_dialogs import NewMapDialog
from tabletop_ai.ui.panels import document_opener
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.autosave import Autosaver, find_recoveries
from tabletop_ai.ui.shell.document_window import DocumentWindow
from tabletop_ai.ui.shell.menus import Menus
from tabletop_ai.ui.shell.painted import after_first_paint
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

BOARD_FILTER = Document.file_filter
#: File > Open also opens table files (table mode, in a window of their own)
OPEN_FILTER = QT_TRANSLATE_NOOP(
    "filters",
    "Board and table files (*.board.json *.table.json *.json);;"
    "Board files (*.board.json);;Table files (*.table.json);;"
    "All files (*)",
)


class FileActions(DocumentWindow):
    """The board window's file commands on top of :class:`DocumentWindow` (save, save as,
    autosave, title): open (boards here, table files in a window of their own), new map,
    recent files and recovery at start-up."""

    doc: Document
    actions_: Menus
    autosaver: Autosaver | None
    view: BoardView
    #: what the start-up said in the status bar (settings reset, a board not reopened)
    start_notes: list[str]

    def set_document(self, doc: Document) -> None:
        raise NotImplementedError

    def open_path(self, path: str | Path) -> bool:
        """Open a board file. A bad file is reported (file, place, problem) and the current
        board stays as it was. A table file (``.table.json``) opens in a table window of
        its own beside this one."""
        doc_open = document_opener(path)
        if doc_open is not None:
            # a game's own kind of file (a table), in a window of its own; not a recent
            # board: the next start must not reopen it as the board
            return (
                doc_open(path, self.interactive, parent_for_errors=self.dialog_parent) is not None
            )
        if self.remember:  # cleared once the window has shown it (see open_start_board)
            prefs.mark_opening(str(path))
        try:
            doc = Document.open(path)
        except BoardError as exc:
            if self.remember:
                prefs.clear_opening()
            lines = [p.format() for p in exc.problems[:12]]
            more = len(exc.problems) - len(lines)
            if more > 0:
                lines.append(f"… and {more} more")
            # the status bar names the problem, not just the file ("file.board.json:")
            self.show_error(
                translate("file_actions", "Cannot open {name}").format(name=Path(path).name),
                f"{exc.source}:\n" + "\n".join(lines),
                status=translate("file_actions", "Cannot open {what}").format(
                    what=exc.first_line()
                ),
            )
            if self.remember:
                prefs.remove_recent_file(str(Path(path).resolve()))
                self.actions_.refresh_recent()
            return False
        except OSError as exc:
            if self.remember:
                prefs.clear_opening()
            self.show_error(
                translate("file_actions", "Cannot open {name}").format(name=Path(path).name),
                f"{path}: {exc.strerror or exc}",
                status=translate("file_actions", "Cannot open {name}: {why}").format(
                    name=Path(path).name, why=exc.strerror or exc
                ),
            )
            return False
        self.set_document(doc)
        if doc.set_aside:
            self.tell_set_aside()
        if self.remember:
            after_first_paint(self.view.viewport(), prefs.clear_opening)
            self.view.viewport().update()
            if doc.path is not None:
                prefs.add_recent_file(str(doc.path))
                self.actions_.refresh_recent()
        return True

    def begin_game(self) -> None:
        raise NotImplementedError

    def tell_set_aside(self) -> None:
        """Say which figures of the board just opened were set aside and why, and how to
        put them back (saving is refused until they are)."""
        aside = self.doc.still_aside()
        n_aside = len(aside)
        lines = [a.problem.format() for a in aside[:12]]
        self.show_error(
            translate("file_actions", "Figures set aside"),
            translate(
                "file_actions",
                "{name} opened without the figures below: they cannot stand where the file "
                "puts them.\n{problems}\nEdit → Put back set-aside figures puts each on the "
                "nearest free cell; the board cannot be saved until they are back.",
            ).format(name=self.doc.title, problems="\n".join(lines)),
            status=translate("file_actions", "%n figure(s) set aside: {first}", "", n_aside).format(
                first=lines[0] if lines else ""
            ),
        )

    def new_game(self, path: str | Path | None = None) -> bool:
        """File → New game…: a game and one of the maps that ship for it (asked for when
        ``path`` is None), opened as a template, and the game started on it where its panel
        can (:meth:`begin_game`). A table file opens in a table window of its own. True when
        the map was opened."""
        if path is None:
            if not self.interactive:
                return False
            from tabletop_ai.ui.shell.new_game import NewGameDialog

            dlg = NewGameDialog(self.dialog_parent)
            if not dlg.exec():
                return False
            path = dlg.choice()
            if path is None:
                return False
        if document_opener(path) is not None:  # a kind of file with a window of its own
            return self.open_path(path)
        if not self.maybe_save() or not self.open_path(path):
            return False
        self.begin_game()
        return True

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
        path, _ = QFileDialog.getOpenFileName(
            self.dialog_parent,
            translate("file_actions", "Open board"),
            start,
            translate("filters", OPEN_FILTER),
        )
        if path:
            self.open_path(path)

    def open_recent(self, path: str) -> None:
        if self.maybe_save():
            self.open_path(path)

    def offer_recovery(self) -> bool:
        """After a crash: offer the newest autosave left behind. True when one was opened."""
        if not self.remember:
            return False
        for rec in find_recoveries():
            answer = self.ask_recover(rec.title)
            if answer is None:
                continue  # not asked: keep it for a start where someone can answer
            if not answer:
                rec.discard()
                continue
            try:
                board = rec.load()
            except BoardError as exc:
                self.show_error(translate("file_actions", "Cannot recover"), exc.first_line())
                continue
            original = Path(rec.original) if rec.original else None
            # figures the autosave kept off the map (set aside when the board was opened)
            # are set aside again, to be put back: the rest of the board opens
            board, aside = set_aside_misplaced(board)
            doc = Document(board, original, set_aside=aside)
            self.set_document(doc)
            if aside:
                self.tell_set_aside()
            # mark the recovered board unsaved: one step that undoes to an empty stack
            doc.undo_stack.resetClean()
            # the recovered state stays autosaved (in this window's slot) until it is saved:
            # a second crash right after the recovery still leaves it to recover
            self.autosave()
            if self.autosaver is not None and self.autosaver.board_file.is_file():
                rec.discard()
            return True
        return False

    def saved(self) -> None:
        super().saved()
        if self.remember and self.doc.path is not None:
            prefs.add_recent_file(str(self.doc.path))
            self.actions_.refresh_recent()


def open_start_board(window: FileActions, path: str | None) -> None:
    """What the window shows first: ``path``, else a recovered autosave, else the last board,
    else the bundled demo. A board the app was opening when it last stopped (it died before
    showing it) is not reopened; the status bar says so, and notes any setting that was
    reset (:func:`~tabletop_ai.ui.shell.settings.take_notes`)."""
    crashed = prefs.crashed_opening() if window.remember else None
    if crashed is not None:
        prefs.remove_recent_file(crashed)  # not offered as "last" again either
        window.actions_.refresh_recent()
    try:
        _open_start(window, path, crashed)
    finally:
        notes = prefs.take_notes()
        if crashed is not None:
            notes.insert(
                0,
                translate(
                    "file_actions",
                    "The app stopped while opening {name} last time; it was not opened again "
                    "(File > Open opens it)",
                ).format(name=Path(crashed).name),
            )
        window.start_notes = notes
        if notes:
            window.show_message(" · ".join(notes))


def _open_start(window: FileActions, path: str | None, crashed: str | None) -> None:
    if path is not None:
        window.open_path(path)
        return
    if window.offer_recovery():
        return
    last = prefs.last_file() if window.remember and prefs.reopen_last() else None
    if last and crashed is None and _is_file(last) and window.open_path(last):
        return
    demo = demo_board()
    if demo is not None:
        window.open_path(demo)


def _is_file(path: str) -> bool:
    """Whether ``path`` names a file (a path the system refuses, too long or holding a NUL,
    names none)."""
    try:
        return Path(path).is_file()
    except (OSError, ValueError):
        return False
