"""Hex-wargame retreat: Armageddon Empires' retreat (``reference/armageddon-empires-retreat.md``)
with the classic hex-wargame options collected in ``reference/rules-facts.md`` section 3.

A board with ``rules.preset = "wargame-retreat"`` (or ``"armageddon-empires"``) plans the
``retreat`` instruction here; every other instruction is the core's. It builds on the core
``retreat`` (spec 8): the army leaves its hex, moves up to ``mp`` (default 1), never into or
through a hex an enemy holds, to the legal hex nearest the nearest friendly base, then the
fewest MP; with no legal hex it is destroyed. What Armageddon Empires adds:

- "If there is no valid retreat hex available (all hexes are occupied by **un-stealthed
  combat capable** enemy armies) then the retreating army is destroyed": an enemy figure with
  ``"stealthed": true`` or ``"combat_capable": false`` neither blocks a hex nor exerts a zone
  of control, here or for any other movement under this rule set.
- "Armies retreat towards the nearest friendly outpost or stronghold" (``retreat_to``); the
  reading "nearest Barracks hex" (rules-facts 3.2) is ``"retreat_ability": "barracks"``: only
  friendly points whose ``abilities`` list that ability count (a ``base`` point included).
- "Garrisons can never retreat. If the retreat option is selected for the garrison and the
  battle is lost then the garrison is destroyed" (figure ``"garrison": true`` or keyword).
  With ``"battle": "won"`` on the instruction nobody moves: "If the entire battle is won it
  remains in the hex."
- The Retreat Challenge: "The number of dice in the attacker's dice pool is equal to the
  average attack strength of the last army to engage the retreating player plus 1 die", less
  the retreating army's Trickster level ("Trickster 2" would subtract 2 dice). The engaged
  army is the instruction's ``engaged`` figure, else the nearest enemy army; its strength is
  the mean ``attack`` of its ``units`` (or its ``attack_strength``); the mean is rounded by
  ``retreat_dice_rounding`` (``nearest``, half up, by default; ``down``, ``up``).

Classic options (``rules`` keys, each off by default so the plain AE rule applies):

- ``retreat_each_step_farther: true`` — every step ends farther (counted hexes) from the
  nearest enemy army than the hex it left (GCACW 7.6).
- ``retreat_zoc: "forbidden"`` — never enter a hex adjacent to an enemy army (its zone of
  control; RSBDE 10.8 b, GCACW). ``"allowed"`` (default) lets the preference order decide.
- ``retreat_stacking_limit: N`` — an army may end in a friendly army's hex when their units
  together are at most N (units: the length of ``units``, else 1); without it a friendly
  hex is legal (Armageddon Empires forbids only hexes of "un-stealthed combat capable enemy
  armies"); ``1`` is "one army per hex". "A retreated unit is eliminated if it ends its
  retreat in violation of stacking limits" (RSBDE 10.8): such hexes are not legal. The
  board format holds these stacks (:mod:`.stacks`), so an applied retreat reopens.
- ``retreat_prefer`` — the preference order among legal hexes, a list of ``zoc-free``,
  ``toward-base``, ``toward-supply`` (friendly ``supply`` points, strongholds and outposts),
  ``farther-from-enemy``, ``fewest-mp``; default ``["toward-base", "fewest-mp"]`` (the
  core's). RSBDE's order is ``["zoc-free", "toward-supply", "fewest-mp"]``. Hexes still equal
  go to ``rules.tie`` and are reported as alternatives.

On the map the action's ``highlight`` holds every legal retreat hex, ``end`` the chosen one,
``alternatives`` the equally good ones; ``retreat`` in the action's JSON holds the ranked
hexes with reasons, the rejected neighbouring hexes with why, and the dice pool.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure, MapPoint
from tabletop_ai.board.stacks import stack_problem
from tabletop_ai.engine.board_ops import apply_plan_moves
from tabletop_ai.engine.movement import movement_graph, route, step_weight
from tabletop_ai.engine.plan import Action, JSONValue, Plan, cells_json
from tabletop_ai.engine.priority import Criterion, rank, why_placed
from tabletop_ai.engine.rules import (
    FAR,
    FigureField,
    FigureKind,
    InstructionType,
    Param,
    PointKind,
    RuleOption,
    RuleSet,
)
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.wargame.stacks import HEX_STACKS, holds_hex, unit_count

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.board.model import Instruction
    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.rules import Handler
    from tabletop_ai.engine.situation import Situation

PREFERENCES = ("zoc-free", "toward-base", "toward-supply", "farther-from-enemy", "fewest-mp")
ROUNDING = ("nearest", "down", "up")


@dataclass(frozen=True)
class RetreatOptions:
    """The retreat settings read from ``rules`` (extra keys), checked once per plan."""

    to: tuple[str, ...] = ("stronghold", "outpost")
    ability: str | None = None
    each_step_farther: bool = False
    zoc: str = "allowed"
    stacking_limit: int | None = None
    prefer: tuple[str, ...] = ("toward-base", "fewest-mp")
    rounding: str = "nearest"

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "retreat_to": list(self.to),
            "retreat_ability": self.ability,
            "retreat_each_step_farther": self.each_step_farther,
            "retreat_zoc": self.zoc,
            "retreat_stacking_limit": self.stacking_limit,
            "retreat_prefer": list(self.prefer),
            "retreat_dice_rounding": self.rounding,
        }


def read_options(extra: dict[str, Any]) -> tuple[RetreatOptions, list[Problem]]:
    """The retreat keys of ``rules``, and a problem naming each bad key (a bad value falls
    back to its default, so a board still being edited can be planned)."""
    bad: list[Problem] = []
    o = RetreatOptions()
    to = extra.get("retreat_to", list(o.to))
    if not (isinstance(to, list) and to and all(isinstance(k, str) for k in to)):
        bad.append(
            Problem(
                "rules.retreat_to",
                msg('must be a list of point kinds, e.g. ["stronghold", "outpost"]'),
            )
        )
        to = list(o.to)
    ability = extra.get("retreat_ability")
    if ability is not None and not isinstance(ability, str):
        bad.append(
            Problem(
                "rules.retreat_ability",
                msg('must be an ability name such as "barracks", or null'),
            )
        )
        ability = None
    farther = extra.get("retreat_each_step_farther", False)
    if not isinstance(farther, bool):
        bad.append(Problem("rules.retreat_each_step_farther", msg("must be true or false")))
        farther = False
    zoc = extra.get("retreat_zoc", "allowed")
    if zoc not in ("allowed", "forbidden"):
        bad.append(
            Problem(
                "rules.retreat_zoc",
                msg('is {value}; it must be "allowed" or "forbidden"', value=repr(zoc)),
            )
        )
        zoc = "allowed"
    limit = extra.get("retreat_stacking_limit")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        bad.append(
            Problem(
                "rules.retreat_stacking_limit",
                msg("must be a whole number of units (1 or more), or null"),
            )
        )
        limit = None
    prefer = extra.get("retreat_prefer", list(o.prefer))
    if not isinstance(prefer, list):
        bad.append(
            Problem(
                "rules.retreat_prefer",
                msg("must be a list of {choices}", choices=", ".join(PREFERENCES)),
            )
        )
        prefer = list(o.prefer)
    for i, p in enumerate(prefer):
        if p not in PREFERENCES:
            bad.append(
                Problem(
                    f"rules.retreat_prefer[{i}]",
                    msg(
                        "{value} is not one of {choices}",
                        value=repr(p),
                        choices=", ".join(PREFERENCES),
                    ),
                )
            )
            prefer = list(o.prefer)
            break
    rounding = extra.get("retreat_dice_rounding", "nearest")
    if rounding not in ROUNDING:
        bad.append(
            Problem(
                "rules.retreat_dice_rounding",
                msg(
                    "is {value}; it must be one of {choices}",
                    value=repr(rounding),
                    choices=", ".join(ROUNDING),
                ),
            )
        )
        rounding = "nearest"
    return RetreatOptions(tuple(to), ability, farther, zoc, limit, tuple(prefer), rounding), bad


# -- figure fields (unknown keys of the board file, kept on save) ----------------------------
def blocks(f: Figure) -> bool:
    """Only un-stealthed, combat-capable enemy armies block a hex (and exert a ZOC)."""
    return holds_hex(f)


def is_garrison(f: Figure) -> bool:
    return bool(f.extra.get("garrison", False)) or f.has("garrison")


def unit_attacks(f: Figure) -> list[float]:
    """The attack values of an army's unit cards (``units``), else ``[attack_strength]``."""
    units = f.extra.get("units")
    if isinstance(units, list):
        vals = [
            float(u["attack"])
            for u in units
            if isinstance(u, dict) and isinstance(u.get("attack"), (int, float))
        ]
        if vals:
            return vals
    s = f.extra.get("attack_strength")
    return [float(s)] if isinstance(s, (int, float)) and not isinstance(s, bool) else []


