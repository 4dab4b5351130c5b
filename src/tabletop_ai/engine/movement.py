"""Movement: fewest-MP routes over the map's graph (board-format.md section 7).

"A step into an adjacent cell costs 1 MP, +1 if the cell is difficult, +1 if it holds a
hostile figure ... A figure may pass through figures but never ends its move in an occupied
cell. The route is always one that costs the fewest MP." The topology holds the legal steps as
a networkx graph per map and mobility (and footprint); the costs come from the rule set at
planning time (they depend on where figures stand), through the weight function of
networkx's Dijkstra (``dijkstra_predecessor_and_distance`` with ``cutoff`` = the MP).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell, TurnedCell

if TYPE_CHECKING:
    import networkx as nx

#: a weight function of networkx's Dijkstra: the cost of the edge ``(u, v)`` with data ``d``
#: taken from ``u`` to ``v``, None when it may not be taken
Weight = Callable[[int, int, dict[str, Any]], "int | None"]


class PathMap(Mapping[Cell, list[Cell]]):
    """The route drawn to every reached cell (:func:`route`), from each cell's predecessors
    on its fewest-MP routes, worked out when asked for."""

    def __init__(self, pred: Mapping[Cell, Sequence[Cell]]) -> None:
        self._pred = pred

    def __getitem__(self, cell: Cell) -> list[Cell]:
        if cell not in self._pred:
            raise KeyError(cell)
        return route(self._pred, cell)

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._pred)

    def __len__(self) -> int:
        return len(self._pred)


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
    """Every cell ``fig`` can reach spending at most ``mp`` MP, with fewest-MP paths, in
    reading order (top row first, then left to right): networkx's Dijkstra with a cutoff of
    ``mp`` on the figure's graph (:func:`movement_graph`), each step priced by the rule set
    (:func:`step_weight`), every fewest-MP route kept and one drawn by :func:`route`.

    ``through_hostile=False`` forbids entering cells held by hostile figures (a retreat).
    A large figure whose rule set lets it rotate (Imperial Assault, square grids) also
    reaches :class:`~tabletop_ai.geometry.TurnedCell` anchors: its footprint turned, see
    :func:`rotations`.
    """
    import networkx as nx

    start = fig.at if start is None else start
    out = Reach(start=start, mp=mp)
    g = movement_graph(sit, fig)
    small = fig.size == (1, 1)
    source = sit.topo.number(start)
    if source not in g or mp <= 0:
        out.cost = {start: 0}
        out.paths = {start: [start]}
        out.ends = [start]
        return out
    cells = g.graph["cell"]
    step_cost = sit.rules.step_cost

    def cost(here: Cell, there: Cell) -> int | None:
        if small:
            return step_cost(sit, fig, [there], through_hostile)
        old = set(fig.cells(here))
        return step_cost(sit, fig, [c for c in fig.cells(there) if c not in old], through_hostile)

    pred, dist = nx.dijkstra_predecessor_and_distance(
        g, source, cutoff=mp, weight=step_weight(sit, fig, g, cost, once_per_cell=small)
    )
    # listed in reading order, each with the route the rule draws (:func:`route`)
    reached = sorted(dist, key=lambda n: reading_order(cells[n]))
    out.cost = {cells[n]: dist[n] for n in reached}
    out.paths = PathMap({cells[n]: [cells[p] for p in pred[n]] for n in reached})
    out.ends = [c for c in out.cost if c == start or sit.free_for(fig, c)]
    return out


def movement_graph(sit: Situation, fig: Figure) -> nx.Graph:
    """The map's graph ``fig`` moves on (:mod:`~tabletop_ai.engine.topology`): the small
    figures' graph of its mobility, or its footprint's (turning when :func:`_rotates`)."""
    mobility = sit.mobility(fig)
    if fig.size == (1, 1):
        return sit.topo.graph(mobility)
    return sit.topo.footprint_graph(mobility, fig.size, _rotates(sit, fig))


def step_weight(
    sit: Situation,
    fig: Figure,
    g: nx.Graph,
    cost: Callable[[Cell, Cell], int | None],
    *,
    once_per_cell: bool = False,
) -> Weight:
    """The weight function of networkx's Dijkstra for ``fig`` on its :func:`movement_graph`
    ``g``: None for a step it may not take (an edge marked ``no_step``; a cell a Normal
    small figure may not enter, listed in ``g.graph["barred"]``: spec 7, "Blocking and
    impassable cells ... cannot be crossed"), else ``cost(here, there)`` of the cells,
    asked once per cell entered when ``once_per_cell`` (a small figure's cost depends only
    on the cell it enters, spec 7). A rotation (an edge marked ``turn``) costs 1 MP ("a
    large figure cannot rotate its base unless it spends one movement point to do so") and
    needs the turned footprint clear of other figures (rotating is not moving through
    them, so it may not turn onto them)."""
    cells = g.graph["cell"]
    barred: frozenset[int] = g.graph.get("barred", frozenset())
    entered: dict[int, int | None] = {}

    def weight(u: int, v: int, d: dict[str, Any]) -> int | None:
        if d:
            if d.get("no_step"):
                return None
            if d.get("turn"):
                return 1 if sit.free_for(fig, cells[v]) else None
        if once_per_cell:
            if v not in entered:
                entered[v] = None if v in barred else cost(cells[u], cells[v])
            return entered[v]
        if v in barred:
            return None
        return cost(cells[u], cells[v])

    return weight


def route(pred: Mapping[Cell, Sequence[Cell]], to: Cell) -> list[Cell]:
    """The route drawn to ``to`` among the fewest-MP ones, from every cell's predecessors on
    fewest-MP routes (networkx's ``dijkstra_predecessor_and_distance``): found from its end
    back, each cell reached from the first of its predecessors in reading order (top row
    first, then left to right; a turned footprint after the plain one on the same cell).
    A rule, so equally cheap routes are drawn the same way whatever order a search met
    them in."""
    out = [to]
    while pred.get(out[-1]):
        out.append(min(pred[out[-1]], key=reading_order))
    out.reverse()
    return out


def reading_order(c: Cell) -> tuple[int, int, bool]:
    """The sort key of reading order: top row first, then left to right (a turned
    footprint after the plain one on the same top-left cell)."""
    return (c[1], c[0], isinstance(c, TurnedCell))


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
