"""The picture under the grid in the window: calibration through the dialog, drawing under
the cells (checked by pixel), suggestions, import, export, bad pictures. Screenshots of a
square board over a photo at an angle and of a hex board over its picture go to
``build/screenshots/``."""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPolygonF, QTransform
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import Board, board_from_json, load_board
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.maps.homography import apply, homography
from tabletop_ai.maps.picture import board_picture, map_corners
from tabletop_ai.ui.capture.import_actions import export_picture, import_map_file, remember_mapping
from tabletop_ai.ui.capture.map_picture import (
    CalibrationDialog,
    choose_picture,
    doc_picture,
    load_picture,
    offer_suggestions,
    picture_suggestions,
)
from tabletop_ai.ui.capture.picture_layer import to_qtransform
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import SHOTS

DATA = Path(__file__).resolve().parents[2] / "maps" / "data"
#: grid geometry → picture pixels: a 6x4 map photographed at an angle (top edge farther away)
KNOWN = (95.0, 12.0, 70.0, -4.0, 80.0, 60.0, 0.0, 0.045, 1.0)


def _board(grid: dict[str, object]) -> Board:
    return board_from_json({"format": "tabletop-ai/board", "version": 1, "grid": grid})


def _window(qtbot: object, board: Board, path: Path | None = None) -> MainWindow:
    w = MainWindow(board, path, interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.resize(1280, 800)
    w.show()
    QApplication.processEvents()
    return w


def _photo(
    path: Path,
    grid_to_pic: tuple[float, ...],
    board: Board,
    dark: set[Cell],
    size: tuple[int, int] = (800, 600),
) -> None:
    """Draw the map's cells (light, a few dark) through ``grid_to_pic`` into a picture."""
    img = QImage(size[0], size[1], QImage.Format.Format_RGB32)
    img.fill(QColor("#6b8f5e"))  # grass round the map
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setTransform(to_qtransform(grid_to_pic))  # type: ignore[arg-type]
    for c in board.grid.cells():
        poly = QPolygonF([QPointF(x, y) for x, y in board.grid.corners(c)])
        colour = (
            QColor("#111111")
            if c in dark
            else (QColor("#e8dcc0") if (c.x + c.y) % 2 else QColor("#d2c3a0"))
        )
        p.setBrush(colour)
        pen = QPen(QColor("#7a6a50"), 1.5)
        pen.setCosmetic(True)  # in picture pixels, not in cells
        p.setPen(pen)
        p.drawPolygon(poly)
    p.end()
    assert img.save(str(path))


def _scene_colour(w: MainWindow, cell: Cell) -> QColor:
    """The colour the scene paints at the centre of ``cell`` (map background only)."""
    rect = w.scene.sceneRect()
    img = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_RGB32)
    p = QPainter(img)
    w.scene.painter_.paint(p, QRectF(rect))
    p.end()
    x, y = w.doc.layout.cell_to_scene(cell)
    return img.pixelColor(int(x), int(y))


