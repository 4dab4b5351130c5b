"""The table's game operations as pure operations (:mod:`tabletop_ai.engine.ops`): the AI's
turn, upkeep, setup and indirect damage, each ``Table -> TableOpResult`` — the new table, one
log line per step, what changed, and the steps with the ranked lists that decided them (the
table window's log shows those under each step). The input table is never changed; the
window runs them through :func:`tabletop_ai.ui.editor.ops.run_op` (one undo step each)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.i18n import msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.table.chains import allocate_indirect
from tabletop_ai.table.model import Table
from tabletop_ai.table.turn import Step, TurnResult, ai_turn, setup, upkeep

STATE = Changes(game_state=True)


@dataclass(frozen=True)
class TableOpResult(OpResult[Table]):
    """An operation's result with its steps (what the AI did, in words, with the ranked
    lists that decided it), for the log."""

    steps: list[Step] = field(default_factory=list)


def _result(res: TurnResult) -> TableOpResult:
    return TableOpResult(res.table, res.lines(), STATE, list(res.steps))


def turn_op(card: str | None = None) -> Op[Table]:
    """The AI's turn in every play area (``card``: the card the players drew). Raises
    ValueError when no AI deck holds ``card``."""
    return lambda t: _result(ai_turn(t, card))


def upkeep_op() -> Op[Table]:
    return lambda t: _result(upkeep(t))


def setup_op() -> Op[Table]:
    return lambda t: _result(setup(t))


def indirect_op(amount: int, area: str | None = None) -> Op[Table]:
    """``amount`` indirect damage on the AI (one play area, else all), point by point."""

    def op(t: Table) -> OpResult[Table]:
        table, points = allocate_indirect(t, amount, area)
        steps = [
            Step(
                "indirect",
                area or "main",
                msg(
                    "indirect damage {number} of {amount}: {name} — {effect} ({reason})",
                    number=p.n,
                    amount=amount,
                    name=content_label(p.name),
                    effect=p.effect,
                    reason=p.ranked.places[0].reason if p.ranked.places else "",
                ),
                [p.ranked],
            )
            for p in points
        ]
        if not points:
            steps = [
                Step("indirect", area or "main", msg("no AI character to take indirect damage"))
            ]
        return TableOpResult(table, [s.text for s in steps], STATE, steps)

    return op


__all__ = ["TableOpResult", "indirect_op", "setup_op", "turn_op", "upkeep_op"]
