"""Line of sight (board-format.md section 7). Square maps: corner-to-corner with the four
conditions; hex maps: centre line, blocked along an edge only when blocked on both sides.

Lattice points: cell [x, y] covers [x, x+1] x [y, y+1]; a triangle is (c, p1, p2) with c a
corner of the attacker's cell and p1-p2 an edge of the target's cell.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_ai.board import Board, board_from_json
from tabletop_ai.engine.sight import segment_blocks, triangle_meets_open_cell
from tabletop_ai.geometry import Cell
from tests.engine.golden import board, sees, wall

# -- exact touching tests -----------------------------------------------------------------


def test_triangle_and_cell_touching_is_not_meeting() -> None:
    tri = ((0, 0), (2, 2), (2, 0))  # the half of [0,2]x[0,2] above the diagonal y = x
    assert triangle_meets_open_cell(tri, (1, 0))  # inside
    assert not triangle_meets_open_cell(tri, (0, 1))  # below the diagonal: touches at (1,1)
    assert not triangle_meets_open_cell(tri, (2, 0))  # beside: shares the side x = 2
    assert not triangle_meets_open_cell(tri, (1, 2))  # shares only the corner (2,2)
    assert triangle_meets_open_cell(tri, (1, 1))  # the diagonal cuts [1,2]x[1,2]


def test_wall_segment_contact_with_and_without_graze() -> None:
    tri = ((1, 1), (4, 1), (4, 2))
    # a wall lying along the side y = 1: grazing, blocks only without graze
    assert not segment_blocks(tri, (2, 1), (3, 1), graze=True)
    assert segment_blocks(tri, (2, 1), (3, 1), graze=False)
    # a wall ending on the side (3,1) from above: touches its end
    assert not segment_blocks(tri, (3, 0), (3, 1), graze=True)
    assert segment_blocks(tri, (3, 0), (3, 1), graze=False)
    # touching the triangle only at its own corner (4,1) is allowed either way
    assert not segment_blocks(tri, (4, 0), (4, 1), graze=False)
    assert not segment_blocks(tri, (4, 0), (4, 1), graze=True)
    # a wall crossing the interior blocks either way
    assert segment_blocks(tri, (3, 1), (3, 2), graze=True)
    assert segment_blocks(tri, (3, 1), (3, 2), graze=False)
    # far away: never
    assert not segment_blocks(tri, (0, 3), (1, 3), graze=False)


# -- corner-to-corner on boards -----------------------------------------------------------


def test_clear_line() -> None:
    assert sees(board([".....", "A...b", "....."]), "A", "b")


def test_adjacent_figures_always_see_each_other() -> None:
    # diagonal neighbours with blocking cells on both other cells of the corner would not be
    # adjacent (closed corner); with one blocking cell they are, and see each other
    assert sees(board(["A#", ".b"]), "A", "b")
    assert not sees(board(["A#", "#b"]), "A", "b")


def test_blocking_cell_blocks() -> None:
    # A [0,1], b [4,1], blocking [2,1]: every triangle lies in the band y in [1,2] (its
    # corners and the target's edges are on y=1 or y=2), so it crosses the interior of
    # [2,1]; triangles with a side on y=1 and the other on y=1 are degenerate
    assert not sees(board([".....", "A.#.b", "....."]), "A", "b")
    # a blocking cell beside the band does not block
    assert sees(board(["..#..", "A...b", "....."]), "A", "b")


def test_figures_block_except_the_two() -> None:
    assert not sees(board([".....", "A.C.b", "....."]), "A", "b")
    assert not sees(board([".....", "A.c.b", "....."]), "A", "b")  # any side
    # "Figures do not block line of sight to or from a Massive figure"
    assert sees(
        board([".....", "A.C.b", "....."], figures={"A": {"keywords": ["massive"]}}), "A", "b"
    )
    assert sees(
        board([".....", "A.C.b", "....."], figures={"b": {"keywords": ["massive"]}}), "A", "b"
    )
    # a massive figure in between still blocks others
    assert not sees(
        board([".....", "A.C.b", "....."], figures={"C": {"keywords": ["massive"]}}), "A", "b"
    )


def test_impassable_and_difficult_do_not_block() -> None:
    assert sees(board([".....", "Ax~xb", "....."]), "A", "b")
    assert sees(board(["Ax~xb"]), "A", "b")


def test_void_and_the_map_border_block() -> None:
    assert not sees(board([".....", "A.-.b", "....."]), "A", "b")


def test_wall_crossing_blocks() -> None:
    # wall [2,1]|[3,1] is the segment x=3, y 1..2; every triangle from A [0,1] to b [4,1]
    # crosses x=3 with some height inside y (1,2)
    w = [wall((2, 1), (3, 1))]
    assert not sees(board([".....", "A...b", "....."], walls=w), "A", "b")
    # a closed door the same; an open one not
    d = [{"between": wall((2, 1), (3, 1)), "open": False}]
    assert not sees(board([".....", "A...b", "....."], doors=d), "A", "b")
    d = [{"between": wall((2, 1), (3, 1)), "open": True}]
    assert sees(board([".....", "A...b", "....."], doors=d), "A", "b")
    # a blocking edge blocks; an impassable edge does not
    e = [{"between": wall((2, 1), (3, 1)), "kind": "blocking"}]
    assert not sees(board([".....", "A...b", "....."], edges=e), "A", "b")
    e = [{"between": wall((2, 1), (3, 1)), "kind": "impassable"}]
    assert sees(board([".....", "A...b", "....."], edges=e), "A", "b")


# The niche: A [0,0]; walls along y=1 from x=1 to 3 ([1,0]|[1,1], [2,0]|[2,1]); b [3,1] walled
# on its top, right and bottom, so only its left edge (3,1)-(3,2) can be reached (condition
# 4). From c=(0,0) and c=(1,0) every triangle to that edge crosses y=1 inside x (1,3): blocked.
# From c=(1,1) and c=(0,1) the triangle has its top side ON the wall line y=1: clear only when
# a line may run along a wall (los_graze true).
NICHE: dict[str, Any] = {
    "walls": [
        wall((1, 0), (1, 1)),
        wall((2, 0), (2, 1)),
        wall((3, 0), (3, 1)),
        wall((3, 1), (4, 1)),
        wall((3, 1), (3, 2)),
    ]
}
NICHE_ROWS = ["A....", "...b.", "....."]


def test_grazing_along_a_wall_follows_los_graze() -> None:
    assert sees(board(NICHE_ROWS, **NICHE), "A", "b")
    assert sees(board(NICHE_ROWS, rules={"los_graze": True}, **NICHE), "A", "b")
    assert not sees(board(NICHE_ROWS, rules={"los_graze": False}, **NICHE), "A", "b")


# The corridor: A [0,1] and b [4,1] in row 1 between blocking rows 0 and 2. Two short walls
# end on the corridor's sides at (3,1) (wall [2,0]|[3,0], x=3, y 0..1) and (3,2) (wall
# [2,2]|[3,2]); b is walled above and below so only its left and right edges count. Every
# triangle has a side along y=1 or y=2 and so touches a wall's end at (3,1) or (3,2).
CORRIDOR: dict[str, Any] = {
    "walls": [
        wall((2, 0), (3, 0)),
        wall((2, 2), (3, 2)),
        wall((4, 0), (4, 1)),
        wall((4, 1), (4, 2)),
    ]
}
CORRIDOR_ROWS = ["#####", "A...b", "#####"]


def test_touching_a_wall_end_follows_los_graze() -> None:
    assert sees(board(CORRIDOR_ROWS, **CORRIDOR), "A", "b")
    assert not sees(board(CORRIDOR_ROWS, rules={"los_graze": False}, **CORRIDOR), "A", "b")


def test_wall_on_the_target_edge_condition_4() -> None:
    # b [3,1] with a wall on its left edge (x=3, y 1..2). The triangle (1,1),(3,1),(3,2) has
    # that wall as its far side: condition 2 would let it graze, condition 4 forbids reaching
    # the target through a wall. Every other triangle crosses x=3 inside y (1,2): blocked.
    w = [wall((2, 1), (3, 1))]
    assert not sees(board([".....", "A..b.", "....."], walls=w), "A", "b")
    # a wall on the far (right) edge does not matter
    w = [wall((3, 1), (4, 1))]
    assert sees(board([".....", "A..b.", "....."], walls=w), "A", "b")


def test_closed_corner_at_the_attacker_condition_3() -> None:
    # blocking [1,0] and [0,1] touch at A's corner c=(1,1). Any triangle from another corner
    # of A enters one of them; from c=(1,1) it would open into the quarter of [1,1], which
    # is cut off from A's cell: blocked
    assert not sees(board(["A#..", "#...", "....", "...b"]), "A", "b")
    # with one blocking cell the quarter of [1,1] joins A's cell through [0,1]: clear
    assert sees(board(["A#..", "....", "....", "...b"]), "A", "b")
    # a wall line through c=(1,1) (walls [0,0]|[1,0] and [0,1]|[1,1]) cuts the quarters on
    # its far side off: blocked; a single wall ending at c leaves them joined: clear
    walls = [wall((0, 0), (1, 0)), wall((0, 1), (1, 1))]
    assert not sees(board(["A...", "....", "....", "...b"], walls=walls), "A", "b")
    assert sees(board(["A...", "....", "....", "...b"], walls=[wall((0, 0), (1, 0))]), "A", "b")


def test_large_attacker_sees_from_any_of_its_cells() -> None:
    # blocking [1,0] and [1,1] hide b [4,2] from every corner of [0,0] (each triangle
    # crosses column 1 above y=2). A 1x2 figure on [0,0]-[0,1] also has the corner (1,2):
    # the triangle (1,2),(4,2),(4,3) lies in row 2, which is clear.
    assert not sees(board(["A#...", ".#...", "....b"]), "A", "b")
    assert sees(board(["A#...", "A#...", "....b"]), "A", "b")
    # and a large target through any of its cells: b's cell [4,2] is visible as above,
    # [4,0] (hidden from A behind the blocking column) is not needed
    assert sees(board(["A#..b", "A#..b", "....b"]), "A", "b")


# -- hex centre line ----------------------------------------------------------------------

HEX = {"type": "hex", "orientation": "pointy", "offset": "odd-r", "width": 4, "height": 3}


def hexb(rows: list[str], **top: Any) -> Board:
    return board(rows, grid={**HEX, "width": len(rows[0]), "height": len(rows)}, **top)


def test_hex_clear_and_blocked_along_a_row() -> None:
    assert sees(hexb(["A..b"]), "A", "b")
    assert not sees(hexb(["A.#b"]), "A", "b")
    assert not sees(hexb(["A#.b"]), "A", "b")
    assert not sees(hexb(["AC.b"]), "A", "b")
    assert sees(hexb(["Ax~b"]), "A", "b")
    w = [wall((1, 0), (2, 0))]
    assert not sees(hexb(["A..b"], walls=w), "A", "b")


# odd-r, A at [0,0] (axial (0,0)) and b at [1,1] (axial (1,1)): the centre line runs from the
# shared vertex of [0,0], [1,0], [0,1] along the edge between [1,0] and [0,1] to b's vertex.
# The nudged lines pass [1,0] on one side and [0,1] on the other.
@pytest.mark.parametrize(
    ("rows", "walls", "clear"),
    [
        (["A..", ".b."], [], True),
        (["A#.", ".b."], [], True),  # blocked on one side only
        (["A..", "#b."], [], True),  # the other side only
        (["A#.", "#b."], [], False),  # both sides
        (["AC.", "#b."], [], False),  # a figure on one side, blocking on the other
        (["A..", ".b."], [wall((1, 0), (0, 1))], True),  # a wall along the line: not crossed
        (["A..", ".b."], [wall((0, 0), (1, 0))], True),  # one way walled
        (["A..", ".b."], [wall((0, 0), (1, 0)), wall((0, 0), (0, 1))], False),  # both ways
    ],
)
def test_hex_line_along_an_edge(rows: list[str], walls: list[list[list[int]]], clear: bool) -> None:
    assert sees(hexb(rows, walls=walls), "A", "b") is clear


def test_hex_adjacent_always_see() -> None:
    assert sees(hexb(["Ab.."]), "A", "b")


def test_mobile_figure_on_blocking_terrain_can_be_seen_and_counted() -> None:
    # RRG: "If a figure with Mobile occupies a space containing blocking terrain, line of
    # sight can be traced to that figure, spaces can be counted to that figure"
    b = board([".....", "A...b", "....."], figures={"b": {"_under": "#", "keywords": ["mobile"]}})
    assert sees(b, "A", "b")
    from tests.engine.golden import situation

    sit = situation(b)
    assert sit.count(sit.figure("A"), sit.figure("b")) == 4
    # and it sees out from there
    assert sees(b, "b", "A")


# -- the shortcuts of "move to attack" -------------------------------------------------


def _random_map(rnd: random.Random, w: int, h: int) -> dict[str, Any]:
    rows = ["".join(rnd.choice("......#~x") for _ in range(w)) for _ in range(h)]
    walls = set()
    # rooms-like wall lines with gaps, plus loose wall pieces: lines that cover a hull's
    # cross-section (the shortcut says yes) and lines that leave gaps (it must say no)
    for _ in range(rnd.randint(0, 3)):
        if rnd.random() < 0.5:
            x = rnd.randint(1, w - 1)
            for y in range(h):
                if rnd.random() < 0.8:
                    walls.add(((x - 1, y), (x, y)))
        else:
            y = rnd.randint(1, h - 1)
            for x in range(w):
                if rnd.random() < 0.8:
                    walls.add(((x, y - 1), (x, y)))
    for _ in range(rnd.randint(0, w * h // 4)):
        x, y = rnd.randrange(w - 1), rnd.randrange(h - 1)
        walls.add(((x, y), (x + 1, y)) if rnd.random() < 0.5 else ((x, y), (x, y + 1)))
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": w, "height": h},
        "rows": rows,
        "walls": [[list(a), list(b)] for a, b in sorted(walls)],
        "rules": {"los_graze": rnd.random() < 0.7},
    }


def _open_cells(rnd: random.Random, data: dict[str, Any]) -> list[tuple[int, int]]:
    """The open cells of a :func:`_random_map`, shuffled: where its figures may stand."""
    free = [(x, y) for y, row in enumerate(data["rows"]) for x, k in enumerate(row) if k == "."]
    rnd.shuffle(free)
    return free


def test_attack_shortcuts_never_drop_a_cell_that_can_attack() -> None:
    """ "Move to attack" skips a target the map hides from every reachable cell
    (``RuleSet.attack_impossible``) and cells more grid steps away than the attack reaches
    (``RuleSet.attack_grid_limit``): on random maps, ``attack_check`` fails from every cell
    either of them passes over."""
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    rnd = random.Random(78)
    impossible = limited = 0
    for _ in range(80):
        w, h = rnd.randint(8, 16), rnd.randint(8, 16)
        data = _random_map(rnd, w, h)
        free = _open_cells(rnd, data)
        kinds = ["melee", "ranged", "reach"]
        data["figures"] = [
            {
                "id": f"f{i}",
                "side": "ai" if i < 3 else "player",
                "at": list(free[i]),
                "attack": kinds[i % 3],
            }
            for i in range(min(8, len(free)))
        ]
        board = board_from_json(data, "map.board.json")
        sit = Situation(board, ruleset_for(board))
        rules = sit.rules
        for fig in board.figures[:3]:
            for target in board.figures[3:]:
                group = [
                    Cell(x, y)
                    for x, y in free
                    if abs(x - fig.at[0]) <= 3 and abs(y - fig.at[1]) <= 3
                ]
                if rules.attack_impossible(sit, fig, target, group):
                    impossible += 1
                    assert not any(rules.attack_check(sit, fig, target, c).ok for c in group)
                limit = rules.attack_grid_limit(fig)
                if limit is None:
                    continue
                for c in group:
                    if (
                        max(abs(c[0] - t[0]) for t in target.cells()) > limit
                        or max(abs(c[1] - t[1]) for t in target.cells()) > limit
                    ):
                        limited += 1
                        assert not rules.attack_check(sit, fig, target, c).ok, (fig.id, c)
    assert impossible > 10 and limited > 1000, (impossible, limited)
