"""At 1280x800, with the plan of the group just activated shown under it, the Automated
Emperor tab shows the whole game state without scrolling, in English and in Ukrainian:
round and threat, the deck, the groups left to right, the deployment hand and, in a
campaign, its line too. The buttons of a mission's start and end come after the state, the
buttons of every round before it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from tabletop_ai.imperial.state import put_state
from tests.ui.games.imperial.ae_view import activate_first, ae_tab_at_1280x800, whole_in_view

GROUPS = {"en": "Groups, left to right:", "uk": "Групи зліва направо:"}


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_whole_state_is_in_view_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    with ae_tab_at_1280x800(qtbot, tmp_path, monkeypatch, lang) as tab:
        w, dock, panel, area = tab.window, tab.dock, tab.panel, tab.area
        box = panel.findChild(QScrollArea, "ae-texts")
        assert box is not None
        activate_first(tab, qtbot)
        assert w.docks["plan"].height() >= 300  # the plan under it is shown too
        assert area.verticalScrollBar().value() == 0
        buttons = [b.mapTo(w, QPoint(0, 0)) for b in (panel.activate_btn, panel.upgrade_btn)]
        st = panel.state
        assert st is not None
        for campaign in (None, "long-campaign-name.campaign.json"):
            # a campaign adds its line: the state is whole in view with it too
            put_state(w.doc.board, dataclasses.replace(st, campaign=campaign))
            panel.refresh()
            for _ in range(3):
                QApplication.processEvents()
            assert GROUPS[lang] in panel.status.text()
            assert (campaign or "") in panel.status.text()
            assert whole_in_view(panel.status, area), (panel.status.geometry(), dock.height())
            assert box.verticalScrollBar().maximum() == 0  # the state's box does not scroll
            assert whole_in_view(panel.card, area)
            assert whole_in_view(panel.status_btn, area)
            # the buttons under the state stay where they are whatever it says
            assert [b.mapTo(w, QPoint(0, 0)) for b in (panel.activate_btn, panel.upgrade_btn)] == (
                buttons
            )
        # the mission's buttons come after the state, in the panel's scroll area
        assert panel.upgrade_btn.mapTo(panel, QPoint(0, 0)).y() > box.mapTo(panel, QPoint(0, 0)).y()
