"""The public API at the package top: ``load_board``, ``plan_group``,
``Plan.to_json`` and ``validate``, and the rejection of an instruction type the board's rule
set does not plan (a typo such as ``move_to_atack``: named with the known types and a
did-you-mean, exit 2 from the command line)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import tabletop_ai
from tabletop_ai.cli import main
from tests.conftest import MAPS

BOARDS = sorted(MAPS.glob("*.board.json"))


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_every_bundled_board_loads_validates_and_plans(path: Path) -> None:
    board = tabletop_ai.load_board(path)
    assert isinstance(board, tabletop_ai.Board)
    assert tabletop_ai.validate(path) == []
    for g in board.groups:
        plan = tabletop_ai.plan_group(board, g.id)
        assert isinstance(plan, tabletop_ai.Plan)
        data = plan.to_json()
        assert data["group"] == g.id and json.loads(json.dumps(data)) == data


def test_plan_json_is_the_command_line_output(capsys: pytest.CaptureFixture[str]) -> None:
    path = MAPS / "outpost-raid.board.json"
    plan = tabletop_ai.plan_group(tabletop_ai.load_board(path), "troopers")
    assert main(["plan", str(path), "--group", "troopers", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == plan.to_json()


def test_plan_group_leaves_the_board_alone_and_names_a_missing_group() -> None:
    board = tabletop_ai.load_board(MAPS / "outpost-raid.board.json")
    before = [(f.id, f.at) for f in board.figures]
    tabletop_ai.plan_group(board, "troopers")
    assert [(f.id, f.at) for f in board.figures] == before
    with pytest.raises(KeyError):
        tabletop_ai.plan_group(board, "nobody")


def _typo(tmp_path: Path) -> Path:
    data = json.loads((MAPS / "outpost-raid.board.json").read_text(encoding="utf-8"))
    data["groups"][0]["instructions"][0]["type"] = "move_to_atack"
    path = tmp_path / "typo.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_an_unknown_instruction_type_is_named_with_a_did_you_mean(tmp_path: Path) -> None:
    path = _typo(tmp_path)
    problems = tabletop_ai.validate(path)
    assert len(problems) == 1
    p = problems[0]
    assert p.code == "unknown-instruction"
    assert p.where == "groups[0].instructions[0].type"
    assert "'move_to_atack'" in p.message and "did you mean 'move_to_attack'?" in p.message
    for known in ("move_toward", "move_to_engage", "move_to_reposition", "attack", "retreat"):
        assert known in p.message
    with pytest.raises(tabletop_ai.BoardError) as exc:
        tabletop_ai.load_board(path)
    assert exc.value.problems == problems


def test_the_command_line_rejects_it_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _typo(tmp_path)
    assert main(["validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert "typo.board.json: groups[0].instructions[0].type" in err
    assert "did you mean 'move_to_attack'?" in err
    assert main(["plan", str(path), "--group", "troopers"]) == 2
    assert "did you mean 'move_to_attack'?" in capsys.readouterr().err


def test_a_type_of_another_game_is_unknown_too(tmp_path: Path) -> None:
    """``ae_card`` is the Automated Emperor's; an Imperial Commander board does not plan it
    (it used to be skipped silently)."""
    data = json.loads((MAPS / "outpost-raid.board.json").read_text(encoding="utf-8"))
    data["groups"][0]["instructions"] = [{"type": "ae_card", "actions": ["attack"]}]
    path = tmp_path / "ae.board.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert [p.code for p in tabletop_ai.validate(path)] == ["unknown-instruction"]
    data["rules"]["preset"] = "automated-emperor"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert tabletop_ai.validate(path) == []


def test_the_package_top_is_light_and_documented() -> None:
    code = (
        "import sys, tabletop_ai; "
        "print(sorted(m for m in sys.modules if m.startswith('tabletop_ai.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert out.stdout.strip() == "['tabletop_ai._version']"
    for name in ("load_board", "plan_group", "validate"):
        assert getattr(tabletop_ai, name).__doc__
    assert tabletop_ai.Plan.to_json.__doc__
    assert set(tabletop_ai.__all__) >= {"load_board", "plan_group", "validate", "Plan"}
