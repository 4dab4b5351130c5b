"""The failure kinds fuzzing found in game data, each with its smallest reproduction:
the file is refused with one line naming the place, where it used to crash or hang when the
rules read it. (Reader and board-limit kinds: ``tests/board/test_reader.py``; saves:
``tests/board/test_saving.py``.)"""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from typing import Any
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import BoardError, limits, loads_board
from tabletop_ai.resources import bundled_map
from tabletop_ai.rulesets.checks import check_rules
from tabletop_ai.table.io import TableError, loads_table


def bundled(name: str) -> dict[str, Any]:
    p = bundled_map(name)
    assert p is not None
    data: dict[str, Any] = json.loads(p.read_text("utf-8"))
    return data


def board_line(data: dict[str, Any]) -> str:
    with pytest.raises(BoardError) as info:
        check_rules(loads_board(json.dumps(data), "f.board.json"), "f.board.json")
    line = info.value.first_line()
    assert "\n" not in line
    return line


def table_line(data: dict[str, Any]) -> str:
    start = time.process_time()
    with pytest.raises(TableError) as info:
        loads_table(json.dumps(data), "t.table.json")
    assert time.process_time() - start < 5
    return info.value.first_line()


def test_a_sidekick_that_is_a_list_is_named() -> None:
    # was: TypeError: unhashable type: 'list' in battlecrest/state.py:pick
    data = bundled("battlecrest-duel.board.json")
    data["battlecrest"]["sidekick"] = []
    assert board_line(data) == "f.board.json: battlecrest.sidekick [] names no figure"


def test_battlecrest_turn_lists_and_deck_of_the_wrong_type_are_named() -> None:
    # was: TypeError: 'int' object is not iterable in read_state
    data = bundled("battlecrest-duel.board.json")
    data["battlecrest"]["turn"]["stars_used"] = 7
    assert board_line(data) == "f.board.json: battlecrest.turn.stars_used is not a list"
    data = bundled("battlecrest-duel.board.json")
    data["battlecrest"]["order_deck"]["draw"] = 3
    assert "battlecrest.order_deck.draw is not a list" in board_line(data)


def test_a_warriors_defense_must_be_a_number_in_its_range() -> None:
    # was: ValueError: invalid literal for int() in battlecrest/abilities.py:defense_used
    data = bundled("battlecrest-duel.board.json")
    data["figures"][0]["defense"] = "hero"
    assert board_line(data) == (
        'f.board.json: figures[0].defense is "hero"; it must be a whole number 0 to 20'
    )


def test_monster_action_values_are_checked() -> None:
    # was: ValueError/TypeError in gloomhaven/monster.py:from_data (int() of 'x', a list)
    data = bundled("frosthaven-ambush.board.json")
    ins = data["groups"][0]["instructions"][0]
    ins["move"] = "x"
    assert board_line(data).startswith(
        'f.board.json: groups[0].instructions[0].move is "x"; it must be a whole number'
    )
    ins["move"] = 2
    ins["aoe"] = [[1, [2]]]
    assert "groups[0].instructions[0].aoe must be a list of at most 30 [dq, dr]" in board_line(data)


def test_a_huge_or_negative_card_value_is_refused() -> None:
    # was: table show/turn running for minutes (the value is a loop count)
    data = bundled("destiny-scarif.table.json")
    first = next(iter(data["sets"]))
    data["sets"][first][0]["value"] = -(10**12)
    assert table_line(data) == (
        f"t.table.json: sets.{first}[0].value is -1000000000000; it must be 0 to 99"
    )


def test_twenty_thousand_dice_are_refused() -> None:
    data = bundled("destiny-scarif.table.json")
    die = data["characters"][0]["dice"][0]
    data["characters"][0]["dice"] = [dict(die, id=f"d{i}") for i in range(20000)]
    assert table_line(data) == (
        "t.table.json: characters[0].dice has 20,000 entries; at most 20 are read"
    )


def test_a_die_side_with_thousands_of_digits_is_not_a_side() -> None:
    # was: ValueError: Exceeds the limit (4300 digits) in table/model.py:parse_side
    data = bundled("destiny-scarif.table.json")
    data["characters"][0]["dice"][0]["sides"][0] = "9" * 4301 + "MD"
    assert "is not a die side" in table_line(data)


@pytest.mark.parametrize(
    ("path", "where"),
    [
        (("figures", 0, "keywords"), "figures[0].keywords"),
        (("rules", "tie"), "rules.tie"),
        (("grid", "extra"), "grid.extra"),
        (("walls", 1), "walls[1]"),
    ],
)
def test_a_long_inner_list_anywhere_is_found(path: tuple[Any, ...], where: str) -> None:
    # the quick walk that finds no long list on a sound board (it names no place on
    # the way) finds every one the named walk finds, wherever it sits
    data = bundled("river-fort.board.json")
    node: Any = data
    for p in path[:-1]:
        node = node[p]
    node[path[-1]] = ["x"] * 1001
    assert board_line(data) == f"f.board.json: {where} has 1,001 entries; at most 1,000 are read"


class _ListKind(list):  # type: ignore[type-arg]
    """A list subclass (a board built in Python may hold one): walked as a list."""


def _long_inner(value: Any, exempt: bool = False) -> bool:
    """The walk's definition, one value at a time: a list longer than MAX_INNER_LIST
    anywhere below (a top-level collection itself has its own limit)."""
    if isinstance(value, list):
        return (not exempt and len(value) > limits.MAX_INNER_LIST) or any(
            _long_inner(v) for v in value
        )
    if isinstance(value, dict):
        return any(_long_inner(v) for v in value.values())
    return False


_SCALARS = st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=2)
_NESTED = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.lists(inner, max_size=5).map(_ListKind)
        | st.dictionaries(st.sampled_from(["a", "b", "at"]), inner, max_size=3)
        | st.dictionaries(st.sampled_from(["a", "b"]), inner, max_size=3).map(OrderedDict)
    ),
    max_leaves=25,
)


@settings(max_examples=400, deadline=None)
@given(_NESTED)
def test_the_walk_of_unread_values_finds_every_long_list(value: Any) -> None:
    """limits.long_list, the walk of the values the reader keeps unread, finds a long list
    exactly when the one-value-at-a-time definition does (lists of 4 or more count as long
    here, so small examples have them)."""
    with patch.object(limits, "MAX_INNER_LIST", 3):
        assert (limits.long_list(value, "x") is not None) == _long_inner(value)


def test_a_huge_inner_list_is_refused_before_the_structure_check() -> None:
    # was: 10 s (40 s profiled) of the JSON Schema check on a wall "pair" of 20,000 cells
    data = bundled("river-fort.board.json")
    data["walls"][0] = [[5, 6]] * 20000
    start = time.process_time()
    assert board_line(data) == "f.board.json: walls[0] has 20,000 entries; at most 1,000 are read"
    assert time.process_time() - start < 3
