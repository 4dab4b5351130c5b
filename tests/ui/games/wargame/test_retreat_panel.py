"""Hex-wargame retreat in the window: the plan panel shows each retreat's challenge dice, the
ranked hexes and the rejected ones; Apply moves the army and takes destroyed armies off in one
undo step; the ``base`` point has its own marker."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai import plan_group
from tabletop_ai.board import load_board
from tabletop_ai.board.io import board_to_json
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.games.wargame.retreat_info import challenge_html, retreat_html
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.wargame.retreat import (
    EngagedOption,
    RankedHex,
    RetreatChallenge,
    RetreatDetail,
    RetreatOptions,
    WargameRetreat,
)
from tests.conftest import MAPS

RETREAT = MAPS / "wargame-retreat.board.json"


@pytest.fixture()
def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(load_board(RETREAT), interactive=False, remember=False)
    qtbot.addWidget(w)
    return w


def test_panel_shows_challenge_ranked_and_rejected_hexes(window: MainWindow) -> None:
    plan = window.activate_group("rearguard")
    assert plan is not None
    QApplication.processEvents()
    text = window.plan_panel.text.toPlainText()
    legion = plan.figure_plan("legion")
    assert legion is not None
    info = next(a.to_json()["retreat"] for a in legion.actions if "retreat" in a.to_json())
    assert f"Retreat challenge: {info['challenge']['dice']} dice" in text
    assert "Raider Horde" in text  # the army engaged, by name
    assert "Retreat hexes, best first" in text
    for r in info["ranked"]:
        assert r["reason"] in text  # each ranked hex with the whole reason of its place
    assert "[2,5] ✓" in text  # the chosen hex is marked
    assert "Rejected hexes" in text and "in an enemy zone of control" in text
    # the lost patrol has no legal hex
    assert "No legal retreat hex" in text


def test_apply_removes_destroyed_armies_in_one_undo_step(window: MainWindow) -> None:
    before = board_to_json(window.doc.board)
    plan = window.activate_group("rearguard")
    assert plan is not None
    gone = {fp.figure for fp in plan.figures if fp.destroyed}
    assert gone == {"garrison", "patrol"}
    assert plan_group(window.doc.board, "rearguard").to_json() == plan.to_json()
    depth = window.doc.undo_stack.count()
    window.apply_plan()
    assert window.doc.undo_stack.count() == depth + 1
    b = window.doc.board
    assert all(b.find_figure(f) is None for f in gone)
    assert b.figure("legion").at == Cell(2, 5)
    assert all(f not in window.scene.figure_items for f in gone)
    window.doc.undo_stack.undo()
    assert board_to_json(window.doc.board) == before
    assert gone <= set(window.scene.figure_items)


NO_CHALLENGE = RetreatChallenge("no enemy army engaged it: no retreat challenge")


def _detail(challenge: RetreatChallenge = NO_CHALLENGE, **kw: Any) -> RetreatDetail:
    """A retreat action's typed detail (as the rule set builds it)."""
    return RetreatDetail(challenge, RetreatOptions(), **kw)


def _hex(at: tuple[int, int], place: int, reason: str) -> RankedHex:
    return RankedHex(Cell(*at), place, None, reason, {})


def test_retreat_html_pieces() -> None:
    ch = RetreatChallenge(
        "retreat challenge: 2 dice",
        dice=2,
        engaged="h",
        attacks=(1.0, 2.0),
        average=1.5,
        rounded=2,
        trickster=1,
    )
    html = challenge_html(ch, {"h": "Horde"})
    assert "2 dice" in html and "Horde" in html and "1.5" in html
    assert "No legal retreat hex" in retreat_html(_detail(ch, candidates=[]))
    assert "No legal" not in retreat_html(
        _detail(candidates=[Cell(1, 1)], chosen=Cell(1, 1), ranked=[_hex((1, 1), 1, "only hex")])
    )


def test_base_point_has_its_own_marker() -> None:
    kind = WargameRetreat.point_kind("base")
    assert kind is not None and kind.letter == "B" and kind.letter != style.POINT_OTHER[1]


def test_equally_good_hexes_are_marked_as_ties() -> None:
    html = retreat_html(
        _detail(
            candidates=[Cell(1, 1), Cell(2, 1)],
            chosen=Cell(1, 1),
            ranked=[_hex((1, 1), 1, "tied"), _hex((2, 1), 1, "tied")],
        )
    )
    assert html.count("<td>1=</td>") == 2
    single = retreat_html(
        _detail(candidates=[Cell(1, 1)], chosen=Cell(1, 1), ranked=[_hex((1, 1), 1, "only")])
    )
    assert "<td>1</td>" in single and "1=" not in single


def test_garrison_and_stealth_are_shown_and_edited_in_the_window(window: MainWindow) -> None:
    # garrison and stealthed state visible on the board and editable, so a player
    # never edits JSON. The rule set declares its figure fields; tokens carry their marks.
    from PySide6.QtWidgets import QCheckBox

    QApplication.processEvents()
    assert window.scene.figure_items["garrison"].marks == ["G"]
    assert "S" in window.scene.figure_items["scouts"].marks  # the stealthed Shadow Scouts
    assert window.scene.figure_items["scouts"].faded
    window.select_figure("horde")
    box = window.inspector.game_widgets["stealthed"]
    assert isinstance(box, QCheckBox) and not box.isChecked()
    depth = window.doc.undo_stack.count()
    box.setChecked(True)
    assert window.doc.board.figure("horde").extra["stealthed"] is True
    assert window.doc.undo_stack.count() == depth + 1
    QApplication.processEvents()
    assert "S" in window.scene.figure_items["horde"].marks
    # a stealthed enemy no longer holds its hex: the plan changes with the edit
    window.doc.undo_stack.undo()
    assert "stealthed" not in window.doc.board.figure("horde").extra
    g = window.inspector
    window.select_figure("garrison")
    gbox = g.game_widgets["garrison"]
    assert isinstance(gbox, QCheckBox) and gbox.isChecked()
    gbox.setChecked(False)
    assert "garrison" not in window.doc.board.figure("garrison").extra


