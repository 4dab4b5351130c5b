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
from tabletop_ai.engine.cache import Bounded
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell
from tabletop_ai.gloomhaven.aoe import anchored_patterns, orientations
from tabletop_ai.gloomhaven.edition import Edition
from tabletop_ai.gloomhaven.hexmap import hexmap_for
from tabletop_ai.gloomhaven.movement import BIG, MoveMode, Mover, Travel
from tabletop_ai.gloomhaven.sight import HexSight

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
        return cls(
            move=int(data.get("move", 0) or 0),
            range=int(data.get("range", 0) or 0),
            targets=int(data.get("targets", 1)),
            flying=bool(data.get("flying", False)),
            jumping=bool(data.get("jumping", False)),
            teleport=bool(data.get("teleport", False)),
            muddled=bool(data.get("muddled", False)),
            aoe=tuple((int(c[0]), int(c[1])) for c in cells),
        )


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


@dataclass
class Way:
    """One way to attack from a hex: the characters an area hits there (none without an
    area), how many of them at disadvantage, the area's hexes, the other characters in range
    and sight, and how many of those may be added as targets."""

    area_targets: list[Cell]
    area_disadvantage: int
    area: tuple[Cell, ...]
    others: list[Cell]
    more: int
    #: how many targets in all (:meth:`MonsterTurn.size`), set when the way is made
    size: int = 0


@dataclass
class _SharedWays:
    """What the ways to attack of every tied focus heeding the same characters share: the
    ranged-area placements on them, the most heeded characters one placement covers, and
    per hex the characters in range and sight and the area ways (whatever the focus)."""

    area_hits: list[tuple[tuple[Cell, ...], list[Cell]]]
    most_under: int
    by_loc: Bounded[Cell, tuple[list[Cell], list[Way]]] = field(default_factory=Bounded)
    bounds: Bounded[Cell, int] = field(default_factory=Bounded)


class Ways:
    """The ways to attack from each hex for one focus (kept for the turn; calling it with a
    hex gives that hex's ways), and upper bounds on their number of targets that ask no line
    of sight (:meth:`quick_bound`, :meth:`size_bound`)."""

    def __init__(
        self, turn: MonsterTurn, focus: Cell, heed: list[Cell], shared: _SharedWays
    ) -> None:
        self.turn, self.focus, self.heed, self.shared = turn, focus, heed, shared
        self.heed_set = set(heed)
        self._mine: Bounded[Cell, list[Way]] = Bounded()

    def __call__(self, loc: Cell) -> list[Way]:
        hit = self._mine.hit(loc)
        if hit is not None:
            return hit
        turn, shared = self.turn, self.shared
        found = shared.by_loc.hit(loc)
        if found is None:
            found = shared.by_loc[loc] = turn._ways_from(
                loc, self.heed, self.heed_set, shared.area_hits
            )
        targetable, area_ways = found
        if not turn.aoe_on:
            out = (
                [turn.sized(Way([], 0, (), targetable, 1 + max(0, turn.plus)))]
                if self.focus in targetable
                else []
            )
        else:
            out = area_ways
        self._mine[loc] = out
        return out

    def _most_under(self, loc: Cell) -> int:
        """The most heeded characters one placement of the area covers (from ``loc`` for a
        melee area; anywhere for a ranged one)."""
        turn = self.turn
        if turn.melee_aoe:
            return max(
                (
                    sum(1 for h in turn.placed(loc, s) if h in self.heed_set)
                    for s in turn.melee_shapes
                ),
                default=0,
            )
        return self.shared.most_under

    def quick_bound(self, loc: Cell) -> int:
        """No way to attack from ``loc`` has more targets (:attr:`Way.size`) than this (0:
        there is no way), worked out without counting range: "Monster Attacks" — an area's
        targets are the heeded characters under it (line of sight only takes some away),
        the extra targets at most the attack's further targets (all the characters when it
        targets every one)."""
        turn = self.turn
        more = len(self.heed) if turn.every else max(0, turn.plus)
        if not turn.aoe_on:
            return more if turn.every else 1 + more
        under = self._most_under(loc)
        return under + more if under else 0

    def size_bound(self, loc: Cell) -> int:
        """:meth:`quick_bound` narrowed by range: every extra target (every target without
        an area) is a heeded character in range, and without an area the focus must be."""
        turn = self.turn
        d_loc = turn.prox(loc)
        if not turn.aoe_on and d_loc.get(self.focus, BIG) > turn.range:
            return 0  # the focus is out of range: no way from here
        shared = self.shared
        bound = shared.bounds.hit(loc)
        if bound is None:
            n_in = sum(1 for c in self.heed if d_loc.get(c, BIG) <= turn.range)
            if not turn.aoe_on:
                bound = n_in if turn.every else min(n_in, 1 + max(0, turn.plus))
            else:
                under = self._most_under(loc)
                more = n_in if turn.every else min(n_in, max(0, turn.plus))
                bound = under + more if under else 0
            shared.bounds[loc] = bound
        return bound


