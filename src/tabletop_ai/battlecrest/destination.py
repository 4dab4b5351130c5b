"""Where an Emperor's warrior moves: the four-step list of "Визначення переміщення".

"Start with the first item of this list. Keep going down the list until you find an item
whose conditions the warrior can meet. If the warrior must move to the cell where it already
is, it does not move."

1. exactly one *possible reachable* destination → move there;
2. several to choose from: exactly one *reachable preferred* destination → move there;
3. several *preferred* (reachable) → the compass picks;
4. otherwise the *nearest* reachable cell toward a *possible* destination; several equally
   near → the preferred direction first; still several → the compass.

*Possible*: cells without locations meeting the solo card's requirements. *Reachable*: free
cells within the movement value (the start cell counts). *Preferred*: the possible cells with
the most active location bonuses (doubles twice; ties, even at zero, are all preferred).
*Nearest*: the reachable cell from which the wanted cell is closest, ignoring other warriors.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tabletop_ai.battlecrest.cards import Requirement
from tabletop_ai.battlecrest.field import (
    adjacent_locations,
    bonus_count,
    cell_name,
    compass_pick,
    is_active,
    location_cells,
    locations,
    walk_distances,
)
from tabletop_ai.board.model import Figure, MapPoint
from tabletop_ai.engine.movement import Reach, reach
from tabletop_ai.engine.plan import JSONValue, cells_json
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import msg


@dataclass
class Sides:
    """Who is who for requirements: the moving warrior's enemies and allies."""

    enemies: list[Figure]
    enemy_hero: Figure | None
    allies: list[Figure]


@dataclass
class DestinationChoice:
    """The result of the list, with every set it looked at (the panel draws them)."""

    rule: int
    end: Cell
    alternatives: list[Cell]
    reason: str
    possible: list[Cell] = field(default_factory=list)
    reachable: list[Cell] = field(default_factory=list)
    preferred: list[Cell] = field(default_factory=list)
    #: rule 4: the possible cell(s) the warrior heads for
    toward: list[Cell] = field(default_factory=list)
    compass: str = ""

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "rule": self.rule,
            "possible": cells_json(self.possible),
            "reachable_possible": cells_json([c for c in self.possible if c in self.reachable]),
            "preferred": cells_json(self.preferred),
            "toward": cells_json(self.toward),
            "compass_reason": self.compass,
        }


def _targets(of: str, req: Requirement, sit: Situation, sides: Sides) -> list[list[Cell]]:
    if of == "enemy":
        return [f.cells() for f in sides.enemies]
    if of == "enemy_hero":
        return [sides.enemy_hero.cells()] if sides.enemy_hero is not None else []
    if of == "enemy_sidekick":
        return [f.cells() for f in sides.enemies if f is not sides.enemy_hero]
    if of == "ally":
        return [f.cells() for f in sides.allies]
    return [[Cell(*p.at)] for p in _locations_with(sit, req.bonus)]


def _locations_with(sit: Situation, bonus: str | None) -> list[MapPoint]:
    return [
        p for p in locations(sit) if is_active(p) and (bonus is None or p.bonuses.get(bonus, 0) > 0)
    ]


def meets(sit: Situation, cell: Cell, req: Requirement, sides: Sides) -> bool:
    """Does ``cell`` meet one requirement of the solo card?"""
    if req.of == "location" and req.kind in ("adjacent_to", "not_adjacent_to"):
        near = [
            p
            for p in adjacent_locations(sit, cell)
            if req.bonus is None or p.bonuses.get(req.bonus, 0) > 0
        ]
        return bool(near) == (req.kind == "adjacent_to")
    groups = _targets(req.of, req, sit, sides)
    if req.kind == "adjacent_to":
        return any(sit.topo.areas_adjacent([cell], g) for g in groups)
    if req.kind == "not_adjacent_to":
        return not any(sit.topo.areas_adjacent([cell], g) for g in groups)
    if req.kind == "in_line_with":
        return any(c[0] == cell[0] or c[1] == cell[1] for g in groups for c in g if c != cell)
    ds = [d for g in groups if (d := sit.topo.count([cell], g)) is not None]
    if not ds:
        return False
    d = min(ds)
    return (req.min is None or d >= req.min) and (req.max is None or d <= req.max)


def possible_cells(
    sit: Situation, fig: Figure, reqs: Sequence[Requirement], sides: Sides
) -> list[Cell]:
    """Cells without locations where the warrior could stand that meet every requirement.
    Warriors are not considered here (they matter for *reachable*)."""
    locs = location_cells(sit)
    mobility = sit.mobility(fig)
    out = [
        c
        for c in sit.topo.grid.cells()
        if c not in locs
        and sit.topo.enterable(c, mobility)
        and all(meets(sit, c, r, sides) for r in reqs)
    ]
    return sorted(out, key=lambda c: (c[1], c[0]))


