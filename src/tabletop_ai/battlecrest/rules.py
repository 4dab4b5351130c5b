"""Battlecrest with the "Imperator" solo opponent (``reference/battlecrest-imperator-solo.uk.md``;
the Ukrainian original wins over the English working translation beside it).

A board with ``rules.preset = "battlecrest"`` plans the Emperor's side through one group whose
instruction list holds ``{"type": "emperor_turn"}`` (the whole turn: deck advance, then the
order card's steps) or ``{"type": "emperor_defense", "target": id, "attack": n}`` (the
Emperor's defense when you attack). The group's figures are the Emperor's hero and sidekick;
the game state (deck, solo card, action row, per-turn flags) is the board's top-level
``battlecrest`` object (see :mod:`tabletop_ai.battlecrest.state`).

Design: the turn is worked out once, on the planner's working board, when the hero activates
(:class:`~tabletop_ai.battlecrest.turn.EmperorTurn`); each warrior's plan then receives its own
steps in order (the sidekick's move appears in the sidekick's plan), every action carrying its
step number and phase, and :meth:`finish_plan` adds the order card, the compass and the
numbered step list to the plan for the panel.

Differences between the translation and the original, as read here:

- Possible destinations are "комірки без локацій" — plainly *cells without locations*; the
  translation's "(?)" is not in the original.
- Push: the original says he keeps inflicting *as many wounds as possible* ("якнайбільше
  поранень") with the push value left; the translation only says "keeps wounding". Read here
  as: equally near hazards are broken by the most wounds, then the compass.
- Activation: the original points to a section "Вибір карти дії" (choosing the action card)
  that is not in the reference; the translation drops the pointer. Default: the first ready
  card of the action row (activation) and the ready card with the highest defense (defense).
- Rule 2: the original reads "if the warrior has several destinations *to choose from*"; the
  translation "if several are possible". Both give the same answers here (a reachable
  preferred cell is always a possible reachable one).
- Rule 3: the original says only "if there are several *preferred* destinations, use the
  compass and move the warrior there" — without "reachable", which the translation adds. Read
  as the translation does: a warrior can only move *to* a reachable cell, and rule 4 covers
  the unreachable ones.
- Rule 4 example: the original's "хоч її блокує ворожий воїн" ("although an enemy warrior
  blocks it") does not say whether the warrior blocks the wanted cell or the way to it; the
  translation says "the way beyond it". Either way warriors are ignored when measuring, and an
  occupied cell stays a possible destination.
- Rule 4 tie-break: the original says "first choose the preferred *direction*" ("бажаний
  напрямок"); read as: among equally near cells, those heading for the possible destination
  with the most active location bonuses.
- Symbols lost in the source (the hazard, compass and star icons; "(," in the push text) are
  lost in both texts.

Readings where the text relies on the base game (documented defaults, in the README): a
location's bonuses reach the cells adjacent to it; warriors pass allies but not enemies or
location cells (``battlecrest.options``); a warrior's movement is the sum of its ready action
cards' movement; wounds are attack minus defense; a refresh readies every action card; each
entry onto an active hazard wounds once; the sidekick moves even when the hero has no ready
action card ("even if the hero did not move"); the Emperor's own warriors are never pushed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.battlecrest.apply import board_after
from tabletop_ai.battlecrest.edits import flip_location
from tabletop_ai.battlecrest.field import location_cells
from tabletop_ai.battlecrest.fields import ABILITY, HAZARD, ROLE, STATE
from tabletop_ai.battlecrest.state import read_state
from tabletop_ai.battlecrest.turn import EmperorTurn
from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board, Figure, Group, MapPoint
from tabletop_ai.engine.plan import Action, figure_name, labels
from tabletop_ai.engine.rules import (
    FigureField,
    FigureKind,
    InstructionType,
    Param,
    PointKind,
    RuleSet,
)
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import Msg, join, msg, msg_in
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.plan import Plan
    from tabletop_ai.engine.situation import Situation

TURN = "emperor_turn"
DEFENSE = "emperor_defense"
#: the two instructions as the solo rules' headings name them ("Emperor's turn", "Emperor's
#: defense"): the instruction editor's types and the Groups list's lines say the same
TURN_NAME = msg("Emperor's turn")
DEFENSE_NAME = msg("Emperor's defense")


#: the step types as the step list names them (the English text is the type itself)
STEP_TYPES = {
    m.id: m
    for m in (
        msg("advance_deck"),
        msg("move"),
        msg("move_bonus"),
        msg("march"),
        msg("activate"),
        msg("attack"),
        msg("star"),
        msg("push"),
        msg("push_bonus"),
        msg("heal"),
        msg("location_ability"),
        msg("fallback"),
        msg("refresh"),
        msg("defend"),
        msg("game_over"),
    )
}
#: the turn's phases as the step list names them
PHASE_WORDS = {
    m.id: m
    for m in (msg("advance"), msg("movement"), msg("activation"), msg("refresh"), msg("defense"))
}


#: one letter per location bonus on the map (M move, P push, A attack, D defense, R range;
#: the number after it is the bonus, 2 for a double)
BONUS_LETTER = {"move": "M", "push": "P", "attack": "A", "defense": "D", "range": "R"}


def _location_look(p: MapPoint) -> tuple[str, str] | None:
    """A location that is a hazard (``"hazard": true``): its own colour and ``!``."""
    return ("#d35400", "!") if HAZARD.raw(p) is True else None


def _location_caption(p: MapPoint) -> str:
    """A location's bonuses (``M1 P2``), ``★`` when it has an ability."""
    words = " ".join(f"{BONUS_LETTER.get(k, k[:1].upper())}{v}" for k, v in p.bonuses.items() if v)
    return (words + " ★").strip() if ABILITY.get(p) is not None else words


