"""Gloomhaven-family monster AI: Gloomhaven, Frosthaven and Jaws of the Lion.

A board with ``rules.preset`` ``gloomhaven``, ``frosthaven`` or ``jaws-of-the-lion`` on a hex
map (flat- or pointy-topped) plans each monster's ability card line with the instruction

``{"type": "monster_action", "move": 3, "range": 0, "targets": 1, "flying": false,
"jumping": false, "teleport": false, "muddled": false, "aoe": {"cells": [[dq, dr], ...]}}``

(``range`` 0 is melee; ``targets`` 0 is a move without an attack, 6 is "target all"; ``aoe``
offsets are axial, from the attacker for a melee area, from the first hex for a ranged one).
Figures on the AI side are the monster's allies; player figures are characters, with their
``initiative``.

The rules are the monster focus, movement and attack rules of the Gloomhaven rulebook
("Monster Focus", "Monster Movement", "Monster Attacks"), implemented in
:mod:`tabletop_ai.gloomhaven` (see :mod:`tabletop_ai.gloomhaven.monster` for the order of the
criteria, credited to the Gloomhaven Monster Mover, MIT). The editions differ in six rule
options, each settable on a board (``rules.gh_*``):

===============================  ==========  ==========  ================
option                           Gloomhaven  Frosthaven  Jaws of the Lion
===============================  ==========  ==========  ================
``gh_los``                       vertex      full-hex    full-hex
``gh_jump_difficult``            true        false       false
``gh_focus_proximity``           true        true        false
``gh_focus_disadvantage_first``  true        false       true
``gh_future_multiattack``        true        false       true
``gh_rank_secondary``            true        false       true
===============================  ==========  ==========  ================

(:mod:`tabletop_ai.gloomhaven.edition` explains each.) Every equally good outcome is kept: the
move action's ``alternatives`` are the other end hexes and its ``options`` list every tied
(end, targets) pair; the players choose, as the rulebook says they do.

Readings where the rulebook is silent (documented defaults): a character without an
``initiative`` counts as initiative 0; a ``monster_action`` with no ``move`` moves 0.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board, Figure, Group
from tabletop_ai.engine.plan import Action, DrawHints, JSONValue, cells_json, labels
from tabletop_ai.engine.rules import (
    FAR,
    AttackCheck,
    Candidate,
    FigureKind,
    InstructionType,
    Param,
    RuleOption,
    RuleSet,
)
from tabletop_ai.geometry import Cell, HexGrid
from tabletop_ai.gloomhaven.edition import EDITIONS, LOS_RULES, Edition, read_edition
from tabletop_ai.gloomhaven.hexmap import hexmap_for
from tabletop_ai.gloomhaven.monster import Decision, MonsterAction, Option, decide
from tabletop_ai.gloomhaven.sight import HexSight
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.board.model import Instruction
    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.rules import Handler
    from tabletop_ai.engine.situation import Situation

MONSTER_ACTION = "monster_action"
#: the largest map (hexes a side) and monster group the monster AI plans (scenario maps are
#: far smaller; a group is at most the 10 standees of a monster type)
MAX_MAP = 40
MAX_MONSTERS = 10

_BOOL = "true or false"
MONSTER_ACTION_TYPE = InstructionType(
    MONSTER_ACTION,
    msg("one monster ability card line: focus, move and attack by the rulebook"),
    (
        Param(
            "move",
            "int",
            msg("movement (0: no move)"),
            default=0,
            minimum=0,
            maximum=99,
            label=msg("Move"),
        ),
        Param(
            "range",
            "int",
            msg("attack range (0: melee)"),
            default=0,
            minimum=0,
            maximum=99,
            label=msg("Range"),
        ),
        Param(
            "targets",
            "int",
            msg("targets (0: a move without an attack, 6: target all)"),
            default=1,
            minimum=0,
            maximum=6,
            label=msg("Targets"),
        ),
        Param(
            "flying",
            "bool",
            msg("flying: ignores terrain and figures while moving"),
            default=False,
            label=msg("Flying"),
        ),
        Param(
            "jumping",
            "bool",
            msg("jumping: ignores terrain and figures but the last hex"),
            default=False,
            label=msg("Jumping"),
        ),
        Param(
            "teleport", "bool", msg("teleport (Frosthaven)"), default=False, label=msg("Teleport")
        ),
        Param(
            "muddled",
            "bool",
            msg("muddled: attacks with disadvantage"),
            default=False,
            label=msg("Muddled"),
        ),
        Param(
            "aoe",
            "json",
            msg('area of effect: {"cells": [[dq, dr], ...]} axial offsets'),
            label=msg("Area of effect"),
        ),
    ),
    label=msg("Monster action"),
)


def _edition_options(preset: str) -> tuple[RuleOption, ...]:
    """The ``gh_*`` options with this edition's defaults (:mod:`.edition`)."""
    ed = EDITIONS[preset]
    return (
        RuleOption(
            "gh_los",
            "choice",
            ed.los,
            msg(
                "line of sight: from corner to corner "
                "(`vertex`) or from any point of one hex to any point of the other "
                "(`full-hex`)"
            ),
            choices=LOS_RULES,
        ),
        RuleOption(
            "gh_jump_difficult",
            "bool",
            ed.jump_difficult,
            msg("a jump ending on difficult terrain pays 2 for that last hex"),
        ),
        RuleOption(
            "gh_focus_proximity",
            "bool",
            ed.focus_proximity,
            msg("focus ties are broken by proximity before initiative"),
        ),
        RuleOption(
            "gh_focus_disadvantage_first",
            "bool",
            ed.focus_disadvantage_first,
            msg("first avoid disadvantage against the focus, then maximise targets"),
        ),
        RuleOption(
            "gh_future_multiattack",
            "bool",
            ed.future_multiattack,
            msg("when it cannot attack this turn, move toward the most targets next turn"),
        ),
        RuleOption(
            "gh_rank_secondary",
            "bool",
            ed.rank_secondary,
            msg("rank secondary targets with the focus rules"),
        ),
    )


