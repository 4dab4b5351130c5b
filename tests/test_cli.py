"""Command line: plans, validation, and broken files (exit 2, one line naming file and place)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_ai import i18n
from tabletop_ai.cli import main
from tabletop_ai.i18n import Msg, msg
from tests.conftest import MAPS, SPEC_EXAMPLES


def test_validate_bundled_maps(capsys: pytest.CaptureFixture[str]) -> None:
    for path in sorted(MAPS.glob("*.board.json")):
        assert main(["validate", str(path)]) == 0
    assert "valid" in capsys.readouterr().out


def test_plan_json_has_spec_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["plan", str(MAPS / "outpost-raid.board.json"), "--group", "troopers", "--json"]) == 0
    )
    plan = json.loads(capsys.readouterr().out)
    assert plan["group"] == "troopers"
    assert {f["figure"] for f in plan["figures"]} == {"tr1", "tr2", "tr3"}
    for fp in plan["figures"]:
        assert set(fp) >= {"figure", "start", "end", "actions"}
        move, atk = fp["actions"]
        assert move["type"] == "move_to_attack"
        assert set(move) >= {
            "type",
            "target",
            "skipped",
            "path",
            "end",
            "mp_spent",
            "alternatives",
            "reason",
        }
        assert move["path"][0] == fp["start"] and move["path"][-1] == move["end"] == fp["end"]
        assert atk["type"] == "attack" and atk["los"] is True


def test_plan_text_reads_like_a_player(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(MAPS / "outpost-raid.board.json"), "-g", "troopers"]) == 0
    out = capsys.readouterr().out
    assert "Trooper 1: move" in out and "attack Soldier at" in out


def test_contract_examples_plan(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            ["plan", str(SPEC_EXAMPLES / "corridor-ambush.board.json"), "-g", "troopers", "--json"]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["group"] == "troopers"


def _write(tmp_path: Path, data: object, name: str = "broken.board.json") -> Path:
    p = tmp_path / name
    p.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return p


BASE = {
    "format": "tabletop-ai/board",
    "version": 1,
    "grid": {"type": "square", "width": 8, "height": 5},
}


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ("{not json", "broken.board.json: line 1 column 2 is not valid JSON"),
        (
            {**BASE, "figures": [{"id": "st1", "side": "ai", "at": [9, 2]}]},
            'broken.board.json: figures[0] "st1" at [9,2] is outside the 8x5 map',
        ),
        (
            {**BASE, "grid": {"type": "square", "width": 8}},
            "broken.board.json: grid 'height' is missing",
        ),
        (
            {**BASE, "walls": [[[0, 0], [2, 0]]]},
            "broken.board.json: walls[0] [0,0]-[2,0]: these cells do not share an edge",
        ),
        ({**BASE, "format": "something-else"}, "broken.board.json: format must be"),
    ],
)
@pytest.mark.parametrize("command", ["plan", "validate"])
def test_broken_files_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: object, expected: str, command: str
) -> None:
    path = _write(tmp_path, data)
    args = [command, str(path)] + (["--group", "x"] if command == "plan" else [])
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert expected in captured.err
    assert "Traceback" not in captured.err
    if command == "plan":
        assert len(captured.err.strip().splitlines()) == 1


def test_unknown_group_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", str(MAPS / "outpost-raid.board.json"), "-g", "nobody"]) == 2
    err = capsys.readouterr().err
    assert 'no group "nobody"' in err and "troopers" in err


def test_missing_file_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["validate", str(tmp_path / "nope.board.json")]) == 2
    assert "nope.board.json: does not exist" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["plan", str(MAPS / "wargame-retreat.board.json"), "--group", "nope"],
            msg(
                '{file}: groups has no group "{group}" (groups: {groups})',
                file="wargame-retreat.board.json",
                group="nope",
                groups="rearguard",
            ),
        ),
        (
            ["screenshot", "--size", "big", str(MAPS / "river-fort.board.json"), "out.png"],
            msg("--size {size} is not WIDTHxHEIGHT", size="'big'"),
        ),
        (
            ["screenshot", "--size", "0x800", str(MAPS / "river-fort.board.json"), "out.png"],
            msg("--size {w}x{h}: each side must be 1..{most} pixels", w=0, h=800, most=8192),
        ),
        (
            ["plan", str(MAPS / "wargame-retreat.board.json"), "--group=nope"],
            msg(
                '{file}: groups has no group "{group}" (groups: {groups})',
                file="wargame-retreat.board.json",
                group="nope",
                groups="rearguard",
            ),
        ),
        (
            ["screenshot", "--size=0x800", str(MAPS / "river-fort.board.json"), "out.png"],
            msg("--size {w}x{h}: each side must be 1..{most} pixels", w=0, h=800, most=8192),
        ),
    ],
)
@pytest.mark.parametrize("lang", [["--lang", "uk"], ["--lang=uk"]])
def test_bad_options_are_refused_in_the_chosen_language(
    args: list[str], message: Msg, lang: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A refused option is a message of the core, in the language of ``--lang`` (either of
    argparse's forms, ``--lang uk`` or ``--lang=uk``; the commands' options too)."""
    try:
        assert main([*lang, *args]) == 2
        assert capsys.readouterr().err == f"tabletop-ai: {message!s}\n"
        assert str(message) != message.english()  # translated, not the English id
    finally:
        i18n.install("en")


