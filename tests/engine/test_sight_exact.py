"""The indexed sight tests (walls found by bisect on each grid line, blocking cells by row)
answer exactly as the plain definitions of spec 7 conditions 1 and 2:
every obstacle cell tested with ``triangle_meets_open_cell`` and every wall with
``segment_blocks``."""

from __future__ import annotations

from itertools import chain
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_ai.board import board_from_json
from tabletop_ai.engine.sight import SquareSight, segment_blocks, triangle_meets_open_cell
from tabletop_ai.engine.topology import SIGHT_BLOCKING, topology_for

W, H = 7, 6
cells = st.tuples(st.integers(0, W - 1), st.integers(0, H - 1))
points = st.tuples(st.integers(0, W), st.integers(0, H))


@st.composite
def maps(draw: st.DrawFn) -> dict[str, Any]:
    rows = [
        "".join(draw(st.lists(st.sampled_from("....#-~x"), min_size=W, max_size=W)))
        for _ in range(H)
    ]
    walls = []
    for a in draw(st.lists(cells, max_size=10)):
        b = (a[0] + 1, a[1]) if draw(st.booleans()) else (a[0], a[1] + 1)
        if b[0] < W and b[1] < H:
            walls.append([list(a), list(b)])
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": W, "height": H},
        "rows": rows,
        "walls": walls,
        "rules": {"los_graze": draw(st.booleans())},
    }


@settings(max_examples=150, deadline=None)
@given(
    maps(),
    st.lists(st.tuples(points, points, points), min_size=1, max_size=8),
    st.lists(cells, max_size=4),
)
def test_indexed_tests_match_the_definitions(
    data: dict[str, Any], triangles: list[tuple[Any, Any, Any]], figures: list[tuple[int, int]]
) -> None:
    board = board_from_json(data, "map.board.json")
    topo = topology_for(board)
    graze = board.rules.los_graze
    sight = SquareSight(topo, graze)
    obstacles = [c for c, k in topo.terrain.items() if k in SIGHT_BLOCKING]
    for tri in triangles:
        c, p1, p2 = tri
        if (p1[0] - c[0]) * (p2[1] - c[1]) - (p1[1] - c[1]) * (p2[0] - c[0]) == 0:
            continue
        want = not (
            any(triangle_meets_open_cell(tri, o) for o in obstacles)
            or any(triangle_meets_open_cell(tri, f) for f in figures)
            or any(segment_blocks(tri, *wall_segment(e.a, e.b), graze) for e in topo.sight_edges)
        )
        got = sight.triangle_clear(c, p1, p2, set(), figures, closed=[], skip=set())
        assert got == want, tri


def wall_segment(a: tuple[int, int], b: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The lattice segment of the wall between neighbouring cells ``a`` and ``b``."""
    if a[1] == b[1]:
        x = max(a[0], b[0])
        return (x, a[1]), (x, a[1] + 1)
    y = max(a[1], b[1])
    return (a[0], y), (a[0] + 1, y)


def test_cones_meet_written_out_matches_its_definition() -> None:
    """``_cones_meet`` (spec 7 condition 3: the triangle may not open into a closed quarter)
    written out with plain products answers as its definition: one cone holds a side or the
    middle direction of the other, every direction pair on a small lattice (y-down axes)."""
    from itertools import product

    from tabletop_ai.engine.sight import _cone_contains, _cones_meet

    def definition(
        u1: tuple[int, int], v1: tuple[int, int], u2: tuple[int, int], v2: tuple[int, int]
    ) -> bool:
        m1 = (u1[0] + v1[0], u1[1] + v1[1])
        m2 = (u2[0] + v2[0], u2[1] + v2[1])
        return (
            _cone_contains(u1, v1, u2)
            or _cone_contains(u1, v1, v2)
            or _cone_contains(u2, v2, u1)
            or _cone_contains(u2, v2, v1)
            or _cone_contains(u2, v2, m1)
            or _cone_contains(u1, v1, m2)
        )

    vs = [(x, y) for x in range(-2, 3) for y in (-2, 0, 1) if (x, y) != (0, 0)]
    met = 0
    for u1, v1, u2, v2 in product(vs, repeat=4):
        assert _cones_meet(u1, v1, u2, v2) == definition(u1, v1, u2, v2), (u1, v1, u2, v2)
        met += _cones_meet(u1, v1, u2, v2)
    assert 0 < met < len(vs) ** 4


@settings(max_examples=200, deadline=None)
@given(maps(), cells, st.integers(1, 2), st.integers(1, 2), points, st.booleans())
def test_a_hidden_corner_has_no_triangle_passing_conditions_1_and_2(
    data: dict[str, Any],
    at: tuple[int, int],
    tw: int,
    th: int,
    c: tuple[int, int],
    obstacles: bool,
) -> None:
    """``SquareSight._hidden_corner`` (one grid line between the corner and the target
    covered by walls, or with ``obstacles`` also along obstacle cells) passes a corner over
    only when every triangle from it to an edge of the target fails spec 7 condition 1 or 2
    by the plain definitions: some wall blocks it, or (with ``obstacles``) it meets the open
    interior of a blocking or void cell or of a cell off the map; the target's own cells
    are no obstacle."""
    board = board_from_json(data, "map.board.json")
    topo = topology_for(board)
    graze = board.rules.los_graze
    sight = SquareSight(topo, graze)
    target = [(at[0] + i, at[1] + j) for j in range(th) for i in range(tw)]
    target = [t for t in target if t[0] < W and t[1] < H]
    box = (
        min(t[0] for t in target),
        max(t[0] for t in target) + 1,
        min(t[1] for t in target),
        max(t[1] for t in target) + 1,
    )
    if not sight._hidden_corner(c, box, obstacles):
        return
    off = [
        (x, y) for x in range(-2, W + 2) for y in range(-2, H + 2) if not topo.grid.contains((x, y))
    ]
    blocking = [o for o, k in topo.terrain.items() if k in SIGHT_BLOCKING]
    cells_in_the_way = [o for o in blocking + off if o not in target] if obstacles else []
    walls = [wall_segment(e.a, e.b) for e in topo.sight_edges]
    for t in target:
        x, y = t
        for p1, p2 in (
            ((x, y), (x + 1, y)),
            ((x + 1, y), (x + 1, y + 1)),
            ((x + 1, y + 1), (x, y + 1)),
            ((x, y + 1), (x, y)),
        ):
            tri = (c, p1, p2)
            if (p1[0] - c[0]) * (p2[1] - c[1]) - (p1[1] - c[1]) * (p2[0] - c[0]) == 0:
                continue  # degenerate: never a sight triangle
            # condition 2 fails: a wall or a cell in the way stands in the triangle
            blockers = chain(
                (segment_blocks(tri, s0, s1, graze) for s0, s1 in walls),
                (triangle_meets_open_cell(tri, o) for o in cells_in_the_way),
            )
            assert any(blockers), (c, target, tri)
