"""Imperial Commander lists as IC2 writes them, planned: card lines, two actions, targets.

The generic instructions (spec 8) plan one step each. An Imperial Commander list is a list
of *card lines* (:mod:`tabletop_ai.imperial.ic2_lines` reads IC2's), and a line may be
several instructions (``Move 4 to attack {R1}`` moves, then attacks) or none the engine
plays (a note the players resolve). The IC2 rules these fields carry:

- IC2 wiki "Imperial Activations": "Each figure in the group ... resolves the instructions
  from top to bottom. Any instructions that the figure cannot resolve are skipped ... An
  Imperial figure cannot perform more than two actions during its activation. An
  instruction costs one action for each (action) or (attack action) icon preceding it."
  ``actions`` is a line's icons; a line needing more actions than are left is skipped, and
  a line that is done (not skipped) spends them. ``then`` marks the instructions after a
  line's first: they are skipped with it.
- "Limit of One Attack Action" (``reference/imperial-commander-instructions.md``): a line
  holding an attack marked ``"action": true`` after an attack action is skipped whole, its
  move too (the move is part of that attack action).
- "Target Priority": "Some instructions may include more specific criteria, for example
  'Attack the closest non-Weakened Rebel'. If there are multiple legal targets or a legal
  target cannot be attacked ..., follow the priority order above." ``pick`` names the
  criterion: the figures it picks come first (closest first), then the others in priority
  order. ``priority`` is the priority order without the group's named target ({R1} is the
  named target; a line that names none does not use it).
- "Move X to engage": ``pick`` ``most_hostiles``/``most_friends`` ("engage as many Rebels
  as possible (minimum N)") ends on the reachable cell adjacent to the most such figures
  (at least ``minimum``), then fewest MP; ``hostiles`` ("engage 2 or more Rebels") on the
  cheapest cell adjacent to at least ``minimum``; none: skipped, as an engage with no
  target.
- ``within``: the attack reaches at most that many counted spaces ("Move 1 to attack {R1}
  within 3 spaces").
- ``if``: the line applies only when its condition holds (IC2 "If this figure did not
  attack, ..."); ``performed``/``not_performed`` ask whether the line named ``if_line``
  (``TRAMPLE: ...``) was done earlier in this activation. A note is something the players
  resolve: the plan takes a note line as done unless its own condition fails, and says so.
- ``at_end``: the line is resolved after the others ("At the end of this figure's
  activation, ...").
- ``note``: card text the plan shows in its place (the players resolve it);
  ``end_activation``: "end this activation"; ``place``: "Place this figure in an empty
  space within N spaces and adjacent to {R1}" (the empty space within ``spaces`` counted
  spaces, adjacent to the target or to ``minimum`` heroes, nearest to where the figure
  stands; ties are options).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.model import Figure, Group, Instruction
from tabletop_ai.engine.instructions import (
    Activation,
    best_ends,
    move_action,
    run_instruction,
    stay_action,
)
from tabletop_ai.engine.movement import reach
from tabletop_ai.engine.plan import Action
from tabletop_ai.engine.rules import (
    FAR,
    GENERIC_INSTRUCTIONS,
    Candidate,
    InstructionType,
    Param,
    RuleSet,
)
from tabletop_ai.engine.wording import twins
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial.fields import ACTIVATED, CONDITIONS, TRAITS

if TYPE_CHECKING:
    from tabletop_ai.engine.situation import Situation

#: the conditions of ``if``
IF_CHOICES = (
    "not_attacked",
    "adjacent_hostile",
    "not_adjacent_hostile",
    "adjacent_friend",
    "not_adjacent_friend",
    "hostile_within",
    "closest_hostile_at_least",
    "damaged",
    "performed",
    "not_performed",
)
#: the target criteria of ``pick`` (hostile ones, friendly ones, several figures)
HOSTILE_PICKS = (
    "priority",
    "closest",
    "closest_ready",
    "closest_exhausted",
    "closest_not_weakened",
    "crowded",
    "not_attacked",
)
FRIEND_PICKS = ("friend_closest", "friend_most_health", "friend_closest_damaged")
MANY_PICKS = ("most_hostiles", "hostiles", "most_friends", "each_adjacent")
PICK_CHOICES = HOSTILE_PICKS + FRIEND_PICKS + MANY_PICKS

#: the conditions of ``if`` as a card line reads them
IF_WORDS = {
    "not_attacked": msg("this figure did not attack"),
    "adjacent_hostile": msg("this figure is adjacent to a hero"),
    "not_adjacent_hostile": msg("this figure is not adjacent to a hero"),
    "adjacent_friend": msg("this figure is adjacent to a friendly figure"),
    "not_adjacent_friend": msg("this figure is not adjacent to a friendly figure"),
    "hostile_within": msg("a hero is within %n space(s)"),
    "closest_hostile_at_least": msg("the closest hero is at least %n space(s) away"),
    "damaged": msg("this figure has suffered at least %n damage"),
    "performed": msg("this figure performed {if_line}"),
    "not_performed": msg("this figure did not perform {if_line}"),
}
#: the target criteria of ``pick`` as a card line reads them
PICK_WORDS = {
    "priority": msg("by target priority"),
    "closest": msg("the closest hero"),
    "closest_ready": msg("the closest ready hero"),
    "closest_exhausted": msg("the closest hero that has activated this round"),
    "closest_not_weakened": msg("the closest hero that is not Weakened"),
    "crowded": msg("the hero with the most other heroes within %n space(s)"),
    "not_attacked": msg("a hero this figure has not attacked"),
    "friend_closest": msg("the closest friendly figure"),
    "friend_most_health": msg("the friendly figure with the most health"),
    "friend_closest_damaged": msg("the closest damaged friendly figure"),
    "most_hostiles": msg("as many heroes as possible"),
    "hostiles": msg("several heroes at once"),
    "most_friends": msg("as many friendly figures as possible"),
    "each_adjacent": msg("each adjacent hero"),
}

_LINE_PARAMS: tuple[Param, ...] = (
    Param(
        "actions",
        "int",
        msg(
            "the actions the card line costs (its {A} and {Q} symbols); a figure performs "
            "at most two actions"
        ),
        minimum=0,
        maximum=2,
        words=msg("costs %n action(s)"),
        label=msg("Actions"),
    ),
    Param(
        "then",
        "bool",
        msg("continues the card line above (skipped with it)"),
        words=msg("part of the card line above"),
        label=msg("Part of the line above"),
    ),
    Param(
        "name",
        "str",
        msg("the card line's ability name"),
        words=msg("ability {value}"),
        label=msg("Ability name"),
    ),
    Param(
        "if",
        "choice",
        msg("the card line applies only when this holds"),
        choices=IF_CHOICES,
        words=msg("only if {value}"),
        choice_words=IF_WORDS,
        count_key="if_spaces",
        label=msg("Only if"),
    ),
    Param(
        "if_spaces",
        "int",
        msg("the number the condition names"),
        minimum=0,
        maximum=99,
        in_line=False,
        label=msg("Condition's number"),
    ),
    Param(
        "if_line",
        "str",
        msg("the ability name the condition asks about"),
        in_line=False,
        label=msg("Condition's ability"),
    ),
    Param(
        "at_end",
        "bool",
        msg("resolved after the other lines"),
        words=msg("at the end of the activation"),
        label=msg("At the end"),
    ),
    Param(
        "not_trait",
        "str",
        msg("friendly figures with this trait do not count"),
        words=msg("not counting {value} figures"),
        label=msg("Not counting trait"),
    ),
)
_PICK_PARAMS: tuple[Param, ...] = (
    Param(
        "pick",
        "choice",
        msg("the target criterion of the card line"),
        choices=PICK_CHOICES,
        words=msg("target: {value}"),
        choice_words=PICK_WORDS,
        count_key="pick_spaces",
        label=msg("Target criterion"),
    ),
    Param(
        "pick_spaces",
        "int",
        msg("the spaces the criterion counts (the hero with most others this near)"),
        minimum=1,
        maximum=99,
        in_line=False,
        label=msg("Spaces counted"),
    ),
    Param(
        "minimum",
        "int",
        msg("the fewest figures to engage"),
        minimum=1,
        maximum=99,
        words=msg("at least %n figure(s)"),
        label=msg("At least (figures)"),
    ),
)
_ATTACK_PARAMS: tuple[Param, ...] = (
    Param(
        "within",
        "int",
        msg("the attack reaches at most this many spaces"),
        minimum=1,
        maximum=99,
        words=msg("within %n space(s)"),
        label=msg("Within (spaces)"),
    ),
    Param(
        "action",
        "bool",
        msg("an attack action (limit of one attack action)"),
        words=msg("attack action"),
    ),
)


def _with(t: InstructionType, *extra: tuple[Param, ...]) -> InstructionType:
    params = list(t.params)
    for group in extra:
        params += [p for p in group if t.param(p.name) is None]
    return replace(t, params=tuple(params))


def _generic(name: str) -> InstructionType:
    return next(t for t in GENERIC_INSTRUCTIONS if t.name == name)


#: the instruction types of the Imperial Commander rule set: the generic ones with the card
#: line fields, and ``note``, ``end_activation`` and ``place``
IC_INSTRUCTIONS: tuple[InstructionType, ...] = (
    _with(_generic("move_toward"), _PICK_PARAMS, _LINE_PARAMS),
    _with(_generic("move_to_engage"), _PICK_PARAMS, _LINE_PARAMS),
    _with(_generic("move_to_reposition"), _LINE_PARAMS),
    _with(_generic("move_to_attack"), _PICK_PARAMS, _ATTACK_PARAMS, _LINE_PARAMS),
    _with(_generic("attack"), _PICK_PARAMS, _ATTACK_PARAMS, _LINE_PARAMS),
    _generic("retreat"),
    InstructionType(
        "note",
        msg("card text the players resolve, shown in its place in the plan"),
        (
            Param(
                "text",
                "str",
                msg("the card text"),
                required=True,
                words=msg("“{value}”"),
                label=msg("Card text"),
            ),
            # the ability name begins the note's text
            Param(
                "name",
                "str",
                msg("the card line's ability name"),
                in_line=False,
                label=msg("Ability name"),
            ),
            *(p for p in _LINE_PARAMS if p.name != "name"),
        ),
        msg("Card text"),
    ),
    InstructionType(
        "end_activation",
        msg("end this figure's activation"),
        _LINE_PARAMS,
        msg("End activation"),
    ),
    InstructionType(
        "place",
        msg("place the figure in an empty space within N spaces, adjacent to the target"),
        (
            Param(
                "spaces",
                "int",
                msg("how far it may be placed"),
                default=6,
                minimum=0,
                maximum=99,
                words=msg("within %n space(s)"),
                label=msg("Within (spaces)"),
            ),
            Param("target", "figure", msg("a named target, tried first while it is healthy")),
            *_PICK_PARAMS,
            *_LINE_PARAMS,
        ),
        msg("Place"),
    ),
)


# -- the walk over card lines ---------------------------------------------------------------


@dataclass
class _Walk:
    """What an activation's earlier lines did: named lines done (True), not done (False),
    or taken as done because they are notes ("note")."""

    done: dict[str, bool | str]
    ended: bool = False
    previous: bool | str | None = None


def _lines(instructions: Sequence[Instruction]) -> list[list[Instruction]]:
    out: list[list[Instruction]] = []
    for ins in instructions:
        if ins.data.get("then") and out:
            out[-1].append(ins)
        else:
            out.append([ins])
    return out


def activate_lines(rules: RuleSet, act: Activation[RuleSet], group: Group) -> None:
    """Plan one figure's activation over the group's card lines (the module docstring)."""
    lines = _lines(group.instructions)
    order = [ln for ln in lines if not ln[0].data.get("at_end")]
    order += [ln for ln in lines if ln[0].data.get("at_end")]
    walk = _Walk({})
    for line in order:
        if act.destroyed:
            break
        if walk.ended and not line[0].data.get("at_end"):
            continue  # the activation ended; what happens at its end still does
        _run_line(rules, act, line, walk)


def _skip(act: Activation[RuleSet], line: list[Instruction], why: str) -> None:
    act.add(Action(type=line[0].type, skipped=True, reason=why))
    for ins in line[1:]:
        act.add(Action(type=ins.type, skipped=True, reason=msg("the card line above was skipped")))


def _run_line(
    rules: RuleSet, act: Activation[RuleSet], line: list[Instruction], walk: _Walk
) -> None:
    head = line[0]
    cost = int(head.data.get("actions", 0) or 0)
    ok, why = condition(rules, act, head.data, walk)
    name = str(head.data.get("name", "")).lower()
    if not ok:
        _skip(act, line, why)
        _record(walk, name, False)
        return
    limit_all = act.sit.board.rules.extra.get("ic_attack_limit") == "all"
    if act.attack_actions and any(i.type == "attack" and (i.action or limit_all) for i in line):
        _skip(
            act,
            line,
            msg(
                "limit of one attack action: this figure already made an attack action "
                "this activation"
            ),
        )
        _record(walk, name, False)
        return
    if cost > act.actions_left:
        _skip(
            act,
            line,
            msg(
                "the card line costs %n action(s) and this figure has {left} left (an "
                "Imperial figure performs at most two actions)",
                n=cost,
                left=act.actions_left,
            ),
        )
        _record(walk, name, False)
        return
    before = len(act.plan.actions)
    run_instruction(act, head)
    done = not all(a.skipped for a in act.plan.actions[before:])
    for ins in line[1:]:
        if act.destroyed:
            break
        if not done:
            act.add(
                Action(
                    type=ins.type,
                    skipped=True,
                    reason=msg("the card line's first part was skipped"),
                )
            )
            continue
        run_instruction(act, ins)
    if done:
        act.actions_left -= cost
        if any(a.type == "end_activation" and not a.skipped for a in act.plan.actions[before:]):
            walk.ended = True
    _record(walk, name, ("note" if head.type == "note" else True) if done else False)


def _record(walk: _Walk, name: str, done: bool | str) -> None:
    if name:
        walk.done[name] = done
    walk.previous = done


# -- conditions -----------------------------------------------------------------------------


def _friends(sit: Situation, fig: Figure, not_trait: str = "") -> list[Figure]:
    """The other figures of the figure's side still in the fight, without ``not_trait``."""
    out = []
    for f in sit.board.figures:
        if f.id == fig.id or f.side != fig.side or f.health <= 0:
            continue
        if not_trait and not_trait.lower() in (t.lower() for t in TRAITS.value(f, [])):
            continue
        out.append(f)
    return out


