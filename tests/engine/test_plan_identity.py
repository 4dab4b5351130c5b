"""Plans stay identical across the kernel and speed work: seeded random square and
hex boards (each re-planned while one hero is dragged, so stale caches show) and the 546
shared Gloomhaven cases plan exactly as the engine before the change did. The digests in
``plan_snapshots.json`` were written by that engine (see :mod:`tests.engine.plan_snapshot`).
Counted distances on the same boards equal a slow breadth-first reference."""

from __future__ import annotations

import json
import random
from collections import deque

import pytest

from tabletop_ai.board import board_from_json
from tabletop_ai.engine.topology import Topology, topology_for
from tabletop_ai.geometry import Cell
from tests.engine.plan_snapshot import (
    CASES,
    SNAPSHOT,
    case_digest,
    digest,
    drag_plans,
    random_board,
)

SNAP = json.loads(SNAPSHOT.read_text(encoding="utf-8"))


@pytest.mark.parametrize("seed", sorted(SNAP["random"], key=int))
def test_random_board_plans_unchanged(seed: str) -> None:
    got = [digest(p) for p in drag_plans(random_board(int(seed)), int(seed))]
    assert got == SNAP["random"][seed], (
        f"board seed {seed}: plans differ from the snapshot (steps {len(got)})"
    )


def test_gloomhaven_case_plans_unchanged() -> None:
    cases = json.loads(CASES.read_text(encoding="utf-8"))["cases"]
    changed = [c["id"] for c in cases if case_digest(c) != SNAP["gloomhaven_cases"][c["id"]]]
    assert not changed, f"{len(changed)} case plans changed: {changed[:10]}"


def _reference_distances(topo: Topology, source: Cell, into_blocking: bool) -> dict[Cell, int]:
    """Spec 7 "Counting spaces" the slow way: breadth first over ``Topology.adjacent_cells``
    (the spec's adjacency, one cell at a time), a blocking cell reached but not passed
    through (or, for Gloomhaven range, never entered)."""
    dist = {source: 0}
    queue = deque([source])
    while queue:
        c = queue.popleft()
        if c != source and topo.kind(c) == "blocking":
            continue
        for n in topo.adjacent_cells(c):
            if n in dist or (not into_blocking and topo.kind(n) == "blocking"):
                continue
            dist[n] = dist[c] + 1
            queue.append(n)
    return dist


@pytest.mark.parametrize("seed", range(0, 120, 3))
def test_counted_distances_match_a_slow_reference(seed: int) -> None:
    board = board_from_json(random_board(seed), "random.board.json")
    topo = topology_for(board)
    rnd = random.Random(seed)
    cells = [c for c in board.grid.cells() if topo.kind(c) != "void"]
    for source in rnd.sample(cells, min(6, len(cells))):
        for into in (True, False):
            assert topo.distances_from([source], into_blocking=into) == _reference_distances(
                topo, source, into
            ), (seed, source, into)
        # a limited table holds every cell within the limit (and may hold farther ones)
        ref = _reference_distances(topo, source, True)
        near = topo.distances_from([source], 2)
        assert all(ref[c] == d for c, d in near.items())
        assert {c for c, d in ref.items() if d <= 2} <= set(near)


@pytest.mark.parametrize("seed", range(1, 120, 4))
def test_footprint_adjacency_matches_the_cell_rule(seed: int) -> None:
    """``Topology.areas_adjacent`` (read from the counting masks on a square map, from the
    counting lists on a hex one) agrees with spec 7 "Adjacent" asked cell by cell
    (``Topology.adjacent``) for every cell and each of its neighbours, on random maps with
    walls, doors, blocking edges, blocking and void cells."""
    board = board_from_json(random_board(seed), "random.board.json")
    topo = Topology(board)
    for a in board.grid.cells():
        if topo.kind(a) == "void":
            continue
        for b in board.grid.neighbors(a, True):
            if not board.grid.contains(b):
                continue
            want = topo.kind(b) != "void" and topo.adjacent(a, b)
            assert topo.areas_adjacent([a], [b]) == want, (seed, a, b)


def test_counting_through_a_maze_matches_the_slow_reference() -> None:
    """A winding map (a serpentine of walls: the far end is 90 steps away, more than the
    bit search takes layer by layer before it carries on cell by cell) counts as the slow
    reference does, from a corner and from the middle."""
    n = 14
    walls = [
        [[x, y], [x, y + 1]]
        for y in range(0, n - 1, 2)
        for x in range(n)
        if x != (n - 1 if (y // 2) % 2 == 0 else 0)
    ]
    board = board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": n, "height": n},
            "walls": walls,
        },
        "maze.board.json",
    )
    topo = Topology(board)
    for source in (Cell(0, 0), Cell(7, 6)):
        for into in (True, False):
            want = _reference_distances(topo, source, into)
            assert max(want.values()) > 2 * n + 16
            assert topo.distances_from([source], into_blocking=into) == want
            fresh = Topology(board)  # asked cell by cell, then whole
            counts = fresh.counts_from([source], None, into)
            assert [counts.get(c) for c in sorted(want)] == [want[c] for c in sorted(want)]


def test_a_dropped_square_topology_is_freed_without_the_collector() -> None:
    """A square map's counting table (kept in its topology's cache) refers back to the
    topology weakly: dropping the topology frees it at once, with no cycle left for the
    garbage collector (a winding map's table still carries on by bits if it outlives it)."""
    import gc
    import weakref

    board = board_from_json(random_board(2), "random.board.json")  # a square one
    topo = Topology(board)
    assert topo.square
    cell = next(c for c in board.grid.cells() if topo.kind(c) != "void")
    counts = topo.counts_from([cell])
    assert counts.get(cell) == 0
    ref = weakref.ref(topo)
    gc.disable()
    try:
        del topo
        assert ref() is None
    finally:
        gc.enable()
    assert counts.get(cell) == 0  # the table outlives its topology and still answers
