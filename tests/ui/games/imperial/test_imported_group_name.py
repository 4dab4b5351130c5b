"""A group made from a card imported from Imperial Commander 2 is called by its card's name
wherever the window names it (the Groups list, the Plan panel, the figures' tooltips), as a
group of a bundled card is; the file keeps its id for ``--group`` and the plan JSON."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_ai.imperial.ic2 import load_ic2, save_import
from tabletop_ai.ui.editor.new_group_dialog import NewGroupDialog
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.imperial.ic2_files import write_ic2


@pytest.fixture
def imported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    save_import(load_ic2(write_ic2(tmp_path / "Resources"), "en"))


@pytest.mark.usefixtures("imported")
def test_an_imported_group_is_called_by_its_cards_name(window: MainWindow) -> None:
    card = next(c for c in NewGroupDialog(window.doc.board, window).cards if c.key == "DG003")
    steps = window.doc.undo_stack.count()
    window.groups.make_group("elite", card)
    assert window.doc.undo_stack.count() == steps + 1  # named in the same step
    # the undo step says the group as the window calls it, not its id "elite"
    assert window.doc.undo_stack.undoText() == "New group from Stormtrooper (Elite)"
    row = window.groups.groups.currentItem().text()
    assert row.startswith("Stormtrooper (Elite)") and "elite " not in row, row
    group = window.doc.board.group("elite")
    assert group.name == "Stormtrooper (Elite)"  # in the file: any machine names it
    for fid in group.figures:
        tip = window.scene.figure_items[fid].toolTip()
        assert "group Stormtrooper (Elite)" in tip, tip
    plan = window.activate_group("elite")
    assert plan is not None and plan.group == "elite"  # the plan JSON keeps the id
    assert "<b>Group Stormtrooper (Elite)</b>" in window.plan_panel.title.text()
    window.doc.undo_stack.undo()
    assert window.doc.board.find_group("elite") is None


@pytest.mark.usefixtures("imported")
def test_a_bundled_cards_group_is_named_by_its_card_not_in_the_file(window: MainWindow) -> None:
    """The rule set names it by its card (in the player's language): the file gets no
    name of its own."""
    cards = NewGroupDialog(window.doc.board, window).cards
    bundled = next(c for c in cards if c.key == "officer")
    window.groups.make_group("squad", bundled)
    assert window.doc.board.group("squad").name == ""
    assert window.groups.groups.currentItem().text().startswith(bundled.name.split(" — ")[0])
