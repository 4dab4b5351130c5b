"""Priority chains: rank candidates by an ordered list of criteria, recording which criterion
decided each place and which candidates stay tied.

Every rule set's target list is one of these (Imperial Commander's "closest healthy, least
health, most health", Automated Emperor's priority and secondary colours, Destiny
Operations' chains), so every ranked place can be explained to the player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from tabletop_ai.i18n import join, msg

T = TypeVar("T")


@dataclass(frozen=True)
class Criterion(Generic[T]):
    """One step of a chain: ``key`` maps a candidate to a sortable value, lower is better."""

    label: str
    key: Callable[[T], Any]
    #: what a player is told about a candidate on this criterion, e.g. ``"3 health"``;
    #: None: the raw key is shown
    show: Callable[[T], str] | None = None

    def describe(self, item: T) -> str:
        """The candidate's value on this criterion in words."""
        return self.show(item) if self.show is not None else str(self.key(item))


@dataclass
class Ranked(Generic[T]):
    """A candidate's place in the chain and why it is there."""

    item: T
    place: int
    #: the criterion that separated this candidate from the next one down (or up, for the
    #: last); None when it is tied with the next one down on every criterion (so the last
    #: of a tied group names what puts the whole group above the next candidate)
    decided_by: str | None
    keys: tuple[Any, ...]
    tied_with: list[T] = field(default_factory=list)
    #: the neighbour ``decided_by`` compared this candidate with (None when alone or tied)
    versus: T | None = None


def rank(items: Sequence[T], criteria: Sequence[Criterion[T]]) -> list[Ranked[T]]:
    """Sort ``items`` by the chain (stable: equal candidates keep their given order). Each
    place is decided by the first criterion on which it differs from the next place down
    (the last place: from the one above); candidates equal on every criterion are tied."""
    keyed = [(tuple(c.key(it) for c in criteria), i, it) for i, it in enumerate(items)]
    keyed.sort(key=lambda t: (t[0], t[1]))
    same: dict[tuple[Any, ...], list[T]] = {}
    for keys, _i, it in keyed:
        same.setdefault(keys, []).append(it)
    out: list[Ranked[T]] = []
    for pos, (keys, _i, it) in enumerate(keyed):
        decided = criteria[0].label if criteria else None
        versus = None
        other = keyed[pos + 1] if pos + 1 < len(keyed) else (keyed[pos - 1] if pos else None)
        if other is not None:
            decided = None
            for c, a, b in zip(criteria, keys, other[0], strict=True):
                if a != b:
                    decided, versus = c.label, other[2]
                    break
        ties = [o for o in same[keys] if o is not it]
        out.append(Ranked(it, pos, decided, keys, ties, versus))
    return out


def criterion_named(criteria: Sequence[Criterion[T]], label: str | None) -> Criterion[T] | None:
    """The criterion of ``criteria`` with ``label`` (as in :attr:`Ranked.decided_by`)."""
    return next((c for c in criteria if c.label == label), None)


def why_placed(
    r: Ranked[T], criteria: Sequence[Criterion[T]], name: Callable[[T], str] = str
) -> str:
    """The reason for one place in words: ``"least health: 3 against Jyn's 5"``,
    ``"tied on every criterion with Jyn: players choose"``, or for a lone candidate
    ``"the only candidate"``."""
    if r.tied_with:
        return msg(
            "tied on every criterion with {names}: players choose",
            names=join((name(t) for t in r.tied_with), ", "),
        )
    c = criterion_named(criteria, r.decided_by)
    if c is None or r.versus is None:
        return msg("the only candidate")
    return msg(
        "{criterion}: {value} against {other}'s {other_value}",
        criterion=c.label,
        value=c.describe(r.item),
        other=name(r.versus),
        other_value=c.describe(r.versus),
    )
