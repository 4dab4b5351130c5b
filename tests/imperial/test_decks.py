"""The player's own cards: deck files (import/export, the documented schema), the
player's deck REPLACING the example deck at setup, a game file that keeps the cards it uses
(so it plays without the data folder it was set up with), and a missing or broken deck file
reported in one line naming the file (exit 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import load_board
from tabletop_ai.board.errors import BoardError
from tabletop_ai.cli import main
from tabletop_ai.imperial.data import (
    DECK_FORMAT,
    deck_from_json,
    deck_to_json,
    load_imperial_data,
)
from tabletop_ai.imperial.state import get_state
from tests.conftest import MAPS

MY_DECK: dict[str, Any] = {
    "format": DECK_FORMAT,
    "version": 1,
    "name": "my deck",
    "ae_cards": {
        "cards": [
            {"id": "m1", "name": "Rush", "actions": ["engage", "attack"], "secondary": ["red"]},
            {"id": "m2", "name": "Hold", "actions": ["attack", "reposition"]},
            {"id": "m3", "name": "Creep", "actions": ["reposition", "engage"]},
        ],
        "blitz": [
            {"id": "mb", "name": "Blitz: All in", "actions": ["attack", "engage"], "threat": 2}
        ],
    },
}


@pytest.fixture()
def board_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "no-user-data"))
    path = tmp_path / "raid.board.json"
    shutil.copy(MAPS / "outpost-raid.board.json", path)
    return path


def test_own_deck_replaces_the_example_deck(board_file: Path, tmp_path: Path) -> None:
    deck = tmp_path / "my.deck.json"
    deck.write_text(json.dumps(MY_DECK))
    # blitz level 1: the three normal cards and the one blitz card, nothing of the example
    assert (
        main(["ae", str(board_file), "setup", "--seed", "2", "--blitz", "1", "--deck", str(deck)])
        == 0
    )
    st = get_state(load_board(board_file))
    assert st is not None and sorted(st.deck) == ["m1", "m2", "m3", "mb"]
    # the deck has one blitz card: blitz level 2 is an error, not a silent cap
    assert (
        main(["ae", str(board_file), "setup", "--seed", "2", "--blitz", "2", "--deck", str(deck)])
        == 2
    )
    # sections the deck does not have (deployments, class decks, agendas) stay the example's
    assert st.class_deck_id in load_imperial_data().class_decks


def test_game_file_plays_without_its_data_folder(board_file: Path, tmp_path: Path) -> None:
    # set up with an extra data folder whose card is in the AE deck; then play with no
    # --data at all (before: a KeyError traceback): the file keeps the cards it uses
    folder = tmp_path / "extra"
    folder.mkdir()
    (folder / "cards.json").write_text(
        json.dumps(
            {
                "format": "tabletop-ai/ae-deck",
                "version": 1,
                "cards": [{"id": "x-only", "name": "Only here", "actions": ["attack"]}],
            }
        )
    )
    assert (
        main(["ae", str(board_file), "--data", str(folder), "setup", "--seed", "1", "--blitz", "0"])
        == 0
    )
    st = get_state(load_board(board_file))
    assert st is not None and "x-only" in st.deck
    shutil.rmtree(folder)
    b = load_board(board_file)
    raw = b.extra["automated_emperor"]
    raw["deck"] = ["x-only", *[c for c in raw["deck"] if c != "x-only"]]
    from tabletop_ai.board import save_board

    save_board(b, board_file)
    assert main(["ae", str(board_file), "activate", "--apply"]) == 0
    st = get_state(load_board(board_file))
    assert st is not None and st.current == "x-only"


def test_missing_or_broken_deck_file_is_one_line_exit_2(
    board_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = board_file.read_bytes()
    assert (
        main(
            [
                "ae",
                str(board_file),
                "setup",
                "--seed",
                "1",
                "--deck",
                str(tmp_path / "nope.deck.json"),
            ]
        )
        == 2
    )
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nope.deck.json" in err[0] and "does not exist" in err[0]
    bad = tmp_path / "bad.deck.json"
    bad.write_text(
        json.dumps(
            {**MY_DECK, "ae_cards": {"cards": [{"id": "m1", "actions": ["engage", "dance"]}]}}
        )
    )
    assert main(["ae", str(board_file), "setup", "--seed", "1", "--deck", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.deck.json" in err[0]
    assert "ae_cards.cards[0].actions[1]" in err[0] and "dance" in err[0]
    bad.write_text("{ not json")
    assert main(["ae", str(board_file), "setup", "--seed", "1", "--deck", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.deck.json: line 1" in err[0]
    assert board_file.read_bytes() == before  # nothing written


def test_export_then_import_gives_the_same_cards(board_file: Path, tmp_path: Path) -> None:
    out = tmp_path / "exported.deck.json"
    assert main(["ae", str(board_file), "export-deck", str(out)]) == 0
    doc = json.loads(out.read_text())
    data, sections = deck_from_json(doc, out.name)
    assert sections == ("ae_cards", "deployments", "class_decks", "agenda_sets")
    assert deck_to_json(data, out.name) == doc
    assert deck_to_json(load_imperial_data(), out.name) == doc


def test_deck_schema_errors_name_the_place() -> None:
    with pytest.raises(BoardError) as err:
        deck_from_json({"format": DECK_FORMAT, "version": 1, "cards": []}, "d.json")
    assert err.value.problems[0].where == "cards"
    with pytest.raises(BoardError, match="version"):
        deck_from_json({"format": DECK_FORMAT, "version": 7}, "d.json")


def test_a_card_id_twice_or_a_card_with_no_action_is_refused_where_it_stands() -> None:
    """Cards are kept by id: a second card with the same id in one file would replace the
    first without a word (a card lost from the player's deck), and an AE card always acts."""
    cards = MY_DECK["ae_cards"]
    twice = {**MY_DECK, "ae_cards": {**cards, "blitz": [{"id": "m2", "actions": ["attack"]}]}}
    with pytest.raises(BoardError) as exc:
        deck_from_json(twice, "my.deck.json")
    said = [p.format() for p in exc.value.problems]
    assert said == ["ae_cards.blitz[0].id 'm2' is the id of cards[1] too: each needs its own"]
    idle = {**MY_DECK, "ae_cards": {"cards": [{"id": "m1", "actions": []}]}}
    with pytest.raises(BoardError) as exc:
        deck_from_json(idle, "my.deck.json")
    said = [p.format() for p in exc.value.problems]
    assert said == ["ae_cards.cards[0].actions names no action: an AE card does at least one"]


def test_a_deployment_id_twice_in_one_file_is_refused() -> None:
    deployments = load_imperial_data().deployments
    one = deck_to_json(load_imperial_data(), ("deployments",))["deployments"][0]
    assert one["id"] in deployments
    doc = {"format": DECK_FORMAT, "version": 1, "deployments": [one, one]}
    with pytest.raises(BoardError) as exc:
        deck_from_json(doc, "my.deck.json")
    said = [p.format() for p in exc.value.problems]
    assert said == [
        f"deployments[1].id {one['id']!r} is the id of deployments[0] too: each needs its own"
    ]


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Trooper Squad draws from the 2 IC lists of its card"),
        ("uk", "Загін штурмовиків бере 2 списки IC своєї карти"),
    ],
)
def test_deck_lists_given_to_groups_are_told_as_a_player_reads_them(lang: str, line: str) -> None:
    """When the edited deck's deployment cards give their IC lists to the groups deployed
    from them, the log names each group and card as the window does, in the player's
    language (before: the group's id and the card's English name, "troopers бере 2 списки
    IC карти Trooper Squad")."""
    from tabletop_ai import i18n
    from tabletop_ai.imperial.ops import deployment_lists_op

    board = load_board(MAPS / "ae-landing-zone.board.json")
    i18n.install(lang)
    try:
        log = [str(m) for m in deployment_lists_op(load_imperial_data())(board).log]
    finally:
        i18n.install("en")
    assert log[0] == line, log
    assert all("troopers" not in m and "guards" not in m for m in log)