#: a location of the battlefield: a click turns it over (its bonus used) or back
LOCATION = PointKind(
    "location",
    "L",
    "#117a65",
    msg("location"),
    click=flip_location,
    click_text=msg("Flip location {name}"),
    look=_location_look,
    look_words=msg("! a location that is a hazard"),
    caption=_location_caption,
    caption_words=msg(
        "under a location: M move, P push, A attack, D defense, R range bonus (2: a double); "
        "★ an ability"
    ),
    flips=True,
)


#: the figures the palette offers for its boards
KINDS: tuple[FigureKind, ...] = (
    {
        "name": "Emperor's hero",
        "side": "ai",
        "speed": 3,
        "health": 6,
        "max_health": 6,
        "attack": "melee",
        "role": "hero",
    },
    {
        "name": "Emperor's sidekick",
        "side": "ai",
        "speed": 2,
        "health": 2,
        "max_health": 2,
        "attack": "melee",
        "role": "sidekick",
        "defense": 1,
    },
    {
        "name": "Your hero",
        "side": "player",
        "speed": 3,
        "health": 6,
        "max_health": 6,
        "attack": "melee",
        "role": "hero",
        "defense": 1,
        "color": "blue",
    },
    {
        "name": "Your sidekick",
        "side": "player",
        "speed": 2,
        "health": 2,
        "max_health": 2,
        "attack": "melee",
        "role": "sidekick",
        "defense": 2,
        "color": "green",
    },
)


