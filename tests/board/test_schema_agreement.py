"""The board reader (``board.io``) and the contract's JSON Schema (``data/board.schema.json``,
the published structure part of board-format.md) agree: a board one accepts the other accepts,
a board one refuses the other refuses, at the same places. The schema is read here with
jsonschema, a test tool; the app reads boards with its own reader, once."""

from __future__ import annotations

import copy
import json
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import BoardError, board_from_json, io
from tabletop_ai.board.limits import count_problems
from tabletop_ai.board.model import ATTACK_TYPES, COLOURS, SIDES, TERRAIN_CHARS, TERRAIN_KINDS
from tests.conftest import MAPS, SPEC_EXAMPLES

SCHEMA: dict[str, Any] = json.loads(
    resources.files("tabletop_ai").joinpath("data/board.schema.json").read_text("utf-8")
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)

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
            "name": "Red squad",
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


def _explained(err: Any) -> list[Any]:
    """For a ``oneOf`` failure, the errors of the branch the data meant (the one whose
    discriminating constant, such as ``grid.type``, matched), else the error itself: how
    the reader names a problem of a grid or a tie rule."""
    if err.validator != "oneOf":
        return [err]
    branches: dict[Any, list[Any]] = {}
    for sub in err.context or ():
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)

    def discriminating(e: Any) -> bool:
        path = list(e.relative_path)
        return e.validator in ("const", "enum", "type") and (not path or path[-1] == "type")

    meant = [errs for errs in branches.values() if not any(discriminating(e) for e in errs)]
    if len(meant) == 1:
        return [x for e in meant[0] for x in _explained(e)]
    return [err]


def _schema_places(data: Any) -> list[str]:
    """Where jsonschema finds ``data`` broken, as the reader names places."""
    errors = sorted(VALIDATOR.iter_errors(data), key=lambda e: list(e.absolute_path))
    return sorted(_place(e) for err in errors for e in _explained(err))


def _place(e: Any) -> str:
    path = tuple(e.absolute_path)
    if not path and e.validator == "required":
        for key in ("format", "version"):  # the reader names the key it looked for
            if e.message.startswith(repr(key)):
                return key
    return io._json_path(path) or "(top level)"


def _reader_places(data: Any) -> list[str]:
    """Where the reader finds ``data`` broken (its structure: not the map, not the rules)."""
    try:
        io._read(data, "f.board.json")
    except BoardError as err:
        return sorted(p.where for p in err.problems)
    return []


def _agree(data: Any) -> bool:
    """Both accept ``data`` or both refuse it at the same places; True when both accept.
    Boards over a count limit (limits.py: the reader refuses them before reading) are no
    question for the schema and are left out."""
    if count_problems(data):
        return False
    ours, theirs = _reader_places(data), _schema_places(data)
    if _final_newline(data) and not theirs:
        assert [p for p in ours if p.startswith("rows[")] == ours  # the one known difference
        return False
    if ours in (["format"], ["version"]):  # not a board file of this version: that is all
        assert ours[0] in theirs, data
        return False
    assert ours == theirs, data
    return not ours


def _final_newline(data: Any) -> bool:
    rows = data.get("rows") if isinstance(data, dict) else None
    return isinstance(rows, list) and any(isinstance(r, str) and r.endswith("\n") for r in rows)


def test_rich_board_is_sound_both_ways() -> None:
    assert _agree(RICH)
    board_from_json(RICH, "rich.board.json")


def _boards() -> list[Path]:
    return sorted(MAPS.glob("*.board.json")) + sorted(SPEC_EXAMPLES.glob("*.board.json"))


