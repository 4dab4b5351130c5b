"""The map tools' tooltips name a board's cells as its grid does, in both languages, as the
legend does: on a hex board the edge tools say *click near a hex side* and the point tools
*click a hex* (Ukrainian *гекс*), on a square board *cell* (*клітинка*). The words follow the
board opened, and come from the grid's kind, not from a game."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

HEX_BOARDS = ["frosthaven-ambush", "river-fort", "wargame-retreat"]
CELL = {"en": re.compile(r"\bcells?\b", re.I), "uk": re.compile(r"клітин", re.I)}
HEX = {"en": re.compile(r"\bhex(es)?\b", re.I), "uk": re.compile(r"\bгекс", re.I)}


def _tips(w: MainWindow) -> dict[tuple[str, str], str]:
    """The tooltip of every edge and point tool, by its tool."""
    return {k: b.toolTip() for k, b in w.tools.buttons.items() if k[0] in ("edges", "points")}


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("name", HEX_BOARDS)
def test_a_hex_board_s_tools_say_hexes(qtbot: object, language: str, name: str) -> None:
    assert prefs.install_language(QApplication.instance(), language) == language
    board = load_board(MAPS / f"{name}.board.json")
    assert board.grid.kind == "hex"
    w = MainWindow(board, interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    tips = _tips(w)
    assert {k for k, _ in tips} == {"edges", "points"}
    assert [t for t in tips.values() if CELL[language].search(t)] == []
    assert all(HEX[language].search(t) for t in tips.values()), tips
    if language == "uk":
        assert tips[("edges", "wall")] == (
            "Стіна — клацніть біля сторони гекса; повторне клацання прибирає"
        )
    # a square board opened in the same window: its cells again
    assert w.open_path(MAPS / "outpost-raid.board.json")
    tips = _tips(w)
    assert all(CELL[language].search(t) for t in tips.values()), tips
    assert [t for t in tips.values() if HEX[language].search(t)] == []
    w.controller.shutdown()


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_square_board_s_tools_say_cells(qtbot: object, language: str) -> None:
    assert prefs.install_language(QApplication.instance(), language) == language
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    tips = _tips(w)
    assert tips and all(CELL[language].search(t) for t in tips.values()), tips
    # a hex board opened in the same window: its hexes
    assert w.open_path(MAPS / "river-fort.board.json")
    tips = _tips(w)
    assert all(HEX[language].search(t) for t in tips.values()), tips
    w.controller.shutdown()


SPAWN_TIP = {
    "en": "Spawn point — click a cell to place or remove",
    "uk": "Точка появи — клацніть клітинку, щоб поставити або прибрати",
}
#: a word said twice running ("Spawn point point"), or a quote inside a quote
#: («Точка «Точка появи»»)
DOUBLED = re.compile(r"\b(\w+)\s+\1\b|«[^»]*«", re.I)


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_point_tool_names_its_kind_once(qtbot: object, language: str) -> None:
    """A point tool's tooltip is its kind as the rule set words it ("spawn point",
    "objective": a whole name), then where to click, with no word of its own added to the
    name: on a square board and on a hex board, in both languages."""
    assert prefs.install_language(QApplication.instance(), language) == language
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.tools.buttons[("points", "spawn")].toolTip() == SPAWN_TIP[language]
    for name in ("outpost-raid", *HEX_BOARDS):
        assert w.open_path(MAPS / f"{name}.board.json")
        tips = [t for (tool, _), t in _tips(w).items() if tool == "points"]
        assert tips and [t for t in tips if DOUBLED.search(t)] == [], tips
    w.controller.shutdown()
