"""The game commands' refusals (``ae``, ``ic``, ``battlecrest``) are messages of the core:
in the language of ``--lang``, like the rest of what the commands print."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabletop_ai import i18n
from tabletop_ai.cli import main
from tabletop_ai.i18n import Msg, msg
from tests.conftest import MAPS, SPEC_EXAMPLES

RAID = MAPS / "outpost-raid.board.json"
DUEL = MAPS / "battlecrest-duel.board.json"
AE = MAPS / "ae-landing-zone.board.json"


def _refusal(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    try:
        assert main(["--lang", "uk", *args]) == 2
        return capsys.readouterr().err
    finally:
        i18n.install("en")


def _in_ukrainian(message: Msg) -> str:
    """``message`` as the command prints it under ``--lang uk``, checked to be no longer
    its English id."""
    try:
        i18n.install("uk")
        text = str(message)
        assert text != message.english()
        return f"tabletop-ai: {text}\n"
    finally:
        i18n.install("en")


def test_battlecrest_refuses_another_games_board_and_an_unknown_group(
    capsys: pytest.CaptureFixture[str],
) -> None:
    err = _refusal(["battlecrest", str(RAID), "-g", "troopers"], capsys)
    preset = msg(
        "{file}: rules.preset is {preset}, not 'battlecrest'",
        file=RAID.name,
        preset="'imperial-assault'",
    )
    assert err == _in_ukrainian(preset)
    river = SPEC_EXAMPLES / "river-crossing.board.json"  # its rules name no preset
    err = _refusal(["battlecrest", str(river), "-g", "army"], capsys)
    unset = msg(
        "{file}: rules.preset is not set (the default game), not 'battlecrest'", file=river.name
    )
    assert err == _in_ukrainian(unset)
    err = _refusal(["battlecrest", str(DUEL), "-g", "nope"], capsys)
    group = msg(
        '{file}: groups has no group "{group}" (groups: {groups})',
        file=DUEL.name,
        group="nope",
        groups="emperor, emperor-defends",
    )
    assert err == _in_ukrainian(group)


def test_ic_refuses_an_unknown_group(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refusal(["ic", str(RAID), "-g", "nope"], capsys)
    group = msg(
        '{file}: groups has no group "{group}" (groups: {groups})',
        file=RAID.name,
        group="nope",
        groups="troopers, guards",
    )
    assert err == _in_ukrainian(group)


def test_ae_refusals_in_the_chosen_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A campaign file that is there already, a mission of no campaign, a target's source
    that is no figure."""
    board = tmp_path / "m1.board.json"
    shutil.copy(AE, board)
    camp = tmp_path / "war.campaign.json"
    camp.write_text("{}", encoding="utf-8")
    err = _refusal(["ae", str(board), "setup", "--seed", "1", "--campaign", str(camp)], capsys)
    exists = msg(
        "{file}: already exists; a campaign's next mission is set up with "
        "'ae PREVIOUS.board.json next-mission {board}'",
        file=camp.name,
        board=board.name,
    )
    assert err == _in_ukrainian(exists)
    assert main(["ae", str(board), "setup", "--seed", "1"]) == 0
    capsys.readouterr()
    err = _refusal(["ae", str(board), "next-mission", str(tmp_path / "m2.board.json")], capsys)
    alone = msg(
        "{file}: this mission belongs to no campaign (start one with 'ae {file} "
        "setup --seed N --campaign NAME.campaign.json')",
        file=board.name,
    )
    assert err == _in_ukrainian(alone)
    err = _refusal(["ae", str(board), "target", "--source", "zz"], capsys)
    assert err == _in_ukrainian(msg("{file}: no figure {id}", file=board.name, id="'zz'"))
