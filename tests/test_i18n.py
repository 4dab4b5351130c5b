"""Languages: the core's messages, their plurals, the catalogues and the CLI."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tabletop_ai import i18n
from tabletop_ai.i18n import Msg, msg
from tests.conftest import MAPS

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "maps" / "outpost-raid.board.json"


def _tools() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.install("en")


def test_english_plurals_without_a_catalogue() -> None:
    i18n.install("en")
    assert str(msg("%n group(s)", n=1)) == "1 group"
    assert str(msg("%n group(s)", n=2)) == "2 groups"
    assert str(msg("%n group(s)", n=0)) == "0 groups"
    assert str(msg("%n hero(es)", n=3)) == "3 heroes"
    assert str(msg("%n marker(s) [was|were] read", n=1)) == "1 marker was read"
    assert str(msg("%n marker(s) [was|were] read", n=2)) == "2 markers were read"


def test_ukrainian_has_three_plural_forms() -> None:
    assert i18n.install("uk") == "uk"
    forms = {n: str(msg("%n group(s)", n=n)) for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 101)}
    assert forms == {
        1: "1 група",
        2: "2 групи",
        4: "4 групи",
        5: "5 груп",
        11: "11 груп",
        12: "12 груп",
        21: "21 група",
        22: "22 групи",
        25: "25 груп",
        101: "101 група",
    }


def test_nested_messages_render_and_stay_language_neutral_in_json() -> None:
    m = msg(
        "{file}: valid ({grid} {width}x{height}, {figures}, {groups})",
        file="a.json",
        grid=msg("square"),
        width=3,
        height=4,
        figures=msg("%n figure(s)", n=1),
        groups=msg("%n group(s)", n=5),
    )
    i18n.install("uk")
    assert str(m) == "a.json: без помилок (квадратна 3x4, 1 фігура, 5 груп)"
    assert m.english() == "a.json: valid (square 3x4, 1 figure, 5 groups)"
    assert m.to_json()["params"]["groups"] == {"id": "%n group(s)", "n": 5}
    assert Msg("%n figure(s)", {}, 2).to_json() == {"id": "%n figure(s)", "n": 2}


def test_unknown_language_falls_back_to_english() -> None:
    assert i18n.install("xx") == "en"
    assert str(msg("%n figure(s)", n=2)) == "2 figures"


def test_system_language_follows_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    assert i18n.system_language() == "uk"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "en"


def _cli(*args: str, lang: str = "C.UTF-8") -> str:
    env = {**os.environ, "LANG": lang, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}
    out = subprocess.run(
        [sys.executable, "-m", "tabletop_ai", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
        check=True,
    )
    return out.stdout


def test_cli_speaks_the_chosen_language() -> None:
    assert (
        _cli("--lang", "en", "validate", str(DEMO))
        .strip()
        .endswith("valid (square 16x12, 9 figures, 2 groups)")
    )
    assert (
        _cli("--lang", "uk", "validate", str(DEMO))
        .strip()
        .endswith("без помилок (квадратна 16x12, 9 фігур, 2 групи)")
    )
    assert "2 групи" in _cli("validate", str(DEMO), lang="uk_UA.UTF-8")


def test_catalogues_are_finished_and_compiled() -> None:
    tool = _tools()
    assert tool.unfinished() == []
    assert tool.stale_catalogues() == []


def test_every_core_message_has_a_ukrainian_translation() -> None:
    tool = _tools()
    root = ET.parse(ROOT / "src" / "tabletop_ai" / "i18n" / "core_uk.ts").getroot()
    in_ts = {(m.findtext("source"), m.findtext("comment") or "") for m in root.iter("message")}
    missing = [
        f"{m.file}:{m.line}: {m.source}"
        for m in tool.core_messages()
        if (m.source, m.comment) not in in_ts
    ]
    assert missing == [], "run: python tools/i18n.py update, translate, release"


def test_catalogues_name_files_not_lines() -> None:
    """Each entry says which files its text comes from, without line numbers, so an edit that
    only moves a text leaves the catalogues alone (tools/i18n.py's module text)."""
    folder = ROOT / "src" / "tabletop_ai" / "i18n"
    for ts in sorted(folder.glob("*.ts")):
        for m in ET.parse(ts).getroot().iter("message"):
            where = [loc.attrib for loc in m.findall("location")]
            assert where, f"{ts.name}: {m.findtext('source')!r} names no file"
            assert all(set(a) == {"filename"} for a in where), (ts.name, where)
            files = [a["filename"] for a in where]
            assert len(files) == len(set(files)), (ts.name, files)
            assert all((folder / f).resolve().is_relative_to(ROOT / "src") for f in files)


def test_the_core_catalogue_is_written_with_file_locations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tool = _tools()
    monkeypatch.setattr(tool, "I18N", tmp_path)
    root = ET.parse(tool.write_core_ts("uk")).getroot()
    first = tool.core_messages()[0]
    m = next(m for m in root.iter("message") if m.findtext("source") == first.source)
    (loc,) = m.findall("location")
    assert loc.attrib == {"filename": Path(os.path.relpath(ROOT / first.file, tmp_path)).as_posix()}
    assert all("line" not in loc.attrib for loc in root.iter("location"))


def test_a_core_text_used_in_several_files_names_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A core text used in two modules (and twice in one) has a location for each file,
    in the order the sources are read, each once; a text used once names its one file."""
    tool = _tools()
    pkg = tmp_path / "src" / "tabletop_ai"
    (pkg / "maps").mkdir(parents=True)
    (pkg / "i18n").mkdir()
    (pkg / "board.py").write_text('msg("shared {x}", x=1)\nmsg("only here")\n')
    (pkg / "maps" / "tiled.py").write_text('msg("shared {x}", x=2)\nmsg("shared {x}", x=3)\n')
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "PKG", pkg)
    monkeypatch.setattr(tool, "I18N", pkg / "i18n")
    root = ET.parse(tool.write_core_ts("uk")).getroot()
    where = {
        m.findtext("source"): [loc.attrib["filename"] for loc in m.findall("location")]
        for m in root.iter("message")
    }
    assert where == {
        "shared {x}": ["../board.py", "../maps/tiled.py"],
        "only here": ["../board.py"],
    }


def test_lupdate_locations_keep_each_file_once_without_lines() -> None:
    tool = _tools()
    m = ET.fromstring(
        '<message><location filename="../ui/a.py" line="3"/><location filename="../ui/b.py"'
        ' line="9"/><location filename="../ui/a.py" line="40"/><source>x</source></message>'
    )
    tool._file_locations(m)
    assert [loc.attrib for loc in m.findall("location")] == [
        {"filename": "../ui/a.py"},
        {"filename": "../ui/b.py"},
    ]
    assert m.findtext("source") == "x"


def test_lupdate_doc_comments_are_not_kept_as_translator_notes() -> None:
    """lupdate reads the sources' ``#:`` doc comments as notes to the translator and glues
    every one since the last text onto the next; the catalogues keep none of them."""
    tool = _tools()
    m = ET.fromstring(
        '<message><location filename="../ui/a.py"/><source>x</source><extracomment>between'
        " the parts of a status line the last error shown</extracomment>"
        "<translation>y</translation></message>"
    )
    tool._no_doc_comments(m)
    assert [child.tag for child in m] == ["location", "source", "translation"]
    folder = ROOT / "src" / "tabletop_ai" / "i18n"
    for ts in sorted(folder.glob("ui_*.ts")):
        noted = [
            m.findtext("source")
            for m in ET.parse(ts).getroot().iter("message")
            if m.find("extracomment") is not None
        ]
        assert noted == [], f"{ts.name}: run python tools/i18n.py update"


def test_plan_reasons_are_messages_with_the_same_english() -> None:
    """A plan's reasons are message ids with parameters: the default JSON is the English
    text as before, ``to_json(messages=True)`` adds the id form beside each text, and the
    id form rendered again gives the same English (the JSON stays language-neutral)."""
    from tabletop_ai import load_board, plan_group
    from tabletop_ai.i18n import Msg

    plan = plan_group(load_board(DEMO), "troopers")
    plain = plan.to_json()
    rich = plan.to_json(messages=True)
    a0, r0 = plain["figures"][0]["actions"][0], rich["figures"][0]["actions"][0]
    assert "reason_msg" not in a0 and a0["reason"] == r0["reason"]
    assert r0["reason_msg"]["id"] and "params" in r0["reason_msg"]
    assert rich["order_reason_msg"]["id"] == "closest to its first target first, then group order"

    def build(j: dict) -> Msg:  # the id form back into a message
        params = {k: build(v) if isinstance(v, dict) else v for k, v in j.get("params", {}).items()}
        return Msg(j["id"], params, j.get("n"))

    assert build(r0["reason_msg"]).english() == a0["reason"]
    i18n.install("uk")
    shown = str(plan.figures[0].actions[0].reason)
    assert shown != a0["reason"] and "цілі" in shown  # Ukrainian, same plan
    assert json.loads(json.dumps(plan.to_json())) == json.loads(json.dumps(plain))


def test_cli_plans_in_ukrainian_with_language_neutral_json() -> None:
    uk = _cli("--lang", "uk", "plan", str(DEMO), "--group", "troopers")
    assert "група Загін штурмовиків" in uk and "названа ціль" in uk and "named target" not in uk
    en = json.loads(_cli("--lang", "uk", "plan", str(DEMO), "--group", "troopers", "--json"))
    assert "named target" in en["figures"][0]["actions"][0]["reason"]  # English in JSON
    ids = json.loads(_cli("plan", str(DEMO), "--group", "troopers", "--json", "--messages"))
    assert ids["figures"][0]["actions"][0]["reason_msg"]["id"]


def test_board_problems_in_the_chosen_language(tmp_path: Path) -> None:
    """A board's problems are messages too: English by default (the CLI tests' exact lines),
    Ukrainian with ``--lang uk``."""
    bad = tmp_path / "bad.board.json"
    bad.write_text(
        json.dumps(
            {
                "format": "tabletop-ai/board",
                "version": 1,
                "grid": {"type": "square", "width": 4, "height": 3},
                "figures": [{"id": "a", "side": "ai", "at": [5, 0]}],
            }
        )
    )
    env = {**os.environ, "LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""}

    def run(*lang: str) -> str:
        return subprocess.run(
            [sys.executable, "-m", "tabletop_ai", *lang, "validate", str(bad)],
            capture_output=True,
            text=True,
            encoding="utf-8",
            env=env,
            timeout=60,
        ).stderr.strip()

    assert run() == 'bad.board.json: figures[0] "a" at [5,0] is outside the 4x3 map'
    assert run("--lang", "uk") == "bad.board.json: figures[0] «a» у [5,0] — поза мапою 4x3"


def test_every_bundled_board_name_is_translated() -> None:
    """The sample boards' and tables' names (and stages) are bundled names with a Ukrainian
    entry: a sample board added without one shows its English name in the window."""
    from tabletop_ai.i18n.content import BUNDLED_NAMES

    names = []
    for path in sorted((ROOT / "maps").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        names += [data.get("name", "")] + [s.get("name", "") for s in data.get("stages", [])]
    assert [n for n in names if n and n not in BUNDLED_NAMES] == []


def test_every_bundled_plan_id_form_renders_its_english_text() -> None:
    """For every bundled board and group, each ``KEY_msg`` of ``to_json(messages=True)``
    rendered with the English templates gives exactly the text under ``KEY`` (the id form
    carries everything the text says)."""
    from tabletop_ai import load_board, plan_group

    def build(j: object) -> object:
        if isinstance(j, dict) and "id" in j:
            params = {k: build(v) for k, v in j.get("params", {}).items()}
            return Msg(j["id"], params, j.get("n"))
        return j

    checked = 0

    def walk(node: object) -> None:
        nonlocal checked
        if isinstance(node, dict):
            for k, v in node.items():
                if k.endswith("_msg") and k[:-4] in node:
                    text = node[k[:-4]]
                    forms = v if isinstance(v, list) else [v]
                    texts = text if isinstance(text, list) else [text]
                    for f, t in zip(forms, texts, strict=True):
                        built = build(f)
                        assert (built.english() if isinstance(built, Msg) else built) == t
                        checked += 1
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    for path in sorted((ROOT / "maps").glob("*.board.json")):
        board = load_board(path)
        for g in board.groups:
            walk(json.loads(json.dumps(plan_group(board, g.id).to_json(messages=True))))
    assert checked > 50


def test_file_problems_in_the_chosen_language(tmp_path: Path) -> None:
    """The reader's and loaders' own problems: a file that is not JSON, a
    schema problem, a wrong version, a broken ``battlecrest`` object, a table's field and a
    missing file keep their English lines byte for byte (the CLI tests compare them) and
    speak Ukrainian with ``--lang uk``; places (``figures[1]``) stay as written."""
    from tabletop_ai.board.errors import BoardError
    from tabletop_ai.board.io import load_board
    from tabletop_ai.table.io import TableError, load_table

    grid = '"grid": {"type": "square", "width": 4, "height": 3}'
    files = {
        "syntax.board.json": '{"format": "tabletop-ai/board", "version": 1,\n ' + grid + ",, }",
        "ver.board.json": '{"format": "tabletop-ai/board", "version": 2}',
        "schema.board.json": '{"format": "tabletop-ai/board", "version": 1, ' + grid + ", "
        '"figures": [{"id": "a", "side": "ai", "at": [1, 0], '
        '"speed": "x"}, {"side": "ai", "at": [1, 1]}]}',
        "bc.board.json": '{"format": "tabletop-ai/board", "version": 1, ' + grid + ", "
        '"battlecrest": {"order_deck": {"draw": ["X"]}, '
        '"options": {"push_bonuses": "far"}}, '
        '"rules": {"preset": "battlecrest"}}',
        "t.table.json": '{"format": "tabletop-ai/table", "version": 1, "players": [{"id": "p"}],'
        ' "first_player": "q"}',
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    expected = {
        "syntax.board.json": (
            "syntax.board.json: line 2 column 54 is not valid JSON: Expecting property name "
            "enclosed in double quotes",
            "syntax.board.json: рядок 2, стовпець 54 не є правильним JSON: очікувалася назва "
            "поля в подвійних лапках",
        ),
        "ver.board.json": (
            "ver.board.json: version is 2; this version of Tabletop AI reads version 1",
            "ver.board.json: version має значення 2; ця версія Tabletop AI читає версію 1",
        ),
        "schema.board.json": (
            "schema.board.json: figures[0].speed 'x' is not of type 'integer'\n"
            "schema.board.json: figures[1] 'id' is missing",
            "schema.board.json: figures[0].speed 'x' не має типу 'integer'\n"
            "schema.board.json: figures[1] не має 'id'",
        ),
        "bc.board.json": (
            "bc.board.json: battlecrest.order_deck.draw[0] 'X' names no order card\n"
            "bc.board.json: battlecrest.options.push_bonuses is 'far'; expected adjacent or "
            "anywhere",
            "bc.board.json: battlecrest.order_deck.draw[0] 'X' не називає жодної карти наказу\n"
            "bc.board.json: battlecrest.options.push_bonuses має значення 'far'; потрібно "
            "adjacent або anywhere",
        ),
        "t.table.json": (
            't.table.json: first_player "q" names no player',
            "t.table.json: first_player «q» не називає жодного гравця",
        ),
        "gone.board.json": ("gone.board.json: does not exist", "gone.board.json: не існує"),
    }
    for name, (english, ukrainian) in expected.items():
        for code, want in (("en", english), ("uk", ukrainian)):
            i18n.install(code)
            try:
                if name.endswith(".table.json"):
                    load_table(tmp_path / name)
                else:
                    from tabletop_ai.battlecrest.state import read_state

                    read_state(load_board(tmp_path / name))
            except (BoardError, TableError) as exc:
                got = "\n".join(p.format(exc.source or name) for p in exc.problems)
            else:
                raise AssertionError(f"{name} loaded")
            assert got == want, (code, got)
    from tabletop_ai.board.errors import Problem

    three = BoardError("x.json", [Problem("a", "b")] * 3)
    i18n.install("en")
    assert three.first_line() == "x.json: a b (and 2 more problems)"
    i18n.install("uk")
    assert three.first_line() == "x.json: a b (і ще 2 помилки)"
    assert BoardError("x.json", [Problem("a", "b")] * 6).first_line().endswith("(і ще 5 помилок)")


def test_battlecrest_counts_the_rulebooks_cells() -> None:
    """The Battlecrest rulebook says *комірка* (battlecrest-imperator-solo.uk.md), the other
    games' reasons *клітинка*: the same English "%n space(s)" has a Battlecrest entry of
    its own (Qt's disambiguation), the English stays as it was."""
    from tabletop_ai import load_board, plan_group
    from tabletop_ai.i18n import msg_in

    maps = ROOT / "maps"

    def said(name: str) -> tuple[str, str]:
        board = load_board(maps / name)
        plans = [plan_group(board, g.id) for g in board.groups]
        text = [line for p in plans for line in p.describe()]
        return "\n".join(map(str, text)), "\n".join(t.english() for t in text)  # type: ignore[attr-defined]

    english_before = said("battlecrest-duel.board.json")[1]
    i18n.install("uk")
    duel, english = said("battlecrest-duel.board.json")
    assert english == english_before and "nearest enemy (2 spaces)" in english
    assert "найближчий ворог (2 комірки)" in duel and "за 2 комірки" in duel
    assert "клітин" not in duel
    assert "клітин" in said("outpost-raid.board.json")[0]  # Imperial Assault keeps its word
    assert [str(msg_in("battlecrest", "%n space(s)", n=k)) for k in (1, 3, 5, 21)] == [
        "1 комірка",
        "3 комірки",
        "5 комірок",
        "21 комірка",
    ]
    assert msg_in("battlecrest", "%n space(s)", n=3) == "3 spaces"
    assert msg_in("battlecrest", "%n space(s)", n=3).to_json() == {
        "id": "%n space(s)",
        "n": 3,
        "disambiguation": "battlecrest",
    }


def test_every_bundled_figure_and_card_name_is_translated() -> None:
    """The sample boards' figures and the sample table's characters, upgrades and cards are
    bundled names with a Ukrainian entry (i18n/content.py); the players' own names (the
    table's players) are shown as written."""
    from tabletop_ai.i18n.content import BUNDLED_NAMES, content_name

    names: list[str] = []
    for path in sorted((ROOT / "maps").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        names += [f.get("name", "") for f in data.get("figures", [])]
        chars = list(data.get("characters", []))
        for stage in data.get("stages", []):
            for area in stage.get("areas", [stage]):
                chars += area.get("characters", [])
        names += [c.get("name", "") for c in chars]
        names += [u.get("name", "") for c in chars for u in c.get("upgrades", [])]
        names += [c.get("name", "") for cards in data.get("sets", {}).values() for c in cards]
    assert len([n for n in names if n]) > 40
    assert [n for n in names if n and n not in BUNDLED_NAMES] == []
    i18n.install("uk")
    assert [content_name(n) for n in ("Trooper 1", "Guard 2", "Volley", "Siege Camp")] == [
        "Штурмовик 1",
        "Вартовий 2",
        "Залп",
        "Облоговий табір",
    ]
    assert content_name("Ana") == "Ana"


def test_sample_table_names_in_the_chosen_language() -> None:
    """The Destiny sample table's characters in a list: the same English as before
    ("Beach Sentry (sentry-1)" when two share a name), shown in Ukrainian."""
    from tabletop_ai.i18n.content import content_name
    from tabletop_ai.table.chains import display_names
    from tabletop_ai.table.io import load_table

    table = load_table(ROOT / "maps" / "destiny-scarif.table.json")
    names = display_names(table)
    assert names["sentry-1"] == "Beach Sentry (sentry-1)"
    i18n.install("uk")
    assert content_name(names["sentry-1"]) == "Вартовий на пляжі (sentry-1)"
    assert json.dumps(names["sentry-1"]) == '"Beach Sentry (sentry-1)"'


def test_the_other_commands_speak_the_chosen_language() -> None:
    """``groups``, ``ic`` and ``table show`` follow ``--lang`` too (their English lines are
    the CLI tests' exact lines)."""
    scarif = ROOT / "maps" / "destiny-scarif.table.json"
    en = _cli("table", "show", str(scarif))
    assert "players (from the first player): Ana, Ben" in en and "1 die" in en
    uk = _cli("--lang", "uk", "table", "show", str(scarif))
    assert "гравці (від першого гравця): Ana, Ben" in uk and "кубиків: 1" in uk
    assert "players" not in uk and "health" not in uk
    assert "список інструкцій 1 з 1" in _cli("--lang", "uk", "ic", str(DEMO), "--group", "troopers")


@pytest.mark.parametrize("language", ["en", "uk"])
def test_every_instruction_type_has_a_label_in_each_language(language: str) -> None:
    """The instruction editor's "Type" list shows each declared type by its label: a type
    without one (or one still reading as the file's id) would show the raw id."""
    from tabletop_ai.rulesets.registry import builtin

    raw: list[str] = []
    for rules in builtin():
        for t in rules.instruction_types:
            assert isinstance(t.label, Msg), f"{rules.__name__}.{t.name} declares no label"
            i18n.install("en")
            english = t.label.render()
            i18n.install(language)
            text = i18n.shown(t.shown)
            if text in {t.name, t.name.replace("_", " ")} or (language != "en" and text == english):
                raw.append(f"{rules.__name__}.{t.name}: {text!r}")
    assert raw == [], f"instruction types shown as their id in {language}: {raw}"


def test_every_help_text_of_every_command_is_translated() -> None:
    """``--lang uk ... --help``: every command's, sub-command's and option's help is in
    Ukrainian (a help built from a loop or an f-string is never collected: this walks the
    parser the command line builds, all commands loaded)."""
    import argparse
    import re

    from tabletop_ai import cli
    from tabletop_ai.i18n import argparse_words

    def texts(p: argparse.ArgumentParser, path: str, out: dict[str, str | None]) -> None:
        out[f"{path} description"] = p.description
        for a in p._actions:
            out[f"{path} {a.option_strings or a.dest}"] = a.help
            if isinstance(a, argparse._SubParsersAction):
                for choice in a._choices_actions:
                    out[f"{path} {choice.dest}"] = choice.help
                for name, sub in a.choices.items():
                    texts(sub, f"{path} {name}", out)

    i18n.install("uk")
    argparse_words.install()
    try:
        parser = cli._parser({}, cli.COMMAND_MODULES)
        english: dict[str, str | None] = {}
        texts(parser, "tabletop-ai", english)
        argparse_words.translate_parser(parser)
        ukrainian: dict[str, str | None] = {}
        texts(parser, "tabletop-ai", ukrainian)
    finally:
        i18n.install("en")
        argparse_words.install()
    untranslated = [
        f"{k}: {v}"
        for k, v in english.items()
        if isinstance(v, str) and v != argparse.SUPPRESS and re.search("[a-z]{3}", v)
        if ukrainian[k] == v and not re.search("[а-яіїєґ]", v)
    ]
    assert len(english) > 100
    assert untranslated == []


def test_map_import_problems_in_the_chosen_language(tmp_path: Path) -> None:
    """A Tiled map the importer refuses is named, with its place, in the player's language:
    no parser's English left in a Ukrainian line."""
    from tabletop_ai.board.errors import BoardError
    from tabletop_ai.maps.cli import import_map

    cases = {
        "broken.tmx": (
            "<map",
            "broken.tmx: line 1 column 1 is not valid XML (the file ends inside a tag: it is "
            "cut off)",
            "broken.tmx: рядок 1, стовпець 1 не є правильним XML (файл закінчується всередині "
            "тегу: його обрізано)",
        ),
        "other.tmx": (
            '<?xml version="1.0"?><tileset name="x"/>',
            "other.tmx: is not a Tiled map (its top element is <tileset>)",
            "other.tmx: не є мапою Tiled (її верхній елемент — <tileset>)",
        ),
        "map.txt": ("", "map.txt: is a .txt; maps are imported from", "map.txt: це .txt; мапи"),
    }
    for name, (text, english, ukrainian) in cases.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        for code, want in (("en", english), ("uk", ukrainian)):
            i18n.install(code)
            with pytest.raises(BoardError) as caught:
                import_map(tmp_path / name)
            assert caught.value.first_line().startswith(want), caught.value.first_line()


def test_a_hex_games_reasons_count_hexes_throughout() -> None:
    """Frosthaven's plan in Ukrainian: the attack line counts *гекси* as the monster's own
    reasons do, never *клітинки* beside them; in English hexes, as on every hex board."""
    from tabletop_ai import plan_group
    from tabletop_ai.board import load_board

    board = load_board(MAPS / "frosthaven-ambush.board.json")
    english = [str(x) for g in board.groups for x in plan_group(board, g.id).describe()]
    assert any("attack" in line and " hexes — " in line for line in english)
    assert not [line for line in english if "space" in line]
    i18n.install("uk")
    lines = [str(x) for g in board.groups for x in plan_group(board, g.id).describe()]
    assert any("гекс" in line for line in lines)
    assert not [line for line in lines if "клітин" in line]


def test_rule_set_titles_in_the_chosen_language() -> None:
    """A refusal names the rule set by its title, in the chosen language: every built-in
    rule set's title has its Ukrainian, and a refusal shows it."""
    from tabletop_ai.board.io import board_from_json
    from tabletop_ai.rulesets.checks import blocking_problems
    from tabletop_ai.rulesets.registry import BUILTIN

    i18n.install("uk")
    untranslated = [c.__name__ for c in BUILTIN if str(c.title) == str.__str__(c.title)]
    assert not untranslated
    gh = board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": "square", "width": 4, "height": 3},
            "rules": {"preset": "gloomhaven"},
            "figures": [{"id": "a", "side": "ai", "group": "g", "at": [0, 0]}],
            "groups": [{"id": "g", "figures": ["a"], "instructions": []}],
        },
        check=False,
    )
    assert [str(p.message) for p in blocking_problems(gh)] == [  # type: ignore[arg-type]
        'правилам «ШІ монстрів Gloomhaven» потрібна мапа з гексів (тип сітки "hex"), а не квадратна'
    ]


