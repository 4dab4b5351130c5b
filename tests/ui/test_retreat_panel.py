"""Hex-wargame retreat in the window: the plan panel shows each retreat's challenge dice, the
ranked hexes and the rejected ones; Apply moves the army and takes destroyed armies off in one
undo step; the ``base`` point has its own marker."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai import plan_group
from tabletop_ai.board import load_board
from tabletop_ai.board.io import board_to_json
from tabletop_ai.geometry import Cell
from tabletop_ai.ui import style
from tabletop_ai.ui.main_window import MainWindow
from tabletop_ai.ui.retreat_info import challenge_html, retreat_html
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
    info = next(a.extra["retreat"] for a in legion.actions if "retreat" in a.extra)
    assert f"Retreat challenge: {info['challenge']['dice']} dice" in text
    assert "Raider Horde" in text  # the army engaged, by name
    assert "Retreat hexes, best first" in text
    for r in info["ranked"]:
        assert r["reason"] in text.replace("\n", " ") or r["reason"][:40] in text
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


def test_retreat_html_pieces() -> None:
    ch = {"dice": 2, "engaged": "h", "attacks": [1.0, 2.0], "average": 1.5, "rounded": 2,
          "plus": 1, "trickster": 1}
    html = challenge_html(ch, {"h": "Horde"})
    assert "2 dice" in html and "Horde" in html and "1.5" in html
    assert "No legal retreat hex" in retreat_html({"candidates": [], "challenge": ch})
    assert "No legal" not in retreat_html({"candidates": [[1, 1]], "chosen": [1, 1],
                                           "ranked": [{"at": [1, 1], "place": 1,
                                                       "reason": "only hex"}]})


def test_base_point_has_its_own_marker() -> None:
    _colour, letter = style.POINTS["base"]
    assert letter == "B" and letter != style.POINT_OTHER[1]


def test_equally_good_hexes_are_marked_as_ties() -> None:
    html = retreat_html({"candidates": [[1, 1], [2, 1]], "chosen": [1, 1], "ranked": [
        {"at": [1, 1], "place": 1, "reason": "tied"},
        {"at": [2, 1], "place": 1, "reason": "tied"}]})
    assert html.count("<td>1=</td>") == 2
    single = retreat_html({"candidates": [[1, 1]], "chosen": [1, 1],
                           "ranked": [{"at": [1, 1], "place": 1, "reason": "only"}]})
    assert "<td>1</td>" in single and "1=" not in single