@pytest.mark.parametrize("path", _boards(), ids=lambda p: p.name)
def test_every_bundled_and_contract_board_is_sound_both_ways(path: Path) -> None:
    assert _agree(json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", PATHS, ids=lambda p: ".".join(map(str, p)))
def test_every_place_with_every_tricky_value(path: tuple[Any, ...]) -> None:
    """Each place of the rich board, given each tricky value (and deleted): the reader and
    the schema give the same verdict and name the same places."""
    refused = 0
    for value, delete in [(v, False) for v in TRICKY] + [(None, True)]:
        data = _changed(path, value, delete)
        if not _agree(data) and not count_problems(data):
            refused += 1
    assert refused  # every place has some value both refuse: the test can fail


def test_python_tuples_are_no_arrays() -> None:
    """A board made in Python with a tuple where the file has an array: the schema refuses
    it ("array" is a list), and so does the reader."""
    data = _changed(("figures", 0, "at"), (0, 0), False)
    assert _reader_places(data) == _schema_places(data) == ["figures[0].at"]


def test_the_reader_is_stricter_on_a_final_newline() -> None:
    """The one known difference: jsonschema's ``$`` matches before a final newline, so the
    schema lets a row ending in one through; the reader reads map characters only (spec 3)
    and refuses it, worded as the pattern problem of any other character."""
    data = _changed(("rows", 0), ".......\n", False)
    assert _schema_places(data) == []
    with pytest.raises(BoardError) as err:
        board_from_json(data, "rich.board.json")
    assert str(err.value) == (
        "rich.board.json: rows[0] '.......\\n' does not match '^[.#~x^\\\\-ti]*$'"
    )


@settings(max_examples=150, deadline=None)
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
def test_random_values_get_the_same_verdict(path: tuple[Any, ...], value: Any) -> None:
    _agree(_changed(path, value, False))


@pytest.mark.parametrize(
    ("path", "value", "expected"),
    [
        (("figures", 0, "side"), "rebel", "figures[0].side 'rebel' is not one of ['ai', 'player']"),
        (("figures", 0, "speed"), "x", "figures[0].speed 'x' is not of type 'integer'"),
        (("figures", 0, "speed"), True, "figures[0].speed True is not of type 'integer'"),
        (("figures", 0, "size"), [1], "figures[0].size [1] is too short"),
        (("figures", 0, "keywords"), [], None),
        (("figures", 0, "id"), "", "figures[0].id '' should be non-empty"),
        (("walls", 0), [[0, 0]], "walls[0] [[0, 0]] is too short"),
        (("walls", 0, 1, 0), 10001, "walls[0][1][0] 10001 is greater than the maximum of 10000"),
        (("grid", "type"), "squares", "grid is not any of the allowed forms"),
        (("grid", "width"), 0, "grid.width 0 is less than the minimum of 1"),
        (("rules", "tie"), "first", "rules.tie is not any of the allowed forms"),
        (("rules", "tie"), {"compass": "NE"}, "rules.tie.compass 'NE' is not one of"),
        (
            ("rules", "ranged_range"),
            "far",
            "rules.ranged_range 'far' is not of type 'integer', 'null'",
        ),
        (
            ("mission", "priority_target"),
            3,
            "mission.priority_target 3 is not of type 'string', 'null'",
        ),
        (("points", 0, "bonuses", "x"), 2.5, "points[0].bonuses.x 2.5 is not of type 'integer'"),
    ],
)
def test_problems_are_named_in_the_schemas_words(
    path: tuple[Any, ...], value: Any, expected: str | None
) -> None:
    data = _changed(path, value, False)
    if expected is None:
        board_from_json(data, "rich.board.json")
        return
    with pytest.raises(BoardError) as err:
        board_from_json(data, "rich.board.json")
    assert str(err.value).startswith(f"rich.board.json: {expected}"), str(err.value)


def test_a_missing_grid_is_named_at_the_top_level() -> None:
    data = _changed(("grid",), None, True)
    with pytest.raises(BoardError) as err:
        board_from_json(data, "rich.board.json")
    assert str(err.value) == "rich.board.json: (top level) 'grid' is missing"


def test_every_problem_is_listed_in_the_files_order() -> None:
    data = copy.deepcopy(RICH)
    data["figures"][1] = {"side": "player", "at": [7, 3], "speed": -1}
    data["figures"][0]["speed"] = "x"
    data["walls"][1] = [[3, 3]]
    with pytest.raises(BoardError) as err:
        board_from_json(data, "rich.board.json")
    assert [p.where for p in err.value.problems] == [
        "figures[0].speed",
        "figures[1]",
        "figures[1].speed",
        "walls[1]",
    ]
    assert [p.where for p in err.value.problems] == _schema_places(data)


def _one_of(node: Any) -> Any:
    return [b for b in node["oneOf"]]


def test_the_readers_words_are_the_schemas() -> None:
    """The reader's own copies of the schema's words: the row pattern and every list of
    allowed values."""
    props, defs = SCHEMA["properties"], SCHEMA["$defs"]
    assert props["rows"]["items"]["pattern"] == io.ROW_PATTERN
    assert "".join(sorted(TERRAIN_CHARS)) == "".join(sorted(".#~x^-ti"))
    assert list(TERRAIN_KINDS) == props["terrain"]["items"]["properties"]["kind"]["enum"]
    hex_grid = _one_of(props["grid"])[1]["properties"]
    assert list(io.ORIENTATIONS) == hex_grid["orientation"]["enum"]
    assert list(io.OFFSETS) == hex_grid["offset"]["enum"]
    assert list(io.EDGE_KINDS) == props["edges"]["items"]["properties"]["kind"]["enum"]
    assert list(SIDES) == defs["figure"]["properties"]["side"]["enum"]
    assert list(ATTACK_TYPES) == defs["figure"]["properties"]["attack"]["enum"]
    assert list(COLOURS) == defs["colour"]["enum"]
    rules = props["rules"]["properties"]
    assert list(io.DIAGONAL_RULES) == rules["diagonals"]["enum"]
    assert list(io.SIGHT_RULES) == rules["los"]["enum"]
    assert list(io.COMPASS) == _one_of(rules["tie"])[1]["properties"]["compass"]["enum"]
    assert defs["figure"]["properties"]["keywords"]["maxItems"] == io.MAX_KEYWORDS
    assert props["points"]["items"]["properties"]["bonuses"]["maxProperties"] == io.MAX_BONUSES