def condition(
    rules: RuleSet, act: Activation[RuleSet], data: dict[str, Any], walk: _Walk
) -> tuple[bool, str]:
    """Whether a card line's ``if`` holds, and the reason a skipped line gives."""
    kind = data.get("if")
    if not kind:
        return True, ""
    sit, fig = act.sit, act.fig
    n = int(data.get("if_spaces", 1) or 1)
    trait = str(data.get("not_trait", "") or "")
    hostiles = sit.hostiles_of(fig)
    if kind == "not_attacked":
        return act.attacks_made == 0, msg("only if this figure did not attack: it attacked")
    if kind in ("adjacent_hostile", "not_adjacent_hostile"):
        near = any(sit.adjacent(fig, h) for h in hostiles)
        if kind == "adjacent_hostile":
            return near, msg("only if this figure is adjacent to a hero: it is not")
        return not near, msg("only if this figure is not adjacent to a hero: it is")
    if kind in ("adjacent_friend", "not_adjacent_friend"):
        near = any(sit.adjacent(fig, f) for f in _friends(sit, fig, trait))
        if kind == "adjacent_friend":
            return near, msg("only if this figure is adjacent to a friendly figure: it is not")
        return not near, msg("only if this figure is not adjacent to a friendly figure: it is")
    if kind in ("hostile_within", "closest_hostile_at_least"):
        ds = [d for h in hostiles if (d := sit.count(fig, h)) is not None]
        closest = min(ds, default=FAR)
        if kind == "hostile_within":
            return closest <= n, msg("only if a hero is within %n space(s): none is", n=n)
        return closest >= n, msg(
            "only if the closest hero is at least %n space(s) away: one is closer",
            n=n,
        )
    if kind == "damaged":
        damage = fig.max_health - fig.health
        return damage >= n, msg(
            "only if this figure has suffered at least %n damage: it has suffered {damage}",
            n=n,
            damage=damage,
        )
    if kind in ("performed", "not_performed"):
        line = str(data.get("if_line", "") or "")
        done = walk.done.get(line.lower())
        if done is None:
            done = False
            state = msg("no card line {name} came before it", name=line)
        elif done == "note":
            state = msg(
                "{name} is a note the players resolve: the plan takes it as done", name=line
            )
        else:
            state = (
                msg("{name} was done", name=line) if done else msg("{name} was skipped", name=line)
            )
        if kind == "performed":
            return bool(done), msg(
                "only if this figure performed {name}: {state}", name=line, state=state
            )
        return not done, msg(
            "only if this figure did not perform {name}: {state}", name=line, state=state
        )
    return True, ""


