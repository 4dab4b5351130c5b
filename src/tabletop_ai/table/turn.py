"""The AI's turn, upkeep and stage advance in Destiny Operations
(``reference/destiny-operations.md``, "Action Phase", "Upkeep Phase", "Advancing Stages",
"Multi-Stages").

Like a plan on a board, a :class:`TurnResult` is a value: the caller's table is never changed;
the result holds the table after the turn and every step with the reason a player is told.
Shuffles use the table's recorded ``seed`` and ``rng_step``, so replaying a file gives the
same deck order.

Readings where the text is silent (documented in the README):

- A card whose resource cost the AI cannot pay is discarded without effect ("it is the
  card's resource cost (as normal)": in Destiny a card that cannot be paid for is not played).
- Harmful symbols (``damage``, ``indirect``, ``discard``, ``disrupt``) resolve once against
  each player; ``damage`` hits that player's character first by target priority, shields
  first; ``indirect`` is assigned by the player. Other symbols help the AI once: ``shield``
  places shields by the shield chain one at a time, ``focus`` names the die by the focus
  chain.
- With an empty deck the AI resolves the largest group of its pool dice showing the same
  symbol (1MD, 2MD and 3MD are one melee group; ties: damage first, then the higher total);
  a modifier side joins a base die of its symbol and never resolves alone; blanks never.
- A stage advances when no AI character is in play in any of its play areas.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.engine.priority import Criterion, rank, why_placed
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.table.chains import RankedList, display_names, rank_chain
from tabletop_ai.table.model import (
    DAMAGE_KINDS,
    HARMFUL_SYMBOLS,
    MAX_SHIELDS,
    MAX_UPGRADES,
    Area,
    Card,
    Character,
    Die,
    Table,
    Upgrade,
    parse_side,
)

HAND_SIZE = 5
HARMFUL = HARMFUL_SYMBOLS
#: resources the AI starts the game with ("The AI will start with 2 resources")
START_RESOURCES = 2


@dataclass
class Step:
    """One thing the AI does, in words, with the ranked lists that decided it."""

    kind: str
    area: str
    text: str
    ranked: list[RankedList] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "area": self.area,
            "text": self.text,
            "ranked": [r.to_json() for r in self.ranked],
            **self.data,
        }


@dataclass
class TurnResult:
    """The table after the AI's turn (or upkeep) and each step in order."""

    table: Table
    steps: list[Step] = field(default_factory=list)

    def lines(self) -> list[str]:
        out = []
        for s in self.steps:
            out.append(
                s.text if s.area == "main" else msg("[{area}] {text}", area=s.area, text=s.text)
            )
        return out

    def to_json(self) -> dict[str, Any]:
        return {"steps": [s.to_json() for s in self.steps]}


def _rng(t: Table) -> tuple[random.Random, str]:
    """The next random source of the table: its recorded seed and step (then one step on)."""
    rng = random.Random(t.seed * 1_000_003 + t.rng_step)
    note = msg("seed {seed}, step {step}", seed=t.seed, step=t.rng_step)
    t.rng_step += 1
    return rng, note


def shuffle(t: Table, cards: list[str]) -> str:
    """Shuffle ``cards`` in place with the table's recorded seed; returns what was used."""
    rng, note = _rng(t)
    rng.shuffle(cards)
    return note


def roll(t: Table, dice: list[Die]) -> str:
    """Roll ``dice`` into the pool with the table's recorded seed; returns what was used."""
    rng, note = _rng(t)
    for d in dice:
        d.showing = rng.randrange(len(d.sides))
        d.in_pool = True
    return note


def _take_damage(c: Character, amount: int) -> str:
    """Shields absorb damage first, one each; the rest comes off health."""
    absorbed = min(c.shields, amount)
    c.shields -= absorbed
    c.health = max(c.health - (amount - absorbed), 0)
    parts: list[str] = []
    if absorbed:
        parts.append(msg("%n shield(s) removed", n=absorbed))
    if amount - absorbed:
        parts.append(
            msg("{character} at {health} health", character=content_label(c.label), health=c.health)
        )
    if c.health <= 0:
        parts.append(msg("defeated"))
    return join(parts, ", ")


