"""The static shape of a map: terrain, walls, doors, edges, adjacency and counted distances.

Everything here depends only on the map, never on where figures stand, so a ``Topology`` is
built once per map edit and its graphs and distance tables are reused while figures are
dragged. Implements board-format.md section 7 ("Adjacent", "Counting spaces").
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

import networkx as nx

from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell, Edge, Grid, SquareGrid
from tabletop_ai.geometry.cells import edge

#: terrain kinds a figure without Mobile/Massive may not enter
NO_ENTRY = frozenset({"blocking", "impassable", "void"})
#: terrain kinds that block sight and counting (spec 7: blocking terrain, void)
SIGHT_BLOCKING = frozenset({"blocking", "void"})

MOBILITY_NORMAL = "normal"
MOBILITY_MOBILE = "mobile"
MOBILITY_MASSIVE = "massive"


class Topology:
    """Adjacency, counting and movement graphs of one map state."""

    def __init__(self, board: Board) -> None:
        self.grid: Grid = board.grid
        self.square = isinstance(board.grid, SquareGrid)
        self.diagonals = self.square and board.diagonals == "ia"
        self.terrain: dict[Cell, str] = dict(board.terrain)
        #: edges that block movement, counting, adjacency and sight
        self.walls: set[Edge] = set(board.walls)
        self.closed_doors: set[Edge] = {d.between for d in board.doors if not d.open}
        self.blocking_edges: set[Edge] = {e.between for e in board.edges if e.kind == "blocking"}
        self.impassable_edges: set[Edge] = {e.between for e in board.edges
                                            if e.kind == "impassable"}
        self.sight_edges: set[Edge] = self.walls | self.closed_doors | self.blocking_edges
        self._count_adj: dict[Cell, list[Cell]] | None = None
        self._distance_cache: dict[tuple[Cell, ...], dict[Cell, int]] = {}
        self._move_graphs: dict[tuple[str, int, int], nx.Graph] = {}
        #: indexes other engine modules derive from this map and keep with it (e.g. the
        #: sight module's wall and blocking-cell indexes), so they too survive figure moves
        self.derived: dict[object, object] = {}

    # -- cells and edges -------------------------------------------------------------------
    def kind(self, cell: tuple[int, int]) -> str:
        """Terrain kind of ``cell``; off the map is ``void``."""
        if not self.grid.contains(cell):
            return "void"
        return self.terrain.get(cell if isinstance(cell, Cell) else Cell(*cell), "open")

    def edge_blocks_sight(self, a: Cell, b: Cell) -> bool:
        """A wall, closed door or blocking edge between ``a`` and ``b``."""
        # an Edge is a tuple of its two cells, smaller first: look both ways up without
        # building one (this runs for every step of every sight line)
        es = self.sight_edges
        return (a, b) in es or (b, a) in es

    def _corner_way_closed(self, a: Cell, via: Cell, b: Cell, edges: set[Edge],
                           cells: frozenset[str]) -> bool:
        return (self.kind(via) in cells or edge(a, via) in edges or edge(via, b) in edges)

    def corner_closed(self, a: Cell, b: Cell, edges: set[Edge] | None = None,
                      cells: frozenset[str] = SIGHT_BLOCKING) -> bool:
        """True when diagonal cells ``a`` and ``b`` are cut apart at their shared corner.

        Spec section 7: "Diagonal cells A and B meeting at corner point P are not adjacent
        when walls, closed doors, blocking edges or blocking/void cells close P on both ways
        round it". Each way round P passes one of the two other cells at P.
        """
        ways = self.grid.corner_between(a, b)
        if ways is None:
            return False
        es = self.sight_edges if edges is None else edges
        return all(self._corner_way_closed(a, via, b, es, cells) for via in ways)

    def adjacent(self, a: Cell, b: Cell) -> bool:
        """Spec 7 "Adjacent": sharing an edge or corner, not across a wall, closed door or
        blocking edge, not through a closed corner. Impassable terrain does not matter."""
        if a == b or not (self.grid.contains(a) and self.grid.contains(b)):
            return False
        if self.grid.shares_edge(a, b):
            return edge(a, b) not in self.sight_edges
        if not self.diagonals or self.grid.corner_between(a, b) is None:
            return False
        return not self.corner_closed(a, b)

    def adjacent_cells(self, a: Cell) -> list[Cell]:
        """Cells adjacent to ``a`` in the sense of :meth:`adjacent` (void cells left out)."""
        return [n for n in self.grid.neighbors(a, self.diagonals)
                if self.kind(n) != "void" and self.adjacent(a, n)]

    def areas_adjacent(self, cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> bool:
        """True when some cell of one footprint is adjacent to some cell of the other."""
        bs = set(cells_b)
        adj = self._counting_adjacency()  # the same lists, built once per map
        for a in cells_a:
            near = adj.get(a)
            if near is None:
                near = self.adjacent_cells(a)
            if any(b in bs for b in near):
                return True
        return False

    # -- counting spaces -------------------------------------------------------------------
    def _counting_adjacency(self) -> dict[Cell, list[Cell]]:
        if self._count_adj is None:
            self._count_adj = {c: self.adjacent_cells(c) for c in self.grid.cells()
                               if self.kind(c) != "void"}
        return self._count_adj

    def distances_from(self, sources: Iterable[Cell]) -> dict[Cell, int]:
        """Counted spaces from the nearest of ``sources`` to every cell it can reach.

        Spec 7 "Counting spaces": fewest steps of a small figure over adjacent cells, a
        diagonal counting 1, ignoring figures, difficult and impassable terrain, never through
        walls, closed doors, blocking terrain or void. A blocking cell can be counted *to*
        (a Mobile figure may stand on one) but not through. Cached: it ignores figures.
        """
        if isinstance(sources, list) and len(sources) == 1:
            key: tuple[Cell, ...] = (sources[0],)  # a small figure: no sorting needed
        else:
            key = tuple(sorted(set(sources)))
        hit = self._distance_cache.get(key)
        if hit is not None:
            return hit
        adj = self._counting_adjacency()
        dist: dict[Cell, int] = {}
        queue: deque[Cell] = deque()
        for s in key:
            if self.kind(s) != "void":
                dist[s] = 0
                queue.append(s)
        while queue:
            c = queue.popleft()
            if dist[c] > 0 and self.kind(c) == "blocking":
                continue
            d = dist[c] + 1
            for n in adj.get(c, ()):
                if n not in dist:
                    dist[n] = d
                    queue.append(n)
        if len(self._distance_cache) > 512:
            self._distance_cache.clear()
        self._distance_cache[key] = dist
        return dist

    def count(self, a: Iterable[Cell], b: Iterable[Cell]) -> int | None:
        """Counted spaces between two footprints (least over their cells), None if cut off."""
        dist = self.distances_from(a)
        best = [dist[c] for c in b if c in dist]
        return min(best) if best else None

    # -- movement graphs -------------------------------------------------------------------
    def move_graph(self, mobility: str, size: tuple[int, int] = (1, 1)) -> nx.Graph:
        """The graph of legal single steps for a figure of this mobility and footprint.

        Nodes are top-left cells where the footprint may stand; an edge is a legal step
        (spec 7 "Movement"). Costs are not on the graph: they depend on where figures stand,
        so the movement module supplies them as a weight function.
        """
        key = (mobility, size[0], size[1])
        g = self._move_graphs.get(key)
        if g is None:
            g = (self._build_small_graph(mobility) if size == (1, 1)
                 else self._build_large_graph(mobility, size))
            self._move_graphs[key] = g
        return g

    def _enterable(self, cell: Cell, mobility: str) -> bool:
        k = self.kind(cell)
        if k == "void":
            return False
        return mobility != MOBILITY_NORMAL or k not in NO_ENTRY

    def _step_edges(self, mobility: str) -> set[Edge]:
        if mobility == MOBILITY_NORMAL:
            return self.sight_edges | self.impassable_edges
        return self.walls | self.closed_doors

    def graph_leaving(self, mobility: str, start: Cell) -> nx.Graph:
        """The small-figure movement graph plus ``start`` when the figure stands where it may
        not enter (a table can put a figure on impassable ground: a flying monster on an
        obstacle). It may step off by the ordinary step rules; nothing may step back on."""
        base = self.move_graph(mobility)
        if start in base or self.kind(start) == "void":
            return base
        g = base.copy()
        g.add_node(start)
        rules = self._step_rules(mobility)
        g.add_edges_from((start, n) for n in self.grid.neighbors(start, self.diagonals)
                         if n in base and self._step_ok(start, n, *rules))
        return g

    def _step_rules(self, mobility: str) -> tuple[set[Edge], frozenset[str]]:
        """The edges this mobility cannot cross and the cells that close a corner for it."""
        corner_cells = (frozenset({"blocking", "void"}) if mobility == MOBILITY_NORMAL
                        else frozenset({"void"}))
        return self._step_edges(mobility), corner_cells

    def _step_ok(self, a: Cell, b: Cell, blocked: set[Edge],
                 corner_cells: frozenset[str]) -> bool:
        """A single step between neighbouring cells ``a`` and ``b`` crosses no wall, door or
        edge in ``blocked``, and no corner closed both ways round (spec 7)."""
        if self.grid.shares_edge(a, b):
            return edge(a, b) not in blocked
        return not self.corner_closed(a, b, blocked, corner_cells)

    def _build_small_graph(self, mobility: str) -> nx.Graph:
        g = nx.Graph()
        rules = self._step_rules(mobility)
        nodes = [c for c in self.grid.cells() if self._enterable(c, mobility)]
        g.add_nodes_from(nodes)
        node_set = set(nodes)
        for c in nodes:
            for n in self.grid.neighbors(c, self.diagonals):
                if n in node_set and c < n and self._step_ok(c, n, *rules):
                    g.add_edge(c, n)
        return g

    def _build_large_graph(self, mobility: str, size: tuple[int, int]) -> nx.Graph:
        """Large figures move their whole footprint one cell orthogonally (RRG: "A large
        figure cannot move diagonally"); they never straddle a wall, blocking or impassable
        edge unless Massive or Mobile lets them."""
        w, h = size
        blocked = self._step_edges(mobility)
        g = nx.Graph()

        def footprint_ok(ax: int, ay: int) -> bool:
            for dy in range(h):
                for dx in range(w):
                    c = Cell(ax + dx, ay + dy)
                    if not self._enterable(c, mobility):
                        return False
                    if dx + 1 < w and edge(c, Cell(c.x + 1, c.y)) in blocked:
                        return False
                    if dy + 1 < h and edge(c, Cell(c.x, c.y + 1)) in blocked:
                        return False
            return True

        anchors = [Cell(x, y) for y in range(self.grid.height - h + 1)
                   for x in range(self.grid.width - w + 1) if footprint_ok(x, y)]
        g.add_nodes_from(anchors)
        aset = set(anchors)
        for a in anchors:
            right = Cell(a.x + 1, a.y)
            if right in aset and all(
                    edge(Cell(a.x + w - 1, a.y + dy), Cell(a.x + w, a.y + dy)) not in blocked
                    for dy in range(h)):
                g.add_edge(a, right)
            down = Cell(a.x, a.y + 1)
            if down in aset and all(
                    edge(Cell(a.x + dx, a.y + h - 1), Cell(a.x + dx, a.y + h)) not in blocked
                    for dx in range(w)):
                g.add_edge(a, down)
        return g


_TOPOLOGY_CACHE: dict[object, Topology] = {}


def topology_key(board: Board) -> object:
    """What a topology depends on: the grid, terrain, walls, doors, edges and diagonals."""
    return (repr(board.grid), board.diagonals, frozenset(board.terrain.items()),
            frozenset(board.walls),
            frozenset((d.between, d.open) for d in board.doors),
            frozenset((e.between, e.kind) for e in board.edges))


def topology_for(board: Board) -> Topology:
    """The (cached) topology of ``board``'s map: figures moving do not rebuild it."""
    key = topology_key(board)
    topo = _TOPOLOGY_CACHE.get(key)
    if topo is None:
        if len(_TOPOLOGY_CACHE) > 16:
            _TOPOLOGY_CACHE.clear()
        topo = Topology(board)
        _TOPOLOGY_CACHE[key] = topo
    return topo
