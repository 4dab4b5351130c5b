"""Properties on random small boards (square and hex): plans are legal step by step and cost
exactly networkx's fewest MP, never end on a figure, are deterministic, and the engine never
raises on a valid board (board-format.md sections 7-9)."""

from __future__ import annotations

import itertools
import json
import os
from typing import Any

import networkx as nx
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_ai import plan_group
from tabletop_ai.board import Board, BoardError, board_from_json
from tabletop_ai.engine.situation import Situation
from tabletop_ai.geometry import Cell, HexGrid, TurnedCell
from tabletop_ai.rulesets import ruleset_for
from tests.helpers import step_graph

LAYOUTS = [("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q"), ("flat", "even-q")]
FREE = ".~^x"  # cells any figure may stand on (impassable: validation allows it)
INSTRUCTIONS = [
    "move_toward",
    "move_to_engage",
    "move_to_reposition",
    "move_to_attack",
    "attack",
    "retreat",
]


@st.composite
def boards(draw: st.DrawFn, hex_only: bool | None = None) -> Board:
    kind = (
        draw(st.sampled_from(["square", "hex"]))
        if hex_only is None
        else ("hex" if hex_only else "square")
    )
    w = draw(st.integers(3, 7))
    h = draw(st.integers(2, 6))
    grid: dict[str, Any] = {"type": kind, "width": w, "height": h}
    if kind == "hex":
        orientation, offset = draw(st.sampled_from(LAYOUTS))
        grid.update(orientation=orientation, offset=offset)
    rows = [
        "".join(draw(st.lists(st.sampled_from("......~~#x^-"), min_size=w, max_size=w)))
        for _ in range(h)
    ]
    probe = board_from_json(
        {"format": "tabletop-ai/board", "version": 1, "grid": grid}, "probe.board.json"
    )
    pairs = sorted(
        {(a, b) for a in probe.grid.cells() for b in probe.grid.neighbors(a, False) if a < b}
    )
    chosen = draw(st.lists(st.sampled_from(pairs), max_size=6, unique=True)) if pairs else []
    walls, doors, edges = [], [], []
    for i, (a, b) in enumerate(chosen):
        pair = [list(a), list(b)]
        what = draw(st.sampled_from(["wall", "wall", "door", "blocking", "impassable"]))
        if what == "wall":
            walls.append(pair)
        elif what == "door":
            doors.append({"id": f"d{i}", "between": pair, "open": draw(st.booleans())})
        else:
            edges.append({"between": pair, "kind": what})
    free = [(x, y) for y in range(h) for x in range(w) if rows[y][x] in FREE]
    used: set[tuple[int, int]] = set()
    figures: list[dict[str, Any]] = []

    def place(size: tuple[int, int]) -> tuple[int, int] | None:
        options = [
            c
            for c in free
            if all(
                (c[0] + dx, c[1] + dy) in free and (c[0] + dx, c[1] + dy) not in used
                for dx in range(size[0])
                for dy in range(size[1])
            )
        ]
        if not options:
            return None
        c = draw(st.sampled_from(options))
        for dx in range(size[0]):
            for dy in range(size[1]):
                used.add((c[0] + dx, c[1] + dy))
        return c

    n_ai = draw(st.integers(1, 3))
    n_player = draw(st.integers(0, 3))
    for i in range(n_ai + n_player):
        side = "ai" if i < n_ai else "player"
        size = (1, 1)
        if kind == "square" and draw(st.integers(0, 5)) == 0:
            size = draw(st.sampled_from([(2, 2), (1, 2), (2, 1)]))
        at = place(size)
        if at is None:
            continue
        fig: dict[str, Any] = {
            "id": f"{side}{i}",
            "side": side,
            "at": list(at),
            "size": list(size),
            "speed": draw(st.integers(0, 5)),
            "attack": draw(st.sampled_from(["melee", "reach", "ranged"])),
            "max_health": 9,
            "health": draw(st.integers(0 if side == "player" else 1, 9)),
            "wounded": draw(st.booleans()) if side == "player" else False,
            "accuracy": draw(st.integers(0, 2)),
            "keywords": draw(st.sampled_from([[], [], ["mobile"], ["massive"]])),
        }
        figures.append(fig)
    ai_ids = [f["id"] for f in figures if f["side"] == "ai"]
    player_ids = [f["id"] for f in figures if f["side"] == "player"]
    points: list[dict[str, Any]] = []
    if draw(st.booleans()):
        points.append(
            {
                "id": "fort",
                "kind": draw(st.sampled_from(["stronghold", "outpost"])),
                "side": draw(st.sampled_from(["ai", "player"])),
                "at": list(draw(st.sampled_from(sorted(probe.grid.cells())))),
            }
        )
    if draw(st.booleans()):
        points.append(
            {
                "id": "r1",
                "kind": "reposition",
                "at": list(draw(st.sampled_from(sorted(probe.grid.cells())))),
            }
        )
    instructions = []
    for _ in range(draw(st.integers(1, 3))):
        ins: dict[str, Any] = {"type": draw(st.sampled_from(INSTRUCTIONS))}
        if draw(st.booleans()):
            ins["mp"] = draw(st.integers(0, 6))
        if player_ids and draw(st.booleans()):
            ins["target"] = draw(st.sampled_from(player_ids))
        if ins["type"] == "move_to_reposition":
            ins["distance"] = draw(st.integers(0, 4))
            if any(p["id"] == "r1" for p in points) and draw(st.booleans()):
                ins["point"] = "r1"
        instructions.append(ins)
    rules: dict[str, Any] = {
        "los_graze": draw(st.booleans()),
        "tie": draw(
            st.sampled_from(
                ["report", {"compass": "N"}, {"compass": "E"}, {"compass": "S"}, {"compass": "W"}]
            )
        ),
        "ranged_range": draw(st.sampled_from([None, None, 2, 4])),
    }
    if kind == "square" and draw(st.integers(0, 4)) == 0:
        rules["diagonals"] = "none"
    data = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": grid,
        "rows": rows,
        "walls": walls,
        "doors": doors,
        "edges": edges,
        "points": points,
        "figures": figures,
        "groups": [{"id": "g", "figures": ai_ids, "instructions": instructions}],
        "rules": rules,
    }
    try:
        return board_from_json(data, "random.board.json")
    except BoardError as exc:  # the strategy builds valid boards only
        raise AssertionError(f"strategy made an invalid board: {exc}") from exc


