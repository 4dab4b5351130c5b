"""Mirroring the Battlecrest table: locations flipped and edited, the action row,
the order deck with the real reshuffle, applied crests — each a pure operation checked like
the file, so the window never writes a board the loader refuses."""

from __future__ import annotations

import pytest

from tabletop_ai import i18n
from tabletop_ai.battlecrest.apply import apply_turn
from tabletop_ai.battlecrest.edits import (
    EditError,
    flip_location,
    set_applied_crests,
    set_location,
    set_order_deck,
    set_row_ready,
)
from tabletop_ai.board import load_board
from tabletop_ai.board.io import board_to_json, dumps_board, loads_board
from tests.battlecrest.boards import bc_board, card, emperor_plan, order_card, solo_card
from tests.conftest import MAPS

DUEL = MAPS / "battlecrest-duel.board.json"


def _reopens(b: object) -> None:
    again = loads_board(dumps_board(b), "x.board.json")  # type: ignore[arg-type]
    assert board_to_json(again) == board_to_json(b)  # type: ignore[arg-type]


def test_flip_and_edit_a_location() -> None:
    b = load_board(DUEL)
    res = flip_location("shrine")(b)
    shrine = next(p for p in res.state.points if p.id == "shrine")
    assert shrine.active is False and res.log == ["Shrine flipped (move 1, defense 1)"]
    assert next(p for p in b.points if p.id == "shrine").active is True  # input untouched
    back = flip_location("shrine")(res.state).state
    assert next(p for p in back.points if p.id == "shrine").active is True
    edited = set_location(
        "tower", {"attack": 1, "range": 2}, hazard=True, ability={"type": "heal", "value": 1}
    )(b).state
    tower = next(p for p in edited.points if p.id == "tower")
    assert tower.bonuses == {"attack": 1, "range": 2} and tower.extra["hazard"] is True
    assert tower.extra["ability"] == {"type": "heal", "value": 1}
    _reopens(edited)
    with pytest.raises(EditError, match="0, 1 or 2"):
        set_location("tower", {"attack": 3})(b)
    with pytest.raises(EditError, match="ability type"):
        set_location("tower", ability={"type": "dance"})(b)


def test_action_row_order_deck_and_crests() -> None:
    b = load_board(DUEL)
    row = b.extra["battlecrest"]["action_row"]
    r = set_row_ready(0, not row[0].get("ready", True))(b)
    assert r.state.extra["battlecrest"]["action_row"][0]["ready"] is (not row[0]["ready"])
    cards = [c["id"] for c in b.extra["battlecrest"].get("order_cards", [])] or ["o1", "o2"]
    deck = set_order_deck([], None, cards[:1], reshuffle=cards[:1])(b).state
    assert deck.extra["battlecrest"]["order_deck"]["reshuffle"] == cards[:1]
    _reopens(deck)
    with pytest.raises(EditError, match="names no order card"):
        set_order_deck(["nope"], None, [])(b)
    crests = set_applied_crests(["sword", "shield"])(b).state
    assert crests.extra["battlecrest"]["applied_crests"] == ["sword", "shield"]
    _reopens(crests)


@pytest.mark.parametrize(
    ("language", "flip", "back", "flipped"),
    [
        (
            "en",
            "Shrine flipped (move 1, defense 1)",
            "Shrine turned active (move 1, defense 1)",
            "flipped: Tower",
        ),
        (
            "uk",
            "Святилище: перевернуто (переміщення 1, оборона 1)",
            "Святилище: знову активна (переміщення 1, оборона 1)",
            "перевернуто: Вежа",
        ),
    ],
)
def test_flips_are_logged_by_the_locations_name_in_the_players_language(
    language: str, flip: str, back: str, flipped: str
) -> None:
    """A flip by hand and the Emperor's turn written to the board name a location as the
    turn's texts do, its name (the sample board's in the player's language), not its id;
    the log's words, the bonuses too, are in that language."""
    i18n.install(language)
    try:
        res = flip_location("shrine")(load_board(DUEL))
        assert [str(x) for x in res.log] == [flip]
        again = flip_location("shrine")(res.state)
        assert [str(x) for x in again.log] == [back]
        board = bc_board(
            ["E1h"],
            locations={"1": {"bonuses": {"push": 1}, "name": "Tower"}},
            solo=solo_card(action_cards=[card("c1", {"type": "push", "value": 1})]),
            row=[{"card": "c1", "ready": True}],
            cards=[order_card()],
        )
        log = [str(x) for x in apply_turn(emperor_plan(board))(board).log]
        assert log[-1] == flipped
    finally:
        i18n.install("en")


@pytest.mark.parametrize(
    ("language", "edited", "bonus", "kind"),
    [
        (
            "en",
            "Tower: bonuses attack 1, range 2 (double), a hazard, ability heal 1",
            "the attack bonus is 0, 1 or 2 (a double symbol), not 3",
            "an ability type is one of attack, push, move, heal, location ability",
        ),
        (
            "uk",
            "Вежа: бонуси: атака 1, дальність 2 (подвійний), небезпечна, властивість лікування 1",
            "бонус «атака» — 0, 1 або 2 (подвійний символ), а не 3",
            "тип властивості — один із: атака, поштовх, рух, лікування, властивість локації",
        ),
    ],
)
def test_location_edits_are_said_in_the_players_language(
    language: str, edited: str, bonus: str, kind: str
) -> None:
    """A location edited by hand is logged by the location's name, its changes in the
    player's words (the ability by its type's word, not the file's id), and a refused edit
    says why in that language too."""
    i18n.install(language)
    try:
        b = load_board(DUEL)
        res = set_location(
            "tower", {"attack": 1, "range": 2}, hazard=True, ability={"type": "heal", "value": 1}
        )(b)
        assert [str(x) for x in res.log] == [edited]
        with pytest.raises(EditError) as refused:
            set_location("tower", {"attack": 3})(b)
        assert str(refused.value) == bonus
        with pytest.raises(EditError) as refused:
            set_location("tower", ability={"type": "dance"})(b)
        assert str(refused.value) == kind
    finally:
        i18n.install("en")
