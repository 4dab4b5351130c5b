"""Mirroring the table: the edits a player makes so the file matches the real table (a player
never edits JSON). Each is a pure operation ``Table -> OpResult[Table]`` (one
undo step and one log line in the window, :func:`tabletop_ai.ui.editor.ops.run_op`) and is checked
against **the same limits as the file**: the edited table is written and read back with the
file's reader, so an edit the loader would refuse (e.g. a fourth shield) is refused here with
the loader's own words, and the document keeps its old value.

Rules cited: Destiny's base rules (at most three shields, at most three upgrades), Operations
"AI Dice refers to dice that the AI controls", "The AI has no cards in hand, and their hand is
the top 5 cards of their deck", "Multi-stages ... each stage has their own play area", "Player
Elimination".
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.table.io import TableError, table_from_json, table_to_json
from tabletop_ai.table.model import (
    MAX_SHIELDS,
    MAX_UPGRADES,
    Area,
    Character,
    Die,
    Player,
    Table,
    Upgrade,
    parse_side,
)
from tabletop_ai.table.turn import roll

STATE = Changes(game_state=True)
#: where a card of an AI play area can be put
PLACES = ("deck-top", "deck-bottom", "discard", "in-play", "out")


class EditError(ValueError):
    """An edit the table's limits do not allow; the message says why."""


def checked(t: Table, log: str) -> OpResult[Table]:
    """The edited table if the file's reader accepts it; :class:`EditError` otherwise."""
    try:
        table_from_json(table_to_json(t), "the edited table")
    except TableError as exc:
        raise EditError("; ".join(p.format() for p in exc.problems[:3])) from None
    return OpResult(t, [log], STATE)


def _character(t: Table, cid: str) -> Character:
    """The character ``cid``; EditError naming it when there is none."""
    try:
        return t.character(cid)
    except KeyError:
        raise EditError(f"no character {cid!r}") from None


def _area(t: Table, area: str) -> Area:
    """The AI play area ``area``; EditError naming it when there is none."""
    try:
        return t.area(area)
    except KeyError:
        raise EditError(f"no AI play area {area!r}") from None


def _player(t: Table, pid: str) -> Player:
    """The player ``pid``; EditError naming them when there is none."""
    p = t.player(pid)
    if p is None:
        raise EditError(f"no player {pid!r}")
    return p


def _find_die(t: Table, die_id: str) -> tuple[str, Die]:
    for c in t.characters:
        for d in c.all_dice:
            if d.id == die_id:
                return c.label, d
    raise EditError(f"no die {die_id!r} on the table")


# -- characters -------------------------------------------------------------------------------
def set_character(
    cid: str, health: int | None = None, shields: int | None = None, ready: bool | None = None
) -> Callable[[Table], OpResult[Table]]:
    """Health (0 to max), shields (0 to 3: "a character cannot have more than three
    shields") and ready/exhausted of one character."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        c = _character(t, cid)
        parts = []
        if health is not None and health != c.health:
            if not 0 <= health <= c.max_health:
                raise EditError(f"{c.label}: health must be 0 to {c.max_health}, not {health}")
            parts.append(f"health {c.health} → {health}")
            c.health = health
        if shields is not None and shields != c.shields:
            if not 0 <= shields <= MAX_SHIELDS:
                raise EditError(
                    f"{c.label}: a character has 0 to {MAX_SHIELDS} shields, not {shields}"
                )
            parts.append(f"shields {c.shields} → {shields}")
            c.shields = shields
        if ready is not None and ready != c.ready:
            parts.append("readied" if ready else "exhausted")
            c.ready = ready
        if not parts:
            return OpResult(table)
        return checked(t, f"{c.label}: {', '.join(parts)}")

    return op


# -- dice in the pool ---------------------------------------------------------------------------
def die_remove(die_id: str) -> Callable[[Table], OpResult[Table]]:
    """Take a die out of the pool (resolved, removed by an effect)."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        owner, d = _find_die(t, die_id)
        if not d.in_pool:
            raise EditError(f"{owner}'s die {die_id} is not in the pool")
        d.in_pool, d.showing = False, None
        return checked(t, f"{owner}'s die {die_id} taken out of the pool")

    return op


def die_reroll(die_id: str) -> Callable[[Table], OpResult[Table]]:
    """Roll a die (into the pool) with the table's recorded seed."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        owner, d = _find_die(t, die_id)
        note = roll(t, [d])
        return checked(t, f"{owner}'s die {die_id} rolled: {d.sides[d.showing or 0]} ({note})")

    return op


def die_turn(die_id: str, side: int) -> Callable[[Table], OpResult[Table]]:
    """Put a die in the pool showing side ``side`` (0-5): a focus, a die rolled at the real
    table, an effect that turns it."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        owner, d = _find_die(t, die_id)
        if not 0 <= side < len(d.sides):
            raise EditError(f"{owner}'s die {die_id} has sides 0 to {len(d.sides) - 1}")
        d.in_pool, d.showing = True, side
        return checked(t, f"{owner}'s die {die_id} turned to {d.sides[side]}")

    return op


