"""A game panel's buttons stay where they are after a click: the texts that grow and shrink
with each click (the drawn card, the state, the steps) never push a button away, so a
second click lands on the button the player aimed at. In the window at 1280x800."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai.board import load_board
from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

AE_BOARD = MAPS / "ae-landing-zone.board.json"
DUEL = MAPS / "battlecrest-duel.board.json"


def _places(panel: QWidget, window: QWidget) -> dict[str, QRect]:
    """Every shown button of the panel, by its text, where it is in the window."""
    QApplication.processEvents()
    out = {}
    for b in panel.findChildren(QPushButton):
        if b.isVisible():
            out[b.text()] = QRect(b.mapTo(window, QPoint(0, 0)), b.size())
    return out


def _window(qtbot: QtBot, board: Path) -> MainWindow:
    w = MainWindow(load_board(board), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def _wait(qtbot: QtBot, w: MainWindow) -> None:
    qtbot.waitUntil(lambda: w.controller.plan is not None, timeout=30_000)


#: what a layout posts on its way to where it settles: each round of the event loop
#: delivers the events posted before it, and they post the next round's
_LAYOUT_EVENTS = frozenset(
    {
        QEvent.Type.LayoutRequest,
        QEvent.Type.Resize,
        QEvent.Type.Move,
        QEvent.Type.MetaCall,  # a queued call: QTimer.singleShot(0, ...) ("once laid out")
        QEvent.Type.Show,
        QEvent.Type.Hide,
    }
)


class _LayoutWatch(QObject):
    """Counts the layout events the application delivers."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _LAYOUT_EVENTS:
            self.seen += 1
        return False


def _settle(qtbot: QtBot) -> None:
    """Run the event loop until the window's layout has settled: two rounds in a row
    deliver no layout event. A click resizes the docks through a chain of posted events
    (the main window's layout, then each dock's scroll area, then the panel), one round
    each; a fixed wait sees the chain's end only when each round is quick (not on a
    loaded machine), this sees it however long each round takes."""
    app = QApplication.instance()
    watch = _LayoutWatch()
    app.installEventFilter(watch)
    quiet = 0

    def settled() -> bool:
        nonlocal quiet
        watch.seen = 0
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        quiet = quiet + 1 if watch.seen == 0 else 0
        return quiet >= 2

    try:
        qtbot.waitUntil(settled, timeout=60_000)
    finally:
        app.removeEventFilter(watch)


