"""A cell's tags (a figure's end label, ``=label`` ties): every one drawn in a place of its
own, off the step numbers where the cell has room ("ties are options, never hidden")."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF

from tabletop_ai.ui.plan.items import disc_radius, tag_boxes

S = 100.0
CENTRE = QPointF(50, 50)


def _covers(box, at: QPointF, r: float) -> bool:  # type: ignore[no-untyped-def]
    nx = min(max(at.x(), box.left()), box.right())
    ny = min(max(at.y(), box.top()), box.bottom())
    return math.hypot(at.x() - nx, at.y() - ny) < r


def test_two_figures_tied_on_one_cell_get_two_tags() -> None:
    a, b = tag_boxes(CENTRE, S, ["=T1", "=T2"], [])
    assert not a.intersects(b)
    for box in (a, b):  # both inside the cell
        assert box.left() >= 0 and box.right() <= S and box.top() >= 0 and box.bottom() <= S


def test_a_tag_moves_off_a_step_number() -> None:
    disc = (QPointF(40, 55), 16.0)  # another figure's step, low in the cell
    (plain,) = tag_boxes(CENTRE, S, ["G2"], [])
    assert _covers(plain, *disc)  # where it would go on an empty cell
    (moved,) = tag_boxes(CENTRE, S, ["G2"], [disc])
    assert not _covers(moved, *disc)


def test_a_crowded_cell_still_gives_every_tag_a_place() -> None:
    boxes = tag_boxes(CENTRE, S, [f"=F{i}" for i in range(12)], [])
    assert len(boxes) == 12
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_an_end_label_is_never_hidden_under_its_step_number() -> None:
    """Two ties and a figure's own end on one cell, its last step number in the middle
    (three troopers converging on one square): the end label goes beside the number, not
    under it, and no tag covers another."""
    disc = (CENTRE, 16.0)
    boxes = tag_boxes(CENTRE, S, ["=T2", "=T3", "T1"], [disc])
    assert len(boxes) == 3
    assert not any(_covers(box, *disc) for box in boxes)
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])


def test_tags_of_neighbouring_cells_never_overlap() -> None:
    """Crowded neighbours whose tags reach over the shared edge: every tag of both cells
    has a place of its own, off both step numbers and off a token's initials."""
    from tabletop_ai.ui.plan.items import place_tags

    left, right = QPointF(50, 50), QPointF(150, 50)
    discs = [(left, 16.0), (right, 16.0)]
    initials = QRectF(120, 60, 60, 30)  # a token's name low in the right cell
    places = place_tags(
        [(left, ["=Tr2", "=Tr3", "Tr1"]), (right, ["=Tr4", "=Tr5", "Tr6"])],
        S,
        discs,
        [initials],
    )
    boxes = [b for cell in places for b in cell]
    assert [len(cell) for cell in places] == [3, 3]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    assert not any(_covers(box, at, r) for box in boxes for at, r in discs)
    assert not any(box.intersects(initials) for box in boxes)


def test_three_troopers_on_one_square_show_every_label_in_the_window(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Trooper Squad activated with a random IC list at 1920x1080: Trooper 1 walks four
    steps to [10,9], where Trooper 2 and Trooper 3 are tied too. Its end label "T1" is not
    under its step number "4", and the two ties beside it are each readable: no tag of the
    plan covers another or a step number."""
    import json

    from tabletop_ai.geometry import Cell
    from tabletop_ai.resources import bundled_map
    from tabletop_ai.ui.shell.main_window import MainWindow

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    source = bundled_map("ae-landing-zone.board.json")
    assert source is not None
    doc = json.loads(source.read_text())
    at = {"tr1": [6, 5], "tr2": [7, 6], "tr3": [10, 6]}  # after the squad's first activation
    for f in doc["figures"]:
        f["at"] = at.get(f["id"], f["at"])
    path = tmp_path / "converge.board.json"
    path.write_text(json.dumps(doc))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.resize(1920, 1080)
    w.show()
    assert w.open_path(path)
    panel = w.game_docks["automated-emperor"].built_panel()
    panel.setup(seed=1)
    assert panel.activate_ic_list("troopers") is not None
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: w.controller.plan is not None and not w.controller.busy, timeout=30_000
    )
    plan = w.controller.plan
    assert plan is not None
    ends = {fp.figure: fp.end for fp in plan.figures}
    assert ends == {"tr1": Cell(10, 9), "tr2": Cell(8, 9), "tr3": Cell(9, 9)}
    overlay = w.scene.overlay
    drawing = overlay.drawing
    assert drawing is not None
    from tabletop_ai.ui.editor.units import cell_unit

    s = cell_unit(w.doc.layout)
    tags = overlay.tag_places(drawing, s)
    cx, cy = w.doc.layout.cell_to_scene(Cell(10, 9))
    here = sorted(
        t for box, t, _c, _i in tags if box.intersects(QRectF(cx - s / 2, cy - s / 2, s, s))
    )
    assert {"T1", "=T2", "=T3"} <= set(here)
    discs = [  # every step number, as drawn (smaller on a cell where a token stands)
        (QPointF(*p), disc_radius(fd, i, s) - 0.5)
        for fd in drawing.figures
        for i, p in enumerate(fd.points[1:], start=1)
    ]
    boxes = [box for box, _t, _c, _i in tags]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    assert not [t for box, t, _c, _i in tags if any(_covers(box, at, r) for at, r in discs)]
    w.controller.shutdown()


def test_the_tags_keep_off_the_very_discs_drawn(
    window: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Iron Warlord's plan (battlecrest-duel) steps onto the War Hound's cell, where its
    disc is smaller: the discs the tags are placed off are the discs painted (a slide's
    diamond aside), each of the same centre and radius."""
    from PySide6.QtGui import QImage, QPainter

    from tabletop_ai.ui.editor.units import cell_unit
    from tabletop_ai.ui.plan import items
    from tabletop_ai.ui.shell.main_window import MainWindow
    from tests.conftest import MAPS

    assert isinstance(window, MainWindow)
    assert window.open_path(MAPS / "battlecrest-duel.board.json")
    assert window.activate_group("emperor") is not None
    overlay = window.scene.overlay
    drawing = overlay.drawing
    assert drawing is not None and any(fd.covered for fd in drawing.figures)
    kept_off: list[tuple[float, float, float]] = []
    place = items.place_tags

    def placing(*args: object) -> object:
        kept_off.extend((at.x(), at.y(), r) for at, r in args[2])  # type: ignore[attr-defined]
        return place(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(items, "place_tags", placing)
    drawn: list[tuple[float, float, float]] = []

    class Recording(QPainter):
        def drawEllipse(self, *args: object) -> None:  # type: ignore[override]
            at, rx, _ry = args
            drawn.append((at.x(), at.y(), rx))  # type: ignore[attr-defined]

    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = Recording(image)
    s = cell_unit(window.doc.layout)
    overlay.draw(painter, drawing, s)
    painter.end()
    small = [r for _x, _y, r in drawn if r < s * items.DISC]
    assert small, drawn  # the step onto the hound's cell
    slides = {fd.points[i] for fd in drawing.figures for i in fd.slides}  # diamonds
    assert sorted(kept_off) == sorted(drawn + [d for d in kept_off if d[:2] in slides])
