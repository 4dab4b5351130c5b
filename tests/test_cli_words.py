"""The command line's Ukrainian help names a board and a group as the window and
docs/languages.md do (*мапа*, *група*), not *поле* and *загін*; only the Battlecrest command
keeps *поле*, its rulebook's *поле битви*."""

from __future__ import annotations

import re

import pytest

from tabletop_ai import i18n
from tabletop_ai.cli import main

OTHER_WORDS = re.compile(r"(?<!\w)(загін|загон\w*|пол[еяі])(?!\w)", re.IGNORECASE)


@pytest.fixture(autouse=True)
def _english_again() -> object:
    yield
    i18n.install("en")


@pytest.mark.parametrize(
    "command",
    [
        [],
        ["plan"],
        ["validate"],
        ["groups"],
        ["screenshot"],
        ["ae"],
        ["ae", "x.board.json", "setup"],
        ["ae", "x.board.json", "activate"],
        ["ae", "x.board.json", "next-mission"],
        ["ae", "x.board.json", "play"],
        ["ic"],
        ["ic2"],
        ["import"],
        ["table"],
    ],
)
def test_the_ukrainian_help_says_map_and_group(
    command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "uk", *command, "--help"])
    # the list of commands names the Battlecrest command in its own words
    text = "\n".join(
        line for line in capsys.readouterr().out.splitlines() if "Battlecrest" not in line
    )
    assert re.search("[а-яіїєґ]", text), text  # it is the Ukrainian help
    assert OTHER_WORDS.findall(text) == [], text
