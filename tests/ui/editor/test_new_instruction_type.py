"""The "Add" type of an instruction list starts at the type the board's rule set declares
for a new instruction (``RuleSet.default_instruction``): the Emperor's turn on a Battlecrest
board, a monster's ability line on a Gloomhaven-family board, the retreat on a wargame
board, Move toward under the contract's rules; shown by its name in the installed language.
A choice the player made is kept while the board's rule set stays the same."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.rulesets.registry import builtin
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.groups_panel import GroupsPanel
from tabletop_ai.ui.panels import rules_of
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

#: each bundled board's rule set and the type "Add" starts at
BOARDS = {
    "outpost-raid": "move_toward",
    "ae-landing-zone": "move_toward",
    "battlecrest-duel": "emperor_turn",
    "frosthaven-ambush": "monster_action",
    "wargame-retreat": "retreat",
}


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    prefs.settings().setValue("language", request.param)
    assert prefs.install_language(QApplication.instance()) == request.param
    yield request.param


def _panel(qtbot: QtBot, name: str) -> GroupsPanel:
    panel = GroupsPanel(Document(load_board(MAPS / f"{name}.board.json")))
    qtbot.addWidget(panel)
    return panel


@pytest.mark.parametrize("name", BOARDS)
def test_add_starts_at_the_rule_sets_own_type(qtbot: QtBot, lang: str, name: str) -> None:
    panel = _panel(qtbot, name)
    assert panel.add_type.currentData() == BOARDS[name]
    declared = rules_of(panel.doc.board).instruction_type(BOARDS[name])
    assert declared is not None
    assert panel.add_type.currentText() == in_language(declared.shown)
    # Add gives an instruction of that type
    group = panel.current_group
    assert group is not None
    panel._add_instruction()
    added = panel.doc.board.group(group.id).instructions[-1]
    assert added.type == BOARDS[name]


@pytest.mark.parametrize("rules", builtin(), ids=lambda r: r.name)
def test_every_rule_set_declares_a_type_it_plans(rules: type[RuleSet]) -> None:
    """A rule set's ``default_instruction`` is one of its own types (or empty)."""
    assert not rules.default_instruction or rules.instruction_type(rules.default_instruction)
    first = rules.new_instruction_type()
    assert first is not None and first in rules.instruction_types


def test_another_boards_rule_set_starts_at_its_own_type(qtbot: QtBot) -> None:
    """Opening a board of another game in the same dock does not carry the last game's
    choice over; a board of the same rule set keeps it."""
    panel = _panel(qtbot, "outpost-raid")
    panel.add_type.setCurrentIndex(panel.add_type.findData("attack"))
    panel.set_document(Document(load_board(MAPS / "river-fort.board.json")))  # same rules
    assert panel.add_type.currentData() == "attack"
    panel.set_document(Document(load_board(MAPS / "battlecrest-duel.board.json")))
    assert panel.add_type.currentData() == "emperor_turn"
    board = load_board(MAPS / "battlecrest-duel.board.json")
    board.rules = dataclasses.replace(board.rules, preset="imperial-assault")
    panel.set_document(Document(board))
    assert panel.add_type.currentData() == "move_toward"
