"""The public photo API: ``tabletop_ai.marker_sheet`` and ``tabletop_ai.place_from_photo``
(``PhotoResult``), as a script uses them. The photos are synthetic, of boards whose figures'
cells are known."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import pytest

import tabletop_ai
from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.photo.markers import MARKERS, marker_set
from tabletop_ai.photo.synthetic import Shot, photo
from tests.conftest import MAPS

SQUARE = MAPS / "outpost-raid.board.json"
HEX = MAPS / "river-fort.board.json"


@pytest.mark.parametrize("path", [SQUARE, HEX], ids=["square", "hex"])
def test_the_sheet_is_written_and_every_marker_on_it_reads_back(path: Path, tmp_path: Path) -> None:
    from tabletop_ai.photo.detect import find_quads

    board = load_board(path)
    kept = tabletop_ai.marker_sheet(board, tmp_path / "markers.png", 12)
    assert MARKERS.raw(board) is None  # the caller's board is untouched
    ms = marker_set(board)
    assert MARKERS.raw(kept) == ms.to_json()  # the printed ids are kept in the copy
    pages = sorted(tmp_path.glob("markers*.png"))
    found: set[int] = set()
    for page in pages:
        found |= set(find_quads(cv2.imread(str(page))))
    assert {m.id for m in ms.board} | set(ms.figures.values()) <= found
    pdf = tmp_path / "markers.pdf"
    tabletop_ai.marker_sheet(board, pdf, 15)
    assert pdf.read_bytes().startswith(b"%PDF")


def test_every_caption_fits_its_box_and_every_box_its_page() -> None:
    """Board markers' captions say which corner and how far; wrapped, never cut."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QFont, QFontMetricsF

    from tabletop_ai.photo.sheet import (
        DPI,
        MARGIN_SHARE,
        PAGE_MARGIN,
        PAGE_MM,
        _lay_out,
        _qt_app,
        sheet_items,
    )

    _qt_app()
    board = load_board(SQUARE)
    mm = DPI / 25.4
    items = sheet_items(board, marker_set(board), 25, 25)
    assert items[0].lines[1].startswith("top left: one free cell beyond the corner cell")
    font = QFont("DejaVu Sans")
    font.setPixelSize(int(2.6 * mm))
    metrics = QFontMetricsF(font)
    width, height = (PAGE_MM[0] - 2 * PAGE_MARGIN) * mm, (PAGE_MM[1] - 2 * PAGE_MARGIN) * mm
    pages = _lay_out(items, width, height, mm, metrics)
    assert sum(len(p) for p in pages) == len(items)
    for page in pages:
        for item, x, y, w, h in page:
            box = item.mm * (1 + 2 * MARGIN_SHARE) * mm
            text = metrics.boundingRect(
                QRectF(0, 0, w, 10_000),
                int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap),
                "\n".join(item.lines),
            )
            assert box + text.height() <= h
            assert x + w <= PAGE_MARGIN * mm + width + 1
            assert y + h <= PAGE_MARGIN * mm + height + 1


def test_a_photo_places_the_figures(tmp_path: Path) -> None:
    board = load_board(SQUARE)
    table = board.copy()
    table.update_figure("soldier", at=Cell(3, 8))
    img, truth = photo(table, Shot(angle=20, turn=-8), seed=3)
    path = tmp_path / "table.jpg"
    cv2.imwrite(str(path), img)
    result = tabletop_ai.place_from_photo(board, path)
    assert isinstance(result, tabletop_ai.PhotoResult)
    assert result.used and result.refused == ""
    assert result.not_seen == () and result.flagged == {}
    seen = {**result.placed, **{f: u.cell for f, u in result.unsure.items()}}
    assert seen == truth
    assert len(result.placed) >= len(truth) - 1
    moved = result.apply(board, confirm=result.unsure)
    assert moved.figure("soldier").at == Cell(3, 8)
    assert board.figure("soldier").at != Cell(3, 8)  # the board given is not changed
    assert result.to_json()["placed"]["soldier"] == [3, 8]


def test_a_file_that_is_no_picture_is_refused_with_its_name(tmp_path: Path) -> None:
    bad = tmp_path / "notes.jpg"
    bad.write_text("not a picture")
    board = load_board(SQUARE)
    result = tabletop_ai.place_from_photo(board, bad)
    assert not result.used
    assert result.refused == "notes.jpg: not a PNG, JPEG or WebP picture"
    assert result.placed == {} and result.apply(board).figures == board.figures


def test_a_photo_without_the_board_is_refused(tmp_path: Path) -> None:
    board = load_board(SQUARE)
    path = tmp_path / "wall.png"
    cv2.imwrite(str(path), np.full((200, 300, 3), 120, np.uint8))  # a grey wall
    result = tabletop_ai.place_from_photo(board, path)
    assert result.refused.startswith("wall.png: 0 of the 4 board markers were read surely")
