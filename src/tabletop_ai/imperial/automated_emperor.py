"""Automated Emperor: the fan AI for Imperial Assault (``reference/automated-emperor.html``).

One drawn AE card is planned for a group as the instruction ``ae_card`` (board-format.md
section 10)::

    {"type": "ae_card", "actions": ["engage", "attack", "reposition"],
     "secondary": ["blue", "red"], "blitz": false}

Each figure has two actions and walks the card's list in order, skipping what cannot be done;
after a pass it starts again from the top only if actions are left and the pass used one.

Readings that differ from the contract's default are rule options (``rules`` keys):

``ae_engage``
    ``"fewest-mp"`` (default, the contract): engage ends on the cheapest cell from which the
    figure can attack. ``"max-range"``: among the cells from which it can attack, the one
    farthest from the target (AE: "Attempt for max attack range & line of sight, using
    shortest route"), then the cheapest.
``ae_action_conditions``
    conditions a figure spends an action to remove at the start of its activation (AE
    "Conditions"); default ``["stunned", "bleeding", "weakened"]``. Figures list their
    conditions in a ``conditions`` field; the plan's ``remove_condition`` action names the
    condition and Apply takes it off the figure.
``ae_reposition_keeps_attack``
    ``true`` (default, our reading of "reposition to better position" with "Standard action
    rules apply"): while the card still lists an attack after the reposition and the figure
    has not attacked, reposition only ends on cells from which it can still attack a rebel it
    can attack now. ``false``: the contract's scoring alone.
``ae_open_doors``
    ``true`` (default; AE "Attack action becomes interact, in the case of doors"): a figure
    whose way to its engage target is a closed door moves to the door, and its attack action
    opens it (``interact``, with the ``door`` it opens). ``false``: closed doors are walls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.instructions import (
    Activation,
    Key,
    best_ends,
    move_action,
    move_toward,
)
from tabletop_ai.engine.movement import reach
from tabletop_ai.engine.plan import Action, JSONValue, Plan, labels
from tabletop_ai.engine.rules import (
    FAR,
    AttackCheck,
    Candidate,
    InstructionType,
    Param,
    RuleOption,
    RuleSet,
    attack_kind,
)
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.wording import Words, twins
from tabletop_ai.geometry import Cell, Edge
from tabletop_ai.i18n import Msg, colour_word, join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial.card_lines import CardLineRules
from tabletop_ai.imperial.data import COLOURS
from tabletop_ai.imperial.doors import DoorOpened, door_on_way
from tabletop_ai.imperial.fields import ABILITIES, CONDITIONS, CONDITIONS_FIELD

if TYPE_CHECKING:
    from typing import Self

    from tabletop_ai.engine.rules import Handler


@dataclass(frozen=True)
class ConditionRemoved:
    """A ``remove_condition`` action's detail: the condition it spends an action on."""

    condition: str

    def to_json(self) -> dict[str, JSONValue]:
        return {"condition": self.condition}


@dataclass(frozen=True)
class AbilityPrompt:
    """An ``ability`` action is a prompt for the players, with the abilities to resolve in
    deployment-card order (spec 10: ``prompt: true``)."""

    abilities: list[str]

    def to_json(self) -> dict[str, JSONValue]:
        out: dict[str, JSONValue] = {"prompt": True}
        if self.abilities:
            out["abilities"] = list(self.abilities)
        return out


#: an activation under this rule set
AEActivation = Activation["AutomatedEmperor"]

AE_ACTIONS = ("engage", "attack", "reposition", "ability")
DEFAULT_ACTION_CONDITIONS = ("stunned", "bleeding", "weakened")
#: AE "Range Definition": Melee adjacent, Reach 2 spaces, Ranged 4 spaces
AE_RANGED = 4


def _spaces(n: int | None) -> str:
    if n is None or n >= FAR:
        return msg("out of reach")
    return msg("%n space(s)", n=n)


def _priority(f: Figure) -> str:
    return msg("{target} is the priority target", target=content_label(f.label))


def _secondary(f: Figure) -> str:
    return msg(
        "{target} is a secondary target ({colour})",
        target=content_label(f.label),
        colour=colour_word(f.color) if f.color else f.color,
    )


