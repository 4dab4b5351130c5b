"""Destiny rule details (reference/destiny-operations.md): dice resolve by symbol, modifiers
never alone, focus never on a die at its best side, upgrades overridden whenever the text
allows, a player with no characters eliminated at once, discard dice name the player, and the
sample's Setup keeps stage 1."""

from __future__ import annotations

from tabletop_ai.table.io import load_table
from tabletop_ai.table.turn import ai_turn, setup, upkeep
from tests.conftest import MAPS
from tests.table.helpers import die
from tests.table.test_turn import game

BLANKS = ["-"] * 5


def _pool(*faces: str) -> list[dict[str, object]]:
    return [die(0, sides=[f, *BLANKS], in_pool=True, showing=0) for f in faces]


def test_dice_resolve_by_symbol_not_by_face() -> None:
    # "If there are no cards in the AI's deck, the AI will resolve as many dice as possible
    # (showing the same side)": the *side* is the symbol, so 1MD, 2MD and 3MD showing are one
    # group of 3 dice for 6 melee damage — larger than the two 1Sh dice.
    chars = [
        {"id": "a1", "owner": "p1", "health": 9},
        {"id": "AI1", "side": "ai", "dice": _pool("1MD", "2MD", "1Sh")},
        {"id": "AI2", "side": "ai", "dice": _pool("3MD", "1Sh")},
    ]
    step = ai_turn(game([], chars)).steps[0]
    assert step.data["symbol"] == "melee" and step.data["total"] == 6
    assert len(step.data["dice"]) == 3
    assert "6 damage to a1" in step.text


def test_a_modifier_never_resolves_alone() -> None:
    # "AI will ... turn modifiers if they cannot be used with another die": +2MD alone cannot
    # be resolved, so the single 1Sh die is the only group.
    chars = [
        {"id": "a1", "owner": "p1", "health": 9},
        {"id": "AI1", "side": "ai", "dice": _pool("+2MD", "1Sh")},
    ]
    step = ai_turn(game([], chars)).steps[0]
    assert step.data["symbol"] == "shield" and step.data["dice"] == ["AI1-d2"]
    # with a base melee die the modifier joins it: 1MD + +2MD = 3 damage, 2 dice
    chars[1]["dice"] = _pool("+2MD", "1MD")
    step = ai_turn(game([], chars)).steps[0]
    assert step.data["symbol"] == "melee" and step.data["total"] == 3
    # a modifier alone in the pool: nothing can be resolved, the AI passes
    chars[1]["dice"] = _pool("+2MD")
    assert ai_turn(game([], chars)).steps[0].kind == "pass"


def test_focus_is_never_spent_on_a_die_at_its_best_side() -> None:
    # "Focus: Highest Damage sides" ranks AI1-d1 (3 damage sides) first, but it already shows
    # 3RD, its best side: the focus goes to AI2-d1 (1 damage side) showing a blank instead.
    sides = ["1RD", "2RD", "3RD", "-", "-", "-"]
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "dice": [die(0, sides=sides, in_pool=True, showing=2)]},
        {
            "id": "AI2",
            "side": "ai",
            "dice": [die(0, sides=["2MD", *BLANKS], in_pool=True, showing=3)],
        },
    ]
    t = game(["aim"], chars)
    t.sets["help"][0].value = 1
    res = ai_turn(t)
    focus = [s for s in res.steps if s.kind == "symbol"]
    assert [(s.data["die"], s.data["to"]) for s in focus] == [("AI2-d1", "2MD")]
    assert "already shows its best side 3RD" in str(focus[0].ranked[0].to_json())


def test_upgrade_overrides_a_cheaper_one_with_room_left() -> None:
    # "The AI will override an upgrade if the one in play is cheaper, or has a die with less
    # base damage sides / values" — not only at three upgrades. AI1 has one upgrade, Cheap
    # (cost 1); scope costs 3: Cheap is overridden, and scope costs 3 - 1 = 2.
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "AI1", "side": "ai", "health": 8, "upgrades": [{"name": "Cheap", "cost": 1}]},
    ]
    res = ai_turn(game(["scope"], chars, resources=2))
    assert "pays 2 resources (3 less 1 for overriding Cheap)" in res.steps[1].text
    assert [u.name for u in res.table.character("AI1").upgrades] == ["scope"]
    # an upgrade that costs as much and has a die with as many damage sides stays
    chars[1]["upgrades"] = [{"name": "Same", "cost": 3, "die": {"sides": ["3RD", *BLANKS]}}]
    res = ai_turn(game(["scope"], chars, resources=3))
    assert [u.name for u in res.table.character("AI1").upgrades] == ["Same", "scope"]
    # same cost but a die with fewer damage sides: overridden
    chars[1]["upgrades"] = [{"name": "Weak", "cost": 3, "die": {"sides": ["-", *BLANKS]}}]
    res = ai_turn(game(["scope"], chars, resources=3))
    assert [u.name for u in res.table.character("AI1").upgrades] == ["scope"]


def test_a_player_with_no_characters_is_eliminated_at_once() -> None:
    # "When a player has no characters in play ... that player is eliminated": p2's only
    # character b1 (1 health, no shields) takes 2 damage from "hit" — p2 is out in the same
    # turn, not at the end of upkeep.
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "b1", "owner": "p2", "health": 1},
        {"id": "AI1", "side": "ai", "health": 3},
    ]
    res = ai_turn(game(["hit"], chars, first="p2"))
    assert [p.id for p in res.table.players if p.eliminated] == ["p2"]
    # right after the damage that defeated b1, before p1's share of the same symbol
    assert [s.kind for s in res.steps][:4] == ["draw", "symbol", "eliminated", "symbol"]
    assert "P2 has no character in play and is eliminated" in [s.text for s in res.steps]
    # eliminated: the rest of the same symbol goes to p1 only, and upkeep does not repeat it
    assert [s.text for s in upkeep(res.table).steps].count(
        "P2 has no character in play and is eliminated"
    ) == 0


def test_discard_dice_name_the_player() -> None:
    # "will follow enemy priority even if it is not a die or dice showing damage (like
    # disrupt, discard, or special)": the target chain puts a2 (least health, 4) first, so
    # its owner p2 discards.
    chars = [
        {"id": "a1", "owner": "p1", "health": 6},
        {"id": "a2", "owner": "p2", "health": 4},
        {"id": "AI1", "side": "ai", "dice": _pool("1Dc", "1Dc")},
    ]
    step = ai_turn(game([], chars)).steps[0]
    assert step.data["player"] == "p2"
    assert "P2 discards 2 cards from hand" in step.text


def test_sample_setup_starts_stage_one_and_upkeep_stays_there() -> None:
    # Setup step 3: "Put into play each character listed" on stage 1; the stage advances only
    # "when there are no more characters under the AI's control in play".
    t = load_table(MAPS / "destiny-scarif.table.json")
    res = setup(t)
    assert res.table.stage == "1"
    assert sorted(c.id for c in res.table.ai_characters()) == ["commander", "sentry-1", "sentry-2"]
    after = upkeep(res.table).table
    assert after.stage == "1"
