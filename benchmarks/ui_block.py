"""How long the window's GUI thread is blocked per event while plans are made.

For square boards from 26x26 to 200x200 (the New map maximum) with a line of blocking cells and
20 figures, it activates a group in the background and then drags a hero 60 steps, one step a
frame (16 ms), as mouse moves would (``PlanController.set_preview``: board copy and hand-over
to the planning process). Every event the application dispatches is timed (an overridden
``QApplication.notify``: paints of the plans that arrive meanwhile, the answer poll, layout),
and so is each step's mouse-move handling; then the time from the last step to the plan on
screen. Numbers are milliseconds; the reference is one networkx Dijkstra on the same n x n
king-move grid, measured in the same run, so ratios can be compared across machines. Each
event's CPU time in the GUI thread is shown beside its wall-clock time: on a loaded machine the
wall clock also counts the time other processes held the cores.
Budget: no event longer than 16 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_block.py [SIZES...]
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import networkx as nx
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from tabletop_ai.board import Board, Figure, Group, Instruction
from tabletop_ai.geometry import Cell, SquareGrid


def board(n: int) -> Board:
    b = Board(grid=SquareGrid(n, n))
    b.terrain = {Cell(x, n // 2): "blocking" for x in range(1, n - 1)}
    for i in range(10):
        b.figures.append(
            Figure(
                id=f"ai{i}",
                side="ai",
                at=Cell(2 + 2 * i, 2),
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
                at=Cell(2 + 2 * i, n - 3),
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


def dijkstra_ms(n: int, repeats: int = 3) -> float:
    g = nx.grid_2d_graph(n, n)
    g.add_edges_from(((x, y), (x + 1, y + 1)) for x in range(n - 1) for y in range(n - 1))
    g.add_edges_from(((x + 1, y), (x, y + 1)) for x in range(n - 1) for y in range(n - 1))
    best = float("inf")
    for _ in range(repeats):
        t0 = time.perf_counter()
        nx.single_source_dijkstra_path_length(g, (0, 0))
        best = min(best, time.perf_counter() - t0)
    return best * 1000


class TimedApp(QApplication):
    """Times every event it dispatches from the event loop (nested sends count in theirs)."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.depth = 0
        self.events: list[tuple[float, str]] = []
        #: the GUI thread's CPU time of each event (ms), in the order of ``events``
        self.cpu: list[float] = []

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        if self.depth:
            return super().notify(receiver, event)
        self.depth += 1
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            return super().notify(receiver, event)
        finally:
            self.depth -= 1
            self.cpu.append((time.thread_time() - c0) * 1000)
            self.events.append(
                (
                    (time.perf_counter() - t0) * 1000,
                    f"{event.type().name} on {type(receiver).__name__}",
                )
            )


def main(sizes: list[int]) -> None:
    import tempfile

    from tabletop_ai.ui.shell.main_window import MainWindow
    from tabletop_ai.ui.shell.settings import use_settings_dir

    use_settings_dir(tempfile.mkdtemp())
    app = QApplication.instance() or TimedApp([])
    events: list[tuple[float, str]] = getattr(app, "events", [])
    cpu: list[float] = getattr(app, "cpu", [])
    w = MainWindow(interactive=False, remember=False)
    w.resize(1280, 800)
    w.show()
    app.processEvents()

    def settle() -> None:
        while w.controller.busy:
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()  # the paint of the plan that arrived

    print(
        f"{'size':>8} {'dijkstra':>9} {'longest event':>14} {'over 16 ms':>11} {'move max':>9}"
        f" {'median':>7} {'last step->plan':>16} {'(x dijkstra)':>12} {'longest CPU':>12}"
        f" {'CPU over 16':>12}  longest event's kind"
    )
    for n in sizes:
        b = board(n)
        w.doc.board = b
        w.activate_group("g", wait=False)
        settle()
        del events[:]
        del cpu[:]
        moves = []
        for i in range(60):
            t0 = time.perf_counter()
            w.controller.set_preview("h0", Cell(2 + i % 10, n - 2 - (i % 3)))
            moves.append((time.perf_counter() - t0) * 1000)
            frame_end = t0 + 0.016
            while time.perf_counter() < frame_end:
                app.processEvents()
                time.sleep(0.001)
        t_last = time.perf_counter()
        settle()
        lag = (time.perf_counter() - t_last) * 1000
        ref = dijkstra_ms(n)
        longest, kind = max(events, default=(0.0, "none"))
        over = f"{sum(1 for e in events if e[0] > 16)}/{len(events)}"
        print(
            f"{n:>5}x{n:<3} {ref:>8.1f} {longest:>14.1f} {over:>11} {max(moves):>9.1f}"
            f" {statistics.median(moves):>7.1f} {lag:>16.0f} {lag / ref:>12.1f}"
            f" {max(cpu, default=0.0):>12.1f} {sum(1 for c in cpu if c > 16):>12}  {kind}"
        )
    print(
        "budget: no event over 16 ms (wall clock; the CPU columns are the GUI thread's own "
        "work, which other load on the machine stretches little)"
    )
    w.controller.shutdown()
    w.close()


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [26, 100, 200])
