"""Adjacency, closed corners and counting spaces (board-format.md section 7, "Adjacent" and
"Counting spaces"). Coordinates are [x, y]: column from the left, row from the top."""

from __future__ import annotations

from typing import Any

from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell
from tests.engine.golden import board, wall


def adj(b_rows: list[str], a: tuple[int, int], c: tuple[int, int], **top: Any) -> bool:
    return topology_for(board(b_rows, **top)).adjacent(Cell(*a), Cell(*c))


def count(b_rows: list[str], a: tuple[int, int], c: tuple[int, int], **top: Any) -> int | None:
    topo = topology_for(board(b_rows, **top))
    return topo.distances_from([Cell(*a)]).get(Cell(*c))


OPEN3 = ["...", "...", "..."]


def test_edge_and_corner_neighbours_are_adjacent() -> None:
    assert adj(OPEN3, (1, 1), (2, 1))
    assert adj(OPEN3, (1, 1), (2, 2))  # sharing a corner
    assert not adj(OPEN3, (0, 0), (2, 2))  # two apart
    assert not adj(OPEN3, (1, 1), (1, 1))  # "a figure is not adjacent to itself"


def test_wall_closed_door_and_blocking_edge_break_adjacency() -> None:
    for key in ("walls", "doors", "edges"):
        item: object = wall((0, 0), (1, 0))
        if key == "doors":
            item = {"between": wall((0, 0), (1, 0)), "open": False}
        if key == "edges":
            item = {"between": wall((0, 0), (1, 0)), "kind": "blocking"}
        assert not adj(OPEN3, (0, 0), (1, 0), **{key: [item]}), key
    # an open door is no obstacle; an impassable edge does not break adjacency (RRG: "Two
    # spaces separated by impassable terrain are adjacent")
    assert adj(OPEN3, (0, 0), (1, 0), doors=[{"between": wall((0, 0), (1, 0)), "open": True}])
    assert adj(
        OPEN3, (0, 0), (1, 0), edges=[{"between": wall((0, 0), (1, 0)), "kind": "impassable"}]
    )


def test_single_wall_ending_at_the_corner_keeps_diagonal_adjacency() -> None:
    # wall [0,0]|[1,0] is the segment x=1, y 0..1; it ends at P=(1,1), the corner [0,0] and
    # [1,1] share. The way round P through [0,1] is open, so they stay adjacent (spec 7: "A
    # single wall ending at P closes one way only").
    assert adj(OPEN3, (0, 0), (1, 1), walls=[wall((0, 0), (1, 0))])
    # ... and the other diagonal at P too
    assert adj(OPEN3, (1, 0), (0, 1), walls=[wall((0, 0), (1, 0))])


def test_wall_line_through_the_corner_closes_it() -> None:
    # walls [0,0]|[1,0] and [0,1]|[1,1]: the line x=1 from y=0 to y=2 passes through P=(1,1);
    # both ways round P (via [0,1] and via [1,0]) cross it: [0,0] and [1,1] are not adjacent,
    # nor are [1,0] and [0,1]
    walls = [wall((0, 0), (1, 0)), wall((0, 1), (1, 1))]
    assert not adj(OPEN3, (0, 0), (1, 1), walls=walls)
    assert not adj(OPEN3, (1, 0), (0, 1), walls=walls)


def test_two_walls_meeting_at_the_corner_close_one_diagonal() -> None:
    # walls [0,0]|[1,0] (x=1, y 0..1) and [0,0]|[0,1] (y=1, x 0..1) meet at P=(1,1) round
    # [0,0]: both ways from [0,0] to [1,1] cross a wall, so they are not adjacent; [1,0] and
    # [0,1] still go round P through [1,1]
    walls = [wall((0, 0), (1, 0)), wall((0, 0), (0, 1))]
    assert not adj(OPEN3, (0, 0), (1, 1), walls=walls)
    assert adj(OPEN3, (1, 0), (0, 1), walls=walls)


