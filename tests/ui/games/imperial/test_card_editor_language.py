"""The card editor in the player's language: the card list names the bundled cards and their
actions in Ukrainian, and the preview's heading names the card as the AE panel does."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.i18n.content import content_name
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.games.imperial.card_editor import CardEditor
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


def test_card_list_and_preview_in_ukrainian(qtbot: QtBot) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    editor = CardEditor(load_imperial_data(), load_board(MAPS / "ae-landing-zone.board.json"))
    qtbot.addWidget(editor)
    first = editor.card_list.item(0).text()
    name = content_name("Press the Attack")
    assert name != "Press the Attack"  # the bundled card has a Ukrainian name
    assert first.startswith(f"{name}: ")
    for english in ("engage", "attack", "reposition"):
        assert english not in first, first
    editor.card_list.setCurrentRow(0)
    editor.check()
    assert editor.preview.toPlainText().startswith(f"{name} ")
    assert "Press the Attack" not in editor.preview.toPlainText()


def test_name_field_shows_a_bundled_card_in_the_chosen_language(qtbot: QtBot) -> None:
    """The Name field reads as the card list does; the deck keeps a bundled card's English
    name until the player types another, which is stored as typed."""
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    editor = CardEditor(load_imperial_data(), load_board(MAPS / "ae-landing-zone.board.json"))
    qtbot.addWidget(editor)
    row = next(i for i, c in enumerate(editor.cards) if c.get("name") == "Press the Attack")
    editor.card_list.setCurrentRow(row)
    assert editor.card_name.text() == content_name("Press the Attack")
    steps = editor.undo_stack.count()
    editor.action_boxes[0].setCurrentIndex(editor.action_boxes[0].currentIndex())
    editor._card_edited()  # another field's edit writes the card back from every field
    assert editor.cards[row]["name"] == "Press the Attack"
    assert editor.undo_stack.count() == steps
    editor.card_name.setText("Тиск")
    assert editor.cards[row]["name"] == "Тиск"
    editor.undo_stack.undo()
    assert editor.cards[row]["name"] == "Press the Attack"
    assert editor.card_name.text() == content_name("Press the Attack")


@pytest.mark.parametrize(
    ("lang", "undo", "redo", "undo_step"),
    [
        ("en", "Undo", "Redo", "Undo Rename the card"),
        ("uk", "Скасувати", "Повторити", "Скасувати: Перейменувати карту"),
    ],
)
def test_undo_and_redo_read_plainly_with_nothing_to_undo(
    qtbot: QtBot, lang: str, undo: str, redo: str, undo_step: str
) -> None:
    """With no step to undo or redo the buttons read "Undo" / "Redo" (in Ukrainian
    "Скасувати", not "Скасувати:" with the colon that introduces a step's name); with one
    they name it."""
    assert prefs.install_language(QApplication.instance(), lang) == lang
    editor = CardEditor(load_imperial_data(), load_board(MAPS / "ae-landing-zone.board.json"))
    qtbot.addWidget(editor)
    assert (editor.undo_action.text(), editor.redo_action.text()) == (undo, redo)
    editor.card_name.setText("Ambush")
    assert editor.undo_action.text() == undo_step
    assert editor.redo_action.text() == redo
    editor.undo_stack.undo()
    assert editor.undo_action.text() == undo
    assert editor.redo_action.text().startswith(f"{redo}") and editor.redo_action.text() != redo


@pytest.mark.parametrize(
    ("lang", "edited", "imported"),
    [
        (
            "en",
            "A new game uses your edited deck.",
            "Deck mine.deck.json: replaces the example AE cards, deployment cards, class decks, "
            "agenda sets in the next new game",
        ),
        (
            "uk",
            "Нова гра використає вашу змінену колоду.",
            "Колода mine.deck.json замінює в наступній новій грі приклади: карти AE, карти "
            "розгортання, колоди класів, набори агенди",
        ),
    ],
)
def test_the_players_own_deck_is_named_in_the_language(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    edited: str,
    imported: str,
) -> None:
    """The AE panel names a deck made in the card editor in the player's language (before:
    "вашу колоду edited deck"), and the message of a deck file imported names its sections
    in it (before: "ae cards, class decks" as the file's keys)."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    ed = panel.card_editor()
    qtbot.addWidget(ed)
    assert ed.check() and ed.save_deck(tmp_path / "mine.deck.json")
    assert panel.use_edited(ed)
    assert panel.deck_label.text() == edited
    said: list[str] = []
    monkeypatch.setattr(panel.host, "show_message", lambda text, *_a, **_k: said.append(text))
    assert panel.import_deck(tmp_path / "mine.deck.json")
    assert said == [imported]
