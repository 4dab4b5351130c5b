"""Shared code never names a game: a game's rule set declares what the engine and the window
ask (docs/architecture.md, "The seams").

Every module of ``tabletop_ai`` outside a game's own package (``tabletop_ai/<game>/``) and its
window folder (``tabletop_ai/ui/games/<game>/``) is read (ast) for

- an import of a game package or of a game's window folder (absolute or relative);
- an identifier that names a game (a variable, attribute, function, class, parameter or
  keyword such as ``battlecrest_dock`` or ``WargamePanel``);
- a string that names a game: a game package's name or a preset or rule-set name of a
  built-in game, anywhere in the string ("Battlecrest's", "armageddon-empires");
- a string that is one of a game's own keys: the instruction types, rule options, figure
  fields, action types, map-point kinds and record fields (``Ext``) a game declares beyond
  what the board-format contract and the base ``RuleSet`` declare.

Docstrings may say which game a rule comes from; code may not. The one allowed place is the
registry, ``rulesets/registry.py``, which lists the built-in games (and their command
modules) by module path so that each is imported only when a board names it.

The words come from the games' own declarations (the registry's built-in classes and the
``Ext`` fields their packages define), not from a hand-written list, so a new game's keys
are guarded as soon as it declares them.
"""

from __future__ import annotations

import ast
import importlib
import re
from dataclasses import fields, is_dataclass
from pathlib import Path

import pytest

import tabletop_ai
from tabletop_ai.board import model
from tabletop_ai.board.extension import Ext
from tabletop_ai.engine.rules import CONTRACT_OPTIONS, RuleSet
from tabletop_ai.rulesets import registry

SRC = Path(tabletop_ai.__file__).parent
#: the game packages: each may name itself, and so may its window folder ``ui/games/<game>``
GAMES = ("imperial", "gloomhaven", "battlecrest", "wargame", "table")
#: game names too common as words to look for inside strings (table mode's package is
#: ``table``; an HTML table is not a game) — imports of it are still caught
NOT_IN_TEXT = {"table"}
#: the one module that lists the built-in games by module path
ALLOWED = {Path("rulesets/registry.py")}
#: data, not code: the names of the bundled boards, tables and cards in both languages (a
#: board's name such as "Battlecrest duel" is its file's content, not a rule)
DATA = {Path("i18n/content.py")}


def _norm(s: str) -> str:
    return re.sub(r"[\s_-]+", " ", s.strip().lower())


def _record_fields() -> set[str]:
    """The board format's own record fields (spec 1-6): shared words, not a game's."""
    out: set[str] = set()
    for obj in vars(model).values():
        if isinstance(obj, type) and is_dataclass(obj) and obj.__module__ == model.__name__:
            out |= {f.name for f in fields(obj)}
    return out


def contract_words() -> set[str]:
    """What the contract and the base rule set declare: no game owns these words."""
    base = RuleSet
    words = {base.name, base.title, *base.presets, base.hero_word}
    words |= {t.name for t in base.instruction_types}
    words |= {p.name for t in base.instruction_types for p in t.params}
    words |= {o.name for o in CONTRACT_OPTIONS}
    words |= set(base.action_labels)
    words |= {k.name for k in base.point_kinds}
    words |= set(model.TERRAIN_KINDS) | _record_fields()
    return {_norm(w) for w in words}


def _game_exts() -> dict[str, str]:
    """``Ext`` key -> the game module that declares it."""
    out: dict[str, str] = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC)
        if rel.parts[0] not in GAMES:
            continue
        name = "tabletop_ai." + ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
        module = importlib.import_module(name)
        for value in vars(module).values():
            if isinstance(value, Ext) and getattr(module, "__name__", "") == name:
                out.setdefault(value.key, name)
    return out


