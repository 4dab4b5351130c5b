"""Large figures rotate.

Rules text (reference/rules-facts.md 1.4, the rules reference as quoted there): "a large
figure cannot rotate its base unless it spends one movement point to do so", and afterwards
"the large figure must occupy at least half of the spaces it occupied before the rotation";
"A large figure cannot move diagonally". A rotation turns the base 90 degrees: a 2x1 base
becomes 1x2. Square grids only. Each answer below is worked out from that text in a comment
before the assertion; ``#`` is blocking terrain, upper-case letters are the AI group.
"""

from __future__ import annotations

import json
from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board.model import Board
from tabletop_ai.engine.movement import reach, rotations
from tabletop_ai.geometry import Cell, TurnedCell
from tabletop_ai.imperial.apply import apply_plan
from tabletop_ai.rulesets import ruleset_for
from tests.engine.golden import board, situation, wall

#: an L-shaped corridor one cell wide: row 0 from x=0 to 3, then column x=3 down to y=4.
#: A is a 2x1 base lying along the row; b (a hero) waits at the end of the column.
L_ROWS = ["AA..#", "###.#", "###.#", "###.#", "###b#"]


def node_costs(b: Board, fid: str, mp: int) -> dict[Cell, int]:
    """Fewest MP to every search node: plain cells keep the base as it is, TurnedCells are
    the base turned (their own hash, so both orientations at one anchor are kept)."""
    sit = situation(b)
    return dict(reach(sit, sit.figure(fid), mp).cost)


def l_plan() -> tuple[Board, Any]:
    b = board(L_ROWS, [{"type": "move_toward", "target": "b", "mp": 6}])
    return b, plan_group(b, "g")


def test_a_1x2_figure_turns_the_corridor_corner_for_one_mp() -> None:
    # A (2x1 at [0,0]) steps right twice: anchor [2,0] covers [2,0],[3,0] (2 MP). It cannot
    # step down as 2x1 ([2,1] is blocking) and cannot move diagonally. Rotating to 1x2 at
    # anchor [3,0] covers [3,0],[3,1]: it keeps [3,0], 1 of its 2 spaces = half, allowed;
    # it costs 1 MP: 3. Then down the column 1 MP a step: [3,1] turned 4, [3,2] turned 5.
    c = node_costs(board(L_ROWS), "A", 9)
    assert c[Cell(2, 0)] == 2
    assert c[TurnedCell(3, 0, (1, 2))] == 3
    assert c[TurnedCell(3, 1, (1, 2))] == 4 and c[TurnedCell(3, 2, (1, 2))] == 5
    # without turning, nothing below row 0 is reached (the slip: the figure stalled)
    assert all(isinstance(n, TurnedCell) for n in c if n.y > 0)
    # and the rotation is paid for: 4 MP do not reach [3,2] turned (5 needed)
    assert TurnedCell(3, 2, (1, 2)) not in node_costs(board(L_ROWS), "A", 4)


def test_the_plan_reports_the_turned_end_and_its_size() -> None:
    # IC "Move X toward b": as close as possible, stopping when adjacent. Turned at anchor
    # [3,2] the base covers [3,2],[3,3]: adjacent to b at [3,4], 5 MP (worked out above).
    # Unturned the best is anchor [2,0] ([3,0] is 4 spaces from b): the rotation is better.
    _b, p = l_plan()
    fp = p.to_json()["figures"][0]
    assert fp["end"] == [3, 2] and fp["size"] == [1, 2]
    move = fp["actions"][0]
    assert move["end"] == [3, 2] and move["size"] == [1, 2] and move["mp_spent"] == 5
    # the path: two steps, the turn (its anchor moves to [3,0]), two steps down
    assert move["path"] == [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1], [3, 2]]


def test_plans_without_a_rotation_carry_no_size_key() -> None:
    # a straight corridor: no turn needed, so the JSON is exactly as before (no "size")
    b = board(["AA...b"], [{"type": "move_toward", "target": "b", "mp": 6}])
    fp = plan_group(b, "g").to_json()["figures"][0]
    assert fp["end"] == [3, 0] and "size" not in fp and "size" not in fp["actions"][0]


def test_a_rotation_must_keep_at_least_half_of_the_spaces() -> None:
    # A 2x3 base (6 spaces) turned is 3x2; it must keep 3 of its 6 spaces. From anchor
    # [0,0] the 3x2 anchors keeping 4 are [-1,0],[0,0],[-1,1],[0,1]; [0,2] would keep only
    # [0,2],[1,2] (2 of 6) and [1,0] only [1,0],[1,1] (2 of 6): not allowed.
    assert rotations(Cell(0, 0), (2, 3)) == [Cell(-1, 0), Cell(0, 0), Cell(-1, 1), Cell(0, 1)]
    # a 2x1 base keeps 1 of 2 (= half) turning about either of its cells
    assert rotations(Cell(0, 0), (2, 1)) == [Cell(0, -1), Cell(1, -1), Cell(0, 0), Cell(1, 0)]
    # On this map the only turned footprint that fits from the start is anchor [0,2] (3x2
    # over [0..2]x[2..3]): [2,0] and [2,1] are blocking, so turned anchors [0,0] and [0,1]
    # do not fit. Turning straight into [0,2] keeps 2 of 6: illegal, so it is not 1 MP.
    # The legal way: step down to anchor [0,1] (1 MP; base [0..1]x[1..3]), then turn to
    # [0,2], keeping [0,2],[1,2],[0,3],[1,3] = 4 of 6 (1 MP): 2 MP.
    c = node_costs(board(["AA#", "AA#", "AA.", "..."]), "A", 9)
    assert c[Cell(0, 1)] == 1
    assert c[TurnedCell(0, 2, (3, 2))] == 2


