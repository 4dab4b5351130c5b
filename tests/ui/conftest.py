"""Window test setup: settings and autosaves in a temporary folder, the demo board open, and
helpers that drive the mouse with real events on the viewport (offscreen ``QDrag.exec()``
returns at once, so drags are press/move/release with the button held)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai import i18n
from tabletop_ai.geometry import Cell
from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.shell.settings import use_settings_dir

#: The installed copies (the app's bundled maps folder), as users open them: in a wheel or
#: sdist install these are not the checkout's ``maps/`` files, and only the installed copies are
#: the templates the window refuses to write over.
DEMO = bundled_map("outpost-raid.board.json") or Path("missing: outpost-raid.board.json")
HEX_DEMO = bundled_map("river-fort.board.json") or Path("missing: river-fort.board.json")
SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path) -> Path:
    folder = tmp_path / "settings"
    use_settings_dir(folder)
    return folder


@pytest.fixture
def english_again() -> Iterator[None]:
    """After a test that installs another language: its translators removed and English
    back, for the tests after it (``pytestmark = pytest.mark.usefixtures(...)``)."""
    yield
    for t in prefs._installed:
        QCoreApplication.removeTranslator(t)  # type: ignore[arg-type]
    prefs._installed.clear()
    i18n.install("en")


@pytest.fixture
def window(qtbot: object) -> Iterator[MainWindow]:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    w.resize(1280, 800)
    w.show()
    QApplication.processEvents()
    yield w
    w.controller.shutdown()


def cell_point(w: MainWindow, cell: Cell) -> QPoint:
    """The viewport pixel at the centre of ``cell``."""
    x, y = w.doc.layout.cell_to_scene(cell)
    return w.view.mapFromScene(QPointF(x, y))


def send_mouse(
    w: MainWindow,
    kind: QEvent.Type,
    at: QPoint,
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
    held: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    vp = w.view.viewport()
    buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else held
    ev = QMouseEvent(
        kind,
        QPointF(at),
        QPointF(vp.mapToGlobal(at)),
        button if kind != QEvent.Type.MouseMove else Qt.MouseButton.NoButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(vp, ev)


def drag(w: MainWindow, points: list[QPoint], release: bool = True) -> None:
    """Press at the first point, move through the rest with the button held, release."""
    send_mouse(w, QEvent.Type.MouseButtonPress, points[0])
    for p in points[1:]:
        send_mouse(w, QEvent.Type.MouseMove, p)
    if release:
        send_mouse(w, QEvent.Type.MouseButtonRelease, points[-1])


def click(w: MainWindow, at: QPoint) -> None:
    drag(w, [at])


class DialogAnswers:
    """Answer the modal dialogs a window opens, in order, as a player would: each handler is
    called with the next dialog on screen (a ``QDialog`` or ``QMessageBox``) and presses its
    buttons. A timer looks for a new modal dialog every 30 ms while ``exec()`` runs. A dialog
    no handler expects, or whose handler fails, is cancelled (the test never hangs on it) and
    :meth:`done` reports it."""

    def __init__(self, *handlers: Callable[[QWidget], None]) -> None:
        self.handlers = list(handlers)
        self.seen: list[str] = []
        self.errors: list[str] = []
        self._last: QWidget | None = None
        self.timer = QTimer()
        self.timer.setInterval(30)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        dlg = QApplication.activeModalWidget()
        if dlg is None or dlg is self._last or not dlg.isVisible():
            return
        self._last = dlg
        title = dlg.windowTitle()
        self.seen.append(title)
        if not self.handlers:
            self.errors.append(f"an unexpected dialog: {title!r}")
        else:
            try:
                self.handlers.pop(0)(dlg)
                return
            except Exception as exc:
                self.errors.append(f"dialog {title!r}: {type(exc).__name__}: {exc}")
        if isinstance(dlg, QDialog) and dlg.isVisible():
            dlg.reject()

    def done(self) -> list[str]:
        """Stop answering; the titles of the dialogs answered."""
        self.timer.stop()
        assert not self.errors, "; ".join(self.errors)
        assert not self.handlers, f"{len(self.handlers)} dialog(s) never came"
        return self.seen


def save_as_answer(path: Path) -> Callable[[QWidget], None]:
    """A :class:`DialogAnswers` handler for a Save As dialog: go to ``path``'s folder, type
    its name in the File name field, press Save — as a player does. (``selectFile`` is not an
    answer: Qt leaves the name field alone while it has the keyboard focus, as it has once
    the dialog is the active window, so the dialog would save under the name it offered.)"""

    def answer(dlg: QWidget) -> None:
        assert isinstance(dlg, QFileDialog)
        dlg.setDirectory(str(path.parent))
        name = dlg.findChild(QLineEdit, "fileNameEdit")
        assert name is not None, "the Save As dialog has no File name field"
        name.setText(path.name)
        dlg.accept()

    return answer


@pytest.fixture()
def player_window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[MainWindow]:
    """A window that asks its questions in dialogs (answered with :class:`DialogAnswers`),
    its settings and autosaves under ``tmp_path``; closed at the end without asking (what
    the test left unsaved is dropped)."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(interactive=True, remember=False)

    def drop_unsaved(win: QWidget) -> None:
        assert isinstance(win, MainWindow)
        win.doc.undo_stack.setClean()

    qtbot.addWidget(w, before_close_func=drop_unsaved)
    w.show()
    yield w
    w.controller.shutdown()
