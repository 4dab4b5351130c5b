"""The board after the Emperor's turn (or defense): what the player copies back to the table.

A plan is a value and never touches the caller's board; :func:`board_after` returns a new board
with the plan's outcome applied — warriors moved and pushed, wounds and healing, flipped
locations, and the ``battlecrest`` object (deck, action row, per-turn flags) as it stands after
the turn — so the next turn plans from the right state.
"""

from __future__ import annotations

import dataclasses

from tabletop_ai.battlecrest.results import BattlecrestResult
from tabletop_ai.battlecrest.state import KEY
from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Changes, Op, OpResult
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label


def board_after(board: Board, plan: Plan) -> Board:
    """A copy of ``board`` with the Battlecrest plan applied. Raises ValueError for a plan
    that is not a Battlecrest plan."""
    result = plan.result
    if not isinstance(result, BattlecrestResult):
        raise ValueError(f"the plan of group {plan.group!r} is not a Battlecrest plan")
    out = board.copy()
    for fid, after in result.figures_after.items():
        f = out.find_figure(fid)
        if f is None:
            continue
        out.put_figure(dataclasses.replace(f, at=Cell(*after.at), health=after.health))
    flipped = set(result.flipped_cells)
    out.points = [
        dataclasses.replace(p, active=False)
        if p.kind == "location" and Cell(*p.at) in flipped
        else p
        for p in out.points
    ]
    out.extra.update({KEY: dict(result.state_after)})
    return out


def apply_turn(plan: Plan) -> Op[Board]:
    """The Emperor's turn (or defense) carried out, as one operation: the board after it
    (:func:`board_after`), a log line per warrior moved or wounded and one naming the
    locations flipped, each a message shown in the player's language (the sample board's
    names too). Raises ValueError for a plan that is not a Battlecrest plan."""

    def op(board: Board) -> OpResult[Board]:
        after = board_after(board, plan)
        log: list[str] = []
        for f in after.figures:
            old = board.find_figure(f.id)
            if old is None:
                continue
            if old.at != f.at:
                log.append(
                    msg(
                        "{figure} {old} → {new}",
                        figure=content_label(f.label),
                        old=repr(old.at),
                        new=repr(f.at),
                    )
                )
            if old.health != f.health:
                log.append(
                    msg(
                        "{figure} health {old} → {new}",
                        figure=content_label(f.label),
                        old=old.health,
                        new=f.health,
                    )
                )
        result = plan.result
        flipped = result.flipped_locations if isinstance(result, BattlecrestResult) else []
        if flipped:
            log.append(msg("flipped: {locations}", locations=join(flipped, ", ")))
        return OpResult(
            after,
            log or [msg("the Emperor's turn is written to the board")],
            Changes(figures=True, map=True, game_state=True, plan=True),
        )

    return op