def _closest(f: Figure, d: int | None) -> str:
    return msg(
        "{target} is the closest rebel with least health ({where}, {health} health)",
        target=content_label(f.label),
        where=_spaces(d),
        health=f.health,
    )


AE_CARD = InstructionType(
    "ae_card",
    msg("a drawn Automated Emperor activation card, walked in order with two actions (spec 10)"),
    (
        Param(
            "actions",
            "list[str]",
            msg("the card's actions in order"),
            choices=AE_ACTIONS,
            default=["engage", "attack", "reposition"],
            required=True,
            label=msg("Actions in order"),
            ordered=True,
            choice_words={
                "engage": msg("engage"),
                "attack": msg("attack"),
                "reposition": msg("reposition"),
                "ability": msg("ability"),
            },
        ),
        Param(
            "secondary",
            "list[str]",
            msg("secondary target colours, left to right"),
            choices=COLOURS,
            label=msg("Secondary colours"),
            ordered=True,
            choice_words={
                "blue": msg("blue"),
                "yellow": msg("yellow"),
                "green": msg("green"),
                "red": msg("red"),
            },
        ),
        Param(
            "blitz",
            "bool",
            msg("a blitz card: the closest rebel with least health replaces the secondary colours"),
            default=False,
            label=msg("Blitz card"),
        ),
        Param(
            "ability_cards",
            "list[str]",
            msg("class cards offered with an ABILITY action"),
            label=msg("Class cards"),
        ),
        Param(
            "card",
            "str",
            msg("the card's id (set by the AE flow)"),
            label=msg("Card id"),
            in_line=False,  # the instruction list names the card by its name
        ),
        Param("name", "str", msg("the card's name (set by the AE flow)"), label=msg("Card name")),
    ),
    label=msg("Automated Emperor card"),
)


#: the AE's own messages that count or name cells, worded for a hex board
HEX_WORDS = twins(
    (
        msg("the cell seen by the fewest ranged rebels"),
        msg("the hex seen by the fewest ranged rebels"),
    ),
    (
        msg("the farthest cell in range and line of sight {target} ({why})"),
        msg("the farthest hex in range and line of sight {target} ({why})"),
    ),
    (
        msg("the cheapest cell from which it can attack {target} ({why})"),
        msg("the cheapest hex from which it can attack {target} ({why})"),
    ),
    (
        msg("the cell 2 spaces from the nearest rebel"),
        msg("the hex 2 hexes from the nearest rebel"),
    ),
    (
        msg(
            "the cell farthest from the nearest rebel up to {cap} spaces, then seen by the "
            "fewest rebels"
        ),
        msg(
            "the hex farthest from the nearest rebel up to {cap} hexes, then seen by the "
            "fewest rebels"
        ),
    ),
    (
        msg("cannot reach a cell to attack {target}; moves toward: "),
        msg("cannot reach a hex to attack {target}; moves toward: "),
    ),
)


