"""What every document window shares (the board window and the table window): save, save as,
unsaved-changes prompts, autosave, the recovery question, errors in the status bar and a
dialog, and the title with its dirty mark — in one place.

A mixin of ``QMainWindow`` subclasses (PySide6 allows one Qt base class): it only calls
``statusBar``, ``setWindowTitle`` and ``setWindowModified`` of the window and what
:class:`~tabletop_ai.ui.shell.file_document.FileDocument` declares. Each window adds what its kind
of file needs (the board window: open, new, recent files and start-up recovery; the table
window: recovery of its own file when it opens).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QStatusBar, QWidget

from tabletop_ai.board.errors import BoardError
from tabletop_ai.board.io import ReadOnlyFile
from tabletop_ai.i18n import shown
from tabletop_ai.resources import is_bundled
from tabletop_ai.ui.shell.file_document import FileDocument
from tabletop_ai.ui.texts import translate


def documents_folder() -> Path:
    """The user's documents folder (the home folder where the system names none)."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


#: between the parts of a status line (an AE step's entries, an activation's parts)
PART = " · "


#: brackets and quotes a status line is never cut inside (an opening one, its closing one)
PAIRS = {"(": ")", "[": "]", "«": "»", "“": "”"}
#: where a clause ends, outside brackets: what a cut there leaves reads as whole (not a
#: comma: the part of a sentence before one is often no clause of its own)
CLAUSE_ENDS = (". ", "; ", ": ", "? ", "! ", " — ")


def _cuts(text: str) -> tuple[list[str], list[str]]:
    """The ways to shorten ``text`` at a space outside brackets and quotes
    (:data:`PAIRS`), shortest first: the heads that end a clause (:data:`CLAUSE_ENDS`) and
    those that end a word, each without its trailing comma, semicolon, colon or dash."""
    closers = set(PAIRS.values())
    depth = 0
    clauses: list[str] = []
    words: list[str] = []
    for i, ch in enumerate(text):
        if ch in PAIRS:
            depth += 1
        elif ch in closers:
            depth = max(depth - 1, 0)
        elif ch == " " and depth == 0:
            head = text[:i].rstrip(",;:—- ")
            if not head:
                continue
            words.append(head)
            if text[: i + 1].endswith(CLAUSE_ENDS) or text.startswith(" — ", i):
                clauses.append(head)
    return clauses, words


def _shorten(metrics: QFontMetrics, text: str, room: int) -> str:
    """``text`` cut to ``room`` pixels so that what is left reads sensibly: its whole
    clauses that fit; else, when that keeps half as much again, its words that fit and
    "…". Neither is ever cut inside brackets or quotes (which would leave "(…" open). A
    text that is mostly one long word (a file's path) keeps its start and its end, "…"
    between; one whose first word is wider than the room is cut with "…"."""
    width = metrics.horizontalAdvance
    longest = max(text.split(" "), key=width)
    if width(longest) * 2 > width(text):
        return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, max(room, 0))
    clauses, words = _cuts(text)
    clause = next((c for c in reversed(clauses) if width(c) <= room), "")
    word = next((w + "…" for w in reversed(words) if width(w + "…") <= room), "")
    if clause and width(clause) * 3 >= width(word) * 2:
        return clause
    if word:
        return word
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(room, 0))


def fit_line(metrics: QFontMetrics, text: str, room: int, rest: str, note: str = "") -> str:
    """``text`` whole when it is at most ``room`` pixels wide; else as many of its parts
    (:data:`PART` between them) as fit, followed by ``rest`` (where the whole text is). A
    first part wider than the room is shortened to whole clauses or words
    (:func:`_shorten`), never inside brackets. A ``note`` (the end of ``text`` a reader
    should see too: a photo refused for its size says it) is kept in view after the
    parts, whole or its first clauses, in at most half of what ``rest`` leaves, so the
    start of ``text``, the most important part, keeps the other half at least; a note
    whose first clause is wider is left to ``rest``."""
    width = metrics.horizontalAdvance
    if width(text) <= room:
        return text
    if note:
        most = (room - width(rest)) // 2
        clauses, _words = _cuts(note)
        kept = next((c for c in [note, *reversed(clauses)] if width(PART + c) <= most), "")
        if kept:
            rest = PART + kept + rest
        text = text.removesuffix(note).rstrip() or text
    parts = text.split(PART)
    first = parts[0]
    free = room - metrics.horizontalAdvance(rest)
    if metrics.horizontalAdvance(first) > free:
        return _shorten(metrics, first, free) + rest
    kept = first
    for part in parts[1:]:
        if metrics.horizontalAdvance(kept + PART + part) > free:
            break
        kept += PART + part
    return kept + rest


