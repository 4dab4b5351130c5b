"""Planning a group activation: figures in activation order, each on the board the previous
ones left (spec 9)."""

from __future__ import annotations

from typing import TypeVar

from tabletop_ai.board.model import Board
from tabletop_ai.engine.instructions import Activation
from tabletop_ai.engine.plan import FigurePlan, Plan
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.wording import reword_plan

R = TypeVar("R", bound=RuleSet)


def plan_group(board: Board, group_id: str, rules: R) -> Plan:
    """Work out what group ``group_id`` does under rule set ``rules``. The caller's board is
    never changed. (:func:`tabletop_ai.plan_group` picks the rule set from the board's
    ``rules.preset`` through the registry.)

    Raises KeyError when there is no such group.
    """
    sit = Situation(board, rules)
    group = sit.board.group(group_id)
    order, why = rules.activation_order(sit, group)
    plan = Plan(
        group=group.id,
        rule_set=rules.name,
        rules=type(rules),
        order_reason=why,
        names={f.id: f.label for f in board.figures},
        group_name=rules.group_label(board, group),
    )
    plan.warnings = list(rules.warnings)
    for first in order:
        fig = sit.figure(first.id)  # as the figures activated before left it
        fp = FigurePlan(figure=fig.id, name=fig.label, start=fig.at, end=fig.at)
        act = Activation(sit, fig.id, fp, rules)
        rules.activate(act, group)
        if act.destroyed:
            fp.destroyed = True
            sit.remove_figure(fig.id)
        plan.figures.append(fp)
    rules.finish_plan(sit, plan)
    # the reasons in the words of the board's cells (squares' spaces, hexes)
    reword_plan(plan, rules.grid_words.get(board.grid.kind, {}))
    return plan
