"""networkx does the searching (the design card: "networkx handles movement pathfinding
(engage, reposition, line of sight, retreat hexes)"): planning each bundled board's groups
calls networkx's breadth-first and Dijkstra searches, counted by wrapping them, and no module
of the app carries a priority queue or a queue of its own to search with."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from tabletop_ai.board import load_board
from tabletop_ai.resources import bundled_map
from tabletop_ai.rulesets import plan_group

SRC = Path(__file__).resolve().parents[2] / "src" / "tabletop_ai"
#: the networkx searches the kernel runs
SEARCHES = (
    "bfs_layers",
    "single_source_shortest_path_length",
    "single_source_dijkstra_path_length",
    "multi_source_dijkstra_path_length",
    "dijkstra_predecessor_and_distance",
)


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often each of :data:`SEARCHES` is called (each wraps the real one)."""
    seen: Counter[str] = Counter()

    def counted(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def search(*args: Any, **kwargs: Any) -> Any:
            seen[name] += 1
            return real(*args, **kwargs)

        return search

    for name in SEARCHES:
        monkeypatch.setattr(nx, name, counted(name, getattr(nx, name)))
    return seen


@pytest.mark.parametrize(
    ("board", "group", "searches"),
    [
        # counted spaces (target priority) and the moves of "move to attack"
        (
            "outpost-raid.board.json",
            "troopers",
            {"single_source_shortest_path_length", "dijkstra_predecessor_and_distance"},
        ),
        # a monster's moves
        ("frosthaven-ambush.board.json", None, {"dijkstra_predecessor_and_distance"}),
        # the retreat lists every fewest-MP route
        ("wargame-retreat.board.json", None, {"dijkstra_predecessor_and_distance"}),
        # the Emperor's walk to his destination
        ("battlecrest-duel.board.json", None, {"multi_source_dijkstra_path_length"}),
    ],
)
def test_a_plan_searches_with_networkx(
    calls: Counter[str], board: str, group: str | None, searches: set[str]
) -> None:
    path = bundled_map(board)
    assert path is not None
    b = load_board(path)
    for g in b.groups if group is None else [b.group(group)]:
        plan_group(b, g.id)
    ran = {name for name, n in calls.items() if n}
    assert searches <= ran, f"{board}: networkx searches run: {sorted(ran)}"


def test_the_count_sees_a_plan_without_searches(calls: Counter[str]) -> None:
    """The count above can fail: reading a board runs no search."""
    path = bundled_map("outpost-raid.board.json")
    assert path is not None
    load_board(path)
    assert sum(calls.values()) == 0


def test_no_module_searches_with_a_queue_of_its_own() -> None:
    """Searches are networkx's: no module of the app imports a priority queue (``heapq``)
    or a double-ended queue (``collections.deque``) to search with."""
    pattern = re.compile(r"^\s*(import heapq|from heapq |from collections import .*\bdeque\b)")
    found = [
        f"{p.relative_to(SRC)}:{i}"
        for p in sorted(SRC.rglob("*.py"))
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.match(line)
    ]
    assert found == []
