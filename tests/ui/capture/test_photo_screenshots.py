"""Screenshots of the photo dialog and the camera window in English and Ukrainian,
at 1280x800 and 1920x1080 (saved in build/screenshots and looked at); the texts checked here
are the ones a player reads: the title, the report lines from the photo core, the buttons."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, SHOTS

#: what each language shows: dialog title start, first report line part, Capture button
TEXTS = {
    "en": ("What the photo shows", "board markers", "&Capture"),
    "uk": ("Що видно на фото", "маркерів мапи", "&Зняти"),
}


pytestmark = pytest.mark.usefixtures("english_again")


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280", "1920"])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_photo_dialog_and_camera_window_screenshots(
    window: MainWindow, lang: str, size: tuple[int, int]
) -> None:
    from tabletop_ai.photo.detect import detect
    from tabletop_ai.photo.synthetic import Shot, photo
    from tabletop_ai.ui.capture.camera_window import CameraWindow
    from tabletop_ai.ui.capture.photo_actions import PhotoDialog
    from tabletop_ai.ui.capture.photo_render import qt_top_view, to_qimage

    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    title, report, capture = TEXTS[lang]
    table = load_board(DEMO)
    table.update_figure("soldier", at=Cell(3, 8))
    img, _ = photo(table, Shot(angle=30, turn=8, occluded=0.1), seed=2, render=qt_top_view)
    det = detect(img, window.doc.board, source="table.jpg")
    SHOTS.mkdir(parents=True, exist_ok=True)

    dlg = PhotoDialog(window.doc.board, img, det, window)
    dlg.resize(*size)
    dlg.show()
    QApplication.processEvents()
    assert dlg.windowTitle().startswith(title)
    assert report in dlg.report.item(0).text()
    assert dlg.apply_button.isEnabled()
    dlg.grab().save(str(SHOTS / f"photo-dialog-{lang}-{size[0]}.png"))
    dlg.close()

    try:
        from PySide6 import QtMultimedia as qtm
    except ImportError:  # the camera extra's PySide6-Addons missing: the dialog only
        return
    cam = CameraWindow(window, qtm)
    cam.resize(*size)
    cam.show()
    cam.sink.setVideoFrame(qtm.QVideoFrame(to_qimage(img)))
    QApplication.processEvents()
    assert cam.capture_button.text() == capture and cam.capture_button.isEnabled()
    cam.check_view()
    cam.grab().save(str(SHOTS / f"camera-window-{lang}-{size[0]}.png"))
    cam.close()
