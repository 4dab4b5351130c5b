"""The short marks the map draws — a point's letter (S, H, L ...), a point's own look (a
Battlecrest hazard's "!"), the marks under a location (M1 D1) and on tokens (D2, NC) — are
the app's own symbols, the same in every language (docs/languages.md, "The map's marks and
coordinates"), and the legend explains every one the board shows, in the player's
language, writing it as the map draws it."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import load_board
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.rulesets.registry import builtin
from tabletop_ai.ui.editor.legend import legend_entries
from tabletop_ai.ui.editor.map_painter import point_look
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("qapp", "english_again")

BOARDS = sorted(p.name for p in MAPS.glob("*.board.json"))
#: a mark standing on its own in a text: capitals (and a digit or two), or "!" / "★"
MARK = re.compile(r"(?<![\w])([A-ZА-ЯІЇЄҐ]{1,2}|[!★])(?![\w])")
CYRILLIC = re.compile("[А-ЯІЇЄҐа-яіїєґ]")


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    assert prefs.install_language(QApplication.instance(), request.param) == request.param
    yield request.param


@pytest.mark.parametrize("board", BOARDS)
def test_every_mark_drawn_on_a_point_is_in_the_legend(board: str, lang: str) -> None:
    b = load_board(MAPS / board)
    drawn = {point_look(b, pt)[1] for pt in b.points}
    explained = {
        text.split()[0]
        for key, text, _swatch in legend_entries(b)
        if key.startswith(("point:", "look:"))
    }
    assert drawn <= explained, (drawn - explained, explained)


@pytest.mark.parametrize("board", BOARDS)
def test_the_legend_writes_the_marks_as_the_map_draws_them(board: str) -> None:
    """The same marks, in the same Latin letters, in English and in Ukrainian: a point's,
    a look's and a token's mark lead its line; the marks a caption's words explain are
    those of the English words, none of them a Cyrillic letter that looks alike."""
    b = load_board(MAPS / board)

    def marks() -> dict[str, list[str]]:
        out = {}
        for key, text, _swatch in legend_entries(b):
            if key.startswith(("point:", "look:", "badge:")):
                out[key] = [text.split()[0]]
            elif key.startswith("caption:"):
                out[key] = MARK.findall(text)
        return out

    english = marks()
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    ukrainian = marks()
    assert ukrainian == english
    for found in ukrainian.values():
        assert not any(CYRILLIC.search(m) for m in found), found


@pytest.mark.parametrize("rules", builtin(), ids=lambda r: r.name)
def test_every_point_kinds_letter_is_a_symbol_of_its_own(rules: type[RuleSet]) -> None:
    """Each kind a rule set declares has a letter no other of its kinds has, and a look's
    words begin with the letter that look draws."""
    letters = [k.letter for k in rules.point_kinds]
    assert len(set(letters)) == len(letters), letters
    for k in rules.point_kinds:
        assert not CYRILLIC.search(k.letter), k
        if k.look_words:
            assert k.look_words.split()[0] not in letters, k
