"""Semantic checks a schema cannot express (board-format.md: cells on the map, ids that exist,
figures on free cells). A board can be invalid without raising: the editor shows these while
the user is still fixing a map (python-chess's ``Board.status()`` idea)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure
from tabletop_ai.board.stacks import stack_problem, stacks_allowed
from tabletop_ai.geometry import HexGrid
from tabletop_ai.geometry.cells import Cell, Edge
from tabletop_ai.i18n import msg


def _twice(id: str) -> str:
    return msg('id "{id}" is used twice', id=id)


def _no_figure(id: object) -> str:
    return msg('"{id}" names no figure', id=id)


def _size_text(board: Board) -> str:
    return f"{board.grid.width}x{board.grid.height}"


def _edge_problem(board: Board, e: Edge, where: str) -> Problem | None:
    g = board.grid
    for c in (e.a, e.b):
        if not g.contains(c):
            return Problem(
                where,
                msg(
                    "{a}-{b}: {cell} is outside the {size} map (the map border is a wall already)",
                    a=repr(e.a),
                    b=repr(e.b),
                    cell=repr(c),
                    size=_size_text(board),
                ),
                code="edge-off-map",
            )
    if not g.shares_edge(e.a, e.b):
        return Problem(
            where,
            msg("{a}-{b}: these cells do not share an edge", a=repr(e.a), b=repr(e.b)),
            code="edge-not-adjacent",
        )
    return None


def _edge_problems(board: Board, edges: Iterable[Edge], name: str) -> list[Problem]:
    """:func:`_edge_problem` of each of ``edges`` (``name[i]`` its place), asked only of
    an edge that is not plainly on the map between neighbours (spec 3: a wall lies between
    two neighbouring cells of the map), so sound walls make no place name each."""
    out: list[Problem] = []
    contains, shares_edge = board.grid.contains, board.grid.shares_edge
    for i, e in enumerate(edges):
        a, b = e
        if contains(a) and contains(b) and shares_edge(a, b):
            continue
        p = _edge_problem(board, e, f"{name}[{i}]")
        if p:
            out.append(p)
    return out


def board_problems(board: Board) -> list[Problem]:
    """Every semantic problem of ``board``, each with its JSON path; empty when valid.

    Deliberately accepted (the board mirrors a table, and the contract's own Gloomhaven
    conformance boards use both): a figure standing on impassable terrain (a flying monster
    on an obstacle; it still cannot *end a move* there unless Mobile or Massive), and a
    figure whose ``group`` names no group in ``groups`` (a faction label such as
    ``"allies"``; only a group's ``figures`` list makes a figure activate)."""
    out: list[Problem] = []
    g = board.grid
    size = _size_text(board)
    if isinstance(g, HexGrid):
        pointy = g.offset.endswith("-r")
        if pointy != (g.orientation == "pointy"):
            out.append(
                Problem(
                    "grid",
                    msg(
                        "orientation {orientation!r} does not go with "
                        "offset {offset!r} (pointy tops use odd-r/even-r, "
                        "flat tops odd-q/even-q)",
                        orientation=g.orientation,
                        offset=g.offset,
                    ),
                    code="grid-orientation",
                )
            )
        if board.rules.los == "corner-to-corner":
            out.append(
                Problem(
                    "rules.los",
                    msg("corner-to-corner sight is for square grids; hex grids use center-line"),
                    code="los-grid",
                )
            )
    elif board.rules.los == "center-line":
        # spec 6: center-line is the hex rule; the engine has no centre-line sight for squares
        out.append(
            Problem(
                "rules.los",
                msg("center-line sight is for hex grids; square grids use corner-to-corner"),
                code="los-grid",
            )
        )
    out.extend(_edge_problems(board, board.walls, "walls"))
    door_ids: set[str] = set()
    for i, d in enumerate(board.doors):
        p = _edge_problem(board, d.between, f"doors[{i}]")
        if p:
            out.append(p)
        if d.id:
            if d.id in door_ids:
                out.append(Problem(f"doors[{i}]", _twice(d.id), code="duplicate-id"))
            door_ids.add(d.id)
    for i, e in enumerate(board.edges):
        p = _edge_problem(board, e.between, f"edges[{i}]")
        if p:
            out.append(p)
    point_ids: set[str] = set()
    for i, pt in enumerate(board.points):
        label = f' "{pt.id}"' if pt.id else ""
        if not g.contains(pt.at):
            out.append(
                Problem(
                    f"points[{i}]",
                    msg(
                        "{label} at {cell} is outside the {size} map",
                        label=label.strip(),
                        cell=repr(pt.at),
                        size=size,
                    )
                    if label
                    else msg("at {cell} is outside the {size} map", cell=repr(pt.at), size=size),
                    code="point-off-map",
                )
            )
        if pt.id:
            if pt.id in point_ids:
                out.append(Problem(f"points[{i}]", _twice(pt.id), code="duplicate-id"))
            point_ids.add(pt.id)
    fig_ids: set[str] = set()
    occupied: dict[Cell, str] = {}
    stacking = stacks_allowed(board)
    stacked: dict[Cell, list[tuple[int, Figure]]] = {}
    for i, f in enumerate(board.figures):
        where = f"figures[{i}]"
        if f.id in fig_ids:
            out.append(Problem(where, _twice(f.id), code="duplicate-id"))
        fig_ids.add(f.id)
        if f.is_large and isinstance(g, HexGrid):
            out.append(
                Problem(
                    where,
                    msg(
                        '"{id}" has size {size}; large figures are only supported on square grids',
                        id=f.id,
                        size=str(list(f.size)),
                    ),
                    code="figure-size",
                )
            )
            continue
        if f.size[0] > g.width or f.size[1] > g.height:  # checked before its cells are listed
            out.append(
                Problem(
                    where,
                    msg(
                        '"{id}" has size {figure_size}, larger than the {size} map',
                        id=f.id,
                        figure_size=str(list(f.size)),
                        size=size,
                    ),
                    code="figure-size",
                )
            )
            continue
        for c in f.cells():
            if not g.contains(c):
                if c == f.at:
                    out.append(
                        Problem(
                            where,
                            msg(
                                '"{id}" at {cell} is outside the {size} map',
                                id=f.id,
                                cell=repr(f.at),
                                size=size,
                            ),
                            code="figure-off-map",
                        )
                    )
                else:
                    out.append(
                        Problem(
                            where,
                            msg(
                                '"{id}" at {cell} with size {figure_size} '
                                "reaches {reached}, outside the {size} map",
                                id=f.id,
                                cell=repr(f.at),
                                figure_size=str(list(f.size)),
                                reached=repr(c),
                                size=size,
                            ),
                            code="figure-off-map",
                        )
                    )
                break
            kind = board.kind_at(c)
            if kind == "void":
                out.append(
                    Problem(
                        where,
                        msg(
                            '"{id}" at {cell} stands on a no-cell square ("-")',
                            id=f.id,
                            cell=repr(c),
                        ),
                        code="figure-void",
                    )
                )
            elif kind == "blocking" and not (f.has("mobile") or f.has("massive")):
                out.append(
                    Problem(
                        where,
                        msg(
                            '"{id}" at {cell} stands on {kind} terrain, which '
                            "only Mobile or Massive figures may end on",
                            id=f.id,
                            cell=repr(c),
                            kind=kind,
                        ),
                        code="figure-terrain",
                    )
                )
            if stacking:
                stacked.setdefault(c, []).append((i, f))
            elif c in occupied:
                out.append(
                    Problem(
                        where,
                        msg(
                            '"{id}" at {cell} stands on the same cell as "{other}"',
                            id=f.id,
                            cell=repr(c),
                            other=occupied[c],
                        ),
                        code="figure-overlap",
                    )
                )
            else:
                occupied[c] = f.id
        if f.health > f.max_health:
            out.append(
                Problem(
                    where,
                    msg(
                        '"{id}" has health {health} above its max_health {max}',
                        id=f.id,
                        health=f.health,
                        max=f.max_health,
                    ),
                    code="health-above-max",
                )
            )
    for c, here in stacked.items():
        # a hex wargame's stack (board/stacks.py): reported once, under the last figure
        why = stack_problem(board, [f for _, f in here]) if len(here) > 1 else None
        if why is not None:
            out.append(
                Problem(
                    f"figures[{here[-1][0]}]",
                    msg("at {cell}: {why}", cell=repr(c), why=why),
                    code="figure-stack",
                )
            )
    group_ids: set[str] = set()
    for gi, grp in enumerate(board.groups):
        where = f"groups[{gi}]"
        if grp.id in group_ids:
            out.append(Problem(where, _twice(grp.id), code="duplicate-id"))
        group_ids.add(grp.id)
        listed: set[str] = set()
        for j, fid in enumerate(grp.figures):
            if fid not in fig_ids:
                out.append(Problem(f"{where}.figures[{j}]", _no_figure(fid), code="unknown-figure"))
            elif fid in listed:  # a group activates each of its figures once
                out.append(
                    Problem(
                        f"{where}.figures[{j}]",
                        msg('"{id}" is listed twice in this group', id=fid),
                        code="duplicate-figure",
                    )
                )
            listed.add(fid)
        for j, ins in enumerate(grp.instructions):
            t = ins.data.get("target")
            if t and t not in fig_ids:
                out.append(
                    Problem(
                        f"{where}.instructions[{j}].target", _no_figure(t), code="unknown-figure"
                    )
                )
            pt_id = ins.data.get("point")
            if pt_id and pt_id not in point_ids:
                out.append(
                    Problem(
                        f"{where}.instructions[{j}].point",
                        msg('"{id}" names no point', id=pt_id),
                        code="unknown-point",
                    )
                )
    target = board.mission.priority_target
    if target and target not in fig_ids:
        out.append(Problem("mission.priority_target", _no_figure(target), code="unknown-figure"))
    return out
