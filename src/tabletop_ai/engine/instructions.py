"""The instructions every rule set understands (board-format.md section 8), one function per
instruction, named after it. The source wording is Imperial Commander's
(``reference/imperial-commander-instructions.md``); each docstring quotes what it implements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from tabletop_ai.board.model import Figure, Instruction
from tabletop_ai.engine.movement import Reach, reach
from tabletop_ai.engine.plan import Action, FigurePlan
from tabletop_ai.engine.rules import FAR, Candidate, RuleSet, attack_kind
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell, TurnedCell
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import Handler

#: a sort key for end cells (compared in order, lower is better)
Key = tuple[int, ...]
#: the rule set an activation plans under (covariant: an activation under a game's rule set
#: is an activation under :class:`RuleSet`, so the generic instructions take any of them)
R_co = TypeVar("R_co", bound=RuleSet, covariant=True)
R = TypeVar("R", bound=RuleSet)


@dataclass
class Activation(Generic[R_co]):
    """One figure's activation in progress under rule set ``R_co``: the working board, the
    rule set and what the figure has used."""

    sit: Situation
    #: the id of the figure activating (:attr:`fig` is its record as it stands now)
    fid: str
    plan: FigurePlan
    rule_set: R_co
    actions_left: int = 2
    attacks_made: int = 0
    #: attacks made by an instruction marked ``"action": true`` (IC "Limit of One Attack
    #: Action")
    attack_actions: int = 0
    #: MP left over from earlier moves this activation (Automated Emperor's reposition)
    mp_left: int = 0
    destroyed: bool = False
    #: the figure's footprint before its first move (None: not moved yet)
    start_size: tuple[int, int] | None = None

    @property
    def rules(self) -> R_co:
        return self.rule_set

    @property
    def fig(self) -> Figure:
        """The activating figure as it stands in the working board now (records are values:
        a move makes a new one)."""
        return self.sit.figure(self.fid)

    def add(self, action: Action) -> Action:
        self.plan.actions.append(action)
        if action.is_move and not action.skipped and action.end is not None:
            if self.start_size is None:
                self.start_size = self.fig.size
            self.sit.move_figure(self.fig.id, action.end)
            at, size = self.fig.at, self.fig.size
            # the plan's end names the footprint when it differs from the one the figure
            # started with (a large figure that rotated its base), so Apply can write it
            self.plan.end = at if size == self.start_size else TurnedCell(at.x, at.y, size)
        return action


def _label(sit: Situation, fid: str | None) -> str:
    f = sit.board.find_figure(fid)
    return content_label(f.label) if f else str(fid)


def best_ends(ends: Sequence[Cell], key: Callable[[Cell], Key | None]) -> list[Cell]:
    """The end cells with the least key (cells whose key is None do not qualify)."""
    scored = [(k, c) for c in ends if (k := key(c)) is not None]
    if not scored:
        return []
    low = min(k for k, _ in scored)
    return [c for k, c in scored if k == low]


def move_action(
    act: Activation[RuleSet],
    kind: str,
    r: Reach,
    best: Sequence[Cell],
    target: str | None,
    reason: str,
) -> Action:
    """A move action to the chosen one of ``best`` (ties broken by the rule set)."""
    chosen, alts = act.rules.choose_cells(best)
    return Action(
        type=kind,
        target=target,
        path=list(r.paths[chosen]),
        end=chosen,
        mp_spent=r.cost[chosen],
        alternatives=alts,
        reason=reason,
        reachable=list(r.ends),
    )


def stay_action(act: Activation[RuleSet], kind: str, target: str | None, reason: str) -> Action:
    at = act.fig.at
    return Action(
        type=kind, target=target, path=[at], end=at, mp_spent=0, alternatives=[], reason=reason
    )


def _mp(act: Activation[RuleSet], ins: Instruction) -> int:
    return ins.mp if ins.mp is not None else act.fig.speed


def _spaces(n: int | None) -> str:
    if n is None:
        return msg("out of reach")
    return msg("%n space(s)", n=n)


def _so(passed: list[str], text: str) -> str:
    """``text`` after the targets tried before it (``"cannot reach ...; so the cheapest
    cell ..."``)."""
    return msg("{tried}; so {reason}", tried=join(passed), reason=text) if passed else text


def target_candidates(act: Activation[RuleSet], ins: Instruction) -> list[Candidate]:
    return list(act.rules.target_order(act.sit, act.fig, ins.target))


def with_ties(action: Action, cand: Candidate | None) -> Action:
    """Name the targets exactly as good as ``cand`` by the priority rules: the players
    choose between them (ties are shown as options, never hidden)."""
    if cand is not None:
        action.target_ties = list(cand.ties)
    return action


def move_toward(
    act: Activation[RuleSet],
    ins: Instruction,
    target: Figure | None = None,
    kind: str = "move_toward",
    mp: int | None = None,
    reason_prefix: str = "",
    why: str | None = None,
) -> Action:
    """IC "Move X toward": "spends them to move as close to the target as possible. It stops
    moving after it spends all of its movement points or after it is adjacent to the target.
    If the figure is already adjacent to its target or cannot move closer, it does not skip
    this instruction." Spec 8: the reachable cell closest by counted spaces; ties: fewer MP,
    then ``tie``. ``why``: the caller's reason for a ``target`` it chose."""
    sit, fig = act.sit, act.fig
    chosen: Candidate | None = None
    if target is None:
        cands = target_candidates(act, ins)
        if not cands:
            return Action(type=kind, skipped=True, reason=msg("no hostile figure to move toward"))
        chosen = cands[0]
        target = chosen.figure
        why = chosen.reason
    elif why is None:
        why = msg("{target} is the target", target=content_label(target.label))
    label = content_label(target.label)
    mp = _mp(act, ins) if mp is None else mp
    r = reach(sit, fig, mp)
    dist = sit.distances_to(target)

    def key(c: Cell) -> Key:
        d = min((dist.get(x, FAR) for x in fig.cells(c)), default=FAR)
        return (d, r.cost[c])

    best = best_ends(r.ends, key)
    start_key = key(fig.at)
    if not best or (key(best[0]) == start_key and fig.at in best):
        d0 = start_key[0]
        text = (
            msg("already adjacent to {target}", target=label)
            if d0 <= 1
            else msg(
                "cannot get closer to {target} ({where})",
                target=label,
                where=_spaces(d0 if d0 < FAR else None),
            )
        )
        return with_ties(stay_action(act, kind, target.id, _prefixed(reason_prefix, text)), chosen)
    d_end = key(best[0])[0]
    text = (
        msg("the closest it can get: adjacent to {target} ({why})", target=label, why=why)
        if d_end <= 1
        else msg(
            "the closest it can get: {where} from {target} ({why})",
            where=_spaces(d_end),
            target=label,
            why=why,
        )
    )
    return with_ties(
        move_action(act, kind, r, best, target.id, _prefixed(reason_prefix, text)), chosen
    )


def _prefixed(prefix: str, text: str) -> str:
    """``text`` after a caller's ``prefix`` (a message such as ``"out of actions: "``)."""
    return msg("{prefix}{reason}", prefix=prefix, reason=text) if prefix else text


def move_to_engage(act: Activation[RuleSet], ins: Instruction) -> Action:
    """IC "Move X to engage": "tries to move adjacent to its target ... If the figure cannot
    move adjacent to the target, it attempts the instruction with the next best target,
    following target priority. If the figure cannot move adjacent to any target, this
    instruction is skipped. If the figure is already adjacent to the target, it does not
    skip this instruction." Spec 8: fewest MP."""
    sit, fig = act.sit, act.fig
    cands = target_candidates(act, ins)
    if not cands:
        return Action(type="move_to_engage", skipped=True, reason=msg("no hostile figure"))
    r = reach(sit, fig, _mp(act, ins))
    passed: list[str] = []
    for cand in cands:
        t = cand.figure
        if sit.adjacent(fig, t):
            return with_ties(
                stay_action(
                    act,
                    "move_to_engage",
                    t.id,
                    msg(
                        "already adjacent to {target} ({why})",
                        target=content_label(t.label),
                        why=cand.reason,
                    ),
                ),
                cand,
            )
        best = best_ends(
            r.ends,
            lambda c, t=t: (
                (r.cost[c],)  # type: ignore[misc]
                if sit.adjacent(fig, t, c)
                else None
            ),
        )
        if best:
            return with_ties(
                move_action(
                    act,
                    "move_to_engage",
                    r,
                    best,
                    t.id,
                    _so(
                        passed,
                        msg(
                            "the cheapest cell adjacent to {target} ({why})",
                            target=content_label(t.label),
                            why=cand.reason,
                        ),
                    ),
                ),
                cand,
            )
        passed.append(
            msg("cannot reach a cell adjacent to {target}", target=content_label(t.label))
        )
    return Action(
        type="move_to_engage",
        skipped=True,
        reason=msg("cannot move adjacent to any hostile figure"),
    )


def _hostile_distances(sit: Situation, fig: Figure, cell: Cell) -> list[int]:
    out = []
    for h in sit.hostiles_of(fig):
        d = sit.count(fig, h, cell)
        out.append(FAR if d is None else d)
    return out


def move_to_reposition(act: Activation[RuleSet], ins: Instruction) -> Action:
    """IC "Move X to reposition Y": "spends those points to move toward or away from Rebel
    figures, stopping when the distance between it and the nearest Rebel figure is equal to
    its reposition value ... If it is too close to the Rebels, it moves as far away from as
    many Rebel figures as possible. If it is too far away ... as close to as many Rebels as
    possible." "Repositioning Target ... overrides the Y value": it stops on reaching it.

    Spec 8: a cell at exactly ``distance`` from the nearest hostile, fewest MP; else too close
    → farthest (nearest first, then the sum over all), too far → closest likewise. With a
    ``point`` that cannot be reached this turn the figure moves toward it (our reading: the
    point is where the mission wants it; documented as such in the README)."""
    sit, fig = act.sit, act.fig
    kind = "move_to_reposition"
    mp = _mp(act, ins)
    r = reach(sit, fig, mp)
    if ins.point:
        pt = sit.board.point(ins.point)
        if pt is None:
            return Action(
                type=kind, skipped=True, reason=msg("no point named {point!r}", point=ins.point)
            )
        named = content_label(pt.label)
        if pt.at in r.ends:
            if pt.at == fig.at:
                return stay_action(
                    act, kind, None, msg("already on reposition point {point}", point=named)
                )
            return move_action(
                act,
                kind,
                r,
                [pt.at],
                None,
                msg("reaches the reposition point {point}", point=named),
            )
        dist = sit.topo.distances_from([pt.at])
        best = best_ends(r.ends, lambda c: (min(dist.get(x, FAR) for x in fig.cells(c)), r.cost[c]))
        if not best or fig.at in best:
            return stay_action(
                act, kind, None, msg("cannot get closer to point {point}", point=named)
            )
        return move_action(
            act,
            kind,
            r,
            best,
            None,
            msg("moves as close as it can to the reposition point {point}", point=named),
        )
    want = ins.distance if ins.distance is not None else 3
    if not sit.hostiles_of(fig):
        return stay_action(act, kind, None, msg("no hostile figure to reposition against"))
    dcache = {c: _hostile_distances(sit, fig, c) for c in r.ends}
    exact = best_ends(r.ends, lambda c: (r.cost[c],) if min(dcache[c]) == want else None)
    if exact:
        if fig.at in exact:
            return stay_action(
                act,
                kind,
                None,
                msg("already {where} from the nearest hostile figure", where=_spaces(want)),
            )
        return move_action(
            act,
            kind,
            r,
            exact,
            None,
            msg(
                "the cheapest cell exactly {where} from the nearest hostile figure",
                where=_spaces(want),
            ),
        )
    now = min(dcache[fig.at])
    if now < want:
        best = best_ends(r.ends, lambda c: (-min(dcache[c]), -sum(dcache[c]), r.cost[c]))
        text = msg(
            "too close (nearest hostile {where}, wants {want}): moves as far from the "
            "hostile figures as it can",
            where=_spaces(now),
            want=want,
        )
    else:
        best = best_ends(r.ends, lambda c: (min(dcache[c]), sum(dcache[c]), r.cost[c]))
        text = msg(
            "too far (nearest hostile {where}, wants {want}): moves as close to the "
            "hostile figures as it can",
            where=_spaces(now if now < FAR else None),
            want=want,
        )
    if fig.at in best:
        return stay_action(
            act, kind, None, msg("{reason}; it is already as well placed as it can be", reason=text)
        )
    return move_action(act, kind, r, best, None, text)


def _grid_bound(
    sit: Situation, fig: Figure, tcells: Sequence[Cell], gdist: Callable[[Cell, Cell], int]
) -> Callable[[Cell], int]:
    """The fewest grid steps between ``fig``'s footprint standing at a cell and the cells
    ``tcells``: a lower bound of the counted spaces (spec 7: every counting step is a step
    to an adjacent cell, one grid step). On a square grid a grid step is a king's move and
    footprints are rectangles, so it is the larger of the gaps between the two along x and
    along y (the least ``grid.distance`` over pairs of their cells, worked out at once)."""
    if sit.topo.square:
        tx0 = min(t[0] for t in tcells)
        tx1 = max(t[0] for t in tcells)
        ty0 = min(t[1] for t in tcells)
        ty1 = max(t[1] for t in tcells)
        fw, fh = fig.size

        def gaps(c: Cell) -> int:
            w, h = c.turned if isinstance(c, TurnedCell) else (fw, fh)
            return max(tx0 - c[0] - w + 1, c[0] - tx1, ty0 - c[1] - h + 1, c[1] - ty1, 0)

        return gaps

    def least(c: Cell) -> int:
        return min(gdist(x, y) for x in fig.cells(c) for y in tcells)

    return least


def _footprints_box(fig: Figure, anchors: Sequence[Cell]) -> tuple[int, int, int, int] | None:
    """The least box ``(x0, x1, y0, y1)`` (cells, inclusive) holding ``fig``'s footprint
    on every one of ``anchors`` (a square grid's rectangles), or None when there are
    none."""
    if not anchors:
        return None
    fw, fh = fig.size
    x0 = y0 = None
    x1 = y1 = 0
    for c in anchors:
        w, h = c.turned if isinstance(c, TurnedCell) else (fw, fh)
        if x0 is None or c[0] < x0:
            x0 = c[0]
        if y0 is None or c[1] < y0:
            y0 = c[1]
        x1 = max(x1, c[0] + w - 1)
        y1 = max(y1, c[1] + h - 1)
    assert x0 is not None and y0 is not None
    return x0, x1, y0, y1


def move_to_attack(act: Activation[RuleSet], ins: Instruction) -> Action:
    """IC "Move X to attack": "tries to move to and attack the target from the closest space
    possible ... to a space where it has line of sight to the target", stopping when out of
    MP, adjacent, or when a closer space would lose sight. "If the figure cannot move to a
    space where it can attack the target, it attempts the instruction with the next best
    target ... If it cannot move to attack any target, it skips this instruction."
    Spec 8: the reachable cell that can attack, closest to the target, then fewest MP."""
    sit, fig = act.sit, act.fig
    kind = "move_to_attack"
    cands = target_candidates(act, ins)
    if not cands:
        return Action(type=kind, skipped=True, reason=msg("no hostile figure"))
    r = reach(sit, fig, _mp(act, ins))
    passed: list[str] = []
    gdist = sit.topo.grid.distance
    # cells farther than the attack reaches in grid steps never can attack; on a square
    # grid a target farther than that from the box round every footprint the figure can
    # stand on is out of reach of them all (each footprint lies in that box)
    limit = act.rules.attack_grid_limit(fig)
    spread = _footprints_box(fig, r.ends) if limit is not None and sit.topo.square else None
    for cand in cands:
        t = cand.figure

        def key(c: Cell, _t: Figure = t) -> Key:
            # asked for cells that can attack only: the counting from the target starts
            # then (Situation.count reuses a search from the target once one exists)
            d = sit.distances_to(_t)
            return (min(d.get(x, FAR) for x in fig.cells(c)), r.cost[c])

        # which cells can attack, tested lazily in order of a lower bound of the counted
        # spaces (the grid distance: every counting step is one grid step), stopping once
        # the bound passes the closest attacking cell found; the spaces themselves are
        # counted only for cells that can attack (from a far target that is a search over
        # most of the map, wasted when no reachable cell sees it). The same cells result
        # as testing in (spaces, MP) order
        tcells = t.cells()
        bound = _grid_bound(sit, fig, tcells, gdist)

        can: list[Cell] = []
        closest = FAR + 1
        # when the walls hide the target from every reachable cell at once, none can
        # attack it: the cells are not asked one by one
        # (and cells farther than the attack reaches in grid steps never can: left out
        # before sorting, as the loop would stop at the first of them)
        far = False
        if spread is not None and limit is not None:
            sx0, sx1, sy0, sy1 = spread
            far = (
                max(
                    min(x for x, _y in tcells) - sx1,
                    sx0 - max(x for x, _y in tcells),
                    min(y for _x, y in tcells) - sy1,
                    sy0 - max(y for _x, y in tcells),
                    0,
                )
                > limit
            )
        hidden = far or act.rules.attack_impossible(sit, fig, t, r.ends)
        ranked: list[tuple[tuple[int, int, int], Cell]] = []
        if not hidden:
            for c in r.ends:
                b = bound(c)
                if limit is None or b <= limit:
                    ranked.append(((b, c[1], c[0]), c))
            ranked.sort()
        for (b, _y, _x), c in ranked:
            if b > closest:
                break
            if act.rules.attack_check(sit, fig, t, c).ok:
                can.append(c)
                closest = min(closest, key(c)[0])
        best: list[Cell] = []
        best_key: Key | None = None
        for (k, _y, _x), c in sorted(((key(c), c[1], c[0]), c) for c in can):
            if best_key is not None and k != best_key:
                break
            best.append(c)
            best_key = k
        if best:
            d_end = best_key[0] if best_key else None
            label = content_label(t.label)
            what = (
                msg(
                    "the closest cell adjacent to {target} ({where})",
                    target=label,
                    where=_spaces(d_end),
                )
                if attack_kind(fig) == "melee"
                else msg(
                    "the closest cell with line of sight to {target} ({where})",
                    target=label,
                    where=_spaces(d_end),
                )
            )
            if fig.at in best and r.cost[fig.at] == 0:
                act_ = stay_action(
                    act,
                    kind,
                    t.id,
                    _so(
                        passed,
                        msg("already the best place: {what} — {why}", what=what, why=cand.reason),
                    ),
                )
                act_.reachable = list(r.ends)
                return with_ties(act_, cand)
            return with_ties(
                move_action(
                    act,
                    kind,
                    r,
                    best,
                    t.id,
                    _so(passed, msg("{what} — {why}", what=what, why=cand.reason)),
                ),
                cand,
            )
        passed.append(msg("no reachable cell can attack {target}", target=content_label(t.label)))
    return Action(
        type=kind,
        skipped=True,
        reason=msg("cannot move to attack any hostile figure: {tried}", tried=join(passed)),
        reachable=list(r.ends),
    )


def attack(act: Activation[RuleSet], ins: Instruction) -> Action:
    """IC "Imperial Figure Attacks": "The Imperial figure must have line of sight to the
    target. For a (melee) attack ... adjacent to the target, or within two spaces if it has
    the Reach keyword. If the Imperial figure cannot perform an attack against its target, it
    chooses the next best target, following Target Priority. If there is no legal target for
    its attack, it skips the instruction." Spec 8.

    IC "Limit of One Attack Action": "An Imperial figure cannot perform more than one attack
    action during its activation ... An instruction is an attack action if it is preceded by
    the symbol. An attack instruction that is not preceded by a symbol does not count": an
    attack action (:meth:`RuleSet.attack_action`) after an earlier one is skipped."""
    sit, fig = act.sit, act.fig
    counts = act.rules.attack_action(ins)
    if counts and act.attack_actions:
        return Action(
            type="attack",
            skipped=True,
            reason=msg(
                "limit of one attack action: this figure already made an "
                "attack action this activation"
            ),
        )
    cands = target_candidates(act, ins)
    passed: list[str] = []
    for cand in cands:
        t = cand.figure
        chk = act.rules.attack_check(sit, fig, t)
        if chk.ok:
            act.attacks_made += 1
            if counts:
                act.attack_actions += 1
            why = (
                msg("{why} and in line of sight", why=cand.reason)
                if chk.los and attack_kind(fig) != "melee"
                else cand.reason
            )
            return Action(
                type="attack",
                target=t.id,
                distance=chk.distance,
                los=True,
                reason=_so(passed, why),
                target_ties=list(cand.ties),
                sight_line=chk.sight.line if chk.sight else None,
            )
        passed.append(
            msg("cannot attack {target} ({why})", target=content_label(t.label), why=chk.why)
        )
    return Action(
        type="attack",
        skipped=True,
        reason=msg("no target in range and line of sight: {tried}", tried=join(passed))
        if passed
        else msg("no hostile figure"),
    )


def retreat(act: Activation[RuleSet], ins: Instruction) -> Action:
    """Spec 8 ``retreat``: "the figure must leave its cell. It moves up to ``mp`` MP, never
    into or through a cell held by a hostile figure, to the reachable free cell nearest
    (counted spaces) to the nearest friendly stronghold/outpost, then fewest MP. With no such
    cell it is destroyed" (Armageddon Empires: "If there is no valid retreat hex available
    ... the retreating army is destroyed"). Without any friendly base the figure retreats as
    far from the nearest hostile figure as it can (classic wargame retreat)."""
    sit, fig = act.sit, act.fig
    mp = ins.mp if ins.mp is not None else 1
    r = reach(sit, fig, mp, through_hostile=False)
    ends = [c for c in r.ends if c != fig.at]
    if not ends:
        act.destroyed = True
        return Action(
            type="retreat",
            destroyed=True,
            path=[fig.at],
            end=fig.at,
            mp_spent=0,
            alternatives=[],
            reason=msg("no legal retreat cell: destroyed"),
        )
    bases = [
        p
        for p in sit.board.points
        if p.kind in ("stronghold", "outpost") and p.side in (None, fig.side)
    ]
    if bases:
        dist = sit.topo.distances_from([p.at for p in bases])
        best = best_ends(ends, lambda c: (min(dist.get(x, FAR) for x in fig.cells(c)), r.cost[c]))
        d = min(dist.get(x, FAR) for x in fig.cells(best[0]))
        names = join((content_label(p.label) for p in bases), ", ")
        return move_action(
            act,
            "retreat",
            r,
            best,
            None,
            msg(
                "retreats toward the nearest friendly base ({bases}), ending {where} from it",
                bases=names,
                where=_spaces(d if d < FAR else None),
            ),
        )
    best = best_ends(ends, lambda c: (-min(_hostile_distances(sit, fig, c) or [FAR]), r.cost[c]))
    return move_action(
        act,
        "retreat",
        r,
        best,
        None,
        msg("no friendly base: retreats as far from the enemy as it can"),
    )


HANDLERS: dict[str, Handler[RuleSet]] = {
    "move_toward": move_toward,
    "move_to_engage": move_to_engage,
    "move_to_reposition": move_to_reposition,
    "move_to_attack": move_to_attack,
    "attack": attack,
    "retreat": retreat,
}


def run_instruction(act: Activation[R], ins: Instruction) -> None:
    """Plan one instruction for the activating figure and apply its move to the board."""
    fn = act.rules.handler(ins.type)
    if fn is None:
        act.add(
            Action(
                type=ins.type,
                skipped=True,
                reason=msg(
                    "{rules} has no instruction {type!r}", rules=act.rules.title, type=ins.type
                ),
            )
        )
        return
    out = fn(act, ins)
    for a in out if isinstance(out, list) else [out]:
        act.add(a)
        if a.destroyed:
            act.destroyed = True
            act.plan.destroyed = True