def _save(w: MainWindow, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    w.view.fit()
    QApplication.processEvents()
    out = SHOTS / name
    assert w.grab().save(str(out))
    return out


def test_quad_to_quad_agrees_with_the_core_homography() -> None:
    src = [(0.0, 0.0), (6.0, 0.0), (6.0, 4.0), (0.0, 4.0)]
    dst = [apply(KNOWN, p) for p in src]
    t = QTransform()
    assert QTransform.quadToQuad(
        QPolygonF([QPointF(*p) for p in src]), QPolygonF([QPointF(*p) for p in dst]), t
    )
    h = to_qtransform(homography(src, dst))
    for p in ((1.3, 2.2), (5.5, 0.5), (3.0, 3.9)):
        q1, q2 = t.map(QPointF(*p)), h.map(QPointF(*p))
        assert math.hypot(q1.x() - q2.x(), q1.y() - q2.y()) < 1e-6


def test_photo_at_an_angle_calibrated_by_four_corners(qtbot: object, tmp_path: Path) -> None:
    board = _board({"type": "square", "width": 6, "height": 4})
    dark = {Cell(2, 1), Cell(4, 3)}
    photo = tmp_path / "photo.png"
    _photo(photo, KNOWN, board, dark)
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(photo))
    pic, problem = doc_picture(w.doc)
    assert pic is not None and problem == "" and pic.size == (800, 600)
    # the player clicks the four map corners where the photo shows them
    dlg = CalibrationDialog(w.doc.board, pic, load_picture(pic, None))
    dlg.mode.setCurrentIndex(1)
    for corner in map_corners(w.doc.board.grid):
        dlg.add_point(QPointF(*apply(KNOWN, corner)))
    assert dlg.result_matrix is not None
    assert not dlg.grid_item.path().isEmpty()  # the grid is drawn over the picture
    dlg.resize(1280, 800)
    dlg.show()
    dlg.view.fitInView(dlg.pixmap.sceneBoundingRect(), Qt.AspectRatioMode.KeepAspectRatio)
    QApplication.processEvents()
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert dlg.grab().save(str(SHOTS / "picture-calibration-dialog.png"))
    dlg.close()
    pic.transform = dlg.result_matrix
    from tabletop_ai.ui.capture.map_picture import push_picture

    push_picture(w.doc, pic, "Calibrate map picture")
    # drawn under the cells where the calibration says: dark cells dark, others light
    assert _scene_colour(w, Cell(2, 1)).lightness() < 80
    assert _scene_colour(w, Cell(4, 3)).lightness() < 80
    assert _scene_colour(w, Cell(1, 1)).lightness() > 150
    # the suggestion finds exactly the dark cells, and only marks them when accepted
    found = picture_suggestions(w.doc)
    assert {s.cell for s in found} == dark
    offer_suggestions(w.ctx)  # not interactive: highlighted, nothing changed
    assert w.doc.board.terrain == {}
    from tabletop_ai.ui.capture.map_picture import accept_suggestions

    accept_suggestions(w.ctx, found)
    assert w.doc.board.terrain == {c: "blocking" for c in dark}
    w.doc.undo_stack.undo()
    assert w.doc.board.terrain == {}
    from tabletop_ai.engine.map_ops import paint_terrain
    from tabletop_ai.ui.editor.ops import run_op

    run_op(w.doc, paint_terrain({Cell(0, 3): "difficult"}), "Paint difficult")
    w.docks["picture"].raise_()
    _save(w, "picture-square-photo-at-angle.png")
    # saved beside the picture: a relative path; reopened, the picture is there
    target = tmp_path / "boards" / "photo.board.json"
    target.parent.mkdir()
    w.save_as(target)
    again = board_picture(load_board(target))
    assert again is not None and again.path == "../photo.png"
    w.controller.shutdown()


@pytest.mark.parametrize(("orientation", "offset"), [("flat", "even-q"), ("pointy", "odd-r")])
def test_hex_board_over_its_picture_two_cell_calibration(
    qtbot: object, tmp_path: Path, orientation: str, offset: str
) -> None:
    board = _board(
        {"type": "hex", "orientation": orientation, "offset": offset, "width": 7, "height": 5}
    )
    g = board.grid
    assert isinstance(g, HexGrid)
    # picture pixels = 40 x geometry + (60, 80): a straight scan of a hex map
    to_pic = (40.0, 0.0, 60.0, 0.0, 40.0, 80.0, 0.0, 0.0, 1.0)
    dark = {Cell(3, 2), Cell(5, 1)}
    pic_file = tmp_path / "hexes.png"
    _photo(pic_file, to_pic, board, dark, (600, 480))
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(pic_file))
    pic, _ = doc_picture(w.doc)
    assert pic is not None
    dlg = CalibrationDialog(w.doc.board, pic, load_picture(pic, None))
    assert dlg.targets() == ["the centre of cell [0,0]", "the centre of cell [6,4]"]
    dlg.add_point(QPointF(*apply(to_pic, g.center(Cell(0, 0)))))
    dlg.add_point(QPointF(*apply(to_pic, g.center(Cell(6, 4)))))
    assert dlg.result_matrix is not None
    pic.transform = dlg.result_matrix
    from tabletop_ai.ui.capture.map_picture import push_picture

    push_picture(w.doc, pic, "Calibrate")
    assert {s.cell for s in picture_suggestions(w.doc)} == dark
    assert _scene_colour(w, Cell(3, 2)).lightness() < 80
    assert _scene_colour(w, Cell(2, 2)).lightness() > 150
    _save(w, f"picture-hex-{orientation}.png")
    w.controller.shutdown()


