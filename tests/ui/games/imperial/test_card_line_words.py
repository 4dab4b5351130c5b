"""An imported group's card lines read as words in the groups panel, the instruction editor
and the card editor's preview, in English and Ukrainian: the fields the Imperial rule sets
declare (``actions``, ``then``, ``pick``, a note's text, the attack action, the reposition
distance) in the words they declare for them, never as the file's JSON."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.imperial.deploy import new_group_op
from tabletop_ai.imperial.ic2 import load_ic2, save_import
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.imperial.ic2_files import write_ic2
from tests.ui.conftest import DEMO

pytestmark = pytest.mark.usefixtures("english_again")

#: the AT-ST's list (``ic2_files.WALKER_LIST``) as the groups panel lists it
WALKER_EN = [
    "note (“AIM SYSTEM: Gain +1 {H} and +2 Accuracy.”)",
    "attack (attack action, costs 1 action)",
    "move to reposition (5 MP, 2 spaces from the nearest hostile figure, costs 1 action)",
    "attack (attack action, costs 1 action)",
    "move toward (3 MP, target: the closest hero, costs 1 action)",
]
WALKER_UK = [
    "примітка («AIM SYSTEM: Gain +1 {H} and +2 Accuracy.»)",
    "атака (дія атаки, коштує 1 дію)",
    "рух на позицію (5 ОР, за 2 клітинки від найближчої ворожої фігури, коштує 1 дію)",
    "атака (дія атаки, коштує 1 дію)",
    "рух до цілі (3 ОР, ціль: найближчий герой, коштує 1 дію)",
]


def window_with_imports(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> MainWindow:
    """The demo board with the imported AT-ST (``walker``) and the Brute (``brute``, whose
    list has a line with two parts and a note costing an action) made from their cards."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    save_import(load_ic2(write_ic2(tmp_path / "Resources"), "en"))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    cards = load_imperial_data().deployments
    run_op(w.doc, new_group_op(cards["DG014"], "walker"), "new")
    run_op(w.doc, new_group_op(cards["DG071"], "brute"), "new")
    w.resize(1280, 800)
    w.show()
    QApplication.processEvents()
    return w


def listed(w: MainWindow) -> list[str]:
    return [w.groups.instructions.item(i).text() for i in range(w.groups.instructions.count())]


def test_card_lines_read_as_words_in_english(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = window_with_imports(qtbot, tmp_path, monkeypatch)
    w.groups.select_group("walker")
    assert listed(w) == WALKER_EN
    # the instruction editor: the fields without a box of their own, in words under the
    # JSON field (a note's ability name is not repeated: its text begins with it)
    w.groups.instructions.setCurrentRow(4)
    assert w.groups.editor.extra_words.text() == "target: the closest hero\ncosts 1 action"
    assert w.groups.editor.extra_words.isVisibleTo(w)
    w.groups.instructions.setCurrentRow(0)
    assert w.groups.editor.extra_words.text() == "“AIM SYSTEM: Gain +1 {H} and +2 Accuracy.”"
    w.groups.select_group("brute")
    assert listed(w) == [
        "move to attack (4 MP, costs 1 action, ability CRUSH)",
        "attack (attack action, part of the card line above)",
        "note (“CRUSH: Move 4 to attack {R1}. After this attack, the target is Stunned.”, "
        "part of the card line above)",
        "move to engage (3 MP, target: as many heroes as possible, at least 1 figure, "
        "costs 1 action)",
        "note (“BELLOW: Each Rebel within 3 spaces suffers 1 {C}.”, costs 1 action)",
    ]
    # a contract instruction of the demo's own groups reads as before
    w.groups.select_group("troopers")
    assert listed(w) == ["move to attack (4 MP) → Soldier", "attack → Soldier"]
    w.controller.shutdown()


def test_card_lines_read_as_words_in_ukrainian(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    prefs.settings().setValue("language", "uk")
    assert prefs.install_language(QApplication.instance()) == "uk"
    w = window_with_imports(qtbot, tmp_path, monkeypatch)
    w.groups.select_group("walker")
    assert listed(w) == WALKER_UK
    w.groups.instructions.setCurrentRow(4)
    assert w.groups.editor.extra_words.text() == "ціль: найближчий герой\nкоштує 1 дію"
    w.groups.select_group("brute")
    assert listed(w)[3] == (
        "рух упритул (3 ОР, ціль: якомога більше героїв, щонайменше 1 фігура, коштує 1 дію)"
    )
    # the card editor's preview: the list in words, then its plan, both in Ukrainian
    panel = AEPanel(w)
    qtbot.addWidget(panel)  # type: ignore[attr-defined]
    ed = panel.card_editor()
    ed.preview_group.setCurrentIndex(ed.preview_group.findData("walker"))
    ed.tabs.setCurrentIndex(1)
    lines = ed.preview.toPlainText().splitlines()
    assert lines[:7] == [
        "Список IC 1 з 1 для групи walker:",
        *("  · " + line for line in WALKER_UK),
        "  план:",
    ]
    assert lines[7].startswith("    AT-ST: примітка:")
    w.controller.shutdown()
