"""Photo files a player may drop that hold no readable picture, or one too small: each is
refused with one line naming the file and what is wrong with it, in English and Ukrainian,
and never crashes; odd but whole pictures (grey, 16-bit, with alpha, a PNG named ``.jpg``)
are read as the colour photo they show. The photos are synthetic."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import cv2
import numpy as np
import pytest

import tabletop_ai
from tabletop_ai import i18n
from tabletop_ai.board import Board, load_board
from tabletop_ai.maps.imagesize import cut_short, heif_kind
from tabletop_ai.photo.synthetic import Shot, photo
from tests.conftest import MAPS


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.install("en")


@pytest.fixture(scope="module")
def board() -> Board:
    return load_board(MAPS / "outpost-raid.board.json")


@pytest.fixture(scope="module")
def shot(board: Board) -> np.ndarray:
    img, _truth = photo(board, Shot(angle=20, size=(1280, 720)), seed=3)
    return img


def _encode(ext: str, img: np.ndarray, *params: int) -> bytes:
    ok, data = cv2.imencode(ext, img, list(params))
    assert ok
    return bytes(data.tobytes())


def _refusal(board: Board, path: Path, data: bytes, lang: str) -> str:
    path.write_bytes(data)
    i18n.install(lang)
    result = tabletop_ai.place_from_photo(board, path)
    assert result.refused is not None and not result.placed
    return result.refused


def test_a_file_cut_short_is_told_so_by_name(
    board: Board, shot: np.ndarray, tmp_path: Path
) -> None:
    # was: "not a picture OpenCV can read" (JPEG), "a part runs past its end" (PNG)
    jpeg = _encode(".jpg", shot)
    progressive = _encode(".jpg", shot, cv2.IMWRITE_JPEG_PROGRESSIVE, 1)
    png = _encode(".png", shot)
    webp = _encode(".webp", shot)
    cut = {
        "half.jpg": jpeg[: len(jpeg) // 2],
        "most.jpg": jpeg[: len(jpeg) * 95 // 100],
        "head.jpg": jpeg[:300],
        "header.jpg": jpeg[:100],  # before the frame header: no size to read
        "progressive.jpg": progressive[: len(progressive) * 3 // 4],
        "half.png": png[: len(png) // 2],
        "no-end.png": png[:-12],  # every chunk whole, the closing IEND missing
        "half.webp": webp[: len(webp) // 2],
    }
    for name, data in cut.items():
        assert cut_short(data), name
        assert _refusal(board, tmp_path / name, data, "en") == (
            f"{name}: the file is cut short: it ends before the picture does (was it still "
            "being copied or downloaded?). Copy or save the photo again."
        )
        assert _refusal(board, tmp_path / name, data, "uk").startswith(
            f"{name}: файл неповний: він уривається раніше, ніж закінчується зображення"
        )


def test_whole_files_are_not_cut_short(shot: np.ndarray) -> None:
    jpeg = _encode(".jpg", shot)
    for data in (
        jpeg,
        jpeg + b"\x00\x00\x00\x18ftypmp42" + bytes(64),  # a motion photo's video after it
        _encode(".jpg", shot, cv2.IMWRITE_JPEG_PROGRESSIVE, 1, cv2.IMWRITE_JPEG_RST_INTERVAL, 4),
        _encode(".png", shot),
        _encode(".webp", shot),
        b"not a picture",
    ):
        assert not cut_short(data)


@pytest.mark.parametrize(("w", "h"), [(1, 1), (20, 15), (39, 300)])
def test_a_tiny_picture_is_told_its_size(board: Board, tmp_path: Path, w: int, h: int) -> None:
    # was: "0 of the 4 board markers were read surely ... (come closer, or print them
    # larger)" for a 1x1 picture
    tiny = np.full((h, w, 3), 128, np.uint8)
    for ext in (".png", ".jpg"):
        name = f"tiny{ext}"
        data = _encode(ext, tiny)
        said = _refusal(board, tmp_path / name, data, "en")
        assert said.startswith(
            f"{name}: the picture is only {w}x{h} pixels, too small to read markers in"
        ), said
        assert "closer" not in said
        assert _refusal(board, tmp_path / name, data, "uk").startswith(
            f"{name}: зображення розміром лише {w}x{h} пікселів — замале"
        )


def test_a_small_picture_refused_is_told_its_size(
    board: Board, shot: np.ndarray, tmp_path: Path
) -> None:
    data = _encode(".png", cv2.resize(shot, (240, 135), interpolation=cv2.INTER_AREA))
    said = _refusal(board, tmp_path / "thumb.png", data, "en")
    assert said.startswith("thumb.png: ") and "of the 4 board markers were read surely" in said
    assert said.endswith(
        "The picture is only 240x135 pixels: the photo as the camera took it shows its "
        "markers larger."
    )
    assert "Зображення розміром лише 240x135 пікселів" in _refusal(
        board, tmp_path / "thumb.png", data, "uk"
    )


SMALL_NOTE = {
    "en": "The picture is only 400x225 pixels: the photo as the camera took it shows its "
    "markers larger.",
    "uk": "Зображення розміром лише 400x225 пікселів: на фото такому, яким його зняла "
    "камера, маркери більші.",
}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_small_picture_read_with_figures_missing_is_told_its_size(
    board: Board, shot: np.ndarray, tmp_path: Path, lang: str
) -> None:
    """Read, but not every figure seen: the same note on the picture's size as a refusal
    gets, in the player's language; a small picture in which every figure is seen, and a
    large one with figures missing, get none."""
    path = tmp_path / "thumb.png"
    path.write_bytes(_encode(".png", cv2.resize(shot, (400, 225), interpolation=cv2.INTER_AREA)))
    i18n.install(lang)
    result = tabletop_ai.place_from_photo(board, path)
    assert not result.refused and result.detection is not None
    assert result.detection.unseen  # figures missing
    assert SMALL_NOTE[lang] in result.notes
    assert result.lines(board).count(SMALL_NOTE[lang]) == 1
    assert result.lines(board)[0] == SMALL_NOTE[lang]  # the note on the reading comes first
    # every figure seen: nothing to explain
    path.write_bytes(_encode(".png", cv2.resize(shot, (560, 315), interpolation=cv2.INTER_AREA)))
    whole = tabletop_ai.place_from_photo(board, path)
    assert whole.detection is not None and not whole.detection.unseen
    assert not [n for n in whole.notes if "560x315" in n]
    # a large picture with figures missing (covered): no size note
    covered = shot.copy()
    covered[300:720, 0:640] = 128
    path.write_bytes(_encode(".png", covered))
    large = tabletop_ai.place_from_photo(board, path)
    assert large.detection is not None and large.detection.unseen
    assert not [n for n in large.notes if "1280x720" in n]


def test_other_files_that_are_no_picture_are_told_what_they_are(
    board: Board, shot: np.ndarray, tmp_path: Path
) -> None:
    jpeg = bytearray(_encode(".jpg", np.full((60, 80, 3), 200, np.uint8)))
    sof = jpeg.index(b"\xff\xc0")
    jpeg[sof + 9] = 0  # a frame of no colour components: whole, but nothing to decode
    header = bytearray(_encode(".png", shot))
    header[16:24] = (60000).to_bytes(4, "big") * 2  # the header asks for 3.6 gigapixels
    said = {
        name: _refusal(board, tmp_path / name, data, "en")
        for name, data in {
            "empty.jpg": b"",
            "notes.jpg": b"buy more dice\n",
            "odd.jpg": bytes(jpeg),
            "huge.png": bytes(header),
        }.items()
    }
    assert said == {
        "empty.jpg": "empty.jpg: the file is empty",
        "notes.jpg": "notes.jpg: not a PNG, JPEG or WebP picture",
        "odd.jpg": "odd.jpg: the picture cannot be decoded: it is damaged, or a kind of JPEG "
        "this app does not read. Save it again as an ordinary JPEG or PNG.",
        "huge.png": "huge.png: 60000x60000 pixels is more than can be read (a JPEG of up to "
        "805 megapixels, a PNG or WebP of up to 100); take a smaller photo",
    }
    assert _refusal(board, tmp_path / "odd.jpg", bytes(jpeg), "uk").startswith(
        "odd.jpg: зображення не вдається розкодувати: воно пошкоджене або це різновид JPEG"
    )


def test_grey_16_bit_alpha_and_misnamed_pictures_are_read(
    board: Board, shot: np.ndarray, tmp_path: Path
) -> None:
    grey = cv2.cvtColor(shot, cv2.COLOR_BGR2GRAY)
    kinds = {
        "colour.jpg": _encode(".jpg", shot),
        "png-named.jpg": _encode(".png", shot),
        "grey.png": _encode(".png", grey),
        "grey16.png": _encode(".png", grey.astype(np.uint16) * 257),
        "colour16.png": _encode(".png", shot.astype(np.uint16) * 257),
        "alpha.png": _encode(".png", np.dstack([shot, np.zeros_like(grey)])),
    }
    placed = {}
    for name, data in kinds.items():
        (tmp_path / name).write_bytes(data)
        result = tabletop_ai.place_from_photo(board, tmp_path / name)
        assert not result.refused, result.refused
        placed[name] = result.placed
    assert len(placed["colour.jpg"]) == len(board.figures)
    assert all(p == placed["colour.jpg"] for p in placed.values()), placed


def _ftyp(major: bytes, *compatible: bytes) -> bytes:
    """The start of an ISO-BMFF file: its ``ftyp`` box, then a ``meta`` box's header."""
    body = major + b"\x00\x00\x00\x00" + b"".join(compatible)
    return (8 + len(body)).to_bytes(4, "big") + b"ftyp" + body + bytes(4) + b"meta" + bytes(64)


