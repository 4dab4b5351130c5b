"""Imperial Commander: Imperial Assault's movement and sight with the Imperial Commander
instruction lists and target priority (``reference/imperial-commander-instructions.md``).

The board-format contract took its instructions and priority from these texts (spec 8), so
the rule set plans with the engine's generic instructions and default priority; what makes it
a game of its own is its name, its presets and the instruction lists :mod:`.ic` draws from.

Rule option ``ic_open_doors`` (default ``false``: the IC text has no door rule, so a closed
door is a wall and a move that cannot get closer stays): with ``true``, a move instruction
whose target lies behind a closed door moves the figure to the door instead, and an ``attack``
instruction with nothing to attack opens the door the figure stands at (the Automated
Emperor's "attack action becomes interact, in the case of doors").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure, Instruction
from tabletop_ai.engine.instructions import Activation, best_ends, move_action
from tabletop_ai.engine.movement import reach
from tabletop_ai.engine.plan import Action, Plan, labels
from tabletop_ai.engine.rules import FAR, FigureField, RuleOption, RuleSet
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial.card_lines import CardLineRules
from tabletop_ai.imperial.doors import DoorOpened, door_on_way
from tabletop_ai.imperial.fields import CONDITIONS_FIELD

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.engine.rules import Handler

MOVE_KINDS = ("move_toward", "move_to_engage", "move_to_attack")


class ImperialCommander(CardLineRules):
    """Imperial Assault with Imperial Commander's instructions (the default preset)."""

    name: ClassVar[str] = "imperial-assault"
    title: ClassVar[str] = msg("Imperial Assault (Imperial Commander instructions)")
    presets: ClassVar[tuple[str, ...]] = ("imperial-assault", "imperial-commander")
    action_labels: ClassVar[Mapping[str, str]] = {
        **CardLineRules.action_labels,
        **labels(msg("interact")),
    }
    option_schema: ClassVar[tuple[RuleOption, ...]] = (
        RuleOption(
            "ic_attack_limit",
            "choice",
            "actions",
            msg(
                "which attack instructions count toward the limit of one attack action: "
                'those marked `"action": true` (`actions`, the IC text) or every one '
                "(`all`)"
            ),
            choices=("actions", "all"),
        ),
        RuleOption(
            "ic_open_doors",
            "bool",
            False,
            msg(
                "a target behind a closed door: move instructions go to the door and an "
                "attack with nothing to attack opens it (the IC text has no door rule)"
            ),
        ),
    )

    figure_fields: ClassVar[tuple[FigureField, ...]] = (
        *CardLineRules.figure_fields,
        CONDITIONS_FIELD,
    )
    figure_kinds = RuleSet.figure_kinds
    kinds_family = "imperial"

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.open_doors = bool(board.rules.extra.get("ic_open_doors", False))
        self.every_attack_counts = board.rules.extra.get("ic_attack_limit") == "all"

    def attack_action(self, ins: Instruction) -> bool:
        """Rule option ``ic_attack_limit: "all"`` counts every ``attack`` instruction as an
        attack action (lists entered without the action symbols); else those marked
        ``"action": true``, as the IC text says."""
        return ins.action or self.every_attack_counts

    def handler(self, kind: str) -> Handler[Self] | None:
        fn = super().handler(kind)
        if fn is None or not self.open_doors or kind not in (*MOVE_KINDS, "attack"):
            return fn
        inner = fn

        def with_doors(act: Activation[Self], ins: Instruction) -> Action | list[Action]:
            out = inner(act, ins)
            if isinstance(out, list) or not (out.skipped or (out.is_move and not out.mp_spent)):
                return out
            return self._door(act, ins, kind, out)

        return with_doors

    def _first_target(self, act: Activation[Self], ins: Instruction) -> Figure | None:
        order = self.target_order(act.sit, act.fig, ins.target)
        return order[0].figure if order else None

    def _door(self, act: Activation[Self], ins: Instruction, kind: str, out: Action) -> Action:
        """Rule option ``ic_open_doors``: a move that could not get closer goes to the closed
        door on the way to the first target; an attack with no target opens the door the
        figure stands at."""
        target = self._first_target(act, ins)
        if target is None:
            return out
        sit, fig = act.sit, act.fig
        way = door_on_way(sit, fig, target)
        if way is None:
            return out
        door, near = way
        if kind == "attack":
            if near not in fig.cells():
                return out
            sit.open_door(door)
            return Action(
                type="interact",
                reason=msg(
                    "nothing to attack; opens the door between {a} and {b} on "
                    "the way to {target} (rule option ic_open_doors)",
                    a=repr(door[0]),
                    b=repr(door[1]),
                    target=content_label(target.label),
                ),
                detail=DoorOpened(door[0], door[1]),
            )
        if near in fig.cells():
            return out
        r = reach(sit, fig, ins.mp if ins.mp is not None else fig.speed)
        dist = sit.topo.distances_from([near])

        def key(c: Cell) -> tuple[int, ...]:
            return (min(dist.get(x, FAR) for x in fig.cells(c)), r.cost[c])

        best = best_ends(r.ends, key)
        if not best or fig.at in best:
            return out
        return move_action(
            act,
            kind,
            r,
            best,
            target.id,
            msg(
                "the way to {target} is the closed door between {a} and {b}: "
                "moves to it (rule option ic_open_doors)",
                target=content_label(target.label),
                a=repr(door[0]),
                b=repr(door[1]),
            ),
        )

    def board_problems(self, board: Board) -> list[Problem]:
        """The Imperial extension fields and game state (:mod:`tabletop_ai.imperial.checks`:
        Imperial Commander lists checked as instructions, the draw record)."""
        from tabletop_ai.imperial.checks import imperial_problems

        return imperial_problems(board, type(self))

    def apply(self, board: Board, plan: Plan) -> Board:
        """Moves, opened doors, removed conditions and defeated figures off the board
        (:func:`tabletop_ai.imperial.apply.apply_plan`)."""
        from tabletop_ai.imperial.apply import apply_plan

        return apply_plan(board, plan)
