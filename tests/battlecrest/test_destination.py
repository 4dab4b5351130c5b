"""The four-step destination list ("Визначення переміщення"), one golden board per branch.

Every board: diagonals off; the solo card asks for a cell adjacent to your hero unless said
otherwise; the Emperor's hero (E) moves with its ``speed`` (no action row).
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.engine.plan import Action
from tests.battlecrest.boards import bc_board, emperor_plan, one, order_card, solo_card


def _move(rows: list[str], speed: int, compass: str = "N", **kw: Any) -> Action:
    """Plan the turn on a golden board; the hero's move action."""
    figures: dict[str, dict[str, Any]] = dict(kw.pop("figures", {}))
    figures["E"] = {**figures.get("E", {}), "speed": speed}
    board = bc_board(rows, figures=figures, cards=[order_card(compass)], **kw)
    return one(emperor_plan(board), "move", "E")


def test_rule_1_the_only_possible_reachable_destination() -> None:
    # Your hero h at [2,2]; possible: [2,1], [3,2] ([1,2] is blocking). With 3 movement only
    # [2,1] is reachable, so rule 1 takes it even though [3,2] has a double bonus from L1.
    a = _move(["E.....", "......", ".#h.1."], 3, locations={"1": {"bonuses": {"attack": 2}}})
    assert a.end == (2, 1)
    assert a.to_json()["destination"]["rule"] == 1
    assert a.mp_spent == 3
    assert a.alternatives == []
    assert sorted(map(tuple, a.highlight)) == [(2, 1), (3, 2)]  # the possible cells


BOARD_2 = ["......", "..E...", "......", "1.h.2.", "......"]


def test_rule_2_one_reachable_preferred_destination() -> None:
    # Possible: [2,2], [1,3], [3,3], [2,4]; reachable with 3: [2,2], [1,3], [3,3].
    # Only [1,3] touches an active location bonus (L1): it is the one preferred destination.
    a = _move(BOARD_2, 3, locations={"1": {"bonuses": {"attack": 1}}, "2": {"bonuses": {}}})
    assert a.to_json()["destination"]["rule"] == 2
    assert a.end == (1, 3)
    assert sorted(map(tuple, a.to_json()["destination"]["preferred"])) == [(1, 3)]


def test_rule_2_double_symbols_count_twice() -> None:
    # L1 has one attack symbol, L2 a double attack symbol: [3,3] is preferred (2 > 1).
    a = _move(
        BOARD_2, 3, locations={"1": {"bonuses": {"attack": 1}}, "2": {"bonuses": {"attack": 2}}}
    )
    assert a.to_json()["destination"]["rule"] == 2
    assert a.end == (3, 3)


def test_rule_2_flipped_location_gives_no_bonus() -> None:
    a = _move(
        BOARD_2,
        3,
        locations={
            "1": {"bonuses": {"attack": 1}},
            "2": {"bonuses": {"attack": 2}, "active": False},
        },
    )
    assert a.end == (1, 3)


@pytest.mark.parametrize(("compass", "end"), [("E", (3, 3)), ("W", (1, 3))])
def test_rule_3_several_preferred_the_compass_picks(compass: str, end: tuple[int, int]) -> None:
    # Two symbols at L1 (attack + move) tie with L2's double attack: both preferred.
    a = _move(
        BOARD_2,
        3,
        compass,
        locations={"1": {"bonuses": {"attack": 1, "defense": 1}}, "2": {"bonuses": {"attack": 2}}},
    )
    assert a.to_json()["destination"]["rule"] == 3
    assert a.end == end
    assert a.alternatives == []
    assert f"compass {compass}" in a.reason


@pytest.mark.parametrize(
    ("compass", "end", "alts"),
    [
        ("N", (2, 2), []),  # topmost
        ("E", (3, 3), []),  # rightmost
        ("W", (1, 3), []),  # leftmost
        ("S", (1, 3), [(3, 3)]),  # bottommost: [1,3] and [3,3] share the row → both reported
    ],
)
def test_rule_3_ties_at_zero_bonuses_are_all_preferred(
    compass: str, end: tuple[int, int], alts: list[tuple[int, int]]
) -> None:
    a = _move(["......", "..E...", "......", "..h...", "......"], 3, compass)
    assert a.to_json()["destination"]["rule"] == 3
    assert a.end == end
    assert [tuple(c) for c in a.alternatives or []] == alts
    if alts:
        assert "players choose" in a.reason


def test_rule_4_nearest_ignores_other_warriors_as_in_the_example() -> None:
    # The text's example: with 2 movement the warrior goes to A = [2,1], the cell closest to
    # the wanted cell [4,1], although your sidekick s blocks the way beyond it. Counting
    # warriors, [2,1] and [1,2] would both be 4 steps away and compass S would take [1,2].
    a = _move(["######", "E..s.h", ".....#", "######"], 2, "S")
    assert a.to_json()["destination"]["rule"] == 4
    assert a.end == (2, 1)
    assert a.to_json()["destination"]["toward"] == [[4, 1]]
    assert "ignoring other warriors" in a.reason


