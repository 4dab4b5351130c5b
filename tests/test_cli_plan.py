"""More command-line checks: the real entry point in a fresh process, ``groups``, every
problem from ``validate``, and the plan JSON being exactly the engine's plan."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_ai import i18n, plan_group
from tabletop_ai.board import load_board
from tabletop_ai.cli import main
from tests.conftest import MAPS


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop_ai", *args], capture_output=True, text=True, timeout=120
    )


def test_entry_point_plans_the_hex_demo_as_json() -> None:
    out = run("plan", str(MAPS / "river-fort.board.json"), "--group", "army", "--json")
    assert out.returncode == 0, out.stderr
    plan = json.loads(out.stdout)
    legion = plan["figures"][0]
    # odd-r: Legion [5,4] beside Riders [6,4] retreats 2 MP west to [3,4], 3 hexes from the
    # camp [0,4] (axial (1,4) to (-2,4)); nothing it can reach is nearer a friendly base
    assert legion["figure"] == "legion" and legion["end"] == [3, 4]
    assert legion["actions"][0]["path"] == [[5, 4], [4, 4], [3, 4]]


def test_entry_point_broken_file_exits_2_with_one_line(tmp_path: Path) -> None:
    p = tmp_path / "corridor.board.json"
    p.write_text(
        json.dumps(
            {
                "format": "tabletop-ai/board",
                "version": 1,
                "grid": {"type": "square", "width": 8, "height": 5},
                "figures": [{"id": "st1", "side": "ai", "at": [9, 2]}],
            }
        ),
        encoding="utf-8",
    )
    out = run("plan", str(p), "--group", "g")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.strip() == (
        'tabletop-ai: corridor.board.json: figures[0] "st1" at [9,2] is outside the 8x5 map'
    )


def test_a_reader_that_goes_away_is_no_error() -> None:
    """``tabletop-ai plan ... | head -c 1``: the pipe closes before the plan is written; the
    command ends with status 0 and no traceback."""
    cmd = [sys.executable, "-m", "tabletop_ai", "plan", str(MAPS / "outpost-raid.board.json")]
    with subprocess.Popen(
        [*cmd, "--group", "troopers", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # the reader is gone before anything is written
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=120) == 0, err
    assert err == ""


def test_plan_json_is_the_engine_plan(capsys: pytest.CaptureFixture[str]) -> None:
    path = MAPS / "outpost-raid.board.json"
    for group in ("troopers", "guards"):
        assert main(["plan", str(path), "--group", group, "--json"]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed == json.loads(json.dumps(plan_group(load_board(path), group).to_json()))


def _groups(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    try:
        assert main([*argv]) == 0
    finally:
        i18n.install("en")
    return capsys.readouterr().out.splitlines()


def test_groups_lists_each_group(capsys: pytest.CaptureFixture[str]) -> None:
    """Each group by the id ``plan --group`` takes and the name the window shows, and its
    instructions named as the window's instruction list names them, not their file ids."""
    assert _groups(["groups", str(MAPS / "outpost-raid.board.json")], capsys) == [
        "troopers (Trooper Squad): tr1, tr2, tr3 — move to attack, attack",
        "guards (Elite Guard): gd1, gd2 — move toward, move to engage, attack",
    ]


def test_groups_in_ukrainian(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--lang", "uk", "groups", str(MAPS / "outpost-raid.board.json")]
    assert _groups(argv, capsys) == [
        "troopers (Загін штурмовиків): tr1, tr2, tr3 — рух для атаки, атака",
        "guards (Елітна варта): gd1, gd2 — рух до цілі, рух упритул, атака",
    ]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                "emperor (Emperor's turn): emp, hound — Emperor's turn",
                "emperor-defends (Emperor's defense): no figures — Emperor's defense",
            ],
        ),
        (
            "uk",
            [
                "emperor (Хід Імператора): emp, hound — Хід Імператора",
                "emperor-defends (Оборона Імператора): без фігур — Оборона Імператора",
            ],
        ),
    ],
)
def test_groups_names_a_games_own_instructions(
    lang: str, lines: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A game's own instruction types read as its rule set names them; a group without
    figures says so instead of leaving a gap."""
    argv = ["--lang", lang, "groups", str(MAPS / "battlecrest-duel.board.json")]
    assert _groups(argv, capsys) == lines


def test_validate_lists_every_problem_plan_counts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = tmp_path / "bad.board.json"
    p.write_text(
        json.dumps(
            {
                "format": "tabletop-ai/board",
                "version": 1,
                "grid": {"type": "square", "width": 4, "height": 3},
                "walls": [[[0, 0], [2, 0]]],
                "figures": [
                    {"id": "a", "side": "ai", "at": [5, 0]},
                    {"id": "a", "side": "player", "at": [1, 1]},
                ],
                "mission": {"priority_target": "nobody"},
            }
        ),
        encoding="utf-8",
    )
    assert main(["validate", str(p)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "bad.board.json: walls[0] [0,0]-[2,0]: these cells do not share an edge",
        'bad.board.json: figures[0] "a" at [5,0] is outside the 4x3 map',
        'bad.board.json: figures[1] id "a" is used twice',
        'bad.board.json: mission.priority_target "nobody" names no figure',
    ]
    assert main(["plan", str(p), "-g", "x"]) == 2
    err2 = capsys.readouterr().err.strip()
    assert err2 == (
        "tabletop-ai: bad.board.json: walls[0] [0,0]-[2,0]: these cells do not "
        "share an edge (and 3 more problems)"
    )


def test_plan_text_of_the_demo_guards(capsys: pytest.CaptureFixture[str]) -> None:
    # Guard 1 [2,3] moves 3 through the open west door to [4,6] (2 spaces from Duelist
    # [6,8]; [5,6] is as close but costs 4), then 2 MP into the difficult [5,7] beside
    # Duelist, and attacks it at 1 space
    assert main(["plan", str(MAPS / "outpost-raid.board.json"), "-g", "guards"]) == 0
    out = capsys.readouterr().out
    assert "Guard 1: move 3 to [4,6]" in out and "move 2 to [5,7]" in out
    assert "attack Duelist at 1 space" in out
