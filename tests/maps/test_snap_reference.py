"""Snapping lines onto cell edges gives what the plain definition gives, and works along the
walls: an edge lies on a piece when both its ends are within ``TOLERANCE`` of it and it spans
more than half the tolerance of it (maps/snap.py). The reference below tries every edge of
every cell the piece passes (sampled) and of their neighbours; the importer tries only the
grid vertices near the piece. Both must find the same edges, the same coverage, the same
off-grid pieces and crossed cells, on random lines and on a big generated Universal VTT
file, where the work is counted (calls of the shared tests), not timed."""

from __future__ import annotations

import itertools
import json
import math
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, SquareGrid, edge
from tabletop_ai.maps import snap, uvtt
from tabletop_ai.maps.snap import (
    COVERED,
    TOLERANCE,
    Point,
    Snapped,
    cell_at,
    clip,
    edge_neighbours,
    snap_piece,
    snap_polyline,
)


def _reference_piece(grid: Grid, s0: Point, s1: Point) -> tuple[list[tuple[Cell, Cell]], bool]:
    """Every edge of the cells within a step of the piece's samples, tested end by end."""
    length = math.hypot(s1[0] - s0[0], s1[1] - s0[1])
    if length < 1e-9:
        return [], True
    near: set[Cell] = set()
    for p in snap._samples(s0, s1):
        c = cell_at(grid, p)
        near.add(c)
        near.update(edge_neighbours(grid, c))
    found: dict[Edge, tuple[float, float]] = {}
    for c in near:
        for n in edge_neighbours(grid, c):
            p0, p1 = snap._edge_points(grid, c, n)
            t0 = snap._on_segment(p0, s0, s1, TOLERANCE)
            t1 = snap._on_segment(p1, s0, s1, TOLERANCE)
            if t0 is not None and t1 is not None and abs(t1 - t0) * length > 0.5 * TOLERANCE:
                found[edge(c, n)] = (min(t0, t1), max(t0, t1))
    covered, end = 0.0, -math.inf
    for a, b in sorted(found.values()):  # the union of the spans
        covered += max(0.0, b - max(a, end))
        end = max(end, b)
    return [(e.a, e.b) for e in found], covered >= COVERED


def _reference_polyline(grid: Grid, points: Sequence[Point], closed: bool = False) -> Snapped:
    out = Snapped()
    pts = list(points) + ([points[0]] if closed and len(points) > 2 else [])
    done: set[tuple[Point, Point]] = set()
    for a0, a1 in itertools.pairwise(pts):
        piece = (a0, a1) if a0 <= a1 else (a1, a0)
        cut = None if piece in done else clip(a0, a1, snap._bounds(grid))
        done.add(piece)
        if cut is None:
            continue
        pairs, covered = _reference_piece(grid, *cut)
        if not covered:
            out.off_grid.append((a0, a1))
            for p in snap._samples(*cut, 0.1):
                c = cell_at(grid, p)
                if grid.contains(c) and c not in out.crossed:
                    out.crossed.append(c)
            continue
        for a, b in pairs:
            if grid.contains(a) and grid.contains(b) and edge(a, b) not in out.edges:
                out.edges.append(edge(a, b))
    return out


def _point(rnd: random.Random, w: int, h: int) -> Point:
    """A grid vertex, one just inside or outside the tolerance of it, or anywhere."""
    if rnd.random() < 0.6:
        near = rnd.choice(
            [0.0, 0.0, rnd.uniform(-0.2, 0.2), rnd.choice([-1, 1]) * rnd.uniform(0.14, 0.16)]
        )
        return rnd.randint(-2, w + 2) + near, rnd.randint(-2, h + 2) + rnd.uniform(-0.16, 0.16)
    return rnd.uniform(-3, w + 3), rnd.uniform(-3, h + 3)


def _piece(rnd: random.Random, w: int, h: int) -> tuple[Point, Point]:
    """Mostly pieces along a grid line or slightly tilted off one, either way up; some short,
    some near 45 degrees (where the search swaps its axes), some anywhere."""
    a = _point(rnd, w, h)
    kind = rnd.randrange(5)
    tilt = rnd.choice([0.0, 0.0, rnd.uniform(-0.35, 0.35)])
    if kind == 0:
        return a, (a[0] + rnd.uniform(-7, 7), a[1] + tilt)
    if kind == 1:
        return a, (a[0] + tilt, a[1] + rnd.uniform(-7, 7))
    if kind == 2:
        return a, (a[0] + rnd.uniform(-1.3, 1.3), a[1] + rnd.uniform(-1.3, 1.3))
    if kind == 3:
        d = rnd.uniform(-5, 5)
        return a, (a[0] + d, a[1] + d * rnd.uniform(0.95, 1.05) * rnd.choice([-1, 1]))
    return a, _point(rnd, w, h)


def _grid(rnd: random.Random, hexes: bool) -> Grid:
    w, h = rnd.randint(1, 12), rnd.randint(1, 12)
    if hexes:
        return HexGrid(w, h, rnd.choice(["pointy", "flat"]), rnd.choice(["odd-r", "even-q"]))
    return SquareGrid(w, h)


@pytest.mark.parametrize("hexes", [False, True])
def test_each_piece_finds_the_edges_of_the_definition(hexes: bool) -> None:
    rnd = random.Random(20261128 + hexes)
    for _ in range(1500 if hexes else 6000):
        g = _grid(rnd, hexes)
        w, h = (g.width, g.height)
        s0, s1 = _piece(rnd, w, h)
        pairs, covered = snap_piece(g, s0, s1)
        want, want_covered = _reference_piece(g, s0, s1)
        assert (sorted(pairs), covered) == (sorted(want), want_covered), (g, s0, s1)
        assert len(pairs) == len(set(pairs))


