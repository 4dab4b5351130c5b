"""Table files: round trips keep every field and unknown keys; bad files name file and place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_ai.table import TableError, load_table, save_table, table_to_json
from tabletop_ai.table.io import loads_table, table_from_json
from tests.conftest import MAPS

SAMPLE = MAPS / "destiny-scarif.table.json"


def test_sample_round_trip_is_identical(tmp_path: Path) -> None:
    t = load_table(SAMPLE)
    out = tmp_path / "again.table.json"
    save_table(t, out)
    again = load_table(out)
    assert table_to_json(again) == table_to_json(t)
    src = json.loads(SAMPLE.read_text())
    written = json.loads(out.read_text())
    for key in ("players", "first_player", "sets", "areas", "seed", "stage"):
        assert written[key] == src[key], key
    assert written["stages"][1]["areas"][0]["characters"][0]["id"] == "vault-warden"


def test_unknown_keys_survive(tmp_path: Path) -> None:
    data = json.loads(SAMPLE.read_text())
    data["house_rules"] = {"expert": True}
    data["characters"][0]["sleeve"] = "blue"
    data["characters"][0]["dice"][0]["scuffed"] = True
    data["sets"]["basic-behavior"][0]["art"] = "none"
    data["areas"][0]["note"] = "kept"
    t = table_from_json(data, "x.table.json")
    save_table(t, tmp_path / "x.table.json")
    back = json.loads((tmp_path / "x.table.json").read_text())
    assert back["house_rules"] == {"expert": True}
    assert back["characters"][0]["sleeve"] == "blue"
    assert back["characters"][0]["dice"][0]["scuffed"] is True
    assert back["sets"]["basic-behavior"][0]["art"] == "none"
    assert back["areas"][0]["note"] == "kept"


def _bad(tmp_path: Path, mutate: object) -> str:
    data = json.loads(SAMPLE.read_text())
    mutate(data)  # type: ignore[operator]
    p = tmp_path / "bad.table.json"
    p.write_text(json.dumps(data))
    with pytest.raises(TableError) as exc:
        load_table(p)
    return exc.value.first_line()


@pytest.mark.parametrize(
    ("mutate", "expected"),
    [
        (
            lambda d: d["characters"][0]["dice"][0]["sides"].__setitem__(2, "7X"),
            'bad.table.json: characters[0].dice[0].sides[2] "7X" is not a die side',
        ),
        (
            lambda d: d["characters"][1].__setitem__("owner", "zed"),
            'bad.table.json: characters[1].owner "zed" names no player',
        ),
        (
            lambda d: d["areas"][0]["deck"].append("nope"),
            'bad.table.json: areas[0].deck[8] "nope" names no card in sets',
        ),
        (
            lambda d: d["characters"][2].__setitem__("health", "lots"),
            'bad.table.json: characters[2].health is "lots"; it must be a whole number',
        ),
        (
            lambda d: d["characters"][4].__setitem__("shields", 4),
            "bad.table.json: characters[4].shields is 4; a character has 0 to 3 shields",
        ),
        (
            lambda d: d["stages"][0]["sets"].append("ghost"),
            'bad.table.json: stages[0].sets[1] "ghost" names no set',
        ),
        (
            lambda d: d["sets"]["basic-behavior"][0].__setitem__("symbol", "dmg"),
            "bad.table.json: sets.basic-behavior[0].symbol 'dmg' is not a top-left symbol",
        ),
        (
            lambda d: d.__setitem__("first_player", "zed"),
            'bad.table.json: first_player "zed" names no player',
        ),
        (
            lambda d: d.__setitem__("format", "tabletop-ai/board"),
            "bad.table.json: format must be 'tabletop-ai/table', not 'tabletop-ai/board'",
        ),
    ],
)
def test_bad_files_name_file_and_place(tmp_path: Path, mutate: object, expected: str) -> None:
    assert _bad(tmp_path, mutate).startswith(expected)


def test_json_syntax_error_names_line() -> None:
    with pytest.raises(TableError) as exc:
        loads_table('{"format": "tabletop-ai/table",\n "version": 1,,}', "t.table.json")
    assert exc.value.first_line().startswith("t.table.json: line 2 column")


def test_missing_file() -> None:
    with pytest.raises(TableError, match=r"nothing\.table\.json: does not exist"):
        load_table("/nonexistent/nothing.table.json")
