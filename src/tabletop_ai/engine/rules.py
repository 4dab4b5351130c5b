"""The rules seam: what a rule set provides to the engine, the window and the docs.

A rule set (one class per game, in that game's package, registered in
:mod:`tabletop_ai.rulesets`) is a :class:`RuleSet` subclass. The engine plans with it
through these methods and declarations only; it never asks which game it plays:

==========================  ====================================================================
``instruction_types``       the instruction types it plans, each with typed parameters, ranges
                            and a one-line description (:class:`InstructionType`); the window's
                            instruction editor, ``validate`` and the docs read them
``default_instruction``     the type a new instruction starts as in the window's editors
``option_schema``           the ``rules`` options it reads (:class:`RuleOption`)
``target_order``            target priority, with the reason for each place and the ties
``activation_order``        which figure of a group activates first, and why
``attack_check``            could a figure attack a target from a cell (range and sight)
``step_cost``               movement costs (spec 7)
``sight``                   its line-of-sight rule
``board_problems``          problems in the game data it reads (codes and places)
``handler`` / ``activate``  how one instruction / one figure's activation is planned
``finish_plan``             the typed result it adds to a plan (:attr:`result_type`)
``apply``                   optional: the board after the plan is carried out (a new board)
``panel``                   the name of its window panel (the window maps names to widgets)
==========================  ====================================================================

The defaults here are the board-format contract's rules (``spec/board-format.md`` sections
7-9: Imperial Assault movement and counting, the Imperial Commander target priority); each
game overrides what its rules change.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, TypeVar

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.extension import Ext
from tabletop_ai.board.model import Board, Figure, Group, Instruction, MapPoint
from tabletop_ai.board.stacks import Stacking
from tabletop_ai.engine.ops import Op
from tabletop_ai.engine.plan import ACTION_LABELS, Action, JSONValue, PlanResult, describe_action
from tabletop_ai.engine.priority import Criterion, rank
from tabletop_ai.engine.sight import Sight
from tabletop_ai.engine.wording import HEX_WORDS, Words
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.compass import DIRECTIONS, compass_order
from tabletop_ai.i18n import Msg, msg, printable
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:
    from typing import Self, TypeAlias

    from tabletop_ai.board.model import Instruction
    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.plan import Action, Plan
    from tabletop_ai.engine.situation import Situation

FAR = 10**6


def _json_value(v: JSONValue) -> JSONValue:
    return v


def attack_kind(fig: Figure) -> str:
    """The figure's attack as the rules read it: ``melee``, ``reach`` or ``ranged``. A melee
    figure with the Reach keyword attacks as ``reach`` (IC "Imperial Figure Attacks": "within
    two spaces if it has the "Reach" keyword"; AE "Range Definition": "Reach : 2 spaces")."""
    if fig.attack == "melee" and fig.has("reach"):
        return "reach"
    return fig.attack


#: the value kinds a parameter or option may have (what the editor offers for it)
ParamKind = Literal["int", "bool", "str", "figure", "point", "choice", "list[str]", "json"]

R = TypeVar("R", bound="RuleSet")

if TYPE_CHECKING:
    #: plans one instruction for the activating figure under rule set ``R``
    Handler: TypeAlias = Callable[[Activation[R], Instruction], Action | list[Action]]


@dataclass(frozen=True)
class Param:
    """One parameter of an instruction type, as a board file writes it (spec 5)."""

    name: str
    kind: ParamKind
    description: str
    default: JSONValue = None
    minimum: int | None = None
    maximum: int | None = None
    #: the allowed values (``choice``, or each item of a ``list[str]``)
    choices: tuple[str, ...] = ()
    #: a ``list[str]`` whose order the rules read (actions resolved left to right), and
    #: whose values may repeat: edited as an ordered list, not as tick boxes
    ordered: bool = False
    required: bool = False
    #: how a group's instruction list reads the value: a message with ``{value}`` (``%n``
    #: for a count); a ``bool`` is read only when true. None: ``name: value`` as in the file
    words: Msg | None = None
    #: a ``choice``'s values as a player reads them (messages; ``{key}`` takes the value of
    #: the instruction's parameter ``key``, ``%n`` the number in :attr:`count_key`)
    choice_words: Mapping[str, Msg] = field(default_factory=dict, hash=False)
    count_key: str = ""
    #: the line shows the value elsewhere (a note's ability name begins its text)
    in_line: bool = True
    #: the parameter's name as the instruction editor labels its field (a message; empty:
    #: the name with ``_`` read as spaces)
    label: str = ""

    @property
    def shown(self) -> str:
        """The parameter's name as a player reads it (translated when shown)."""
        return self.label or self.name.replace("_", " ")

    def reads(self, value: JSONValue, data: Mapping[str, JSONValue]) -> str | None:
        """The value of this parameter in ``data`` (an instruction's) as the instruction list
        reads it: a message in the rule set's :attr:`words`, else ``name: value`` as the
        file writes it; None when the line does not show it (a false flag, ``in_line``
        off)."""
        if not self.in_line or (self.kind == "bool" and self.words and not value):
            return None
        raw = f"{self.name}: {json.dumps(value, ensure_ascii=False)}"
        if not self.words:
            return raw
        shown: JSONValue | Msg = printable(value) if isinstance(value, str) else value
        if self.kind == "choice" and isinstance(value, str) and value in self.choice_words:
            count = data.get(self.count_key) if self.count_key else None
            fields = {
                k: printable(v) if isinstance(v, str) else v
                for k, v in data.items()
                if isinstance(v, str | int)
            }
            try:
                shown = self.choice_words[value].filled(
                    fields,
                    count if isinstance(count, int) and not isinstance(count, bool) else None,
                )
            except (KeyError, IndexError, ValueError):
                return raw  # a word naming a parameter the instruction does not have
        if "%n" in self.words:
            if not isinstance(value, int) or isinstance(value, bool):
                return raw
            return self.words.filled({}, value)
        return self.words.filled({"value": shown})


@dataclass(frozen=True)
class InstructionType:
    """An instruction a rule set plans: its ``type`` name, a one-line description and its
    parameters. The instruction editor, ``validate`` and the docs are built from these."""

    name: str
    description: str
    params: tuple[Param, ...] = ()
    #: the name as the window shows it (a message; every type a rule set declares has one,
    #: a test checks it in each language; empty: the name itself)
    label: str = ""

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    @property
    def shown(self) -> str:
        """The type's name as a player reads it, in the installed language when shown."""
        return self.label or self.name


@dataclass(frozen=True)
class DeclaredValue:
    """A value a rule set reads from a board file, declared with its type, default and
    meaning: the docs' tables, the checks and the window's editors are built from these."""

    name: str
    kind: ParamKind
    default: JSONValue
    description: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True)
