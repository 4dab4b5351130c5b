"""A newcomer's Imperial Assault campaign, driven through the window as a player drives it:
menus, buttons and the answers to the dialogs they open, never a file edited by hand.

File → New game… → Automated Emperor on its first map, mission 1 of a new campaign (the
template saved where the player says); activate (a card drawn here); activate with the card
drawn at the table; the status phase and the upgrade stage; Next mission… to mission 2 on the
second map, the terms read first; activate there; an Imperial Commander list activation;
Save. In English and in Ukrainian. Nothing is lost: the files say so."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.imperial.campaign import load_campaign
from tabletop_ai.imperial.state import get_state
from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel, SetupDialog, UpgradeDialog
from tabletop_ai.ui.games.imperial.next_mission import NextMissionDialog
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.shell.new_game import NewGameDialog, map_title
from tests.ui.conftest import DialogAnswers, save_as_answer

pytestmark = pytest.mark.usefixtures("english_again")

MISSION_1 = "ae-landing-zone.board.json"
MISSION_2 = "ae-supply-depot.board.json"
#: the window's size (``TABLETOP_AI_TEST_SIZE=1920x1080`` for another)
_SIZE = tuple(int(v) for v in os.environ.get("TABLETOP_AI_TEST_SIZE", "1280x800").split("x"))


@pytest.fixture(params=["en", "uk"])
def newcomer(
    request: pytest.FixtureRequest,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[MainWindow, str]]:
    """The window a newcomer opens, in ``en`` or ``uk``, asking in dialogs; settings and
    autosaves under ``tmp_path``."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    prefs.settings().setValue("language", request.param)
    assert prefs.install_language(QApplication.instance()) == request.param
    w = MainWindow(interactive=True, remember=False)

    def drop_unsaved(win: QWidget) -> None:
        assert isinstance(win, MainWindow)
        win.doc.undo_stack.setClean()

    qtbot.addWidget(w, before_close_func=drop_unsaved)
    w.resize(*_SIZE)
    w.show()
    yield w, request.param
    w.controller.shutdown()


def _shot(w: MainWindow, lang: str, step: str) -> None:
    """With ``TABLETOP_AI_TEST_SHOTS=FOLDER``: the window at this step, as a PNG there (to
    look at each step of the path; nothing is written otherwise)."""
    folder = os.environ.get("TABLETOP_AI_TEST_SHOTS")
    if folder:
        QApplication.processEvents()
        size = f"{w.width()}x{w.height()}"
        w.grab().save(str(Path(folder) / f"{lang}-{size}-{step}.png"))


def _panel(w: MainWindow) -> AEPanel:
    dock = w.game_docks["automated-emperor"]
    assert not dock.isHidden()  # the panel came by itself: no View menu needed
    panel = dock.widget().widget()  # type: ignore[attr-defined]
    assert isinstance(panel, AEPanel)
    return panel


def _wait(qtbot: QtBot, w: MainWindow) -> None:
    """Until the planning process answered and the Plan panel shows the plan."""
    qtbot.waitUntil(
        lambda: w.controller.plan is not None and w.plan_panel.plan is not None, timeout=30_000
    )