def eliminate_out(
    t: Table, res: TurnResult, area: str = "main", only: list[str | None] | None = None
) -> list[str]:
    """ "When a player has no characters in play ... that player is eliminated from the
    game": at once, as soon as their last character is defeated (only running out of cards
    waits for the end of upkeep). ``only``: the players whose character was just hit. Returns
    the ids eliminated now."""
    out = []
    for p in t.players:
        if only is not None and p.id not in only:
            continue
        if not p.eliminated and not t.player_characters(owner=p.id):
            p.eliminated = True
            out.append(p.id)
            res.steps.append(
                Step(
                    "eliminated",
                    p.area or area,
                    msg("{player} has no character in play and is eliminated", player=p.label),
                    data={"player": p.id},
                )
            )
    return out


def _n(t: Table, c: Character) -> str:
    """A character's name in a step, with its id when another card has the same name."""
    return display_names(t).get(c.id, c.label)


def _dice(n: int) -> str:
    return msg("%n die", n=n) if n == 1 else msg("%n dice", n=n)


def _choice(r: RankedList) -> str:
    ties = r.tied_first
    if not ties:
        return r.places[0].reason
    return msg("tied with {names}: players choose", names=join(ties, ", "))


def hand(t: Table, area: str = "main") -> list[Card]:
    """The AI has no hand: "their hand is the top 5 cards of their deck"."""
    a = t.area(area)
    return [c for cid in a.deck[:HAND_SIZE] if (c := t.card(cid)) is not None]


# -- the AI's turn ---------------------------------------------------------------------------
def ai_turn(table: Table, card: str | None = None) -> TurnResult:
    """One AI turn in every play area, in multi-stage order (M-1, M-2, ...). ``card`` names
    the card the players drew from a physical deck: it is taken from the deck that holds it
    (ValueError when no AI deck does)."""
    t = table.copy()
    if card is not None and not any(card in a.deck for a in t.areas):
        raise ValueError(f"card {card!r} is in no AI deck")
    res = TurnResult(t)
    for a in t.areas_in_order():
        area_turn(t, a, res, card if card is not None and card in a.deck else None)
    return res


def area_turn(t: Table, a: Area, res: TurnResult, card: str | None = None) -> None:
    """The AI's turn in one play area: draw the top card, resolve its top-left symbol, then
    its effect; with an empty deck resolve same-side dice or pass."""
    if not a.deck:
        _empty_deck(t, a, res)
        return
    if card is not None and card in a.deck:
        a.deck.remove(card)
        cid = card
        players_drew = True
    else:
        cid = a.deck.pop(0)
        players_drew = False
    c = t.card(cid)
    if c is None:  # the file was checked on load; a card id always names a card
        raise KeyError(cid)
    value = c.value * (a.per_player if c.per_player else 1)
    top = (
        msg(
            "{symbol} {value} ({card_value} x {players} players)",
            symbol=c.symbol,
            value=value,
            card_value=c.value,
            players=a.per_player,
        )
        if c.per_player
        else msg("{symbol} {value}", symbol=c.symbol, value=value)
    )
    res.steps.append(
        Step(
            "draw",
            a.id,
            msg(
                "AI the players drew: {card} ({type}; top-left {top})",
                card=content_label(c.label),
                type=c.type,
                top=top,
            )
            if players_drew
            else msg(
                "AI draws the top card of its deck: {card} ({type}; top-left {top})",
                card=content_label(c.label),
                type=c.type,
                top=top,
            ),
            data={"card": c.id, "value": value},
        )
    )
    plan = _plan_upgrade(t, a, c) if c.type == "upgrade" else None
    if c.symbol == "resource":
        cut: str = ""
        if plan is not None and plan[2] is not None:
            over = plan[2]
            cut = msg(
                " ({value} less {cost} for overriding {upgrade})",
                value=c.value,
                cost=over.cost,
                upgrade=content_label(over.name),
            )
            value = max(value - over.cost, 0)
        if a.resources < value:
            res.steps.append(
                Step(
                    "cost",
                    a.id,
                    msg(
                        "cannot pay {value} resources{cut} (has "
                        "{resources}): {card} is discarded without "
                        "effect",
                        value=value,
                        cut=cut,
                        resources=a.resources,
                        card=content_label(c.label),
                    ),
                    data={"paid": False},
                )
            )
            a.discard.append(c.id)
            return
        a.resources -= value
        res.steps.append(
            Step(
                "cost",
                a.id,
                msg(
                    "pays {value} resources{cut} ({resources} left)",
                    value=value,
                    cut=cut,
                    resources=a.resources,
                ),
                data={"paid": True, "resources": a.resources},
            )
        )
    elif c.symbol in HARMFUL:
        _harmful(t, a, c.symbol, value, res)
    else:
        _helpful(t, a, c.symbol, value, res)
    _effect(t, a, c, res, plan)


