"""Movement costs and legal steps (board-format.md section 7 "Movement"; RRG as collected in
reference/rules-facts.md 1.3-1.4). Answers are fewest MP, derived step by step in comments."""

from __future__ import annotations

from tests.engine.golden import board, costs, ends, wall


def test_open_ground_costs_one_per_step_diagonals_included() -> None:
    c = costs(board(["A...", "....", "...."]), "A", 9)
    assert c[(0, 0)] == 0 and c[(1, 1)] == 1 and c[(3, 2)] == 3 and c[(3, 0)] == 3


def test_difficult_costs_one_more_to_enter_not_to_leave() -> None:
    # 1-high: [1,0] is difficult: 1+1 = 2 to enter; leaving it to [2,0] is 1 more: 3
    c = costs(board(["A~."]), "A", 9)
    assert c == {(0, 0): 0, (1, 0): 2, (2, 0): 3}
    # two difficult cells in a row cost 2 each: 2 + 2 + 1
    assert costs(board(["A~~."]), "A", 9)[(3, 0)] == 5
    # with room to go round, [2,0] is reached diagonally over [1,1] for 2
    c = costs(board(["A~.", "..."]), "A", 9)
    assert c[(1, 0)] == 2 and c[(2, 0)] == 2


def test_hostile_figure_costs_one_more_friendly_is_free() -> None:
    # entering b (a hostile) costs 2; passing on to [2,0] 1 more; never ending on b
    b = board(["Ab."])
    assert costs(b, "A", 9) == {(0, 0): 0, (1, 0): 2, (2, 0): 3}
    assert ends(b, "A", 9) == {(0, 0), (2, 0)}
    # a friendly figure costs nothing extra, but cannot be ended on either
    b = board(["AB."], members=["A"])
    assert costs(b, "A", 9) == {(0, 0): 0, (1, 0): 1, (2, 0): 2}
    assert ends(b, "A", 9) == {(0, 0), (2, 0)}
    # a hostile figure on difficult terrain: 1 + 1 + 1
    assert costs(board(["Ab."], figures={"b": {"_under": "~"}}), "A", 9)[(1, 0)] == 3


def test_mp_limit_is_a_cutoff() -> None:
    assert set(costs(board(["A~..."]), "A", 3)) == {(0, 0), (1, 0), (2, 0)}
    assert costs(board(["A~..."]), "A", 0) == {(0, 0): 0}


def test_blocking_impassable_and_void_cells_cannot_be_entered() -> None:
    for ch in "#x-":
        assert costs(board([f"A{ch}."]), "A", 9) == {(0, 0): 0}, ch
    # diagonally round a single blocking corner is legal and costs 1 (rules-facts 1.3)
    c = costs(board(["A#.", "..."]), "A", 9)
    assert (1, 0) not in c and c[(1, 1)] == 1 and c[(2, 0)] == 2


def test_walls_doors_and_edges_stop_steps() -> None:
    w = [wall((0, 0), (1, 0))]
    # 1-high: nothing past the wall
    assert costs(board(["A.."], walls=w), "A", 9) == {(0, 0): 0}
    # 2-high: [1,1] diagonally (the way round P=(1,1) through [0,1] is open), then up: 2
    c = costs(board(["A..", "..."], walls=w), "A", 9)
    assert c[(1, 1)] == 1 and c[(1, 0)] == 2
    closed = [{"between": wall((0, 0), (1, 0)), "open": False}]
    assert costs(board(["A.."], doors=closed), "A", 9) == {(0, 0): 0}
    opened = [{"between": wall((0, 0), (1, 0)), "open": True}]
    assert costs(board(["A.."], doors=opened), "A", 9)[(2, 0)] == 2
    for kind in ("blocking", "impassable"):
        e = [{"between": wall((0, 0), (1, 0)), "kind": kind}]
        assert costs(board(["A.."], edges=e), "A", 9) == {(0, 0): 0}, kind


def test_no_diagonal_step_through_a_closed_corner() -> None:
    # walls [0,0]|[1,0] and [0,0]|[0,1] meet at P=(1,1) round A's cell: A is shut in
    walls = [wall((0, 0), (1, 0)), wall((0, 0), (0, 1))]
    assert costs(board(["A..", "...", "..."], walls=walls), "A", 9) == {(0, 0): 0}
    # two blocking cells meeting at P=(1,1): the same
    assert costs(board(["A#.", "#..", "..."]), "A", 9) == {(0, 0): 0}
    # a wall line through P (x=1 from y=0 to 2): [1,1] is reached the long way:
    # [0,0] -> [0,1] -> [1,2] -> [1,1] = 3, and [1,0] = 4
    walls = [wall((0, 0), (1, 0)), wall((0, 1), (1, 1))]
    c = costs(board(["A..", "...", "..."], walls=walls), "A", 9)
    assert c[(1, 1)] == 3 and c[(1, 0)] == 4 and c[(1, 2)] == 2


def test_impassable_edges_close_a_corner_for_movement_only() -> None:
    # impassable edges on the line x=1 (y 0..2): a diagonal step [0,0] -> [1,1] would slip
    # across the line at P=(1,1) (README reading) - not allowed; counting and adjacency ignore it
    e = [
        {"between": wall((0, 0), (1, 0)), "kind": "impassable"},
        {"between": wall((0, 1), (1, 1)), "kind": "impassable"},
    ]
    c = costs(board(["A..", "...", "..."], edges=e), "A", 9)
    assert c[(1, 1)] == 3
    from tabletop_ai.engine.topology import topology_for
    from tabletop_ai.geometry import Cell

    topo = topology_for(board(["A..", "...", "..."], edges=e))
    assert topo.adjacent(Cell(0, 0), Cell(1, 1))
    assert topo.distances_from([Cell(0, 0)])[Cell(1, 1)] == 1


