"""Monster movement: the shortest way that enters the fewest negative hexes.

Gloomhaven rulebook, "Monster Movement" (paraphrased): a monster moves along the shortest path
to a hex from which it can attack its focus, and avoids negative hexes (traps, hazardous
terrain) whenever it can — so routes are compared first by the negative hexes
they enter, then by the movement they cost. Costs, per step into a hex:

- 1, or 2 into difficult terrain when walking;
- **flying** monsters pass over everything but wall hexes, may end on obstacles and ignore
  traps and terrain;
- **jumping** monsters pass over figures and obstacles; only the last hex's trap counts
  (Gloomhaven also charges difficult terrain on the last hex: ``gh_jump_difficult``);
- **teleporting** monsters pass through anything, thin walls excepted (Frosthaven);
- **icy** terrain (Frosthaven): a walking figure that enters it slides on in the same
  direction until it leaves the ice or is stopped by a wall, an obstacle, the map's edge or
  another figure; the whole slide costs the one step.

A figure never ends on another figure; a walking monster passes its allies but not
characters. An impassable edge (an obstacle on one side of a hex) stops a walking monster's
step or slide across it, like an obstacle; flying and jumping monsters pass over it.

Routes are found by the kernel's one search (:func:`tabletop_ai.geometry.paths.search`) with
costs ``(negative hexes, movement)`` compared in that order, written as one number
``negative hexes * scale + movement`` (:func:`cost_scale`: the same order and the same sums as
the pairs, cheaper to add and compare); a slide is one step passing several hexes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tabletop_ai.geometry.paths import Paths, search
from tabletop_ai.gloomhaven.hexmap import HexMap

BIG = 10**9


def cost_scale(hm: HexMap) -> int:
    """A number above the movement of any way the searches settle or try on ``hm``: a least
    way visits each hex once, at 2 movement a hex at most, and a tried step adds at most 2
    more. With it ``(negative hexes, movement)`` is written ``negative hexes * scale +
    movement``: the numbers compare as the pairs do (movement never carries into the
    negative hexes) and add as they do."""
    return 2 * len(hm.cells) + 4


@dataclass(frozen=True)
class MoveMode:
    """How one monster action moves."""

    flying: bool = False
    jumping: bool = False
    teleport: bool = False
    #: Gloomhaven: a jump still pays for difficult terrain on its last hex
    jump_difficult: bool = False

    @property
    def walking(self) -> bool:
        return not (self.flying or self.jumping or self.teleport)

    def describe(self) -> str:
        words = [
            w
            for w, on in (
                ("flying", self.flying),
                ("jumping", self.jumping),
                ("teleporting", self.teleport),
            )
            if on
        ]
        return " and ".join(words) if words else "walking"


@dataclass
class Travel:
    """Fewest negative hexes, then fewest movement, from ``start`` to every hex."""

    start: Cell
    traps: dict[Cell, int] = field(default_factory=dict)
    dist: dict[Cell, int] = field(default_factory=dict)
    #: the search behind it: one way to every hex, with the hexes a slide passes (its costs
    #: are written as one number, :func:`cost_scale`)
    paths: Paths[Cell, int] | None = None

    def path(self, to: Cell) -> list[Cell]:
        """The hexes from ``start`` to ``to`` (empty when it cannot be reached)."""
        if to not in self.dist:
            return []
        return self.paths.path(to) if self.paths is not None else [self.start]

    def slid(self, to: Cell) -> bool:
        """Does the way to ``to`` slide over icy terrain somewhere?"""
        if self.paths is None:
            return False
        parent = self.paths.parent
        c = to
        while c != self.start and c in parent:
            prev, via = parent[c]
            if via is not None:
                return True
            c = prev
        return False


class Mover:
    """Where a monster may go on one map state, for one movement mode."""

    def __init__(
        self, hm: HexMap, mode: MoveMode, me: Cell, allies: set[Cell], enemies: set[Cell]
    ) -> None:
        self.hm = hm
        self.mode = mode
        self.me = me
        self.allies = allies
        self.enemies = enemies
        figures = allies | enemies
        blocked_end = hm.wall_hexes | (frozenset() if mode.flying else hm.obstacles)
        self._ends = frozenset(
            c for c in hm.cells if c not in blocked_end and (c == me or c not in figures)
        )
        if mode.teleport:
            self._passable = frozenset(hm.cells)
        elif mode.flying or mode.jumping:
            self._passable = frozenset(hm.cells) - hm.wall_hexes
        else:
            self._passable = frozenset(hm.cells) - hm.wall_hexes - hm.obstacles - frozenset(enemies)
        self._traps = frozenset() if mode.flying else hm.negatives
        self._icy = hm.icy if mode.walking else frozenset()
        self._cache: dict[Cell, Travel] = {}
        self._toward: dict[Cell, dict[Cell, tuple[int, int]]] = {}
        self._scale = cost_scale(hm)
        self._steps: dict[Cell, list[tuple[Cell, int, tuple[Cell, ...] | None]]] = {}

    def can_end(self, c: Cell) -> bool:
        """May the monster end its move on ``c``? (Not on a wall hex or another figure; not
        on an obstacle unless flying.)"""
        return c in self._ends

    def can_pass(self, c: Cell) -> bool:
        """May the monster move through ``c``? (Walking: not wall hexes, obstacles or
        characters; flying and jumping: anything but wall hexes; teleport: anything.)"""
        return c in self._passable

    def is_trap(self, c: Cell) -> bool:
        return c in self._traps

    def slides(self, c: Cell) -> bool:
        return c in self._icy

    def search(self, start: Cell) -> Travel:
        """Fewest negative hexes entered, then fewest movement points, from ``start``
        (jumping and teleporting: only the last hex's trap counts)."""
        hit = self._cache.get(start)
        if hit is not None:
            return hit
        hm, mode = self.hm, self.mode
        passable, icy, trapset, allies = self._passable, self._icy, self._traps, self.allies
        difficult = hm.difficult if mode.walking else frozenset()
        links, sides = hm.links, hm.sides
        walls = hm.move_walls if mode.walking else hm.thin_walls
        walking = mode.walking
        accumulate = not (mode.jumping or mode.teleport)
        scale = self._scale

        memo = self._steps

        def steps(cur: Cell) -> list[tuple[Cell, int, tuple[Cell, ...] | None]]:
            # the steps out of a hex are the same in every search of this mover (the
            # forward searches on icy terrain make many): worked out once each
            hit = memo.get(cur)
            if hit is not None:
                return hit
            out: list[tuple[Cell, int, tuple[Cell, ...] | None]] = []
            memo[cur] = out
            for k, n, walled, impassable in links[cur]:
                if walled or (walking and impassable) or n not in passable:
                    continue
                passed = [n]
                while n in icy:
                    nxt = sides[n][k]
                    if nxt is None or nxt not in passable or nxt in allies or edge(n, nxt) in walls:
                        break
                    n = nxt
                    passed.append(n)
                slide = len(passed) > 1
                mp = 2 if (not slide and n in difficult) else 1
                trap = scale if (accumulate and n in trapset) else 0
                out.append((n, trap + mp, tuple(passed) if slide else None))
            return out

        found = search([start], steps, 0)
        out = Travel(start, paths=found)
        for c, cost in found.cost.items():
            t, d = divmod(cost, scale)
            out.traps[c] = t if accumulate or c == start else int(c in trapset)
            out.dist[c] = d
        if mode.jumping and not mode.teleport and mode.jump_difficult:
            for c in out.dist:
                if c != start and hm.is_difficult(c):
                    out.dist[c] += 1
        self._cache[start] = out
        return out

    def toward(self, dest: Cell) -> dict[Cell, tuple[int, int]] | None:
        """``(negative hexes, movement)`` of the best way from every hex to ``dest``, as
        :meth:`search` from each hex would find it, in one search back from ``dest``.

        A step's cost depends only on the hex it enters, so a way's cost read backwards is
        the same sum; a hex that may not be passed is only ever a way's first hex. None with
        icy terrain (slides go one way only): then search forward from each hex."""
        hit = self._toward.get(dest)
        if hit is not None:
            return hit
        mode = self.mode
        accumulate = not (mode.jumping or mode.teleport)
        if self._icy:
            return None
        hm, passable, trapset = self.hm, self._passable, self._traps
        difficult = hm.difficult if mode.walking else frozenset()
        walking = mode.walking
        links = hm.links
        scale = self._scale

        def steps(v: Cell) -> list[tuple[Cell, int, None]]:
            # the ways into ``v``: from each neighbour u, entering v (v must be passable,
            # and so must u unless it is where the way starts: then it is not expanded)
            if v not in passable:
                return []
            cost = (scale if (accumulate and v in trapset) else 0) + (2 if v in difficult else 1)
            return [
                (u, cost, None)
                for _k, u, walled, impassable in links[v]
                if not (walled or (walking and impassable))
            ]

        found = search([dest], steps, 0)
        out: dict[Cell, tuple[int, int]] = {}
        for c, cost in found.cost.items():
            t, d = divmod(cost, scale)
            if c != dest:
                if not accumulate:
                    t = int(dest in trapset)
                if (
                    mode.jumping
                    and not mode.teleport
                    and mode.jump_difficult
                    and hm.is_difficult(dest)
                ):
                    d += 1
            out[c] = (t, d)
        self._toward[dest] = out
        return out