def _plan_json(b: Board) -> str:
    return json.dumps(plan_group(b, "g").to_json(), sort_keys=True)


def _with_rotations(graph: nx.Graph, turned_graph: nx.Graph, size: tuple[int, int]) -> nx.Graph:
    """The movement graph of a large figure that may rotate its base (IA rules reference:
    rotating costs 1 MP and keeps "at least half of the spaces it occupied before"), built
    independently of the planner: both orientations' steps, and an edge between two
    footprints of swapped sizes that share at least half the cells."""
    w, h = size
    turned = (h, w)
    g = nx.Graph()
    g.add_edges_from(graph.edges)
    g.add_nodes_from(graph.nodes)
    t = {c: TurnedCell(c.x, c.y, turned) for c in turned_graph.nodes}
    g.add_nodes_from(t.values())
    g.add_edges_from((t[u], t[v]) for u, v in turned_graph.edges)

    def cells(c: Cell, s: tuple[int, int]) -> set[tuple[int, int]]:
        return {(c.x + dx, c.y + dy) for dx in range(s[0]) for dy in range(s[1])}

    for a in graph.nodes:
        for tc in t.values():
            if 2 * len(cells(a, size) & cells(tc, turned)) >= w * h:
                g.add_edge(a, tc)
    return g


def check_plan(b: Board) -> None:
    """Replay the plan on a working copy: every move is legal step by step, costs exactly
    networkx's fewest MP, starts where the figure stands and ends on a free cell."""
    plan = plan_group(b, "g")
    rs = ruleset_for(b)
    sit = Situation(b, rs)
    group = b.group("g")
    for fp in plan.figures:
        fig = sit.figure(fp.figure)
        assert fp.start == fig.at
        # one action per instruction; a figure a retreat destroyed takes no action after it
        assert len(fp.actions) <= len(group.instructions)
        if not fp.destroyed:
            assert len(fp.actions) == len(group.instructions)
        for action, ins in zip(fp.actions, group.instructions, strict=False):
            fig = sit.figure(fp.figure)  # as the moves replayed so far left it
            assert action.type == ins.type
            if action.path is None or action.skipped:
                continue
            through_hostile = action.type != "retreat"
            graph = step_graph(sit.topo, sit.mobility(fig), fig.size, fig.at)
            rotates = (
                fig.size[0] != fig.size[1]
                and rs.large_figures_rotate
                and not isinstance(b.grid, HexGrid)
            )
            if rotates:
                graph = _with_rotations(
                    graph,
                    step_graph(sit.topo, sit.mobility(fig), (fig.size[1], fig.size[0])),
                    fig.size,
                )
            path = action.path
            assert path[0] == fig.at and path[-1] == action.end

            def weight(
                u: Cell, v: Cell, _d: object, fig: Any = fig, through: bool = through_hostile
            ) -> int | None:
                new = [c for c in fig.cells(v) if c not in set(fig.cells(u))]
                if isinstance(u, TurnedCell) != isinstance(v, TurnedCell):
                    # a rotation: 1 MP, onto no other figure
                    return None if any(sit.occupant(c) not in (None, fig.id) for c in new) else 1
                return rs.step_cost(sit, fig, new, through)

            spent = 0
            for u, v in itertools.pairwise(path):
                assert graph.has_edge(u, v), f"{u}->{v} is not a legal step"
                cost = weight(u, v, None)
                assert cost is not None, f"{u}->{v} may not be entered"
                spent += cost
            assert spent == action.mp_spent
            if len(path) > 1:
                best = nx.dijkstra_path_length(graph, path[0], path[-1], weight=weight)
                assert best == spent, f"path costs {spent}, fewest is {best}"
            mp = ins.mp if ins.mp is not None else (1 if ins.type == "retreat" else fig.speed)
            assert spent <= mp
            if action.end != fig.at:
                assert sit.free_for(fig, action.end), f"{fig.id} ends on a figure"
            for alt in action.alternatives or []:
                if alt != fig.at:  # staying put is always a place to end
                    assert sit.free_for(fig, alt), f"{fig.id} may end on a figure"
            sit.move_figure(fig.id, action.end)  # type: ignore[arg-type]
        fig = sit.figure(fp.figure)
        assert (fp.end[0], fp.end[1]) == fig.at
        start_size = b.find_figure(fp.figure).size  # type: ignore[union-attr]
        assert (fp.end.turned if isinstance(fp.end, TurnedCell) else start_size) == fig.size
        if fp.destroyed:
            sit.remove_figure(fig.id)


#: more examples for a bug hunt: TABLETOP_AI_EXAMPLES=3000 pytest tests/engine/test_properties.py
EXAMPLES = int(os.environ.get("TABLETOP_AI_EXAMPLES", "120"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@SETTINGS
@given(boards())
def test_plans_are_legal_fewest_mp_and_end_on_free_cells(b: Board) -> None:
    check_plan(b)


@SETTINGS
@given(boards(hex_only=True))
def test_hex_plans_are_legal(b: Board) -> None:
    assert isinstance(b.grid, HexGrid)
    check_plan(b)


@settings(
    max_examples=max(EXAMPLES // 3, 10), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(boards())
def test_plans_are_deterministic(b: Board) -> None:
    first = _plan_json(b)
    assert _plan_json(b) == first
    assert _plan_json(b.copy()) == first