# -- AI play areas ------------------------------------------------------------------------------
def set_resources(area: str, n: int) -> Callable[[Table], OpResult[Table]]:
    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        a = _area(t, area)
        if n < 0:
            raise EditError("resources cannot be below 0")
        if n == a.resources:
            return OpResult(table)
        old, a.resources = a.resources, n
        return checked(t, f"AI resources in {area}: {old} → {n}")

    return op


def move_card(area: str, card: str, to: str) -> Callable[[Table], OpResult[Table]]:
    """Move an AI card of ``area`` between its deck (top: the hand is the top 5 cards;
    bottom), discard pile, cards in play (supports, plots) and out of the game."""

    def op(table: Table) -> OpResult[Table]:
        if to not in PLACES:
            raise EditError(f"{to!r} is not one of {', '.join(PLACES)}")
        t = table.copy()
        a = _area(t, area)
        piles = {"deck": a.deck, "discard": a.discard, "in play": a.in_play}
        where = next((name for name, pile in piles.items() if card in pile), None)
        if where is None:
            raise EditError(f"card {card!r} is not in {area}'s deck, discard or cards in play")
        piles[where].remove(card)
        if to == "deck-top":
            a.deck.insert(0, card)
        elif to == "deck-bottom":
            a.deck.append(card)
        elif to == "discard":
            a.discard.append(card)
        elif to == "in-play":
            a.in_play.append(card)
        c = t.card(card)
        name = c.label if c is not None else card
        return checked(t, f"{name} ({area}): {where} → {to.replace('-', ' ')}")

    return op


# -- players ------------------------------------------------------------------------------------
def add_upgrade(
    cid: str, name: str, cost: int = 0, sides: list[str] | None = None
) -> Callable[[Table], OpResult[Table]]:
    """A player's upgrade on a character (a die with six sides in the score-sheet notation,
    or none). At most three upgrades (base rules)."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        c = _character(t, cid)
        if not name.strip():
            raise EditError("an upgrade needs a name")
        if len(c.upgrades) >= MAX_UPGRADES:
            raise EditError(
                f"{c.label} has {MAX_UPGRADES} upgrades already (the most): remove one first"
            )
        if cost < 0:
            raise EditError("cost cannot be below 0")
        die = None
        if sides:
            bad = [s for s in sides if parse_side(s) is None]
            if len(sides) != 6 or bad:
                raise EditError(
                    f"a die has six sides such as 2MD, 1RD, 1Sh, 1F, 1R, 1Dc, Sp, "
                    f"- (got {', '.join(sides)})"
                )
            used = {d.id for ch in t.characters for d in ch.all_dice}
            n = 1
            while f"{cid}-u{n}" in used:
                n += 1
            die = Die(id=f"{cid}-u{n}", sides=list(sides))
        c.upgrades.append(Upgrade(name=name.strip(), cost=cost, die=die))
        return checked(
            t,
            f"{c.label}: upgrade {name.strip()} played (cost {cost}"
            f"{', die ' + ' '.join(sides) if sides else ''})",
        )

    return op


def remove_upgrade(cid: str, index: int) -> Callable[[Table], OpResult[Table]]:
    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        c = _character(t, cid)
        if not 0 <= index < len(c.upgrades):
            raise EditError(f"{c.label} has no upgrade {index + 1}")
        u = c.upgrades.pop(index)
        return checked(t, f"{c.label}: upgrade {u.name} discarded")

    return op


def set_player_area(pid: str, area: str) -> Callable[[Table], OpResult[Table]]:
    """Move a player (and their characters) to another play area of a multi-stage."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        p = _player(t, pid)
        known = [a.id for a in t.areas] or ["main"]
        if area not in known:
            raise EditError(f"{area!r} is not a play area of this stage ({', '.join(known)})")
        if area == p.area:
            return OpResult(table)
        old, p.area = p.area, area
        for c in t.characters:
            if c.side == "player" and c.owner == pid:
                c.area = area
        return checked(t, f"{p.label} moves from {old} to {area} (per-player values do not change)")

    return op


def set_eliminated(pid: str, eliminated: bool) -> Callable[[Table], OpResult[Table]]:
    """Mark a player eliminated (e.g. "has no cards in their hand or deck", which the app does
    not track) or back in the game."""

    def op(table: Table) -> OpResult[Table]:
        t = table.copy()
        p = _player(t, pid)
        if p.eliminated == eliminated:
            return OpResult(table)
        p.eliminated = eliminated
        return checked(t, f"{p.label} {'is eliminated' if eliminated else 'is back in the game'}")

    return op


def set_first_player(pid: str) -> Callable[[Table], OpResult[Table]]:
    """The first player changed: harmful symbols resolve from them (Operations, "first
    player")."""

    def op(table: Table) -> OpResult[Table]:
        who = _player(table, pid)
        if table.first_player == pid:
            return OpResult(table)
        t = table.copy()
        t.first_player = pid
        return checked(t, f"first player: {who.label}")

    return op


__all__ = [
    "PLACES",
    "EditError",
    "add_upgrade",
    "checked",
    "die_remove",
    "die_reroll",
    "die_turn",
    "move_card",
    "remove_upgrade",
    "set_character",
    "set_eliminated",
    "set_first_player",
    "set_player_area",
    "set_resources",
]