class AutosaveSlot(Protocol):
    """Where a window autosaves its document (board and table autosavers)."""

    def keep(self, doc: Any) -> None:
        """Write the document's unsaved state."""
        ...

    def clear(self) -> None:
        """Nothing to recover any more (saved, or discarded)."""
        ...

    def close(self) -> None:
        """A clean close."""
        ...


class DocumentWindow:
    """The file plumbing of a window editing one :class:`FileDocument` (``doc``)."""

    doc: FileDocument
    interactive: bool
    remember: bool
    autosaver: AutosaveSlot | None
    #: the last error shown, title and text (tests and the self-test read it)
    last_error = ""
    #: the part of the title after the file name
    app_title = "Tabletop AI"
    #: the line :meth:`show_message` last put in the status bar (its tooltip follows it)
    status_line = ""
    #: a shortened line kept in the bar until another line replaces it, and its whole text
    #: (None: the last line was whole)
    held_line: tuple[str, str] | None = None

    # -- messages --------------------------------------------------------------------------
    @property
    def dialog_parent(self) -> QWidget:
        """The window itself, as the parent of its dialogs."""
        assert isinstance(self, QWidget)
        return self

    def _main(self) -> QMainWindow:
        assert isinstance(self, QMainWindow)
        return self

    def make_status_bar(self) -> QStatusBar:
        """The window's status bar, made once when the window is built: its tooltip holds
        the whole of a fitted line (:meth:`show_message`) only while that line is shown, so
        another line (a menu's status tip, the line timing out) clears it. A shortened line
        comes back when a menu's status tip is gone (what it leaves out is never lost)."""
        bar = QStatusBar()
        bar.messageChanged.connect(lambda now: self._status_changed(bar, now))
        self._main().setStatusBar(bar)
        return bar

    def _status_changed(self, bar: QStatusBar, now: str) -> None:
        if now == self.status_line:
            return
        bar.setToolTip("")
        if not now and self.held_line is not None:  # a status tip gone: the held line back
            line, whole = self.held_line
            self.status_line = line
            bar.showMessage(line)
            bar.setToolTip(whole)

    def show_message(self, text: str, rest: str | None = None, note: str = "") -> None:
        """A line in the status bar: whole when it fits, for a few seconds; else shortened
        to whole clauses (:func:`fit_line`; ``note``: the end of the text kept in view in
        at most half the line) and where the rest is (``rest``; by default the bar's
        tooltip, which holds the whole text while the line is shown), kept until another
        line replaces it, so the whole stays within reach. A text of several lines is one
        line, :data:`PART` between them; a core message in the installed language. Every
        panel's messages come through here."""
        text = shown(text)
        bar = self._main().statusBar()
        whole = PART.join(line for line in text.splitlines() if line.strip()) or text
        line = whole
        if bar.isVisible():
            metrics = bar.fontMetrics()
            line = fit_line(
                metrics,
                whole,
                self._status_room(bar),
                rest
                or translate(
                    "document_window", " · … (all of it: hold the pointer over the status bar)"
                ),
                shown(note),
            )
        self.status_line = line
        self.held_line = (line, text) if line != whole else None
        bar.showMessage(line, 5000 if line == whole else 0)
        bar.setToolTip(text if line != whole else "")

    @staticmethod
    def _status_room(bar: QStatusBar) -> int:
        """The pixels a message has: the bar less its permanent widgets and margins."""
        permanent = sum(
            w.width()
            for w in bar.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible()
        )
        return bar.width() - permanent - 40

    def show_error(self, title: str, text: str, status: str | None = None) -> None:
        """``status`` (default: the text's first line) in the status bar, the whole text in
        a dialog (when someone can read it) and in :attr:`last_error` (tests, self-test)."""
        self.show_message(status or (text.splitlines()[0] if text else title))
        self.last_error = f"{title}\n{text}"
        if self.interactive:
            QMessageBox.warning(self.dialog_parent, title, text)

    # -- title -----------------------------------------------------------------------------
    def watch_document(self, doc: FileDocument) -> None:
        """Keep the title (name and dirty mark) in step with ``doc``."""
        doc.undo_stack.cleanChanged.connect(self._update_title)
        doc.undo_stack.indexChanged.connect(self._update_title)
        doc.undo_stack.indexChanged.connect(self.arm_autosave)
        doc.path_changed.connect(self._update_title)

    def unwatch_document(self, doc: FileDocument) -> None:
        doc.undo_stack.cleanChanged.disconnect(self._update_title)
        doc.undo_stack.indexChanged.disconnect(self._update_title)
        doc.undo_stack.indexChanged.disconnect(self.arm_autosave)
        doc.path_changed.disconnect(self._update_title)

    def _update_title(self, *_args: Any) -> None:
        w = self._main()
        w.setWindowTitle(f"{self.doc.title}[*] — {self.app_title}")
        w.setWindowModified(self.doc.dirty)

    # -- unsaved changes -------------------------------------------------------------------
    def ask_save(self) -> str:
        """ "save", "discard" or "cancel" for a document with unsaved changes (nobody to ask:
        "discard")."""
        if not self.interactive:
            return "discard"
        buttons = (
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        answer = QMessageBox.question(
            self.dialog_parent,
            translate("document_window", "Unsaved changes"),
            translate("document_window", "Save the changes to {title} before closing it?").format(
                title=self.doc.title
            ),
            buttons,
            QMessageBox.StandardButton.Save,
        )
        return {
            QMessageBox.StandardButton.Save: "save",
            QMessageBox.StandardButton.Discard: "discard",
        }.get(answer, "cancel")

    def maybe_save(self) -> bool:
        """True when it is fine to drop the document (saved, discarded or clean)."""
        if not self.doc.dirty:
            return True
        answer = self.ask_save()
        if answer == "save":
            return self.save()
        return answer == "discard"

    # -- saving ----------------------------------------------------------------------------
    def save(self) -> bool:
        """Save to the document's file; a document never saved, or opened from a map that
        ships with the app (a template, never written over), asks where to save it."""
        if self.doc.path is None or is_bundled(self.doc.path):
            return self.save_as()
        return self._save_to(self.doc.path)

    def save_as(self, path: str | Path | None = None) -> bool:
        """Save under ``path``; without one, ask for it (never when nobody can answer)."""
        if path is None:
            chosen = self.ask_save_path()
            if chosen is None:
                return False
            path = chosen
        return self._save_to(Path(path))

    def ask_save_path(self) -> Path | None:
        """The Save As dialog, for the document's kind of file (its filter and suffix)."""
        if not self.interactive:
            return None
        doc = self.doc
        start = str(self.save_start())
        chosen, _ = QFileDialog.getSaveFileName(
            self.dialog_parent,
            translate("document_window", "Save {noun} as").format(noun=doc.noun),
            start,
            translate("filters", doc.file_filter),
        )
        if not chosen:
            return None
        return Path(chosen if chosen.endswith(".json") else chosen + doc.suffix)

    def save_start(self) -> Path:
        """Where the Save As dialog starts: the document's own file, else (a document never
        saved, or a map shipped with the app) its name in the user's documents folder."""
        doc = self.doc
        if doc.path is not None and not is_bundled(doc.path):
            return doc.path
        name = doc.path.name if doc.path is not None else f"{doc.title}{doc.suffix}"
        return documents_folder() / name

    def _save_to(self, path: Path, replace_read_only: bool = False) -> bool:
        """Save; every error reaches the user in a dialog (never silently), and the work
        stays open, unsaved, and in the autosave."""
        noun = self.doc.noun
        if is_bundled(path):
            self.show_error(
                translate("document_window", "Not saved"),
                translate(
                    "document_window",
                    "{name} ships with Tabletop AI and is kept as it came: save the {noun} "
                    "in a folder of your own.",
                ).format(name=path.name, noun=noun),
            )
            return False
        try:
            self.doc.save(path, replace_read_only)
        except ReadOnlyFile:
            if not replace_read_only and self.ask_replace_read_only(path):
                return self._save_to(path, replace_read_only=True)
            self.show_error(
                translate("document_window", "Not saved"),
                translate(
                    "document_window",
                    "{name} is read-only and was not replaced.\nThe {noun} is still open; "
                    "use Save As to save it under another name.",
                ).format(name=path.name, noun=noun),
            )
            return False
        except BoardError as exc:  # the app could not open what it would write: not written
            lines = [p.format() for p in exc.problems[:12]]
            more = len(exc.problems) - len(lines)
            if more > 0:
                lines.append(translate("document_window", "… and {more} more").format(more=more))
            self.show_error(
                translate("document_window", "Not saved"),
                translate(
                    "document_window",
                    "{name} was not saved: the {noun} as it stands could not be opened again.\n",
                ).format(name=path.name, noun=noun)
                + "\n".join(lines)
                + translate(
                    "document_window",
                    "\nThe {noun} is still open with your changes (and in the "
                    "autosave); fix these and save again.",
                ).format(noun=noun),
            )
            self.autosave()
            return False
        except OSError as exc:
            self.show_error(
                translate("document_window", "Cannot save"),
                translate(
                    "document_window",
                    "{path}: {value}\nThe {noun} is still open; try another folder.",
                ).format(path=path, value=exc.strerror or exc, noun=noun),
            )
            self.autosave()
            return False
        except Exception as exc:
            self.show_error(
                translate("document_window", "Cannot save"),
                translate(
                    "document_window",
                    "{name}: {name2}: {exc}\nThe {noun} is still open (and in the autosave).",
                ).format(name=path.name, name2=type(exc).__name__, exc=exc, noun=noun),
            )
            self.autosave()
            return False
        self.saved()
        self.show_message(translate("document_window", "Saved {path}").format(path=self.doc.path))
        return True

    def ask_replace_read_only(self, path: Path) -> bool:
        """Ask before a read-only file is replaced (nobody to ask: no)."""
        if not self.interactive:
            return False
        answer = QMessageBox.question(
            self.dialog_parent,
            translate("document_window", "Replace a read-only file?"),
            translate(
                "document_window",
                "{name} is read-only.\n\nReplace it with the {noun} as it stands? (It "
                "stays read-only.)",
            ).format(name=path.name, noun=self.doc.noun),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def saved(self) -> None:
        """After a save: nothing left to recover (windows add recent files and the like)."""
        if self.autosaver is not None:
            self.autosaver.clear()

    # -- autosave and recovery -------------------------------------------------------------
    def arm_autosave(self, *_args: Any) -> None:
        """An edit: autosave once the window's autosave interval has passed (its
        ``autosave_timer`` is single-shot, so no timer runs while nothing changes)."""
        timer = getattr(self, "autosave_timer", None)
        if (
            timer is not None
            and self.autosaver is not None
            and self.doc.dirty
            and not timer.isActive()
        ):
            timer.start()

    def autosave(self) -> None:
        """Write the unsaved document to the autosave folder (a crash loses nothing)."""
        if self.autosaver is not None and self.doc.dirty:
            try:
                self.autosaver.keep(self.doc)
            except (OSError, ValueError) as exc:  # ValueError: BoardError, TableError
                first = exc.first_line() if isinstance(exc, BoardError) else str(exc)
                self.show_message(
                    translate("document_window", "Autosave failed: {first}").format(first=first)
                )

    def ask_recover(self, what: str) -> bool | None:
        """Ask whether to recover ``what`` (an autosave left by a crash); None when nobody
        can be asked (the autosave is then kept for an interactive start)."""
        if not self.interactive:
            return None
        answer = QMessageBox.question(
            self.dialog_parent,
            translate("document_window", "Recover unsaved work?"),
            translate(
                "document_window",
                "Tabletop AI did not close properly last time.\n\nRecover {what}?",
            ).format(what=what),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def close_autosave(self) -> None:
        """A clean close: the autosave goes."""
        if self.autosaver is not None:
            self.autosaver.close()


__all__ = ["PART", "AutosaveSlot", "DocumentWindow", "fit_line"]
