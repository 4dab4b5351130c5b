"""The photo in the window: a photo places the figures as one undo step, a bad photo
changes nothing and says why, the marker sheet prints markers the detector reads back."""

from __future__ import annotations

from pathlib import Path

import cv2  # the camera extra is part of the test install: missing, the tests fail
import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.capture.photo_actions import PhotoDialog, place_from_photo, print_markers
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, HEX_DEMO, SHOTS


def _photo_of(board_moves: dict[str, Cell], tmp_path: Path) -> Path:
    from tabletop_ai.photo.synthetic import Shot, photo

    table = load_board(DEMO)
    for fid, cell in board_moves.items():
        table.update_figure(fid, at=cell)
    img, _ = photo(table, Shot(angle=25, turn=6), seed=9)
    out = tmp_path / "table.jpg"
    cv2.imwrite(str(out), img)
    return out


def test_a_photo_moves_the_figures_in_one_undo_step(window: MainWindow, tmp_path: Path) -> None:
    path = _photo_of({"soldier": Cell(3, 8)}, tmp_path)
    before = window.doc.board.figure("soldier").at
    steps = window.doc.undo_stack.count()
    det = place_from_photo(window.ctx, str(path))
    assert det is not None and det.unseen == []
    assert window.doc.board.figure("soldier").at == Cell(3, 8)
    assert window.doc.undo_stack.count() == steps + 1
    window.doc.undo_stack.undo()
    assert window.doc.board.figure("soldier").at == before


def test_a_photo_that_cannot_be_used_changes_nothing(window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "holiday.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\nbroken")
    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    before = window.doc.board.to_json() if hasattr(window.doc.board, "to_json") else None
    steps = window.doc.undo_stack.count()
    assert place_from_photo(window.ctx, str(bad)) is None
    assert window.doc.undo_stack.count() == steps
    assert messages and messages[-1].startswith("holiday.png:")
    if before is not None:
        assert window.doc.board.to_json() == before


def test_the_dialog_shows_the_straightened_photo(window: MainWindow, tmp_path: Path) -> None:
    from tabletop_ai.photo.detect import detect, read_image

    path = _photo_of({"tr1": Cell(11, 2)}, tmp_path)
    image = read_image(path)
    det = detect(image, window.doc.board, source=path.name)
    dlg = PhotoDialog(window.doc.board, image, det, window)
    dlg.resize(1280, 800)
    dlg.show()
    QApplication.processEvents()
    assert dlg.apply_button.isEnabled()
    assert dlg.report.count() >= 2
    # one outline and one label per figure seen, over the picture and the grid
    assert len(dlg.scene.items()) > len(det.seen) * 2
    SHOTS.mkdir(parents=True, exist_ok=True)
    dlg.grab().save(str(SHOTS / "photo-dialog-1280.png"))
    dlg.close()


@pytest.mark.parametrize("suffix", [".png", ".pdf"])
def test_the_marker_sheet_is_written_and_ids_kept(
    window: MainWindow, tmp_path: Path, suffix: str
) -> None:
    from tabletop_ai.photo.detect import find_markers, read_image
    from tabletop_ai.photo.markers import marker_set

    out = print_markers(window.ctx, tmp_path / f"markers{suffix}", 15)
    assert out is not None and out.stat().st_size > 1000
    assert window.doc.board.extra["markers"] == marker_set(window.doc.board).to_json()
    if suffix == ".png":  # the printed sheet reads back: every marker of the board is on it
        found = find_markers(read_image(out))
        ms = marker_set(window.doc.board)
        assert set(found) == {m.id for m in ms.board} | set(ms.figures.values())


def test_a_photo_with_too_few_board_markers_changes_nothing(
    window: MainWindow, tmp_path: Path
) -> None:
    """A hand over three board markers: the message names the photo and the markers missing;
    no figure moves and no undo step is made."""
    from tabletop_ai.photo.detect import find_quads
    from tabletop_ai.photo.markers import marker_set
    from tabletop_ai.photo.synthetic import Shot, photo

    table = load_board(DEMO)
    table.update_figure("soldier", at=Cell(3, 8))
    img, _ = photo(table, Shot(angle=15, turn=4), seed=6)
    quads = find_quads(img)
    for m in marker_set(table).board[1:4]:
        x0, y0 = quads[m.id].min(axis=0).astype(int) - 12
        x1, y1 = quads[m.id].max(axis=0).astype(int) + 12
        img[y0:y1, x0:x1] = (140, 170, 215)
    path = tmp_path / "hand.jpg"
    cv2.imwrite(str(path), img)
    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    before = {f.id: f.at for f in window.doc.board.figures}
    assert place_from_photo(window.ctx, str(path)) is None
    assert messages[-1].startswith(
        "hand.jpg: 1 of the 4 board markers was read surely (not read: 2, 3, 4)"
    )
    assert messages[-1].endswith("Nothing was moved.")
    assert {f.id: f.at for f in window.doc.board.figures} == before
    assert window.doc.undo_stack.count() == 0


