"""The rules engine: topology, movement, counting, line of sight, instructions and plans.

Headless: it reads a :class:`~tabletop_ai.board.Board` and returns plain value objects
(:class:`~tabletop_ai.engine.plan.Plan`) that the window draws and the command line prints.
"""

from tabletop_ai.engine.plan import Action, FigurePlan, Plan
from tabletop_ai.engine.planner import plan_group

__all__ = ["Action", "FigurePlan", "Plan", "plan_group"]
