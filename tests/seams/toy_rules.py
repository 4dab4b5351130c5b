"""A toy rule set built only from the seams (``engine.rules``, ``engine.plan``, the registry
and ``ui.panels``): a new instruction type, a typed action detail, a typed plan result and a
panel name; its own action words, drawing hints, a map point kind (how it looks, what a click
does), figures that stack, figure fields and palette kinds. Nothing in ``engine/`` or ``ui/``
knows it."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.board.model import Board, Figure, Instruction, MapPoint
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.engine.plan import Action, DrawHints, JSONValue, Plan
from tabletop_ai.engine.rules import FigureField, InstructionType, Param, PointKind, RuleSet
from tabletop_ai.geometry import Cell

if TYPE_CHECKING:
    from collections.abc import Callable

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
    """Each figure shouts its words (volume = the figure's speed); it never moves. Its shout
    blows the player figures one cell to the east (drawn only: a push hint)."""
    words = str(ins.data.get("words", "hey"))
    act.rules.total += act.fig.speed
    blown = [f for f in act.sit.board.figures if f.side == "player"]
    return Action(
        type="shout",
        reason=f"{act.fig.label} shouts {words!r}",
        detail=Shout(words, act.fig.speed),
        draw=DrawHints(pushed=(blown[0].at, Cell(blown[0].at.x + 1, blown[0].at.y)))
        if blown
        else None,
    )


def beat_drum(pid: str) -> Callable[[Board], OpResult[Board]]:
    """A click on a drum turns it over (``active``), one undo step."""

    def op(board: Board) -> OpResult[Board]:
        points = [
            dataclasses.replace(p, active=p.active is False) if p.id == pid else p
            for p in board.points
        ]
        return OpResult(
            dataclasses.replace(board, points=points), [f"drum {pid}"], Changes(map=True, plan=True)
        )

    return op


def drum_caption(p: MapPoint) -> str:
    return "BOOM" if p.active is not False else ""


class Huddle:
    """Toy figures may share a cell, but never more than two on one."""

    def problem(self, board: Board, figs: Sequence[Figure]) -> str | None:
        return None if len(figs) <= 2 else f"{len(figs)} toy figures huddle on one cell"


DRUM = PointKind(
    "drum",
    "D",
    "#123456",
    "a drum",
    click=beat_drum,
    click_text="Beat drum {id}",
    look=lambda p: ("#654321", "d") if p.extra.get("muffled") else None,
    caption=drum_caption,
    flips=True,
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
    action_labels: ClassVar[Mapping[str, str]] = {**RuleSet.action_labels, "shout": "yell"}
    point_kinds = (*RuleSet.point_kinds, DRUM)
    stacking = Huddle()
    figure_fields = (
        FigureField("hoarse", "bool", False, "lost its voice", badge="h", faded=True),
        FigureField("moods", "list[str]", [], "how it feels", ticks=("loud", "shy")),
    )
    figure_kinds = ({"name": "Shouter", "side": "ai", "speed": 3, "health": 1, "max_health": 1},)
    kinds_family = "toy"

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
