"""A path drawn across a token never hides the token's initials: the plan overlay keeps
out of every token's label, so whose token it is stays readable under any plan."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.scene import BoardScene
from tabletop_ai.ui.plan.drawing import FigureDrawing, PlanDrawing
from tests.helpers import ascii_board


def _render(scene: BoardScene, box: QRectF) -> QImage:
    image = QImage(int(box.width()) * 2, int(box.height()) * 2, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    return image


def test_a_path_across_a_token_leaves_its_initials_readable(qtbot: object) -> None:
    # the AI trooper at [0,1] walks right along row 1 through the hero at [2,1]: the shaft
    # and the numbered step run straight across the hero's token
    board = ascii_board(
        [".....", "T.h..", "....."],
        figures={"T": {"label": "Trooper 1"}, "h": {"label": "Hero"}},
    )
    scene = BoardScene(Document(board))
    hero = scene.figure_items["h"]
    # the middle of the initials (drawn a little above the token's centre, over its
    # health bar): a box inside the letter "H"
    s = hero._size
    mid = hero.pos() + QPointF(0, -s * 0.09)
    label = QRectF(mid.x() - s * 0.1, mid.y() - s * 0.1, s * 0.2, s * 0.2)
    assert all(hero.mapRectToScene(b).contains(label) for b in [hero.label_box()] if b)
    layout = scene.doc.layout
    path = [Cell(x, 1) for x in range(5)]
    fd = FigureDrawing(
        figure="T",
        path=path,
        points=[layout.cell_to_scene(c) for c in path],
        end=path[-1],
        label="T1",
    )
    plain = _render(scene, label)
    scene.set_plan(PlanDrawing("g", [fd]))
    assert scene.overlay.boundingRect().intersects(label)  # the path does cross the label
    assert _render(scene, label) == plain
    # elsewhere the path is drawn: the cell between trooper and hero changed
    between = QRectF(*layout.polygon(Cell(1, 1))[0], 1, 1).adjusted(-20, -20, 20, 20)
    scene.set_plan(None)
    empty = _render(scene, between)
    scene.set_plan(PlanDrawing("g", [fd]))
    assert _render(scene, between) != empty
