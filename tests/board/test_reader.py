"""The guarded reader and the limits of the loader: each failure kind found
by fuzzing, with its smallest reproduction, is refused with one line naming the file and the
place (exit 2 on the command line), never a traceback, a hang or a huge allocation."""

from __future__ import annotations

import io
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import BoardError, load_board, loads_board, reader
from tabletop_ai.board.limits import MAX_GRID, MAX_INSTRUCTIONS
from tabletop_ai.board.reader import MAX_DEPTH, MAX_FILE_BYTES, parse_json, read_json
from tabletop_ai.cli import main, safe_output
from tabletop_ai.table.io import TableError, loads_table

MAPS = Path(__file__).resolve().parents[2] / "maps"


def small(**extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 4, "height": 3},
        "figures": [
            {"id": "a", "side": "ai", "at": [0, 0]},
            {"id": "h", "side": "player", "at": [3, 2]},
        ],
        "groups": [{"id": "g", "figures": ["a"], "instructions": [{"type": "attack"}]}],
    }
    data.update(extra)
    return data


def refused(text: str) -> str:
    with pytest.raises(BoardError) as info:
        loads_board(text, "f.board.json")
    line = info.value.first_line()
    assert "\n" not in line
    return line


def test_deep_nesting_is_refused_with_the_place() -> None:
    # fuzzing: [[[[...]]]] 5,000 deep was a RecursionError in loads_board
    line = refused("[" * 5000 + "]" * 5000)
    assert (
        line == f"f.board.json: line 1 column {MAX_DEPTH + 1} is nested more than "
        f"{MAX_DEPTH} levels deep"
    )
    # just past the limit, below Python's own recursion limit: refused too
    assert "nested more than" in refused("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))
    # an unknown key nested 500 deep used to load and then crash the save
    deep = small(notes=json.loads("[" * 500 + "]" * 500))
    assert "nested more than" in refused(json.dumps(deep))


def test_long_integers_are_refused() -> None:
    # fuzzing: 4,301 digits was "ValueError: Exceeds the limit ... integer string conversion"
    line = refused('{"a": ' + "9" * 4301 + "}")
    assert line == "f.board.json: line 1 column 7 is a number with 4301 digits; at most 30 are read"
    # the same digits inside a string are text, not a number
    assert parse_json('{"a": "' + "9" * 4301 + '"}', "f")["a"] == "9" * 4301


def _depth(value: Any) -> int:
    """Arrays and objects inside each other, counted on the parsed value."""
    if isinstance(value, list):
        return 1 + max((_depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    return 0


_TEXT_PIECES = ["[", "]", "{", "}", '"', "\\", "\\\\", '\\"', "a", "0", "\u00e9", "\\u005b"]


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from([0, 1, 2, 3, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, MAX_DEPTH + 2]),
    st.lists(st.sampled_from(_TEXT_PIECES), max_size=12),
    st.sampled_from(["[", "{"]),
    st.integers(1, 3),
)
def test_the_nesting_check_counts_what_the_parser_nests(
    depth: int, inside: list[str], bracket: str, width: int
) -> None:
    """The text check (brackets, quotes and escapes dropped by bytes methods) says
    "too deep" exactly when the parsed value nests past MAX_DEPTH, with brackets,
    backslashes and escaped quotes inside strings (which must not count)."""
    text_in_string = json.dumps("".join(inside))
    leaf: Any = json.loads(text_in_string)
    for i in range(depth):
        kind = bracket if i % 2 else ("{" if bracket == "[" else "[")
        # one deep branch beside shallow ones holding the string (width stays linear)
        shallow = [leaf if i == 0 else [json.loads(text_in_string)]] * (width - 1)
        leaf = (
            [*shallow, leaf]
            if kind == "["
            else {**{f"k{j}{text_in_string}": v for j, v in enumerate(shallow)}, "deep": leaf}
        )
    text = json.dumps(leaf, ensure_ascii=bool(depth % 2))
    expected = _depth(json.loads(text)) > MAX_DEPTH
    assert reader._too_deep(text) == expected


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='0123456789 .-e"é[]', max_size=80), st.integers(0, 40))
def test_the_digit_check_finds_what_the_pattern_finds(text: str, run: int) -> None:
    """The bytes check for a run of more than MAX_INT_DIGITS digits agrees with
    the regular expression that then finds the place."""
    for t in (text, text[: len(text) // 2] + "7" * run + text[len(text) // 2 :]):
        assert reader._has_digit_run(t) == bool(reader._LONG_DIGITS.search(t))


@pytest.mark.parametrize("token", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_nan_and_infinity_are_not_json(token: str) -> None:
    # fuzzing: NaN health passed validation, then "cannot convert float NaN to integer"
    line = refused('{"health": ' + token + "}")
    assert line.startswith("f.board.json: line 1 column 12 ")


def test_lone_surrogates_are_refused_with_the_place() -> None:
    # fuzzing: "Scout\ud800" was a UnicodeEncodeError when plan/groups printed it
    data = small()
    data["figures"][1]["name"] = "Scout\ud800"
    line = refused(json.dumps(data))
    assert line.startswith("f.board.json: figures[1].name holds a lone UTF-16 surrogate")
    assert parse_json('"\\ud83d\\ude00"', "f") == "\U0001f600"  # a proper pair is text


def test_a_bom_is_read(tmp_path: Path) -> None:
    # what Notepad writes: UTF-8 with a byte-order mark
    p = tmp_path / "bom.board.json"
    p.write_bytes(b"\xef\xbb\xbf" + json.dumps(small()).encode("utf-8"))
    assert load_board(p).figures[0].id == "a"
    assert loads_board("\ufeff" + json.dumps(small())).grid.width == 4


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    p = tmp_path / "huge.board.json"
    with p.open("wb") as fh:  # sparse: nothing is written
        fh.truncate(MAX_FILE_BYTES + 1)
    start = time.process_time()
    with pytest.raises(BoardError) as info:
        load_board(p)
    assert time.process_time() - start < 1
    assert info.value.first_line() == (
        f"huge.board.json: is {MAX_FILE_BYTES + 1:,} bytes; files of at most 10 MB are read"
    )
    with pytest.raises(TableError):
        read_json(p, TableError)


def test_not_utf8_names_the_byte(tmp_path: Path) -> None:
    p = tmp_path / "latin.board.json"
    p.write_bytes(b'{"name": "caf\xe9"}')
    with pytest.raises(BoardError, match=r"latin.board.json: byte 13 is not UTF-8 text"):
        load_board(p)


def test_grid_limit_is_the_new_map_dialogs() -> None:
    # the New map dialog stops at 200x200; the loader used to accept 1000x1000
    ok = small(grid={"type": "square", "width": MAX_GRID, "height": MAX_GRID})
    assert loads_board(json.dumps(ok)).grid.width == MAX_GRID
    bad = small(grid={"type": "square", "width": MAX_GRID + 1, "height": 3})
    assert "201 is greater than the maximum of 200" in refused(json.dumps(bad))


def test_figure_size_is_checked_before_its_cells_are_listed() -> None:
    # fuzzing: size [100000, 100000] in a 3 KB file allocated 8 GB in validate
    data = small()
    data["figures"][0]["size"] = [100000, 100000]
    assert "figures[0].size[0] 100000 is greater than the maximum of 200" in refused(
        json.dumps(data)
    )
    data["figures"][0]["size"] = [200, 200]  # within the limit, larger than this 4x3 map
    start = time.process_time()
    line = refused(json.dumps(data))
    assert time.process_time() - start < 1
    assert line == 'f.board.json: figures[0] "a" has size [200, 200], larger than the 4x3 map'
    data["figures"][0]["size"] = [2147483647, 1]
    assert "greater than the maximum" in refused(json.dumps(data))


def test_copies_of_instructions_walls_and_figures_are_bounded() -> None:
    # fuzzing: 20,000 copies of an instruction or a wall made load/validate/plan hang
    data = small()
    data["groups"][0]["instructions"] = [{"type": "attack"}] * 20000
    start = time.process_time()
    assert refused(json.dumps(data)) == (
        f"f.board.json: groups[0].instructions has 20,000 instructions; a group has at most "
        f"{MAX_INSTRUCTIONS}"
    )
    data = small(walls=[[[0, 0], [1, 0]]] * 20000)
    assert refused(json.dumps(data)) == (
        "f.board.json: walls has 20,000 entries, more than the 17 edges between cells of the "
        "4x3 map"
    )
    data = small()
    data["figures"] = [{"id": f"f{i}", "side": "ai", "at": [0, 0]} for i in range(13)]
    assert refused(json.dumps(data)).startswith(
        "f.board.json: figures has 13 entries, more than the 12 figures"
    )
    assert time.process_time() - start < 5


@pytest.mark.parametrize(
    ("field", "value"),
    [("health", 10**20), ("speed", 2147483647), ("max_health", -1), ("accuracy", -(10**6))],
)
def test_numbers_the_rules_read_have_a_range(field: str, value: int) -> None:
    data = small()
    data["figures"][0][field] = value
    assert f"figures[0].{field} {value}" in refused(json.dumps(data))


def test_an_id_with_a_newline_keeps_the_error_on_one_line() -> None:
    data = small()
    data["figures"][1]["id"] = "a\nb"
    data["figures"][0]["id"] = "a\nb"
    data["groups"][0]["figures"] = ["a\nb"]
    line = refused(json.dumps(data))
    assert line == 'f.board.json: figures[1] id "a\\nb" is used twice'


def test_the_command_line_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = tmp_path / "deep.board.json"
    p.write_text("[" * 5000 + "]" * 5000)
    for argv in (["plan", str(p), "-g", "g"], ["groups", str(p)], ["validate", str(p)]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "deep.board.json: line 1 column" in err
    t = tmp_path / "deep.table.json"
    t.write_text('{"a":' * 3000 + "1" + "}" * 3000)
    assert main(["table", "show", str(t)]) == 2
    assert "deep.table.json: line 1 column" in capsys.readouterr().err
    with pytest.raises(TableError, match="nested more than"):
        loads_table("[" * 5000 + "]" * 5000)


def test_printing_never_crashes_on_a_narrow_console(monkeypatch: pytest.MonkeyPatch) -> None:
    # a Windows console on code page 437 cannot show the em dash the plan prints
    out = io.TextIOWrapper(io.BytesIO(), encoding="cp437")
    monkeypatch.setattr(sys, "stdout", out)
    safe_output()
    print("Outpost raid (demo) — group troopers \ud800")
    out.flush()
    assert (
        out.buffer.getvalue()
        == b"Outpost raid (demo) \\u2014 group troopers \\ud800" + os.linesep.encode()
    )


def test_every_bundled_file_is_read() -> None:
    boards = sorted(MAPS.glob("*.board.json"))
    assert len(boards) >= 5
    for p in boards:
        load_board(p)


def test_planning_at_the_limit_board_is_bounded() -> None:
    """The largest board the loader accepts (200x200) plans in bounded
    time. Measured on a loaded 2-core machine: under 1 s (square and hex, Imperial rules);
    the bound asserted here is generous so the test never flakes."""
    import tabletop_ai.rulesets.registry as registry

    for grid in (
        {"type": "square", "width": MAX_GRID, "height": MAX_GRID},
        {
            "type": "hex",
            "orientation": "pointy",
            "offset": "odd-r",
            "width": MAX_GRID,
            "height": MAX_GRID,
        },
    ):
        data = small(grid=grid)
        data["figures"][1]["at"] = [MAX_GRID - 1, MAX_GRID - 1]
        data["groups"][0]["instructions"] = [{"type": "move_to_attack"}, {"type": "attack"}]
        board = loads_board(json.dumps(data))
        start = time.process_time()
        plan = registry.plan_group(board, "g")
        assert time.process_time() - start < 20
        assert plan.figures[0].actions[0].skipped  # the hero is far out of reach


def test_the_gloomhaven_monster_ai_bounds_its_map() -> None:
    # its search grows fast with the map: 40x40 hexes and 10 monsters a group at most
    from tabletop_ai.rulesets.checks import check_rules

    data = small(
        grid={"type": "hex", "orientation": "flat", "offset": "even-q", "width": 41, "height": 10},
        rules={"preset": "gloomhaven"},
    )
    data["figures"][1]["initiative"] = 50
    with pytest.raises(
        BoardError,
        match=r"grid is 41x10; the Gloomhaven monster AI plans "
        r"maps of at most 40x40 hexes",
    ):
        check_rules(loads_board(json.dumps(data)), "f")
