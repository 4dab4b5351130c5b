"""Golden boards for the instructions of board-format.md section 8 (Imperial Commander's
wording in reference/imperial-commander-instructions.md). Each answer is derived in a comment
from the rules text: costs from section 7, ties reported in reading order (``tie: report``)."""

from __future__ import annotations

from typing import Any

from tests.engine.golden import actions, board, plan, situation, wall

RANGED = {"attack": "ranged"}


def only(p: dict[str, Any], fid: str = "A") -> dict[str, Any]:
    acts = actions(p, fid)
    assert len(acts) == 1
    return acts[0]


# -- move_toward --------------------------------------------------------------------------


def test_move_toward_spends_mp_to_get_closest() -> None:
    # A [0,0], b [6,0], mp 3: [3,0] is 3 spaces from b, the closest reachable
    a = only(plan(["A.....b"], [{"type": "move_toward", "mp": 3}]))
    assert a["path"] == [[0, 0], [1, 0], [2, 0], [3, 0]]
    assert a["end"] == [3, 0] and a["mp_spent"] == 3 and a["alternatives"] == []
    assert a["target"] == "b" and not a["skipped"]


def test_move_toward_stops_once_adjacent() -> None:
    # mp 10 but [5,0] is adjacent to b (1 space); nothing is closer: 5 MP, not more
    a = only(plan(["A.....b"], [{"type": "move_toward", "mp": 10}]))
    assert a["end"] == [5, 0] and a["mp_spent"] == 5


def test_move_toward_ties_fewer_mp_then_reported() -> None:
    # A [0,1], b [4,1]: cells adjacent to b that cost 3 are [3,0], [3,1], [3,2] ([4,0] and
    # [4,2] cost 4): equally good; reading order picks [3,0], the others are alternatives
    a = only(plan([".....", "A...b", "....."], [{"type": "move_toward", "mp": 9}]))
    assert a["end"] == [3, 0] and a["mp_spent"] == 3
    assert a["alternatives"] == [[3, 1], [3, 2]]


def test_move_toward_compass_tie_break() -> None:
    rows = [".....", "A...b", "....."]
    ins = [{"type": "move_toward", "mp": 9}]
    # toward the south edge: the largest y wins outright
    a = only(plan(rows, ins, rules={"tie": {"compass": "S"}}))
    assert a["end"] == [3, 2] and a["alternatives"] == []
    a = only(plan(rows, ins, rules={"tie": {"compass": "N"}}))
    assert a["end"] == [3, 0] and a["alternatives"] == []
    # a tie along a row: A [2,0] toward b [2,2] on a 5x3 map: [1,1], [2,1] and [3,1] are
    # adjacent to b for 1 MP; west takes [1,1], east [3,1], report the first and lists all
    a = only(plan(["..A..", ".....", "..b.."], ins, rules={"tie": {"compass": "W"}}))
    assert a["end"] == [1, 1] and a["alternatives"] == []
    a = only(plan(["..A..", ".....", "..b.."], ins, rules={"tie": {"compass": "E"}}))
    assert a["end"] == [3, 1] and a["alternatives"] == []
    a = only(plan(["..A..", ".....", "..b.."], ins))
    assert a["end"] == [1, 1] and a["alternatives"] == [[2, 1], [3, 1]]
    # toward the east edge all three have x=3: still tied, still reported
    a = only(plan(rows, ins, rules={"tie": {"compass": "E"}}))
    assert a["end"] == [3, 0] and a["alternatives"] == [[3, 1], [3, 2]]


def test_move_toward_already_adjacent_stays_not_skipped() -> None:
    a = only(plan(["..Ab."], [{"type": "move_toward", "mp": 4}]))
    assert not a["skipped"] and a["path"] == [[2, 0]] and a["mp_spent"] == 0
    assert "already adjacent" in str(a["reason"])


def test_move_toward_cannot_get_closer_stays() -> None:
    # A is shut in by walls: it stays, not skipped
    a = only(plan(["A..b"], [{"type": "move_toward", "mp": 4}], walls=[wall((0, 0), (1, 0))]))
    assert not a["skipped"] and a["end"] == [0, 0] and a["mp_spent"] == 0


def test_move_toward_goes_round_walls_by_counted_spaces() -> None:
    # wall line x=2 for rows 0-1 ([1,0]|[2,0], [1,1]|[2,1]); b [3,0]. Counted spaces from b go
    # round below: [2,1] 1, [2,2] 2 (via [3,1]: 1, then [2,2]), [1,2] 2 ([2,1] -> [1,2] is a
    # diagonal at P=(2,2): the way via [2,2] is open), [0,1] 3 ... A [0,0] with mp 2 reaches
    # [1,2]? cost 2 ([0,1] -> [1,2]): counted 2 from b — the best reachable cell
    a = only(
        plan(
            ["A..b", "....", "...."],
            [{"type": "move_toward", "mp": 2}],
            walls=[wall((1, 0), (2, 0)), wall((1, 1), (2, 1))],
        )
    )
    assert a["end"] == [1, 2] and a["mp_spent"] == 2


