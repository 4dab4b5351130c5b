"""The table model: characters with dice and upgrades, players, AI cards, stages and the AI's
play areas. Plain dataclasses mirroring the table file; every record keeps the keys it does
not know in ``extra`` so they survive a round trip.

Die sides use the short notation players write on score sheets: ``2MD`` (2 melee damage),
``1RD`` ranged, ``1ID`` indirect, ``1Sh`` shield, ``1F`` focus, ``1R`` resource, ``1Dc``
discard, ``1Dr`` disrupt, ``Sp`` special, ``-`` blank; a leading ``+`` marks a modifier side
(``+1MD``).
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

#: side code → kind of the side
SIDE_CODES: dict[str, str] = {
    "MD": "melee",
    "RD": "ranged",
    "ID": "indirect",
    "Sh": "shield",
    "F": "focus",
    "R": "resource",
    "Dc": "discard",
    "Dr": "disrupt",
    "Sp": "special",
}
DAMAGE_KINDS = frozenset({"melee", "ranged", "indirect"})
SIDE_RE = re.compile(r"^(\+?)(\d{0,2})(MD|RD|ID|Sh|F|R|Dc|Dr|Sp)$")
#: Destiny's base rules: "A character cannot have more than three shields".
MAX_SHIELDS = 3
#: Destiny's base rules: a character has at most three upgrades (a fourth overrides one).
MAX_UPGRADES = 3
SIDES = ("ai", "player")
#: top-left symbols of AI cards: ``resource`` (the value is the cost), the harmful ones
#: (resolved against each player) and the ones that help the AI
HARMFUL_SYMBOLS = ("damage", "indirect", "discard", "disrupt")
HELPFUL_SYMBOLS = ("shield", "focus", "special", "heal")
SYMBOLS = ("resource", *HARMFUL_SYMBOLS, *HELPFUL_SYMBOLS)


@dataclass(frozen=True)
class Side:
    """One die side parsed from its notation."""

    text: str
    kind: str
    value: int = 0
    modifier: bool = False

    @property
    def damage(self) -> bool:
        """True for a side that deals damage (melee, ranged or indirect)."""
        return self.kind in DAMAGE_KINDS


def parse_side(text: str) -> Side | None:
    """``"2MD"`` → melee 2; ``"-"`` → blank; None when ``text`` is not a side."""
    if text == "-":
        return Side(text, "blank")
    m = SIDE_RE.match(text)
    if m is None:
        return None
    plus, num, code = m.groups()
    if code != "Sp" and not num:
        return None
    return Side(text, SIDE_CODES[code], int(num) if num else 0, bool(plus))


@dataclass
class Die:
    """A character's or upgrade's die: six sides, and where it is."""

    id: str
    sides: list[str]
    #: index of the side showing while the die is in the pool
    showing: int | None = None
    in_pool: bool = False
    #: damage the card's special ability deals (Operations: "Special: most damage output")
    special_damage: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def parsed(self) -> list[Side]:
        return [s for t in self.sides if (s := parse_side(t)) is not None]

    @property
    def damage_sides(self) -> int:
        """How many of its sides deal damage."""
        return sum(1 for s in self.parsed() if s.damage)

    @property
    def face(self) -> Side | None:
        """The side showing, when the die is in the pool."""
        if not self.in_pool or self.showing is None:
            return None
        return parse_side(self.sides[self.showing])


@dataclass
class Upgrade:
    """An upgrade attached to a character; it may bring a die."""

    name: str
    cost: int = 0
    die: Die | None = None
    unique: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Character:
    """A character card in play, the AI's or a player's."""

    id: str
    side: str
    name: str = ""
    #: the player who controls it (player characters)
    owner: str | None = None
    health: int = 1
    max_health: int = 1
    shields: int = 0
    dice: list[Die] = field(default_factory=list)
    upgrades: list[Upgrade] = field(default_factory=list)
    unique: bool = False
    cost: int = 0
    set_number: int = 0
    ready: bool = True
    #: the play area (``main``, or ``M-1``, ``M-2`` ... in a multi-stage)
    area: str = "main"
    keywords: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return self.name or self.id

    @property
    def in_play(self) -> bool:
        return self.health > 0

    @property
    def all_dice(self) -> list[Die]:
        """Its own dice and the dice of its upgrades."""
        return self.dice + [u.die for u in self.upgrades if u.die is not None]

    @property
    def damage_sides(self) -> int:
        """Damage sides on all its dice, upgrades included."""
        return sum(d.damage_sides for d in self.all_dice)

    @property
    def base_damage_sides(self) -> int:
        """Damage sides on its own dice only (without upgrades)."""
        return sum(d.damage_sides for d in self.dice)

    @property
    def dice_in_pool(self) -> int:
        return sum(1 for d in self.all_dice if d.in_pool)

    @property
    def health_with_shields(self) -> int:
        return self.health + self.shields


@dataclass
class Player:
    """A player at the table, in seat order."""

    id: str
    name: str = ""
    area: str = "main"
    eliminated: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return self.name or self.id


@dataclass
class Card:
    """An AI card. ``symbol`` is its top-left symbol: ``resource`` (then ``value`` is its
    cost) or an effect such as ``damage``, ``indirect``, ``discard``, ``disrupt``,
    ``shield``, ``focus``; ``per_player`` marks a value multiplied by the players;
    ``activates`` and ``resolves`` say what its effect does that the helper can play."""

    id: str
    set: str
    name: str = ""
    type: str = "event"
    symbol: str = "resource"
    value: int = 0
    per_player: bool = False
    text: str = ""
    #: its effect activates an AI character (chosen by the activation chain; dice rolled)
    activates: bool = False
    #: its effect resolves AI dice from the pool (the most dice showing the same side)
    resolves: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return self.name or self.id


@dataclass
class StageArea:
    """One play area of a stage: the sets its AI deck is built from and the characters put
    into play (a stage has one, ``main``; a multi-stage has ``M-1``, ``M-2`` ...)."""

    id: str = "main"
    sets: list[str] = field(default_factory=list)
    characters: list[Character] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Stage:
    """A stage of the objective set, in the order the players fight through them."""

    id: str
    name: str = ""
    areas: list[StageArea] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return self.name or f"stage {self.id}"


@dataclass
class Area:
    """The AI's state in one play area: its deck (top first), discard and resources, and the
    player count its per-player values use (fixed when the stage began)."""

    id: str = "main"
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    resources: int = 0
    per_player: int = 1
    #: the AI's supports, plots and other cards in play here (card ids)
    in_play: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


def area_order(area_id: str) -> tuple[int, str]:
    """Multi-stage order: M-1, M-2, M-3 ... (other names after, alphabetically)."""
    m = re.fullmatch(r"M-(\d+)", area_id)
    return (int(m.group(1)), "") if m else (10**6, area_id)


@dataclass
class Table:
    """A whole table file."""

    name: str = ""
    seed: int = 0
    #: random operations done so far: the next one uses ``seed`` and this step
    rng_step: int = 0
    players: list[Player] = field(default_factory=list)
    first_player: str | None = None
    characters: list[Character] = field(default_factory=list)
    sets: dict[str, list[Card]] = field(default_factory=dict)
    basic_set: str = "basic-behavior"
    stages: list[Stage] = field(default_factory=list)
    stage: str | None = None
    areas: list[Area] = field(default_factory=list)
    won: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    # -- lookups ---------------------------------------------------------------------------
    def card(self, cid: str) -> Card | None:
        for cards in self.sets.values():
            for c in cards:
                if c.id == cid:
                    return c
        return None

    def character(self, cid: str) -> Character:
        for c in self.characters:
            if c.id == cid:
                return c
        raise KeyError(cid)

    def player(self, pid: str | None) -> Player | None:
        return next((p for p in self.players if p.id == pid), None)

    def area(self, aid: str) -> Area:
        for a in self.areas:
            if a.id == aid:
                return a
        raise KeyError(aid)

    def current_stage(self) -> Stage | None:
        return next((s for s in self.stages if s.id == self.stage), None)

    def player_order(self, area: str | None = None) -> list[Player]:
        """Players still in the game, starting with the first player, in seat order
        ("resolve the symbol effect against each player, starting with the first player")."""
        ids = [p.id for p in self.players]
        start = ids.index(self.first_player) if self.first_player in ids else 0
        seated = self.players[start:] + self.players[:start]
        return [p for p in seated if not p.eliminated and (area is None or p.area == area)]

    def ai_characters(self, area: str | None = None) -> list[Character]:
        return [
            c
            for c in self.characters
            if c.side == "ai" and c.in_play and (area is None or c.area == area)
        ]

    def player_characters(
        self, area: str | None = None, owner: str | None = None
    ) -> list[Character]:
        return [
            c
            for c in self.characters
            if c.side == "player"
            and c.in_play
            and (area is None or c.area == area)
            and (owner is None or c.owner == owner)
        ]

    def areas_in_order(self) -> list[Area]:
        return sorted(self.areas, key=lambda a: area_order(a.id))

    def copy(self) -> Table:
        return copy.deepcopy(self)