@pytest.mark.parametrize(
    "argv",
    [
        ["--lang", "uk"],
        ["--lang=uk"],
        ["--lang=uk", str(MAPS / "river-fort.board.json")],
        ["--lang", "uk", str(MAPS / "river-fort.board.json")],
        ["--lang=en", "--lang=uk"],
        ["--lan", "uk", str(MAPS / "river-fort.board.json")],
        ["--la=uk", str(MAPS / "river-fort.board.json")],
        ["--l", "uk"],
    ],
)
def test_lang_in_either_form_opens_the_window(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tabletop-ai --lang=uk [FILE]`` opens the window as ``--lang uk [FILE]`` does (both
    are argparse's forms of an option with a value), with the whole command line; so do
    the abbreviations argparse takes for the commands (``--lan uk``, ``--la=uk``)."""
    import tabletop_ai.app

    seen: list[list[str]] = []
    monkeypatch.setattr(tabletop_ai.app, "run_app", lambda a: seen.append(a) or 0)
    assert main(argv) == 0
    assert seen == [argv]
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize(
    ("argv", "lang", "rest"),
    [
        (["--lang", "uk", "f.json"], "uk", ["f.json"]),
        (["f.json", "--lang=uk"], "uk", ["f.json"]),
        (["--lang=en", "--self-test", "--lang", "uk"], "uk", ["--self-test"]),
        (["--lang="], "", []),
        (["--lang"], "", []),
        (["f.json"], None, ["f.json"]),
        (["--lan", "uk", "f.json"], "uk", ["f.json"]),
        (["f.json", "--la=uk", "--l", "en"], "en", ["f.json"]),
        (["--langs=uk", "-l", "uk"], None, ["--langs=uk", "-l", "uk"]),
        (["--", "uk"], None, ["--", "uk"]),
    ],
)
def test_the_windows_lang_is_read_in_either_form(
    argv: list[str], lang: str | None, rest: list[str]
) -> None:
    """The window's ``--lang``: either form, anywhere, the last one counts, abbreviated as
    argparse takes it (``--lan``); a longer name or a single dash is no ``--lang``."""
    from tabletop_ai.app import take_lang

    assert take_lang(argv) == (lang, rest)


@pytest.mark.parametrize("lang", [["--lan", "uk"], ["--la=uk"]])
def test_an_abbreviated_lang_words_the_commands_help(
    lang: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse reads ``--lan uk`` as ``--lang uk``, and so does the help's language: it is
    chosen before argparse writes ``--help``."""
    try:
        with pytest.raises(SystemExit):
            main([*lang, "validate", "--help"])
        out = capsys.readouterr().out
        assert out.startswith("використання: tabletop-ai validate"), out
        assert "показати цю довідку й вийти" in out
    finally:
        i18n.install("en")


def _arguments_said(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, list[str]]:
    """The positional arguments ``tabletop-ai ARGV --help`` lists, each with the words beside
    its name (empty when the help gives it none)."""
    heading = "позиційні аргументи:" if "uk" in argv else "positional arguments:"
    try:
        with pytest.raises(SystemExit):
            main([*argv, "--help"])
        out = capsys.readouterr().out
    finally:
        i18n.install("en")
    listed = out.split(heading, 1)[1].split("\n\n", 1)[0].splitlines()
    # an argument's line: its name, then its words (wrapped lines are indented further)
    return {
        line.split()[0]: line.split(None, 1)[1:]
        for line in listed
        if line.startswith("  ") and not line.startswith("   ") and not line.startswith("  {")
    }


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize(
    ("command", "names"),
    [
        (["plan"], {"file"}),
        (["validate"], {"file"}),
        (["groups"], {"file"}),
        (["ae"], {"file"}),
        (["ae", "x.board.json", "export-deck"], {"out"}),
        (["ic"], {"file"}),
        (["ic2"], {"DIR"}),
        (["table", "show"], {"file"}),
        (["table", "validate"], {"file"}),
        (["table", "indirect"], {"file", "amount"}),
        (["battlecrest"], {"file"}),
    ],
)
def test_every_commands_help_says_what_file_it_takes(
    command: list[str], names: set[str], lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each command's ``--help`` says what its file (and any other argument) is, in the
    chosen language: no bare name in the list of arguments."""
    said = _arguments_said(["--lang", lang, *command], capsys)
    assert set(said) == names, said
    assert all(said.values()), said  # each name has its words beside it
    if lang == "uk":
        assert all(re.search("[а-яіїєґ]", words[0]) for words in said.values()), said


@pytest.mark.parametrize(
    ("lang", "heading"),
    [(["--lang", "en"], "positional arguments:"), (["--lang", "uk"], "позиційні аргументи:")],
)
def test_screenshot_help_says_what_each_argument_is(
    lang: list[str], heading: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``screenshot --help`` says what ``file`` and ``out`` are, in the chosen language, as
    it does for its options: no bare name in the list of arguments."""
    try:
        with pytest.raises(SystemExit):
            main([*lang, "screenshot", "--help"])
        out = capsys.readouterr().out
    finally:
        i18n.install("en")
    listed = out.split(heading, 1)[1].split("\n\n", 1)[0].splitlines()
    # an argument's line: its name, then its words (wrapped lines are indented further)
    said = {
        line.split()[0]: line.split(None, 1)[1:]
        for line in listed
        if line.startswith("  ") and not line.startswith("   ")
    }
    assert set(said) == {"file", "out"}, listed
    assert all(said.values()), listed  # each name has its words beside it
    if lang[1] == "uk":
        assert all(re.search("[а-яіїєґ]", words[0]) for words in said.values()), listed


def test_every_option_of_every_command_has_a_help_line() -> None:
    """``--help`` says what every option and argument of every command is: none is listed
    bare (argparse prints an action without help as its name alone). The words are
    translated like every help (``tests/test_i18n.py``)."""
    import argparse

    from tabletop_ai import cli

    def bare(p: argparse.ArgumentParser, path: str) -> list[str]:
        out: list[str] = []
        for a in p._actions:
            if isinstance(a, argparse._SubParsersAction):
                helps = {c.dest: c.help for c in a._choices_actions}
                out += [f"{path} {name}" for name in a.choices if not helps.get(name)]
                for name, sub in a.choices.items():
                    out += bare(sub, f"{path} {name}")
            elif not a.help:
                out.append(f"{path} {'/'.join(a.option_strings) or a.dest}")
        return out

    assert bare(cli._parser({}, cli.COMMAND_MODULES), "tabletop-ai") == []
