"""The rules engine: topology, movement, counting, line of sight, instructions and plans.

Headless: it reads a :class:`~tabletop_ai.board.Board` and returns plain value objects
(:class:`~tabletop_ai.engine.plan.Plan`) that the window draws and the command line prints.

``plan_group`` is imported on first use (PEP 562): the planner needs the rule sets, and the
rule sets import engine modules (``priority``, ``sight``), so importing it here eagerly made
``import tabletop_ai.rulesets`` fail when it came first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop_ai.engine.plan import Action, FigurePlan, Plan

if TYPE_CHECKING:
    from tabletop_ai.engine.planner import plan_group

__all__ = ["Action", "FigurePlan", "Plan", "plan_group"]


def __getattr__(name: str) -> Any:
    if name == "plan_group":
        from tabletop_ai.engine.planner import plan_group

        return plan_group
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