# -- targets --------------------------------------------------------------------------------


@dataclass
class Pick:
    """The target criterion of the instruction being planned (``pick`` and its numbers)."""

    kind: str
    spaces: int = 1
    within: int | None = None


def picked_order(
    rules: RuleSet,
    sit: Situation,
    fig: Figure,
    pick: Pick,
    base: Callable[[], list[Candidate]],
    attacked: set[str],
) -> list[Candidate]:
    """IC "Target Priority" with a criterion: the hostiles the criterion picks first (the
    closest first, or the one with most other hostiles near), the others after them in
    priority order (``not_attacked``: the others not at all)."""
    order = base()

    def dist(f: Figure) -> int:
        d = sit.count(fig, f)
        return FAR if d is None else d

    if pick.kind == "priority":
        return order
    if pick.kind == "not_attacked":
        return [c for c in order if c.figure.id not in attacked]
    if pick.kind == "crowded":
        hostiles = [c.figure for c in order]

        def near(f: Figure) -> int:
            return sum(
                1
                for o in hostiles
                if o.id != f.id
                and (
                    sit.adjacent(f, o)
                    if pick.spaces <= 1
                    else (d := sit.count(f, o)) is not None and d <= pick.spaces
                )
            )

        counts = {c.figure.id: near(c.figure) for c in order}
        ranked = sorted(order, key=lambda c: -counts[c.figure.id])
        top = counts[ranked[0].figure.id] if ranked else 0
        out = []
        for c in ranked:
            k = counts[c.figure.id]
            if k == top and k > 0:
                reason = msg(
                    "{target} has the most other hostile figures within %n space(s) ({count})",
                    n=pick.spaces,
                    target=content_label(c.figure.label),
                    count=k,
                )
                ties = [t for t in c.ties if counts.get(t) == k]
                out.append(Candidate(c.figure, reason, ties))
            else:
                out.append(c)
        return out

    # the closest (ready, not ready, not Weakened) hostile first
    def wanted(f: Figure) -> bool:
        if pick.kind == "closest_ready":
            return not ACTIVATED.value(f, False)
        if pick.kind == "closest_exhausted":
            return ACTIVATED.value(f, False)
        if pick.kind == "closest_not_weakened":
            return "weakened" not in (str(c).lower() for c in CONDITIONS.value(f, []))
        return True

    chosen = sorted((c for c in order if wanted(c.figure)), key=lambda c: dist(c.figure))
    rest = [c for c in order if not wanted(c.figure)]
    out = []
    for i, c in enumerate(chosen):
        d = dist(c.figure)
        if i == 0:
            words = {
                "closest": msg(
                    "{target} is the closest hero (%n space(s))",
                    n=d,
                    target=content_label(c.figure.label),
                ),
                "closest_ready": msg(
                    "{target} is the closest ready hero (%n space(s))",
                    n=d,
                    target=content_label(c.figure.label),
                ),
                "closest_exhausted": msg(
                    "{target} is the closest hero that has activated this round (%n space(s))",
                    n=d,
                    target=content_label(c.figure.label),
                ),
                "closest_not_weakened": msg(
                    "{target} is the closest hero that is not Weakened (%n space(s))",
                    n=d,
                    target=content_label(c.figure.label),
                ),
            }
            ties = [
                t for t in c.ties if any(o.figure.id == t and dist(o.figure) == d for o in chosen)
            ]
            out.append(Candidate(c.figure, words[pick.kind], ties))
        else:
            out.append(c)
    return out + rest


