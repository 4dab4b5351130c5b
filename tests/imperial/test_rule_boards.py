"""Rules the planner gets wrong: one small board per rule, its answer worked out in
the comment from the rules texts (``reference/automated-emperor.html`` = AE,
``reference/imperial-commander-instructions.md`` = IC, ``reference/rules-facts.md`` = RRG notes)
and the contract (board-format.md sections 8 and 10).

Counting on these square boards: diagonal steps count 1 (RRG "Counting spaces"), so the counted
distance between [x1,y1] and [x2,y2] on an open board is max(|dx|, |dy|).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board.model import Board
from tabletop_ai.imperial.apply import apply_plan
from tests.helpers import ascii_board

RANGED = {"attack": "ranged", "speed": 6, "health": 3, "max_health": 3, "group": "g"}
MELEE = {"attack": "melee", "speed": 4, "health": 3, "max_health": 3, "group": "g"}


def card(actions: list[str], secondary: list[str] | None = None) -> dict[str, Any]:
    return {"type": "ae_card", "actions": actions, "secondary": secondary or [], "blitz": False}


def ae_board(
    rows: list[str],
    figures: dict[str, dict[str, Any]],
    ins: dict[str, Any],
    top: dict[str, Any] | None = None,
    **rules: Any,
) -> Board:
    ai_ids = [
        ch
        for row in rows
        for ch in row
        if ch.isupper() and figures.get(ch, {}).get("group", "g") == "g"
    ]
    return ascii_board(
        rows,
        figures,
        groups=[{"id": "g", "figures": ai_ids, "instructions": [ins]}],
        rules={"preset": "automated-emperor", **rules},
        **(top or {}),
    )


def acts(board: Board, fid: str = "A") -> list[dict[str, Any]]:
    fp = plan_group(board, "g").figure_plan(fid)
    assert fp is not None
    return [a.to_json() for a in fp.actions]


# -- 1. ranged reposition "up to 4 spaces away" ----------------------------------------------

COVER = ["A.......p", "....#....", "....#...."]


def test_ranged_reposition_never_goes_beyond_four_spaces() -> None:
    # AE "Repositioning ... Ranged: Move to be up to 4 spaces away from nearby rebels. Use
    # cover if possible". A (ranged, speed 6) engages p at [8,0]: the cheapest cell 4 spaces
    # from p is [4,0] (4 MP; spec 10), 2 MP left. It attacks p (4 spaces, AE ranged range 4).
    # Reposition with 2 MP: cells within 4 spaces of p reachable now are column 4 only, and
    # [4,1], [4,2] are blocking: [4,0] is the best cell, so reposition is skipped. The cells
    # [3,1]/[2,2] behind the blocks are hidden from p but 5 and 6 spaces away: beyond "up to
    # 4", never chosen (the old scoring capped distance at 4 and walked there).
    a = acts(ae_board(COVER, {"A": RANGED}, card(["engage", "attack", "reposition"])))
    assert [(x["type"], x["skipped"]) for x in a] == [
        ("engage", False),
        ("attack", False),
        ("reposition", True),
    ]
    assert a[0]["end"] == [4, 0]
    assert "up to 4 spaces" in a[2]["reason"]


def test_reposition_before_attack_keeps_the_attack() -> None:
    # Card engage, reposition, attack. Engage: [4,0] (4 MP, 2 left; [4,1] ties, reading order).
    # Reposition: cell [4,2] is 4 spaces from p and hidden by the blocks at [5,1],[6,1] ("use
    # cover"), but the card's attack is still to come and from [4,2] p cannot be attacked;
    # our reading (rule option ae_reposition_keeps_attack, default): a position that loses
    # the attack is not "better": only cells that can still attack p count, [4,0] is best,
    # reposition skipped, and the attack is made.
    rows = ["A.......p", ".....##..", "........."]
    a = acts(ae_board(rows, {"A": RANGED}, card(["engage", "reposition", "attack"])))
    assert [(x["type"], x["skipped"]) for x in a[:3]] == [
        ("engage", False),
        ("reposition", True),
        ("attack", False),
    ]
    assert a[2]["target"] == "p"
    # With the option off the contract's scoring alone hides at [4,2] and cannot attack.
    a = acts(
        ae_board(
            rows,
            {"A": RANGED},
            card(["engage", "reposition", "attack"]),
            ae_reposition_keeps_attack=False,
        )
    )
    assert a[1]["end"] == [4, 2] and a[2]["type"] == "attack" and a[2]["skipped"]


# -- 2. actions that cannot be completed are skipped -----------------------------------------


def test_engage_that_cannot_get_closer_is_skipped_and_spends_nothing() -> None:
    # A (melee) at [0,0]; q (red) adjacent at [1,0]; b (blue) at [4,0] sealed off by the
    # blocking cell [3,0] on a one-row board. Card engage, engage, attack; secondary blue.
    # Engage targets b (first secondary colour): no cell can attack b and no move brings A
    # closer (b cannot be counted to): AE "Actions that cannot be completed ... are
    # skipped" — both engages skipped, no action spent. Attack: b cannot be attacked, so the
    # closest rebel q is (AE "Attack" order). Before the fix both engages "stayed" and spent
    # the two actions, and q was never attacked.
    a = acts(
        ae_board(
            ["Aq.#b"],
            {"A": MELEE, "q": {"color": "red"}, "b": {"color": "blue"}},
            card(["engage", "engage", "attack"], ["blue"]),
        )
    )
    assert [(x["type"], x["skipped"]) for x in a[:3]] == [
        ("engage", True),
        ("engage", True),
        ("attack", False),
    ]
    assert a[2]["target"] == "q"
    # the pass used one action and one is left: the list starts again (pass-repeat), and
    # that pass does nothing (engages skipped, one attack per activation): it ends there
    assert [(x["type"], x["skipped"]) for x in a[3:]] == [
        ("engage", True),
        ("engage", True),
        ("attack", True),
    ]


# -- 3. limit of one attack action (IC) ------------------------------------------------------


def ic_board(instructions: list[dict[str, Any]], **rules: Any) -> Board:
    return ascii_board(
        ["A.p"],
        {"A": {"attack": "ranged", "group": "g"}},
        groups=[{"id": "g", "figures": ["A"], "instructions": instructions}],
        rules={"preset": "imperial-commander", **rules},
    )


def test_ic_second_attack_action_is_skipped() -> None:
    # IC "Limit of One Attack Action": "cannot perform more than one attack action during its
    # activation ... An instruction is an attack action if it is preceded by the symbol" (in
    # the file: "action": true). p is in sight: the first attack action is made, the second
    # is skipped with that reason.
    fp = plan_group(
        ic_board([{"type": "attack", "action": True}, {"type": "attack", "action": True}]), "g"
    ).figures[0]
    assert [a.skipped for a in fp.actions] == [False, True]
    assert "limit of one attack action" in fp.actions[1].reason
    # "An attack instruction that is not preceded by a symbol does not count"
    fp = plan_group(
        ic_board([{"type": "attack", "action": True}, {"type": "attack"}]), "g"
    ).figures[0]
    assert [a.skipped for a in fp.actions] == [False, False]
    # rule option for lists entered without the marks: every attack counts
    fp = plan_group(
        ic_board([{"type": "attack"}, {"type": "attack"}], ic_attack_limit="all"), "g"
    ).figures[0]
    assert [a.skipped for a in fp.actions] == [False, True]


# -- 4. doors --------------------------------------------------------------------------------

DOOR_MAP = {
    "walls": [[[2, 0], [3, 0]], [[2, 2], [3, 2]]],
    "doors": [{"id": "d1", "between": [[2, 1], [3, 1]], "open": False}],
}


def test_figure_moves_to_a_closed_door_and_opens_it() -> None:
    # Two rooms: a wall between columns 2 and 3 except the closed door d1 between [2,1] and
    # [3,1]. A (melee, speed 4) at [0,0], p at [6,2]. A closed door is a wall (spec 2), so p
    # cannot be reached or counted to; with it open p is 6 spaces away. AE "Attack action
    # becomes interact, in the case of doors": engage moves A to the door — the cell on its
    # side, [2,1], 2 MP — and the attack action opens it (interact, naming the door).
    b = ae_board(
        ["A......", ".......", "......p"], {"A": MELEE}, card(["engage", "attack"]), top=DOOR_MAP
    )
    plan = plan_group(b, "g")
    a = [x.to_json() for x in plan.figures[0].actions]
    assert [(x["type"], x["skipped"]) for x in a] == [("engage", False), ("interact", False)]
    assert a[0]["end"] == [2, 1] and "closed door" in a[0]["reason"]
    assert a[1]["door"] == [[2, 1], [3, 1]] and "opens the door" in a[1]["reason"]
    # Apply changes the board: A at the door, the door open; the input board is unchanged
    new = apply_plan(b, plan)
    d = new.door((2, 1), (3, 1))
    assert d is not None and d.open and new.figure("A").at == (2, 1)
    d0 = b.door((2, 1), (3, 1))
    assert d0 is not None and not d0.open


def test_door_rule_option_off_keeps_doors_shut() -> None:
    # ae_open_doors false: a closed door is only a wall; engage cannot get closer: skipped.
    b = ae_board(
        ["A......", ".......", "......p"],
        {"A": MELEE},
        card(["engage", "attack"]),
        top=DOOR_MAP,
        ae_open_doors=False,
    )
    a = acts(b)
    assert all(x["skipped"] for x in a) and not any(x["type"] == "interact" for x in a)


def test_door_opens_with_the_attack_action_after_an_attack() -> None:
    # The door d1 between [2,1] and [3,1]; A (ranged, AE range 4) stands at [2,1], the cell
    # on its side. p, the priority target, at [4,1] behind the closed door: no spaces are
    # counted through a closed door (RRG), so p cannot be attacked — it is "behind the
    # closed door", not out of range (2 spaces with the door open). q at [0,0], 2 spaces
    # away in sight. Card engage, attack:
    # pass 1: engage: A stands at the door on its way to p: no move, no action spent;
    #   attack: p cannot be attacked, q can ("closest rebel with least health"): 1st action.
    # pass 2: engage again at the door; attack: A has attacked, but "Attack action becomes
    #   interact, in the case of doors" and an interact is no attack: it opens d1 (2nd).
    b = ae_board(
        ["q......", "..A.p..", "......."],
        {"A": RANGED, "q": {"health": 5}, "p": {"health": 5}},
        card(["attack", "engage"]),
        top={**DOOR_MAP, "mission": {"priority_target": "p"}},
    )
    a = acts(b)
    assert [(x["type"], x["skipped"]) for x in a] == [
        ("attack", False),
        ("engage", True),
        ("interact", False),
        ("engage", True),
    ]
    assert a[0]["target"] == "q"
    assert "cannot attack p (behind the closed door between [2,1] and [3,1])" in a[0]["reason"]
    assert a[2]["door"] == [[2, 1], [3, 1]]
    d = apply_plan(b, plan_group(b, "g")).door((2, 1), (3, 1))
    assert d is not None and d.open


def test_a_sealed_priority_target_gives_way_to_the_first_secondary() -> None:
    # p, the priority target, sits in the corner [6,0] walled off on both open sides: no
    # space can be counted to it and no door leads there. q (red, the card's first
    # secondary colour) at [2,0], 2 spaces from A (melee, speed 4) at [0,0]. AE: "If
    # Priority Target is not a valid target ... target the first Secondary Target", and "If
    # unsure of anything, do the action that is MOST damaging to the Rebels": engage moves
    # A next to q — the cheapest cell, [1,0], 1 MP — and the attack hits q.
    b = ae_board(
        ["A.q...p", "......."],
        {"A": MELEE, "q": {"health": 5, "color": "red"}, "p": {"health": 5}},
        card(["engage", "attack"], ["red"]),
        top={
            "walls": [[[5, 0], [6, 0]], [[6, 0], [6, 1]]],
            "mission": {"priority_target": "p"},
        },
    )
    a = acts(b)
    assert [(x["type"], x["skipped"]) for x in a] == [("engage", False), ("attack", False)]
    assert a[0]["end"] == [1, 0] and a[0]["target"] == "q"
    assert "sealed off" in a[0]["reason"]
    assert a[1]["target"] == "q"


# -- 6. defeated figures leave the board -----------------------------------------------------


def test_defeated_figure_blocks_nothing_and_apply_removes_it() -> None:
    # One-row corridor: A (melee) [0,0], D (an Imperial figure at health 0: defeated) [1,0],
    # p [2,0]. RRG: a defeated figure is removed from the map, so [1,0] is free: engage ends
    # there (1 MP), adjacent to p, and the attack follows. Were D standing, A could not end
    # on [1,0] and no cell adjacent to p would be reachable.
    b = ae_board(
        ["ADp"],
        {"A": MELEE, "D": {"side": "ai", "health": 0, "group": "other"}},
        card(["engage", "attack"]),
    )
    plan = plan_group(b, "g")
    a = [x.to_json() for x in plan.figures[0].actions]
    assert a[0]["end"] == [1, 0] and a[1]["target"] == "p" and not a[1]["skipped"]
    assert "D" not in {f.id for f in apply_plan(b, plan).figures}


def test_defeated_rebel_is_never_a_target_and_blocks_no_sight() -> None:
    # A (ranged) [0,0], d (rebel, health 0) [1,0], p [3,0]: d is not a target; the line to
    # p crosses d's cell, which no longer blocks sight (figures block sight only while on
    # the map). Attack p at 3 spaces.
    a = acts(ae_board(["Ad.p"], {"A": RANGED, "d": {"health": 0}}, card(["attack"])))
    assert a[0]["target"] == "p" and a[0]["distance"] == 3


# -- 7. Reach as a keyword -------------------------------------------------------------------


def test_reach_keyword_attacks_at_two_spaces() -> None:
    # IC "For a (melee) attack ... within two spaces if it has the "Reach" keyword"; AE
    # "Reach : 2 spaces". A melee with Reach at [0,0], p at [2,0]: engage does not apply (it
    # can already attack), attack p at 2 spaces. Without the keyword it must engage first.
    a = acts(ae_board(["A.p"], {"A": {**MELEE, "keywords": ["Reach"]}}, card(["engage", "attack"])))
    assert (a[0]["type"], a[0]["skipped"]) == ("engage", True)
    assert a[1]["target"] == "p" and a[1]["distance"] == 2
    a = acts(ae_board(["A.p"], {"A": MELEE}, card(["engage", "attack"])))
    assert a[0]["end"] == [1, 0]
    # the same under Imperial Commander's attack instruction
    b = ascii_board(
        ["A.p"],
        {"A": {"attack": "melee", "keywords": ["reach"], "group": "g"}},
        groups=[{"id": "g", "figures": ["A"], "instructions": [{"type": "attack"}]}],
    )
    fp = plan_group(b, "g").figures[0]
    assert fp.actions[0].target == "p" and not fp.actions[0].skipped


# -- 8. "draw for a target" never answers none while rebels stand ----------------------------


def test_target_outside_activation_falls_back_to_closest_least_health(
    tmp_path: Any, monkeypatch: Any
) -> None:
    # AE "Choosing Targets": "If no priority or secondary targets are available, closest
    # rebel controlled figure with least health is targeted". Rebels a (health 3) and b
    # (health 1) have no colour in the drawn card's list (ae-01: blue, yellow) and there is
    # no priority target: the target is b (least health; no source figure to measure from).
    # With the effect's source X at [0,0]: a (1 space) is closer than b (4): a.
    from tabletop_ai.imperial import game
    from tabletop_ai.imperial.data import load_imperial_data

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path))
    data = load_imperial_data()
    b = ascii_board(
        ["Xa..b"],
        {
            "a": {"health": 3, "color": "red"},
            "b": {"health": 1, "color": "green"},
            "X": {"group": "g"},
        },
        groups=[{"id": "g", "figures": ["X"], "instructions": []}],
    )
    st = game.setup(b, data, seed=1, blitz_level=0)
    st.deck = ["ae-01"]
    pick = game.target_outside_activation(b, st, data)
    assert pick is not None and pick.id == "b"
    st.deck = ["ae-01"]
    pick = game.target_outside_activation(b, st, data, source="X")
    assert pick is not None and pick.id == "a"
    # the priority target first, with no draw (AE "Other Bits")
    b.mission = dataclasses.replace(b.mission, priority_target="a")
    st.deck = ["ae-01"]
    pick = game.target_outside_activation(b, st, data)
    assert pick is not None and pick.id == "a" and st.deck == ["ae-01"]


# -- 9. surges -------------------------------------------------------------------------------


def test_ae_surge_order_has_double_surges_step() -> None:
    # AE "Surges": "Spend to increase accuracy to hit; Double Surges; Apply remaining from
    # left to right, top to bottom on deployment card": accuracy, then the two-surge
    # ability, then the others in card order.
    from tabletop_ai.imperial.game import ae_surge_order

    order = ae_surge_order(["+1 damage", "2 surges: Pierce 2", "Bleed"])
    assert order[0].startswith("spend surges to increase accuracy")
    assert order[1] == "double surges: 2 surges: Pierce 2"
    assert order[2:] == ["then left to right: +1 damage", "then left to right: Bleed"]


def test_ic_activation_shows_its_surge_order(tmp_path: Any, monkeypatch: Any) -> None:
    # IC "Surge Priority": the deployment card's order; "Surge abilities added through bonus
    # effects ... are always priority 1". Trooper Squad's card: +1 damage, +2 accuracy.
    from tabletop_ai.imperial.data import load_imperial_data
    from tabletop_ai.imperial.ic import activate_ic

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path))
    b = ascii_board(
        ["A.p"],
        {"A": {"attack": "ranged", "group": "g"}},
        groups=[
            {
                "id": "g",
                "figures": ["A"],
                "instructions": [{"type": "attack"}],
                "deployment": "trooper-squad",
                "bonus": ["surge: +1 pierce"],
            }
        ],
    )
    a = activate_ic(b, "g", load_imperial_data(), seed=1)
    assert a.plan.to_json()["ic"]["surges"][:3] == [
        "bonus effect (priority 1): surge: +1 pierce",
        "2. +1 damage",
        "3. +2 accuracy",
    ]


# -- 10. conditions --------------------------------------------------------------------------


def test_condition_removed_by_its_action_is_gone_after_apply() -> None:
    # AE "Conditions": "If an Imperial figure has condition that requires action to remove,
    # they will use an action at start of activation to remove it". A is Stunned and Focused:
    # one action removes Stunned (Focused needs none). Apply takes Stunned off; planning
    # again, no action is spent on it.
    b = ae_board(["A.p"], {"A": {**RANGED, "conditions": ["stunned", "focused"]}}, card(["attack"]))
    plan = plan_group(b, "g")
    a = [x.to_json() for x in plan.figures[0].actions]
    assert a[0]["type"] == "remove_condition" and a[0]["condition"] == "stunned"
    new = apply_plan(b, plan)
    assert new.figure("A").extra["conditions"] == ["focused"]
    assert b.figure("A").extra["conditions"] == ["stunned", "focused"]
    again = [x.type for x in plan_group(new, "g").figures[0].actions]
    assert "remove_condition" not in again


def test_ic_lists_open_doors_only_as_a_rule_option() -> None:
    # The IC text has no door rule: by default a closed door is a wall (spec 2), "Move X to
    # attack" finds no cell from which to attack p and is skipped, and so is the attack.
    # With the rule option ic_open_doors the move goes to the door (the cell [2,1] on A's
    # side, 2 MP) and the attack, with nothing to attack, opens it; Apply opens it.
    def board(**rules: Any) -> Board:
        return ascii_board(
            ["A......", ".......", "......p"],
            {"A": {"attack": "melee", "speed": 4, "group": "g"}},
            groups=[
                {
                    "id": "g",
                    "figures": ["A"],
                    "instructions": [{"type": "move_to_attack", "mp": 4}, {"type": "attack"}],
                }
            ],
            rules={"preset": "imperial-commander", **rules},
            **DOOR_MAP,
        )

    fp = plan_group(board(), "g").figures[0]
    assert [(a.type, a.skipped) for a in fp.actions] == [("move_to_attack", True), ("attack", True)]
    b = board(ic_open_doors=True)
    plan = plan_group(b, "g")
    a = [x.to_json() for x in plan.figures[0].actions]
    assert [(x["type"], x["skipped"]) for x in a] == [
        ("move_to_attack", False),
        ("interact", False),
    ]
    assert a[0]["end"] == [2, 1] and a[1]["door"] == [[2, 1], [3, 1]]
    d = apply_plan(b, plan).door((2, 1), (3, 1))
    assert d is not None and d.open
