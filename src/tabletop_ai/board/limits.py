"""How large a board may be: the limits that keep loading, validating and planning bounded.

The largest board the loader accepts is the largest the window makes (File > New map stops at
200x200) and one the planner handles within a stated time: planning one group on a 200x200
board takes a few seconds (``tests/board/test_limits.py`` plans at the limit). Collections are
bounded relative to the map (walls at most the map's edges, figures at most its cells) and
absolutely where the work per element is large (figures, groups, instructions per group).

These counts are checked on the parsed JSON *before* its values are read and any model
is built, so a file of a million walls is refused at once with one line, not after minutes.
"""

from __future__ import annotations

from typing import Any

from tabletop_ai.board.errors import Problem
from tabletop_ai.i18n import msg

#: grid width and height (File > New map offers 1 to 200)
MAX_GRID = 200
#: figures on one board (a skirmish has tens; a hex wargame a few hundred counters at most)
MAX_FIGURES = 500
#: groups on one board
MAX_GROUPS = 200
#: instructions in one group's list (printed AI cards have 2 to 6)
MAX_INSTRUCTIONS = 32
#: named points (spawns, locations, objectives ...)
MAX_POINTS = 1000
#: characters in an id, a name, a keyword or another string the app shows
MAX_TEXT = 1000
#: numbers the rules read (health, speed, costs, MP, distances ...) stay within this
MAX_NUMBER = 10_000


def edge_count(width: int, height: int, hex_grid: str | None = None) -> int:
    """The edges between cells of a width x height map: a square's sides, or for hexes
    (``hex_grid`` "pointy" or "flat") the rows' (columns') own sides and the two sides
    each hex shares with the next row (column), less the one the shift leaves off the map."""
    if hex_grid == "pointy":
        return height * (width - 1) + (height - 1) * (2 * width - 1)
    if hex_grid == "flat":
        return width * (height - 1) + (width - 1) * (2 * height - 1)
    return (width - 1) * height + width * (height - 1)


def _grid_size(data: dict[str, Any]) -> tuple[int, int, str | None] | None:
    g = data.get("grid")
    if not isinstance(g, dict):
        return None
    w, h = g.get("width"), g.get("height")
    ok = all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_GRID for v in (w, h))
    hex_grid = g.get("orientation") if g.get("type") == "hex" else None
    if hex_grid not in (None, "pointy", "flat"):
        hex_grid = "pointy"
    return (w, h, hex_grid) if ok else None  # type: ignore[return-value]


def count_problems(data: dict[str, Any]) -> list[Problem]:
    """Collections too large for the map or for the planner, from the raw JSON."""
    out: list[Problem] = []
    size = _grid_size(data)
    cells = size[0] * size[1] if size else MAX_GRID * MAX_GRID
    edges = edge_count(*size) if size else edge_count(MAX_GRID, MAX_GRID, "pointy")
    where_map = (
        msg("the {size} map", size=f"{size[0]}x{size[1]}") if size else msg("the largest map")
    )
    edges_of = msg("edges between cells of {map}", map=where_map)
    limits = {
        "rows": (size[1] if size else MAX_GRID, msg("rows of {map}", map=where_map)),
        "terrain": (cells, msg("cells of {map}", map=where_map)),
        "walls": (edges, edges_of),
        "doors": (edges, edges_of),
        "edges": (edges, edges_of),
        "points": (min(cells, MAX_POINTS), msg("points a board holds (one a cell)")),
        "figures": (min(cells, MAX_FIGURES), msg("figures a board holds (one a cell)")),
        "groups": (MAX_GROUPS, msg("groups a board holds")),
    }
    for key, (most, what) in limits.items():
        v = data.get(key)
        if isinstance(v, list) and len(v) > most:
            out.append(
                Problem(
                    key,
                    msg(
                        "has {count:,} entries, more than the {most:,} {what}",
                        count=len(v),
                        most=most,
                        what=what,
                    ),
                )
            )
    rows = data.get("rows")
    if isinstance(rows, list) and size:
        for y, row in enumerate(rows[:MAX_GRID]):
            if isinstance(row, str) and len(row) > size[0]:
                out.append(
                    Problem(
                        f"rows[{y}]",
                        msg(
                            "has {length:,} characters; the grid is {width} wide",
                            length=len(row),
                            width=size[0],
                        ),
                    )
                )
                break
    groups = data.get("groups")
    if isinstance(groups, list):
        for i, g in enumerate(groups[:MAX_GROUPS]):
            if not isinstance(g, dict):
                continue
            ins, figs = g.get("instructions"), g.get("figures")
            if isinstance(ins, list) and len(ins) > MAX_INSTRUCTIONS:
                out.append(
                    Problem(
                        f"groups[{i}].instructions",
                        msg(
                            "has {count:,} instructions; a group has at most {most}",
                            count=len(ins),
                            most=MAX_INSTRUCTIONS,
                        ),
                    )
                )
            if isinstance(figs, list) and len(figs) > MAX_FIGURES:
                out.append(
                    Problem(
                        f"groups[{i}].figures",
                        msg(
                            "has {count:,} entries; a board has at most {most} figures",
                            count=len(figs),
                            most=MAX_FIGURES,
                        ),
                    )
                )
    return out


#: entries of a list inside a board's records (a wall's pair, a figure's keywords, a list under
#: a key the app does not know ...): the reader refuses a longer one before it reads it
MAX_INNER_LIST = 1000


def long_list(value: Any, where: str) -> Problem | None:
    """The first list longer than :data:`MAX_INNER_LIST` in ``value`` (itself included),
    named by its place below ``where``; for values the reader keeps without reading them
    (keys a board file may add, spec 1)."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        v, at = stack.pop()
        if isinstance(v, list):
            if len(v) > MAX_INNER_LIST:
                return Problem(at, too_many_entries(len(v), MAX_INNER_LIST))
            stack.extend((x, f"{at}[{i}]") for i, x in enumerate(v) if isinstance(x, (list, dict)))
        elif isinstance(v, dict):
            stack.extend((x, f"{at}.{k}") for k, x in v.items() if isinstance(x, (list, dict)))
    return None


def too_many_entries(count: int, most: int) -> str:
    """The problem of a list longer than the loader reads."""
    return msg("has {count:,} entries; at most {most:,} are read", count=count, most=most)


__all__ = [
    "MAX_FIGURES",
    "MAX_GRID",
    "MAX_GROUPS",
    "MAX_INSTRUCTIONS",
    "MAX_NUMBER",
    "MAX_POINTS",
    "MAX_TEXT",
    "count_problems",
    "edge_count",
    "long_list",
]
