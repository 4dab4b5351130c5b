"""The registry: preset name -> rule set class.

A new game is a :class:`~tabletop_ai.engine.rules.RuleSet` subclass in its own package with
its ``presets``, added to :data:`BUILTIN` here (or registered at run time with
:func:`register`, as a plug-in or a test does).
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop_ai.board.model import Board, Group
from tabletop_ai.board.stacks import Stacking, use_stacking
from tabletop_ai.engine.checks import unknown_instruction as unknown_instruction
from tabletop_ai.engine.plan import Plan
from tabletop_ai.engine.planner import plan_group as _plan_with
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.i18n import msg, printable
from tabletop_ai.imperial.commander import ImperialCommander

#: the format's default game (spec 6): the rule set of a board whose ``rules`` name no
#: preset, and of one whose preset no rule set claims (with a warning on its plans)
DEFAULT: type[RuleSet] = ImperialCommander
#: the preset a board that names none plays: the default game's first (spec 6)
DEFAULT_PRESET: str = (DEFAULT.presets or (DEFAULT.name,))[0]

#: the rule sets that come with the app, by module and class, with their presets: a game's
#: module is imported only when a board names one of its presets (not at start-up).
#: ``BUILTIN`` (the classes) imports them all; a test checks the presets listed here.
BUILTIN_PATHS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "tabletop_ai.imperial.commander",
        "ImperialCommander",
        ("imperial-assault", "imperial-commander"),
    ),
    ("tabletop_ai.imperial.automated_emperor", "AutomatedEmperor", ("automated-emperor",)),
    ("tabletop_ai.battlecrest.rules", "Battlecrest", ("battlecrest",)),
    ("tabletop_ai.gloomhaven.rules", "Gloomhaven", ("gloomhaven",)),
    ("tabletop_ai.gloomhaven.rules", "Frosthaven", ("frosthaven",)),
    ("tabletop_ai.gloomhaven.rules", "JawsOfTheLion", ("jaws-of-the-lion",)),
    ("tabletop_ai.wargame.retreat", "WargameRetreat", ("wargame-retreat", "armageddon-empires")),
)

#: the built-in games' command-line modules, each with ``add_commands(sub) -> {name:
#: handler}`` (imported only for a command none of the app's own commands is)
GAME_COMMANDS: tuple[str, ...] = (
    "tabletop_ai.imperial.cli",
    "tabletop_ai.table.cli",
    "tabletop_ai.battlecrest.cli",
)
#: the built-in games' own kinds of file (not boards): name suffix -> the module that reads
#: them, with ``validate_file(path) -> exit status`` and ``file_problem(path) -> str | None``
GAME_FILES: tuple[tuple[str, str], ...] = ((".table.json", "tabletop_ai.table.cli"),)

_REGISTRY: dict[str, type[RuleSet]] = {}


def _load(module: str, name: str) -> type[RuleSet]:
    """Import a built-in rule set; register it under those of its presets nothing else has
    claimed meanwhile."""
    cls: type[RuleSet] = getattr(importlib.import_module(module), name)
    lazy = [p for p in cls.presets or (cls.name,) if p in _LAZY]
    if lazy:
        register(cls, *lazy)
    return cls


def builtin() -> tuple[type[RuleSet], ...]:
    """The rule sets that come with the app (imports every game)."""
    return tuple(_load(m, c) for m, c, _ in BUILTIN_PATHS)


def __getattr__(name: str) -> Any:
    if name == "BUILTIN":
        return builtin()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def register(cls: type[RuleSet], *names: str) -> type[RuleSet]:
    """Make ``cls`` plan boards whose ``rules.preset`` is one of ``names`` (default: its
    ``presets``). Returns ``cls``, so it also works as a class decorator."""
    for n in names or cls.presets or (cls.name,):
        _REGISTRY[n] = cls
        _LAZY.pop(n, None)
    return cls


#: presets of built-in rule sets not imported yet: preset -> (module, class)
_LAZY: dict[str, tuple[str, str]] = {p: (m, c) for m, c, ps in BUILTIN_PATHS for p in ps}
register(DEFAULT)


def preset_of(preset: str | None) -> str:
    """The preset a board's ``rules.preset`` names: itself, or :data:`DEFAULT_PRESET` when it
    names none (spec 6: the format's default rules). Every lookup of a board's rule set
    resolves an unnamed preset here."""
    return DEFAULT_PRESET if preset is None else preset


def plugin_for(preset: str | None) -> type[RuleSet] | None:
    """The rule set registered at run time (a plug-in, a test) for ``preset`` (None: the
    default preset); None for a built-in one. The planning process (a fresh interpreter)
    knows only the built-in rule sets: the window sends it these with the board."""
    cls = _REGISTRY.get(preset_of(preset))
    if cls is None or cls is DEFAULT:
        return None
    if any(cls.__module__ == m and cls.__qualname__ == c for m, c, _ in BUILTIN_PATHS):
        return None
    return cls


def ruleset_names() -> list[str]:
    """Every preset name a board may use."""
    return sorted({*_REGISTRY, *_LAZY})


def rules_class(preset: str | None) -> type[RuleSet] | None:
    """The rule set registered under ``preset`` (None, a board that names no preset: the
    default preset's, spec 6), or None for a preset no rule set claims."""
    preset = preset_of(preset)
    cls = _REGISTRY.get(preset)
    if cls is None and preset in _LAZY:
        cls = _load(*_LAZY[preset])
    return cls


def group_label(board: Board, group: str | Group) -> str:
    """A group of ``board`` (or its id) as a player reads it (a message parameter): its
    name, else the name its rule set declares for the card it came from, else its id
    (:meth:`RuleSet.group_label`)."""
    if isinstance(group, str):
        found = board.find_group(group)
        if found is None:
            return printable(group)
        group = found
    return rules_of(board).group_label(board, group)


def rules_of(board: Board) -> type[RuleSet]:
    """The rule set class ``board.rules.preset`` names: the default one (spec 6) when it names
    none or one no rule set claims."""
    return rules_class(board.rules.preset) or DEFAULT


def file_module(path: str) -> Any | None:
    """The module that reads ``path`` when it is a game's own kind of file (not a board)."""
    name = path.lower()
    for suffix, module in GAME_FILES:
        if name.endswith(suffix):
            return importlib.import_module(module)
    return None


def _stacking(preset: str | None) -> Stacking | None:
    """The stacking rule of the rule set ``preset`` names (spec 7's one figure per cell for
    one that declares none, and for an unknown preset)."""
    return (rules_class(preset) or DEFAULT).stacking


# the board layer asks the rule sets through this registry whether figures may share a cell
use_stacking(_stacking)


def ruleset_for(board: Board) -> RuleSet:
    """The rule set named by ``board.rules.preset`` (Imperial Commander when unknown, with a
    warning on the plan)."""
    cls = rules_class(board.rules.preset)
    if cls is None:
        rs = DEFAULT(board)
        rs.warnings.append(
            msg(
                "rule set {preset!r} is not known to this version; planning with {title}",
                preset=preset_of(board.rules.preset),
                title=DEFAULT.title,
            )
        )
        return rs
    return cls(board)


def plan_group(board: Board, group_id: str) -> Plan:
    """Plan group ``group_id`` with the rule set the board names. The board is not changed.

    Raises KeyError when there is no such group."""
    return _plan_with(board, group_id, ruleset_for(board))
