"""Golden-board helpers: write a board as ASCII rows with figure letters on it.

``ascii_board(["..A.", "...b"], figures={"A": {...}, "b": {...}})`` puts figure ``A`` where
the letter stands; upper-case letters are AI figures, lower-case ones player figures unless the
figure's own ``side`` says otherwise. Every other character is the board-format legend.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_ai.board import Board, board_from_json
from tabletop_ai.engine.topology import Topology
from tabletop_ai.geometry import Cell

if TYPE_CHECKING:
    import networkx as nx

LEGEND = set(".#~x^-ti")


def ascii_board(
    rows: list[str],
    figures: dict[str, dict[str, Any]] | None = None,
    groups: list[dict[str, Any]] | None = None,
    grid: dict[str, Any] | None = None,
    **top: Any,
) -> Board:
    figures = figures or {}
    terrain_rows = []
    figs = []
    for y, row in enumerate(rows):
        out = []
        for x, ch in enumerate(row):
            if ch in LEGEND:
                out.append(ch)
                continue
            spec = dict(figures.get(ch, {}))
            spec.setdefault("id", ch)
            spec.setdefault("side", "ai" if ch.isupper() else "player")
            spec.setdefault("at", [x, y])
            figs.append(spec)
            out.append(spec.pop("_under", "."))
        terrain_rows.append("".join(out))
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": grid or {"type": "square", "width": len(rows[0]), "height": len(rows)},
        "rows": terrain_rows,
        "figures": figs,
        "groups": groups or [],
    }
    data.update(top)
    return board_from_json(data, "test.board.json")


def step_graph(
    topo: Topology, mobility: str, size: tuple[int, int] = (1, 1), start: Cell | None = None
) -> nx.Graph:
    """The legal single steps of a figure of ``mobility`` and footprint ``size`` (spec 7
    "Movement"), worked out cell by cell from the rule as a networkx graph of top-left
    cells: the oracle the kernel's graphs are held to. A Normal figure may not stand on
    blocking, impassable or void cells nor step across walls, closed doors, blocking or
    impassable edges, nor through a corner they (or blocking and void cells) close both ways
    round; Mobile and Massive figures only walls, closed doors and void count. A large figure
    moves its whole footprint one cell orthogonally, never straddling an edge it may not
    cross. A small figure standing where it may not (``start``) may step off."""
    import networkx as nx

    from tabletop_ai.geometry.cells import edge

    normal = mobility == "normal"
    blocked = (
        (topo.sight_edges | topo.impassable_edges) if normal else (topo.walls | topo.closed_doors)
    )
    closing = frozenset({"blocking", "void"}) if normal else frozenset({"void"})
    grid = topo.grid

    def may_stand(c: Cell) -> bool:
        k = topo.kind(c)
        return k != "void" and not (normal and k in ("blocking", "impassable"))

    def step_ok(a: Cell, b: Cell) -> bool:
        if grid.shares_edge(a, b):
            return edge(a, b) not in blocked
        return not topo.corner_closed(a, b, blocked, closing)

    g = nx.Graph()
    if size == (1, 1):
        nodes = [c for c in grid.cells() if may_stand(c)]
        if start is not None and start not in nodes and topo.kind(start) != "void":
            nodes.append(start)
        g.add_nodes_from(nodes)
        for a in nodes:
            for b in grid.neighbors(a, topo.diagonals):
                if b in g and step_ok(a, b):
                    g.add_edge(a, b)
        return g
    w, h = size

    def fits(x: int, y: int) -> bool:
        cells = [Cell(x + dx, y + dy) for dy in range(h) for dx in range(w)]
        return all(grid.contains(c) and may_stand(c) for c in cells) and all(
            edge(a, b) not in blocked for a in cells for b in cells if grid.shares_edge(a, b)
        )

    g.add_nodes_from(
        Cell(x, y) for y in range(grid.height) for x in range(grid.width) if fits(x, y)
    )
    for a in list(g):
        right, down = Cell(a.x + 1, a.y), Cell(a.x, a.y + 1)
        if right in g and all(
            edge(Cell(a.x + w - 1, a.y + dy), Cell(a.x + w, a.y + dy)) not in blocked
            for dy in range(h)
        ):
            g.add_edge(a, right)
        if down in g and all(
            edge(Cell(a.x + dx, a.y + h - 1), Cell(a.x + dx, a.y + h)) not in blocked
            for dx in range(w)
        ):
            g.add_edge(a, down)
    return g