def test_markers_of_no_figure_are_reported_and_move_nothing(
    window: MainWindow, tmp_path: Path
) -> None:
    """The photo of another board's figures (their ids are no figure of this board): the
    ids are listed, every figure here is 'not seen' and stays; no undo step."""
    from tabletop_ai.photo.detect import read_image
    from tabletop_ai.photo.markers import marker_set

    path = _photo_of({"soldier": Cell(3, 8)}, tmp_path)
    board = window.doc.board
    ms = marker_set(board)
    # this board's figures wear ids 100 and up: the photo's figure markers are strangers
    board.extra["markers"] = {
        **ms.to_json(),
        "figures": {f.id: 100 + i for i, f in enumerate(board.figures)},
    }
    before = {f.id: f.at for f in board.figures}
    image = read_image(path)
    dlg_det = place_from_photo(window.ctx, str(path))
    assert dlg_det is not None
    assert sorted(dlg_det.unknown_ids) == sorted(ms.figures.values())
    assert sorted(dlg_det.unseen) == sorted(before)
    assert any(
        line.startswith("markers of no figure on this board: ") for line in dlg_det.report(board)
    )
    dlg = PhotoDialog(board, image, dlg_det, window)
    assert not dlg.apply_button.isEnabled()  # nothing to move
    dlg.close()
    assert {f.id: f.at for f in window.doc.board.figures} == before
    assert window.doc.undo_stack.count() == 0


@pytest.mark.parametrize("board_path", [DEMO, HEX_DEMO], ids=["square", "hex"])
def test_boards_drawn_by_the_app_are_read_back(board_path: Path) -> None:
    """The benchmark's synthetic photos draw the board with the window's own painter
    (ui/capture/photo_render.py): at a 35° tilt every figure is found on its cell, and the top view
    puts each marker where the board says its figure stands."""
    from tabletop_ai.geometry import Layout
    from tabletop_ai.photo.detect import detect
    from tabletop_ai.photo.synthetic import Shot, photo, score, top_view_margin
    from tabletop_ai.ui.capture.photo_render import qt_top_view

    b = load_board(board_path)
    img, truth = photo(b, Shot(angle=35, turn=-12), seed=8, render=qt_top_view)
    assert img.shape == (1080, 1920, 3)
    det = detect(img, b)
    assert score(b, truth, det.moves) == (len(truth), len(truth))
    import numpy as np

    top, centres = qt_top_view(b, 60, np.random.default_rng(0), Shot(offset=0.0), None, None)
    layout = Layout(b.grid, 60.0, margin=top_view_margin(b, 60))
    for f in b.figures:
        if f.size == (1, 1):
            assert layout.scene_to_cell(*centres[f.id]) == f.at
    assert top.shape[:2] == (int(layout.scene_rect()[3]), int(layout.scene_rect()[2]))


def _border_case(board: object) -> tuple[object, object]:
    """A detection from marker centres given in layout units (a photo from straight above):
    every figure on its own cell's middle, but Trooper 1 just inside its cell's right
    border, one cell right of where it stands: unsure."""
    import numpy as np

    from tabletop_ai.geometry import Layout
    from tabletop_ai.photo.markers import marker_set
    from tabletop_ai.photo.place import UNIT, locate

    ms = marker_set(board)  # type: ignore[arg-type]
    layout = Layout(board.grid, UNIT)  # type: ignore[attr-defined]
    found = {m.id: layout.cell_to_scene(m.cell) for m in ms.board}
    for f in board.figures:  # type: ignore[attr-defined]
        found[ms.figures[f.id]] = layout.cell_to_scene(f.at)
    x, y = layout.cell_to_scene(board.figure("tr1").at)  # type: ignore[attr-defined]
    found[ms.figures["tr1"]] = (x + UNIT * 1.47, y)
    det = locate(board, found)  # type: ignore[arg-type]
    _x, _y, w, h = layout.scene_rect()
    image = np.full((int(h) + 1, int(w) + 1, 3), 128, np.uint8)
    return det, image


