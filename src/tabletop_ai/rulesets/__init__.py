"""Rule sets: each game's targeting, ranges, costs, tie-breaks and instruction handlers.

A rule set is chosen once from ``rules.preset`` (spec 6). New games slot in by subclassing
:class:`~tabletop_ai.rulesets.base.RuleSet` and registering it under a preset name — the
engine never branches on which game it plays.
"""

from tabletop_ai.rulesets.base import RuleSet, register, ruleset_for, ruleset_names

__all__ = ["RuleSet", "register", "ruleset_for", "ruleset_names"]
