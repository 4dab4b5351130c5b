"""Group activation (board-format.md section 9): figures in activation order (closest to its
first target first, then group order), each planning on the board the previous ones left."""

from __future__ import annotations

import json

from tabletop_ai import plan_group
from tabletop_ai.board import board_to_json
from tests.engine.golden import board, plan

TOWARD = [{"type": "move_toward", "mp": 10}]


def order(p: dict[str, object]) -> list[str]:
    return [fp["figure"] for fp in p["figures"]]  # type: ignore[attr-defined, index]


def test_closest_to_its_first_target_activates_first() -> None:
    # B [5,0] is 3 spaces from c [8,0]; A [0,0] is 8: B first although A is first in the group
    p = plan(["A....B..c"], TOWARD, members=["A", "B"])
    assert order(p) == ["B", "A"]
    assert p["order_reason"]


def test_equal_distance_keeps_group_order() -> None:
    # A [0,0] and B [6,0] are both 3 from c [3,0]
    assert order(plan(["A..c..B"], TOWARD, members=["A", "B"])) == ["A", "B"]
    assert order(plan(["A..c..B"], TOWARD, members=["B", "A"])) == ["B", "A"]


def test_second_figure_plans_on_the_board_the_first_left() -> None:
    # 1-high: B [1,0] first (3 from c [4,0]) ends on [3,0], the only cell adjacent to c.
    # A [0,0] then cannot end there: [2,0] (2 spaces) is the best it can do, for 2 MP.
    p = plan(["AB..c"], TOWARD, members=["A", "B"])
    assert order(p) == ["B", "A"]
    b_plan, a_plan = p["figures"]
    assert b_plan["end"] == [3, 0]
    assert a_plan["start"] == [0, 0] and a_plan["end"] == [2, 0]
    assert a_plan["actions"][0]["mp_spent"] == 2


def test_second_figure_can_end_where_the_first_started() -> None:
    # c [0,0], B [2,0], A [4,0]: B (2 away) first, to [1,0]; A may then end on [2,0], which
    # B held when the group was activated (2 spaces from c, for 2 MP)
    p = plan(["c.B.A"], TOWARD, members=["A", "B"])
    assert order(p) == ["B", "A"]
    assert p["figures"][0]["end"] == [1, 0]
    assert p["figures"][1]["end"] == [2, 0]


def test_destroyed_figure_is_marked_and_the_next_still_plans() -> None:
    # 1-high: A [1,0] between hostiles b and c cannot leave its cell: destroyed. B [3,0]
    # retreats 1 MP to [4,0], the only free cell it can reach (1 from the fort at [3,0])
    fort = [{"id": "fort", "kind": "stronghold", "side": "ai", "at": [3, 0]}]
    p = plan(["bAcB."], [{"type": "retreat", "mp": 1}], members=["A", "B"], points=fort)
    a, b = p["figures"]
    assert a["figure"] == "A" and a["destroyed"] is True
    assert b["figure"] == "B" and b["end"] == [4, 0] and "destroyed" not in b


def test_plans_never_change_the_callers_board_and_are_deterministic() -> None:
    b = board(
        ["A.#..", "..B.c", "....."],
        [{"type": "move_to_attack"}, {"type": "attack"}],
        figures={"A": {"attack": "ranged"}},
    )
    before = json.dumps(board_to_json(b), sort_keys=True)
    first = json.dumps(plan_group(b, "g").to_json(), sort_keys=True)
    assert json.dumps(board_to_json(b), sort_keys=True) == before
    assert json.dumps(plan_group(b, "g").to_json(), sort_keys=True) == first
    assert json.dumps(plan_group(b.copy(), "g").to_json(), sort_keys=True) == first


def test_unknown_instruction_is_skipped_with_a_reason() -> None:
    p = plan(["A..b"], [{"type": "dance"}])
    a = p["figures"][0]["actions"][0]
    assert a["skipped"] and "dance" in a["reason"]
