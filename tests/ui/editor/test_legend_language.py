"""The legend in the player's language: terrain, walls, doors and the plan's marks in
Ukrainian (it was English under ``--lang uk``); English unchanged."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.editor.legend import legend_entries
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
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


@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_open_legend_fits_the_view_in_either_language(qtbot: QtBot, language: str) -> None:
    """The open legend stays inside the board view: where its words in three columns are
    wider than the view (Ukrainian beside the wider Ukrainian docks at 1280×800), it takes
    fewer columns and more rows rather than running past the view's edge; given room again,
    it spreads out again."""
    if language != "en":
        assert prefs.install_language(QApplication.instance(), language) == language
    board = load_board(MAPS / "battlecrest-duel.board.json")
    w = MainWindow(board, interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.legend.set_expanded(True)
    QApplication.processEvents()

    def inside() -> None:
        room = w.view.viewport().rect()
        box = w.legend.geometry()
        assert room.contains(box), (box, room)
        for words in w.legend.findChildren(QLabel):
            if words.isVisible() and words.text():  # each line whole, none cut short
                assert words.width() >= words.sizeHint().width(), words.text()

    inside()
    tall = w.legend.height()
    w.resize(1920, 1080)
    QApplication.processEvents()
    inside()
    if language == "uk":  # the wider view takes the columns the narrow one had no room for
        assert w.legend.height() < tall
    w.controller.shutdown()


def test_edges_are_named_as_their_map_tools_name_them(qtbot: object) -> None:
    """An edge kind in the legend is named as the map tool that draws it names it (lower
    case): in Ukrainian the noun "край" with its own adjective ("блокувальний край"), not a
    cell's terrain word put before it ("блокувальна край")."""
    board = load_board(MAPS / "outpost-raid.board.json")
    assert {f.kind for f in board.edges} == {"blocking", "impassable"}
    english = {k: t for k, t, _p in legend_entries(board)}
    assert english["edge:blocking"] == "blocking edge"
    assert english["edge:impassable"] == "impassable edge"
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    ukrainian = {k: t for k, t, _p in legend_entries(board)}
    assert ukrainian["edge:blocking"] == "блокувальний край"
    assert ukrainian["edge:impassable"] == "непрохідний край"


@pytest.mark.parametrize(
    ("language", "board", "expected"),
    [
        (
            "en",
            "battlecrest-duel.board.json",
            {
                "caption:location": "under a location: M move, P push, A attack, D defense, "
                "R range bonus (2: a double); ★ an ability",
                "badge:defense": "D defense",
            },
        ),
        (
            "uk",
            "battlecrest-duel.board.json",
            {
                "caption:location": "під локацією: бонус M переміщення, P поштовху, A атаки, "
                "D оборони, R дальності (2 — подвійний); ★ властивість",
                "badge:defense": "D оборона",
            },
        ),
        (
            "en",
            "wargame-retreat.board.json",
            {
                "badge:stealthed": "S stealthed",
                "badge:combat_capable": "NC not combat capable",
                "badge:garrison": "G garrison",
            },
        ),
        ("uk", "wargame-retreat.board.json", {"badge:combat_capable": "NC не боєздатна"}),
    ],
)
def test_the_marks_on_points_and_tokens_are_explained(
    qtbot: object, language: str, board: str, expected: dict[str, str]
) -> None:
    """The legend says what the short marks mean: the letters under a point that the rule
    set explains (a Battlecrest location's "M1 D1") and each mark a figure field puts on a
    token of this board ("D2", "S", "NC" where a yes-by-default field is no), in the
    player's language."""
    if language != "en":
        assert prefs.install_language(QApplication.instance(), language) == language
    entries = {k: t for k, t, _p in legend_entries(load_board(MAPS / board))}
    assert {k: entries.get(k) for k in expected} == expected
