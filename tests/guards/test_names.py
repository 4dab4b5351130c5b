"""Names and ids from a file never reach a terminal raw: a board keeps them as written
(nothing the user made is lost; the window edits them), and what is printed or worded in a
plan shows each control character as its escape. (Ids in deck, data and campaign files, keys
typed on the command line, are refused instead: ``test_imperial_files``.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_ai.board import load_board
from tabletop_ai.cli import main
from tabletop_ai.i18n import printable
from tests.conftest import MAPS

NAME = "Scout\x1b[2J\rX\nY\x00\u2028"
GROUP = "tr\x1b[31m\noops"
#: what may not reach a terminal: every control character but the newline ending a line
RAW = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]")


@pytest.fixture()
def board(tmp_path: Path) -> Path:
    data = json.loads((MAPS / "outpost-raid.board.json").read_text("utf-8"))
    data["figures"][0]["name"] = NAME
    old = data["groups"][0]["id"]
    data["groups"][0]["id"] = GROUP
    data["groups"][0]["name"] = GROUP  # the name a player reads, escaped the same way
    for f in data["figures"]:
        if f.get("group") == old:
            f["group"] = GROUP
    path = tmp_path / "names.board.json"
    path.write_text(json.dumps(data))
    return path


def test_printable_escapes_each_control_character() -> None:
    assert printable(NAME) == "Scout\\x1b[2J\\rX\\nY\\x00\\u2028"
    assert printable("Trooper 1") == "Trooper 1"
    assert printable("lone \ud800") == "lone \\ud800"


@pytest.mark.parametrize("command", ["plan", "groups", "validate", "plan-json"])
def test_names_and_ids_are_printed_as_escapes(
    board: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    argv = {
        "plan": ["plan", str(board), "-g", GROUP],
        "plan-json": ["plan", str(board), "-g", GROUP, "--json"],
        "groups": ["groups", str(board)],
        "validate": ["validate", str(board)],
    }[command]
    capsys.readouterr()
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert RAW.search(out) is None, repr(out)
    if command == "plan":
        lines = out.splitlines()
        assert lines[0].startswith("Outpost raid (demo) — group tr\\x1b[31m\\noops (")
        assert any(line.startswith("Scout\\x1b[2J\\rX\\nY\\x00\\u2028: move") for line in lines)
    if command == "groups":
        assert out.splitlines()[0].startswith("tr\\x1b[31m\\noops: ")
    if command == "plan-json":
        json.loads(out)  # JSON, whatever the names


def test_the_board_keeps_the_names_as_written(board: Path) -> None:
    b = load_board(board)
    assert b.figures[0].name == NAME and b.groups[0].id == GROUP