def test_rule_set_refusals_in_the_chosen_language() -> None:
    """What a rule set refuses before planning (an unknown instruction type, a parameter of
    the wrong kind, a Gloomhaven preset on a square map, a bad retreat option) is a message:
    the same English as before, Ukrainian with the Ukrainian catalogue."""
    from tabletop_ai.board.io import board_from_json
    from tabletop_ai.rulesets.checks import blocking_problems, rules_problems

    def board(preset: str, grid: str, instructions: list[dict[str, object]]) -> object:
        shape: dict[str, object] = {"type": grid, "width": 4, "height": 3}
        if grid == "hex":
            shape.update(orientation="pointy", offset="odd-r")
        return board_from_json(
            {
                "format": "tabletop-ai/board",
                "version": 1,
                "grid": shape,
                "rules": {"preset": preset, "retreat_zoc": "maybe"},
                "figures": [{"id": "a", "side": "ai", "group": "g", "at": [0, 0]}],
                "groups": [{"id": "g", "figures": ["a"], "instructions": instructions}],
            },
            check=False,
        )

    typo = board("imperial-assault", "square", [{"type": "move_to_atack"}])
    bad_value = board("imperial-assault", "square", [{"type": "move_toward", "pick": "far"}])
    gh = board("gloomhaven", "square", [])
    retreat = board("wargame-retreat", "hex", [])

    def texts() -> list[str]:
        out = [str(p.message) for p in blocking_problems(typo)]  # type: ignore[arg-type]
        out += [str(p.message) for p in blocking_problems(bad_value)]  # type: ignore[arg-type]
        out += [str(p.message) for p in blocking_problems(gh)]  # type: ignore[arg-type]
        out += [str(p.message) for p in rules_problems(retreat)]  # type: ignore[arg-type]
        return out

    english = texts()
    assert english[0].startswith("instruction type 'move_to_atack' is not known to ")
    assert english[0].endswith("did you mean 'move_to_attack'?")
    assert english[1].startswith('is "far"; it must be one of ')
    assert (
        english[2]
        == 'the Gloomhaven monster AI needs a hex map (grid type "hex"), not a square one'
    )
    assert english[3] == 'is \'maybe\'; it must be "allowed" or "forbidden"'
    i18n.install("uk")
    ukrainian = texts()
    assert ukrainian[0].startswith("тип інструкції 'move_to_atack' невідомий правилам «")
    assert ukrainian[0].endswith("можливо, ви мали на увазі 'move_to_attack'?")
    assert ukrainian[1].startswith('має значення "far"; потрібно одне з: ')
    assert ukrainian[2].startswith("правилам «")
    assert ukrainian[3] == 'має значення \'maybe\'; потрібно "allowed" або "forbidden"'


