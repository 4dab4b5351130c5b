"""Imperial Commander-style instruction lists end to end: a list chosen at random per
activation with a recorded seed, the named target and reposition target applied, bonus shown."""

from __future__ import annotations

import json

from tabletop_ai.board import board_to_json, loads_board
from tabletop_ai.imperial.ic import activate_ic, group_lists
from tests.helpers import ascii_board


def board() -> object:
    lists = [
        [{"type": "move_to_attack", "mp": 4}, {"type": "attack"}],
        [{"type": "move_to_reposition", "mp": 4, "distance": 2}],
    ]
    return ascii_board(
        ["A......", ".......", "p.....q"],
        {"A": {"attack": "ranged", "group": "g"}},
        groups=[
            {
                "id": "g",
                "figures": ["A"],
                "instructions": [],
                "ic_lists": lists,
                "target": "q",
                "bonus": ["+1 damage"],
                "reposition_target": "post",
            }
        ],
        points=[{"id": "post", "kind": "reposition", "at": [3, 1]}],
    )


def test_named_target_and_reposition_point_are_applied() -> None:
    b = board()
    seen = set()
    for seed in range(12):
        a = activate_ic(b.copy(), "g", seed=seed)  # type: ignore[attr-defined]
        seen.add(a.index)
        if a.index == 0:
            # the group's named target q is used though p is as close: named target first
            assert a.instructions[0].data["target"] == "q"
            assert a.plan.figures[0].actions[0].target == "q"
        else:
            # the reposition target overrides the distance: it ends on the point
            assert a.instructions[0].data["point"] == "post"
            assert a.plan.figures[0].end == (3, 1)
        assert a.plan.to_json()["ic"]["bonus"] == ["+1 damage"]
    assert seen == {0, 1}


def test_draws_are_recorded_and_replay() -> None:
    b1, b2 = board(), board()
    picks1 = [activate_ic(b1, "g", seed=5).index for _ in range(6)]  # type: ignore[arg-type]
    # saved and reloaded mid-way, the second board continues identically
    picks2 = [activate_ic(b2, "g", seed=5).index for _ in range(3)]  # type: ignore[arg-type]
    b2 = loads_board(json.dumps(board_to_json(b2)))  # type: ignore[arg-type]
    picks2 += [activate_ic(b2, "g").index for _ in range(3)]
    assert picks1 == picks2


def test_group_without_lists_uses_its_instructions() -> None:
    b = ascii_board(
        ["A..p"],
        {"A": {"attack": "ranged"}},
        groups=[{"id": "g", "figures": ["A"], "instructions": [{"type": "attack"}]}],
    )
    (only,) = group_lists(b.group("g"))
    assert [i.type for i in only] == ["attack"]
    assert activate_ic(b, "g", seed=1).plan.figures[0].actions[0].target == "p"
