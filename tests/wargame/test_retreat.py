"""Hex-wargame retreat (reference/armageddon-empires-retreat.md, rules-facts.md section 3).

Small pointy-top hex maps (odd-r: odd rows shoved right). Neighbours of an even-row hex
(c, r): (c±1, r), (c-1, r±1), (c, r±1); of an odd-row hex: (c±1, r), (c, r±1), (c+1, r±1).

The two-row board used by most cases, with A (the retreating army) at [1,0] and the enemy
army E at [2,1]::

    row 0:  [0,0] [1,0]=A [2,0] [3,0]
    row 1:     [0,1] [1,1] [2,1]=E [3,1]

A can step to [0,0], [2,0], [0,1], [1,1]. Counted hexes from E: [0,0] 3, [1,0] 2, [0,1] 2,
[1,1] 1, [2,0] 1. E's zone of control: [1,1], [3,1], [2,0], [3,0].
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai import plan_group
from tabletop_ai.board import Board, load_board
from tabletop_ai.board.io import board_to_json, dumps_board, loads_board
from tabletop_ai.cli import main
from tabletop_ai.engine.plan import Action, Plan
from tests.conftest import MAPS
from tests.helpers import ascii_board

HEX = {"type": "hex", "orientation": "pointy", "offset": "odd-r"}


def board(
    rows: list[str],
    figures: dict[str, dict[str, Any]] | None = None,
    points: list[dict[str, Any]] | None = None,
    mp: int = 1,
    ins: dict[str, Any] | None = None,
    **rules: Any,
) -> Board:
    figs = figures or {}
    ais = [ch for row in rows for ch in row if ch.isupper() and ch not in "E"]
    for ch in ais:
        figs.setdefault(ch, {})
        figs[ch].setdefault("group", "g")
    return ascii_board(
        rows,
        figs,
        grid={**HEX, "width": len(rows[0]), "height": len(rows)},
        groups=[
            {
                "id": "g",
                "figures": ["A"],
                "instructions": [{"type": "retreat", "mp": mp, **(ins or {})}],
            }
        ],
        points=points or [],
        rules={"preset": "wargame-retreat", "diagonals": "none", "los": "center-line", **rules},
    )


def retreat(b: Board) -> Action:
    plan = plan_group(b, "g")
    return plan.figures[0].actions[0]


def two_rows(**kw: Any) -> Board:
    figures = kw.pop("figures", {})
    figures.setdefault("e", {"units": [{"attack": 2}]})
    points = kw.pop("points", [])
    return board([".A..", "..e."], figures, points, **kw)


BASE_01 = [{"id": "fort", "kind": "stronghold", "side": "ai", "at": [0, 1]}]
BASE_11 = [{"id": "fort", "kind": "stronghold", "side": "ai", "at": [1, 1]}]


# -- blocking: only un-stealthed, combat-capable enemies ------------------------------------
def test_surrounded_by_combat_capable_enemies_is_destroyed() -> None:
    a = retreat(board(["eAf"]))
    assert a.destroyed and a.reason.startswith("no legal retreat hex: destroyed")
    rej = {tuple(r["at"]): r["why"] for r in a.to_json()["retreat"]["rejected"]}
    assert rej == {
        (0, 0): "held by an un-stealthed, combat-capable enemy army",
        (2, 0): "held by an un-stealthed, combat-capable enemy army",
    }


def test_hexes_it_cannot_afford_are_explained() -> None:
    # [0,0] is difficult (2 MP), [2,0] clear: with 1 MP the army takes the clear hex and
    # says why not the other
    a = retreat(board(["~A."]))
    assert not a.destroyed and a.end == (2, 0)
    assert [(r["at"], r["why"]) for r in a.to_json()["retreat"]["rejected"]] == [
        ([0, 0], "needs 2 MP to enter; the retreat has 1")
    ]
    assert retreat(board(["~A~"], mp=2)).mp_spent == 2


def test_difficult_terrain_never_destroys_a_retreating_army() -> None:
    # AE: "If there is no valid retreat hex available (all hexes are occupied by
    # un-stealthed combat capable enemy armies) then the retreating army is destroyed".
    # e holds [0,0]; the only free neighbour, [2,0], is difficult (2 MP) and the retreat
    # has 1 MP. Not every hex is held by an enemy army, so it is not destroyed: it enters
    # [2,0], spending its 1 MP.
    a = retreat(board(["eA~"], {"e": {"units": [{"attack": 2}]}}))
    assert not a.destroyed
    assert a.end == (2, 0) and a.mp_spent == 1
    assert "costs more MP than the retreat has" in a.reason
    # both neighbours difficult: it still retreats, into either (a tie, reported)
    b = retreat(board(["~A~"]))
    assert not b.destroyed and b.end == (0, 0) and b.alternatives == [(2, 0)]
    # an enemy army in every hex still destroys it
    assert retreat(board(["eAf"])).destroyed


@pytest.mark.parametrize("field", [{"stealthed": True}, {"combat_capable": False}])
def test_stealthed_or_non_combat_enemy_does_not_block(field: dict[str, Any]) -> None:
    a = retreat(board(["eAf"], {"f": field}))
    assert not a.destroyed and a.end == (2, 0) and a.highlight == [(2, 0)]


def test_unknown_figure_fields_survive_a_round_trip() -> None:
    b = board(
        ["eAf"],
        {
            "f": {"stealthed": True, "units": [{"name": "Scouts", "attack": 2}]},
            "A": {"garrison": False, "trickster": 1},
        },
    )
    again = loads_board(dumps_board(b), "x.board.json")
    assert board_to_json(again) == board_to_json(b)
    f = again.figure("f")
    assert f.extra["stealthed"] is True and f.extra["units"][0]["attack"] == 2


# -- garrisons and won battles -------------------------------------------------------------
def test_garrison_never_retreats_and_is_destroyed_when_the_battle_is_lost() -> None:
    plan = plan_group(two_rows(figures={"A": {"garrison": True}}, points=BASE_01), "g")
    fp = plan.figures[0]
    assert fp.destroyed and fp.actions[0].destroyed
    assert "a garrison can never retreat" in fp.actions[0].reason


def test_battle_won_remains_in_the_hex() -> None:
    a = retreat(two_rows(figures={"A": {"garrison": True}}, ins={"battle": "won"}))
    assert not a.destroyed and a.end == (1, 0) and a.mp_spent == 0


# -- destinations --------------------------------------------------------------------------
def test_toward_the_nearest_friendly_base_like_the_core() -> None:
    a = retreat(two_rows(points=BASE_01))
    assert a.end == (0, 1) and "toward fort" in a.reason


def test_same_result_as_the_core_retreat_without_options() -> None:
    core = load_board(MAPS / "river-fort.board.json")
    ours = core.copy()
    ours.rules = dataclasses.replace(ours.rules, preset="wargame-retreat")
    p_core, p_ours = plan_group(core, "army"), plan_group(ours, "army")
    for a, b in zip(p_core.figures, p_ours.figures, strict=True):
        ca, cb = a.actions[0], b.actions[0]
        assert (ca.end, ca.alternatives, ca.mp_spent) == (cb.end, cb.alternatives, cb.mp_spent)


def test_barracks_setting_only_counts_bases_with_that_ability() -> None:
    pts = [
        *BASE_11,
        {"id": "depot", "kind": "base", "side": "ai", "at": [0, 0], "abilities": ["barracks"]},
    ]
    assert retreat(two_rows(points=pts)).end == (1, 1)
    a = retreat(two_rows(points=pts, retreat_ability="barracks"))
    assert a.end == (0, 0) and "toward depot" in a.reason


def test_enemy_bases_do_not_count() -> None:
    pts = [{"id": "theirs", "kind": "stronghold", "side": "player", "at": [1, 1]}]
    a = retreat(two_rows(points=pts))
    # no friendly base: as far from the enemy as it can — [0,0] is 3 hexes from E
    assert a.end == (0, 0) and a.reason.startswith("no friendly stronghold or outpost")


# -- classic options -----------------------------------------------------------------------
def test_each_step_farther_from_the_enemy() -> None:
    assert retreat(two_rows(points=BASE_01)).end == (0, 1)
    a = retreat(two_rows(points=BASE_01, retreat_each_step_farther=True))
    # [0,1] is 2 hexes from E, as is A's hex: not farther. Only [0,0] (3) is.
    assert a.end == (0, 0) and a.highlight == [(0, 0)]
    rej = {tuple(r["at"]): r["why"] for r in a.to_json()["retreat"]["rejected"]}
    assert (
        rej[(0, 1)]
        == rej[(1, 1)]
        == rej[(2, 0)]
        == "not farther from the enemy than the hex it leaves"
    )


def test_each_step_farther_applies_to_every_step() -> None:
    # with 2 MP, [0,0] -> [0,1] would end 2 hexes from E after passing 3: not allowed
    a = retreat(two_rows(points=BASE_01, mp=2, retreat_each_step_farther=True))
    assert a.end == (0, 0) and (0, 1) not in a.highlight


def test_each_step_farther_needs_an_enemy_to_measure_from() -> None:
    # no enemy army on the map (only a stealthed one): the option cannot forbid any step
    fort = [{"id": "fort", "kind": "stronghold", "side": "ai", "at": [0, 0]}]
    a = retreat(board([".A.f"], {"f": {"stealthed": True}}, fort, retreat_each_step_farther=True))
    assert a.end == (0, 0) and not a.destroyed


def test_no_entering_enemy_zone_of_control() -> None:
    assert retreat(two_rows(points=BASE_11)).end == (1, 1)
    a = retreat(two_rows(points=BASE_11, retreat_zoc="forbidden"))
    # [1,1] and [2,0] are in E's zone of control; of [0,0] and [0,1], [0,1] is next to the fort
    assert a.end == (0, 1) and sorted(a.highlight) == [(0, 0), (0, 1)]


def test_preference_order_zoc_free_first() -> None:
    a = retreat(two_rows(points=BASE_11, retreat_prefer=["zoc-free", "toward-base", "fewest-mp"]))
    assert a.end == (0, 1) and sorted(a.highlight) == [(0, 0), (0, 1), (1, 1), (2, 0)]
    ranked = a.to_json()["retreat"]["ranked"]
    assert [r["at"] for r in ranked][:2] == [[0, 1], [0, 0]]
    assert ranked[0]["decided_by"] == "nearest the friendly stronghold or outpost"
    assert ranked[1]["decided_by"] == "out of enemy zones of control"


def test_preference_toward_supply() -> None:
    pts = [*BASE_11, {"id": "dump", "kind": "supply", "side": "ai", "at": [0, 0]}]
    a = retreat(two_rows(points=pts, retreat_prefer=["toward-supply", "fewest-mp"]))
    assert a.end == (0, 0)


def test_stacking_limit() -> None:
    figs = {
        "F": {"units": [{"attack": 1}] * 3},
        "A": {"units": [{"attack": 1}] * 2},
        "e": {"units": [{"attack": 2}]},
    }
    rows = [".A..", "F.e."]
    # without a limit a friendly hex is legal (AE forbids only enemy
    # hexes); the fort is under F, so A stacks there. A limit of 1 is "one army per hex".
    assert retreat(board(rows, dict(figs), BASE_01)).end == (0, 1)
    a = retreat(board(rows, dict(figs), BASE_01, retreat_stacking_limit=1))
    rej = {tuple(r["at"]): r["why"] for r in a.to_json()["retreat"]["rejected"]}
    assert (0, 1) not in a.highlight
    assert rej[(0, 1)] == "stacking with F would make 5 units, over the limit of 1"
    # 2 + 3 units fit a limit of 5 and the fort is under F
    assert retreat(board(rows, dict(figs), BASE_01, retreat_stacking_limit=5)).end == (0, 1)
    a = retreat(board(rows, dict(figs), BASE_01, retreat_stacking_limit=4))
    rej = {tuple(r["at"]): r["why"] for r in a.to_json()["retreat"]["rejected"]}
    assert rej[(0, 1)] == "stacking with F would make 5 units, over the limit of 4"


def test_ties_are_alternatives() -> None:
    a = retreat(board([".A."]))
    assert a.end == (0, 0) and a.alternatives == [(2, 0)]


# -- the retreat challenge ------------------------------------------------------------------
def test_dice_pool_average_attack_plus_one_minus_trickster() -> None:
    figs = {
        "e": {"units": [{"attack": 3}, {"attack": 4}]},
        "A": {"units": [{"attack": 1}, {"attack": 1, "trickster": 2}]},
    }
    a = retreat(two_rows(figures=figs, points=BASE_01))
    ch = a.to_json()["retreat"]["challenge"]
    # average 3.5, rounded half up to 4, + 1, - Trickster 2
    assert (ch["average"], ch["rounded"], ch["trickster"], ch["dice"]) == (3.5, 4, 2, 3)
    assert "retreat challenge: 3 dice = average attack 3.50 of e" in a.reason
    figs["A"] = {"trickster": 2}
    down = retreat(two_rows(figures=figs, points=BASE_01, retreat_dice_rounding="down"))
    assert down.to_json()["retreat"]["challenge"]["dice"] == 2  # 3 + 1 - 2


def test_dice_pool_of_the_named_engaged_army() -> None:
    figs = {"e": {"units": [{"attack": 2}]}, "f": {"attack_strength": 5}}
    b = board([".A..f", "..e.."], figs, BASE_01, ins={"engaged": "f"})
    ch = retreat(b).to_json()["retreat"]["challenge"]
    assert ch["engaged"] == "f" and ch["dice"] == 6
    bad = board([".A..f", "..e.."], figs, BASE_01, ins={"engaged": "zz"})
    a = retreat(bad)
    assert a.skipped and 'engaged "zz" names no figure' in a.reason


# -- options are checked --------------------------------------------------------------------
def test_bad_option_names_the_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # planning goes on with the default and warns; validate fails naming the key
    plan = plan_group(two_rows(points=BASE_11, retreat_prefer=["zoc-free", "closest-pub"]), "g")
    assert plan.to_json()["warnings"] == [
        "rules.retreat_prefer[1] 'closest-pub' is not one of zoc-free, toward-base, "
        "toward-supply, farther-from-enemy, fewest-mp; planning with the default"
    ]
    # the default order (toward the base, then fewest MP) is used: the fort's hex [1,1]
    assert plan.figures[0].actions[0].end == (1, 1)
    data = json.loads((MAPS / "wargame-retreat.board.json").read_text())
    data["rules"]["retreat_zoc"] = "sometimes"
    p = tmp_path / "w.board.json"
    p.write_text(json.dumps(data))
    assert main(["validate", str(p)]) == 2
    assert capsys.readouterr().err.startswith(
        'w.board.json: rules.retreat_zoc is \'sometimes\'; it must be "allowed" or "forbidden"'
    )
    assert main(["plan", str(p), "-g", "rearguard"]) == 0
    assert "warning: rules.retreat_zoc is 'sometimes'" in capsys.readouterr().out


# -- the sample board -----------------------------------------------------------------------
def test_sample_board_plan() -> None:
    plan: Plan = plan_group(load_board(MAPS / "wargame-retreat.board.json"), "rearguard")
    by = {fp.figure: fp for fp in plan.figures}
    legion = by["legion"].actions[0]
    # it passes the stealthed Shadow Scouts and may stack with the Reserve (2+2 <= 4)
    assert sorted(legion.highlight) == [(2, 4), (2, 5), (3, 4)] and legion.end == (2, 5)
    assert legion.to_json()["retreat"]["challenge"]["dice"] == 3
    assert by["garrison"].destroyed and by["patrol"].destroyed