# -- move_to_engage -----------------------------------------------------------------------


def test_move_to_engage_fewest_mp_to_an_adjacent_cell() -> None:
    # A [0,0], b [2,0]; [1,0] is difficult (2 MP), [1,1] costs 1 and is adjacent to b
    a = only(plan(["A~b", "..."], [{"type": "move_to_engage", "mp": 4}]))
    assert a["end"] == [1, 1] and a["mp_spent"] == 1 and a["target"] == "b"


def test_move_to_engage_already_adjacent_stays() -> None:
    a = only(plan(["Ab.."], [{"type": "move_to_engage", "mp": 4}]))
    assert not a["skipped"] and a["end"] == [0, 0] and a["mp_spent"] == 0
    assert a["target"] == "b"


def test_move_to_engage_falls_back_to_the_next_target() -> None:
    # named target b [7,0] needs [6,0]: 4 MP > 3; the next by priority, c [0,0] (closest
    # healthy), is engaged from [1,0] for 1 MP
    a = only(plan(["c.A....b"], [{"type": "move_to_engage", "mp": 3, "target": "b"}]))
    assert a["target"] == "c" and a["end"] == [1, 0] and a["mp_spent"] == 1
    assert "cannot reach a cell adjacent to b" in str(a["reason"])


def test_move_to_engage_skipped_when_no_target_can_be_engaged() -> None:
    # A [3,0] with 1 MP: c needs [1,0] (2 MP), b needs [6,0] (3 MP): skipped, no move
    a = only(plan(["c..A...b"], [{"type": "move_to_engage", "mp": 1}]))
    assert a["skipped"] and "path" not in a
    p = plan(["c..A...b"], [{"type": "move_to_engage", "mp": 1}])
    assert p["figures"][0]["end"] == [3, 0]


# -- move_to_reposition ------------------------------------------------------------------


def test_reposition_exact_distance_fewest_mp() -> None:
    # A [0,0], b [7,0], distance 3: [4,0] is exactly 3 from b, for 4 MP
    a = only(plan(["A......b"], [{"type": "move_to_reposition", "mp": 4, "distance": 3}]))
    assert a["end"] == [4, 0] and a["mp_spent"] == 4


def test_reposition_already_at_distance_stays() -> None:
    a = only(plan(["....A..b"], [{"type": "move_to_reposition", "mp": 4, "distance": 3}]))
    assert a["end"] == [4, 0] and a["mp_spent"] == 0 and not a["skipped"]


def test_reposition_too_far_moves_as_close_as_it_can() -> None:
    # distance 1 would need [6,0] (6 MP); with 4 MP the closest is [4,0], 3 from b
    a = only(plan(["A......b"], [{"type": "move_to_reposition", "mp": 4, "distance": 1}]))
    assert a["end"] == [4, 0] and "too far" in str(a["reason"])


def test_reposition_too_close_moves_as_far_as_it_can() -> None:
    # A [6,0] next to b [7,0] wants 4; with 2 MP [4,0] (3 away) is the farthest
    a = only(plan(["......Ab"], [{"type": "move_to_reposition", "mp": 2, "distance": 4}]))
    assert a["end"] == [4, 0] and a["mp_spent"] == 2 and "too close" in str(a["reason"])


def test_reposition_too_close_nearest_first_then_sum_over_all() -> None:
    # A [2,1], heroes b [0,0] and c [4,2] (5x3 map) wants 5 (impossible, too close). With
    # 1 MP, each reachable cell's (nearest hostile, sum over both):
    #   [2,1] (stay), [2,0], [2,2]: b 2, c 2 -> (2, 4)
    #   [3,0]: b 3, c 2 -> (2, 5)      [1,2]: b 2, c 3 -> (2, 5)
    #   [1,0], [1,1]: b 1              [3,1], [3,2]: c 1
    # farthest from the nearest (2), then the largest sum (5): [3,0] and [1,2], tied
    a = only(
        plan(["b....", "..A..", "....c"], [{"type": "move_to_reposition", "mp": 1, "distance": 5}])
    )
    assert a["end"] == [3, 0] and a["alternatives"] == [[1, 2]]


def test_reposition_point_stops_on_reaching_it() -> None:
    # the point r1 [2,0] overrides the distance: A stops there though [4,0] is 3 from b
    pts = [{"id": "r1", "kind": "reposition", "at": [2, 0]}]
    a = only(
        plan(
            ["A......b"],
            [{"type": "move_to_reposition", "mp": 4, "distance": 3, "point": "r1"}],
            points=pts,
        )
    )
    assert a["end"] == [2, 0] and a["mp_spent"] == 2