def friend_order(sit: Situation, fig: Figure, kind: str, not_trait: str = "") -> list[Candidate]:
    """The friendly figure a criterion picks first (``friend_closest``,
    ``friend_most_health``, ``friend_closest_damaged``), the others after it, closest
    first."""
    friends = _friends(sit, fig, not_trait)

    def dist(f: Figure) -> int:
        d = sit.count(fig, f)
        return FAR if d is None else d

    if kind == "friend_closest_damaged":
        friends = [f for f in friends if f.health < f.max_health]
    if kind == "friend_most_health":
        friends.sort(key=lambda f: (-f.health, dist(f)))
    else:
        friends.sort(key=dist)
    out = []
    for i, f in enumerate(friends):
        label = content_label(f.label)
        if kind == "friend_most_health":
            why = msg(
                "{target} has the most health left of the other friendly figures ({health})",
                target=label,
                health=f.health,
            )
        elif kind == "friend_closest_damaged":
            why = msg(
                "{target} is the closest friendly figure that has suffered damage (%n space(s))",
                n=dist(f),
                target=label,
            )
        else:
            why = msg(
                "{target} is the closest other friendly figure (%n space(s))",
                n=dist(f),
                target=label,
            )
        out.append(
            Candidate(
                f, why if i == 0 else msg("{target} is the next friendly figure", target=label)
            )
        )
    return out


