"""A toy rule set built only from the seams (``engine.rules``, ``engine.plan``, the registry
and ``ui.panels``): a new instruction type, a typed action detail, a typed plan result and a
panel name. Nothing in ``engine/`` or ``ui/`` knows it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.board.model import Board, Instruction
from tabletop_ai.engine.plan import Action, JSONValue, Plan
from tabletop_ai.engine.rules import InstructionType, Param, RuleSet

if TYPE_CHECKING:
    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.rules import Handler
    from tabletop_ai.engine.situation import Situation

PRESET = "toy-shouting"


@dataclass(frozen=True)
class Shout:
    """The detail of a ``shout`` action: what was shouted and how loud."""

    words: str
    volume: int

    def to_json(self) -> dict[str, JSONValue]:
        return {"words": self.words, "volume": self.volume}


@dataclass(frozen=True)
class Noise:
    """The whole group's result: the total volume."""

    total: int

    def to_json(self) -> dict[str, JSONValue]:
        return {"noise": {"total": self.total}}


def shout(act: Activation[ToyRules], ins: Instruction) -> Action:
    """Each figure shouts its words (volume = the figure's speed); it never moves."""
    words = str(ins.data.get("words", "hey"))
    act.rules.total += act.fig.speed
    return Action(
        type="shout", reason=f"{act.fig.label} shouts {words!r}", detail=Shout(words, act.fig.speed)
    )


class ToyRules(RuleSet):
    """Shouting figures: one instruction, one result, one panel."""

    name: ClassVar[str] = PRESET
    title: ClassVar[str] = "Toy shouting game"
    presets: ClassVar[tuple[str, ...]] = (PRESET,)
    instruction_types: ClassVar[tuple[InstructionType, ...]] = (
        InstructionType("shout", "shout some words", (Param("words", "str", "what to shout"),)),
    )
    result_type = Noise
    panel: ClassVar[str | None] = "toy-panel"

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.total = 0

    def handler(self, kind: str) -> Handler[ToyRules] | None:
        return shout if kind == "shout" else None

    def finish_plan(self, sit: Situation, plan: Plan) -> None:
        plan.result = Noise(self.total)


def toy_board_json() -> dict[str, object]:
    """A small board of the toy game: two shouters in one group."""
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "name": "Toy",
        "grid": {"type": "square", "width": 4, "height": 3},
        "rows": ["....", "....", "...."],
        "rules": {"preset": PRESET},
        "figures": [
            {
                "id": "a",
                "name": "Alf",
                "side": "ai",
                "group": "g",
                "at": [0, 0],
                "speed": 2,
                "health": 1,
                "max_health": 1,
            },
            {
                "id": "b",
                "name": "Bea",
                "side": "ai",
                "group": "g",
                "at": [1, 0],
                "speed": 3,
                "health": 1,
                "max_health": 1,
            },
            {
                "id": "p",
                "name": "Pat",
                "side": "player",
                "at": [3, 2],
                "speed": 4,
                "health": 1,
                "max_health": 1,
            },
        ],
        "groups": [
            {
                "id": "g",
                "side": "ai",
                "figures": ["a", "b"],
                "instructions": [{"type": "shout", "words": "boo"}],
            }
        ],
    }
