"""Target priority (board-format.md section 8; Imperial Commander's "Target Priority"): the
named target first if healthy; then healthy before wounded; among the healthy the closest,
then least health left, then most health; among the wounded the closest; ties are reported."""

from __future__ import annotations

from typing import Any

from tabletop_ai.rulesets import ruleset_for
from tests.engine.golden import actions, board, plan, situation

RANGED = {"attack": "ranged"}


def order(
    rows: list[str], named: str | None = None, figures: dict[str, dict[str, Any]] | None = None
) -> list[tuple[str, list[str], str]]:
    """(id, tied ids, reason) of each candidate for A, best first."""
    b = board(rows, figures={"A": RANGED, **(figures or {})})
    sit = situation(b)
    rs = ruleset_for(b)
    return [(c.figure.id, c.ties, c.reason) for c in rs.target_order(sit, sit.figure("A"), named)]


def ids(
    rows: list[str], named: str | None = None, figures: dict[str, dict[str, Any]] | None = None
) -> list[str]:
    return [i for i, _t, _r in order(rows, named, figures)]


def test_closest_healthy_first() -> None:
    # b is 2 spaces away, c 4
    assert ids(["A.b.c"]) == ["b", "c"]
    assert "closest" in order(["A.b.c"])[0][2]


def test_named_healthy_target_first_even_if_farther() -> None:
    got = order(["A.b.c"], named="c")
    assert [g[0] for g in got] == ["c", "b"]
    assert "named" in got[0][2]


def test_named_wounded_target_is_not_first() -> None:
    # c is named but wounded: healthy b comes first, c among the wounded
    assert ids(["A.b.c"], named="c", figures={"c": {"wounded": True}}) == ["b", "c"]


def test_healthy_before_wounded_even_when_farther() -> None:
    assert ids(["A.b.c"], figures={"b": {"wounded": True}}) == ["c", "b"]


def test_wounded_ordered_by_closeness_only() -> None:
    # both wounded: the closer first though it has more health left
    assert ids(
        ["A.b.c"],
        figures={
            "b": {"wounded": True, "health": 9, "max_health": 9},
            "c": {"wounded": True, "health": 1, "max_health": 9},
        },
    ) == ["b", "c"]


def test_equal_distance_least_health_left_first() -> None:
    # b [2,0] and c [0,2] are both 2 spaces from A [0,0]
    rows = ["A.b", "...", "c.."]
    got = order(
        rows, figures={"b": {"health": 5, "max_health": 5}, "c": {"health": 3, "max_health": 5}}
    )
    assert [g[0] for g in got] == ["c", "b"]
    assert "least health" in got[0][2] and got[0][1] == []


def test_equal_distance_and_health_most_max_health_first() -> None:
    rows = ["A.b", "...", "c.."]
    got = order(
        rows, figures={"b": {"health": 3, "max_health": 5}, "c": {"health": 3, "max_health": 10}}
    )
    assert [g[0] for g in got] == ["c", "b"]
    assert "most health" in got[0][2]


def test_full_ties_are_reported_in_target_ties() -> None:
    rows = ["A.b", "...", "c.."]
    figs = {"b": {"health": 3, "max_health": 5}, "c": {"health": 3, "max_health": 5}}
    got = order(rows, figures=figs)
    assert got[0][1] == [got[1][0]] and got[1][1] == [got[0][0]]
    # the attack names the other candidate in target_ties: the players choose
    p = plan(rows, [{"type": "attack"}], figures={"A": RANGED, **figs})
    atk = actions(p, "A")[0]
    assert {atk["target"], *atk["target_ties"]} == {"b", "c"}


def test_move_instructions_report_tied_targets_too() -> None:
    # b [2,0] and c [0,2]: 2 spaces each, same health: the move names b and reports c
    rows = ["A.b", "...", "c.."]
    figs = {"b": {"health": 3, "max_health": 5}, "c": {"health": 3, "max_health": 5}}
    for kind in ("move_toward", "move_to_engage", "move_to_attack"):
        p = plan(rows, [{"type": kind, "mp": 1}], figures=figs)
        a = actions(p, "A")[0]
        assert {a["target"], *a["target_ties"]} == {"b", "c"}, kind
    # a clear winner has no ties
    p = plan(
        rows,
        [{"type": "move_to_engage", "mp": 1}],
        figures={"b": {"health": 2, "max_health": 5}, "c": {"health": 3, "max_health": 5}},
    )
    a = actions(p, "A")[0]
    assert a["target"] == "b" and "target_ties" not in a


def test_unreachable_hero_counts_as_farthest() -> None:
    # c is cut off by a wall line (no counted spaces): it comes after b
    rows = ["A.b.", "....", "...c"]
    walls = [[[2, 2], [3, 2]], [[3, 1], [3, 2]]]
    b = board(rows, figures={"A": RANGED}, walls=walls)
    sit = situation(b)
    got = [c.figure.id for c in ruleset_for(b).target_order(sit, sit.figure("A"))]
    assert got == ["b", "c"]


def test_defeated_heroes_are_not_targets() -> None:
    assert ids(["A.b.c"], figures={"b": {"health": 0, "max_health": 5}}) == ["c"]


def test_kept_ranking_follows_every_change_it_reads() -> None:
    """``RuleSet.target_order`` keeps its ranking for the plan; asked again in
    the same situation after a hostile moved, was wounded, lost health or the planning
    figure moved, it ranks afresh, as a new situation does. Row "A.b..c": b 2 spaces
    from A, c 5: b first; c moved next to A comes first; b wounded goes after healthy c."""
    b = board(["A.b..c", "......"], figures={"A": RANGED})
    sit = situation(b)
    rs = ruleset_for(b)

    def now() -> list[str]:
        return [c.figure.id for c in rs.target_order(sit, sit.figure("A"))]

    assert now() == ["b", "c"]
    assert now() == ["b", "c"]  # kept
    sit.move_figure("c", (1, 1))  # c now 1 space from A
    assert now() == ["c", "b"]
    sit.move_figure("c", (5, 0))
    assert now() == ["b", "c"]
    sit.update_figure("b", wounded=True)  # healthy before wounded
    assert now() == ["c", "b"]
    sit.update_figure("b", wounded=False)
    sit.move_figure("A", (4, 1))  # A next to c, 2 spaces from b
    assert now() == ["c", "b"]
    sit.move_figure("A", (0, 0))
    sit.move_figure("c", (0, 1))  # c and b... c 1 space: c first
    assert now() == ["c", "b"]
    sit.move_figure("c", (2, 1))  # b [2,0] and c [2,1] both 2 spaces: least health left
    sit.update_figure("b", health=5, max_health=5)
    sit.update_figure("c", health=3, max_health=5)
    assert now() == ["c", "b"]
    sit.update_figure("c", health=5)
    sit.update_figure("b", health=2)
    assert now() == ["b", "c"]
