"""The battlefield: location cells, their bonuses, hazards, walking distances and the compass.

Reference ``battlecrest-imperator-solo.uk.md``. Locations are board points of kind ``location``
(spec 3) with ``bonuses`` and ``active``; a cell holding a location is not a destination
("можливі напрямки переміщення — це комірки без локацій"). A warrior gets the bonuses of the
active locations adjacent to its cell (long range: "+1 per adjacent symbol of that type").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from tabletop_ai.battlecrest.fields import HAZARD
from tabletop_ai.board.model import MapPoint
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.topology import MOBILITY_NORMAL
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.compass import compass_order
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label

T = TypeVar("T")

COMPASS_WORD = {"N": "topmost", "S": "bottommost", "E": "rightmost", "W": "leftmost"}
#: the compass words as the reasons say them
COMPASS_WORD_MESSAGES = {
    m.id: m for m in (msg("topmost"), msg("bottommost"), msg("rightmost"), msg("leftmost"))
}


def locations(sit: Situation) -> list[MapPoint]:
    return [p for p in sit.board.points if p.kind == "location"]


def is_active(p: MapPoint) -> bool:
    """A location is active (bonus side up) unless ``active`` is false (flipped)."""
    return p.active is not False


def location_cells(sit: Situation) -> set[Cell]:
    return {Cell(*p.at) for p in locations(sit)}


def hazard_cells(sit: Situation) -> set[Cell]:
    """Active hazards: ``^`` cells and active locations marked ``"hazard": true``."""
    cells = {c for c, k in sit.board.terrain.items() if k == "hazard"}
    cells |= {Cell(*p.at) for p in locations(sit) if HAZARD.value(p, False) and is_active(p)}
    return cells


def adjacent_locations(sit: Situation, cell: Cell, active_only: bool = True) -> list[MapPoint]:
    """The locations next to ``cell`` (active ones only by default), in board order."""
    near = set(sit.topo.adjacent_cells(cell))
    return [p for p in locations(sit) if Cell(*p.at) in near and (is_active(p) or not active_only)]


def bonus_total(sit: Situation, cell: Cell, kind: str) -> tuple[int, list[MapPoint]]:
    """The ``kind`` bonus at ``cell`` from adjacent active locations, and those locations."""
    pts = [p for p in adjacent_locations(sit, cell) if p.bonuses.get(kind, 0) > 0]
    return sum(p.bonuses[kind] for p in pts), pts


def bonus_count(sit: Situation, cell: Cell, ignore: Iterable[str] = ()) -> int:
    """*Preferred* counts "the most active location bonuses (double symbols count twice)":
    every bonus symbol of the adjacent active locations, a double being 2, leaving out the
    types a solo card excepts (FAQ: the exception covers doubles too)."""
    skip = set(ignore)
    return sum(
        v
        for p in adjacent_locations(sit, cell)
        for k, v in p.bonuses.items()
        if k not in skip and v > 0
    )


def walk_distances(sit: Situation, sources: Iterable[Cell], blocked: set[Cell]) -> dict[Cell, int]:
    """Fewest steps from the nearest of ``sources`` to every cell, over the movement graph,
    never through ``blocked`` cells, **ignoring warriors** ("Ігноруйте інших воїнів на шляху,
    коли визначаєте найближчу комірку"). Hazards do not matter on the Emperor's turn.
    networkx's Dijkstra from every source at once, each step 1 (None where a Normal figure
    may not step, or into a blocked cell)."""
    import networkx as nx

    topo = sit.topo
    g, cells = topo.graph(MOBILITY_NORMAL), topo.cells

    def weight(u: int, v: int, d: dict[str, Any]) -> int | None:
        c = cells[v]
        if d.get("no_step") or c in blocked or topo.kind(c) == "impassable":
            return None
        return 1

    starts = [topo.number(s) for s in sources if topo.enterable(s, MOBILITY_NORMAL)]
    found = nx.multi_source_dijkstra_path_length(g, starts, weight=weight) if starts else {}
    return {cells[n]: d for n, d in found.items()}


@dataclass
class CompassPick:
    """The compass's choice among equal candidates, with the ones it could not separate."""

    chosen: Any
    tied: list[Any]
    used: bool
    reason: str


def compass_pick(
    items: Sequence[T],
    cells_of: Callable[[T], Iterable[Cell]],
    direction: str,
    name: Callable[[T], str],
) -> CompassPick:
    """Break a tie by the order card's compass (FAQ: "if the arrow points right, take the
    rightmost candidate on the battlefield, regardless of anything else"). A single candidate
    needs no compass. Candidates the compass cannot separate are reported, never hidden."""
    if len(items) == 1:
        return CompassPick(items[0], [], False, "")
    best = compass_order(items, cells_of, direction)[0]
    word = COMPASS_WORD[direction]
    reason = msg(
        "compass {direction}: {chosen} is the {word} of {all}",
        direction=direction,
        chosen=name(best[0]),
        word=COMPASS_WORD_MESSAGES.get(word, word),
        all=join((name(i) for i in items), ", "),
    )
    if len(best) > 1:
        reason = msg(
            "{reason}; the compass cannot separate {tied}: players choose (first in "
            "reading order shown)",
            reason=reason,
            tied=join((name(i) for i in best), ", "),
        )
    return CompassPick(best[0], best[1:], True, reason)


def cell_name(c: Cell) -> str:
    return f"[{c[0]},{c[1]}]"


def point_name(p: MapPoint) -> str:
    """A location as the turn's texts name it: what a player calls it, its ``name`` (a
    bundled name, such as the sample board's, is shown in the player's language), else its
    id, else where it lies."""
    if p.id or p.label != p.kind:  # MapPoint.label: its name, else its id, else its kind
        return content_label(p.label)
    return msg("location at {cell}", cell=cell_name(p.at))