def test_base_side_is_asked_and_editable(window: MainWindow) -> None:
    # "Armies retreat towards the nearest friendly outpost or stronghold": the Points tool
    # asks whose base it places, and clicking a base of another side gives it that side.
    from tabletop_ai.ui.editor.interactions import PlacePoint

    tools = window.tools
    tools.base_side.setCurrentIndex(tools.base_side.findData(None))
    tools.choose("points", "outpost")
    mode = window.view.mode
    assert isinstance(mode, PlacePoint)
    layout = window.doc.layout
    from PySide6.QtCore import QPointF, Qt

    x, y = layout.cell_to_scene(Cell(6, 6))
    mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    placed = [p for p in window.doc.board.points if p.at == (6, 6)]
    assert len(placed) == 1 and placed[0].kind == "outpost" and placed[0].side is None
    tools.base_side.setCurrentIndex(tools.base_side.findData("player"))
    mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    placed = [p for p in window.doc.board.points if p.at == (6, 6)]
    assert len(placed) == 1 and placed[0].side == "player"
    # the same side again removes it
    mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    assert not [p for p in window.doc.board.points if p.at == (6, 6)]


def test_a_stack_is_drawn_apart_placed_by_the_stacking_rule_and_saves(
    window: MainWindow, tmp_path: Path
) -> None:
    # Iron Legion (2 units) onto the Reserve's hex [2,4] (2 units): 4 units fit
    # rules.retreat_stacking_limit 4, so the placement check allows the stack; the Raider
    # Horde (an un-stealthed enemy) may not join it.
    from tabletop_ai.board.io import save_board
    from tabletop_ai.board.placement import placement_problem
    from tabletop_ai.engine.board_ops import move_figures
    from tabletop_ai.ui.editor.ops import run_op

    b = window.doc.board
    assert placement_problem(b, "legion", Cell(2, 4)) is None
    problem = placement_problem(b, "horde", Cell(2, 4))
    assert problem is not None and "un-stealthed" in problem
    run_op(window.doc, move_figures({"legion": Cell(2, 4)}), "stack")
    QApplication.processEvents()
    items = [window.scene.figure_items[f] for f in ("legion", "reserve")]
    assert items[0].pos() != items[1].pos()  # both tokens of the stack show
    out = tmp_path / "stacked.board.json"
    save_board(window.doc.board, out)
    assert board_to_json(load_board(out)) == board_to_json(window.doc.board)


def test_ambiguous_engaged_army_and_capture_kill_are_shown() -> None:
    # the players choose which army engaged it; nothing is guessed
    ch = RetreatChallenge(
        "the players choose",
        choose=(EngagedOption("e", 2, "2 dice"), EngagedOption("f", 6, "6 dice")),
    )
    html = challenge_html(ch, {"e": "Raiders", "f": "Tanks"})
    assert "which army engaged it last" in html and "6 dice" in html
    # each army is a link the players click to say it engaged last
    assert "<a href='engaged:f'>Tanks</a>" in html and "<a href='engaged:e'>Raiders</a>" in html
    ck = challenge_html(RetreatChallenge("hero faces it", capture_kill=True))
    assert "Capture Kill" in ck and "hero faces it" in ck


def test_inspector_edits_whose_base_it_is(window: MainWindow) -> None:
    # a click on a stronghold shows its side in the Inspector, which edits it
    from PySide6.QtCore import QPointF, Qt

    window.choose_tool("select", "")
    x, y = window.doc.layout.cell_to_scene(Cell(0, 7))
    window.view.mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    ins = window.inspector
    assert ins.point_id == "citadel" and not ins.point_box.isHidden()
    depth = window.doc.undo_stack.count()
    ins.point_side.setCurrentIndex(ins.point_side.findData(None))
    ins.point_side.activated.emit(ins.point_side.currentIndex())
    citadel = next(p for p in window.doc.board.points if p.id == "citadel")
    assert citadel.side is None and window.doc.undo_stack.count() == depth + 1
    # nobody's base: the legion no longer retreats toward it
    window.doc.undo_stack.undo()
    assert next(p for p in window.doc.board.points if p.id == "citadel").side == "ai"


def test_the_players_choose_the_engaged_army_in_the_plan(qtbot: QtBot) -> None:
    # two enemy armies next to A (2 or 6 dice): the plan asks, a click on the
    # army writes "engaged" on the retreat (one undo step) and the plan is made again
    from PySide6.QtCore import QUrl

    from tests.wargame.test_retreat import board

    b = board(["eAf", "..."], {"e": {"units": [{"attack": 1}]}, "f": {"attack_strength": 5}})
    w = MainWindow(b, interactive=False, remember=False)
    qtbot.addWidget(w)
    plan = w.activate_group("g")
    assert plan is not None
    QApplication.processEvents()
    assert "which army engaged it last" in w.plan_panel.text.toPlainText()
    assert "engaged:f" in w.plan_panel.text.toHtml()  # the Tanks are a link
    depth = w.doc.undo_stack.count()
    w.plan_panel.text.anchorClicked.emit(QUrl("engaged:f"))
    assert w.doc.board.group("g").instructions[0].data["engaged"] == "f"
    assert w.doc.undo_stack.count() == depth + 1
    again = w.controller.plan
    assert again is not None
    info = again.figures[0].actions[0].to_json()["retreat"]["challenge"]
    assert info["dice"] == 6
