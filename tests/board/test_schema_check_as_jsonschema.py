"""The quick schema check (fastjsonschema) lets through exactly what the contract's
JSON Schema lets through: a board it passes has no problem jsonschema would list, so skipping
jsonschema for sound boards never hides a problem (board-format.md: the schema is the
structure part of the contract; bad input gets a message naming the file and the place)."""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import BoardError, board_from_json, io
from tabletop_ai.board.io import _listed_schema_problems, _schema_valid

ROOT = Path(__file__).resolve().parents[2]

#: a board that uses every part of the schema
RICH: dict[str, Any] = {
    "format": "tabletop-ai/board",
    "version": 1,
    "name": "rich",
    "grid": {"type": "square", "width": 8, "height": 5},
    "rows": ["........", "..#.....", "..x~....", "........", "----...."],
    "terrain": [{"at": [5, 1], "kind": "difficult"}],
    "walls": [[[3, 3], [4, 3]], [[3, 3], [3, 4]]],
    "doors": [{"id": "d1", "between": [[6, 0], [7, 0]], "open": False}],
    "edges": [{"between": [[6, 1], [7, 1]], "kind": "blocking"}],
    "points": [
        {
            "id": "p1",
            "kind": "reposition",
            "at": [7, 0],
            "side": "ai",
            "active": True,
            "bonuses": {"x": 2},
        }
    ],
    "figures": [
        {
            "id": "st1",
            "name": "Trooper",
            "side": "ai",
            "group": "g",
            "at": [0, 0],
            "size": [1, 1],
            "speed": 4,
            "health": 3,
            "max_health": 3,
            "attack": "ranged",
            "accuracy": 1,
            "wounded": False,
            "color": "red",
            "keywords": ["trooper"],
            "unique": False,
            "cost": 6,
            "dice": 2,
            "initiative": 3,
        },
        {"id": "luke", "side": "player", "at": [7, 3]},
    ],
    "groups": [
        {
            "id": "g",
            "side": "ai",
            "figures": ["st1"],
            "instructions": [
                {
                    "type": "move",
                    "mp": 2,
                    "target": None,
                    "distance": 1,
                    "point": "p1",
                    "action": True,
                },
                {"type": "attack"},
            ],
        }
    ],
    "mission": {"priority_target": "luke", "secondary_targets": ["blue"]},
    "rules": {
        "preset": "imperial-assault",
        "diagonals": "ia",
        "los": "corner-to-corner",
        "los_graze": True,
        "ranged_range": None,
        "tie": {"compass": "N"},
    },
}

#: values that sit on the schema's edges: booleans posing as numbers, floats, bounds,
#: wrong lengths, wrong kinds
TRICKY: list[Any] = [
    True,
    False,
    None,
    0,
    1,
    -1,
    1.0,
    1.5,
    2,
    200,
    201,
    10000,
    10001,
    -10000,
    -10001,
    "",
    "x",
    "a" * 1001,
    "rebel",
    "N",
    "NE",
    "report",
    "square",
    "hex",
    "..#\n",
    "..?",
    [],
    [1],
    [1, 2],
    [1, 2, 3],
    [True, 1],
    [1.0, 2.0],
    [[0, 0], [1, 0]],
    [[0, 0]],
    [[0, 0], [1, 0], [2, 0]],
    {},
    {"type": "square"},
    {"compass": "N"},
    {"x": True},
    {"at": [0, 0], "kind": "open"},
    ["a"] * 101,
]


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*prefix, i))
    return out


PATHS = _paths(RICH)


def _changed(path: tuple[Any, ...], value: Any, delete: bool) -> dict[str, Any]:
    data = copy.deepcopy(RICH)
    node: Any = data
    for p in path[:-1]:
        node = node[p]
    if delete and isinstance(node, dict):
        del node[path[-1]]
    else:
        node[path[-1]] = copy.deepcopy(value)
    return data


def _slow_valid(data: Any) -> bool:
    return not _listed_schema_problems(data)


def test_rich_board_is_sound_both_ways() -> None:
    assert _schema_valid(RICH) and _slow_valid(RICH)
    board_from_json(RICH, "rich.board.json")


@pytest.mark.parametrize("path", PATHS, ids=lambda p: ".".join(map(str, p)))
def test_every_place_with_every_tricky_value(path: tuple[Any, ...]) -> None:
    """Each place of the rich board, given each tricky value (and deleted): whatever the
    quick check passes, jsonschema passes too."""
    refused = 0
    for value, delete in [(v, False) for v in TRICKY] + [(None, True)]:
        data = _changed(path, value, delete)
        if _schema_valid(data):
            assert _slow_valid(data), (path, value, delete)
        else:
            refused += 1
    assert refused  # every place has some value the schema refuses: the test can fail


def test_python_tuples_are_no_arrays() -> None:
    """A board made in Python with a tuple where the file has an array: jsonschema refuses it
    ("array" is a list), and so does the quick check."""
    data = _changed(("figures", 0, "at"), (0, 0), False)
    assert not _slow_valid(data)
    assert not _schema_valid(data)


def test_quick_check_may_refuse_more() -> None:
    """The one known case where the quick check is stricter: a row ending in a newline
    (jsonschema's ``$`` matches before it, fastjsonschema's does not). The quick check
    refuses, jsonschema is then asked and has the last word."""
    data = _changed(("rows", 0), "........\n", False)
    assert not _schema_valid(data) and _slow_valid(data)


