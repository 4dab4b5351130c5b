"""The board after the Emperor's turn (or defense): what the player copies back to the table.

A plan is a value and never touches the caller's board; :func:`board_after` returns a new board
with the plan's outcome applied — warriors moved and pushed, wounds and healing, flipped
locations, and the ``battlecrest`` object (deck, action row, per-turn flags) as it stands after
the turn — so the next turn plans from the right state.
"""

from __future__ import annotations

from tabletop_ai.battlecrest.state import KEY
from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.geometry import Cell


def board_after(board: Board, plan: Plan) -> Board:
    """A copy of ``board`` with the Battlecrest plan applied. Raises ValueError for a plan
    that is not a Battlecrest plan."""
    summary = plan.extra.get(KEY)
    if not isinstance(summary, dict):
        raise ValueError(f"the plan of group {plan.group!r} is not a Battlecrest plan")
    out = board.copy()
    for fid, after in summary.get("figures_after", {}).items():
        f = out.find_figure(fid)
        if f is None:
            continue
        f.at = Cell(*after["at"])
        f.health = int(after["health"])
    flipped = {Cell(*c) for c in summary.get("flipped_cells", [])}
    for p in out.points:
        if p.kind == "location" and Cell(*p.at) in flipped:
            p.active = False
    out.extra[KEY] = summary["state_after"]
    return out
