"""The Emperor's turn as a whole: the order deck, the card's step order, the refresh check, the
Emperor's defense, the plan values the panel reads, and the command line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai import plan_group
from tabletop_ai.board import board_to_json, load_board, save_board
from tabletop_ai.cli import main
from tests.battlecrest.boards import (
    actions,
    bc_board,
    card,
    emperor_plan,
    one,
    order_card,
    solo_card,
)
from tests.conftest import MAPS

CARDS = [
    order_card("N", cid="a", refresh=1, defense_modifier=-1),
    order_card("E", cid="b", defense_modifier=2, unique_crest=True),
]


def _state(plan: Any) -> dict[str, Any]:
    return dict(plan.to_json()["battlecrest"]["state_after"])


def test_turn_starts_by_advancing_the_order_deck() -> None:
    board = bc_board(["E.h"], cards=CARDS, deck={"draw": ["a", "b"], "current": None})
    plan = emperor_plan(board)
    first = actions(plan)[0]
    assert first.type == "advance_deck" and first.to_json()["step"] == 1
    assert plan.to_json()["battlecrest"]["order_card"]["id"] == "a"
    assert plan.to_json()["battlecrest"]["compass"] == "N"
    assert _state(plan)["order_deck"] == {"draw": ["b"], "current": "a", "discard": []}


def test_advancing_puts_the_old_card_on_the_discard() -> None:
    board = bc_board(["E.h"], cards=CARDS, deck={"draw": ["b"], "current": "a"})
    plan = emperor_plan(board)
    assert _state(plan)["order_deck"] == {"draw": [], "current": "b", "discard": ["a"]}
    assert plan.to_json()["battlecrest"]["unique_crest"] is True


def test_an_empty_draw_pile_recycles_the_discard() -> None:
    board = bc_board(["E.h"], cards=CARDS, deck={"draw": [], "current": "a", "discard": ["b"]})
    plan = emperor_plan(board)
    assert _state(plan)["order_deck"] == {"draw": ["a"], "current": "b", "discard": []}
    assert "ran out" in one(plan, "advance_deck").reason


def test_the_caller_board_is_never_changed() -> None:
    board = bc_board(["E.h"], cards=CARDS, deck={"draw": ["a", "b"], "current": None})
    before = board_to_json(board)
    emperor_plan(board)
    assert board_to_json(board) == before


@pytest.mark.parametrize(
    "steps",
    [
        ("movement", "activation", "refresh"),
        ("activation", "movement", "refresh"),
        ("refresh", "activation", "movement"),
    ],
)
def test_steps_follow_the_order_card(steps: tuple[str, ...]) -> None:
    solo = solo_card(action_cards=[card("c1", {"type": "attack", "value": 1}, move=1)])
    board = bc_board(
        ["E..h"], solo=solo, row=[{"card": "c1", "ready": True}], cards=[order_card(steps=steps)]
    )
    plan = emperor_plan(board)
    phases = [s["phase"] for s in plan.to_json()["battlecrest"]["steps"]]
    seen = [p for i, p in enumerate(phases) if p not in phases[:i]]
    assert seen == ["advance", *steps]


def _refresh_board(refresh: int) -> Any:
    solo = solo_card(
        action_cards=[card("c1", {"type": "attack", "value": 1}), card("c2"), card("c3")]
    )
    return bc_board(
        ["E.h"],
        solo=solo,
        cards=[order_card(refresh=refresh)],
        row=[
            {"card": "c1", "ready": True},
            {"card": "c2", "ready": True},
            {"card": "c3", "ready": False},
        ],
    )


def test_refresh_when_ready_cards_are_at_most_the_refresh_value() -> None:
    # c1 is activated (exhausted): 1 ready card left <= refresh 1 → every card is ready again.
    plan = emperor_plan(_refresh_board(1))
    r = one(plan, "refresh")
    assert not r.skipped
    assert all(c["ready"] for c in _state(plan)["action_row"])


def test_no_refresh_above_the_refresh_value() -> None:
    plan = emperor_plan(_refresh_board(0))
    assert one(plan, "refresh").skipped
    assert [c["ready"] for c in _state(plan)["action_row"]] == [False, True, False]


def test_activation_uses_the_first_ready_card_and_exhausts_it() -> None:
    solo = solo_card(action_cards=[card("c1"), card("c2", {"type": "attack", "value": 2})])
    board = bc_board(
        ["E.h"], solo=solo, row=[{"card": "c1", "ready": False}, {"card": "c2", "ready": True}]
    )
    plan = emperor_plan(board)
    assert one(plan, "activate").to_json()["card"]["id"] == "c2"
    assert one(plan, "attack").to_json()["wounds"] == 2


# -- defense --------------------------------------------------------------------------------------
def _defense_board(modifier: int, target: str = "E", **state: Any) -> Any:
    solo = solo_card(
        action_cards=[card("c1", defense=1), card("c2", defense=3, crest="shield", crest_defense=1)]
    )
    return bc_board(
        ["E1S", "..h"],
        solo=solo,
        cards=[
            order_card(cid="a"),
            order_card(cid="b", defense_modifier=modifier, unique_crest=True),
        ],
        deck={"draw": ["b"], "current": "a"},
        row=[{"card": "c1", "ready": True}, {"card": "c2", "ready": True}],
        locations={"1": {"bonuses": {"defense": 1}}},
        figures={"S": {"defense": 1}},
        state=state,
        instructions=[{"type": "emperor_defense", "target": target, "attack": 4}],
    )


def test_hero_defense_advances_the_deck_and_adds_the_order_card_modifier() -> None:
    # c2 (defense 3) + L1 defense 1 - 1 (card b) = 3; the unique crest of b does not count on
    # defense. Attack 4 → 1 wound.
    plan = emperor_plan(_defense_board(-1))
    d = one(plan, "defend")
    assert d.to_json()["defense"] == 3
    assert d.to_json()["wounds"] == 1
    st = _state(plan)
    assert st["order_deck"]["current"] == "b"
    assert [c["ready"] for c in st["action_row"]] == [True, False]


def test_applied_crest_adds_to_defense() -> None:
    plan = emperor_plan(_defense_board(-1, applied_crests=["shield"]))
    assert one(plan, "defend").to_json()["defense"] == 4


def test_defense_never_below_zero() -> None:
    plan = emperor_plan(_defense_board(-9))
    assert one(plan, "defend").to_json()["defense"] == 0


def test_sidekick_defends_without_deck_or_modifier() -> None:
    plan = emperor_plan(_defense_board(-1, target="S"))
    d = one(plan, "defend")
    assert d.to_json()["defense"] == 2  # its defense 1 + L1's defense bonus
    assert not actions(plan, "advance_deck")
    assert _state(plan)["order_deck"]["current"] == "a"


def test_hero_without_a_ready_card_does_not_defend() -> None:
    board = _defense_board(0)
    board.extra["battlecrest"]["action_row"] = [{"card": "c1", "ready": False}]
    plan = emperor_plan(board)
    assert one(plan, "defend").to_json()["defense"] == 0
    assert not actions(plan, "advance_deck")


# -- the sample board, plan values and the command line ----------------------------------------
SAMPLE = MAPS / "battlecrest-duel.board.json"


def test_sample_board_plans_a_whole_turn() -> None:
    plan = plan_group(load_board(SAMPLE), "emperor")
    bc = plan.to_json()["battlecrest"]
    assert bc["order_card"]["id"] == "o1"
    assert [s["n"] for s in bc["steps"]] == list(range(1, len(bc["steps"]) + 1))
    for s in bc["steps"]:
        assert s["reason"] and s["phase"] and s["figure"]
    move = one(plan, "move", "emp")
    assert move.end == (1, 2)
    assert move.to_json()["destination"]["rule"] == 4


def test_cli_plan_prints_the_numbered_steps(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(SAMPLE), "--group", "emperor"]) == 0
    out = capsys.readouterr().out
    assert "order card Advance" in out
    assert "  1. [advance]" in out
    assert "rule 4" in out


def test_cli_plan_json_carries_the_panel_values(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(SAMPLE), "--group", "emperor", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rule_set"] == "battlecrest"
    assert data["battlecrest"]["compass"] == "N"
    emp = data["figures"][0]
    assert emp["figure"] == "emp"
    assert [a["step"] for a in emp["actions"]] == sorted(a["step"] for a in emp["actions"])


def test_cli_names_the_file_and_place_of_a_bad_battlecrest_object(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(SAMPLE.read_text("utf-8"))
    data["battlecrest"]["order_deck"]["draw"][1] = "nope"
    bad = tmp_path / "bad.board.json"
    bad.write_text(json.dumps(data), "utf-8")
    assert main(["plan", str(bad), "--group", "emperor"]) == 2
    err = capsys.readouterr().err
    assert "bad.board.json: battlecrest.order_deck.draw[1] 'nope' names no order card" in err


def test_board_after_applies_moves_pushes_wounds_flips_and_state() -> None:
    from tabletop_ai.battlecrest.apply import board_after

    board = load_board(SAMPLE)
    plan = plan_group(board, "emperor")
    after = board_after(board, plan)
    assert after.figure("emp").at == (1, 2)
    assert after.figure("hound").at == (1, 1)
    # your hero: attacked for 2, then pushed onto the pit [1,4] for 1 more
    assert after.figure("mut").at == (1, 4)
    assert after.figure("mut").health == 3
    assert after.extra["battlecrest"]["order_deck"]["current"] == "o1"
    assert board.figure("mut").health == 6  # the caller's board is untouched


def test_cli_battlecrest_apply_plays_turn_after_turn(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "duel.board.json"
    path.write_text(SAMPLE.read_text("utf-8"), "utf-8")
    assert main(["battlecrest", str(path), "--group", "emperor", "--apply"]) == 0
    assert "order card Advance" in capsys.readouterr().out
    assert main(["battlecrest", str(path), "--group", "emperor", "--apply"]) == 0
    assert "order card Strike First" in capsys.readouterr().out
    saved = load_board(path)
    assert saved.extra["battlecrest"]["order_deck"]["discard"] == ["o1"]
    assert saved.figure("mut").health < 6


def test_validate_reports_a_bad_battlecrest_object(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(SAMPLE.read_text("utf-8"))
    data["battlecrest"]["solo_card"] = "nobody"
    data["battlecrest"]["action_row"][0] = {"ready": True}
    bad = tmp_path / "bad.board.json"
    bad.write_text(json.dumps(data), "utf-8")
    assert main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.board.json: battlecrest.solo_card 'nobody' names no solo card" in err
    assert "bad.board.json: battlecrest.action_row[0] needs" in err
    assert main(["validate", str(SAMPLE)]) == 0


def test_no_turn_once_a_hero_has_fallen() -> None:
    board = bc_board(["E.h"], figures={"h": {"health": 0}})
    plan = emperor_plan(board)
    assert [a.type for a in actions(plan)] == ["game_over"]
    assert "the game is over" in actions(plan)[0].reason


def test_his_hero_fallen_with_no_sidekick_ends_the_game_on_every_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """ "You and the Emperor take turns ... until one hero dies": his hero at 0 health and no
    sidekick left standing is a game over, not a group without figures — the plan, the
    ``battlecrest`` command (with ``--apply``) and the Emperor's defense all say so."""
    board = bc_board(
        ["E.h"],
        figures={"E": {"health": 0}},
        instructions=[{"type": "emperor_turn"}],
    )
    plan = emperor_plan(board)
    assert [a.type for a in actions(plan)] == ["game_over"]
    assert plan.figures[0].figure == "E"
    path = tmp_path / "over.board.json"
    save_board(board, path)
    assert main(["battlecrest", str(path), "-g", "emperor"]) == 0
    out = capsys.readouterr().out
    assert "E has fallen: the game is over" in out
    assert main(["battlecrest", str(path), "-g", "emperor", "--apply"]) == 0
    assert load_board(path).find_figure("E") is not None
    defended = bc_board(
        ["E.h"],
        figures={"E": {"health": 0}},
        instructions=[{"type": "emperor_defense", "attack": 3}],
    )
    steps = actions(emperor_plan(defended))
    assert [a.type for a in steps] == ["game_over"]
