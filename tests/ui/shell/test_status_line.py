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
    "uk": " · … (усе — наведіть вказівник на рядок стану)",
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


#: refusals with brackets and quotes far into them, as the photo reader words them
BRACKETED = {
    "en": "thumb.png: 2 of the 4 board markers were read surely (not read: 3, 4); three are "
    "needed to place the board (two, with at least 4 figure markers read surely). Each must "
    "be in the photo, uncovered and large enough to read (come closer, or print them "
    "larger). Nothing was moved.",
    "uk": "thumb.png: надійно прочитано 2 з 4 маркерів мапи (не прочитано: 3, 4); щоб "
    "розмістити мапу, потрібно три (або два, якщо надійно прочитано щонайменше 4 маркери "
    "фігур). Кожен має бути на фото, нічим не закритий і досить великий, щоб його прочитати "
    "(підійдіть ближче або надрукуйте їх більшими). Точка «Північний вхід» нічого не змінює.",
}
OPEN_CLOSE = {"(": ")", "«": "»"}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_long_line_is_cut_at_a_clause_never_inside_brackets(
    window: MainWindow, lang: str
) -> None:
    """Whatever the window's width, a line too long for the bar keeps whole clauses, or
    whole words and "…": never a cut inside brackets or quotes ("(…" left open), never a
    word cut without "…"; the whole text is in the tooltip."""
    _language(lang)
    text = BRACKETED[lang]
    bar = window.statusBar()
    shortened = 0
    for width in range(760, 1930, 24):
        window.resize(width, 800)
        QApplication.processEvents()
        window.show_message(text)
        said = bar.currentMessage()
        _fits(window, said)
        if said == text:  # wide enough for the whole
            continue
        shortened += 1
        assert said.endswith(WHERE[lang]), said
        head = said.removesuffix(WHERE[lang])
        for opening, closing in OPEN_CLOSE.items():
            assert head.count(opening) == head.count(closing), (width, head)
        if head.endswith("…"):  # whole words, then "…"
            assert text.startswith(head.removesuffix("…")), (width, head)
            assert text[len(head) - 1] in " ,;:", (width, head)
        else:  # whole clauses
            assert text.startswith(head), (width, head)
            assert head.endswith(".") or text[len(head)] in ";:,", (width, head)
        assert bar.toolTip() == text
    assert shortened >= 30


def test_a_shortened_line_comes_back_after_a_status_tip(window: MainWindow) -> None:
    """A shortened line stays in the bar, its whole in the tooltip: a menu's status tip
    hides it only while shown, so what it leaves out is never lost."""
    long = " · ".join(f"part {i} of a long line" for i in range(40))
    window.show_message(long)
    bar = window.statusBar()
    line = bar.currentMessage()
    assert line != long and bar.toolTip() == long
    bar.showMessage("a menu's status tip")
    assert bar.toolTip() == ""
    bar.clearMessage()  # the pointer left the menu
    assert bar.currentMessage() == line and bar.toolTip() == long
    window.show_message("short")  # another line replaces it for good
    bar.clearMessage()
    assert bar.currentMessage() == "" and bar.toolTip() == ""
