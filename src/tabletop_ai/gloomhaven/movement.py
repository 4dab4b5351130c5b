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

Routes are networkx's Dijkstra on one directed graph per map and way of moving
(:func:`move_graph`, kept with the map), with costs ``(negative hexes, movement)`` compared
in that order, written as one number ``negative hexes * scale + movement`` (:func:`cost_scale`:
the same order and the same sums as the pairs). A slide is an edge that carries the hexes it
passes; where figures stand decides, through the weight function, which steps and slides can
be taken.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from tabletop_ai.engine.cache import Bounded, kept
from tabletop_ai.engine.movement import route
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tabletop_ai.gloomhaven.hexmap import HexMap

if TYPE_CHECKING:
    import networkx as nx

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


def move_graph(hm: HexMap, mode: MoveMode) -> nx.DiGraph:
    """The steps a monster moving this way may take on ``hm``'s map, whoever stands where
    (module docstring): an edge from each hex to each neighbour it may enter (walking: not a
    wall hex or obstacle, not across a thin wall or impassable edge; flying and jumping: not
    a wall hex, not across a thin wall; teleporting: anywhere but across a thin wall), with
    its ``cost``. Walking onto icy terrain, an edge leads to every hex the slide may stop on,
    carrying the hexes passed (``via``) and the hex after (``next``: the slide stops there
    only when a figure stands on it). Kept with the map."""
    key = ("gloomhaven-moves", mode.flying, mode.jumping, mode.teleport)
    return kept(hm.topo.derived, key, lambda: _move_graph(hm, mode))


def _move_graph(hm: HexMap, mode: MoveMode) -> nx.DiGraph:
    import networkx as nx

    walking = mode.walking
    if mode.teleport:
        passable = frozenset(hm.cells)
    elif walking:
        passable = frozenset(hm.cells) - hm.wall_hexes - hm.obstacles
    else:
        passable = frozenset(hm.cells) - hm.wall_hexes
    traps = frozenset() if mode.flying else hm.negatives
    accumulate = not (mode.jumping or mode.teleport)
    icy = hm.icy if walking else frozenset()
    difficult = hm.difficult if walking else frozenset()
    walls = hm.move_walls if walking else hm.thin_walls
    scale = cost_scale(hm)
    g = nx.DiGraph()
    g.add_nodes_from(hm.cells)
    for u in hm.cells:
        for k, n, walled, impassable in hm.links[u]:
            if walled or (walking and impassable) or n not in passable:
                continue
            passed = [n]
            while passed[-1] in icy:
                m = passed[-1]
                nxt = hm.sides[m][k]
                if nxt is None or nxt not in passable or edge(m, nxt) in walls:
                    break
                passed.append(nxt)
            for j, v in enumerate(passed):
                mp = 2 if (j == 0 and v in difficult) else 1
                g.add_edge(
                    u,
                    v,
                    cost=(scale if (accumulate and v in traps) else 0) + mp,
                    via=tuple(passed[: j + 1]) if j else None,
                    next=passed[j + 1] if j + 1 < len(passed) else None,
                )
    return g


@dataclass
class Travel:
    """Fewest negative hexes, then fewest movement, from ``start`` to every hex."""

    start: Cell
    traps: dict[Cell, int] = field(default_factory=dict)
    dist: dict[Cell, int] = field(default_factory=dict)
    #: the search behind it: each hex's predecessors on its best ways (the graph's nodes:
    #: a slide's end hexes)
    pred: dict[Cell, list[Cell]] = field(default_factory=dict)
    #: the graph searched (:func:`move_graph`): its edges name the hexes a slide passes
    graph: nx.DiGraph | None = None

    def _steps(self, to: Cell) -> list[tuple[Cell, Cell]]:
        return list(pairwise(route(self.pred, to) if to in self.pred else [self.start]))

    def path(self, to: Cell) -> list[Cell]:
        """The hexes from ``start`` to ``to`` (empty when it cannot be reached), the hexes
        a slide passes included: of equally good ways, the one
        :func:`~tabletop_ai.engine.movement.route` draws."""
        if to not in self.dist:
            return []
        out = [self.start]
        for a, b in self._steps(to):
            via = self.graph.edges[a, b]["via"] if self.graph is not None else None
            out.extend(via if via is not None else (b,))
        return out

    def slid(self, to: Cell) -> bool:
        """Does the way to ``to`` slide over icy terrain somewhere?"""
        g = self.graph
        return g is not None and any(g.edges[a, b]["via"] for a, b in self._steps(to))


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
        #: searches from a hex and back to a hex, kept while the monster's turn is planned
        self._from: Bounded[Cell, Travel] = Bounded()
        self._toward: Bounded[Cell, dict[Cell, tuple[int, int]]] = Bounded()
        self._scale = cost_scale(hm)
        self._graph = move_graph(hm, mode)

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

    def _weight(self) -> Callable[[Cell, Cell, dict[str, Any]], int | None]:
        """The cost of a step or slide with the figures where they stand: a walking monster
        enters no character's hex, slides past no figure, and stops a slide before the end
        of the ice only in front of a figure (module docstring)."""
        if not self.mode.walking:
            return lambda u, v, d: int(d["cost"])
        enemies = self.enemies
        figures = self.allies | enemies

        def weight(u: Cell, v: Cell, d: dict[str, Any]) -> int | None:
            if v in enemies:
                return None
            via = d["via"]
            if via is not None and (via[0] in enemies or any(c in figures for c in via[1:])):
                return None
            nxt = d["next"]
            if nxt is not None and nxt not in figures:
                return None
            return int(d["cost"])

        return weight

    def search(self, start: Cell) -> Travel:
        """Fewest negative hexes entered, then fewest movement points, from ``start``
        (jumping and teleporting: only the last hex's trap counts)."""
        import networkx as nx

        hit = self._from.hit(start)
        if hit is not None:
            return hit
        hm, mode = self.hm, self.mode
        accumulate = not (mode.jumping or mode.teleport)
        scale, trapset = self._scale, self._traps
        pred, cost = nx.dijkstra_predecessor_and_distance(self._graph, start, weight=self._weight())
        out = Travel(start, pred=pred, graph=self._graph)
        for c, v in cost.items():
            t, d = divmod(v, scale)
            out.traps[c] = t if accumulate or c == start else int(c in trapset)
            out.dist[c] = d
        if mode.jumping and not mode.teleport and mode.jump_difficult:
            for c in out.dist:
                if c != start and hm.is_difficult(c):
                    out.dist[c] += 1
        self._from[start] = out
        return out

    def toward(self, dest: Cell) -> dict[Cell, tuple[int, int]]:
        """``(negative hexes, movement)`` of the best way from every hex to ``dest``, as
        :meth:`search` from each hex would find it: one search back from ``dest`` over the
        graph's edges reversed (networkx's reverse view; a way costs the same read either
        way)."""
        import networkx as nx

        hit = self._toward.hit(dest)
        if hit is not None:
            return hit
        hm, mode = self.hm, self.mode
        accumulate = not (mode.jumping or mode.teleport)
        trapset, scale = self._traps, self._scale
        forward = self._weight()
        found = nx.single_source_dijkstra_path_length(
            self._graph.reverse(copy=False), dest, weight=lambda a, b, d: forward(b, a, d)
        )
        out: dict[Cell, tuple[int, int]] = {}
        for c, cost in found.items():
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
