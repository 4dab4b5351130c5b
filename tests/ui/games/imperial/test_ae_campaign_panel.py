"""The AE panel runs a whole campaign (setup, rounds, status, upgrade, a bought card
played from the Play button, next mission), each operation one undo step."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.imperial.campaign import load_campaign
from tabletop_ai.imperial.state import get_state
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


def test_campaign_through_the_panel(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    for i in (1, 2):
        shutil.copy(MAPS / "outpost-raid.board.json", tmp_path / f"m{i}.board.json")
    w = MainWindow(load_board(tmp_path / "m1.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(tmp_path / "m1.board.json")
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=4, class_deck="tactics")
    # the status phase is refused before any group activated (the button is off too)
    assert not panel.status_btn.isEnabled()
    assert panel.start_campaign(tmp_path / "war.campaign.json")
    assert not panel.next_btn.isEnabled()  # the upgrade stage comes first
    while panel.activate_btn.isEnabled():
        steps = w.doc.undo_stack.count()
        assert panel.activate_next() is not None
        assert w.doc.undo_stack.count() == steps + 1
    panel.run_status_phase()
    panel.upgrade(6, 0, True)
    st = get_state(w.doc.board)
    assert st is not None and st.blitz_level == 3 and st.class_hand
    # a bought card from the Play button (every moment listed; an attachment needs a group)
    card = st.class_hand[0]
    panel.moment.setCurrentIndex(panel.moment.findData("all"))
    row = next(
        i for i in range(panel.prompts.count()) if panel.prompts.item(i).data(0x0100) == card
    )
    panel.prompts.setCurrentRow(row)
    panel.play_group.setCurrentIndex(panel.play_group.findData("troopers"))
    assert panel.play_selected()
    st = get_state(w.doc.board)
    assert st is not None and card not in st.class_hand
    assert panel.next_btn.isEnabled()
    assert panel.next_mission(tmp_path / "m2.board.json")
    # the window now shows mission 2, set up from the campaign in a file of its own (the map
    # it was made from stays as it was)
    assert w.doc.path is not None and w.doc.path.name == "war-mission-2.board.json"
    assert get_state(load_board(tmp_path / "m2.board.json")) is None
    s2 = get_state(w.doc.board)
    assert s2 is not None and s2.mission == 2 and s2.blitz_level == 3
    camp = load_campaign(tmp_path / "war.campaign.json")
    assert [m.result for m in camp.missions] == ["lost"]
    # an attachment comes back to the hand when the mission ends (its group leaves play);
    # an event played is spent
    if panel.data.upgrade(card).kind in ("attachment", "modification"):
        assert sorted(s2.class_hand) == sorted([*st.class_hand, card])
    else:
        assert card in s2.played and card not in s2.class_hand


def test_campaign_with_the_players_own_deck(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the player's deck replaces the example AE deck at setup, and the next mission of the
    # campaign plays the same cards (they are kept in the files), not the example deck
    import json

    from tabletop_ai.imperial.data import DECK_FORMAT

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    deck = {
        "format": DECK_FORMAT,
        "version": 1,
        "name": "mine",
        "ae_cards": {
            "cards": [
                {"id": "o1", "name": "Go", "actions": ["engage", "attack"]},
                {"id": "o2", "name": "Shoot", "actions": ["attack", "reposition"]},
            ],
            "blitz": [
                {"id": "ob", "name": "Blitz", "actions": ["attack"], "threat": 1},
                {"id": "ob2", "name": "Blitz 2", "actions": ["engage"], "threat": 1},
            ],
        },
    }
    (tmp_path / "mine.deck.json").write_text(json.dumps(deck))
    for i in (1, 2):
        shutil.copy(MAPS / "outpost-raid.board.json", tmp_path / f"m{i}.board.json")
    w = MainWindow(load_board(tmp_path / "m1.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(tmp_path / "m1.board.json")
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    assert panel.import_deck(tmp_path / "mine.deck.json")
    panel.setup(seed=2, blitz_level=1)
    st = get_state(w.doc.board)
    assert st is not None and sorted(st.deck) == ["o1", "o2", "ob"]
    assert panel.start_campaign(tmp_path / "war.campaign.json")
    panel.use_example_deck()  # the game keeps its own cards whatever a new game would use
    while panel.activate_btn.isEnabled():
        assert panel.activate_next() is not None
    panel.run_status_phase()
    panel.upgrade(0, 0, True)  # lost: blitz level 2 for the next mission
    assert panel.next_mission(tmp_path / "m2.board.json")
    s2 = get_state(w.doc.board)
    assert s2 is not None and s2.mission == 2
    assert sorted(s2.deck) == ["o1", "o2", "ob", "ob2"]


def test_ic_activation_in_the_panel_names_its_surge_order(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # IC "Surge Priority": the deployment card's order (Trooper Squad: +1 damage, +2 accuracy)
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    messages: list[str] = []
    w.show_message = messages.append  # type: ignore[method-assign]
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    w.doc.board.group("troopers").extra["deployment"] = "trooper-squad"
    assert panel.activate_ic_list("troopers") is not None
    assert any("surges: 1. +1 damage · 2. +2 accuracy" in m for m in messages)
