"""Imperial Commander: Imperial Assault's movement and sight with the Imperial Commander
instruction lists and target priority (``reference/imperial-commander-instructions.md``).

The board-format contract took its instructions and priority from these texts (spec 8), so
the rule set plans with the engine's generic instructions and default priority; what makes it
a game of its own is its name, its presets and the instruction lists :mod:`.ic` draws from.
"""

from __future__ import annotations

from typing import ClassVar

from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.engine.rules import RuleOption, RuleSet


class ImperialCommander(RuleSet):
    """Imperial Assault with Imperial Commander's instructions (the default preset)."""

    name: ClassVar[str] = "imperial-assault"
    title: ClassVar[str] = "Imperial Assault (Imperial Commander instructions)"
    presets: ClassVar[tuple[str, ...]] = ("imperial-assault", "imperial-commander")
    option_schema: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption("ic_attack_limit", "choice", "actions",
                   "which attack instructions count toward the limit of one attack action: "
                   "those marked `\"action\": true` (`actions`, the IC text) or every one "
                   "(`all`)", choices=("actions", "all")),
    )

    def apply(self, board: Board, plan: Plan) -> Board:
        """Moves, opened doors, removed conditions and defeated figures off the board
        (:func:`tabletop_ai.imperial.apply.apply_plan`)."""
        from tabletop_ai.imperial.apply import apply_plan
        return apply_plan(board, plan)
