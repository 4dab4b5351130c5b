"""Every status-bar line of a window is fitted to the bar: whole when it fits, else its first
parts and where the rest is, the whole text in the bar's tooltip — a long file name or a
long step of any game, in English and Ukrainian, never cut at the window's edge."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import SIGNAL
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.games.table.window import open_table
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.document_window import DocumentWindow
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

WHERE = {
    "en": " · … (all of it: hold the pointer over the status bar)",
    "uk": " · … (усе — у підказці, якщо навести вказівник на рядок стану)",
}
SAVED = {"en": "Saved ", "uk": "Збережено "}


def _language(lang: str) -> None:
    prefs.settings().setValue("language", lang)
    assert prefs.install_language(QApplication.instance()) == lang


def _fits(w: QMainWindow, line: str) -> None:
    bar = w.statusBar()
    assert bar.fontMetrics().horizontalAdvance(line) < bar.width() - 40, line


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_long_file_name_fits_the_status_bar(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    _language(lang)
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    folder = tmp_path / ("a-folder-of-campaign-boards-kept-for-the-winter-" * 3)
    folder.mkdir()
    path = folder / ("outpost-raid-second-attempt-with-the-new-house-rules-" * 2 + ".board.json")
    assert w.save_as(path)
    bar = w.statusBar()
    said = bar.currentMessage()
    _fits(w, said)
    assert said.startswith(SAVED[lang]), said
    assert said.endswith("house-rules-.board.json" + WHERE[lang]), said
    assert bar.toolTip() == SAVED[lang] + str(path)
    w.show_message("short")
    assert bar.currentMessage() == "short"
    assert bar.toolTip() == ""


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_long_step_of_a_table_game_fits_the_status_bar(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A Destiny table window's line of many parts: the first parts whole, then where the
    rest is; the whole line in the tooltip."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    _language(lang)
    path = tmp_path / "scarif.table.json"
    shutil.copy(MAPS / "destiny-scarif.table.json", path)
    table = open_table(path, interactive=False, remember=False)
    assert isinstance(table, DocumentWindow) and isinstance(table, QMainWindow)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    parts = [f"part {i}: the enemy {i} rolls and deals {i} damage" for i in range(30)]
    table.show_message(" · ".join(parts))
    bar = table.statusBar()
    said = bar.currentMessage()
    _fits(table, said)
    assert said.endswith(WHERE[lang]), said
    kept = said.removesuffix(WHERE[lang]).split(" · ")
    assert kept == parts[: len(kept)] and len(kept) >= 2, kept
    assert bar.toolTip() == " · ".join(parts)


def test_an_error_of_several_lines_is_one_line_and_fits(window: MainWindow) -> None:
    window.resize(1280, 800)
    window.show()
    first = "The board could not be opened: " + "a very long reason " * 20
    window.show_error("Cannot open", first + "\nsecond line")
    said = window.statusBar().currentMessage()
    _fits(window, said)
    assert said.startswith("The board could not be opened: a very long reason"), said
    assert said.endswith(WHERE["en"]), said
    # the status line of an error is its first line (the whole text is in the dialog)
    assert window.statusBar().toolTip() == first


def test_the_bar_clears_the_tooltip_of_a_line_it_no_longer_shows(window: MainWindow) -> None:
    """The bar made with the window watches its lines from the start, once: a long line's
    tooltip goes when any other line replaces it, however many lines were shown."""
    window.resize(1280, 800)
    window.show()
    bar = window.statusBar()
    changed = SIGNAL("messageChanged(QString)")
    assert bar.receivers(changed) == 1
    long = " · ".join(f"part {i} of a long line" for i in range(40))
    for _ in range(3):
        window.show_message(long)
        assert bar.toolTip() == long
        bar.showMessage("a menu's status tip")
        assert bar.toolTip() == ""
    assert bar.receivers(changed) == 1