def test_opacity_and_toggle(qtbot: object, tmp_path: Path) -> None:
    board = _board({"type": "square", "width": 4, "height": 3})
    f = tmp_path / "p.png"
    _photo(f, (50.0, 0, 0, 0, 50.0, 0, 0, 0, 1.0), board, {Cell(1, 1)}, (200, 150))
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(f))
    steps = w.doc.undo_stack.count()
    panel = w.picture_panel
    for v in (60, 45, 30):
        panel.opacity.setValue(v)
    pic, _ = doc_picture(w.doc)
    assert pic is not None and pic.opacity == 0.3
    assert w.doc.undo_stack.count() == steps + 1  # one drag, one undo step
    assert w.scene.painter_.under is not None
    panel.show_box.setChecked(False)
    assert w.scene.painter_.under is None and w.scene.painter_.fill_alpha is None
    w.doc.undo_stack.undo()
    assert w.scene.painter_.under is not None and panel.show_box.isChecked()
    w.controller.shutdown()


def _blank_png(width: int, height: int) -> bytes:
    """A valid black-and-white (1 bit) PNG: 20,000 x 20,000 is 50 MB raw but 50 kB here."""

    def chunk(tag: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + tag
            + body
            + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF)
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)
    raw = b"\x00" * ((width + 7) // 8 + 1) * height
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(raw, 1))
        + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("broken.png", b"this is not a picture", "broken.png: is not a PNG, JPEG or WebP picture"),
        (
            "huge.png",
            _blank_png(20000, 20000),
            "huge.png: is 20000x20000 pixels; pictures of at most 16384 pixels a side",
        ),
    ],
)
def test_unusable_picture_keeps_the_board(
    qtbot: object, tmp_path: Path, name: str, content: bytes, expected: str
) -> None:
    w = _window(qtbot, _board({"type": "square", "width": 4, "height": 3}))
    before = dict(w.doc.board.extra)
    f = tmp_path / name
    f.write_bytes(content)
    assert not choose_picture(w.ctx, str(f))
    assert w.doc.board.extra == before and w.doc.undo_stack.count() == 0
    assert expected in w.last_error
    w.controller.shutdown()


