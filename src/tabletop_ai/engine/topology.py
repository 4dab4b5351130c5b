"""The static shape of a map: terrain, walls, doors, edges, and its networkx graphs.

Everything here depends only on the map, never on where figures stand, so a ``Topology`` is
built once per map edit and its graphs are reused while figures are dragged. Implements
board-format.md section 7 ("Adjacent", "Counting spaces", "Movement").

The searches are networkx's, on one graph per map and mobility (and footprint) kept with the
map by the kernel's cache policy (:mod:`tabletop_ai.engine.cache`). A graph's nodes are
numbers: a cell's is ``y * width + x`` (a large figure turned on its anchor: that plus
``width * height``); ``graph.graph["cell"][n]`` is the cell (or
:class:`~tabletop_ai.geometry.TurnedCell`) of node ``n``.

- :meth:`Topology.graph` (Normal figures): the cells counting passes through (not blocking,
  not void), an edge between every two adjacent ones (spec 7 "Adjacent"). Counting is its
  breadth-first layers (:class:`Counts`); a Normal small figure moves on it by Dijkstra, its
  weight function refusing impassable cells and the edges marked ``no_step`` (an impassable
  edge across the step or closing its corner).
- ``graph("mobile")`` (Mobile and Massive figures): every cell but void, stepped between
  unless a wall or closed door is in the way.
- :meth:`Topology.footprint_graph`: a large figure's top-left cells, moving one cell
  orthogonally, and with Imperial Assault's rotation its turned footprint's too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cached_property
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.engine.cache import MAPS, Bounded, kept
from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, SquareGrid, TurnedCell
from tabletop_ai.geometry.cells import edge
from tabletop_ai.geometry.hexgrid import (
    AXIAL_DIRECTIONS,
    OFFSETS,
    axial_to_offset,
    offset_to_axial,
)

if TYPE_CHECKING:
    import networkx as nx

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
        self.impassable_edges: set[Edge] = {
            e.between for e in board.edges if e.kind == "impassable"
        }
        self.sight_edges: set[Edge] = self.walls | self.closed_doors | self.blocking_edges
        #: what other modules work out from this map and keep with it (graphs, sight
        #: indexes, the Gloomhaven hex map): it survives figure moves
        self.derived: Bounded[object, object] = Bounded()
        self._w, self._h = board.grid.width, board.grid.height

    @cached_property
    def cells(self) -> list[Cell]:
        """Every cell by its number ``y * width + x`` (reading order)."""
        return [Cell._make((x, y)) for y in range(self._h) for x in range(self._w)]

    def number(self, cell: tuple[int, int]) -> int:
        """The node number of ``cell`` (on the map) in the map's graphs."""
        return cell[1] * self._w + cell[0]

    # -- cells and edges -------------------------------------------------------------------
    def kind(self, cell: tuple[int, int]) -> str:
        """Terrain kind of ``cell``; off the map is ``void``."""
        if 0 <= cell[0] < self._w and 0 <= cell[1] < self._h:
            return self.terrain.get(cell if isinstance(cell, Cell) else Cell(*cell), "open")
        return "void"

    def edge_blocks_sight(self, a: Cell, b: Cell) -> bool:
        """A wall, closed door or blocking edge between ``a`` and ``b``."""
        # an Edge is a tuple of its two cells, smaller first: look both ways up without
        # building one (this runs for every step of every sight line)
        es = self.sight_edges
        return (a, b) in es or (b, a) in es

    def corner_closed(
        self,
        a: Cell,
        b: Cell,
        edges: set[Edge] | None = None,
        cells: frozenset[str] = SIGHT_BLOCKING,
    ) -> bool:
        """True when diagonal cells ``a`` and ``b`` are cut apart at their shared corner.

        Spec section 7: "Diagonal cells A and B meeting at corner point P are not adjacent
        when walls, closed doors, blocking edges or blocking/void cells close P on both ways
        round it". Each way round P passes one of the two other cells at P.
        """
        ways = self.grid.corner_between(a, b)
        if ways is None:
            return False
        es = self.sight_edges if edges is None else edges
        return all(
            self.kind(via) in cells or edge(a, via) in es or edge(via, b) in es for via in ways
        )

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
        return [
            n
            for n in self.grid.neighbors(a, self.diagonals)
            if self.kind(n) != "void" and self.adjacent(a, n)
        ]

    def areas_adjacent(self, cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> bool:
        """True when some cell of one footprint is adjacent to some non-void cell of the
        other."""
        bs = [b for b in cells_b if self.kind(b) != "void"]
        return any(self.adjacent(a, b) for a in cells_a for b in bs)

    # -- graphs ----------------------------------------------------------------------------
    def graph(self, mobility: str = MOBILITY_NORMAL) -> nx.Graph:
        """The map's graph for small figures of ``mobility`` (module docstring), built once
        and kept with the map. Nodes are added in reading order and each cell's edges to the
        cells after it in the grid's neighbour order, so every node's neighbours come in
        one fixed order."""
        kind = MOBILITY_NORMAL if mobility == MOBILITY_NORMAL else MOBILITY_MOBILE
        return kept(self.derived, ("graph", kind), lambda: self._small_graph(kind))

    def _small_graph(self, mobility: str) -> nx.Graph:
        import networkx as nx

        void = frozenset({"void"})
        g = nx.Graph(cell=self.cells)
        if mobility != MOBILITY_NORMAL:
            nodes, pairs = self._pairs(void, self.walls | self.closed_doors, void)
            g.add_nodes_from(nodes)
            g.add_edges_from(pairs)
            return g
        # counting adjacency (spec 7) between the cells that are not void; blocking cells
        # are counted to, never through: not nodes, each listed with its adjacent cells
        w = self._w
        blocking = {
            c[1] * w + c[0]
            for c, k in self.terrain.items()
            if k == "blocking" and self.grid.contains(c)
        }
        near: dict[int, list[int]] = {i: [] for i in sorted(blocking)}
        nodes, pairs = self._pairs(void, self.sight_edges, SIGHT_BLOCKING, near)
        g.add_nodes_from(nodes)
        g.add_edges_from(pairs)
        g.graph["blocking"] = near
        # a Normal figure may not enter impassable terrain (spec 7), which counting passes
        g.graph["barred"] = frozenset(
            c[1] * w + c[0]
            for c, k in self.terrain.items()
            if k == "impassable" and self.grid.contains(c)
        )
        # counting crosses impassable edges, a step does not (spec 7 "Movement"): nor a
        # corner that they close, with the walls and blocking cells, both ways round
        steps = self.sight_edges | self.impassable_edges
        cells = self.cells
        for e in self.impassable_edges:
            for c in e:
                if not self.grid.contains(c):
                    continue
                i = c[1] * w + c[0]
                for j in list(g.adj[i]) if i in g else ():
                    n = cells[j]
                    if (
                        edge(c, n) in steps
                        if self.grid.shares_edge(c, n)
                        else self.corner_closed(c, n, steps)
                    ):
                        g.edges[i, j]["no_step"] = True
        return g

    def _pairs(
        self,
        out_kinds: frozenset[str],
        blocked: set[Edge],
        closing_kinds: frozenset[str],
        near: dict[int, list[int]] | None = None,
    ) -> tuple[list[int], list[tuple[int, int]]]:
        """The numbers of the cells whose kind is not in ``out_kinds``, in reading order, and
        the pairs of them linked by a step (spec 7): it crosses no edge of ``blocked``, nor
        a corner closed both ways round, each way by a cell of a kind in ``closing_kinds``
        or an edge of ``blocked`` on either of its sides. Each cell's pairs with the cells
        after it, in the grid's neighbour order. The cells numbered in ``near`` are left
        out of both: each of their links is added to their list there instead, in the
        same order."""
        apart = near if near is not None else {}
        w, h = self._w, self._h
        out: set[int] = set()
        closing: set[int] = set()
        for c, k in self.terrain.items():
            i = c[1] * w + c[0]
            if k in out_kinds:
                out.add(i)
            if k in closing_kinds:
                closing.add(i)
        cut: set[tuple[int, int]] = set()
        contains = self.grid.contains
        for a, b in blocked:
            if contains(a) and contains(b):  # an edge to off the map cuts no step
                i, j = a[1] * w + a[0], b[1] * w + b[0]
                cut.add((i, j) if i < j else (j, i))
        walled = {i for pair in cut for i in pair}

        def closed_way(a: int, via: int, b: int) -> bool:
            return (
                via in closing
                or ((a, via) if a < via else (via, a)) in cut
                or ((via, b) if via < b else (b, via)) in cut
            )

        nodes: list[int] = []
        pairs: list[tuple[int, int]] = []
        square = self.square
        for y in range(h):
            row = y * w
            offsets = (self._forward(Cell(0, y)), self._forward(Cell(min(1, w - 1), y)))
            for x in range(w):
                i = row + x
                if i in out:
                    continue
                i_apart = i in apart
                if not i_apart:
                    nodes.append(i)
                i_walled = i in walled
                for dx, dy in offsets[x & 1]:
                    nx_, ny = x + dx, y + dy
                    if not (0 <= nx_ < w and 0 <= ny < h):
                        continue
                    j = ny * w + nx_
                    if j in out:
                        continue
                    if dx == 0 or dy == 0 or not square:
                        if i_walled and ((i, j) if i < j else (j, i)) in cut:
                            continue
                    else:
                        v1, v2 = ny * w + x, row + nx_
                        if i_walled or j in walled or v1 in walled or v2 in walled:
                            if closed_way(i, v1, j) and closed_way(i, v2, j):
                                continue
                        elif v1 in closing and v2 in closing:  # no edge near: cells only
                            continue
                    if i_apart or j in apart:
                        if i_apart:
                            apart[i].append(j)
                        if j in apart:
                            apart[j].append(i)
                    else:
                        pairs.append((i, j))
        return nodes, pairs

    def _forward(self, cell: Cell) -> tuple[tuple[int, int], ...]:
        """Offsets to ``cell``'s neighbours that come after it in reading order, in the
        grid's own order (``Grid.neighbors``)."""
        if self.square:
            return _SQUARE_FORWARD if self.diagonals else _SQUARE_FORWARD[:2]
        grid = self.grid
        assert isinstance(grid, HexGrid)
        parity = (cell[1] if grid.offset.endswith("r") else cell[0]) & 1
        return _HEX_FORWARD[grid.offset, parity]

    def steps_from(self, cell: Cell, mobility: str = MOBILITY_NORMAL) -> list[Cell]:
        """The cells a small figure of ``mobility`` standing on ``cell`` may step to (spec 7
        "Movement"), in its graph's neighbour order: the graph's neighbours it may enter,
        not across an edge marked ``no_step``."""
        g = self.graph(mobility)
        i = self.number(cell)
        if not self.grid.contains(cell) or i not in g:
            return []
        cells = self.cells
        if mobility != MOBILITY_NORMAL:
            return [cells[j] for j in g.adj[i]]
        return [
            cells[j]
            for j, d in g.adj[i].items()
            if not d.get("no_step") and self.kind(cells[j]) != "impassable"
        ]

    def footprint_graph(self, mobility: str, size: tuple[int, int], turns: bool) -> nx.Graph:
        """The graph of a large figure of ``mobility`` and footprint ``size``: its nodes are
        the top-left cells where the footprint may stand, an edge a move of the whole
        footprint one cell orthogonally (RRG: "A large figure cannot move diagonally"),
        never straddling a wall, closed door or blocking edge (or an impassable edge,
        without Mobile or Massive). With ``turns`` (Imperial Assault rotation) the turned
        footprint's top-left cells are nodes too (``width * height`` more), and an edge
        marked ``turn`` joins two footprints that share at least half their spaces
        (:func:`~tabletop_ai.engine.movement.rotations`). Kept with the map."""
        key = ("footprint", mobility, size, turns)
        return kept(self.derived, key, lambda: self._footprint_graph(mobility, size, turns))

    def _footprint_graph(self, mobility: str, size: tuple[int, int], turns: bool) -> nx.Graph:
        import networkx as nx

        from tabletop_ai.engine.movement import rotations

        w, h = size
        cell: dict[int, Cell] = {}
        g = nx.Graph(cell=cell)
        sizes = [(w, h), (h, w)] if turns else [(w, h)]
        width, area = self._w, self._w * self._h
        for k, (fw, fh) in enumerate(sizes):
            adj = self._anchors(mobility, (fw, fh))
            for a in adj:
                n = a[1] * width + a[0] + k * area
                cell[n] = a if k == 0 else TurnedCell(a.x, a.y, (fw, fh))
                g.add_node(n)
            for a, ns in adj.items():
                u = a[1] * width + a[0] + k * area
                g.add_edges_from((u, b[1] * width + b[0] + k * area) for b in ns)
        if turns:
            for n in [n for n in g if n < area]:
                a = cell[n]
                for t in rotations(a, size):
                    m = t[1] * width + t[0] + area
                    if self.grid.contains(t) and m in g:
                        g.add_edge(n, m, turn=True)
        return g

    def _anchors(self, mobility: str, size: tuple[int, int]) -> dict[Cell, list[Cell]]:
        """The top-left cells where a footprint of ``size`` may stand, in reading order, each
        with the ones after it one cell right or down that it moves to (see
        :meth:`footprint_graph`)."""
        w, h = size
        blocked = self._step_edges(mobility)

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

        adj: dict[Cell, list[Cell]] = {
            Cell(x, y): []
            for y in range(0, self._h - h + 1)
            for x in range(0, self._w - w + 1)
            if footprint_ok(x, y)
        }
        for a, mine in adj.items():
            right = Cell(a.x + 1, a.y)
            if right in adj and all(
                edge(Cell(a.x + w - 1, a.y + dy), Cell(a.x + w, a.y + dy)) not in blocked
                for dy in range(h)
            ):
                mine.append(right)
            down = Cell(a.x, a.y + 1)
            if down in adj and all(
                edge(Cell(a.x + dx, a.y + h - 1), Cell(a.x + dx, a.y + h)) not in blocked
                for dx in range(w)
            ):
                mine.append(down)
        return adj

    def enterable(self, cell: Cell, mobility: str, size: tuple[int, int] = (1, 1)) -> bool:
        """May a figure of this mobility and footprint stand with its top-left cell on
        ``cell``?"""
        if size == (1, 1):
            return self._enterable(cell, mobility)
        return all(
            self._enterable(Cell(cell[0] + dx, cell[1] + dy), mobility)
            for dy in range(size[1])
            for dx in range(size[0])
        ) and self.number(cell) in self.footprint_graph(mobility, size, False)

    def _enterable(self, cell: Cell, mobility: str) -> bool:
        k = self.kind(cell)
        if k == "void":
            return False
        return mobility != MOBILITY_NORMAL or k not in NO_ENTRY

    def _step_edges(self, mobility: str) -> set[Edge]:
        """The edges a figure of this mobility may not step across."""
        if mobility == MOBILITY_NORMAL:
            return self.sight_edges | self.impassable_edges
        return self.walls | self.closed_doors

    # -- counting spaces -------------------------------------------------------------------
    def counts_from(
        self, sources: Iterable[Cell], limit: int | None = None, into_blocking: bool = True
    ) -> Counts:
        """Counted spaces from the nearest of ``sources`` (:class:`Counts`), searched only as
        far as they are asked about (and never beyond ``limit``)."""
        return Counts(self.graph(), self._w, self._h, sources, limit, into_blocking)

    def distances_from(
        self, sources: Iterable[Cell], limit: int | None = None, into_blocking: bool = True
    ) -> dict[Cell, int]:
        """Counted spaces from the nearest of ``sources`` to every cell it can reach.

        Spec 7 "Counting spaces": fewest steps of a small figure over adjacent cells, a
        diagonal counting 1, ignoring figures, difficult and impassable terrain (cells and
        edges), never through walls, closed doors, blocking terrain or void. A blocking cell
        can be counted *to* (a Mobile figure may stand on one) but not through; with
        ``into_blocking`` False not even to (Gloomhaven's range: "counted around walls").
        ``limit``: only the cells up to that many spaces away."""
        return self.counts_from(sources, limit, into_blocking).within(limit)

    def count(self, a: Iterable[Cell], b: Iterable[Cell]) -> int | None:
        """Counted spaces between two footprints (least over their cells), None if cut off."""
        dist = self.counts_from(a)
        best = [d for c in b if (d := dist.get(c)) is not None]
        return min(best) if best else None


class Counts(Mapping[Cell, int]):
    """Counted spaces (spec 7) from the nearest of ``sources``, up to ``limit`` spaces:
    networkx's breadth-first search over the map's counting graph ``g``
    (:meth:`Topology.graph`), whose nodes are the cells counting passes through — from one
    cell, ``single_source_shortest_path_length``; from several (a large figure's cells, every
    friendly base) or from a blocking cell, the breadth-first layers (``bfs_layers``) from
    the cells adjacent to them, one space out (a source is always passed). A blocking cell
    is reached, never passed: it is one space beyond its nearest counted neighbour (the
    graph lists each blocking cell's adjacent cells: ``g.graph["blocking"]``); with
    ``into_blocking`` False it is never counted (Gloomhaven's range). Void cells and cells
    off the map are never counted."""

    def __init__(
        self,
        g: nx.Graph,
        width: int,
        height: int,
        sources: Iterable[Cell],
        limit: int | None = None,
        into_blocking: bool = True,
    ) -> None:
        import networkx as nx

        self._cells: Sequence[Cell] = g.graph["cell"]
        self._near_blocking: dict[int, list[int]] = g.graph["blocking"]
        self._w, self._h = width, height
        self._limit = limit
        self._into_blocking = into_blocking
        self._blocked: dict[int, int | None] = {}
        starts = list(
            dict.fromkeys(
                i
                for s in sources
                if (i := self._number(s)) is not None and (i in g or i in self._near_blocking)
            )
        )
        if len(starts) == 1 and starts[0] in g:
            self._dist: dict[int, int] = nx.single_source_shortest_path_length(
                g, starts[0], cutoff=limit
            )
            return
        self._dist = dict.fromkeys(starts, 0)
        first = {
            j: None
            for i in starts
            for j in (g.adj[i] if i in g else self._near_blocking[i])
            if j in g and j not in self._dist
        }
        if limit is not None and limit < 1:
            return
        for d, layer in enumerate(nx.bfs_layers(g, list(first)), 1):
            for j in layer:
                self._dist.setdefault(j, d)
            if d == limit:
                break

    def _number(self, cell: tuple[int, int]) -> int | None:
        x, y = cell[0], cell[1]
        return y * self._w + x if 0 <= x < self._w and 0 <= y < self._h else None

    def _blocking(self, i: int) -> int | None:
        """Counted spaces to blocking cell ``i``: one beyond its nearest counted neighbour."""
        d = self._blocked.get(i, -1)
        if d == -1:
            dist = self._dist
            near = [v for j in self._near_blocking[i] if (v := dist.get(j)) is not None]
            d = min(near) + 1 if near else None
            if d is not None and self._limit is not None and d > self._limit:
                d = None
            self._blocked[i] = d
        return d

    def get(self, cell: tuple[int, int], default: Any = None) -> Any:
        i = self._number(cell)
        if i is None:
            return default
        d = self._dist.get(i)
        if d is None and self._into_blocking and i in self._near_blocking:
            d = self._blocking(i)
        return default if d is None else d

    def __getitem__(self, cell: Cell) -> int:
        d = self.get(cell)
        if d is None:
            raise KeyError(cell)
        return int(d)

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and self.get(cell) is not None

    def within(self, limit: int | None = None) -> dict[Cell, int]:
        """Every counted cell up to ``limit`` spaces away (None: every one), nearest first
        (the blocking ones last)."""
        cells = self._cells
        out = {cells[i]: d for i, d in self._dist.items() if limit is None or d <= limit}
        if self._into_blocking:
            for i in self._near_blocking:
                if i not in self._dist:
                    d = self._blocking(i)
                    if d is not None and (limit is None or d <= limit):
                        out[cells[i]] = d
        return out

    def __iter__(self) -> Iterator[Cell]:
        return iter(self.within())

    def __len__(self) -> int:
        return len(self.within())


#: square neighbour offsets in ``SquareGrid.neighbors`` order (the sides (1,0), (0,1),
#: (-1,0), (0,-1), then the corners (1,1), (-1,1), (-1,-1), (1,-1)) that lead to a later cell
_SQUARE_FORWARD = ((1, 0), (0, 1), (1, 1), (1, -1))


def _hex_forward_of(offset: str, parity: int) -> tuple[tuple[int, int], ...]:
    """Offset-coordinate steps to the neighbours of a hex whose row (``-r`` layouts) or
    column (``-q``) has this parity, in ``HexGrid.neighbors`` order, that lead to a later
    cell (as tuples)."""
    c = (2 + parity, 2 + parity)
    h = offset_to_axial(c, offset)
    out = []
    for dq, dr in AXIAL_DIRECTIONS:
        n = axial_to_offset((h.q + dq, h.r + dr), offset)
        d = (n[0] - c[0], n[1] - c[1])
        if d > (0, 0):
            out.append(d)
    return tuple(out)


#: :func:`_hex_forward_of` for every offset layout and parity
_HEX_FORWARD = {(o, p): _hex_forward_of(o, p) for o in OFFSETS for p in (0, 1)}


_TOPOLOGY_CACHE: Bounded[object, Topology] = Bounded(MAPS)


def topology_key(board: Board) -> object:
    """What a topology depends on: the grid, terrain, walls, doors, edges and diagonals."""
    return (
        repr(board.grid),
        board.diagonals,
        frozenset(board.terrain.items()),
        frozenset(board.walls),
        frozenset((d.between, d.open) for d in board.doors),
        frozenset((e.between, e.kind) for e in board.edges),
    )


def topology_for(board: Board) -> Topology:
    """The (cached) topology of ``board``'s map: figures moving do not rebuild it."""
    key = topology_key(board)
    topo = _TOPOLOGY_CACHE.hit(key)
    if topo is None:
        topo = Topology(board)
        _TOPOLOGY_CACHE[key] = topo
    return topo
