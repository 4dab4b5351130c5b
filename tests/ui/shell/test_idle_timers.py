"""No fixed timers when idle: once the window has shown the demo, and again once a
plan is on screen, no timer of the app's runs (the answer poll runs only while a plan is
under way); the autosave timer is one shot, armed by an unsaved change, and still saves it."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QAbstractEventDispatcher, QObject
from PySide6.QtWidgets import QApplication

from tabletop_ai.geometry import Cell
from tabletop_ai.ui.plan import controller as plan_controller
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, cell_point, drag


def running_timers(w: MainWindow) -> list[str]:
    """Every timer registered with the event loop on the app's objects (the application, the
    window and everything they own, the planning broker): QTimer objects and ``startTimer``
    timers alike."""
    app = QApplication.instance()
    assert app is not None
    todo: list[QObject] = [app, w]
    if plan_controller._BROKER is not None:
        todo.append(plan_controller._BROKER)
    seen: dict[int, QObject] = {}
    while todo:
        o = todo.pop()
        if id(o) not in seen:
            seen[id(o)] = o
            todo.extend(o.children())
    dispatcher = QAbstractEventDispatcher.instance()
    assert dispatcher is not None
    return [
        f"{type(o).__name__} {o.objectName()!r} every {t.interval} ms"
        for o in seen.values()
        for t in dispatcher.registeredTimers(o)
    ]


def drained(w: MainWindow, seconds: float = 3.0) -> list[str]:
    """The timers still running after events were processed until none ran (at most
    ``seconds``): a one-shot or zero-interval timer a late event armed (a list's delayed
    layout on a loaded machine) runs out; a fixed timer never does."""
    end = time.monotonic() + seconds
    while (left := running_timers(w)) and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    return left


def settle(w: MainWindow, seconds: float = 0.2) -> None:
    """Process events for ``seconds``, and until a plan under way has arrived (60 s at
    most)."""
    end = time.monotonic() + seconds
    give_up = end + 60
    while (w.controller.busy or time.monotonic() < end) and time.monotonic() < give_up:
        QApplication.processEvents()
        time.sleep(0.005)


def test_no_timer_runs_while_nothing_changes(qtbot: object) -> None:
    w = MainWindow(interactive=False, remember=True)  # with its autosave slot
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    w.resize(1280, 800)
    w.show()
    settle(w)
    assert drained(w) == []
    w.activate_group("troopers", wait=False)
    broker = plan_controller._BROKER
    assert broker is not None
    if plan_controller.WATCH_PIPE:
        # woken by the pipe when the answer comes; a slow check for a stale plan meanwhile
        notifier = broker._notifier
        assert notifier is not None and notifier.isEnabled()
        assert any(f"every {plan_controller.STALE_CHECK_MS} ms" in t for t in running_timers(w))
    else:
        assert any("every 4 ms" in t for t in running_timers(w))  # polling while it plans
    settle(w)
    if plan_controller.WATCH_PIPE:  # answered: the notifier is kept for the next request, off
        notifier = broker._notifier
        assert notifier is not None and not notifier.isEnabled()
    else:  # polling: there is no notifier at all
        assert broker._notifier is None
    assert w.controller.plan is not None
    assert drained(w) == []
    w.doc.undo_stack.clear()
    w.close()


def test_an_edit_arms_the_autosave_once(qtbot: object, tmp_path: Path) -> None:
    w = MainWindow(interactive=False, remember=True)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    copy = tmp_path / "mine.board.json"
    copy.write_text(DEMO.read_text(encoding="utf-8"), encoding="utf-8")
    assert w.open_path(copy)
    w.resize(1280, 800)
    w.show()
    settle(w)
    assert not w.autosave_timer.isActive()
    assert w.autosave_timer.interval() == prefs.autosave_seconds() * 1000
    w.autosave_timer.setInterval(50)  # the preference's minutes, shortened for the test
    drag(w, [cell_point(w, Cell(6, 8)), cell_point(w, Cell(7, 9))])
    assert w.doc.dirty and w.autosave_timer.isActive()
    assert w.autosaver is not None
    deadline = time.monotonic() + 10
    while not w.autosaver.board_file.is_file() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    assert w.autosaver.board_file.is_file()  # the unsaved move is in the autosave
    settle(w)
    assert not w.autosave_timer.isActive() and running_timers(w) == []
    w.doc.undo_stack.clear()
    w.close()
