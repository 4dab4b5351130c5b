"""Where a door drawn in Tiled as a rectangle stands: on one line of cell edges, not round
its outline (the outline of a one-cell rectangle made four closed doors).

Tiled users draw a door as a thin rectangle on a grid line, as a rectangle about a cell
thick straddling one, or as a rectangle covering the doorway's cell or cells. On a square
grid, in cells, for a rectangle whose sides run along the grid:

- **Thin** (under half a cell across) or **straddling** (under 1.5 cells across, its middle
  within :data:`DOOR_SNAP` of a grid line): the door lies on that grid line, along the
  cells the rectangle spans.
- **Covering cells** (every side within :data:`DOOR_SNAP` of a grid line): the door lies on
  one of its long sides (any side of a one-cell square). A side on the map's border, or one
  that is a wall already, is none. The side whose grid line goes on as a wall past its
  ends (the rectangle drawn in a gap of a wall line) is the door; failing that, for one
  cell, wall cells on two opposite sides of it (a doorway in a wall of tiles) make the door
  run between them. When two parallel sides are left alike the first (top or left) is
  taken, and the import notes say so; when more are (one cell in open floor, a block two
  cells thick both ways) no door is placed, and the notes say why.
- **A line of them**: rectangles covering cells one cell thick that touch end to end along
  a row (or a column), a doorway drawn a cell at a time, are judged as the one rectangle
  they make together (:func:`door_lines`), each keeping its own part of the side chosen. A
  rectangle touching one in its row and one in its column (a corner) is judged alone.
- Anything else (turned at an angle, off the grid, a hex map) is read as the outline it
  draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop_ai.geometry import Cell, Edge, Grid, edge

Point = tuple[float, float]

#: how far (in cells) a door rectangle's side or middle may lie from a grid line
DOOR_SNAP = 0.25


@dataclass(frozen=True)
class DoorBox:
    """A door rectangle covering the cells ``x0``..``x1 - 1`` by ``y0``..``y1 - 1``."""

    x0: int
    y0: int
    x1: int
    y1: int


@dataclass(frozen=True)
class Side:
    """One side of a :class:`DoorBox`: its edges, and the edges its grid line would go on
    through past either end."""

    name: str
    edges: tuple[Edge, ...]
    ends: tuple[Edge, Edge]
    across: bool  # a side along a horizontal grid line (top or bottom)


def _extent(a0: float, a1: float) -> tuple[str, int, int] | None:
    """How a door rectangle lies along one axis (``a0`` < ``a1``, in cells): ``("line", k,
    k)`` thin or straddling grid line ``k``; ``("span", i, j)`` its sides on grid lines
    ``i`` < ``j``; None: neither."""
    mid = (a0 + a1) / 2.0
    k = round(mid)
    if a1 - a0 < 0.5 or (a1 - a0 < 1.5 and abs(mid - k) <= DOOR_SNAP):
        return ("line", k, k) if abs(mid - k) <= DOOR_SNAP else None
    i, j = round(a0), round(a1)
    if j > i and abs(a0 - i) <= DOOR_SNAP and abs(a1 - j) <= DOOR_SNAP:
        return ("span", i, j)
    return None


def door_line(grid: Grid, corners: Sequence[Point]) -> list[Edge] | DoorBox | None:
    """A door rectangle's door (``corners``: its four corners in cells, on a square grid):
    the edges it lies on when it is thin or straddles a grid line, a :class:`DoorBox` when
    it covers whole cells (its side is chosen by :func:`box_side`), or None when it is
    neither (read as its outline). Edges off the map are left out."""
    if len(corners) != 4:
        return None
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    eps = 1e-6
    if any(min(abs(x - x0), abs(x - x1)) > eps for x in xs) or any(
        min(abs(y - y0), abs(y - y1)) > eps for y in ys
    ):
        return None  # turned at an angle
    ex, ey = _extent(x0, x1), _extent(y0, y1)
    if ex is None or ey is None:
        return None
    if ex[0] == "span" and ey[0] == "span":
        return DoorBox(ex[1], ey[1], ex[2], ey[2])
    if ex[0] == "span":
        row = ey[1]
        edges = [edge((x, row - 1), (x, row)) for x in range(ex[1], ex[2])]
    elif ey[0] == "span":
        col = ex[1]
        edges = [edge((col - 1, y), (col, y)) for y in range(ey[1], ey[2])]
    else:
        return None  # a dot on a grid vertex
    return [e for e in edges if grid.contains(e.a) and grid.contains(e.b)]


def _sides(box: DoorBox) -> list[Side]:
    x0, y0, x1, y1 = box.x0, box.y0, box.x1, box.y1

    def row(y: int) -> tuple[Edge, ...]:
        return tuple(edge((x, y - 1), (x, y)) for x in range(x0, x1))

    def col(x: int) -> tuple[Edge, ...]:
        return tuple(edge((x - 1, y), (x, y)) for y in range(y0, y1))

    # the edges just past either end of each side's grid line
    top_ends = (edge((x0 - 1, y0 - 1), (x0 - 1, y0)), edge((x1, y0 - 1), (x1, y0)))
    bottom_ends = (edge((x0 - 1, y1 - 1), (x0 - 1, y1)), edge((x1, y1 - 1), (x1, y1)))
    left_ends = (edge((x0 - 1, y0 - 1), (x0, y0 - 1)), edge((x0 - 1, y1), (x0, y1)))
    right_ends = (edge((x1 - 1, y0 - 1), (x1, y0 - 1)), edge((x1 - 1, y1), (x1, y1)))
    return [
        Side("top", row(y0), top_ends, True),
        Side("bottom", row(y1), bottom_ends, True),
        Side("left", col(x0), left_ends, False),
        Side("right", col(x1), right_ends, False),
    ]


def side_of(box: DoorBox, name: str) -> Side:
    """The side of ``box`` called ``name`` (top, bottom, left, right)."""
    return next(s for s in _sides(box) if s.name == name)


def door_lines(boxes: Sequence[DoorBox]) -> list[tuple[DoorBox, list[int]]]:
    """The door rectangles covering cells, grouped as they are judged (see the module
    text): each group is the rectangle to judge and the indices of ``boxes`` in it, in
    order. A line of one-cell-thick rectangles touching end to end is one group (a copy of
    one of them goes with it); any other rectangle is judged as drawn. Groups come in the
    order of their first rectangle."""
    at: dict[DoorBox, list[int]] = {}
    for i, b in enumerate(boxes):
        at.setdefault(b, []).append(i)
    # (a row?, the row's or column's number, a grid line across it) -> the boxes one cell
    # thick that way starting or ending on that line
    starts: dict[tuple[bool, int, int], list[DoorBox]] = {}
    ends: dict[tuple[bool, int, int], list[DoorBox]] = {}
    for b in at:
        if b.y1 - b.y0 == 1:  # one cell thick across: may be part of a row
            starts.setdefault((True, b.y0, b.x0), []).append(b)
            ends.setdefault((True, b.y0, b.x1), []).append(b)
        if b.x1 - b.x0 == 1:  # one cell thick along: may be part of a column
            starts.setdefault((False, b.x0, b.y0), []).append(b)
            ends.setdefault((False, b.x0, b.y1), []).append(b)

    def link(b: DoorBox, across: bool, forward: bool) -> DoorBox | None:
        """The one box touching ``b``'s far (``forward``) or near end in its row or
        column, when ``b`` is the one box touching it there."""
        if (b.y1 - b.y0 if across else b.x1 - b.x0) != 1:
            return None
        place = b.y0 if across else b.x0
        if forward:
            near, far = b.x1 if across else b.y1, starts
            back = ends
        else:
            near, far = b.x0 if across else b.y0, ends
            back = starts
        found = far.get((across, place, near), [])
        if len(found) != 1 or back.get((across, place, near), []) != [b]:
            return None
        return found[0]

    def linked(b: DoorBox, across: bool) -> bool:
        return link(b, across, True) is not None or link(b, across, False) is not None

    def corner(b: DoorBox) -> bool:
        return linked(b, True) and linked(b, False)

    def run(b: DoorBox, across: bool) -> list[DoorBox]:
        first = b
        while (p := link(first, across, False)) is not None and not corner(p):
            first = p
        out = [first]
        while (n := link(out[-1], across, True)) is not None and not corner(n):
            out.append(n)
        return out

    groups: list[tuple[DoorBox, list[int]]] = []
    done: set[DoorBox] = set()
    for b in at:  # in the order of each box's first drawing
        if b in done:
            continue
        line = [b]
        if not corner(b):
            for across in (True, False):
                if linked(b, across):
                    line = run(b, across)
                    break
        done.update(line)
        whole = DoorBox(
            min(o.x0 for o in line),
            min(o.y0 for o in line),
            max(o.x1 for o in line),
            max(o.y1 for o in line),
        )
        groups.append((whole, sorted(i for o in line for i in at[o])))
    return sorted(groups, key=lambda g: g[1][0])


def box_side(
    grid: Grid, box: DoorBox, walls: set[Edge], wall_cell: Callable[[Cell], bool]
) -> tuple[Side | None, bool]:
    """The side of ``box`` its door stands on (see the module text) and whether that was a
    choice between two parallel sides alike; ``(None, False)``: no side can be told.
    ``walls``: the map's wall edges; ``wall_cell``: whether a cell is a wall (blocking,
    impassable, no cell; off the map counts as one)."""
    w, h = box.x1 - box.x0, box.y1 - box.y0
    sides = _sides(box)
    if w > h and h == 1:
        sides = [s for s in sides if s.across]
    elif h > w and w == 1:
        sides = [s for s in sides if not s.across]
    elif not w == h == 1:
        return None, False
    sides = [
        s
        for s in sides
        if all(grid.contains(e.a) and grid.contains(e.b) for e in s.edges)
        and not all(e in walls for e in s.edges)
    ]
    if w == h == 1 and len(sides) > 1:
        c = Cell(box.x0, box.y0)
        across = wall_cell(Cell(c.x - 1, c.y)) and wall_cell(Cell(c.x + 1, c.y))
        along = wall_cell(Cell(c.x, c.y - 1)) and wall_cell(Cell(c.x, c.y + 1))
        if across != along:
            sides = [s for s in sides if s.across == across]
    if len(sides) <= 1:
        return (sides[0] if sides else None), False
    score = {s.name: sum(e in walls for e in s.ends) for s in sides}
    best = max(score.values())
    top = [s for s in sides if score[s.name] == best]
    if len(top) == 1 and best > 0:
        return top[0], False
    if len(top) == 2 and top[0].across == top[1].across:
        return top[0], True
    return None, False
