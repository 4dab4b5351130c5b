"""Battlecrest "Imperator" cards as data: order cards, solo cards, action cards, abilities.

Reference: ``reference/battlecrest-imperator-solo.uk.md`` (the Ukrainian original; the English
working translation beside it). The Emperor uses "an order deck (one order card per turn) and a
solo card per hero" ("Перебіг гри"). An order card shows the step order, the refresh value, the
defense modifier, the compass and maybe a unique crest; a solo card lists the destination
requirements, the star-ability priority list and the fallback ability.

The bundled cards in ``data/battlecrest/`` are made-up examples (no publisher card text); a board
may add or replace cards by id in its ``battlecrest`` object. Files are parsed with messages that
name the place (``order_cards[2].compass``), never with eval.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from tabletop_ai.board.errors import Problem
from tabletop_ai.i18n import Msg, join, msg
from tabletop_ai.i18n.content import content_label

#: the three steps of the Emperor's turn ("Хід Імператора": переміщення, активація, перевірка
#: оновлення), in the order an order card may list them
STEPS = ("movement", "activation", "refresh")
#: compass arrows: the whole battlefield's edges (FAQ: "if the arrow points right, take the
#: rightmost candidate")
COMPASS = ("N", "E", "S", "W")
#: target symbols: nearest enemy, farthest enemy, all enemies starting with the hero ("Вибір цілі")
RANGES = ("nearest", "farthest", "all")
ABILITY_TYPES = ("attack", "push", "move", "heal", "location")
#: each ability type as a player reads it (the words the turn's steps use)
ABILITY_WORDS: dict[str, Msg] = {
    "attack": msg("attack"),
    "push": msg("push"),
    "move": msg("move"),
    "heal": msg("heal"),
    "location": msg("location ability"),
}
#: destination requirement kinds a solo card may list, and what they may refer to
REQUIREMENT_KINDS = ("adjacent_to", "not_adjacent_to", "distance_to", "in_line_with")
REQUIREMENT_OF = ("enemy", "enemy_hero", "enemy_sidekick", "ally", "location")


class CardError(ValueError):
    """Card data that cannot be used; carries every problem with its place."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("; ".join(p.format() for p in problems))


@dataclass(frozen=True)
class OrderCard:
    """One order card: the step order, refresh value, defense modifier, compass, unique crest."""

    id: str
    steps: tuple[str, ...] = STEPS
    refresh: int = 1
    defense_modifier: int = 0
    compass: str = "N"
    unique_crest: bool = False
    name: str = ""

    @property
    def label(self) -> str:
        return self.name or self.id

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "steps": list(self.steps),
            "refresh": self.refresh,
            "defense_modifier": self.defense_modifier,
            "compass": self.compass,
            "unique_crest": self.unique_crest,
        }

    def describe(self) -> str:
        sign = "+" if self.defense_modifier >= 0 else ""
        text = msg(
            "order card {card}: {steps}; refresh {refresh}; defense {sign}{modifier}; "
            "compass {compass}",
            card=content_label(self.label),
            steps=join((STEP_WORDS.get(s, s) for s in self.steps), " → "),
            refresh=self.refresh,
            sign=sign,
            modifier=self.defense_modifier,
            compass=self.compass,
        )
        return msg("{text}, unique crest", text=text) if self.unique_crest else text


