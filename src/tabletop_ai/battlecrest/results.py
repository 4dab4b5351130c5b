"""The typed results of a Battlecrest plan: each step's data (:class:`StepDetail`) and the
whole turn (:class:`BattlecrestResult`, the plan's ``battlecrest`` key). The window reads
these fields; ``to_json`` gives the plan JSON's keys, unchanged from the contract's output."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop_ai.engine.plan import JSONValue, cells_json
from tabletop_ai.geometry import Cell

if TYPE_CHECKING:
    from tabletop_ai.battlecrest.cards import OrderCard
    from tabletop_ai.battlecrest.turn import Step


@dataclass
class StepDetail:
    """One step's data on its action: the step number and phase of the turn, and what that
    kind of step adds — the order card drawn, a bonus used, a destination, an action card,
    a defense with its wounds, a push path, a heal — as JSON values (``info``; see
    :mod:`tabletop_ai.battlecrest.turn` and :mod:`.abilities` for each kind's keys)."""

    step: int = 0
    phase: str = ""
    info: dict[str, JSONValue] = field(default_factory=dict)

    def to_json(self) -> dict[str, JSONValue]:
        return {**self.info, "step": self.step, "phase": self.phase}


@dataclass(frozen=True)
class FigureAfter:
    """Where a figure stands and its health after the turn."""

    at: Cell
    health: int


@dataclass
class BattlecrestResult:
    """The Emperor's turn (or defense) as a whole: the order card and its compass, every
    numbered step, the locations flipped, every figure after the turn and the
    ``battlecrest`` object to write back (:func:`~tabletop_ai.battlecrest.apply.board_after`)."""

    order_card: OrderCard | None
    compass: str
    unique_crest: bool
    steps: list[Step]
    flipped_locations: list[str]
    flipped_cells: list[Cell]
    figures_after: dict[str, FigureAfter]
    #: the board file's ``battlecrest`` object after the turn
    state_after: dict[str, JSONValue]
    location_cells: list[Cell]

    def steps_json(self) -> list[dict[str, JSONValue]]:
        return [s.to_json() for s in self.steps]

    def to_json(self) -> dict[str, JSONValue]:
        return {"battlecrest": {
            "order_card": self.order_card.to_json() if self.order_card is not None else None,
            "compass": self.compass, "unique_crest": self.unique_crest,
            "steps": list(self.steps_json()),
            "flipped_locations": list(self.flipped_locations),
            "flipped_cells": cells_json(self.flipped_cells),
            "figures_after": {fid: {"at": [a.at[0], a.at[1]], "health": a.health}
                              for fid, a in self.figures_after.items()},
            "state_after": dict(self.state_after),
            "location_cells": cells_json(self.location_cells)}}