def trickster(f: Figure) -> int:
    """The army's Trickster level: the figure's ``trickster`` or its best unit's."""
    levels = [f.extra.get("trickster", 0)]
    units = f.extra.get("units")
    if isinstance(units, list):
        levels += [u.get("trickster", 0) for u in units if isinstance(u, dict)]
    return max(
        (int(v) for v in levels if isinstance(v, int) and not isinstance(v, bool)), default=0
    )


def _round(x: float, how: str) -> int:
    if how == "down":
        return math.floor(x)
    if how == "up":
        return math.ceil(x)
    return math.floor(x + 0.5)


_IN_ZOC = msg("in a zone of control")
_ZOC_FREE = msg("ZOC-free")
#: the point kinds as the retreat names them ("friendly stronghold or outpost")
_KINDS = {m.id: m for m in (msg("stronghold"), msg("outpost"), msg("supply"))}
#: the rounding words as the challenge text names them
_ROUNDED = {m.id: m for m in (msg("nearest"), msg("down"), msg("up"))}


@dataclass(frozen=True)
class EngagedOption:
    """One army that may have engaged a retreating one last, and its dice pool."""

    engaged: str
    dice: int | None
    text: str

    def to_json(self) -> dict[str, JSONValue]:
        return {"engaged": self.engaged, "dice": self.dice, "text": self.text}