def _harmful(t: Table, a: Area, symbol: str, value: int, res: TurnResult) -> None:
    """ "resolve the symbol effect against each player, starting with the first player"."""
    order = t.player_order(a.id)
    if not order:
        res.steps.append(
            Step(
                "symbol",
                a.id,
                msg(
                    "{symbol} {value}: no player here to resolve it against",
                    symbol=symbol,
                    value=value,
                ),
            )
        )
    for p in order:
        if p.eliminated:
            continue  # eliminated by an earlier damage of this symbol
        if symbol == "damage":
            r = rank_chain(t, "target", a.id, owner=p.id)
            target = r.first
            if target is None:
                res.steps.append(
                    Step(
                        "symbol",
                        a.id,
                        msg(
                            "{player}: no character in play to deal {value} damage to",
                            player=p.label,
                            value=value,
                        ),
                        [r],
                    )
                )
                continue
            what = _take_damage(target, value)
            res.steps.append(
                Step(
                    "symbol",
                    a.id,
                    msg(
                        "{player}: {value} damage to {target} ({why}) — {result}",
                        player=p.label,
                        value=value,
                        target=_n(t, target),
                        why=_choice(r),
                        result=what,
                    ),
                    [r],
                    {"player": p.id, "target": target.id, "amount": value},
                )
            )
            eliminate_out(t, res, a.id, [target.owner])
        else:
            words = {
                "indirect": msg(
                    "takes {value} indirect damage ({player} assigns it)",
                    value=value,
                    player=p.label,
                ),
                "discard": msg("discards %n card(s) from hand", n=value),
                "disrupt": msg("loses %n resource(s)", n=value),
            }[symbol]
            res.steps.append(
                Step(
                    "symbol",
                    a.id,
                    msg("{player} {does}", player=p.label, does=words),
                    data={"player": p.id, "amount": value},
                )
            )


def _helpful(t: Table, a: Area, symbol: str, value: int, res: TurnResult) -> None:
    """Symbols that are not harmful "help the AI (like shields)"."""
    if symbol == "shield":
        for _ in range(value):
            r = rank_chain(t, "shields", a.id)
            c = r.first
            if c is None:
                res.steps.append(
                    Step("symbol", a.id, msg("shield: no AI character can take a shield"), [r])
                )
                break
            c.shields += 1
            res.steps.append(
                Step(
                    "symbol",
                    a.id,
                    msg(
                        "a shield on {character} ({why}); now {shields}",
                        character=_n(t, c),
                        why=_choice(r),
                        shields=c.shields,
                    ),
                    [r],
                    {"target": c.id},
                )
            )
        return
    if symbol == "focus":
        _focus(t, a, value, res)
        return
    if symbol == "special":
        r = rank_chain(t, "special", a.id)
        d = r.first
        if d is None:
            res.steps.append(Step("symbol", a.id, msg("special: no AI die shows a special"), [r]))
            return
        d.die.in_pool = False
        d.die.showing = None
        res.steps.append(
            Step(
                "symbol",
                a.id,
                msg(
                    "resolves the special of {die} ({why}) for the players to apply",
                    die=r.places[0].name,
                    why=_choice(r),
                ),
                [r],
                {"die": d.die.id},
            )
        )
        return
    res.steps.append(
        Step("symbol", a.id, msg("{symbol} {value} helps the AI", symbol=symbol, value=value))
    )