class AutomatedEmperor(CardLineRules):
    """Imperial Assault movement and sight; AE ranges, targets and the ``ae_card``. A group
    activated with its own Imperial Commander lists (an imported IC2 group whose list the
    AE panel drew, or the first list it was deployed with) plans them as card lines
    (:class:`~tabletop_ai.imperial.card_lines.CardLineRules`: notes in their place, two
    actions) under the AE's ranges and target priority."""

    name = "automated-emperor"
    title = msg("Automated Emperor")
    presets = ("automated-emperor",)
    grid_words: ClassVar[Mapping[str, Words]] = {
        "hex": {**CardLineRules.grid_words["hex"], **HEX_WORDS}
    }
    instruction_types = (*CardLineRules.instruction_types, AE_CARD)
    option_schema = (
        RuleOption(
            "ae_engage",
            "choice",
            "fewest-mp",
            msg(
                "engage ends on the cheapest cell "
                "from which it can attack (`fewest-mp`) or the farthest such cell "
                "(`max-range`)"
            ),
            choices=("fewest-mp", "max-range"),
        ),
        RuleOption(
            "ae_action_conditions",
            "list[str]",
            list(DEFAULT_ACTION_CONDITIONS),
            msg("conditions a figure spends an action to remove"),
        ),
        RuleOption(
            "ae_reposition_keeps_attack",
            "bool",
            True,
            msg(
                "while the card still lists an attack the figure has not made, reposition "
                "only ends where it can still attack a rebel it can attack now"
            ),
        ),
        RuleOption(
            "ae_open_doors",
            "bool",
            True,
            msg(
                "a closed door on the way to the engage target: engage moves to it and the "
                "attack action opens it (AE: attack becomes interact for doors)"
            ),
        ),
    )
    panel = "automated-emperor"
    figure_fields = (*CardLineRules.figure_fields, CONDITIONS_FIELD)
    kinds_family = "imperial"
    action_labels: ClassVar[Mapping[str, str]] = {
        **CardLineRules.action_labels,
        **labels(
            msg("engage"),
            msg("reposition"),
            msg("ability"),
            msg("remove condition"),
            msg("interact"),
            msg("ae card"),
        ),
    }

    def __init__(self, board: Board) -> None:
        super().__init__(board)
        self.mission = board.mission
        extra = board.rules.extra
        self.engage_mode = str(extra.get("ae_engage", "fewest-mp"))
        #: class cards offered with an ABILITY action (set from the card instruction)
        self._ability_cards: list[str] = []
        self.action_conditions = tuple(
            str(c).lower() for c in extra.get("ae_action_conditions", DEFAULT_ACTION_CONDITIONS)
        )
        self.keep_attack = bool(extra.get("ae_reposition_keeps_attack", True))
        self.open_doors = bool(extra.get("ae_open_doors", True))
        #: the card's actions after the one being resolved (reposition looks for an attack)
        self._later: list[str] = []

    # -- ranges ----------------------------------------------------------------------------
    def attack_range(self, fig: Figure) -> int | None:
        """AE "Range Definition": melee adjacent, reach 2, ranged 4 spaces; "Non-surge
        +Accuracy modifiers are added to figure's max attack range" (``rules.ranged_range``
        overrides the 4 when the file sets it)."""
        if fig.attack == "ranged":
            base = self.options.ranged_range
            return (AE_RANGED if base is None else base) + fig.accuracy
        return super().attack_range(fig)

    # -- targets ---------------------------------------------------------------------------
    def priority_target(self, sit: Situation) -> Figure | None:
        """The mission's priority target while it is on the board."""
        f = sit.board.find_figure(self.mission.priority_target)
        return f if f is not None and f.health > 0 else None

    def closest_least_health(
        self, sit: Situation, fig: Figure, pool: Sequence[Figure] | None = None
    ) -> list[Figure]:
        """Player figures ordered closest first, ties by least health left (AE: "closest
        Rebel-controlled figure with least health")."""
        pool = sit.hostiles_of(fig) if pool is None else pool

        def key(h: Figure) -> tuple[int, int, str]:
            d = sit.count(fig, h)
            return (FAR if d is None else d, h.health, h.id)

        return sorted(pool, key=key)

    def by_colour(self, sit: Situation, fig: Figure, colours: Sequence[str]) -> list[Figure]:
        """Player figures whose colour is in ``colours``, in the card's colour order."""
        out: list[Figure] = []
        hostiles = sit.hostiles_of(fig)
        for colour in colours:
            out.extend(
                self.closest_least_health(sit, fig, [h for h in hostiles if h.color == colour])
            )
        return out

    def target_order(
        self, sit: Situation, fig: Figure, named: str | None = None
    ) -> list[Candidate]:
        """AE "Choosing Targets": the priority target, then the secondary colours left to
        right, then the closest Rebel figure with least health."""
        seen: set[str] = set()
        out: list[Candidate] = []
        pt = self.priority_target(sit)
        if pt is not None:
            out.append(Candidate(pt, _priority(pt)))
            seen.add(pt.id)
        for h in self.by_colour(sit, fig, self.mission.secondary_targets):
            if h.id not in seen:
                out.append(Candidate(h, _secondary(h)))
                seen.add(h.id)
        for h in self.closest_least_health(sit, fig):
            if h.id not in seen:
                d = sit.count(fig, h)
                out.append(Candidate(h, _closest(h, d)))
                seen.add(h.id)
        return out

    def activation_order(self, sit: Situation, group: Group) -> tuple[list[Figure], str]:
        """AE "Activation Phase": "figures from closest to furthest from a hero of priority
        target"; with no priority target, group order."""
        figs = [
            sit.figure(fid)
            for fid in group.figures
            if sit.board.find_figure(fid) is not None and sit.figure(fid).health > 0
        ]
        pt = self.priority_target(sit)
        if pt is None:
            return figs, msg("group order (no priority target)")

        def key(item: tuple[int, Figure]) -> tuple[int, int]:
            d = sit.count(item[1], pt)
            return (FAR if d is None else d, item[0])

        return (
            [f for _i, f in sorted(enumerate(figs), key=key)],
            msg("closest to the priority target {target} first", target=content_label(pt.label)),
        )

    # -- the card --------------------------------------------------------------------------
    def board_problems(self, board: Board) -> list[Problem]:
        """The Imperial extension fields and the AE state kept in the file
        (:mod:`tabletop_ai.imperial.checks`)."""
        from tabletop_ai.imperial.checks import imperial_problems

        return imperial_problems(board, type(self))

    def apply(self, board: Board, plan: Plan) -> Board:
        """Moves, opened doors, removed conditions and defeated figures off the board
        (:func:`tabletop_ai.imperial.apply.apply_plan`)."""
        from tabletop_ai.imperial.apply import apply_plan

        return apply_plan(board, plan)

    def handler(self, kind: str) -> Handler[Self] | None:
        if kind == "ae_card":
            return self.ae_card
        return super().handler(kind)

    def activate(self, act: Activation[Self], group: Group) -> None:
        """A group with a drawn AE card walks the card (:meth:`ae_card`); any other walks
        its instructions as Imperial Commander card lines."""
        if any(ins.type == AE_CARD.name for ins in group.instructions):
            RuleSet.activate(self, act, group)
        else:
            super().activate(act, group)

    def ae_card(self, act: AEActivation, ins: Instruction) -> list[Action]:
        """Spec 10: walk the card's list in order with two actions; "If bottom of list is
        reached and actions are still remaining, start from top of list" — only when the
        pass used an action, so a pass that did nothing ends the activation."""
        actions = [str(a).lower() for a in ins.data.get("actions", [])]
        secondary = [str(c) for c in ins.data.get("secondary", [])]
        blitz = bool(ins.data.get("blitz", False))
        self._ability_cards = [str(c) for c in ins.data.get("ability_cards", [])]
        unknown = [a for a in actions if a not in AE_ACTIONS]
        if unknown:
            return [
                Action(
                    type="ae_card",
                    skipped=True,
                    reason=msg(
                        "unknown AE action(s) {unknown}; known: {known}",
                        unknown=", ".join(unknown),
                        known=", ".join(AE_ACTIONS),
                    ),
                )
            ]
        # each step is added (and its move applied) at once: the next step plans from there
        self._remove_conditions(act)
        passes = 0
        while act.actions_left > 0 and actions and passes < 4:
            passes += 1
            used_before = act.actions_left
            for i, name in enumerate(actions):
                self._later = actions[i + 1 :]
                act.add(getattr(self, f"ae_{name}")(act, secondary, blitz, passes))
            if act.actions_left == used_before:
                break
        return []

    def _remove_conditions(self, act: AEActivation) -> list[Action]:
        """AE "Conditions": "If an Imperial figure has condition that requires action to
        remove, they will use an action at start of activation to remove it"."""
        out = []
        conditions = CONDITIONS.value(act.fig, [])
        for cond in conditions:
            if cond.lower() in self.action_conditions and act.actions_left > 0:
                act.actions_left -= 1
                a = Action(
                    type="remove_condition",
                    reason=msg(
                        "spends an action to remove {condition} (AE: conditions first)",
                        condition=cond,
                    ),
                    detail=ConditionRemoved(cond),
                )
                act.sit.board.put_figure(
                    CONDITIONS.put(
                        act.fig, [c for c in CONDITIONS.value(act.fig, []) if c != cond] or None
                    )
                )
                act.add(a)
                out.append(a)
        return out

    # each AE action returns one Action, already counted but not yet added to the plan

    def _secondary_pool(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool
    ) -> list[tuple[Figure, str]]:
        sit, fig = act.sit, act.fig
        if blitz:
            best = self.closest_least_health(sit, fig)
            return (
                [
                    (
                        best[0],
                        msg(
                            "{target} is the blitz secondary target (closest rebel with "
                            "least health)",
                            target=content_label(best[0].label),
                        ),
                    )
                ]
                if best
                else []
            )
        return [(h, _secondary(h)) for h in self.by_colour(sit, fig, secondary)]

    def ae_attack(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool, pass_no: int
    ) -> Action:
        """AE "Attack": "Closest assigned priority target; 1st Secondary Target within range;
        Closest Rebel-controlled figure with least health ... If no targets are in range/line
        of sight, Attack action is skipped". One attack per activation; "Attack action becomes
        interact, in the case of doors" even after the attack: an interact is no attack, so
        the door an engage stopped at opens with the card's next attack action."""
        sit, fig = act.sit, act.fig
        if act.attacks_made:
            door = self._door_here(act, secondary, blitz)
            if door is not None:
                return door
            return Action(
                type="attack", skipped=True, reason=msg("already attacked this activation")
            )
        if act.actions_left <= 0:
            return Action(type="attack", skipped=True, reason=msg("no action left"))
        tried: list[str] = []
        options: list[tuple[Figure, str]] = []
        pt = self.priority_target(sit)
        if pt is not None:
            options.append((pt, _priority(pt)))
        options.extend(self._secondary_pool(act, secondary, blitz))
        for h in self.closest_least_health(sit, fig):
            d = sit.count(fig, h)
            options.append((h, _closest(h, d)))
        seen: set[str] = set()
        for target, why in options:
            if target.id in seen:
                continue
            seen.add(target.id)
            chk: AttackCheck = self.attack_check(sit, fig, target)
            if chk.ok:
                act.actions_left -= 1
                act.attacks_made += 1
                text = msg("{why}, in range and line of sight", why=why)
                a = Action(
                    type="attack",
                    target=target.id,
                    distance=chk.distance,
                    los=True,
                    reason=msg("{tried}; so {reason}", tried=join(tried), reason=text)
                    if tried
                    else text,
                    sight_line=chk.sight.line if chk.sight else None,
                )
                ties = [
                    h.id
                    for h in self.closest_least_health(sit, fig)
                    if h.id != target.id
                    and why.startswith(f"{target.label} is the closest")
                    and sit.count(fig, h) == chk.distance
                    and h.health == target.health
                ]
                a.target_ties = ties
                return a
            why_not = chk.why
            if chk.distance is None and chk.sight is None:
                # RRG: no counting through a closed door; say which door, not a range
                way = self.door_on_way(sit, fig, target)
                if way is not None:
                    why_not = msg(
                        "behind the closed door between {a} and {b}",
                        a=repr(way[0][0]),
                        b=repr(way[0][1]),
                    )
            tried.append(
                msg(
                    "cannot attack {target} ({why})",
                    target=content_label(target.label),
                    why=why_not,
                )
            )
        door = self._door_here(act, secondary, blitz)
        if door is not None:
            return door
        return Action(
            type="attack",
            skipped=True,
            reason=msg("no target in range and line of sight: {tried}", tried=join(tried))
            if tried
            else msg("no target in range and line of sight"),
        )

    # -- doors -----------------------------------------------------------------------------
    def door_on_way(self, sit: Situation, fig: Figure, target: Figure) -> tuple[Edge, Cell] | None:
        """The closed door on the figure's way to ``target`` and the cell on the figure's side
        of it, when the way with doors opened is shorter than the way without (AE "Attack
        action becomes interact, in the case of doors"; RRG: figures cannot move or count
        through a closed door). Among several doors: the shortest way through, then reading
        order. None when no closed door is in the way or the option is off."""
        if not self.open_doors:
            return None
        return door_on_way(sit, fig, target)

    def _door_here(self, act: AEActivation, secondary: Sequence[str], blitz: bool) -> Action | None:
        """AE "Attack action becomes interact, in the case of doors": the figure stands at
        the closed door on its way to its engage target: it opens it (one action)."""
        if act.actions_left <= 0:
            return None
        pick = self.engage_target(act, secondary, blitz)
        if pick is None:
            return None
        target, why = pick
        way = self.door_on_way(act.sit, act.fig, target)
        if way is None or way[1] not in act.fig.cells():
            return None
        door, _near = way
        act.actions_left -= 1
        act.sit.open_door(door)
        a = Action(
            type="interact",
            target=None,
            reason=msg(
                "attack becomes interact (AE: in the case of doors): opens the "
                "door between {a} and {b} on the way to {target} ({why})",
                a=repr(door[0]),
                b=repr(door[1]),
                target=content_label(target.label),
                why=why,
            ),
            detail=DoorOpened(door[0], door[1]),
        )
        return a

    def engage_target(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool
    ) -> tuple[Figure, str] | None:
        """Spec 10 ``engage``: the priority target, else the first player figure whose colour
        is in ``secondary`` (in order), else the closest player figure (ties by least health
        left). With ``blitz`` the secondary list is the closest rebel with least health.

        A priority target sealed off from the figure (no counted way to it, and no closed
        door on the way to open) is no valid target to engage: AE "If Priority Target is not a
        valid target, ... target the first Secondary Target", and "If unsure of anything, do
        the action that is MOST damaging to the Rebels" — engaging the secondary is, idling
        in front of the wall is not."""
        pt = self.priority_target(act.sit)
        sealed = None
        if pt is not None:
            if (
                act.sit.count(act.fig, pt) is not None
                or self.door_on_way(act.sit, act.fig, pt) is not None
            ):
                return pt, _priority(pt)
            sealed = pt
        pick = self._next_engage_target(act, secondary, blitz)
        if pick is None or sealed is None:
            return pick
        return pick[0], msg(
            "{priority} is the priority target but sealed off (no way to it): {why}",
            priority=content_label(sealed.label),
            why=pick[1],
        )

    def _next_engage_target(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool
    ) -> tuple[Figure, str] | None:
        """The engage target after the priority target: the first secondary, else the
        closest rebel with least health."""
        pool = self._secondary_pool(act, secondary, blitz)
        if pool:
            return pool[0]
        rest = self.closest_least_health(act.sit, act.fig)
        if rest:
            d = act.sit.count(act.fig, rest[0])
            return rest[0], msg(
                "{target} is the closest rebel with least health ({where})",
                target=content_label(rest[0].label),
                where=_spaces(d),
            )
        return None

    def ae_engage(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool, pass_no: int
    ) -> Action:
        """AE "Engage": "Move action to figure's speed. Attempt for max attack range & line of
        sight, using shortest route. Move towards closest assigned priority target as much as
        possible ... Move through opposing figures if necessary". Spec 10: if it can already
        attack its target, engage does not apply; else the fewest-MP cell from which it can
        attack; if none is reachable, ``move_toward``. Unspent MP stay for ``reposition``."""
        sit, fig = act.sit, act.fig
        if act.actions_left <= 0:
            return Action(type="engage", skipped=True, reason=msg("no action left"))
        pick = self.engage_target(act, secondary, blitz)
        if pick is None:
            return Action(type="engage", skipped=True, reason=msg("no rebel figure on the map"))
        target, why = pick
        if self.attack_check(sit, fig, target).ok:
            return Action(
                type="engage",
                target=target.id,
                skipped=True,
                reason=msg(
                    "can already attack {target} ({why}): engage does not apply",
                    target=content_label(target.label),
                    why=why,
                ),
            )
        r = reach(sit, fig, fig.speed)
        ok_cells = [c for c in r.ends if self.attack_check(sit, fig, target, c).ok]
        act.actions_left -= 1
        if ok_cells:
            if self.engage_mode == "max-range":

                def key(c: Cell) -> Key:
                    d = sit.count(fig, target, c)
                    return (-(d if d is not None else 0), r.cost[c])

                how = msg(
                    "the farthest cell in range and line of sight {target} ({why})",
                    target=content_label(target.label),
                    why=why,
                )
            else:

                def key(c: Cell) -> Key:
                    return (r.cost[c],)

                how = msg(
                    "the cheapest cell from which it can attack {target} ({why})",
                    target=content_label(target.label),
                    why=why,
                )
            best = best_ends(ok_cells, key)
            a = move_action(act, "engage", r, best, target.id, how)
        else:
            way = self.door_on_way(sit, fig, target)
            if way is not None:
                door, near = way
                if near in fig.cells():
                    act.actions_left += 1
                    return Action(
                        type="engage",
                        target=target.id,
                        skipped=True,
                        reason=msg(
                            "already at the closed door between {a} and {b} "
                            "on the way to {target} ({why}): its attack "
                            "action opens it",
                            a=repr(door[0]),
                            b=repr(door[1]),
                            target=content_label(target.label),
                            why=why,
                        ),
                    )
                dist = sit.topo.distances_from([near])

                def dkey(c: Cell) -> Key:
                    return (min(dist.get(x, FAR) for x in fig.cells(c)), r.cost[c])

                best = best_ends(r.ends, dkey)
                if best and fig.at not in best:
                    a = move_action(
                        act,
                        "engage",
                        r,
                        best,
                        target.id,
                        msg(
                            "the way to {target} ({why}) is the closed door "
                            "between {a} and {b}: moves to it to open it",
                            target=content_label(target.label),
                            why=why,
                            a=repr(door[0]),
                            b=repr(door[1]),
                        ),
                    )
                    act.mp_left += fig.speed - (a.mp_spent or 0)
                    return a
            a = move_toward(
                act,
                Instruction("engage"),
                target=target,
                kind="engage",
                mp=fig.speed,
                why=why,
                reason_prefix=msg(
                    "cannot reach a cell to attack {target}; moves toward: ",
                    target=content_label(target.label),
                ),
            )
            if not a.mp_spent:
                # AE: "Actions that cannot be completed or don't apply are skipped": an
                # engage that cannot bring the figure any closer spends no action
                act.actions_left += 1
                a.skipped = True
                return a
        act.mp_left += fig.speed - (a.mp_spent or 0)
        return a

    def ae_reposition(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool, pass_no: int
    ) -> Action:
        """AE "Repositioning": "Utilize any remaining move points to reposition to better
        position. Melee: Break line of sight of ranged rebels. Reach: Move to be 2 spaces away
        from nearby rebels. Ranged: Move to be up to 4 spaces away from nearby rebels. Use cover
        if possible. Attempt to move towards closest Priority target if assigned and not
        already in max attack range and line of sight." Spec 10 gives the exact choice."""
        sit, fig = act.sit, act.fig
        if act.mp_left <= 0:
            return Action(type="reposition", skipped=True, reason=msg("no movement points left"))
        mp = act.mp_left
        pt = self.priority_target(sit)
        if pt is not None and not self.attack_check(sit, fig, pt).ok:
            a = move_toward(
                act,
                Instruction("reposition"),
                target=pt,
                kind="reposition",
                mp=mp,
                reason_prefix=msg("not yet able to attack the priority target: "),
            )
            if not a.mp_spent:
                a.skipped = True
            act.mp_left -= a.mp_spent or 0
            return a
        r = reach(sit, fig, mp)
        hostiles = sit.hostiles_of(fig)
        if not hostiles:
            return Action(type="reposition", skipped=True, reason=msg("no rebel figure on the map"))
        ranged_rebels = [h for h in hostiles if h.attack == "ranged"]
        ends = list(r.ends)
        keep = False
        if self.keep_attack and "attack" in self._later and not act.attacks_made:
            # the card's attack is still to come: a cell from which the figure can no longer
            # attack anyone it can attack now is not a "better position"
            now = [h for h in hostiles if self.attack_check(sit, fig, h).ok]
            if now:
                ends = [c for c in ends if any(self.attack_check(sit, fig, h, c).ok for h in now)]
                keep = True

        def seen_by(c: Cell, pool: Sequence[Figure]) -> int:
            return sum(1 for h in pool if sit.sight(h, fig, None, c).clear)

        def nearest(c: Cell) -> int:
            ds = [sit.count(fig, h, c) for h in hostiles]
            return min((FAR if d is None else d) for d in ds)

        kind = attack_kind(fig)
        if kind == "melee":
            best = _least_seen(ends, lambda c: (), ranged_rebels, seen_by, r.cost)
            how = msg("the cell seen by the fewest ranged rebels")
        elif kind == "reach":
            best = best_ends(ends, lambda c: (abs(nearest(c) - 2), r.cost[c]))
            how = msg("the cell 2 spaces from the nearest rebel")
        else:
            # AE "Ranged: Move to be up to 4 spaces away from nearby rebels": as far as 4
            # spaces (never beyond its own attack range), and a cell beyond that is worse
            # the farther it is; "Use cover if possible": then seen by the fewest rebels
            rng = self.attack_range(fig)
            cap = AE_RANGED if rng is None else min(AE_RANGED, rng)

            def within(c: Cell) -> Key:
                d = nearest(c)
                return (0, -d) if d <= cap else (1, d)

            best = _least_seen(ends, within, hostiles, seen_by, r.cost)
            how = msg(
                "the cell farthest from the nearest rebel up to {cap} spaces, then seen by "
                "the fewest rebels",
                cap=cap,
            )
        if keep:
            how = msg("{how}, keeping a target for the attack still on the card", how=how)
        if not best or fig.at in best:
            return Action(
                type="reposition",
                skipped=True,
                reason=msg("already in the best place ({how})", how=how),
            )
        a = move_action(act, "reposition", r, best, None, how)
        act.mp_left -= a.mp_spent or 0
        return a

    def ae_ability(
        self, act: AEActivation, secondary: Sequence[str], blitz: bool, pass_no: int
    ) -> Action:
        """AE "Ability": "Activate ability if it makes sense. Includes attached Modification
        Imperial Class cards. Resolve in order as listed on deployment card." The player
        resolves it: reported as a prompt, using no action."""
        if pass_no > 1:
            return Action(
                type="ability", skipped=True, reason=msg("abilities were offered on the first pass")
            )
        abilities = ABILITIES.value(act.fig, [])
        group = next(
            (g for g in act.sit.board.groups if act.fig.id in g.figures),
            act.sit.board.find_group(act.fig.group),
        )
        if group is not None:
            abilities += [a for a in ABILITIES.value(group, []) if a not in abilities]
        shown: list[str] = [
            *(content_label(str(a)) for a in abilities),
            *(msg("{card} (class card)", card=c) for c in self._ability_cards),
        ]
        text = (
            msg(
                "resolve in deployment-card order if it makes sense: {abilities}",
                abilities=join(shown, ", "),
            )
            if shown
            else msg("resolve the deployment card's abilities in order if it makes sense")
        )
        return Action(
            type="ability",
            reason=text,
            detail=AbilityPrompt([x.english() if isinstance(x, Msg) else x for x in shown]),
        )


def _least_seen(
    cells: Sequence[Cell], first: Any, pool: Sequence[Figure], seen_by: Any, cost: dict[Cell, int]
) -> list[Cell]:
    """The cells with the best ``(first(c), seen_by(c, pool), cost[c])``, computing sight only
    where it can still matter (sight tests are the expensive part)."""
    if not cells:
        return []
    head = {c: first(c) for c in cells}
    low = min(head.values())
    cands = sorted((c for c in cells if head[c] == low), key=lambda c: (cost[c], c[1], c[0]))
    best: list[Cell] = []
    best_key: tuple[int, int] | None = None
    for c in cands:
        if best_key is not None and best_key[0] == 0 and cost[c] > best_key[1]:
            break  # nobody sees the best cell, and the rest cost more
        k = (seen_by(c, pool), cost[c])
        if best_key is None or k < best_key:
            best, best_key = [c], k
        elif k == best_key:
            best.append(c)
    return best
