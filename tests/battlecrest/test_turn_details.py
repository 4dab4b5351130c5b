"""Battlecrest turn details (reference/battlecrest-imperator-solo.uk.md, which wins over the
English translation): the Emperor's defense writes its wounds, every location bonus used
flips its location, the turn stops when a hero dies, the order deck reshuffle is recorded,
and the sidekick's plan starts from its own cell."""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.battlecrest.apply import board_after
from tabletop_ai.board import load_board
from tabletop_ai.board.io import dumps_board, loads_board
from tabletop_ai.cli import main
from tests.battlecrest.boards import (
    actions,
    bc_board,
    card,
    emperor_plan,
    one,
    order_card,
    solo_card,
)
from tests.battlecrest.test_abilities import activate, attack
from tests.conftest import MAPS


def _defense_board(target: str) -> Any:
    # "Герой Імператора захищається ... отримує значення оборони цієї карти. Також до оборони
    # додають бонуси властивостей локацій ... Насамкінець ... модифікатор оборони на карті
    # наказу": c2 (defense 3) + L1 (defense 1) + 0 = 4 against attack 6 → 2 wounds.
    # "Помічник Імператора захищається автоматично за правилами базової гри": S defense 1 +
    # L1 1 = 2 against 6 → 4 wounds (S has 5 health).
    solo = solo_card(action_cards=[card("c1", defense=1), card("c2", defense=3)])
    return bc_board(
        ["E1S", "..h"],
        solo=solo,
        cards=[order_card(cid="a"), order_card(cid="b")],
        deck={"draw": ["b"], "current": "a"},
        row=[{"card": "c1", "ready": True}, {"card": "c2", "ready": True}],
        locations={"1": {"bonuses": {"defense": 1}}},
        figures={"S": {"defense": 1}},
        instructions=[{"type": "emperor_defense", "target": target, "attack": 6}],
    )


def test_emperor_defense_wounds_are_written_on_apply() -> None:
    for target, wounds in (("E", 2), ("S", 4)):
        b = _defense_board(target)
        plan = emperor_plan(b)
        d = one(plan, "defend")
        assert d.to_json()["wounds"] == wounds
        after = board_after(b, plan)
        assert after.figure(target).health == 5 - wounds
        assert b.figure(target).health == 5  # the caller's board is not changed
        # item 6: the defense bonus of L1 was used, so L1 is flipped
        assert after.points[0].active is False


def test_cli_apply_writes_the_emperors_wounds(tmp_path: Any) -> None:
    path = tmp_path / "d.board.json"
    path.write_text(dumps_board(_defense_board("E")), "utf-8")
    assert main(["battlecrest", str(path), "--group", "emperor", "--apply"]) == 0
    assert load_board(path).figure("E").health == 3


def test_attack_and_range_bonuses_flip_their_locations() -> None:
    # "Імператор застосовує бонуси локацій за звичайними правилами гри": under the base
    # rules a location whose bonus is used is flipped, as the solo text says outright for
    # the move and push bonuses (docs/battlecrest.md). L1 (attack 1) next to E is used and
    # flipped; L2 (range 2) is used by a long-range attack and flipped.
    plan = activate(["E..h", "1..."], attack(2), locations={"1": {"bonuses": {"attack": 1}}})
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L1"]
    plan = activate(
        ["E..h", "2..."], attack(2, long_range=True), locations={"2": {"bonuses": {"range": 2}}}
    )
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L2"]
    # your warrior's defense bonus is used against the attack and flipped too: h defense 0
    # + L3 (defense 1) against attack 2 → 1 wound
    plan = activate(["E..h", "...3"], attack(2), locations={"3": {"bonuses": {"defense": 1}}})
    assert one(plan, "attack").to_json()["wounds"] == 1
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["L3"]


def test_turn_stops_when_your_hero_dies() -> None:
    # "Ви з Імператором виконуєте ходи ... доки один з героїв не загине." c1 attacks the
    # nearest enemy for 5 (your hero h has 5 health) and would then heal; after h dies
    # nothing else happens: no heal, no refresh.
    solo = solo_card(action_cards=[card("c1", attack(5), {"type": "heal", "value": 1})])
    b = bc_board(
        ["E.h"],
        solo=solo,
        row=[{"card": "c1", "ready": True}],
        figures={"E": {"health": 3}},
        cards=[order_card(refresh=5)],
    )
    plan = emperor_plan(b)
    kinds = [a.type for a in actions(plan)]
    assert kinds[-1] == "game_over" and "heal" not in kinds and "refresh" not in kinds
    assert one(plan, "attack").to_json()["wounds"] == 5


def test_order_deck_reshuffle_entered_or_seeded() -> None:
    cards = [order_card(cid=c) for c in "abc"]
    # entered: the players shuffled the discard [b, c] + current a into c, a, b
    b = bc_board(
        ["E.h"],
        cards=cards,
        deck={"draw": [], "current": "a", "discard": ["b", "c"], "reshuffle": ["c", "a", "b"]},
    )
    plan = emperor_plan(b)
    st = plan.to_json()["battlecrest"]["state_after"]
    assert st["order_deck"] == {"draw": ["a", "b"], "current": "c", "discard": []}
    assert "in the order the players entered" in one(plan, "advance_deck").reason
    # not entered: a shuffle with the recorded seed, and the count is written back so the
    # next shuffle differs and a replay gives the same deck
    b = bc_board(
        ["E.h"],
        cards=cards,
        deck={"draw": [], "current": "a", "discard": ["b", "c"]},
        state={"order_shuffle": {"seed": 7, "count": 2}},
    )
    plan = emperor_plan(b)
    st = plan.to_json()["battlecrest"]["state_after"]
    assert st["order_shuffle"] == {"seed": 7, "count": 3}
    assert sorted([st["order_deck"]["current"], *st["order_deck"]["draw"]]) == ["a", "b", "c"]
    assert "recorded seed 7, shuffle 2" in one(plan, "advance_deck").reason
    again = emperor_plan(loads_board(dumps_board(b), "x.board.json"))
    assert again.to_json()["battlecrest"]["state_after"] == st


def test_sidekick_plan_starts_from_its_own_cell() -> None:
    board = load_board(MAPS / "battlecrest-duel.board.json")
    plan = plan_group(board, "emperor")
    by = {fp.figure: fp for fp in plan.figures}
    assert by["hound"].start == board.figure("hound").at == (1, 0)
    assert by["emp"].start == board.figure("emp").at
    move = [a for a in by["hound"].actions if a.type == "move"]
    assert move and move[0].path[0] == (1, 0)


def test_a_named_location_is_named_in_the_turns_texts() -> None:
    """A location with a ``name`` is called by it in the turn's texts and in the locations
    flipped (what the player reads on the board's point labels), not by its id; a bundled
    name such as the sample board's "Shrine" is shown in the player's language."""
    from tabletop_ai import i18n

    b = _defense_board("S")
    b.points[0] = dataclasses.replace(b.points[0], extra={**b.points[0].extra, "name": "Shrine"})
    plan = emperor_plan(b)
    defend = one(plan, "defend")
    assert "from Shrine (flipped)" in defend.reason and "L1" not in defend.reason
    assert plan.to_json()["battlecrest"]["flipped_locations"] == ["Shrine"]
    try:
        i18n.install("uk")
        assert "Святилище" in str(defend.reason) and "Shrine" not in str(defend.reason)
    finally:
        i18n.install("en")
