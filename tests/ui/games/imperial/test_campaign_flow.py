"""A campaign in the window loses nothing: Next mission never takes this mission's own board
(its unsaved positions are saved as they ended, the next mission goes into a file of its
own); a new AE game on a campaign mission stays that mission of the campaign; starting a
campaign saves the board with its link; a board saved in an AE game reopens in it; a card
drawn at the table is played as drawn."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.geometry import Cell
from tabletop_ai.imperial import game
from tabletop_ai.imperial.campaign import load_campaign
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.imperial.state import get_state
from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS
from tests.ui.conftest import cell_point, drag

MISSION_1 = "ae-landing-zone.board.json"
MISSION_2 = "ae-supply-depot.board.json"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    shutil.copy(MAPS / MISSION_1, tmp_path / "m1.board.json")
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(tmp_path / "m1.board.json")
    w.resize(1280, 800)
    w.show()
    return w


def _panel(w: MainWindow) -> AEPanel:
    panel = w.game_docks["automated-emperor"].built_panel()
    assert isinstance(panel, AEPanel)
    return panel


def _play_to_the_upgrade(panel: AEPanel, lost: bool = True) -> None:
    while panel.activate_btn.isEnabled():
        assert panel.activate_next() is not None
    assert panel.run_status_phase()
    assert panel.upgrade(4, 2, lost)


def test_next_mission_never_takes_this_missions_board(window: MainWindow, tmp_path: Path) -> None:
    panel = _panel(window)
    assert panel.setup(seed=5, class_deck="tactics") is not None
    assert panel.start_campaign(tmp_path / "war.campaign.json")
    _play_to_the_upgrade(panel)
    # a hero moved and not saved: mission 1 as it ended
    drag(window, [cell_point(window, Cell(4, 10)), cell_point(window, Cell(3, 10))])
    assert window.doc.dirty
    m1 = tmp_path / "m1.board.json"
    before = m1.read_text()
    # the current board is not the next mission's map, and not its file either
    assert not panel.next_mission(m1)
    assert not panel.next_mission(MAPS / MISSION_2, save_to=m1, replace=True)
    assert m1.read_text() == before and window.doc.dirty and window.doc.path == m1.resolve()
    # a map that ships with the app, saved beside the campaign under a name of its own
    shipped = bundled_map(MISSION_2)
    assert shipped is not None
    digest = _digest(shipped)
    assert panel.next_mission(shipped)
    m2 = tmp_path / "war-mission-2.board.json"
    assert window.doc.path == m2.resolve()
    assert _digest(shipped) == digest
    assert load_board(m1).figure("scout").at == Cell(3, 10)  # saved as it ended
    s2 = get_state(window.doc.board)
    assert s2 is not None and s2.mission == 2 and s2.blitz_level == 3
    assert [m.board for m in load_campaign(tmp_path / "war.campaign.json").missions] == [
        "m1.board.json"
    ]
    # an existing file is never replaced unasked
    panel2 = _panel(window)
    _play_to_the_upgrade(panel2, lost=False)
    (tmp_path / "war-mission-3.board.json").write_text("mine")
    assert not panel2.next_mission(shipped)
    assert (tmp_path / "war-mission-3.board.json").read_text() == "mine"


def test_the_terms_of_the_next_mission_are_said_first(window: MainWindow, tmp_path: Path) -> None:
    panel = _panel(window)
    panel.setup(seed=5, class_deck="tactics")
    assert panel.start_campaign(tmp_path / "war.campaign.json")
    _play_to_the_upgrade(panel, lost=True)
    st = get_state(window.doc.board)
    assert st is not None
    terms = game.next_mission_terms(
        window.doc.board, load_campaign(tmp_path / "war.campaign.json"), panel.data
    )
    carried = " | ".join(terms.carried)
    assert f"XP {st.xp} and influence {st.influence}" in carried
    assert "blitz level 3 (+1: the Imperials lost this mission)" in carried
    assert "class deck tactics" in carried
    fresh = " | ".join(terms.fresh)
    assert "threat 0, round 1" in fresh and "3 blitz" in fresh


def test_a_new_ae_game_stays_the_campaigns_mission(window: MainWindow, tmp_path: Path) -> None:
    panel = _panel(window)
    panel.setup(seed=5, class_deck="tactics")
    assert panel.start_campaign(tmp_path / "war.campaign.json")
    # mission 1 set up again: still mission 1 of the campaign
    panel.setup(seed=9)
    st = get_state(window.doc.board)
    assert st is not None and st.campaign == "war.campaign.json" and st.mission == 1
    _play_to_the_upgrade(panel, lost=True)
    assert panel.next_mission(MAPS / MISSION_2)
    s2 = get_state(window.doc.board)
    assert s2 is not None and s2.mission == 2
    hand = list(s2.class_hand)
    # mission 2 set up again: mission 2, with what the campaign carries (blitz level 3)
    panel.setup(seed=11)
    s3 = get_state(window.doc.board)
    assert s3 is not None
    assert (s3.campaign, s3.mission, s3.blitz_level) == ("war.campaign.json", 2, 3)
    assert s3.class_hand == hand


def test_starting_a_campaign_saves_the_board_with_its_link(
    window: MainWindow, tmp_path: Path
) -> None:
    panel = _panel(window)
    panel.setup(seed=5)
    drag(window, [cell_point(window, Cell(4, 10)), cell_point(window, Cell(3, 10))])
    assert window.doc.dirty
    assert panel.start_campaign(name="The Long War")
    assert (tmp_path / "the-long-war.campaign.json").is_file()
    assert not window.doc.dirty
    saved = get_state(load_board(tmp_path / "m1.board.json"))
    assert saved is not None and saved.campaign == "the-long-war.campaign.json"
    assert load_board(tmp_path / "m1.board.json").figure("scout").at == Cell(3, 10)


def test_a_campaign_is_never_started_on_a_shipped_map(qtbot: QtBot, tmp_path: Path) -> None:
    shipped = bundled_map(MISSION_1)
    assert shipped is not None
    folder = sorted(p.name for p in shipped.parent.iterdir())
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    assert w.open_path(shipped)
    panel = _panel(w)
    panel.setup(seed=5)
    assert not panel.start_campaign(name="war")  # nobody to ask where to save the board
    assert sorted(p.name for p in shipped.parent.iterdir()) == folder
    st = get_state(w.doc.board)
    assert st is not None and st.campaign is None


def test_a_board_saved_in_an_ae_game_reopens_in_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.show()
    assert w.open_path(MAPS / "outpost-raid.board.json")  # an Imperial Commander board
    assert w.game_docks["automated-emperor"].isHidden()
    panel = _panel(w)
    panel.setup(seed=2)  # the game starts, no card drawn yet
    assert w.save_as(tmp_path / "ae.board.json")
    assert w.open_path(MAPS / "battlecrest-duel.board.json")
    assert w.game_docks["automated-emperor"].isHidden()
    assert w.open_path(tmp_path / "ae.board.json")
    assert not w.game_docks["automated-emperor"].isHidden()
    assert load_board(tmp_path / "ae.board.json").rules.preset == "automated-emperor"


def test_a_card_drawn_at_the_table_is_played(window: MainWindow) -> None:
    panel = _panel(window)
    panel.setup(seed=5)
    st = get_state(window.doc.board)
    assert st is not None
    data = load_imperial_data()
    # the card the players drew from their own deck: not the one on top of this game's deck
    chosen = next(c for c in st.deck[1:] if not data.card(c).blitz)
    row = panel.chosen_card.findData(chosen)
    assert row > 0 and "(drawn at the table)" in panel.chosen_card.itemText(row)
    panel.chosen_card.setCurrentIndex(row)
    act = panel.activate_next()
    assert act is not None and act.card.id == chosen
    after = get_state(window.doc.board)
    assert after is not None and chosen not in after.deck and after.deck[0] == st.deck[0]
    ins = window.doc.board.group(act.group).instructions
    assert ins[0].data["card"] == chosen
    assert any(
        "as drawn at the table" in panel.log.item(i).text() for i in range(panel.log.count())
    )
    assert panel.chosen_card.currentData() is None  # the next activation draws again
    # a card the game's deck does not hold is refused, and nothing changes
    steps = window.doc.undo_stack.count()
    assert panel.activate_next(card="no-such-card") is None
    assert window.doc.undo_stack.count() == steps
