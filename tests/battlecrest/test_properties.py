"""Invariants of the Emperor's turn on random 6x6 battlefields: the planner never raises, every
move ends on a reachable free cell that holds no location, rules 1-3 only ever pick possible
destinations (rule 1: the only possible reachable one), a path is a chain of edge steps no
longer than the movement, and plans are deterministic."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_ai.board import Board, BoardError
from tabletop_ai.engine.plan import Plan
from tests.battlecrest.boards import bc_board, card, emperor_plan, order_card, solo_card

REQUIREMENTS = [
    [{"adjacent_to": "enemy_hero"}],
    [{"adjacent_to": "enemy"}],
    [{"distance_to": "enemy_hero", "min": 2, "max": 3}],
    [{"in_line_with": "enemy_hero"}, {"not_adjacent_to": "enemy"}],
]


@st.composite
def battlefields(draw: st.DrawFn) -> Board:
    cells = [(x, y) for y in range(6) for x in range(6)]
    picks = draw(st.lists(st.sampled_from(cells), min_size=4, max_size=10, unique=True))
    rows = [list(draw(st.text(alphabet="....^#", min_size=6, max_size=6))) for _ in range(6)]
    letters = ["E", "S", "h", "s"]
    for (x, y), ch in zip(picks, letters + [str(i) for i in range(1, 7)], strict=False):
        rows[y][x] = ch
    locations: dict[str, dict[str, Any]] = {}
    for i in range(1, 7):
        kinds = draw(
            st.dictionaries(
                st.sampled_from(["move", "push", "attack", "defense"]),
                st.integers(1, 2),
                max_size=2,
            )
        )
        locations[str(i)] = {
            "bonuses": kinds,
            "active": draw(st.booleans()),
            "hazard": draw(st.booleans()),
        }
    solo = solo_card(
        destination=draw(st.sampled_from(REQUIREMENTS)),
        sidekick_destination=draw(st.sampled_from(REQUIREMENTS)),
        star_priority=[
            {"id": "p", "type": "push", "value": draw(st.integers(1, 5))},
            {"id": "a", "type": "attack", "value": 2, "range": "all"},
            {"id": "m", "type": "move", "value": 2},
        ],
        fallback={"type": "attack", "value": 1},
        action_cards=[
            card("c1", move=draw(st.integers(0, 3)), stars=3),
            card("c2", move=draw(st.integers(0, 3))),
        ],
    )
    compass = draw(st.sampled_from("NESW"))
    steps = draw(st.permutations(["movement", "activation", "refresh"]))
    return bc_board(
        ["".join(r) for r in rows],
        locations=locations,
        solo=solo,
        cards=[order_card(compass, steps=tuple(steps), refresh=1)],
        row=[{"card": "c1", "ready": True}, {"card": "c2", "ready": True}],
        figures={"S": {"speed": draw(st.integers(0, 3))}},
    )


def _moves(plan: Plan) -> list[Any]:
    return [
        a
        for fp in plan.figures
        for a in fp.actions
        if a.type in ("move", "march") and not a.skipped
    ]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(battlefields())
def test_emperor_turn_invariants(board: Board) -> None:
    try:
        plan = emperor_plan(board)
    except BoardError:  # a random figure on blocking terrain: not a valid board
        return
    locs = {tuple(p.at) for p in board.points if p.kind == "location"}
    for a in _moves(plan):
        d = a.to_json()["destination"]
        end = tuple(a.end)
        assert end in {tuple(c) for c in a.reachable}
        assert end not in locs
        if d["rule"] in (1, 2, 3):
            assert list(end) in d["possible"]
        if d["rule"] == 1:
            assert d["reachable_possible"] == [list(end)]
        assert len(a.path) - 1 <= a.to_json()["movement"]
        for u, v in zip(a.path, a.path[1:], strict=False):
            assert abs(u[0] - v[0]) + abs(u[1] - v[1]) == 1
    steps = plan.to_json()["battlecrest"]["steps"]
    assert [s["n"] for s in steps] == list(range(1, len(steps) + 1))
    assert json.dumps(plan.to_json(), sort_keys=True) == json.dumps(
        emperor_plan(board).to_json(), sort_keys=True
    )
