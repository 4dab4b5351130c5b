"""The Automated Emperor panel: a game played through the window's panel, each draw one undo
step, the drawn card and decisions shown, the plan drawn for the activated group."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai import plan_group
from tabletop_ai.board import Board, load_board
from tabletop_ai.imperial.ops import ae_op
from tabletop_ai.imperial.state import get_state, put_state
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS


@pytest.fixture()
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    return w


def test_game_through_the_panel_with_undo(window: MainWindow, qtbot: QtBot) -> None:
    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    assert not panel.activate_btn.isEnabled()
    panel.setup(seed=3, open_groups=2)
    st = get_state(window.doc.board)
    assert st is not None and len(st.deck) == 12
    assert panel.activate_btn.isEnabled()
    deck_before = list(st.deck)
    result = panel.activate_next()
    assert result is not None and result.group == "troopers"
    # the drawn card is the group's instruction now, and the window shows that plan
    ins = window.doc.board.group("troopers").instructions
    assert [i.type for i in ins] == ["ae_card"] and ins[0].data["card"] == deck_before[0]
    shown = window.controller.plan
    assert shown is not None and shown.group == "troopers"
    assert (
        shown.to_json()["figures"] == plan_group(window.doc.board, "troopers").to_json()["figures"]
    )
    assert result.card.name in panel.card.text()
    assert any("drew" in panel.log.item(i).text() for i in range(panel.log.count()))
    # undo the draw: the deck and the group's instructions come back
    window.doc.undo_stack.undo()
    st2 = get_state(window.doc.board)
    assert st2 is not None and st2.deck == deck_before and st2.current is None
    assert window.doc.board.group("troopers").instructions[0].type == "move_to_attack"
    window.doc.undo_stack.redo()
    assert get_state(window.doc.board).deck == deck_before[1:]  # type: ignore[union-attr]
    panel.activate_next()  # guards
    assert not panel.activate_btn.isEnabled()  # everyone activated: status phase next
    panel.run_status_phase()
    st3 = get_state(window.doc.board)
    assert st3 is not None and st3.round == 2 and st3.activated == []
    assert "Round 2" in panel.status.text()


def test_panel_without_game_explains_itself(window: MainWindow, qtbot: QtBot) -> None:
    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    assert "New AE game" in panel.intro.text()
    messages: list[str] = []
    window.show_message = messages.append  # type: ignore[method-assign]
    assert panel.activate_next() is None
    assert messages and "New AE game" in messages[0]


def test_broken_user_data_is_named_and_bundled_data_used(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data" / "imperial"
    folder.mkdir(parents=True)
    (folder / "mine.json").write_text('{"format": "tabletop-ai/ae-deck", "cards": [{"id": 1}]}')
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    assert "mine.json" in panel.intro.text()
    assert "trooper-squad" in panel.data.deployments


def test_random_ic_list_from_the_panel(window: MainWindow, qtbot: QtBot) -> None:
    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    g = window.doc.board.group("troopers")
    g.extra["ic_lists"] = [[{"type": "attack"}], [{"type": "move_toward", "mp": 2}]]
    panel.refresh()
    assert panel.ic_group.findData("troopers") >= 0
    result = panel.activate_ic_list("troopers")
    assert result is not None
    chosen = [i.type for i in window.doc.board.group("troopers").instructions]
    assert chosen == [["attack"], ["move_toward"]][result.index]
    assert window.controller.plan is not None and window.controller.plan.group == "troopers"
    window.doc.undo_stack.undo()
    assert [i.type for i in window.doc.board.group("troopers").instructions] == [
        "move_to_attack",
        "attack",
    ]


def test_dock_shown_from_the_view_menu_is_a_tab_beside_groups(
    window: MainWindow, qtbot: QtBot
) -> None:
    window.show()
    qtbot.waitExposed(window)
    assert window.game_docks["automated-emperor"].isHidden()
    window.game_docks["automated-emperor"].show()
    qtbot.waitUntil(lambda: window.game_docks["automated-emperor"].panel is not None)
    assert window.game_docks["automated-emperor"] in window.tabifiedDockWidgets(
        window.docks["groups"]
    )


def test_the_setup_dialog_gives_typed_choices(window: MainWindow, qtbot: QtBot) -> None:
    """The New game dialog hands the core one typed value (no dict crosses)."""
    from tabletop_ai.imperial.game import SetupChoices
    from tabletop_ai.ui.games.imperial.ae_panel import SetupDialog

    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    dlg = SetupDialog(panel.setup_data, window.doc.board, panel)
    dlg.seed.setValue(7)
    dlg.blitz.setValue(1)
    dlg.open_groups.setValue(1)
    choices = dlg.values()
    assert isinstance(choices, SetupChoices)
    assert (choices.seed, choices.blitz_level, choices.open_groups) == (7, 1, 1)
    st = panel.setup(choices)
    assert st is not None and st.seed == 7 and st.blitz_level == 1
    assert len(st.deployment_hand) == 1  # one deployment card per open group (AE Setup)


def test_the_campaign_name_is_what_the_player_types(window: MainWindow, qtbot: QtBot) -> None:
    """A newcomer ticks "new campaign", clicks the name field and types: the name is what was
    typed (not typed into a pre-filled default); left empty, the default shown is used."""
    from PySide6.QtCore import QPoint, Qt

    from tabletop_ai.ui.games.imperial.ae_panel import SetupDialog

    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    dlg = SetupDialog(panel.setup_data, window.doc.board, panel)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    assert dlg.new_campaign() is None
    qtbot.mouseClick(dlg.campaign, Qt.MouseButton.LeftButton, pos=QPoint(8, 8))
    assert dlg.campaign.isChecked() and dlg.campaign_name.isEnabled()
    assert dlg.new_campaign() == "My campaign"  # the default, shown in the empty field
    field = dlg.campaign_name
    qtbot.mouseClick(field, Qt.MouseButton.LeftButton, pos=field.rect().center())
    qtbot.keyClicks(field, "Hoth")
    assert dlg.new_campaign() == "Hoth"
    dlg.reject()


def test_the_card_list_offers_only_cards_that_can_be_drawn_now(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A card drawn at the table comes from this game's deck: the cards already drawn from
    it are not offered (and a note says why the list is short) until the deck is empty,
    when the next draw reshuffles the discard pile ("Hit reshuffle when all cards are
    drawn") and those are the cards that can come up."""
    panel = AEPanel(window.ctx)
    qtbot.addWidget(panel)
    panel.setup(seed=3, open_groups=2)

    def offered() -> list[str]:
        return [panel.chosen_card.itemData(i) for i in range(1, panel.chosen_card.count())]

    st = get_state(window.doc.board)
    assert st is not None and sorted(offered()) == sorted(st.deck) and not st.discard
    assert panel.chosen_note.text() == ""
    panel.activate_next()
    panel.activate_next()
    st = get_state(window.doc.board)
    assert st is not None and len(st.discard) == 2
    assert sorted(offered()) == sorted(st.deck)
    assert not set(offered()) & set(st.discard)
    assert panel.chosen_note.text() == (
        "2 cards already drawn from this deck are not listed: they come back when the deck "
        "is reshuffled"
    )

    # every card drawn (as the table would after a few rounds): the deck is empty
    def draw_all(b: Board) -> None:
        state = get_state(b)
        assert state is not None
        state.discard += state.deck
        state.deck = []
        put_state(b, state)

    run_op(window.doc, ae_op(draw_all), "draw every card")
    st = get_state(window.doc.board)
    assert st is not None and not st.deck
    assert sorted(offered()) == sorted(st.discard)
    assert panel.chosen_note.text().startswith("The AE deck is empty: the next draw shuffles")