def test_a_rotation_onto_a_blocking_cell_a_wall_or_a_figure_is_not_taken() -> None:
    # A 2x1 at [0,0] on a 2x2 map. Turned, it may stand at anchor [0,0] (over [0,0],[0,1])
    # or [1,0] (over [1,0],[1,1]); the anchors in row -1 are off the map.
    open_map = node_costs(board(["AA", ".."]), "A", 1)
    assert open_map[TurnedCell(0, 0, (1, 2))] == 1 and open_map[TurnedCell(1, 0, (1, 2))] == 1
    # [0,1] blocking: the turn over it is not taken, the other one is
    c = node_costs(board(["AA", "#."]), "A", 9)
    assert TurnedCell(0, 0, (1, 2)) not in c and c[TurnedCell(1, 0, (1, 2))] == 1
    # a wall between [1,0] and [1,1] would split the turned base's own cells: not taken
    c = node_costs(board(["AA", ".."], walls=[wall((1, 0), (1, 1))]), "A", 9)
    assert TurnedCell(1, 0, (1, 2)) not in c and c[TurnedCell(0, 0, (1, 2))] == 1
    # a closed door there too
    closed = [{"between": wall((1, 0), (1, 1)), "open": False}]
    c = node_costs(board(["AA", ".."], doors=closed), "A", 9)
    assert TurnedCell(1, 0, (1, 2)) not in c
    # a figure (hero b) on [1,1]: the base may not turn onto it
    c = node_costs(board(["AA", ".b"]), "A", 1)
    assert TurnedCell(1, 0, (1, 2)) not in c and c[TurnedCell(0, 0, (1, 2))] == 1
    # in the L corridor, a wall across the corner ([3,0]|[3,1]) leaves no legal turn: the
    # figure stays in row 0 (it cannot go on; the rules give it no other way)
    c = node_costs(board(L_ROWS, walls=[wall((3, 0), (3, 1))]), "A", 9)
    assert all(n.y == 0 for n in c) and not any(isinstance(n, TurnedCell) for n in c)


def test_square_bases_and_small_figures_never_turn() -> None:
    # a 2x2 base turned is the same base: no TurnedCell nodes; a 1x1 figure neither
    assert not any(
        isinstance(n, TurnedCell)
        for n in node_costs(board(["AA..", "AA..", "....", "...."]), "A", 9)
    )
    assert not any(isinstance(n, TurnedCell) for n in node_costs(board(["A..", "..."]), "A", 9))


def test_apply_writes_the_turned_size() -> None:
    # Apply carries the plan out: A ends at [3,2] as a 1x2 base (worked out above)
    b, p = l_plan()
    for new in (ruleset_for(b).apply(b, p), apply_plan(b, p)):
        a = new.find_figure("A")
        assert a is not None and a.at == Cell(3, 2) and a.size == (1, 2)
        assert a.cells() == [Cell(3, 2), Cell(3, 3)]
    assert b.find_figure("A").size == (2, 1)  # type: ignore[union-attr]  # not changed
    # the applied board saves the new size (board JSON "size": [1, 2])
    from tabletop_ai.board.io import board_to_json

    saved = board_to_json(ruleset_for(b).apply(b, p))
    fig = next(f for f in saved["figures"] if f["id"] == "A")
    assert fig["at"] == [3, 2] and fig["size"] == [1, 2]
    json.dumps(saved)


def test_a_plan_with_a_turn_survives_pickling() -> None:
    # plans are made in a separate process: a TurnedCell must cross it unchanged
    import pickle

    _b, p = l_plan()
    back = pickle.loads(pickle.dumps(p))
    assert back.figures[0].end == TurnedCell(3, 2, (1, 2))
    assert back.to_json() == p.to_json()


def test_a_rotation_never_turns_onto_a_footprint_off_the_map() -> None:
    # a 2x1 base at [0,2] on a 4x3 map, 1 MP: it may turn to stand 1x2 on [0,1] or [1,1]
    # (keeping [0,2] or [1,2]) or step to [1,2] or [0,1]; [0,0] is two steps away. A turned
    # footprint above the top row would be numbered like a cell of the map's last row
    b = board(["....", "....", "AA.."])
    r = reach(situation(b), b.figure("A"), 1)
    assert Cell(0, 0) not in r.cost
    assert set(r.cost) == {
        Cell(0, 2),
        Cell(1, 2),
        Cell(0, 1),
        TurnedCell(0, 1, (1, 2)),
        TurnedCell(1, 1, (1, 2)),
    }
