"""A new AE game's set-up says a dozen things: at 1280x800 in Ukrainian the status bar shows
the first ones whole and says where the rest is (the game log, which holds every entry),
never a line cut in the middle of a word at the window's edge."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_setup_message_fits_the_status_bar(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    dock = w.game_docks["automated-emperor"]
    dock.show()
    qtbot.waitUntil(lambda: isinstance(dock.widget().widget(), AEPanel), timeout=10000)  # type: ignore[attr-defined]
    panel = dock.widget().widget()  # type: ignore[attr-defined]
    assert isinstance(panel, AEPanel)
    panel.setup(seed=3)
    bar = w.statusBar()
    said = bar.currentMessage()
    assert bar.fontMetrics().horizontalAdvance(said) < bar.width() - 40, said
    rest = "the game log in the AE panel" if lang == "en" else "у журналі гри на панелі AE"
    assert said.endswith(f"({'all of it: ' if lang == 'en' else 'усе — '}{rest})"), said
    first = "new Automated Emperor game" if lang == "en" else "нова гра Автоімператора"
    assert said.startswith(first), said
    # each part shown is an entry of the game log, where every part of the set-up is
    log = [panel.log.item(i).text() for i in range(panel.log.count())]
    for part in said.split(" · ")[1:-1]:
        assert any(part in line for line in log), (part, log)
