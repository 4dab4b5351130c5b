"""A new game plugs in through the seams only. The toy rule set (:mod:`tests.seams.toy_rules`)
declares a new instruction type, a typed detail and result, a panel name, its action words,
a drawing hint, a map point kind, a stacking rule, figure fields and palette kinds; this test
registers it (the registry's and the window's public functions) and plans and shows it — no
change to ``engine/`` or ``ui/``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

import tabletop_ai
from tabletop_ai.engine.ops import Changes
from tabletop_ai.geometry import Cell
from tabletop_ai.rulesets import registry
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.seams.toy_rules import PRESET, Noise, Shout, ToyRules, toy_board_json


@pytest.fixture
def toy(tmp_path: Path) -> Iterator[Path]:
    registry.register(ToyRules)
    path = tmp_path / "toy.board.json"
    path.write_text(json.dumps(toy_board_json()), encoding="utf-8")
    yield path
    registry._REGISTRY.pop(PRESET, None)


def test_the_toy_rule_set_plans_with_its_typed_values(toy: Path) -> None:
    board = tabletop_ai.load_board(toy)
    plan = tabletop_ai.plan_group(board, "g")
    assert plan.rule_set == PRESET
    # the default activation order (spec 9: closest to its first target first): Bea at
    # [1,0] is 2 spaces from Pat at [3,2] (diagonals count 1), Alf at [0,0] 3 spaces.
    # The detail and the result are the toy's own types.
    details = [a.detail for fp in plan.figures for a in fp.actions]
    assert details == [Shout("boo", 3), Shout("boo", 2)]
    assert plan.result == Noise(5)
    data = plan.to_json()
    assert data["noise"] == {"total": 5}
    assert data["figures"][1]["actions"][0]["words"] == "boo"
    assert data["figures"][1]["actions"][0]["volume"] == 2
    assert tabletop_ai.validate(toy) == []


def test_the_toy_words_its_own_actions(toy: Path) -> None:
    plan = tabletop_ai.plan_group(tabletop_ai.load_board(toy), "g")
    assert [str(line) for line in plan.describe()] == [
        "Bea: yell: Bea shouts 'boo'",
        "Alf: yell: Alf shouts 'boo'",
    ]


def _stacked(toy: Path, preset: str, n: int) -> list[str]:
    """The problems of the toy board with ``n`` figures on Alf's cell, under ``preset``."""
    data = toy_board_json()
    data["rules"] = {"preset": preset}
    figs = data["figures"]
    assert isinstance(figs, list)
    for f in figs[1:n]:
        f["at"] = [0, 0]
    toy.write_text(json.dumps(data), encoding="utf-8")
    return [p.message for p in tabletop_ai.validate(toy) if "cell" in p.message]


def test_the_toy_lets_two_figures_share_a_cell(toy: Path) -> None:
    # the toy's stacking rule: two on a cell, never three; the contract's: one
    assert _stacked(toy, PRESET, 2) == []
    assert _stacked(toy, PRESET, 3) == ["at [0,0]: 3 toy figures huddle on one cell"]
    assert _stacked(toy, "imperial-assault", 2) == ['"b" at [0,0] stands on the same cell as "a"']


def test_the_toy_rejects_an_instruction_it_does_not_declare(toy: Path) -> None:
    data = toy_board_json()
    data["groups"][0]["instructions"] = [{"type": "shuot"}]  # type: ignore[index]
    toy.write_text(json.dumps(data), encoding="utf-8")
    problems = tabletop_ai.validate(toy)
    assert [p.code for p in problems] == ["unknown-instruction"]
    assert "did you mean 'shout'" in problems[0].message
    with pytest.raises(tabletop_ai.BoardError):
        tabletop_ai.load_board(toy)