def test_no_bundled_name_stays_english_in_ukrainian(capsys: pytest.CaptureFixture[str]) -> None:
    """A bundled name has its Ukrainian entry (above) and every line that names it shows
    that entry: each group's plan of each sample board, and the sample table's commands (the
    retreat challenge's army, the drawn card, the hand, a damaged character, the indirect
    damage lines). A name glued into English text, or passed on as written, fails here."""
    import re

    from tabletop_ai import plan_group
    from tabletop_ai.board import load_board
    from tabletop_ai.cli import main
    from tabletop_ai.i18n.content import BUNDLED_NAMES, content_name

    i18n.install("uk")
    english = sorted((n for n in BUNDLED_NAMES if content_name(n) != n), key=len, reverse=True)
    named = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, english)) + r")(?!\w)")
    said: list[str] = []
    for path in sorted(MAPS.glob("*.board.json")):
        board = load_board(path)
        said += [str(x) for g in board.groups for x in plan_group(board, g.id).describe()]
    scarif = str(MAPS / "destiny-scarif.table.json")
    for args in (["show"], ["turn"], ["upkeep"], ["indirect", scarif, "2"], ["rank"]):
        assert main(["--lang", "uk", "table", *args, *([] if len(args) > 1 else [scarif])]) == 0
        said += capsys.readouterr().out.splitlines()
    assert any("Орда налітників" in line for line in said)  # the retreat names its army
    assert any("Залп" in line for line in said)  # the table draws its top card
    assert not {m for line in said for m in named.findall(line)}


