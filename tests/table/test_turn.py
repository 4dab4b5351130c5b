"""The AI turn helper (reference/destiny-operations.md "Action Phase", "Upkeep Phase",
"Advancing Stages", "Multi-Stages"), with a recorded seed so replays are exact."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_ai.table import Table
from tabletop_ai.table.turn import ai_turn, hand, setup, shuffle, upkeep
from tests.table.helpers import die, table

CARDS = {
    "basic": [
        {"id": "hit", "symbol": "damage", "value": 2},
        {"id": "cheap", "symbol": "resource", "value": 1, "text": "Activate a character."},
        {"id": "dear", "symbol": "resource", "value": 5, "text": "Deal 5 damage."},
        {"id": "wall", "symbol": "shield", "value": 1, "per_player": True},
        {"id": "drain", "symbol": "disrupt", "value": 1, "per_player": True},
        {
            "id": "plate",
            "type": "upgrade",
            "symbol": "resource",
            "value": 1,
            "die": {"sides": ["2MD", "-", "-", "-", "-", "-"]},
        },
    ],
    "help": [
        {"id": "aim", "symbol": "focus", "value": 2},
        {"id": "trick", "symbol": "special", "value": 1},
        {
            "id": "scope",
            "type": "upgrade",
            "symbol": "resource",
            "value": 3,
            "die": {"sides": ["3RD", "-", "-", "-", "-", "-"]},
        },
    ],
    "acts": [
        {"id": "go", "symbol": "resource", "value": 0, "activates": True},
        {"id": "fire", "symbol": "resource", "value": 0, "resolves": True},
    ],
    "s2": [
        {"id": "s2a", "symbol": "damage", "value": 1},
        {"id": "s2b", "symbol": "damage", "value": 1},
    ],
    "s3": [{"id": "s3a", "symbol": "discard", "value": 1}],
}


def game(
    deck: list[str],
    chars: list[dict[str, Any]] | None = None,
    resources: int = 2,
    per_player: int = 2,
    first: str = "p1",
    **top: Any,
) -> Table:
    chars = (
        chars
        if chars is not None
        else [
            {"id": "a1", "owner": "p1", "health": 6},
            {"id": "a2", "owner": "p1", "health": 4},
            {"id": "b1", "owner": "p2", "health": 5, "shields": 1},
            {"id": "AI1", "side": "ai", "health": 7},
            {"id": "AI2", "side": "ai", "health": 3},
        ]
    )
    top.setdefault(
        "areas",
        [
            {
                "id": "main",
                "deck": deck,
                "discard": [],
                "resources": resources,
                "per_player": per_player,
            }
        ],
    )
    return table(
        chars,
        first_player=first,
        sets=CARDS,
        basic_set="basic",
        stages=[
            {"id": "1", "sets": []},
            {
                "id": "2",
                "sets": ["s2"],
                "characters": [{"id": "boss", "health": 9, "max_health": 9}],
            },
        ],
        stage="1",
        seed=99,
        **top,
    )


def test_draws_the_top_card_and_hand_is_top_five() -> None:
    t = game(["cheap", "hit", "wall", "drain", "dear", "plate"])
    assert [c.id for c in hand(t)] == ["cheap", "hit", "wall", "drain", "dear"]
    res = ai_turn(t)
    assert res.steps[0].data["card"] == "cheap"
    assert res.table.area("main").deck[0] == "hit"
    assert t.area("main").deck[0] == "cheap"  # the caller's table is untouched


def test_resource_symbol_is_the_cost() -> None:
    res = ai_turn(game(["cheap"], resources=2))
    assert res.steps[1].text == "pays 1 resources (1 left)"
    assert res.table.area("main").resources == 1
    assert res.steps[2].text.startswith("cheap: Activate a character.")
    assert res.table.area("main").discard == ["cheap"]


def test_card_the_ai_cannot_pay_for_is_discarded_without_effect() -> None:
    res = ai_turn(game(["dear"], resources=2))
    assert "cannot pay 5 resources (has 2)" in res.steps[1].text
    assert len(res.steps) == 2 and res.table.area("main").resources == 2
    assert res.table.area("main").discard == ["dear"]


def test_harmful_symbol_against_each_player_from_the_first_player() -> None:
    res = ai_turn(game(["hit"], first="p2"))
    hits = [s for s in res.steps if s.kind == "symbol"]
    # p2 first: b1 is p2's only character, its shield absorbs 1 of the 2 damage;
    # then p1: a2 has least health (4 against a1's 6)
    assert [(s.data["player"], s.data["target"]) for s in hits] == [("p2", "b1"), ("p1", "a2")]
    after = res.table
    assert (after.character("b1").shields, after.character("b1").health) == (0, 4)
    assert after.character("a2").health == 2
    assert "least health remaining: 4 health against a1's 6 health" in hits[1].text


def test_per_player_multiplier_uses_the_stage_count() -> None:
    res = ai_turn(game(["wall"], per_player=3))
    shields = [s for s in res.steps if s.kind == "symbol"]
    assert res.steps[0].data["value"] == 3 and "(1 x 3 players)" in res.steps[0].text
    # shields: least health first (AI2: 3), then AI2 again (3 < 7), then again
    assert [s.data["target"] for s in shields] == ["AI2", "AI2", "AI2"]
    res = ai_turn(game(["drain"], per_player=2))
    assert [s.text for s in res.steps if s.kind == "symbol"] == [
        "P1 loses 2 resources",
        "P2 loses 2 resources",
    ]


def test_upgrade_goes_by_upgrade_priority() -> None:
    res = ai_turn(game(["plate"]))
    ai1 = res.table.character("AI1")
    assert [u.name for u in ai1.upgrades] == ["plate"]  # most health remaining: 7 > 3
    assert ai1.upgrades[0].die is not None and ai1.damage_sides == 1


def test_empty_deck_resolves_most_dice_showing_the_same_side() -> None:
    sides = ["1RD", "1Sh", "1R", "-", "-", "-"]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {
            "id": "AI1",
            "side": "ai",
            "health": 7,
            "dice": [
                die(0, sides=sides, in_pool=True, showing=1),
                die(0, sides=sides, in_pool=True, showing=1),
            ],
        },
        {
            "id": "AI2",
            "side": "ai",
            "health": 3,
            "dice": [die(0, sides=sides, in_pool=True, showing=0)],
        },
    ]
    res = ai_turn(game([], chars))
    step = res.steps[0]
    # two dice show 1Sh, one shows 1RD: the larger group wins
    assert step.kind == "dice" and step.data["side"] == "1Sh" and len(step.data["dice"]) == 2
    assert res.table.character("AI2").shields == 2  # least health remaining
    # next turn: only the 1RD die is left
    res2 = ai_turn(res.table)
    assert res2.steps[0].data["side"] == "1RD"
    assert res2.table.character("a1").health == 5
    # nothing left in the pool: pass
    assert ai_turn(res2.table).steps[0].kind == "pass"


def test_empty_deck_tie_between_groups_prefers_damage() -> None:
    sides = ["1RD", "1Sh", "-", "-", "-", "-"]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {
            "id": "AI1",
            "side": "ai",
            "dice": [
                die(0, sides=sides, in_pool=True, showing=1),
                die(0, sides=sides, in_pool=True, showing=0),
            ],
        },
    ]
    step = ai_turn(game([], chars)).steps[0]
    assert step.data["side"] == "1RD" and "damage sides first" in step.text


def test_upkeep_resources_dice_ready_and_seeded_reshuffle() -> None:
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "ready": False, "dice": [die(1, in_pool=True)]},
    ]
    t = game(["cheap", "hit"], chars, resources=1, per_player=2)
    t.area("main").discard = ["wall", "drain", "dear"]
    res = upkeep(t)
    a = res.table.area("main")
    assert a.resources == 3 and a.discard == []
    assert sorted(a.deck) == sorted(["cheap", "hit", "wall", "drain", "dear"])
    ai1 = res.table.character("AI1")
    assert ai1.ready and not ai1.dice[0].in_pool and ai1.dice[0].showing is None
    assert res.table.rng_step == 1 and "seed 99, step 0" in res.steps[0].text
    # a replay of the same file gives the same order; the next step a different one
    assert upkeep(t).table.area("main").deck == a.deck
    cards = ["cheap", "hit", "wall", "drain", "dear"]
    again = list(cards)
    t2 = t.copy()
    t2.rng_step = 1
    shuffle(t2, again)
    first = list(cards)
    shuffle(t.copy(), first)
    assert first == a.deck and again != first


def test_stage_advances_when_no_ai_character_is_left() -> None:
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "b1", "owner": "p2", "health": 6},
        {"id": "AI1", "side": "ai", "health": 0},
    ]
    t = game(["hit"], chars, resources=4)
    t.area("main").discard = ["cheap"]
    res = upkeep(t)
    after = res.table
    assert after.stage == "2"
    a = after.area("main")
    # new deck: stage 2's set s2 plus the basic set; resources lost, then upkeep's +2
    assert sorted(a.deck) == sorted([c["id"] for c in CARDS["s2"] + CARDS["basic"]])
    assert a.resources == 2 and a.per_player == 2
    assert [c.id for c in after.ai_characters()] == ["boss"]
    assert res.steps[0].kind == "stage" and "AI deck of 8 cards" in res.steps[0].text


def test_players_win_after_the_last_stage() -> None:
    chars = [{"id": "a1", "owner": "p1", "health": 6}]
    t = game(["hit"], chars)
    t.stage = "2"
    res = upkeep(t)
    assert res.table.won and res.steps[0].kind == "won"


def test_multi_stage_order_and_own_play_areas() -> None:
    chars = [
        {"id": "a1", "owner": "p1", "health": 6, "area": "M-1"},
        {"id": "b1", "owner": "p2", "health": 3, "area": "M-2"},
        {"id": "AI1", "side": "ai", "area": "M-1"},
        {"id": "AI2", "side": "ai", "area": "M-2"},
    ]
    areas = [
        {"id": "M-2", "deck": ["hit"], "resources": 0, "per_player": 1},
        {"id": "M-1", "deck": ["s2a"], "resources": 0, "per_player": 1},
    ]
    t = game(
        [],
        chars,
        areas=areas,
        players=[
            {"id": "p1", "name": "P1", "area": "M-1"},
            {"id": "p2", "name": "P2", "area": "M-2"},
        ],
    )
    res = ai_turn(t)
    draws = [(s.area, s.data["card"]) for s in res.steps if s.kind == "draw"]
    assert draws == [("M-1", "s2a"), ("M-2", "hit")]
    hits = [(s.area, s.data.get("target")) for s in res.steps if s.kind == "symbol"]
    # each area's damage only reaches the players and characters of that area
    assert hits == [("M-1", "a1"), ("M-2", "b1")]


def test_setup_builds_the_first_stage() -> None:
    t = game([], [{"id": "a1", "owner": "p1", "health": 6}])
    t.areas = []
    res = setup(t)
    a = res.table.area("main")
    assert a.resources == 2 and len(a.deck) == len(CARDS["basic"])
    assert "each player gains 1 shield" in res.steps[-1].text


def test_player_without_characters_is_eliminated_at_the_end_of_upkeep() -> None:
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "b1", "owner": "p2", "health": 0},
        {"id": "AI1", "side": "ai", "health": 3},
    ]
    res = upkeep(game(["hit"], chars))
    assert [p.id for p in res.table.players if p.eliminated] == ["p2"]
    assert res.steps[-1].text == "P2 has no character in play and is eliminated"
    # eliminated players are no longer resolved against
    hits = [s for s in ai_turn(res.table).steps if s.kind == "symbol"]
    assert [s.data["player"] for s in hits] == ["p1"]


def test_activation_card_rolls_the_activation_chains_first_character() -> None:
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "dice": [die(1)]},
        {"id": "AI2", "side": "ai", "dice": [die(3), die(3)]},
        {"id": "AI3", "side": "ai", "ready": False, "dice": [die(6)]},
    ]
    t = game(["go", "go", "fire"], chars)
    res = ai_turn(t)
    step = next(s for s in res.steps if s.kind == "activate")
    # AI3 is exhausted; AI1 and AI2 have no dice in the pool and no upgrades; AI2 has 6
    # damage sides against AI1's 1
    assert step.data["character"] == "AI2" and not res.table.character("AI2").ready
    assert all(d.in_pool for d in res.table.character("AI2").dice)
    assert res.table.rng_step == 1 and "seed 99, step 0" in step.text
    # the same file rolls the same faces; a different seed may not
    assert ai_turn(t).steps[2].data["rolled"] == step.data["rolled"]
    # next: AI1 is the only ready character left
    res2 = ai_turn(res.table)
    assert [s.data["character"] for s in res2.steps if s.kind == "activate"] == ["AI1"]
    # "fire" resolves the most dice showing the same side: AI2's two dice if they match
    res3 = ai_turn(res2.table)
    assert [s.kind for s in res3.steps] == ["draw", "cost", "dice"]
    assert res3.steps[2].text.startswith("fire: resolves")


def test_activation_with_no_ready_character() -> None:
    chars = [{"id": "a1", "owner": "p1", "health": 6}, {"id": "AI1", "side": "ai", "ready": False}]
    res = ai_turn(game(["go"], chars))
    assert res.steps[-1].text == "no ready AI character to activate"


def test_focus_turns_the_chains_dice_to_their_best_damage_side() -> None:
    sides = ["1RD", "+2RD", "3RD", "1Sh", "-", "-"]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {
            "id": "AI1",
            "side": "ai",
            "dice": [
                die(0, sides=sides, in_pool=True, showing=4),
                die(0, sides=["1MD", "-", "-", "-", "-", "-"], in_pool=True, showing=1),
            ],
        },
        {"id": "AI2", "side": "ai", "dice": [die(0, sides=sides, in_pool=True, showing=3)]},
    ]
    res = ai_turn(game(["aim"], chars))
    focus = [s for s in res.steps if s.kind == "symbol"]
    # focus 2: the dice with most damage sides (3 each: AI1-d1, AI2-d1), each once, to 3RD
    # (the highest non-modifier damage side); AI1-d2 (1 damage side) is not turned
    assert [(s.data["die"], s.data["to"]) for s in focus] == [("AI1-d1", "3RD"), ("AI2-d1", "3RD")]
    assert "tied with" in focus[0].text
    assert res.table.character("AI1").dice[1].showing == 1


def test_special_symbol_resolves_the_most_damaging_special() -> None:
    sp = ["Sp", "-", "-", "-", "-", "-"]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "dice": [die(0, sides=sp, in_pool=True, special=1)]},
        {"id": "AI2", "side": "ai", "dice": [die(0, sides=sp, in_pool=True, special=4)]},
    ]
    res = ai_turn(game(["trick"], chars))
    step = next(s for s in res.steps if s.kind == "symbol")
    assert step.data["die"] == "AI2-d1" and "most damage output" in step.text
    assert not res.table.character("AI2").dice[0].in_pool


def test_fourth_upgrade_overrides_the_cheapest() -> None:
    ups = [{"name": "Cheap", "cost": 1}, {"name": "Dear", "cost": 4}, {"name": "Mid", "cost": 2}]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "health": 8, "upgrades": ups},
    ]
    res = ai_turn(game(["scope"], chars, resources=2))
    # scope costs 3, less 1 for overriding Cheap: the AI pays 2 of its 2
    assert "pays 2 resources (3 less 1 for overriding Cheap)" in res.steps[1].text
    assert [u.name for u in res.table.character("AI1").upgrades] == ["Dear", "Mid", "scope"]
    assert res.steps[2].data["overrides"] == "Cheap"


def test_a_physical_draw_takes_that_card_from_its_deck() -> None:
    t = game(["cheap", "hit"])
    res = ai_turn(t, card="hit")
    assert res.steps[0].data["card"] == "hit" and "the players drew" in res.steps[0].text
    assert res.table.area("main").deck == ["cheap"]
    with pytest.raises(ValueError, match="in no AI deck"):
        ai_turn(t, card="wall")


def test_advancing_into_a_multi_stage() -> None:
    stages = [
        {"id": "1", "sets": []},
        {
            "id": "2",
            "areas": [
                {"id": "M-2", "sets": ["s3"], "characters": [{"id": "b2", "health": 4}]},
                {"id": "M-1", "sets": ["s2"], "characters": [{"id": "b1", "health": 4}]},
            ],
        },
    ]
    chars = [{"id": "a1", "owner": "p1", "health": 6}, {"id": "a2", "owner": "p2", "health": 6}]
    t = table(
        chars,
        first_player="p1",
        sets=CARDS,
        basic_set="basic",
        stages=stages,
        stage="1",
        seed=5,
        players=[{"id": "p1", "name": "P1"}, {"id": "p2", "name": "P2", "area": "M-2"}],
        areas=[{"id": "main", "deck": ["hit"], "resources": 3, "per_player": 2}],
    )
    res = upkeep(t)
    after = res.table
    assert after.stage == "2"
    assert [a.id for a in after.areas_in_order()] == ["M-1", "M-2"]
    # P2 chose M-2 (its area is in the new stage); P1's "main" is gone: the first area, M-2
    assert {p.id: p.area for p in after.players} == {"p1": "M-2", "p2": "M-2"}
    assert after.area("M-2").per_player == 2 and after.area("M-1").per_player == 0
    assert sorted(after.area("M-1").deck) == sorted(
        ["s2a", "s2b"] + [c["id"] for c in CARDS["basic"]]
    )
    assert {c.id: c.area for c in after.ai_characters()} == {"b2": "M-2", "b1": "M-1"}
    # the players' characters go with their players, so the AI there can target them
    assert {c.id: c.area for c in after.characters if c.side != "ai"} == {"a1": "M-2", "a2": "M-2"}
    # upkeep: 1 resource per player in each area's own play area
    assert (after.area("M-1").resources, after.area("M-2").resources) == (0, 2)