@dataclass(frozen=True)
class Ability:
    """An ability the Emperor applies: ``attack``/``push`` (value, target symbol), ``move``
    (a movement ability such as march), ``heal``, or ``location`` (use an adjacent active
    location's own ability). ``crest`` + ``crest_value``: the bonus an applied crest initiative
    of that type gives (a unique crest matches every crest); ``requires_crest``: a priority
    entry usable only while that crest is applied."""

    type: str
    value: int = 0
    range: str = "nearest"
    id: str = ""
    name: str = ""
    crest: str | None = None
    crest_value: int = 0
    long_range: bool = False
    requires_crest: str | None = None
    #: for ``location``: the kind of location ability wanted (None: any)
    wants: str | None = None

    @property
    def key(self) -> str:
        """What "already applied this turn" is counted by: the id, else the name, else type."""
        return self.id or self.name or self.type

    @property
    def label(self) -> str:
        if self.name or self.id:
            return self.name or self.id
        if self.type in ("attack", "push"):
            return f"{self.type} {self.value} ({self.range})"
        if self.type in ("move", "heal"):
            return f"{self.type} {self.value}"
        return f"location {self.wants or 'ability'}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        for k in ("id", "name"):
            if getattr(self, k):
                out[k] = getattr(self, k)
        if self.type in ("attack", "push", "move", "heal"):
            out["value"] = self.value
        if self.type in ("attack", "push"):
            out["range"] = self.range
        if self.crest:
            out["crest"] = self.crest
            out["crest_value"] = self.crest_value
        if self.long_range:
            out["long_range"] = True
        if self.requires_crest:
            out["requires_crest"] = self.requires_crest
        if self.wants:
            out["wants"] = self.wants
        return out


@dataclass(frozen=True)
class ActionCard:
    """One of the Emperor hero's action cards: movement value while ready, defense value,
    crest, stars and its own abilities."""

    id: str
    name: str = ""
    move: int = 0
    defense: int = 0
    crest: str | None = None
    stars: int = 0
    abilities: tuple[Ability, ...] = ()
    #: defense bonus while a crest initiative of this card's crest is applied (not unique)
    crest_defense: int = 0

    @property
    def label(self) -> str:
        return self.name or self.id

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "move": self.move,
            "defense": self.defense,
            "crest": self.crest,
            "stars": self.stars,
            "crest_defense": self.crest_defense,
            "abilities": [a.to_json() for a in self.abilities],
        }


#: the crests of the bundled cards as the reasons name them (others are shown as written)
CREST_WORDS = {
    m.id: m
    for m in (msg("sword"), msg("shield"), msg("storm"), msg("boot"), msg("crown"), msg("mist"))
}
#: the order card's steps as the reasons name them
STEP_WORDS = {m.id: m for m in (msg("movement"), msg("activation"), msg("refresh"))}


def crest_word(crest: str) -> str:
    """A crest's name in a reason (a bundled crest's name is a message)."""
    return CREST_WORDS.get(crest, crest)


@dataclass(frozen=True)
class Requirement:
    """One destination requirement of a solo card; a cell must meet all of them.

    ``adjacent_to`` / ``not_adjacent_to`` X; ``distance_to`` X with ``min``/``max`` counted
    spaces; ``in_line_with`` X (same row or column). X is ``enemy``, ``enemy_hero``,
    ``enemy_sidekick``, ``ally`` or ``location`` (optionally only locations whose active
    bonuses include ``bonus``)."""

    kind: str
    of: str
    min: int | None = None
    max: int | None = None
    bonus: str | None = None

    def describe(self) -> str:
        what = self.of.replace("_", " ")
        if self.of == "location" and self.bonus:
            what = f"an active location with a {self.bonus} bonus"
        if self.kind == "distance_to":
            lo = 0 if self.min is None else self.min
            hi = "any" if self.max is None else str(self.max)
            return f"{lo}–{hi} spaces from the nearest {what}"
        return {
            "adjacent_to": f"adjacent to {what}",
            "not_adjacent_to": f"not adjacent to any {what}",
            "in_line_with": f"in a line with {what}",
        }[self.kind]


@dataclass(frozen=True)
class SoloCard:
    """A hero's solo card with the hero's action cards."""

    id: str
    hero: str = ""
    destination: tuple[Requirement, ...] = ()
    sidekick_destination: tuple[Requirement, ...] = ()
    #: location bonus types this card does not count for *preferred* (FAQ: Aura's
    #: exceptions apply to double bonuses of that type too)
    ignore_bonuses: tuple[str, ...] = ()
    star_priority: tuple[Ability, ...] = ()
    fallback: Ability | None = None
    action_cards: tuple[ActionCard, ...] = ()
    sidekick_speed: int | None = None

    def action_card(self, cid: str) -> ActionCard | None:
        return next((c for c in self.action_cards if c.id == cid), None)


