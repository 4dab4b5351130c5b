"""The rules engine: topology, movement, counting, line of sight, instructions and plans.

Headless: it reads a :class:`~tabletop_ai.board.Board` and returns plain value objects
(:class:`~tabletop_ai.engine.plan.Plan`) that the window draws and the command line prints.
The engine knows no game: it plans with the :class:`~tabletop_ai.engine.rules.RuleSet` it is
given (the seam, :mod:`tabletop_ai.engine.rules`); :mod:`tabletop_ai.rulesets` picks one by a
board's ``rules.preset``.
"""

from __future__ import annotations

from tabletop_ai.engine.plan import Action, FigurePlan, Plan
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.engine.rules import InstructionType, Param, RuleOption, RuleSet

__all__ = [
    "Action",
    "FigurePlan",
    "InstructionType",
    "Param",
    "Plan",
    "RuleOption",
    "RuleSet",
    "plan_group",
]