class Battlecrest(RuleSet):
    """The Emperor of Battlecrest's solo mode."""

    #: large figures do not rotate their base (an Imperial Assault rule)
    large_figures_rotate: ClassVar[bool] = False

    name = "battlecrest"
    title = msg('Battlecrest "Imperator" solo')
    presets = ("battlecrest",)
    hero_word = msg("warrior")
    instruction_types = (
        *RuleSet.instruction_types,
        InstructionType(
            TURN,
            msg(
                "the Emperor's whole turn: order card, moves, attacks, "
                "abilities (the solo rules' numbered steps)"
            ),
            label=TURN_NAME,
        ),
        InstructionType(
            DEFENSE,
            msg("the Emperor defends against a player's attack"),
            (
                Param(
                    "target", "figure", msg("the defending warrior (default: the Emperor's hero)")
                ),
                Param(
                    "attack",
                    "int",
                    msg("the attack value to defend against"),
                    minimum=0,
                    maximum=99,
                    label=msg("Attack value"),
                ),
            ),
            label=DEFENSE_NAME,
        ),
    )
    #: the solo rules play the Emperor's turn as a whole (the generic moves are the
    #: contract's, not his)
    default_instruction = TURN
    panel = "battlecrest"
    point_kinds = (*RuleSet.point_kinds, LOCATION)
    figure_kinds = KINDS
    kinds_family = "battlecrest"
    action_labels: ClassVar[Mapping[str, str]] = {
        **RuleSet.action_labels,
        **labels(
            msg("push"),
            msg("star"),
            msg("refresh"),
            msg("fallback"),
            msg("defend"),
            msg("location ability"),
            msg("heal"),
            msg("game over"),
            msg("push bonus"),
            msg("move bonus"),
            msg("advance deck"),
            msg("activate"),
        ),
        TURN: TURN_NAME,
        DEFENSE: DEFENSE_NAME,
    }
    figure_fields = (
        FigureField(
            "defense",
            "int",
            0,
            msg(
                "the defense of the card this warrior blocks with "
                "(yours: enter it before the Emperor attacks)"
            ),
            minimum=0,
            maximum=20,
            badge="D",
        ),
        FigureField(
            "role", "choice", "", msg("hero or sidekick"), choices=("", "hero", "sidekick")
        ),
    )

    @classmethod
    def describe_action(cls, a: Action, names: Mapping[str, str]) -> str:
        """An attack at a counted distance in the rulebook's words (its Ukrainian counts the
        map's *комірки*); every other action as the contract words it."""
        if a.type != "attack" or a.skipped or a.destroyed or a.is_move or a.distance is None:
            return super().describe_action(a, names)
        target = figure_name(a.target, names)
        if a.target_ties:
            return msg_in(
                "battlecrest",
                "attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}",
                n=a.distance,
                target=target,
                ties=join((figure_name(t, names) for t in a.target_ties), ", "),
                reason=a.reason,
            )
        return msg_in(
            "battlecrest",
            "attack {target} at %n space(s) — {reason}",
            n=a.distance,
            target=target,
            reason=a.reason,
        )

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.turn: EmperorTurn | None = None

    # -- movement ------------------------------------------------------------------------------
    def step_cost(
        self, sit: Situation, fig: Figure, new_cells: Sequence[Cell], through_hostile: bool = True
    ) -> int | None:
        """One step costs 1. Hazards do not affect the Emperor's warriors on his turn. Warriors
        move through allies; through enemies and location cells only when
        ``battlecrest.options`` says so (``through_enemies``, ``through_locations``)."""
        opts = self.turn.state.options if self.turn is not None else {}
        locs = location_cells(sit)
        for c in new_cells:
            if c in locs and not opts.get("through_locations", False):
                return None
            occ = sit.occupant(c)
            if (
                occ is not None
                and occ != fig.id
                and sit.hostile(fig, sit.figure(occ))
                and not (through_hostile and opts.get("through_enemies", False))
            ):
                return None
        return 1

    # -- activation --------------------------------------------------------------------------
    def activation_order(self, sit: Situation, group: Group) -> tuple[list[Figure], str]:
        """The hero first, then the sidekick ("then, if he has a sidekick, move it too").
        A group without figures (e.g. one holding only ``emperor_defense``, since a figure
        belongs to one group) activates the instruction's ``target``, else the Emperor's hero
        named in the ``battlecrest`` object. Fallen warriors do not act; when none is left
        standing, the fallen hero still carries the turn, whose only step says the game is
        over (the game runs "until one hero dies")."""
        ids = list(group.figures)
        if not ids:
            bc = STATE.value(sit.board, {})
            named = [i.target for i in group.instructions if i.target] or (
                [bc["hero"]] if bc.get("hero") else []
            )
            ids = [str(x) for x in named]
        present = [sit.figure(fid) for fid in ids if sit.board.find_figure(fid) is not None]
        figs = [f for f in present if f.health > 0]
        hero_id = STATE.value(sit.board, {}).get("hero")
        if hero_id is None:
            roles = [f.id for f in present if ROLE.get(f) == "hero"]
            hero_id = roles[0] if roles else None
        if not figs:
            figs = [f for f in present if f.id == hero_id]
        figs.sort(key=lambda f: 0 if f.id == hero_id else 1)
        return figs, msg("the Emperor's hero first, then his sidekick")

    def activate(self, act: Activation[Self], group: Group) -> None:
        """Run the group's instructions; ``emperor_turn`` and ``emperor_defense`` are worked
        out once for the whole group and each warrior receives its own steps."""
        from tabletop_ai.engine.instructions import run_instruction

        for ins in group.instructions:
            if ins.type not in (TURN, DEFENSE):
                run_instruction(act, ins)
                continue
            if self.turn is None:
                state = read_state(act.sit.board, list(group.figures))
                self.turn = EmperorTurn(act.sit, state)
                self.turn.starts = {f.id: f.at for f in act.sit.board.figures}
                if ins.type == TURN:
                    self.turn.run()
                else:
                    self._defend(ins.data.get("target"), ins.data.get("attack"))
            turn = self.turn
            # the whole turn ran when the hero activated: the sidekick's plan starts from the
            # cell it stood on before the turn, not where the turn left it
            act.plan.start = turn.starts.get(act.fig.id, act.plan.start)
            mine = [
                s
                for s in turn.steps
                if s.figure == act.fig.id
                or (s.figure not in group.figures and act.fig.id == turn.state.hero)
            ]
            for s in mine:
                act.add(s.action)

    def _defend(self, target_id: object, attack: object) -> None:
        turn = self.turn
        assert turn is not None
        tid = str(target_id) if target_id else turn.state.hero
        target = turn.sit.board.find_figure(tid)
        if target is None:
            turn.add(
                str(tid), Action(type="defend", skipped=True, reason=f"{tid!r} names no figure")
            )
            return
        turn.defend(target, int(attack) if isinstance(attack, int) else None)

    def board_problems(self, board: Board) -> list[Problem]:
        """Every problem of the ``battlecrest`` object and the cards it names."""
        try:
            read_state(board)
        except BoardError as exc:
            return list(exc.problems)
        return []

    def apply(self, board: Board, plan: Plan) -> Board:
        """The board after the Emperor's turn: moves, pushes, wounds, flipped locations and
        the ``battlecrest`` object (:func:`~tabletop_ai.battlecrest.apply.board_after`)."""
        return board_after(board, plan)

    def finish_plan(self, sit: Situation, plan: Plan) -> None:
        """Add the order card, compass and numbered step list for the panel."""
        if self.turn is None:
            return
        plan.result = self.turn.summary()
        names = {f.id: content_label(f.label) for f in sit.board.figures}
        card = self.turn.card
        lines: list[str] = [
            card.describe() if card is not None else msg("no order card"),
            msg("steps in order:"),
        ]
        for s in self.turn.steps:
            a = s.action
            values = {
                "n": s.n,
                "phase": PHASE_WORDS.get(s.phase, s.phase),
                "warrior": names.get(s.figure, s.figure),
                "type": STEP_TYPES.get(a.type, a.type),
                "reason": a.reason,
            }
            lines.append(
                Msg("  {n}. [{phase}] {warrior} — {type}: skipped: {reason}", values)
                if a.skipped
                else Msg("  {n}. [{phase}] {warrior} — {type}: {reason}", values)
            )
        plan.summary = lines