@dataclass(frozen=True)
class RetreatChallenge:
    """AE "Retreat Challenge": the attacker's dice pool is "the average attack strength of the
    last army to engage the retreating player plus 1 die", minus the retreating army's
    Trickster, never below 0 — with each part of the sum, for the panel to show.

    ``dice`` is None when there is no challenge or its pool is unknown: no army engaged it,
    the engaging army's attack strength is not given, the players must say which army
    engaged it last (``choose``: each candidate's pool), or a hero faces a Capture Kill
    attempt instead (``capture_kill``)."""

    text: str
    dice: int | None = None
    trickster: int = 0
    #: the army that engaged it last
    engaged: str | None = None
    #: that army's attack values, their average and the average rounded
    attacks: tuple[float, ...] = ()
    average: float | None = None
    rounded: int | None = None
    choose: tuple[EngagedOption, ...] = ()
    capture_kill: bool = False

    def to_json(self) -> dict[str, JSONValue]:
        if self.capture_kill:
            return {
                "dice": None,
                "capture_kill": True,
                "trickster": self.trickster,
                "text": self.text,
            }
        if self.choose:
            return {
                "dice": None,
                "trickster": self.trickster,
                "choose": True,
                "options": [o.to_json() for o in self.choose],
                "text": self.text,
            }
        if self.engaged is None:
            return {"dice": None, "text": self.text, "trickster": self.trickster}
        if self.average is None:
            return {
                "dice": None,
                "engaged": self.engaged,
                "trickster": self.trickster,
                "text": self.text,
            }
        return {
            "dice": self.dice,
            "engaged": self.engaged,
            "attacks": list(self.attacks),
            "average": self.average,
            "rounded": self.rounded,
            "plus": 1,
            "trickster": self.trickster,
            "text": self.text,
        }


def challenge(
    fig: Figure, engaged: Figure | None, how: str, only_nearest: bool = False
) -> RetreatChallenge:
    """AE "Retreat Challenge": dice = average attack strength of the last army to engage +1,
    minus Trickster (never below 0). Everything a panel needs to show the sum."""
    trick = trickster(fig)
    if engaged is None:
        return RetreatChallenge(
            msg("no enemy army engaged it: no retreat challenge"), trickster=trick
        )
    attacks = unit_attacks(engaged)
    if not attacks:
        return RetreatChallenge(
            msg(
                '{army}\'s attack strength is not given (its "units" with '
                '"attack", or "attack_strength"): dice pool unknown',
                army=content_label(engaged.label),
            ),
            engaged=engaged.id,
            trickster=trick,
        )
    avg = sum(attacks) / len(attacks)
    rounded = _round(avg, how)
    dice = max(rounded + 1 - trick, 0)
    vals = ", ".join(f"{a:g}" for a in attacks)
    avg_text = f"{avg:g}" if avg == int(avg) else f"{avg:.2f}"
    text = (
        msg(
            "retreat challenge: {dice} dice = average attack {average} of {army} (the only "
            "nearest enemy army) ({values})",
            dice=dice,
            average=avg_text,
            army=content_label(engaged.label),
            values=vals,
        )
        if only_nearest
        else msg(
            "retreat challenge: {dice} dice = average attack {average} of {army} ({values})",
            dice=dice,
            average=avg_text,
            army=content_label(engaged.label),
            values=vals,
        )
    )
    if rounded != avg:
        text = msg(
            "{text}, rounded {how} to {rounded}",
            text=text,
            how=_ROUNDED.get(how, how),
            rounded=rounded,
        )
    text = msg("{text} + 1", text=text)
    if trick:
        text = msg("{text} − Trickster {trickster}", text=text, trickster=trick)
    return RetreatChallenge(
        text,
        dice=dice,
        trickster=trick,
        engaged=engaged.id,
        attacks=tuple(attacks),
        average=avg,
        rounded=rounded,
    )


