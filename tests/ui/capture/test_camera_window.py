"""The live camera window. This machine has no camera: the tests check the message
given without one (and without Qt Multimedia), and drive Capture with a frame handed to the
window's video sink: a synthetic photo of the table, as a camera would deliver it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.capture import camera_window
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, SHOTS


@pytest.fixture
def qtm() -> Any:
    """``PySide6.QtMultimedia`` (the tests that need it skip without PySide6-Addons)."""
    return pytest.importorskip(
        "PySide6.QtMultimedia", reason="Qt Multimedia (PySide6-Addons, the camera extra) is missing"
    )


def _frame(qtm: Any, moves: dict[str, Cell]) -> object:
    """A QVideoFrame of a synthetic table photo (the demo board after ``moves``)."""
    from tabletop_ai.board import load_board
    from tabletop_ai.photo.synthetic import Shot, photo
    from tabletop_ai.ui.capture.photo_render import qt_top_view, to_qimage

    table = load_board(DEMO)
    for fid, cell in moves.items():
        table.update_figure(fid, at=cell)
    img, _ = photo(table, Shot(angle=20, turn=-5), seed=4, render=qt_top_view)
    return qtm.QVideoFrame(to_qimage(img))


def test_without_qt_multimedia_the_menu_says_what_to_install(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(camera_window, "multimedia", lambda: None)
    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    steps = window.doc.undo_stack.count()
    assert camera_window.open_camera(window.ctx) is None
    assert "PySide6-Addons" in messages[-1] and "tabletop-ai[camera]" in messages[-1]
    assert window.doc.undo_stack.count() == steps


def test_without_a_camera_the_menu_says_none_was_found(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtm: Any
) -> None:
    class NoDevices:
        @staticmethod
        def videoInputs() -> list[object]:
            return []

    class FakeQtm:
        QMediaDevices = NoDevices

    monkeypatch.setattr(camera_window, "multimedia", lambda: FakeQtm)
    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    assert camera_window.open_camera(window.ctx) is None
    assert messages[-1].startswith("No camera was found.")
    # this machine has none either: the real Qt Multimedia says the same
    if not qtm.QMediaDevices.videoInputs():
        monkeypatch.setattr(camera_window, "multimedia", lambda: qtm)
        assert camera_window.open_camera(window.ctx) is None
        assert messages[-1].startswith("No camera was found.")


def test_capture_places_the_figures_of_the_current_frame(window: MainWindow, qtm: Any) -> None:
    win = camera_window.CameraWindow(window, qtm)
    win.resize(1280, 800)
    win.show()
    assert not win.capture_button.isEnabled()  # no frame yet
    assert win.capture() is None and window.doc.undo_stack.count() == 0
    before = window.doc.board.figure("soldier").at
    win.sink.setVideoFrame(_frame(qtm, {"soldier": Cell(3, 8)}))
    QApplication.processEvents()
    assert win.capture_button.isEnabled()
    # the quick look while framing: every marker of the demo board is in view
    assert win.check_view() == (
        "In view: board markers 4 of 4, figures 9 of 9: enough to place the board"
    )
    assert win.in_view.text() == win.check_view()
    SHOTS.mkdir(parents=True, exist_ok=True)
    win.grab().save(str(SHOTS / "camera-window-1280.png"))
    win.capture_button.click()
    assert win.detection is not None and win.detection.unseen == []
    assert window.doc.board.figure("soldier").at == Cell(3, 8)
    assert window.doc.undo_stack.count() == 1  # one undo step, as a dropped photo
    window.doc.undo_stack.undo()
    assert window.doc.board.figure("soldier").at == before
    win.close()


@pytest.mark.parametrize(
    ("hidden", "line"),
    [
        (
            (1, 2),
            "In view: board markers 2 of 4, figures 9 of 9: enough to place the board",
        ),
        (
            (1, 2, 3),
            "In view: board markers 1 of 4, figures 9 of 9; to place the board: 3 board "
            "markers, or 2 and 4 figures",
        ),
    ],
)
def test_the_in_view_line_says_what_places_the_board(
    window: MainWindow, qtm: Any, hidden: tuple[int, ...], line: str
) -> None:
    """Two board markers with four or more figure markers place the board (docs/photo.md,
    step 3 of reading a photo): the line under the live view says so, and with fewer it
    says what is needed (three board markers, or two and four figures)."""
    from tabletop_ai.board import load_board
    from tabletop_ai.photo.detect import find_quads
    from tabletop_ai.photo.markers import marker_set
    from tabletop_ai.photo.synthetic import Shot, photo
    from tabletop_ai.ui.capture.photo_render import qt_top_view, to_qimage

    table = load_board(DEMO)
    img, _ = photo(table, Shot(angle=20, turn=-5), seed=4, render=qt_top_view)
    quads = find_quads(img)
    for number in hidden:  # paper laid over these board markers
        q = quads[marker_set(table).board[number - 1].id]
        x0, y0 = q.min(axis=0).astype(int) - 12
        x1, y1 = q.max(axis=0).astype(int) + 12
        img[max(0, y0) : y1, max(0, x0) : x1] = (140, 170, 215)
    win = camera_window.CameraWindow(window, qtm)
    win.sink.setVideoFrame(qtm.QVideoFrame(to_qimage(img)))
    QApplication.processEvents()
    assert win.check_view() == line
    win.close()


def test_a_frame_without_the_board_changes_nothing(window: MainWindow, qtm: Any) -> None:
    from PySide6.QtGui import QColor, QImage

    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    win = camera_window.CameraWindow(window, qtm)
    blank = QImage(640, 480, QImage.Format.Format_RGB32)
    blank.fill(QColor("#777777"))
    win.sink.setVideoFrame(qtm.QVideoFrame(blank))
    QApplication.processEvents()
    assert win.check_view() == (
        "In view: board markers 0 of 4, figures 0 of 9; to place the board: 3 board "
        "markers, or 2 and 4 figures"
    )
    assert win.capture() is None
    assert messages[-1].startswith("camera: 0 of the 4 board markers")
    assert window.doc.undo_stack.count() == 0
    win.close()


def test_with_a_camera_listed_the_window_opens_and_closes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, qtm: Any
) -> None:
    """A camera device listed (here a null QCameraDevice: the machine has none): the menu
    item opens the window with it chosen and starts it; closing stops it."""
    import types

    class OneDevice:
        @staticmethod
        def videoInputs() -> list[object]:
            return [qtm.QCameraDevice()]

    fake = types.SimpleNamespace(**{n: getattr(qtm, n) for n in dir(qtm) if not n.startswith("_")})
    fake.QMediaDevices = OneDevice
    monkeypatch.setattr(camera_window, "multimedia", lambda: fake)
    win = camera_window.open_camera(window.ctx)
    assert win is not None and win in camera_window._OPEN
    assert win.devices.count() == 1 and win.camera is not None
    assert win.session.camera() is win.camera
    win.show()
    win.close()
    QApplication.processEvents()
    assert win not in camera_window._OPEN
