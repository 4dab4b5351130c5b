"""Movement: fewest-MP routes on the topology's networkx graph (board-format.md section 7).

"A step into an adjacent cell costs 1 MP, +1 if the cell is difficult, +1 if it holds a
hostile figure ... A figure may pass through figures but never ends its move in an occupied
cell. The route is always one that costs the fewest MP." The graph holds the legal steps; the
costs come from the rule set at planning time (they depend on where figures stand).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import networkx as nx

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell


@dataclass
class Reach:
    """Where a figure can get with its MP: the cost and one fewest-MP path to every cell."""

    start: Cell
    mp: int
    cost: dict[Cell, int] = field(default_factory=dict)
    paths: dict[Cell, list[Cell]] = field(default_factory=dict)
    #: cells (top-left) where the figure may end: free cells and its own start
    ends: list[Cell] = field(default_factory=list)


def reach(sit: Situation, fig: Figure, mp: int, *, through_hostile: bool = True,
          start: Cell | None = None) -> Reach:
    """Every cell ``fig`` can reach spending at most ``mp`` MP, with fewest-MP paths.

    ``through_hostile=False`` forbids entering cells held by hostile figures (a retreat).
    """
    start = fig.at if start is None else start
    graph = sit.topo.move_graph(sit.mobility(fig), fig.size)
    if start not in graph and fig.size == (1, 1):
        graph = sit.topo.graph_leaving(sit.mobility(fig), start)
    out = Reach(start=start, mp=mp)
    if start not in graph or mp <= 0:
        out.cost = {start: 0}
        out.paths = {start: [start]}
        out.ends = [start]
        return out
    step_cost = sit.rules.step_cost
    small = fig.size == (1, 1)

    # a small figure's step costs depend only on the cell it enters (the rule set sees no
    # more than the new cells), so each cell's cost is worked out once per call
    entered: dict[Cell, int | None] = {}

    def weight(u: Cell, v: Cell, _d: dict[str, Any]) -> int | None:
        if small:
            if v not in entered:
                entered[v] = step_cost(sit, fig, [v], through_hostile)
            return entered[v]
        new = [c for c in fig.cells(v) if c not in set(fig.cells(u))]
        return step_cost(sit, fig, new, through_hostile)

    cost, paths = nx.single_source_dijkstra(graph, start, cutoff=mp, weight=weight)
    out.cost = cost
    out.paths = paths
    out.ends = [c for c in cost if c == start or sit.free_for(fig, c)]
    return out