def engaged_candidates(sit: Situation, fig: Figure, enemies: list[Figure]) -> list[Figure]:
    """The enemy armies that may have engaged ``fig``: those next to it, else the nearest."""
    if not enemies:
        return []
    dist = {e.id: sit.count(fig, e) or FAR for e in enemies}
    near = min(dist.values())
    return [e for e in enemies if dist[e.id] == near]


def choose_engaged(
    sit: Situation, fig: Figure, enemies: list[Figure], how: str
) -> RetreatChallenge:
    """ "The number of dice in the attacker's dice pool is equal to the average attack strength
    of **the last army to engage** the retreating player plus 1 die." Only the players know
    which army that was: with one candidate (the enemy army next to it, else the nearest) it
    is that one; with several whose pools differ the players choose (``engaged`` on the
    retreat instruction) — each candidate's pool is listed, nothing is guessed."""
    cands = engaged_candidates(sit, fig, enemies)
    if len(cands) <= 1:
        return challenge(fig, cands[0] if cands else None, how, bool(cands))
    each = [challenge(fig, e, how) for e in cands]
    pools = {c.dice for c in each}
    if len(pools) == 1:
        return dataclasses.replace(
            each[0],
            text=msg(
                "{text} (every army that may have engaged it gives the same pool: {armies})",
                text=each[0].text,
                armies=join((content_label(e.label) for e in cands), ", "),
            ),
        )
    listed = join(
        (
            msg(
                "{army} → {dice} dice",
                army=content_label(e.label),
                dice="?" if c.dice is None else c.dice,
            )
            for e, c in zip(cands, each, strict=True)
        ),
        ", ",
    )
    return RetreatChallenge(
        msg(
            "retreat challenge: the players choose which army engaged it last "
            '({armies}; set "engaged" on the retreat)',
            armies=listed,
        ),
        trickster=trickster(fig),
        choose=tuple(EngagedOption(e.id, c.dice, c.text) for e, c in zip(cands, each, strict=True)),
    )


def has_hero(f: Figure) -> bool:
    """An army with a hero card: ``"hero"`` on the figure, or a unit with ``"hero": true``."""
    if f.extra.get("hero"):
        return True
    units = f.extra.get("units")
    return isinstance(units, list) and any(isinstance(u, dict) and u.get("hero") for u in units)


def capture_kill(fig: Figure, dice: RetreatChallenge) -> RetreatChallenge:
    """ "If the army is no longer combat capable due to losses in combat and a hero remains in
    the army, then instead of the units undergoing a Retreat Challenge the remaining hero is
    subjected to a Capture Kill attempt." The reference gives no dice for that attempt, so
    the plan says it happens and the players resolve it (docs/games/wargame-retreat.md)."""
    if fig.extra.get("combat_capable", True) is not False or not has_hero(fig):
        return dice
    return RetreatChallenge(
        msg(
            "no retreat challenge: the army is not combat capable and a hero "
            "remains, so the hero faces a Capture Kill attempt (resolved by the "
            "players; the reference gives no dice for it)"
        ),
        trickster=dice.trickster,
        capture_kill=True,
    )


#: the figures the palette offers for its boards
KINDS: tuple[FigureKind, ...] = (
    {
        "name": "Army",
        "side": "ai",
        "speed": 2,
        "health": 4,
        "max_health": 4,
        "attack": "melee",
        "units": [{"name": "Infantry", "attack": 2}],
    },
    {
        "name": "Garrison",
        "side": "ai",
        "speed": 1,
        "health": 3,
        "max_health": 3,
        "attack": "melee",
        "garrison": True,
        "units": [{"name": "Wall Guards", "attack": 2}],
    },
    {
        "name": "Army",
        "side": "player",
        "speed": 2,
        "health": 6,
        "max_health": 6,
        "attack": "melee",
        "units": [{"name": "Raiders", "attack": 3}],
    },
)