def attacked_ids(act: Activation[RuleSet]) -> set[str]:
    """The figures this figure attacked earlier in this activation."""
    return {a.target for a in act.plan.actions if a.type == "attack" and not a.skipped and a.target}


# -- the handlers of the card-line instructions ----------------------------------------------


def note(act: Activation[RuleSet], ins: Instruction) -> Action:
    """A note: card text the players resolve, shown in its place."""
    return Action(type="note", reason=str(ins.data.get("text", "")))


def end_activation(act: Activation[RuleSet], ins: Instruction) -> Action:
    """IC2 "end this activation": the lines after it are not resolved."""
    return Action(type="end_activation", reason=msg("the card says: end this activation"))


def engage_many(act: Activation[RuleSet], ins: Instruction) -> Action:
    """ "Move X to engage as many Rebels as possible (minimum N)" / "engage N or more
    Rebels" / "as many (non-Guardian) Imperial figures as possible": the reachable cell
    adjacent to the most such figures (at least ``minimum``; ``hostiles``: any cell with at
    least ``minimum``), then fewest MP. Already there: stays. None: skipped."""
    sit, fig = act.sit, act.fig
    kind = str(ins.data.get("pick"))
    least = int(ins.data.get("minimum", 1) or 1)
    friends = kind == "most_friends"
    others = (
        _friends(sit, fig, str(ins.data.get("not_trait", "") or ""))
        if friends
        else sit.hostiles_of(fig)
    )
    mp = ins.mp if ins.mp is not None else fig.speed
    r = reach(sit, fig, mp)

    def engaged(c: Cell) -> int:
        return sum(1 for o in others if sit.adjacent(fig, o, c))

    counts = {c: engaged(c) for c in r.ends}
    best_count = max(counts.values(), default=0)
    if best_count < least:
        return Action(
            type="move_to_engage",
            skipped=True,
            reason=msg("no reachable cell is adjacent to at least %n friendly figure(s)", n=least)
            if friends
            else msg("no reachable cell is adjacent to at least %n hostile figure(s)", n=least),
            reachable=list(r.ends),
        )
    goal = best_count if kind != "hostiles" else least
    best = best_ends(r.ends, lambda c: (r.cost[c],) if counts[c] >= goal else None)
    names = join(content_label(o.label) for o in others if sit.adjacent(fig, o, best[0]))
    if fig.at in best or (counts.get(fig.at, 0) >= goal and r.cost[fig.at] == 0):
        return stay_action(
            act, "move_to_engage", None, msg("already adjacent to {names}", names=names)
        )
    why = (
        msg("the cheapest cell adjacent to at least %n of them: {names}", n=least, names=names)
        if kind == "hostiles"
        else msg(
            "the cheapest cell adjacent to the most of them (%n): {names}",
            n=counts[best[0]],
            names=names,
        )
    )
    return move_action(act, "move_to_engage", r, best, None, why)