class RuleOption(DeclaredValue):
    """One ``rules`` option a rule set reads (spec 6)."""


# -- the generic instructions (spec 8) ---------------------------------------------------------
_MP = Param(
    "mp",
    "int",
    msg("movement points to spend (default: the figure's speed)"),
    minimum=0,
    maximum=99,
)
_TARGET = Param("target", "figure", msg("a named target, tried first while it is healthy"))
GENERIC_INSTRUCTIONS: tuple[InstructionType, ...] = (
    InstructionType(
        "move_toward",
        msg("move as close to the target as the MP allow"),
        (_MP, _TARGET),
        msg("Move toward"),
    ),
    InstructionType(
        "move_to_engage",
        msg("move adjacent to the target by the fewest MP, else the next target; none: skipped"),
        (_MP, _TARGET),
        msg("Move to engage"),
    ),
    InstructionType(
        "move_to_reposition",
        msg(
            "move to a cell at `distance` counted spaces from "
            "the nearest hostile figure (or onto `point`)"
        ),
        (
            _MP,
            Param(
                "distance",
                "int",
                msg("counted spaces to keep from the nearest hostile figure"),
                default=3,
                minimum=0,
                maximum=99,
                words=msg("%n space(s) from the nearest hostile figure"),
            ),
            Param("point", "point", msg("a map point to stop on instead")),
        ),
        msg("Move to reposition"),
    ),
    InstructionType(
        "move_to_attack",
        msg(
            "move to the closest cell from which it can attack the "
            "target, else the next target; none: skipped"
        ),
        (_MP, _TARGET),
        msg("Move to attack"),
    ),
    InstructionType(
        "attack",
        msg("attack the target if in range and sight, else the next target; none: skipped"),
        (_TARGET,),
        msg("Attack"),
    ),
    InstructionType(
        "retreat",
        msg(
            "leave the cell toward the nearest friendly stronghold or "
            "outpost; no legal cell: destroyed"
        ),
        (
            Param(
                "mp",
                "int",
                msg("movement points for the retreat"),
                default=1,
                minimum=0,
                maximum=99,
            ),
        ),
        msg("Retreat"),
    ),
)


