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
characters.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from tabletop_ai.geometry import Cell
from tabletop_ai.gloomhaven.hexmap import HexMap

BIG = 10**9


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
        words = [w for w, on in (("flying", self.flying), ("jumping", self.jumping),
                                 ("teleporting", self.teleport)) if on]
        return " and ".join(words) if words else "walking"


@dataclass
class Travel:
    """Fewest negative hexes, then fewest movement, from ``start`` to every hex."""

    start: Cell
    traps: dict[Cell, int] = field(default_factory=dict)
    dist: dict[Cell, int] = field(default_factory=dict)
    #: the hex each hex was reached from, and the hexes crossed on that step (slides)
    parent: dict[Cell, tuple[Cell, tuple[Cell, ...]]] = field(default_factory=dict)

    def path(self, to: Cell) -> list[Cell]:
        """The hexes from ``start`` to ``to`` (empty when it cannot be reached)."""
        if to not in self.dist:
            return []
        out: list[Cell] = []
        c = to
        while c != self.start:
            prev, steps = self.parent[c]
            out[:0] = list(steps)
            c = prev
        return [self.start, *out]


    def slid(self, to: Cell) -> bool:
        """Does the way to ``to`` slide over icy terrain somewhere?"""
        c = to
        while c != self.start and c in self.parent:
            prev, steps = self.parent[c]
            if len(steps) > 1:
                return True
            c = prev
        return False


class Mover:
    """Where a monster may go on one map state, for one movement mode."""

    def __init__(self, hm: HexMap, mode: MoveMode, me: Cell, allies: set[Cell],
                 enemies: set[Cell]) -> None:
        self.hm = hm
        self.mode = mode
        self.me = me
        self.allies = allies
        self.enemies = enemies
        figures = allies | enemies
        blocked_end = hm.wall_hexes | (frozenset() if mode.flying else hm.obstacles)
        self._ends = frozenset(c for c in hm.cells if c not in blocked_end
                               and (c == me or c not in figures))
        if mode.teleport:
            self._passable = frozenset(hm.cells)
        elif mode.flying or mode.jumping:
            self._passable = frozenset(hm.cells) - hm.wall_hexes
        else:
            self._passable = (frozenset(hm.cells) - hm.wall_hexes - hm.obstacles
                              - frozenset(enemies))
        self._traps = frozenset() if mode.flying else hm.negatives
        self._icy = hm.icy if mode.walking else frozenset()
        self._cache: dict[Cell, Travel] = {}

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
        (label-correcting: a hex is looked at again whenever a better way to it appears)."""
        hit = self._cache.get(start)
        if hit is not None:
            return hit
        hm, mode = self.hm, self.mode
        out = Travel(start, {start: 0}, {start: 0})
        traps, dist, parent = out.traps, out.dist, out.parent
        passable, icy, trapset, allies = self._passable, self._icy, self._traps, self.allies
        difficult = hm.difficult if mode.walking else frozenset()
        links, sides = hm.links, hm.sides
        queue: deque[Cell] = deque([start])
        accumulate = not (mode.jumping or mode.teleport)
        while queue:
            cur = queue.popleft()
            d0, t0 = dist[cur], traps[cur]
            for k, n, walled in links[cur]:
                if walled or n not in passable:
                    continue
                steps = [n]
                slide = False
                while n in icy:
                    slide = True
                    nxt = sides[n][k]
                    if (nxt is None or nxt not in passable or nxt in allies
                            or hm.walled(n, nxt)):
                        break
                    n = nxt
                    steps.append(n)
                nd = d0 + (2 if (not slide and n in difficult) else 1)
                nt = (n in trapset) + (t0 if accumulate else 0)
                if (nt, nd) < (traps.get(n, BIG), dist.get(n, BIG)):
                    traps[n], dist[n] = nt, nd
                    parent[n] = (cur, tuple(steps))
                    queue.append(n)
        if mode.jumping and not mode.teleport and mode.jump_difficult:
            for c in out.dist:
                if c != start and hm.is_difficult(c):
                    out.dist[c] += 1
        self._cache[start] = out
        return out
