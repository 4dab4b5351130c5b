"""Destiny Operations priority chains (reference/destiny-operations.md, "AI Target Priority",
"AI Self Priority", "AI Upgrade Priority"): each criterion deciding a place, ties reported.
Expected orders are worked out by hand from the rules text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_ai.table import TableError
from tabletop_ai.table.chains import allocate_indirect, load_chains, rank_chain
from tests.table.helpers import die, table


def order(r: object) -> list[str]:
    return [p.id for p in r.places]  # type: ignore[attr-defined]


# -- target priority -----------------------------------------------------------------------
def test_target_least_health_first() -> None:
    t = table([{"id": "a", "health": 5}, {"id": "b", "health": 3}])
    r = rank_chain(t, "target")
    assert order(r) == ["b", "a"]
    assert r.places[0].decided_by == "least health remaining"
    assert r.places[0].reason == "least health remaining: 3 health against a's 5 health"


def test_target_most_dice_when_health_equal() -> None:
    t = table(
        [
            {"id": "a", "health": 5, "dice": [die(1)]},
            {"id": "b", "health": 5, "dice": [die(1), die(0)]},
        ]
    )
    r = rank_chain(t, "target")
    assert order(r) == ["b", "a"] and r.places[0].decided_by == "most dice"


def test_target_damage_sides_count_upgrades() -> None:
    # a: two dice, 1+1 damage sides; b: one die (1) and an upgrade die (3) = 4
    t = table(
        [
            {"id": "a", "health": 5, "dice": [die(1), die(1)]},
            {
                "id": "b",
                "health": 5,
                "dice": [die(1)],
                "upgrades": [{"name": "Rifle", "cost": 2, "die": die(3)}],
            },
        ]
    )
    r = rank_chain(t, "target")
    assert order(r) == ["b", "a"]
    assert r.places[0].decided_by == "highest damage sides (including upgrades)"
    assert r.places[0].values["highest damage sides (including upgrades)"] == "4 damage sides"


def test_target_unique_then_cost_then_set_number() -> None:
    t = table(
        [
            {"id": "a", "health": 5, "cost": 9, "set_number": 3},
            {"id": "b", "health": 5, "cost": 9, "set_number": 3, "unique": True},
            {"id": "c", "health": 5, "cost": 12, "set_number": 8},
            {"id": "d", "health": 5, "cost": 12, "set_number": 2},
        ]
    )
    r = rank_chain(t, "target")
    # b is the only unique one; among a, c, d cost 12 beats 9; d's set number 2 beats c's 8
    assert order(r) == ["b", "d", "c", "a"]
    assert [p.decided_by for p in r.places] == [
        "unique",
        "lowest set number",
        "most points or resource cost",
        "most points or resource cost",
    ]


def test_target_full_tie_is_reported_for_the_players() -> None:
    t = table([{"id": "a", "health": 4}, {"id": "b", "health": 4}, {"id": "c", "health": 6}])
    r = rank_chain(t, "target")
    assert order(r) == ["a", "b", "c"]
    assert r.places[0].place == r.places[1].place == 1 and r.places[2].place == 3
    assert r.places[0].decided_by is None and r.places[0].tied_with == ["b"]
    assert "players choose" in r.places[0].reason and r.tied_first == ["b"]
    assert r.lines()[1].startswith("  1= a")


def test_target_one_players_characters_and_not_defeated() -> None:
    t = table(
        [
            {"id": "a", "health": 2, "owner": "p1"},
            {"id": "b", "health": 4, "owner": "p2"},
            {"id": "c", "health": 0, "owner": "p2"},
        ]
    )
    assert order(rank_chain(t, "target", owner="p2")) == ["b"]
    assert order(rank_chain(t, "target")) == ["a", "b"]


# -- self priority ---------------------------------------------------------------------------
def test_shields_least_health_then_most_dice_and_the_cap() -> None:
    t = table(
        [
            {"id": "A", "side": "ai", "health": 6, "dice": [die(1)]},
            {"id": "B", "side": "ai", "health": 6, "dice": [die(1), die(1)]},
            {"id": "C", "side": "ai", "health": 2, "shields": 3},
            {"id": "D", "side": "ai", "health": 8},
        ]
    )
    r = rank_chain(t, "shields")
    assert order(r) == ["B", "A", "D"]
    assert [p.decided_by for p in r.places] == [
        "most dice",
        "least health remaining",
        "least health remaining",
    ]
    assert r.excluded == [("C", "already has 3 shields, the most a character may have")]


def test_focus_goes_to_the_pool_die_with_most_damage_sides() -> None:
    t = table(
        [
            {"id": "A", "side": "ai", "dice": [die(2, in_pool=True), die(5)]},
            {"id": "B", "side": "ai", "dice": [die(4, in_pool=True)]},
        ]
    )
    r = rank_chain(t, "focus")
    assert order(r) == ["B-d1", "A-d1"]  # A's five-damage die is not in the pool
    assert r.places[0].decided_by == "highest damage sides"


def test_special_most_damage_output() -> None:
    sp = ["Sp", "1MD", "-", "-", "-", "-"]
    t = table(
        [
            {"id": "A", "side": "ai", "dice": [die(0, sides=sp, in_pool=True, special=1)]},
            {
                "id": "B",
                "side": "ai",
                "dice": [
                    die(0, sides=sp, in_pool=True, special=3),
                    die(0, sides=sp, in_pool=True, showing=1),
                ],
            },
        ]
    )
    r = rank_chain(t, "special")
    assert order(r) == ["B-d1", "A-d1"] and r.places[0].decided_by == "most damage output"
    assert [n for n, _w in r.excluded] == ["B's die B-d2 showing 1MD"]


def test_indirect_spreads_evenly_shields_first_then_non_unique() -> None:
    t = table(
        [
            {"id": "A", "side": "ai", "health": 5, "shields": 1},
            {"id": "B", "side": "ai", "health": 5, "unique": True},
            {"id": "C", "side": "ai", "health": 5},
        ]
    )
    after, points = allocate_indirect(t, 4)
    # 1: A has the only shield; 2: B and C have taken none, C is not unique;
    # 3: B has taken least; 4: all have taken 1, A and C are not unique: a tie
    assert [(p.character, p.effect) for p in points] == [
        ("A", "removes a shield"),
        ("C", "1 damage"),
        ("B", "1 damage"),
        ("A", "1 damage"),
    ]
    assert [p.ranked.places[0].decided_by for p in points[:3]] == [
        "removing shields first",
        "non-unique characters first",
        "even the damage across all characters",
    ]
    assert points[3].ranked.tied_first == ["C"]
    assert [c.health for c in after.characters] == [4, 4, 4]
    assert t.characters[0].shields == 1  # the caller's table is untouched


def test_activation_order() -> None:
    t = table(
        [
            {"id": "A", "side": "ai", "health": 5, "dice": [die(1, in_pool=True)]},
            {"id": "B", "side": "ai", "health": 5, "dice": [die(1)], "upgrades": [{"name": "U"}]},
            {"id": "C", "side": "ai", "health": 5, "dice": [die(3)]},
            {"id": "D", "side": "ai", "health": 5, "shields": 2, "dice": [die(1)]},
            {"id": "E", "side": "ai", "health": 5, "dice": [die(1)]},
            {"id": "X", "side": "ai", "health": 9, "ready": False},
        ]
    )
    r = rank_chain(t, "activation")
    # A has a die in the pool (last); B has an upgrade; C the most damage sides;
    # D and E differ only in health with shields
    assert order(r) == ["B", "C", "D", "E", "A"]
    assert [p.decided_by for p in r.places] == [
        "most upgrades",
        "highest damage sides (including upgrades)",
        "most health remaining (including shields)",
        "least dice in pool",
        "least dice in pool",
    ]
    assert r.excluded == [("X", "exhausted")]


def test_upgrade_priority() -> None:
    t = table(
        [
            {"id": "A", "side": "ai", "health": 9, "ready": False},
            {"id": "B", "side": "ai", "health": 4, "shields": 2},
            {"id": "C", "side": "ai", "health": 6, "upgrades": [{"name": "U"}]},
            {
                "id": "D",
                "side": "ai",
                "health": 6,
                "dice": [die(1)],
                "upgrades": [{"name": "W", "die": die(0)}],
            },
            {"id": "E", "side": "ai", "health": 6},
            {"id": "F", "side": "ai", "health": 6, "dice": [die(2)]},
            {
                "id": "G",
                "side": "ai",
                "health": 6,
                "dice": [die(2)],
                "unique": True,
                "set_number": 9,
            },
            {
                "id": "H",
                "side": "ai",
                "health": 6,
                "dice": [die(2)],
                "unique": True,
                "set_number": 4,
            },
            {
                "id": "I",
                "side": "ai",
                "health": 6,
                "dice": [die(2)],
                "unique": True,
                "set_number": 4,
            },
        ]
    )
    r = rank_chain(t, "upgrade")
    # ready first (A last); most health with shields: B's 6 ties the rest; least upgrades puts
    # C and D after; base damage sides: F G H I (2) before B E (0); unique: G H I; lowest set
    # number: H I (4); left-most: H before I. C and D: one upgrade each; D's die has 1 base side
    assert order(r) == ["H", "I", "G", "F", "B", "E", "D", "C", "A"]
    assert [p.decided_by for p in r.places] == [
        "left-most card in play",
        "lowest set number",
        "unique",
        "most base damage sides",
        "left-most card in play",
        "least upgrades attached",
        "most base damage sides",
        "a ready character",
        "a ready character",
    ]


# -- the chains are data ---------------------------------------------------------------------
def test_bundled_chains_list_every_chain_of_the_rules() -> None:
    chains = load_chains()
    assert set(chains) == {
        "target",
        "shields",
        "focus",
        "special",
        "indirect",
        "activation",
        "upgrade",
    }
    assert chains["target"].criteria == (
        "least-health",
        "most-dice",
        "most-damage-sides",
        "unique",
        "most-cost",
        "lowest-set-number",
    )


def test_unknown_criterion_names_file_and_place(tmp_path: Path) -> None:
    p = tmp_path / "my.chains.json"
    p.write_text(
        json.dumps(
            {
                "format": "tabletop-ai/priority-chains",
                "version": 1,
                "chains": [
                    {
                        "id": "target",
                        "candidates": "player-characters",
                        "criteria": ["least-health", "most-dise"],
                    }
                ],
            }
        )
    )
    with pytest.raises(TableError) as exc:
        load_chains(p)
    assert str(exc.value).startswith(
        "my.chains.json: chains[0].criteria[1] 'most-dise' is not a known criterion"
    )
