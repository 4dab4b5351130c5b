"""The board seen as a Gloomhaven map: hexes, their six sides and corners, and terrain.

Board legend (board-format.md section 2) read the Gloomhaven way:

- ``-`` (void) and ``#`` (blocking) are **wall hexes**: nothing enters them, nothing sees
  through them, range is counted around them;
- ``x`` (impassable) is an **obstacle**: it blocks movement but not sight or range;
- ``t`` trap and ``^`` hazardous terrain are **negative hexes** a monster avoids;
- ``~`` difficult terrain costs 2 movement; ``i`` icy terrain makes a walking figure slide;
- ``walls`` (and closed doors, blocking edges) are **thin walls** between two hexes: they
  block movement, range and sight;
- ``impassable`` edges are an obstacle on one side only: like ``x`` they block a walking
  figure's step across them, never range or sight (board-format.md section 7: counting ignores
  impassable terrain, which does not block line of sight).

Range is the kernel's counting (:meth:`Topology.distances_from`, not into wall hexes), the
hexes are the grid's axial coordinates (:class:`~tabletop_ai.geometry.HexGrid`), and the map
is cached with its topology (the kernel's cache policy, :mod:`tabletop_ai.engine.topology`).

Geometry uses an integer lattice: a flat-topped hex with axial ``(q, r)`` has its centre at
``(3q, 2r + q)`` and its corners at ``(±2, 0)`` and ``(±1, ±1)`` from it. The lattice is an
affine image of the true hex layout, and straight lines, crossings and touching are affine
properties, so line of sight can be decided there with integers.
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterable
from typing import cast

from tabletop_ai.engine.topology import Topology
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.geometry.cells import Edge, edge

LPoint = tuple[int, int]

#: axial step through side k of a hex (side k joins corners k and k+1)
SIDE_STEPS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
#: lattice offset of corner k from the hex centre
CORNER_OFFSETS: tuple[LPoint, ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))

WALL_KINDS = frozenset({"void", "blocking"})
NEGATIVE_KINDS = frozenset({"trap", "hazard"})


class HexMap:
    """Terrain, sides, corners and distances of one hex map (one :class:`Topology`)."""

    def __init__(self, topo: Topology) -> None:
        grid = topo.grid
        if not isinstance(grid, HexGrid):
            raise ValueError('the Gloomhaven rule sets need a hex map (grid.type "hex")')
        #: the topology, weakly: it keeps this map among its derived data, and a strong
        #: reference back would make a cycle that outlives the topology cache's eviction
        #: until a full garbage collection
        self._topo = weakref.ref(topo)
        self.grid: HexGrid = grid
        #: hexes in the grid's flat-topped frame (a pointy map's mirror image, see
        #: :meth:`HexGrid.flat_axial`): every answer is the same, the geometry is written once
        self.cells: list[Cell] = list(grid.cells())
        self.axial: dict[Cell, tuple[int, int]] = {}
        for c in self.cells:
            h = grid.flat_axial(c)
            self.axial[c] = (h.q, h.r)
        self._from_axial: dict[tuple[int, int], Cell] = {a: c for c, a in self.axial.items()}
        self.kind: dict[Cell, str] = {c: topo.kind(c) for c in self.cells}
        #: neighbours by side: ``sides[c][k]`` is the hex across side k, or None off the map
        at = self._from_axial.get
        self.sides: dict[Cell, tuple[Cell | None, ...]] = {
            c: tuple([at((q + dq, r + dr)) for dq, dr in SIDE_STEPS])
            for c, (q, r) in self.axial.items()
        }
        self.thin_walls = topo.sight_edges
        #: edges a walking figure may not step across: thin walls and impassable edges
        self.move_walls = topo.sight_edges | topo.impassable_edges
        self.wall_hexes = frozenset(c for c in self.cells if self.kind[c] in WALL_KINDS)
        self.obstacles = frozenset(c for c in self.cells if self.kind[c] == "impassable")
        self.negatives = frozenset(c for c in self.cells if self.kind[c] in NEGATIVE_KINDS)
        self.difficult = frozenset(c for c in self.cells if self.kind[c] == "difficult")
        self.icy = frozenset(c for c in self.cells if self.kind[c] == "icy")
        #: ``links[c]``: (side, neighbour, thin wall between, impassable edge between) for
        #: every neighbour on the map
        walled, impassable = _both_ways(self.thin_walls), _both_ways(topo.impassable_edges)
        self.links: dict[Cell, tuple[tuple[int, Cell, bool, bool], ...]] = {
            c: tuple(
                [
                    (k, n, (c, n) in walled, (c, n) in impassable)
                    for k, n in enumerate(ns)
                    if n is not None
                ]
            )
            for c, ns in self.sides.items()
        }

    # -- cells -----------------------------------------------------------------------------
    def at_axial(self, a: tuple[int, int]) -> Cell | None:
        """The hex at axial ``a``, or None off the map."""
        return self._from_axial.get(a)

    def is_wall_hex(self, c: Cell) -> bool:
        return self.kind[c] in WALL_KINDS

    def is_obstacle(self, c: Cell) -> bool:
        return self.kind[c] == "impassable"

    def is_negative(self, c: Cell) -> bool:
        """A trap or hazardous terrain (Gloomhaven "negative hexes")."""
        return self.kind[c] in NEGATIVE_KINDS

    def is_difficult(self, c: Cell) -> bool:
        return self.kind[c] == "difficult"

    def is_icy(self, c: Cell) -> bool:
        return self.kind[c] == "icy"

    def walled(self, a: Cell, b: Cell) -> bool:
        """A thin wall between neighbouring hexes ``a`` and ``b``."""
        return edge(a, b) in self.thin_walls

    def side_walled(self, c: Cell, k: int) -> bool:
        """Side k of hex ``c`` is a wall: a thin wall, or a wall hex on either side."""
        n = self.sides[c][k]
        if n is None:
            return False
        return self.walled(c, n) or self.is_wall_hex(n) or self.is_wall_hex(c)

    def proximity(self, source: Cell, limit: int | None = None) -> dict[Cell, int]:
        """Range in hexes from ``source`` to every hex (to every hex within ``limit``):
        counted around thin walls and wall hexes, through figures, obstacles and impassable
        edges (rulebook section "Range") — the kernel's counting, never into a wall hex."""
        return self.topo.distances_from([source], limit, into_blocking=False)

    @property
    def topo(self) -> Topology:
        """The topology this map was made from (alive while anything plans on it)."""
        topo = self._topo()
        if topo is None:
            raise RuntimeError("the hex map's topology is gone")
        return topo

    # -- lattice ---------------------------------------------------------------------------
    def to_geometry(self, p: tuple[float, float]) -> tuple[float, float]:
        """A lattice point in the grid's own geometry space (unit-radius hexes)."""
        return self.grid.from_flat_point((p[0] / 2.0, p[1] * math.sqrt(3.0) / 2.0))

    def center(self, c: Cell) -> LPoint:
        q, r = self.axial[c]
        return (3 * q, 2 * r + q)

    def corner(self, c: Cell, k: int) -> LPoint:
        x, y = self.center(c)
        dx, dy = CORNER_OFFSETS[k % 6]
        return (x + dx, y + dy)

    def side_segment(self, c: Cell, k: int) -> tuple[LPoint, LPoint]:
        return self.corner(c, k), self.corner(c, k + 1)

    def side_toward(self, a: Cell, b: Cell) -> int | None:
        """The side of ``a`` that ``b`` lies across, or None when they are not neighbours."""
        for k, n in enumerate(self.sides[a]):
            if n == b:
                return k
        return None


def _both_ways(edges: Iterable[Edge]) -> set[tuple[Cell, Cell]]:
    """The cell pairs ``(a, b)`` and ``(b, a)`` of every edge: ``(c, n) in`` it says what
    ``edge(c, n) in edges`` says (an :class:`Edge` is its two cells, the smaller first),
    without making an edge for each of a map's sides."""
    out: set[tuple[Cell, Cell]] = set()
    for e in edges:
        if e.a <= e.b:
            out.add((e.a, e.b))
            out.add((e.b, e.a))
    return out


def hexmap_for(topo: Topology) -> HexMap:
    """The :class:`HexMap` of a topology, kept with it (it depends on the map only)."""
    hit = topo.derived.hit("gloomhaven-hexmap")
    if hit is None:
        hit = HexMap(topo)
        topo.derived["gloomhaven-hexmap"] = hit
    return cast(HexMap, hit)
