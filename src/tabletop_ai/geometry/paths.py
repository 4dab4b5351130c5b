"""The one shortest-path search every game uses, and its unit-cost special case.

:func:`search` is Dijkstra's algorithm over any graph given as a ``steps`` function, with
costs that are numbers or tuples compared lexicographically (Gloomhaven moves by
``(negative hexes entered, movement)``; Imperial Assault by MP). A step may pass cells on its
way (``via``: a slide over icy terrain), kept in the path. It visits nodes exactly as
networkx's ``single_source_dijkstra`` does (a heap of ``(cost, insertion count, node)``, a
node's path replaced only by a strictly cheaper one, neighbours in the order ``steps`` gives
them), so equally cheap paths come out the same as they did on the networkx graphs.

:class:`StepCount` (and :func:`count_steps`, its whole run) is the same search when every
step costs 1: a breadth-first search (the order in which Dijkstra settles unit-cost nodes),
for counted spaces and Gloomhaven range; it searches only as far as it is asked about.

Rules differences are parameters: the costs and legal steps (``steps``), which nodes may be
passed through (``expand``), how far to look (``limit``).
"""

from __future__ import annotations

import operator
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from heapq import heappop, heappush
from itertools import count
from typing import Any, Generic, TypeVar

N = TypeVar("N", bound=Hashable)
#: a cost: an int, or a tuple of ints compared lexicographically and added element-wise
C = TypeVar("C")

#: one step out of a node: (next node, its cost, the nodes passed on the way or None)
Step = tuple[N, C, "tuple[N, ...] | None"]


