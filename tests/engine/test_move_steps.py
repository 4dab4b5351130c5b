"""The small-figure movement window read from bit masks (issue 12: ``Topology.move_steps``,
``StepLinks`` and ``movement._window_reach``) equals the plain definition, on seeded random
square maps: the same cells as :meth:`Topology.move_links` (which builds every list of the
window cell by cell from the spec 7 step rule) in the same order, each with the same
neighbours in the same order; and a reach over it settles the same cells in the same order
with the same costs and paths as the kernel's search over ``move_links``."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from tabletop_ai.board import board_from_json
from tabletop_ai.board.model import Figure
from tabletop_ai.engine.movement import _window_reach
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.topology import StepLinks, Topology
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.paths import Paths, search
from tabletop_ai.rulesets import ruleset_for
from tests.engine.plan_snapshot import random_board

MOBILITIES = ("normal", "mobile", "massive")


def plain_reach(
    sit: Situation,
    fig: Figure,
    links: Mapping[Cell, list[Cell]],
    mp: int,
    through: bool,
    price: Any = None,
) -> Paths[Cell, int]:
    """The kernel's :func:`~tabletop_ai.geometry.paths.search` over ``move_links`` from the
    figure's cell, each step priced by the rule set's ``step_cost`` for the cell entered
    (or by ``price``, of the same signature): the plain definition the fast reaches are
    held to."""
    price = sit.rules.step_cost if price is None else price

    def steps(u: Cell) -> list[tuple[Cell, int | None, None]]:
        return [(v, price(sit, fig, [v], through), None) for v in links[u]]

    return search([fig.at], steps, 0, limit=mp)


def assert_same_search(got: Paths[Cell, int] | None, want: Paths[Cell, int], tag: object) -> None:
    """The same cells settled in the same order with the same costs, the same parents."""
    assert got is not None
    assert list(got.cost.items()) == list(want.cost.items()), tag
    assert got.parent == want.parent, tag


def _square_board(seed: int) -> dict[str, Any]:
    """A square board: walls, doors, blocking and impassable edges and every terrain kind
    (``random_board``'s square boards; a hex draw is redrawn), diagonals on or off."""
    k = 0
    while True:
        data = random_board(seed * 7919 + k)
        if data["grid"]["type"] == "square":
            break
        k += 1
    if random.Random(seed).random() < 0.25:
        data.setdefault("rules", {})["diagonals"] = "none"
    return data


@pytest.mark.parametrize("seed", range(60))
def test_step_windows_equal_move_links(seed: int) -> None:
    board = board_from_json(_square_board(seed), "random.board.json")
    topo = Topology(board)
    rnd = random.Random(seed)
    compared = 0
    for mobility in MOBILITIES:
        for _ in range(12):
            start = Cell(rnd.randrange(board.grid.width), rnd.randrange(board.grid.height))
            r = rnd.randint(0, 8)
            plain = topo.move_links(mobility, (1, 1), start, r)
            fast = topo.move_steps(mobility, (1, 1), start, r)
            if not topo.enterable(start, mobility):
                assert fast is plain  # standing where it may not: the plain window
                continue
            assert isinstance(fast, StepLinks)
            assert list(fast) == list(plain), (mobility, start, r)
            assert len(fast) == len(plain)
            for c in plain:
                assert c in fast
                assert fast[c] == plain[c], (mobility, start, r, c)
            # cells outside the window or that may not be stood on are not in it
            for x in range(-1, board.grid.width + 1):
                for y in range(-1, board.grid.height + 1):
                    assert (Cell(x, y) in fast) == (Cell(x, y) in plain)
            compared += 1
    assert compared > 0


@pytest.mark.parametrize("seed", range(40))
def test_window_reach_settles_as_the_general_search(seed: int) -> None:
    board = board_from_json(_square_board(seed), "random.board.json")
    sit = Situation(board, ruleset_for(board))
    rnd = random.Random(seed)
    compared = 0
    for fig in board.figures:
        for _ in range(3):
            mp = rnd.randint(0, 7)
            through = rnd.random() < 0.7
            mobility = sit.mobility(fig)
            links = sit.topo.move_links(mobility, fig.size, fig.at, mp)
            win = sit.topo.move_steps(mobility, fig.size, fig.at, mp)
            if not isinstance(win, StepLinks):
                continue

            assert_same_search(
                _window_reach(sit, fig, mp, fig.at, win, through),
                plain_reach(sit, fig, links, mp, through),
                (fig.id, mp),
            )
            compared += 1
    assert compared > 0


@pytest.mark.parametrize("seed", range(10))
def test_window_reach_keeps_to_the_window_with_free_steps(seed: int) -> None:
    """With steps of 0 MP (a rule set may price a cell at nothing) a search could run on
    past the window of ``mp`` cells round the start; the window's cells are all the plain
    search sees, so the fast one keeps to them too."""
    board = board_from_json(_square_board(seed), "random.board.json")
    rules = ruleset_for(board)

    def free_open(
        sit: Situation, fig: Figure, new_cells: Any, through_hostile: bool = True
    ) -> int | None:
        base = type(rules).step_cost(rules, sit, fig, new_cells, through_hostile)
        return 0 if base == 1 else base  # open ground costs nothing

    rules.step_cost = free_open  # type: ignore[method-assign]
    sit = Situation(board, rules)
    compared = 0
    for fig in board.figures:
        mp = 1 + seed % 3
        mobility = sit.mobility(fig)
        links = sit.topo.move_links(mobility, fig.size, fig.at, mp)
        win = sit.topo.move_steps(mobility, fig.size, fig.at, mp)
        if not isinstance(win, StepLinks):
            continue

        assert_same_search(
            _window_reach(sit, fig, mp, fig.at, win, True),
            plain_reach(sit, fig, links, mp, True, free_open),
            (fig.id, mp),
        )
        compared += 1
    assert compared > 0


@pytest.mark.parametrize("seed", range(20))
def test_step_masks_with_edges_to_off_the_map(seed: int) -> None:
    """Walls, doors and edges on the map's rim (to a cell off it) cut no step: the bit
    masks (counting: ``_bit_moves``, read by ``_near_cells``; movement: ``StepLinks``) equal
    the cell-by-cell lists (``_counting_index``, ``move_links``) with such edges about."""
    from tabletop_ai.board.model import Door, EdgeFeature
    from tabletop_ai.geometry.cells import edge

    board = board_from_json(_square_board(seed), "random.board.json")
    rnd = random.Random(seed)
    w, h = board.grid.width, board.grid.height
    rim = [edge((-1, y), (0, y)) for y in range(h)] + [edge((w - 1, y), (w, y)) for y in range(h)]
    rim += [edge((x, -1), (x, 0)) for x in range(w)] + [edge((x, h - 1), (x, h)) for x in range(w)]
    # and edges wholly off the map, along its rim
    rim += [edge((x, -1), (x + 1, -1)) for x in range(-1, w)]
    rim += [edge((x, h), (x + 1, h)) for x in range(-1, w)]
    rim += [edge((-1, y), (-1, y + 1)) for y in range(-1, h)]
    rim += [edge((w, y), (w, y + 1)) for y in range(-1, h)]
    for e in rnd.sample(rim, len(rim) // 2):
        what = rnd.choice(["wall", "door", "blocking", "impassable"])
        if what == "wall":
            board.walls.append(e)
        elif what == "door":
            board.doors.append(Door(between=e))
        else:
            board.edges.append(EdgeFeature(between=e, kind=what))
    topo = Topology(board)
    iadj, _ = topo._counting_index()
    for i in range(w * h):
        if topo.kind(Cell(i % w, i // w)) != "void":
            assert sorted(topo._near_cells(i)) == sorted(iadj[i]), i
    for mobility in MOBILITIES:
        for _ in range(6):
            start = Cell(rnd.randrange(w), rnd.randrange(h))
            r = rnd.randint(1, 8)
            fast = topo.move_steps(mobility, (1, 1), start, r)
            if isinstance(fast, StepLinks):
                plain = topo.move_links(mobility, (1, 1), start, r)
                assert list(fast) == list(plain)
                assert all(fast[c] == plain[c] for c in plain)
