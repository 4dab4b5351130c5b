"""The typed results of a Battlecrest plan: each numbered step (:class:`Step`), its data
(:class:`StepDetail` and one subclass per kind of step) and the whole turn
(:class:`BattlecrestResult`, the plan's ``battlecrest`` key). The window reads
these fields; ``to_json`` gives the plan JSON's keys, unchanged from the contract's output."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tabletop_ai.engine.plan import Action, JSONValue, cells_json
from tabletop_ai.geometry import Cell

if TYPE_CHECKING:
    from tabletop_ai.battlecrest.cards import Ability, ActionCard, OrderCard
    from tabletop_ai.battlecrest.destination import DestinationChoice


@dataclass(kw_only=True)
class StepDetail:
    """One step's data on its action: the step number and phase of the turn. Each kind of
    step adds its own typed fields in a subclass below; ``info_json`` gives the plan JSON's
    ``details`` object of the step (keys unchanged from the contract's output)."""

    step: int = 0
    phase: str = ""

    def info_json(self) -> dict[str, JSONValue]:
        return {}

    def to_json(self) -> dict[str, JSONValue]:
        return {**self.info_json(), "step": self.step, "phase": self.phase}


@dataclass(kw_only=True)
class OrderCardDrawn(StepDetail):
    """Turn step 1 (rulebook "Просування колоди наказів"): the order card drawn."""

    card: OrderCard

    def info_json(self) -> dict[str, JSONValue]:
        return {"order_card": self.card.to_json()}


@dataclass(kw_only=True)
class BonusApplied(StepDetail):
    """A location bonus (movement or push) used, and the locations flipped for it."""

    bonus: int
    flipped: list[str]

    def info_json(self) -> dict[str, JSONValue]:
        return {"bonus": self.bonus, "flipped": list(self.flipped)}


@dataclass(kw_only=True)
class Moved(StepDetail):
    """A warrior's move: the destination list's result and the movement it had."""

    destination: DestinationChoice
    movement: int

    def info_json(self) -> dict[str, JSONValue]:
        return {"destination": self.destination.to_json(), "movement": self.movement}


@dataclass(kw_only=True)
class CardActivated(StepDetail):
    """The hero activates an action card of the row (it is exhausted)."""

    card: ActionCard

    def info_json(self) -> dict[str, JSONValue]:
        return {"card": self.card.to_json()}


@dataclass(kw_only=True)
class Attacked(StepDetail):
    """An attack: its value, the defense it met and the wounds dealt, by which ability."""

    attack: int
    defense: int
    wounds: int
    ability: Ability

    def info_json(self) -> dict[str, JSONValue]:
        return {
            "attack": self.attack,
            "defense": self.defense,
            "wounds": self.wounds,
            "ability": self.ability.to_json(),
        }


@dataclass(kw_only=True)
class Pushed(StepDetail):
    """A push: the target's path onto the hazard, the push value and how much of it was
    used, the hazard wounds."""

    path: list[Cell]
    value: int
    used: int
    wounds: int
    hazard: Cell

    @property
    def pushed_to(self) -> Cell:
        return self.path[-1]

    def info_json(self) -> dict[str, JSONValue]:
        return {
            "push_path": [list(c) for c in self.path],
            "push_value": self.value,
            "push_used": self.used,
            "wounds": self.wounds,
            "hazard": list(self.hazard),
            "pushed_to": list(self.pushed_to),
        }


@dataclass(kw_only=True)
class Healed(StepDetail):
    """A heal: the health gained."""

    healed: int

    def info_json(self) -> dict[str, JSONValue]:
        return {"healed": self.healed}


@dataclass(kw_only=True)
class LocationUsed(StepDetail):
    """A location's own ability used (the location is named)."""

    location: str

    def info_json(self) -> dict[str, JSONValue]:
        return {"location": self.location}


@dataclass(kw_only=True)
class AbilityApplied(StepDetail):
    """A star or the fallback ability: which ability is applied next."""

    ability: Ability

    def info_json(self) -> dict[str, JSONValue]:
        return {"ability": self.ability.to_json()}


@dataclass(kw_only=True)
class Defended(StepDetail):
    """A defense: its total, the row card it used (if any), and when the attack is known
    the wounds taken and the health after."""

    defense: int
    card: ActionCard | None = None
    wounds: int | None = None
    health_after: int | None = None

    def info_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {"defense": self.defense}
        if self.card is not None:
            out["card"] = self.card.to_json()
        if self.wounds is not None:
            out["wounds"] = self.wounds
            out["health_after"] = self.health_after
        return out


@dataclass(frozen=True)
class FigureAfter:
    """Where a figure stands and its health after the turn."""

    at: Cell
    health: int


@dataclass
class Step:
    """One numbered step of the turn: which warrior, which part of the turn, what it did."""

    n: int
    figure: str
    phase: str
    action: Action

    def to_json(self) -> dict[str, JSONValue]:
        a = self.action
        details = a.detail.info_json() if isinstance(a.detail, StepDetail) else {}
        return {
            "n": self.n,
            "figure": self.figure,
            "phase": self.phase,
            "type": a.type,
            "target": a.target,
            "skipped": a.skipped,
            "reason": a.reason,
            "highlight": [list(c) for c in a.highlight],
            **({"path": [list(c) for c in a.path]} if a.path else {}),
            **({"end": list(a.end)} if a.end is not None else {}),
            **({"alternatives": [list(c) for c in a.alternatives]} if a.alternatives else {}),
            "details": details,
        }


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
        return {
            "battlecrest": {
                "order_card": self.order_card.to_json() if self.order_card is not None else None,
                "compass": self.compass,
                "unique_crest": self.unique_crest,
                "steps": list(self.steps_json()),
                "flipped_locations": list(self.flipped_locations),
                "flipped_cells": cells_json(self.flipped_cells),
                "figures_after": {
                    fid: {"at": [a.at[0], a.at[1]], "health": a.health}
                    for fid, a in self.figures_after.items()
                },
                "state_after": dict(self.state_after),
                "location_cells": cells_json(self.location_cells),
            }
        }