def test_two_blocking_cells_meeting_at_the_corner_close_it() -> None:
    # blocking [1,0] and [0,1] meet at P=(1,1): [0,0] and [1,1] are not adjacent
    assert not adj(["A#.", "#..", "..."], (0, 0), (1, 1))
    # one blocking cell closes one way only
    assert adj(["A#.", "...", "..."], (0, 0), (1, 1))
    # void cells ("-") close a way like blocking cells
    assert not adj([".-.", "-..", "..."], (0, 0), (1, 1))
    # impassable cells do not close corners for adjacency
    assert adj([".x.", "x..", "..."], (0, 0), (1, 1))


def test_blocking_edges_and_doors_close_corners_like_walls() -> None:
    closed = [{"between": wall((0, 0), (1, 0)), "open": False}]
    edges = [{"between": wall((0, 1), (1, 1)), "kind": "blocking"}]
    assert not adj(OPEN3, (0, 0), (1, 1), doors=closed, edges=edges)
    opened = [{"between": wall((0, 0), (1, 0)), "open": True}]
    assert adj(OPEN3, (0, 0), (1, 1), doors=opened, edges=edges)


def test_counting_ignores_figures_difficult_and_impassable() -> None:
    # a row of figures, difficult and impassable cells: still 4 spaces from [0,0] to [4,0]
    assert count(["A~xBc", "....."], (0, 0), (4, 0)) == 4
    # diagonals count 1: [0,0] to [4,1] is 4
    assert count(["A~xBc", "....."], (0, 0), (4, 1)) == 4


def test_counting_never_goes_through_walls_blocking_or_void() -> None:
    # a 1-high corridor cut by a blocking cell: no count at all
    assert count(["..#.."], (0, 0), (4, 0)) is None
    assert count(["..-.."], (0, 0), (4, 0)) is None
    assert (
        count(
            [
                ".....",
            ],
            (0, 0),
            (4, 0),
            walls=[wall((1, 0), (2, 0))],
        )
        is None
    )
    # with a second row the count goes round: [0,0] [1,1] [2,1] [3,1] [4,0] = 4, same as
    # open; through the wall line x=2 for rows 0 and 1 there is no way
    assert count(["..#..", "....."], (0, 0), (4, 0)) == 4
    assert (
        count(
            [".....", "....."], (0, 0), (4, 0), walls=[wall((1, 0), (2, 0)), wall((1, 1), (2, 1))]
        )
        is None
    )
    # a blocking cell can be counted *to* (a Mobile figure may stand there), not through
    assert count(["..#..", "....."], (0, 0), (2, 0)) == 2
    # closed doors count like walls, open ones not
    assert (
        count(["....."], (0, 0), (4, 0), doors=[{"between": wall((1, 0), (2, 0)), "open": False}])
        is None
    )
    assert (
        count(["....."], (0, 0), (4, 0), doors=[{"between": wall((1, 0), (2, 0)), "open": True}])
        == 4
    )


def test_counting_round_a_closed_corner() -> None:
    # blocking [1,0] and [0,1]: [0,0] is cut off at P=(1,1) and from everything
    assert count(["A#.", "#..", "..."], (0, 0), (1, 1)) is None
    # wall line x=1 from y=0 to 2 (walls [0,0]|[1,0], [0,1]|[1,1]) on a 3x3 map:
    # [0,0] -> [0,1] -> [1,2] (P=(1,2): the way via [0,2] is open) -> [1,1]: 3
    walls = [wall((0, 0), (1, 0)), wall((0, 1), (1, 1))]
    assert count(OPEN3, (0, 0), (1, 1), walls=walls) == 3
    assert count(OPEN3, (0, 0), (1, 0), walls=walls) == 4


def test_large_figure_counts_from_its_nearest_cell() -> None:
    from tests.engine.golden import situation

    sit = situation(board(["AA....b", "AA....."]))
    big, b = sit.figure("A"), sit.figure("b")
    assert big.size == (2, 2)
    # the nearest cell of the 2x2 footprint is [1,0]: 5 spaces to [6,0]
    assert sit.count(big, b) == 5
    assert sit.count(b, big) == 5
