"""Screenshots of the game panels, written to ``build/screenshots/`` for people to look at:
the Battlecrest dock with a selected push step, the table window after an AI turn, and a
retreat plan with its side information. The test checks the images exist and are not blank;
the eyes check the rest."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.ui.games.table.window import open_table
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS
from tests.ui.conftest import SHOTS


def _save(w: QWidget, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    out = SHOTS / name
    assert w.grab().save(str(out))
    img = QImage(str(out))
    colours = {img.pixel(x, y) for y in range(0, img.height(), 9) for x in range(0, img.width(), 9)}
    assert len(colours) > 20, f"{name} looks blank"
    return out


def _board_window(qtbot: QtBot, name: str) -> MainWindow:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    assert w.open_path(MAPS / name)
    QApplication.processEvents()
    w.view.fit()
    return w


def test_battlecrest_panel_screenshot(qtbot: QtBot) -> None:
    w = _board_window(qtbot, "battlecrest-duel.board.json")
    panel = w.game_docks["battlecrest"].panel
    assert panel is not None
    panel.emperor_turn()
    push = next(
        i
        for i in range(panel.steps.count())
        if " push" in panel.steps.item(i).text().split("\n")[0]
    )
    panel.steps.setCurrentRow(push)
    _save(w, "battlecrest-turn-push-step.png")
    w.controller.shutdown()


def test_table_window_screenshot(qtbot: QtBot) -> None:
    t = open_table(MAPS / "destiny-scarif.table.json", interactive=False)
    assert t is not None
    qtbot.addWidget(t)
    t.resize(1400, 900)
    t.ai_turn()
    _save(t, "destiny-table-after-ai-turn.png")
    t.close()


def test_retreat_plan_screenshot(qtbot: QtBot) -> None:
    w = _board_window(qtbot, "wargame-retreat.board.json")
    w.activate_group("rearguard")
    _save(w, "wargame-retreat-plan.png")
    w.controller.shutdown()


def test_table_window_mirror_screenshot_1280(qtbot: QtBot) -> None:
    t = open_table(MAPS / "destiny-scarif.table.json", interactive=False)
    assert t is not None
    qtbot.addWidget(t)
    t.resize(1280, 800)
    t.setup()
    t.ai_turn()
    _save(t, "destiny-table-mirror-1280.png")
    t.close()


def test_retreat_fields_screenshot_1280(qtbot: QtBot) -> None:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    assert w.open_path(MAPS / "wargame-retreat.board.json")
    QApplication.processEvents()
    w.view.fit()
    w.select_figure("garrison")
    w.activate_group("rearguard")
    _save(w, "wargame-retreat-fields-1280.png")
    w.controller.shutdown()


def test_battlecrest_editor_screenshot_1280(qtbot: QtBot) -> None:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    assert w.open_path(MAPS / "battlecrest-duel.board.json")
    QApplication.processEvents()
    panel = w.game_docks["battlecrest"].panel
    assert panel is not None
    w.game_docks["battlecrest"].raise_()
    panel.edit_btn.setChecked(True)
    w.view.fit()
    _save(w, "battlecrest-editor-1280.png")
    panel.editor.resize(460, 420)
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert panel.editor.grab().save(str(SHOTS / "battlecrest-editor-box.png"))
    w.controller.shutdown()
