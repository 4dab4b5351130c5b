"""Mirroring the table: every edit is one pure operation, checked against the same
limits as the file, so whatever the window writes can be saved and reopened."""

from __future__ import annotations

import pytest

from tabletop_ai.table.edits import (
    EditError,
    add_upgrade,
    die_remove,
    die_reroll,
    die_turn,
    move_card,
    remove_upgrade,
    set_character,
    set_eliminated,
    set_player_area,
    set_resources,
)
from tabletop_ai.table.io import dumps_table, loads_table, table_to_json
from tests.table.helpers import die
from tests.table.test_turn import game

CHARS = [
    {"id": "a1", "owner": "p1", "health": 6},
    {
        "id": "AI1",
        "side": "ai",
        "health": 7,
        "dice": [die(0, sides=["1MD", "2MD", "1Sh", "-", "-", "-"], in_pool=True, showing=0)],
    },
]


def _reopens(t: object) -> None:
    again = loads_table(dumps_table(t), "x.table.json")  # type: ignore[arg-type]
    assert table_to_json(again) == table_to_json(t)  # type: ignore[arg-type]


def test_shields_above_three_are_refused() -> None:
    # Destiny: "a character cannot have more than three shields" — the file refuses a
    # fourth, so the window's edit must too (the saved file could not be reopened).
    t = game([], CHARS)
    res = set_character("AI1", shields=3)(t)
    assert res.state.character("AI1").shields == 3 and res.log == ["AI1: shields 0 → 3"]
    _reopens(res.state)
    with pytest.raises(EditError, match="0 to 3 shields"):
        set_character("AI1", shields=4)(t)
    with pytest.raises(EditError, match="health must be 0 to 10"):
        set_character("a1", health=11)(t)
    assert t.character("AI1").shields == 0  # the input is never changed


def test_dice_in_the_pool_remove_reroll_turn() -> None:
    t = game([], CHARS)
    gone = die_remove("AI1-d1")(t).state
    assert not gone.character("AI1").dice[0].in_pool
    turned = die_turn("AI1-d1", 1)(gone)
    assert turned.state.character("AI1").dice[0].face.text == "2MD"  # type: ignore[union-attr]
    rolled = die_reroll("AI1-d1")(gone).state
    assert rolled.character("AI1").dice[0].in_pool and rolled.rng_step == t.rng_step + 1
    for x in (gone, turned.state, rolled):
        _reopens(x)
    with pytest.raises(EditError, match="not in the pool"):
        die_remove("AI1-d1")(gone)
    with pytest.raises(EditError, match="sides 0 to 5"):
        die_turn("AI1-d1", 6)(t)


def test_ai_resources_and_cards() -> None:
    t = game(["hit", "cheap", "wall"], CHARS)
    t2 = set_resources("main", 5)(t).state
    assert t2.area("main").resources == 5
    with pytest.raises(EditError):
        set_resources("main", -1)(t)
    t3 = move_card("main", "wall", "deck-top")(t2).state
    assert t3.area("main").deck == ["wall", "hit", "cheap"]
    t4 = move_card("main", "hit", "in-play")(t3).state
    assert t4.area("main").in_play == ["hit"]
    t5 = move_card("main", "hit", "discard")(t4).state
    assert t5.area("main").discard == ["hit"] and t5.area("main").in_play == []
    _reopens(t5)


def test_player_upgrades_area_and_elimination() -> None:
    t = game([], CHARS)
    t2 = add_upgrade("a1", "Blaster", 2, ["1RD", "2RD", "-", "-", "-", "1R"])(t).state
    up = t2.character("a1").upgrades[0]
    assert up.name == "Blaster" and up.die is not None and up.die.damage_sides == 2
    _reopens(t2)
    with pytest.raises(EditError, match="six sides"):
        add_upgrade("a1", "Bad", 1, ["9XX"])(t)
    full = t2
    for n in ("B", "C"):
        full = add_upgrade("a1", n)(full).state
    with pytest.raises(EditError, match="3 upgrades already"):
        add_upgrade("a1", "D")(full)
    assert [u.name for u in remove_upgrade("a1", 0)(full).state.character("a1").upgrades] == [
        "B",
        "C",
    ]
    out = set_eliminated("p2", True)(t).state
    assert out.player("p2").eliminated  # type: ignore[union-attr]
    _reopens(out)
    with pytest.raises(EditError, match="not a play area"):
        set_player_area("p1", "M-9")(t)


def test_a_player_moves_to_another_play_area_of_a_multi_stage() -> None:
    # "Multi-stages ... each stage has their own play area": the player's characters go with
    # them; "When a player joins a stage, the per player values do not change".
    chars = [{**c, "area": "M-1"} for c in CHARS]
    seated = [{"id": "p1", "name": "P1", "area": "M-1"}, {"id": "p2", "name": "P2", "area": "M-1"}]
    areas = [
        {"id": a, "deck": [], "discard": [], "resources": 0, "per_player": 1}
        for a in ("M-1", "M-2")
    ]
    t = game([], chars, players=seated, areas=areas)
    res = set_player_area("p1", "M-2")(t)
    assert res.state.player("p1").area == "M-2"  # type: ignore[union-attr]
    assert res.state.character("a1").area == "M-2"
    assert [a.per_player for a in res.state.areas] == [1, 1]
    _reopens(res.state)
