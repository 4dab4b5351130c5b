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

T = TypeVar("T")


@dataclass(frozen=True)
class Criterion(Generic[T]):
    """One step of a chain: ``key`` maps a candidate to a sortable value, lower is better."""

    label: str
    key: Callable[[T], Any]


@dataclass
class Ranked(Generic[T]):
    """A candidate's place in the chain and why it is there."""

    item: T
    place: int
    #: the criterion that separated this candidate from the next one down (or up, for the
    #: last); None when it is tied with its neighbours on every criterion
    decided_by: str | None
    keys: tuple[Any, ...]
    tied_with: list[T] = field(default_factory=list)


def rank(items: Sequence[T], criteria: Sequence[Criterion[T]]) -> list[Ranked[T]]:
    """Sort ``items`` by the chain (stable: equal candidates keep their given order)."""
    keyed = [(tuple(c.key(it) for c in criteria), i, it) for i, it in enumerate(items)]
    keyed.sort(key=lambda t: (t[0], t[1]))
    out: list[Ranked[T]] = []
    for pos, (keys, _i, it) in enumerate(keyed):
        decided = None
        neighbour = keyed[pos + 1][0] if pos + 1 < len(keyed) else (
            keyed[pos - 1][0] if pos > 0 else None)
        if neighbour is not None:
            for c, a, b in zip(criteria, keys, neighbour, strict=True):
                if a != b:
                    decided = c.label
                    break
        elif criteria:
            decided = criteria[0].label
        ties = [o for k, _j, o in keyed if k == keys and o is not it]
        out.append(Ranked(it, pos, decided, keys, ties))
    return out