@pytest.mark.parametrize(
    ("lang", "named", "lists"),
    [
        ("en", "Trooper Squad", "Trooper Squad draws from the %s IC list%s of its card"),
        ("uk", "Загін штурмовиків", "Загін штурмовиків бере %s спис%s IC своєї карти"),
    ],
)
def test_a_group_named_after_its_card_is_named_once(lang: str, named: str, lists: str) -> None:
    """The group given its card's IC lists is named after the card (as most are): the line
    names it once ("Trooper Squad draws from the 2 IC lists of its card", not "… of Trooper
    Squad"), in the plural form its count takes (one list, two, five in Ukrainian); a group
    the player renamed still names the card it draws from."""
    import dataclasses

    from tabletop_ai import i18n
    from tabletop_ai.imperial.fields import DEPLOYMENT
    from tabletop_ai.imperial.ops import deployment_lists_op

    board = load_board(MAPS / "ae-landing-zone.board.json")
    data = load_imperial_data()
    group = next(g for g in board.groups if g.id == "troopers")
    dep = data.deployments[DEPLOYMENT.value(group, group.id)]
    i18n.install(lang)
    try:
        said = {}
        for n in (1, 2, 5):
            one = dataclasses.replace(dep, ic_lists=(dep.ic_lists * 5)[:n])
            cards = dataclasses.replace(data, deployments={**data.deployments, dep.id: one})
            said[n] = str(deployment_lists_op(cards)(board).log[0])
        renamed = board.copy()
        renamed.put_group(dataclasses.replace(group, name="Red squad"))
        other = str(deployment_lists_op(data)(renamed).log[0])
    finally:
        i18n.install("en")
    assert named in other and other.startswith("Red squad"), other
    if lang == "en":
        assert said == {1: lists % (1, ""), 2: lists % (2, "s"), 5: lists % (5, "s")}
    else:
        assert said == {1: lists % (1, "ок"), 2: lists % (2, "ки"), 5: lists % (5, "ків")}
