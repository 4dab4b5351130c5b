"""Planning a group activation: figures in activation order, each on the board the previous
ones left (spec 9)."""

from __future__ import annotations

from tabletop_ai.board.model import Board
from tabletop_ai.engine.instructions import Activation
from tabletop_ai.engine.plan import FigurePlan, Plan
from tabletop_ai.engine.situation import Situation
from tabletop_ai.rulesets.base import RuleSet, ruleset_for


def plan_group(board: Board, group_id: str, rules: RuleSet | None = None) -> Plan:
    """Work out what group ``group_id`` does. The caller's board is never changed.

    Raises KeyError when there is no such group.
    """
    rs = rules if rules is not None else ruleset_for(board)
    sit = Situation(board, rs)
    group = sit.board.group(group_id)
    order, why = rs.activation_order(sit, group)
    plan = Plan(group=group.id, rule_set=rs.name, order_reason=why,
                names={f.id: f.label for f in board.figures})
    if rs.warnings:
        plan.extra["warnings"] = list(rs.warnings)
    for fig in order:
        fp = FigurePlan(figure=fig.id, name=fig.label, start=fig.at, end=fig.at)
        act = Activation(sit, fig, fp)
        rs.activate(act, group)
        if act.destroyed:
            fp.destroyed = True
            sit.remove_figure(fig.id)
        plan.figures.append(fp)
    rs.finish_plan(sit, plan)
    return plan
