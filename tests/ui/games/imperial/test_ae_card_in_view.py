"""At 1280x800 the Automated Emperor tab, clicked over Groups, shows the card a draw gives
whole without scrolling, in English and in Ukrainian, also once the plan it activated takes
its share of the height under the panel: the card comes right under the buttons, before
the game's state. Before a game there is no card box, only the words on how to start one."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.games.imperial.ae_view import activate_first, ae_tab_at_1280x800, whole_in_view


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_drawn_card_is_in_view_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    with ae_tab_at_1280x800(qtbot, tmp_path, monkeypatch, lang) as tab:
        w, dock, panel, area = tab.window, tab.dock, tab.panel, tab.area
        # no game yet: no card box, the words on how to start come first
        assert not panel.card.isVisible()
        assert whole_in_view(panel.intro, area)
        activate_first(tab, qtbot)
        assert w.docks["plan"].height() >= 300  # the plan under it is shown too
        assert area.verticalScrollBar().value() == 0
        assert whole_in_view(panel.card, area), (panel.card.geometry(), dock.height())
        st = panel.state
        assert st is not None and st.current is not None  # a card was drawn: it is shown
