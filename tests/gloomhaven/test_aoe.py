"""Area-of-effect orientations (:mod:`tabletop_ai.gloomhaven.aoe`)."""

from __future__ import annotations

from tabletop_ai.gloomhaven.aoe import anchored_patterns, mirror, orientations, rotate


def test_six_rotations_come_back_round() -> None:
    o = (2, -1)
    for _ in range(6):
        o = rotate(o)
    assert o == (2, -1)
    assert rotate((1, 0)) == (0, 1)
    assert mirror(mirror((3, -2))) == (3, -2)


def test_a_single_neighbour_has_six_orientations() -> None:
    got = orientations([[1, 0]])
    assert len(got) == 6
    assert {p[0] for p in got} == {(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)}


def test_a_triangle_has_six() -> None:
    # three hexes round one of the origin's six corners: mirroring adds nothing new
    assert len(orientations([[0, 0], [1, 0], [0, 1]])) == 6


def test_a_bent_line_has_twelve() -> None:
    assert len(orientations([[0, 0], [1, 0], [2, -1], [2, 0]])) == 12


def test_ranged_patterns_put_each_hex_on_the_origin() -> None:
    pats = anchored_patterns([[0, 0], [1, 0]])
    assert len(pats) == 6
    assert all((0, 0) in p and len(p) == 2 for p in pats)
