"""How large a board may be: the limits that keep loading, validating and planning bounded.

The largest board the loader accepts is the largest the window makes (File > New map stops at
200x200) and one the planner handles within a stated time: planning one group on a 200x200
board takes a few seconds (``tests/board/test_limits.py`` plans at the limit). Collections are
bounded relative to the map (walls at most the map's edges, figures at most its cells) and
absolutely where the work per element is large (figures, groups, instructions per group).

These counts are checked on the parsed JSON *before* the structure check and before any model
is built, so a file of a million walls is refused at once with one line, not after minutes.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import chain
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


def count_problems(data: dict[str, Any], flat: Collection[str] = ()) -> list[Problem]:
    """Collections too large for the map or for the planner, from the raw JSON. ``flat``:
    top-level records the caller has found to hold no list longer than
    :data:`MAX_INNER_LIST` inside them (``board.io``'s one pass over plainly sound walls,
    whose lists are pairs): they are not walked again (their own length is still
    checked)."""
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
    if not out:
        out.extend(_inner_lists(data, limits, flat))
    return out


#: entries of a list inside a board's records (a wall's pair, a figure's keywords ...): the
#: structure check visits each, so an overlong one is refused before it is walked
MAX_INNER_LIST = 1000
#: the records the structure check looks into
_CHECKED = (
    "grid",
    "rows",
    "terrain",
    "walls",
    "doors",
    "edges",
    "points",
    "figures",
    "groups",
    "mission",
    "rules",
)


def _has_long_list(data: dict[str, Any], top: dict[str, Any], flat: Collection[str] = ()) -> bool:
    """Whether :func:`_inner_lists` finds anything: the same walk without naming each
    place on the way, one level of nesting at a time with C-level bulk steps (the types
    present with ``set(map(type, ...))``, the longest list with ``max(map(len, ...))``,
    the next level with ``chain``), so the Python loop runs per level, not per value; each
    record separately, so the walls' levels hold lists only (nothing to sort out) up to
    their numbers. The records in ``flat`` are left out."""
    for key in _CHECKED:
        if key in flat:
            continue
        value = data.get(key)
        if isinstance(value, list):
            if key not in top and len(value) > MAX_INNER_LIST:
                return True
            if _long_list_below(value):
                return True
        elif isinstance(value, dict) and _long_list_below(list(value.values())):
            return True
    return False


def _long_list_below(children: list[Any]) -> bool:
    """Whether a list or dict among ``children``, or nested in them, is a list longer than
    :data:`MAX_INNER_LIST` (lists and dicts of any subclass, as ``isinstance`` finds)."""
    while children:
        kinds = set(map(type, children))
        lists_ = {k for k in kinds if issubclass(k, list)}
        dicts_ = {k for k in kinds if issubclass(k, dict)}
        if not lists_ and not dicts_:
            return False
        if len(lists_) + len(dicts_) < len(kinds):  # scalars beside the containers
            wanted = lists_ | dicts_
            children = [v for v in children if type(v) in wanted]
        if not dicts_:
            lists, dicts = children, []
        elif not lists_:
            lists, dicts = [], children
        else:
            lists = [v for v in children if type(v) in lists_]
            dicts = [v for v in children if type(v) in dicts_]
        if lists and max(map(len, lists)) > MAX_INNER_LIST:
            return True
        children = list(chain.from_iterable(lists))
        children.extend(chain.from_iterable(d.values() for d in dicts))
    return False


def _inner_lists(
    data: dict[str, Any], top: dict[str, Any], flat: Collection[str] = ()
) -> list[Problem]:
    """Lists longer than :data:`MAX_INNER_LIST` inside the records the structure check
    reads (the top-level collections have their own limits above), but for those in
    ``flat``, which hold none."""
    if not _has_long_list(data, top, flat):
        return []
    for key in _CHECKED:
        if key in flat:
            continue
        stack: list[tuple[Any, str]] = [(data.get(key), key)]
        while stack:
            value, where = stack.pop()
            if isinstance(value, list):
                if where not in top and len(value) > MAX_INNER_LIST:
                    return [Problem(where, too_many_entries(len(value), MAX_INNER_LIST))]
                stack.extend(
                    (v, f"{where}[{i}]") for i, v in enumerate(value) if isinstance(v, (list, dict))
                )
            elif isinstance(value, dict):
                stack.extend(
                    (v, f"{where}.{k}") for k, v in value.items() if isinstance(v, (list, dict))
                )
    return []


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
]
