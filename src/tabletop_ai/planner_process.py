"""Planning in a separate process, so the window never waits for a plan.

The window sends ``(generation, board, group)`` down a pipe and reads ``(generation, plan,
milliseconds, error)`` back; the process imports no Qt. A process, not a thread: with PySide6
6.11 a Python thread planning beside the Qt event loop crashed the app about one CI run in
six, and a process also lets a stale, slow plan be stopped at once (:meth:`restart`).

It is started with the ``spawn`` method on every platform (what Windows and macOS do anyway),
so the child is a fresh interpreter; the frozen app calls ``multiprocessing.freeze_support()``
first thing (``packaging/launcher.py``), which is what lets the bundle's executable act as
the child.
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from tabletop_ai.board import Board
    from tabletop_ai.engine import Plan
    from tabletop_ai.engine.rules import RuleSet

#: what the process answers: (generation, plan or None, milliseconds, error message or "")
Answer = tuple[int, "Plan | None", float, str]


def plan_timed(board: Board, group: str) -> tuple[Plan | None, float, str]:
    """Plan ``group`` on ``board``; a rules bug becomes a message, never an exception."""
    from tabletop_ai.rulesets import plan_group

    t0 = time.perf_counter()
    try:
        plan = plan_group(board, group)
    except Exception as exc:  # reported to the user, never raised
        return None, 0.0, f"planning {group} failed: {exc}"
    return plan, (time.perf_counter() - t0) * 1000, ""


def _serve(conn: Connection) -> None:
    """The child: plan each request until the pipe closes or ``None`` arrives."""
    from tabletop_ai.rulesets import plan_group  # noqa: F401  (import once, before any request)
    from tabletop_ai.rulesets.registry import register

    while True:
        try:
            req = conn.recv()
        except (EOFError, OSError):
            return
        if req is None:
            return
        gen, board, group, plugins = req
        for preset, cls in plugins:  # rule sets the window registered at run time
            register(cls, preset)
        plan, ms, err = plan_timed(board, group)
        try:
            conn.send((gen, plan, ms, err))
        except (BrokenPipeError, OSError):
            return
        except Exception as exc:  # a plan that cannot be pickled: say so, keep serving
            conn.send((gen, None, 0.0, f"planning {group} failed: {exc}"))


class PlanningProcess:
    """One planning process and the pipe to it. Not thread-safe: the GUI thread owns it."""

    def __init__(self) -> None:
        self._proc: BaseProcess | None = None
        self._conn: Connection | None = None
        self.in_flight: int | None = None
        self.sent_at = 0.0
        #: processes started so far (a new pipe each time, maybe with a reused descriptor)
        self.starts = 0

    def start(self) -> None:
        """Start the process if it is not running (the first start costs the child's
        imports, a few hundred ms, which is why the window warms it up when idle)."""
        if self._proc is not None and self._proc.is_alive():
            return
        import multiprocessing  # on first start, not with the window

        ctx = multiprocessing.get_context("spawn")
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_serve, args=(child,), daemon=True, name="tabletop-ai-planner")
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent
        self.in_flight = None
        self.starts += 1

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.is_alive()

    def fileno(self) -> int | None:
        """The descriptor the answer arrives on (readable once it has: a window may wait
        for that instead of polling), None when no process runs."""
        return self._conn.fileno() if self._conn is not None else None

    def submit(
        self,
        gen: int,
        board: Board,
        group: str,
        plugins: tuple[tuple[str, type[RuleSet]], ...] = (),
    ) -> None:
        """Send one request; the caller waits for its answer before sending another.
        ``plugins``: (preset, class) of rule sets registered at run time, which the process
        registers too; a class it cannot import by name (one defined inside a function)
        raises ``pickle.PicklingError``/``AttributeError`` here, before anything is sent."""
        self.start()
        assert self._conn is not None
        self._conn.send((gen, board, group, plugins))
        self.in_flight = gen
        self.sent_at = time.perf_counter()

    def answer(self) -> Answer | None:
        """The answer to the request in flight, if it has arrived (never blocks). A process
        that died (killed, out of memory) answers with an error."""
        if self._conn is None or self.in_flight is None:
            return None
        gen = self.in_flight
        try:
            if not self._conn.poll():
                if self._proc is not None and not self._proc.is_alive():
                    self.in_flight = None
                    self._drop()
                    return (
                        gen,
                        None,
                        0.0,
                        "the planning process stopped; it is restarted for the next plan",
                    )
                return None
            out: Answer = self._conn.recv()
        except (EOFError, OSError):
            self.in_flight = None
            self._drop()
            return (
                gen,
                None,
                0.0,
                "the planning process stopped; it is restarted for the next plan",
            )
        self.in_flight = None
        return out

    def restart(self) -> None:
        """Stop the process at once (a stale plan nobody will look at) and start anew."""
        self._drop()
        self.start()

    def _drop(self) -> None:
        if self._conn is not None:
            self._conn.close()
        if self._proc is not None and self._proc.is_alive():
            self._proc.kill()
            self._proc.join(timeout=2)
        self._proc = self._conn = None
        self.in_flight = None

    def close(self) -> None:
        """Ask the process to finish and wait briefly; kill it if it does not."""
        if self._conn is not None and self._proc is not None and self._proc.is_alive():
            with contextlib.suppress(BrokenPipeError, OSError):
                self._conn.send(None)
            self._proc.join(timeout=1)
        self._drop()
