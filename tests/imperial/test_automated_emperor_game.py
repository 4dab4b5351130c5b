"""The Automated Emperor game flow: setup, deck cycling and blitz, targets outside an
activation, status phase (reinforce or deploy, threat saved), upgrade stage, card play, a
seeded three-round game that replays identically, and the state surviving a save."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import board_to_json, load_board, loads_board, save_board
from tabletop_ai.board.errors import BoardError
from tabletop_ai.imperial import game
from tabletop_ai.imperial.data import ImperialData, load_imperial_data, merge_file
from tabletop_ai.imperial.state import get_state
from tests.conftest import MAPS
from tests.helpers import ascii_board


@pytest.fixture()
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ImperialData:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "user-data"))
    return load_imperial_data()


def demo() -> Any:
    return load_board(MAPS / "outpost-raid.board.json")


def test_setup_builds_decks_and_hand(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=1, blitz_level=2, open_groups=2)
    # 10 normal cards + 2 blitz cards (blitz level 2), a permutation
    assert len(st.deck) == 12
    assert sum(data.card(c).blitz for c in st.deck) == 2
    assert sorted(st.deck) == sorted(
        [c.id for c in data.normal_cards] + [c.id for c in data.blitz_cards[:2]]
    )
    assert len(st.deployment_hand) == 2
    assert [e["group"] for e in st.in_play] == ["troopers", "guards"]
    assert st.class_deck_id in data.class_decks
    assert 0 < len(st.agenda_sets) <= 6
    assert get_state(b) is not None


def test_setup_without_open_groups_draws_no_deployment(data: ImperialData) -> None:
    st = game.setup(demo(), data, seed=1, open_groups=0)
    assert st.deployment_hand == []


def test_colours_assigned_heroes_first_then_allies_when_fewer_than_four(data: ImperialData) -> None:
    b = ascii_board(
        ["abcX"],
        {"c": {"keywords": ["ally"]}, "X": {"group": "g"}},
        groups=[{"id": "g", "figures": ["X"], "instructions": []}],
    )
    game.setup(b, data, seed=1)
    assert [b.figure(i).color for i in "abc"] == ["blue", "yellow", "green"]
    b = ascii_board(
        ["abcdeX"],
        {"e": {"keywords": ["ally"]}},
        groups=[{"id": "g", "figures": ["X"], "instructions": []}],
    )
    game.setup(b, data, seed=1)
    assert b.figure("e").color is None  # four heroes: the ally gets none


def test_deck_cycles_and_reshuffles(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=3)
    first = list(st.deck)
    drawn = [game.draw_card(st, data).id for _ in range(len(first))]
    assert drawn == first  # the deck is drawn from the top
    assert st.deck == [] and sorted(st.discard) == sorted(first)
    nxt = game.draw_card(st, data)  # empty: reshuffle the discard pile
    assert any(e.kind == "deck" and "reshuffled" in e.text for e in st.log)
    assert nxt.id in first and len(st.deck) == len(first) - 1


def test_a_card_drawn_at_the_table_comes_from_the_deck_until_it_is_empty(
    data: ImperialData,
) -> None:
    """AE "Hit reshuffle when all cards are drawn": a card already drawn this deck (in the
    discard pile) cannot be drawn at the table while the deck still has cards; the refusal
    says why, in the chosen language, and changes nothing. Once the deck is empty the
    discard pile is reshuffled in and the card can be drawn."""
    from tabletop_ai import i18n

    st = game.setup(demo(), data, seed=3)
    st.deck = ["ae-01", "ae-02", "ae-03"]
    st.discard = []
    first = game.draw_card(st, data).id
    assert first == "ae-01" and st.discard == ["ae-01"]
    with pytest.raises(game.GameError) as refused:
        game.draw_card(st, data, chosen="ae-01")
    assert st.deck == ["ae-02", "ae-03"] and st.discard == ["ae-01"]  # nothing changed
    name = data.card("ae-01").name
    assert str(refused.value) == (
        f"{name} was already drawn from this AE deck: it comes back only when the deck is "
        "reshuffled, after its last card (2 cards still in the deck)"
    )
    i18n.install("uk")
    try:
        uk = str(refused.value)
        assert "вже взято з цієї колоди AE" in uk and "2 карти" in uk
    finally:
        i18n.install("en")
    # a card still in the deck is taken from it, out of order
    assert game.draw_card(st, data, chosen="ae-03").id == "ae-03"
    assert st.deck == ["ae-02"] and st.discard == ["ae-01", "ae-03"]
    game.draw_card(st, data)
    # the deck is empty: the discard pile comes back, and any of its cards can be drawn
    assert game.draw_card(st, data, chosen="ae-01").id == "ae-01"
    assert sorted(st.deck) == ["ae-02", "ae-03"] and st.discard == ["ae-01"]
    assert any(e.kind == "deck" and "reshuffled 3 cards" in e.text for e in st.log)


def test_blitz_card_gains_threat(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=3, threat=0)
    blitz = data.blitz_cards[0]
    st.deck = [blitz.id]
    game.draw_card(st, data)
    assert st.threat == blitz.threat


def test_activation_goes_left_to_right_and_uses_the_card(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=5)
    st.deck = ["ae-01", "ae-02"]
    a1 = game.activate_group(b, st, data)
    assert a1.group == "troopers" and a1.card.id == "ae-01"
    types = [a.type for fp in a1.plan.figures for a in fp.actions]
    assert set(types) <= {"engage", "attack", "reposition", "ability", "remove_condition"}
    a2 = game.activate_group(b, st, data)
    assert a2.group == "guards" and a2.card.id == "ae-02"
    with pytest.raises(game.GameError):
        game.activate_group(b, st, data)


def test_target_outside_activation(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=5)
    # the priority target (soldier) first unless it is not a valid target for the effect
    # (AE "Other Bits"); these draws are for an effect it is not valid for
    st.deck = ["ae-02"]  # secondary red, green: the red hero is the Smuggler
    assert game.target_outside_activation(b, st, data, priority_valid=False).id == "smuggler"
    blitz = data.blitz_cards[0]
    st.deck = [blitz.id]
    # blitz: the rebel with least health (Smuggler, 4)
    assert game.target_outside_activation(b, st, data, priority_valid=False).id == "smuggler"
    b.update_figure("soldier", health=2)
    st.deck = [blitz.id]
    assert game.target_outside_activation(b, st, data, priority_valid=False).id == "soldier"


STATUS_BOARD = ["........"] * 6


def status_board(
    data: ImperialData, threat: int, hand: list[str], in_play: list[tuple[str, str, int]]
) -> tuple[Any, Any]:
    """A board with a spawn point at each end; ``in_play``: (group, deployment, figures)."""
    figs: dict[str, dict[str, Any]] = {"h": {"health": 5}}
    rows = [list(r) for r in STATUS_BOARD]
    rows[0][0] = "h"
    groups = []
    letters = iter("ABCDEFGHIJKLMNOP")
    for gi, (gid, _dep, n) in enumerate(in_play):
        ids = []
        for k in range(n):
            ch = next(letters)
            rows[1 + gi][2 + k] = ch
            figs[ch] = {"group": gid}
            ids.append(ch)
        groups.append({"id": gid, "figures": ids, "instructions": [], "deployment": in_play[gi][1]})
    b = ascii_board(
        ["".join(r) for r in rows],
        figs,
        groups=groups,
        points=[
            {"id": "near", "kind": "spawn", "at": [1, 5]},
            {"id": "far", "kind": "spawn", "at": [7, 5]},
        ],
    )
    st = game.setup(b, data, seed=2, open_groups=0)
    st.threat, st.threat_level = threat, 0
    st.deployment_hand = list(hand)
    # the status phase follows the activation phase: every group in play has activated
    st.activated = [gid for gid, _dep, _n in in_play]
    return b, st


def test_status_deploys_when_fewer_than_four_groups(data: ImperialData) -> None:
    # threat 4, hand [hound (cost 4)]: one group in play -> deploy the hound, at the spawn
    # point closest to the hero h at [0,0]: "near" [1,5] (5 spaces) beats "far" [7,5] (7).
    b, st = status_board(data, 4, ["hound"], [("g1", "trooper-squad", 3)])
    game.status_phase(b, st, data)
    assert [e["deployment"] for e in st.in_play] == ["trooper-squad", "hound"]
    new = st.in_play[-1]["group"]
    assert b.group_figures(new)[0].at == (1, 5)
    assert st.threat == 0 and st.round == 2


def test_status_saves_threat_when_short(data: ImperialData) -> None:
    # threat 3 < hound cost 4: the card goes to the bottom of the hand, threat saved.
    b, st = status_board(data, 3, ["hound", "officer"], [("g1", "trooper-squad", 3)])
    game.status_phase(b, st, data)
    assert st.deployment_hand == ["officer", "hound"] and st.threat == 3
    assert len(st.in_play) == 1


def test_status_reinforces_with_four_groups(data: ImperialData) -> None:
    # four groups in play: reinforce the first from the left that can take figures.
    # g1 trooper-squad has 3 of 3; g2 elite-guard has 1 of 2 (reinforce cost 5): threat 6
    # pays one figure; g3 also short but only the first is reinforced.
    b, st = status_board(
        data,
        6,
        ["hound"],
        [
            ("g1", "trooper-squad", 3),
            ("g2", "elite-guard", 1),
            ("g3", "trooper-squad", 1),
            ("g4", "officer", 1),
        ],
    )
    game.status_phase(b, st, data)
    assert len(b.group("g2").figures) == 2 and len(b.group("g3").figures) == 1
    assert st.threat == 1 and st.deployment_hand == ["hound"]


def test_status_reinforces_when_hand_empty_and_saves_when_short(data: ImperialData) -> None:
    b, st = status_board(data, 1, [], [("g1", "trooper-squad", 1)])
    game.status_phase(b, st, data)
    assert len(b.group("g1").figures) == 1 and st.threat == 1
    assert any("threat saved" in e.text for e in st.log)


def test_defeated_group_returns_to_hand(data: ImperialData) -> None:
    b, st = status_board(data, 0, [], [("g1", "hound", 1)])
    for f in b.group_figures("g1"):
        b.update_figure(f.id, health=0)
    game.status_phase(b, st, data)
    assert st.in_play == [] and st.deployment_hand == ["hound"]


def test_upgrade_stage_buys_and_blitz_goes_up(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=4, blitz_level=2)
    game.upgrade_stage(b, st, data, xp=10, influence=10, lost_mission=True)
    assert len(st.class_hand) == 1 and st.blitz_level == 3
    assert len(st.agenda_hand) + (st.side_mission is not None) == 1
    assert st.xp == 10 - data.upgrade(st.class_hand[0]).cost
    # no XP: up to 3 draws, nothing bought
    game.upgrade_stage(b, st, data, xp=-st.xp, influence=0)
    assert len(st.class_hand) == 1
    draws = [e for e in st.log if e.kind == "upgrade" and "cannot afford class" in e.text]
    assert 1 <= len(draws) <= 3


def test_card_prompts_need_twice_the_threat(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=4, class_deck="tactics")
    st.class_hand = ["tac-2"]  # threat 2, when: status
    st.threat = 3
    (p,) = game.card_prompts(st, data, "status")
    assert not p.playable and "twice" in p.reason
    st.threat = 4
    (p,) = game.card_prompts(st, data, "status")
    assert p.playable
    game.play_card(b, st, data, "tac-2")
    assert st.threat == 2 and st.class_hand == []


def _three_rounds(path: Path, data: ImperialData) -> list[str]:
    b = load_board(path)
    st = game.setup(b, data, seed=11, open_groups=2, threat_level=4)
    for _round in range(3):
        while game.next_group(b, st) is not None:
            a = game.activate_group(b, st, data)
            for fp in a.plan.figures:
                b.update_figure(fp.figure, at=fp.end)
        game.status_phase(b, st, data)
    save_board(b, path)
    return [f"{e.round}|{e.kind}|{e.text}" for e in st.log]


def test_seeded_three_round_game_replays_identically(data: ImperialData, tmp_path: Path) -> None:
    p1, p2 = tmp_path / "a.board.json", tmp_path / "b.board.json"
    for p in (p1, p2):
        p.write_text((MAPS / "outpost-raid.board.json").read_text())
    log1, log2 = _three_rounds(p1, data), _three_rounds(p2, data)
    assert log1 == log2
    assert p1.read_text() == p2.read_text()
    assert sum(1 for e in log1 if "|draw|" in e) >= 6
    # the state resumes exactly from the saved file
    st = get_state(load_board(p1))
    assert st is not None and st.round == 4 and st.log[-1].text == "round 4 begins"


def test_state_round_trips_through_the_board_file(data: ImperialData) -> None:
    b = demo()
    game.setup(b, data, seed=9, open_groups=1)
    text = json.dumps(board_to_json(b))
    again = loads_board(text)
    assert get_state(again) == get_state(b)


def test_user_data_files_extend_and_errors_name_the_place(tmp_path: Path) -> None:
    d = ImperialData()
    merge_file(
        d,
        {
            "format": "tabletop-ai/ae-deck",
            "version": 1,
            "cards": [{"id": "mine", "actions": ["attack", "engage"], "secondary": ["blue"]}],
        },
        "mine.json",
    )
    assert d.card("mine").actions == ("attack", "engage")
    with pytest.raises(BoardError) as exc:
        merge_file(
            d,
            {"format": "tabletop-ai/ae-deck", "cards": [{"id": "bad", "actions": ["dance"]}]},
            "bad.json",
        )
    assert 'bad.json: cards[0].actions[0] is "dance"; it must be one of engage' in str(exc.value)
    folder = tmp_path / "imperial"
    folder.mkdir()
    (folder / "extra.json").write_text(
        json.dumps(
            {
                "format": "tabletop-ai/deployments",
                "version": 1,
                "deployments": [
                    {
                        "id": "drone",
                        "name": "Drone",
                        "cost": 3,
                        "figure": {"speed": 5, "health": 2, "attack": "ranged"},
                    }
                ],
            }
        )
    )
    data = load_imperial_data([folder], include_user=False)
    assert data.deployments["drone"].name == "Drone"
    assert "trooper-squad" in data.deployments  # bundled data still there


def test_activation_offers_surge_order_and_class_card_abilities(data: ImperialData) -> None:
    b = demo()
    st = game.setup(b, data, seed=5, class_deck="tactics")
    b.group("troopers").extra["deployment"] = "trooper-squad"
    # Overwatch: a modification used on an ABILITY action, attached to this group (ability
    # prompts offer attached cards only)
    st.attachments = {"troopers": ["tac-4"]}
    st.deck = ["ae-03"]  # engage, ability, attack
    a = game.activate_group(b, st, data, "troopers")
    assert a.plan.to_json()["surges"][0].startswith("spend surges to increase accuracy")
    assert any(e.kind == "surges" and "+1 damage" in e.text for e in st.log)
    abilities = [x for fp in a.plan.figures for x in fp.actions if x.type == "ability"]
    assert abilities and "Overwatch (class card)" in abilities[0].reason
    assert "Squad Fire" in abilities[0].reason