class MonsterTurn:
    """One monster's action worked out on the working board (module docstring, steps 1-3)."""

    def __init__(self, sit: Situation, fig: Figure, act: MonsterAction, ed: Edition) -> None:
        self.act, self.ed = act, ed
        self.hm = hm = hexmap_for(sit.topo)
        sight = sit.sight_rule(ed.los)
        assert isinstance(sight, HexSight)
        self.sight: HexSight = sight
        self.start = fig.at
        self.chars: dict[Cell, Figure] = {f.at: f for f in sit.hostiles_of(fig)}
        allies = {
            f.at
            for f in sit.board.figures
            if f.id != fig.id and not sit.hostile(fig, f) and f.health > 0
        }
        self.mode = MoveMode(act.flying, act.jumping, act.teleport, ed.jump_difficult)
        self.mover = Mover(hm, self.mode, self.start, allies, set(self.chars))
        self.travel = self.mover.search(self.start)
        self.reachable = sorted(self.travel.dist, key=lambda c: (self.travel.dist[c], c))
        self.attacking = act.targets > 0
        #: a move without an attack moves as if to attack in melee
        self.range = act.range if (act.range > 0 and self.attacking) else 1
        #: ranged attacks on adjacent targets have disadvantage; muddled has it anyway
        self.susceptible = act.range > 0 and self.attacking and not act.muddled
        self.plus = act.targets - 1
        self.every = act.targets >= ALL_TARGETS
        self.aoe_on = self.attacking and bool(act.aoe)
        self.melee_aoe = self.aoe_on and act.range == 0
        # area offsets are in the board's axial coordinates; the map is worked in its
        # flat-topped frame (HexGrid.flat_axial)
        pattern = [hm.grid.flat_step(o) for o in act.aoe]
        self.melee_shapes = (
            [tuple(o for o in p if o != (0, 0)) for p in orientations(pattern)]
            if self.melee_aoe
            else []
        )
        self.ranged_shapes = (
            anchored_patterns(pattern) if self.aoe_on and not self.melee_aoe else []
        )
        self.prox0 = hm.proximity(self.start)
        #: range from each hex tried (:meth:`prox`)
        self._prox: Bounded[Cell, dict[Cell, int]] = Bounded()
        #: the ways to attack from each hex, by the characters heeded (shared by the focuses)
        self._ways: Bounded[tuple[Cell, ...], _SharedWays] = Bounded()
        #: the hexes it can end on, cheapest first (fewest negative hexes, then movement):
        #: the order in which the best hex is found soonest, so the rest is pruned unasked
        self.ends_by_cost = sorted(
            (c for c in self.travel.dist if self.mover.can_end(c)),
            key=lambda c: (self.travel.traps[c], self.travel.dist[c], c),
        )
        self.ranks = self._ranks()
        self.n_ranks = max(self.ranks.values(), default=0) + 1

    # -- small questions -------------------------------------------------------------------
    def prox(self, c: Cell) -> dict[Cell, int]:
        """Range in hexes from ``c``, as far as the attack reaches (kept for the turn: it is
        asked for every hex tried and every tied focus)."""
        hit = self._prox.hit(c)
        if hit is None:
            hit = self._prox[c] = self.hm.proximity(c, self.range)
        return hit

    def initiative(self, c: Cell) -> int:
        v = self.chars[c].initiative
        return int(v) if v is not None else 0

    def placed(self, anchor: Cell, shape: tuple[tuple[int, int], ...]) -> tuple[Cell, ...]:
        """The hexes of an area pattern put on ``anchor`` (those on the map)."""
        q, r = self.hm.axial[anchor]
        return tuple(h for dq, dr in shape if (h := self.hm.at_axial((q + dq, r + dr))) is not None)

    def in_reach(self, d_loc: dict[Cell, int], cells: Sequence[Cell]) -> bool:
        return any(d_loc.get(h, BIG) <= self.range for h in cells)

    def disadvantaged(self, loc: Cell, h: Cell) -> int:
        """1 when a ranged attack from ``loc`` on ``h`` has disadvantage (adjacent, not
        across a wall)."""
        if not self.susceptible:
            return 0
        return int(self.hm.side_toward(loc, h) is not None and self.prox(loc).get(h) == 1)

    def _ranks(self) -> dict[Cell, int]:
        """Secondary-target ranks: like focuses, by proximity then initiative
        (``gh_rank_secondary``; otherwise all alike)."""
        ranks = {c: 0 for c in self.chars}
        if self.ed.rank_secondary and self.chars:
            infos = sorted(
                ((self.prox0.get(c, BIG) if self.ed.focus_proximity else 0, self.initiative(c)), c)
                for c in self.chars
            )
            rank, last = 0, infos[0][0]
            for info, c in infos:
                if info != last:
                    rank, last = rank + 1, info
                ranks[c] = rank
        return ranks

    # -- 1. focus --------------------------------------------------------------------------
    def could_attack(self, loc: Cell, c: Cell, to_c: dict[Cell, int]) -> bool:
        """Could an attack from ``loc`` reach character ``c`` (sight aside)?"""
        if (not self.aoe_on or self.plus > 0) and to_c.get(loc, BIG) <= self.range:
            return True
        if self.melee_aoe:
            return any(c in self.placed(loc, s) for s in self.melee_shapes)
        if self.aoe_on:
            d_loc = self.prox(loc)
            return any(self.in_reach(d_loc, self.placed(c, s)) for s in self.ranged_shapes)
        return False

    def focus(self) -> tuple[list[Cell], tuple[int, ...] | None]:
        """The characters it can attack with least (negative hexes, movement), then nearest,
        then lowest initiative; with the key that decided it."""
        best = _Best()
        travel = self.travel
        for c in sorted(self.chars):
            to_c = self.prox(c)
            for loc in self.reachable:
                t, d = travel.traps[loc], travel.dist[loc]
                fk = best.key
                if fk is not None and (t, d) > (fk[0], fk[1]):
                    continue
                if not self.mover.can_end(loc) or not self.could_attack(loc, c, to_c):
                    continue
                key = (
                    t,
                    d,
                    self.prox0.get(c, BIG) if self.ed.focus_proximity else 0,
                    self.initiative(c),
                )
                if (fk is None or key <= fk) and self.sight.clear(c, loc):
                    best.offer(key, c)
        return sorted(best.items), best.key

    # -- 2. targets and attack hexes -------------------------------------------------------
    def ways(self, focus: Cell, heed: list[Cell]) -> Ways:
        """The ways to attack from each hex for ``focus``, heeding ``heed`` (:class:`Ways`).

        What can be attacked from a hex does not depend on the focus (only whether the focus
        is among it does), so the work per hex is shared by every tied focus heeding the
        same characters."""
        shared = self._ways.hit(tuple(heed))
        if shared is None:
            area_hits = self._area_hits(heed)
            shared = self._ways[tuple(heed)] = _SharedWays(
                area_hits, max((len(under) for _, under in area_hits), default=0)
            )
        return Ways(self, focus, heed, shared)

    def _area_hits(self, heed: list[Cell]) -> list[tuple[tuple[Cell, ...], list[Cell]]]:
        """Every distinct ranged-area placement covering a heeded character, with the heeded
        characters under it."""
        area_hits: list[tuple[tuple[Cell, ...], list[Cell]]] = []
        if self.aoe_on and not self.melee_aoe:
            heed_set = set(heed)
            seen: set[frozenset[Cell]] = set()
            for c0 in heed:
                for s in self.ranged_shapes:
                    cells = self.placed(c0, s)
                    if (fs := frozenset(cells)) not in seen:
                        seen.add(fs)
                        area_hits.append((cells, [h for h in cells if h in heed_set]))
        return area_hits

    def _ways_from(
        self,
        loc: Cell,
        heed: list[Cell],
        heed_set: set[Cell],
        area_hits: list[tuple[tuple[Cell, ...], list[Cell]]],
    ) -> tuple[list[Cell], list[Way]]:
        """The heeded characters in range and sight of ``loc``, and the ways to attack with
        an area from it (whatever the focus)."""
        d_loc = self.prox(loc)
        targetable = [
            c for c in heed if d_loc.get(c, BIG) <= self.range and self.sight.clear(c, loc)
        ]
        out: list[Way] = []
        if not self.aoe_on:
            return targetable, out
        if self.melee_aoe:
            placements = [
                (cells, [h for h in cells if h in heed_set])
                for cells in (self.placed(loc, s) for s in self.melee_shapes)
            ]
        else:
            placements = [
                (cells, under) for cells, under in area_hits if self.in_reach(d_loc, cells)
            ]
        for cells, under in placements:
            hit_now = [h for h in under if self.sight.clear(h, loc)]
            if hit_now:
                dis = sum(self.disadvantaged(loc, h) for h in hit_now)
                rest = [c for c in targetable if c not in hit_now]
                out.append(self.sized(Way(hit_now, dis, cells, rest, self.plus)))
        return targetable, out

    def extra_count(self, way: Way) -> int:
        """How many more targets join the area's (or, without an area, how many targets)."""
        return len(way.others) if self.every else min(way.more, len(way.others))

    def sized(self, way: Way) -> Way:
        """``way`` with its number of targets in all (the area's and :meth:`extra_count`)
        noted: the target choice asks for it for every hex and every tied focus."""
        way.size = len(way.area_targets) + self.extra_count(way)
        return way

    def best_extra(
        self, loc: Cell, way: Way, focus: Cell, per_target_dis: bool
    ) -> tuple[tuple[int, ...], Iterator[tuple[Cell, ...]]] | None:
        """The best targets to add to the area's: always the focus, then fewest at
        disadvantage (when that counts), then by secondary-target rank. Returns the
        (disadvantage, -count per rank...) value and every group that reaches it."""
        n = self.extra_count(way)
        forced: list[Cell] = []
        pool = way.others
        if focus not in way.area_targets:
            if focus not in pool or n < 1:
                return None
            forced, pool, n = [focus], [c for c in pool if c != focus], n - 1

        def weight(h: Cell) -> tuple[int, int]:
            return (self.disadvantaged(loc, h) if per_target_dis else 0, self.ranks[h])

        order = sorted(pool, key=weight)
        take = order[:n]
        combos: Iterable[list[Cell]] = [[]]
        if take:
            edge_w = weight(take[-1])
            below = [h for h in order if weight(h) < edge_w]
            at_edge = [h for h in order if weight(h) == edge_w]
            combos = (below + list(c) for c in combinations(at_edge, n - len(below)))
        chosen = forced + take
        by_rank = [0] * self.n_ranks
        for h in way.area_targets + chosen:
            by_rank[self.ranks[h]] += 1
        value = (sum(self.disadvantaged(loc, h) for h in chosen), *(-x for x in by_rank))
        base = way.area_targets + forced
        return value, (tuple(sorted(base + c)) for c in combos)

    def target_groups(self, focus: Cell, ways: Ways) -> _Best:
        """Step 2a: the best groups of targets over every hex it could end on.

        The hexes are tried cheapest first and a hex is passed over, before its ways (and
        their lines of sight) are worked out, when even :meth:`Ways.size_bound` targets
        could not give it a key as good as the best found: the result is the least key and
        everything tied with it, whatever the order."""
        ed, travel = self.ed, self.travel
        groups = _Best()
        for loc in self.ends_by_cost:
            t, d = travel.traps[loc], travel.dist[loc]
            reach_now = d <= self.act.move
            if groups.key is not None and (t, -reach_now) > groups.key[:2]:
                break  # cheapest first: every hex left is as bad
            bound = ways.quick_bound(loc)
            if bound == 0:
                continue
            dis_focus = self.disadvantaged(loc, focus)
            if groups.key is not None:
                # the least key a way from here could have: at most ``bound`` targets, the
                # disadvantage of the extra targets never negative (first without range)
                fdf = ed.focus_disadvantage_first
                best5 = groups.key[:5]
                if (
                    (t, -reach_now, dis_focus, -bound, d) if fdf else (t, -reach_now, -bound, 0, d)
                ) > best5:
                    continue
                bound = ways.size_bound(loc)
                if (
                    bound == 0
                    or (
                        (t, -reach_now, dis_focus, -bound, d)
                        if fdf
                        else (t, -reach_now, -bound, 0, d)
                    )
                    > best5
                ):
                    continue
            for way in ways(loc):
                size = way.size
                if groups.key is not None:
                    # prune before the costly choice of extra targets: the key's start
                    # is known without it (the disadvantage it adds is never negative)
                    pre = (
                        (t, -reach_now, dis_focus, -size, d)
                        if ed.focus_disadvantage_first
                        else (t, -reach_now, -size, way.area_disadvantage)
                    )
                    if pre > groups.key[: len(pre)]:
                        continue
                found = self.best_extra(loc, way, focus, not ed.focus_disadvantage_first)
                if found is None:
                    continue
                (dis, *neg_ranks), sets = found
                if ed.focus_disadvantage_first:
                    key = (t, -reach_now, dis_focus, -size, d, *neg_ranks)
                else:
                    key = (t, -reach_now, -size, way.area_disadvantage + dis, d, *neg_ranks)
                if groups.key is not None and key > groups.key:
                    continue
                for g in sets:
                    groups.offer(key, g)
        return groups

    def attack_hexes(self, focus: Cell, ways: Ways, groups: _Best) -> _Best:
        """Step 2b: the hexes to attack one of the best groups from: fewest targets at
        disadvantage, then the shortest way.

        Hexes are tried cheapest first; one with too few targets at most
        (:meth:`Ways.size_bound`), or farther than the best found with none at disadvantage,
        is passed over unasked."""
        gk = groups.key
        assert gk is not None
        size = -gk[3] if self.ed.focus_disadvantage_first else -gk[2]
        holding: dict[Cell, set[tuple[Cell, ...]]] = {}
        for g in groups.items:
            for h in g:
                holding.setdefault(h, set()).add(g)
        members = list(holding)
        travel = self.travel
        dests = _Best()
        for loc in self.ends_by_cost:
            t, d = travel.traps[loc], travel.dist[loc]
            if t != gk[0] or -(d <= self.act.move) != gk[1]:
                continue
            if dests.key is not None and (0, d) > dests.key:
                continue  # (disadvantage, way) keys: never negative disadvantage
            if self.ed.focus_disadvantage_first and self.disadvantaged(loc, focus) != gk[2]:
                continue
            if ways.quick_bound(loc) < size or ways.size_bound(loc) < size:
                continue
            dis_of = {h: self.disadvantaged(loc, h) for h in members}
            seen: dict[Cell, bool] = {}
            if not any(
                self.could_attack_group(loc, g, d, dests.key, dis_of, seen) for g in groups.items
            ):
                continue
            for way in ways(loc):
                if way.size != size:
                    continue
                pre = way.area_targets
                n = size - len(pre)
                cands = (
                    set(groups.items)
                    if not pre
                    else set.intersection(*(holding.get(h, set()) for h in pre))
                )
                others = set(way.others)
                for g in cands:
                    # g holds every target of pre (distinct cells): its other targets are
                    # len(g) - len(pre), and they must all be in range and sight here
                    if len(g) - len(pre) != n:
                        continue
                    extra = [h for h in g if h not in pre]
                    if not others.issuperset(extra):
                        continue
                    dis = way.area_disadvantage + sum(self.disadvantaged(loc, h) for h in extra)
                    dests.offer((dis, d), (loc, g), way.area)
        return dests

    def could_attack_group(
        self,
        loc: Cell,
        group: tuple[Cell, ...],
        d: int,
        best: tuple[int, ...] | None,
        dis_of: dict[Cell, int],
        seen: dict[Cell, bool],
    ) -> bool:
        """Could an attack from ``loc`` on ``group`` still be among the best (:meth:`attack_hexes`)?
        Every target of it must be in line of sight ("Monster Attacks"), and its key is
        (the targets at disadvantage from ``loc``, ``d``) whichever way it is made (the
        area's targets and the extra ones are the group). ``dis_of``: each target's
        disadvantage from ``loc``; ``seen``: the sight answers from ``loc`` asked so far."""
        if best is not None and (sum(map(dis_of.__getitem__, group)), d) > best:
            return False
        for h in group:
            ok = seen.get(h)
            if ok is None:
                ok = seen[h] = self.sight.clear(h, loc)
            if not ok:
                return False
        return True

    # -- 3. the move -----------------------------------------------------------------------
    def step_toward(self, dest: Cell) -> list[Cell]:
        """Out of reach: the hexes within its movement nearest to ``dest`` (fewest negative
        hexes on the whole way, then nearest, then least movement now)."""
        step = _Best()
        travel = self.travel
        back = self.mover.toward(dest)  # one search back from the destination
        for loc in self.reachable:
            if travel.dist[loc] > self.act.move or not self.mover.can_end(loc):
                continue
            t, d = back.get(loc, (BIG, BIG))
            step.offer((t + travel.traps[loc], d, travel.dist[loc]), loc)
        return list(step.items)

    def decide(self) -> Decision:
        focuses, fkey = self.focus()
        can_attack = fkey is not None and fkey[1] <= self.act.move
        heed_only_focus = not self.ed.future_multiattack and not can_attack
        options: dict[tuple[Cell, tuple[Cell, ...]], Option] = {}
        for focus in focuses:
            heed = [focus] if heed_only_focus else sorted(self.chars)
            ways = self.ways(focus, heed)
            groups = self.target_groups(focus, ways)
            if groups.key is None:
                continue
            dests = self.attack_hexes(focus, ways, groups)
            if groups.key[1] == -1:
                for (loc, group), cells in dests.items.items():
                    tg = group if self.attacking else ()
                    opt = options.setdefault(
                        (loc, tg), Option(loc, tg, cells if self.attacking else ())
                    )
                    opt.focuses.add(focus)
                    opt.destinations.add(loc)
            else:
                for dest, _group in dests.items:
                    for loc in self.step_toward(dest):
                        opt = options.setdefault((loc, ()), Option(loc))
                        opt.focuses.add(focus)
                        opt.destinations.add(dest)
        if not options:
            options[(self.start, ())] = Option(self.start)
        ordered = sorted(options.values(), key=lambda o: (o.end[1], o.end[0], o.targets))
        focus_key = (fkey[0], fkey[1], fkey[2], fkey[3]) if fkey is not None else None
        return Decision(
            start=self.start,
            focuses=focuses,
            focus_key=focus_key,
            options=ordered,
            can_attack=can_attack,
            travel=self.travel,
            attack_range=self.range,
            mode=self.mode,
            characters=self.chars,
        )


def decide(sit: Situation, fig: Figure, act: MonsterAction, ed: Edition) -> Decision:
    """Plan one monster's action on the working board (module docstring)."""
    return MonsterTurn(sit, fig, act, ed).decide()
