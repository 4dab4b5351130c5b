"""Mirroring the Battlecrest table: locations flipped and edited, the action row,
the order deck with the real reshuffle, applied crests — each a pure operation checked like
the file, so the window never writes a board the loader refuses."""

from __future__ import annotations

import pytest

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
from tests.conftest import MAPS

DUEL = MAPS / "battlecrest-duel.board.json"


def _reopens(b: object) -> None:
    again = loads_board(dumps_board(b), "x.board.json")  # type: ignore[arg-type]
    assert board_to_json(again) == board_to_json(b)  # type: ignore[arg-type]


def test_flip_and_edit_a_location() -> None:
    b = load_board(DUEL)
    res = flip_location("shrine")(b)
    shrine = next(p for p in res.state.points if p.id == "shrine")
    assert shrine.active is False and res.log == ["shrine flipped (move 1, defense 1)"]
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