def test_the_ae_panels_buttons_stay_after_each_click(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = _window(qtbot, AE_BOARD)
    dock = w.game_docks["automated-emperor"]
    assert isinstance(dock, LazyPanelDock)
    dock.show()
    panel = dock.built_panel()
    panel.setup(seed=11, open_groups=2)
    qtbot.waitUntil(lambda: panel.activate_btn.mapTo(w, QPoint(0, 0)).x() > 0)
    _settle(qtbot)
    start = _places(panel, w)
    assert len(start) >= 8
    for button in (panel.activate_btn, panel.activate_btn, panel.status_btn, panel.target_btn):
        w.controller.activate(None)
        button.click()
        if button is panel.activate_btn:
            _wait(qtbot, w)
        _settle(qtbot)
        assert _places(panel, w) == start, button.text()
    w.controller.shutdown()


def test_the_battlecrest_panels_buttons_stay_after_each_click(qtbot: QtBot) -> None:
    w = _window(qtbot, DUEL)
    dock = w.game_docks["battlecrest"]
    assert isinstance(dock, LazyPanelDock)
    dock.raise_()
    panel = dock.built_panel()
    qtbot.waitUntil(lambda: panel.turn_btn.mapTo(w, QPoint(0, 0)).x() > 0)
    _settle(qtbot)
    start = _places(panel, w)
    assert len(start) >= 4
    for button in (panel.turn_btn, panel.defend_btn, panel.turn_btn, panel.apply_btn):
        w.controller.activate(None)
        button.click()
        if button is not panel.apply_btn:
            _wait(qtbot, w)
        _settle(qtbot)
        assert _places(panel, w) == start, button.text()
    w.controller.shutdown()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_ae_button_and_the_upgrade_stage_read_whole_at_1280x800(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Every AE panel button's words fit on it at 1280x800 (Ukrainian's are longer), and
    the upgrade stage's dialog says what it is in its own text, whole."""
    from PySide6.QtWidgets import QApplication

    from tabletop_ai.ui.games.imperial.ae_panel import UpgradeDialog
    from tabletop_ai.ui.shell import settings as prefs

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    assert prefs.install_language(QApplication.instance(), lang) == lang
    w = _window(qtbot, AE_BOARD)
    dock = w.game_docks["automated-emperor"]
    assert isinstance(dock, LazyPanelDock)
    dock.show()
    panel = dock.built_panel()
    panel.setup(seed=11, open_groups=2)
    qtbot.waitUntil(lambda: panel.activate_btn.mapTo(w, QPoint(0, 0)).x() > 0)
    for b in panel.findChildren(QPushButton):
        if b.isVisible():
            need = b.fontMetrics().horizontalAdvance(b.text().replace("&&", "&"))
            assert need + 8 <= b.width(), (b.text(), need, b.width())
    dlg = UpgradeDialog(w)
    qtbot.addWidget(dlg)
    dlg.show()
    title = dlg.windowTitle()
    assert title in dlg.heading.text()
    assert dlg.heading.fontMetrics().horizontalAdvance(title) * 2 < dlg.width() <= 1280
    w.controller.shutdown()


def test_the_ae_panel_opens_with_the_room_it_needs_at_1920x1080(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An AE board opened on a 1920x1080 screen: the AE panel, tabbed over Groups, takes
    the height its buttons and texts need (the plan keeps 330 px), down to the IC list
    button, instead of a strip that hides its drawn card."""
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_path(AE_BOARD)
    dock = w.game_docks["automated-emperor"]
    assert isinstance(dock, LazyPanelDock)
    panel = dock.built_panel()
    area = dock.widget()
    assert isinstance(area, QScrollArea)

    def in_view(b: QWidget) -> bool:
        at = b.mapTo(area.viewport(), QPoint(0, 0))
        return b.isVisible() and area.viewport().rect().contains(QRect(at, b.size()))

    qtbot.waitUntil(lambda: in_view(panel.ic_btn))
    _settle(qtbot)
    # no game yet: no card box; the words on how to start one and its button are in view
    assert in_view(panel.intro) and in_view(panel.start_btn)
    assert w.docks["plan"].height() >= 300
    panel.setup(seed=11, open_groups=2)
    panel.activate_btn.click()  # a plan shown: the panel keeps its room
    _wait(qtbot, w)
    _settle(qtbot)
    assert in_view(panel.card) and in_view(panel.ic_btn)
    assert w.docks["plan"].height() >= 300
    w.controller.shutdown()


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_ae_dock_keeps_its_height_through_apply_and_the_status_phase(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """The AE panel scrolled to "Activate with a random IC list" (at 1280x800 it is below
    the fold): activating, applying the plan, the status phase and an IC-list activation,
    each clicked with the mouse, leave the dock's height and that button where they were
    (the Groups editor behind the panel's tab must not resize the dock as the board's
    instructions change), and no click scrolls the panel."""
    from PySide6.QtCore import Qt

    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    assert w.open_path(AE_BOARD)
    dock = w.game_docks["automated-emperor"]
    assert isinstance(dock, LazyPanelDock)
    panel = dock.built_panel()
    area = dock.widget()
    assert isinstance(area, QScrollArea)
    bar = area.verticalScrollBar()
    panel.setup(seed=11, open_groups=2)
    _settle(qtbot)

    def scroll_to(button: QPushButton) -> None:
        """The player scrolls the panel until the button is a little below the top."""
        bar.setValue(max(0, button.y() - 60))
        QApplication.processEvents()

    def place() -> tuple[int, QRect]:
        scroll_to(panel.ic_btn)
        return dock.height(), QRect(panel.ic_btn.mapTo(w, QPoint(0, 0)), panel.ic_btn.size())

    def click(button: QPushButton) -> None:
        """A real click on a button the player sees (one of the AE panel's is in the part
        of the panel scrolled into the dock); the click scrolls nothing."""
        if panel.isAncestorOf(button):
            scroll_to(button)
            at = button.mapTo(area.viewport(), QPoint(0, 0))
            assert area.viewport().rect().contains(QRect(at, button.size())), button.text()
        assert button.isVisible() and button.isEnabled(), button.text()
        scrolled = bar.value()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=button.rect().center())
        QApplication.processEvents()
        assert bar.value() == scrolled, button.text()

    def planned() -> None:
        qtbot.waitUntil(
            lambda: w.controller.plan is not None and not w.controller.busy, timeout=30_000
        )
        _settle(qtbot)

    start = place()
    click(panel.activate_btn)
    planned()
    click(w.plan_panel.apply_button)
    _settle(qtbot)
    assert place() == start, "after Apply"
    click(panel.activate_btn)
    planned()
    click(w.plan_panel.apply_button)
    click(panel.status_btn)
    _settle(qtbot)
    assert place() == start, "after the status phase"
    click(panel.ic_btn)
    planned()
    assert place() == start, "after an IC-list activation"
    click(w.plan_panel.apply_button)
    _settle(qtbot)
    assert place() == start, "after its Apply"
    w.controller.shutdown()