def test_the_retreat_ranking_compares_hexes_in_ukrainian_grammar() -> None:
    """The retreat's ranking says why the chosen hex beat the next one: "farthest from the
    enemy: 3 hexes from the enemy against [3,4]'s 2 hexes from the enemy". Ukrainian *проти*
    takes the genitive (*проти двох гексів*), but the value after it is a describe text in
    the nominative (*2 гекси від ворога*), so the sentence sets the two values side by side
    instead: "... (у [3,4] — 2 гекси від ворога)", right for every count."""
    from tabletop_ai import plan_group
    from tabletop_ai.board import load_board

    board = load_board(MAPS / "wargame-retreat.board.json")
    i18n.install("uk")
    lines = [str(x) for g in board.groups for x in plan_group(board, g.id).describe()]
    farther = str(msg("farthest from the enemy"))
    ranked = [line for line in lines if f"; {farther}: " in line]
    assert len(ranked) == 1
    other = str(msg("{hexes} from the enemy", hexes=msg("%n hex(es)", n=2)))
    assert other == "2 гекси від ворога"
    assert f" (у [3,4] — {other}) — " in ranked[0]
    assert "проти" not in ranked[0]


def test_blocking_and_impassable_keep_their_own_ukrainian_words() -> None:
    """Blocking and impassable are two terrains (blocking stops movement and sight,
    impassable only movement): every Ukrainian text that speaks of blocking cells or edges
    uses the terrain palette's word for blocking, never the palette's word for impassable,
    and the other way round, so the menu, the importers and the legend agree with the
    palette the player paints with."""
    folder = ROOT / "src" / "tabletop_ai" / "i18n"
    texts: list[tuple[str, str]] = []
    palette: dict[str, str] = {}
    for name in ("core_uk.ts", "ui_uk.ts"):
        for ctx in ET.parse(folder / name).getroot().iter("context"):
            for m in ctx.iter("message"):
                source = m.findtext("source") or ""
                found = m.find("translation")
                text = " ".join(found.itertext()) if found is not None else ""
                texts.append((source, text.lower()))
                if ctx.findtext("name") == "terrain" and source in ("blocking", "impassable"):
                    palette[source] = text.strip()[:-1]  # the stem: "блокувальн"
    blocking, impassable = palette["blocking"], palette["impassable"]
    assert blocking != impassable
    crossed = [
        f"{s!r}: {t!r}"
        for s, t in texts
        if (re.search(r"\bblock(ing|ed)\b", s, re.I) and impassable in t)
        or (re.search(r"\bimpassable\b", s, re.I) and blocking in t)
    ]
    assert crossed == []
