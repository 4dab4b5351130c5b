"""A photo refused whose picture is small says so in the status line itself, in English and
in Ukrainian: the line keeps the note on the picture's size in view after the part of the
refusal that fits (the whole is in the bar's tooltip, and in the message box when someone
can read it). Before, the note was the end of a line too long for the bar, in the tooltip
only."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.photo.synthetic import Shot, photo
from tabletop_ai.ui.capture.photo_actions import place_from_photo
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO

NOTE = {
    "en": "The picture is only 240x135 pixels: the photo as the camera took it shows its "
    "markers larger.",
    "uk": "Зображення розміром лише 240x135 пікселів: на фото такому, яким його зняла "
    "камера, маркери більші.",
}


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_small_picture_s_note_is_in_the_status_line(
    window: MainWindow, tmp_path: Path, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    img, _truth = photo(load_board(DEMO), Shot(angle=20, size=(1280, 720)), seed=3)
    path = tmp_path / "thumb.png"
    cv2.imwrite(str(path), cv2.resize(img, (240, 135), interpolation=cv2.INTER_AREA))
    assert place_from_photo(window.ctx, str(path)) is None
    bar = window.statusBar()
    whole = bar.toolTip()
    assert whole.startswith("thumb.png: ") and whole.endswith(NOTE[lang]), whole
    line = bar.currentMessage()
    assert line == window.status_line
    assert line != whole  # the refusal is longer than the bar: the line is shortened
    assert line.startswith("thumb.png") and NOTE[lang] in line, line
    assert bar.fontMetrics().horizontalAdvance(line) <= bar.width()
    assert line.count(NOTE[lang]) == 1
