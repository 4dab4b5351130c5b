"""The Imperial commands write the board file only when they say so."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop_ai.board import load_board
from tabletop_ai.cli import main
from tabletop_ai.imperial.state import get_state
from tests.conftest import MAPS


@pytest.fixture()
def board_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "user-data"))
    path = tmp_path / "raid.board.json"
    shutil.copy(MAPS / "outpost-raid.board.json", path)
    return path


def test_show_only_commands_never_write(
    board_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ae", str(board_file), "setup", "--seed", "3"]) == 0
    before = board_file.read_bytes()
    for cmd in (["activate"], ["target"]):
        assert main(["ae", str(board_file), *cmd]) == 0
        assert board_file.read_bytes() == before, cmd
    assert main(["ic", str(board_file), "-g", "troopers", "--seed", "1"]) == 0
    assert board_file.read_bytes() == before
    assert "unchanged" in capsys.readouterr().out
    # --apply records the draw and moves the figures
    assert main(["ae", str(board_file), "activate", "--apply"]) == 0
    st = get_state(load_board(board_file))
    assert st is not None and len(st.activated) == 1
    # the status phase shows without --apply and writes with it
    after_activate = board_file.read_bytes()
    assert main(["ae", str(board_file), "status"]) == 0
    assert board_file.read_bytes() == after_activate
    assert main(["ae", str(board_file), "status", "--apply"]) == 0
    st = get_state(load_board(board_file))
    assert st is not None and st.round == 2


def test_help_says_which_commands_write(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["ae", "--help"])
    out = capsys.readouterr().out
    assert "write" in out and "--apply" in out


def test_status_before_any_activation_is_an_error(
    board_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # AE round: the activation phase, then the status phase
    assert main(["ae", str(board_file), "setup", "--seed", "3"]) == 0
    capsys.readouterr()
    assert main(["ae", str(board_file), "status", "--apply"]) == 2
    err = capsys.readouterr().err
    assert "no group has activated" in err and "raid.board.json" in err


def test_blitz_level_above_the_blitz_cards_is_an_error(
    board_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the example deck has 4 blitz cards
    assert main(["ae", str(board_file), "setup", "--seed", "3", "--blitz", "9"]) == 2
    assert "blitz level 9" in capsys.readouterr().err


def test_target_from_the_command_line(board_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the demo's priority target is the Soldier: chosen without a draw; with
    # --priority-not-valid a card is drawn and the target is a rebel all the same
    assert main(["ae", str(board_file), "setup", "--seed", "3"]) == 0
    capsys.readouterr()
    assert main(["ae", str(board_file), "target"]) == 0
    assert "target: Soldier (the mission's priority target)" in capsys.readouterr().out
    assert main(["ae", str(board_file), "target", "--priority-not-valid", "--source", "tr1"]) == 0
    out = capsys.readouterr().out
    assert "drew" in out and "target: none" not in out
    assert main(["ae", str(board_file), "target", "--source", "nobody"]) == 2
