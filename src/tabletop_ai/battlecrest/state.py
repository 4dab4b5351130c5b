"""The Emperor's game state as it lives in a board file: the top-level ``battlecrest`` object.

The board-format contract keeps unknown top-level keys on save (spec 1), so everything the solo
rules need beyond the map rides in one object::

    "battlecrest": {
      "solo_card": "warlord",              // id of a solo card (bundled or below)
      "hero": "emp", "sidekick": "hound",  // the Emperor's warriors (figure ids)
      "enemy_hero": "mut",                 // your hero (else the player figure with role hero)
      "order_deck": {"draw": ["o2", "o3"], "current": "o1", "discard": [],
                     "reshuffle": ["o3", "o1", "o2"]},  // optional: the real shuffle's order
      "order_shuffle": {"seed": 0, "count": 0},  // else: a shuffle with a recorded seed
      "action_row": [{"card": "w1", "ready": true}, {"card": "w2", "ready": false}],
      "applied_crests": ["sword"],         // crest initiatives applied (base game)
      "turn": {"stars_used": [], "fallback_used": false, "locations_used": []},
      "options": {"through_enemies": false, "through_locations": false,
                  "push_bonuses": "adjacent"},
      "order_cards": [...], "solo_cards": [...]   // optional: the board's own cards
    }

Locations are board points of kind ``location`` with ``bonuses`` (``move``, ``push``,
``attack``, ``defense``, ``range``; a double symbol is a 2) and ``active`` (false = flipped);
``"hazard": true`` on a location makes it a hazard while active; ``"ability": {...}`` gives
it a location ability. ``^`` cells are hazards too. A player warrior's ``"defense"`` (figure
field) is the defense it shows against the Emperor's attacks; ``"role"`` marks ``hero`` or
``sidekick``.

The per-turn flags (``turn``) record what the Emperor used in the turn the plan describes; a
new Emperor's turn starts them empty ("at most once per turn").
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.battlecrest.cards import (
    CardError,
    CardLibrary,
    OrderCard,
    SoloCard,
    bundled_library,
    read_cards,
)
from tabletop_ai.battlecrest.fields import ROLE
from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board, Figure
from tabletop_ai.i18n import msg

KEY = "battlecrest"


@dataclass
class TurnFlags:
    """What was used this turn: star abilities (by key), the fallback, location abilities."""

    stars_used: list[str] = field(default_factory=list)
    fallback_used: bool = False
    locations_used: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "stars_used": list(self.stars_used),
            "fallback_used": self.fallback_used,
            "locations_used": list(self.locations_used),
        }


@dataclass
class OrderDeck:
    """The order deck: ``draw`` top first, the face-up ``current`` card, the ``discard``.

    When the draw pile runs out the discard is shuffled into a new draw pile. Two ways, both
    recorded in the file so a replay gives the same deck: ``reshuffle`` — the order (top
    first) the players' real shuffle gave, entered before the turn; else a shuffle drawn with
    the recorded seed and the count of shuffles made so far (the ``battlecrest`` object's
    ``order_shuffle: {"seed": 0, "count": 0}``)."""

    draw: list[str] = field(default_factory=list)
    current: str | None = None
    discard: list[str] = field(default_factory=list)
    reshuffle: list[str] | None = None
    seed: int = 0
    shuffles: int = 0
    #: what the last recycling did, in words (for the step's reason)
    note: str = ""

    def advance(self) -> tuple[str | None, bool]:
        """ "Просування колоди наказів": the current card goes to the discard and the top card
        of the draw pile is turned up. When the draw pile is empty the discard is shuffled
        into the draw pile (the entered ``reshuffle`` order, else the recorded seed). Returns
        the new card id and whether the deck was recycled."""
        if self.current is not None:
            self.discard.append(self.current)
        recycled = False
        self.note = ""
        if not self.draw and self.discard:
            self.draw, self.note = self._shuffled(self.discard)
            self.discard = []
            recycled = True
        self.current = self.draw.pop(0) if self.draw else None
        return self.current, recycled

    def _shuffled(self, cards: list[str]) -> tuple[list[str], str]:
        entered = self.reshuffle
        if entered is not None:
            self.reshuffle = None
            if sorted(entered) == sorted(cards):
                return list(entered), msg("in the order the players entered for the reshuffle")
            mismatch: str | None = msg(
                "the entered reshuffle {entered} is not the discard pile {cards}; ",
                entered=str(entered),
                cards=str(cards),
            )
        else:
            mismatch = None
        out = list(cards)
        random.Random(self.seed * 1_000_003 + self.shuffles).shuffle(out)
        note = msg(
            "shuffled with the recorded seed {seed}, shuffle {shuffle} (enter the real "
            "deck's order as the reshuffle to use it instead)",
            seed=self.seed,
            shuffle=self.shuffles,
        )
        if mismatch is not None:
            note = msg("{mismatch}{note}", mismatch=mismatch, note=note)
        self.shuffles += 1
        return out, note

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "draw": list(self.draw),
            "current": self.current,
            "discard": list(self.discard),
        }
        if self.reshuffle is not None:
            out["reshuffle"] = list(self.reshuffle)
        return out


@dataclass
class RowCard:
    card: str
    ready: bool = True


@dataclass
class BattlecrestState:
    """The ``battlecrest`` object, parsed; :meth:`to_json` writes it back with unknown keys."""

    solo: SoloCard
    library: CardLibrary
    hero: str | None
    sidekick: str | None
    enemy_hero: str | None
    deck: OrderDeck
    row: list[RowCard]
    applied_crests: list[str]
    turn: TurnFlags
    options: dict[str, Any]
    raw: dict[str, Any]

    # -- cards -----------------------------------------------------------------------------
    def order_card(self, cid: str | None) -> OrderCard | None:
        return self.library.order_cards.get(cid) if cid else None

    @property
    def current_card(self) -> OrderCard | None:
        return self.order_card(self.deck.current)

    def ready_cards(self) -> list[RowCard]:
        return [c for c in self.row if c.ready]

    def option(self, name: str, default: Any) -> Any:
        return self.options.get(name, default)

    def to_json(self) -> dict[str, Any]:
        out = copy.deepcopy(self.raw)
        out["order_deck"] = self.deck.to_json()
        if self.deck.seed or self.deck.shuffles or "order_shuffle" in out:
            out["order_shuffle"] = {"seed": self.deck.seed, "count": self.deck.shuffles}
        out["action_row"] = [{"card": c.card, "ready": c.ready} for c in self.row]
        out["applied_crests"] = list(self.applied_crests)
        out["turn"] = self.turn.to_json()
        return out


def _role(f: Figure) -> str | None:
    return ROLE.get(f) or None


def read_state(board: Board, group_figures: list[str] | None = None) -> BattlecrestState:
    """Parse the board's ``battlecrest`` object. Raises :class:`BoardError` (source left empty for
    the caller to name the file) listing every problem with its place."""
    raw = board.extra.get(KEY, {})
    problems: list[Problem] = []
    if not isinstance(raw, dict):
        raise BoardError("", [Problem(KEY, msg("is not an object"))])
    try:
        lib = bundled_library()
    except CardError as exc:
        raise BoardError("", exc.problems) from None
    lib = CardLibrary(dict(lib.order_cards), dict(lib.solo_cards))
    problems += read_cards(raw, lib, KEY)

    solo_id = raw.get("solo_card")
    if solo_id is None and len(lib.solo_cards) >= 1:
        solo_id = next(iter(lib.solo_cards))
    solo = lib.solo_cards.get(str(solo_id)) if solo_id is not None else None
    if solo is None:
        known = ", ".join(lib.solo_cards) or msg("none")
        problems.append(
            Problem(
                f"{KEY}.solo_card",
                msg("{card!r} names no solo card (known: {known})", card=solo_id, known=known),
            )
        )

    ids = {f.id for f in board.figures}
    ai_figs = [f for f in board.figures if f.side == "ai"]
    order = [board.find_figure(i) for i in (group_figures or [])]
    group_ai = [f for f in order if f is not None and f.side == "ai"]

    def pick(key: str, role: str, pool: list[Figure], fallback_index: int) -> str | None:
        v = raw.get(key)
        if v is not None:
            if not isinstance(v, str) or v not in ids:
                problems.append(Problem(f"{KEY}.{key}", msg("{id!r} names no figure", id=v)))
                return None
            return str(v)
        by_role = [f.id for f in pool if _role(f) == role]
        if by_role:
            return by_role[0]
        unroled = [f.id for f in pool if _role(f) is None]
        return unroled[fallback_index] if len(unroled) > fallback_index else None

    hero = pick("hero", "hero", group_ai or ai_figs, 0)
    sidekick = pick("sidekick", "sidekick", [f for f in (group_ai or ai_figs) if f.id != hero], 0)
    enemy_hero = pick("enemy_hero", "hero", [f for f in board.figures if f.side == "player"], 0)

    dd = raw.get("order_deck", {})
    if not isinstance(dd, dict):
        problems.append(Problem(f"{KEY}.order_deck", msg("is not an object")))
        dd = {}
    draw = dd.get("draw")
    if draw is None:
        draw = [] if dd.get("current") else list(lib.order_cards)
    elif not isinstance(draw, list):
        problems.append(Problem(f"{KEY}.order_deck.draw", msg("is not a list of order cards")))
        draw = []
    resh = dd.get("reshuffle")
    if resh is not None and not isinstance(resh, list):
        problems.append(Problem(f"{KEY}.order_deck.reshuffle", msg("is not a list of order cards")))
        resh = None
    osh = raw.get("order_shuffle", {})
    if not isinstance(osh, dict):
        problems.append(
            Problem(f"{KEY}.order_shuffle", msg("is not {shape}", shape='{"seed": n, "count": n}'))
        )
        osh = {}
    ints = {}
    for k in ("seed", "count"):
        v = osh.get(k, 0)
        most = 10**18 if k == "seed" else 10**4  # the count is a loop count
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= most:
            problems.append(
                Problem(
                    f"{KEY}.order_shuffle.{k}",
                    msg("must be a whole number, 0 to {most}", most=most),
                )
            )
            v = 0
        ints[k] = v
    current, discard = dd.get("current"), dd.get("discard", [])
    if current is not None and not isinstance(current, str):
        problems.append(Problem(f"{KEY}.order_deck.current", msg("is not a card id")))
        current = None
    if not isinstance(discard, list):
        problems.append(Problem(f"{KEY}.order_deck.discard", msg("is not a list")))
        discard = []
    deck = OrderDeck(
        draw=[str(x) for x in draw],
        current=current,
        discard=[str(x) for x in discard],
        reshuffle=[str(x) for x in resh] if resh is not None else None,
        seed=ints["seed"],
        shuffles=ints["count"],
    )
    for key, vals in (
        ("draw", deck.draw),
        ("discard", deck.discard),
        ("reshuffle", deck.reshuffle or []),
        ("current", [deck.current] if deck.current else []),
    ):
        for i, cid in enumerate(vals):
            if cid not in lib.order_cards:
                where = f"{KEY}.order_deck.{key}" + ("" if key == "current" else f"[{i}]")
                problems.append(Problem(where, msg("{card!r} names no order card", card=cid)))

    row: list[RowCard] = []
    rv = raw.get("action_row")
    if rv is None and solo is not None:
        row = [RowCard(c.id, True) for c in solo.action_cards]
    elif isinstance(rv, list):
        for i, item in enumerate(rv):
            if not isinstance(item, dict) or "card" not in item:
                problems.append(
                    Problem(
                        f"{KEY}.action_row[{i}]",
                        msg("needs {shape}", shape='{"card": id, "ready": true|false}'),
                    )
                )
                continue
            if solo is not None and solo.action_card(str(item["card"])) is None:
                problems.append(
                    Problem(
                        f"{KEY}.action_row[{i}].card",
                        msg(
                            "{card!r} is not an action card of solo card {solo!r}",
                            card=item["card"],
                            solo=solo.id,
                        ),
                    )
                )
            row.append(RowCard(str(item["card"]), bool(item.get("ready", True))))
    elif rv is not None:
        problems.append(Problem(f"{KEY}.action_row", msg("is not a list")))

    td = raw.get("turn", {})
    if not isinstance(td, dict):
        problems.append(Problem(f"{KEY}.turn", msg("is not an object")))
        td = {}
    for key in ("stars_used", "locations_used"):
        if not isinstance(td.get(key, []), list):
            problems.append(Problem(f"{KEY}.turn.{key}", msg("is not a list")))
            td = {**td, key: []}
    turn = TurnFlags(
        stars_used=list(td.get("stars_used", [])),
        fallback_used=bool(td.get("fallback_used", False)),
        locations_used=list(td.get("locations_used", [])),
    )
    opts = raw.get("options", {})
    if not isinstance(opts, dict):
        problems.append(Problem(f"{KEY}.options", msg("is not an object")))
        opts = {}
    pb = opts.get("push_bonuses", "adjacent")
    if pb not in ("adjacent", "anywhere"):
        problems.append(
            Problem(
                f"{KEY}.options.push_bonuses",
                msg("is {value!r}; expected adjacent or anywhere", value=pb),
            )
        )
    crests = raw.get("applied_crests", [])
    if not isinstance(crests, list):
        problems.append(Problem(f"{KEY}.applied_crests", msg("is not a list")))
        crests = []
    if problems:
        raise BoardError("", problems)
    assert solo is not None
    return BattlecrestState(
        solo=solo,
        library=lib,
        hero=hero,
        sidekick=sidekick,
        enemy_hero=enemy_hero,
        deck=deck,
        row=row,
        applied_crests=[str(c) for c in crests],
        turn=turn,
        options=dict(opts),
        raw=dict(raw),
    )