def test_large_picture_is_downscaled_with_a_message(qtbot: object, tmp_path: Path) -> None:
    w = _window(qtbot, _board({"type": "square", "width": 9, "height": 1}))
    img = QImage(9000, 60, QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    f = tmp_path / "wide.png"
    assert img.save(str(f))
    assert choose_picture(w.ctx, str(f))
    pic, _ = doc_picture(w.doc)
    assert pic is not None and pic.size == (9000, 60)
    loaded = load_picture(pic, None)
    assert loaded.image.width() == 8192 and "shown downscaled" in loaded.note
    assert "shown downscaled" in w.picture_panel.status.text()
    w.controller.shutdown()


def test_bad_picture_record_opens_the_board_without_it(qtbot: object, tmp_path: Path) -> None:
    f = tmp_path / "bad.board.json"
    f.write_text(
        '{"format": "tabletop-ai/board", "version": 1, "grid": {"type": "square", '
        '"width": 3, "height": 2}, "picture": {"path": "x.png", "size": [0, 5]}}'
    )
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    assert w.open_path(f)
    assert w.scene.painter_.under is None
    assert "picture.size must be" in w.picture_panel.status.text()
    missing = tmp_path / "gone.board.json"
    missing.write_text(
        '{"format": "tabletop-ai/board", "version": 1, "grid": {"type": '
        '"square", "width": 3, "height": 2}, "picture": {"path": "gone.png", '
        '"size": [30, 20]}}'
    )
    assert w.open_path(missing)
    assert "gone.png: the picture file does not exist" in w.picture_panel.status.text()
    w.controller.shutdown()


def test_import_uvtt_and_tiled_in_the_window(qtbot: object) -> None:
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    assert import_map_file(w.ctx, DATA / "crypt.dd2vtt")
    b = w.doc.board
    assert (b.grid.width, b.grid.height, len(b.walls), len(b.doors)) == (5, 4, 4, 2)
    pic = board_picture(b)
    assert pic is not None and pic.data is not None  # no folder yet: embedded
    assert w.scene.painter_.under is not None and w.doc.dirty
    assert "5x4 square map" in w.ctx.last_import_notes[0]
    # Tiled: the mapping saved once is used by the next import
    remember_mapping({"dungeon:2": "hazard"})
    assert import_map_file(w.ctx, DATA / "cellar.tmx")
    assert w.doc.board.terrain[Cell(3, 2)] == "hazard"
    assert w.scene.painter_.under is not None  # the image layer under the grid
    _save(w, "picture-tiled-cellar.png")
    # a broken map is reported and the board on screen stays
    assert not import_map_file(w.ctx, DATA / "cellar-under.png")
    assert "cellar-under.png: is a .png" in w.last_error
    assert w.doc.board.terrain[Cell(3, 2)] == "hazard"
    w.controller.shutdown()


def test_export_png_and_pdf(window: MainWindow, tmp_path: Path) -> None:
    window.activate_group("troopers")
    rect = window.scene.sceneRect()
    with_plan = tmp_path / "with.png"
    msg = export_picture(window.ctx, with_plan, dpi=96, with_plan=True)
    img = QImage(str(with_plan))
    assert (img.width(), img.height()) == (round(rect.width() * 2), round(rect.height() * 2))
    assert "96 DPI" in msg and round(img.dotsPerMeterX() * 0.0254) == 96
    without = tmp_path / "without.png"
    export_picture(window.ctx, without, dpi=96, with_plan=False)
    assert QImage(str(without)) != img  # the plan's paths are gone
    assert window.scene.overlay.isVisible()  # and back on screen
    pdf = tmp_path / "board.pdf"
    export_picture(window.ctx, pdf, dpi=72)
    assert pdf.read_bytes().startswith(b"%PDF")
    with pytest.raises(ValueError, match="at most 20000 a side"):
        export_picture(window.ctx, tmp_path / "big.png", dpi=600 * 10)


def test_tiled_hex_map_without_image_layer_draws_its_tiles(qtbot: object) -> None:
    """hexfort.tmj has no image layer: its tile layer is drawn as the picture. The tileset
    picture (hex-tiles.png) is light for tile 0 and dark for tile 1 (the blocking tile on
    [1,1]), so through the calibration [1,1]'s centre is dark and [0,0], [2,1] light."""
    from tabletop_ai.ui.capture.map_picture import luminance_sampler

    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    assert import_map_file(w.ctx, DATA / "hexfort.tmj")
    pic = board_picture(w.doc.board)
    assert pic is not None and pic.data is not None
    # 4 hexes 28 px wide plus the shove of odd rows; 3 rows 24 px apart plus 32 px
    assert pic.size == (4 * 28 + 14, 2 * 24 + 32)
    lum = luminance_sampler(load_picture(pic, None))
    g = w.doc.board.grid

    def at(c: Cell) -> float | None:
        return lum(*apply(pic.to_picture, g.center(c)))

    assert at(Cell(1, 1)) is not None and at(Cell(1, 1)) < 0.2  # type: ignore[operator]
    assert at(Cell(0, 0)) > 0.6 and at(Cell(2, 1)) > 0.6  # type: ignore[operator]
    assert any("tile layers are drawn" in n for n in w.ctx.last_import_notes)
    w.docks["picture"].raise_()
    _save(w, "picture-tiled-hex-pointy.png")
    w.controller.shutdown()


def test_calibration_dialog_takes_real_clicks(qtbot: object, tmp_path: Path) -> None:
    """Clicks on the dialog's view land on the picture pixel under the mouse (typed-size mode
    takes no clicks; "Start again" forgets them)."""
    from PySide6.QtTest import QTest

    board = _board({"type": "square", "width": 4, "height": 3})
    f = tmp_path / "scan.png"
    _photo(f, (50.0, 0.0, 10.0, 0.0, 50.0, 20.0, 0.0, 0.0, 1.0), board, set(), (220, 170))
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(f))
    pic, _ = doc_picture(w.doc)
    assert pic is not None
    dlg = CalibrationDialog(w.doc.board, pic, load_picture(pic, None))
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    dlg.show()
    QApplication.processEvents()
    # corners of cell [0,0] at (10,20)-(60,70) px and of [3,2] at (160,120)-(210,170) px
    for x, y in ((10, 20), (60, 70), (160, 120), (210, 170)):
        QTest.mouseClick(
            dlg.view.viewport(), Qt.MouseButton.LeftButton, pos=dlg.view.mapFromScene(QPointF(x, y))
        )
    assert len(dlg.points) == 4
    assert dlg.result_matrix is not None
    # the fit is exact up to the click rounding (a view pixel is under 1 picture pixel here)
    gx, gy = apply(dlg.result_matrix, (110.0, 95.0))
    assert abs(gx - 2.0) < 0.05 and abs(gy - 1.5) < 0.05
    dlg.reset_button.click()
    assert dlg.points == []
    dlg.mode.setCurrentIndex(2)  # typed size: the picture shows 4.4 x 3.4 cells
    dlg.cols.setValue(4.4)
    dlg.rows.setValue(3.4)
    assert dlg.result_matrix is not None
    assert apply(dlg.result_matrix, (220.0, 170.0)) == pytest.approx((4.4, 3.4))
    dlg.close()
    w.controller.shutdown()


