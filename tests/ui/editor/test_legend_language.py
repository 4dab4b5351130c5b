"""The legend in the player's language: terrain, walls, doors and the plan's marks in
Ukrainian (it was English under ``--lang uk``); English unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.ui.editor.legend import legend_entries
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


def test_the_legend_speaks_ukrainian(qtbot: object) -> None:
    board = load_board(MAPS / "outpost-raid.board.json")  # terrain, walls, doors, points
    english = {k: t for k, t, _p in legend_entries(board)}
    assert english["plan:sight"] == "line of sight" and english["terrain:open"] == "open"
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    ukrainian = {k: t for k, t, _p in legend_entries(board)}
    assert ukrainian.keys() == english.keys()
    assert ukrainian["plan:sight"] == "лінія видимості"
    assert ukrainian["terrain:blocking"] == "блокувальна"
    same = [k for k in english if ukrainian[k] == english[k] and not k.startswith("point:")]
    assert same == [], same