def test_the_edges_come_in_order_along_the_piece() -> None:
    g = SquareGrid(8, 8)
    pairs, covered = snap_piece(g, (6.0, 3.02), (1.0, 2.98))
    assert covered
    assert pairs == [(Cell(x, 2), Cell(x, 3)) for x in (5, 4, 3, 2, 1)]


@pytest.mark.parametrize("hexes", [False, True])
def test_each_line_snaps_as_the_definition_says(hexes: bool) -> None:
    """Edges (as a set: the reference lists them in no particular order), off-grid pieces
    and the crossed cells (in the order first crossed) of random polylines."""
    rnd = random.Random(1128 + hexes)
    for _ in range(300 if hexes else 1500):
        g = _grid(rnd, hexes)
        first = _piece(rnd, g.width, g.height)
        pts = [*first, *(_point(rnd, g.width, g.height) for _ in range(rnd.randint(0, 3)))]
        closed = rnd.random() < 0.3
        got, want = snap_polyline(g, pts, closed), _reference_polyline(g, pts, closed)
        assert sorted(got.edges) == sorted(want.edges), (g, pts, closed)
        assert (got.off_grid, got.crossed) == (want.off_grid, want.crossed), (g, pts, closed)


def _big_uvtt(path: Path, size: int, seed: int = 7) -> int:
    """A Universal VTT map like a Dungeondraft export, ``size`` cells square: rooms on the
    grid lines, round cave walls of many short pieces, pillars, doors and lights, each in
    proportion to the map's area. Returns the number of points."""
    rnd = random.Random(seed)
    n = size * size // 100
    lines: list[list[Point]] = []
    for _ in range(n):
        x, y = rnd.randint(0, size - 8), rnd.randint(0, size - 8)
        w, h = rnd.randint(2, 7), rnd.randint(2, 7)
        lines.append([(x, y), (x + w, y), (x + w, y + h), (x, y + h), (x, y)])
    for _ in range(n // 2):
        cx, cy, r = rnd.uniform(4, size - 4), rnd.uniform(4, size - 4), rnd.uniform(1.5, 6)
        k = rnd.randint(60, 160)
        lines.append(
            [
                (
                    cx + r * (1 + 0.2 * math.sin(5 * a)) * math.cos(a),
                    cy + r * (1 + 0.2 * math.sin(5 * a)) * math.sin(a),
                )
                for a in (2 * math.pi * i / k for i in range(k + 1))
            ]
        )
    for _ in range(n):
        x, y = rnd.randint(1, size - 2), rnd.randint(1, size - 2)
        lines.append([(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1), (x, y)])
    doors = [(rnd.randint(1, size - 2), rnd.randint(1, size - 2)) for _ in range(n // 2)]
    data: dict[str, Any] = {
        "format": 0.3,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": size, "y": size},
            "pixels_per_grid": 50,
        },
        "line_of_sight": [[{"x": x, "y": y} for x, y in line] for line in lines],
        "portals": [
            {"bounds": [{"x": x, "y": y}, {"x": x + 1, "y": y}], "closed": True} for x, y in doors
        ],
        "lights": [
            {"position": {"x": rnd.uniform(0, size), "y": rnd.uniform(0, size)}}
            for _ in range(n // 4)
        ],
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    return sum(len(line) for line in lines)


def _counted(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[int]:
    """Count the calls of ``module.name`` (a one-item list, so the caller sees it grow)."""
    calls = [0]
    real: Callable[..., Any] = getattr(module, name)

    def counting(*args: Any) -> Any:
        calls[0] += 1
        return real(*args)

    monkeypatch.setattr(module, name, counting)
    return calls


def test_a_big_import_is_the_reference_import_for_far_less_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same board as with the reference snap, for a small share of its edge tests."""
    path = tmp_path / "big.dd2vtt"
    assert _big_uvtt(path, 80) > 3000
    tests = _counted(monkeypatch, snap, "_on_segment")
    got = uvtt.read_uvtt(path, mark_crossed=True)
    fast = tests[0]
    tests[0] = 0
    with monkeypatch.context() as m:
        m.setattr(snap, "snap_piece", _reference_piece)
        want = uvtt.read_uvtt(path, mark_crossed=True)
    assert len(got.board.walls) > 500 and got.off_grid > 10
    assert sorted(got.board.walls) == sorted(want.board.walls)
    assert got.board.terrain == want.board.terrain and got.notes == want.notes
    assert [d.between for d in got.board.doors] == [d.between for d in want.board.doors]
    assert fast * 10 < tests[0], (fast, tests[0])


def test_the_work_of_an_import_grows_with_its_walls_not_their_square(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Four times the map with four times the walls, pillars, doors and lights: about four
    times the edge tests and point-in-shape tests, where trying every point of every line
    against each closed line made it sixteen."""
    small, large = tmp_path / "small.dd2vtt", tmp_path / "large.dd2vtt"
    points = _big_uvtt(small, 50), _big_uvtt(large, 100)
    assert 3.5 < points[1] / points[0] < 4.5
    edge_tests = _counted(monkeypatch, snap, "_on_segment")
    inside_tests = _counted(monkeypatch, uvtt, "_inside")
    work = []
    for path in (small, large):
        edge_tests[0] = inside_tests[0] = 0
        uvtt.read_uvtt(path, mark_crossed=True)
        work.append((edge_tests[0], inside_tests[0]))
    (e_small, i_small), (e_large, i_large) = work
    assert e_large < 5 * e_small and i_large < 7 * i_small, work
    # a handful of edge tests per point, where the reference made dozens
    assert e_large < 12 * points[1], (e_large, points[1])
