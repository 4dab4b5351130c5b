"""The quick sight shortcuts answer exactly as the triangle-by-triangle test of spec 7.

``SquareSight._walls_hide`` passes over a corner when walls on one grid line cover the whole
cross-section of the hull of the corner and the target: it may say "hidden" only when every
triangle from that corner to an edge of the target fails condition 2 by the plain definition
(``segment_blocks`` for every wall). And ``SquareSight.sight`` with the shortcuts gives the
same answer and the same clear triangle as without them, on many seeded random maps (with
and without ``los_graze``, small and large targets, figures in the way); footprints whose
boxes are too far apart for adjacency skip the adjacency test, and every adjacent pair is
still found."""

from __future__ import annotations

import random
from typing import Any

from tabletop_ai.board import board_from_json
from tabletop_ai.engine.sight import SquareSight, segment_blocks, triangle_meets_open_cell
from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell
from tests.engine.test_sight_exact import wall_segment


def _random_map(rnd: random.Random, w: int, h: int) -> dict[str, Any]:
    rows = ["".join(rnd.choice("......#~x") for _ in range(w)) for _ in range(h)]
    walls = set()
    # rooms-like wall lines with gaps, plus loose wall pieces: lines that cover a hull's
    # cross-section (the shortcut says yes) and lines that leave gaps (it must say no)
    for _ in range(rnd.randint(0, 3)):
        if rnd.random() < 0.5:
            x = rnd.randint(1, w - 1)
            for y in range(h):
                if rnd.random() < 0.8:
                    walls.add(((x - 1, y), (x, y)))
        else:
            y = rnd.randint(1, h - 1)
            for x in range(w):
                if rnd.random() < 0.8:
                    walls.add(((x, y - 1), (x, y)))
    for _ in range(rnd.randint(0, w * h // 4)):
        x, y = rnd.randrange(w - 1), rnd.randrange(h - 1)
        walls.add(((x, y), (x + 1, y)) if rnd.random() < 0.5 else ((x, y), (x, y + 1)))
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": w, "height": h},
        "rows": rows,
        "walls": [[list(a), list(b)] for a, b in sorted(walls)],
        "rules": {"los_graze": rnd.random() < 0.7},
    }


def _open_cells(rnd: random.Random, data: dict[str, Any]) -> list[tuple[int, int]]:
    """The open cells of a :func:`_random_map`, shuffled: where its figures may stand."""
    free = [(x, y) for y, row in enumerate(data["rows"]) for x, k in enumerate(row) if k == "."]
    rnd.shuffle(free)
    return free


def _prepared(
    data: dict[str, Any],
) -> tuple[bool, SquareSight, list[tuple[tuple[int, int], tuple[int, int]]]]:
    """The map's ``los_graze``, its corner-to-corner rule and its sight edges as lattice
    segments (for the plain ``segment_blocks``)."""
    board = board_from_json(data, "map.board.json")
    topo = topology_for(board)
    graze = board.rules.los_graze
    return graze, SquareSight(topo, graze), [wall_segment(e.a, e.b) for e in topo.sight_edges]


def _footprint(rnd: random.Random, w: int, h: int) -> list[Cell]:
    fw, fh = (1, 1) if rnd.random() < 0.7 else (rnd.randint(1, 2), rnd.randint(1, 2))
    x, y = rnd.randrange(w - fw + 1), rnd.randrange(h - fh + 1)
    return [Cell(x + i, y + j) for j in range(fh) for i in range(fw)]


def test_walls_hide_only_corners_whose_every_triangle_a_wall_blocks() -> None:
    rnd = random.Random(12)
    hidden = shown = 0
    for _ in range(60):
        w, h = rnd.randint(6, 14), rnd.randint(6, 14)
        graze, sight, walls = _prepared(_random_map(rnd, w, h))
        for _ in range(40):
            target = _footprint(rnd, w, h)
            box = (
                min(t[0] for t in target),
                max(t[0] for t in target) + 1,
                min(t[1] for t in target),
                max(t[1] for t in target) + 1,
            )
            c = (rnd.randint(0, w), rnd.randint(0, h))
            edges = [
                e
                for t in target
                for e in (
                    ((t[0], t[1]), (t[0] + 1, t[1])),
                    ((t[0] + 1, t[1]), (t[0] + 1, t[1] + 1)),
                    ((t[0] + 1, t[1] + 1), (t[0], t[1] + 1)),
                    ((t[0], t[1] + 1), (t[0], t[1])),
                )
            ]
            if sight._walls_hide(c, box):
                hidden += 1
                for p1, p2 in edges:
                    tri = (c, p1, p2)
                    if (p1[0] - c[0]) * (p2[1] - c[1]) - (p1[1] - c[1]) * (p2[0] - c[0]) == 0:
                        continue  # degenerate: never a sight triangle
                    assert any(segment_blocks(tri, s0, s1, graze) for s0, s1 in walls), (
                        c,
                        target,
                        tri,
                        graze,
                    )
            else:
                shown += 1
    # both answers occur: the check is not vacuous
    assert hidden > 200 and shown > 200, (hidden, shown)


def test_line_covers_as_its_definition() -> None:
    """``_line_covers`` (one line per end of the cross-section, covered runs) answers as its
    definition, written plainly with fractions: some line ``X = x`` strictly between the
    point and the box whose walls cover every unit from the floor of the least to the
    ceiling of the greatest of the four corner lines' heights there (units off the map
    covered when a ``limit`` is given)."""
    import math
    from fractions import Fraction

    from tabletop_ai.engine.sight import _line_covers, _runs

    rnd = random.Random(3)
    covered = 0
    for _ in range(20000):
        keys = sorted(rnd.sample(range(-2, 30), rnd.randint(0, 8)))
        walls = {k: set(rnd.sample(range(-3, 30), rnd.randint(0, 25))) for k in keys}
        x0, y0 = rnd.randint(0, 25), rnd.randint(0, 25)
        x1, y1 = x0 + rnd.randint(1, 3), y0 + rnd.randint(1, 3)
        cx, cy = rnd.randint(-2, 30), rnd.randint(-2, 30)
        limit = rnd.choice([None, 20, 26])
        want = False
        for x in keys:
            if not (cx < x < x0 or x1 < x < cx):
                continue
            ys = [
                cy + Fraction((qy - cy) * (x - cx), qx - cx) for qx in (x0, x1) for qy in (y0, y1)
            ]
            lo, hi = math.floor(min(ys)), math.ceil(max(ys))
            units = [k for k in range(lo, hi) if limit is None or 0 <= k < limit]
            if all(k in walls[x] for k in units):
                want = True
        got = _line_covers(
            cx, cy, x0, x1, y0, y1, keys, {k: _runs(v) for k, v in walls.items()}, limit
        )
        assert got == want, (cx, cy, x0, x1, y0, y1, keys, walls, limit)
        covered += got
    assert 2000 < covered < 18000, covered


def test_sight_with_shortcuts_answers_as_without() -> None:
    rnd = random.Random(34)
    compared = blocked = 0
    for _ in range(40):
        w, h = rnd.randint(6, 16), rnd.randint(6, 16)
        board = board_from_json(_random_map(rnd, w, h), "map.board.json")
        topo = topology_for(board)
        graze = board.rules.los_graze
        fast = SquareSight(topo, graze)
        plain = SquareSight(topo, graze)
        plain._walls_hide = lambda c, box: False  # type: ignore[method-assign]
        for _ in range(60):
            attacker = _footprint(rnd, w, h)
            target = _footprint(rnd, w, h)
            if set(attacker) & set(target):
                continue
            figures = [Cell(rnd.randrange(w), rnd.randrange(h)) for _ in range(rnd.randint(0, 3))]
            a, b = fast.sight(attacker, target, figures), plain.sight(attacker, target, figures)
            assert (a.clear, a.triangle, a.line) == (b.clear, b.triangle, b.line), (
                attacker,
                target,
                figures,
                graze,
            )
            # the footprints' boxes decide when the adjacency test runs: it must still
            # answer for every adjacent pair ("adjacent figures always have line of sight")
            assert (a.why == "adjacent figures always have line of sight") == (
                topo.areas_adjacent(attacker, target)
            ), (attacker, target)
            compared += 1
            blocked += not a.clear
    assert compared > 1500 and 300 < blocked < compared - 300, (compared, blocked)


def _corners(cells: list[Cell]) -> set[tuple[int, int]]:
    return {
        p
        for a in cells
        for p in ((a[0], a[1]), (a[0] + 1, a[1]), (a[0], a[1] + 1), (a[0] + 1, a[1] + 1))
    }


def test_hides_all_only_groups_whose_every_corner_is_hidden() -> None:
    """``SquareSight.hides_all`` (a whole set of places at once: the halved boxes' hulls)
    says "hidden" only when the walls block every triangle from every point, by the plain
    definition; clusters of cells as "move to attack" asks about (a figure's reach)."""
    rnd = random.Random(56)
    hidden = shown = 0
    for _ in range(50):
        w, h = rnd.randint(8, 18), rnd.randint(8, 18)
        graze, sight, walls = _prepared(_random_map(rnd, w, h))
        for _ in range(20):
            cx, cy, r = rnd.randrange(w), rnd.randrange(h), rnd.randint(0, 3)
            group = [
                Cell(x, y)
                for x in range(max(0, cx - r), min(w, cx + r + 1))
                for y in range(max(0, cy - r), min(h, cy + r + 1))
                if rnd.random() < 0.7
            ]
            target = _footprint(rnd, w, h)
            if not group or set(group) & set(target):
                continue
            points = _corners(group)
            if not sight.hides_all(points, target):
                shown += 1
                continue
            hidden += 1
            for c in points:
                for t in target:
                    for p1, p2 in (
                        ((t[0], t[1]), (t[0] + 1, t[1])),
                        ((t[0] + 1, t[1]), (t[0] + 1, t[1] + 1)),
                        ((t[0] + 1, t[1] + 1), (t[0], t[1] + 1)),
                        ((t[0], t[1] + 1), (t[0], t[1])),
                    ):
                        tri = (c, p1, p2)
                        if ((p1[0] - c[0]) * (p2[1] - c[1]) - (p1[1] - c[1]) * (p2[0] - c[0])) == 0:
                            continue
                        assert any(segment_blocks(tri, s0, s1, graze) for s0, s1 in walls), (
                            group,
                            target,
                            tri,
                            graze,
                        )
    assert hidden > 50 and shown > 100, (hidden, shown)


def _edges_of(target: list[Cell]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    return [
        e
        for t in target
        for e in (
            ((t[0], t[1]), (t[0] + 1, t[1])),
            ((t[0] + 1, t[1]), (t[0] + 1, t[1] + 1)),
            ((t[0] + 1, t[1] + 1), (t[0], t[1] + 1)),
            ((t[0], t[1] + 1), (t[0], t[1])),
        )
    ]


def test_obstacles_hide_only_corners_whose_every_triangle_an_obstacle_blocks() -> None:
    """``SquareSight._obstacles_hide`` (a grid line whose units are walls or lie along
    obstacle cells) says "hidden" only when every triangle from the corner to an edge of the
    target fails spec 7 condition 1 or 2 by the plain definitions: some wall blocks it
    (``segment_blocks``) or it meets the open interior of a blocking cell or of a cell off
    the map (``triangle_meets_open_cell``); the target's own cells are no obstacle. It also
    hides corners the walls alone do not (the check is not vacuous)."""
    rnd = random.Random(21)
    hidden = by_cells = shown = 0
    for _ in range(60):
        w, h = rnd.randint(6, 14), rnd.randint(6, 14)
        data = _random_map(rnd, w, h)
        graze, sight, walls = _prepared(data)
        blocking = [(x, y) for y in range(h) for x in range(w) if data["rows"][y][x] == "#"]
        for _ in range(40):
            target = _footprint(rnd, w, h)
            box = (
                min(t[0] for t in target),
                max(t[0] for t in target) + 1,
                min(t[1] for t in target),
                max(t[1] for t in target) + 1,
            )
            c = (rnd.randint(0, w), rnd.randint(0, h))
            if not sight._obstacles_hide(c, box):
                shown += 1
                continue
            hidden += 1
            by_cells += not sight._walls_hide(c, box)
            # cells off the map round the triangles' reach (one cell beyond every side)
            off = [
                (x, y)
                for x in range(-2, w + 2)
                for y in range(-2, h + 2)
                if not (0 <= x < w and 0 <= y < h)
            ]
            obstacles = [o for o in blocking + off if Cell(*o) not in target]
            for p1, p2 in _edges_of(target):
                tri = (c, p1, p2)
                if (p1[0] - c[0]) * (p2[1] - c[1]) - (p1[1] - c[1]) * (p2[0] - c[0]) == 0:
                    continue  # degenerate: never a sight triangle
                assert any(segment_blocks(tri, s0, s1, graze) for s0, s1 in walls) or any(
                    triangle_meets_open_cell(tri, o) for o in obstacles
                ), (c, target, tri, graze)
    assert hidden > 200 and by_cells > 100 and shown > 200, (hidden, by_cells, shown)


def test_hides_all_per_corner_is_exact() -> None:
    """``SquareSight.hides_all`` for one corner and one footprint holding it says "hidden"
    exactly when the plain definition finds no clear triangle from that corner (spec 7:
    every triangle to an open edge of the target fails condition 1, 2 or 3 for that
    footprint, tried with no memo and no shortcut), footprints on blocking terrain (a
    Mobile figure's: its cells are no obstacle to it) included; a footprint adjacent to the
    target (always in sight) is never hidden with all its corners."""
    rnd = random.Random(43)
    hidden = shown = on_blocking = 0
    for _ in range(60):
        w, h = rnd.randint(6, 14), rnd.randint(6, 14)
        data = _random_map(rnd, w, h)
        board = board_from_json(data, "map.board.json")
        topo = topology_for(board)
        fast = SquareSight(topo, board.rules.los_graze)
        plain = SquareSight(topo, board.rules.los_graze)
        for _ in range(60):
            fp = _footprint(rnd, w, h)
            target = _footprint(rnd, w, h)
            if set(fp) & set(target):
                continue
            a = rnd.choice(fp)
            c = rnd.choice([(a[0], a[1]), (a[0] + 1, a[1]), (a[0], a[1] + 1), (a[0] + 1, a[1] + 1)])
            own, tset = set(fp), set(target)
            if topo.areas_adjacent(fp, target):
                # adjacent figures always see each other: with all the footprint's corners
                # (one of them touches the target) never hidden
                corners = sorted(_corners(fp))
                assert not fast.hides_all(
                    corners, target, presorted=True, owners={p: [fp] for p in corners}
                ), (fp, target)
                continue
            sees = any(
                plain.triangle_clear(c, p1, p2, own, (), None, own | tset)
                for p1, p2 in plain._target_edges(tuple(target), tset)
            )
            got = fast.hides_all([c], target, presorted=True, owners={c: [fp]})
            assert got == (not sees), (c, fp, target, board.rules.los_graze)
            hidden += got
            shown += not got
            on_blocking += got and any(data["rows"][y][x] == "#" for x, y in fp)
    assert hidden > 500 and shown > 500 and on_blocking > 20, (hidden, shown, on_blocking)


def test_map_hides_is_exact() -> None:
    """``Situation.map_hides`` (``SquareSight.hides_all`` told each corner's footprints:
    wall lines for boxes of corners, then per corner wall lines, obstacle lines, closed
    quarters and the triangles themselves) says "hidden" exactly when no footprint among
    the places sees the target with no figure in the way by the plain triangle-by-triangle
    test, for small and large figures, Mobile ones on blocking terrain too; asked again
    (kept with the topology) it answers the same."""
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    rnd = random.Random(90)
    hidden = shown = 0
    for _ in range(70):
        w, h = rnd.randint(8, 16), rnd.randint(8, 16)
        data = _random_map(rnd, w, h)
        free = _open_cells(rnd, data)
        data["figures"] = [
            {
                "id": f"f{i}",
                "side": "ai" if i < 2 else "player",
                "at": list(free[i]),
                "attack": "ranged",
                "size": [1, 1] if rnd.random() < 0.6 else [rnd.randint(1, 2), rnd.randint(1, 2)],
            }
            for i in range(min(6, len(free)))
        ]
        try:
            board = board_from_json(data, "map.board.json")
        except Exception:  # a large figure over a wall or off the map: another map
            continue
        sit = Situation(board, ruleset_for(board))
        plain = SquareSight(sit.topo, board.rules.los_graze)
        plain._walls_hide = lambda c, box: False  # type: ignore[method-assign]
        for fig in board.figures[:2]:
            for target in board.figures[2:]:
                cx, cy, r = rnd.randrange(w), rnd.randrange(h), rnd.randint(0, 4)
                group = [
                    Cell(x, y)
                    for x in range(max(0, cx - r), min(w, cx + r + 1))
                    for y in range(max(0, cy - r), min(h, cy + r + 1))
                    if rnd.random() < 0.8
                ]
                group = [c for c in group if not set(fig.cells(c)) & set(target.cells())]
                if not group:
                    continue
                want = not any(plain.sight(fig.cells(c), target.cells(), []).clear for c in group)
                assert sit.map_hides(fig, target, group) == want, (fig.id, target.id, group)
                # the guard of the obstacle lines: some footprint on blocking terrain (a
                # Mobile figure) or off the map
                on_blocking = any(
                    not (0 <= c[0] < w and 0 <= c[1] < h) or data["rows"][c[1]][c[0]] == "#"
                    for at in group
                    for c in fig.cells(at)
                )
                assert sit._owned_corners(fig, tuple(group))[2] == on_blocking
                assert sit.map_hides(fig, target, group) == want
                hidden += want
                shown += not want
    assert hidden > 100 and shown > 100, (hidden, shown)


def test_a_small_figures_corners_and_their_footprints_as_listed_plainly() -> None:
    """``Situation._owned_corners`` for a one-cell figure (its corners listed from the
    cells, the footprints of a corner worked out when asked) gives what listing each
    footprint's cells' corners gives: the same sorted corners, the same footprints for
    each (as sets), the same "some footprint on blocking terrain or off the map"."""
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    rnd = random.Random(14)
    for _ in range(60):
        w, h = rnd.randint(4, 12), rnd.randint(4, 12)
        data = _random_map(rnd, w, h)
        data["figures"] = [{"id": "a", "side": "ai", "at": list(_open_cells(rnd, data)[0])}]
        board = board_from_json(data, "map.board.json")
        sit = Situation(board, ruleset_for(board))
        fig = board.figures[0]
        group = tuple(
            Cell(rnd.randint(-1, w), rnd.randint(-1, h)) for _ in range(rnd.randint(1, 30))
        )
        group = tuple(dict.fromkeys(group))
        points, owners, on_blocking = sit._owned_corners(fig, group)
        want: dict[tuple[int, int], list[tuple[Cell, ...]]] = {}
        for c in group:
            for p in _corners([c]):
                want.setdefault(p, []).append((c,))
        assert points == sorted(want)
        assert {p: sorted(tuple(fp) for fp in owners[p]) for p in points} == {
            p: sorted(fps) for p, fps in want.items()
        }
        assert sorted(owners) == sorted(want) and len(owners) == len(want)
        assert on_blocking == any(
            not (0 <= c[0] < w and 0 <= c[1] < h) or data["rows"][c[1]][c[0]] == "#" for c in group
        )


def test_attack_shortcuts_never_drop_a_cell_that_can_attack() -> None:
    """ "Move to attack" skips a target the map hides from every reachable cell
    (``RuleSet.attack_impossible``) and cells more grid steps away than the attack reaches
    (``RuleSet.attack_grid_limit``): on random maps, ``attack_check`` fails from every cell
    either of them passes over."""
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    rnd = random.Random(78)
    impossible = limited = 0
    for _ in range(80):
        w, h = rnd.randint(8, 16), rnd.randint(8, 16)
        data = _random_map(rnd, w, h)
        free = _open_cells(rnd, data)
        kinds = ["melee", "ranged", "reach"]
        data["figures"] = [
            {
                "id": f"f{i}",
                "side": "ai" if i < 3 else "player",
                "at": list(free[i]),
                "attack": kinds[i % 3],
            }
            for i in range(min(8, len(free)))
        ]
        board = board_from_json(data, "map.board.json")
        sit = Situation(board, ruleset_for(board))
        rules = sit.rules
        for fig in board.figures[:3]:
            for target in board.figures[3:]:
                group = [
                    Cell(x, y)
                    for x, y in free
                    if abs(x - fig.at[0]) <= 3 and abs(y - fig.at[1]) <= 3
                ]
                if rules.attack_impossible(sit, fig, target, group):
                    impossible += 1
                    assert not any(rules.attack_check(sit, fig, target, c).ok for c in group)
                limit = rules.attack_grid_limit(fig)
                if limit is None:
                    continue
                for c in group:
                    if (
                        max(abs(c[0] - t[0]) for t in target.cells()) > limit
                        or max(abs(c[1] - t[1]) for t in target.cells()) > limit
                    ):
                        limited += 1
                        assert not rules.attack_check(sit, fig, target, c).ok, (fig.id, c)
    assert impossible > 10 and limited > 1000, (impossible, limited)