def add_tuples(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Element-wise sum of two cost tuples (the ``add`` of tuple costs)."""
    return tuple(map(operator.add, a, b))


@dataclass
class Paths(Generic[N, C]):
    """Least costs from the sources and one least-cost path to every node reached."""

    sources: tuple[N, ...]
    #: the least cost of every node reached, in the order the search settled them
    cost: dict[N, C] = field(default_factory=dict)
    #: the node each node was reached from and the nodes passed on that step (None: itself)
    parent: dict[N, tuple[N, tuple[N, ...] | None]] = field(default_factory=dict)

    def path(self, to: N) -> list[N]:
        """The nodes from a source to ``to``, both included (empty when not reached)."""
        if to not in self.cost:
            return []
        out: list[N] = []
        c = to
        parent = self.parent
        while c in parent:
            prev, via = parent[c]
            if via is None:
                out.append(c)
            else:
                out.extend(reversed(via))
            c = prev
        out.append(c)
        out.reverse()
        return out

    def all_paths(self) -> dict[N, list[N]]:
        """Every node's path (networkx's ``paths`` dictionary), built in one pass."""
        out: dict[N, list[N]] = {s: [s] for s in self.sources if s in self.cost}
        for node in self.cost:  # settled order: a node's parent is settled before it
            if node in out:
                continue
            prev, via = self.parent[node]
            out[node] = out[prev] + ([node] if via is None else list(via))
        return out


def search(
    sources: Iterable[N],
    steps: Callable[[N], Iterable[tuple[N, C | None, Any]]],
    zero: C,
    *,
    add: Callable[[C, C], C] = operator.add,
    limit: C | None = None,
    tie: Callable[[N], Any] | None = None,
) -> Paths[N, C]:
    """Dijkstra from ``sources`` (cost ``zero``) over ``steps(node)``: ``(next, cost, via)``
    triples, ``cost`` None for a step that may not be taken. Nodes costing more than
    ``limit`` are left out. Costs must not be negative. Equally cheap nodes are settled in
    the order they were first reached, or by ``tie(node)`` when given (a game that breaks
    ties by cell)."""
    out: Paths[N, C] = Paths(tuple(sources))
    dist = out.cost
    parent = out.parent
    seen: dict[N, C] = {}
    tick = count()
    heap: list[tuple[Any, ...]] = []

    def entry(d: C, node: N) -> tuple[Any, ...]:
        if tie is None:
            return (d, next(tick), node)
        return (d, tie(node), next(tick), node)

    for s in out.sources:
        seen[s] = zero
        heappush(heap, entry(zero, s))
    while heap:
        item = heappop(heap)
        d, v = item[0], item[-1]
        if v in dist:
            continue
        dist[v] = d
        for u, cost, via in steps(v):
            if cost is None:
                continue
            du = add(d, cost)
            if limit is not None and du > limit:  # type: ignore[operator]
                continue
            if u in dist:
                continue
            old = seen.get(u)
            if old is None or du < old:  # type: ignore[operator]
                seen[u] = du
                heappush(heap, entry(du, u))
                parent[u] = (v, via)
    return out


class StepCount(Mapping[N, int]):
    """Fewest unit steps from the nearest source, found breadth first *as far as asked*: a
    look-up of a node not reached yet carries the search on until it is reached or the
    search is over, so a question about nearby nodes never pays for the whole map.

    Over the neighbour lists ``neighbors`` (a mapping, or a list indexed by node number).
    Nodes in ``stop`` may be reached but not passed through (a blocking cell a Mobile figure
    may stand on); nodes in ``skip`` are never entered; sources are always passed through.
    ``limit``: no node farther than that many steps."""

    def __init__(
        self,
        sources: Iterable[N],
        neighbors: Mapping[N, Iterable[N]] | Sequence[Iterable[N]],
        limit: int | None = None,
        *,
        stop: AbstractSet[N] = frozenset(),
        skip: AbstractSet[N] = frozenset(),
    ) -> None:
        self._dist: dict[N, int] = {}
        self._queue: deque[N] = deque()
        for s in sources:
            if s not in self._dist:
                self._dist[s] = 0
                self._queue.append(s)
        self._neighbors = neighbors
        self._far = limit if limit is not None else -1
        self._stop, self._skip = stop, skip

    @classmethod
    def resume(
        cls,
        reached: dict[N, int],
        frontier: Iterable[N],
        neighbors: Mapping[N, Iterable[N]] | Sequence[Iterable[N]],
        limit: int | None = None,
        *,
        stop: AbstractSet[N] = frozenset(),
        skip: AbstractSet[N] = frozenset(),
    ) -> StepCount[N]:
        """The search carried on from where another left it: ``reached`` holds every node
        found so far with its steps, ``frontier`` the farthest of them, still to be passed
        through (a search that began as :class:`~tabletop_ai.geometry.bitsearch.BitSteps`)."""
        out: StepCount[N] = cls((), neighbors, limit, stop=stop, skip=skip)
        out._dist = reached
        out._queue.extend(frontier)
        return out

    def _run(self, until: N | None) -> None:
        """Search on until ``until`` is reached (None: to the end)."""
        dist, queue = self._dist, self._queue
        neighbors, far, stop, skip = self._neighbors, self._far, self._stop, self._skip
        pop, push = queue.popleft, queue.append
        while queue:
            c = pop()
            d = dist[c]
            if d == far or (d and c in stop):
                continue
            d += 1
            for n in neighbors[c]:  # type: ignore[call-overload]
                if n not in dist and n not in skip:
                    dist[n] = d
                    push(n)
            if until is not None and until in dist:
                return

    def get(self, node: N, default: Any = None) -> Any:
        d = self._dist.get(node)
        if d is None and self._queue:
            self._run(node)
            d = self._dist.get(node)
        return default if d is None else d

    def __getitem__(self, node: N) -> int:
        d = self.get(node)
        if d is None:
            raise KeyError(node)
        return int(d)

    def __contains__(self, node: object) -> bool:
        return self.get(node) is not None  # type: ignore[arg-type]

    def __iter__(self) -> Iterator[N]:
        self._run(None)
        return iter(self._dist)

    def __len__(self) -> int:
        self._run(None)
        return len(self._dist)

    def reached(self) -> dict[N, int]:
        """Every node and its steps (the whole search)."""
        self._run(None)
        return self._dist


def count_steps(
    sources: Iterable[N],
    neighbors: Mapping[N, Iterable[N]] | Sequence[Iterable[N]],
    limit: int | None = None,
    *,
    stop: AbstractSet[N] = frozenset(),
    skip: AbstractSet[N] = frozenset(),
) -> dict[N, int]:
    """The whole :class:`StepCount` search: fewest unit steps from the nearest source to
    every node reached (breadth first)."""
    return StepCount(sources, neighbors, limit, stop=stop, skip=skip).reached()
