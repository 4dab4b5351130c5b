"""Plan latency benchmark: how long one group activation takes to plan.

For square and hex boards of 12x12, 26x26, 50x50 and 100x100 cells with walls and 10, 20 and
50 figures, prints the median time to plan a 3-figure group doing ``move_to_attack`` then
``attack`` (the map's topology already built, as while a figure is dragged in the window),
beside the median time of one networkx Dijkstra over the same board's movement graph. Each
repetition first moves one hero to another free cell, as while it is dragged in the window.

Goal: under 15 ms at 26x26, so the app can re-plan live while a figure is dragged.

    python benchmarks/plan_latency.py [--repeat N] [--sizes 12,26] [--profile SIZE]

This is a script, not a timed test: numbers depend on the machine. Times are the CPU time of
this process (``time.process_time``), so other work on a busy machine disturbs them little;
``--wall`` measures wall-clock time instead. To compare with an older engine, run it with
``PYTHONPATH=/path/to/old/src``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import time
from typing import Any

import networkx as nx

from tabletop_ai import plan_group
from tabletop_ai.board import Board, board_from_json
from tabletop_ai.engine.topology import MOBILITY_NORMAL, topology_for

SIZES = (12, 26, 50, 100)
FIGURE_COUNTS = (10, 20, 50)


def make_board(kind: str, n: int, figures: int, seed: int = 1) -> Board:
    """A reproducible ``n`` x ``n`` board: rooms of walls with doorways, some blocking,
    difficult and impassable cells, a 3-figure AI group in one corner and heroes about the
    rest of the map (the other figures alternate between heroes and other AI figures)."""
    rnd = random.Random(seed * 1000 + n * 7 + figures)
    rows = [["."] * n for _ in range(n)]
    for _ in range(n * n // 12):
        x, y = rnd.randrange(n), rnd.randrange(n)
        rows[y][x] = rnd.choice("#~~x")
    walls: list[list[list[int]]] = []
    # room walls every 6 cells, each with a gap (doorway) every few cells
    for line in range(6, n, 6):
        for i in range(n):
            if i % 5 == 2:
                continue
            if kind == "square":
                walls.append([[line - 1, i], [line, i]])
                walls.append([[i, line - 1], [i, line]])
            else:  # hex: the cell above/left and its neighbour in the offset layout
                walls.append([[line - 1, i], [line, i]])
    used: set[tuple[int, int]] = set()

    def free_cell(x0: int, x1: int, y0: int, y1: int) -> list[int]:
        while True:
            x, y = rnd.randrange(x0, x1), rnd.randrange(y0, y1)
            if (x, y) not in used and rows[y][x] == ".":
                used.add((x, y))
                return [x, y]

    figs: list[dict[str, Any]] = []
    corner = max(3, n // 4)
    for i in range(3):
        figs.append(
            {
                "id": f"ai{i}",
                "side": "ai",
                "group": "g",
                "speed": 5,
                "health": 5,
                "max_health": 5,
                "attack": "ranged" if i < 2 else "melee",
                "at": free_cell(0, corner, 0, corner),
            }
        )
    for i in range(figures - 3):
        side = "player" if i % 2 == 0 or i < 4 else "ai"
        figs.append(
            {
                "id": f"f{i}",
                "side": side,
                "health": rnd.randint(3, 12),
                "max_health": 12,
                "at": free_cell(0, n, 0, n),
            }
        )
    grid: dict[str, Any] = {"type": kind, "width": n, "height": n}
    if kind == "hex":
        grid.update(orientation="pointy", offset="odd-r")
    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": grid,
        "rows": ["".join(r) for r in rows],
        "walls": walls,
        "figures": figs,
        "groups": [
            {
                "id": "g",
                "figures": ["ai0", "ai1", "ai2"],
                "instructions": [{"type": "move_to_attack"}, {"type": "attack"}],
            }
        ],
    }
    return board_from_json(data, f"bench-{kind}-{n}.board.json")


CLOCK = time.process_time


def median_ms(fn: Any, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = CLOCK()
        fn()
        times.append((CLOCK() - t0) * 1000.0)
    return statistics.median(times)


def dragged(board: Board) -> Any:
    """A planning call that first moves one hero to the next free cell, as while the player
    drags it in the window: no two repetitions plan the same board."""
    hero = next(f for f in board.figures if f.side == "player")
    taken = {c for f in board.figures for c in f.cells()}
    spots = [c for c in board.grid.cells() if board.kind_at(c) == "open" and c not in taken]
    state = {"i": 0}

    def run() -> None:
        hero.at = spots[state["i"] % len(spots)]
        state["i"] += 7
        plan_group(board, "g")

    return run


def dijkstra_once(board: Board) -> None:
    topo = topology_for(board)
    g = topo.graph(MOBILITY_NORMAL)
    start = board.figure("ai0").at
    nx.single_source_dijkstra(g, start, weight=lambda u, v, d: 1)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--sizes", default=",".join(map(str, SIZES)))
    ap.add_argument("--kinds", default="square,hex")
    ap.add_argument("--wall", action="store_true", help="wall-clock time, not CPU time")
    ap.add_argument(
        "--profile",
        metavar="KIND:SIZE:FIGURES",
        help="profile planning on one board, e.g. square:26:20",
    )
    args = ap.parse_args()
    if args.wall:
        global CLOCK
        CLOCK = time.perf_counter
    if args.profile:
        kind, n, nf = args.profile.split(":")
        board = make_board(kind, int(n), int(nf))
        plan_group(board, "g")
        run = dragged(board)
        prof = cProfile.Profile()
        prof.enable()
        for _ in range(args.repeat):
            run()
        prof.disable()
        pstats.Stats(prof).sort_stats("cumulative").print_stats(30)
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'grid':<7}{'size':>8}{'figures':>9}{'plan ms':>10}{'dijkstra ms':>13}")
    for kind in args.kinds.split(","):
        for n in sizes:
            for nf in FIGURE_COUNTS:
                board = make_board(kind, n, nf)
                plan_group(board, "g")  # build the topology once, as the window does
                dijkstra_once(board)
                plan = median_ms(dragged(board), args.repeat)
                dij = median_ms(lambda b=board: dijkstra_once(b), args.repeat)
                print(f"{kind:<7}{f'{n}x{n}':>8}{nf:>9}{plan:>10.2f}{dij:>13.2f}", flush=True)


if __name__ == "__main__":
    main()
