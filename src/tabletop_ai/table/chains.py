"""Destiny Operations' priority chains, read as data from ``data/destiny/chains.json``.

Each chain names its candidates and its criteria; each criterion name maps to a key function
here. Ranking uses the generic :func:`tabletop_ai.engine.priority.rank`, so every place comes
with the criterion that decided it, and candidates still equal after the whole chain are
reported as tied ("the AI follows the listed priorities ... until there is only one target
left to choose": when the list runs out, the players choose).

Readings where the Operations text is silent (documented in the README):

- *least health remaining* (target, shields) is health without shields; the upgrade and
  activation chains say "including shields" and add them.
- *most dice* counts the character's dice and its upgrades' dice.
- *damage sides* counts die sides showing melee, ranged or indirect damage (modifiers
  included); *base* damage sides leave out upgrade dice.
- shields go only to characters below the base game's cap of three shields.
- *special*: each die's ``special_damage`` says how much damage its special would deal.
- *indirect*: damage is placed one point at a time: on a character with shields first (the
  point removes a shield), then the character that has taken least of this damage so far,
  then non-unique before unique.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.reader import read_json
from tabletop_ai.engine.priority import Criterion, rank, why_placed
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.table.io import TableError
from tabletop_ai.table.model import MAX_SHIELDS, Character, Die, Table


@dataclass(frozen=True)
class DieItem:
    """A die in the pool together with the character it belongs to."""

    character: Character
    die: Die

    @property
    def id(self) -> str:
        return self.die.id

    @property
    def label(self) -> str:
        face = self.die.face
        return (
            msg(
                "{owner}'s die {die} showing {face}",
                owner=content_label(self.character.label),
                die=self.die.id,
                face=face.text,
            )
            if face
            else msg(
                "{owner}'s die {die}", owner=content_label(self.character.label), die=self.die.id
            )
        )


@dataclass
class Context:
    """What a key may need beyond the candidate: the table, and for indirect damage how much
    each character has taken so far."""

    table: Table
    taken: dict[str, int] = field(default_factory=dict)

    def position(self, c: Character) -> int:
        """Left-most first: the character's place in the table's list."""
        return next(i for i, x in enumerate(self.table.characters) if x.id == c.id)


_READY = msg("ready")
_EXHAUSTED = msg("exhausted")


@dataclass(frozen=True)
class CriterionDef:
    """A criterion name from the data file: its label, key (lower is better) and words."""

    label: str
    key: Callable[[Context, Any], Any]
    show: Callable[[Context, Any], str]


_UNIQUE = msg("unique")
_NOT_UNIQUE = msg("not unique")


def _dice(n: int) -> str:
    return msg("%n die", n=n) if n == 1 else msg("%n dice", n=n)


def _unique(c: Any) -> str:
    return _UNIQUE if c.unique else _NOT_UNIQUE


CRITERIA: dict[str, CriterionDef] = {
    "least-health": CriterionDef(
        msg("least health remaining"),
        lambda x, c: c.health,
        lambda x, c: msg("{health} health", health=c.health),
    ),
    "most-dice": CriterionDef(
        msg("most dice"), lambda x, c: -len(c.all_dice), lambda x, c: _dice(len(c.all_dice))
    ),
    "most-damage-sides": CriterionDef(
        msg("highest damage sides (including upgrades)"),
        lambda x, c: -c.damage_sides,
        lambda x, c: msg("%n damage side(s)", n=c.damage_sides),
    ),
    "most-base-damage-sides": CriterionDef(
        msg("most base damage sides"),
        lambda x, c: -c.base_damage_sides,
        lambda x, c: msg("%n base damage side(s)", n=c.base_damage_sides),
    ),
    "unique": CriterionDef(
        msg("unique"), lambda x, c: 0 if c.unique else 1, lambda x, c: _unique(c)
    ),
    "non-unique": CriterionDef(
        msg("non-unique characters first"),
        lambda x, c: 1 if c.unique else 0,
        lambda x, c: _unique(c),
    ),
    "most-cost": CriterionDef(
        msg("most points or resource cost"),
        lambda x, c: -c.cost,
        lambda x, c: msg("cost {cost}", cost=c.cost),
    ),
    "lowest-set-number": CriterionDef(
        msg("lowest set number"),
        lambda x, c: c.set_number,
        lambda x, c: msg("set number {number}", number=c.set_number),
    ),
    "least-dice-in-pool": CriterionDef(
        msg("least dice in pool"),
        lambda x, c: c.dice_in_pool,
        lambda x, c: msg("{count} in pool", count=c.dice_in_pool),
    ),
    "most-upgrades": CriterionDef(
        msg("most upgrades"),
        lambda x, c: -len(c.upgrades),
        lambda x, c: msg("%n upgrade(s)", n=len(c.upgrades)),
    ),
    "least-upgrades": CriterionDef(
        msg("least upgrades attached"),
        lambda x, c: len(c.upgrades),
        lambda x, c: msg("%n upgrade(s)", n=len(c.upgrades)),
    ),
    "most-health-with-shields": CriterionDef(
        msg("most health remaining (including shields)"),
        lambda x, c: -c.health_with_shields,
        lambda x, c: msg("{health} health with shields", health=c.health_with_shields),
    ),
    "ready": CriterionDef(
        msg("a ready character"),
        lambda x, c: 0 if c.ready else 1,
        lambda x, c: _READY if c.ready else _EXHAUSTED,
    ),
    "left-most": CriterionDef(
        msg("left-most card in play"),
        lambda x, c: x.position(c),
        lambda x, c: msg("position {position} from the left", position=x.position(c) + 1),
    ),
    "die-most-damage-sides": CriterionDef(
        msg("highest damage sides"),
        lambda x, d: -d.die.damage_sides,
        lambda x, d: msg("%n damage side(s)", n=d.die.damage_sides),
    ),
    "die-most-special-damage": CriterionDef(
        msg("most damage output"),
        lambda x, d: -d.die.special_damage,
        lambda x, d: msg("{damage} damage", damage=d.die.special_damage),
    ),
    "shields-first": CriterionDef(
        msg("removing shields first"),
        lambda x, c: 0 if c.shields else 1,
        lambda x, c: msg("%n shield(s)", n=c.shields),
    ),
    "least-taken-so-far": CriterionDef(
        msg("even the damage across all characters"),
        lambda x, c: x.taken.get(c.id, 0),
        lambda x, c: msg("{taken} taken so far", taken=x.taken.get(c.id, 0)),
    ),
}

CANDIDATES = (
    "player-characters",
    "ai-characters",
    "ai-characters-below-shield-cap",
    "ai-ready-characters",
    "ai-dice-in-pool",
    "ai-dice-showing-special",
)


@dataclass(frozen=True)
class Chain:
    """One chain of the data file."""

    id: str
    title: str
    rule: str
    candidates: str
    criteria: tuple[str, ...]
    per_point: bool = False

    def bind(self, ctx: Context) -> list[Criterion[Any]]:
        """The chain as generic criteria, with ``ctx`` bound into each key."""
        return [_bound(CRITERIA[name], ctx) for name in self.criteria]


def _bound(d: CriterionDef, ctx: Context) -> Criterion[Any]:
    def key(item: Any) -> Any:
        return d.key(ctx, item)

    def show(item: Any) -> str:
        return d.show(ctx, item)

    return Criterion(d.label, key, show)


def chains_from_json(data: Any, source: str) -> dict[str, Chain]:
    """Check and build the chains; :class:`TableError` names the place of each problem."""
    problems: list[Problem] = []
    if not isinstance(data, dict) or data.get("format") != "tabletop-ai/priority-chains":
        raise TableError(source, [Problem("format", "must be 'tabletop-ai/priority-chains'")])
    if data.get("version") != 1:
        raise TableError(
            source,
            [Problem("version", f"is {data.get('version')!r}; this version reads version 1")],
        )
    out: dict[str, Chain] = {}
    chains = data.get("chains")
    if not isinstance(chains, list):
        raise TableError(source, [Problem("chains", "must be a list")])
    for i, c in enumerate(chains):
        where = f"chains[{i}]"
        if not isinstance(c, dict) or not isinstance(c.get("id"), str):
            problems.append(Problem(where, 'must be an object with an "id"'))
            continue
        if c.get("candidates") not in CANDIDATES:
            problems.append(
                Problem(
                    f"{where}.candidates",
                    f"{c.get('candidates')!r} is not one of {', '.join(CANDIDATES)}",
                )
            )
        crit = c.get("criteria")
        if not isinstance(crit, list) or not crit:
            problems.append(Problem(f"{where}.criteria", "must be a non-empty list"))
            crit = []
        for j, name in enumerate(crit):
            if name not in CRITERIA:
                problems.append(
                    Problem(
                        f"{where}.criteria[{j}]",
                        f"{name!r} is not a known criterion (known: {', '.join(sorted(CRITERIA))})",
                    )
                )
        if c["id"] in out:
            problems.append(Problem(where, f'id "{c["id"]}" is used twice'))
        out[c["id"]] = Chain(
            c["id"],
            str(c.get("title", c["id"])),
            str(c.get("rule", "")),
            str(c.get("candidates")),
            tuple(str(n) for n in crit),
            bool(c.get("per_point", False)),
        )
    if problems:
        raise TableError(source, problems)
    return out


def load_chains(path: str | Path | None = None) -> dict[str, Chain]:
    """The chains of ``path``, or the bundled Destiny Operations chains."""
    if path is None:
        return dict(_bundled())
    p = Path(path)
    return chains_from_json(read_json(p, TableError), p.name)


@cache
def _bundled() -> dict[str, Chain]:
    text = resources.files("tabletop_ai").joinpath("data/destiny/chains.json").read_text("utf-8")
    return chains_from_json(json.loads(text), "chains.json")


# -- ranking -------------------------------------------------------------------------------
@dataclass
class Place:
    """One place of a ranked list: who, and the criterion that decided it."""

    place: int
    item: Any
    id: str
    name: str
    decided_by: str | None
    reason: str
    tied_with: list[str] = field(default_factory=list)
    #: the candidate's value on each criterion, in words (criterion label → value)
    values: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "place": self.place,
            "id": self.id,
            "name": self.name,
            "decided_by": self.decided_by,
            "reason": self.reason,
            "tied_with": list(self.tied_with),
            "values": dict(self.values),
        }


@dataclass
class RankedList:
    """A chain applied to a table: the places in order, and who was left out and why."""

    chain: str
    title: str
    rule: str
    criteria: list[str]
    places: list[Place] = field(default_factory=list)
    excluded: list[tuple[str, str]] = field(default_factory=list)

    @property
    def first(self) -> Any | None:
        """The chosen candidate (the first place), or None when there is none."""
        return self.places[0].item if self.places else None

    @property
    def tied_first(self) -> list[str]:
        """Names tied with the first place (the players choose among them)."""
        return list(self.places[0].tied_with) if self.places else []

    def lines(self) -> list[str]:
        out: list[str] = [
            msg("{title} — {criteria}", title=self.title, criteria=join(self.criteria, ", "))
        ]
        for p in self.places:
            mark = "=" if p.tied_with else "."
            out.append(
                msg(
                    "  {place}{mark} {name} — {reason}",
                    place=p.place,
                    mark=mark,
                    name=p.name,
                    reason=p.reason,
                )
            )
        for name, why in self.excluded:
            out.append(msg("  (not a candidate: {name} — {why})", name=name, why=why))
        if not self.places:
            out.append(msg("  no candidate"))
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "chain": self.chain,
            "title": self.title,
            "rule": self.rule,
            "criteria": list(self.criteria),
            "places": [p.to_json() for p in self.places],
            "excluded": [{"name": n, "why": w} for n, w in self.excluded],
        }


def candidates(
    table: Table, chain: Chain, area: str | None = None, owner: str | None = None
) -> tuple[list[Any], list[tuple[str, str]]]:
    """The candidates a chain ranks, and those left out with the reason."""
    excluded: list[tuple[str, str]] = []
    names = display_names(table)
    kind = chain.candidates
    if kind == "player-characters":
        return table.player_characters(area, owner), excluded
    ai = table.ai_characters(area)
    if kind == "ai-characters":
        return ai, excluded
    if kind == "ai-characters-below-shield-cap":
        out = []
        for c in ai:
            if c.shields >= MAX_SHIELDS:
                excluded.append(
                    (
                        names[c.id],
                        msg(
                            "already has {shields} shields, the most a character may have",
                            shields=MAX_SHIELDS,
                        ),
                    )
                )
            else:
                out.append(c)
        return out, excluded
    if kind == "ai-ready-characters":
        out = []
        for c in ai:
            (out.append(c) if c.ready else excluded.append((names[c.id], _EXHAUSTED)))
        return out, excluded
    dice = [DieItem(c, d) for c in ai for d in c.all_dice if d.in_pool]
    if kind == "ai-dice-showing-special":
        keep = []
        for it in dice:
            face = it.die.face
            if face is not None and face.kind == "special":
                keep.append(it)
            else:
                excluded.append((_display(names, it), msg("not showing a special")))
        return keep, excluded
    return dice, excluded


def display_names(table: Table) -> dict[str, str]:
    """What each character is called in a list: its name, with its id when two characters
    share the name (two "Beach Sentry" cards)."""
    count: dict[str, int] = {}
    for c in table.characters:
        count[c.label] = count.get(c.label, 0) + 1
    return {
        c.id: content_label(c.label)
        if count[c.label] == 1
        else msg("{name} ({id})", name=content_label(c.label), id=c.id)
        for c in table.characters
    }


def _display(names: dict[str, str], item: Any) -> str:
    if isinstance(item, DieItem):
        face = item.die.face
        owner = names.get(item.character.id, item.character.label)
        return (
            msg("{owner}'s die {die} showing {face}", owner=owner, die=item.die.id, face=face.text)
            if face
            else msg("{owner}'s die {die}", owner=owner, die=item.die.id)
        )
    return names.get(item.id, str(item.label))


def rank_chain(
    table: Table,
    chain: Chain | str,
    area: str | None = None,
    owner: str | None = None,
    ctx: Context | None = None,
    exclude: dict[str, str] | None = None,
) -> RankedList:
    """Rank the chain's candidates on ``table`` (optionally one play area, or one player's
    characters), each place with the criterion that decided it. ``exclude`` maps candidate
    ids to leave out to the reason shown."""
    if isinstance(chain, str):
        chain = load_chains()[chain]
    ctx = ctx or Context(table)
    items, excluded = candidates(table, chain, area, owner)
    if exclude:
        names = display_names(table)
        excluded += [(_display(names, it), exclude[it.id]) for it in items if it.id in exclude]
        items = [it for it in items if it.id not in exclude]
    crits = chain.bind(ctx)
    ranked = rank(items, crits)
    out = RankedList(
        chain.id,
        content_label(chain.title),
        content_label(chain.rule),
        [c.label for c in crits],
        excluded=excluded,
    )
    names = display_names(table)

    def name(x: Any) -> str:
        return _display(names, x)

    first_of_group = 0
    for i, r in enumerate(ranked):
        if i and r.keys != ranked[i - 1].keys:
            first_of_group = i
        out.places.append(
            Place(
                place=first_of_group + 1,
                item=r.item,
                id=r.item.id,
                name=name(r.item),
                decided_by=r.decided_by,
                reason=why_placed(r, crits, name),
                tied_with=[name(t) for t in r.tied_with],
                values={c.label: c.describe(r.item) for c in crits},
            )
        )
    return out


# -- indirect damage -------------------------------------------------------------------------
@dataclass
class IndirectPoint:
    """One point of indirect damage placed on an AI character."""

    n: int
    character: str
    name: str
    effect: str
    ranked: RankedList

    def to_json(self) -> dict[str, Any]:
        return {
            "point": self.n,
            "character": self.character,
            "name": self.name,
            "effect": self.effect,
            "ranked": self.ranked.to_json(),
        }


def allocate_indirect(
    table: Table, amount: int, area: str | None = None
) -> tuple[Table, list[IndirectPoint]]:
    """Place ``amount`` indirect damage on the AI's characters by the indirect chain, one
    point at a time (each point re-ranks). Returns the table after and each point's reason;
    the caller's table is not changed."""
    chain = load_chains()["indirect"]
    t = table.copy()
    ctx = Context(t)
    out: list[IndirectPoint] = []
    for n in range(1, amount + 1):
        ranked = rank_chain(t, chain, area, ctx=ctx)
        c = ranked.first
        if c is None:
            break
        if c.shields:
            c.shields -= 1
            effect = msg("removes a shield")
        else:
            c.health -= 1
            effect = msg("1 damage — defeated") if c.health <= 0 else msg("1 damage")
        ctx.taken[c.id] = ctx.taken.get(c.id, 0) + 1
        out.append(IndirectPoint(n, c.id, c.label, effect, ranked))
    return t, out