def engage_friend(act: Activation[RuleSet], ins: Instruction, order: list[Candidate]) -> Action:
    """ "Move X to engage" a friendly figure the criterion picked (IC "Move X to engage":
    adjacent by the fewest MP; else the next one; none: skipped)."""
    sit, fig = act.sit, act.fig
    if not order:
        return Action(
            type="move_to_engage", skipped=True, reason=msg("no friendly figure to engage")
        )
    mp = ins.mp if ins.mp is not None else fig.speed
    r = reach(sit, fig, mp)
    for cand in order:
        t = cand.figure
        if sit.adjacent(fig, t):
            return stay_action(
                act,
                "move_to_engage",
                t.id,
                msg(
                    "already adjacent to {target} ({why})",
                    target=content_label(t.label),
                    why=cand.reason,
                ),
            )

        def key(c: Cell, t: Figure = t) -> tuple[int, ...] | None:
            return (r.cost[c],) if sit.adjacent(fig, t, c) else None

        best = best_ends(r.ends, key)
        if best:
            return move_action(
                act,
                "move_to_engage",
                r,
                best,
                t.id,
                msg(
                    "the cheapest cell adjacent to {target} ({why})",
                    target=content_label(t.label),
                    why=cand.reason,
                ),
            )
    return Action(
        type="move_to_engage",
        skipped=True,
        reason=msg("cannot move adjacent to any friendly figure"),
    )


