"""Breadth-first counting over a grid held as the bits of Python integers.

A grid of ``width`` x ``height`` cells is laid out row after row, ``stride`` = ``width + 1``
bits a row: the spare bit at the end of each row is never set, so a shift by one column
never carries a cell into the next row (a step off the east edge lands in the spare bit, a
step off the west edge in the previous row's). A set of cells is one integer; a step in one
direction is one shift of the cells allowed to take it. A breadth-first layer is then a
handful of whole-map integer operations done in C, instead of a Python loop over every
cell and each of its neighbours; it needs only the masks, built from the map's walls and
terrain, not an adjacency of every cell.

:class:`BitSteps` answers what :class:`~tabletop_ai.geometry.paths.StepCount` answers (the
fewest unit steps from the nearest source, searched only as far as asked), for cell numbers
``y * width + x``. Which steps exist is the caller's rule (``moves``: a shift and the mask of
the cells that may take it); this module knows only bits.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

#: the bit positions set in each byte value
_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(8) if v >> i & 1) for v in range(256)
)
_NONZERO = re.compile(rb"[^\x00]+")


def shift(mask: int, offset: int) -> int:
    """``mask`` with every bit moved ``offset`` places (up when positive, down when not)."""
    return mask << offset if offset >= 0 else mask >> -offset


class BitLayout:
    """Where each cell of a ``width`` x ``height`` grid sits among the bits (module
    docstring), and the masks every search on it shares."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.stride = width + 1
        self.nbytes = (self.stride * height + 7) // 8 + 1
        row = (1 << width) - 1
        # one row of ones repeated ``height`` times, a spare zero bit after each
        repunit = ((1 << (self.stride * height)) - 1) // ((1 << self.stride) - 1)
        #: every cell of the grid
        self.cells = row * repunit

    def bit(self, x: int, y: int) -> int:
        """The bit number of cell ``(x, y)``."""
        return y * self.stride + x

    def offset(self, dx: int, dy: int) -> int:
        """The shift that moves a cell by ``(dx, dy)``."""
        return dy * self.stride + dx

    def mask(self, cells: Iterable[tuple[int, int]]) -> int:
        """The cells (inside the grid) as one integer."""
        out = bytearray(self.nbytes)
        s, w, h = self.stride, self.width, self.height
        for x, y in cells:
            if 0 <= x < w and 0 <= y < h:
                b = y * s + x
                out[b >> 3] |= 1 << (b & 7)
        return int.from_bytes(out, "little")

    def number_masks(self, numbers: Iterable[int]) -> int:
        """The cells with these cell numbers ``y * width + x`` as one integer."""
        w = self.width
        return self.mask((n % w, n // w) for n in numbers)

    def numbers(self, mask: int) -> list[int]:
        """The cell numbers ``y * width + x`` of the cells in ``mask``, in reading order."""
        out: list[int] = []
        s = self.stride
        data = mask.to_bytes(self.nbytes, "little")
        bits = _BITS
        for m in _NONZERO.finditer(data):
            base = m.start() * 8
            for byte in m.group():
                for i in bits[byte]:
                    b = base + i
                    out.append(b - b // s)
                base += 8
        return out


#: carries a search on cell by cell: ``(reached so far, the farthest of them)`` -> a search
#: with :class:`~tabletop_ai.geometry.paths.StepCount`'s ``get`` and ``reached``, or None
#: when it cannot (the search then goes on by bits)
Resume = Callable[[dict[int, int], list[int]], "Lookup | None"]


class Lookup(Protocol):
    """What a counting search answers (:class:`~tabletop_ai.geometry.paths.StepCount`)."""

    def get(self, node: int, default: Any = None) -> Any:
        """Steps to ``node`` (``default`` when it cannot be reached)."""
        ...

    def reached(self) -> dict[int, int]:
        """Every node reached and its steps."""
        ...


class BitSteps:
    """Fewest unit steps from the nearest of ``sources`` (cell numbers), breadth first over
    ``moves`` (pairs of a shift and the mask of cells that may take that step), searched
    only as far as asked (:class:`~tabletop_ai.geometry.paths.StepCount`'s contract: nodes
    in ``stop`` are reached but not passed through, sources always are; nodes in ``skip``
    are never entered; ``limit``: no node farther than that many steps).

    Each step costs the same whole-map operations however few cells it reaches, so a map
    whose ways wind far (a maze: thousands of steps of a few cells each) is searched this
    way only for its first :attr:`max_layers` steps (the map's width plus height and 16,
    more than an open map or one of rooms and doorways usually needs); ``resume`` then
    carries the search on cell by cell from there. Memory: one integer of ``stride *
    height`` bits per step searched this way (at most :attr:`max_layers` of them: some
    2 MB on a 200x200 map), until :meth:`reached` lists the cells."""

    def __init__(
        self,
        layout: BitLayout,
        sources: Iterable[int],
        moves: Sequence[tuple[int, int]],
        limit: int | None = None,
        *,
        stop: int = 0,
        skip: int = 0,
        resume: Resume | None = None,
    ) -> None:
        self.layout = layout
        start = layout.number_masks(sources)
        self._moves = moves
        self._far = limit
        self._through = ~stop
        self._enter = ~skip
        self._skip = skip
        #: ``_within[k]``: the cells reached in at most k steps
        self._within = [start]
        self._frontier = start
        self._known: dict[int, int] = {}
        self._all: dict[int, int] | None = None
        self._resume = resume
        self._slow: Lookup | None = None
        self.max_layers = layout.width + layout.height + 16

    def _layer(self) -> bool:
        """Search one step farther; False when nothing is left to search."""
        k = len(self._within) - 1
        if not self._frontier or (self._far is not None and k >= self._far):
            self._frontier = 0
            return False
        if k >= self.max_layers and self._resume is not None:
            slow = self._resume(self._listed(), self.layout.numbers(self._frontier))
            if slow is not None:
                self._slow = slow
                self._frontier = 0
                self._within = [self._within[-1]]
                return False
            self._resume = None
        front = self._frontier if k == 0 else self._frontier & self._through
        new = 0
        for off, allowed in self._moves:
            x = front & allowed
            if x:
                new |= x << off if off > 0 else x >> -off
        seen = self._within[-1]
        new &= ~seen
        if self._skip:
            new &= self._enter
        self._frontier = new
        if new:
            self._within.append(seen | new)
        return bool(new)

    def get(self, number: int, default: Any = None) -> Any:
        """Steps to cell number ``number`` (``default`` when it cannot be reached)."""
        if self._slow is not None:
            return self._slow.get(number, default)
        if self._all is not None:
            return self._all.get(number, default)
        hit = self._known.get(number)
        if hit is not None:
            return hit
        b = number + number // self.layout.width
        within = self._within
        while not within[-1] >> b & 1:
            if not self._layer():
                if self._slow is not None:
                    return self._slow.get(number, default)
                return default
            within = self._within
        lo, hi = 0, len(within) - 1  # the first k whose set holds the cell
        while lo < hi:
            mid = (lo + hi) // 2
            if within[mid] >> b & 1:
                hi = mid
            else:
                lo = mid + 1
        self._known[number] = lo
        if len(self._known) > 64:
            self.reached()  # asked about many cells: list them all once
        return lo

    def reached(self) -> dict[int, int]:
        """Every cell number reached and its steps (the whole search), nearest first."""
        if self._slow is not None:
            return self._slow.reached()
        if self._all is None:
            while self._layer():
                pass
            if self._slow is not None:
                return self._slow.reached()
            self._all = self._listed()
            self._within = [self._within[-1]]  # the list answers from now on
            self._known = {}
        return self._all

    def _listed(self) -> dict[int, int]:
        """The cells reached so far and their steps, nearest first."""
        out: dict[int, int] = {}
        prev = 0
        numbers = self.layout.numbers
        for k, seen in enumerate(self._within):
            for n in numbers(seen & ~prev):
                out[n] = k
            prev = seen
        return out
