"""Deck files, Imperial data folders, campaign files and the Imperial fields of a board
(IC lists, the AE and IC game state) are read through the guarded reader: every value is
checked before it is converted, iterated or used to size anything, and a bad one is one
line naming the file and the place, exit status 2, nothing written. Each test is the
smallest file that used to crash, hang or blow memory."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import load_board
from tabletop_ai.cli import main
from tabletop_ai.i18n import Msg
from tests.conftest import MAPS
from tests.guards import make_fifo

DEMO = MAPS / "outpost-raid.board.json"


@pytest.fixture(autouse=True)
def no_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "no-user-data"))


def one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """Run the command line: exit status 2 and exactly one line on stderr, returned."""
    capsys.readouterr()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1, err
    return err.strip()


def board_copy(tmp_path: Path, **changes: Any) -> Path:
    data = json.loads(DEMO.read_text("utf-8"))
    data.update(changes)
    path = tmp_path / "raid.board.json"
    path.write_text(json.dumps(data))
    return path


def deck(**sections: Any) -> dict[str, Any]:
    ae = {
        "cards": [{"id": "c1", "actions": ["engage", "attack"]}],
        "blitz": [{"id": "b1", "actions": ["attack"], "threat": 1}],
    }
    return {"format": "tabletop-ai/imperial-deck", "version": 1, "ae_cards": ae, **sections}


# -- deck files (ae FILE setup --deck DECK) ----------------------------------------------------
@pytest.mark.parametrize(
    ("sections", "line"),
    [
        (  # was: ValueError from int() in merge_file
            {"deployments": [{"id": "d", "cost": 2, "reinforce_cost": "x", "figure": {}}]},
            'deck.json: deployments[0].reinforce_cost is "x"; it must be a whole number 0 to 99',
        ),
        (
            {"deployments": [{"id": "d", "cost": 2, "count": "3", "figure": {}}]},
            'deck.json: deployments[0].count is "3"; it must be a whole number 1 to 20',
        ),
        (  # a count that would place figures for ever
            {"deployments": [{"id": "d", "cost": 2, "count": 2147483648, "figure": {}}]},
            "deck.json: deployments[0].count is 2147483648; it must be 1 to 20",
        ),
        (
            {
                "ae_cards": {
                    "cards": [],
                    "blitz": [{"id": "b", "actions": ["attack"], "threat": "x"}],
                }
            },
            'deck.json: ae_cards.blitz[0].threat is "x"; it must be a whole number 0 to 99',
        ),
        (
            {"class_decks": [{"id": "k", "cards": [{"id": "c", "xp": 1, "threat": [2]}]}]},
            "deck.json: class_decks[0].cards[0].threat is [2]; it must be a whole number 0 to 99",
        ),
        (  # an unknown colour was kept and then matched no figure, silently
            {"ae_cards": {"cards": [{"id": "c", "actions": ["attack"], "secondary": ["pink"]}]}},
            'deck.json: ae_cards.cards[0].secondary[0] is "pink"; it must be one of blue, '
            "yellow, green, red",
        ),
        (  # an id with a control character would be printed raw
            {"ae_cards": {"cards": [{"id": "c\x1b[2J", "actions": ["attack"]}]}},
            "deck.json: ae_cards.cards[0].id holds the control character \\x1b; an id may not",
        ),
    ],
)
def test_a_bad_deck_value_is_one_line_naming_the_deck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], sections: dict[str, Any], line: str
) -> None:
    board = board_copy(tmp_path)
    before = board.read_bytes()
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck(**sections)))
    argv = ["ae", str(board), "setup", "--seed", "1", "--blitz", "1", "--deck", str(path)]
    assert one_line(capsys, argv) == f"tabletop-ai: {line}"
    assert board.read_bytes() == before  # nothing written


def test_a_deck_short_of_blitz_cards_is_reported_against_the_deck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: "raid.board.json: blitz level 2 needs 2 blitz cards" (the board was fine)
    board = board_copy(tmp_path)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck()))
    argv = ["ae", str(board), "setup", "--seed", "1", "--blitz", "2", "--deck", str(path)]
    assert one_line(capsys, argv) == (
        "tabletop-ai: deck.json: ae_cards.blitz has 1 cards; blitz level 2 needs 2"
    )


def test_an_ic_list_on_a_deployment_card_is_checked_like_instructions() -> None:
    from tabletop_ai.board import BoardError
    from tabletop_ai.imperial.data import deck_from_json

    dep = {"id": "d", "cost": 1, "figure": {}, "ic_lists": [[{"type": "move_towrd", "mp": 2}]]}
    with pytest.raises(BoardError) as info:
        deck_from_json(deck(deployments=[dep]), "deck.json")
    assert info.value.first_line().startswith(
        "deck.json: deployments[0].ic_lists[0][0].type instruction type 'move_towrd' is not known"
    )
    assert info.value.first_line().endswith("did you mean 'move_toward'?")


# -- Imperial data folders (ae FILE --data DIR ...) -------------------------------------------
@pytest.mark.parametrize(
    ("doc", "line"),
    [  # the seven crash kinds of merge_file, each the smallest file
        (
            {"format": "tabletop-ai/ae-deck", "cards": 1},
            "x.json: cards is 1; it must be a list",
        ),
        (
            {"format": "tabletop-ai/deployments", "deployments": None},
            "x.json: deployments is null; it must be a list",
        ),
        (
            {
                "format": "tabletop-ai/deployments",
                "deployments": [{"id": "d", "cost": 1, "figure": {}, "ic_lists": True}],
            },
            "x.json: deployments[0].ic_lists is true; it must be a list",
        ),
        (
            {"format": "tabletop-ai/class-decks", "decks": [{"id": "k", "cards": True}]},
            "x.json: decks[0].cards is true; it must be a list",
        ),
        (
            {"format": "tabletop-ai/agendas", "sets": False},
            "x.json: sets is false; it must be a list",
        ),
        (
            {
                "format": "tabletop-ai/ae-deck",
                "blitz": [{"id": "b", "actions": ["attack"], "threat": "x"}],
            },
            'x.json: blitz[0].threat is "x"; it must be a whole number 0 to 99',
        ),
        (
            {"format": "tabletop-ai/ae-deck", "cards": ["c1"]},
            'x.json: cards[0] is "c1"; it must be an object',
        ),
        (  # was a TypeError (unhashable list): tools/fuzz.py --kind data --seed 12, 217
            {"format": ["tabletop-ai/agendas"], "sets": []},
            'x.json: format is ["tabletop-ai/agendas"]; it must be one of '
            "tabletop-ai/ae-deck, tabletop-ai/deployments, tabletop-ai/class-decks, "
            "tabletop-ai/agendas",
        ),
    ],
)
def test_a_bad_data_file_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], doc: dict[str, Any], line: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "x.json").write_text(json.dumps(doc))
    board = board_copy(tmp_path)
    argv = ["ae", str(board), "--data", str(folder), "setup", "--seed", "1"]
    assert one_line(capsys, argv) == f"tabletop-ai: {line}"


def test_a_pipe_in_a_data_folder_is_refused_not_waited_for(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    make_fifo(folder / "x.json")  # opening it to read waited for a writer for ever
    board = board_copy(tmp_path)
    argv = ["ae", str(board), "--data", str(folder), "setup", "--seed", "1"]
    assert one_line(capsys, argv) == (
        "tabletop-ai: x.json: is not a regular file (a pipe, a device or a socket); only files "
        "are read"
    )


# -- campaign files (ae FILE next-mission NEXT) -------------------------------------------------
@pytest.mark.parametrize(
    ("change", "where"),
    [  # the four crash kinds of campaign_from_json
        ({"missions": False}, "missions is false; it must be a list"),
        (
            {"missions": [{"board": "m1.board.json", "result": "won", "xp": "tactics"}]},
            'missions[0].xp is "tactics"; it must be a whole number 0 to 9999',
        ),
        (
            {"log": [{"round": "x", "text": "t"}]},
            'log[0].round is "x"; it must be a whole number 0 to 1000000',
        ),
        ({"log": [{"text": "t", "data": [1]}]}, "log[0].data is [1]; it must be an object"),
    ],
)
def test_a_bad_campaign_file_is_one_line_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: dict[str, Any], where: str
) -> None:
    m1, m2 = tmp_path / "m1.board.json", tmp_path / "m2.board.json"
    shutil.copy(DEMO, m1)
    shutil.copy(DEMO, m2)
    camp = tmp_path / "war.campaign.json"
    assert main(["ae", str(m1), "setup", "--seed", "1", "--campaign", str(camp)]) == 0
    assert main(["ae", str(m1), "upgrade"]) == 0
    doc = json.loads(camp.read_text("utf-8"))
    camp.write_text(json.dumps({**doc, **change}))
    before = m2.read_bytes(), camp.read_bytes()
    line = one_line(capsys, ["ae", str(m1), "next-mission", str(m2)])
    assert line == f"tabletop-ai: war.campaign.json: {where}"
    assert (m2.read_bytes(), camp.read_bytes()) == before


def test_a_mission_naming_a_missing_campaign_file_is_reported_against_the_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: "ai: does not exist": not the board that names it, which the player must mend
    m1, m2 = tmp_path / "m1.board.json", tmp_path / "m2.board.json"
    shutil.copy(DEMO, m1)
    shutil.copy(DEMO, m2)
    camp = tmp_path / "war.campaign.json"
    assert main(["ae", str(m1), "setup", "--seed", "1", "--campaign", str(camp)]) == 0
    assert main(["ae", str(m1), "upgrade"]) == 0
    doc = json.loads(m1.read_text("utf-8"))
    doc["automated_emperor"]["campaign"] = "ai"
    m1.write_text(json.dumps(doc))
    line = one_line(capsys, ["ae", str(m1), "next-mission", str(m2)])
    assert line == (
        "tabletop-ai: m1.board.json: automated_emperor.campaign names ai, which does not "
        f"exist ({tmp_path.resolve() / 'ai'})"
    )


# -- the Imperial fields of a board -------------------------------------------------------------
@pytest.mark.parametrize(
    ("mp", "line"),
    [
        # was: validate passed, then `ic` allocated until the machine ran out of memory
        (2147483648, "groups[0].ic_lists[0][0].mp is 2147483648; it must be 0 to 99"),
        ([3], "groups[0].ic_lists[0][0].mp is [3]; it must be a whole number 0 to 99"),
        (-1, "groups[0].ic_lists[0][0].mp is -1; it must be 0 to 99"),
        ("4", 'groups[0].ic_lists[0][0].mp is "4"; it must be a whole number 0 to 99'),
    ],
)
def test_ic_lists_in_a_group_are_checked_like_instructions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mp: Any, line: str
) -> None:
    data = json.loads(DEMO.read_text("utf-8"))
    data["groups"][0]["ic_lists"] = [[{"type": "move_to_attack", "mp": mp}, {"type": "attack"}]]
    path = board_copy(tmp_path, groups=data["groups"])
    gid = data["groups"][0]["id"]
    for argv in (
        ["validate", str(path)],
        ["ic", str(path), "-g", gid],
        ["plan", str(path), "-g", gid],
    ):
        assert one_line(capsys, argv).endswith(f"raid.board.json: {line}")


def test_a_typo_in_an_ic_list_is_named_with_the_closest_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(DEMO.read_text("utf-8"))
    data["groups"][0]["ic_lists"] = [[{"type": "move_towrd"}]]  # was: skipped silently
    path = board_copy(tmp_path, groups=data["groups"])
    line = one_line(capsys, ["ic", str(path), "-g", data["groups"][0]["id"]])
    assert "groups[0].ic_lists[0][0].type instruction type 'move_towrd' is not known" in line
    assert line.endswith("did you mean 'move_toward'?")


def test_an_unknown_colour_on_a_boards_ae_card_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(DEMO.read_text("utf-8"))
    data["rules"]["preset"] = "automated-emperor"
    data["groups"][0]["instructions"] = [
        {"type": "ae_card", "actions": ["attack"], "secondary": ["blue", "mauve"]}
    ]
    path = board_copy(tmp_path, groups=data["groups"], rules=data["rules"])
    line = one_line(capsys, ["plan", str(path), "-g", data["groups"][0]["id"]])
    assert line == (
        'tabletop-ai: raid.board.json: groups[0].instructions[0].secondary has "mauve"; each '
        "must be one of blue, yellow, green, red"
    )


def test_a_broken_ae_state_in_a_board_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = board_copy(tmp_path)
    assert main(["ae", str(board), "setup", "--seed", "1"]) == 0
    data = json.loads(board.read_text("utf-8"))
    data["automated_emperor"]["deck"] = 5  # was: TypeError when the next card was drawn
    board.write_text(json.dumps(data))
    line = one_line(capsys, ["ae", str(board), "activate"])
    assert line == "tabletop-ai: raid.board.json: automated_emperor.deck is 5; it must be a list"


def test_a_saved_message_cannot_build_a_huge_string(tmp_path: Path) -> None:
    # an AE log entry's message form is data: "{x:>2000000000}" built 2 GB when shown
    board = board_copy(tmp_path)
    assert main(["ae", str(board), "setup", "--seed", "1"]) == 0
    data = json.loads(board.read_text("utf-8"))
    entry = data["automated_emperor"]["log"][0]
    entry["data"]["msg"] = {"id": "{x:>2000000000}", "params": {"x": 1}}
    board.write_text(json.dumps(data))
    from tabletop_ai.imperial.state import get_state

    st = get_state(load_board(board))
    assert st is not None
    assert st.log[0].message() == entry["text"]  # the English text, not the form
    with pytest.raises(ValueError):
        Msg.from_json({"id": "{x.__class__}", "params": {"x": 1}})


def test_a_log_line_past_what_is_read_back_is_written_shortened(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: a card of 60 attacks, each skipped with its reasons, logged a line of 15,000
    # characters; "ae activate --apply" saved it, and every later command refused the board
    # ("automated_emperor.log[7].text has 15,000 characters; at most 10,000 are read")
    board = board_copy(tmp_path)
    cards = {
        "cards": [{"id": "b", "actions": ["attack"] * 60, "threat": 2}],
        "blitz": [{"id": "m1", "actions": ["engage", "attack"], "secondary": ["red"]}],
    }
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck(ae_cards=cards)))
    ae = ["ae", str(board)]
    assert main([*ae, "setup", "--seed", "1", "--blitz", "1", "--deck", str(path)]) == 0
    assert main([*ae, "activate", "--apply"]) == 0
    capsys.readouterr()
    assert main([*ae, "status"]) == 0, capsys.readouterr().err
    log = json.loads(board.read_text("utf-8"))["automated_emperor"]["log"]
    longest = max(log, key=lambda e: len(e["text"]))["text"]
    assert len(longest) == 10_000 and longest.endswith("…")
