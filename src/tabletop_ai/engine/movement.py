"""Movement: fewest-MP routes over the topology's legal steps (board-format.md section 7).

"A step into an adjacent cell costs 1 MP, +1 if the cell is difficult, +1 if it holds a
hostile figure ... A figure may pass through figures but never ends its move in an occupied
cell. The route is always one that costs the fewest MP." The topology holds the legal steps
(only the window the MP can reach); the costs come from the rule set at planning time (they
depend on where figures stand). The search is the kernel's one :func:`~tabletop_ai.geometry.
paths.search`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.topology import StepLinks
from tabletop_ai.geometry import Cell, TurnedCell
from tabletop_ai.geometry.paths import Paths, search


class PathMap(Mapping[Cell, list[Cell]]):
    """One fewest-MP path to every reached cell, built when first asked for."""

    def __init__(self, paths: Paths[Cell, int]) -> None:
        self._paths = paths

    def __getitem__(self, cell: Cell) -> list[Cell]:
        if cell not in self._paths.cost:
            raise KeyError(cell)
        return self._paths.path(cell)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._paths.cost)

    def __len__(self) -> int:
        return len(self._paths.cost)


@dataclass
class Reach:
    """Where a figure can get with its MP: the cost and one fewest-MP path to every cell."""

    start: Cell
    mp: int
    cost: dict[Cell, int] = field(default_factory=dict)
    paths: Mapping[Cell, list[Cell]] = field(default_factory=dict)
    #: cells (top-left) where the figure may end: free cells and its own start
    ends: list[Cell] = field(default_factory=list)


def reach(
    sit: Situation, fig: Figure, mp: int, *, through_hostile: bool = True, start: Cell | None = None
) -> Reach:
    """Every cell ``fig`` can reach spending at most ``mp`` MP, with fewest-MP paths.

    ``through_hostile=False`` forbids entering cells held by hostile figures (a retreat).
    A large figure whose rule set lets it rotate (Imperial Assault, square grids) also
    reaches :class:`~tabletop_ai.geometry.TurnedCell` anchors: its footprint turned, see
    :func:`rotations`.
    """
    start = fig.at if start is None else start
    out = Reach(start=start, mp=mp)
    links = sit.topo.move_steps(sit.mobility(fig), fig.size, start, max(mp, 0))
    if start not in links or mp <= 0:
        out.cost = {start: 0}
        out.paths = {start: [start]}
        out.ends = [start]
        return out
    step_cost = sit.rules.step_cost

    if fig.size == (1, 1):
        fast = (
            _window_reach(sit, fig, mp, start, links, through_hostile)
            if isinstance(links, StepLinks)
            else _small_reach(sit, fig, mp, start, links, through_hostile)
        )
        if fast is not None:
            out.cost = fast.cost
            out.paths = PathMap(fast)
            occupant = sit.occupant
            fid = fig.id
            out.ends = [c for c in fast.cost if c == start or occupant(c) in (None, fid)]
            return out
        # a small figure's step costs depend only on the cell it enters (the rule set sees
        # no more than the new cell), so each cell's cost is worked out once per call
        entered: dict[Cell, int | None] = {}

        def steps(u: Cell) -> list[tuple[Cell, int | None, None]]:
            out_steps = []
            for v in links[u]:
                c = entered.get(v, -1)
                if c == -1:
                    c = entered[v] = step_cost(sit, fig, [v], through_hostile)
                out_steps.append((v, c, None))
            return out_steps
    else:

        def steps(u: Cell) -> list[tuple[Cell, int | None, None]]:
            old = set(fig.cells(u))
            return [
                (
                    v,
                    step_cost(sit, fig, [c for c in fig.cells(v) if c not in old], through_hostile),
                    None,
                )
                for v in links[u]
            ]

    found = search(
        [start],
        _with_rotation(sit, fig, mp, start, links, through_hostile)
        if _rotates(sit, fig)
        else steps,
        0,
        limit=mp,
    )
    out.cost = found.cost
    out.paths = PathMap(found)
    out.ends = [c for c in found.cost if c == start or sit.free_for(fig, c)]
    return out


def _small_reach(
    sit: Situation,
    fig: Figure,
    mp: int,
    start: Cell,
    links: Mapping[Cell, list[Cell]],
    through_hostile: bool,
) -> Paths[Cell, int] | None:
    """:func:`~tabletop_ai.geometry.paths.search` for a small figure, written out: its
    steps cost whole MP (1 to 3 here, spec 7), so the heap of ``(cost, insertion count,
    cell)`` becomes one list per cost, each taken first in, first out — the same cells
    settled in the same order, the same paths. Each cell's cost is the rule set's
    :meth:`RuleSet.step_cost` for it, asked once; as it depends only on the cell entered,
    the first time a cell is queued it is at its least MP (as in :func:`_window_reach`),
    so each cell is queued once. None when the rule set gives a cost that is not a whole
    number of MP of at least 0 (then the general search runs)."""
    step_cost = sit.rules.step_cost
    entered: dict[Cell, int | None] = {}
    out: Paths[Cell, int] = Paths((start,))
    dist = out.cost
    parent = out.parent
    queued: set[Cell] = {start}
    buckets: list[list[Cell]] = [[] for _ in range(mp + 1)]
    buckets[0].append(start)
    for d in range(mp + 1):
        bucket = buckets[d]
        i = 0
        while i < len(bucket):  # a step of 0 MP would add to this very list
            v = bucket[i]
            i += 1
            dist[v] = d
            for u in links[v]:
                if u in queued:
                    continue
                if u in entered:
                    cost = entered[u]
                else:
                    cost = entered[u] = step_cost(sit, fig, [u], through_hostile)
                    if cost is not None and (type(cost) is not int or cost < 0):
                        return None
                if cost is None:
                    continue
                du = d + cost
                if du > mp:
                    continue
                queued.add(u)
                buckets[du].append(u)
                parent[u] = (v, None)
    return out


def _window_reach(
    sit: Situation, fig: Figure, mp: int, start: Cell, win: StepLinks, through_hostile: bool
) -> Paths[Cell, int] | None:
    """:func:`_small_reach` over a :class:`~tabletop_ai.engine.topology.StepLinks` window
    (a small figure on a square map), run on the cells' numbers in the window's bit layout
    (``y * stride + x``) and each cell's step code, so that no neighbour list is built and
    a cell becomes a :class:`Cell` once, when first entered: the same steps (spec 7) taken
    in the same order (``win[cell]``'s), the same costs asked of the rule set once per
    cell, the same buckets, so the same cells settled in the same order with the same
    paths.

    A step's cost depends only on the cell it enters (spec 7: 1 MP, +1 difficult, +1
    hostile figure there), and cells are settled in order of MP spent, so the first time a
    cell is put in a bucket it is already at its least MP (a later settled neighbour has
    spent at least as much to pay the same price): a cell put in a bucket once is passed
    over after, with no cost to look up (:func:`_small_reach` compares the MP and finds
    it no smaller)."""
    step_cost = sit.rules.step_cost
    stride, codes, steps = win.stride, win.codes, win.steps
    x0, y0, x1, y1 = win.box
    new = tuple.__new__
    first = start[1] * stride + start[0]
    cell_of: dict[int, Cell] = {first: start}
    entered: dict[int, int | None] = {}
    dist: dict[int, int] = {}
    parent: dict[int, int] = {}
    queued: set[int] = {first}
    buckets: list[list[int]] = [[] for _ in range(mp + 1)]
    buckets[0].append(first)
    for d in range(mp + 1):
        bucket = buckets[d]
        i = 0
        while i < len(bucket):  # a step of 0 MP would add to this very list
            v = bucket[i]
            i += 1
            dist[v] = d
            vy, vx = divmod(v, stride)
            rim = vx == x0 or vx == x1 or vy == y0 or vy == y1  # steps may leave the window
            for dx, dy, off in steps[codes[v]]:
                u = v + off
                if u in queued:
                    continue
                if u in entered:
                    cost = entered[u]
                else:
                    ux, uy = vx + dx, vy + dy
                    if rim and not (x0 <= ux <= x1 and y0 <= uy <= y1):
                        continue
                    c = cell_of[u] = new(Cell, (ux, uy))
                    cost = entered[u] = step_cost(sit, fig, [c], through_hostile)
                    if cost is not None and (type(cost) is not int or cost < 0):
                        return None
                if cost is None:
                    continue
                du = d + cost
                if du > mp:
                    continue
                queued.add(u)
                buckets[du].append(u)
                parent[u] = v
    out: Paths[Cell, int] = Paths((start,))
    out.cost = {cell_of[v]: d for v, d in dist.items()}
    out.parent = {cell_of[u]: (cell_of[v], None) for u, v in parent.items()}
    return out


#: one step out of a search node: (next node, MP or None when illegal, passed cells)
_Step = tuple[Cell, "int | None", None]


def _rotates(sit: Situation, fig: Figure) -> bool:
    """Does ``fig`` turn its base in this search: a large figure whose width and height
    differ (a 2x2 base turned is the same base), on a square grid, under a rule set whose
    large figures rotate."""
    w, h = fig.size
    return w != h and sit.topo.square and sit.rules.large_figures_rotate


def rotations(at: Cell, size: tuple[int, int]) -> list[Cell]:
    """The top-left cells of the footprint ``size`` turned (``(h, w)``) that keep at least
    half of the spaces the figure covers at ``at`` with ``size``, in reading order.

    Imperial Assault, rules reference (quoted in ``reference/rules-facts.md`` 1.4): "a large
    figure cannot rotate its base unless it spends one movement point to do so", and
    afterwards "the large figure must occupy at least half of the spaces it occupied before
    the rotation". A rotation turns the base by 90 degrees: width and height swap."""
    w, h = size
    ax, ay = at
    old = {(ax + dx, ay + dy) for dy in range(h) for dx in range(w)}
    need = (w * h + 1) // 2  # "at least half": 1 of 2, 3 of 6
    out: list[Cell] = []
    for ny in range(ay - w + 1, ay + h):
        for nx in range(ax - h + 1, ax + w):
            kept = sum((nx + dx, ny + dy) in old for dy in range(w) for dx in range(h))
            if kept >= need:
                out.append(Cell(nx, ny))
    return out


