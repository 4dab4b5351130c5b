"""The committed icons (packaging/make_icons.py): the .ico and .icns containers hold every size
the installers and Finder ask for, and the ICO bitmap writer marks transparency correctly."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT

ICONS = ROOT / "packaging" / "icons"  # installer and Finder icons
RUNTIME_ICONS = ROOT / "assets" / "icons"  # the window icon
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def _make_icons() -> ModuleType:
    path = ROOT / "packaging" / "make_icons.py"
    spec = importlib.util.spec_from_file_location("make_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["tabletop-ai", "board-file"])
def test_ico_holds_every_size_with_a_valid_image(name: str) -> None:
    data = (ICONS / f"{name}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)  # an icon, not a cursor
    sizes = []
    for i in range(count):
        w, h, colours, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        size = w or 256
        assert (w, colours, planes, bits) == (h, 0, 1, 32)
        assert offset + length <= len(data)
        image = data[offset : offset + length]
        if size == 256:
            assert _png_size(image) == (256, 256)
        else:  # BITMAPINFOHEADER: height counts the colour rows and the AND mask
            header_size, bw, bh, bplanes, bbits = struct.unpack("<IiiHH", image[:16])
            assert (header_size, bw, bh, bplanes, bbits) == (40, size, 2 * size, 1, 32)
            mask_stride = ((size + 31) // 32) * 4
            assert length == 40 + 4 * size * size + mask_stride * size
        sizes.append(size)
    assert sizes == [16, 20, 24, 32, 40, 48, 64, 256]


@pytest.mark.parametrize("name", ["tabletop-ai", "board-file"])
def test_icns_holds_png_entries_of_the_right_sizes(name: str) -> None:
    data = (ICONS / f"{name}.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {
        "icp4": 16,
        "icp5": 32,
        "icp6": 64,
        "ic07": 128,
        "ic08": 256,
        "ic09": 512,
        "ic10": 1024,
        "ic11": 32,
        "ic12": 64,
        "ic13": 256,
        "ic14": 512,
    }
    found = {}
    i = 8
    while i < len(data):
        code = data[i : i + 4].decode("ascii")
        length = struct.unpack(">I", data[i + 4 : i + 8])[0]
        assert length > 8
        found[code] = _png_size(data[i + 8 : i + length])[0]
        i += length
    assert i == len(data)
    assert found == expected


def test_every_png_size_is_committed() -> None:
    for name, folder in (("tabletop-ai", RUNTIME_ICONS), ("board-file", ICONS)):
        for size in (16, 20, 24, 32, 40, 48, 64, 128, 256, 512, 1024):
            path = folder / f"{name}-{size}.png"
            assert _png_size(path.read_bytes()) == (size, size), path


def test_dib_is_bottom_up_bgra_with_the_transparent_pixels_masked(qapp: object) -> None:
    # qapp (pytest-qt): a QApplication for the whole session; a QGuiApplication made here
    # would break every widget test after this one.
    from PySide6.QtGui import QColor, QImage

    img = QImage(2, 2, QImage.Format.Format_ARGB32)
    img.setPixelColor(0, 0, QColor(255, 0, 0, 255))  # top left: opaque red
    img.setPixelColor(1, 0, QColor(0, 0, 0, 0))  # top right: transparent
    img.setPixelColor(0, 1, QColor(0, 0, 255, 128))  # bottom left: half blue
    img.setPixelColor(1, 1, QColor(0, 255, 0, 255))  # bottom right: opaque green
    dib = _make_icons()._dib(img)
    pixels, mask = dib[40:56], dib[56:]
    # Rows bottom-up, each pixel B, G, R, A.
    assert pixels == bytes([255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0])
    # 1-bit mask, rows padded to 4 bytes, bottom row first: only the top-right pixel is set.
    assert mask == bytes([0, 0, 0, 0, 0b0100_0000, 0, 0, 0])


def test_assets_are_what_the_installers_name() -> None:
    iss = (ROOT / "packaging" / "windows" / "TabletopAI.iss").read_text("utf-8")
    for rel in ("packaging\\icons\\tabletop-ai.ico", "packaging\\icons\\board-file.ico"):
        assert rel in iss
        assert (ROOT / Path(*rel.split("\\"))).is_file()
