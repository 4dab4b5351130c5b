"""The rule-set registry: which rule set plans a board, by its ``rules.preset`` (spec 6).

Each game keeps its rule set in its own package (:mod:`tabletop_ai.imperial.commander`,
:mod:`tabletop_ai.gloomhaven.rules`, ...); this package only lists them
(:data:`~tabletop_ai.rulesets.registry.BUILTIN`) and looks them up. The engine never branches
on which game it plays, and the window reads what a rule set declares (instruction types,
panel name, result type, ``apply``) instead of branching on it.
"""

from tabletop_ai.rulesets.registry import (
    BUILTIN,
    DEFAULT,
    plan_group,
    register,
    rules_class,
    ruleset_for,
    ruleset_names,
    unknown_instruction,
)

__all__ = ["BUILTIN", "DEFAULT", "plan_group", "register", "rules_class", "ruleset_for",
           "ruleset_names", "unknown_instruction"]