def _with_rotation(
    sit: Situation,
    fig: Figure,
    mp: int,
    start: Cell,
    links: Mapping[Cell, list[Cell]],
    through_hostile: bool,
) -> Callable[[Cell], list[_Step]]:
    """The steps of a large figure that may also rotate its base (Imperial Assault, square
    grids only: hex large figures do not rotate this way). Search nodes are top-left cells
    in the figure's present orientation (plain :class:`Cell`) and in the turned one
    (:class:`TurnedCell`). A move keeps the orientation and costs what
    :meth:`RuleSet.step_cost` says for the cells it enters; a rotation (:func:`rotations`)
    costs 1 MP ("a large figure cannot rotate its base unless it spends one movement point
    to do so") and needs the new footprint legal for its mobility (on the map, no cell it
    may not enter, no wall, closed door or blocking edge between its own cells: a node of
    the turned footprint's movement links) and clear of other figures (rotating is not
    moving through them, so it may not turn onto them)."""
    size = fig.size
    turned = (size[1], size[0])
    t_links = sit.topo.move_links(sit.mobility(fig), turned, start, max(mp, 0))
    step_cost = sit.rules.step_cost

    def clear(node: Cell) -> bool:
        for c in fig.cells(node):
            o = sit.occupant(c)
            if o is not None and o != fig.id:
                return False
        return True

    def steps(u: Cell) -> list[_Step]:
        old = set(fig.cells(u))
        out: list[_Step] = []
        if isinstance(u, TurnedCell):
            here, mine, back = u.cell, t_links, links
            for v in mine.get(here, ()):
                t = TurnedCell(v.x, v.y, turned)
                out.append(
                    (
                        t,
                        step_cost(
                            sit, fig, [c for c in fig.cells(t) if c not in old], through_hostile
                        ),
                        None,
                    )
                )
            for a in rotations(here, turned):
                if a in back and clear(a):
                    out.append((a, 1, None))
        else:
            for v in links.get(u, ()):
                out.append(
                    (
                        v,
                        step_cost(
                            sit, fig, [c for c in fig.cells(v) if c not in old], through_hostile
                        ),
                        None,
                    )
                )
            for a in rotations(u, size):
                t = TurnedCell(a.x, a.y, turned)
                if a in t_links and clear(t):
                    out.append((t, 1, None))
        return out

    return steps