def best_side(d: Die) -> int | None:
    """The side a focus turns a die to: its highest damage side, a non-modifier before a
    modifier ("AI will only focus to sides it can use"); None when it has no damage side."""
    best: tuple[int, int] | None = None
    idx = None
    for i, text in enumerate(d.sides):
        side = parse_side(text)
        if side is None or not side.damage:
            continue
        key = (0 if side.modifier else 1, side.value)
        if best is None or key > best:
            best, idx = key, i
    return idx


def _focus(t: Table, a: Area, value: int, res: TurnResult) -> None:
    """ "Focus: Highest Damage sides": each focus turns the pool die the focus chain puts
    first (each die once) to its best damage side. A die already showing its best side, or
    with no damage side to turn to, is not a candidate: focus is never spent on it ("AI will
    only focus to sides it can use")."""
    turned: dict[str, str] = {}
    for ch in t.ai_characters(a.id):
        for d in ch.all_dice:
            if not d.in_pool:
                continue
            to = best_side(d)
            if to is None:
                turned[d.id] = msg("no damage side to turn it to")
            elif to == d.showing:
                turned[d.id] = msg("already shows its best side {side}", side=d.sides[to])
    for _ in range(value):
        r = rank_chain(t, "focus", a.id, exclude=turned)
        if not r.places:
            res.steps.append(
                Step(
                    "symbol",
                    a.id,
                    msg("focus: no (other) AI die in the pool that a focus would improve"),
                    [r],
                )
            )
            return
        d = r.places[0].item.die
        name = msg("{owner}'s die {die}", owner=_n(t, r.places[0].item.character), die=d.id)
        turned[d.id] = msg("focused already")
        to = best_side(d)
        assert to is not None
        before = d.sides[d.showing] if d.showing is not None else "?"
        d.showing = to
        res.steps.append(
            Step(
                "symbol",
                a.id,
                msg(
                    "focus: turns {die} from {before} to {after} ({why})",
                    die=name,
                    before=before,
                    after=d.sides[to],
                    why=_choice(r),
                ),
                [r],
                {"die": d.id, "to": d.sides[to]},
            )
        )


UpgradePlan = tuple[RankedList, Character | None, Upgrade | None]


def _plan_upgrade(t: Table, a: Area, card: Card | None = None) -> UpgradePlan:
    """Where an upgrade goes (the upgrade chain's first), and which upgrade it overrides:
    "The AI will override an upgrade if the one in play is cheaper, or has a die with less
    base damage sides / values" — whenever one of the target's upgrades is cheaper than the
    new card or has a die with fewer damage sides (or lower damage values) than the new
    card's die, not only when it already has three. Among several, the cheapest, then the
    one whose die has fewest damage sides. At three upgrades one is always overridden (the
    base game's limit)."""
    r = rank_chain(t, "upgrade", a.id)
    target = r.first
    over = None
    if target is None or not target.upgrades:
        return r, target, over
    new_cost = card.value if card is not None and card.symbol == "resource" else 0
    new_die = _card_die(card) if card is not None else None
    new_sides = new_die.damage_sides if new_die is not None else 0
    new_value = _damage_value(new_die)

    def worse(u: Upgrade) -> bool:
        if card is None:
            return False
        if u.cost < new_cost:
            return True
        sides = u.die.damage_sides if u.die else 0
        return new_die is not None and (
            sides < new_sides or (sides == new_sides and _damage_value(u.die) < new_value)
        )

    def key(u: Upgrade) -> tuple[int, int]:
        return (u.cost, u.die.damage_sides if u.die else 0)

    able = [u for u in target.upgrades if worse(u)]
    if able:
        over = min(able, key=key)
    elif len(target.upgrades) >= MAX_UPGRADES:
        over = min(target.upgrades, key=key)
    return r, target, over


def _card_die(c: Card) -> Die | None:
    die_data = c.extra.get("die")
    if isinstance(die_data, dict) and isinstance(die_data.get("sides"), list):
        return Die(id=f"{c.id}-die", sides=[str(x) for x in die_data["sides"]])
    return None


