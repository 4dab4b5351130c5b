"""The window asks which part of a map larger than a board to import, and cuts the map's
picture to that part (small maps written by the tests in ``tests/maps/test_region.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel

from tabletop_ai.geometry import Cell
from tabletop_ai.maps.common import Region
from tabletop_ai.maps.homography import apply
from tabletop_ai.maps.picture import board_picture
from tabletop_ai.ui.capture import import_actions
from tabletop_ai.ui.capture.import_actions import import_map_file
from tabletop_ai.ui.capture.map_region import RegionDialog
from tests.maps.test_region import uvtt, wide_tmx
from tests.ui.capture.test_map_picture import _board, _window


def test_the_region_dialog_keeps_the_part_inside_the_map(qtbot: object) -> None:
    dlg = RegionDialog("world.tmx", 300, 250)
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    # offered first: the top-left 200x200
    assert dlg.region() == Region(0, 0, 200, 200)
    assert "300x250" in dlg.findChildren(type(dlg.span))[0].text()
    # the first column goes at most as far as the width leaves room for
    assert (dlg.first_x.maximum(), dlg.first_y.maximum()) == (100, 50)
    dlg.first_x.setValue(150)
    assert dlg.region().x == 100
    dlg.part_w.setValue(50)
    assert dlg.first_x.maximum() == 250
    dlg.first_x.setValue(250)
    assert dlg.region() == Region(250, 0, 50, 200)
    assert dlg.span.text() == "Cells [250,0] to [299,199] of the map: a 50x200 board."
    # a narrow map: the width cannot pass the map's own
    narrow = RegionDialog("tall.tmx", 20, 900)
    qtbot.addWidget(narrow)  # type: ignore[attr-defined]
    assert narrow.region() == Region(0, 0, 20, 200) and narrow.part_w.maximum() == 20


def test_a_map_too_large_asks_which_part(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmx = wide_tmx(tmp_path)
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    # without a player to ask, the import is refused with the line that says what to do
    assert not import_map_file(w.ctx, tmx)
    assert "import a part of it (--region X,Y,W,H, or the window asks" in w.last_error
    w.interactive = True
    asked: list[tuple[int, int]] = []
    offered: list[Region] = []

    def choose(dlg: RegionDialog) -> int:
        asked.append(dlg.map_size)
        offered.append(dlg.region())
        dlg.first_x.setValue(8)
        return 1

    monkeypatch.setattr(RegionDialog, "exec", choose)
    monkeypatch.setattr(import_actions.TerrainMappingDialog, "exec", lambda _dlg: 1)
    monkeypatch.setattr(import_actions.ImportNotesDialog, "exec", lambda _dlg: 1)
    monkeypatch.setattr(w, "maybe_save", lambda: True)
    assert import_map_file(w.ctx, tmx)
    assert asked == [(210, 5)]
    # offered first: round the map's content, its 210x5 cells (every one holds a tile):
    # the 200 columns in their middle, from column 5
    assert offered == [Region(5, 0, 200, 5)]
    b = w.doc.board
    assert (b.grid.width, b.grid.height) == (200, 5)
    # column 205 (blocking tiles) of the map is column 197 of the part
    assert {c for c, k in b.terrain.items() if k == "blocking"} == {Cell(197, y) for y in range(5)}
    assert w.ctx.last_import_notes[0].startswith(
        "wide.tmx: a part of the 210x5 map imported: cells [8,0] to [207,4]"
    )
    # Cancel: nothing imported, the board stays
    monkeypatch.setattr(RegionDialog, "exec", lambda _dlg: 0)
    assert not import_map_file(w.ctx, tmx)
    assert w.doc.board is b
    w.interactive = False
    w.controller.shutdown()


def test_the_picture_is_cut_to_the_part(qtbot: object, tmp_path: Path) -> None:
    """long.dd2vtt's picture is one pixel a cell, pixel (x, y) coloured (x, 60 y, 0): the
    part from cell [100,1] keeps the 50x3 pixels under it, pixel (0,0) being (100,1)."""
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    assert import_map_file(w.ctx, uvtt(tmp_path), region=Region(100, 1, 50, 3))
    pic = board_picture(w.doc.board)
    assert pic is not None and pic.size == (50, 3)
    data = pic.embedded_bytes()
    assert data is not None
    image = QImage.fromData(data)
    assert (image.width(), image.height()) == (50, 3)
    assert image.pixelColor(0, 0) == QColor(100, 60, 0)
    assert image.pixelColor(49, 2) == QColor(149, 180, 0)
    assert apply(pic.transform, (0.0, 0.0)) == pytest.approx((0.0, 0.0))
    assert apply(pic.transform, (50.0, 3.0)) == pytest.approx((50.0, 3.0))
    assert (
        "the map's picture (250x4 pixels) is cut to the part imported (50x3 pixels)"
        in w.ctx.last_import_notes
    )
    w.controller.shutdown()


def test_the_region_dialog_offers_the_part_round_the_content(qtbot: object) -> None:
    """A map's content smaller than a board is offered as it is; larger, the board's 200
    cells a side in its middle; the top-left corner when the content is not known."""
    small = RegionDialog("world.tmx", 300, 250, content=Region(250, 10, 40, 30))
    qtbot.addWidget(small)  # type: ignore[attr-defined]
    assert small.region() == Region(250, 10, 40, 30)
    labels = [w.text() for w in small.findChildren(QLabel)]
    assert (
        "The map's content (its tiles, walls, doors and points) lies in cells [250,10] to "
        "[289,39]: the part offered first is round it, centred on it where it is larger "
        "than a board." in labels
    )
    large = RegionDialog("world.tmx", 300, 250, content=Region(0, 0, 300, 250))
    qtbot.addWidget(large)  # type: ignore[attr-defined]
    assert large.region() == Region(50, 25, 200, 200)
    # one side fits, the other is cut round its middle
    tall = RegionDialog("world.tmx", 300, 250, content=Region(150, 0, 150, 250))
    qtbot.addWidget(tall)  # type: ignore[attr-defined]
    assert tall.region() == Region(150, 25, 150, 200)


def test_a_part_import_reads_the_map_file_once(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A map larger than a board: the size refusal, the part offered round the content,
    the part chosen and the terrain asked after it are all built from one reading of the
    file (Tiled: its checked copy read once; Universal VTT: its JSON read once)."""
    from tabletop_ai.maps import tiled_files
    from tabletop_ai.maps import uvtt as uvtt_module

    tmx = wide_tmx(tmp_path)
    long = uvtt(tmp_path)
    reads: list[str] = []
    real_part, real_json = tiled_files.read_part, uvtt_module.read_json

    def read_part(path: Path, *args: object, **kwargs: object) -> bytes:
        reads.append(Path(path).name)
        return real_part(path, *args, **kwargs)  # type: ignore[arg-type]

    def read_json(path: Path, *args: object, **kwargs: object) -> object:
        reads.append(Path(path).name)
        return real_json(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tiled_files, "read_part", read_part)
    monkeypatch.setattr(uvtt_module, "read_json", read_json)
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    w.interactive = True
    monkeypatch.setattr(RegionDialog, "exec", lambda _dlg: 1)
    asked: list[int] = []

    def terrain(dlg: object) -> int:
        asked.append(1)
        return 1

    monkeypatch.setattr(import_actions.TerrainMappingDialog, "exec", terrain)
    monkeypatch.setattr(import_actions.ImportNotesDialog, "exec", lambda _dlg: 1)
    monkeypatch.setattr(import_actions.QMessageBox, "question", lambda *_a: 0)
    monkeypatch.setattr(w, "maybe_save", lambda: True)
    assert import_map_file(w.ctx, tmx)
    assert asked == [1]  # tile 2 has no terrain: asked, and the part built again
    assert reads == ["wide.tmx"]
    assert (w.doc.board.grid.width, w.doc.board.grid.height) == (200, 5)
    reads.clear()
    big = json.loads(long.read_text(encoding="utf-8"))
    big["resolution"]["map_size"] = {"x": 250, "y": 204}
    long.write_text(json.dumps(big), encoding="utf-8")
    assert import_map_file(w.ctx, long)
    assert reads == ["long.dd2vtt"]
    assert w.doc.board.grid.width == 200  # the part round its walls and door
    w.interactive = False
    w.controller.shutdown()
