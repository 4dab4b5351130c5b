"""Plans a player tells apart: each figure of an activation has its own
colour-blind-safe colour (map and Plan panel), its label on its end cell and tied cells,
its own lane where paths share cells, slides drawn as slides, and no step disc over a token's
label."""

from __future__ import annotations

import math

from PySide6.QtWidgets import QApplication

from tabletop_ai import load_board, plan_group
from tabletop_ai.battlecrest.results import Pushed
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.units import cell_unit, make_layout
from tabletop_ai.ui.plan.drawing import plan_drawing
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


def test_each_figure_has_its_own_colour_and_label(window: MainWindow) -> None:
    plan = window.activate_group("troopers")
    assert plan is not None and len(plan.figures) == 3
    drawing = window.scene.drawing
    assert drawing is not None
    colours = [style.plan_colour(fd.index).name() for fd in drawing.figures]
    assert len(set(colours)) == 3  # three figures, three colours
    assert all(c.lower() in {q.name().lower() for q in style.PLAN_COLOURS} for c in colours)
    assert [fd.label for fd in drawing.figures] == ["T3", "T2", "T1"]
    # the Plan panel shows each figure's map colour beside its name
    html = window.plan_panel.text.toHtml().lower()
    for c in colours:
        assert c.lower() in html


def test_the_palette_is_distinct() -> None:
    names = [c.name().lower() for c in style.PLAN_COLOURS]
    assert len(set(names)) == len(names) == 8
    # targets keep red: no plan colour is the target red
    assert style.TARGET.name().lower() not in names


def test_shared_cells_keep_one_lane_per_figure(window: MainWindow) -> None:
    window.activate_group("troopers")
    drawing = window.scene.drawing
    assert drawing is not None
    layout = window.doc.layout
    by_fig = {fd.figure: fd for fd in drawing.figures}
    # outpost-raid: Trooper 1 and Trooper 2 both pass [11,3]... find any shared cell
    shared = {
        c
        for fd in drawing.figures
        for c in fd.path[1:]
        if sum(c in f.path[1:] for f in drawing.figures) > 1
    }
    assert shared, "the demo's troopers share cells"
    for fid, fd in by_fig.items():
        offsets = set()
        for i, c in enumerate(fd.path[1:], start=1):
            if c in shared and i not in fd.covered:
                x, y = layout.cell_to_scene(c)
                px, py = fd.points[i]
                offsets.add((round(px - x, 3), round(py - y, 3)))
        assert len(offsets) <= 1, (fid, offsets)  # one lane, the same on every shared cell


def test_slides_and_covered_steps() -> None:
    # frosthaven-ambush, bandit-guards: Guard 1's plan says it "moves 2 (sliding on icy
    # terrain) to [9,4]" — Frosthaven: a figure entering icy terrain slides on
    board = load_board(MAPS / "frosthaven-ambush.board.json")
    plan = plan_group(board, "bandit-guards")
    layout = make_layout(board.grid)
    drawing = plan_drawing(plan, board, layout)
    g1 = drawing.figures[0]
    # a walking guard: every step that leaves an icy hex is a slide, and only those
    icy_steps = [i for i in range(1, len(g1.path)) if board.kind_at(g1.path[i - 1]) == "icy"]
    assert icy_steps, "Guard 1 slides over the icy hex"
    assert g1.slides == icy_steps
    # battlecrest-duel: the Iron Warlord's first step is onto the War Hound's cell; the
    # disc goes to the corner, off the hound's label (token radius 0.4 cell)
    board = load_board(MAPS / "battlecrest-duel.board.json")
    plan = plan_group(board, "emperor")
    layout = make_layout(board.grid)
    drawing = plan_drawing(plan, board, layout)
    # the Iron Warlord pushes Your hero toward the hazard: drawn as a push of his, along
    # the push's cells
    pushes = [
        a.detail.path for fp in plan.figures for a in fp.actions if isinstance(a.detail, Pushed)
    ]
    assert [p for fd in drawing.figures for p in fd.pushes] == [
        [layout.cell_to_scene(c) for c in cells] for cells in pushes
    ]
    assert pushes
    s = cell_unit(layout)
    seen = 0
    for fd in drawing.figures:
        for i in fd.covered:
            other = board.figure_at(fd.path[i])
            assert other is not None
            cx, cy = layout.cell_to_scene(Cell(*other.at))
            px, py = fd.points[i]
            assert math.hypot(px - cx, py - cy) >= 0.4 * s
            seen += 1
    assert seen >= 1


def test_the_overlay_paints(window: MainWindow) -> None:
    assert window.open_path(MAPS / "battlecrest-duel.board.json")
    window.activate_group("emperor")
    QApplication.processEvents()
    assert not window.grab().isNull()


def test_apply_keeps_the_attacks_listed_until_cleared(window: MainWindow) -> None:
    plan = window.activate_group("troopers")
    assert plan is not None
    window.apply_plan()
    QApplication.processEvents()
    # the figures moved (one undo step) and the plan's attacks on the Soldier stay listed
    assert window.doc.undo_stack.count() == 1
    for fp in plan.figures:
        assert window.doc.board.figure(fp.figure).at == fp.end
    panel = window.plan_panel
    assert panel.text.isVisible() and "Soldier" in panel.text.toPlainText()
    assert "attack" in panel.text.toPlainText()
    assert "still to roll" in panel.step_label.text().lower()
    assert window.scene.targets == {"soldier"}
    assert window.scene.figure_items["soldier"].target_mark
    window.clear_plan()
    assert not panel.text.isVisible() and window.scene.targets == set()
    assert not window.scene.figure_items["soldier"].target_mark


def test_battlecrest_apply_goes_through_its_rule_set(window: MainWindow) -> None:
    from tabletop_ai.rulesets import ruleset_for

    assert window.open_path(MAPS / "battlecrest-duel.board.json")
    plan = window.activate_group("emperor")
    assert plan is not None
    expected = ruleset_for(window.doc.board).apply(window.doc.board, plan)
    window.apply_plan()
    assert window.doc.undo_stack.count() == 1
    got = window.doc.board
    assert [(f.id, f.at, f.health) for f in got.figures] == [
        (f.id, f.at, f.health) for f in expected.figures
    ]
    assert got.extra == expected.extra