def _damage_value(d: Die | None) -> int:
    """The sum of a die's base (non-modifier) damage values."""
    if d is None:
        return 0
    return sum(s.value for s in d.parsed() if s.damage and not s.modifier)


def _effect(t: Table, a: Area, c: Card, res: TurnResult, plan: UpgradePlan | None = None) -> None:
    """Then resolve the effect of the card; an upgrade goes where the upgrade chain says."""
    if c.type == "upgrade":
        r, target, over = plan or _plan_upgrade(t, a, c)
        if target is None:
            res.steps.append(
                Step(
                    "effect",
                    a.id,
                    msg(
                        "{card}: no AI character to upgrade — discarded",
                        card=content_label(c.label),
                    ),
                    [r],
                )
            )
            a.discard.append(c.id)
            return
        die = _card_die(c)
        replaced: str = ""
        if over is not None:
            target.upgrades.remove(over)
            card_id = over.extra.get("card")
            if isinstance(card_id, str) and t.card(card_id) is not None:
                a.discard.append(card_id)
            replaced = msg(
                ", overriding {upgrade} (cost {cost})",
                upgrade=content_label(over.name),
                cost=over.cost,
            )
        target.upgrades.append(
            Upgrade(
                name=c.label,
                cost=c.value if c.symbol == "resource" else 0,
                die=die,
                extra={"card": c.id},
            )
        )
        res.steps.append(
            Step(
                "effect",
                a.id,
                msg(
                    "plays {card} on {character} ({why}){replaced}",
                    card=content_label(c.label),
                    character=_n(t, target),
                    why=_choice(r),
                    replaced=replaced,
                ),
                [r],
                {"target": target.id, "overrides": over.name if over is not None else None},
            )
        )
        return
    if c.activates:
        _activate(t, a, res)
    if c.resolves and not _resolve_dice(t, a, res, msg("{card}: ", card=content_label(c.label))):
        res.steps.append(
            Step(
                "dice",
                a.id,
                msg("{card}: no AI die in the pool to resolve", card=content_label(c.label)),
            )
        )
    if (c.activates or c.resolves) and not c.text:
        _to_pile(a, c)
        return
    text: str = c.text or msg("no further effect")
    ranked = []
    if c.text:
        r = rank_chain(t, "target", a.id)
        if r.first is not None:
            ranked.append(r)
            text = msg(
                "{text} — if it targets a character: {character} ({why})",
                text=text,
                character=_n(t, r.first),
                why=_choice(r),
            )
    res.steps.append(
        Step("effect", a.id, msg("{card}: {text}", card=content_label(c.label), text=text), ranked)
    )
    _to_pile(a, c)


def _to_pile(a: Area, c: Card) -> None:
    """Supports and plots stay in play; other cards go to the discard pile."""
    if c.type in ("support", "plot"):
        a.in_play.append(c.id)
    else:
        a.discard.append(c.id)


def _activate(t: Table, a: Area, res: TurnResult) -> None:
    """Activate the AI character the activation chain puts first: exhaust it and roll its
    dice (with upgrades) into the pool, with the recorded seed."""
    r = rank_chain(t, "activation", a.id)
    c = r.first
    if c is None:
        res.steps.append(Step("activate", a.id, msg("no ready AI character to activate"), [r]))
        return
    c.ready = False
    dice = c.all_dice
    note = roll(t, dice)
    faces = ", ".join(f"{d.id} {d.sides[d.showing or 0]}" for d in dice) or msg("no dice")
    res.steps.append(
        Step(
            "activate",
            a.id,
            msg(
                "activates {character} ({why}): rolls {faces} ({note})",
                character=_n(t, c),
                why=_choice(r),
                faces=faces,
                note=note,
            ),
            [r],
            {
                "character": c.id,
                "rolled": {d.id: d.sides[d.showing or 0] for d in dice},
                "roll": note,
            },
        )
    )


def _empty_deck(t: Table, a: Area, res: TurnResult) -> None:
    """ "If there are no cards in the AI's deck, the AI will resolve as many dice as possible
    (showing the same side) or pass if cannot." """
    if not _resolve_dice(t, a, res, msg("the AI deck is empty: ")):
        res.steps.append(
            Step(
                "pass",
                a.id,
                msg(
                    "the AI deck is empty and no AI die in the pool can be resolved: the AI passes"
                ),
            )
        )


