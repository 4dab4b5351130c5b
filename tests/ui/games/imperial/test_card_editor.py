"""The player's own cards in the window: the card editor checks as you type and
previews a card on the board; its deck (or an imported deck file) replaces the example deck at
setup; a broken deck file is named in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.imperial.data import load_deck
from tabletop_ai.imperial.state import get_state
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


@pytest.fixture()
def panel(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AEPanel:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    p = AEPanel(w.ctx)
    qtbot.addWidget(p)
    return p


def test_editor_checks_as_you_type_and_previews(panel: AEPanel, tmp_path: Path) -> None:
    ed = panel.card_editor()
    assert ed.check() and ed.use_btn.isEnabled()
    # the first card planned for the troopers on this board
    ed.preview_group.setCurrentIndex(ed.preview_group.findData("troopers"))
    first = ed.cards[0]
    assert ed.preview.toPlainText().startswith(f"{first['name']} for Trooper Squad:")
    assert "Trooper" in ed.preview.toPlainText()
    # a colour that is not one (a card as a hand-made deck file gives it): kept, shown as
    # not a colour, the problem with its place, saving off, no preview
    ed.cards[0]["secondary"] = ["blue", "purple"]
    ed._show_card(0)
    assert ed.secondary.values() == ["blue", "purple"]
    assert ed.secondary.items.item(1).text() == "purple (not a value of this field)"
    assert "ae_cards.cards[0].secondary[1]" in ed.problems.text()
    assert "purple" in ed.problems.text()
    assert not ed.use_btn.isEnabled() and not ed.save_btn.isEnabled()
    assert "no preview" in ed.preview.toPlainText()
    ed.secondary.items.setCurrentRow(1)
    ed.secondary.remove.click()
    assert ed.cards[0]["secondary"] == ["blue"]
    assert ed.use_btn.isEnabled()
    # no action at all
    for box in ed.action_boxes:
        box.setCurrentIndex(0)
    # the deck reader's problem, with its place (each problem said once)
    assert "ae_cards.cards[0].actions names no action" in ed.problems.text()
    assert ed.problems.text().count("no action") == 1
    ed.action_boxes[0].setCurrentIndex(ed.action_boxes[0].findData("attack"))
    assert ed.check()
    # broken JSON in the IC lists' section
    ed.section_edits["deployments"].setPlainText("[{")
    assert "Deployments & IC lists: line 1" in ed.problems.text()
    ed.section_edits["deployments"].setPlainText(json.dumps([{"id": "d", "cost": "x"}]))
    assert "deployments[0].cost" in ed.problems.text()


def test_ic_lists_preview(panel: AEPanel) -> None:
    ed = panel.card_editor()
    ed.preview_group.setCurrentIndex(ed.preview_group.findData("troopers"))
    ed.tabs.setCurrentIndex(1)
    text = ed.preview.toPlainText()
    # the demo's troopers carry their own instruction list: one list, planned
    assert text.startswith(
        "IC list 1 of 1 for Trooper Squad:\n"
        "  · move to attack (4 MP) → Soldier\n"
        "  · attack → Soldier\n"
        "  planned:\n"
        "    Trooper 3: move 4 to [11,7]"
    )


def test_edited_deck_replaces_the_example_deck(panel: AEPanel, tmp_path: Path) -> None:
    ed = panel.card_editor()
    # keep two normal cards and one blitz card
    normal = [i for i, c in enumerate(ed.cards) if not c.get("blitz")]
    blitz = [i for i, c in enumerate(ed.cards) if c.get("blitz")]
    keep = {normal[0], normal[1], blitz[0]}
    for i in sorted(set(range(len(ed.cards))) - keep, reverse=True):
        ed.card_list.setCurrentRow(i)
        ed.remove_card()
    ed.add_card()
    ed.card_name.setText("My own")
    ids = sorted(str(c["id"]) for c in ed.cards)
    assert ed.save_deck(tmp_path / "mine.deck.json")
    assert panel.use_edited(ed)
    st = panel.setup(seed=1, blitz_level=1)
    assert st is not None and sorted(st.deck) == ids
    # the file saved reads back the same cards; importing it gives the same deck
    deck, _sections = load_deck(tmp_path / "mine.deck.json")
    assert sorted(deck.ae_cards) == ids
    panel.use_example_deck()
    assert panel.import_deck(tmp_path / "mine.deck.json")
    assert "mine.deck.json" in panel.deck_label.text()
    # the game keeps the cards it was set up with: the example deck is back for new games,
    # but this game still plays its own
    panel.use_example_deck()
    assert sorted(panel.data.ae_cards) == ids
    assert panel.activate_next() is not None
    st = get_state(panel.host.doc.board)
    assert st is not None and st.current in ids


def test_broken_deck_file_is_named(panel: AEPanel, tmp_path: Path) -> None:
    errors: list[tuple[str, str]] = []
    panel.host.show_error = lambda t, x: errors.append((t, x))  # type: ignore[method-assign]
    bad = tmp_path / "bad.deck.json"
    bad.write_text('{"format": "tabletop-ai/imperial-deck", "version": 1, "ae_cards": 3}')
    assert not panel.import_deck(bad)
    assert errors and errors[0][1].startswith("bad.deck.json: ae_cards")
    assert not panel.import_deck(tmp_path / "missing.deck.json")
    assert "missing.deck.json" in errors[1][1] and "\n" not in errors[1][1]


def test_every_deck_edit_is_one_undo_step_in_the_editor(panel: AEPanel, qtbot: QtBot) -> None:
    """The card editor keeps its own undo stack: each edit of the deck (a run of typing in
    one field, an action chosen, a card added or removed, a section's JSON, a deployment
    card's IC lists) is one step named after it; Ctrl+Z / Ctrl+Y in the dialog undo and
    redo it, in a text field too."""
    from PySide6.QtCore import Qt

    ed = panel.card_editor()
    qtbot.addWidget(ed)
    ed.show()
    ed.activateWindow()
    qtbot.waitUntil(lambda: ed.isActiveWindow(), timeout=5000)
    stack = ed.undo_stack
    assert stack.count() == 0 and not ed.undo_action.isEnabled()
    first = dict(ed.cards[0])
    n = len(ed.cards)
    # typing a name: one step, however many letters
    ed.card_name.setFocus()
    ed.card_name.selectAll()
    qtbot.keyClicks(ed.card_name, "Ambush")
    assert ed.cards[0]["name"] == "Ambush" and stack.count() == 1
    assert stack.undoText() == "Rename the card"
    ed.action_boxes[0].setCurrentIndex(ed.action_boxes[0].findData("ability"))
    assert stack.count() == 2 and stack.undoText() == "Change the actions"
    ed.add_card()
    assert len(ed.cards) == n + 1 and stack.undoText().startswith("Add card")
    # Ctrl+Z in the dialog, focus in a text field: the deck's undo, not the field's
    ed.card_name.setFocus()
    qtbot.keyClick(ed.card_name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(ed.cards) == n and stack.index() == 2
    assert ed.card_list.currentRow() == 0  # the card shown before the card was added
    qtbot.keyClick(ed.card_name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(ed.card_name, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert ed.cards[0] == first and ed.card_name.text() == first["name"]
    assert ed.card_list.currentRow() == 0
    qtbot.keyClick(ed.card_list, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert ed.cards[0]["name"] == "Ambush" and ed.card_name.text() == "Ambush"
    # a section's JSON: typing is one step; undone, the text comes back
    text = ed.section_edits["class_decks"].toPlainText()
    ed.section_edits["class_decks"].setPlainText("[")
    ed.section_edits["class_decks"].setPlainText("[]")
    assert stack.undoText() == "Edit Class decks" and stack.index() == 2
    stack.undo()
    assert ed.section_edits["class_decks"].toPlainText() == text
    # removing a card is one step too
    ed.card_list.setCurrentRow(1)
    second = dict(ed.cards[1])
    ed.remove_card()
    assert stack.undoText().startswith("Remove card") and second not in ed.cards
    stack.undo()
    assert ed.cards[1] == second and ed.card_list.currentRow() == 1
    assert ed.check()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_secondary_colours_are_the_parameters_forms_ordered_list(
    panel: AEPanel, qtbot: QtBot, lang: str
) -> None:
    """An AE card's secondary colours are read left to right (AE "Secondary Target"): the
    card editor edits them as the Parameters form does, an ordered list of the colours'
    names with Add, ▲ ▼ ✕, each change one undo step; the card keeps the colour ids."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from tabletop_ai.ui.editor.param_form import ListField
    from tabletop_ai.ui.shell import settings as prefs

    assert prefs.install_language(QApplication.instance(), lang) == lang
    ed = panel.card_editor()
    qtbot.addWidget(ed)
    ed.show()
    qtbot.waitExposed(ed)
    row = next(i for i, c in enumerate(ed.cards) if not c.get("blitz"))
    ed.card_list.setCurrentRow(row)
    field = ed.secondary
    assert isinstance(field, ListField) and field.ordered and field.choice is not None
    words = [field.choice.itemText(i) for i in range(field.choice.count())]
    assert words == (
        ["blue", "yellow", "green", "red"]
        if lang == "en"
        else ["синій", "жовтий", "зелений", "червоний"]
    )
    for i in reversed(range(field.items.count())):  # start from no colour
        field.items.setCurrentRow(i)
        qtbot.mouseClick(field.remove, Qt.MouseButton.LeftButton)
    assert "secondary" not in ed.cards[row]
    steps = ed.undo_stack.count()
    for colour in ("red", "blue"):
        field.choice.setCurrentIndex(field.choice.findData(colour))
        qtbot.mouseClick(field.add, Qt.MouseButton.LeftButton)
    assert ed.cards[row]["secondary"] == ["red", "blue"]
    shown_words = [field.items.item(i).text() for i in range(field.items.count())]
    assert shown_words == (["red", "blue"] if lang == "en" else ["червоний", "синій"])
    qtbot.mouseClick(field.up, Qt.MouseButton.LeftButton)  # blue, the one just added
    assert ed.cards[row]["secondary"] == ["blue", "red"]
    assert ed.undo_stack.count() == steps + 3
    assert ed.check()
    ed.undo_stack.undo()
    assert ed.cards[row]["secondary"] == ["red", "blue"]
    assert field.values() == ["red", "blue"]
    ed.reject()