#: the figures the palette offers for its boards
KINDS: tuple[FigureKind, ...] = (
    {
        "name": "Character",
        "side": "player",
        "speed": 4,
        "health": 10,
        "max_health": 10,
        "attack": "melee",
        "color": "blue",
        "initiative": 50,
    },
    {"name": "Monster", "side": "ai", "speed": 2, "health": 5, "max_health": 5, "attack": "melee"},
    {
        "name": "Elite monster",
        "side": "ai",
        "speed": 2,
        "health": 8,
        "max_health": 8,
        "attack": "melee",
        "keywords": ["elite"],
    },
    {"name": "Archer", "side": "ai", "speed": 2, "health": 4, "max_health": 4, "attack": "ranged"},
)


class GloomhavenFamily(RuleSet):
    """The shared Gloomhaven-family rules; the editions differ only in :class:`Edition`."""

    #: large figures do not rotate their base (an Imperial Assault rule)
    large_figures_rotate: ClassVar[bool] = False

    name = "gloomhaven"
    figure_kinds = KINDS
    kinds_family = "gloomhaven"
    action_labels: ClassVar[Mapping[str, str]] = {
        **RuleSet.action_labels,
        **labels(msg("monster action")),
    }
    title = msg("Gloomhaven monster AI")
    hero_word = msg("character")
    instruction_types = (*RuleSet.instruction_types, MONSTER_ACTION_TYPE)
    #: a monster acts by its ability card's line (the rulebook's monster AI), not by the
    #: contract's generic moves
    default_instruction = MONSTER_ACTION_TYPE.name
    option_schema = _edition_options("gloomhaven")

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.edition: Edition = read_edition(self.name, board.rules.extra)
        if not isinstance(board.grid, HexGrid):
            raise BoardError(
                "",
                [
                    Problem(
                        "grid",
                        msg(
                            'the {rules} needs a hex map (grid type "hex"), not a {grid} one',
                            rules=self.title,
                            # the grid as a player names it, not its Python form
                            grid=msg("square") if board.grid.kind == "square" else board.grid.kind,
                        ),
                    )
                ],
            )

    # -- movement --------------------------------------------------------------------------
    def step_cost(
        self, sit: Situation, fig: Figure, new_cells: Sequence[Cell], through_hostile: bool = True
    ) -> int | None:
        """For the generic instructions: 1 a hex, 2 into difficult terrain; never through
        an enemy (Gloomhaven rulebook, "Movement")."""
        cost = 1
        for c in new_cells:
            occ = sit.occupant(c)
            if occ is not None and occ != fig.id and sit.hostile(fig, sit.figure(occ)):
                return None
            if sit.topo.kind(c) == "difficult":
                cost = 2
        return cost

    def board_problems(self, board: Board) -> list[Problem]:
        """A ``monster_action``'s area of effect must be a list of [dq, dr] offsets (plain
        or as ``{"cells": [...]}``) of whole numbers near the monster (at most 30 hexes,
        each within 10): the planner converts them without further checks. The map is at
        most :data:`MAX_MAP` hexes a side and a group at most :data:`MAX_MONSTERS` monsters
        (the standee limit), so that planning a group stays bounded (the monster AI's
        search grows fast with the map: docs/development.md gives the measured times)."""
        out: list[Problem] = []
        g = board.grid
        if g.width > MAX_MAP or g.height > MAX_MAP:
            out.append(
                Problem(
                    "grid",
                    msg(
                        "is {w}x{h}; the {rules} plans maps of at most {most}x{most} hexes",
                        w=g.width,
                        h=g.height,
                        rules=self.title,
                        most=MAX_MAP,
                    ),
                    code="too-large",
                )
            )
        for gi, grp in enumerate(board.groups):
            if len(grp.figures) > MAX_MONSTERS:
                out.append(
                    Problem(
                        f"groups[{gi}].figures",
                        msg(
                            "has {count} monsters; a group has at most {most}",
                            count=len(grp.figures),
                            most=MAX_MONSTERS,
                        ),
                        code="too-large",
                    )
                )
            for j, ins in enumerate(grp.instructions):
                if ins.type != MONSTER_ACTION or ins.data.get("aoe") in (None, {}, []):
                    continue
                aoe = ins.data["aoe"]
                cells = aoe.get("cells") if isinstance(aoe, dict) else aoe
                ok = (
                    isinstance(cells, list)
                    and len(cells) <= 30
                    and all(
                        isinstance(c, list)
                        and len(c) == 2
                        and all(
                            isinstance(v, int) and not isinstance(v, bool) and -10 <= v <= 10
                            for v in c
                        )
                        for c in cells
                    )
                )
                if not ok:
                    out.append(
                        Problem(
                            f"groups[{gi}].instructions[{j}].aoe",
                            msg(
                                "must be a list of at most 30 [dq, dr] offsets "
                                '(or {"cells": [...]}), each -10 to 10'
                            ),
                            code="bad-parameter",
                        )
                    )
        return out

    # -- attacking -------------------------------------------------------------------------
    def attack_check(
        self, sit: Situation, fig: Figure, target: Figure, at: Cell | None = None
    ) -> AttackCheck:
        """Range counted in hexes around walls; sight by the edition's rule (``gh_los``).
        Melee reaches neighbouring hexes not cut off by a wall; ranged reaches
        ``rules.ranged_range`` (unlimited when unset)."""
        src = fig.at if at is None else at
        dist = hexmap_for(sit.topo).proximity(target.at).get(src)
        rng = 1 if fig.attack == "melee" else self.options.ranged_range
        if dist is None or (rng is not None and dist > rng):
            return AttackCheck(False, dist, False, why=_OUT_OF_RANGE)
        seen = sit.sight(fig, target, at)
        if not seen.clear:
            return AttackCheck(False, dist, False, why=_NO_SIGHT)
        return AttackCheck(True, dist, True, seen, why=_IN_RANGE)

    def sight_rule(self, board: Board) -> str:
        """The edition's sight rule (``gh_los``: ``vertex`` or ``full-hex``)."""
        return self.edition.los

    # -- targets ---------------------------------------------------------------------------
    def target_order(
        self, sit: Situation, fig: Figure, named: str | None = None
    ) -> list[Candidate]:
        """For the generic instructions: the nearest character by proximity, then the lowest
        initiative (the focus tie-breaks). ``monster_action`` finds the real focus."""
        dist = hexmap_for(sit.topo).proximity(fig.at)
        out: list[Candidate] = []
        chars = sit.hostiles_of(fig)

        def key(h: Figure) -> tuple[int, int]:
            return (dist.get(h.at, FAR), h.initiative if h.initiative is not None else 0)

        for h in sorted(chars, key=key):
            ties = [o.id for o in chars if o is not h and key(o) == key(h)]
            out.append(
                Candidate(
                    h,
                    msg(
                        "{target} is the nearest character ({hexes}), initiative {initiative}",
                        target=content_label(h.label),
                        hexes=msg("%n hex(es)", n=key(h)[0]),
                        initiative=key(h)[1],
                    ),
                    ties,
                )
            )
        return out

    def activation_order(self, sit: Situation, group: Group) -> tuple[list[Figure], str]:
        """Gloomhaven rulebook, "Monster Turn Order" (paraphrased): elite monsters act
        first, then normal ones, each in ascending standee number (group order here)."""
        figs = [
            sit.figure(fid)
            for fid in group.figures
            if sit.board.find_figure(fid) is not None and sit.figure(fid).health > 0
        ]
        ranked = sorted(enumerate(figs), key=lambda item: (not item[1].has("elite"), item[0]))
        return [f for _i, f in ranked], msg("elite monsters first, then normal, in standee order")

    # -- instructions ----------------------------------------------------------------------
    def handler(self, kind: str) -> Handler[Self] | None:
        if kind == MONSTER_ACTION:
            return monster_action
        return super().handler(kind)