@dataclass(frozen=True)
class PointKind:
    """A kind of map point a rule set reads (``points[].kind``, spec 3): how the map, its
    legend and the map tools show it, and what the window does with it. The painting is the
    window's; these are the values it paints."""

    name: str
    #: the letter on its marker
    letter: str
    #: its marker's colour, ``#rrggbb`` (chosen with the others to stay distinct for the
    #: common colour-vision deficiencies; the letter carries the meaning too)
    colour: str
    #: what it is, as the legend and the map tools say it (a message)
    description: str
    #: a side's point (a base): painted in the side's colour; the inspector sets its side
    sided: bool = False
    #: what a click on it does with the Move tool: an operation on the board made from the
    #: point's id, and the undo step's words (a message with ``{name}``, what a player calls
    #: the point in the player's language, or ``{id}``); None: nothing
    click: Callable[[str], Op[Board]] | None = None
    click_text: str = ""
    #: one point's marker colour and letter where they differ from the kind's (e.g. a
    #: location that is a hazard); None: the kind's
    look: Callable[[MapPoint], tuple[str, str] | None] | None = None
    #: what that other look means, as the legend explains it (a message that begins with
    #: its letter, as the marker shows it); "": none
    look_words: str = ""
    #: a short text under the marker (e.g. a location's bonuses); None or "": none
    caption: Callable[[MapPoint], str] | None = None
    #: what the caption's marks mean, as the legend explains them (a message); "": none
    caption_words: str = ""
    #: it can be turned over (``active: false``): the map says whether it is active
    flips: bool = False


#: the map points every rule set knows: the contract's retreat goals (spec 8: a friendly
#: ``stronghold``/``outpost``) and the common marks of skirmish maps
CONTRACT_POINTS: tuple[PointKind, ...] = (
    PointKind("spawn", "S", "#c0392b", msg("spawn point")),
    PointKind("stronghold", "H", "#1f5f8b", msg("stronghold (base)"), sided=True),
    PointKind("outpost", "O", "#2e86c1", msg("outpost (base)"), sided=True),
    PointKind("reposition", "R", "#7d3c98", msg("reposition point")),
    PointKind("objective", "★", "#b9770e", msg("objective")),
    PointKind("terminal", "T", "#2c3e50", msg("terminal")),
)


#: a figure template the palette offers (the board file's figure keys, spec 4, without
#: ``id`` and ``at``; a game's own keys kept)
FigureKind = Mapping[str, JSONValue]

#: the contract's figures (Imperial Assault's, spec 7's default rules)
CONTRACT_KINDS: tuple[FigureKind, ...] = (
    {
        "name": "Hero",
        "side": "player",
        "speed": 4,
        "health": 10,
        "max_health": 10,
        "attack": "ranged",
        "color": "blue",
    },
    {
        "name": "Hero",
        "side": "player",
        "speed": 5,
        "health": 12,
        "max_health": 12,
        "attack": "melee",
        "color": "yellow",
    },
    {"name": "Trooper", "side": "ai", "speed": 4, "health": 3, "max_health": 3, "attack": "ranged"},
    {"name": "Guard", "side": "ai", "speed": 4, "health": 6, "max_health": 6, "attack": "melee"},
    {
        "name": "Beast",
        "side": "ai",
        "speed": 3,
        "health": 12,
        "max_health": 12,
        "attack": "melee",
        "size": [2, 2],
        "keywords": ["massive"],
    },
)


_NOT_ADJACENT = msg("not adjacent")
_ADJACENT = msg("adjacent")
_NO_SIGHT = msg("no line of sight")
_IN_SIGHT = msg("in line of sight")


@dataclass
class Candidate:
    """A possible target in priority order, with the words that explain its place."""

    figure: Figure
    reason: str
    ties: list[str] = field(default_factory=list)


@dataclass
class AttackCheck:
    """Could the figure attack the target from a cell? With the numbers that decided it."""

    ok: bool
    #: counted spaces to the target (None: cut off, or not counted because the check failed
    #: before the distance mattered)
    distance: int | None
    los: bool
    sight: Sight | None = None
    why: str = ""


