"""The quick answers of the ``full-hex`` sight search (issue 12) give exactly the answers of
the full search: Frosthaven / Jaws of the Lion line of sight, "a line from any point of one
hex to any point of the other" not touching a wall (``gloomhaven/sight.py``: walls cut the
square of the lines' two parameters; one sample point per region decides it)."""

from __future__ import annotations

import random

import pytest

from tabletop_ai.gloomhaven import sight as gs

Wall = tuple[tuple[float, float], tuple[float, float]]


def reference(clipped: list[Wall]) -> tuple[float, float] | None:
    """The search as it was before the quick answers: nine samples, then every region."""
    if not clipped:
        return (0.5, 0.5)
    for s in (0.5, 0.25, 0.75):
        for t in (0.5, 0.25, 0.75):
            if not gs._blocked(s, t, clipped):
                return (s, t)
    return gs._search_free_point(clipped, prefilter=False)


def _walls(rnd: random.Random) -> list[Wall]:
    """Walls as the frame makes them: ends on a grid of twelfths (shared ends, ends on the
    square's sides), some in chains end to end, some across the square."""

    def pt() -> tuple[float, float]:
        return (rnd.randint(0, 12) / 12, rnd.randint(0, 12) / 12)

    walls: list[Wall] = []
    for _ in range(rnd.randint(1, 7)):
        kind = rnd.random()
        if kind < 0.35 and walls:  # continue a chain from an end of an earlier wall
            start = rnd.choice(rnd.choice(walls))
            walls.append((start, pt()))
        elif kind < 0.6:  # from one side of the square
            side = rnd.choice((0.0, 1.0))
            walls.append(((side, rnd.randint(1, 11) / 12), pt()))
        else:
            walls.append((pt(), pt()))
    return [w for w in walls if w[0] != w[1]]


def test_quick_answers_equal_the_full_search() -> None:
    rnd = random.Random(12)
    walled = none = found_late = 0
    for _ in range(1500):
        clipped = _walls(rnd)
        got = gs._free_point(clipped)
        assert got == reference(clipped), clipped
        if got is None:
            none += 1
            walled += gs._walled_across(clipped)
        elif got not in {(s, t) for s in (0.5, 0.25, 0.75) for t in (0.5, 0.25, 0.75)}:
            found_late += 1
    # the quick answers were really used, and the full search too: the test can fail
    assert walled > 50 and none > walled and found_late > 20, (walled, none, found_late)


def test_walls_across_the_square_block_every_line() -> None:
    """A chain of walls from the side mu = 0 to the side mu = 1 (here a wall hex's two
    diagonals crossing, and a wall joined end to end) leaves no line free."""
    crossing = [((0.0, 0.2), (0.6, 0.8)), ((0.6, 0.2), (0.3, 0.9)), ((0.3, 0.9), (1.0, 0.5))]
    assert gs._walled_across(crossing)
    assert reference(crossing) is None
    # the same walls with a gap: not across (a line may pass), the full search decides
    gap = [((0.0, 0.2), (0.6, 0.8)), ((0.7, 0.2), (0.7, 0.4)), ((0.65, 0.95), (1.0, 0.5))]
    assert not gs._walled_across(gap)


@pytest.mark.parametrize("seed", range(5))
def test_clip_all_is_clip_of_coords(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(200):
        p0 = (rnd.randint(-20, 20), rnd.randint(-20, 20))
        u = (rnd.randint(-6, 6), rnd.randint(-6, 6))
        v = (rnd.randint(-30, 30), rnd.randint(-30, 30))
        det = u[0] * v[1] - u[1] * v[0]
        if det == 0:
            continue
        near = [
            (
                (rnd.randint(-40, 40), rnd.randint(-40, 40)),
                (rnd.randint(-40, 40), rnd.randint(-40, 40)),
            )
            for _ in range(8)
        ]
        expected = [
            c
            for c in (
                gs._clip(gs._coords(a, p0, u, v, det), gs._coords(b, p0, u, v, det))
                for a, b in near
            )
            if c is not None
        ]
        assert gs._clip_all(near, p0, u, v, det) == expected