def test_mobile_enters_and_ends_on_blocking_and_impassable() -> None:
    # Mobile: "can also enter impassable and blocking terrain, and can end their movement in
    # a space containing impassable or blocking terrain"; it still pays for difficult terrain
    # and hostile figures
    b = board(["A#x~b."], figures={"A": {"keywords": ["mobile"]}})
    c = costs(b, "A", 9)
    assert c == {(0, 0): 0, (1, 0): 1, (2, 0): 2, (3, 0): 4, (4, 0): 6, (5, 0): 7}
    assert ends(b, "A", 9) == {(0, 0), (1, 0), (2, 0), (3, 0), (5, 0)}
    # it cannot pass walls or void
    assert costs(board(["A-."], figures={"A": {"keywords": ["mobile"]}}), "A", 9) == {(0, 0): 0}
    assert costs(
        board(["A.."], figures={"A": {"keywords": ["mobile"]}}, walls=[wall((0, 0), (1, 0))]),
        "A",
        9,
    ) == {(0, 0): 0}


def test_massive_ignores_terrain_costs_and_other_massive_figures_stop_it() -> None:
    # Massive: "ignore terrain for movement", "enter spaces containing hostile figures and/or
    # difficult terrain at no additional movement cost", "cannot enter spaces containing
    # other Massive figures"
    b = board(["A#x~b."], figures={"A": {"keywords": ["Massive"]}})
    assert costs(b, "A", 9) == {(0, 0): 0, (1, 0): 1, (2, 0): 2, (3, 0): 3, (4, 0): 4, (5, 0): 5}
    b = board(["Ab."], figures={"A": {"keywords": ["massive"]}, "b": {"keywords": ["massive"]}})
    assert costs(b, "A", 9) == {(0, 0): 0}


def test_large_figure_moves_orthogonally_only() -> None:
    # a 2x2 figure at [0,0] on a 4x4 map: anchors (top-left cells) [0..2]x[0..2]; no
    # diagonal step, so [1,1] costs 2
    c = costs(board(["AA..", "AA..", "....", "...."]), "A", 9)
    assert c == {
        (0, 0): 0,
        (1, 0): 1,
        (0, 1): 1,
        (1, 1): 2,
        (2, 0): 2,
        (0, 2): 2,
        (2, 1): 3,
        (1, 2): 3,
        (2, 2): 4,
    }


def test_large_figure_footprint_never_straddles_a_wall_or_enters_blocking() -> None:
    # wall [2,0]|[2,1] (the segment y=1, x 2..3): a 2x2 footprint at anchor [1,0] or [2,0]
    # would straddle it, so the figure cannot move right in rows 0-1; it goes down first
    b = board(["AA..", "AA..", "....", "...."], walls=[wall((2, 0), (2, 1))])
    c = costs(b, "A", 9)
    assert (1, 0) not in c and (2, 0) not in c
    assert c[(0, 1)] == 1 and c[(1, 1)] == 2 and c[(2, 1)] == 3
    # a blocking cell at [3,3] keeps the footprint off anchor [2,2]
    c = costs(board(["AA..", "AA..", "....", "...#"]), "A", 9)
    assert (2, 2) not in c and c[(2, 1)] == 3


def test_large_figure_pays_once_for_two_hostile_cells() -> None:
    # RRG's E-Web example: moving into spaces with two hostile figures costs one extra MP.
    # Stepping right from anchor [0,0] to [1,0] enters [2,0] and [2,1], both hostile: 1 + 1
    b = board(["AAb..", "AAc.."])
    c = costs(b, "A", 9)
    assert c[(1, 0)] == 2
    # one more step right enters the free [3,0] and [3,1]: 3, but the footprint still
    # covers b and c; the next step frees it: 4, the first anchor it may end on
    assert c[(2, 0)] == 3 and c[(3, 0)] == 4
    assert ends(b, "A", 9) == {(0, 0), (3, 0)}
    # difficult under both new cells is paid once too
    c = costs(board(["AA~.", "AA~."]), "A", 9)
    assert c[(1, 0)] == 2


def test_retreat_moves_never_enter_hostile_cells() -> None:
    c = costs(board(["Ab.", "..."]), "A", 9, through_hostile=False)
    assert (1, 0) not in c and c[(2, 0)] == 2  # round by [1,1]


def test_hazard_trap_and_icy_are_open_ground_under_imperial_assault() -> None:
    # the legend's "^", "t" and "i" matter to other rule sets; Imperial Assault moves over
    # them like open cells (1 MP each)
    assert costs(board(["A^ti."]), "A", 9) == {
        (0, 0): 0,
        (1, 0): 1,
        (2, 0): 2,
        (3, 0): 3,
        (4, 0): 4,
    }


def test_a_figure_standing_on_impassable_ground_can_step_off_but_not_back() -> None:
    # The table put A on an obstacle ('x', impassable; e.g. a flying monster). It may leave
    # by ordinary steps (1 MP each) but no cell of impassable ground can be entered again.
    c = costs(board(["...", ".A.", "..x"], figures={"A": {"_under": "x"}}), "A", 2)
    assert c[(1, 1)] == 0 and c[(0, 0)] == 1 and c[(2, 1)] == 1
    assert (2, 2) not in c
    # a wall still stops the first step
    b = board(["A."], figures={"A": {"_under": "x"}}, walls=[[[0, 0], [1, 0]]])
    assert costs(b, "A", 3) == {(0, 0): 0}