def test_two_missions_and_an_ic_list_through_the_window(
    newcomer: tuple[MainWindow, str], qtbot: QtBot, tmp_path: Path
) -> None:
    w, lang = newcomer
    mission_1 = tmp_path / "landing.board.json"

    # -- File → New game…: the Automated Emperor, mission 1 of a new campaign -------------
    def pick_ae(dlg: QWidget) -> None:
        assert isinstance(dlg, NewGameDialog)
        row = next(i for i, g in enumerate(dlg.games) if MISSION_1 in g.maps)
        dlg.game_list.setCurrentRow(row)
        dlg.map_list.setCurrentRow(dlg.games[row].maps.index(MISSION_1))
        dlg.accept()

    def set_up(dlg: QWidget) -> None:
        assert isinstance(dlg, SetupDialog)
        dlg.seed.setValue(11)
        dlg.campaign.setChecked(True)
        dlg.campaign_name.setText("Hoth")
        dlg.accept()

    answers = DialogAnswers(pick_ae, set_up, save_as_answer(mission_1))
    w.actions_.new_game.trigger()
    answers.done()
    _shot(w, lang, "1-new-game")
    panel = _panel(w)
    assert w.doc.path == mission_1.resolve() and not w.doc.dirty  # saved with its link
    camp_file = tmp_path / "hoth.campaign.json"
    assert camp_file.is_file() and load_campaign(camp_file).name
    assert bundled_map(MISSION_1) is not None  # the template itself was never written
    st = get_state(w.doc.board)
    assert st is not None and st.seed == 11 and st.campaign and st.mission == 1

    # -- activate: a card drawn here ------------------------------------------------------
    panel.activate_btn.click()
    _wait(qtbot, w)
    st = get_state(w.doc.board)
    assert st is not None and len(st.activated) == 1 and st.current is not None
    first = st.current
    _shot(w, lang, "2-activated")
    assert w.plan_panel.apply_button.isEnabled()
    before = {f.id: f.at for f in w.doc.board.figures}
    w.plan_panel.apply_button.click()  # the figures move as planned
    assert {f.id: f.at for f in w.doc.board.figures} != before

    # -- activate with the card drawn at the table ----------------------------------------
    table_card = panel.chosen_card.itemData(1)
    assert table_card is not None and table_card != first
    panel.chosen_card.setCurrentIndex(1)
    panel.activate_btn.click()
    _wait(qtbot, w)
    st = get_state(w.doc.board)
    assert st is not None and st.current == table_card and len(st.activated) == 2
    assert table_card not in st.deck
    _shot(w, lang, "3-card-from-the-table")
    w.plan_panel.apply_button.click()

    # -- the rest of the round, the status phase, the upgrade stage -----------------------
    while panel.activate_btn.isEnabled():
        panel.activate_btn.click()
        _wait(qtbot, w)
    panel.status_btn.click()

    def upgrade(dlg: QWidget) -> None:
        assert isinstance(dlg, UpgradeDialog)
        dlg.xp.setValue(4)
        dlg.influence.setValue(2)
        dlg.lost.setChecked(True)
        dlg.accept()

    answers = DialogAnswers(upgrade)
    panel.upgrade_btn.click()
    answers.done()
    st = get_state(w.doc.board)
    assert st is not None and st.upgraded

    # -- Next mission…: the terms said first, the second map chosen -----------------------
    terms_seen: list[str] = []

    def next_map(dlg: QWidget) -> None:
        assert isinstance(dlg, NextMissionDialog)
        terms_seen.append(dlg.terms.text())
        folder = os.environ.get("TABLETOP_AI_TEST_SHOTS")
        if folder:
            dlg.grab().save(str(Path(folder) / f"{lang}-{_SIZE[0]}x{_SIZE[1]}-4-next-mission.png"))
        second = bundled_map(MISSION_2)
        assert second is not None
        (item,) = dlg.maps.findItems(map_title(second), Qt.MatchFlag.MatchExactly)
        assert item.toolTip() == str(second)
        # the map after mission 1's in the game's list is the one offered: accepted as is
        assert dlg.maps.currentItem() is item
        dlg.accept()

    ended = {f.id: f.at for f in w.doc.board.figures}  # unsaved: Next mission saves them
    assert w.doc.dirty
    answers = DialogAnswers(next_map)
    panel.next_btn.click()
    answers.done()
    carried = "Carried over" if lang == "en" else "Переноситься"
    # what carries over (XP, influence, decks, side mission, blitz level, cards played, the
    # log) and what starts afresh (deck, threat and round, the map): said before anything
    assert terms_seen and carried in terms_seen[0] and terms_seen[0].count("<li>") == 10
    mission_2 = tmp_path / "hoth-mission-2.board.json"
    assert w.doc.path == mission_2.resolve()
    # mission 1 kept as it ended, mission 2 set up from the campaign
    assert {f.id: f.at for f in load_board(mission_1).figures} == ended
    st1 = get_state(load_board(mission_1))
    assert st1 is not None and st1.upgraded and st1.mission == 1
    camp = load_campaign(camp_file)
    assert [m.result for m in camp.missions] == ["lost"] and camp.missions[0].xp == 4
    said = w.statusBar().currentMessage()
    assert ("lost for the Imperials" in said) == (lang == "en"), said
    assert ("Імперія програла" in said) == (lang == "uk"), said
    panel = _panel(w)  # the AE panel is still there, on mission 2
    st = get_state(w.doc.board)
    assert st is not None and st.mission == 2 and st.blitz_level == 3  # lost: +1

    # -- activate in mission 2, then an Imperial Commander list ---------------------------
    panel.activate_btn.click()
    _wait(qtbot, w)
    assert len(get_state(w.doc.board).activated) == 1  # type: ignore[union-attr]
    _shot(w, lang, "5-mission-2")
    assert panel.ic_group.count() > 0
    gid = panel.ic_group.currentData()
    panel.ic_btn.click()
    _wait(qtbot, w)
    assert w.controller.group == gid and w.plan_panel.plan is not None
    _shot(w, lang, "6-ic-list")
    w.actions_.save.trigger()  # Ctrl+S: the mission's own file, no question
    assert not w.doc.dirty
    saved = json.loads(mission_2.read_text(encoding="utf-8"))
    assert saved["rules"]["preset"] == "automated-emperor"
    st2 = get_state(load_board(mission_2))
    assert st2 is not None and st2.mission == 2 and len(st2.activated) == 1

    # -- the groups are named for the player, never by their ids ---------------------------
    ids = {g.id for g in w.doc.board.groups}
    rows = [w.groups.groups.item(i).text() for i in range(w.groups.groups.count())]
    assert not [r for r in rows if r.split("  (")[0] in ids], rows
    assert not [gid for gid in ids if gid in panel.status.text()], panel.status.text()
    assert w.plan_panel.plan is not None
    assert w.plan_panel.plan.group not in w.plan_panel.title.text()

    # -- reopen mission 2: the AE game, its mission and its campaign come back -------------
    w.doc.undo_stack.setClean()
    again = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(again)
    again.resize(*_SIZE)
    again.show()
    assert again.open_path(mission_2)  # File → Open…
    assert again.doc.path == mission_2.resolve()
    panel_2 = _panel(again)
    st3 = get_state(again.doc.board)
    assert st3 is not None and st3.mission == 2 and st3.campaign == st.campaign
    assert st3.activated == get_state(w.doc.board).activated  # type: ignore[union-attr]
    _shot(again, lang, "7-reopened")
    assert ("Round 1" in panel_2.status.text()) == (lang == "en"), panel_2.status.text()
