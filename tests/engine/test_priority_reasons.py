"""The generic priority chain: each place's deciding criterion, the neighbour it was decided
against, and the words a player is told (``why_placed``)."""

from __future__ import annotations

from tabletop_ai.engine.priority import Criterion, rank, why_placed

ITEMS = [("a", 3, 1), ("b", 2, 5), ("c", 2, 5), ("d", 2, 1)]
CHAIN: list[Criterion[tuple[str, int, int]]] = [
    Criterion("least health", lambda x: x[1], lambda x: f"{x[1]} health"),
    Criterion("most dice", lambda x: -x[2]),
]


def test_each_place_names_the_neighbour_it_was_decided_against() -> None:
    r = rank(ITEMS, CHAIN)
    assert [x.item[0] for x in r] == ["b", "c", "d", "a"]
    b, c, d, a = r
    assert b.decided_by is None and [t[0] for t in b.tied_with] == ["c"]
    assert c.decided_by == "most dice" and c.versus == ("d", 2, 1)
    assert d.decided_by == "least health" and d.versus == ("a", 3, 1)
    assert a.decided_by == "least health" and a.versus == ("d", 2, 1)


def test_why_placed_words() -> None:
    r = rank(ITEMS, CHAIN)
    name = lambda x: x[0]  # noqa: E731
    assert why_placed(r[0], CHAIN, name) == "tied on every criterion with c: players choose"
    assert why_placed(r[2], CHAIN, name) == "least health: 2 health against a's 3 health"
    # a criterion without ``show`` shows its key
    two = rank([("x", 2, 1), ("y", 2, 5)], CHAIN)
    assert why_placed(two[0], CHAIN, name) == "most dice: -5 against x's -1"
    assert why_placed(rank(ITEMS[:1], CHAIN)[0], CHAIN, name) == "the only candidate"
