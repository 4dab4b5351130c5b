"""The kernel's one cache policy.

A value the planner works out more than once is kept in a :class:`Bounded` store, which
forgets its least recently used entries beyond :data:`ENTRIES`. Where it is kept follows from
what it depends on:

* **the map alone** (terrain, walls, doors, edges, diagonals:
  :func:`~tabletop_ai.engine.topology.topology_key`) — the movement and counting graphs, sight
  indexes and answers, the Gloomhaven hex map: kept in the map's
  :attr:`Topology.derived <tabletop_ai.engine.topology.Topology.derived>` (:func:`kept`). It
  survives figure moves and is dropped with the map; at most :data:`MAPS` maps are kept.
* **where figures stand** — occupancy, sight with figures in the way, counted spaces from a
  figure, target rankings: kept on the plan's
  :class:`~tabletop_ai.engine.situation.Situation` (or on an object that lives for one
  activation) and dropped with it.

Nothing else is memoised.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar, cast

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")

#: the most maps whose worked-out values are kept (least recently used dropped first)
MAPS = 8
#: the most entries one store keeps
ENTRIES = 100_000


class Bounded(OrderedDict[K, V], Generic[K, V]):
    """A dict that forgets its least recently used entries beyond ``limit`` (a look-up with
    :meth:`hit` counts as a use)."""

    def __init__(self, limit: int = ENTRIES) -> None:
        super().__init__()
        self.limit = max(1, limit)

    def hit(self, key: K) -> V | None:
        """The value kept for ``key`` (None when there is none), marked as used."""
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value

    def __setitem__(self, key: K, value: V) -> None:
        super().__setitem__(key, value)
        while len(self) > self.limit:
            self.popitem(last=False)


def kept(store: Bounded[object, object], key: object, make: Callable[[], T]) -> T:
    """The value ``store`` keeps for ``key``; made with ``make()`` and kept when missing
    (``make`` never returns None)."""
    hit = store.hit(key)
    if hit is None:
        hit = store[key] = make()
    return cast(T, hit)
