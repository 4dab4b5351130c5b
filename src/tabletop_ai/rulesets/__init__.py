"""The rule-set registry: which rule set plans a board, by its ``rules.preset`` (spec 6).

Each game keeps its rule set in its own package (:mod:`tabletop_ai.imperial.commander`,
:mod:`tabletop_ai.gloomhaven.rules`, ...); this package only lists them
(:data:`~tabletop_ai.rulesets.registry.BUILTIN`), looks them up and chooses the format's
default game, the one a board that names no preset plays (spec 6,
:func:`~tabletop_ai.rulesets.registry.preset_of`). The engine never branches
on which game it plays, and the window reads what a rule set declares (instruction types,
panel name, result type, ``apply``) instead of branching on it.
"""

from typing import Any

from tabletop_ai.rulesets.registry import (
    DEFAULT,
    DEFAULT_PRESET,
    builtin,
    plan_group,
    preset_of,
    register,
    rules_class,
    rules_of,
    ruleset_for,
    ruleset_names,
    unknown_instruction,
)


def __getattr__(name: str) -> Any:
    if name == "BUILTIN":  # every game's rule set: imported on first use (start-up time)
        return builtin()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BUILTIN",
    "DEFAULT",
    "DEFAULT_PRESET",
    "builtin",
    "plan_group",
    "preset_of",
    "register",
    "rules_class",
    "rules_of",
    "ruleset_for",
    "ruleset_names",
    "unknown_instruction",
]