class Gloomhaven(GloomhavenFamily):
    """Gloomhaven (first edition) rules."""

    name = "gloomhaven"
    title = msg("Gloomhaven monster AI")
    presets = ("gloomhaven",)


class Frosthaven(GloomhavenFamily):
    """Frosthaven rules: whole-hex sight, icy terrain, teleport; targets before avoiding
    disadvantage; only the focus heeded when it cannot attack this turn."""

    name = "frosthaven"
    title = msg("Frosthaven monster AI")
    presets = ("frosthaven",)
    option_schema = _edition_options("frosthaven")


class JawsOfTheLion(GloomhavenFamily):
    """Jaws of the Lion rules: whole-hex sight; focus ties by initiative only."""

    name = "jaws-of-the-lion"
    title = msg("Jaws of the Lion monster AI")
    presets = ("jaws-of-the-lion",)
    option_schema = _edition_options("jaws-of-the-lion")


EDITION_RULES: dict[str, type[GloomhavenFamily]] = {
    c.name: c for c in (Gloomhaven, Frosthaven, JawsOfTheLion)
}


def rules_for_edition(board: Board) -> GloomhavenFamily:
    """The Gloomhaven-family rule set ``board.rules.preset`` names (Gloomhaven when it
    names none of them)."""
    return EDITION_RULES.get(board.rules.preset or "", Gloomhaven)(board)