def test_an_unsure_figure_moves_only_when_ticked(window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    from tabletop_ai.photo.place import apply_detection

    board = window.doc.board
    det, image = _border_case(board)
    assert list(det.unsure) == ["tr1"]  # type: ignore[attr-defined]
    dlg = PhotoDialog(board, image, det, window)  # type: ignore[arg-type]
    dlg.resize(1280, 800)
    dlg.show()
    QApplication.processEvents()
    assert dlg.unsure.count() == 1 and dlg.confirmed() == []
    assert not dlg.apply_button.isEnabled()  # the others stand where they are
    assert dlg.apply_button.text() == "Move 0 figures"
    dlg.unsure.item(0).setCheckState(Qt.CheckState.Checked)
    assert dlg.confirmed() == ["tr1"]
    assert dlg.apply_button.isEnabled() and dlg.apply_button.text() == "Move 1 figure"
    SHOTS.mkdir(parents=True, exist_ok=True)
    dlg.grab().save(str(SHOTS / "photo-dialog-unsure-1280.png"))
    dlg.close()
    before = board.figure("tr1").at
    assert apply_detection(board, det).state.figure("tr1").at == before  # type: ignore[arg-type]
    moved = apply_detection(board, det, ["tr1"]).state.figure("tr1").at  # type: ignore[arg-type]
    assert moved == Cell(before[0] + 1, before[1])


def test_the_sheet_is_offered_in_the_boards_folder(window: MainWindow, tmp_path: Path) -> None:
    from tabletop_ai.ui.capture.photo_actions import sheet_folder, sheet_name

    assert window.doc.path is not None
    assert sheet_folder(window.ctx) == Path.home()  # the bundled demo's folder is the app's
    own = tmp_path / "my raid.board.json"
    window.doc.path = own
    assert sheet_folder(window.ctx) == tmp_path
    assert sheet_name(window.ctx) == "my raid-markers.pdf"


@pytest.mark.usefixtures("english_again")
def test_labels_read_in_the_language_and_stay_on_the_picture(window: MainWindow) -> None:
    """Each seen figure's label names it as the player reads it (Ukrainian: "Вартовий 1"),
    and a figure in the board's bottom-right corner keeps its label inside the picture."""
    from dataclasses import replace

    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsRectItem, QGraphicsSimpleTextItem

    from tabletop_ai import i18n

    board = window.doc.board
    corner = Cell(board.grid.width - 1, board.grid.height - 1)
    board = board.with_figure(replace(board.figure("gd1"), at=corner))
    det, image = _border_case(board)
    i18n.install("uk")
    dlg = PhotoDialog(board, image, det, window)  # type: ignore[arg-type]
    dlg.resize(1280, 800)
    dlg.show()
    QApplication.processEvents()
    items = dlg.scene.items()
    pixmap = next(i for i in items if isinstance(i, QGraphicsPixmapItem))
    picture = pixmap.sceneBoundingRect()
    backs = [i for i in items if isinstance(i, QGraphicsRectItem)]
    # each label on a dark band over the photo (under the photo it could not be read)
    assert len(backs) == len(det.seen)  # type: ignore[attr-defined]
    assert all(pixmap.zValue() < b.zValue() for b in backs)
    labels = [i for i in items if isinstance(i, QGraphicsSimpleTextItem)]
    texts = [i.text() for i in labels]
    assert any(t.startswith("Вартовий 1 ") for t in texts), texts
    assert not any(t.startswith("Guard") for t in texts), texts
    for label in labels:
        assert picture.contains(label.sceneBoundingRect()), label.text()
    dlg.close()


def test_an_unsure_figures_map_label_gives_no_sureness(window: MainWindow) -> None:
    """On the photo, a figure placed surely is labelled with how sure ("Trooper 2 100%"); an
    unsure one only with a question mark ("Trooper 1 ?"): a percentage beside the doubt
    would contradict what the player is asked to confirm."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    board = window.doc.board
    det, image = _border_case(board)
    dlg = PhotoDialog(board, image, det, window)  # type: ignore[arg-type]
    dlg.resize(1280, 800)
    dlg.show()
    QApplication.processEvents()
    texts = {i.text() for i in dlg.scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    dlg.close()
    unsure = board.figure("tr1").label
    sure = [f.label for f in board.figures if f.id != "tr1"]
    assert f"{unsure} ?" in texts
    assert not any(t.startswith(unsure) and "%" in t for t in texts)
    for name in sure:
        assert any(t.startswith(f"{name} ") and t.endswith("%") for t in texts), (name, texts)


def test_a_heic_photo_dropped_is_told_what_to_do(window: MainWindow, tmp_path: Path) -> None:
    """An iPhone's photo dropped on the window (HEIC, its usual format) is read as a photo
    and told to be saved as JPEG; before, the drop was not taken at all."""
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDropEvent

    path = tmp_path / "IMG_0001.HEIC"
    path.write_bytes(b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + bytes(64))
    messages: list[str] = []
    window.show_message = lambda text, rest=None: messages.append(text)  # type: ignore[method-assign]
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    (watch,) = [c for c in window.ctx.children() if type(c).__name__ == "_PhotoDrop"]
    assert watch.eventFilter(window, drop)  # the drop is taken as a photo
    assert [m for m in messages if m.startswith("IMG_0001.HEIC: a HEIC picture")], messages
    assert "Save it as JPEG" in messages[-1]
