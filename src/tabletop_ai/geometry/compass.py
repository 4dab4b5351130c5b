"""The compass tie-break: among equal candidates, the one farthest toward an edge of the map.

One implementation for every game that breaks ties this way: the board format's
``rules.tie = {"compass": D}`` (spec 6: "take the cell farthest toward edge D") and the
Battlecrest order card's compass (FAQ: "if the arrow points right, take the rightmost
candidate on the battlefield, regardless of anything else"). A candidate covering several
cells (a large figure, a location) counts by its cell farthest in the direction. Directions
are map directions in file coordinates: N is the top row (y = 0), W the left column.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from tabletop_ai.geometry.cells import Cell

T = TypeVar("T")

#: direction → (axis, sign): the larger ``sign * cell[axis]``, the farther toward the edge
DIRECTIONS: dict[str, tuple[int, int]] = {"N": (1, -1), "S": (1, 1), "E": (0, 1), "W": (0, -1)}


def reach_toward(cells: Iterable[Cell], direction: str) -> int:
    """How far toward ``direction`` a candidate reaches (by its farthest cell)."""
    axis, sign = DIRECTIONS[direction]
    return max(sign * c[axis] for c in cells)


def compass_order(
    items: Sequence[T], cells_of: Callable[[T], Iterable[Cell]], direction: str
) -> list[list[T]]:
    """Candidates grouped best first by the compass: farthest toward ``direction``. Each
    group holds the candidates the compass cannot separate (same row for E/W, same column for
    N/S), in reading order (top row first, then left to right)."""

    def reading(it: T) -> tuple[int, int]:
        c = min(cells_of(it), key=lambda c: (c[1], c[0]))
        return (c[1], c[0])

    groups: dict[int, list[T]] = {}
    for it in sorted(items, key=reading):
        groups.setdefault(reach_toward(cells_of(it), direction), []).append(it)
    return [groups[k] for k in sorted(groups, reverse=True)]