#: the ``rules`` options of the board-format contract every rule set reads (spec 6). Their
#: descriptions are read apart from any board (the generated option table of
#: board-format.md serves square and hex grids alike), so one that counts cells names the
#: unit of each grid rather than one grid's word
CONTRACT_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "diagonals",
        "choice",
        "ia",
        msg("diagonal steps allowed except through closed corners (`ia`) or none (`none`)"),
        choices=("ia", "none"),
    ),
    RuleOption(
        "los",
        "choice",
        None,
        msg(
            "line of sight: `corner-to-corner` (square grids) or "
            "`center-line` (hex grids); unset: by the grid"
        ),
        choices=("corner-to-corner", "center-line"),
    ),
    RuleOption(
        "los_graze",
        "bool",
        True,
        msg("a line may run along a wall or touch a corner without being blocked"),
    ),
    RuleOption(
        "ranged_range",
        "int",
        None,
        msg(
            "the longest range of a ranged attack, in counted spaces on a square grid or "
            "hexes on a hex grid, before `accuracy` is added (null: no maximum)"
        ),
        minimum=0,
    ),
    RuleOption(
        "tie",
        "json",
        "report",
        msg(
            '`"report"` lists every equally good cell; '
            '`{"compass": "E"}` breaks ties toward that edge'
        ),
    ),
)


@dataclass(frozen=True)
class FigureField(DeclaredValue):
    """A figure field a rule set reads (an unknown key of the figure, kept on save, spec 4),
    declared so the window shows it on the token and edits it in the inspector: the player
    never edits JSON. ``badge`` is the short mark drawn on the token while the value differs
    from ``default`` (for a number: the mark followed by the value)."""

    badge: str = ""
    #: ``list[str]``: the values offered as tick boxes; any other is typed beside them
    ticks: tuple[str, ...] = ()
    #: a true value draws the token see-through with a dashed rim (a figure hidden from the
    #: enemy)
    faded: bool = False

    @property
    def ext(self) -> Ext[JSONValue]:
        """The field as a typed extension of the figure record (its file key)."""
        return Ext(self.name, _json_value)

    def value(self, extra: dict[str, JSONValue]) -> JSONValue:
        """The figure's value (its ``extra`` entry), else the default."""
        return extra.get(self.name, self.default)

    def mark(self, extra: dict[str, JSONValue]) -> str | None:
        """The badge text for this figure, or None when there is nothing to show."""
        v = self.value(extra)
        if not self.badge or v == self.default or v is None:
            return None
        if self.kind == "bool":
            return self.badge
        return f"{self.badge}{v}"


#: the contract's target priority (IC "Target Priority"; board-format.md section 8), as
#: :attr:`~tabletop_ai.engine.priority.Ranked.decided_by` names its criteria: the named
#: target while healthy; healthy before wounded; the closest; least health left; most
#: health (the last two for healthy figures only)
TARGET_CHAIN = (
    "named target",
    "healthy before wounded",
    "closest",
    "least health left",
    "most health",
)