# -- the monster_action instruction ----------------------------------------------------------
_OUT_OF_RANGE = msg("out of range")
_NO_SIGHT = msg("no line of sight")
_IN_RANGE = msg("in range and line of sight")


def _hexes(n: int) -> str:
    return msg("%n hex(es)", n=n)


def _either(names: Sequence[str], word: str) -> str:
    """``a``, ``a or b``, ``a or b or c`` (``word``: "or"/"and") as one message."""
    if not names:
        return ""
    out = names[0]
    for name in names[1:]:
        out = (
            msg("{a} or {b}", a=out, b=name) if word == "or" else msg("{a} and {b}", a=out, b=name)
        )
    return out


#: movement modes as the reasons name them (the plan JSON keeps the English word)
_MODES = {m.id: m for m in (msg("walking"), msg("flying"), msg("jumping"), msg("teleporting"))}


def _names(sit: Situation, d: Decision, cells: Sequence[Cell]) -> list[str]:
    return [content_label(d.characters[c].label) for c in cells if c in d.characters]


def _ids(d: Decision, cells: Sequence[Cell]) -> list[str]:
    return [d.characters[c].id for c in cells if c in d.characters]


def _focus_reason(sit: Situation, d: Decision, ed: Edition) -> str:
    if d.focus_key is None:
        return ""
    traps, move, prox, init = d.focus_key
    names = _names(sit, d, d.focuses)
    who = _either(names, "or")
    parts: list[str] = [
        msg(
            "the character it can attack with the least movement ({move}), entering %n "
            "negative hex(es) at least",
            n=traps,
            move=move,
        )
        if traps
        else msg("the character it can attack with the least movement ({move})", move=move)
    ]
    if ed.focus_proximity:
        parts.append(msg("then nearest ({hexes})", hexes=_hexes(prox)))
    parts.append(msg("then lowest initiative ({initiative})", initiative=init))
    if len(names) > 1:
        return msg(
            "focus {who}: {criteria} — tied, the players choose",
            who=who,
            criteria=join(parts, ", "),
        )
    return msg("focus {who}: {criteria}", who=who, criteria=join(parts, ", "))


