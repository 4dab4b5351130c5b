"""What the AE windows name for the player, in the player's language: a new deck's name
(the deck file's ``name``), the file the Save deck and Export deck dialogs offer, and the
title of a map exported as PDF (not the English "my deck", ``my.deck.json`` and "Map")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.ui.capture.import_actions import export_picture
from tabletop_ai.ui.games.imperial.card_editor import CardEditor
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

AE_BOARD = MAPS / "ae-landing-zone.board.json"


def _offered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The file names the save dialogs start with (no dialog is shown; each is cancelled)."""
    offered: list[str] = []

    def ask(_parent: object, _title: str, start: str, _filter: str) -> tuple[str, str]:
        offered.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    return offered


@pytest.mark.parametrize(
    ("lang", "name", "file"),
    [("en", "my deck", "my-deck.deck.json"), ("uk", "моя колода", "моя-колода.deck.json")],
)
def test_a_new_deck_is_named_and_offered_in_the_players_language(
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    name: str,
    file: str,
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    offered = _offered(monkeypatch)
    w = MainWindow(load_board(AE_BOARD), interactive=True, remember=False)
    qtbot.addWidget(w)
    panel = w.game_docks["automated-emperor"].built_panel()
    editor = panel.card_editor()
    qtbot.addWidget(editor)
    assert editor.deck["name"] == name
    assert editor.save_deck() is False  # the dialog was cancelled
    assert panel.export_deck() is False
    assert offered == [file, file]
    # what Save deck writes names the deck so
    written = tmp_path / "saved.deck.json"
    assert editor.save_deck(written)
    assert json.loads(written.read_text(encoding="utf-8"))["name"] == name
    w.controller.shutdown()


def test_a_deck_read_from_a_file_is_offered_under_its_own_name(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    offered = _offered(monkeypatch)
    editor = CardEditor(load_imperial_data(), load_board(AE_BOARD), name="raid.deck.json")
    qtbot.addWidget(editor)
    assert editor.save_deck() is False
    assert offered == ["raid.deck.json"]


def _pdf_title(pdf: Path) -> Any:
    data = pdf.read_bytes()
    at = data.index(b"/Title (") + len(b"/Title (")
    return data[at : data.index(b")\n", at)].decode("utf-16")


@pytest.mark.parametrize(("lang", "title"), [("en", "Map"), ("uk", "Мапа")])
def test_a_pdf_of_the_map_is_titled_in_the_players_language(
    qtbot: QtBot, tmp_path: Path, lang: str, title: str
) -> None:
    """A board with no name exports a PDF titled with the word for a map; a named board
    with its name as the window shows it."""
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.doc.board.name = ""
    export_picture(w.ctx, tmp_path / "unnamed.pdf", dpi=72)
    assert _pdf_title(tmp_path / "unnamed.pdf") == title
    w.doc.board.name = "Cellar raid"
    export_picture(w.ctx, tmp_path / "named.pdf", dpi=72)
    assert _pdf_title(tmp_path / "named.pdf") == "Cellar raid"
    w.controller.shutdown()
