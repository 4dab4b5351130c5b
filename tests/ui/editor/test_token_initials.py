"""A token's initials are those of the name the player reads: in Ukrainian, "Вартовий 1"
shows "В1", not the English "Guard 1"'s "G1"."""

from __future__ import annotations

import pytest

from tabletop_ai import i18n
from tabletop_ai.board import load_board
from tabletop_ai.geometry import Layout
from tabletop_ai.ui.editor.figure_item import FigureItem
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.mark.parametrize(("lang", "initials"), [("en", "G1"), ("uk", "В1")])
def test_token_initials_follow_the_language(qtbot: object, lang: str, initials: str) -> None:
    board = load_board(MAPS / "outpost-raid.board.json")
    guard = next(f for f in board.figures if f.name == "Guard 1")
    i18n.install(lang)
    assert FigureItem(guard, Layout(board.grid, 48.0)).label == initials