def pool_groups(t: Table, area: str) -> dict[str, list[tuple[Character, Die]]]:
    """The AI's pool dice that can be resolved together, by **symbol** (the side's kind):
    "1, 2 and 3 melee damage showing are one group of 6 damage". A modifier side (``+2MD``)
    never resolves alone, only with a base die of its symbol ("will turn modifiers if they
    cannot be used with another die"); blanks are never resolved."""
    base: dict[str, list[tuple[Character, Die]]] = {}
    mods: dict[str, list[tuple[Character, Die]]] = {}
    for ch in t.ai_characters(area):
        for d in ch.all_dice:
            face = d.face
            if face is None or face.kind == "blank":
                continue
            (mods if face.modifier else base).setdefault(face.kind, []).append((ch, d))
    return {k: v + mods.get(k, []) for k, v in base.items()}


def _total(group: list[tuple[Character, Die]]) -> int:
    return sum(d.face.value for _c, d in group if d.face is not None)


def _resolve_dice(t: Table, a: Area, res: TurnResult, lead: str) -> bool:
    """Resolve the largest group of AI pool dice showing the same symbol (ties: damage first,
    then the higher total) for maximum effect. False when no die can be resolved."""
    groups = pool_groups(t, a.id)
    if not groups:
        return False
    damage = {k: k in DAMAGE_KINDS for k in groups}
    chain: list[Criterion[str]] = [
        Criterion(
            msg("as many dice as possible"),
            lambda s: -len(groups[s]),
            lambda s: msg("{count} dice", count=len(groups[s])),
        ),
        Criterion(
            msg("damage sides first"),
            lambda s: 0 if damage[s] else 1,
            lambda s: msg("damage") if damage[s] else msg("not damage"),
        ),
        Criterion(
            msg("highest value"),
            lambda s: -_total(groups[s]),
            lambda s: msg("value {value}", value=_total(groups[s])),
        ),
    ]
    ranked = rank(sorted(groups), chain)
    best = ranked[0]
    kind = best.item
    dice = groups[kind]
    total = _total(dice)
    texts = [d.face.text for _c, d in dice if d.face is not None]
    faces = "+".join(texts)
    side = texts[0] if len(set(texts)) == 1 else faces
    why = why_placed(best, chain)
    for _ch, d in dice:
        d.in_pool = False
        d.showing = None
    text = (
        msg(
            "{lead}resolves {dice} showing {side} ({kind} {faces} = {total}; {why})",
            lead=lead,
            dice=_dice(len(dice)),
            side=side,
            kind=kind,
            faces=faces,
            total=total,
            why=why,
        )
        if len(set(texts)) > 1
        else msg(
            "{lead}resolves {dice} showing {side} ({why})",
            lead=lead,
            dice=_dice(len(dice)),
            side=side,
            why=why,
        )
    )
    steps_ranked: list[RankedList] = []
    data: dict[str, Any] = {}
    if kind in DAMAGE_KINDS:
        r = rank_chain(t, "target", a.id)
        target = r.first
        steps_ranked.append(r)
        if target is None:
            text = msg("{text}; no player character to target", text=text)
        elif kind == "indirect":
            owner = t.player(target.owner)
            who = owner.label if owner else str(target.owner)
            text = msg(
                "{text}; {total} indirect damage to {player} (they assign it)",
                text=text,
                total=total,
                player=who,
            )
            data["player"] = target.owner
        else:
            text = msg(
                "{text}; {total} damage to {target} ({why}) — {result}",
                text=text,
                total=total,
                target=_n(t, target),
                why=_choice(r),
                result=_take_damage(target, total),
            )
            data["player"] = target.owner
    elif kind == "shield":
        placed = []
        for _ in range(total):
            r = rank_chain(t, "shields", a.id)
            c = r.first
            if c is None:
                break
            c.shields = min(c.shields + 1, MAX_SHIELDS)
            placed.append(_n(t, c))
            steps_ranked.append(r)
        text = msg(
            "{text}; shields on {characters}",
            text=text,
            characters=join(placed, ", ") if placed else msg("nobody"),
        )
    elif kind == "resource":
        a.resources += total
        text = msg(
            "{text}; gains {total} resources ({resources})",
            text=text,
            total=total,
            resources=a.resources,
        )
    elif kind in ("discard", "disrupt"):
        # "will follow enemy priority even if it is not a die or dice showing damage (like
        # disrupt, discard, or special)": the player whose character the target chain puts
        # first
        r = rank_chain(t, "target", a.id)
        steps_ranked.append(r)
        first: Character | None = r.first
        owner = t.player(first.owner) if first is not None else None
        if owner is None or first is None:
            text = msg(
                "{text}; {kind} {total}: no player here to target",
                text=text,
                kind=kind,
                total=total,
            )
        else:
            what = (
                msg("discards %n card(s) from hand", n=total)
                if kind == "discard"
                else msg("loses %n resource(s)", n=total)
            )
            text = msg(
                "{text}; {player} {does} ({character} is first: {why})",
                text=text,
                player=owner.label,
                does=what,
                character=_n(t, first),
                why=_choice(r),
            )
            data["player"] = owner.id
    else:
        text = msg(
            "{text}; {kind} {total} for the players to resolve", text=text, kind=kind, total=total
        )
    res.steps.append(
        Step(
            "dice",
            a.id,
            text,
            steps_ranked,
            {
                "side": side,
                "symbol": kind,
                "faces": faces,
                "total": total,
                "dice": [d.id for _c, d in dice],
                "tied": [x.item for x in ranked if x.keys == best.keys and x.item != best.item],
                **data,
            },
        )
    )
    if kind in ("melee", "ranged") and data.get("player"):
        eliminate_out(t, res, a.id, [data["player"]])
    return True


