"""Movement: fewest-MP routes over the topology's legal steps (board-format.md section 7).

"A step into an adjacent cell costs 1 MP, +1 if the cell is difficult, +1 if it holds a
hostile figure ... A figure may pass through figures but never ends its move in an occupied
cell. The route is always one that costs the fewest MP." The topology holds the legal steps
(only the window the MP can reach); the costs come from the rule set at planning time (they
depend on where figures stand). The search is the kernel's one :func:`~tabletop_ai.geometry.
paths.search`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
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


def reach(sit: Situation, fig: Figure, mp: int, *, through_hostile: bool = True,
          start: Cell | None = None) -> Reach:
    """Every cell ``fig`` can reach spending at most ``mp`` MP, with fewest-MP paths.

    ``through_hostile=False`` forbids entering cells held by hostile figures (a retreat).
    """
    start = fig.at if start is None else start
    out = Reach(start=start, mp=mp)
    links = sit.topo.move_links(sit.mobility(fig), fig.size, start, max(mp, 0))
    if start not in links or mp <= 0:
        out.cost = {start: 0}
        out.paths = {start: [start]}
        out.ends = [start]
        return out
    step_cost = sit.rules.step_cost

    if fig.size == (1, 1):
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
            return [(v, step_cost(sit, fig, [c for c in fig.cells(v) if c not in old],
                                  through_hostile), None) for v in links[u]]

    found = search([start], steps, 0, limit=mp)
    out.cost = found.cost
    out.paths = PathMap(found)
    out.ends = [c for c in found.cost if c == start or sit.free_for(fig, c)]
    return out
