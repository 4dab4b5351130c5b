"""The instruction type combos (the groups dock's "Add" and the instruction editor's "Type")
show every rule set's types by the names a player reads, in the installed language, never by
the ids a board file writes (``move_to_attack``); each entry maps back to its own id."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from tabletop_ai.board import Instruction, load_board
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.rulesets.registry import builtin
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.groups_panel import GroupsPanel
from tabletop_ai.ui.editor.instruction_editor import InstructionEditor
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

RAID = MAPS / "outpost-raid.board.json"
CYRILLIC = re.compile("[а-яіїєґА-ЯІЇЄҐ]")


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    prefs.settings().setValue("language", request.param)
    assert prefs.install_language(QApplication.instance()) == request.param
    yield request.param


def _entries(box: QComboBox) -> list[tuple[str, str]]:
    return [(box.itemText(i), str(box.itemData(i))) for i in range(box.count())]


def _check_names(entries: list[tuple[str, str]], rules: type[RuleSet], lang: str) -> None:
    ids = [t.name for t in rules.instruction_types]
    assert [i for _t, i in entries] == ids  # every declared type, each once, in order
    for text, kind in entries:
        assert text.strip(), kind
        assert "_" not in text, (rules.name, kind, text)
        declared = rules.instruction_type(kind)
        assert declared is not None and declared.label, (rules.name, kind)
        assert text == in_language(declared.label)  # the declared name, translated
        assert text != kind and text[:1].isupper(), (rules.name, kind, text)
        if lang == "uk":
            assert CYRILLIC.search(text), (rules.name, kind, text)
    assert len({t for t, _i in entries}) == len(entries), "two types read the same"


@pytest.mark.parametrize("rules", builtin(), ids=lambda r: r.name)
def test_every_type_combo_entry_is_a_name_that_maps_back(
    qtbot: QtBot, lang: str, rules: type[RuleSet]
) -> None:
    preset = (rules.presets or (rules.name,))[0]
    board = load_board(RAID)
    board.rules = dataclasses.replace(board.rules, preset=preset)
    panel = GroupsPanel(Document(board))
    qtbot.addWidget(panel)
    _check_names(_entries(panel.add_type), rules, lang)
    editor = InstructionEditor()
    qtbot.addWidget(editor)
    group = board.groups[0]
    for t in rules.instruction_types:
        editor.show_instruction(Instruction(t.name), board, group)
        _check_names(_entries(editor.type_box), rules, lang)
        # the entry shown is the instruction's type, and choosing it gives that id back
        assert editor.type_box.currentData() == t.name
        assert editor.instruction() == Instruction(t.name, editor.instruction().data)  # type: ignore[union-attr]


def test_the_card_editor_names_ae_actions(qtbot: QtBot, lang: str) -> None:
    """The AE card form's action combos read the actions' names, each mapping back."""
    from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
    from tabletop_ai.imperial.data import AE_ACTIONS, load_imperial_data
    from tabletop_ai.ui.games.imperial.card_editor import CardEditor

    dlg = CardEditor(load_imperial_data(include_user=False), load_board(RAID))
    qtbot.addWidget(dlg)
    for box in dlg.action_boxes:
        entries = _entries(box)[1:]  # after "—", no action
        assert [i for _t, i in entries] == list(AE_ACTIONS)
        for text, kind in entries:
            assert text == in_language(AutomatedEmperor.action_label(kind)).capitalize()
            if lang == "uk":
                assert CYRILLIC.search(text), (kind, text)
    assert "→" in dlg.card_list.item(0).text()
    if lang == "uk":
        assert CYRILLIC.search(dlg.card_list.item(0).text().split(":", 1)[1])
