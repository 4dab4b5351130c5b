"""The kernel's one cache policy (``engine/cache.py``): a store forgets its least recently
used entries beyond its limit; the map's worked-out values live with its topology, and at
most ``MAPS`` maps are kept."""

from __future__ import annotations

from tabletop_ai.board import Board
from tabletop_ai.engine.cache import MAPS, Bounded, kept
from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell, SquareGrid


def test_a_store_forgets_the_least_recently_used_beyond_its_limit() -> None:
    store: Bounded[str, int] = Bounded(3)
    for i, k in enumerate("abc"):
        store[k] = i
    assert store.hit("a") == 0  # a look-up counts as a use: "b" is now the oldest
    store["d"] = 3
    assert list(store) == ["c", "a", "d"]
    assert store.hit("b") is None
    assert len(store) == 3


def test_kept_makes_a_value_once() -> None:
    store: Bounded[object, object] = Bounded(2)
    made: list[int] = []

    def make() -> list[int]:
        made.append(1)
        return [len(made)]

    first = kept(store, "k", make)
    assert kept(store, "k", make) is first
    assert made == [1]


def _board(n: int) -> Board:
    return Board(grid=SquareGrid(3 + n, 3), terrain={Cell(0, 0): "blocking"})


def test_at_most_maps_topologies_are_kept() -> None:
    boards = [_board(n) for n in range(MAPS + 1)]
    topos = [topology_for(b) for b in boards]
    # the last MAPS maps are kept: asked again, the same topology (and its graphs)
    assert all(topology_for(b) is t for b, t in zip(boards[1:], topos[1:], strict=True))
    # the first was dropped when the ninth came: it is built anew
    assert topology_for(boards[0]) is not topos[0]


def test_a_map_keeps_its_graph_while_figures_move() -> None:
    board = _board(0)
    g = topology_for(board).graph()
    board.terrain[Cell(1, 1)] = "difficult"  # the map changed: a new topology and graph
    assert topology_for(board).graph() is not g
    del board.terrain[Cell(1, 1)]
    assert topology_for(board).graph() is g
