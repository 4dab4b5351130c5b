"""Keeps the active group's plan fresh, latest request wins, and the window never waits.

The window asks for a plan whenever the board changes or a player figure is dragged. Plans are
made in a separate process (:mod:`tabletop_ai.planner_process`), shared by every window of the
app through one :class:`_Broker`: a request is sent at once when the process is idle; while it
plans, newer requests only mark the controller dirty, and the latest board is sent when the
answer comes (so a burst of mouse moves plans the first and the last position, never a queue).
An answer that is no longer the latest is dropped; a stale plan still running after
``STALE_RESTART_S`` has its process restarted rather than awaited. While a plan is under way
the window shows "planning…". No timer runs while nothing is planned. While a request is in
flight the window wakes when the answer arrives (on Linux and macOS a ``QSocketNotifier`` on
the pipe: the plan is drawn as soon as it is there) and checks every ``STALE_CHECK_MS`` for a
stale plan to stop; on Windows, whose pipes Qt cannot watch so, the answer is polled every
``POLL_MS``.

``activate(group, wait=True)`` still plans on the calling thread (tests, the self-test,
scripts and panels that need the plan before they go on).
"""

from __future__ import annotations

import dataclasses
import itertools
import pickle
import sys
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSocketNotifier, QTimer, Signal

from tabletop_ai.board import Board
from tabletop_ai.planner_process import PlanningProcess, plan_timed
from tabletop_ai.rulesets.registry import plugin_for, preset_of

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor.document import Document

#: a plan nobody waits for any more is stopped (its process restarted) after this long
STALE_RESTART_S = 0.75
#: how often the answer is looked for while a plan is under way (well under a frame), where
#: the pipe cannot be watched (Windows)
POLL_MS = 4
#: how often a plan under way is checked for staleness where the pipe is watched
STALE_CHECK_MS = 100
#: whether the pipe to the planning process can be watched for the answer
WATCH_PIPE = sys.platform != "win32"
_generations = itertools.count(1)


