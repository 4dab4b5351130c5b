"""Gloomhaven line of sight (:mod:`tabletop_ai.gloomhaven.sight`), both rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell
from tabletop_ai.gloomhaven.hexmap import LPoint, hexmap_for
from tabletop_ai.gloomhaven.sight import HexSight, segments_meet
from tests.helpers import ascii_board

RULES = ("vertex", "full-hex")


def sight(rows: list[str], rule: str, walls: list[list[list[int]]] | None = None) -> HexSight:
    board = ascii_board(
        rows,
        grid={
            "type": "hex",
            "orientation": "flat",
            "offset": "even-q",
            "width": len(rows[0]),
            "height": len(rows),
        },
        rules={"preset": "frosthaven"},
        walls=walls or [],
    )
    return HexSight(hexmap_for(topology_for(board)), rule)


def test_segments_touching_count_as_meeting() -> None:
    assert segments_meet((0, 0), (4, 0), (2, 0), (2, 3))  # T-junction
    assert segments_meet((0, 0), (4, 4), (4, 4), (6, 0))  # shared end
    assert not segments_meet((0, 0), (4, 0), (0, 1), (4, 1))  # parallel
    assert segments_meet((0, 0), (4, 0), (3, 0), (6, 0))  # overlapping, collinear


@pytest.mark.parametrize("rule", RULES)
def test_open_map_and_figures_do_not_block(rule: str) -> None:
    s = sight(["..M..", ".....", "..a..", ".....", "....."], rule)
    assert s.clear(Cell(2, 0), Cell(2, 4))
    assert s.clear(Cell(0, 0), Cell(4, 4))
    assert s.line(Cell(2, 0), Cell(2, 4)) is not None


@pytest.mark.parametrize("rule", RULES)
def test_wall_hex_between_blocks(rule: str) -> None:
    # [2,1] is a wall hex straight between [2,0] and [2,2]: every line from one to the other
    # crosses or touches it
    s = sight(["..M..", "..-..", "..a..", "....."], rule)
    assert not s.clear(Cell(2, 0), Cell(2, 2))
    assert s.clear(Cell(1, 0), Cell(1, 2))  # the column beside it is clear


@pytest.mark.parametrize("rule", RULES)
def test_wall_hex_beside_the_line_does_not_block(rule: str) -> None:
    s = sight([".....", "-....", ".....", "....."], rule)
    assert s.clear(Cell(2, 0), Cell(2, 3))


def test_vertex_rule_corners_on_walls_are_no_starting_points() -> None:
    # in a one-hex corridor between wall hexes every corner touches a wall hex, so even
    # neighbours have no corner-to-corner line; any point of the shared side still sees
    s_vertex = sight(["-.-", "-.-", "-.-"], "vertex")
    s_full = sight(["-.-", "-.-", "-.-"], "full-hex")
    assert not s_vertex.clear(Cell(1, 0), Cell(1, 1))
    assert s_full.clear(Cell(1, 0), Cell(1, 1))


@pytest.mark.parametrize("rule", RULES)
def test_thin_wall_line_blocks(rule: str) -> None:
    # a wall across the whole map between rows 1 and 2 of every column
    walls = []
    for c in range(5):
        walls.append([[c, 1], [c, 2]])
        # the slanted sides between columns at that height
        if c % 2 == 0 and c + 1 < 5:
            walls.append([[c, 1], [c + 1, 2]])
        elif c % 2 == 1 and c + 1 < 5:
            walls.append([[c, 2], [c + 1, 1]])
    s = sight([".....", ".....", ".....", "....."], rule, walls)
    assert not s.clear(Cell(2, 0), Cell(2, 3))
    assert not s.clear(Cell(2, 1), Cell(2, 2))
    assert s.clear(Cell(0, 0), Cell(4, 1))


_CELLS = [(c, r) for c in range(6) for r in range(5)]


@settings(max_examples=30, deadline=None)
@given(
    walls=st.sets(st.sampled_from(_CELLS), max_size=6),
    thin=st.sets(st.tuples(st.sampled_from(_CELLS), st.integers(0, 5)), max_size=6),
)
def test_a_corner_to_corner_line_is_also_a_whole_hex_line(
    walls: set[tuple[int, int]], thin: set[tuple[tuple[int, int], int]]
) -> None:
    """Property: whatever the walls, the Gloomhaven rule never sees more than the
    Frosthaven one (a corner is a point of the hex), and sight is symmetric."""
    rows = ["".join("-" if (c, r) in walls else "." for c in range(6)) for r in range(5)]
    base = ascii_board(
        rows,
        grid={"type": "hex", "orientation": "flat", "offset": "even-q", "width": 6, "height": 5},
        rules={"preset": "gloomhaven"},
    )
    hm0 = hexmap_for(topology_for(base))
    wall_list = []
    for (c, r), k in thin:
        n = hm0.sides[Cell(c, r)][k]
        if n is not None:
            wall_list.append([[c, r], [n.x, n.y]])
    board = ascii_board(
        rows,
        grid={"type": "hex", "orientation": "flat", "offset": "even-q", "width": 6, "height": 5},
        rules={"preset": "gloomhaven"},
        walls=wall_list,
    )
    hm = hexmap_for(topology_for(board))
    v, f = HexSight(hm, "vertex"), HexSight(hm, "full-hex")
    open_cells = [c for c in hm.cells if not hm.is_wall_hex(c)]
    for i, a in enumerate(open_cells):
        for b in open_cells[i + 1 :]:
            if v.clear(a, b):
                assert f.clear(a, b), (a, b)
            assert f.clear(a, b) == f.clear(b, a)


def _plain_vertex_line(hs: HexSight, a: Cell, b: Cell) -> tuple[LPoint, LPoint] | None:
    """The rulebook's corner-to-corner test the plain way: every pair of corners not on a
    wall, shortest first, the first whose line touches no wall."""
    hm = hs.hm
    ca = [p for p in (hm.corner(a, k) for k in range(6)) if p not in hs.wall_corners]
    cb = [p for p in (hm.corner(b, k) for k in range(6)) if p not in hs.wall_corners]
    pairs = sorted(
        ((p, q) for p in ca for q in cb),
        key=lambda pq: (pq[0][0] - pq[1][0]) ** 2 + (pq[0][1] - pq[1][1]) ** 2,
    )
    for p, q in pairs:
        if p == q or not any(segments_meet(p, q, o1, o2) for o1, o2 in hs.occluders):
            return (p, q)
    return None


@pytest.mark.parametrize("seed", range(8))
def test_vertex_lines_equal_the_plain_search(seed: int) -> None:
    """The corner-to-corner search with its shortcuts (pair orders kept per
    offset, the last blocking wall tried first, only the walls near both hexes) draws the
    same line as the plain search over every wall, for every pair of hexes."""
    rnd = random.Random(seed)
    w, h = rnd.randint(4, 9), rnd.randint(4, 8)
    rows = ["".join(rnd.choice(".....-") for _ in range(w)) for _ in range(h)]
    walls = []
    for _ in range(rnd.randint(0, 8)):
        x, y = rnd.randrange(w), rnd.randrange(h - 1)
        walls.append([[x, y], [x, y + 1]])
    hs = sight(rows, "vertex", walls)
    cells = [c for c in hs.hm.cells if not hs.hm.is_wall_hex(c)]
    for a in cells:
        for b in cells:
            if a < b:
                assert hs._vertex_line(a, b) == _plain_vertex_line(hs, a, b), (seed, a, b)


def test_walls_across_the_parameter_square_leave_no_free_line() -> None:
    """``full-hex``: a chain of walls from the side mu = 0 to the side mu = 1 of the square of
    the lines' parameters (a wall hex's two diagonals crossing, and a wall joined end to
    end) leaves no line free; with a gap in the chain a line passes."""
    from tabletop_ai.gloomhaven import sight as gs

    crossing = [((0.0, 0.2), (0.6, 0.8)), ((0.6, 0.2), (0.3, 0.9)), ((0.3, 0.9), (1.0, 0.5))]
    assert gs._free_point(crossing) is None
    gap = [((0.0, 0.2), (0.6, 0.8)), ((0.7, 0.2), (0.7, 0.4)), ((0.65, 0.95), (1.0, 0.5))]
    free = gs._free_point(gap)
    assert free is not None and not gs._blocked(*free, gap)
