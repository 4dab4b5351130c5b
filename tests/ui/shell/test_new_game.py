"""File → New game…: every game the app plays is offered with the maps that ship for it; the
chosen map opens as a template and the game starts on it (the Automated Emperor's setup asks
its questions at once), so a newcomer never has to find a panel in the View menu."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.imperial.state import get_state
from tabletop_ai.resources import bundled_map, is_bundled
from tabletop_ai.ui.games.imperial.ae_panel import SetupDialog
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.shell.new_game import NewGameDialog
from tests.ui.conftest import DialogAnswers


def test_every_game_is_offered_with_its_maps(qtbot: QtBot) -> None:
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    titles = [dlg.game_list.item(i).text() for i in range(dlg.game_list.count())]
    assert titles == [
        "Imperial Assault — Imperial Commander",
        "Imperial Assault — Automated Emperor",
        "Battlecrest — Imperator solo",
        "Gloomhaven, Frosthaven, Jaws of the Lion",
        "Hex-wargame retreat (Armageddon Empires)",
        "Star Wars Destiny — Operations (table, no map)",
    ]
    for i, game in enumerate(dlg.games):
        dlg.game_list.setCurrentRow(i)
        assert dlg.map_list.count() == len(game.maps) and dlg.summary.text()
        chosen = dlg.choice()
        assert chosen is not None and chosen == bundled_map(game.maps[0])
    dlg.choose("Imperial Assault — Automated Emperor", 1)
    assert dlg.map_list.currentItem().text() == "AE mission 2: Supply depot (sample)"


def test_new_game_starts_the_automated_emperor_on_its_map(player_window: MainWindow) -> None:
    w = player_window

    def pick_ae(dlg: QWidget) -> None:
        assert isinstance(dlg, NewGameDialog)
        dlg.choose("Imperial Assault — Automated Emperor")
        dlg.accept()

    def set_up(dlg: QWidget) -> None:
        assert isinstance(dlg, SetupDialog)
        dlg.seed.setValue(7)
        dlg.accept()

    answers = DialogAnswers(pick_ae, set_up)
    w.actions_.new_game.trigger()  # File > New game… (Ctrl+N)
    assert answers.done() == ["New game", "New Automated Emperor game"]
    assert w.doc.path is not None and w.doc.path.name == "ae-landing-zone.board.json"
    assert is_bundled(w.doc.path)  # a template: the first Save asks where
    assert not w.game_docks["automated-emperor"].isHidden()
    st = get_state(w.doc.board)
    assert st is not None and st.seed == 7 and st.campaign is None
    assert w.doc.dirty


def test_a_cancelled_new_game_changes_nothing(player_window: MainWindow) -> None:
    w = player_window
    before = w.doc

    def cancel(dlg: QWidget) -> None:
        assert isinstance(dlg, QDialog)
        dlg.reject()

    answers = DialogAnswers(cancel)
    assert not w.new_game()
    answers.done()
    assert w.doc is before


@pytest.mark.usefixtures("english_again")
def test_every_games_name_shows_whole_in_ukrainian(qtbot: QtBot) -> None:
    """The game list is as wide as its longest name in the player's language (Ukrainian's
    are longer): nothing to scroll sideways, no name cut; the AE game is named as its panel
    is ("Автоімператор (AE)"), not by its English name alone."""
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    dlg = NewGameDialog()
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    names = dlg.game_list
    assert names.horizontalScrollBar().maximum() == 0
    assert names.sizeHintForColumn(0) <= names.viewport().width()
    titles = [names.item(i).text() for i in range(names.count())]
    assert "Imperial Assault — Автоімператор (AE)" in titles
    dlg.game_list.setCurrentRow(0)
    assert "«Автоімператор (AE)»" in dlg.summary.text()
    assert dlg.width() <= 1280