def test_reposition_point_out_of_reach_moves_toward_it() -> None:
    # r1 [6,0] needs 6 MP; with 3 the closest cell to it is [3,0] (3 from r1)
    pts = [{"id": "r1", "kind": "reposition", "at": [6, 0]}]
    a = only(
        plan(
            ["A......b"],
            [{"type": "move_to_reposition", "mp": 3, "distance": 3, "point": "r1"}],
            points=pts,
        )
    )
    assert a["end"] == [3, 0] and a["mp_spent"] == 3


# -- move_to_attack -----------------------------------------------------------------------


def test_move_to_attack_closest_cell_with_sight() -> None:
    # A [0,1] ranged cannot see b [4,1] past blocking [2,1]. With 2 MP the cells nearest b by
    # counted spaces are [2,0] and [2,2] (2 spaces); from [2,0] the triangle (3,1),(4,1),(4,2)
    # lies in the open [3,1]: sight. Both cost 2: [2,0] chosen, [2,2] reported.
    a = only(
        plan(
            [".....", "A.#.b", "....."],
            [{"type": "move_to_attack", "mp": 2}],
            figures={"A": RANGED},
        )
    )
    assert a["end"] == [2, 0] and a["alternatives"] == [[2, 2]] and a["mp_spent"] == 2
    assert a["target"] == "b"


def test_move_to_attack_prefers_closest_over_fewest_mp() -> None:
    # A [0,0] ranged sees b [6,0] already, but spec 8 wants the closest cell that can attack:
    # with 3 MP that is [3,0] (3 spaces), not staying put
    a = only(plan(["A.....b"], [{"type": "move_to_attack", "mp": 3}], figures={"A": RANGED}))
    assert a["end"] == [3, 0] and a["mp_spent"] == 3


def test_move_to_attack_melee_needs_adjacency() -> None:
    a = only(plan(["A..b"], [{"type": "move_to_attack", "mp": 4}]))
    assert a["end"] == [2, 0] and a["mp_spent"] == 2


def test_move_to_attack_reach_within_two_spaces() -> None:
    # Reach: within 2 counted spaces with sight: [1,0] is 2 from b [3,0]
    a = only(
        plan(["A..b"], [{"type": "move_to_attack", "mp": 4}], figures={"A": {"attack": "reach"}})
    )
    # both [1,0] (2 spaces) and [2,0] (1 space) can attack; the closest wins
    assert a["end"] == [2, 0]
    # with 1 MP only [1,0] is in reach: 2 spaces is enough for Reach
    a = only(
        plan(["A..b"], [{"type": "move_to_attack", "mp": 1}], figures={"A": {"attack": "reach"}})
    )
    assert a["end"] == [1, 0]


def test_move_to_attack_falls_back_and_skips() -> None:
    # melee A [3,0], 1 MP: named b [7,0] cannot be reached; c [1,0] can from [2,0]
    a = only(plan([".c.A...b"], [{"type": "move_to_attack", "mp": 1, "target": "b"}]))
    assert a["target"] == "c" and a["end"] == [2, 0]
    assert "no reachable cell can attack b" in str(a["reason"])
    # nobody reachable: skipped, no move
    a = only(plan(["c...A...b"], [{"type": "move_to_attack", "mp": 1}]))
    assert a["skipped"] and "path" not in a


def test_move_to_attack_ranged_range_limits() -> None:
    # ranged_range 2 (+ accuracy 0): from [4,0] b [7,0] is 3 away: A must reach [5,0]
    a = only(
        plan(
            ["..A....b"],
            [{"type": "move_to_attack", "mp": 3}],
            figures={"A": RANGED},
            rules={"ranged_range": 2},
        )
    )
    assert a["end"] == [5, 0]


# -- attack -------------------------------------------------------------------------------


def test_attack_target_in_sight() -> None:
    a = only(plan(["A...b"], [{"type": "attack"}], figures={"A": RANGED}))
    assert a["target"] == "b" and a["distance"] == 4 and a["los"] is True
    assert not a["skipped"] and "path" not in a


def test_attack_falls_back_to_the_next_target_in_sight() -> None:
    # named b is hidden behind blocking [2,1]; c [0,2]... visible: c is attacked
    a = only(
        plan(
            [".....", "A.#.b", "c...."], [{"type": "attack", "target": "b"}], figures={"A": RANGED}
        )
    )
    assert a["target"] == "c" and "cannot attack b" in str(a["reason"])