def test_rule_4_equally_near_prefers_the_preferred_direction_over_the_compass() -> None:
    # Adjacent-to-any-enemy cells lie 1 step beyond [2,1] (toward [1,1] by h) and beyond
    # [4,1] (toward [5,1] by s). [5,1] touches L1's bonus: toward it wins although the
    # compass says W.
    rows = [".....1.", "h..E..s", "......."]
    solo = solo_card(destination=[{"adjacent_to": "enemy"}])
    a = _move(rows, 1, "W", solo=solo, locations={"1": {"bonuses": {"attack": 1}}})
    assert a.to_json()["destination"]["rule"] == 4
    assert a.end == (4, 1)


@pytest.mark.parametrize(("compass", "end"), [("W", (2, 0)), ("E", (4, 0))])
def test_rule_4_equally_near_and_equally_preferred_the_compass_picks(
    compass: str, end: tuple[int, int]
) -> None:
    # [2,0] is 1 step from [1,0] (by h), [4,0] 1 step from [5,0] (by s); no bonuses.
    rows = ["h..E..s", "......."]
    solo = solo_card(destination=[{"adjacent_to": "enemy"}])
    a = _move(rows, 1, compass, solo=solo)
    assert a.to_json()["destination"]["rule"] == 4
    assert a.end == end


def test_own_cell_means_no_move() -> None:
    # Possible: [1,0] (its own cell), [0,1], [2,1]; only its own cell is reachable with 1.
    a = _move([".E.", ".h."], 1)
    assert a.to_json()["destination"]["rule"] == 1
    assert a.end == (1, 0)
    assert a.mp_spent == 0
    assert "does not move" in a.reason


def test_no_possible_destination_means_no_move() -> None:
    a = _move(["E.#", "..#"], 2)  # no enemy hero at all
    assert a.end == (0, 0)
    assert "no cell meets" in a.reason


def test_location_cells_are_never_destinations() -> None:
    # [2,1] holds a location, so possible cells are [1,2] and [3,2]; with 4 movement only
    # [1,2] is reachable (going round the location): rule 1.
    a = _move(["E.....", "..1...", "..h..."], 4, locations={"1": {"bonuses": {"attack": 1}}})
    assert a.end == (1, 2)
    assert a.to_json()["destination"]["rule"] == 1
    assert (2, 1) not in [tuple(c) for c in a.to_json()["destination"]["possible"]]


def test_hazards_do_not_affect_the_emperors_movement() -> None:
    # The only way round is over two hazards; the hero crosses and may end on one.
    a = _move(["E^^h", "####"], 2)
    assert a.end == (2, 0)
    assert a.path == [(0, 0), (1, 0), (2, 0)]


def test_movement_bonus_applied_first_and_stays_flipped() -> None:
    # L1 next to the hero gives +1 movement: 3 + 1 reaches [3,1] (adjacent to h at [4,1]);
    # with 3 it would stop at [2,1] (rule 4).
    board = bc_board(
        ["E1...", "....h"], figures={"E": {"speed": 3}}, locations={"1": {"bonuses": {"move": 1}}}
    )
    plan = emperor_plan(board)
    bonus = one(plan, "move_bonus", "E")
    assert bonus.to_json()["flipped"] == ["L1"]
    move = one(plan, "move", "E")
    assert move.to_json()["movement"] == 4
    assert move.to_json()["destination"]["rule"] == 1
    assert move.end == (3, 1)
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L1"]


def test_movement_bonus_flips_even_when_the_warrior_stays() -> None:
    board = bc_board(
        ["1E.", ".h."], figures={"E": {"speed": 1}}, locations={"1": {"bonuses": {"move": 1}}}
    )
    plan = emperor_plan(board)
    assert one(plan, "move", "E").end == (1, 0)
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L1"]


def test_sidekick_moves_after_the_hero_even_if_the_hero_did_not() -> None:
    # The hero has no ready action card: it does not move; the sidekick still does.
    board = bc_board(
        ["E.S..", "....h"],
        figures={"S": {"speed": 2}},
        row=[{"card": "c1", "ready": False}],
        solo=solo_card(
            sidekick_destination=[{"adjacent_to": "enemy_hero"}],
            action_cards=[{"id": "c1", "move": 3}],
        ),
    )
    plan = emperor_plan(board)
    hero_move = one(plan, "move", "E")
    assert hero_move.skipped
    side = one(plan, "move", "S")
    assert side.end == (4, 0)
    assert int(side.to_json()["step"]) > int(hero_move.to_json()["step"])


def test_solo_card_bonus_exceptions_cover_double_symbols_too() -> None:
    # FAQ (Aura): an exception for a bonus type also covers its double symbols. Ignoring
    # attack, L2's double attack counts 0 and L1's single defense makes [1,3] preferred.
    locs = {"1": {"bonuses": {"defense": 1}}, "2": {"bonuses": {"attack": 2}}}
    plain = _move(BOARD_2, 3, locations=locs)
    assert plain.end == (3, 3)
    aura = _move(BOARD_2, 3, locations=locs, solo=solo_card(ignore_bonuses=["attack"]))
    assert aura.end == (1, 3)
    assert aura.to_json()["destination"]["rule"] == 2


def test_enemies_block_movement_unless_the_options_allow_passing() -> None:
    # A corridor with your sidekick in it: the hero cannot pass it by default.
    rows = ["E.s.h", "#####"]
    blocked = _move(rows, 4)
    assert blocked.end == (1, 0)
    through = _move(rows, 4, state={"options": {"through_enemies": True}})
    assert through.end == (3, 0)
    assert through.path == [(0, 0), (1, 0), (2, 0), (3, 0)]
