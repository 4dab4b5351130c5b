"""The Emperor's abilities ("Властивості Імператора"): targets, target switches, attacks,
pushes onto hazards, star-ability priority and the fallback ability.

Reference ``battlecrest-imperator-solo.uk.md``. Each function cites the paragraph it applies.
Wounds from an attack are ``attack - defense`` when the attack beats the defense (a base-game
reading; a player warrior's ``defense`` is the value it shows, plus adjacent location defense
bonuses). Each entry onto an active hazard wounds once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tabletop_ai.battlecrest.cards import Ability, Reader, crest_word, read_ability
from tabletop_ai.battlecrest.field import (
    adjacent_locations,
    bonus_total,
    cell_name,
    compass_pick,
    hazard_cells,
    is_active,
    location_cells,
    locations,
    point_name,
)
from tabletop_ai.battlecrest.fields import ABILITY, DEFENSE
from tabletop_ai.battlecrest.results import (
    AbilityApplied,
    Attacked,
    BonusApplied,
    Healed,
    LocationUsed,
    Pushed,
)
from tabletop_ai.board.model import Figure, MapPoint
from tabletop_ai.engine.movement import route
from tabletop_ai.engine.plan import Action, DrawHints
from tabletop_ai.engine.priority import Criterion, rank
from tabletop_ai.engine.topology import MOBILITY_NORMAL
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.compass import compass_order
from tabletop_ai.i18n import join, msg, msg_in
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:  # the turn calls this module: only the turn's type is named here
    from tabletop_ai.battlecrest.turn import EmperorTurn


def _label(f: Figure) -> str:
    return content_label(f.label)


def _labels(figs: Iterable[Figure | None]) -> str:
    return join((_label(f) for f in figs if f is not None), ", ")


def _compass_rank(turn: EmperorTurn) -> Callable[[Figure], int]:
    """A priority-chain key: 0 for the figures farthest in the compass direction, 1 next..."""

    def key(f: Figure) -> int:
        groups = compass_order(turn.enemies(), lambda e: e.cells(), turn.compass)
        for i, g in enumerate(groups):
            if any(e.id == f.id for e in g):
                return i
        return len(groups)

    return key


# -- targets ---------------------------------------------------------------------------------
def choose_targets(
    turn: EmperorTurn, fig: Figure, symbol: str
) -> tuple[list[Figure], str, list[str]]:
    """ "Вибір цілі": the Emperor ignores range requirements and uses the range symbols only
    to choose: nearest enemy, farthest enemy, or all enemies starting with your hero. Several
    equivalent targets: the compass (FAQ). Returns the targets in order, the reason and the
    ids still tied after the compass (reported, never hidden)."""
    enemies = turn.enemies()
    if not enemies:
        return [], msg("no enemy warrior on the battlefield"), []
    sit = turn.sit

    def dist(e: Figure) -> int:
        d = sit.count(fig, e)
        return 10**6 if d is None else d

    comp = Criterion(f"compass {turn.compass}", _compass_rank(turn))
    if symbol == "all":
        hero = turn.enemy_hero()
        rest = [
            r.item
            for r in rank([e for e in enemies if e is not hero], [Criterion("nearest", dist), comp])
        ]
        order = ([hero] if hero is not None else []) + rest
        return (
            order,
            msg("all enemies, starting with your hero: {warriors}", warriors=_labels(order)),
            [],
        )
    sign = 1 if symbol == "nearest" else -1
    chain = [Criterion(symbol, lambda e: sign * dist(e)), comp]
    ranked = rank(enemies, chain)
    best = ranked[0]
    spaces = msg_in("battlecrest", "%n space(s)", n=dist(best.item))  # the rulebook's комірка
    why = (
        msg("{warrior} is the nearest enemy ({spaces})", warrior=_label(best.item), spaces=spaces)
        if symbol == "nearest"
        else msg(
            "{warrior} is the farthest enemy ({spaces})", warrior=_label(best.item), spaces=spaces
        )
    )
    if best.decided_by == comp.label:
        pair = _labels([best.item, best.versus])
        why = (
            msg(
                "{why}; equally nearest: {warriors} — the compass {compass} picks {warrior}",
                why=why,
                warriors=pair,
                compass=turn.compass,
                warrior=_label(best.item),
            )
            if symbol == "nearest"
            else msg(
                "{why}; equally farthest: {warriors} — the compass {compass} picks {warrior}",
                why=why,
                warriors=pair,
                compass=turn.compass,
                warrior=_label(best.item),
            )
        )
    ties = [t.id for t in best.tied_with]
    if ties:
        why = msg(
            "{why}; the compass cannot separate {warriors}: players choose",
            why=why,
            warriors=_labels(best.tied_with),
        )
    return [best.item], why, ties


# -- attacks -----------------------------------------------------------------------------------
def attack_value(
    turn: EmperorTurn, fig: Figure, ab: Ability
) -> tuple[int, str, list[Cell], list[MapPoint]]:
    """The printed value, location attack bonuses, long range (+1 per adjacent range symbol in
    place of more range: "Далека відстань") and a crest bonus if the crest is applied (a
    unique crest matches every crest on the Emperor's turn). Also the locations whose bonus
    it uses (flipped when the attack is made)."""
    sit = turn.sit
    total = ab.value
    parts: list[str] = [f"{ab.value}"]
    hl: list[Cell] = []
    used: list[MapPoint] = []
    loc, pts = bonus_total(sit, fig.at, "attack")
    if loc:
        total += loc
        parts.append(msg("{bonus} location attack bonus", bonus=loc))
        hl += [p.at for p in pts]
        used += pts
    if ab.long_range:
        rb, rpts = bonus_total(sit, fig.at, "range")
        if rb:
            total += rb
            parts.append(msg("{bonus} long range (adjacent range symbols)", bonus=rb))
            hl += [p.at for p in rpts]
            used += [p for p in rpts if p not in used]
    ok, why = turn.crest_applied(ab.crest)
    if ok and ab.crest_value:
        total += ab.crest_value
        parts.append(msg("{bonus} crest ({why})", bonus=ab.crest_value, why=why))
    return total, join(parts, " + "), hl, used


def defense_of(turn: EmperorTurn, e: Figure) -> int:
    """Your warrior's defense: its ``defense`` plus adjacent active location defense bonuses."""
    loc, _ = bonus_total(turn.sit, e.at, "defense")
    return DEFENSE.value(e, 0) + loc


def defense_used(turn: EmperorTurn, e: Figure) -> tuple[int, list[MapPoint]]:
    """Your warrior's defense against this attack, and the locations whose defense bonus it
    uses (flipped). The value is the ``defense`` the player entered for the card they block
    with (figure field), plus adjacent active location defense bonuses."""
    loc, pts = bonus_total(turn.sit, e.at, "defense")
    return DEFENSE.value(e, 0) + loc, pts


def wounds_by(turn: EmperorTurn, attack: int, e: Figure) -> int:
    return max(0, min(e.health, attack - defense_of(turn, e)))


def attack(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    """Attack by the target symbol. Target switch ("Зміна цілі"), first rule: "if the Emperor
    chose a sidekick as the attack target but cannot beat its defense (with bonuses and
    effects)", he re-targets to inflict the most wounds."""
    value, parts, hl, used = attack_value(turn, fig, ab)
    targets, why, ties = choose_targets(turn, fig, ab.range)
    if not targets:
        turn.add(fig.id, Action(type="attack", skipped=True, reason=why))
        return
    if ab.range != "all":
        t = targets[0]
        hero = turn.enemy_hero()
        if t is not hero and wounds_by(turn, value, t) == 0:
            able = [e for e in turn.enemies() if wounds_by(turn, value, e) > 0]
            if able:
                chain = [
                    Criterion("most wounds", lambda e: -wounds_by(turn, value, e)),
                    Criterion(f"compass {turn.compass}", _compass_rank(turn)),
                ]
                best = rank(able, chain)[0]
                why = msg(
                    "{why}; but attack {attack} cannot beat the sidekick's defense "
                    "{defense}, so he switches to {warrior}, who takes the most wounds",
                    why=why,
                    attack=value,
                    defense=defense_of(turn, t),
                    warrior=_label(best.item),
                )
                targets, ties = [best.item], [x.id for x in best.tied_with]
            else:
                why = msg(
                    "{why}; attack {attack} cannot beat the sidekick's defense {defense} "
                    "and no other warrior would be wounded either",
                    why=why,
                    attack=value,
                    defense=defense_of(turn, t),
                )
    # attack and defense bonuses are read at once, then every location used is flipped
    defenses = [(t, *defense_used(turn, t)) for t in targets]
    turn.flip(used)  # the location bonuses used are flipped (docs/games/battlecrest.md)
    for t, d, dpts in defenses:
        if turn.over():
            break  # your hero fell to the first of "all enemies": the game is over
        w = max(0, min(t.health, value - d))
        turn.flip(dpts)
        t = turn.sit.update_figure(t.id, health=t.health - w)
        res = msg(
            "attack {attack} ({parts}) against defense {defense}: %n wound(s)",
            n=w,
            attack=value,
            parts=parts,
            defense=d,
        )
        turn.add(
            fig.id,
            Action(
                type="attack",
                target=t.id,
                distance=turn.sit.count(fig, t),
                target_ties=ties,
                reason=msg("{via}: {why}; {result}", via=via, why=why, result=res),
                highlight=[t.at, *hl],
                detail=Attacked(attack=value, defense=d, wounds=w, ability=ab),
            ),
        )


# -- pushes ------------------------------------------------------------------------------------
@dataclass
class PushChain:
    """Where a push takes its target and how many hazard wounds it deals."""

    target: Figure
    hazard: Cell
    path: list[Cell]
    wounds: int
    used: int
    notes: list[str] = field(default_factory=list)


def _push_graph(
    turn: EmperorTurn, target: Figure
) -> tuple[Callable[[Cell], list[Cell]], set[Cell]]:
    """Cells a pushed warrior may enter: open map cells and hazards, never a cell with another
    warrior or a location that is not an active hazard."""
    sit = turn.sit
    hazards = hazard_cells(sit)
    blocked = {
        c for f in sit.board.figures if f.id != target.id and f.health > 0 for c in f.cells()
    }
    blocked |= location_cells(sit) - hazards
    topo = sit.topo

    def standing(c: Cell) -> bool:
        return topo.enterable(c, MOBILITY_NORMAL)

    extra_nodes = {h for h in hazards if not standing(h)}

    def neighbours(c: Cell) -> list[Cell]:
        ns = (
            topo.steps_from(c)
            if standing(c)
            else [n for n in topo.adjacent_cells(c) if standing(n)]
        )
        ns += [h for h in extra_nodes if h in topo.adjacent_cells(c)]
        return sorted((n for n in ns if n not in blocked), key=lambda n: (n[1], n[0]))

    return neighbours, hazards


def push_chain(turn: EmperorTurn, target: Figure, value: int) -> PushChain | None:
    """ "Поштовх": push the target onto the nearest reachable active hazard; then, with push
    value left, keep wounding with hazards — push it to an adjacent cell and back onto the same
    hazard, or between two active hazards 1 movement apart — and stop as soon as no more
    wounds can be dealt (even with push value left). Equally near hazards: the one that wounds
    most, then the compass. None when no active hazard can be reached."""
    import networkx as nx

    neighbours, hazards = _push_graph(turn, target)
    start = target.at
    # fewest pushes: networkx's Dijkstra (each push 1) over the cells a push may enter (a
    # push stops on the first hazard it reaches); of equally short pushes, the one
    # engine.movement.route draws
    g = nx.DiGraph()
    g.add_node(start)
    for c in turn.sit.topo.cells:
        if c == start or c not in hazards:
            g.add_edges_from((c, n) for n in neighbours(c))
    pred, _dist = nx.dijkstra_predecessor_and_distance(g, start, cutoff=value)
    paths: dict[Cell, list[Cell]] = {h: route(pred, h) for h in hazards if h in pred and h != start}
    if start in hazards and value >= 2:
        # already on a hazard: off to a neighbouring cell and back onto it is 2 pushes
        outs = [n for n in neighbours(start) if n not in hazards]
        if outs:
            out = compass_pick(outs, lambda c: [c], turn.compass, cell_name).chosen
            paths.setdefault(start, [start, out, start])
    if not paths:
        return None
    near = min(len(p) - 1 for p in paths.values())
    options = [
        _continue(turn, target, h, p, value, neighbours, hazards)
        for h, p in paths.items()
        if len(p) - 1 == near
    ]
    most = max(o.wounds for o in options)
    best = [o for o in options if o.wounds == most]
    pick = compass_pick(best, lambda o: [o.hazard], turn.compass, lambda o: cell_name(o.hazard))
    chosen: PushChain = pick.chosen
    if pick.used:
        chosen.notes.append(pick.reason)
    return chosen


def _continue(
    turn: EmperorTurn,
    target: Figure,
    h: Cell,
    first: list[Cell],
    value: int,
    neighbours: Callable[[Cell], list[Cell]],
    hazards: set[Cell],
) -> PushChain:
    path = list(first)
    d = len(first) - 1
    left = value - d
    wounds = 1
    health = target.health
    notes: list[str] = [msg("pushed %n cell(s) onto the hazard at {cell}", n=d, cell=cell_name(h))]
    ns = neighbours(h)
    partners = [n for n in ns if n in hazards]
    outs = [n for n in ns if n not in hazards]
    if wounds < health and left > 0 and partners:
        other = compass_pick(partners, lambda c: [c], turn.compass, cell_name)
        o: Cell = other.chosen
        k = min(left, health - wounds)
        for i in range(k):
            path.append(o if i % 2 == 0 else h)
        wounds += k
        left -= k
        notes.append(
            msg(
                "then between the hazards {a} and {b}, 1 apart: %n more wound(s)",
                n=k,
                a=cell_name(h),
                b=cell_name(o),
            )
        )
    elif wounds < health and left >= 2 and outs:
        out = compass_pick(outs, lambda c: [c], turn.compass, cell_name)
        oc: Cell = out.chosen
        k = min(left // 2, health - wounds)
        for _ in range(k):
            path += [oc, h]
        wounds += k
        left -= 2 * k
        notes.append(
            msg(
                "then out to {out} and back onto {hazard} {times}: %n more wound(s)",
                n=k,
                out=cell_name(oc),
                hazard=cell_name(h),
                times=msg("%n time(s)", n=k),
            )
        )
    if left > 0:
        why = (
            msg("the target is defeated")
            if wounds >= health
            else msg("no more wounds can be dealt with hazards")
        )
        notes.append(msg("stops with {left} push value left: {why}", left=left, why=why))
    return PushChain(target, h, path, wounds, value - left, notes)


def push(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    """Push. "Before pushing, the Emperor adds any available push bonuses on the battlefield
    and flips those location cards; they stay flipped even if no push happens." Target switch,
    second rule: a push target he cannot push onto any active hazard while he could push
    another warrior onto one → re-target to inflict the most wounds. No one can be pushed onto
    an active hazard → the fallback ability."""
    sit = turn.sit
    if turn.state.option("push_bonuses", "adjacent") == "anywhere":
        pts = [p for p in locations(sit) if is_active(p) and p.bonuses.get("push", 0) > 0]
        bonus = sum(p.bonuses["push"] for p in pts)
    else:
        bonus, pts = bonus_total(sit, fig.at, "push")
    if pts:
        turn.flip(pts)
        turn.add(
            fig.id,
            Action(
                type="push_bonus",
                reason=(
                    msg(
                        "adds the push bonus of {locations} (+{bonus}), flipping it",
                        locations=join((point_name(p) for p in pts), ", "),
                        bonus=bonus,
                    )
                    if len(pts) == 1
                    else msg(
                        "adds the push bonus of {locations} (+{bonus}), flipping them",
                        locations=join((point_name(p) for p in pts), ", "),
                        bonus=bonus,
                    )
                ),
                highlight=[p.at for p in pts],
                detail=BonusApplied(bonus=bonus, flipped=[point_name(p) for p in pts]),
            ),
        )
    value = ab.value + bonus
    targets, why, ties = choose_targets(turn, fig, ab.range)
    if not targets:
        turn.add(
            fig.id, Action(type="push", skipped=True, reason=msg("{via}: {why}", via=via, why=why))
        )
        return
    hazards = sorted(hazard_cells(sit), key=lambda c: (c[1], c[0]))
    pushed_any = False
    for t in targets:
        chain = push_chain(turn, t, value)
        if chain is None and ab.range != "all":
            others = [
                (e, c)
                for e in turn.enemies()
                if e is not t and (c := push_chain(turn, e, value)) is not None
            ]
            if others:
                crit: list[Criterion[tuple[Figure, PushChain]]] = [
                    Criterion("most wounds", lambda ec: -ec[1].wounds),
                    Criterion(f"compass {turn.compass}", lambda ec: _compass_rank(turn)(ec[0])),
                ]
                best = rank(others, crit)[0]
                e, chain = best.item
                why = msg(
                    "{why}; {warrior} cannot be pushed onto any active hazard, so he "
                    "switches to {other}, who takes the most wounds",
                    why=why,
                    warrior=_label(t),
                    other=_label(e),
                )
                t = e
                ties = [x[0].id for x in best.tied_with]
        if chain is None:
            turn.add(
                fig.id,
                Action(
                    type="push",
                    target=t.id,
                    skipped=True,
                    highlight=list(hazards),
                    reason=msg(
                        "{via}: push {value}: {why}; no enemy can be pushed onto an active hazard",
                        via=via,
                        value=value,
                        why=why,
                    ),
                ),
            )
            continue
        pushed_any = True
        t = sit.update_figure(t.id, health=t.health - chain.wounds)
        sit.move_figure(t.id, chain.path[-1])
        turn.add(
            fig.id,
            Action(
                type="push",
                target=t.id,
                target_ties=ties,
                reason=(
                    msg(
                        "{via}: push {value} ({base} + {bonus} bonus): {why}; {notes} — %n "
                        "wound(s)",
                        n=chain.wounds,
                        via=via,
                        value=value,
                        base=ab.value,
                        bonus=bonus,
                        why=why,
                        notes=join(chain.notes),
                    )
                    if bonus
                    else msg(
                        "{via}: push {value} ({base}): {why}; {notes} — %n wound(s)",
                        n=chain.wounds,
                        via=via,
                        value=value,
                        base=ab.value,
                        why=why,
                        notes=join(chain.notes),
                    )
                ),
                highlight=list(dict.fromkeys(chain.path)),
                draw=DrawHints(pushed=tuple(chain.path)),
                detail=Pushed(
                    path=list(chain.path),
                    value=value,
                    used=chain.used,
                    wounds=chain.wounds,
                    hazard=chain.hazard,
                ),
            ),
        )
    if not pushed_any:
        fallback(turn, fig, msg("he pushes but cannot push any enemy onto an active hazard"))


# -- other abilities ---------------------------------------------------------------------------
def heal(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    gain = min(ab.value, fig.max_health - fig.health)
    fig = turn.sit.update_figure(fig.id, health=fig.health + gain)
    turn.add(
        fig.id,
        Action(
            type="heal",
            target=fig.id,
            reason=msg(
                "{via}: {warrior} heals {gain} (health {health}/{max})",
                via=via,
                warrior=_label(fig),
                gain=gain,
                health=fig.health,
                max=fig.max_health,
            ),
            detail=Healed(healed=gain),
        ),
    )


def march(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    """A movement ability moves by the destination list; staying in the same cell triggers the
    fallback ability (the basic move action does not)."""
    reqs = (
        turn.state.solo.destination
        if fig.id == turn.state.hero
        else turn.state.solo.sidekick_destination or turn.state.solo.destination
    )
    start = fig.at
    act = turn.move_warrior(
        fig, ab.value, msg("{via} {value}", via=via, value=ab.value), reqs, kind="march"
    )
    if act.end == start:
        fallback(
            turn,
            fig,
            msg(
                "he uses a movement ability ({ability}) but stays in the same cell",
                ability=content_label(ab.label),
            ),
        )


def location_choices(turn: EmperorTurn, fig: Figure, ab: Ability) -> list[MapPoint]:
    """Adjacent active locations with a location ability of the kind wanted, not used this
    turn ("location abilities already used this turn are ignored")."""
    used = set(turn.state.turn.locations_used)
    out = []
    for p in adjacent_locations(turn.sit, fig.at):
        spec = ABILITY.get(p)
        if spec is None or point_name(p) in used:
            continue
        if ab.wants is None or spec.get("type") == ab.wants:
            out.append(p)
    return out


def use_location(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    """Equivalent location abilities: the compass picks the location."""
    choices = location_choices(turn, fig, ab)
    pick = compass_pick(choices, lambda p: [p.at], turn.compass, point_name)
    p: MapPoint = pick.chosen
    turn.state.turn.locations_used.append(point_name(p))
    r = Reader()
    inner = read_ability(r, ABILITY.raw(p), f"points[{point_name(p)}].ability")
    text = msg("{via}: uses the ability of {location}", via=via, location=point_name(p))
    turn.add(
        fig.id,
        Action(
            type="location_ability",
            reason=msg("{text}; {compass}", text=text, compass=pick.reason) if pick.used else text,
            highlight=[p.at],
            detail=LocationUsed(location=point_name(p)),
        ),
    )
    apply_ability(turn, fig, inner, point_name(p))


def can_apply(turn: EmperorTurn, fig: Figure, ab: Ability) -> tuple[bool, str]:
    """Whether the Emperor can apply an ability now, and why not."""
    if ab.requires_crest:
        ok, _ = turn.crest_applied(ab.requires_crest)
        if not ok:
            return False, msg("no {crest} crest applied", crest=crest_word(ab.requires_crest))
    if ab.type in ("attack", "push"):
        return (bool(turn.enemies()), msg("no enemy warrior"))
    if ab.type == "heal":
        return (fig.health < fig.max_health, msg("not wounded"))
    if ab.type == "location":
        return (
            bool(location_choices(turn, fig, ab)),
            msg("no unused active location ability next to him"),
        )
    return True, ""


def apply_ability(turn: EmperorTurn, fig: Figure, ab: Ability, via: str) -> None:
    {"attack": attack, "push": push, "heal": heal, "move": march, "location": use_location}[
        ab.type
    ](turn, fig, ab, via)


def use_stars(turn: EmperorTurn, fig: Figure, stars: int) -> None:
    """ "Пріоритет властивостей із символом зірки": for each star go down the solo card's
    priority list and apply the first ability he can; each at most once per turn (skip those
    already used); none → the fallback ability."""
    flags = turn.state.turn
    for i in range(1, stars + 1):
        if turn.warrior(fig.id) is None or turn.over():
            return
        skipped: list[str] = []
        chosen = None
        for ab in turn.state.solo.star_priority:
            if ab.key in flags.stars_used:
                skipped.append(
                    msg("{ability} (already used this turn)", ability=content_label(ab.label))
                )
                continue
            ok, why = can_apply(turn, fig, ab)
            if ok:
                chosen = ab
                break
            skipped.append(msg("{ability} ({why})", ability=content_label(ab.label), why=why))
        if chosen is None:
            text = msg(
                "star {i} of {stars}: nothing on the priority list can be applied", i=i, stars=stars
            )
            turn.add(
                fig.id,
                Action(
                    type="star",
                    reason=msg(
                        "{text}; passed over: {skipped}", text=text, skipped=join(skipped, ", ")
                    )
                    if skipped
                    else text,
                ),
            )
            fallback(turn, fig, msg("he has a star but can apply nothing from the priority list"))
            continue
        flags.stars_used.append(chosen.key)
        text = msg(
            "star {i} of {stars}: {ability}, the first on the priority list he can apply",
            i=i,
            stars=stars,
            ability=content_label(chosen.label),
        )
        turn.add(
            fig.id,
            Action(
                type="star",
                reason=msg("{text}; passed over: {skipped}", text=text, skipped=join(skipped, ", "))
                if skipped
                else text,
                detail=AbilityApplied(ability=chosen),
            ),
        )
        apply_ability(
            turn, fig, chosen, msg("star: {ability}", ability=content_label(chosen.label))
        )


def fallback(turn: EmperorTurn, fig: Figure, trigger: str) -> None:
    """ "Запасна властивість": applied when he has a star but nothing to apply, when he pushes
    but cannot push any enemy onto an active hazard, or when a movement ability leaves him in
    the same cell. At most once per turn: a second trigger does nothing."""
    flags = turn.state.turn
    ab = turn.state.solo.fallback
    if flags.fallback_used:
        turn.add(
            fig.id,
            Action(
                type="fallback",
                skipped=True,
                reason=msg(
                    "{trigger}, but the fallback ability was already "
                    "applied this turn: nothing happens",
                    trigger=trigger,
                ),
            ),
        )
        return
    if ab is None:
        turn.add(
            fig.id,
            Action(
                type="fallback",
                skipped=True,
                reason=msg("{trigger}; the solo card has no fallback ability", trigger=trigger),
            ),
        )
        return
    flags.fallback_used = True
    turn.add(
        fig.id,
        Action(
            type="fallback",
            reason=msg(
                "{trigger}: applies the fallback ability {ability}",
                trigger=trigger,
                ability=content_label(ab.label),
            ),
            detail=AbilityApplied(ability=ab),
        ),
    )
    ok, why = can_apply(turn, fig, ab)
    if not ok:
        turn.add(
            fig.id,
            Action(
                type=ab.type,
                skipped=True,
                reason=msg(
                    "fallback {ability} cannot be applied: {why}",
                    ability=content_label(ab.label),
                    why=why,
                ),
            ),
        )
        return
    apply_ability(turn, fig, ab, msg("fallback: {ability}", ability=content_label(ab.label)))