@settings(max_examples=100, deadline=None)
@given(
    st.sampled_from(PATHS),
    st.recursive(
        st.none()
        | st.booleans()
        | st.integers(-20000, 20000)
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=4),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(st.sampled_from(["at", "kind", "type", "id", "x"]), inner, max_size=3)
        ),
        max_leaves=6,
    ),
)
def test_random_values_never_pass_quick_only(path: tuple[Any, ...], value: Any) -> None:
    data = _changed(path, value, False)
    if _schema_valid(data):
        assert _slow_valid(data), (path, value)


def test_messages_still_come_from_jsonschema() -> None:
    """A refused board is reported with jsonschema's wording and the JSON path."""
    data = _changed(("figures", 0, "side"), "rebel", False)
    with pytest.raises(BoardError) as err:
        board_from_json(data, "rich.board.json")
    assert str(err.value).startswith(
        "rich.board.json: figures[0].side 'rebel' is not one of ['ai', 'player']"
    )


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "gen_schema_check", ROOT / "tools" / "gen_schema_check.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_compiled_check_is_up_to_date() -> None:
    """board/_schema_check.py is what the tool makes from the schema as it is now."""
    gen = _generator()
    assert gen.OUT.read_text(encoding="utf-8") == gen.generate(), (
        "run: python tools/gen_schema_check.py"
    )
    assert io._quick_validator() is not None  # and it is the one in use


def test_a_stale_compiled_check_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    """Made from another schema, the quick check could pass what the schema now refuses: it
    is left out, and jsonschema alone decides (the board still loads, its problems are
    still named)."""
    from tabletop_ai.board import _schema_check

    monkeypatch.setattr(_schema_check, "SCHEMA_TEXT", b"{}")
    io._quick_validator.cache_clear()
    try:
        assert io._quick_validator() is None
        assert not _schema_valid(RICH)
        board_from_json(RICH, "rich.board.json")
        data = _changed(("figures", 0, "side"), "rebel", False)
        with pytest.raises(BoardError, match=r"figures\[0\]\.side 'rebel'"):
            board_from_json(data, "rich.board.json")
    finally:
        io._quick_validator.cache_clear()


def test_the_walls_have_a_fast_path_and_it_is_taken() -> None:
    """The tool writes a tight loop for the walls, and a sound board's walls pass
    it, so the full check never walks them."""
    from tabletop_ai.board import _schema_check

    assert set(_schema_check._QUICK) == {"walls"}
    walls = [[[x, 0], [x + 1, 0]] for x in range(50)] + [[[-10000, 10000], [10000, -10000]]]
    assert _schema_check._quick_walls(walls)
    for bad in (
        [[[0, 0], [1, True]]],
        [[[0, 0], [1, 2.0]]],
        [[[0, 0], [1, 10001]]],
        [[[0, 0]]],
        [[[0, 0], [1, 0], [2, 0]]],
        [[[0, 0], [1]]],
        [((0, 0), (1, 0))],
        ([[0, 0], [1, 0]],),
        [[[0, 0], [1, 0, 2]]],
        "walls",
        None,
    ):
        assert not _schema_check._quick_walls(bad), bad  # left to the full check


_VALUE = st.recursive(
    st.none()
    | st.booleans()
    | st.sampled_from([-10001, -10000, 0, 1, 10000, 10001, 1.0, 2.5])
    | st.integers(-3, 3),
    lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.lists(st.lists(_VALUE, min_size=1, max_size=3), min_size=1, max_size=3) | _VALUE,
        max_size=3,
    )
    | _VALUE
)
def test_what_the_walls_loop_accepts_the_schema_accepts(walls: Any) -> None:
    """The fast loop says yes only to walls jsonschema finds sound; what it turns down the
    full check decides, so the verdict is the full check's either way."""
    from tabletop_ai.board import _schema_check

    data = {**copy.deepcopy(RICH), "walls": walls}
    if _schema_check._quick_walls(walls):
        assert _slow_valid(data), walls
    assert _schema_valid(data) == _slow_valid(data), walls


def test_the_tool_writes_no_fast_path_it_cannot_justify() -> None:
    """A schema part with anything but integer bounds and array shapes gets no loop, and a
    top level that would look at a property again (additionalProperties ...) gets none at
    all: leaving a property out of the full check would then change its verdict."""
    gen = _generator()
    cell = {
        "type": "array",
        "items": [{"type": "integer"}, {"type": "integer"}],
        "minItems": 2,
        "maxItems": 2,
    }
    assert gen._quick_lines(cell, "v", []) is not None
    for other in (
        {**cell, "additionalItems": {"type": "integer"}},
        {**cell, "maxItems": 3},
        {"type": "string", "maxLength": 3},
        {"type": ["integer", "null"]},
        {"type": "integer", "multipleOf": 2},
        {"enum": [1, 2]},
    ):
        assert gen._quick_lines(other, "v", []) is None, other
    top = {"type": "object", "properties": {"walls": {"type": "array", "items": cell}}}
    assert "_quick_walls" in gen._fast_paths(top)
    for extra in (
        {"additionalProperties": False},
        {"required": ["walls"]},
        {"minProperties": 1},
        {"allOf": [{}]},
    ):
        assert gen._fast_paths({**top, **extra}) == "validate = _validate_all\n", extra
