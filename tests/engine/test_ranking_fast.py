"""The quick target ranking (issue 12) against its plain definition: :func:`priority.rank`
worked out column by column, and :meth:`RuleSet.target_order` written out for its chain
with reasons worded only when read (:class:`WordedLater`). On seeded random chains and
boards both give exactly what the plain definitions below give (the code before the
change, kept here as the reference):
the same places, deciding criteria, neighbours and ties, and the same reason messages (the
same id, parameters and count, so the same text in every language), whatever happens to
the figures after the ranking."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from tabletop_ai.board import BoardError, board_from_json
from tabletop_ai.board.model import Figure
from tabletop_ai.engine.priority import Criterion, Ranked, rank
from tabletop_ai.engine.rules import FAR, Candidate, RuleSet, WordedLater
from tabletop_ai.engine.situation import Situation
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.rulesets import ruleset_for
from tests.engine.plan_snapshot import random_board

T = tuple[str, int, int, bool]


def plain_rank(items: Sequence[Any], criteria: Sequence[Criterion[Any]]) -> list[Ranked[Any]]:
    """:func:`rank` as it was first written: key tuples sorted with their places."""
    keyed = [(tuple(c.key(it) for c in criteria), i, it) for i, it in enumerate(items)]
    keyed.sort(key=lambda t: (t[0], t[1]))
    same: dict[tuple[Any, ...], list[Any]] = {}
    for keys, _i, it in keyed:
        same.setdefault(keys, []).append(it)
    out: list[Ranked[Any]] = []
    for pos, (keys, _i, it) in enumerate(keyed):
        decided = None
        versus = None
        other = keyed[pos + 1] if pos + 1 < len(keyed) else (keyed[pos - 1] if pos > 0 else None)
        if other is not None:
            for c, a, b in zip(criteria, keys, other[0], strict=True):
                if a != b:
                    decided = c.label
                    versus = other[2]
                    break
        elif criteria:
            decided = criteria[0].label
        ties = [o for o in same[keys] if o is not it]
        out.append(Ranked(it, pos, decided, keys, ties, versus))
    return out


def _same(got: list[Ranked[Any]], want: list[Ranked[Any]]) -> None:
    """Equal places, with the very same items (ties and neighbours by identity)."""
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g.item is w.item and g.place == w.place and g.keys == w.keys
        assert g.decided_by == w.decided_by
        assert g.versus is w.versus
        assert [id(t) for t in g.tied_with] == [id(t) for t in w.tied_with]


_KEYS: list[tuple[str, Callable[[T], Any]]] = [
    ("a", lambda x: x[1]),
    ("b", lambda x: -x[2]),
    ("c", lambda x: x[3]),
    ("d", lambda x: x[1] % 2),
    ("e", lambda x: (x[2], x[0])),
]


@pytest.mark.parametrize("seed", range(300))
def test_rank_equals_its_plain_definition(seed: int) -> None:
    rnd = random.Random(seed)
    items: list[T] = [
        (f"i{k}", rnd.randint(0, 3), rnd.randint(0, 2), rnd.random() < 0.5)
        for k in range(rnd.randint(0, 9))
    ]
    if items and rnd.random() < 0.3:  # the very same candidate twice
        items.append(rnd.choice(items))
    if items and rnd.random() < 0.3:  # an equal candidate that is another object
        items.append(tuple(list(rnd.choice(items))))  # type: ignore[arg-type]
    rnd.shuffle(items)
    chain = [Criterion(label, key) for label, key in rnd.sample(_KEYS, rnd.randint(0, len(_KEYS)))]
    _same(rank(items, chain), plain_rank(items, chain))


def plain_words(rules: RuleSet, r: Ranked[Figure], dist: int, named: str | None) -> str:
    """``RuleSet._explain`` as it was first written (IC "Target Priority"): the reason for
    a place, worded at once from the figure."""
    f = r.item
    label = content_label(f.label)
    if f.id == named and f.healthy:
        return msg("{target} is the named target", target=label)
    where = msg("out of reach") if dist >= FAR else msg("%n space(s)", n=dist)
    hero = rules.hero_word
    if r.decided_by == "least health left":
        return (
            msg(
                "{target} is the closest healthy {hero} ({where}), with least health "
                "left ({health})",
                target=label,
                hero=hero,
                where=where,
                health=f.health,
            )
            if f.healthy
            else msg(
                "{target} is the closest wounded {hero} ({where}), with least health left "
                "({health})",
                target=label,
                hero=hero,
                where=where,
                health=f.health,
            )
        )
    if r.decided_by == "most health":
        return (
            msg(
                "{target} is the closest healthy {hero} ({where}), with most health ({health})",
                target=label,
                hero=hero,
                where=where,
                health=f.max_health,
            )
            if f.healthy
            else msg(
                "{target} is the closest wounded {hero} ({where}), with most health ({health})",
                target=label,
                hero=hero,
                where=where,
                health=f.max_health,
            )
        )
    if f.healthy:
        return msg(
            "{target} is the closest healthy {hero} ({where})", target=label, hero=hero, where=where
        )
    return msg(
        "{target} is the closest wounded {hero} ({where})", target=label, hero=hero, where=where
    )


def plain_targets(
    rules: RuleSet, sit: Situation, fig: Figure, named: str | None
) -> list[Candidate]:
    """``RuleSet._rank_targets`` as it was first written: every reason worded at once."""
    hostiles = sit.hostiles_of(fig)
    dist = {h.id: sit.count(fig, h) for h in hostiles}

    def d(h: Figure) -> int:
        v = dist[h.id]
        return FAR if v is None else v

    chain: list[Criterion[Figure]] = [
        Criterion("named target", lambda h: 0 if (h.id == named and h.healthy) else 1),
        Criterion("healthy before wounded", lambda h: h.wounded),
        Criterion("closest", d),
        Criterion("least health left", lambda h: h.health if h.healthy else 0),
        Criterion("most health", lambda h: -h.max_health if h.healthy else 0),
    ]
    return [
        Candidate(r.item, plain_words(rules, r, d(r.item), named), [t.id for t in r.tied_with])
        for r in plain_rank(hostiles, chain)
    ]


def _same_words(got: str, want: str) -> None:
    """The same message: English text, and id, parameters and count (so every language)."""
    assert isinstance(got, Msg) and isinstance(want, Msg)
    assert got == want and got.to_json() == want.to_json()


#: the seeds of random boards planned by the contract's rule set (the others are
#: Gloomhaven-family boards, with a target priority of their own)
SEEDS = [s for s in range(250) if "preset" not in random_board(s)["rules"]]


def _boards(seed: int) -> tuple[RuleSet, Situation, random.Random]:
    """A seeded random board planned by the contract's own target priority, its hostiles
    given bundled names, their own names, or none; health from 0 to max (0: defeated);
    on square grids some figures large (2x2, 2x1, 1x2) where the map has room."""
    rnd = random.Random(seed)
    data = random_board(seed)
    for f in data["figures"]:
        f["name"] = rnd.choice(["", "", "Trooper 1", "Guard 2", f"hero {rnd.randint(0, 3)}"])
        f["health"] = rnd.choice([f["health"], f["health"], 9, 1, 0])
    if data["grid"]["type"] == "square":
        for f in data["figures"]:
            if rnd.random() < 0.4:
                f["size"] = rnd.choice([[2, 2], [2, 1], [1, 2]])
                try:
                    board_from_json(data, "probe.board.json")
                except BoardError:
                    del f["size"]  # no room: a small figure
    board = board_from_json(data, f"random-{seed}.board.json")
    rules = ruleset_for(board)
    assert type(rules).target_order is RuleSet.target_order
    return rules, Situation(board, rules), rnd


@pytest.mark.parametrize("seed", SEEDS[:150])
def test_target_order_equals_its_plain_definition(seed: int) -> None:
    rules, sit, rnd = _boards(seed)
    hostile_ids = [f.id for f in sit.board.figures if f.side == "player"]
    for fig in sit.board.figures:
        if fig.side != "ai":
            continue
        named = rnd.choice([None, None, *hostile_ids, "nobody"])
        want = plain_targets(rules, sit, fig, named)
        have = rules.target_order(sit, fig, named)
        assert [(c.figure.id, c.ties) for c in have] == [(c.figure.id, c.ties) for c in want]
        for h, w in zip(have, want, strict=True):
            _same_words(h.reason, w.reason)


@pytest.mark.parametrize("seed", SEEDS[:60])
def test_reason_is_worded_from_what_the_ranking_saw(seed: int) -> None:
    """A reason read after the ranked figures changed (wounded, healed, renamed) still says
    what the ranking saw then."""
    rules, sit, rnd = _boards(seed)
    fig = next(f for f in sit.board.figures if f.side == "ai")
    named = rnd.choice([None, *(f.id for f in sit.board.figures if f.side == "player")])
    want = plain_targets(rules, sit, fig, named)
    have = rules._rank_targets(sit, fig, named)
    for h in have:
        h.figure.health = rnd.randint(1, 9)
        h.figure.max_health = 12
        h.figure.wounded = not h.figure.wounded
        h.figure.name = "changed"
    for h, w in zip(have, want, strict=True):
        _same_words(h.reason, w.reason)


def test_a_set_reason_is_kept() -> None:
    f = Figure(id="p", side="player", at=(0, 0))  # type: ignore[arg-type]
    c = WordedLater(f, [], lambda: msg("worded"), ())
    c.reason = msg("set by a caller")
    assert c.reason == "set by a caller"
    later = WordedLater(f, ["q"], lambda n: msg("%n space(s)", n=n), (2,))
    assert repr(later) == repr(Candidate(f, msg("%n space(s)", n=2), ["q"])).replace(
        "Candidate(", "WordedLater("
    )
    assert later == WordedLater(f, ["q"], lambda: msg("2 spaces"), ())


@pytest.mark.parametrize("seed", SEEDS[:40])
def test_plan_output_equals_the_plain_rankings_in_both_languages(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What a player is told is the same with the quick ranking as with the plain one: the
    plan JSON with every message's id form (``--messages``), and the plan as the command
    line prints it in English and in Ukrainian."""
    from tabletop_ai import i18n, plan_group
    from tabletop_ai.engine.plan import Plan

    data = random_board(seed)
    board = board_from_json(data, f"random-{seed}.board.json")

    def told(plan: Plan) -> tuple[str, list[str], list[str]]:
        text = json.dumps(plan.to_json(messages=True), sort_keys=True)
        shown = []
        for code in ("en", "uk"):
            try:
                i18n.install(code)
                shown.append(
                    [str(line) for line in (plan.order_reason, *plan.describe(), *plan.summary)]
                )
            finally:
                i18n.install("en")
        return text, shown[0], shown[1]

    quick = told(plan_group(board, "g"))
    assert quick[1] != quick[2]  # the words are the installed language's
    monkeypatch.setattr(RuleSet, "_rank_targets", plain_targets)
    assert quick == told(plan_group(board, "g"))
