"""``tabletop-ai --lang uk screenshot``: its refusals are in the chosen language too (a size
below the window's minimum; --activate on a table, which has no groups), each one line
naming what was asked."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_ai.ui.shell.screenshot import screenshot
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "is smaller than the window's minimum"), ("uk", "менше за найменший розмір вікна")],
)
def test_a_size_below_the_minimum_is_refused_in_the_language(
    qtbot: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    out = tmp_path / "x.png"
    board = str(MAPS / "outpost-raid.board.json")
    assert screenshot(board, str(out), size=(120, 90), lang=lang) == 2
    err = capsys.readouterr().err
    assert words in err and "--size 120x90" in err and err.count("\n") == 1
    assert not out.exists()


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "is not a board: it has no groups to activate"), ("uk", "не мапа: у ньому немає груп")],
)
def test_activate_on_a_table_is_refused_in_the_language(
    qtbot: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, words: str
) -> None:
    out = tmp_path / "x.png"
    table = str(MAPS / "destiny-scarif.table.json")
    assert screenshot(table, str(out), activate="g", lang=lang) == 2
    err = capsys.readouterr().err
    assert "destiny-scarif.table.json" in err and words in err and err.count("\n") == 1
