"""Imperial Commander card lines as a rule set declares and plans them, for every Imperial
rule set that plays a group's IC lists (Imperial Commander's, and the Automated Emperor's
for the groups it activates with their own lists).

:class:`CardLineRules` declares the card-line instructions and fields of
:mod:`tabletop_ai.imperial.ic_play` (``note``, ``end_activation``, ``place``; ``actions``,
``then``, ``name``, ``if``, ``pick``, ``within``, …), the action labels their plans carry
and the ``activated`` hero field the "closest ready Rebel" criterion reads, and plans an
activation over the card lines (IC2 wiki "Imperial Activations": top to bottom, at most two
actions). A line with a target criterion (``pick``) or a reach (``within``) is planned under
:func:`line_rules`: the same rule set, its target order putting the figures the criterion
picks first (IC "Target Priority": "Some instructions may include more specific
criteria"), its attacks reaching at most ``within``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar, TypeVar, cast

from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.instructions import Activation, move_toward
from tabletop_ai.engine.plan import Action, labels
from tabletop_ai.engine.rules import Candidate, FigureField, RuleSet
from tabletop_ai.engine.wording import Words
from tabletop_ai.i18n import msg
from tabletop_ai.imperial import ic_play
from tabletop_ai.imperial.names import deployment_card_name

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.engine.rules import Handler
    from tabletop_ai.engine.situation import Situation

#: the instructions whose card-line fields (``pick``, ``within``) are read
PICKING = ("move_toward", "move_to_engage", "move_to_attack", "attack", "place")

#: the hero field the "closest ready/exhausted Rebel" criteria read
ACTIVATED_FIELD = FigureField(
    "activated",
    "bool",
    False,
    msg("the hero has activated this round (IC: not ready)"),
    badge="✓",
)

R = TypeVar("R", bound=RuleSet)


class CardLineRules(RuleSet):
    """A rule set that plans Imperial Commander card lines (the module docstring); a game's
    rule set subclasses it and keeps its own movement, sight and target priority."""

    instruction_types = ic_play.IC_INSTRUCTIONS
    action_labels: ClassVar[Mapping[str, str]] = {
        **RuleSet.action_labels,
        **labels(msg("note"), msg("end activation"), msg("place")),
    }
    figure_fields: ClassVar[tuple[FigureField, ...]] = (ACTIVATED_FIELD,)
    grid_words: ClassVar[Mapping[str, Words]] = {
        "hex": {**RuleSet.grid_words["hex"], **ic_play.HEX_WORDS}
    }

    def activate(self, act: Activation[Self], group: Group) -> None:
        """Plan one figure's activation over the group's card lines: two actions, lines
        skipped whole, conditions (:func:`tabletop_ai.imperial.ic_play.activate_lines`)."""
        ic_play.activate_lines(self, act, group)

    def handler(self, kind: str) -> Handler[Self] | None:
        """The card-line instructions' handlers; the others read ``pick`` and ``within``."""
        return card_line_handler(kind, super().handler(kind))

    @classmethod
    def group_card_name(cls, board: Board, group: Group) -> str | None:
        """A deployment group is named by its deployment card."""
        return deployment_card_name(board, group)


def card_line_handler(kind: str, inner: Handler[R] | None) -> Handler[R] | None:
    """The handler of ``kind`` reading the card-line fields ``pick`` and ``within``
    (``note`` and ``end_activation`` are the card-line instructions' own)."""
    if kind == "note":
        return ic_play.note
    if kind == "end_activation":
        return ic_play.end_activation
    if kind not in PICKING:
        return inner

    def run(act: Activation[R], ins: Instruction) -> Action | list[Action]:
        pick = str(ins.data.get("pick") or "")
        within = ins.data.get("within")
        if pick in ic_play.FRIEND_PICKS:
            order = ic_play.friend_order(
                act.sit, act.fig, pick, str(ins.data.get("not_trait", "") or "")
            )
            if kind == "move_to_engage":
                return ic_play.engage_friend(act, ins, order)
            if kind == "move_toward" and order:
                return move_toward(act, ins, target=order[0].figure, why=order[0].reason)
            return Action(type=kind, skipped=True, reason=msg("no friendly figure"))
        if pick in ("most_hostiles", "hostiles", "most_friends") and kind == "move_to_engage":
            return ic_play.engage_many(act, ins)
        if pick == "each_adjacent" and kind == "attack":
            return ic_play.attack_each_adjacent(act, ins)
        criterion = (
            ic_play.Pick(pick, int(ins.data.get("pick_spaces", 1) or 1))
            if pick in ic_play.HOSTILE_PICKS
            else None
        )
        base = act.rule_set
        line = line_rules(
            base, criterion, int(within) if within else None, ic_play.attacked_ids(act)
        )
        if kind == "place":
            order = line.target_order(act.sit, act.fig, ins.target)
            return ic_play.place(act, ins, order)
        assert inner is not None
        if line is base:
            return inner(act, ins)
        # the instruction plans under the line's criterion and reach
        act.rule_set = line
        try:
            return inner(act, ins)
        finally:
            act.rule_set = base

    return run


class _Line(RuleSet):
    """In front of a rule set while one card line with a target criterion (``pick``) or a
    reach (``within``) is planned (:func:`line_rules`)."""

    pick: ic_play.Pick | None
    within: int | None
    attacked: set[str]

    def target_order(
        self, sit: Situation, fig: Figure, named: str | None = None
    ) -> list[Candidate]:
        """IC "Target Priority" with the line's criterion
        (:func:`tabletop_ai.imperial.ic_play.picked_order`) over the rule set's own order."""
        if self.pick is None:
            return super().target_order(sit, fig, named)
        return ic_play.picked_order(
            self,
            sit,
            fig,
            self.pick,
            lambda: super(_Line, self).target_order(sit, fig),
            self.attacked,
        )

    def attack_range(self, fig: Figure) -> int | None:
        """The rule set's reach, at most the line's ``within`` ("Move 1 to attack {R1}
        within 3 spaces")."""
        rng = super().attack_range(fig)
        if self.within is None:
            return rng
        return self.within if rng is None else min(rng, self.within)


_LINE_CLASSES: dict[type[RuleSet], type[_Line]] = {}


def _line_class(base: type[RuleSet]) -> type[_Line]:
    """``base`` with :class:`_Line` in front (one class per rule set)."""
    cls = _LINE_CLASSES.get(base)
    if cls is None:
        cls = cast("type[_Line]", type(f"{base.__name__}Line", (_Line, base), {}))
        _LINE_CLASSES[base] = cls
    return cls


def line_rules(rules: R, pick: ic_play.Pick | None, within: int | None, attacked: set[str]) -> R:
    """``rules`` while a card line with criterion ``pick`` and reach ``within`` is planned:
    a copy of it (the same options and state) whose target order and attack range read
    them; ``rules`` itself when the line has neither."""
    if pick is None and within is None:
        return rules
    line = object.__new__(_line_class(type(rules)))
    line.__dict__.update(rules.__dict__)
    line.pick, line.within, line.attacked = pick, within, attacked
    return cast("R", line)


__all__ = ["ACTIVATED_FIELD", "PICKING", "CardLineRules", "card_line_handler", "line_rules"]