def attack_each_adjacent(act: Activation[RuleSet], ins: Instruction) -> list[Action]:
    """ "Attack each adjacent Rebel": one attack at every hostile it can attack that is
    adjacent (the line is one attack action)."""
    sit, fig = act.sit, act.fig
    out: list[Action] = []
    for h in sit.hostiles_of(fig):
        if not sit.adjacent(fig, h):
            continue
        chk = act.rules.attack_check(sit, fig, h)
        if chk.ok:
            act.attacks_made += 1
            out.append(
                Action(
                    type="attack",
                    target=h.id,
                    distance=chk.distance,
                    los=True,
                    reason=msg("{target} is adjacent", target=content_label(h.label)),
                )
            )
    if out and ins.action:
        act.attack_actions += 1
    return out or [
        Action(
            type="attack",
            skipped=True,
            reason=msg("no adjacent hero to attack"),
        )
    ]


def place(act: Activation[RuleSet], ins: Instruction, order: list[Candidate]) -> Action:
    """ "Place this figure in an empty space within N spaces and adjacent to {R1}" (or "to
    2 or more Rebels"): the empty spaces the figure may stand on whose nearest cell is
    within ``spaces`` counted spaces of it, adjacent to the target (tried in priority
    order) or to ``minimum`` heroes; the one nearest to where it stands (ties are
    options). None: skipped. Placing is no move: no MP, no path through figures."""
    sit, fig = act.sit, act.fig
    spaces = int(ins.data.get("spaces", 6) or 0)
    dist = sit.topo.distances_from(list(fig.cells()))
    mobility = sit.mobility(fig)
    cells = [
        c
        for c in dist
        if sit.topo.enterable(c, mobility, fig.size)
        and min((dist.get(x, FAR) for x in fig.cells(c)), default=FAR) <= spaces
        and sit.free_for(fig, c)
    ]

    def key(c: Cell) -> tuple[int, ...]:
        return (min(dist.get(x, FAR) for x in fig.cells(c)),)

    if ins.data.get("pick") == "hostiles":
        least = int(ins.data.get("minimum", 2) or 2)
        hostiles = sit.hostiles_of(fig)
        ok = [c for c in cells if sum(1 for h in hostiles if sit.adjacent(fig, h, c)) >= least]
        best = best_ends(ok, key)
        if not best:
            return Action(
                type="place",
                skipped=True,
                reason=msg(
                    "no empty space within %n space(s) is adjacent to enough hostile figures "
                    "({count})",
                    n=spaces,
                    count=least,
                ),
            )
        return _placed(
            act,
            best,
            None,
            msg(
                "the nearest empty space adjacent to at least %n hostile figure(s)",
                n=least,
            ),
        )
    passed = []
    for cand in order:
        t = cand.figure
        ok = [c for c in cells if sit.adjacent(fig, t, c)]
        best = best_ends(ok, key)
        if best:
            return _placed(
                act,
                best,
                t.id,
                msg(
                    "the nearest empty space adjacent to {target} ({why})",
                    target=content_label(t.label),
                    why=cand.reason,
                ),
            )
        passed.append(
            msg(
                "no empty space within %n space(s) is adjacent to {target}",
                n=spaces,
                target=content_label(t.label),
            )
        )
    return Action(
        type="place",
        skipped=True,
        reason=join(passed) if passed else msg("no hero to be placed next to"),
    )


