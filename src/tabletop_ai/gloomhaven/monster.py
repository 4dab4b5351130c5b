"""The monster's turn: focus, the targets it attacks and the hex it moves to.

Gloomhaven rulebook, "Monster Focus", "Monster Movement" and "Monster Attacks", with
the Frosthaven and Jaws of the Lion differences of :mod:`.edition`:

1. **Focus**: the character the monster can attack with the least movement (entering the
   fewest negative hexes first), then the nearest by proximity (range in hexes), then the
   lowest initiative. Characters it could never attack are no focus; with no focus it stays
   and does nothing. Ties are kept: the players choose, and every tied focus gives options.
2. **Where to attack from**: among hexes it can end on, it prefers ones reached without
   entering negative hexes, then ones it can reach this turn, then (by edition) no
   disadvantage against the focus and the most targets — always including the focus — then
   the shortest way, then secondary targets ranked like focuses; among hexes attacking that
   same group: fewest targets at disadvantage, then the shortest way.
3. **Moving**: it moves there if it can. If not, it moves to the hex within its movement from
   which that destination is nearest, entering the fewest negative hexes on the way, and
   does not attack.

Ranged attackers avoid the disadvantage of attacking an adjacent target unless muddled (they
have disadvantage anyway). Areas of effect are placed to hit the focus and as many other
characters as possible. The order of these criteria and the handling of ties follow the
Gloomhaven Monster Mover (github.com/AluminumAngel/gloom, ``server/solver.py``, MIT licence,
Copyright (c) 2022 Daniel Nelson), whose test scenarios encode the official rulings; this is
our own implementation of that algorithm on the engine's maps.

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions: The above copyright
notice and this permission notice shall be included in all copies or substantial portions of
the Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
from tabletop_ai.gloomhaven.aoe import anchored_patterns, orientations
from tabletop_ai.gloomhaven.edition import Edition
from tabletop_ai.gloomhaven.hexmap import hexmap_for
from tabletop_ai.gloomhaven.movement import BIG, MoveMode, Mover, Travel
from tabletop_ai.gloomhaven.sight import HexSight, sight_for

ALL_TARGETS = 6


@dataclass(frozen=True)
class MonsterAction:
    """One ``monster_action`` instruction (board-format section 8 extension)."""

    move: int = 0
    range: int = 0
    targets: int = 1
    flying: bool = False
    jumping: bool = False
    teleport: bool = False
    muddled: bool = False
    aoe: tuple[tuple[int, int], ...] = ()

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> MonsterAction:
        aoe = data.get("aoe") or {}
        cells = aoe.get("cells", []) if isinstance(aoe, dict) else aoe
        return cls(move=int(data.get("move", 0) or 0), range=int(data.get("range", 0) or 0),
                   targets=int(data.get("targets", 1)),
                   flying=bool(data.get("flying", False)),
                   jumping=bool(data.get("jumping", False)),
                   teleport=bool(data.get("teleport", False)),
                   muddled=bool(data.get("muddled", False)),
                   aoe=tuple((int(c[0]), int(c[1])) for c in cells))


@dataclass
class Option:
    """One equally good outcome: where the monster ends and whom it attacks."""

    end: Cell
    targets: tuple[Cell, ...] = ()
    aoe: tuple[Cell, ...] = ()
    focuses: set[Cell] = field(default_factory=set)
    #: attack hexes it heads for when it cannot attack this turn
    destinations: set[Cell] = field(default_factory=set)


@dataclass
class Decision:
    """Everything the monster decided, with the numbers behind it."""

    start: Cell
    focuses: list[Cell]
    #: (negative hexes, movement, proximity, initiative) that made the focus
    focus_key: tuple[int, int, int, int] | None
    options: list[Option]
    can_attack: bool
    travel: Travel
    attack_range: int
    mode: MoveMode
    characters: dict[Cell, Figure]


class _Best:
    """Keeps the least key seen and everything that tied with it."""

    def __init__(self) -> None:
        self.key: tuple[int, ...] | None = None
        self.items: dict[Any, Any] = {}

    def offer(self, key: tuple[int, ...], item: Any, value: Any = None) -> None:
        if self.key is None or key < self.key:
            self.key = key
            self.items = {item: value}
        elif key == self.key:
            self.items.setdefault(item, value)


def decide(sit: Situation, fig: Figure, act: MonsterAction, ed: Edition) -> Decision:
    """Plan one monster's action on the working board (module docstring)."""
    hm = hexmap_for(sit.topo)
    sight: HexSight = sight_for(hm, ed.los)
    start = fig.at
    chars: dict[Cell, Figure] = {f.at: f for f in sit.hostiles_of(fig)}
    allies = {f.at for f in sit.board.figures
              if f.id != fig.id and not sit.hostile(fig, f) and f.health > 0}
    mode = MoveMode(act.flying, act.jumping, act.teleport, ed.jump_difficult)
    mover = Mover(hm, mode, start, allies, set(chars))
    travel = mover.search(start)
    attacking = act.targets > 0
    rng = act.range if (act.range > 0 and attacking) else 1
    susceptible = act.range > 0 and attacking and not act.muddled
    plus = act.targets - 1
    plus_move = max(0, plus)
    every = act.targets >= ALL_TARGETS
    aoe_on = attacking and bool(act.aoe)
    melee_aoe = aoe_on and act.range == 0
    # area offsets are in the board's axial coordinates; a pointy map is worked mirrored
    pattern = [(r, q) for q, r in act.aoe] if hm.pointy else list(act.aoe)
    melee_shapes = ([tuple(o for o in p if o != (0, 0)) for p in orientations(pattern)]
                    if melee_aoe else [])
    ranged_shapes = anchored_patterns(pattern) if aoe_on and not melee_aoe else []

    def prox(c: Cell, limit: int | None = rng) -> dict[Cell, int]:
        """Range in hexes from ``c``, as far as the attack reaches (``None``: all)."""
        return hm.proximity(c, limit)

    prox0 = prox(start, None)

    def init(c: Cell) -> int:
        v = chars[c].initiative
        return int(v) if v is not None else 0

    def place(anchor: Cell, shape: Sequence[tuple[int, int]]) -> list[Cell]:
        q, r = hm.axial[anchor]
        out = []
        for dq, dr in shape:
            h = hm.at_axial((q + dq, r + dr))
            if h is not None:
                out.append(h)
        return out

    def adjacent(a: Cell, b: Cell) -> bool:
        return hm.side_toward(a, b) is not None and prox(a).get(b) == 1

    def in_reach(loc: Cell, d_loc: dict[Cell, int], cells: Sequence[Cell]) -> bool:
        return any(d_loc.get(h, BIG) <= rng for h in cells)

    reachable = sorted(travel.dist, key=lambda c: (travel.dist[c], c))

    # -- 1. focus --------------------------------------------------------------------------
    def could_attack(loc: Cell, c: Cell, to_c: dict[Cell, int]) -> bool:
        if (not aoe_on or plus > 0) and to_c.get(loc, BIG) <= rng:
            return True
        if melee_aoe:
            return any(c in place(loc, s) for s in melee_shapes)
        if aoe_on:
            d_loc = prox(loc)
            return any(in_reach(loc, d_loc, place(c, s)) for s in ranged_shapes)
        return False

    focus_best = _Best()
    for c in sorted(chars):
        to_c = prox(c)
        for loc in reachable:
            t, d = travel.traps[loc], travel.dist[loc]
            fk = focus_best.key
            if fk is not None and (t, d) > (fk[0], fk[1]):
                continue
            if not mover.can_end(loc) or not could_attack(loc, c, to_c):
                continue
            key = (t, d, prox0.get(c, BIG) if ed.focus_proximity else 0, init(c))
            if (fk is None or key <= fk) and sight.clear(c, loc):
                focus_best.offer(key, c)
    focuses = sorted(focus_best.items)
    fkey = focus_best.key
    can_attack = fkey is not None and fkey[1] <= act.move
    heed_only_focus = not ed.future_multiattack and not can_attack

    ranks: dict[Cell, int] = {c: 0 for c in chars}
    if ed.rank_secondary and chars:
        infos = sorted(((prox0.get(c, BIG) if ed.focus_proximity else 0, init(c)), c)
                       for c in chars)
        rank, last = 0, infos[0][0]
        for info, c in infos:
            if info != last:
                rank, last = rank + 1, info
            ranks[c] = rank
    n_ranks = max(ranks.values(), default=0) + 1

    options: dict[tuple[Cell, tuple[Cell, ...]], Option] = {}
    adj_cache: dict[Cell, dict[Cell, bool]] = {}

    def disadvantaged(loc: Cell, h: Cell) -> int:
        """1 when a ranged attack from ``loc`` on ``h`` has disadvantage (adjacent)."""
        if not susceptible:
            return 0
        row = adj_cache.setdefault(loc, {})
        if h not in row:
            row[h] = adjacent(loc, h)
        return int(row[h])

    place_cache: dict[tuple[Cell, tuple[tuple[int, int], ...]], tuple[Cell, ...]] = {}

    def placed(anchor: Cell, shape: tuple[tuple[int, int], ...]) -> tuple[Cell, ...]:
        key = (anchor, shape)
        hit = place_cache.get(key)
        if hit is None:
            hit = place_cache[key] = tuple(place(anchor, shape))
        return hit

    for focus in focuses:
        heed = [focus] if heed_only_focus else sorted(chars)
        heed_set = set(heed)
        # ranged areas: every distinct placement that covers a heeded character, with the
        # characters under it (neither depends on where the monster stands)
        area_hits: list[tuple[tuple[Cell, ...], list[Cell]]] = []
        if aoe_on and not melee_aoe:
            seen: set[frozenset[Cell]] = set()
            for c0 in heed:
                for s in ranged_shapes:
                    cells = placed(c0, s)
                    fs = frozenset(cells)
                    if fs not in seen:
                        seen.add(fs)
                        area_hits.append((cells, [h for h in cells if h in heed_set]))
        ways: dict[Cell, list[tuple[list[Cell], int, tuple[Cell, ...], list[Cell], int]]] = {}

        def groups_at(loc: Cell, focus: Cell = focus, heed: list[Cell] = heed,
                      heed_set: set[Cell] = heed_set,
                      area_hits: list[tuple[tuple[Cell, ...], list[Cell]]] = area_hits,
                      ways: dict[Cell, list[tuple[list[Cell], int, tuple[Cell, ...],
                                                  list[Cell], int]]] = ways
                      ) -> list[tuple[list[Cell], int, tuple[Cell, ...], list[Cell], int]]:
            """(area targets, their disadvantage count, area hexes, the other characters it
            could add as targets, how many more targets) for each way to attack from
            ``loc``."""
            hit_ways = ways.get(loc)
            if hit_ways is not None:
                return hit_ways
            out: list[tuple[list[Cell], int, tuple[Cell, ...], list[Cell], int]] = []
            ways[loc] = out
            d_loc = prox(loc)
            targetable = [c for c in heed if d_loc.get(c, BIG) <= rng and sight.clear(c, loc)]
            if not aoe_on:
                if focus in targetable:
                    out.append(([], 0, (), targetable, 1 + plus_move))
                return out
            if melee_aoe:
                placements = [(cells, [h for h in cells if h in heed_set])
                              for cells in (placed(loc, s) for s in melee_shapes)]
            else:
                placements = [(cells, under) for cells, under in area_hits
                              if in_reach(loc, d_loc, cells)]
            for cells, under in placements:
                hit = [h for h in under if sight.clear(h, loc)]
                if hit:
                    dis = sum(disadvantaged(loc, h) for h in hit)
                    rest = [c for c in targetable if c not in hit]
                    out.append((hit, dis, cells, rest, plus))
            return out

        def best_sets(loc: Cell, pre: list[Cell], avail: list[Cell], more: int,
                      per_target_dis: bool, focus: Cell = focus
                      ) -> tuple[tuple[int, ...], Iterator[tuple[Cell, ...]]] | None:
            """The best additional targets to join ``pre``: always the focus, then fewest at
            disadvantage (when that counts), then by secondary-target rank. Returns the
            (disadvantage, -count per rank...) value and every group that reaches it."""
            n = len(avail) if every else min(more, len(avail))
            forced: list[Cell] = []
            pool = avail
            if focus not in pre:
                if focus not in avail or n < 1:
                    return None
                forced, pool, n = [focus], [c for c in avail if c != focus], n - 1

            def weight(h: Cell) -> tuple[int, int]:
                return (disadvantaged(loc, h) if per_target_dis else 0, ranks[h])

            order = sorted(pool, key=weight)
            take = order[:n]
            combos: Iterable[list[Cell]] = [[]]
            if take:
                edge_w = weight(take[-1])
                below = [h for h in order if weight(h) < edge_w]
                at_edge = [h for h in order if weight(h) == edge_w]
                combos = (below + list(c) for c in combinations(at_edge, n - len(below)))
            chosen = forced + take
            dis = sum(disadvantaged(loc, h) for h in chosen)
            by_rank = [0] * n_ranks
            for h in pre + chosen:
                by_rank[ranks[h]] += 1
            value = (dis, *(-x for x in by_rank))
            base = pre + forced
            return value, (tuple(sorted(base + c)) for c in combos)

        # 2a. the best groups of targets
        groups = _Best()
        for loc in sorted(travel.dist):
            if not mover.can_end(loc):
                continue
            t, d = travel.traps[loc], travel.dist[loc]
            reach_now = d <= act.move
            if groups.key is not None and (t, -reach_now) > groups.key[:2]:
                continue
            dis_focus = disadvantaged(loc, focus)
            for pre, pre_dis, _cells, avail, more in groups_at(loc):
                found = best_sets(loc, pre, avail, more, not ed.focus_disadvantage_first)
                if found is None:
                    continue
                (dis, *neg_ranks), sets = found
                size_here = len(pre) + (len(avail) if every else min(more, len(avail)))
                if ed.focus_disadvantage_first:
                    gkey = (t, -reach_now, dis_focus, -size_here, d, *neg_ranks)
                else:
                    gkey = (t, -reach_now, -size_here, pre_dis + dis, d, *neg_ranks)
                if groups.key is not None and gkey > groups.key:
                    continue
                for g in sets:
                    groups.offer(gkey, g)
        if groups.key is None:
            continue
        gk = groups.key
        size = -gk[3] if ed.focus_disadvantage_first else -gk[2]
        holding: dict[Cell, set[tuple[Cell, ...]]] = {}
        for g in groups.items:
            for h in g:
                holding.setdefault(h, set()).add(g)

        # 2b. the best hexes to attack one of those groups from
        dests = _Best()
        for loc in sorted(travel.dist):
            if not mover.can_end(loc):
                continue
            t, d = travel.traps[loc], travel.dist[loc]
            if t != gk[0] or -(d <= act.move) != gk[1]:
                continue
            if ed.focus_disadvantage_first and disadvantaged(loc, focus) != gk[2]:
                continue
            for pre, pre_dis, cells, avail, more in groups_at(loc):
                n = len(avail) if every else min(more, len(avail))
                if len(pre) + n != size:
                    continue
                cands = set(groups.items) if not pre else set.intersection(
                    *(holding.get(h, set()) for h in pre))
                avail_set = set(avail)
                for g in cands:
                    extra = [h for h in g if h not in pre]
                    if len(extra) != n or not all(h in avail_set for h in extra):
                        continue
                    dis = pre_dis + sum(disadvantaged(loc, h) for h in extra)
                    dests.offer((dis, d), (loc, g), tuple(cells))

        # 3. the move
        if gk[1] == -1:
            for (loc, group), cells in dests.items.items():
                tg = group if attacking else ()
                opt = options.setdefault((loc, tg), Option(loc, tg, cells if attacking else ()))
                opt.focuses.add(focus)
                opt.destinations.add(loc)
        else:
            for (dest, _group) in dests.items:
                step = _Best()
                for loc in reachable:
                    if travel.dist[loc] > act.move or not mover.can_end(loc):
                        continue
                    there = mover.search(loc)
                    step.offer((there.traps.get(dest, BIG) + travel.traps[loc],
                                there.dist.get(dest, BIG), travel.dist[loc]), loc)
                for loc in step.items:
                    opt = options.setdefault((loc, ()), Option(loc))
                    opt.focuses.add(focus)
                    opt.destinations.add(dest)

    if not options:
        options[(start, ())] = Option(start)
    ordered = sorted(options.values(), key=lambda o: (o.end[1], o.end[0], o.targets))
    return Decision(start=start, focuses=focuses, focus_key=fkey,  # type: ignore[arg-type]
                    options=ordered, can_attack=can_attack, travel=travel, attack_range=rng,
                    mode=mode, characters=chars)