def game_words() -> tuple[dict[str, str], dict[str, str]]:
    """(names looked for anywhere in a string, keys looked for as a whole string), each
    mapped to who declares it."""
    contract = contract_words()
    names: dict[str, str] = {g: f"game package {g}" for g in GAMES if g not in NOT_IN_TEXT}
    keys: dict[str, str] = {}
    for cls in registry.builtin():
        who = cls.__name__
        for n in (cls.name, *cls.presets):
            if _norm(n) not in contract:
                names.setdefault(_norm(n), f"preset of {who}")
        declared = [
            *(t.name for t in cls.instruction_types),
            *(o.name for o in cls.option_schema),
            *(f.name for f in cls.figure_fields),
            *cls.action_labels,
            *(k.name for k in cls.point_kinds),
        ]
        for k in declared:
            if _norm(k) not in contract:
                keys.setdefault(_norm(k), f"declared by {who}")
    for key, module in _game_exts().items():
        if _norm(key) not in contract:
            keys.setdefault(_norm(key), f"a field of {module}")
    return {k: v for k, v in names.items() if k}, keys


def _owner(rel: Path) -> str | None:
    """The game a module belongs to, if any."""
    if rel.parts[0] in GAMES:
        return rel.parts[0]
    if rel.parts[:2] == ("ui", "games") and len(rel.parts) > 3:
        return rel.parts[2]
    return None


def _docstrings(tree: ast.Module) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _exported(tree: ast.Module) -> set[int]:
    """The names in ``__all__`` (a module's own function names, not words)."""
    return {
        id(c)
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
        for c in ast.walk(node.value)
    }


def _package_of(where: str) -> list[str]:
    """The package a module at ``where`` (a path under ``tabletop_ai``) sits in."""
    parts = Path(where).with_suffix("").parts
    return ["tabletop_ai", *parts[:-1]]


def _imported(node: ast.AST, where: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    if node.level:  # relative: resolved from the module's own package
        package = _package_of(where)
        package = package[: len(package) - node.level + 1]
        base = ".".join([*package, *([node.module] if node.module else [])])
    elif node.module:
        base = node.module
    else:
        return []
    # ``from tabletop_ai import battlecrest``: the names may be the game packages themselves
    return [base, *(f"{base}.{a.name}" for a in node.names)]


_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


def _identifier(node: ast.AST) -> str | None:
    """The name a node gives or uses in code."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.alias):  # ``import x as name`` (the module itself is checked above)
        return node.asname
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return node.name
    if isinstance(node, ast.arg):
        return node.arg
    if isinstance(node, ast.keyword):
        return node.arg
    return None


def _names_a_game(module: str) -> bool:
    parts = module.split(".")
    if parts[0] != "tabletop_ai" or len(parts) < 2:
        return False
    return parts[1] in GAMES or (parts[1:3] == ["ui", "games"] and len(parts) > 3)


def findings(source: str, where: str, names: dict[str, str], keys: dict[str, str]) -> list[str]:
    """What one module's source says about games, one line per place."""
    contract = contract_words()
    tree = ast.parse(source)
    docs = _docstrings(tree) | _exported(tree)
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names))) + r")\b")
    out = []
    for node in ast.walk(tree):
        for module in _imported(node, where):
            if _names_a_game(module):
                out.append(f"{where}:{node.lineno}: imports {module}")
                break
        ident = _identifier(node)
        if ident is not None and (m := pattern.search(_norm(_CAMEL.sub(" ", ident)))):
            line = getattr(node, "lineno", 0)
            out.append(f"{where}:{line}: identifier {ident} ({names[m.group(1)]})")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = _norm(node.value)
            if text in contract:
                continue
            if text in keys:
                out.append(f"{where}:{node.lineno}: {node.value!r} ({keys[text]})")
            elif m := pattern.search(text):
                out.append(f"{where}:{node.lineno}: {node.value!r} ({names[m.group(1)]})")
    return out


@pytest.fixture(scope="module")
def words() -> tuple[dict[str, str], dict[str, str]]:
    return game_words()