class PlanController(QObject):
    """Keeps the plan of the active group up to date with the document."""

    #: the new plan (or None when no group is active or planning failed)
    plan_ready = Signal(object)
    #: planning failed: the message a user can act on
    plan_failed = Signal(str)
    #: a re-plan has been asked for and is under way
    planning = Signal()

    def __init__(self, doc: Document, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.group: str | None = None
        self.plan: Plan | None = None
        self.preview: tuple[str, Cell] | None = None
        self.last_ms = 0.0
        self._generation = 0
        self._dirty = False
        self._closed = False

    def warm_up(self) -> None:
        """Start the planning process once the window is on screen and idle, so the first
        **Activate group** does not wait for its start."""
        if not self._closed:
            QTimer.singleShot(300, self, lambda: _broker().warm_up())

    def set_document(self, doc: Document) -> None:
        self.doc = doc
        self.preview = None
        self.activate(None)

    # -- requests ---------------------------------------------------------------------------
    def activate(self, group: str | None, wait: bool = True) -> None:
        """Plan ``group`` and keep its plan fresh. ``wait``: plan on this thread and publish
        before returning (tests, self-test, scripts); otherwise the planning process plans it
        and the window stays responsive whatever the board's size."""
        self.group = group
        self._generation = next(_generations)
        if group is None or self.doc.board.find_group(group) is None:
            self.group = None
            self.plan = None
            self._dirty = False
            self.plan_ready.emit(None)
            return
        # the process that re-plans while figures are dragged starts now, when the player
        # asked for a plan, not on the first mouse move of a drag
        _broker().warm_up()
        if wait:
            self.plan_now()
        else:
            self.plan = None
            self._ask()

    def plan_now(self) -> Plan | None:
        """Plan on the GUI thread and publish the result (for tests, self-test, panels)."""
        if self.group is None:
            return None
        self._generation = next(_generations)
        self._dirty = False
        plan, ms, err = plan_timed(self._board_for_planning(), self.group)
        if err:
            self._publish_error(err)
            return None
        self.last_ms = ms
        self.plan = plan
        self.plan_ready.emit(plan)
        return plan

    def request(self) -> None:
        """Re-plan for the document as it is now (the latest request wins)."""
        if self.group is not None and not self._closed:
            self._ask()

    def set_preview(self, fid: str | None, at: Cell | None = None) -> None:
        """Plan as if figure ``fid`` stood at ``at`` (a drag in progress); None ends it."""
        self.preview = (fid, at) if fid is not None and at is not None else None
        self.request()

    def clear(self) -> None:
        self.activate(None)

    # -- the planning process ---------------------------------------------------------------
    def _ask(self) -> None:
        self._dirty = True
        self.planning.emit()
        _broker().want(self)

    def _board_for_planning(self) -> Board:
        board = self.doc.board.copy()
        if self.preview is not None:
            fid, at = self.preview
            fig = board.find_figure(fid)
            if fig is not None:
                board.put_figure(dataclasses.replace(fig, at=at))
        return board

    def _take_request(self) -> tuple[int, Board, str] | None:
        """The broker asks for the latest board to plan (None: nothing to plan)."""
        if not self._dirty or self.group is None or self._closed:
            self._dirty = False
            return None
        self._dirty = False
        self._generation = next(_generations)
        return self._generation, self._board_for_planning(), self.group

    def _wants_generation(self, gen: int) -> bool:
        return gen == self._generation and not self._dirty and not self._closed

    def _deliver(self, gen: int, plan: Plan | None, ms: float, err: str) -> None:
        if gen != self._generation or self.group is None or self._closed:
            return  # superseded: a newer request is (or was) on its way
        if err:
            self._publish_error(err)
            return
        self.last_ms = ms
        self.plan = plan
        self.plan_ready.emit(plan)

    def _publish_error(self, message: str) -> None:
        self.plan = None
        self.plan_failed.emit(message)
        self.plan_ready.emit(None)

    @property
    def busy(self) -> bool:
        """A plan has been asked for and has not arrived yet."""
        return self._dirty or _broker().planning_for(self)

    def shutdown(self) -> None:
        """Stop planning for this window (it is closing)."""
        self._closed = True
        self._dirty = False
        if _BROKER is not None:
            _BROKER.forget(self)


class _Broker(QObject):
    """The app's one planning process and whose request it is working on.

    Controllers queue by name, not by request: each has at most one place in the queue and
    hands over its latest board only when the process is free."""

    def __init__(self) -> None:
        super().__init__()
        self.proc = PlanningProcess()
        self.waiting: dict[PlanController, None] = {}
        self.owner: PlanController | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(STALE_CHECK_MS if WATCH_PIPE else POLL_MS)
        self._timer.timeout.connect(self._poll)
        #: readable when the answer has arrived (POSIX), for the process it was made for
        self._notifier: QSocketNotifier | None = None
        self._watched: object = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    def warm_up(self) -> None:
        self.proc.start()

    def want(self, ctl: PlanController) -> None:
        self.waiting[ctl] = None
        self._pump()

    def forget(self, ctl: PlanController) -> None:
        self.waiting.pop(ctl, None)
        if self.owner is ctl:
            self.owner = None  # its answer is dropped when it comes

    def planning_for(self, ctl: PlanController) -> bool:
        return self.owner is ctl and self.proc.in_flight is not None

    def _pump(self) -> None:
        if self.proc.in_flight is not None:
            self._maybe_restart()
            if self.proc.in_flight is not None:
                return
        while self.waiting:
            ctl = next(iter(self.waiting))
            del self.waiting[ctl]
            req = ctl._take_request()
            if req is None:
                continue
            gen, board, group = req
            cls = plugin_for(board.rules.preset)
            plugins = ((preset_of(board.rules.preset), cls),) if cls is not None else ()
            try:
                try:
                    self.proc.submit(gen, board, group, plugins)
                except (BrokenPipeError, OSError):
                    self._watch(False)
                    self.proc.restart()
                    self.proc.submit(gen, board, group, plugins)
            except (pickle.PicklingError, AttributeError, TypeError):
                # a plug-in rule set the process cannot import by name (defined inside a
                # function): plan it here, on the GUI thread
                ctl.plan_now()
                continue
            self.owner = ctl
            self._watch(True)
            self._timer.start()
            return
        self._watch(False)
        self._timer.stop()

    def _watch(self, on: bool) -> None:
        """Wake on the answer's arrival while a request is in flight (``WATCH_PIPE``).

        The notifier is disabled whenever nothing is in flight (a process that died idle
        would otherwise keep its pipe readable) and before the pipe is closed; a new process
        gets a new notifier."""
        if not WATCH_PIPE:
            return
        n = self._notifier
        fd = self.proc.fileno() if on else None
        if n is not None and (fd is None or self._watched != (self.proc.starts, fd)):
            n.setEnabled(False)
            if fd is not None:  # another pipe: this notifier is done with
                n.activated.disconnect(self._poll)
                n.deleteLater()
                self._notifier = n = None
        if fd is None:
            return
        if n is None:
            n = self._notifier = QSocketNotifier(fd, QSocketNotifier.Type.Read, self)
            n.activated.connect(self._poll)
            self._watched = (self.proc.starts, fd)
        n.setEnabled(True)

    def _maybe_restart(self) -> None:
        """Stop a plan nobody wants any more if it has run long (a huge board)."""
        gen = self.proc.in_flight
        owner = self.owner
        stale = owner is None or gen is None or not owner._wants_generation(gen)
        if stale and time.perf_counter() - self.proc.sent_at > STALE_RESTART_S:
            self._watch(False)
            self.proc.restart()
            self.owner = None

    def _poll(self) -> None:
        ans = self.proc.answer()
        if ans is not None or self.proc.in_flight is None:
            self._watch(False)  # answered (or the pipe was closed): nothing to wake for
        if ans is None:
            if self.proc.in_flight is None:  # nothing in flight: nothing to poll
                self._pump()
            elif self.waiting:
                self._pump()  # may restart a long stale plan
            return
        owner, self.owner = self.owner, None
        if owner is not None:
            owner._deliver(*ans)
        self._pump()

    def close(self) -> None:
        self._timer.stop()
        self._watch(False)
        self.waiting.clear()
        self.owner = None
        self.proc.close()


_BROKER: _Broker | None = None


def start_planning_process() -> None:
    """Start the app's planning process now (it takes a few hundred ms to start)."""
    _broker().warm_up()


def _broker() -> _Broker:
    global _BROKER
    if _BROKER is None:
        _BROKER = _Broker()
    return _BROKER
