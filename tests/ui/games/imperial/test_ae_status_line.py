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


def _ae_window(qtbot: QtBot, lang: str, size: tuple[int, int]) -> tuple[MainWindow, AEPanel]:
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang
    w = MainWindow(
        load_board(MAPS / "ae-landing-zone.board.json"), interactive=False, remember=False
    )
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    dock = w.game_docks["automated-emperor"]
    dock.show()
    qtbot.waitUntil(lambda: isinstance(dock.widget().widget(), AEPanel), timeout=10000)  # type: ignore[attr-defined]
    panel = dock.widget().widget()  # type: ignore[attr-defined]
    assert isinstance(panel, AEPanel)
    return w, panel


#: the IC-list activation of the Trooper Squad, with the surge order (IC "Surge Priority":
#: shown with every activation)
IC_LINE = {
    "en": "Trooper Squad: instruction list 1 of 2 · surges: 1. +1 damage · 2. +2 accuracy · "
    "skip one already used this attack, too costly or without effect; repeat from the top "
    "while surges remain",
    "uk": "Загін штурмовиків: список інструкцій 1 з 2 · сплески: 1. +1 шкода · 2. +2 до "
    "влучності · пропустити вже використаний у цій атаці, задорогий чи без ефекту; "
    "повторювати згори, доки лишаються сплески",
}
WHERE = " · … (усе — наведіть вказівник на рядок стану)"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_ic_list_activation_line_fits_the_status_bar(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """English fits 1280 pixels whole; the Ukrainian line is 1,283 pixels wide: the bar
    shows its first parts and says where the rest is (its tooltip, the whole line)."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w, panel = _ae_window(qtbot, lang, (1280, 800))
    panel.setup(seed=3)
    panel.ic_group.setCurrentIndex(panel.ic_group.findData("troopers"))
    assert panel.activate_ic_list() is not None
    bar = w.statusBar()
    said = bar.currentMessage()
    assert bar.fontMetrics().horizontalAdvance(said) < bar.width() - 40, said
    if lang == "en":
        assert said == IC_LINE["en"]
        assert bar.toolTip() == ""
        return
    assert (
        said
        == "Загін штурмовиків: список інструкцій 1 з 2 · сплески: 1. +1 шкода · 2. +2 до влучності"
        + WHERE
    )
    assert bar.toolTip() == IC_LINE["uk"]
    panel.host.show_message("інший рядок")
    assert bar.toolTip() == ""


def test_a_part_wider_than_the_bar_ends_at_a_whole_word(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w, panel = _ae_window(qtbot, "en", (1280, 800))
    words = [f"word{i}" for i in range(400)]
    panel._say(" ".join(words) + " · second part")
    bar = w.statusBar()
    said = bar.currentMessage()
    assert bar.fontMetrics().horizontalAdvance(said) < bar.width() - 40, said
    kept, note = said.split(" · … ")
    assert note == "(all of it: the game log in the AE panel)"
    # whole words, and "…" where the clause was cut
    assert kept.endswith("…"), kept
    kept = kept.removesuffix("…")
    assert kept.split() == words[: len(kept.split())] and len(kept.split()) > 10, kept
