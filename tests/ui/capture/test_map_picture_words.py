"""The map picture's refusals name the file and what is wrong with it, in the player's
language (English and Ukrainian): a picture of no kind the app reads, one too large, an
embedded one that is not base64, a calibration typed or clicked wrong, a dark cell's
suggestion. A HEIC, HEIF or AVIF picture is told its kind and how to save it as JPEG in
the very words the photo reader uses."""

from __future__ import annotations

import base64
import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai import i18n
from tabletop_ai.board import Board, board_from_json
from tabletop_ai.geometry import Cell
from tabletop_ai.maps.homography import CalibrationError
from tabletop_ai.maps.imagesize import heif_refusal
from tabletop_ai.maps.picture import (
    MapPicture,
    calibrate_spanning,
    calibrate_two_cells,
    embed,
    suggest_blocked,
)
from tabletop_ai.photo.detect import read_image as read_photo
from tabletop_ai.photo.markers import PhotoError
from tabletop_ai.ui.capture.map_picture import PictureLoadError, choose_picture, read_image
from tabletop_ai.ui.capture.picture_layer import load_picture
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("english_again")


def _ftyp(major: bytes, *compatible: bytes) -> bytes:
    """The start of an ISO-BMFF file: its ``ftyp`` box, then a ``meta`` box's header."""
    body = major + b"\x00\x00\x00\x00" + b"".join(compatible)
    return (8 + len(body)).to_bytes(4, "big") + b"ftyp" + body + bytes(4) + b"meta" + bytes(64)


def _png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    chunk = struct.pack(">I", len(ihdr)) + b"IHDR" + ihdr
    return b"\x89PNG\r\n\x1a\n" + chunk + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))


def _board() -> Board:
    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 4, "height": 3},
        }
    )


HEIF = {
    "IMG_0001.HEIC": _ftyp(b"heic", b"mif1", b"heic"),
    "still.heif": _ftyp(b"mif1", b"mif1", b"miaf"),
    "web.avif": _ftyp(b"avif", b"mif1", b"miaf"),
}
SAVE_AS_JPEG = {"en": "Save it as JPEG", "uk": "Збережіть його як JPEG"}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_heic_map_picture_is_told_as_the_photo_reader_tells_it(
    qtbot: object, tmp_path: Path, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = MainWindow(_board(), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    for name, data in HEIF.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert not choose_picture(w.ctx, str(path))
        assert w.doc.undo_stack.count() == 0
        said = w.last_error.split("\n", 1)[1]
        with pytest.raises(PhotoError) as photo:
            read_photo(str(path))
        assert said == str(photo.value), said  # the photo reader's words, not a copy
        assert said.startswith(f"{name}: ") and SAVE_AS_JPEG[lang] in said, said
        kind = name.rsplit(".", 1)[1].upper()
        assert said == str(heif_refusal(name, kind))
    # embedded in a board file: the board file and the place named
    board = tmp_path / "cellar.board.json"
    pic = MapPicture(size=(8, 8), data=base64.b64encode(HEIF["web.avif"]).decode("ascii"))
    with pytest.raises(PictureLoadError) as exc:
        read_image(pic, board)
    assert str(exc.value) == str(heif_refusal("cellar.board.json: picture.data", "AVIF"))
    with pytest.raises(CalibrationError) as refused:
        embed(pic, HEIF["IMG_0001.HEIC"], "IMG_0001.HEIC")
    assert str(refused.value) == str(heif_refusal("IMG_0001.HEIC", "HEIC"))
    w.controller.shutdown()


WORDS = {
    "en": {
        "gif": "map.gif: is not a PNG, JPEG or WebP picture",
        "huge": "huge.png: is 20000x20000 pixels; pictures of at most 16384 pixels a side are "
        "shown (scale it down first)",
        "base64": "cellar.board.json: picture.data: the embedded picture is not valid base64",
        "embed": "map.gif: only PNG, JPEG and WebP pictures can be embedded",
        "typed": "the picture must show at least one cell each way",
        "clicked": "3 points clicked; 4 expected",
        "dark": "100% of the picture in [1,1] is dark (solid rock or fill)",
    },
    "uk": {
        "gif": "map.gif: це не зображення PNG, JPEG чи WebP",
        "huge": "huge.png: 20000x20000 пікселів; показуються зображення щонайбільше 16384 "
        "пікселів завбільшки з кожного боку (спершу зменште його)",
        "base64": "cellar.board.json: picture.data: вбудоване зображення — не коректний base64",
        "embed": "map.gif: вбудувати можна лише зображення PNG, JPEG і WebP",
        "typed": "зображення має показувати принаймні одну клітинку в кожен бік",
        "clicked": "клацнуто точок: 3; потрібно: 4",
        "dark": "100% зображення в клітинці [1,1] — темне (суцільна скеля чи заливка)",
    },
}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_map_picture_refusals_are_in_the_player_s_language(
    qapp: object, tmp_path: Path, lang: str
) -> None:
    i18n.install(lang)
    words = WORDS[lang]
    board = tmp_path / "cellar.board.json"
    gif = MapPicture(size=(8, 8), path="map.gif")
    (tmp_path / "map.gif").write_bytes(b"GIF89a" + bytes(32))
    huge = MapPicture(size=(8, 8), path="huge.png")
    (tmp_path / "huge.png").write_bytes(_png_header(20000, 20000))
    for pic, key in ((gif, "gif"), (huge, "huge")):
        with pytest.raises(PictureLoadError) as exc:
            read_image(pic, board)
        assert str(exc.value) == words[key]
    with pytest.raises(PictureLoadError) as exc:
        read_image(MapPicture(size=(8, 8), data="not base64!"), board)
    assert str(exc.value) == words["base64"]
    with pytest.raises(CalibrationError) as cal:
        embed(gif, b"GIF89a" + bytes(32), "map.gif")
    assert str(cal.value) == words["embed"]
    grid = _board().grid
    with pytest.raises(CalibrationError) as cal:
        calibrate_spanning(grid, (100, 100), 0, 3)
    assert str(cal.value) == words["typed"]
    with pytest.raises(CalibrationError) as cal:
        calibrate_two_cells(grid, Cell(0, 0), [(0, 0), (1, 1)], Cell(3, 2), [(5, 5)])
    assert str(cal.value) == words["clicked"]
    dark = suggest_blocked(
        _board(),
        MapPicture(size=(4, 3)),
        lambda x, y: 0.0 if 1 <= x < 2 and 1 <= y < 2 else 1.0,
    )
    assert [i18n.shown(s.reason) for s in dark] == [words["dark"]]


def test_a_picture_refused_once_is_told_again_in_the_language_installed_since(
    qapp: object, tmp_path: Path
) -> None:
    """The window keeps the pictures it read (and its refusals) in a small cache; a refusal
    made in English is not shown again in English once Ukrainian is installed (the
    screenshot command and the tests switch the language within one run)."""
    board = tmp_path / "cellar.board.json"
    gif = MapPicture(size=(8, 8), path="map.gif")
    (tmp_path / "map.gif").write_bytes(b"GIF89a" + bytes(32))
    for lang in ("en", "uk", "en"):
        assert prefs.install_language(QApplication.instance(), lang) == lang
        with pytest.raises(PictureLoadError) as exc:
            load_picture(gif, board)
        assert str(exc.value) == WORDS[lang]["gif"], lang
