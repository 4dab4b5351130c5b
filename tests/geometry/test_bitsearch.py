"""The bit-mask breadth-first search (``geometry/bitsearch.py``) answers as the list search
(``geometry/paths.StepCount``) does: the same steps, ``limit``, ``stop`` and ``skip``."""

from __future__ import annotations

import random

import pytest

from tabletop_ai.geometry.bitsearch import BitLayout, BitSteps
from tabletop_ai.geometry.paths import StepCount

KING = ((1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1))


def _world(seed: int) -> tuple[int, int, set[tuple[int, int]], set[tuple[int, int]]]:
    rnd = random.Random(seed)
    w, h = rnd.randint(1, 23), rnd.randint(1, 9)
    holes = {(rnd.randrange(w), rnd.randrange(h)) for _ in range(w * h // 5)}
    stops = {(rnd.randrange(w), rnd.randrange(h)) for _ in range(w * h // 6)} - holes
    return w, h, holes, stops


def _masks(lay: BitLayout, w: int, h: int, holes: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """King steps between cells that are not holes, each direction's mask built cell by
    cell (the slow way)."""
    out = []
    for dx, dy in KING:
        ok = [
            (x, y)
            for y in range(h)
            for x in range(w)
            if (x, y) not in holes
            and 0 <= x + dx < w
            and 0 <= y + dy < h
            and (x + dx, y + dy) not in holes
        ]
        out.append((lay.offset(dx, dy), lay.mask(ok)))
    return out


def _lists(w: int, h: int, holes: set[tuple[int, int]]) -> list[list[int]]:
    """The same king steps as neighbour lists by cell number (what ``StepCount`` reads)."""
    return [
        [
            (y + dy) * w + x + dx
            for dx, dy in KING
            if 0 <= x + dx < w
            and 0 <= y + dy < h
            and (x + dx, y + dy) not in holes
            and (x, y) not in holes
        ]
        for y in range(h)
        for x in range(w)
    ]


@pytest.mark.parametrize("seed", range(40))
def test_bit_search_equals_the_list_search(seed: int) -> None:
    w, h, holes, stops = _world(seed)
    lay = BitLayout(w, h)
    moves = _masks(lay, w, h, holes)
    adj = _lists(w, h, holes)
    stop_n = {y * w + x for x, y in stops}
    rnd = random.Random(seed)
    sources = [rnd.randrange(w * h) for _ in range(rnd.randint(1, 3))]
    for limit in (None, 0, 1, 3):
        for kind in ("stop", "skip"):
            if kind == "stop":
                ref = StepCount(sources, adj, limit, stop=stop_n).reached()
                bits = BitSteps(lay, sources, moves, limit, stop=lay.mask(stops))
            else:
                ref = StepCount(sources, adj, limit, skip=stop_n).reached()
                bits = BitSteps(lay, sources, moves, limit, skip=lay.mask(stops))
            # asked cell by cell first (the lazy look-ups), then listed whole
            for n in rnd.sample(range(w * h), min(w * h, 10)):
                assert bits.get(n) == ref.get(n), (seed, limit, kind, n)
            assert bits.reached() == ref, (seed, limit, kind)


@pytest.mark.parametrize("seed", range(40))
def test_a_long_search_carries_on_cell_by_cell(seed: int) -> None:
    """Past ``max_layers`` steps the search goes on over the lists (``resume``): the same
    answers whether it switches after 1, 2 or 5 steps, asked cell by cell or listed."""
    w, h, holes, stops = _world(seed)
    lay = BitLayout(w, h)
    moves = _masks(lay, w, h, holes)
    adj = _lists(w, h, holes)
    stop_n = frozenset(y * w + x for x, y in stops)
    rnd = random.Random(seed)
    sources = [rnd.randrange(w * h) for _ in range(rnd.randint(1, 3))]
    for limit in (None, 2, 4):
        for switch in (1, 2, 5):
            for kind in ("stop", "skip"):

                def resume(
                    known: dict[int, int], front: list[int], _k: str = kind, _l: int | None = limit
                ) -> StepCount[int]:
                    if _k == "stop":
                        return StepCount.resume(known, front, adj, _l, stop=stop_n)
                    return StepCount.resume(known, front, adj, _l, skip=stop_n)

                if kind == "stop":
                    ref = StepCount(sources, adj, limit, stop=stop_n).reached()
                    bits = BitSteps(lay, sources, moves, limit, stop=lay.mask(stops), resume=resume)
                else:
                    ref = StepCount(sources, adj, limit, skip=stop_n).reached()
                    bits = BitSteps(lay, sources, moves, limit, skip=lay.mask(stops), resume=resume)
                bits.max_layers = switch
                for n in rnd.sample(range(w * h), min(w * h, 10)):
                    assert bits.get(n) == ref.get(n), (seed, limit, switch, kind, n)
                assert bits.reached() == ref, (seed, limit, switch, kind)


def test_layout_keeps_rows_apart() -> None:
    """A step east off the last column or west off the first lands in no cell."""
    lay = BitLayout(3, 2)
    east = lay.offset(1, 0)
    last_column = lay.mask([(2, 0), (2, 1)])
    assert (last_column << east) & lay.cells == 0
    assert (lay.mask([(0, 1)]) >> 1) & lay.cells == 0
    assert lay.numbers(lay.mask([(2, 1), (0, 0), (1, 1)])) == [0, 4, 5]


def test_a_search_that_cannot_resume_goes_on_by_bits() -> None:
    """``resume`` answering None (the lists are gone) leaves the search to the bits, with
    the same answers."""
    w, h, holes, stops = _world(24)  # 23 x 7: more than one step across
    lay = BitLayout(w, h)
    moves = _masks(lay, w, h, holes)
    adj = _lists(w, h, holes)
    asked: list[int] = []

    def resume(known: dict[int, int], front: list[int]) -> None:
        asked.append(len(known))
        return None

    ref = StepCount([0], adj, None, stop=frozenset(y * w + x for x, y in stops)).reached()
    bits = BitSteps(lay, [0], moves, None, stop=lay.mask(stops), resume=resume)
    bits.max_layers = 1
    assert bits.reached() == ref
    assert max(ref.values()) > 1 and len(asked) == 1  # asked once, then on by bits
