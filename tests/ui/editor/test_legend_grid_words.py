"""The legend names a board's cells as its grid does, in both languages: a hex board's
plan marks say *hexes* (Ukrainian *гекси*), as its plans do (docs/languages.md), a square
board's *cells* (*клітинки*). The words come from the grid's kind, not from a game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.ui.editor.legend import legend_entries
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

HEX_BOARDS = ["frosthaven-ambush", "river-fort", "wargame-retreat"]
CELL = {"en": re.compile(r"\bcells?\b", re.I), "uk": re.compile(r"клітин", re.I)}
HEX = {"en": re.compile(r"\bhex(es)?\b", re.I), "uk": re.compile(r"\bгекс", re.I)}


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("name", HEX_BOARDS)
def test_a_hex_board_s_legend_says_hexes(qtbot: object, language: str, name: str) -> None:
    board = load_board(MAPS / f"{name}.board.json")
    assert board.grid.kind == "hex"
    if language != "en":
        assert prefs.install_language(QApplication.instance(), language) == language
    entries = {k: t for k, t, _p in legend_entries(board)}
    assert [t for t in entries.values() if CELL[language].search(t)] == []
    assert HEX[language].search(entries["plan:end"]), entries["plan:end"]
    assert HEX[language].search(entries["plan:candidate"]), entries["plan:candidate"]
    if language == "uk":
        assert entries["plan:end"] == "кінцевий гекс + мітка фігури"
        assert entries["plan:candidate"] == "вказані гекси"


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_square_board_s_legend_says_cells(qtbot: object, language: str) -> None:
    board = load_board(MAPS / "outpost-raid.board.json")
    if language != "en":
        assert prefs.install_language(QApplication.instance(), language) == language
    entries = {k: t for k, t, _p in legend_entries(board)}
    assert CELL[language].search(entries["plan:end"]), entries["plan:end"]
    assert not [t for t in entries.values() if HEX[language].search(t)]
