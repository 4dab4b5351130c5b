"""Monster movement (:mod:`tabletop_ai.gloomhaven.movement`) on one-column corridors.

In a column ``[1, r]`` of an ``even-q`` map each hex touches the ones above and below it, so
distances along the corridor are row differences (side columns of wall hexes keep it one hex
wide).
"""

from __future__ import annotations

import gc
import heapq
import random
import weakref

import pytest

from tabletop_ai.board import board_from_json
from tabletop_ai.engine.sight import sight_rule
from tabletop_ai.engine.topology import Topology, topology_for
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tabletop_ai.gloomhaven.hexmap import HexMap, hexmap_for
from tabletop_ai.gloomhaven.movement import MoveMode, Mover
from tabletop_ai.gloomhaven.sight import HexSight
from tests.engine.plan_snapshot import random_board
from tests.gloomhaven.boards import hex_board


def mover(rows: list[str], mode: MoveMode) -> Mover:
    board = hex_board(rows)
    hm = hexmap_for(topology_for(board))
    allies = {f.at for f in board.figures if f.side == "ai" and f.id != "M"}
    enemies = {f.at for f in board.figures if f.side == "player"}
    me = board.figure("M").at
    return Mover(hm, mode, me, allies, enemies)


def test_walking_stops_at_walls_obstacles_and_characters() -> None:
    m = mover(["-M-", "-.-", "-x-", "-.-"], MoveMode())
    t = m.search(Cell(1, 0))
    assert t.dist[Cell(1, 1)] == 1 and Cell(1, 3) not in t.dist
    m = mover(["-M-", "-a-", "-.-"], MoveMode())
    assert Cell(1, 2) not in m.search(Cell(1, 0)).dist


def test_allies_are_passed_but_not_ended_on() -> None:
    m = mover(["-M-", "-B-", "-.-"], MoveMode())
    t = m.search(Cell(1, 0))
    assert t.dist[Cell(1, 2)] == 2
    assert not m.can_end(Cell(1, 1)) and m.can_end(Cell(1, 2)) and m.can_end(Cell(1, 0))


def test_flying_passes_everything_but_wall_hexes_and_may_end_on_obstacles() -> None:
    m = mover(["-M-", "-a-", "-x-", "-~-", "---", "-.-"], MoveMode(flying=True))
    t = m.search(Cell(1, 0))
    assert t.dist[Cell(1, 3)] == 3  # difficult terrain costs flyers 1
    assert Cell(1, 5) not in t.dist  # the wall hex stops it
    assert m.can_end(Cell(1, 2)) and not m.can_end(Cell(1, 1))


def test_jumping_counts_only_the_last_hexes_trap() -> None:
    rows = ["-M-", "-t-", "-.-", "-t-"]
    walk = mover(rows, MoveMode()).search(Cell(1, 0))
    jump = mover(rows, MoveMode(jumping=True)).search(Cell(1, 0))
    assert (walk.traps[Cell(1, 2)], walk.traps[Cell(1, 3)]) == (1, 2)
    assert (jump.traps[Cell(1, 2)], jump.traps[Cell(1, 3)]) == (0, 1)


def test_teleport_passes_wall_hexes_but_not_thin_walls() -> None:
    rows = ["-M-", "---", "-.-"]
    assert Cell(1, 2) not in mover(rows, MoveMode()).search(Cell(1, 0)).dist
    assert mover(rows, MoveMode(teleport=True)).search(Cell(1, 0)).dist[Cell(1, 2)] == 2
    # a thin wall straight down makes it go round, through the wall hex beside it
    board = hex_board(["-M-", "-.-"], walls=[[[1, 0], [1, 1]]])
    hm = hexmap_for(topology_for(board))
    m = Mover(hm, MoveMode(teleport=True), Cell(1, 0), set(), set())
    assert m.search(Cell(1, 0)).dist[Cell(1, 1)] == 2


def test_ice_slides_until_something_stops_it() -> None:
    # one step onto the ice slides to the first hex off it, for the price of one step
    free = mover(["-M-", "-i-", "-i-", "-.-", "-.-"], MoveMode()).search(Cell(1, 0))
    assert free.dist[Cell(1, 3)] == 1 and Cell(1, 1) not in free.dist
    assert free.path(Cell(1, 3)) == [Cell(1, 0), Cell(1, 1), Cell(1, 2), Cell(1, 3)]
    assert free.slid(Cell(1, 3))
    # an ally on the far side stops the slide on the ice before it
    stopped = mover(["-M-", "-i-", "-i-", "-B-"], MoveMode()).search(Cell(1, 0))
    assert stopped.dist[Cell(1, 2)] == 1
    # flying monsters do not slide
    flying = mover(["-M-", "-i-", "-i-", "-.-"], MoveMode(flying=True)).search(Cell(1, 0))
    assert flying.dist[Cell(1, 1)] == 1 and not flying.slid(Cell(1, 1))


def test_gloomhaven_jump_pays_for_difficult_terrain_on_the_last_hex() -> None:
    rows = ["-M-", "-~-", "-~-"]
    fh = mover(rows, MoveMode(jumping=True)).search(Cell(1, 0))
    gh = mover(rows, MoveMode(jumping=True, jump_difficult=True)).search(Cell(1, 0))
    assert (fh.dist[Cell(1, 1)], fh.dist[Cell(1, 2)]) == (1, 2)
    assert (gh.dist[Cell(1, 1)], gh.dist[Cell(1, 2)]) == (2, 3)


