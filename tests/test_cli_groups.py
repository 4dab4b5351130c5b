"""``tabletop-ai groups --ids FILE``: the board's group ids, one a line and nothing else, the
ids exactly as the file writes them (what ``plan --group`` takes), for scripts such as the
packaging checks; the same in every language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_ai import i18n
from tabletop_ai.cli import main
from tests.conftest import MAPS


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("board", sorted(p.name for p in MAPS.glob("*.board.json")))
def test_ids_one_a_line(board: str, lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    path = MAPS / board
    ids = [g["id"] for g in json.loads(path.read_text(encoding="utf-8"))["groups"]]
    assert main(["--lang", lang, "groups", "--ids", str(path)]) == 0
    out = capsys.readouterr()
    assert out.out == "".join(f"{g}\n" for g in ids)
    assert out.err == ""
    for g in ids:  # each line is what plan takes
        assert main(["plan", str(path), "--group", g]) == 0


def _board_with_group_id(tmp_path: Path, gid: str) -> Path:
    data = json.loads((MAPS / "outpost-raid.board.json").read_text(encoding="utf-8"))
    old = data["groups"][0]["id"]
    data["groups"][0]["id"] = gid
    for f in data["figures"]:
        if f.get("group") == old:
            f["group"] = gid
    path = tmp_path / "odd.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_an_id_with_spaces_is_one_line_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _board_with_group_id(tmp_path, "rear guard (east)")
    assert main(["groups", "--ids", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["rear guard (east)", "guards"]
    assert main(["plan", str(path), "--group", lines[0]]) == 0


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_an_id_no_line_can_hold_is_refused_naming_it(
    tmp_path: Path, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """An id holding a line break cannot be printed as one line of ids: refused (exit 2,
    nothing on stdout) with one line naming the file, the group and why, not printed
    escaped as an id that plan would not know."""
    path = _board_with_group_id(tmp_path, "a\nb")
    assert main(["--lang", lang, "groups", "--ids", str(path)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err.count("\n") == 1
    assert "odd.board.json" in out.err and "groups[0].id" in out.err and "a\\nb" in out.err
    if lang == "uk":
        assert "ідентифікатор" in out.err


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_help_says_what_ids_is(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", lang, "groups", "--help"])
    text = capsys.readouterr().out
    assert "--ids" in text
    said = text.split("--ids", 1)[1].split("\n", 1)[0] + text.split("--ids", 1)[1]
    assert ("one a line" in said) if lang == "en" else ("по одному в рядку" in said)