@dataclass(frozen=True)
class MonsterOption:
    """One equally good outcome of a monster's turn: where it ends and whom it attacks."""

    end: Cell
    attacks: list[str]
    attack_cells: list[Cell]
    focus: list[str]
    aoe: list[Cell]
    #: the attack hexes it heads for when it cannot attack this turn
    toward: list[Cell]

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "end": [self.end[0], self.end[1]],
            "attacks": list(self.attacks),
            "attack_cells": cells_json(self.attack_cells),
            "focus": list(self.focus),
            "aoe": cells_json(self.aoe),
            "toward": cells_json(self.toward),
        }


@dataclass(frozen=True)
class MonsterMove:
    """The move action's detail: every tied option (the players choose), the focus, the
    movement mode and the edition that decided."""

    options: list[MonsterOption]
    focus: list[str]
    movement: str
    edition: str

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "options": [o.to_json() for o in self.options],
            "focus": list(self.focus),
            "movement": self.movement,
            "edition": self.edition,
        }


@dataclass(frozen=True)
class AreaAttack:
    """An attack's area of effect (the hexes it hits)."""

    aoe: list[Cell]

    def to_json(self) -> dict[str, JSONValue]:
        return {"aoe": cells_json(self.aoe)}


def _option(d: Decision, o: Option) -> MonsterOption:
    return MonsterOption(
        end=o.end,
        attacks=_ids(d, o.targets),
        attack_cells=list(o.targets),
        focus=_ids(d, sorted(o.focuses)),
        aoe=list(o.aoe),
        toward=sorted(o.destinations) if not o.targets else [],
    )


