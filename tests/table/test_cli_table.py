"""``tabletop-ai table ...``: ranked lists with reasons, turns, saving, bad input."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tabletop_ai import i18n
from tabletop_ai.cli import main
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.table import load_table
from tabletop_ai.table.chains import load_chains
from tests.conftest import MAPS

SAMPLE = MAPS / "destiny-scarif.table.json"


def test_rank_prints_places_with_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "rank", str(SAMPLE), "--chain", "target"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("AI target priority — least health remaining, most dice")
    # Saboteur, Scout and Medic all have 7 health and one die; Saboteur has 3 damage sides
    assert out[1] == (
        "  1. Saboteur — highest damage sides (including upgrades): 3 damage "
        "sides against Rebel Scout's 2 damage sides"
    )


def test_rank_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "rank", str(SAMPLE), "-c", "shields", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["chain"] == "shields"
    assert [p["id"] for p in data["places"]] == ["sentry-1", "sentry-2", "commander"]
    # two cards share the name: the list tells them apart by id
    assert data["places"][0]["tied_with"] == ["Beach Sentry (sentry-2)"]


def test_turn_without_save_leaves_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = tmp_path / "t.table.json"
    shutil.copy(SAMPLE, p)
    before = p.read_text()
    assert main(["table", "turn", str(p)]) == 0
    assert "Volley" in capsys.readouterr().out
    assert p.read_text() == before
    assert main(["table", "turn", str(p), "--save"]) == 0
    t = load_table(p)
    assert t.area("main").deck[0] == "bb-press" and t.area("main").discard == ["bb-volley"]
    # Volley: 1 damage to each player's first target (Ana: Rebel Scout, Ben: Saboteur)
    assert (t.character("scout").health, t.character("saboteur").health) == (6, 6)
    assert main(["table", "turn", str(p), "--save"]) == 0
    t = load_table(p)
    # Press Forward activates the Shore Commander (most damage sides) with a recorded roll
    assert not t.character("commander").ready and t.rng_step == 1
    assert all(d.in_pool and d.showing is not None for d in t.character("commander").dice)


def test_bad_table_file_exits_2_naming_the_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(SAMPLE.read_text())
    data["characters"][0]["dice"][0]["sides"] = ["1RD"]
    p = tmp_path / "bad.table.json"
    p.write_text(json.dumps(data))
    assert main(["table", "show", str(p)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        "tabletop-ai: bad.table.json: characters[0].dice[0].sides has 1 sides; a die has 6"
    )


def test_unknown_chain(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "rank", str(SAMPLE), "--chain", "nope"]) == 2
    assert "is not a chain" in capsys.readouterr().err


def test_show_json_is_the_panel_overview(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["table", "show", str(SAMPLE), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben"] and data["players"][0]["first"]
    area = data["areas"][0]
    assert [c["id"] for c in area["hand"]] == [
        "bb-volley",
        "bb-press",
        "bb-fire",
        "sp-armor",
        "sp-barrage",
    ]
    assert set(area["chains"]) == {"target", "shields", "focus", "special", "activation", "upgrade"}
    assert area["targets_by_player"]["ben"]["places"][0]["id"] == "saboteur"
    assert {c["id"]: c["name"] for c in data["characters"]}["sentry-1"] == "Beach Sentry (sentry-1)"


def test_validate_table_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(SAMPLE)]) == 0
    assert capsys.readouterr().out.startswith(
        "destiny-scarif.table.json: valid (table, 2 players, 7 characters, 2 stages)"
    )
    data = json.loads(SAMPLE.read_text())
    data["characters"][0]["owner"] = "zed"
    data["first_player"] = "zed"
    p = tmp_path / "bad.table.json"
    p.write_text(json.dumps(data))
    assert main(["table", "validate", str(p)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        'bad.table.json: first_player "zed" names no player',
        'bad.table.json: characters[0].owner "zed" names no player',
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["rank", "--chain", "nope"],
            msg(
                "--chain {chain} is not a chain (chains: {chains})",
                chain="'nope'",
                chains=", ".join(load_chains()),
            ),
        ),
        (
            ["rank", "--chain", "indirect"],
            msg(
                "the indirect chain places damage point by point: use "
                "'tabletop-ai table indirect FILE AMOUNT'"
            ),
        ),
        (
            ["rank", "--player", "zed"],
            msg(
                "{file}: --player {player} names no player (players: {players})",
                file=SAMPLE.name,
                player="'zed'",
                players="ana, ben",
            ),
        ),
        (
            ["turn", "--card", "nope"],
            msg("{file}: --card {card} names no card", file=SAMPLE.name, card="'nope'"),
        ),
        (  # a card of the next stage's set, in no deck yet
            ["turn", "--card", "vg-lockdown"],
            msg("{file}: --card {card} is in no AI deck", file=SAMPLE.name, card="'vg-lockdown'"),
        ),
    ],
)
def test_bad_options_are_refused_in_the_chosen_language(
    args: list[str], message: Msg, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad option of ``table`` is a message of the core like the rest of the command's
    output: Ukrainian under ``--lang uk``, naming the option and the file."""
    try:
        assert main(["--lang", "uk", "table", args[0], str(SAMPLE), *args[1:]]) == 2
        err = capsys.readouterr().err
        assert err == f"tabletop-ai: {message!s}\n"
        assert str(message) != message.english()  # translated, not the English id
    finally:
        i18n.install("en")