class WargameRetreat(RuleSet):
    """Armageddon Empires' retreat with the classic hex-wargame retreat options."""

    #: large figures do not rotate their base (an Imperial Assault rule)
    large_figures_rotate: ClassVar[bool] = False

    name = "wargame-retreat"
    title = msg("Hex-wargame retreat (Armageddon Empires)")
    presets = ("wargame-retreat", "armageddon-empires")
    hero_word = msg("enemy army")
    stacking = HEX_STACKS
    figure_kinds = KINDS
    kinds_family = "wargame"
    point_kinds = (
        *RuleSet.point_kinds,
        PointKind("base", "B", "#1a5276", msg("base (with abilities)")),
        PointKind("supply", "P", "#6e2c00", msg("supply point")),
    )
    instruction_types = tuple(
        InstructionType(
            "retreat",
            msg(
                "the army leaves its hex after a lost battle: toward the "
                "nearest friendly base by the preference order; no legal hex: "
                "destroyed"
            ),
            (
                Param(
                    "mp",
                    "int",
                    msg("hexes of movement for the retreat"),
                    default=1,
                    minimum=0,
                    maximum=99,
                ),
                Param(
                    "engaged",
                    "figure",
                    msg(
                        "the last enemy army to engage it (the "
                        "retreat challenge's dice; default: the nearest)"
                    ),
                    label=msg("Engaged by"),
                ),
                Param(
                    "battle",
                    "choice",
                    msg("`won`: nobody moves"),
                    default="lost",
                    choices=("lost", "won"),
                    choice_words={
                        "lost": msg("the battle was lost"),
                        "won": msg("the battle was won"),
                    },
                    label=msg("Battle"),
                ),
            ),
            msg("Retreat"),
        )
        if t.name == "retreat"
        else t
        for t in RuleSet.instruction_types
    )
    #: the rule set plans an army's retreat after a battle (the rules it implements)
    default_instruction = "retreat"
    figure_fields = (
        FigureField(
            "stealthed",
            "bool",
            False,
            msg("a stealthed army neither holds its hex nor exerts a zone of control"),
            badge="S",
            faded=True,
        ),
        FigureField(
            "combat_capable",
            "bool",
            True,
            msg("false: no unit card left; it does not hold its hex"),
            badge="NC",
        ),
        FigureField("garrison", "bool", False, msg("garrisons can never retreat"), badge="G"),
        FigureField("hero", "bool", False, msg("a hero is in the army (Capture Kill)"), badge="H"),
        FigureField(
            "trickster",
            "int",
            0,
            msg("Trickster level: dice off the retreat challenge"),
            minimum=0,
            maximum=9,
            badge="T",
        ),
        FigureField(
            "attack_strength",
            "int",
            None,
            msg("the army's attack strength when it has no unit cards listed"),
            minimum=0,
            maximum=99,
        ),
    )
    option_schema = (
        RuleOption(
            "retreat_to",
            "list[str]",
            ["stronghold", "outpost"],
            msg("the point kinds an army retreats toward"),
        ),
        RuleOption(
            "retreat_ability",
            "str",
            None,
            msg("only friendly points with this ability count (e.g. `barracks`)"),
        ),
        RuleOption(
            "retreat_each_step_farther",
            "bool",
            False,
            msg("every step ends farther from the nearest enemy army"),
        ),
        RuleOption(
            "retreat_zoc",
            "choice",
            "allowed",
            msg("`forbidden`: never enter a hex adjacent to an enemy army"),
            choices=("allowed", "forbidden"),
        ),
        RuleOption(
            "retreat_stacking_limit",
            "int",
            None,
            msg(
                "an army may end with friends when "
                "their units together are at most this (null: no limit; 1: one army per "
                "hex)"
            ),
            minimum=1,
        ),
        RuleOption(
            "retreat_prefer",
            "list[str]",
            ["toward-base", "fewest-mp"],
            msg("the preference order among legal hexes"),
            choices=PREFERENCES,
        ),
        RuleOption(
            "retreat_dice_rounding",
            "choice",
            "nearest",
            msg("how the retreat challenge's average attack is rounded"),
            choices=ROUNDING,
        ),
    )

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.retreat_options, self.option_problems = read_options(board.rules.extra)
        for p in self.option_problems:
            self.warnings.append(
                msg(
                    "{where} {problem}; planning with the default", where=p.where, problem=p.message
                )
            )

    def board_problems(self, board: Board) -> list[Problem]:
        """Bad retreat options, each naming its ``rules`` key (``tabletop-ai validate``)."""
        return read_options(board.rules.extra)[1]

    def blocking_problems(self, board: Board) -> list[Problem]:
        """None: a bad retreat option plans with the default and a warning."""
        return []

    def step_cost(
        self, sit: Situation, fig: Figure, new_cells: Sequence[Cell], through_hostile: bool = True
    ) -> int | None:
        """The core's costs, except that a stealthed or non-combat enemy army is no obstacle
        (AE: only "un-stealthed combat capable enemy armies" hold a hex)."""
        if len(new_cells) == 1:
            here = [sit.figure(o) for o in sit.occupants(new_cells[0]) if o != fig.id]
            if here and not any(sit.hostile(fig, o) and blocks(o) for o in here):
                # friends and hidden enemies only: a stack may form (wargame/stacks.py)
                if fig.has("massive"):
                    return 1
                return 1 + (sit.topo.kind(new_cells[0]) == "difficult")
        return super().step_cost(sit, fig, new_cells, through_hostile)

    def apply(self, board: Board, plan: Plan) -> Board:
        """The board after the retreat (:func:`apply_retreat`)."""
        return apply_retreat(board, plan)

    def handler(self, kind: str) -> Handler[Self] | None:
        if kind == "retreat":
            return wargame_retreat
        return super().handler(kind)


