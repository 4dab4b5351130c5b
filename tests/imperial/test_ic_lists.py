"""Imperial Commander-style instruction lists end to end: a list chosen at random per
activation with a recorded seed, the named target and reposition target applied, bonus shown."""

from __future__ import annotations

import json

import pytest

from tabletop_ai.board import board_to_json, load_board, loads_board
from tabletop_ai.imperial.fields import IC_LISTS
from tabletop_ai.imperial.ic import activate_ic, group_lists
from tests.conftest import MAPS
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


def test_set_ic_lists_is_checked_like_a_deck_file() -> None:
    """The edit of a group's IC lists refuses what a deck file's lists refuse, naming the
    place: an unknown type with the closest known one, a parameter out of its range; the
    board is left as it was. Lists that pass are the group's, drawn from next."""
    from tabletop_ai.imperial.game import GameError
    from tabletop_ai.imperial.ops import set_ic_lists_op

    board = load_board(MAPS / "outpost-raid.board.json")
    for lists, words in (
        ([[{"type": "atack"}]], ("groups[0].ic_lists[0][0].type", "did you mean 'attack'")),
        (
            [[{"type": "attack"}], [{"type": "move_to_attack", "mp": 120}]],
            ("groups[0].ic_lists[1][0].mp", "is 120; it must be 0 to 99"),
        ),
    ):
        with pytest.raises(GameError) as err:
            set_ic_lists_op("troopers", lists)(board)
        assert all(w in str(err.value) for w in words), str(err.value)
        assert IC_LISTS.get(board.group("troopers")) is None
    ok = [[{"type": "note", "text": "hold"}]]
    new = set_ic_lists_op("troopers", ok)(board).state
    assert IC_LISTS.get(new.group("troopers")) == ok
    assert [i.type for i in group_lists(new.group("troopers"))[0]] == ["note"]
    assert set_ic_lists_op("troopers", [])(new).state.group("troopers") == board.group("troopers")