def test_attack_skipped_with_nobody_in_sight_or_range() -> None:
    a = only(plan([".....", "A.#.b", "....."], [{"type": "attack"}], figures={"A": RANGED}))
    assert a["skipped"] and a["target"] is None
    a = only(plan(["A.b"], [{"type": "attack"}]))  # melee, not adjacent
    assert a["skipped"]
    a = only(plan(["A.b"], [{"type": "attack"}], figures={"A": {"attack": "reach"}}))
    assert not a["skipped"] and a["distance"] == 2


def test_move_to_attack_then_attack_uses_the_moved_position() -> None:
    p = plan(
        [".....", "A.#.b", "....."],
        [{"type": "move_to_attack", "mp": 2}, {"type": "attack"}],
        figures={"A": RANGED},
    )
    move, atk = actions(p, "A")
    assert move["end"] == [2, 0]
    assert atk["target"] == "b" and atk["distance"] == 2 and atk["los"] is True


# -- retreat ------------------------------------------------------------------------------

FORT = [{"id": "fort", "kind": "stronghold", "side": "ai", "at": [0, 0]}]


def test_retreat_toward_the_nearest_friendly_base() -> None:
    # A [3,0] retreats 2 MP: [1,0] is 1 from the fort [0,0]
    a = only(plan(["...A.b"], [{"type": "retreat", "mp": 2}], points=FORT))
    assert a["end"] == [1, 0] and a["mp_spent"] == 2 and not a.get("destroyed")


def test_retreat_never_into_or_through_hostile_cells() -> None:
    # b [1,0] sits between A [3,0] and the fort: with 4 MP a normal move would reach [0,0]
    # (1 + 2 + 1), a retreat may not pass b: [2,0] is the best it can do
    a = only(plan([".b.A"], [{"type": "retreat", "mp": 4}], points=FORT))
    assert a["end"] == [2, 0] and a["path"] == [[3, 0], [2, 0]]


def test_retreat_must_leave_its_cell_or_is_destroyed() -> None:
    p = plan(["bAc"], [{"type": "retreat", "mp": 2}], points=FORT)
    a = only(p)
    assert a["destroyed"] is True and p["figures"][0]["destroyed"] is True
    # a friendly figure on the only cell: it may pass it but not end there
    p = plan(["BA."], [{"type": "retreat", "mp": 1}], members=["A"], points=FORT)
    assert only(p)["end"] == [2, 0]


def test_retreat_ignores_enemy_bases_and_without_a_base_moves_away() -> None:
    # the only base is the player's: A moves as far from the nearest hostile as it can
    pts = [{"id": "camp", "kind": "outpost", "side": "player", "at": [0, 0]}]
    a = only(plan([".....Ab"], [{"type": "retreat", "mp": 3}], points=pts))
    assert a["end"] == [2, 0]


def test_retreat_on_the_contract_hex_example() -> None:
    from tests.conftest import SPEC_EXAMPLES

    path = SPEC_EXAMPLES / "river-crossing.board.json"
    from tabletop_ai import plan_group
    from tabletop_ai.board import load_board

    # odd-r: legion [3,4] between raiders [4,4] and riders [2,4]; fort [0,5]. Retreating 2
    # MP, never through a hostile: [2,5] (1 MP, 2 from the fort) then [1,5] (2 MP, 1 from
    # the fort); nothing reachable is nearer.
    p = plan_group(load_board(path), "army").to_json()
    a = p["figures"][0]["actions"][0]
    assert a["path"] == [[3, 4], [2, 5], [1, 5]] and a["mp_spent"] == 2


def test_grid_bound_is_the_least_grid_distance_between_footprints() -> None:
    """ "Move to attack" orders cells by the fewest grid steps between the footprints (a
    lower bound of the counted spaces); on a square grid it is worked out from the gaps
    between the two rectangles: the same number as the least ``grid.distance`` over every
    pair of their cells, turned large figures included."""
    import random

    from tabletop_ai.engine.instructions import _grid_bound
    from tabletop_ai.geometry import Cell, TurnedCell

    rnd = random.Random(5)
    b = board(["AA" + "." * 10] + ["." * 12] * 11, figures={"A": {"size": [2, 1]}})
    sit = situation(b)
    fig = sit.figure("A")
    gdist = sit.topo.grid.distance
    for _ in range(400):
        w, h = rnd.randint(1, 3), rnd.randint(1, 3)
        tx, ty = rnd.randrange(10), rnd.randrange(10)
        tcells = [Cell(tx + i, ty + j) for j in range(h) for i in range(w)]
        at = Cell(rnd.randrange(10), rnd.randrange(10))
        if rnd.random() < 0.5:
            at = TurnedCell(at[0], at[1], (1, 2))
        want = min(gdist(x, y) for x in fig.cells(at) for y in tcells)
        assert _grid_bound(sit, fig, tcells, gdist)(at) == want, (at, tcells)
