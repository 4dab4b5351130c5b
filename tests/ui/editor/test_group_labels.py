"""A group's line in the Groups dock reads ``name (3 figures, AI)``: its name, one space, and
its figures and side in brackets, in English and in Ukrainian (no gap of two spaces)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.groups_panel import GroupsPanel
from tabletop_ai.ui.shell import settings as prefs
from tests.conftest import MAPS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.fixture(params=["en", "uk"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    prefs.settings().setValue("language", request.param)
    assert prefs.install_language(QApplication.instance()) == request.param
    yield request.param


def test_a_group_line_has_one_space_before_its_brackets(qtbot: QtBot, lang: str) -> None:
    panel = GroupsPanel(Document(load_board(MAPS / "ae-landing-zone.board.json")))
    qtbot.addWidget(panel)
    lines = [panel.groups.item(i).text() for i in range(panel.groups.count())]
    expected = {
        "en": ["Trooper Squad (3 figures, AI)", "Elite Guard (2 figures, AI)"],
        "uk": ["Загін штурмовиків (3 фігури, ШІ)", "Елітна варта (2 фігури, ШІ)"],
    }
    assert lines == expected[lang]
