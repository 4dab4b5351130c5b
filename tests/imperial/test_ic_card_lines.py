"""Imperial Commander card lines planned (``imperial/ic_play.py``): two actions a figure,
lines skipped whole, conditions, target criteria, engaging many, reach limits, placing,
notes and the end of an activation. Each board is small; the expected answer is worked out
from the rule quoted beside it."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.board import BoardError, board_from_json, board_to_json
from tabletop_ai.engine.plan import FigurePlan
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.rulesets.checks import check_rules
from tests.helpers import ascii_board


def plan(
    rows: list[str],
    instructions: list[dict[str, Any]],
    figures: dict[str, dict[str, Any]] | None = None,
    **top: Any,
) -> list[FigurePlan]:
    figs = {"A": {"attack": "ranged"}, **(figures or {})}
    # the group is A alone; other upper-case letters are friendly figures outside it
    b = ascii_board(
        rows, figs, groups=[{"id": "g", "figures": ["A"], "instructions": instructions}], **top
    )
    check_rules(b, "test")  # the card-line fields are declared (validate accepts them)
    from tabletop_ai.imperial.commander import ImperialCommander

    return plan_group(b, "g", ImperialCommander(b)).figures


def acts(fp: FigurePlan) -> list[tuple[str, bool]]:
    return [(a.type, a.skipped) for a in fp.actions]


def test_two_actions_then_lines_are_skipped() -> None:
    # IC2 "Imperial Activations": at most two actions; a line costs one per {A}/{Q}
    (f,) = plan(
        ["A.......p"],
        [
            {"type": "move_toward", "mp": 1, "actions": 1},
            {"type": "move_toward", "mp": 1, "actions": 1},
            {"type": "move_toward", "mp": 1, "actions": 1},
            {"type": "note", "text": "free"},
        ],
    )
    assert acts(f) == [
        ("move_toward", False),
        ("move_toward", False),
        ("move_toward", True),
        ("note", False),
    ]
    assert f.end == (2, 0)
    # a two-action line after one action is skipped whole
    (f,) = plan(
        ["A.......p"],
        [
            {"type": "move_toward", "mp": 1, "actions": 1},
            {"type": "move_toward", "mp": 3, "actions": 2},
        ],
    )
    assert acts(f) == [("move_toward", False), ("move_toward", True)]


def test_a_line_with_nothing_to_attack_costs_no_action_and_skips_its_rest() -> None:
    # "Move 4 to attack" with no target it can attack: skipped; its attack with it; the
    # next two lines are then its two actions
    (f,) = plan(
        ["A#p", ".#.", "..."],
        [
            {"type": "move_to_attack", "mp": 1, "actions": 1},
            {"type": "attack", "action": True, "then": True},
            {"type": "move_toward", "mp": 1, "actions": 1},
            {"type": "move_toward", "mp": 1, "actions": 1},
        ],
    )
    assert acts(f) == [
        ("move_to_attack", True),
        ("attack", True),
        ("move_toward", False),
        ("move_toward", False),
    ]
    assert f.actions[1].reason == "the card line's first part was skipped"


def test_one_attack_action_skips_the_whole_line_move_too() -> None:
    # "Limit of One Attack Action": the second {Q} line is skipped, its move too
    (f,) = plan(
        ["A...p"],
        [
            {"type": "attack", "action": True, "actions": 1},
            {"type": "move_to_attack", "mp": 3, "actions": 1},
            {"type": "attack", "action": True, "then": True},
        ],
    )
    assert acts(f) == [("attack", False), ("move_to_attack", True), ("attack", True)]
    assert f.end == (0, 0)
    assert "limit of one attack action" in f.actions[1].reason


@pytest.mark.parametrize(
    ("rows", "cond", "holds"),
    [
        (["Ap...."], {"if": "adjacent_hostile"}, True),
        (["A..p.."], {"if": "adjacent_hostile"}, False),
        (["A..p.."], {"if": "not_adjacent_hostile"}, True),
        (["A..p.."], {"if": "hostile_within", "if_spaces": 3}, True),
        (["A...p."], {"if": "hostile_within", "if_spaces": 3}, False),
        (["A...p."], {"if": "closest_hostile_at_least", "if_spaces": 4}, True),
        (["A..p.."], {"if": "closest_hostile_at_least", "if_spaces": 4}, False),
        (["AB..p."], {"if": "adjacent_friend"}, True),
        (["A.B.p."], {"if": "not_adjacent_friend"}, True),
        (["AG..p."], {"if": "adjacent_friend", "not_trait": "guardian"}, False),
    ],
)
def test_conditions(rows: list[str], cond: dict[str, Any], holds: bool) -> None:
    figs = {"B": {"side": "ai"}, "G": {"side": "ai", "traits": ["Guardian"]}}
    fps = plan(rows, [{"type": "end_activation", **cond}, {"type": "note", "text": "after"}], figs)
    f = fps[0] if fps[0].figure == "A" else fps[1]
    if holds:  # "end this activation": the note after it is not resolved
        assert acts(f) == [("end_activation", False)]
    else:
        assert acts(f) == [("end_activation", True), ("note", False)]
        assert f.actions[0].reason.startswith("only if")


def test_did_not_attack_and_damage() -> None:
    lines = [
        {"type": "attack", "actions": 1},
        {"type": "move_toward", "mp": 1, "actions": 1, "if": "not_attacked"},
    ]
    (f,) = plan(["A...p"], lines)
    assert acts(f) == [("attack", False), ("move_toward", True)]
    (f,) = plan(["A#..p"], lines)  # blocked: nothing attacked, so it moves
    assert acts(f) == [("attack", True), ("move_toward", False)]
    note = [{"type": "note", "text": "recovers 3", "actions": 1, "if": "damaged", "if_spaces": 1}]
    (f,) = plan(["A..p"], note, {"A": {"attack": "ranged", "health": 4, "max_health": 5}})
    assert acts(f) == [("note", False)]
    (f,) = plan(["A..p"], note, {"A": {"attack": "ranged", "health": 5, "max_health": 5}})
    assert acts(f) == [("note", True)]


def test_performed_asks_about_an_earlier_named_line() -> None:
    trample = {
        "type": "move_to_engage",
        "mp": 5,
        "pick": "most_hostiles",
        "minimum": 1,
        "actions": 1,
        "name": "STOMP",
    }
    then = {
        "type": "move_to_attack",
        "mp": 5,
        "actions": 1,
        "if": "not_performed",
        "if_line": "Stomp",
    }
    # Stomp reaches the hero: the line "if this figure did not perform Stomp" is skipped
    (f,) = plan(
        ["A...p"], [trample, then, {"type": "attack", "then": True}], {"A": {"attack": "melee"}}
    )
    assert acts(f)[:2] == [("move_to_engage", False), ("move_to_attack", True)]
    # out of reach: Stomp is skipped, the move to attack is done (with 5 MP: no hero in
    # reach either, so it is skipped too, but for its own reason)
    (f,) = plan(
        ["A........p"], [{**trample, "mp": 1}, {**then, "mp": 8}], {"A": {"attack": "melee"}}
    )
    assert acts(f) == [("move_to_engage", True), ("move_to_attack", False)]
    # a note is resolved by the players: the plan takes it as done, and says so
    (f,) = plan(
        ["A...p"],
        [
            {
                "type": "note",
                "text": "ORDER: another figure attacks",
                "name": "ORDER",
                "actions": 1,
            },
            {**then, "if_line": "ORDER"},
        ],
    )
    assert acts(f) == [("note", False), ("move_to_attack", True)]
    assert "ORDER is a note the players resolve" in f.actions[1].reason


def test_the_closest_rebel_is_not_the_named_target() -> None:
    # "Move 2 toward the closest Rebel": p (3 spaces), though q is the named target
    (f,) = plan(
        ["p..A.....q"], [{"type": "move_toward", "mp": 1, "pick": "closest", "target": "q"}]
    )
    assert f.actions[0].target == "p"
    # the closest is picked even when wounded (IC: the criterion, then the priority order)
    (f,) = plan(
        ["p..A...q"],
        [{"type": "move_toward", "mp": 1, "pick": "closest"}],
        {"p": {"wounded": True}},
    )
    assert f.actions[0].target == "p"
    (f,) = plan(["p..A...q"], [{"type": "move_toward", "mp": 1}], {"p": {"wounded": True}})
    assert f.actions[0].target == "q"  # without it: healthy before wounded


def test_ready_and_not_weakened_criteria() -> None:
    figs = {"p": {"activated": True, "conditions": ["Weakened"]}}
    (f,) = plan(["p..A....q"], [{"type": "move_toward", "mp": 1, "pick": "closest_ready"}], figs)
    assert f.actions[0].target == "q"
    (f,) = plan(
        ["p..A....q"], [{"type": "move_toward", "mp": 1, "pick": "closest_exhausted"}], figs
    )
    assert f.actions[0].target == "p"
    (f,) = plan(["p..A....q"], [{"type": "attack", "pick": "closest_not_weakened"}], figs)
    assert f.actions[0].target == "q"


def test_the_rebel_with_most_others_near() -> None:
    # q and r are adjacent to each other, p (closer) to nobody: "the Rebel adjacent to the
    # most other Rebels" is q or r; between them the priority order: q, the closer
    (f,) = plan(["p.A...qr"], [{"type": "attack", "pick": "crowded", "pick_spaces": 1}])
    assert (f.actions[0].target, f.actions[0].target_ties) == ("q", [])
    assert "q has the most other hostile figures within 1 space (1)" in f.actions[0].reason
    # within 2 spaces: s has p and q 2 away, p and q one each
    (f,) = plan(["p.A.s.q"], [{"type": "attack", "pick": "crowded", "pick_spaces": 2}])
    assert f.actions[0].target == "s"


def test_two_different_rebels() -> None:
    # "{Q} Attack 2 different Rebels": one attack action, two attacks, two targets
    (f,) = plan(
        ["p.A.q"],
        [
            {"type": "attack", "pick": "priority", "action": True, "actions": 1},
            {"type": "attack", "pick": "not_attacked", "then": True},
        ],
    )
    assert acts(f) == [("attack", False), ("attack", False)]
    assert {f.actions[0].target, f.actions[1].target} == {"p", "q"}
    (f,) = plan(
        ["A.q"],
        [
            {"type": "attack", "pick": "priority", "action": True, "actions": 1},
            {"type": "attack", "pick": "not_attacked", "then": True},
        ],
    )
    assert acts(f) == [("attack", False), ("attack", True)]


def test_engage_as_many_as_possible() -> None:
    # (3,1) touches p and q; (3,0) and (1,1) touch one: the most, then fewest MP
    (f,) = plan(
        ["A...p", ".....", "....q"],
        [{"type": "move_to_engage", "mp": 4, "pick": "most_hostiles", "minimum": 1}],
        {"A": {"attack": "melee"}},
    )
    assert f.actions[0].end == (3, 1)
    # minimum 3: no cell touches three: skipped
    (f,) = plan(
        ["A...p", ".....", "....q"],
        [{"type": "move_to_engage", "mp": 4, "pick": "most_hostiles", "minimum": 3}],
        {"A": {"attack": "melee"}},
    )
    assert acts(f) == [("move_to_engage", True)]
    # "engage 2 or more": the cheapest cell touching at least 2
    (f,) = plan(
        ["A.p.q"],
        [{"type": "move_to_engage", "mp": 4, "pick": "hostiles", "minimum": 2}],
        {"A": {"attack": "melee"}},
    )
    assert f.actions[0].skipped is False and f.actions[0].end == (3, 0)


def test_friendly_targets_and_guardians() -> None:
    figs = {
        "B": {"side": "ai", "health": 2, "max_health": 5},
        "C": {"side": "ai", "health": 6, "max_health": 6},
        "G": {"side": "ai", "traits": ["Guardian"]},
    }
    fps = plan(
        ["A....B....C"], [{"type": "move_to_engage", "mp": 9, "pick": "friend_most_health"}], figs
    )
    a = next(f for f in fps if f.figure == "A")
    assert a.actions[0].target == "C"
    fps = plan(
        ["A....B....C"],
        [{"type": "move_to_engage", "mp": 9, "pick": "friend_closest_damaged"}],
        figs,
    )
    a = next(f for f in fps if f.figure == "A")
    assert a.actions[0].target == "B" and a.actions[0].end == (4, 0)
    fps = plan(["A.G...B..p"], [{"type": "move_toward", "mp": 2, "pick": "friend_closest"}], figs)
    a = next(f for f in fps if f.figure == "A")
    assert a.actions[0].target == "G"
    fps = plan(
        ["A.G...B..p"],
        [
            {
                "type": "move_to_engage",
                "mp": 9,
                "pick": "most_friends",
                "minimum": 1,
                "not_trait": "guardian",
            }
        ],
        figs,
    )
    a = next(f for f in fps if f.figure == "A")
    assert a.actions[0].end == (5, 0)  # next to B; G does not count


def test_within_limits_the_attack() -> None:
    # "Move 1 to attack {R1} within 3 spaces": p is 5 away, 4 after one step: out of reach
    lines = [
        {"type": "move_to_attack", "mp": 1, "within": 3},
        {"type": "attack", "within": 3, "then": True},
    ]
    (f,) = plan(["A....p"], lines)
    assert acts(f) == [("move_to_attack", True), ("attack", True)]
    (f,) = plan(["A...p"], lines)  # 4 away, 3 after one step
    assert acts(f) == [("move_to_attack", False), ("attack", False)]
    assert f.actions[1].distance == 3


def test_place_adjacent_to_the_target() -> None:
    # "Place this figure in an empty space within 6 spaces and adjacent to {R1}": the
    # nearest such space, no MP; then attack
    # counted round the blocking cell (2,0), (3,0) and (3,1) are 3 spaces away, the
    # nearest spaces adjacent to p: (3,0) first in reading order, (3,1) the other option
    (f,) = plan(
        ["A.#.p....", "........."],
        [{"type": "place", "spaces": 6, "target": "p"}, {"type": "attack", "then": True}],
        {"A": {"attack": "melee"}},
    )
    assert (f.actions[0].end, f.actions[0].mp_spent) == ((3, 0), 0)
    assert f.actions[0].alternatives == [(3, 1)]
    assert (f.actions[1].target, f.actions[1].skipped) == ("p", False)
    # beyond 6 spaces: skipped
    (f,) = plan(
        ["A.......p"], [{"type": "place", "spaces": 6, "target": "p"}], {"A": {"attack": "melee"}}
    )
    assert acts(f) == [("place", True)]


def test_the_end_of_the_activation_still_has_its_end() -> None:
    (f,) = plan(
        ["A.....p"],
        [
            {"type": "note", "text": "at the end", "at_end": True},
            {"type": "end_activation"},
            {"type": "move_toward", "mp": 1},
        ],
    )
    assert acts(f) == [("end_activation", False), ("note", False)]


def test_at_end_lines_come_last() -> None:
    (f,) = plan(
        ["A.....p"],
        [{"type": "note", "text": "later", "at_end": True}, {"type": "move_toward", "mp": 1}],
    )
    assert acts(f) == [("move_toward", False), ("note", False)]


def test_each_adjacent_rebel() -> None:
    (f,) = plan(
        ["p.", "Aq", "r."],
        [{"type": "attack", "pick": "each_adjacent", "action": True}],
        {"A": {"attack": "melee"}},
    )
    assert sorted(a.target for a in f.actions) == ["p", "q", "r"]


def test_bad_card_line_fields_are_refused() -> None:
    b = ascii_board(
        ["A..p"],
        {"A": {"attack": "ranged"}},
        groups=[
            {"id": "g", "figures": ["A"], "instructions": [{"type": "attack", "pick": "tallest"}]}
        ],
    )
    with pytest.raises(BoardError) as exc:
        check_rules(b, "t.board.json")
    assert "groups[0].instructions[0].pick" in exc.value.first_line()
    b2 = board_from_json(
        board_to_json(b)
        | {
            "groups": [
                {
                    "id": "g",
                    "figures": ["A"],
                    "instructions": [{"type": "note", "text": "x", "actions": 3}],
                }
            ]
        },
        "t",
    )
    with pytest.raises(BoardError):
        check_rules(b2, "t.board.json")
