"""A photo refused whose picture is small says so in the status line itself, in English and
in Ukrainian, after what matters most: the line starts with the refusal (the file, how many
board markers were read) in at least half the line, then the first clause of the note on
the picture's size; the whole is in the bar's tooltip (and in the message box when someone
can read it). Before, the Ukrainian note and the pointer's hint took the whole line and the
refusal was cut to the file's name. In the photo's report the note comes first."""

from __future__ import annotations

from pathlib import Path

import cv2
import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.photo.detect import detect, read_image
from tabletop_ai.photo.synthetic import Shot, photo
from tabletop_ai.ui.capture.photo_actions import PhotoDialog, place_from_photo
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.document_window import PART
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO

NOTE = {
    "en": "The picture is only 240x135 pixels: the photo as the camera took it shows its "
    "markers larger.",
    "uk": "Зображення розміром лише 240x135 пікселів: на фото такому, яким його зняла "
    "камера, маркери більші.",
}
#: the note's first clause: what the line keeps of it
SIZE = {
    "en": "The picture is only 240x135 pixels",
    "uk": "Зображення розміром лише 240x135 пікселів",
}
#: the refusal's words the line keeps after the file's name
READ = {
    "en": "2 of the 4 board markers were read surely",
    "uk": "надійно прочитано 2 з 4 маркерів мапи",
}


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_small_picture_s_refusal_leads_and_its_note_follows(
    window: MainWindow, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    window.resize(*size)
    QApplication.processEvents()
    img, _truth = photo(load_board(DEMO), Shot(angle=20, size=(1280, 720)), seed=3)
    path = tmp_path / "IMG_20261129_142233_HDR.jpg"
    cv2.imwrite(str(path), cv2.resize(img, (240, 135), interpolation=cv2.INTER_AREA))
    assert place_from_photo(window.ctx, str(path)) is None
    bar = window.statusBar()
    whole = bar.toolTip()
    assert whole.startswith(f"{path.name}: ") and whole.endswith(NOTE[lang]), whole
    line = bar.currentMessage()
    assert line == window.status_line
    assert line != whole  # the refusal is longer than the bar: the line is shortened
    assert bar.fontMetrics().horizontalAdvance(line) <= bar.width()
    head, note, *_hint = line.split(PART)
    assert head.startswith(f"{path.name}: {READ[lang]}"), line
    assert note.startswith(SIZE[lang]) and line.count(SIZE[lang]) == 1, line
    # the note whole, or its first clause: never cut inside a clause
    assert note in (NOTE[lang], SIZE[lang]), line


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_report_of_a_small_picture_starts_with_its_note(
    window: MainWindow, tmp_path: Path, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    img, _truth = photo(load_board(DEMO), Shot(angle=20, size=(1280, 720)), seed=3)
    path = tmp_path / "thumb.png"
    cv2.imwrite(str(path), cv2.resize(img, (400, 225), interpolation=cv2.INTER_AREA))
    image = read_image(path)
    det = detect(image, window.doc.board, source=path.name)
    assert det.unseen and det.notes
    dlg = PhotoDialog(window.doc.board, image, det, window)
    first = dlg.report.item(0)
    assert first.text() == det.notes[0] and "400x225" in first.text(), first.text()
    assert first.font().bold()
    assert dlg.report.item(1).text().startswith("thumb.png: ")
    assert not dlg.report.item(1).font().bold()
    dlg.close()
