"""Imperial Commander 2's folders and character files read into deployment groups: stats,
words per language, instruction lists, the data file, and every bad file refused with one
line naming the file and the place."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tabletop_ai.board.errors import BoardError
from tabletop_ai.cli import main
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.imperial.ic2 import (
    deployments_doc,
    drop_trailing_commas,
    load_character,
    load_ic2,
    save_import,
)
from tests.imperial.ic2_files import card, ic2_json, instructions, write_ic2


@pytest.fixture
def ic2(tmp_path: Path) -> Path:
    return write_ic2(tmp_path / "Resources")


def test_trailing_commas_are_dropped_outside_strings_only() -> None:
    text = '[\n {"a": "x,]", "b": [1, 2,],},\n]'
    out = drop_trailing_commas(text)
    assert json.loads(out) == [{"a": "x,]", "b": [1, 2]}]
    assert len(out) == len(text)  # places in problems stay the file's
    assert out.index("x,]") == text.index("x,]")
    # a comma after "[" is no trailing comma: JSON still refuses it
    assert drop_trailing_commas("[,]") == "[,]"
    assert drop_trailing_commas('["a",,]') == '["a",,]'


def test_groups_stats_and_lists(ic2: Path) -> None:
    imp = load_ic2(ic2, "en")
    by = {g.id: g for g in imp.groups}
    # the cards of CardData, not the instruction sets without a card (DG070)
    assert list(by) == ["DG001", "DG003", "DG014", "DG071"]
    t, e, w, b = by["DG001"], by["DG003"], by["DG014"], by["DG071"]
    assert (t.name, t.elite, t.health, t.speed, t.count) == ("Stormtrooper", False, 3, 4, 3)
    assert (e.name, e.elite, e.health, e.cost, e.reinforce_cost) == (
        "Stormtrooper (Elite)",
        True,
        5,
        8,
        3,
    )
    assert len(e.lists) == 2  # IC2 draws one list per activation
    assert (w.size, w.keywords, w.accuracy, w.count) == ((2, 3), ["massive"], 3, 1)
    assert w.card_keywords == ["Massive", "+3 Accuracy"]
    assert w.abilities == ["Clumsy: Cannot attack adjacent figures."]
    assert (b.size, b.attack, b.keywords, b.villain, b.subname) == (
        (1, 2),
        "melee",
        ["reach", "mobile"],
        True,
        "THE BIG ONE",
    )
    assert t.bonus == ["DRILL: Gain Pierce 1."]
    assert t.lists == [
        [
            {"type": "move_to_attack", "mp": 4, "actions": 1},
            {"type": "attack", "action": True, "then": True},
            {"type": "move_to_reposition", "mp": 2, "distance": 4, "actions": 1},
            {"type": "move_to_reposition", "mp": 6, "distance": 4, "actions": 1},
        ]
    ]
    # 3 + (3 + 1) trooper lines, 5 walker lines (1 note), 3 brute lines (1 with a note,
    # 1 note): 12 planned in full, 1 planned with a note, 2 notes
    c = imp.counts
    assert (c.structured, c.with_note, c.notes) == (12, 1, 2)
    assert imp.warnings == []


def test_the_json_output_has_the_issue_s_keys(
    ic2: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["ic2", str(ic2), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    g = doc["groups"][2]
    for key in (
        "id",
        "name",
        "elite",
        "health",
        "speed",
        "size",
        "attack",
        "accuracy",
        "keywords",
        "surges",
        "lists",
    ):
        assert key in g
    assert (g["size"], g["attack"], g["accuracy"]) == ([2, 3], "ranged", 3)


def test_german_names_notes_and_the_same_structure(ic2: Path) -> None:
    en = {g.id: g for g in load_ic2(ic2, "en").groups}
    de = {g.id: g for g in load_ic2(ic2, "De").groups}
    assert de["DG003"].name == "Sturmtruppler (Elite)"
    assert de["DG003"].surges == ["{B}: +3 Zielsicherheit", "{B}: +2 {H}"]
    # no translated surges for DG001: the card's stay
    assert de["DG001"].surges == en["DG001"].surges

    def shape(lists: list[list[dict[str, object]]]) -> list[list[dict[str, object]]]:
        return [
            [{k: v for k, v in i.items() if k not in ("text", "name")} for i in lst]
            for lst in lists
        ]

    for gid in en:
        assert shape(de[gid].lists) == shape(en[gid].lists), gid
    note = next(i for i in de["DG014"].lists[0] if i["type"] == "note")
    assert note["text"] == "ZIELSYSTEM: Erhalte +1 {H} und +2 Zielsicherheit."
    # German has no bonus effects file: the English ones, said so
    assert de["DG001"].bonus == ["DRILL: Gain Pierce 1."]
    assert any("bonuseffects.json" in w for w in load_ic2(ic2, "de").warnings)


def test_a_language_without_a_grammar_takes_the_english_structure(ic2: Path) -> None:
    fr = ic2 / "Languages" / "Fr"
    (fr / "DeploymentGroups").mkdir(parents=True)
    sets = {
        "DG001": [["{Q} Déplacement 4 pour attaquer {R1}.", "{A} x.", "{A} y."]],
        "DG003": [["{Q} a.", "{A} b.", "{A} c."], ["{Q} d."]],
        "DG014": [["{-} VISÉE : Gagnez +1 {H}.", "{Q} e.", "{A} f.", "{Q} g.", "{A} h."]],
        "DG071": [["{Q} ÉCRASER : i.", "{A} j.", "{A} HURLER : k."]],
    }
    (fr / "instructions.json").write_text(ic2_json(instructions(sets)), "utf-8")
    imp = load_ic2(ic2, "fr")
    by = {g.id: g for g in imp.groups}
    en = {g.id: g for g in load_ic2(ic2, "en").groups}
    assert [i["type"] for i in by["DG014"].lists[0]] == [i["type"] for i in en["DG014"].lists[0]]
    assert by["DG014"].lists[0][0]["text"] == "VISÉE : Gagnez +1 {H}."
    # one line fewer than English: that group's lists are English, said so
    sets["DG001"] = [["{Q} a.", "{A} b."]]
    (fr / "instructions.json").write_text(ic2_json(instructions(sets)), "utf-8")
    imp = load_ic2(ic2, "fr")
    assert {g.id: g for g in imp.groups}["DG001"].lists == en["DG001"].lists
    assert any("DG001" in w for w in imp.warnings)


def first_line(exc: pytest.ExceptionInfo[BoardError]) -> str:
    return exc.value.first_line()


def test_a_missing_folder_or_language(tmp_path: Path, ic2: Path) -> None:
    with pytest.raises(BoardError) as exc:
        load_ic2(tmp_path / "nowhere")
    assert "nowhere: is not a folder" in first_line(exc)
    with pytest.raises(BoardError) as exc:
        load_ic2(tmp_path)
    assert first_line(exc).startswith("CardData/enemies.json: is missing")
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2, "pl")
    assert first_line(exc) == "Languages/Pl: is not a folder here (languages found: De, En)"


def test_an_ic2_checkout_is_found_from_its_top(tmp_path: Path) -> None:
    write_ic2(tmp_path / "ImperialCommander2" / "Assets" / "Resources")
    assert len(load_ic2(tmp_path).groups) == 4


@pytest.mark.parametrize(
    ("rel", "text", "expected"),
    [
        (
            "CardData/enemies.json",
            '{"id": "DG001"}',
            "CardData/enemies.json: is not an Imperial Commander 2 deployment card file (a list)",
        ),
        (
            "CardData/enemies.json",
            '[{"id": "DG001", "name": "X", "health": "five", "speed": 4}]',
            "CardData/enemies.json: [0].health is 'five', not the right kind of value",
        ),
        (
            "CardData/enemies.json",
            '[{"id": "DG001", "name": "X", "health": 3, "speed": 4, "miniSize": "Tiny"}]',
            "CardData/enemies.json: [0].miniSize is 'Tiny'; IC2's sizes are Small1x1, Medium1x2, "
            "Large2x2, Huge2x3",
        ),
        (
            "CardData/enemies.json",
            '[{"id": "DG001", "name": "X", "health": 3, "speed": 4, "keywords": [7]}]',
            "CardData/enemies.json: [0].keywords[0] is not text",
        ),
        (
            "CardData/villains.json",
            "[{,}]",
            "CardData/villains.json: line 1 column 3 is not valid JSON: Expecting property name "
            "enclosed in double quotes",
        ),
        (
            "Languages/En/instructions.json",
            '[{"instID": "DG001", "content": [{"instruction": "Move 4"}]}]',
            "Languages/En/instructions.json: [0].content[0].instruction is 'Move 4', not the "
            "right kind of value",
        ),
        (
            "Languages/En/instructions.json",
            '[{"instID": "DG001", "content": [{"instruction": ["{A} Move 4 sideways."]}]}]',
            "Languages/En/instructions.json: [0].content[0].instruction[0] (DG001) 'Move 4 "
            "sideways' is not a move or attack this reader knows",
        ),
        (
            "Languages/En/instructions.json",
            "[" * 100 + "]" * 100,
            "Languages/En/instructions.json: line 1 column 65 is nested more than 64 levels deep",
        ),
    ],
)
def test_bad_files_are_one_line_naming_file_and_place(
    ic2: Path, rel: str, text: str, expected: str
) -> None:
    (ic2 / rel).write_text(text, encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc) == expected


@pytest.mark.parametrize(
    ("rel", "doc", "expected"),
    [
        (  # was: ValueError from int() on a size of 4,301 digits
            "CardData/enemies.json",
            [{"id": "DG001", "name": "X", "health": 3, "speed": 4,
              "miniSize": "Small" + "9" * 4301 + "x1"}],
            "CardData/enemies.json: [0].miniSize is 'Small" + "9" * 31 + "...; IC2's sizes "
            "are Small1x1, Medium1x2, Large2x2, Huge2x3",
        ),
        (
            "CardData/enemies.json",
            [{"id": "DG001", "name": "X", "health": 3, "speed": 4,
              "keywords": ["+" + "9" * 4301 + " Accuracy"]}],
            "CardData/enemies.json: [0].keywords[0] has 4,311 characters; at most 1,000 are read",
        ),
        (
            "CardData/enemies.json",
            [{"id": "DG001", "name": "X", "health": 3, "speed": 4, "surges": ["x"] * 101}],
            "CardData/enemies.json: [0].surges has 101 entries; at most 100 are read",
        ),
        (
            "CardData/villains.json",
            [{"id": f"DG{i}", "name": "X", "health": 3, "speed": 4} for i in range(501)],
            "CardData/villains.json: has 501 entries; at most 500 are read",
        ),
        (  # was: 20,000 copies of one list, read line by line for 48 s
            "Languages/En/instructions.json",
            [{"instID": "DG001", "content": [{"instruction": ["{A} Attack {R1}."]}] * 17}],
            "Languages/En/instructions.json: [0].content has 17 entries; at most 16 are read",
        ),
        (
            "Languages/En/instructions.json",
            [{"instID": "DG001", "content": [{"instruction": ["{A} Attack {R1}."] * 33}]}],
            "Languages/En/instructions.json: [0].content[0].instruction has 33 entries; at "
            "most 32 are read",
        ),
        (
            "Languages/En/instructions.json",
            [
                {"instID": f"DG{i}", "content": [{"instruction": ["{A} Attack {R1}."] * 32}] * 16}
                for i in range(8)
            ],
            "Languages/En/instructions.json: has 4,096 instruction lines; at most 4,000 are read",
        ),
    ],
)  # fmt: skip
def test_collections_and_numbers_are_bounded_before_they_are_read(
    ic2: Path, rel: str, doc: object, expected: str
) -> None:
    (ic2 / rel).write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc) == expected


def test_a_huge_file_is_refused_before_reading(ic2: Path) -> None:
    path = ic2 / "CardData" / "enemies.json"
    with path.open("w", encoding="utf-8") as fh:
        fh.write("[" + " " * (11 * 1024 * 1024) + "]")
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc).startswith(
        "CardData/enemies.json: is 11,534,338 bytes; files of at most 10 MB"
    )


def test_the_command_line_exits_2_and_writes_nothing(
    ic2: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ic2.json"
    out.write_text("old", encoding="utf-8")
    (ic2 / "Languages" / "En" / "instructions.json").write_text(
        '[{"instID": "DG001", "content": [{"instruction": ["{Q} Attack the tallest Rebel."]}]}]',
        encoding="utf-8",
    )
    assert main(["ic2", str(ic2), "--out", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("tabletop-ai: Languages/En/instructions.json: [0]")
    assert out.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".ic2")] == []


def test_the_data_file_is_read_like_the_bundled_deployments(
    ic2: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    assert main(["ic2", str(ic2), "--lang", "de", "--out", str(folder / "ic2.json")]) == 0
    summary = capsys.readouterr().out
    assert "4 groups (deployment groups: 3, villains: 1), language de" in summary
    data = load_imperial_data([folder], include_user=False)
    dep = data.deployments["DG003"]
    assert (dep.name, dep.elite, dep.count, dep.cost, dep.reinforce_cost) == (
        "Sturmtruppler (Elite)",
        True,
        3,
        8,
        3,
    )
    assert dep.figure["health"] == 5 and dep.figure["attack"] == "ranged"
    assert len(dep.ic_lists) == 2 and dep.ic_lists[0][0]["type"] == "move_to_attack"
    walker = data.deployments["DG014"]
    assert walker.figure["size"] == [2, 3] and walker.figure["keywords"] == ["massive"]
    assert data.deployments["DG071"].villain is True
    # the bundled example cards stay
    assert "trooper-squad" in data.deployments
    assert deployments_doc(load_ic2(ic2))["format"] == "tabletop-ai/deployments"


def test_a_list_is_imported_only_as_long_as_a_data_file_holds_it(
    ic2: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: 32 lines of two instructions each were imported as a list of 64, which the data
    # file written then was refused for (a list holds at most 32 instructions)
    from tabletop_ai.board.limits import MAX_INSTRUCTIONS

    two = "{Q} Attack {R1}. Then move 3 toward the closest Rebel."
    path = ic2 / "Languages" / "En" / "instructions.json"
    folder = tmp_path / "data"
    folder.mkdir()
    out = folder / "ic2.json"
    # as many instructions as a list holds: imported, and the data file is read back
    half = MAX_INSTRUCTIONS // 2
    path.write_text(ic2_json(instructions({"DG001": [[two] * half]})), encoding="utf-8")
    assert main(["ic2", str(ic2), "--out", str(out)]) == 0
    assert (
        len(load_imperial_data([folder], include_user=False).deployments["DG001"].ic_lists[0])
        == MAX_INSTRUCTIONS
    )
    # one line more: refused where the lines are, and nothing is written
    out.unlink()
    path.write_text(ic2_json(instructions({"DG001": [[two] * (half + 1)]})), encoding="utf-8")
    capsys.readouterr()
    assert main(["ic2", str(ic2), "--out", str(out)]) == 2
    assert capsys.readouterr().err.strip() == (
        "tabletop-ai: Languages/En/instructions.json: [0].content[0] (DG001) its 17 lines "
        "give 34 instructions; a list holds at most 32"
    )
    assert not out.exists()


def test_a_line_s_numbers_are_imported_only_within_their_ranges(ic2: Path, tmp_path: Path) -> None:
    # was: "Move 555" (tools/fuzz.py --kind ic2 --seed 2911, trial 217; "reposition
    # 429496729", trial 727) was imported, and the data file written was refused when read
    path = ic2 / "Languages" / "En" / "instructions.json"
    path.write_text(
        ic2_json(instructions({"DG001": [["{Q} Move 99 to attack {R1}."]]})), encoding="utf-8"
    )
    folder = tmp_path / "data"
    folder.mkdir()
    save_import(load_ic2(ic2), folder)
    dep = load_imperial_data([folder], include_user=False).deployments["DG001"]
    assert dep.ic_lists[0][0]["mp"] == 99
    path.write_text(
        ic2_json(
            instructions(
                {"DG001": [["{Q} Move 4 to attack {R1}.", "{A} Move 555 to reposition 4."]]}
            )
        ),
        encoding="utf-8",
    )
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc) == (
        "Languages/En/instructions.json: [0].content[0].instruction[1].mp (DG001) is 555; it "
        "must be 0 to 99"
    )


def _set_first_card(ic2: Path, key: str, value: object) -> None:
    path = ic2 / "CardData" / "enemies.json"
    cards = json.loads(drop_trailing_commas(path.read_text(encoding="utf-8")))
    cards[0][key] = value
    path.write_text(json.dumps(cards), encoding="utf-8")


@pytest.mark.parametrize(
    ("key", "most", "past", "refusal"),
    [
        ("size", 20, 21, "[0].size is 21; it must be 1 to 20"),
        ("cost", 99, 100, "[0].cost is 100; it must be 0 to 99"),
        ("rcost", 0, -1, "[0].rcost is -1; it must be 0 to 99"),
        ("health", 999, 1000, "[0].health is 1000; it must be 1 to 999"),
        ("speed", 99, 100, "[0].speed is 100; it must be 0 to 99"),
        (
            "miniSize",
            "Huge6x6",
            "Huge7x3",
            "[0].miniSize is 'Huge7x3'; IC2's sizes are Small1x1, Medium1x2, Large2x2, Huge2x3",
        ),
        (
            "keywords",
            ["+50 Accuracy", "+49 Accuracy"],
            ["+50 Accuracy", "+50 Accuracy"],
            "[0].keywords add up to +100 Accuracy; at most +99 is read",
        ),
        ("id", "D" * 1000, "D" * 1001, "[0].id has 1,001 characters; at most 1,000 are read"),
        ("id", "DG 1", "DG\n1", "[0].id holds the control character \\n; an id may not"),
        (
            "abilities",
            [{"name": "A", "text": "t" * 997}],
            [{"name": "A", "text": "t" * 998}],
            "[0].abilities[0] has 1,001 characters; at most 1,000 are read",
        ),
        (
            "abilities",
            [{"name": "A", "text": "t"}] * 100,
            [{"name": "A", "text": "t"}] * 101,
            "[0].abilities has 101 entries; at most 100 are read",
        ),
    ],
)  # fmt: skip
def test_what_is_imported_is_what_a_data_file_holds(
    ic2: Path, tmp_path: Path, key: str, most: object, past: object, refusal: str
) -> None:
    # was: a group of 25 figures, a cost of 150, a size of 9x9, +110 Accuracy, a 1,001
    # character id ... were imported, and the data file written was refused when read
    folder = tmp_path / "data"
    folder.mkdir()
    _set_first_card(ic2, key, most)
    imported = load_ic2(ic2)
    save_import(imported, folder)
    read_back = load_imperial_data([folder], include_user=False).deployments
    assert {g.id for g in imported.groups} <= set(read_back)
    _set_first_card(ic2, key, past)
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc) == f"CardData/enemies.json: {refusal}"


@pytest.mark.parametrize("key", ["name", "subname"])
def test_a_translated_name_is_imported_only_as_long_as_a_data_file_holds_it(
    ic2: Path, tmp_path: Path, key: str
) -> None:
    # was: a name or subtitle of 10,000 characters in Languages/<L> (tools/fuzz.py --kind
    # ic2 --seed 2911, trials 4894, 5027) was imported, and the data file was refused
    path = ic2 / "Languages" / "En" / "DeploymentGroups" / "enemies.json"
    groups = json.loads(drop_trailing_commas(path.read_text(encoding="utf-8")))
    groups[0][key] = "N" * 1000
    path.write_text(json.dumps(groups), encoding="utf-8")
    folder = tmp_path / "data"
    folder.mkdir()
    save_import(load_ic2(ic2), folder)
    assert (
        getattr(load_imperial_data([folder], include_user=False).deployments["DG001"], key)
        == "N" * 1000
    )
    groups[0][key] = "N" * 1001
    path.write_text(json.dumps(groups), encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert first_line(exc) == (
        f"Languages/En/DeploymentGroups/enemies.json: [0].{key} has 1,001 characters; at most "
        "1,000 are read"
    )


def _write_cards(
    ic2: Path, enemies: list[dict[str, object]], villains: list[dict[str, object]]
) -> None:
    for name, cards in (("enemies.json", enemies), ("villains.json", villains)):
        (ic2 / "CardData" / name).write_text(ic2_json(cards), encoding="utf-8")


def test_an_import_is_refused_when_the_data_file_it_gives_would_be(
    ic2: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: 250 groups and 251 villains (each file within its 500 records) were imported, and
    # the data file written (501 deployment cards; one holds at most 500) was refused when read
    from tabletop_ai.imperial.data import MAX_DEPLOYMENTS

    half = MAX_DEPLOYMENTS // 2
    enemies = [card(f"E{i}", f"Enemy {i}") for i in range(half)]
    villains = [card(f"V{i}", f"Villain {i}", characterType="Villain") for i in range(half)]
    _write_cards(ic2, enemies, villains)
    folder = tmp_path / "data"
    folder.mkdir()
    imported = load_ic2(ic2)
    save_import(imported, folder)
    read_back = load_imperial_data([folder], include_user=False).deployments
    assert len(imported.groups) == MAX_DEPLOYMENTS
    assert {g.id for g in imported.groups} <= set(read_back)
    _write_cards(ic2, enemies, [*villains, card("V-last", "Last", characterType="Villain")])
    out = folder / "again.json"
    capsys.readouterr()
    assert main(["ic2", str(ic2), "--out", str(out)]) == 2
    assert capsys.readouterr().err.strip() == (
        "tabletop-ai: Resources: the data file it gives (ic2.json): deployments has 501 "
        "entries; at most 500 are read"
    )
    assert not out.exists()


def test_an_import_is_refused_when_the_data_file_it_gives_is_too_large(ic2: Path) -> None:
    # enemies.json and villains.json each within the 10 MB a file may have, the data file
    # of both past it
    ability = {"name": "A", "text": "t" * 900}
    enemies = [card(f"E{i}", f"E{i}", abilities=[ability] * 60) for i in range(100)]
    villains = [
        card(f"V{i}", f"V{i}", characterType="Villain", abilities=[ability] * 60)
        for i in range(100)
    ]
    _write_cards(ic2, enemies, villains)
    assert (ic2 / "CardData" / "enemies.json").stat().st_size < 10 * 1024 * 1024
    with pytest.raises(BoardError) as exc:
        load_ic2(ic2)
    assert re.fullmatch(
        r"Resources: the data file it gives \(ic2\.json\) is 11,\d{3},\d{3} bytes; files of at "
        r"most 10 MB are read",
        first_line(exc),
    )


def character(tmp_path: Path, **kw: object) -> Path:
    """A character file as IC2's character editor exports it (Newtonsoft: enums as
    numbers)."""
    doc = {
        "customCharacterGUID": "3f2a9c1e-0000-4000-8000-000000000001",
        "cardName": "Sand Raider",
        "cardSubName": "",
        "cardID": "TC1",
        "faction": 0,
        "groupAttack": "1Blue 1Red",
        "groupDefense": "1Black",
        "deploymentCard": {
            "name": "Sand Raider",
            "subname": "",
            "id": "TC1",
            "characterType": 2,
            "cost": 5,
            "rcost": 2,
            "size": 2,
            "isElite": False,
            "health": 4,
            "speed": 5,
            "traits": ["Hunter"],
            "surges": ["{B}: Bleed"],
            "keywords": ["Mobile", "+1 Accuracy"],
            "abilities": [{"name": "Dune Sense", "text": "Ignores difficult terrain."}],
            "attackType": 1,
            "miniSize": 1,
        },
        "cardInstruction": {
            "instName": "Sand Raider",
            "instID": "TC1",
            "content": [
                {
                    "instruction": [
                        "{Q} Move 5 to attack {R1}.",
                        "{A} Move 3 toward the closest Rebel.",
                    ]
                }
            ],
        },
        "bonusEffect": {"bonusID": "TC1", "effects": ["SWIFT: +1 speed."]},
        "canRedeploy": True,
    }
    doc.update(kw)
    path = tmp_path / "raider.json"
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    return path


def test_a_character_from_ic2_s_editor(tmp_path: Path) -> None:
    imp = load_character(character(tmp_path))
    (g,) = imp.groups
    assert g.id == "3f2a9c1e-0000-4000-8000-000000000001"
    assert (g.name, g.attack, g.size, g.count, g.accuracy, g.keywords) == (
        "Sand Raider",
        "melee",
        (1, 2),
        2,
        1,
        ["mobile"],
    )
    assert [i["type"] for i in g.lists[0]] == ["move_to_attack", "attack", "move_toward"]
    assert g.bonus == ["SWIFT: +1 speed."]


def test_a_file_that_is_no_character(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "board.json"
    path.write_text('{"format": "tabletop-ai/board"}', encoding="utf-8")
    assert main(["ic2", str(path)]) == 2
    assert capsys.readouterr().err.strip() == (
        "tabletop-ai: board.json: is not an Imperial Commander 2 character (no deploymentCard "
        "object)"
    )
    bad = character(
        tmp_path, deploymentCard={"id": "TC1", "name": "X", "health": 3, "speed": 4, "miniSize": 9}
    )
    with pytest.raises(BoardError) as exc:
        load_character(bad)
    assert first_line(exc) == (
        "raider.json: deploymentCard.miniSize is 9; IC2's sizes are Small1x1, Medium1x2, "
        "Large2x2, Huge2x3"
    )