# -- upkeep and stages -----------------------------------------------------------------------
def upkeep(table: Table) -> TurnResult:
    """End of the action phase, then the AI's upkeep in each play area: the stage advances
    if no AI character is left; "The AI gets 1 resource per player. The AI returns their dice
    and readies their cards. Shuffle the AI's discard pile into their AI deck." A player is
    eliminated as soon as their last character falls (:func:`eliminate_out`); one whose
    characters were taken out by hand (the window) is eliminated here at the latest."""
    t = table.copy()
    res = TurnResult(t)
    advance_if_cleared(t, res)
    if t.won:
        return res
    for a in t.areas_in_order():
        a.resources += a.per_player
        for c in t.characters:
            if c.side == "ai" and c.area == a.id:
                for d in c.all_dice:
                    d.in_pool = False
                    d.showing = None
                c.ready = True
        a.deck.extend(a.discard)
        back = len(a.discard)
        a.discard.clear()
        note = shuffle(t, a.deck)
        res.steps.append(
            Step(
                "upkeep",
                a.id,
                msg(
                    "AI upkeep: +{gain} (1 resource per player) = {resources}; "
                    "dice returned, cards readied; %n discarded card(s) shuffled "
                    "into the deck ({cards} cards, {note})",
                    n=back,
                    gain=a.per_player,
                    resources=a.resources,
                    cards=len(a.deck),
                    note=note,
                ),
                data={"resources": a.resources, "shuffle": note},
            )
        )
    eliminate_out(t, res)
    return res


def advance_if_cleared(t: Table, res: TurnResult) -> bool:
    """ "After the end of the action phase, the stage automatically advances when there are
    no more characters under the AI's control in play." """
    if t.won or t.ai_characters():
        return False
    stage_ids = [s.id for s in t.stages]
    nxt = stage_ids.index(t.stage) + 1 if t.stage in stage_ids else 0
    if nxt >= len(t.stages):
        t.won = True
        res.steps.append(
            Step("won", "main", msg("no AI character is left in the final stage: the players win"))
        )
        return True
    start_stage(t, nxt, res, resources=0)
    return True


