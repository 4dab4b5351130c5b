"""A situation: a working copy of the board while a group is planned, plus cached indexes.

Figures activate one after another and each plans on the board the previous ones left
(spec 9), so the planner moves figures in this working copy, never in the caller's board.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Board, Figure
from tabletop_ai.engine.cache import Bounded, kept
from tabletop_ai.engine.sight import Sight, SightRule, sight_rule
from tabletop_ai.engine.topology import (
    MOBILITY_MASSIVE,
    MOBILITY_MOBILE,
    MOBILITY_NORMAL,
    Topology,
    topology_for,
)
from tabletop_ai.geometry import Cell, TurnedCell

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import Candidate, RuleSet


class Situation:
    """The board being planned on, its topology and where every figure stands."""

    def __init__(self, board: Board, rules: RuleSet, copy: bool = True) -> None:
        self.board = board.copy() if copy else board
        self.rules = rules
        self.topo: Topology = topology_for(self.board)
        self._occ: dict[Cell, str] = {}
        #: sight with the figures where they stand (:meth:`sight`), until one moves
        self._sight_cache: dict[tuple[object, ...], Sight] = {}
        #: target rankings kept for the plan (:meth:`RuleSet.target_order`), keyed on what
        #: they read
        self.rankings: Bounded[tuple[object, ...], list[Candidate]] = Bounded()
        #: counted distances by footprint (top-left cell, size): they depend on the map only
        self._dist: Bounded[tuple[Cell, tuple[int, int]], Mapping[Cell, int]] = Bounded()
        self._reindex()

    def _reindex(self) -> None:
        """Index where figures stand. A figure at health 0 is defeated (how the AE flow
        marks defeat; RRG "Defeated": the figure is removed from the map): it stands
        nowhere, so it blocks no cell and no sight and is never a target."""
        self._occ = {}
        for f in self.board.figures:
            if f.health <= 0:
                continue
            for c in f.cells():
                self._occ[c] = f.id
        self._sight_cache.clear()

    # -- figures ---------------------------------------------------------------------------
    def figure(self, fid: str) -> Figure:
        return self.board.figure(fid)

    def occupant(self, cell: Cell) -> str | None:
        """Id of the figure covering ``cell``, if any."""
        return self._occ.get(cell)

    def occupants(self, cell: Cell) -> list[str]:
        """Ids of every figure covering ``cell``, in board order (a hex wargame's stack,
        ``board/stacks.py``; one figure at most elsewhere)."""
        c = Cell(*cell)
        return [f.id for f in self.board.figures if c in f.cells()]

    def move_figure(self, fid: str, to: Cell) -> None:
        """Put a figure's top-left cell on ``to`` (the planner's "apply this move"); a
        :class:`~tabletop_ai.geometry.TurnedCell` also turns its footprint (a rotated large
        figure)."""
        f = self.figure(fid)
        for c in f.cells():
            if self._occ.get(c) == fid:
                del self._occ[c]
        size = to.turned if isinstance(to, TurnedCell) else f.size
        f = dataclasses.replace(f, at=Cell(to[0], to[1]), size=size)
        self.board.put_figure(f)
        for c in f.cells():
            self._occ[c] = fid
        self._sight_cache.clear()

    def update_figure(self, fid: str, **changes: Any) -> Figure:
        """Give figure ``fid`` new field values in the working board (its health after a
        wound, ...) and return its new record; a move is :meth:`move_figure`."""
        return self.board.update_figure(fid, **changes)

    def open_door(self, between: tuple[Cell, Cell]) -> None:
        """Open the door on edge ``between`` in the working board (a figure interacted with
        it): the map changed, so topology, counted distances and sight are worked out anew."""
        door = self.board.door(*between)
        if door is None or door.open:
            return
        self.board.put_door(door, dataclasses.replace(door, open=True))
        self.topo = topology_for(self.board)
        self._dist.clear()
        self._sight_cache.clear()

    def remove_figure(self, fid: str) -> None:
        """Take a destroyed figure off the working board."""
        f = self.figure(fid)
        self.board.figures.remove(f)
        self._reindex()

    def hostile(self, a: Figure, b: Figure) -> bool:
        """Player figures are hostile to AI figures (spec 4)."""
        return a.side != b.side

    def hostiles_of(self, fig: Figure) -> list[Figure]:
        """Hostile figures still in the fight (health above 0), in board order."""
        return [f for f in self.board.figures if self.hostile(fig, f) and f.health > 0]

    def mobility(self, fig: Figure) -> str:
        if fig.has("massive"):
            return MOBILITY_MASSIVE
        if fig.has("mobile"):
            return MOBILITY_MOBILE
        return MOBILITY_NORMAL

    def free_for(self, fig: Figure, anchor: Cell) -> bool:
        """True when ``fig`` may end a move with its top-left cell on ``anchor``: no other
        figure on its footprint (spec 7, "never ends its move in an occupied cell")."""
        for c in fig.cells(anchor):
            o = self._occ.get(c)
            if o is not None and o != fig.id:
                return False
        return True

    # -- counting --------------------------------------------------------------------------
    def distances_to(self, fig: Figure) -> Mapping[Cell, int]:
        """Counted spaces from every cell to the nearest cell of ``fig`` (searched only as
        far as asked: :meth:`Topology.counts_from`)."""
        key = (fig.at, fig.size)  # counting ignores figures: the footprint is all it needs
        hit = self._dist.hit(key)
        if hit is None:
            hit = self._dist[key] = self.topo.counts_from(fig.cells())
        return hit

    def count(self, a: Figure, b: Figure, a_at: Cell | None = None) -> int | None:
        """Counted spaces between two figures (``a`` optionally standing at ``a_at``).

        Counting is symmetric (spec 7: steps over adjacent cells, which is a symmetric
        relation; sources and ends are never "passed through"), so with both figures where
        they stand one search from ``a`` answers the distance to every other figure (the
        planning figure ranking its targets), unless ``b``'s is already at hand."""
        kb = (b.at, b.size)
        if (a_at is None or a_at == a.at) and kb not in self._dist:
            dist_a = self.distances_to(a)
            vals = [dist_a[c] for c in b.cells() if c in dist_a]
            return min(vals) if vals else None
        dist = self.distances_to(b)
        if a.size == (1, 1):
            return dist.get(a.at if a_at is None else a_at)
        vals = [dist[c] for c in a.cells(a_at) if c in dist]
        return min(vals) if vals else None

    def count_from(self, cells: Iterable[Cell], target: Figure) -> int | None:
        dist = self.distances_to(target)
        vals = [dist[c] for c in cells if c in dist]
        return min(vals) if vals else None

    def adjacent(self, a: Figure, b: Figure, a_at: Cell | None = None) -> bool:
        return self.topo.areas_adjacent(a.cells(a_at), b.cells())

    # -- sight -----------------------------------------------------------------------------
    def sight(
        self, viewer: Figure, target: Figure, at: Cell | None = None, target_at: Cell | None = None
    ) -> Sight:
        """Line of sight from ``viewer`` (optionally standing at ``at``) to ``target``
        (optionally standing at ``target_at``: "would it see me there?").

        Figures block sight (spec 7) except the two themselves; "Figures do not block line of
        sight to or from a Massive figure" (Consolidated IA Rules p.41). Figures only ever
        block more (spec 7 conditions 1-4 with fewer obstacles), so a line the map blocks is
        blocked, and a clear one stays the answer when no other figure stands inside the box
        round both footprints (every line and triangle between them lies in it)."""
        at = viewer.at if at is None else at
        tat = target.at if target_at is None else target_at
        key = (viewer.id, at, target.id, tat)
        hit = self._sight_cache.get(key)
        if hit is not None:
            return hit
        rule = self.sight_rule()
        vc, tc = viewer.cells(at), target.cells(tat)
        s = self.map_sight(vc, tc)
        if s.clear and rule.figures_block and not (viewer.has("massive") or target.has("massive")):
            xs = [c[0] for c in vc] + [c[0] for c in tc]
            ys = [c[1] for c in vc] + [c[1] for c in tc]
            x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
            skip = (viewer.id, target.id)
            blockers = [c for c, fid in self._occ.items() if fid not in skip]
            if any(x0 <= c[0] <= x1 and y0 <= c[1] <= y1 for c in blockers):
                s = rule.sight(vc, tc, blockers)
        self._sight_cache[key] = s
        return s

    def map_sight(self, viewer: list[Cell], target: list[Cell]) -> Sight:
        """Sight between two footprints with no figure in the way, by the rule set's rule:
        it depends on the map only, so it is kept with the topology and survives figure
        moves."""
        rule, prefix = self._map_rule()
        return self._map_sight(rule, prefix, viewer, target)

    def map_hides(self, viewer: Figure, target: Figure, ats: Iterable[Cell]) -> bool:
        """True when the map alone hides ``target`` from ``viewer`` standing on every one of
        the cells ``ats``: no line of sight from any of them, whatever the figures (they only
        ever block more, spec 7)."""
        rule, prefix = self._map_rule()
        tc = target.cells()
        return not any(self._map_sight(rule, prefix, viewer.cells(c), tc).clear for c in ats)

    def _map_rule(self) -> tuple[SightRule, tuple[object, ...]]:
        """The rule :meth:`map_sight` asks and the start of the keys its answers are kept
        under with the topology."""
        name = self.rules.sight_rule(self.board)
        graze = self.board.rules.los_graze
        return sight_rule(self.topo, name, graze), ("map-sight", name, graze)

    def _map_sight(
        self, rule: SightRule, prefix: tuple[object, ...], viewer: list[Cell], target: list[Cell]
    ) -> Sight:
        key = (*prefix, tuple(viewer), tuple(target))
        return kept(self.topo.derived, key, lambda: rule.sight(viewer, target, []))

    def sight_rule(self, name: str | None = None) -> SightRule:
        """The line-of-sight rule ``name`` (default: the one the rule set draws with,
        :meth:`RuleSet.sight_rule`) prepared for this map (kept with the topology)."""
        name = name or self.rules.sight_rule(self.board)
        return sight_rule(self.topo, name, self.board.rules.los_graze)
