"""Everything a table-mode panel shows, as one value (like a plan for a board): the stage,
players from the first player, every character's numbers, each AI play area with its hand
(the top 5 of its deck), and every chain as a ranked list with reasons. The window draws it
and decides nothing itself."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.table.chains import RankedList, display_names, load_chains, rank_chain
from tabletop_ai.table.model import Character, Table
from tabletop_ai.table.turn import hand


@dataclass(frozen=True)
class CharacterView:
    """A character's numbers as the characters table shows them."""

    id: str
    name: str
    side: str
    owner: str | None
    area: str
    health: int
    max_health: int
    shields: int
    dice: int
    dice_in_pool: int
    #: die id -> the side it shows, for dice in the pool
    showing: dict[str, str]
    damage_sides: int
    base_damage_sides: int
    upgrades: list[str]
    unique: bool
    cost: int
    set_number: int | str | None
    ready: bool
    in_play: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "side": self.side,
            "owner": self.owner,
            "area": self.area,
            "health": self.health,
            "max_health": self.max_health,
            "shields": self.shields,
            "dice": self.dice,
            "dice_in_pool": self.dice_in_pool,
            "showing": dict(self.showing),
            "damage_sides": self.damage_sides,
            "base_damage_sides": self.base_damage_sides,
            "upgrades": list(self.upgrades),
            "unique": self.unique,
            "cost": self.cost,
            "set_number": self.set_number,
            "ready": self.ready,
            "in_play": self.in_play,
        }


@dataclass(frozen=True)
class PlayerView:
    """A player in turn order: first player marked, eliminated players last."""

    id: str
    name: str
    area: str
    first: bool
    eliminated: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "area": self.area,
            "first": self.first,
            "eliminated": self.eliminated,
        }


@dataclass(frozen=True)
class HandCard:
    """A card of an AI hand (the top 5 of its deck)."""

    id: str
    name: str
    type: str
    symbol: str | None
    value: int | None
    per_player: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "symbol": self.symbol,
            "value": self.value,
            "per_player": self.per_player,
        }


@dataclass(frozen=True)
class AreaView:
    """An AI play area: resources, deck and piles, hand, and every chain ranked for it (the
    target chain also per player)."""

    id: str
    resources: int
    #: the player count this area's per-player values use
    per_player: int
    deck: int
    discard: list[str]
    in_play: list[str]
    hand: list[HandCard]
    chains: dict[str, RankedList]
    targets_by_player: dict[str, RankedList]

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "resources": self.resources,
            "per_player": self.per_player,
            "deck": self.deck,
            "discard": list(self.discard),
            "in_play": list(self.in_play),
            "hand": [h.to_json() for h in self.hand],
            "chains": {k: r.to_json() for k, r in self.chains.items()},
            "targets_by_player": {k: r.to_json() for k, r in self.targets_by_player.items()},
        }


@dataclass(frozen=True)
class TableView:
    """The whole table for the window (``to_json``: ``tabletop-ai table view``)."""

    name: str
    #: the current stage: (id, name), or None
    stage: tuple[str, str] | None
    won: bool
    seed: int
    rng_step: int
    players: list[PlayerView]
    characters: list[CharacterView]
    areas: list[AreaView] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "stage": {"id": self.stage[0], "name": self.stage[1]} if self.stage else None,
            "won": self.won,
            "seed": self.seed,
            "rng_step": self.rng_step,
            "players": [p.to_json() for p in self.players],
            "characters": [c.to_json() for c in self.characters],
            "areas": [a.to_json() for a in self.areas],
        }


def _character(c: Character, name: str) -> CharacterView:
    return CharacterView(
        id=c.id,
        name=name,
        side=c.side,
        owner=c.owner,
        area=c.area,
        health=c.health,
        max_health=c.max_health,
        shields=c.shields,
        dice=len(c.all_dice),
        dice_in_pool=c.dice_in_pool,
        showing={
            d.id: d.sides[d.showing] for d in c.all_dice if d.in_pool and d.showing is not None
        },
        damage_sides=c.damage_sides,
        base_damage_sides=c.base_damage_sides,
        upgrades=[u.name for u in c.upgrades],
        unique=c.unique,
        cost=c.cost,
        set_number=c.set_number,
        ready=c.ready,
        in_play=c.in_play,
    )


def overview(t: Table) -> TableView:
    """The table for a panel. Chains are ranked per play area; the target chain also per
    player (a harmful symbol resolves against each player's characters)."""
    names = display_names(t)
    stage = t.current_stage()
    areas = []
    for a in t.areas_in_order():
        chains = {
            cid: rank_chain(t, chain, a.id)
            for cid, chain in load_chains().items()
            if not chain.per_point
        }
        per_player = {p.id: rank_chain(t, "target", a.id, owner=p.id) for p in t.player_order(a.id)}
        areas.append(
            AreaView(
                id=a.id,
                resources=a.resources,
                per_player=a.per_player,
                deck=len(a.deck),
                discard=list(a.discard),
                in_play=list(a.in_play),
                hand=[
                    HandCard(c.id, c.label, c.type, c.symbol, c.value, c.per_player)
                    for c in hand(t, a.id)
                ],
                chains=chains,
                targets_by_player=per_player,
            )
        )
    return TableView(
        name=t.name,
        stage=(stage.id, stage.label) if stage else None,
        won=t.won,
        seed=t.seed,
        rng_step=t.rng_step,
        players=[
            PlayerView(p.id, p.label, p.area, p.id == t.first_player, p.eliminated)
            for p in t.player_order()
        ]
        + [PlayerView(p.id, p.label, p.area, False, True) for p in t.players if p.eliminated],
        characters=[_character(c, names[c.id]) for c in t.characters],
        areas=areas,
    )