def test_the_window_shows_the_toy_plan_and_its_panel(toy: Path, qtbot: object) -> None:
    from PySide6.QtWidgets import QMainWindow

    from tabletop_ai.ui import panels
    from tabletop_ai.ui.editor.context import BoardContext
    from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
    from tabletop_ai.ui.shell.main_window import MainWindow

    def toy_dock(ctx: BoardContext, window: QMainWindow) -> LazyPanelDock:
        dock = LazyPanelDock(
            "Toy", "toy", ctx, window, "toy-panel", lambda: QLabel("the toy's own panel")
        )
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        return dock

    panels.register_panel("toy-panel", toy_dock)
    try:
        w = MainWindow(interactive=False, remember=False)
        qtbot.addWidget(w)  # type: ignore[attr-defined]
        assert w.open_path(toy)
        w.resize(1280, 800)
        w.show()
        QApplication.processEvents()
        dock = w.game_docks["toy-panel"]
        assert not dock.isHidden()  # the board's rule set names it
        assert (
            w.game_docks["automated-emperor"].isHidden() and w.game_docks["battlecrest"].isHidden()
        )
        # the instruction editor offers the toy's declared types only
        types = [w.groups.add_type.itemText(i) for i in range(w.groups.add_type.count())]
        assert types == ["shout"]
        w.groups.instructions.setCurrentRow(0)
        assert w.groups.editor.type_box.currentData() == "shout"
        plan = w.activate_group("g")
        assert plan is not None and plan.result == Noise(5)
        text = w.plan_panel.text.toPlainText()
        # the Plan panel shows the toy's result and details generically (its JSON), its
        # action in the toy's words
        assert "noise" in text and "total" in text and "volume" in text
        assert "yell: Bea shouts 'boo'" in text
        # the shout's drawing hint: Pat blown one cell east, drawn as a push
        layout = w.doc.layout
        drawn = [p for fd in w.scene.drawing.figures for p in fd.pushes]  # type: ignore[union-attr]
        pat = [layout.cell_to_scene(Cell(3, 2)), layout.cell_to_scene(Cell(4, 2))]
        assert drawn == [pat, pat]
        _the_toy_map_and_figures(w)
        shots = Path(__file__).resolve().parents[2] / "build" / "screenshots"
        shots.mkdir(parents=True, exist_ok=True)
        assert w.grab().save(str(shots / "toy-rule-set.png"))
        w.controller.shutdown()
    finally:
        panels._PANELS.pop("toy-panel", None)


def test_the_planning_process_plans_a_rule_set_registered_at_run_time(
    toy: Path, qtbot: object
) -> None:
    """The window's planning process is a fresh interpreter that knows only the built-in
    rule sets: the window hands it the toy's class with the board, so a drag re-plan (off
    the GUI thread) plans by the toy's rules, not the default's."""
    from tabletop_ai.ui.editor.document import Document
    from tabletop_ai.ui.plan.controller import PlanController, _broker

    assert registry.plugin_for(PRESET) is ToyRules
    assert registry.plugin_for("gloomhaven") is None  # built-in: the process has it
    doc = Document(tabletop_ai.load_board(toy), toy)
    ctl = PlanController(doc)
    got: list[object] = []
    ctl.plan_ready.connect(got.append)
    try:
        ctl.activate("g", wait=False)  # planned by the process
        assert not got  # nothing planned on this thread
        qtbot.waitUntil(lambda: bool(got), timeout=30_000)  # type: ignore[attr-defined]
        assert ctl.last_ms > 0
        plan = got[-1]
        assert plan is not None and plan.result == Noise(5)  # type: ignore[attr-defined]
        assert _broker().proc.alive
    finally:
        ctl.shutdown()


def _the_toy_map_and_figures(w: MainWindow) -> None:
    """The toy's declarations in the window: its point kind on the map and in the tools, a
    click on it, its figure fields in the inspector and on the token, its palette."""
    from PySide6.QtCore import QPointF

    from tabletop_ai.board import MapPoint
    from tabletop_ai.ui.editor.figure_kinds import kinds_for

    assert ("points", "drum") in w.tools.buttons  # the map tools offer the toy's point kind
    assert ("points", "spawn") in w.tools.buttons  # and the contract's
    board = w.doc.board
    board.points.append(MapPoint(kind="drum", at=Cell(2, 1), id="d1"))
    w.doc.changed.emit(Changes.everything())
    # a click on the drum with the Move tool runs the toy's operation: one undo step
    w.choose_tool("select", "")
    depth = w.doc.undo_stack.count()
    x, y = w.doc.layout.cell_to_scene(Cell(2, 1))
    w.view.mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)  # type: ignore[union-attr]
    assert w.doc.undo_stack.count() == depth + 1
    assert w.doc.board.points[-1].active is False
    assert w.doc.undo_stack.undoText() == "Beat drum d1"
    # the inspector edits the toy's figure fields: a tick box and a list of ticks
    w.select_figure("a")
    assert set(w.inspector.game_widgets) == {"hoarse", "moods"}
    # a hoarse figure's token is see-through (the field is declared faded)
    fig = w.doc.board.figure("a")
    fig.extra["hoarse"] = True
    w.doc.changed.emit(Changes.everything())
    assert w.scene.figure_items["a"].faded and not w.scene.figure_items["b"].faded
    # the palette offers the toy's kinds
    assert [k["name"] for k in kinds_for(w.doc.board) if not k.get("user")] == ["Shouter"]