# -- the retreat itself ----------------------------------------------------------------------
def _friendly_points(
    sit: Situation, fig: Figure, pred: Callable[[MapPoint], bool]
) -> list[MapPoint]:
    """The points of ``fig``'s own side: a stronghold or outpost with no ``side`` is nobody's
    base ("Armies retreat towards the nearest **friendly** outpost or stronghold")."""
    return [p for p in sit.board.points if p.side == fig.side and pred(p)]


def _has_ability(p: MapPoint, ability: str) -> bool:
    abil = p.extra.get("abilities", [])
    return isinstance(abil, list) and any(str(a).lower() == ability.lower() for a in abil)


@dataclass(frozen=True)
class RankedHex:
    """A legal retreat hex in preference order: its place (equal places are ties), the
    criterion that decided it, and each criterion's value in words."""

    at: Cell
    place: int
    decided_by: str | None
    reason: str
    values: dict[str, str]

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "at": [self.at[0], self.at[1]],
            "place": self.place,
            "decided_by": self.decided_by,
            "reason": self.reason,
            "values": dict(self.values),
        }


@dataclass(frozen=True)
class RejectedHex:
    """A neighbouring hex the army may not retreat to, and why."""

    at: Cell
    why: str

    def to_json(self) -> dict[str, JSONValue]:
        return {"at": [self.at[0], self.at[1]], "why": self.why}


@dataclass(frozen=True)
class RetreatDetail:
    """A retreat action's detail (JSON key ``retreat``): the retreat challenge's dice, the
    options in force, and — once hexes were looked at —
    the rejected neighbours, the legal hexes ranked, the chosen one and the destinations."""

    challenge: RetreatChallenge
    options: RetreatOptions
    rejected: list[RejectedHex] | None = None
    #: the legal hexes (None: not looked at, e.g. a won battle or a garrison)
    candidates: list[Cell] | None = None
    chosen: Cell | None = None
    ranked: list[RankedHex] = field(default_factory=list)
    destinations: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {}
        if self.candidates is not None and self.chosen is None:
            out["candidates"] = cells_json(self.candidates)  # destroyed: no legal hex
        out["challenge"] = self.challenge.to_json()
        out["options"] = self.options.to_json()
        if self.rejected is not None:
            out["rejected"] = [r.to_json() for r in self.rejected]
        if self.chosen is not None:
            out["candidates"] = cells_json(self.candidates or [])
            out["chosen"] = [self.chosen[0], self.chosen[1]]
            out["ranked"] = [r.to_json() for r in self.ranked]
            out["destinations"] = list(self.destinations)
        return {"retreat": out}


def _stay(fig: Figure, reason: str, detail: RetreatDetail) -> Action:
    return Action(
        type="retreat",
        path=[fig.at],
        end=fig.at,
        mp_spent=0,
        alternatives=[],
        reason=reason,
        detail=detail,
    )


def _destroyed(fig: Figure, reason: str, detail: RetreatDetail) -> Action:
    return Action(
        type="retreat",
        destroyed=True,
        path=[fig.at],
        end=fig.at,
        mp_spent=0,
        alternatives=[],
        reason=reason,
        detail=detail,
    )


