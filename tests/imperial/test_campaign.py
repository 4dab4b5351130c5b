"""A campaign, not one mission: a seeded three-mission campaign played end to end
through the command line, the state carried between missions checked at each step, the
campaign file's checks, and bought cards played at their moments (attachments tracked on
their group, back to the hand when it is defeated; ABILITY prompts offer attached cards only).

What is carried, from the AE text: "Set Blitz level (2 at beginning of campaign)", "increase
by one for each mission Imperials lose" (Upgrade Stage: "If AE lost the previous mission,
increase the Blitz card counter"), XP and influence left after buying, the class deck chosen
once ("Randomly select one of the class decks for AE to use") and the cards bought, the
agenda deck and hand, side missions (current and reserve), and the log.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import load_board
from tabletop_ai.board.errors import BoardError
from tabletop_ai.cli import main
from tabletop_ai.imperial import game
from tabletop_ai.imperial.campaign import campaign_from_json, load_campaign
from tabletop_ai.imperial.data import ImperialData, load_imperial_data
from tabletop_ai.imperial.state import AEState, get_state
from tests.conftest import MAPS
from tests.helpers import ascii_board


@pytest.fixture()
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "no-user-data"))
    for i in (1, 2, 3):
        shutil.copy(MAPS / "outpost-raid.board.json", tmp_path / f"m{i}.board.json")
    return tmp_path


def ae(folder: Path, board: str, *args: str) -> int:
    return main(["ae", str(folder / board), *args])


def state(folder: Path, board: str) -> AEState:
    st = get_state(load_board(folder / board))
    assert st is not None
    return st


def play_a_round(folder: Path, board: str) -> None:
    """Every group in play activates (the plan applied), then the status phase."""
    while game.next_group(load_board(folder / board), state(folder, board)) is not None:
        assert ae(folder, board, "activate", "--apply") == 0
    assert ae(folder, board, "status", "--apply") == 0


def run_campaign(folder: Path) -> dict[str, Any]:
    camp = folder / "war.campaign.json"
    # mission 1: a new campaign at blitz level 2
    assert (
        ae(
            folder,
            "m1.board.json",
            "setup",
            "--seed",
            "7",
            "--campaign",
            str(camp),
            "--class-deck",
            "tactics",
        )
        == 0
    )
    s1 = state(folder, "m1.board.json")
    assert s1.campaign == "war.campaign.json" and s1.mission == 1 and s1.blitz_level == 2
    play_a_round(folder, "m1.board.json")
    # next-mission before the upgrade stage is refused (exit 2), nothing written
    assert ae(folder, "m1.board.json", "next-mission", str(folder / "m2.board.json")) == 2
    assert get_state(load_board(folder / "m2.board.json")) is None
    # the Imperials lost mission 1: blitz level 3 for mission 2
    assert ae(folder, "m1.board.json", "upgrade", "--xp", "5", "--influence", "4", "--lost") == 0
    s1 = state(folder, "m1.board.json")
    assert s1.blitz_level == 3 and s1.class_hand and s1.xp < 5
    assert ae(folder, "m1.board.json", "next-mission", str(folder / "m2.board.json")) == 0
    s2 = state(folder, "m2.board.json")
    c1 = load_campaign(camp)
    assert [(m.board, m.result, m.xp, m.influence) for m in c1.missions] == [
        ("m1.board.json", "lost", 5, 4)
    ]
    # carried into mission 2
    assert s2.mission == 2 and s2.campaign == "war.campaign.json"
    assert s2.blitz_level == 3 == c1.blitz_level
    data = load_imperial_data()
    assert sum(data.card(c).blitz for c in s2.deck) == 3  # applied to the next AE deck
    assert (s2.xp, s2.influence) == (s1.xp, s1.influence) == (c1.xp, c1.influence)
    assert s2.class_deck_id == "tactics" and s2.class_hand == s1.class_hand
    assert s2.class_deck == s1.class_deck and s2.agenda_hand == s1.agenda_hand
    assert s2.agenda_deck == s1.agenda_deck and s2.agenda_sets == s1.agenda_sets
    assert s2.side_mission == s1.side_mission
    assert s2.reserve_side_missions == s1.reserve_side_missions
    assert any(e.text.startswith("mission 1: ") for e in c1.log)
    # mission 2: won by the Imperials; blitz level stays 3
    play_a_round(folder, "m2.board.json")
    assert ae(folder, "m2.board.json", "upgrade", "--xp", "3", "--influence", "2") == 0
    s2 = state(folder, "m2.board.json")
    assert ae(folder, "m2.board.json", "next-mission", str(folder / "m3.board.json")) == 0
    s3 = state(folder, "m3.board.json")
    c2 = load_campaign(camp)
    assert [m.result for m in c2.missions] == ["lost", "won"]
    assert s3.mission == 3 and s3.blitz_level == 3
    assert (s3.xp, s3.influence) == (s2.xp, s2.influence)
    assert s3.class_hand == s2.class_hand and s3.agenda_hand == s2.agenda_hand
    assert any(e.text.startswith("mission 2: ") for e in c2.log)
    return json.loads(camp.read_text())


def test_three_mission_campaign_carries_the_imperial_state(folder: Path) -> None:
    run_campaign(folder)


def test_the_same_seed_replays_the_same_campaign(
    folder: Path, tmp_path_factory: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = run_campaign(folder)
    other = tmp_path_factory.mktemp("again")
    for i in (1, 2, 3):
        shutil.copy(MAPS / "outpost-raid.board.json", other / f"m{i}.board.json")
    assert run_campaign(other) == first


def test_campaign_file_is_checked(tmp_path: Path) -> None:
    with pytest.raises(BoardError) as err:
        campaign_from_json(
            {
                "format": "tabletop-ai/campaign",
                "version": 1,
                "xp": "ten",
                "class_hand": [3],
                "missions": [{"board": "a", "result": "?"}],
            },
            "war.campaign.json",
        )
    places = [p.where for p in err.value.problems]
    assert places == ["xp", "class_hand[0]", "missions[0].result"]
    assert err.value.first_line().startswith("war.campaign.json")
    with pytest.raises(BoardError, match="newer"):
        campaign_from_json({"format": "tabletop-ai/campaign", "version": 99}, "x")
    bad = tmp_path / "bad.campaign.json"
    bad.write_text("{nope")
    with pytest.raises(BoardError, match=r"bad\.campaign\.json.*line 1"):
        load_campaign(bad)


def test_a_broken_campaign_file_is_one_line_exit_2(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    camp = folder / "war.campaign.json"
    assert ae(folder, "m1.board.json", "setup", "--seed", "1", "--campaign", str(camp)) == 0
    assert ae(folder, "m1.board.json", "upgrade") == 0
    camp.write_text('{"format": "tabletop-ai/campaign", "version": 1, "seed": -3}')
    before = (folder / "m2.board.json").read_bytes()
    capsys.readouterr()
    assert ae(folder, "m1.board.json", "next-mission", str(folder / "m2.board.json")) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "war.campaign.json" in err[0] and "seed" in err[0]
    assert (folder / "m2.board.json").read_bytes() == before


# -- bought cards ---------------------------------------------------------------------------


@pytest.fixture()
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ImperialData:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "user-data"))
    return load_imperial_data()


def test_attachment_stays_on_its_group_and_comes_back_when_it_is_defeated(
    data: ImperialData,
) -> None:
    # AE "Imperial Class Cards": "When a deployment card leaves play, return any attachments
    # to Imperial Class hand"; "Attachments with abilities can be triggered when the
    # corresponding figure resolves an ABILITY action".
    b = ascii_board(
        ["A.B.p"],
        {"A": {"group": "g1"}, "B": {"group": "g2"}},
        groups=[
            {"id": "g1", "figures": ["A"], "instructions": []},
            {"id": "g2", "figures": ["B"], "instructions": []},
        ],
    )
    st = game.setup(b, data, seed=1, class_deck="tactics")
    st.class_hand = ["tac-3", "tac-4"]  # Field Promotion (attachment), Overwatch (modification)
    with pytest.raises(game.GameError, match="name a deployment group"):
        game.play_card(b, st, data, "tac-4")
    game.play_card(b, st, data, "tac-4", group="g1")
    assert st.attachments == {"g1": ["tac-4"]} and st.class_hand == ["tac-3"]
    # ABILITY prompts: g1 offers Overwatch, g2 (nothing attached) does not, though tac-3 is
    # in the hand
    st.deck = ["ae-03", "ae-03"]  # engage, ability, attack
    a1 = game.activate_group(b, st, data, "g1")
    ab1 = [x for fp in a1.plan.figures for x in fp.actions if x.type == "ability"]
    assert "Overwatch (class card)" in ab1[0].reason
    a2 = game.activate_group(b, st, data, "g2")
    ab2 = [x for fp in a2.plan.figures for x in fp.actions if x.type == "ability"]
    assert "class card" not in ab2[0].reason
    # g1 is defeated: the status phase returns its card and Overwatch to the hands
    b.update_figure("A", health=0)
    game.status_phase(b, st, data)
    assert "g1" not in st.attachments and st.class_hand == ["tac-3", "tac-4"]


def test_cards_are_offered_at_every_moment_the_text_names(data: ImperialData) -> None:
    # "played at FIRST valid opportunity": each card at its own moment, "any" at all; the
    # CLI's "cards --moment" and the panel's moment list read the same prompts
    b = ascii_board(
        ["A.p"], {"A": {"group": "g"}}, groups=[{"id": "g", "figures": ["A"], "instructions": []}]
    )
    st = game.setup(b, data, seed=1, class_deck="tactics")
    st.class_hand = ["tac-1", "tac-2", "tac-3", "tac-4"]  # attack, status, deploy, ability
    for moment, card in (
        ("attack", "tac-1"),
        ("status", "tac-2"),
        ("deploy", "tac-3"),
        ("ability", "tac-4"),
    ):
        assert [p.card.id for p in game.card_prompts(st, data, moment)] == [card]
    assert len(game.card_prompts(st, data, "all")) == 4