def test_a_heic_photo_is_told_to_be_saved_as_jpeg(board: Board, tmp_path: Path) -> None:
    # was: "IMG_0001.HEIC: not a PNG, JPEG or WebP picture", nothing on what to do
    files = {
        "IMG_0001.HEIC": (_ftyp(b"heic", b"mif1", b"heic"), "HEIC"),  # an iPhone's photo
        "burst.heic": (_ftyp(b"hevc", b"msf1", b"hevc"), "HEIC"),
        "edited.heic": (_ftyp(b"heix", b"mif1"), "HEIC"),
        "still.heif": (_ftyp(b"mif1", b"mif1", b"miaf"), "HEIF"),
        "sequence.heif": (_ftyp(b"msf1", b"msf1"), "HEIF"),
        "web.avif": (_ftyp(b"avif", b"mif1", b"miaf"), "AVIF"),
    }
    for name, (data, kind) in files.items():
        assert heif_kind(data) == kind, name
        said = _refusal(board, tmp_path / name, data, "en")
        assert said == (
            f"{name}: a {kind} picture, which this app does not read (it reads PNG, JPEG and "
            "WebP). Save it as JPEG and read that: on a computer, open it and export or save "
            "a copy as JPEG; an iPhone takes JPEG photos with Settings → Camera → Formats → "
            "Most Compatible."
        )
        assert _refusal(board, tmp_path / name, data, "uk").startswith(
            f"{name}: це зображення {kind}, якого застосунок не читає (він читає PNG, JPEG і "
            "WebP). Збережіть його як JPEG"
        )
    # a video, or a file that only looks like a box, is still no picture
    for name, data in {
        "clip.mp4": _ftyp(b"isom", b"isom", b"mp42"),
        "phone.mov": _ftyp(b"qt  ", b"qt  "),
        "short.heic": b"\x00\x00\x00\x18ftyp",
    }.items():
        assert heif_kind(data) is None, name
        assert _refusal(board, tmp_path / name, data, "en") == (
            f"{name}: not a PNG, JPEG or WebP picture"
        )
