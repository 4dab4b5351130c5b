"""Background planning in a separate process: the latest request wins over
thousands of drag steps, the window does not wait for a plan, and a stale slow plan is
stopped instead of awaited."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai import plan_group
from tabletop_ai.board import Board, Figure, Group, Instruction, load_board
from tabletop_ai.geometry import Cell, SquareGrid
from tabletop_ai.ui.plan import controller as plan_controller
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO


def _wait_idle(window: MainWindow, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while window.controller.busy and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.002)
    assert not window.controller.busy, "the planning process never answered"


def test_the_latest_of_thousands_of_drag_steps_wins(window: MainWindow) -> None:
    """2,000 preview steps of the soldier walking round the map, events processed as a
    window would between mouse moves: no crash, and the plan shown at the end is the plan
    for where the soldier was last dragged."""
    window.activate_group("troopers")
    cells = [Cell(x, y) for y in range(6, 11) for x in range(1, 7)]
    free = [c for c in cells if window.doc.board.figure_at(c) is None]
    assert len(free) > 10
    for i in range(2000):
        window.controller.set_preview("soldier", free[i % len(free)])
        if i % 3 == 0:
            QApplication.processEvents()
    last = free[1999 % len(free)]
    _wait_idle(window)
    board = load_board(DEMO)
    board.update_figure("soldier", at=last)
    assert window.controller.plan is not None
    assert window.controller.plan.to_json() == plan_group(board, "troopers").to_json()


def _big_board(n: int = 40) -> Board:
    """A large map with a long line of blocking cells and 20 figures (benchmarks/ui_block.py
    measures the same shape up to 200x200, the New map maximum)."""
    b = Board(grid=SquareGrid(n, n))
    b.terrain = {Cell(x, n // 2): "blocking" for x in range(1, n - 1)}
    for i in range(10):
        b.figures.append(
            Figure(
                id=f"ai{i}",
                side="ai",
                at=Cell(2 + 3 * i, 2),
                name=f"AI {i}",
                group="g",
                speed=4,
                attack="ranged",
            )
        )
        b.figures.append(
            Figure(
                id=f"h{i}",
                side="player",
                at=Cell(2 + 3 * i, n - 3),
                name=f"Hero {i}",
                health=10,
                max_health=10,
            )
        )
    b.groups.append(
        Group(
            id="g",
            figures=[f"ai{i}" for i in range(10)],
            instructions=[Instruction("move_to_attack", {}), Instruction("attack", {})],
        )
    )
    return b


def test_activate_returns_before_the_plan_and_the_plan_arrives(window: MainWindow) -> None:
    board = _big_board()
    window.doc.board = board
    window.activate_group("g", wait=False)
    assert window.controller.busy and window.controller.plan is None  # the window goes on
    _wait_idle(window, timeout=120)
    assert window.controller.plan is not None
    assert window.controller.plan.to_json() == plan_group(board, "g").to_json()


def test_a_stale_slow_plan_is_stopped_not_awaited(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(plan_controller, "STALE_RESTART_S", 0.0)
    board = _big_board()
    window.doc.board = board
    window.activate_group("g", wait=False)
    broker = plan_controller._broker()
    deadline = time.monotonic() + 30
    while broker.proc.in_flight is None and time.monotonic() < deadline:
        QApplication.processEvents()
    first = broker.proc._proc
    window.controller.set_preview("h0", Cell(3, 30))  # supersedes the plan in flight
    QApplication.processEvents()
    assert broker.proc._proc is not first, "the stale plan's process was not restarted"
    _wait_idle(window, timeout=120)
    board.update_figure("h0", at=Cell(3, 30))
    assert window.controller.plan is not None
    assert window.controller.plan.to_json() == plan_group(board, "g").to_json()