class RuleSet:
    """The contract's default rules (spec 7-9); every game's rule set subclasses this.

    It is no game's rules: it plans the board format's own instruction types and answers
    the window's questions with the contract's defaults; each game declares its own
    ``name``, ``title`` and ``presets``."""

    #: the rule set's name (a plan's ``rule_set``); a game's is its first preset
    name: ClassVar[str] = "contract"
    title: ClassVar[str] = msg("The board format's default rules")
    #: the ``rules.preset`` names this rule set is registered under
    presets: ClassVar[tuple[str, ...]] = ()
    #: hostile figures are called this in reasons (a message: "the closest healthy hero")
    hero_word: ClassVar[str] = msg("hero")
    #: the instruction types it plans (``validate`` rejects any other)
    instruction_types: ClassVar[tuple[InstructionType, ...]] = GENERIC_INSTRUCTIONS
    #: the name of the declared type a new instruction starts as (the editors' "Add" offers
    #: it first): the game's own turn where the generic moves are not how its AI plays;
    #: "": the first declared type (:meth:`new_instruction_type`)
    default_instruction: ClassVar[str] = ""
    #: the game's own ``rules`` options, beyond :data:`CONTRACT_OPTIONS`
    option_schema: ClassVar[tuple[RuleOption, ...]] = ()
    #: the figure fields it reads (shown on tokens and edited in the inspector)
    figure_fields: ClassVar[tuple[FigureField, ...]] = ()
    #: the type of :attr:`Plan.result` its plans carry (None: none)
    result_type: ClassVar[type[PlanResult] | None] = None
    #: the action types its plans carry as a player reads them (a message each): the
    #: contract's, and a game adds its own (``{**RuleSet.action_labels, "push": msg("push")}``)
    action_labels: ClassVar[Mapping[str, str]] = ACTION_LABELS
    #: the name of its window panel (None: the plan panel only); ``ui/panels.py`` maps names
    #: to widgets
    panel: ClassVar[str | None] = None
    #: large figures may rotate their base on square grids for 1 MP, keeping at least half
    #: their spaces (Imperial Assault; :func:`tabletop_ai.engine.movement.reach`)
    large_figures_rotate: ClassVar[bool] = True
    #: the map points it reads (the map tools offer these; the map paints them)
    point_kinds: ClassVar[tuple[PointKind, ...]] = CONTRACT_POINTS
    #: how several figures may share a cell (None: never, spec 7; :mod:`..board.stacks`)
    stacking: ClassVar[Stacking | None] = None
    #: the figures the palette offers for its boards
    figure_kinds: ClassVar[tuple[FigureKind, ...]] = CONTRACT_KINDS
    #: the name under which the player's own figure kinds are kept (rule sets of one game
    #: share them)
    kinds_family: ClassVar[str] = "other"
    #: its reasons on a grid whose cells are not squares: grid type -> {message id: that
    #: message worded for the grid's cells} (:mod:`tabletop_ai.engine.wording`; the planner
    #: picks them by the board's ``grid.type``). A game adds its own messages that count or
    #: name cells: ``{"hex": {**RuleSet.grid_words["hex"], **twins(...)}}``
    grid_words: ClassVar[Mapping[str, Words]] = {"hex": HEX_WORDS}

    def __init__(self, board: Board) -> None:
        self.options = board.rules
        self.warnings: list[str] = []

    # -- declarations ---------------------------------------------------------------------
    @classmethod
    def instruction_type(cls, name: str) -> InstructionType | None:
        """The declared instruction type called ``name``, if this rule set plans it."""
        return next((t for t in cls.instruction_types if t.name == name), None)

    @classmethod
    def new_instruction_type(cls) -> InstructionType | None:
        """The declared type a new instruction starts as: :attr:`default_instruction`,
        else the first declared type (None: it declares none)."""
        return cls.instruction_type(cls.default_instruction) or next(
            iter(cls.instruction_types), None
        )

    @classmethod
    def point_kind(cls, name: str) -> PointKind | None:
        """The declared map point kind called ``name``, if this rule set reads it."""
        return next((k for k in cls.point_kinds if k.name == name), None)

    @classmethod
    def action_label(cls, kind: str) -> str:
        """An action type as a player reads it, in the installed language when shown."""
        return cls.action_labels.get(kind) or kind.replace("_", " ")

    @classmethod
    def describe_action(cls, a: Action, names: Mapping[str, str]) -> str:
        """A short phrase for one action, as a player would read it aloud (a message: the
        Plan panel and ``tabletop-ai plan`` show it); a game words some actions its own way
        by overriding this."""
        return describe_action(a, names, cls.action_label(a.type))

    @classmethod
    def instruction_names(cls) -> list[str]:
        return [t.name for t in cls.instruction_types]

    @classmethod
    def group_card_name(cls, board: Board, group: Group) -> str | None:
        """The English name of the card ``group`` was made from, or None: a rule set whose
        groups come from cards declares it by overriding this."""
        return None

    @classmethod
    def group_label(cls, board: Board, group: Group) -> str:
        """``group`` as a player reads it (a message parameter, shown in the installed
        language): its ``name`` (board-format.md "Groups"), else the name of the card it
        was made from (:meth:`group_card_name`), else its id. Bundled names are translated
        as other bundled names are (:func:`~tabletop_ai.i18n.content.content_label`)."""
        name = group.name or cls.group_card_name(board, group)
        return content_label(name) if name else printable(group.id)

    @classmethod
    def all_options(cls) -> tuple[RuleOption, ...]:
        """Every ``rules`` option a board of this rule set may set."""
        return CONTRACT_OPTIONS + cls.option_schema

    # -- movement --------------------------------------------------------------------------
    def step_cost(
        self, sit: Situation, fig: Figure, new_cells: Sequence[Cell], through_hostile: bool = True
    ) -> int | None:
        """MP to step onto ``new_cells`` (spec 7): 1, +1 difficult, +1 hostile figure; Massive
        pays neither extra and cannot enter a cell with another Massive figure. A large figure
        pays each extra once per step (the RRG's E-Web example). None: the step is illegal."""
        # (a figure with no keywords is not Massive: asked without the keyword search, as
        # this runs for every cell a figure's move reaches)
        massive = bool(fig.keywords) and fig.has("massive")
        difficult = hostile = False
        for c in new_cells:
            occ = sit.occupant(c)
            if occ is not None and occ != fig.id:
                other = sit.figure(occ)
                if sit.hostile(fig, other):
                    if not through_hostile:
                        return None
                    hostile = True
                if massive and other.has("massive"):
                    return None
            if sit.topo.kind(c) == "difficult":
                difficult = True
        if massive:
            return 1
        return 1 + difficult + hostile

    # -- attacking -------------------------------------------------------------------------
    def attack_action(self, ins: Instruction) -> bool:
        """Whether an ``attack`` instruction is an attack action, of which a figure makes one
        per activation (IC "Limit of One Attack Action": "An instruction is an attack action
        if it is preceded by the symbol" — written ``"action": true``)."""
        return ins.action

    def attack_range(self, fig: Figure) -> int | None:
        """Most counted spaces an attack reaches: melee 1 (adjacent), reach 2, ranged
        unlimited unless ``rules.ranged_range`` is set (then that plus accuracy)."""
        kind = attack_kind(fig)
        if kind == "melee":
            return 1
        if kind == "reach":
            return 2
        rr = self.options.ranged_range
        return None if rr is None else rr + fig.accuracy

    def attack_check(
        self, sit: Situation, fig: Figure, target: Figure, at: Cell | None = None
    ) -> AttackCheck:
        """IC "Imperial Figure Attacks": line of sight, and for melee adjacency (Reach: within
        two spaces); ranged attacks need only sight unless the rule set gives a maximum.

        Spaces are counted only when they decide or the attack is possible: a check that
        fails on adjacency or sight first carries no distance (counting from a far target is
        a search over most of the map, and "move to attack" asks about every cell it can
        reach)."""
        if attack_kind(fig) == "melee":
            if not sit.adjacent(fig, target, at):
                return AttackCheck(False, None, False, why=_NOT_ADJACENT)
            return AttackCheck(
                True, sit.count(fig, target, at), True, sit.sight(fig, target, at), _ADJACENT
            )
        rng = self.attack_range(fig)
        if rng is not None:
            dist = sit.count(fig, target, at)
            if dist is None or dist > rng:
                return AttackCheck(
                    False, dist, False, why=msg("more than {range} spaces away", range=rng)
                )
        s = sit.sight(fig, target, at)
        if not s.clear:
            return AttackCheck(False, None, False, s, _NO_SIGHT)
        if rng is None:
            dist = sit.count(fig, target, at)
        return AttackCheck(True, dist, True, s, _IN_SIGHT)

    def attack_impossible(
        self, sit: Situation, fig: Figure, target: Figure, ats: Sequence[Cell]
    ) -> bool:
        """True when :meth:`attack_check` fails from every cell of ``ats`` for sure: a
        ranged or Reach attack needs line of sight (IC "Imperial Figure Attacks": "must have
        line of sight to the target") and the map hides the target from all of them
        (:meth:`Situation.map_hides`). False proves nothing; always False for melee (it
        needs adjacency, not sight) and for a rule set with its own ``attack_check``."""
        if attack_kind(fig) == "melee" or type(self).attack_check is not RuleSet.attack_check:
            return False
        return sit.map_hides(fig, target, ats)

    def attack_grid_limit(self, fig: Figure) -> int | None:
        """The most grid steps between footprints from which :meth:`attack_check` can pass:
        :meth:`attack_range` (melee 1: adjacent cells share an edge or a corner, spec 7;
        counted spaces are never fewer than grid steps, each counting step being one).
        None: no limit known, or a rule set with its own ``attack_check``."""
        if type(self).attack_check is not RuleSet.attack_check:
            return None
        return self.attack_range(fig)

    # -- targets ---------------------------------------------------------------------------
    def target_order(
        self, sit: Situation, fig: Figure, named: str | None = None
    ) -> list[Candidate]:
        """IC "Target Priority": the named target first if healthy; then the closest healthy
        hero, the healthy one with least health left, the one with most health; then the
        wounded, closest first. Ties left after the chain are the players' choice.

        A group's plan asks this again and again (the activation order, then each figure's
        instructions) while often nothing it reads has changed: the ranking is kept for the
        plan, keyed on everything it reads (the figure's place, every hostile's place,
        health and wounds, the map)."""
        state = (
            self,
            sit.topo,
            fig.id,
            fig.side,
            fig.at,
            fig.size,
            named,
            tuple(
                (f.id, f.side, f.at, f.size, f.health, f.max_health, f.wounded, f.name)
                for f in sit.board.figures
                if sit.hostile(fig, f)
            ),
        )
        hit = sit.rankings.hit(state)
        if hit is None:
            hit = sit.rankings[state] = self._rank_targets(sit, fig, named)
        return list(hit)

    def _rank_targets(self, sit: Situation, fig: Figure, named: str | None) -> list[Candidate]:
        """:meth:`target_order` worked out: the hostiles ranked by the chain of
        :data:`TARGET_CHAIN` (IC "Target Priority"), then board order
        (:func:`~tabletop_ai.engine.priority.rank`), each told why by the criterion that
        decided its place; the ones equal on every criterion are tied."""
        hostiles = sit.hostiles_of(fig)
        if not hostiles:
            return []
        # the counted spaces to every hostile from one search from the figure (counting is
        # symmetric: Situation.count)
        spaces = sit.distances_to(fig)
        closest = {
            h.id: min((d for c in h.cells() if (d := spaces.get(c)) is not None), default=FAR)
            for h in hostiles
        }

        def is_named(h: Figure) -> bool:
            return h.id == named and h.healthy

        chain: list[Criterion[Figure]] = [
            Criterion(TARGET_CHAIN[0], lambda h: 0 if is_named(h) else 1),
            Criterion(TARGET_CHAIN[1], lambda h: h.wounded),
            Criterion(TARGET_CHAIN[2], lambda h: closest[h.id]),
            Criterion(TARGET_CHAIN[3], lambda h: h.health if h.healthy else 0),
            Criterion(TARGET_CHAIN[4], lambda h: -h.max_health if h.healthy else 0),
        ]
        return [
            Candidate(
                r.item,
                self._reason(r.item, is_named(r.item), r.decided_by, closest[r.item.id]),
                [t.id for t in r.tied_with],
            )
            for r in rank(hostiles, chain)
        ]

    def _reason(self, h: Figure, is_named: bool, decided_by: str | None, dist: int) -> str:
        """The reason for a hostile's place in :meth:`_rank_targets`' chain (IC "Target
        Priority"): whether it is the healthy named target, the criterion that decided its
        place and its counted spaces (:data:`FAR`: out of reach)."""
        label = content_label(h.label)
        healthy, health, max_health = h.healthy, h.health, h.max_health
        if is_named:
            return msg("{target} is the named target", target=label)
        where = msg("out of reach") if dist >= FAR else msg("%n space(s)", n=dist)
        hero = self.hero_word
        if decided_by == "least health left":
            return (
                msg(
                    "{target} is the closest healthy {hero} ({where}), with least health "
                    "left ({health})",
                    target=label,
                    hero=hero,
                    where=where,
                    health=health,
                )
                if healthy
                else msg(
                    "{target} is the closest wounded {hero} ({where}), with least health left "
                    "({health})",
                    target=label,
                    hero=hero,
                    where=where,
                    health=health,
                )
            )
        if decided_by == "most health":
            return (
                msg(
                    "{target} is the closest healthy {hero} ({where}), with most health ({health})",
                    target=label,
                    hero=hero,
                    where=where,
                    health=max_health,
                )
                if healthy
                else msg(
                    "{target} is the closest wounded {hero} ({where}), with most health ({health})",
                    target=label,
                    hero=hero,
                    where=where,
                    health=max_health,
                )
            )
        if healthy:
            return msg(
                "{target} is the closest healthy {hero} ({where})",
                target=label,
                hero=hero,
                where=where,
            )
        return msg(
            "{target} is the closest wounded {hero} ({where})", target=label, hero=hero, where=where
        )

    def activation_order(self, sit: Situation, group: Group) -> tuple[list[Figure], str]:
        """Spec 9: the figure closest to its first target first, then group order."""
        figs = [
            sit.figure(fid)
            for fid in group.figures
            if sit.board.find_figure(fid) is not None and sit.figure(fid).health > 0
        ]
        named = next((i.target for i in group.instructions if i.target), None)

        def key(item: tuple[int, Figure]) -> tuple[int, int]:
            idx, f = item
            order = self.target_order(sit, f, named)
            if not order:
                return (FAR, idx)
            d = sit.count(f, order[0].figure)
            return (FAR if d is None else d, idx)

        ranked = sorted(enumerate(figs), key=key)
        return [f for _i, f in ranked], msg("closest to its first target first, then group order")

    # -- ties ------------------------------------------------------------------------------
    def choose_cells(self, cells: Sequence[Cell]) -> tuple[Cell, list[Cell]]:
        """Break a tie between equally good end cells (spec 6 ``tie``).

        ``"report"``: take the first in reading order and report the rest as alternatives.
        ``{"compass": D}``: take the cell farthest toward edge D (N, E, S, W); cells still
        tied after that are reported."""
        compass = self.options.compass
        if compass in DIRECTIONS:
            order = compass_order(list(cells), lambda c: [c], compass)[0]
        else:
            order = sorted(cells, key=lambda c: (c[1], c[0]))
        return order[0], order[1:]

    # -- sight -----------------------------------------------------------------------------
    def sight_rule(self, board: Board) -> str:
        """The line-of-sight rule this rule set draws with, by its name in
        :mod:`tabletop_ai.engine.sight` (``Situation.sight`` uses it): the board's
        ``rules.los`` (spec 6)."""
        return board.los_mode

    def sight(self, sit: Situation, fig: Figure, target: Figure, at: Cell | None = None) -> Sight:
        """The rule set's line of sight from ``fig`` (standing at ``at``) to ``target``:
        by default the board's ``los`` rule through the situation (spec 7)."""
        return sit.sight(fig, target, at)

    # -- instructions ----------------------------------------------------------------------
    def handler(self, kind: str) -> Handler[Self] | None:
        """The function that plans instruction type ``kind`` under this rule set (None: it
        does not plan ``kind``)."""
        from tabletop_ai.engine.instructions import HANDLERS

        return HANDLERS.get(kind)

    def activate(self, act: Activation[Self], group: Group) -> None:
        """Plan one figure's activation: each instruction of the group in order."""
        from tabletop_ai.engine.instructions import run_instruction

        for ins in group.instructions:
            if act.destroyed:
                break
            run_instruction(act, ins)

    def board_problems(self, board: Board) -> list[Problem]:
        """Problems in the game data this rule set reads beyond the board-format contract
        (a game's own top-level object), each with its place; ``tabletop-ai
        validate`` reports them. Default: none."""
        return []

    def blocking_problems(self, board: Board) -> list[Problem]:
        """The problems of :meth:`board_problems` that would stop planning (the board
        loader refuses a board with any of them, so planning an accepted board never raises).
        Default: all of them; a rule set that plans on with a default and a warning for some
        (such as the retreat options) leaves those out."""
        return self.board_problems(board)

    def finish_plan(self, sit: Situation, plan: Plan) -> None:
        """Set what the rule set decided for the whole group (such as a drawn card and a
        numbered list of steps) on the plan, after every figure activated. Default:
        nothing."""

    # -- carrying a plan out ---------------------------------------------------------------
    def apply(self, board: Board, plan: Plan) -> Board:
        """The board after ``plan`` is carried out, as a new board (``board`` is not
        changed): each figure on its end cell, destroyed figures taken off
        (:func:`~tabletop_ai.engine.board_ops.apply_plan_moves`). Rule sets whose plans
        change more (wounds, cards, locations, doors) override this."""
        from tabletop_ai.engine.board_ops import apply_plan_moves

        return apply_plan_moves(plan)(board).state
