"""Board files: every field of board-format.md v1 survives a round trip, unknown keys included;
saving is atomic."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import (
    BoardError,
    board_from_json,
    board_to_json,
    dumps_board,
    load_board,
    loads_board,
    save_board,
)
from tabletop_ai.board.model import TERRAIN_CHARS
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.geometry.cells import Edge, edge
from tests.conftest import MAPS, SPEC_EXAMPLES

#: a board using every field the contract names, each record with a key the app does not know
FULL: dict[str, Any] = {
    "format": "tabletop-ai/board",
    "version": 1,
    "name": "Everything",
    "grid": {"type": "square", "width": 8, "height": 5},
    "rows": ["........", "..#.....", "..#~~...", ".x^ti...", "----...."],
    "walls": [[[3, 0], [4, 0]]],
    "doors": [
        {"id": "d1", "between": [[5, 2], [6, 2]], "open": False, "lock": "red"},
        {"id": "d2", "between": [[6, 0], [6, 1]], "open": True},
    ],
    "edges": [
        {"between": [[1, 2], [1, 3]], "kind": "impassable", "art": "rubble"},
        {"between": [[6, 3], [7, 3]], "kind": "blocking"},
    ],
    "points": [
        {"id": "s1", "kind": "spawn", "at": [7, 4], "wave": 2},
        {"id": "fort", "kind": "stronghold", "side": "ai", "at": [0, 0]},
        {
            "id": "loc",
            "kind": "location",
            "at": [5, 4],
            "bonuses": {"move": 1, "attack": 2},
            "active": True,
        },
        {"id": "r1", "kind": "reposition", "at": [4, 1]},
        {"kind": "objective", "at": [7, 0]},
        {"id": "t1", "kind": "terminal", "at": [6, 4], "side": "player"},
    ],
    "figures": [
        {
            "id": "st1",
            "name": "Stormtrooper",
            "side": "ai",
            "group": "troopers",
            "at": [1, 1],
            "speed": 4,
            "health": 3,
            "max_health": 3,
            "attack": "ranged",
            "accuracy": 1,
            "wounded": False,
            "keywords": ["massive"],
            "unique": True,
            "cost": 6,
            "dice": 2,
            "initiative": 3,
            "set_number": 7,
            "damage_sides": 4,
        },
        {
            "id": "big",
            "name": "AT-ST",
            "side": "ai",
            "group": "troopers",
            "at": [5, 0],
            "size": [2, 2],
            "speed": 3,
            "health": 9,
            "max_health": 12,
            "attack": "reach",
            "accuracy": 0,
            "wounded": False,
        },
        {
            "id": "luke",
            "name": "Luke",
            "side": "player",
            "at": [6, 3],
            "speed": 5,
            "health": 4,
            "max_health": 10,
            "attack": "melee",
            "accuracy": 0,
            "wounded": True,
            "color": "blue",
            "notes": "pilot",
        },
    ],
    "groups": [
        {
            "id": "troopers",
            "side": "ai",
            "figures": ["st1", "big"],
            "colour": "grey",
            "instructions": [
                {"type": "move_to_attack", "mp": 4, "target": "luke", "action": True, "card": 12},
                {"type": "move_to_reposition", "mp": 3, "distance": 2, "point": "r1"},
                {"type": "attack", "target": "luke"},
                {
                    "type": "ae_card",
                    "actions": ["engage", "attack"],
                    "secondary": ["blue"],
                    "blitz": False,
                },
            ],
        },
    ],
    "mission": {"priority_target": "luke", "secondary_targets": ["blue", "red"], "round": 3},
    "rules": {
        "preset": "imperial-assault",
        "diagonals": "ia",
        "los": "corner-to-corner",
        "los_graze": False,
        "ranged_range": 4,
        "tie": {"compass": "E"},
        "house_rule": "x",
    },
    "campaign": {"act": 2},
    "underlay": "table.png",
}


#: values the spec calls the default, which a save may leave out without changing the meaning
DEFAULTS = {"size": [1, 1], "priority_target": None}


def _contains(saved: Any, original: Any, path: str = "") -> None:
    """Every key and value of ``original`` is in ``saved`` (saving may add defaults)."""
    if isinstance(original, dict):
        assert isinstance(saved, dict), path
        for k, v in original.items():
            if k in DEFAULTS and DEFAULTS[k] == v and k not in saved:
                continue
            assert k in saved, f"{path}.{k} was lost"
            _contains(saved[k], v, f"{path}.{k}")
    elif isinstance(original, list):
        assert isinstance(saved, list) and len(saved) == len(original), path
        for i, (s, o) in enumerate(zip(saved, original, strict=True)):
            _contains(s, o, f"{path}[{i}]")
    else:
        assert saved == original, f"{path}: {saved!r} != {original!r}"


def test_every_field_survives_a_round_trip() -> None:
    board = board_from_json(copy.deepcopy(FULL), "full.board.json")
    saved = json.loads(dumps_board(board))
    _contains(saved, FULL)
    again = loads_board(dumps_board(board), "full.board.json")
    assert board_to_json(again) == board_to_json(board)


def test_model_reads_every_field() -> None:
    b = board_from_json(copy.deepcopy(FULL), "full.board.json")
    assert b.name == "Everything"
    assert b.terrain[Cell(2, 1)] == "blocking" and b.terrain[Cell(3, 2)] == "difficult"
    assert b.terrain[Cell(1, 3)] == "impassable" and b.terrain[Cell(2, 3)] == "hazard"
    assert b.terrain[Cell(3, 3)] == "trap" and b.terrain[Cell(4, 3)] == "icy"
    assert b.terrain[Cell(0, 4)] == "void" and Cell(5, 4) not in b.terrain
    assert b.walls == [edge((3, 0), (4, 0))]
    assert b.doors[0].between == edge((6, 2), (5, 2)) and not b.doors[0].open
    assert b.doors[0].extra == {"lock": "red"} and b.doors[1].open
    assert b.edges[0].kind == "impassable" and b.edges[1].kind == "blocking"
    assert b.points[2].bonuses == {"move": 1, "attack": 2} and b.points[2].active is True
    assert b.points[1].side == "ai" and b.points[0].extra == {"wave": 2}
    st1, big, luke = b.figures
    assert st1.has("MASSIVE") and st1.unique and st1.cost == 6 and st1.dice == 2
    assert st1.initiative == 3 and st1.extra == {"set_number": 7, "damage_sides": 4}
    assert big.size == (2, 2) and big.cells() == [Cell(5, 0), Cell(6, 0), Cell(5, 1), Cell(6, 1)]
    assert luke.wounded and not luke.healthy and luke.color == "blue"
    g = b.group("troopers")
    assert g.extra == {"colour": "grey"}
    ins = g.instructions
    assert ins[0].mp == 4 and ins[0].target == "luke" and ins[0].action
    assert ins[1].distance == 2 and ins[1].point == "r1"
    assert ins[3].data["actions"] == ["engage", "attack"]
    assert b.mission.priority_target == "luke" and b.mission.extra == {"round": 3}
    r = b.rules
    assert (r.diagonals, r.los, r.los_graze, r.ranged_range) == ("ia", "corner-to-corner", False, 4)
    assert r.compass == "E" and r.extra == {"house_rule": "x"}
    assert b.extra == {"campaign": {"act": 2}, "underlay": "table.png"}


def test_defaults_when_fields_are_absent() -> None:
    b = board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 3, "height": 2},
            "figures": [
                {"id": "a", "side": "ai", "at": [0, 0]},
                {"id": "b", "side": "player", "at": [2, 1], "max_health": 7},
            ],
        },
        "min.board.json",
    )
    assert b.terrain == {} and b.walls == [] and b.groups == []
    a, p = b.figures
    assert (a.size, a.speed, a.health, a.max_health, a.attack, a.accuracy) == (
        (1, 1),
        4,
        1,
        1,
        "melee",
        0,
    )
    assert p.health == 7  # health defaults to max_health
    assert b.rules.preset is None and b.rules.tie == "report"  # spec 6's default game
    assert b.rules.los_graze and b.diagonals == "ia" and b.los_mode == "corner-to-corner"
    saved = board_to_json(b)
    assert "los_graze" not in saved["rules"] and "ranged_range" not in saved["rules"]
    assert "preset" not in saved["rules"]
    assert saved["rows"] == ["...", "..."]


def test_terrain_list_adds_and_overrides_rows() -> None:
    b = board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 3, "height": 2},
            "rows": ["#..", "..~"],
            "terrain": [
                {"at": [0, 0], "kind": "open"},
                {"at": [1, 1], "kind": "void"},
                {"at": [2, 1], "kind": "trap"},
            ],
        },
        "t.board.json",
    )
    assert b.terrain == {Cell(1, 1): "void", Cell(2, 1): "trap"}
    assert board_to_json(b)["rows"] == ["...", ".-t"]


@pytest.mark.parametrize(
    ("orientation", "offset"),
    [("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q"), ("flat", "even-q")],
)
def test_hex_grids_round_trip(orientation: str, offset: str) -> None:
    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {
            "type": "hex",
            "orientation": orientation,
            "offset": offset,
            "width": 4,
            "height": 3,
        },
        "rows": ["..~.", ".#..", "...."],
        "walls": [[[0, 0], [1, 0]]],
    }
    b = board_from_json(data, "hex.board.json")
    assert isinstance(b.grid, HexGrid) and b.grid.offset == offset
    assert b.diagonals == "none" and b.los_mode == "center-line"
    saved = json.loads(dumps_board(b))
    assert saved["grid"] == data["grid"] and saved["rows"] == data["rows"]
    assert board_to_json(loads_board(dumps_board(b))) == board_to_json(b)


def _bundled() -> list[Path]:
    return sorted(MAPS.glob("*.board.json")) + sorted(SPEC_EXAMPLES.glob("*.board.json"))


@pytest.mark.parametrize("path", _bundled(), ids=lambda p: p.name)
def test_bundled_and_contract_boards_round_trip(path: Path, tmp_path: Path) -> None:
    original = json.loads(path.read_text(encoding="utf-8"))
    board = load_board(path)
    out = tmp_path / path.name
    save_board(board, out)
    saved = json.loads(out.read_text(encoding="utf-8"))
    for key, value in original.items():
        if key in ("rows", "terrain"):
            continue
        _contains(saved[key], value, key)
    again = load_board(out)
    assert board_to_json(again) == board_to_json(board)
    assert again.terrain == board.terrain


def test_contract_examples_are_present() -> None:
    names = {p.name for p in SPEC_EXAMPLES.glob("*.board.json")}
    assert {"corridor-ambush.board.json", "river-crossing.board.json"} <= names


def test_save_is_atomic_when_the_write_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "mine.board.json"
    board = board_from_json(copy.deepcopy(FULL), "full.board.json")
    save_board(board, path)
    before = path.read_text(encoding="utf-8")
    board.name = "Changed"

    def boom(*_a: Any, **_k: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_board(board, path)
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["mine.board.json"]  # no temp left
    monkeypatch.undo()
    save_board(board, path)
    assert load_board(path).name == "Changed"


def test_save_that_cannot_serialise_leaves_the_old_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.board.json"
    board = board_from_json(copy.deepcopy(FULL), "full.board.json")
    save_board(board, path)
    before = path.read_bytes()
    board.extra["bad"] = object()  # not JSON
    with pytest.raises(TypeError):
        save_board(board, path)
    assert path.read_bytes() == before
    assert len(list(tmp_path.iterdir())) == 1


def test_load_errors_name_the_file(tmp_path: Path) -> None:
    p = tmp_path / "bad.board.json"
    p.write_bytes(b"\xff\xfe{")
    with pytest.raises(BoardError) as exc:
        load_board(p)
    assert str(exc.value).startswith("bad.board.json: byte 0 is not UTF-8 text")
    with pytest.raises(BoardError) as exc:
        load_board(tmp_path / "none.board.json")
    assert exc.value.first_line() == "none.board.json: does not exist"
    p.write_text('{"format": "tabletop-ai/board", "version": 2}', encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        load_board(p)
    assert "bad.board.json: version is 2" in exc.value.first_line()


def test_unknown_keys_survive_a_save_of_an_edited_board(tmp_path: Path) -> None:
    board = board_from_json(copy.deepcopy(FULL), "full.board.json")
    board.update_figure(board.figures[0].id, at=Cell(0, 1))
    path = tmp_path / "edited.board.json"
    save_board(board, path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["figures"][0]["at"] == [0, 1]
    assert saved["figures"][0]["set_number"] == 7
    assert saved["underlay"] == "table.png" and saved["campaign"] == {"act": 2}


_CELL = st.tuples(st.integers(-3, 12), st.integers(-3, 12)).map(list)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(_CELL, _CELL).map(list), max_size=20),
    st.booleans(),
    st.lists(st.text(alphabet=".#~x^-ti", min_size=8, max_size=8), min_size=6, max_size=6)
    | st.lists(st.text(alphabet=".#~x^-ti", max_size=10), max_size=7),
)
def test_walls_and_rows_are_read_as_cells_and_edges(
    walls: list[Any], as_floats: bool, rows: list[str]
) -> None:
    """The reader makes of the walls what edge() and Cell() make, and of the rows what a
    character-by-character loop makes: the same values of the same types in the same order,
    2.0 read as 2 (the schema lets a whole float through), rows longer or shorter than the
    grid named."""
    if as_floats:
        walls = [[[float(v) for v in c] for c in w] for w in walls]
    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 8, "height": 6},
        "walls": walls,
        "rows": rows,
    }
    if len(rows) == 6 and all(len(r) == 8 for r in rows):
        board = board_from_json(data, check=False)
        expected = [edge(Cell(int(a[0]), int(a[1])), Cell(int(b[0]), int(b[1]))) for a, b in walls]
        assert board.walls == expected
        assert [(type(e), type(e.a), type(e.b)) for e in board.walls] == [(Edge, Cell, Cell)] * len(
            walls
        )
        assert [tuple(map(type, (*e.a, *e.b))) for e in board.walls] == [(int,) * 4] * len(walls)
        terrain = {
            Cell(x, y): TERRAIN_CHARS[ch]
            for y, row in enumerate(rows)
            for x, ch in enumerate(row[:8])
            if ch != "."
        }
        assert list(board.terrain.items()) == list(terrain.items())
    else:  # a row of another width or a missing row: named, as before
        with pytest.raises(BoardError, match=r"rows"):
            board_from_json(data, "f.board.json", check=False)


def test_a_row_ending_in_a_newline_is_named_not_a_crash() -> None:
    """A row whose last character is a newline gets past the schema's pattern (jsonschema's
    "$" matches before a final newline) and ended the load with a KeyError; it is a row
    problem named with its place, worded as the pattern problem of any other character."""
    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 3, "height": 2},
        "rows": ["...", "#.\n"],
    }
    for check in (True, False):
        with pytest.raises(BoardError) as err:
            board_from_json(data, "nl.board.json", check=check)
        assert str(err.value) == "nl.board.json: rows[1] '#.\\n' does not match '^[.#~x^\\\\-ti]*$'"
    other = {**data, "rows": ["...", "#.?"]}  # the same words jsonschema gives for "?"
    with pytest.raises(BoardError) as err:
        board_from_json(other, "nl.board.json")
    assert str(err.value) == "nl.board.json: rows[1] '#.?' does not match '^[.#~x^\\\\-ti]*$'"
