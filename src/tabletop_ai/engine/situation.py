"""A situation: a working copy of the board while a group is planned, plus cached indexes.

Figures activate one after another and each plans on the board the previous ones left
(spec 9), so the planner moves figures in this working copy, never in the caller's board.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from tabletop_ai.board.model import Board, Figure
from tabletop_ai.engine.sight import Sight, SightRule, sight_rule
from tabletop_ai.engine.topology import (
    MOBILITY_MASSIVE,
    MOBILITY_MOBILE,
    MOBILITY_NORMAL,
    SIGHT_BLOCKING,
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
        self._sight_cache: dict[tuple[object, ...], Sight] = {}
        #: the sight rules asked for, by name (:meth:`sight_kernel`)
        self._kernels: dict[str, SightRule] = {}
        #: the lattice corners of a footprint standing on each of a list of cells, sorted,
        #: and the footprints holding each (:meth:`map_hides`), by footprint size and cells
        self._corners: dict[
            tuple[object, ...],
            tuple[list[tuple[int, int]], Mapping[tuple[int, int], list[list[Cell]]], bool],
        ] = {}
        #: target rankings kept for the plan (:meth:`RuleSet.target_order`), keyed on what
        #: they read
        self.rankings: dict[tuple[object, ...], list[Candidate]] = {}
        #: counted distances by footprint (top-left cell, size): they depend on the map only
        self._dist: dict[tuple[Cell, tuple[int, int]], Mapping[Cell, int]] = {}
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
        if isinstance(to, TurnedCell):
            f.size = to.turned
        f.at = Cell(to[0], to[1])
        for c in f.cells():
            self._occ[c] = fid
        self._sight_cache.clear()

    def open_door(self, between: tuple[Cell, Cell]) -> None:
        """Open the door on edge ``between`` in the working board (a figure interacted with
        it): the map changed, so topology, counted distances and sight are worked out anew."""
        door = self.board.door(*between)
        if door is None or door.open:
            return
        door.open = True
        self.topo = topology_for(self.board)
        self._kernels.clear()
        self._dist.clear()
        self._sight = None
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
        hit = self._dist.get(key)
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
        sight to or from a Massive figure" (Consolidated IA Rules p.41)."""
        at = viewer.at if at is None else at
        tat = target.at if target_at is None else target_at
        key = (viewer.id, at, target.id, tat)
        hit = self._sight_cache.get(key)
        if hit is not None:
            return hit
        name = self.rules.sight_rule(self.board)
        rule = self.sight_kernel(name)
        vc, tc = viewer.cells(at), target.cells(tat)
        # sight with no figure in the way depends on the map only: kept with the topology,
        # it survives figure moves. Figures only ever block more, so a line blocked by the
        # map is blocked; a clear one stays the answer when no other figure stands inside
        # the box round both footprints (every line and triangle between them lies in it)
        base = self._map_sight(name, rule, vc, tc)
        s = base
        if (
            base.clear
            and rule.figures_block
            and not (viewer.has("massive") or target.has("massive"))
        ):
            xs = [c[0] for c in vc] + [c[0] for c in tc]
            ys = [c[1] for c in vc] + [c[1] for c in tc]
            x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
            skip = (viewer.id, target.id)
            blockers = [c for c, fid in self._occ.items() if fid not in skip]
            if any(x0 <= c[0] <= x1 and y0 <= c[1] <= y1 for c in blockers):
                s = rule.sight(vc, tc, blockers)
        self._sight_cache[key] = s
        return s

    def _map_sight(self, name: str, rule: SightRule, vc: list[Cell], tc: list[Cell]) -> Sight:
        """Sight between two footprints with no figure in the way: it depends on the map
        only, so it is kept with the topology and survives figure moves."""
        mkey = ("map-sight", name, self.board.rules.los_graze, tuple(vc), tuple(tc))
        base = self.topo.derived.hit(mkey)
        if base is None:
            base = rule.sight(vc, tc, [])
            self.topo.derived[mkey] = base
        assert isinstance(base, Sight)
        return base

    def map_hides(self, viewer: Figure, target: Figure, ats: Iterable[Cell]) -> bool:
        """True when the map alone hides ``target`` from ``viewer`` standing on any of the
        cells ``ats``: no line of sight from any of them, whatever the figures (they only
        ever block more, spec 7). Asked of the sight rule when it can answer for a whole set
        of places at once (corner-to-corner: :meth:`SquareSight.hides_all`, told which
        footprints each corner belongs to, so that corners the walls alone do not hide are
        tried by the plain definition); otherwise False, which proves nothing. The answer
        depends on the map only: kept with the topology."""
        name = self.rules.sight_rule(self.board)
        rule = self.sight_kernel(name)
        hides = getattr(rule, "hides_all", None)
        if hides is None:
            return False
        cells = tuple(ats)
        if not cells:
            return False
        tc = target.cells()
        mkey = ("map-hides", name, self.board.rules.los_graze, viewer.size, cells, tuple(tc))
        known = self.topo.derived.hit(mkey)
        if known is not None:
            return bool(known)
        # first the place nearest the target (fewest grid steps between the boxes, then
        # reading order: about the one "move to attack" asks first): when the map lets it
        # see the target, nothing is hidden, and that answer, kept with the topology, is at
        # hand when "move to attack" asks for it
        tx0 = min(t[0] for t in tc)
        tx1 = max(t[0] for t in tc)
        ty0 = min(t[1] for t in tc)
        ty1 = max(t[1] for t in tc)
        # (the least key (max(tx0 - x, x - tx1, ty0 - y, y - ty1), y, x), written out)
        near = cells[0]
        best: tuple[int, int, int] | None = None
        for c in cells:
            cx, cy = c
            a, b = tx0 - cx, cx - tx1
            gap = a if a > b else b
            a, b = ty0 - cy, cy - ty1
            if b > a:
                a = b
            if a > gap:
                gap = a
            if best is None or (gap, cy, cx) < best:
                best, near = (gap, cy, cx), c
        if self._map_sight(name, rule, viewer.cells(near), tc).clear:
            hidden = False
        else:
            points, owners, on_blocking = self._owned_corners(viewer, cells)
            hidden = bool(hides(points, tc, presorted=True, owners=owners, on_blocking=on_blocking))
        self.topo.derived[mkey] = hidden
        return hidden

    def _owned_corners(
        self, viewer: Figure, cells: tuple[Cell, ...]
    ) -> tuple[list[tuple[int, int]], Mapping[tuple[int, int], list[list[Cell]]], bool]:
        """The lattice corners of ``viewer`` standing on each of ``cells``, sorted, the
        footprints holding each, and whether some footprint stands on blocking terrain or
        off the map (:meth:`map_hides`; "move to attack" asks of each target in turn from the same
        cells, so they are listed once)."""
        key = (viewer.size, cells)
        entry = self._corners.get(key)
        if entry is None:
            if len(self._corners) > 64:
                self._corners.clear()
            terrain = self.topo.terrain
            w, h = self.topo.grid.width, self.topo.grid.height
            if viewer.size == (1, 1) and not any(isinstance(c, TurnedCell) for c in cells):
                # a small figure's footprint is its cell: the corners are those of the
                # cells, and the footprints holding a corner are the cells round it that
                # are among them, listed only for the few corners asked (_SmallOwners)
                points: set[tuple[int, int]] = set()
                for x, y in cells:
                    points.update(((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)))
                small = _SmallOwners(set(cells))
                blocked = any(
                    terrain.get(a) in SIGHT_BLOCKING or not (0 <= a[0] < w and 0 <= a[1] < h)
                    for a in cells
                )
                entry = self._corners[key] = (sorted(points), small, blocked)
                return entry
            owners: dict[tuple[int, int], list[list[Cell]]] = {}
            on_blocking = False
            for at in cells:
                fp = viewer.cells(at)
                for a in fp:
                    if not on_blocking and (
                        terrain.get(a) in SIGHT_BLOCKING or not (0 <= a[0] < w and 0 <= a[1] < h)
                    ):
                        on_blocking = True
                    for p in (
                        (a[0], a[1]),
                        (a[0] + 1, a[1]),
                        (a[0], a[1] + 1),
                        (a[0] + 1, a[1] + 1),
                    ):
                        held = owners.get(p)
                        if held is None:
                            owners[p] = [fp]
                        elif held[-1] is not fp:  # a footprint's cells come together
                            held.append(fp)
            entry = self._corners[key] = (sorted(owners), owners, on_blocking)
        return entry

    def sight_kernel(self, name: str | None = None) -> SightRule:
        """The line-of-sight rule ``name`` (default: the one the rule set draws with,
        :meth:`RuleSet.sight_rule`) prepared for this map; kept with the topology, and by
        name here for this plan (asked once per sight line)."""
        name = name or self.rules.sight_rule(self.board)
        rule = self._kernels.get(name)
        if rule is None:
            rule = self._kernels[name] = sight_rule(self.topo, name, self.board.rules.los_graze)
        return rule


class _SmallOwners(Mapping[tuple[int, int], list[list[Cell]]]):
    """For a small figure standing on any of ``cells``: the footprints (one cell each)
    holding each lattice corner, the cells round the corner that are among ``cells``
    (:meth:`Situation._owned_corners`), worked out when asked. In the order a cell-by-cell
    listing in reading order gives."""

    def __init__(self, cells: set[Cell]) -> None:
        self._cells = cells

    def __getitem__(self, p: tuple[int, int]) -> list[list[Cell]]:
        x, y = p
        cells = self._cells  # a Cell hashes and compares as the plain pair
        out = [[Cell(*c)] for c in ((x - 1, y - 1), (x, y - 1), (x - 1, y), (x, y)) if c in cells]
        if not out:
            raise KeyError(p)
        return out

    def __iter__(self) -> Iterator[tuple[int, int]]:
        seen: set[tuple[int, int]] = set()
        for c in sorted(self._cells, key=lambda c: (c[1], c[0])):
            for p in ((c[0], c[1]), (c[0] + 1, c[1]), (c[0], c[1] + 1), (c[0] + 1, c[1] + 1)):
                if p not in seen:
                    seen.add(p)
                    yield p

    def __len__(self) -> int:
        return sum(1 for _p in self)