@dataclass
class CardLibrary:
    """Every order and solo card known to a board: the bundled ones plus the board's own."""

    order_cards: dict[str, OrderCard] = field(default_factory=dict)
    solo_cards: dict[str, SoloCard] = field(default_factory=dict)


# -- parsing ----------------------------------------------------------------------------------
class Reader:
    """Collects problems while reading one JSON record."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def bad(self, where: str, msg: str) -> None:
        self.problems.append(Problem(where, msg))

    def int_(self, d: dict[str, Any], key: str, where: str, default: int = 0) -> int:
        v = d.get(key, default)
        if isinstance(v, bool) or not isinstance(v, int):
            self.bad(f"{where}.{key}", msg("is {value!r}; expected a whole number", value=v))
            return default
        return v

    def str_(
        self,
        d: dict[str, Any],
        key: str,
        where: str,
        default: str | None = None,
        allowed: tuple[str, ...] | None = None,
    ) -> str | None:
        v = d.get(key, default)
        if v is None:
            return None
        if not isinstance(v, str):
            self.bad(f"{where}.{key}", msg("is {value!r}; expected text", value=v))
            return default
        if allowed is not None and v not in allowed:
            self.bad(
                f"{where}.{key}",
                msg("is {value!r}; expected one of {allowed}", value=v, allowed=", ".join(allowed)),
            )
            return default
        return v

    def obj(self, v: Any, where: str) -> dict[str, Any]:
        if not isinstance(v, dict):
            self.bad(where, msg("is {kind}; expected an object", kind=type(v).__name__))
            return {}
        return v

    def list_(self, d: dict[str, Any], key: str, where: str) -> list[Any]:
        v = d.get(key, [])
        if not isinstance(v, list):
            self.bad(f"{where}.{key}", msg("is not a list"))
            return []
        return v


def read_ability(r: Reader, v: Any, where: str) -> Ability:
    d = r.obj(v, where)
    kind = r.str_(d, "type", where, "attack", ABILITY_TYPES) or "attack"
    return Ability(
        type=kind,
        value=r.int_(d, "value", where),
        range=r.str_(d, "range", where, "nearest", RANGES) or "nearest",
        id=r.str_(d, "id", where, "") or "",
        name=r.str_(d, "name", where, "") or "",
        crest=r.str_(d, "crest", where),
        crest_value=r.int_(d, "crest_value", where),
        long_range=bool(d.get("long_range", False)),
        requires_crest=r.str_(d, "requires_crest", where),
        wants=r.str_(d, "wants", where),
    )


def parse_order_card(r: Reader, v: Any, where: str) -> OrderCard | None:
    d = r.obj(v, where)
    cid = r.str_(d, "id", where)
    if not cid:
        r.bad(f"{where}.id", msg("is missing"))
        return None
    steps = r.list_(d, "steps", where) or list(STEPS)
    if sorted(steps) != sorted(STEPS):
        r.bad(
            f"{where}.steps",
            msg(
                "is {value!r}; expected movement, activation and refresh, "
                "each once, in the card's order",
                value=steps,
            ),
        )
        steps = list(STEPS)
    return OrderCard(
        id=cid,
        name=r.str_(d, "name", where, "") or "",
        steps=tuple(steps),
        refresh=r.int_(d, "refresh", where, 1),
        defense_modifier=r.int_(d, "defense_modifier", where),
        compass=r.str_(d, "compass", where, "N", COMPASS) or "N",
        unique_crest=bool(d.get("unique_crest", False)),
    )


def _requirements(r: Reader, d: dict[str, Any], key: str, where: str) -> tuple[Requirement, ...]:
    out = []
    for i, v in enumerate(r.list_(d, key, where)):
        w = f"{where}.{key}[{i}]"
        rd = r.obj(v, w)
        kinds = [k for k in REQUIREMENT_KINDS if k in rd]
        if len(kinds) != 1:
            r.bad(w, msg("needs exactly one of {kinds}", kinds=", ".join(REQUIREMENT_KINDS)))
            continue
        kind = kinds[0]
        of = r.str_(rd, kind, w, "enemy", REQUIREMENT_OF) or "enemy"
        lo = rd.get("min")
        hi = rd.get("max")
        for k, val in (("min", lo), ("max", hi)):
            if val is not None and (isinstance(val, bool) or not isinstance(val, int)):
                r.bad(f"{w}.{k}", msg("is {value!r}; expected a whole number", value=val))
        out.append(
            Requirement(
                kind=kind,
                of=of,
                min=lo if isinstance(lo, int) else None,
                max=hi if isinstance(hi, int) else None,
                bonus=r.str_(rd, "bonus", w),
            )
        )
    return tuple(out)


def parse_solo_card(r: Reader, v: Any, where: str) -> SoloCard | None:
    d = r.obj(v, where)
    cid = r.str_(d, "id", where)
    if not cid:
        r.bad(f"{where}.id", msg("is missing"))
        return None
    cards = []
    for i, cv in enumerate(r.list_(d, "action_cards", where)):
        w = f"{where}.action_cards[{i}]"
        cd = r.obj(cv, w)
        acid = r.str_(cd, "id", w)
        if not acid:
            r.bad(f"{w}.id", msg("is missing"))
            continue
        cards.append(
            ActionCard(
                id=acid,
                name=r.str_(cd, "name", w, "") or "",
                move=r.int_(cd, "move", w),
                defense=r.int_(cd, "defense", w),
                crest=r.str_(cd, "crest", w),
                stars=r.int_(cd, "stars", w),
                crest_defense=r.int_(cd, "crest_defense", w),
                abilities=tuple(
                    read_ability(r, a, f"{w}.abilities[{j}]")
                    for j, a in enumerate(r.list_(cd, "abilities", w))
                ),
            )
        )
    fb = d.get("fallback")
    speed = d.get("sidekick_speed")
    return SoloCard(
        id=cid,
        hero=r.str_(d, "hero", where, "") or "",
        destination=_requirements(r, d, "destination", where),
        sidekick_destination=_requirements(r, d, "sidekick_destination", where),
        ignore_bonuses=tuple(str(b) for b in r.list_(d, "ignore_bonuses", where)),
        star_priority=tuple(
            read_ability(r, a, f"{where}.star_priority[{j}]")
            for j, a in enumerate(r.list_(d, "star_priority", where))
        ),
        fallback=read_ability(r, fb, f"{where}.fallback") if fb is not None else None,
        action_cards=tuple(cards),
        sidekick_speed=speed if isinstance(speed, int) else None,
    )


def read_cards(data: dict[str, Any], into: CardLibrary, where: str = "") -> list[Problem]:
    """Add the ``order_cards`` and ``solo_cards`` of ``data`` to ``into`` (same id: replaced).
    Returns the problems found, each with its place."""
    r = Reader()
    prefix = f"{where}." if where else ""
    for i, v in enumerate(r.list_(data, "order_cards", where or "(top level)")):
        oc = parse_order_card(r, v, f"{prefix}order_cards[{i}]")
        if oc is not None:
            into.order_cards[oc.id] = oc
    for i, v in enumerate(r.list_(data, "solo_cards", where or "(top level)")):
        sc = parse_solo_card(r, v, f"{prefix}solo_cards[{i}]")
        if sc is not None:
            into.solo_cards[sc.id] = sc
    return r.problems


@cache
def _bundled_json(name: str) -> dict[str, Any]:
    text = resources.files("tabletop_ai").joinpath(f"data/battlecrest/{name}").read_text("utf-8")
    data = json.loads(text)
    assert isinstance(data, dict)
    return data


def bundled_library() -> CardLibrary:
    """The example cards shipped in ``data/battlecrest/`` (order_cards.json, solo_cards.json).

    Raises :class:`CardError` naming the file and place if a bundled file was edited badly."""
    lib = CardLibrary()
    for name in ("order_cards.json", "solo_cards.json"):
        problems = read_cards(_bundled_json(name), lib)
        if problems:
            raise CardError(
                [Problem(f"data/battlecrest/{name}: {p.where}", p.message) for p in problems]
            )
    return lib