def start_stage(t: Table, index: int, res: TurnResult, resources: int) -> None:
    """Put stage ``index`` in play: one AI deck per play area from its sets plus the basic
    behaviour set (seeded shuffle), its characters into play, the per-player count fixed.
    "The AI loses any resources it had in the previous stage, as well as any remaining
    cards"."""
    st = t.stages[index]
    t.stage = st.id
    area_ids = [sa.id for sa in st.areas]
    for p in t.players:
        if p.area not in area_ids:
            p.area = area_ids[0]
    # a player's characters are in the play area the player is in
    area_of = {p.id: p.area for p in t.players}
    for c in t.characters:
        if c.side != "ai" and c.owner in area_of:
            c.area = area_of[c.owner]
    t.characters = [
        c
        for c in t.characters
        if c.side != "ai" or (c.in_play and "hunter" in (k.lower() for k in c.keywords))
    ]
    t.areas = []
    for sa in st.areas:
        deck = [c.id for s in [*sa.sets, t.basic_set] for c in t.sets.get(s, [])]
        note = shuffle(t, deck)
        players = len(t.player_order(sa.id))
        t.areas.append(Area(id=sa.id, deck=deck, resources=resources, per_player=players))
        for c in sa.characters:
            # a copy: rolling its dice must not change the stage's card list
            new = copy.deepcopy(c)
            new.area, new.side = sa.id, "ai"
            t.characters.append(new)
        in_play = ", ".join(c.label for c in sa.characters) if sa.characters else msg("none")
        res.steps.append(
            Step(
                "stage",
                sa.id,
                msg(
                    "{stage} begins: AI deck of {cards} cards from {sets} and "
                    "{basic} ({note}); {resources} resources; per-player values "
                    "use %n player(s); in play: {characters}",
                    n=players,
                    stage=content_label(st.label),
                    cards=len(deck),
                    sets=", ".join(sa.sets),
                    basic=t.basic_set,
                    note=note,
                    resources=resources,
                    characters=in_play,
                )
                if sa.id == "main"
                else msg(
                    "{stage} begins in {area}: AI deck of {cards} cards from "
                    "{sets} and {basic} ({note}); {resources} resources; "
                    "per-player values use %n player(s); in play: {characters}",
                    n=players,
                    stage=content_label(st.label),
                    area=sa.id,
                    cards=len(deck),
                    sets=", ".join(sa.sets),
                    basic=t.basic_set,
                    note=note,
                    resources=resources,
                    characters=in_play,
                ),
                data={"stage": st.id, "deck": len(deck), "shuffle": note},
            )
        )


def setup(table: Table) -> TurnResult:
    """Game setup (steps 2-11): the first stage's characters and AI deck, "The AI will start
    with 2 resources", "Each player gains shields equal to 3 minus the number of players"
    (the players place them)."""
    t = table.copy()
    res = TurnResult(t)
    if not t.stages:
        res.steps.append(Step("setup", "main", msg("the table has no stages")))
        return res
    t.won = False
    first = t.stages[0]
    # "Put into play each character listed" on Stage 1A. A table laid out by hand whose first
    # stage lists no character keeps the AI characters already on it (else the stage would
    # be cleared at once and the next upkeep would skip to stage 2).
    listed = any(sa.characters for sa in first.areas)
    kept = (
        [copy.deepcopy(c) for c in t.characters if c.side == "ai" and c.in_play]
        if not listed
        else []
    )
    start_stage(t, 0, res, resources=START_RESOURCES)
    if kept:
        ids = {c.id for c in t.characters}
        t.characters += [c for c in kept if c.id not in ids]
        res.steps.append(
            Step(
                "setup",
                "main",
                msg(
                    "{stage} lists no character: the AI characters already on the table stay "
                    "in play ({characters})",
                    stage=content_label(first.label),
                    characters=", ".join(c.label for c in kept),
                ),
            )
        )
    n = len(t.player_order())
    res.steps.append(
        Step(
            "setup",
            "main",
            msg(
                "each player gains %n shield(s) (3 minus {players} players)",
                n=max(3 - n, 0),
                players=n,
            ),
        )
    )
    return res


__all__ = [
    "Step",
    "TurnResult",
    "advance_if_cleared",
    "ai_turn",
    "hand",
    "roll",
    "setup",
    "shuffle",
    "upkeep",
]