def wargame_retreat(act: Activation[WargameRetreat], ins: Instruction) -> Action:
    """Armageddon Empires "Retreating" with the classic options (module docstring)."""
    import networkx as nx

    sit, fig = act.sit, act.fig
    rs = act.rules
    opts: RetreatOptions = rs.retreat_options
    enemies = [h for h in sit.hostiles_of(fig) if blocks(h)]
    enemy_dist = sit.topo.distances_from([c for e in enemies for c in e.cells()]) if enemies else {}

    def edist(c: Cell) -> int:
        return enemy_dist.get(c, FAR)

    # the Retreat Challenge
    eid = ins.data.get("engaged")
    if eid:
        engaged = sit.board.find_figure(str(eid))
        if engaged is None:
            return Action(
                type="retreat",
                skipped=True,
                reason=msg('engaged "{id}" names no figure on the board', id=eid),
            )
        dice = challenge(fig, engaged, opts.rounding)
    else:
        dice = choose_engaged(sit, fig, enemies, opts.rounding)
    dice = capture_kill(fig, dice)
    base = RetreatDetail(dice, opts)
    if ins.data.get("battle", "lost") == "won":
        return _stay(fig, msg("the battle is won: the army remains in its hex"), base)
    if is_garrison(fig):
        return _destroyed(
            fig,
            msg("a garrison can never retreat; the battle is lost, so the garrison is destroyed"),
            base,
        )

    # legal hexes
    zoc: set[Cell] = set()
    for e in enemies:
        for c in e.cells():
            zoc.update(sit.topo.adjacent_cells(c))
    zoc -= {c for e in enemies for c in e.cells()}
    mp = ins.mp if ins.mp is not None else 1
    start = fig.at
    rejected: dict[Cell, str] = {}
    #: set when no hex is legal on the MP alone: the first hex may then cost more than the
    #: retreat has (AE destroys a retreating army only when "all hexes are occupied by
    #: un-stealthed combat capable enemy armies"; terrain slows a retreat, never ends it)
    squeeze = False

    def step_ok(u: Cell, v: Cell) -> int | None:
        cost = rs.step_cost(sit, fig, [v], through_hostile=False)
        if cost is None:
            why = msg("held by an un-stealthed, combat-capable enemy army")
        elif opts.zoc == "forbidden" and v in zoc:
            why = msg("in an enemy zone of control")
        elif opts.each_step_farther and enemies and edist(v) <= edist(u):
            why = msg("not farther from the enemy than the hex it leaves")
        else:
            if cost > mp and u == start:
                if squeeze and mp > 0:  # a retreat of no MP enters nothing
                    return mp
                rejected.setdefault(
                    v, msg("needs {cost} MP to enter; the retreat has {mp}", cost=cost, mp=mp)
                )
            return int(cost)
        if u == start:
            rejected.setdefault(v, why)
        return None

    def end_ok(c: Cell) -> str | None:
        """A hex it may end in: the stack it would join is one the board format holds
        (wargame/stacks.py: friends without limit unless ``retreat_stacking_limit``, hidden
        enemies always), so applying the retreat never makes a board the loader rejects."""
        for x in fig.cells(c):
            others = [sit.figure(o) for o in sit.occupants(x) if o != fig.id]
            if not others:
                continue
            moved = dataclasses.replace(fig, at=x)
            why = stack_problem(sit.board, [moved, *others])
            if why is not None:
                friends = [o for o in others if not sit.hostile(fig, o)]
                limit = opts.stacking_limit
                if friends and limit is not None:
                    total = unit_count(fig) + sum(unit_count(o) for o in friends)
                    return msg(
                        "stacking with {armies} would make {total} units, over the "
                        "limit of {limit}",
                        armies=", ".join(o.label for o in friends),
                        total=total,
                        limit=limit,
                    )
                return why
        return None

    # fewest MP: networkx's Dijkstra over the army's movement graph, every route of the
    # fewest MP listed (the route drawn: :func:`~tabletop_ai.engine.movement.route`); a
    # second search lets the first hex cost more than the retreat has when no hex is legal
    g = movement_graph(sit, fig)
    cells = g.graph["cell"]
    source = sit.topo.number(start)
    for attempt in (1, 2):
        squeeze = attempt == 2  # read by step_ok
        cost: dict[Cell, int] = {start: 0}
        first_ring: set[Cell] = set()
        paths: Mapping[Cell, list[Cell]] = {start: [start]}
        if sit.topo.enterable(start, sit.mobility(fig), fig.size):
            pred, dist = nx.dijkstra_predecessor_and_distance(
                g, source, cutoff=mp, weight=step_weight(sit, fig, g, step_ok)
            )
            cost = {cells[n]: d for n, d in dist.items()}
            ways = {cells[n]: [cells[p] for p in ps] for n, ps in pred.items()}
            paths = {c: route(ways, c) for c in cost}
            first_ring = (
                set(sit.topo.steps_from(start, sit.mobility(fig)))
                if fig.size == (1, 1)
                else {cells[n] for n in g.adj[source]}
            )

        ends: list[Cell] = []
        for c in cost:
            if c == start:
                continue
            why = end_ok(c)
            if why is None:
                ends.append(c)
            elif c in first_ring:
                rejected.setdefault(c, why)
        ends.sort(key=lambda c: (c[1], c[0]))
        if ends or not any(c != start for c in first_ring):
            break
    for c in ends:
        rejected.pop(c, None)
    rejected_hexes = [
        RejectedHex(c, w) for c, w in sorted(rejected.items(), key=lambda t: (t[0][1], t[0][0]))
    ]
    if not ends:
        return _destroyed(
            fig,
            msg(
                "no legal retreat hex: destroyed, all its cards discarded — {challenge}",
                challenge=dice.text,
            ),
            dataclasses.replace(base, rejected=rejected_hexes, candidates=[]),
        )

    # preference order
    def dist_to(points: list[MapPoint]) -> dict[Cell, int]:
        return sit.topo.distances_from([p.at for p in points]) if points else {}

    if opts.ability:
        bases = _friendly_points(sit, fig, lambda p: _has_ability(p, opts.ability or ""))
        base_words = msg("friendly {ability} hex", ability=opts.ability)
    else:
        bases = _friendly_points(sit, fig, lambda p: p.kind in opts.to)
        kinds = [_KINDS.get(k, k) for k in opts.to]
        either = kinds[0] if kinds else ""
        for k in kinds[1:]:
            either = msg("{a} or {b}", a=either, b=k)
        base_words = msg("friendly {kinds}", kinds=either)
    supply = _friendly_points(sit, fig, lambda p: p.kind in ("supply", "stronghold", "outpost"))
    base_d, supply_d = dist_to(bases), dist_to(supply)
    prefer = list(opts.prefer)
    fallback = False
    if "toward-base" in prefer and not bases:
        i = prefer.index("toward-base")
        prefer[i] = "farther-from-enemy"
        fallback = True
    prefer = list(dict.fromkeys(prefer))

    def near(d: dict[Cell, int], c: Cell) -> int:
        return min((d.get(x, FAR) for x in fig.cells(c)), default=FAR)

    def hexes(n: int) -> str:
        return msg("out of reach") if n >= FAR else msg("%n hex(es)", n=n)

    crit: dict[str, Criterion[Cell]] = {
        "zoc-free": Criterion(
            msg("out of enemy zones of control"),
            lambda c: 1 if c in zoc else 0,
            lambda c: _IN_ZOC if c in zoc else _ZOC_FREE,
        ),
        "toward-base": Criterion(
            msg("nearest the {base}", base=base_words),
            lambda c: near(base_d, c),
            lambda c: msg("{hexes} from it", hexes=hexes(near(base_d, c))),
        ),
        "toward-supply": Criterion(
            msg("nearest friendly supply"),
            lambda c: near(supply_d, c),
            lambda c: msg("{hexes} from supply", hexes=hexes(near(supply_d, c))),
        ),
        "farther-from-enemy": Criterion(
            msg("farthest from the enemy"),
            lambda c: -edist(c),
            lambda c: msg("{hexes} from the enemy", hexes=hexes(edist(c))),
        ),
        "fewest-mp": Criterion(
            msg("fewest MP"), lambda c: cost[c], lambda c: msg("{mp} MP", mp=cost[c])
        ),
    }
    chain = [crit[p] for p in prefer]
    ranked = rank(ends, chain)
    best = [r.item for r in ranked if r.keys == ranked[0].keys]
    chosen, alts = rs.choose_cells(best)
    top = next(r for r in ranked if r.item == chosen)
    ranked_hexes = []
    place = 1
    for i, r in enumerate(ranked):
        if i and r.keys != ranked[i - 1].keys:
            place = i + 1
        ranked_hexes.append(
            RankedHex(
                r.item,
                place,
                r.decided_by,
                why_placed(r, chain, repr),
                {c.label: c.describe(r.item) for c in chain},
            )
        )
    names = join((content_label(p.label) for p in bases), ", ")
    where = join((c.describe(chosen) for c in chain), ", ")
    legal = msg("%n legal hex(es)", n=len(ends))
    reason = (
        msg(
            "retreats to {cell} toward {bases} ({where}; {legal})",
            cell=repr(chosen),
            bases=names,
            where=where,
            legal=legal,
        )
        if bases and "toward-base" in prefer
        else msg(
            "retreats to {cell} ({where}; {legal})", cell=repr(chosen), where=where, legal=legal
        )
    )
    if squeeze:
        reason = msg(
            "{reason}; every free hex costs more MP than the retreat has, so it enters "
            "one anyway (only enemy armies holding every hex destroy a retreating army)",
            reason=reason,
        )
    if fallback:
        reason = msg(
            "no {base} on the map: retreats as far from the enemy as it can; {reason}",
            base=base_words,
            reason=reason,
        )
    if len(ends) > 1 and not alts:
        reason = msg("{reason}; {why}", reason=reason, why=why_placed(top, chain, repr))
    reason = msg("{reason} — {challenge}", reason=reason, challenge=dice.text)
    return Action(
        type="retreat",
        path=list(paths[chosen]),
        end=chosen,
        mp_spent=cost[chosen],
        alternatives=alts,
        reason=reason,
        reachable=list(ends),
        highlight=list(ends),
        detail=dataclasses.replace(
            base,
            rejected=rejected_hexes,
            candidates=list(ends),
            chosen=chosen,
            ranked=ranked_hexes,
            destinations=[p.id or p.kind for p in bases],
        ),
    )


def apply_retreat(board: Board, plan: Plan) -> Board:
    """The board after a retreat plan (pure: a new board): every army on its end hex, the
    destroyed ones taken off ("the retreating army is destroyed, and all hero and unit cards
    that it contains are discarded"). The end hexes are legal stacks (``end_ok``), so the
    result always passes the loader's checks."""
    return apply_plan_moves(plan)(board).state