def _cells_text(cells: Sequence[Cell]) -> str:
    return ", ".join(cell_name(c) for c in cells) if cells else "none"


def choose_destination(
    sit: Situation,
    fig: Figure,
    mp: int,
    reqs: Sequence[Requirement],
    sides: Sides,
    compass: str,
    ignore_bonuses: Sequence[str] = (),
    locations_block: bool = True,
) -> tuple[DestinationChoice, Reach]:
    """Walk the four-step list for ``fig`` with ``mp`` movement. Never changes the board."""
    r = reach(sit, fig, mp)
    locs = location_cells(sit)
    reachable = sorted(
        {c for c in r.ends if c not in locs or c == fig.at}, key=lambda c: (c[1], c[0])
    )
    possible = possible_cells(sit, fig, reqs, sides)
    pr = [c for c in possible if c in reachable]
    bonus = {c: bonus_count(sit, c, ignore_bonuses) for c in possible}
    top = max(bonus.values(), default=0)
    preferred = [c for c in possible if bonus[c] == top]
    here = fig.at
    base = DestinationChoice(
        rule=0,
        end=here,
        alternatives=[],
        reason="",
        possible=possible,
        reachable=reachable,
        preferred=preferred,
    )

    def done(rule: int, cells: Sequence[Cell], why: str) -> DestinationChoice:
        base.rule = rule
        pick = compass_pick(list(cells), lambda c: [c], compass, cell_name)
        base.end = pick.chosen
        base.alternatives = list(pick.tied)
        base.compass = pick.reason
        text = msg("{why}; {compass}", why=why, compass=pick.reason) if pick.used else why
        base.reason = (
            msg("{why} — its own cell, so it does not move", why=text) if base.end == here else text
        )
        return base

    if not possible:
        base.reason = msg(
            "no cell meets the solo card's destination requirements: it does not move"
        )
        return base, r
    # 1. exactly one possible reachable destination
    if len(pr) == 1:
        return done(
            1,
            pr,
            msg("rule 1: {cell} is its only possible reachable destination", cell=cell_name(pr[0])),
        ), r
    # 2. several to choose from: exactly one reachable preferred
    rp = [c for c in preferred if c in reachable]
    if len(possible) > 1 and len(rp) == 1:
        return done(
            2,
            rp,
            msg(
                "rule 2: {cell} is the only reachable preferred destination "
                "(%n active location bonus(es))",
                n=top,
                cell=cell_name(rp[0]),
            ),
        ), r
    # 3. several reachable preferred: the compass
    if len(rp) > 1:
        return done(
            3,
            rp,
            msg(
                "rule 3: several reachable preferred destinations ({cells}, %n bonus(es) each)",
                n=top,
                cells=_cells_text(rp),
            ),
        ), r
    # 4. the nearest reachable cell toward a possible destination, ignoring other warriors
    blocked = locs if locations_block else set()
    per_dest = {p: walk_distances(sit, [p], blocked) for p in possible}
    dist: dict[Cell, int] = {}
    for c in reachable:
        ds = [d[c] for d in per_dest.values() if c in d]
        if ds:
            dist[c] = min(ds)
    if not dist:
        base.rule = 4
        base.reason = msg(
            "rule 4: no possible destination can be walked to from any "
            "reachable cell: it does not move"
        )
        return base, r
    near = min(dist.values())
    tied = [c for c in reachable if dist.get(c) == near]
    toward = {c: [p for p, d in per_dest.items() if d.get(c) == near] for c in tied}
    score = {c: max(bonus[p] for p in toward[c]) for c in tied}
    best_score = max(score.values())
    pref_tied = [c for c in tied if score[c] == best_score]
    if near == 0:
        why = msg(
            "rule 4: no preferred destination is reachable, so it takes the nearest "
            "cell toward a possible destination: a possible destination it can reach "
            "itself"
        )
    else:
        why = msg(
            "rule 4: no possible destination settles it, so it moves to the nearest "
            "reachable cell toward one: %n step(s) from {cells} ignoring other warriors",
            n=near,
            cells=_cells_text(sorted({p for c in tied for p in toward[c]})),
        )
    if len(tied) > 1:
        why = msg("{why}; equally near: {cells}", why=why, cells=_cells_text(tied))
        if len(pref_tied) < len(tied):
            why = msg(
                "{why}; toward the preferred destination (%n bonus(es)): {cells}",
                n=best_score,
                why=why,
                cells=_cells_text(pref_tied),
            )
    choice = done(4, pref_tied, why)
    choice.toward = toward[choice.end]
    return choice, r
