"""Figure tokens with pictures: a PNG/JPG/SVG beside the board is referred
to by a relative path, any other is embedded; the token draws it cropped round; it survives
save and reopen; a kind saved from such a figure carries its picture; initials are the
fallback."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from tabletop_ai import load_board
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">'
    '<rect width="40" height="20" fill="#00ff00"/></svg>'
)


def _png(path: Path, colour: str = "#ff00ff") -> Path:
    img = QImage(64, 32, QImage.Format.Format_RGB32)
    img.fill(QColor(colour))
    assert img.save(str(path))
    return path


def test_a_picture_beside_the_board_is_referred_to(window: MainWindow, tmp_path: Path) -> None:
    board = tmp_path / "raid.board.json"
    shutil.copy(MAPS / "outpost-raid.board.json", board)
    assert window.open_path(board)
    _png(tmp_path / "scout.png")
    window.select_figure("scout")
    assert window.inspector.set_picture(tmp_path / "scout.png")
    assert window.doc.board.figure("scout").extra["image"] == "scout.png"
    item = window.scene.figure_items["scout"]
    assert item.picture is not None and item.picture.width() == item.picture.height()
    # the token shows the picture: its centre pixel is the picture's magenta
    image = window.view.grab().toImage()
    centre = window.view.mapFromScene(item.pos())
    assert image.pixelColor(centre).name() == "#ff00ff"
    assert window.save()
    again = load_board(board)
    assert again.figure("scout").extra["image"] == "scout.png"
    window.doc.undo_stack.undo()
    assert "image" not in window.doc.board.figure("scout").extra
    assert window.scene.figure_items["scout"].picture is None  # initials again


def test_other_pictures_are_embedded_and_svg_works(window: MainWindow, tmp_path: Path) -> None:
    svg = tmp_path / "elsewhere" / "hero.svg"
    svg.parent.mkdir()
    svg.write_text(SVG)
    window.select_figure("duelist")
    assert window.inspector.set_picture(svg)
    ref = window.doc.board.figure("duelist").extra["image"]
    assert ref.startswith("data:image/svg+xml;base64,")
    assert window.scene.figure_items["duelist"].picture is not None
    # a kind saved from it carries the picture to other boards
    window.roster.select("duelist")
    assert window.roster.save_kind()
    mine = [t for t in window.roster.templates() if t.get("user")]
    assert mine and mine[-1]["image"] == ref
    # not a picture: refused with the reason, nothing changed
    bad = tmp_path / "notes.png"
    bad.write_text("not a picture")
    assert not window.inspector.set_picture(bad)
    assert "not a picture" in window.inspector.message.text()
    assert window.inspector.set_picture(None)
    assert "image" not in window.doc.board.figure("duelist").extra
