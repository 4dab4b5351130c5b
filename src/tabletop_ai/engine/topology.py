"""The static shape of a map: terrain, walls, doors, edges, adjacency and counted distances.

Everything here depends only on the map, never on where figures stand, so a ``Topology`` is
built once per map edit and its graphs and distance tables are reused while figures are
dragged. Implements board-format.md section 7 ("Adjacent", "Counting spaces").

Everything a ``Topology`` works out is kept by the kernel's one cache policy
(:mod:`tabletop_ai.engine.cache`): with the map, in :attr:`Topology.derived` and its tables,
at most :data:`~tabletop_ai.engine.cache.MAPS` maps.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cached_property
from itertools import repeat
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board
from tabletop_ai.engine.cache import MAPS, Bounded
from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, SquareGrid, TurnedCell
from tabletop_ai.geometry.bitsearch import _BITS, BitLayout, BitSteps, shift
from tabletop_ai.geometry.cells import edge
from tabletop_ai.geometry.hexgrid import AXIAL_DIRECTIONS, axial_to_offset, offset_to_axial
from tabletop_ai.geometry.paths import StepCount

if TYPE_CHECKING:
    import networkx as nx

#: counted-distance tables kept per map: at most this many cells in all of them together
#: (a listed table holds one entry per reachable cell: ~1M entries, some 100 MB at worst; a
#: square map's table still searched by bits holds at most ``width + height + 16`` masks of
#: ``(width + 1) * height`` bits: 25 tables of 2 MB at 200x200, some 50 MB)
DISTANCE_CELLS = 1_000_000
#: movement windows kept per map (each at most (2 MP + 1)^2 cells)
MOVE_WINDOWS = 256
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
        self._count_index: tuple[list[list[int]], frozenset[int]] | None = None
        self._bits: tuple[BitLayout, list[tuple[int, int]], int] | None = None
        self._step_bits: dict[str, tuple[int, bytes, bytes]] = {}
        self._near: dict[int, list[int]] = {}
        n_cells = board.grid.width * board.grid.height
        self._distance_cache: Bounded[tuple[object, ...], dict[Cell, int]] = Bounded(
            min(512, max(16, DISTANCE_CELLS // n_cells))
        )
        self._move_graphs: dict[tuple[str, int, int], nx.Graph] = {}
        self._windows: Bounded[tuple[object, ...], dict[Cell, list[Cell]]] = Bounded(MOVE_WINDOWS)
        self._step_windows: Bounded[tuple[object, ...], StepLinks] = Bounded(MOVE_WINDOWS)
        #: indexes other modules derive from this map and keep with it (the sight indexes,
        #: hex centre lines, the Gloomhaven hex map), so they too survive figure moves
        self.derived: Bounded[object, object] = Bounded()
        self._w, self._h = board.grid.width, board.grid.height

    @cached_property
    def _cell(self) -> list[list[Cell]]:
        """The cells as shared objects, ``_cell[y][x]`` (no new tuples in the hot loops);
        built when first needed (a square map's plan mostly reads bit masks instead)."""
        new, w, xs = tuple.__new__, self._w, range(self._w)
        return [
            list(map(new, repeat(Cell, w), zip(xs, repeat(y, w), strict=True)))
            for y in range(self._h)
        ]

    @cached_property
    def _flat(self) -> list[Cell]:
        """:attr:`_cell` row after row: cell number ``y * width + x`` to its cell."""
        return [c for row in self._cell for c in row]

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

    def _corner_way_closed(
        self, a: Cell, via: Cell, b: Cell, edges: set[Edge], cells: frozenset[str]
    ) -> bool:
        return self.kind(via) in cells or edge(a, via) in edges or edge(via, b) in edges

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
        return [
            n
            for n in self.grid.neighbors(a, self.diagonals)
            if self.kind(n) != "void" and self.adjacent(a, n)
        ]

    def areas_adjacent(self, cells_a: Iterable[Cell], cells_b: Iterable[Cell]) -> bool:
        """True when some cell of one footprint is adjacent to some cell of the other."""
        near: Callable[[int], list[int]] = (
            self._near_cells if self.square else self._counting_index()[0].__getitem__
        )
        w = self.grid.width
        contains = self.grid.contains
        bs = {c[1] * w + c[0] for c in cells_b if contains(c)}
        for a in cells_a:
            if not contains(a) or self.kind(a) == "void":
                if any(n[1] * w + n[0] in bs for n in self.adjacent_cells(a)):
                    return True
            elif any(j in bs for j in near(a[1] * w + a[0])):
                return True
        return False

    # -- counting spaces -------------------------------------------------------------------
    def _bit_moves(self) -> tuple[BitLayout, list[tuple[int, int]], int]:
        """The counting adjacency of a square map (spec 7 "Adjacent", as
        :meth:`_counting_index` builds it cell by cell) as bit masks
        (:mod:`~tabletop_ai.geometry.bitsearch`): for each step direction, the shift and
        the cells that may take it; and the blocking cells. A side step is open unless a
        wall, closed door or blocking edge lies across it or either cell is void; a corner
        step unless either cell is void or the corner is closed both ways round, each way
        by a void or blocking cell or by a sight edge on either of its two sides. Every
        test is a whole-map integer operation; only the walls are visited one by one."""
        if self._bits is not None:
            return self._bits
        lay = BitLayout(self.grid.width, self.grid.height)
        void = [c for c, k in self.terrain.items() if k == "void"]
        blocking = [c for c, k in self.terrain.items() if k == "blocking"]
        moves = self._square_steps(
            lay, lay.cells & ~lay.mask(void), self.sight_edges, lay.mask(void) | lay.mask(blocking)
        )
        self._bits = (lay, moves, lay.mask(blocking))
        return self._bits

    def _square_steps(
        self, lay: BitLayout, cells: int, edges: Iterable[Edge], closing: int
    ) -> list[tuple[int, int]]:
        """For each square step direction (the sides, then the corners when diagonals
        count), its shift and the cells of ``cells`` that may take it to another cell of
        ``cells`` (spec 7): a side step unless an edge of ``edges`` lies across it; a corner
        step unless the corner is closed both ways round, each way by a cell of ``closing``
        or by an edge of ``edges`` on either of its two sides."""
        w, h = lay.width, lay.height
        # the cells with an edge on their east side, and on their south side, one byte a
        # cell (each edge marks its west or north cell: the other side's marks are these
        # shifted); an edge to off the map or between cells that are not side by side cuts
        # no step and marks nothing
        s = lay.stride
        east, south = bytearray(s * h), bytearray(s * h)
        for (ax, ay), (bx, by) in edges:
            if ay == by:
                if bx == ax + 1:
                    if 0 <= ax < w - 1 and 0 <= ay < h:
                        east[ay * s + ax] = 1
                elif ax == bx + 1 and 0 <= bx < w - 1 and 0 <= ay < h:
                    east[ay * s + bx] = 1
            elif ax == bx:
                if by == ay + 1:
                    if 0 <= ay < h - 1 and 0 <= ax < w:
                        south[ay * s + ax] = 1
                elif ay == by + 1 and 0 <= by < h - 1 and 0 <= ax < w:
                    south[by * s + ax] = 1
        e_mask, s_mask = _packed(east), _packed(south)
        # walls[(dx, dy)]: the cells with an edge on their side toward (dx, dy)
        walls = {(1, 0): e_mask, (-1, 0): e_mask << 1, (0, 1): s_mask, (0, -1): s_mask << s}
        off = lay.offset
        moves: list[tuple[int, int]] = []
        dirs = _SQUARE_DIRECTIONS if self.diagonals else _SQUARE_DIRECTIONS[:4]
        for dx, dy in dirs:
            # cells whose neighbour that way is one of ``cells``
            ok = cells & shift(cells, -off(dx, dy))
            if dx == 0 or dy == 0:
                ok &= ~walls[(dx, dy)]
            else:
                # the way round through (x, y + dy), then the one through (x + dx, y)
                by_v = (
                    shift(closing, -off(0, dy))
                    | walls[(0, dy)]
                    | shift(walls[(dx, 0)], -off(0, dy))
                )
                by_h = (
                    shift(closing, -off(dx, 0))
                    | walls[(dx, 0)]
                    | shift(walls[(0, dy)], -off(dx, 0))
                )
                ok &= ~(by_v & by_h)
            moves.append((off(dx, dy), ok))
        return moves

    def _near_cells(self, number: int) -> list[int]:
        """The cell numbers adjacent to cell number ``number`` (``y * width + x``) on a
        square map, read from :meth:`_bit_moves`: the counting adjacency, kept per cell."""
        hit = self._near.get(number)
        if hit is None:
            lay, moves, _ = self._bit_moves()
            w = self.grid.width
            b = number + number // w
            hit = []
            for o, allowed in moves:
                if allowed >> b & 1:
                    n = b + o
                    hit.append(n - n // lay.stride)
            self._near[number] = hit
        return hit

    def _counting_index(self) -> tuple[list[list[int]], frozenset[int]]:
        """The counting adjacency (spec 7 "Adjacent": :meth:`adjacent`, the links
        :meth:`links` gives for sight edges and sight-blocking corners) by cell number
        ``y * width + x``, and the numbers of blocking cells. Built straight from
        the map with integer arithmetic: the searches run on it, and most plans never need
        the cell-keyed lists."""
        if self._count_index is not None:
            return self._count_index
        w, h = self.grid.width, self.grid.height
        void: set[int] = set()
        closing: set[int] = set()
        blocking: set[int] = set()
        for c, k in self.terrain.items():
            i = c[1] * w + c[0]
            if k == "void":
                void.add(i)
                closing.add(i)
            elif k == "blocking":
                blocking.add(i)
                closing.add(i)
        blocked: set[tuple[int, int]] = set()
        contains = self.grid.contains
        for e in self.sight_edges:
            if not (contains(e.a) and contains(e.b)):
                continue  # an edge to off the map: no link to cut (numbers would alias)
            i, j = e.a[1] * w + e.a[0], e.b[1] * w + e.b[0]
            blocked.add((i, j) if i < j else (j, i))
        walled = {i for pair in blocked for i in pair}

        def closed_way(a: int, via: int, b: int) -> bool:
            return (
                via in closing
                or ((a, via) if a < via else (via, a)) in blocked
                or ((via, b) if via < b else (b, via)) in blocked
            )

        iadj: list[list[int]] = [[] for _ in range(w * h)]
        square = self.square
        for y in range(h):
            row = y * w
            offsets = (
                self._forward_offsets(self._cell[y][0]),
                self._forward_offsets(self._cell[y][min(1, w - 1)]),
            )
            for x in range(w):
                i = row + x
                if i in void:
                    continue
                mine = iadj[i]
                i_walled = i in walled
                for dx, dy in offsets[x & 1]:
                    nx_, ny = x + dx, y + dy
                    if not (0 <= nx_ < w and ny < h and ny >= 0):
                        continue
                    j = ny * w + nx_
                    if j in void:
                        continue
                    if dx == 0 or dy == 0 or not square:
                        if i_walled and ((i, j) if i < j else (j, i)) in blocked:
                            continue
                    else:
                        v1, v2 = ny * w + x, row + nx_
                        if i_walled or j in walled or v1 in walled or v2 in walled:
                            if closed_way(i, v1, j) and closed_way(i, v2, j):
                                continue
                        elif v1 in closing and v2 in closing:
                            continue
                    mine.append(j)
                    iadj[j].append(i)
        self._count_index = (iadj, frozenset(blocking))
        return self._count_index

    def distances_from(
        self, sources: Iterable[Cell], limit: int | None = None, into_blocking: bool = True
    ) -> dict[Cell, int]:
        """Counted spaces from the nearest of ``sources`` to every cell it can reach.

        Spec 7 "Counting spaces": fewest steps of a small figure over adjacent cells, a
        diagonal counting 1, ignoring figures, difficult and impassable terrain (cells and
        edges), never through walls, closed doors, blocking terrain or void. A blocking cell
        can be counted *to* (a Mobile figure may stand on one) but not through; with
        ``into_blocking`` False not even to (Gloomhaven's range: "counted around walls").
        ``limit``: the table need only hold the cells up to that many spaces away (it may
        hold farther ones: a whole-map table already known answers). Cached with the map
        (module docstring: cache policy)."""
        if isinstance(sources, list) and len(sources) == 1:
            key: tuple[object, ...] = (sources[0], limit, into_blocking)
        else:
            key = (*sorted(set(sources)), limit, into_blocking)
        hit = self._distance_cache.hit(key)
        if hit is not None:
            return hit
        if limit is not None:
            full = self._distance_cache.get((*key[:-2], None, into_blocking))
            if full is not None:
                return full  # a whole-map table answers every limit
        lazy = self.counts_from(key[:-2], limit, into_blocking)  # type: ignore[arg-type]
        flat = self._flat
        dist = {flat[i]: d for i, d in lazy.steps.reached().items()}
        self._distance_cache[key] = dist
        return dist

    def counts_from(
        self, sources: Iterable[Cell], limit: int | None = None, into_blocking: bool = True
    ) -> CellCounts:
        """:meth:`distances_from` searched only as far as it is asked about: a look-up of
        a cell not counted yet carries the search on to it (the cells near a planning
        figure are all a move needs; the whole map is counted only when iterated)."""
        cells = sorted(set(sources))
        key = ("lazy", *cells, limit, into_blocking)
        hit = self._distance_cache.hit(key)
        if isinstance(hit, CellCounts):
            return hit
        w = self.grid.width
        # the search runs on cell numbers (y * width + x): ints hash at no cost, tuples do;
        # a blocking cell is reached but not passed through, or (not into_blocking) skipped
        starts = [s[1] * w + s[0] for s in cells if self.kind(s) != "void"]
        steps: StepCount[int] | BitSteps
        if self.square:
            lay, moves, blocking_bits = self._bit_moves()
            # the table is kept in this topology's cache: a weak reference back, so the two
            # make no cycle for the collector to find (a dropped map is freed at once)
            ref = weakref.ref(self)

            def resume(known: dict[int, int], frontier: list[int]) -> StepCount[int] | None:
                # a winding map: on cell by cell over the lists (BitSteps); None (go on by
                # bits) if the topology is gone
                topo = ref()
                if topo is None:
                    return None
                iadj, blocking = topo._counting_index()
                stop, skip = (blocking, _NONE) if into_blocking else (_NONE, blocking)
                return StepCount.resume(known, frontier, iadj, limit, stop=stop, skip=skip)

            stop_bits, skip_bits = (blocking_bits, 0) if into_blocking else (0, blocking_bits)
            steps = BitSteps(
                lay, starts, moves, limit, stop=stop_bits, skip=skip_bits, resume=resume
            )
        else:
            iadj, blocking = self._counting_index()
            stop, skip = (blocking, _NONE) if into_blocking else (_NONE, blocking)
            steps = StepCount(starts, iadj, limit, stop=stop, skip=skip)
        out = CellCounts(steps, self.grid.width, self.grid.height)
        self._distance_cache[key] = out  # type: ignore[assignment]
        return out

    def count(self, a: Iterable[Cell], b: Iterable[Cell]) -> int | None:
        """Counted spaces between two footprints (least over their cells), None if cut off."""
        dist = self.distances_from(a)
        best = [dist[c] for c in b if c in dist]
        return min(best) if best else None

    # -- neighbour lists ------------------------------------------------------------------
    def _forward_offsets(self, cell: Cell) -> tuple[tuple[int, int], ...]:
        """Offsets to ``cell``'s neighbours that come after it (as tuples), in the grid's own
        order (``Grid.neighbors``): the ones a reading-order build adds from ``cell``."""
        if self.square:
            return _SQUARE_FORWARD if self.diagonals else _SQUARE_FORWARD[:2]
        grid = self.grid
        assert isinstance(grid, HexGrid)
        parity = (cell[1] if grid.offset.endswith("r") else cell[0]) & 1
        return _hex_forward(grid.offset, parity)

    def links(
        self,
        blocked: set[Edge],
        corner_cells: frozenset[str],
        node_ok: Callable[[str], bool] | None = None,
        box: tuple[int, int, int, int] | None = None,
    ) -> dict[Cell, list[Cell]]:
        """Neighbour lists of the cells whose kind passes ``node_ok`` (inside ``box``,
        ``(x0, y0, x1, y1)`` inclusive): two such cells are linked when a step between them
        crosses no edge in ``blocked`` and no corner closed both ways round by those edges or
        by cells of a kind in ``corner_cells`` (spec 7). Lists are in the order networkx
        gave them when the graph was built cell by cell in reading order, so searches break
        ties exactly as they did on the networkx graphs."""
        w, h = self.grid.width, self.grid.height
        x0, y0, x1, y1 = box if box is not None else (0, 0, w - 1, h - 1)
        x0, y0, x1, y1 = max(0, x0), max(0, y0), min(w - 1, x1), min(h - 1, y1)
        terrain, cells = self.terrain, self._cell
        adj: dict[Cell, list[Cell]] = {}
        if node_ok is None:
            for y in range(y0, y1 + 1):
                for c in cells[y][x0 : x1 + 1]:
                    adj[c] = []
        else:
            for y in range(y0, y1 + 1):
                for c in cells[y][x0 : x1 + 1]:
                    if node_ok(terrain.get(c, "open")):
                        adj[c] = []
        # cells at an end of a blocked edge, and cells that close a corner by their kind:
        # most cells are neither, and their steps need no more tests
        walled = {c for e in blocked for c in e}
        closing = {c for c, k in terrain.items() if k in corner_cells}

        def closed_way(a: Cell, via: Cell, b: Cell) -> bool:
            # edges are stored smaller cell first
            return (
                via in closing
                or ((a, via) if a < via else (via, a)) in blocked
                or ((via, b) if via < b else (b, via)) in blocked
            )

        square = self.square
        forward = self._forward_offsets
        for c, mine in adj.items():
            cx, cy = c
            c_walled = c in walled
            for dx, dy in forward(c):
                nx_, ny = cx + dx, cy + dy
                if not (x0 <= nx_ <= x1 and y0 <= ny <= y1):
                    continue
                n = cells[ny][nx_]
                theirs = adj.get(n)
                if theirs is None:
                    continue
                if dx == 0 or dy == 0 or not square:
                    if c_walled and (c, n) in blocked:
                        continue
                else:
                    v1, v2 = cells[ny][cx], cells[cy][nx_]
                    if c_walled or n in walled or v1 in walled or v2 in walled:
                        if closed_way(c, v1, n) and closed_way(c, v2, n):
                            continue
                    elif v1 in closing and v2 in closing:
                        continue
                mine.append(n)
                theirs.append(c)
        return adj

    # -- movement graphs -------------------------------------------------------------------
    def move_links(
        self,
        mobility: str,
        size: tuple[int, int],
        start: Cell | None = None,
        reach: int | None = None,
    ) -> dict[Cell, list[Cell]]:
        """The legal single steps (spec 7 "Movement") of a figure of this mobility and
        footprint, as neighbour lists of top-left cells, within ``reach`` steps of ``start``
        (every step costs at least 1 MP, so ``reach`` = MP is enough); the whole map when
        ``reach`` or ``start`` is None. A small figure standing where it may not enter (a
        table puts a flying monster on an obstacle) may step off by the ordinary step rules;
        nothing may step back on. Windows are cached with the map: figure moves do not
        rebuild them."""
        if start is None:
            box, full, leaving = (0, 0, 0, 0), True, False
        else:
            r = max(self.grid.width, self.grid.height) if reach is None else max(0, reach)
            box = (start[0] - r, start[1] - r, start[0] + r, start[1] + r)
            full = (
                box[0] <= 0
                and box[1] <= 0
                and box[2] >= self.grid.width - 1
                and box[3] >= self.grid.height - 1
            )
            leaving = (
                size == (1, 1)
                and not self._enterable(start, mobility)
                and self.kind(start) != "void"
            )
        key = (mobility, size, None if full else box, start if leaving else None)
        hit = self._windows.hit(key)
        if hit is not None:
            return hit
        if size == (1, 1):
            rules = self._step_rules(mobility)
            adj = self.links(*rules, _kind_ok(mobility), None if full else box)
            if leaving:
                assert start is not None
                adj = _copied(adj)  # networkx's Graph.copy() order, as graph_leaving had
                mine: list[Cell] = []
                adj[start] = mine
                for n in self.grid.neighbors(start, self.diagonals):
                    if n in adj and n != start and self._step_ok(start, n, *rules):
                        mine.append(n)
                        adj[n].append(start)
        else:
            adj = self._large_links(mobility, size, None if full else box)
        self._windows[key] = adj
        return adj

    def move_steps(
        self, mobility: str, size: tuple[int, int], start: Cell, reach: int
    ) -> Mapping[Cell, list[Cell]]:
        """:meth:`move_links` (the same cells, in the same order, each with the same
        neighbours in the same order) for a search from ``start``: on a square map a small
        figure's steps are read from whole-map bit masks (:meth:`_move_bits`) one cell at a
        time, as the search settles it (:class:`StepLinks`), instead of building every
        list of the window first. Any other case is :meth:`move_links` itself."""
        if not self.square or size != (1, 1) or not self._enterable(start, mobility):
            return self.move_links(mobility, size, start, reach)
        r = max(0, reach)
        key = ("steps", mobility, start[0] - r, start[1] - r, start[0] + r, start[1] + r)
        hit = self._step_windows.hit(key)
        if hit is None:
            hit = StepLinks(
                self._move_bits(mobility),
                self.grid.width,
                self.grid.height,
                (start[0] - r, start[1] - r, start[0] + r, start[1] + r),
                self.diagonals,
            )
            self._step_windows[key] = hit
        return hit

    def _move_bits(self, mobility: str) -> tuple[int, bytes, bytes]:
        """A square map's single steps for a small figure of this mobility (spec 7
        "Movement": what :meth:`links` lists with :meth:`_step_rules`), one byte a cell in
        the :mod:`~tabletop_ai.geometry.bitsearch` layout: the row stride; 1 for each cell
        the figure may stand on; and each cell's steps, bit ``k`` set when it may step
        toward ``_LINK_ORDER[k]`` (``_LINK_ORDER_SIDES`` without diagonals): both cells
        ones it may stand on, no edge it may not cross between them, no corner closed both
        ways round. A Normal figure crosses what counting crosses except impassable edges,
        so its masks are the counting ones (:meth:`_bit_moves`) cut to the cells it may
        stand on while no impassable edge lies elsewhere than on a sight edge. Built from
        whole-map integers: no loop over the cells."""
        hit = self._step_bits.get(mobility)
        if hit is not None:
            return hit
        lay, counting, _ = self._bit_moves()
        normal = mobility == MOBILITY_NORMAL
        out_kinds = NO_ENTRY if normal else frozenset({"void"})
        nodes = lay.cells & ~lay.mask([c for c, k in self.terrain.items() if k in out_kinds])
        blocked, corner_cells = self._step_rules(mobility)
        if normal and self.impassable_edges <= self.sight_edges:
            moves = counting  # the same edges and the same closing cells (void, blocking)
        else:
            moves = self._square_steps(
                lay,
                nodes,
                blocked,
                lay.mask([c for c, k in self.terrain.items() if k in corner_cells]),
            )
        dirs = _SQUARE_DIRECTIONS if self.diagonals else _SQUARE_DIRECTIONS[:4]
        masks = {d: ok & nodes & shift(nodes, -o) for d, (o, ok) in zip(dirs, moves, strict=True)}
        order = _LINK_ORDER if self.diagonals else _LINK_ORDER_SIDES
        n = lay.stride * lay.height
        codes = 0
        for k, d in enumerate(order):
            codes |= _spread(masks[d], n) << k
        hit = self._step_bits[mobility] = (
            lay.stride,
            _spread(nodes, n).to_bytes(n, "little"),
            codes.to_bytes(n, "little"),
        )
        return hit

    def move_graph(self, mobility: str, size: tuple[int, int] = (1, 1)) -> nx.Graph:
        """The whole map's movement steps as a networkx graph (for callers that want one;
        the planner searches :meth:`move_links`). Nodes are top-left cells where the
        footprint may stand; an edge is a legal step (spec 7 "Movement")."""
        import networkx as nx

        key = (mobility, size[0], size[1])
        g = self._move_graphs.get(key)
        if g is None:
            g = nx.Graph()
            adj = (
                self.links(*self._step_rules(mobility), _kind_ok(mobility))
                if size == (1, 1)
                else self._large_links(mobility, size, None)
            )
            g.add_nodes_from(adj)
            g.add_edges_from((c, n) for c, ns in adj.items() for n in ns if c < n)
            self._move_graphs[key] = g
        return g

    def enterable(self, cell: Cell, mobility: str, size: tuple[int, int] = (1, 1)) -> bool:
        """May a figure of this mobility and footprint stand with its top-left cell on
        ``cell`` (a node of its movement graph)?"""
        if size == (1, 1):
            return self._enterable(cell, mobility)
        return cell in self._large_links(mobility, size, (cell[0], cell[1], cell[0], cell[1]))

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
        not enter (see :meth:`move_links`)."""
        base = self.move_graph(mobility)
        if start in base or self.kind(start) == "void":
            return base
        g = base.copy()
        g.add_node(start)
        rules = self._step_rules(mobility)
        g.add_edges_from(
            (start, n)
            for n in self.grid.neighbors(start, self.diagonals)
            if n in base and self._step_ok(start, n, *rules)
        )
        return g

    def _step_rules(self, mobility: str) -> tuple[set[Edge], frozenset[str]]:
        """The edges this mobility cannot cross and the cells that close a corner for it."""
        corner_cells = (
            frozenset({"blocking", "void"}) if mobility == MOBILITY_NORMAL else frozenset({"void"})
        )
        return self._step_edges(mobility), corner_cells

    def _step_ok(self, a: Cell, b: Cell, blocked: set[Edge], corner_cells: frozenset[str]) -> bool:
        """A single step between neighbouring cells ``a`` and ``b`` crosses no wall, door or
        edge in ``blocked``, and no corner closed both ways round (spec 7)."""
        if self.grid.shares_edge(a, b):
            return edge(a, b) not in blocked
        return not self.corner_closed(a, b, blocked, corner_cells)

    def _large_links(
        self, mobility: str, size: tuple[int, int], box: tuple[int, int, int, int] | None
    ) -> dict[Cell, list[Cell]]:
        """Large figures move their whole footprint one cell orthogonally (RRG: "A large
        figure cannot move diagonally"); they never straddle a wall, blocking or impassable
        edge unless Massive or Mobile lets them. Anchors inside ``box`` only."""
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

        bx0, by0, bx1, by1 = box if box is not None else (0, 0, self.grid.width, self.grid.height)
        adj: dict[Cell, list[Cell]] = {
            Cell(x, y): []
            for y in range(max(0, by0), min(self.grid.height - h, by1) + 1)
            for x in range(max(0, bx0), min(self.grid.width - w, bx1) + 1)
            if footprint_ok(x, y)
        }
        for a, mine in adj.items():
            right = Cell(a.x + 1, a.y)
            if right in adj and all(
                edge(Cell(a.x + w - 1, a.y + dy), Cell(a.x + w, a.y + dy)) not in blocked
                for dy in range(h)
            ):
                mine.append(right)
                adj[right].append(a)
            down = Cell(a.x, a.y + 1)
            if down in adj and all(
                edge(Cell(a.x + dx, a.y + h - 1), Cell(a.x + dx, a.y + h)) not in blocked
                for dx in range(w)
            ):
                mine.append(down)
                adj[down].append(a)
        return adj


class StepLinks(Mapping[Cell, list[Cell]]):
    """A small figure's movement window on a square map (:meth:`Topology.move_steps`):
    the cells of ``box`` (``(x0, y0, x1, y1)`` inclusive, cut to the map) it may stand on,
    each with its neighbours, read from :meth:`Topology._move_bits` when first asked for.
    Equal to :meth:`Topology.move_links` for the same window: the same keys in reading
    order, each cell's neighbours in the order that build gives them (spec 7 steps)."""

    def __init__(
        self,
        bits: tuple[int, bytes, bytes],
        width: int,
        height: int,
        box: tuple[int, int, int, int],
        diagonals: bool,
    ) -> None:
        #: the bit layout's row stride, a byte per cell: may stand there, its steps
        self.stride, self.nodes, self.codes = bits
        #: the window, cut to the map
        self.box = (max(0, box[0]), max(0, box[1]), min(width - 1, box[2]), min(height - 1, box[3]))
        #: the steps each code stands for, ``(dx, dy, shift)`` in neighbour order
        self.steps = _code_steps(self.stride, diagonals)
        self._lists: dict[Cell, list[Cell]] = {}

    def __contains__(self, cell: object) -> bool:
        if not isinstance(cell, tuple) or len(cell) != 2 or isinstance(cell, TurnedCell):
            return False
        x, y = cell
        x0, y0, x1, y1 = self.box
        return bool(x0 <= x <= x1 and y0 <= y <= y1 and self.nodes[y * self.stride + x])

    def __getitem__(self, cell: Cell) -> list[Cell]:
        hit = self._lists.get(cell)
        if hit is not None:
            return hit
        if cell not in self:
            raise KeyError(cell)
        x, y = cell
        x0, y0, x1, y1 = self.box
        new = tuple.__new__
        out: list[Cell] = []
        for dx, dy, _ in self.steps[self.codes[y * self.stride + x]]:
            nx_, ny = x + dx, y + dy
            if x0 <= nx_ <= x1 and y0 <= ny <= y1:
                out.append(new(Cell, (nx_, ny)))
        self._lists[cell] = out
        return out

    def __iter__(self) -> Iterator[Cell]:
        x0, y0, x1, y1 = self.box
        nodes, s = self.nodes, self.stride
        for y in range(y0, y1 + 1):
            for x in range(x0, x1 + 1):
                if nodes[y * s + x]:
                    yield Cell(x, y)

    def __len__(self) -> int:
        return sum(1 for _ in self)


_ZERO_ONE = bytes.maketrans(b"01", b"\x00\x01")
_ONE_ZERO = bytes.maketrans(b"\x00\x01", b"01")


def _packed(flags: bytearray) -> int:
    """The integer whose bit ``b`` is 1 where byte ``b`` of ``flags`` is (0 or 1 each):
    :func:`_spread` undone, by whole-string operations."""
    return int(flags.translate(_ONE_ZERO)[::-1], 2)


def _spread(mask: int, n: int) -> int:
    """The integer whose byte ``b`` is bit ``b`` of ``mask`` (of ``n`` bits): one byte a
    cell, by whole-string operations."""
    # the binary text is most significant bit first: read big-endian, its last byte is bit 0
    return int.from_bytes(format(mask, f"0{n}b").encode("ascii").translate(_ZERO_ONE), "big")


class _CodeSteps(dict[int, tuple[tuple[int, int, int], ...]]):
    """For each step code of :meth:`Topology._move_bits` (0 to 255), its steps
    ``(dx, dy, shift)`` in neighbour order; each code worked out when first met (a map
    meets a few dozen of the 256; its directions are the code's set bits, lowest first, as
    :mod:`~tabletop_ai.geometry.bitsearch` lists them for each byte)."""

    def __init__(self, stride: int, diagonals: bool) -> None:
        super().__init__()
        self.order = [
            (dx, dy, dy * stride + dx)
            for dx, dy in (_LINK_ORDER if diagonals else _LINK_ORDER_SIDES)
        ]

    def __missing__(self, code: int) -> tuple[tuple[int, int, int], ...]:
        hit = self[code] = tuple(map(self.order.__getitem__, _BITS[code]))
        return hit


#: the step tables of the last few map widths (each at most 256 short tuples)
_CODE_STEPS: Bounded[tuple[int, bool], _CodeSteps] = Bounded(16)


def _code_steps(stride: int, diagonals: bool) -> _CodeSteps:
    """The shared :class:`_CodeSteps` of maps with this row stride."""
    key = (stride, diagonals)
    hit = _CODE_STEPS.hit(key)
    if hit is None:
        hit = _CODE_STEPS[key] = _CodeSteps(stride, diagonals)
    return hit


class CellCounts(Mapping[Cell, int]):
    """Counted spaces by cell, over a :class:`StepCount` search by cell number."""

    def __init__(self, steps: StepCount[int] | BitSteps, width: int, height: int) -> None:
        self.steps = steps
        self._w, self._h = width, height

    def get(self, cell: Cell, default: Any = None) -> Any:
        x, y = cell[0], cell[1]
        if not (0 <= x < self._w and 0 <= y < self._h):
            return default
        return self.steps.get(y * self._w + x, default)

    def __getitem__(self, cell: Cell) -> int:
        d = self.get(cell)
        if d is None:
            raise KeyError(cell)
        return int(d)

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and self.get(cell) is not None  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[Cell]:
        w = self._w
        return (Cell(i % w, i // w) for i in self.steps.reached())

    def __len__(self) -> int:
        return len(self.steps.reached())


#: square neighbour offsets in ``SquareGrid.neighbors`` order (the sides (1,0), (0,1),
#: (-1,0), (0,-1), then the corners (1,1), (-1,1), (-1,-1), (1,-1)) that lead to a later cell
_SQUARE_FORWARD = ((1, 0), (0, 1), (1, 1), (1, -1))
#: the order :meth:`Topology.links` lists a square cell's neighbours in: built in reading
#: order from :data:`_SQUARE_FORWARD`, a cell (x, y) gets (x-1, y-1), (x, y-1) and (x-1, y)
#: from the cells before it, then its own forward ones, then (x-1, y+1) from the next row
_LINK_ORDER = ((-1, -1), (0, -1), (-1, 0), (1, 0), (0, 1), (1, 1), (1, -1), (-1, 1))
#: the same without diagonal steps
_LINK_ORDER_SIDES = ((0, -1), (-1, 0), (1, 0), (0, 1))
#: no cell numbers (a search's empty ``stop`` or ``skip``)
_NONE: frozenset[int] = frozenset()
#: every square step: the sides, then the corners
_SQUARE_DIRECTIONS = ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1))
_HEX_FORWARD: dict[tuple[str, int], tuple[tuple[int, int], ...]] = {}


def _hex_forward(offset: str, parity: int) -> tuple[tuple[int, int], ...]:
    """Offset-coordinate steps to the neighbours of a hex whose row (``-r`` layouts) or
    column (``-q``) has this parity, in ``HexGrid.neighbors`` order, that lead to a later
    cell (as tuples)."""
    key = (offset, parity)
    hit = _HEX_FORWARD.get(key)
    if hit is None:
        c = (2 + parity, 2 + parity)
        h = offset_to_axial(c, offset)
        out = []
        for dq, dr in AXIAL_DIRECTIONS:
            n = axial_to_offset((h.q + dq, h.r + dr), offset)
            d = (n[0] - c[0], n[1] - c[1])
            if d > (0, 0):
                out.append(d)
        hit = _HEX_FORWARD[key] = tuple(out)
    return hit


def _kind_ok(mobility: str) -> Callable[[str], bool]:
    """Which terrain kinds a figure of this mobility may stand on (never void)."""
    if mobility == MOBILITY_NORMAL:
        return lambda k: k not in NO_ENTRY
    return lambda k: k != "void"


def _copied(adj: dict[Cell, list[Cell]]) -> dict[Cell, list[Cell]]:
    """Neighbour lists in the order networkx's ``Graph.copy()`` leaves them."""
    out: dict[Cell, dict[Cell, None]] = {c: {} for c in adj}
    for u, ns in adj.items():
        for v in ns:
            if v not in out[u]:
                out[u][v] = None
                out[v][u] = None
    return {c: list(ns) for c, ns in out.items()}


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