def _placed(act: Activation[RuleSet], best: list[Cell], target: str | None, why: str) -> Action:
    chosen, alts = act.rules.choose_cells(best)
    return Action(
        type="place",
        target=target,
        path=[act.fig.at, chosen],
        end=chosen,
        mp_spent=0,
        alternatives=alts,
        reason=why,
    )


#: the card lines' messages that count or name cells, worded for a hex board (the rule sets
#: of card lines declare them: :attr:`~tabletop_ai.engine.rules.RuleSet.grid_words`)
HEX_WORDS = twins(
    (msg("a hero is within %n space(s)"), msg("a hero is within %n hex(es)")),
    (
        msg("the closest hero is at least %n space(s) away"),
        msg("the closest hero is at least %n hex(es) away"),
    ),
    (
        msg("the hero with the most other heroes within %n space(s)"),
        msg("the hero with the most other heroes within %n hex(es)"),
    ),
    (msg("within %n space(s)"), msg("within %n hex(es)")),
    (
        msg("only if a hero is within %n space(s): none is"),
        msg("only if a hero is within %n hex(es): none is"),
    ),
    (
        msg("only if the closest hero is at least %n space(s) away: one is closer"),
        msg("only if the closest hero is at least %n hex(es) away: one is closer"),
    ),
    (
        msg("{target} has the most other hostile figures within %n space(s) ({count})"),
        msg("{target} has the most other hostile figures within %n hex(es) ({count})"),
    ),
    (
        msg("{target} is the closest hero (%n space(s))"),
        msg("{target} is the closest hero (%n hex(es))"),
    ),
    (
        msg("{target} is the closest ready hero (%n space(s))"),
        msg("{target} is the closest ready hero (%n hex(es))"),
    ),
    (
        msg("{target} is the closest hero that has activated this round (%n space(s))"),
        msg("{target} is the closest hero that has activated this round (%n hex(es))"),
    ),
    (
        msg("{target} is the closest hero that is not Weakened (%n space(s))"),
        msg("{target} is the closest hero that is not Weakened (%n hex(es))"),
    ),
    (
        msg("{target} is the closest friendly figure that has suffered damage (%n space(s))"),
        msg("{target} is the closest friendly figure that has suffered damage (%n hex(es))"),
    ),
    (
        msg("{target} is the closest other friendly figure (%n space(s))"),
        msg("{target} is the closest other friendly figure (%n hex(es))"),
    ),
    (
        msg("no reachable cell is adjacent to at least %n friendly figure(s)"),
        msg("no reachable hex is adjacent to at least %n friendly figure(s)"),
    ),
    (
        msg("no reachable cell is adjacent to at least %n hostile figure(s)"),
        msg("no reachable hex is adjacent to at least %n hostile figure(s)"),
    ),
    (
        msg("the cheapest cell adjacent to at least %n of them: {names}"),
        msg("the cheapest hex adjacent to at least %n of them: {names}"),
    ),
    (
        msg("the cheapest cell adjacent to the most of them (%n): {names}"),
        msg("the cheapest hex adjacent to the most of them (%n): {names}"),
    ),
    (
        msg("no empty space within %n space(s) is adjacent to enough hostile figures ({count})"),
        msg("no empty hex within %n hex(es) is adjacent to enough hostile figures ({count})"),
    ),
    (
        msg("the nearest empty space adjacent to at least %n hostile figure(s)"),
        msg("the nearest empty hex adjacent to at least %n hostile figure(s)"),
    ),
    (
        msg("the nearest empty space adjacent to {target} ({why})"),
        msg("the nearest empty hex adjacent to {target} ({why})"),
    ),
    (
        msg("no empty space within %n space(s) is adjacent to {target}"),
        msg("no empty hex within %n hex(es) is adjacent to {target}"),
    ),
    # the card lines' parameters and types as the instruction editors word them
    (
        msg("the spaces the criterion counts (the hero with most others this near)"),
        msg("the hexes the criterion counts (the hero with most others this near)"),
    ),
    (msg("Spaces counted"), msg("Hexes counted")),
    (
        msg("the attack reaches at most this many spaces"),
        msg("the attack reaches at most this many hexes"),
    ),
    (msg("Within (spaces)"), msg("Within (hexes)")),
    (
        msg("place the figure in an empty space within N spaces, adjacent to the target"),
        msg("place the figure in an empty hex within N hexes, adjacent to the target"),
    ),
)
