"""Reasons name the board's cells (board-format.md section 2, ``grid.type``): on a square
grid the Imperial Assault words, *spaces* (Ukrainian *клітинки*); on a hex grid *hexes*
(*гекси*), whatever the game, never both in one reason. The same boards on both grids give
the same plan in different words."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tabletop_ai
from tabletop_ai import i18n, plan_group
from tabletop_ai.board import Board, board_from_json, load_board
from tabletop_ai.resources import bundled_map
from tabletop_ai.rulesets.registry import BUILTIN


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.install("en")


def _board(grid: str, instructions: list[dict[str, Any]], preset: str, **guard: Any) -> Board:
    """A 7x3 map: the AI Guard at [0,1], Luke at [5,1] and Leia at [6,2]. On both grids a
    step along a row is one cell, so Luke is 5 cells away either way."""
    shape: dict[str, Any] = {"type": grid, "width": 7, "height": 3}
    if grid == "hex":
        shape.update(orientation="pointy", offset="odd-r")
    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": shape,
            "rules": {"preset": preset},
            "figures": [
                {"id": "g1", "name": "Guard", "side": "ai", "group": "g", "at": [0, 1]}
                | {"speed": 4, "attack": "melee", **guard},
                {"id": "luke", "name": "Luke", "side": "player", "at": [5, 1], "health": 8},
                {"id": "leia", "name": "Leia", "side": "player", "at": [6, 2], "health": 8},
            ],
            "groups": [{"id": "g", "figures": ["g1"], "instructions": instructions}],
        }
    )


def _lines(board: Board, lang: str) -> list[str]:
    i18n.install(lang)
    return [str(line) for line in plan_group(board, "g").describe()]


ENGAGE = [{"type": "move_to_attack", "mp": 4}, {"type": "attack"}]

#: the Guard moves 4 along the row and attacks Luke (IC "Target Priority": the closest
#: healthy hero), in the words of each grid and language
EXACT = {
    ("square", "en"): "Guard: move 4 to [4,0] (or [4,1], [4,2]), the closest cell adjacent to "
    "Luke (1 space) — Luke is the closest healthy hero (5 spaces); attack Luke at 1 space — "
    "Luke is the closest healthy hero (1 space)",
    ("hex", "en"): "Guard: move 4 to [4,1], the closest hex adjacent to Luke (1 hex) — Luke is "
    "the closest healthy hero (5 hexes); attack Luke at 1 hex — Luke is the closest healthy "
    "hero (1 hex)",
    ("square", "uk"): "Guard: рух на 4 до [4,0] (або [4,1], [4,2]): найближча клітинка поруч "
    "із ціллю Luke (1 клітинка) — Luke — найближча ціль серед неушкоджених героїв "
    "(5 клітинок); атака на Luke за 1 клітинку — Luke — найближча ціль серед неушкоджених "
    "героїв (1 клітинка)",
    ("hex", "uk"): "Guard: рух на 4 до [4,1]: найближчий гекс поруч із ціллю Luke (1 гекс) — "
    "Luke — найближча ціль серед неушкоджених героїв (5 гексів); атака на Luke за 1 гекс — "
    "Luke — найближча ціль серед неушкоджених героїв (1 гекс)",
}


@pytest.mark.parametrize(("grid", "lang"), sorted(EXACT))
def test_the_same_move_in_the_words_of_each_grid(grid: str, lang: str) -> None:
    assert _lines(_board(grid, ENGAGE, "imperial-assault"), lang) == [EXACT[grid, lang]]


def test_the_hex_demo_names_hexes() -> None:
    """``tabletop-ai --lang uk plan -g army maps/river-fort.board.json`` and its archers."""
    path = bundled_map("river-fort.board.json")
    assert path is not None
    board = load_board(path)
    i18n.install("en")
    assert [str(x) for x in plan_group(board, "skirmishers").describe()] == [
        "Archers: move 3 to [5,3], the closest hex with line of sight to Riders (1 hex) — "
        "Riders is the closest healthy hero (4 hexes); attack Riders at 1 hex — Riders is the "
        "closest healthy hero (1 hex) and in line of sight"
    ]
    i18n.install("uk")
    assert [str(x) for x in plan_group(board, "army").describe()] == [
        "Легіон: рух на 2 до [3,4]: відступає до найближчої дружньої бази (Форт, Табір) і "
        "зупиняється за 3 гекси від неї",
        "Когорта: рух на 2 до [5,7] (або [6,8]): відступає до найближчої дружньої бази (Форт, "
        "Табір) і зупиняється за 5 гексів від неї",
    ]
    plan = plan_group(board, "skirmishers")
    # the plan's reasons themselves (the Plan panel shows them), not only the printed line
    assert [str(a.reason) for a in plan.figures[0].actions] == [
        "найближчий гекс з лінією видимості до цілі Вершники (1 гекс) — Вершники — найближча "
        "ціль серед неушкоджених героїв (4 гекси)",
        "Вершники — найближча ціль серед неушкоджених героїв (1 гекс), і на лінії видимості",
    ]


#: Imperial Commander card lines and an Automated Emperor card, each counting or naming cells
#: in its reasons: (instructions, the Guard's fields, preset)
SWEEP: list[tuple[list[dict[str, Any]], dict[str, Any], str]] = [
    (ENGAGE, {}, "imperial-assault"),
    ([{"type": "move_to_attack", "mp": 2}, {"type": "attack"}], {}, "imperial-assault"),
    (
        [{"type": "attack", "pick": "crowded", "pick_spaces": 2}],
        {"attack": "ranged"},
        "imperial-assault",
    ),
    (
        [
            {"type": "move_toward", "mp": 1, "if": "hostile_within", "if_spaces": 2},
            {"type": "place", "spaces": 6, "target": "luke"},
        ],
        {},
        "imperial-assault",
    ),
    ([{"type": "move_to_reposition", "mp": 4, "distance": 3}], {}, "imperial-assault"),
    (
        [{"type": "ae_card", "actions": ["engage", "attack", "reposition"]}],
        {"attack": "ranged"},
        "automated-emperor",
    ),
]

#: words for a square's cells, which a hex board's reasons never use (and the other way)
SQUARE_WORDS = {"en": ("space", "cell"), "uk": ("клітин",)}
HEX_WORDS = {"en": ("hex",), "uk": ("гекс",)}


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("case", range(len(SWEEP)))
def test_card_lines_and_ae_cards_name_the_grids_cells(case: int, lang: str) -> None:
    instructions, guard, preset = SWEEP[case]
    square = " ".join(_lines(_board("square", instructions, preset, **guard), lang))
    hexes = " ".join(_lines(_board("hex", instructions, preset, **guard), lang))
    assert any(w in square for w in SQUARE_WORDS[lang]), square
    assert not [w for w in HEX_WORDS[lang] if w in square], square
    assert any(w in hexes for w in HEX_WORDS[lang]), hexes
    assert not [w for w in SQUARE_WORDS[lang] if w in hexes], hexes


def _said(name: str) -> Counter[str]:
    """How often each literal message id is said (``msg("...")``) in the package."""
    seen: Counter[str] = Counter()
    for path in Path(tabletop_ai.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == name
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                seen[node.args[0].value] += 1
    return seen


def test_every_reworded_message_is_one_the_rules_say() -> None:
    """A rule set's hex wording names messages by their id: an id its code no longer says
    (changed in one place only) would leave the square words on a hex board. Each is said
    where it is declared and at least once more."""
    said = _said("msg")
    for cls in BUILTIN:
        for grid, words in cls.grid_words.items():
            unsaid = [k for k in words if said[k] < 2]
            assert not unsaid, (cls.__name__, grid, unsaid)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_contract_options_count_the_cells_of_either_grid(lang: str) -> None:
    """The ``rules`` options every board reads are described apart from any board (the
    option table of board-format.md serves both grids): a description that counts one
    square's cells names hexes too (Ukrainian *клітинка* reads as a square)."""
    from tabletop_ai.engine.rules import CONTRACT_OPTIONS

    i18n.install(lang)
    square, hexes = {"en": ("space", "hex"), "uk": ("клітин", "гекс")}[lang]
    said = {o.name: str(o.description) for o in CONTRACT_OPTIONS}
    assert not {k: d for k, d in said.items() if square in d and hexes not in d}
    assert square in said["ranged_range"] and hexes in said["ranged_range"]