def test_embed_the_picture_in_the_board_file(qtbot: object, tmp_path: Path) -> None:
    from tabletop_ai.ui.capture.map_picture import embed_picture

    board = _board({"type": "square", "width": 4, "height": 3})
    f = tmp_path / "p.png"
    _photo(f, (50.0, 0, 0, 0, 50.0, 0, 0, 0, 1.0), board, {Cell(1, 1)}, (200, 150))
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(f))
    embed_picture(w.ctx)
    pic, _ = doc_picture(w.doc)
    assert pic is not None and pic.path is None and pic.data is not None
    assert pic.mime == "image/png" and w.scene.painter_.under is not None
    f.unlink()  # the board no longer needs the file
    target = tmp_path / "e.board.json"
    w.save_as(target)
    w2 = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    assert w2.open_path(target)
    assert w2.scene.painter_.under is not None
    assert _scene_colour(w2, Cell(1, 1)).lightness() < 80
    w.doc.undo_stack.undo()  # back to the linked file
    assert doc_picture(w.doc)[0].path is not None  # type: ignore[union-attr]
    w.controller.shutdown()
    w2.controller.shutdown()


def test_terrain_mapping_dialog_proposes_and_saves(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The dialog lists every tile the map uses, proposes the tile's own terrain property
    (else the saved mapping, else open), and saves a mapping file the importer reads."""
    from PySide6.QtWidgets import QFileDialog

    from tabletop_ai.maps.tiled import load_mapping, read_tiled
    from tabletop_ai.ui.capture.import_actions import TerrainMappingDialog

    result = read_tiled(DATA / "cellar.tmx")
    dlg = TerrainMappingDialog(result, {"dungeon:2": "hazard"})
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    assert dlg.mapping() == {
        "dungeon:0": "open",
        "dungeon:1": "blocking",
        "dungeon:2": "hazard",
        "dungeon:3": "difficult",
    }
    assert not dlg.table.item(1, 0).icon().isNull()  # the tile's picture is shown
    dlg.combos["dungeon:3"].setCurrentText("icy")
    out = tmp_path / "mapping.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    dlg.save_file()
    assert load_mapping(out)["dungeon:3"] == "icy"


def test_suggestions_accepted_through_the_question(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    board = _board({"type": "square", "width": 4, "height": 3})
    f = tmp_path / "p.png"
    _photo(f, (50.0, 0, 0, 0, 50.0, 0, 0, 0, 1.0), board, {Cell(1, 1), Cell(3, 0)}, (200, 150))
    w = _window(qtbot, board)
    assert choose_picture(w.ctx, str(f))
    w.interactive = True  # the question is asked (answered here by the test)
    asked: list[str] = []

    def answer(*args: object, **_k: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    offer_suggestions(w.ctx)
    assert "dark in 2 cells" in asked[0] and "[1,1]" in asked[0]
    assert w.doc.board.terrain == {Cell(1, 1): "blocking", Cell(3, 0): "blocking"}
    assert w.doc.undo_stack.undoText() == "Paint blocking"
    w.interactive = False
    w.controller.shutdown()


def test_interactive_import_asks_terrain_once_and_crossed_walls(
    qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """cellar.tmx has one unmapped tile (dungeon:2) and a diagonal 'crack': the player maps
    the tile (remembered for the next import) and agrees to block the crossed cell."""
    from PySide6.QtWidgets import QMessageBox

    from tabletop_ai.ui.capture import import_actions

    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    w.interactive = True
    shown: list[int] = []

    def exec_(dlg: import_actions.TerrainMappingDialog) -> int:
        shown.append(len(dlg.combos))
        dlg.combos["dungeon:2"].setCurrentText("trap")
        return 1

    monkeypatch.setattr(import_actions.TerrainMappingDialog, "exec", exec_)
    monkeypatch.setattr(import_actions.ImportNotesDialog, "exec", lambda _dlg: 1)  # read, closed
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(w, "maybe_save", lambda: True)
    assert import_map_file(w.ctx, DATA / "cellar.tmx")
    b = w.doc.board
    assert shown == [4] and b.terrain[Cell(3, 2)] == "trap"
    assert b.terrain[Cell(1, 3)] == "blocking"  # crossed by the crack
    assert import_actions.saved_mapping()["dungeon:2"] == "trap"
    # the next import asks nothing: every tile is mapped now
    assert import_map_file(w.ctx, DATA / "cellar.tmx", mark_crossed=False)
    assert shown == [4] and w.doc.board.terrain[Cell(3, 2)] == "trap"
    w.interactive = False
    w.controller.shutdown()


def test_a_uvtt_naming_its_picture_asks_for_it(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Universal VTT file whose ``image`` is a file name, not the picture: the walls are
    imported and the window asks for the picture, which then spans the map."""
    import json

    from PySide6.QtWidgets import QFileDialog

    from tests.maps.pictures import checker, png_bytes

    src = tmp_path / "room.uvtt"
    src.write_text(
        json.dumps(
            {
                "resolution": {"map_size": {"x": 4, "y": 3}, "pixels_per_grid": 10},
                "line_of_sight": [[{"x": 1, "y": 0}, {"x": 1, "y": 3}]],
                "image": "C:\\\\maps\\\\room.png",
            }
        ),
        encoding="utf-8",
    )
    chosen = tmp_path / "elsewhere" / "room-picture.png"
    chosen.parent.mkdir()
    chosen.write_bytes(png_bytes(40, 30, checker(10, set())))
    asked: list[str] = []

    def pick(_parent: object, title: str, *_a: object, **_k: object) -> tuple[str, str]:
        asked.append(title)
        return str(chosen), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    from tabletop_ai.ui.capture import import_actions

    monkeypatch.setattr(import_actions.ImportNotesDialog, "exec", lambda _dlg: 1)  # read, closed
    w.interactive = True
    monkeypatch.setattr(w, "maybe_save", lambda: True)
    assert import_map_file(w.ctx, src)
    assert asked == ["Picture of room.uvtt: room.png"]
    assert len(w.doc.board.walls) == 3
    pic = board_picture(w.doc.board)
    assert pic is not None and pic.size == (40, 30)
    assert apply(pic.transform, (40.0, 30.0)) == pytest.approx((4.0, 3.0))
    w.interactive = False
    w.controller.shutdown()


def test_the_terrain_dialog_offers_guesses_with_reasons(qtbot: object, tmp_path: Path) -> None:
    """set.png is a 2x2 checker of 32 px tiles with tile 1 black: tile 1 says nothing, so
    the dialog starts it at blocking because it looks dark and solid; tile 0 (light) has
    nothing to go by; tile 3 has a terrain property, which the dialog says the map said."""
    from tabletop_ai.maps.tiled import read_tiled
    from tabletop_ai.ui.capture.import_actions import TerrainMappingDialog
    from tests.maps.test_real_world_maps import _ground, _tmj

    tiles = [{"id": 3, "properties": [{"name": "terrain", "type": "string", "value": "icy"}]}]
    result = read_tiled(_tmj(tmp_path, "checker.tmj", [_ground([1, 2, 4, 1] * 3)], tiles))
    dlg = TerrainMappingDialog(result, {})
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    rows = {dlg.table.item(r, 0).text(): r for r in range(dlg.table.rowCount())}
    assert dlg.mapping() == {"set:0": "open", "set:1": "blocking", "set:3": "icy"}
    assert dlg.table.item(rows["set:1"], 3).text() == "it is dark and solid"
    assert dlg.table.item(rows["set:0"], 3).text() == "nothing to go by"
    assert dlg.table.item(rows["set:3"], 3).text() == "its terrain property says so"


def test_terrain_guesses_from_wang_names_and_things_on_the_ground(
    qtbot: object, tmp_path: Path
) -> None:
    """A desert map as Tiled's own example draws it: one sand tile everywhere (tile 0), a
    sand tile with a dark-green cactus in its middle (tile 1), a transition tile whose
    border is another ground (tile 2: grey cobbles round its edge, sand inside) and a tile
    the corner Wang set paints all "Dirt" (tile 3). The dialog suggests blocking for the
    cactus (the ground tile with a thing in its middle), open for the dirt (its terrain's
    name), and nothing it cannot tell for the transition or the sand (open, the default,
    with no reason)."""
    import json

    from tabletop_ai.maps.tiled import read_tiled
    from tabletop_ai.ui.capture.import_actions import TerrainMappingDialog
    from tests.maps.pictures import png_bytes

    sand, cactus, cobble, dirt = (220, 190, 120), (30, 110, 40), (120, 120, 125), (120, 80, 40)

    def pixel(x: int, y: int) -> tuple[int, int, int]:
        tile, (u, v) = (x // 32) + 2 * (y // 32), (x % 32, y % 32)
        middle = 10 <= u < 22 and 8 <= v < 24
        border = min(u, v, 31 - u, 31 - v) < 6
        if tile == 1 and middle:
            return cactus
        if tile == 2 and border:
            return cobble
        if tile == 3:
            return dirt
        return sand

    (tmp_path / "desert.png").write_bytes(png_bytes(64, 64, pixel))
    tileset = {
        "firstgid": 1,
        "name": "Desert",
        "tilewidth": 32,
        "tileheight": 32,
        "tilecount": 4,
        "columns": 2,
        "image": "desert.png",
        "imagewidth": 64,
        "imageheight": 64,
        "margin": 0,
        "spacing": 0,
        "wangsets": [
            {
                "name": "Desert",
                "type": "corner",
                "tile": -1,
                "colors": [
                    {"name": "Sand", "color": "#ffff00", "tile": -1, "probability": 1},
                    {"name": "Dirt", "color": "#ff7700", "tile": -1, "probability": 1},
                ],
                "wangtiles": [{"tileid": 3, "wangid": [0, 2, 0, 2, 0, 2, 0, 2]}],
            }
        ],
    }
    layer = {
        "type": "tilelayer",
        "id": 1,
        "name": "ground",
        "width": 4,
        "height": 3,
        "x": 0,
        "y": 0,
        "opacity": 1,
        "visible": True,
        "data": [1, 1, 1, 2, 1, 3, 1, 1, 4, 1, 1, 1],
    }
    path = tmp_path / "desert.tmj"
    path.write_text(
        json.dumps(
            {
                "type": "map",
                "version": "1.10",
                "tiledversion": "1.10.2",
                "orientation": "orthogonal",
                "renderorder": "right-down",
                "width": 4,
                "height": 3,
                "tilewidth": 32,
                "tileheight": 32,
                "infinite": False,
                "nextlayerid": 2,
                "nextobjectid": 1,
                "tilesets": [tileset],
                "layers": [layer],
            }
        ),
        encoding="utf-8",
    )
    result = read_tiled(path)
    assert result.unmapped == ["Desert:0", "Desert:1", "Desert:2", "Desert:3"]
    assert "Dirt" in result.tiles["Desert:3"].names
    dlg = TerrainMappingDialog(result, {})
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    assert dlg.mapping() == {
        "Desert:0": "open",
        "Desert:1": "blocking",
        "Desert:2": "open",
        "Desert:3": "open",
    }
    why = {dlg.table.item(r, 0).text(): dlg.table.item(r, 3).text() for r in range(4)}
    assert "Desert:0 with something standing in its middle" in why["Desert:1"]
    assert "dirt" in why["Desert:3"]
    assert why["Desert:0"] == why["Desert:2"] == "nothing to go by"


def test_an_import_shows_every_note_it_made(qtbot: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """crypt.dd2vtt makes three notes (what was read, a door on no grid line, a wall off the
    cell edges): the status bar has room for the first, so all three are shown in a window
    after the import."""
    from PySide6.QtWidgets import QMessageBox

    from tabletop_ai.ui.capture import import_actions

    w = _window(qtbot, _board({"type": "square", "width": 2, "height": 2}))
    w.interactive = True
    shown: list[str] = []

    def exec_(dlg: import_actions.ImportNotesDialog) -> int:
        shown.append(dlg.text.toPlainText())
        return 1

    monkeypatch.setattr(import_actions.ImportNotesDialog, "exec", exec_)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(w, "maybe_save", lambda: True)
    assert import_map_file(w.ctx, DATA / "crypt.dd2vtt")
    assert len(shown) == 1
    notes = shown[0].split("\n\n")
    assert len(notes) == 3
    assert notes[0].startswith("crypt.dd2vtt: 5x4 square map")
    assert "1 door not imported" in notes[1] and "1 wall line off the cell edges" in notes[2]
    w.interactive = False
    w.controller.shutdown()


def test_a_bush_drawn_over_the_ground_is_suggested_as_difficult(
    qtbot: object, tmp_path: Path
) -> None:
    """Real tilesets draw bushes and trees as tiles of their own, partly transparent, laid
    over the ground: green, leafy (light and shade), see-through round the edge. Tile 0 is
    such a bush; tile 1 is grass (green, uneven, but covering the whole tile: a ground);
    tile 2 a flat green sign, partly transparent but even; tile 3 a grey rock shape, uneven
    and partly transparent but not green. Only the bush is suggested as difficult."""
    from PySide6.QtGui import QColor, QImage

    from tabletop_ai.maps.tiled import read_tiled
    from tabletop_ai.ui.capture.import_actions import TerrainMappingDialog
    from tests.maps.test_real_world_maps import _ground, _tmj

    # grass (tile 1) is the map's ground: most of its cells
    _tmj(tmp_path, "garden.tmj", [_ground([2, 2, 2, 1, 2, 3, 2, 4, 2, 2, 2, 2])])
    img = QImage(64, 64, QImage.Format.Format_ARGB32)
    img.fill(QColor(0, 0, 0, 0))
    for y in range(64):
        for x in range(64):
            tile, u, v = (x // 32) + 2 * (y // 32), x % 32 - 15.5, y % 32 - 15.5
            leaf = (x * 7 + y * 13) % 5 < 2  # light and shade, leaf by leaf
            if tile == 0 and u * u + v * v < 13**2:
                img.setPixelColor(x, y, QColor(40, 150, 50) if leaf else QColor(20, 80, 25))
            elif tile == 1:
                img.setPixelColor(x, y, QColor(90, 170, 70) if leaf else QColor(60, 120, 45))
            elif tile == 2 and abs(u) < 12 and abs(v) < 8:
                img.setPixelColor(x, y, QColor(60, 160, 60))
            elif tile == 3 and u * u + v * v < 13**2:
                img.setPixelColor(x, y, QColor(170, 170, 170) if leaf else QColor(90, 90, 90))
    img.save(str(tmp_path / "set.png"))  # the tileset picture the map names
    result = read_tiled(tmp_path / "garden.tmj")
    dlg = TerrainMappingDialog(result, {})
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    rows = {dlg.table.item(r, 0).text(): r for r in range(dlg.table.rowCount())}
    assert dlg.mapping() == {
        "set:0": "difficult",
        "set:1": "open",
        "set:2": "open",
        "set:3": "open",
    }
    why = dlg.table.item(rows["set:0"], 3).text()
    assert why == "it is green, leafy and partly see-through: a bush or a tree?"
    assert dlg.table.item(rows["set:1"], 3).text() == "nothing to go by"
