"""``tabletop-ai`` and ``tabletop-ai FILE`` start the real window (closed again by a timer)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from tabletop_ai.cli import main
from tabletop_ai.resources import demo_board
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, HEX_DEMO


def _run_and_close(argv: list[str]) -> tuple[int, list[str]]:
    seen: list[str] = []

    def close() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, MainWindow) and w.isVisible():
                seen.append(str(w.doc.path))
                seen.append(w.windowTitle())
                w.close()

    QTimer.singleShot(300, close)
    return main(argv), seen


def test_a_file_argument_opens_that_board(qtbot: object) -> None:
    status, seen = _run_and_close([str(HEX_DEMO)])
    assert status == 0
    assert seen[0] == str(HEX_DEMO.resolve()) and seen[1].startswith("river-fort.board.json")


def test_first_start_opens_the_demo(qtbot: object) -> None:
    # The demo as installed (the checkout's maps/ in an editable install, site-packages in a
    # wheel or sdist install): the same file as the one the tests know.
    demo = demo_board()
    assert demo is not None and demo.read_bytes() == DEMO.read_bytes()
    status, seen = _run_and_close([])
    assert status == 0 and seen[0] == str(demo.resolve())


def test_an_unknown_option_after_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop_ai.app import run_app

    assert run_app([str(DEMO), "--bogus"]) == 2
    assert "--bogus" in capsys.readouterr().err
