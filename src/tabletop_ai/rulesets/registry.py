"""The registry: preset name -> rule set class.

A new game is a :class:`~tabletop_ai.engine.rules.RuleSet` subclass in its own package with
its ``presets``, added to :data:`BUILTIN` here (or registered at run time with
:func:`register`, as a plug-in or a test does).
"""

from __future__ import annotations

import difflib

from tabletop_ai.battlecrest.rules import Battlecrest
from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.engine.planner import plan_group as _plan_with
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.gloomhaven.rules import Frosthaven, Gloomhaven, JawsOfTheLion
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.imperial.commander import ImperialCommander
from tabletop_ai.wargame.retreat import WargameRetreat

#: the rule set of a board whose preset no rule set claims (spec 6's default preset)
DEFAULT: type[RuleSet] = ImperialCommander

#: the rule sets that come with the app
BUILTIN: tuple[type[RuleSet], ...] = (ImperialCommander, AutomatedEmperor, Battlecrest,
                                      Gloomhaven, Frosthaven, JawsOfTheLion, WargameRetreat)

_REGISTRY: dict[str, type[RuleSet]] = {}


def register(cls: type[RuleSet], *names: str) -> type[RuleSet]:
    """Make ``cls`` plan boards whose ``rules.preset`` is one of ``names`` (default: its
    ``presets``). Returns ``cls``, so it also works as a class decorator."""
    for n in names or cls.presets or (cls.name,):
        _REGISTRY[n] = cls
    return cls


for _cls in BUILTIN:
    register(_cls)


def ruleset_names() -> list[str]:
    """Every preset name a board may use."""
    return sorted(_REGISTRY)


def rules_class(preset: str) -> type[RuleSet] | None:
    """The rule set registered under ``preset``, or None."""
    return _REGISTRY.get(preset)


def ruleset_for(board: Board) -> RuleSet:
    """The rule set named by ``board.rules.preset`` (Imperial Commander when unknown, with a
    warning on the plan)."""
    cls = _REGISTRY.get(board.rules.preset)
    if cls is None:
        rs = DEFAULT(board)
        rs.warnings.append(f"rule set {board.rules.preset!r} is not known to this version; "
                           f"planning with {DEFAULT.title}")
        return rs
    return cls(board)


def plan_group(board: Board, group_id: str) -> Plan:
    """Plan group ``group_id`` with the rule set the board names. The board is not changed.

    Raises KeyError when there is no such group."""
    return _plan_with(board, group_id, ruleset_for(board))


def unknown_instruction(cls: type[RuleSet], kind: str) -> str:
    """The message for an instruction type ``cls`` does not plan: the known types and the
    closest one (a typo such as ``move_to_atack``)."""
    known = cls.instruction_names()
    close = difflib.get_close_matches(kind, known, n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return (f"instruction type {kind!r} is not known to {cls.title} (known: "
            f"{', '.join(known)}){hint}")
