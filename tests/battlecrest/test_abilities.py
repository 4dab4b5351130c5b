"""The Emperor's abilities: targets, target switches, pushes onto hazards, star-ability priority,
the fallback ability and unique crests. The hero E activates one ready card ``c1`` whose
abilities are given; cards have movement 0, so nobody moves."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.engine.plan import Plan
from tests.battlecrest.boards import (
    actions,
    bc_board,
    card,
    emperor_plan,
    one,
    order_card,
    solo_card,
)


def activate(
    rows: list[str],
    *abilities: dict[str, Any],
    stars: int = 0,
    star_priority: list[dict[str, Any]] | None = None,
    fallback: dict[str, Any] | None = None,
    compass: str = "N",
    unique_crest: bool = False,
    **kw: Any,
) -> Plan:
    solo = solo_card(
        action_cards=[card("c1", *abilities, stars=stars)],
        star_priority=star_priority,
        fallback=fallback,
    )
    board = bc_board(
        rows,
        solo=solo,
        row=[{"card": "c1", "ready": True}],
        cards=[order_card(compass, unique_crest=unique_crest)],
        **kw,
    )
    return emperor_plan(board)


def push(value: int, rng: str = "nearest") -> dict[str, Any]:
    return {"type": "push", "value": value, "range": rng}


def attack(value: int, rng: str = "nearest", **more: Any) -> dict[str, Any]:
    return {"type": "attack", "value": value, "range": rng, **more}


PUSH_ROWS = ["E.....", "......", "..h.^.", "......", "^....."]


# -- push ---------------------------------------------------------------------------------------
def test_push_onto_the_nearest_reachable_hazard() -> None:
    # Hazards [4,2] (2 pushes from h) and [0,4] (4 pushes): push 2 reaches [4,2]: 1 wound.
    p = one(activate(PUSH_ROWS, push(2)), "push")
    assert p.target == "h"
    assert p.to_json()["push_path"] == [[2, 2], [3, 2], [4, 2]]
    assert p.to_json()["wounds"] == 1


def test_push_value_left_pushes_out_and_back_onto_the_same_hazard() -> None:
    # Push 4: 2 to reach [4,2], then out to [4,1] (compass N) and back: 2 wounds.
    p = one(activate(PUSH_ROWS, push(4)), "push")
    assert p.to_json()["push_path"] == [[2, 2], [3, 2], [4, 2], [4, 1], [4, 2]]
    assert p.to_json()["wounds"] == 2
    assert p.to_json()["push_used"] == 4


def test_push_stops_when_no_more_wounds_even_with_push_value_left() -> None:
    # Push 5: after one out-and-back, 1 push value is left: not enough for another wound.
    p = one(activate(PUSH_ROWS, push(5)), "push")
    assert p.to_json()["wounds"] == 2
    assert p.to_json()["push_used"] == 4
    assert "stops with 1 push value left" in p.reason


def test_push_between_two_hazards_one_move_apart() -> None:
    rows = ["E.....", "......", "..h.^^"]
    p = one(activate(rows, push(4)), "push")
    assert p.to_json()["push_path"] == [[2, 2], [3, 2], [4, 2], [5, 2], [4, 2]]
    assert p.to_json()["wounds"] == 3


def test_push_stops_when_the_target_is_defeated() -> None:
    rows = ["E.....", "......", "..h.^^"]
    plan = activate(rows, push(4), figures={"h": {"health": 2, "max_health": 2}})
    p = one(plan, "push")
    assert p.to_json()["wounds"] == 2
    assert p.to_json()["push_path"] == [[2, 2], [3, 2], [4, 2], [5, 2]]
    assert "defeated" in p.reason


def test_push_switches_to_a_warrior_that_can_be_pushed_onto_a_hazard() -> None:
    # h is nearest (4 spaces) but 3 pushes from the hazard; s (5 spaces) is 2 from it.
    rows = ["E....s", "......", "..h..^"]
    p = one(activate(rows, push(2)), "push")
    assert p.target == "s"
    assert "switches to s" in p.reason
    assert p.to_json()["push_path"] == [[5, 0], [5, 1], [5, 2]]


def test_push_with_no_hazard_applies_the_fallback_once_per_turn() -> None:
    rows = ["E.h"]
    plan = activate(rows, push(2), push(3), fallback={"type": "attack", "value": 1})
    pushes = actions(plan, "push")
    assert [p.skipped for p in pushes] == [True, True]
    falls = actions(plan, "fallback")
    assert [f.skipped for f in falls] == [False, True]
    assert "nothing happens" in falls[1].reason
    hits = actions(plan, "attack")
    assert len(hits) == 1 and hits[0].to_json()["wounds"] == 1


def test_push_bonus_is_added_and_its_location_stays_flipped() -> None:
    # L1 next to E adds push 1: push 1 + 1 reaches the hazard 2 cells from h.
    rows = ["E1....", "......", "..h.^."]
    plan = activate(rows, push(1), locations={"1": {"bonuses": {"push": 1}}})
    assert one(plan, "push_bonus").to_json()["flipped"] == ["L1"]
    assert one(plan, "push").to_json()["wounds"] == 1


def test_push_bonus_flips_even_when_no_push_happens() -> None:
    plan = activate(["E1h"], push(1), locations={"1": {"bonuses": {"push": 1}}})
    assert one(plan, "push").skipped
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L1"]


def test_an_active_hazard_location_is_a_hazard_and_a_flipped_one_is_not() -> None:
    rows = ["E.....", "..h.1."]
    hit = one(activate(rows, push(2), locations={"1": {"hazard": True}}), "push")
    assert hit.to_json()["hazard"] == [4, 1]
    miss = one(activate(rows, push(2), locations={"1": {"hazard": True, "active": False}}), "push")
    assert miss.skipped


# -- targets -------------------------------------------------------------------------------------
TARGET_ROWS = ["E.s..h"]


@pytest.mark.parametrize(
    ("rng", "order"), [("nearest", ["s"]), ("farthest", ["h"]), ("all", ["h", "s"])]
)
def test_target_nearest_farthest_all_starting_with_your_hero(rng: str, order: list[str]) -> None:
    plan = activate(TARGET_ROWS, attack(2, rng))
    assert [a.target for a in actions(plan, "attack")] == order


@pytest.mark.parametrize(("compass", "target"), [("N", "s"), ("E", "s"), ("S", "h"), ("W", "h")])
def test_equally_near_targets_the_compass_picks(compass: str, target: str) -> None:
    # s at [2,0] and h at [0,2] are both 2 spaces from E.
    rows = ["E.s", "...", "h.."]
    a = one(activate(rows, attack(1), compass=compass), "attack")
    assert a.target == target
    assert f"compass {compass}" in a.reason


def test_attack_switches_from_a_sidekick_it_cannot_beat() -> None:
    plan = activate(TARGET_ROWS, attack(2), figures={"s": {"defense": 3}})
    a = one(plan, "attack")
    assert a.target == "h"
    assert a.to_json()["wounds"] == 2
    assert "switches to h" in a.reason


def test_attack_does_not_switch_from_your_hero() -> None:
    rows = ["E.h..s"]
    a = one(activate(rows, attack(2), figures={"h": {"defense": 3}}), "attack")
    assert a.target == "h"
    assert a.to_json()["wounds"] == 0


def test_location_attack_bonus_adds_to_the_attack() -> None:
    a = one(
        activate(["E..h", "1..."], attack(2), locations={"1": {"bonuses": {"attack": 1}}}), "attack"
    )
    assert a.to_json()["attack"] == 3
    assert a.to_json()["wounds"] == 3


def test_long_range_adds_one_per_adjacent_range_symbol() -> None:
    a = one(
        activate(
            ["E..h", "1..."], attack(2, long_range=True), locations={"1": {"bonuses": {"range": 2}}}
        ),
        "attack",
    )
    assert a.to_json()["attack"] == 4


# -- stars and the fallback -------------------------------------------------------------------
PRIORITY = [
    {"id": "rest", "type": "heal", "value": 1},
    {"id": "cleave", "type": "attack", "value": 1},
    {"id": "jab", "type": "attack", "value": 1},
]


def test_star_priority_first_applicable_and_each_once_per_turn() -> None:
    plan = activate(["E.h"], stars=2, star_priority=PRIORITY)
    stars = actions(plan, "star")
    assert len(stars) == 2
    assert "cleave" in stars[0].reason and "rest (not wounded)" in stars[0].reason
    assert "jab" in stars[1].reason and "cleave (already used this turn)" in stars[1].reason
    assert plan.to_json()["battlecrest"]["state_after"]["turn"]["stars_used"] == ["cleave", "jab"]


def test_star_with_nothing_left_applies_the_fallback_at_most_once() -> None:
    plan = activate(
        ["E.h"],
        stars=4,
        star_priority=PRIORITY,
        fallback={"id": "stomp", "type": "attack", "value": 2},
    )
    falls = actions(plan, "fallback")
    assert [f.skipped for f in falls] == [False, True]
    assert [a.to_json()["attack"] for a in actions(plan, "attack")] == [1, 1, 2]


def test_wounded_hero_heals_first() -> None:
    plan = activate(["E.h"], stars=1, star_priority=PRIORITY, figures={"E": {"health": 3}})
    assert one(plan, "heal").to_json()["healed"] == 1


CREST_PRIORITY = [
    {"id": "chain", "type": "attack", "value": 1, "range": "all", "requires_crest": "storm"},
    {"id": "jab", "type": "attack", "value": 1},
]


def test_unique_crest_matches_every_crest_on_the_solo_card() -> None:
    plain = activate(["E.h.s"], stars=1, star_priority=CREST_PRIORITY)
    assert [a.target for a in actions(plain, "attack")] == ["h"]
    assert "no storm crest applied" in one(plain, "star").reason
    unique = activate(["E.h.s"], stars=1, star_priority=CREST_PRIORITY, unique_crest=True)
    assert [a.target for a in actions(unique, "attack")] == ["h", "s"]


@pytest.mark.parametrize(
    ("unique", "applied", "value"), [(False, [], 1), (True, [], 3), (False, ["sword"], 3)]
)
def test_crest_bonus_from_an_applied_or_unique_crest(
    unique: bool, applied: list[str], value: int
) -> None:
    plan = activate(
        ["E.h"],
        attack(1, crest="sword", crest_value=2),
        unique_crest=unique,
        state={"applied_crests": applied},
    )
    assert one(plan, "attack").to_json()["attack"] == value


def test_movement_ability_staying_put_applies_the_fallback() -> None:
    # March 2: possible [1,0] (its own), [0,1], [2,1], all reachable, none preferred over the
    # others: compass N picks its own cell, so it stays → fallback. The basic move (movement 0)
    # stays too but does not trigger the fallback.
    plan = activate(
        [".E.", ".h."],
        {"id": "march", "type": "move", "value": 2},
        fallback={"type": "attack", "value": 1},
    )
    march = one(plan, "march")
    assert march.end == (1, 0)
    fall = one(plan, "fallback")
    assert "movement ability" in fall.reason
    assert int(fall.to_json()["step"]) == int(march.to_json()["step"]) + 1


def test_equivalent_location_abilities_the_compass_picks() -> None:
    rows = ["1E2", "..h"]
    locs = {
        "1": {"ability": {"type": "heal", "value": 1}},
        "2": {"ability": {"type": "heal", "value": 2}},
    }
    prio = [{"id": "use", "type": "location"}]
    west = activate(
        rows, stars=1, star_priority=prio, compass="W", locations=locs, figures={"E": {"health": 1}}
    )
    assert one(west, "location_ability").to_json()["location"] == "L1"
    assert one(west, "heal").to_json()["healed"] == 1
    east = activate(
        rows, stars=1, star_priority=prio, compass="E", locations=locs, figures={"E": {"health": 1}}
    )
    assert one(east, "location_ability").to_json()["location"] == "L2"
    assert east.to_json()["battlecrest"]["state_after"]["turn"]["locations_used"] == ["L2"]


def test_a_target_standing_on_a_hazard_is_pushed_off_and_back() -> None:
    # h stands on the hazard [2,1]: off to [2,0] (compass N) and back is 2 pushes, 1 wound.
    plan = activate(["E....", "..h.."], push(2), figures={"h": {"_under": "^"}})
    p = one(plan, "push")
    assert p.to_json()["push_path"] == [[2, 1], [2, 0], [2, 1]]
    assert p.to_json()["wounds"] == 1


def test_push_when_nobody_can_reach_a_hazard_applies_the_fallback() -> None:
    # Push 1: h and s are each 2 pushes from the hazard: no switch is possible → fallback.
    rows = ["E.h.^.s"]
    plan = activate(
        rows, push(1), fallback={"type": "heal", "value": 1}, figures={"E": {"health": 4}}
    )
    p = one(plan, "push")
    assert p.skipped and p.target == "h"
    assert "cannot push any enemy onto an active hazard" in one(plan, "fallback").reason
    assert one(plan, "heal").to_json()["healed"] == 1
