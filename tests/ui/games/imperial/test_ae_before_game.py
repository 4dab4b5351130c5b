"""Before a game, the Automated Emperor tab is the start of one, in English and in
Ukrainian at 1280x800: what a new game does and its button at the top, then the deck and
the IC lists, one under the other with no empty space between them; the controls of a game
in play (draw and activate, the card, the state, the log) come once there is a game."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.games.imperial.ae_view import activate_first, ae_tab_at_1280x800, whole_in_view

NEW_GAME = {"en": "New AE game", "uk": "Нова гра AE"}


def _shown_controls(panel: QWidget) -> list[QWidget]:
    """The panel's buttons, lists to choose from and texts a player sees, top to bottom."""
    kinds = (QAbstractButton, QComboBox, QLabel)
    found = [
        w
        for w in panel.findChildren(QWidget)
        if isinstance(w, kinds) and w.isVisible() and (not isinstance(w, QLabel) or w.text())
    ]
    return sorted(found, key=lambda w: w.mapTo(panel, QPoint(0, 0)).y())


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_before_a_game_the_tab_starts_one(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    with ae_tab_at_1280x800(qtbot, tmp_path, monkeypatch, lang) as tab:
        panel, area = tab.panel, tab.area
        assert area.verticalScrollBar().maximum() == 0  # all of it in view
        # the words on a new game and its button come first
        controls = _shown_controls(panel)
        assert controls[:2] == [panel.intro, panel.start_btn], [
            getattr(w, "text", lambda: "")() for w in controls[:3]
        ]
        assert NEW_GAME[lang] in panel.intro.text()
        assert whole_in_view(panel.intro, area) and whole_in_view(panel.start_btn, area)
        # no control of a game in play, and no gap where they would be
        for w in (panel.activate_btn, panel.next_up, panel.card, panel.status, panel.log):
            assert not w.isVisible()
        line = panel.fontMetrics().lineSpacing()
        tops = [w.mapTo(panel, QPoint(0, 0)).y() for w in controls]
        bottoms = [top + w.height() for top, w in zip(tops, controls, strict=True)]
        gaps = [tops[i] - max(bottoms[:i]) for i in range(1, len(controls))]
        assert max(gaps) <= line, list(zip([w.objectName() for w in controls], gaps, strict=False))
        # a game started: its controls, and the start words gone
        activate_first(tab, qtbot)
        assert not panel.intro.isVisible() and not panel.start_btn.isVisible()
        assert panel.activate_btn.isVisible() and panel.card.isVisible()
        assert panel.log.isVisible() and panel.setup_btn.isVisible()