@pytest.mark.parametrize(
    "seed",
    [
        s
        for s in range(0, 120, 3)
        if random_board(s)["rules"].get("preset")
        in ("gloomhaven", "frosthaven", "jaws-of-the-lion")
    ],
)
def test_one_search_back_equals_a_search_from_every_hex(seed: int) -> None:
    """Mover.toward (one search back from a destination) gives every hex the same
    (negative hexes, movement) to the destination as a search forward from that hex."""
    board = board_from_json(random_board(seed), "random.board.json")
    hm = hexmap_for(topology_for(board))
    me = board.figures[0].at
    allies = {f.at for f in board.figures[1:] if f.side == "ai"}
    enemies = {f.at for f in board.figures if f.side == "player"}
    rnd = random.Random(seed)
    for mode in (
        MoveMode(),
        MoveMode(flying=True),
        MoveMode(jumping=True),
        MoveMode(jumping=True, jump_difficult=True),
        MoveMode(teleport=True),
    ):
        m = Mover(hm, mode, me, allies, enemies)
        for dest in rnd.sample(hm.cells, 4):
            back = m.toward(dest)
            assert back is not None
            for c in hm.cells:
                there = m.search(c)
                want = (there.traps[dest], there.dist[dest]) if dest in there.dist else None
                assert back.get(c) == want, (seed, mode, c, dest)


def _pairs_search(hm: HexMap, m: Mover, start: Cell) -> dict[Cell, tuple[int, int]]:
    """A plain Dijkstra with ``(negative hexes, movement)`` pairs as costs, for walking on a
    map without ice: the rulebook's order ("Monster Movement": fewest negative hexes, then
    the shortest way) with nothing written as one number."""
    best: dict[Cell, tuple[int, int]] = {}
    heap: list[tuple[tuple[int, int], Cell]] = [((0, 0), start)]
    while heap:
        cost, v = heapq.heappop(heap)
        if v in best:
            continue
        best[v] = cost
        for _k, n, walled, impassable in hm.links[v]:
            if walled or impassable or not m.can_pass(n) or n in best:
                continue
            step = (int(m.is_trap(n)), 2 if hm.is_difficult(n) else 1)
            heapq.heappush(heap, ((cost[0] + step[0], cost[1] + step[1]), n))
    return best


@pytest.mark.parametrize("seed", range(12))
def test_costs_written_as_one_number_order_as_the_pairs(seed: int) -> None:
    """Mover.search writes (negative hexes, movement) as one number: on maps
    thick with traps and difficult terrain, where avoiding a trap takes long detours, every
    hex gets the pair a search with pairs gives."""
    rnd = random.Random(seed)
    w, h = rnd.randint(4, 12), rnd.randint(4, 12)
    rows = ["".join(rnd.choice("..~~~tt-") for _ in range(w)) for _ in range(h)]
    rows[0] = "M" + rows[0][1:]
    board = hex_board(rows)
    hm = hexmap_for(topology_for(board))
    m = Mover(hm, MoveMode(), Cell(0, 0), set(), set())
    travel = m.search(Cell(0, 0))
    got = {c: (travel.traps[c], travel.dist[c]) for c in travel.dist}
    assert got == _pairs_search(hm, m, Cell(0, 0)), seed


@pytest.mark.parametrize("seed", [s for s in range(60) if random_board(s)["grid"]["type"] == "hex"])
def test_hex_links_name_the_walls_and_impassable_edges(seed: int) -> None:
    """HexMap.links (built from cell pairs) marks a side walled exactly when the
    map has a thin wall there (a wall, closed door or blocking edge), and impassable exactly
    when it has an impassable edge."""
    board = board_from_json(random_board(seed), "random.board.json")
    topo = topology_for(board)
    hm = hexmap_for(topo)
    for c in hm.cells:
        want = tuple(
            (k, n, edge(c, n) in topo.sight_edges, edge(c, n) in topo.impassable_edges)
            for k, n in enumerate(hm.sides[c])
            if n is not None
        )
        assert hm.links[c] == want, (seed, c)


def test_a_topology_dropped_from_the_cache_is_freed_at_once() -> None:
    """The hex map and its sight rule are kept with the topology (the kernel's cache policy);
    they must not refer back to it strongly, or every topology the cache drops waits, with
    its distance tables and sight answers, for a full garbage collection (those
    collections, some 20 ms, landed in whichever Gloomhaven case triggered them)."""
    board = hex_board(["-M..", "-...", "--.a"], preset="frosthaven")
    topo = Topology(board)
    hm = hexmap_for(topo)
    for rule in ("vertex", "full-hex"):
        sight = sight_rule(topo, rule, False)
        assert isinstance(sight, HexSight) and sight.clear(Cell(1, 0), Cell(3, 2))
    assert hm.proximity(Cell(1, 0))[Cell(3, 2)] == 3
    gone = weakref.ref(topo)
    gc.disable()
    try:
        del topo, hm, sight
        assert gone() is None, "the topology is kept alive by a reference cycle"
    finally:
        gc.enable()