def monster_action(act: Activation[GloomhavenFamily], ins: Instruction) -> list[Action]:
    """One monster ability line: focus, move, attack (Gloomhaven rulebook, the monster turn
    sections; the criteria are listed in :mod:`tabletop_ai.gloomhaven.monster`)."""
    sit, fig = act.sit, act.fig
    rules = act.rules
    ed: Edition = rules.edition
    spec = MonsterAction.from_data(ins.data)
    d = decide(sit, fig, spec, ed)
    ends = sorted({o.end for o in d.options}, key=lambda c: (c[1], c[0]))
    chosen_end, alt_ends = rules.choose_cells(ends)
    chosen = next(o for o in d.options if o.end == chosen_end)
    same_end = [o for o in d.options if o.end == chosen_end and o is not chosen]
    path = d.travel.path(chosen_end) or [d.start]
    mp = d.travel.dist.get(chosen_end, 0)
    focus_ids = _ids(d, d.focuses)
    chosen_focus = _ids(d, sorted(chosen.focuses)) or focus_ids
    focus_text = _focus_reason(sit, d, ed)
    mode = d.mode.describe()
    shown_mode = _either([_MODES.get(w, w) for w in mode.split(" and ")], "and")
    slid = d.travel.slid(chosen_end)
    cell = repr(chosen_end)
    if mode == "walking":
        moved = (
            msg("moves {mp} (sliding on icy terrain) to {cell}", mp=mp, cell=cell)
            if slid
            else msg("moves {mp} to {cell}", mp=mp, cell=cell)
        )
    else:
        moved = (
            msg(
                "moves {mp} ({mode}) (sliding on icy terrain) to {cell}",
                mp=mp,
                mode=shown_mode,
                cell=cell,
            )
            if slid
            else msg("moves {mp} ({mode}) to {cell}", mp=mp, mode=shown_mode, cell=cell)
        )
    why: str
    if not d.focuses:
        why = msg("no character it could attack from any hex it can reach: no focus, it stays")
    elif chosen.targets:
        targets = join(_names(sit, d, chosen.targets), ", ")
        where = msg("stays") if chosen_end == d.start else moved
        why = msg(
            "{focus}; {where}, the best hex to attack {targets} from",
            focus=focus_text,
            where=where,
            targets=targets,
        )
    elif d.can_attack:
        where = msg("stays") if chosen_end == d.start else moved
        why = msg(
            "{focus}; {where}, the nearest hex from which it could attack",
            focus=focus_text,
            where=where,
        )
    else:
        toward = ", ".join(repr(c) for c in sorted(chosen.destinations))
        where = (
            msg("it cannot get closer, so it stays")
            if chosen_end == d.start
            else msg("{moved}, as close to it as it can get", moved=moved)
        )
        why = msg(
            "{focus}; it cannot reach an attack hex this turn ({toward}): {where}",
            focus=focus_text,
            toward=toward,
            where=where,
        )
    if len(d.options) > 1:
        why = msg(
            "{reason}; %n equally good choices (end hex and targets), the players choose",
            n=len(d.options),
            reason=why,
        )
    reach_ends = [c for c, v in d.travel.dist.items() if v <= spec.move]
    # Frosthaven's icy terrain: a walking figure's step off an icy hex is a slide
    icy = hexmap_for(sit.topo).icy if d.mode.walking else frozenset()
    slides = tuple(i for i in range(1, len(path)) if path[i - 1] in icy)
    move = Action(
        type="move",
        target=chosen_focus[0] if chosen_focus else None,
        path=path,
        end=chosen_end,
        mp_spent=mp,
        alternatives=list(alt_ends),
        reason=why,
        target_ties=[f for f in focus_ids if f not in chosen_focus[:1]],
        reachable=sorted(reach_ends, key=lambda c: (c[1], c[0])),
        highlight=sorted(chosen.destinations) if not chosen.targets else [],
        detail=MonsterMove([_option(d, o) for o in d.options], focus_ids, mode, ed.name),
        draw=DrawHints(slides=slides) if slides else None,
    )
    actions = [move]
    if spec.targets <= 0:
        return actions
    if not chosen.targets:
        actions.append(
            Action(
                type="attack",
                skipped=True,
                reason=msg("no focus")
                if not d.focuses
                else msg("it cannot attack its focus this turn"),
            )
        )
        return actions
    sight = sit.sight_rule(ed.los)  # the edition's rule, through the situation
    assert isinstance(sight, HexSight)
    dist = hexmap_for(sit.topo).proximity(chosen_end)
    others = sorted({c for o in same_end for c in o.targets} - set(chosen.targets))
    for c in chosen.targets:
        tgt = d.characters[c]
        label, at = content_label(tgt.label), _hexes(dist.get(c, 0))
        focus, in_aoe = c in chosen.focuses, c in chosen.aoe
        reason = (
            (
                msg(
                    "{target}: focus in the area, at {distance} in line of sight",
                    target=label,
                    distance=at,
                )
                if in_aoe
                else msg(
                    "{target}: focus, at {distance} in line of sight", target=label, distance=at
                )
            )
            if focus
            else (
                msg(
                    "{target}: additional target in the area, at {distance} in line of sight",
                    target=label,
                    distance=at,
                )
                if in_aoe
                else msg(
                    "{target}: additional target, at {distance} in line of sight",
                    target=label,
                    distance=at,
                )
            )
        )
        if spec.range > 0 and dist.get(c) == 1:
            reason = (
                msg("{reason} (adjacent: disadvantage, muddled anyway)", reason=reason)
                if spec.muddled
                else msg("{reason} (adjacent: disadvantage)", reason=reason)
            )
        actions.append(
            Action(
                type="attack",
                target=tgt.id,
                distance=dist.get(c),
                los=True,
                reason=reason,
                target_ties=_ids(d, others),
                sight_line=sight.line(chosen_end, c),
                detail=AreaAttack(list(chosen.aoe)) if chosen.aoe else None,
            )
        )
        act.attacks_made += 1
    return actions
