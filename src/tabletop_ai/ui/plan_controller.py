"""Keeps the active group's plan fresh, latest request wins.

The window asks for a plan whenever the board changes or a player figure is dragged; requests
are debounced (a burst of mouse moves gives one plan, for the latest position), the board is
copied, ``plan_group`` runs from the debounce timer on the GUI thread (see
:class:`_InlineExecutor` for why not a worker thread), and a result that is no longer the
latest is dropped. Mouse moves themselves never plan.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from tabletop_ai.board import Board

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.document import Document

T = TypeVar("T")


class PlanController(QObject):
    """Keeps the plan of the active group up to date with the document."""

    #: the new plan (or None when no group is active or planning failed)
    plan_ready = Signal(object)
    #: planning failed: the message a user can act on
    plan_failed = Signal(str)
    #: a re-plan has been scheduled
    planning = Signal()

    def __init__(self, doc: Document, parent: QObject | None = None,
                 debounce_ms: int = 15) -> None:
        super().__init__(parent)
        self.doc = doc
        self.group: str | None = None
        self.plan: Plan | None = None
        self.preview: tuple[str, Cell] | None = None
        self.last_ms = 0.0
        self._generation = 0
        self._running = False
        self._pending = False
        self._pool = _InlineExecutor()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(debounce_ms)
        self._timer.timeout.connect(self._start)
        self._closed = False
        self._future: tuple[int, Future[tuple[Plan | None, float, str]]] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(5)
        self._poll.timeout.connect(self._check)

    def warm_up(self) -> None:
        """Load the engine once the window is on screen and idle, so the first **Activate
        group** does not wait for imports."""
        if not self._closed:
            QTimer.singleShot(300, self, _warm_up)

    def set_document(self, doc: Document) -> None:
        self.doc = doc
        self.preview = None
        self.activate(None)

    # -- requests ---------------------------------------------------------------------------
    def activate(self, group: str | None, wait: bool = True) -> None:
        """Plan ``group`` and keep its plan fresh. ``wait``: plan on this thread and publish
        before returning (tests, self-test, scripts); otherwise the worker plans it at once
        and the window stays responsive whatever the board's size."""
        self.group = group
        self._generation += 1
        if group is None or self.doc.board.find_group(group) is None:
            self.group = None
            self.plan = None
            self.plan_ready.emit(None)
            return
        if wait:
            self.plan_now()
        else:
            self.plan = None
            self.planning.emit()
            self._timer.stop()
            self._start()

    def plan_now(self) -> Plan | None:
        """Plan on the GUI thread and publish the result (for buttons, tests, self-test)."""
        if self.group is None:
            return None
        self._generation += 1
        from tabletop_ai.rulesets import plan_group

        board = self._board_for_planning()
        t0 = time.perf_counter()
        try:
            plan: Plan | None = plan_group(board, self.group)
        except Exception as exc:  # a rules bug must not take the window down
            self._publish_error(f"planning {self.group} failed: {exc}")
            return None
        self.last_ms = (time.perf_counter() - t0) * 1000
        self.plan = plan
        self.plan_ready.emit(plan)
        return plan

    def request(self) -> None:
        """Re-plan soon (debounced: a burst of requests gives one plan, the latest)."""
        if self.group is not None:
            self._timer.start()

    def set_preview(self, fid: str | None, at: Cell | None = None) -> None:
        """Plan as if figure ``fid`` stood at ``at`` (a drag in progress); None ends it."""
        self.preview = (fid, at) if fid is not None and at is not None else None
        self.request()

    def clear(self) -> None:
        self.activate(None)

    # -- worker -----------------------------------------------------------------------------
    def _board_for_planning(self) -> Board:
        board = self.doc.board.copy()
        if self.preview is not None:
            fid, at = self.preview
            fig = board.find_figure(fid)
            if fig is not None:
                fig.at = at
        return board

    def _start(self) -> None:
        if self.group is None or self._closed:
            return
        if self._running:
            self._pending = True
            return
        self._running = True
        self._pending = False
        self._generation += 1
        gen = self._generation
        board = self._board_for_planning()
        group = self.group
        self._future = (gen, self._pool.submit(_timed_plan, board, group))
        self._poll.start()

    def _check(self) -> None:
        """GUI thread: collect a finished plan. The worker never touches a Qt object, so a
        window closing while it plans cannot race with it."""
        if self._future is None:
            self._poll.stop()
            return
        gen, fut = self._future
        if not fut.done():
            return
        self._poll.stop()
        self._future = None
        plan, ms, err = fut.result()
        self._on_finished(gen, plan, ms, err)

    def _on_finished(self, gen: int, plan: object, ms: float, err: str) -> None:
        self._running = False
        if gen == self._generation and self.group is not None:
            if err:
                self._publish_error(err)
            else:
                self.last_ms = ms
                from tabletop_ai.engine import Plan

                self.plan = plan if isinstance(plan, Plan) else None
                self.plan_ready.emit(self.plan)
        if self._pending:
            self._start()

    def _publish_error(self, message: str) -> None:
        self.plan = None
        self.plan_failed.emit(message)
        self.plan_ready.emit(None)

    @property
    def busy(self) -> bool:
        return self._running or self._timer.isActive()

    def shutdown(self) -> None:
        """Stop planning (the window is closing); a plan under way is left to finish."""
        self._timer.stop()
        self._poll.stop()
        self._future = None
        self._running = False
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)


class _InlineExecutor:
    """Runs a plan at once, on the GUI thread, from the debounce timer; the result is
    collected on the next poll tick like a worker's would be.

    Why not a worker thread: with PySide6 6.11 a Python thread planning beside the Qt event
    loop crashed the process (a segmentation fault inside plain Python code of the planner,
    about one full test run in six, seen in CI), the mark of a reference count touched
    without the GIL on the Qt side. Plans take 5-25 ms on table-sized boards, and the
    debounce coalesces a drag's mouse moves so only the latest position is planned; mouse
    moves themselves never plan."""

    def submit(self, fn: Callable[..., T], *args: object) -> Future[T]:
        fut: Future[T] = Future()
        fut.set_result(fn(*args))
        return fut

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        """Nothing runs in the background."""


def _warm_up() -> None:
    """Import the engine and its rule sets (networkx and friends) ahead of the first plan."""
    from tabletop_ai.board import load_board
    from tabletop_ai.resources import demo_board
    from tabletop_ai.rulesets import plan_group

    demo = demo_board()
    if demo is not None:
        board = load_board(demo)
        if board.groups:
            plan_group(board, board.groups[0].id)


def _timed_plan(board: Board, group: str) -> tuple[Plan | None, float, str]:
    from tabletop_ai.rulesets import plan_group

    t0 = time.perf_counter()
    try:
        plan = plan_group(board, group)
    except Exception as exc:  # reported to the user, never raised in the worker
        return None, 0.0, f"planning {group} failed: {exc}"
    return plan, (time.perf_counter() - t0) * 1000, ""