def test_no_shared_module_names_a_game(words: tuple[dict[str, str], dict[str, str]]) -> None:
    names, keys = words
    found = []
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC)
        if _owner(rel) is not None or rel in ALLOWED | DATA:
            continue
        found += findings(path.read_text(encoding="utf-8"), rel.as_posix(), names, keys)
    assert not found, "shared code names a game:\n" + "\n".join(found)


def test_the_words_come_from_the_games(words: tuple[dict[str, str], dict[str, str]]) -> None:
    """Each kind of game word is found in the games' declarations (a check that finds no
    words passes everything)."""
    names, keys = words
    assert {"battlecrest", "frosthaven", "armageddon empires", "imperial"} <= set(names)
    # the format's default preset (spec 6) is a game's: the registry chooses it, the board
    # layer and the other shared modules never write it out
    assert "imperial assault" in names
    assert {"ae card", "ic attack limit", "stealthed", "push", "location"} <= set(keys)
    assert {"attack", "retreat", "stronghold", "hazard", "target"}.isdisjoint(keys)


def test_the_base_rule_set_is_no_game(words: tuple[dict[str, str], dict[str, str]]) -> None:
    """The base ``RuleSet`` is the contract's rules, not a game's: its name and title name
    no game and no preset looks it up (a board names a game's preset, or gets the
    registry's default game)."""
    names, _keys = words
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(names))) + r")\b")
    for text in (RuleSet.name, RuleSet.title):
        assert pattern.search(_norm(text)) is None, text
    assert RuleSet.name not in registry.ruleset_names()
    assert registry.DEFAULT_PRESET in registry.DEFAULT.presets
    assert registry.rules_class(None) is registry.rules_class(registry.DEFAULT_PRESET)
    assert registry.rules_class(None) is registry.DEFAULT


@pytest.mark.parametrize(
    ("source", "what"),
    [
        ("import tabletop_ai.wargame.retreat", "imports tabletop_ai.wargame.retreat"),
        ("from tabletop_ai.ui.games.imperial import ae_dock", "imports"),
        ("from tabletop_ai import battlecrest", "imports tabletop_ai.battlecrest"),
        ("from ..wargame import retreat", "imports tabletop_ai.wargame"),
        ("from ..ui.games import imperial", "imports tabletop_ai.ui.games.imperial"),
        ("w.battlecrest_dock.show()", "identifier battlecrest_dock"),
        ("class FrosthavenPanel: pass", "identifier FrosthavenPanel"),
        ("def draw(imperial_state): pass", "identifier imperial_state"),
        ("x = 'frosthaven'", "preset of Frosthaven"),
        ('x = f"{n} Battlecrest\'s cells"', "game package battlecrest"),
        ("if k == 'ic_attack_limit': pass", "declared by ImperialCommander"),
        ("if p.kind == 'location': pass", "declared by Battlecrest"),
        ("HAZARD = 'imperial_commander'", "a field of tabletop_ai.imperial"),
    ],
)
def test_the_check_sees_a_game_named(
    words: tuple[dict[str, str], dict[str, str]], source: str, what: str
) -> None:
    names, keys = words
    found = findings(source, "engine/shared.py", names, keys)
    assert len(found) == 1, found
    assert what in found[0]


def test_the_check_lets_shared_words_and_docstrings_pass(
    words: tuple[dict[str, str], dict[str, str]],
) -> None:
    names, keys = words
    source = (
        '"""Battlecrest\'s pushes are drawn from the plan\'s hints."""\n'
        "x = 'attack'\n"
        "y = {'kind': 'stronghold', 'terrain': 'hazard'}\n"
        "import tabletop_ai.engine.rules\n"
        "from ..board import model\n"
        "from . import plan\n"
        "def tabulate(rows): return rows\n"
    )
    assert findings(source, "engine/shared.py", names, keys) == []
