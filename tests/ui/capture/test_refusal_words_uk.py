"""Under Ukrainian, the window's other refusals speak Ukrainian too: a picture export too
large for its DPI, a token picture too large to embed, no picture or no file at all, and
the AE card editor's problems with a deck typed wrong. Before, each was an English
f-string under either language. (A file the system cannot read for another reason is told
in the system's own words.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.capture import token_picture
from tabletop_ai.ui.capture.import_actions import export_picture
from tabletop_ai.ui.capture.token_picture import picture_ref
from tabletop_ai.ui.games.imperial.ae_panel import AEPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")

#: Latin words a Ukrainian text may hold: file kinds, units and ids the player types
KEPT = {"PNG", "JPEG", "WebP", "SVG", "DPI", "AE", "id", "ae_cards"}


def english_words(text: str, *names: str) -> list[str]:
    """The Latin words of ``text`` other than ``names`` (the files it names) and
    :data:`KEPT`; a place in a file (``ae_cards.cards[0].id``) is no word."""
    for name in names:
        text = text.replace(name, "")
    text = re.sub(r"[\w.]*\[\d+\][\w.\[\]]*", "", text)
    return [w for w in re.findall(r"(?<![0-9])[A-Za-z_][A-Za-z0-9_]+", text) if w not in KEPT]


def test_an_export_too_large_is_refused_in_ukrainian(window: MainWindow, tmp_path: Path) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    with pytest.raises(ValueError) as exc:
        export_picture(window.ctx, tmp_path / "big.png", dpi=6000)
    said = str(exc.value)
    assert said.startswith("big.png: ") and "виберіть менший DPI" in said, said
    assert english_words(said, "big.png") == [], said


def test_a_token_picture_s_refusals_are_ukrainian(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    monkeypatch.setattr(token_picture, "EMBED_LIMIT", 1024)
    large = tmp_path / "large.png"
    large.write_bytes(bytes(4096))
    notes = tmp_path / "notes.png"
    notes.write_bytes(b"buy more dice")
    said = {}
    for file in (large, notes, tmp_path / "gone.png"):
        with pytest.raises(ValueError) as exc:
            picture_ref(file, None)
        said[file.name] = str(exc.value)
        assert said[file.name].startswith(f"{file.name}: "), said
        assert english_words(said[file.name], file.name) == [], said
    assert said["large.png"].startswith("large.png: має 4 КБ; покладіть його поруч"), said
    assert said["notes.png"] == "notes.png: це не зображення (PNG, JPEG, WebP чи SVG)", said
    assert said["gone.png"] == "gone.png: не існує", said


def test_the_card_editor_s_problems_are_ukrainian(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    w = MainWindow(load_board(MAPS / "outpost-raid.board.json"), interactive=False, remember=False)
    qtbot.addWidget(w)
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)
    ed = panel.card_editor()
    ed.cards[0]["id"] = ""
    ed.cards[1]["actions"] = []
    ed.cards[2]["id"] = ed.cards[3]["id"]
    assert not ed.check()
    problems = ed.problems.text()
    assert "ae_cards.cards[0].id порожнє" in problems, problems
    assert "ae_cards.cards[1].actions не називає жодної дії" in problems, problems
    assert (
        "ae_cards.cards[3].id 'ae-04' — це також id cards[2]: кожному потрібен власний" in problems
    ), problems
    text = re.sub(r"<[^>]+>", "\n", problems)
    for line in filter(None, text.splitlines()):
        assert english_words(line, str(ed.cards[1].get("id")), str(ed.cards[3]["id"])) == [], line
