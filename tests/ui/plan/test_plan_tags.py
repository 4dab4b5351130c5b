"""A cell's tags (a figure's end label, ``=label`` ties): every one drawn in a place of its
own, off the step numbers where the cell has room ("ties are options, never hidden")."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from tabletop_ai.ui.plan.items import tag_boxes

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
