"""The hex-wargame retreat applied, saved and reopened; friendly hexes;
whose base a stronghold is; the engaged army (reference/armageddon-empires-retreat.md).

Maps are pointy-top odd-r hexes (see test_retreat.py for the neighbours)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tabletop_ai import plan_group
from tabletop_ai.board.errors import BoardError
from tabletop_ai.board.io import board_to_json, dumps_board, loads_board
from tabletop_ai.wargame.retreat import apply_retreat
from tests.wargame.test_retreat import BASE_01, board, retreat


def _reopen(b: Any) -> Any:
    return loads_board(dumps_board(b), "applied.board.json")


@pytest.mark.parametrize("field", [{"stealthed": True}, {"combat_capable": False}])
def test_retreat_onto_a_hidden_enemy_applies_and_reopens(field: dict[str, Any]) -> None:
    # "If there is no valid retreat hex available (all hexes are occupied by un-stealthed
    # combat capable enemy armies) then the retreating army is destroyed": e holds [0,0],
    # f is stealthed (or not combat-capable) and does not hold [2,0], so A retreats onto f's
    # hex. The applied board has A and f on one hex, and the loader must accept it.
    b = board(["eAf"], {"f": field})
    plan = plan_group(b, "g")
    assert plan.figures[0].end == (2, 0)
    after = apply_retreat(b, plan)
    assert after.figure("A").at == (2, 0) == after.figure("f").at
    again = _reopen(after)
    assert board_to_json(again) == board_to_json(after)
    assert b.figure("A").at == (1, 0)  # the caller's board is not changed


def test_retreat_into_a_friendly_stack_within_the_limit_reopens() -> None:
    # RSBDE 10.8 stacking limit 5: A (2 units) + F (3 units) = 5 fit the fort's hex [0,1]
    figs = {
        "F": {"units": [{"attack": 1}] * 3},
        "A": {"units": [{"attack": 1}] * 2},
        "e": {"units": [{"attack": 2}]},
    }
    b = board([".A..", "F.e."], figs, BASE_01, retreat_stacking_limit=5)
    after = apply_retreat(b, plan_group(b, "g"))
    assert after.figure("A").at == (0, 1) == after.figure("F").at
    _reopen(after)


def test_loader_still_rejects_stacks_the_rules_forbid() -> None:
    # two un-stealthed, combat-capable enemies on one hex: "occupied by ... enemy armies"
    b = board(["eA."], {"e": {}})
    b.update_figure("A", at=b.figure("e").at)
    with pytest.raises(BoardError, match="armies of both sides there are un-stealthed"):
        _reopen(b)
    # over the stacking limit
    figs = {"F": {"units": [{"attack": 1}] * 3}, "A": {"units": [{"attack": 1}] * 2}}
    b = board(["FA."], figs, retreat_stacking_limit=4)
    b.update_figure("A", at=b.figure("F").at)
    with pytest.raises(BoardError, match="stack 5 units on one hex, over the stacking limit"):
        _reopen(b)
    # and a skirmish board (any other rule set) keeps one figure per cell
    b = board(["FA."], {"F": {"stealthed": True}})
    b.rules = dataclasses.replace(b.rules, preset="imperial-assault")
    b.update_figure("A", at=b.figure("F").at)
    with pytest.raises(BoardError, match="stands on the same cell"):
        _reopen(b)


def test_friendly_hex_is_legal_by_default() -> None:
    # Item 2: AE forbids only enemy hexes. A at [1,0] has neighbours [0,0]=e, [2,0]=F,
    # [0,1]=f, [1,1]=g: three enemies and a friend. Without a stacking limit it retreats onto
    # the friend (it was "destroyed" before, "one army per hex").
    a = retreat(board(["eAF", "fg."], {"F": {"group": "other"}}))
    assert not a.destroyed and a.end == (2, 0)


def test_sideless_stronghold_is_nobodys_base() -> None:
    # Item 3: "Armies retreat towards the nearest friendly outpost or stronghold". A stronghold
    # without a side is nobody's, so A has no base and retreats as far from the enemy as it can.
    # Row 0: [0,0] A=[1,0] [2,0] [3,0]; e at [2,1]. From e: [0,0] 3 hexes, [0,1] 2, [2,0] 1.
    pts = [{"id": "ruin", "kind": "stronghold", "at": [3, 0]}]
    a = retreat(board([".A..", "..e."], {"e": {"units": [{"attack": 2}]}}, pts))
    assert a.reason.startswith("no friendly stronghold or outpost on the map")
    assert a.end == (0, 0)
    # the same stronghold given to the AI side pulls it east
    pts[0]["side"] = "ai"
    assert retreat(board([".A..", "..e."], {"e": {"units": [{"attack": 2}]}}, pts)).end == (2, 0)


def test_engaged_army_is_chosen_by_the_players_when_ambiguous() -> None:
    # Item 4: "the average attack strength of the last army to engage the retreating player
    # plus 1 die". A at [1,0] has two enemy armies next to it: e at [0,0] (attack 1 → 2 dice)
    # and f at [2,0] (attack 5 → 6 dice). Only the players know which engaged it last.
    figs = {"e": {"units": [{"attack": 1}]}, "f": {"attack_strength": 5}}
    a = retreat(board(["eAf", "..."], figs))
    ch = a.to_json()["retreat"]["challenge"]
    assert ch["dice"] is None and ch["choose"] is True
    assert [(o["engaged"], o["dice"]) for o in ch["options"]] == [("e", 2), ("f", 6)]
    assert "the players choose which army engaged it last (e → 2 dice, f → 6 dice" in a.reason
    # once they name it, the pool is that army's
    named = retreat(board(["eAf", "..."], figs, ins={"engaged": "f"}))
    assert named.to_json()["retreat"]["challenge"]["dice"] == 6
    # two candidates with equal pools need no choice
    figs["f"] = {"attack_strength": 1}
    same = retreat(board(["eAf", "..."], figs)).to_json()["retreat"]["challenge"]
    assert same["dice"] == 2 and "same pool" in same["text"]


def test_capture_kill_replaces_the_challenge() -> None:
    # "If the army is no longer combat capable due to losses in combat and a hero remains in
    # the army, then instead of the units undergoing a Retreat Challenge the remaining hero
    # is subjected to a Capture Kill attempt."
    figs = {"A": {"combat_capable": False, "hero": "Kurtz"}, "e": {"attack_strength": 3}}
    ch = retreat(board(["eA.", "..."], figs)).to_json()["retreat"]["challenge"]
    assert ch["capture_kill"] is True and ch["dice"] is None
    figs["A"] = {"combat_capable": False}
    assert retreat(board(["eA.", "..."], figs)).to_json()["retreat"]["challenge"]["dice"] == 4
