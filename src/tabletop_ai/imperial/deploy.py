"""A new Imperial group on the board from a deployment card (bundled, from a deck or data
file, or imported from Imperial Commander 2): as many figures as the card's group size,
each with the card's stats, and the group with the card's instruction lists.

The lists are copied onto the group (``ic_lists``), with the card's id (``deployment``),
bonus effects and surge order, so the board file plays the same without the data file that
gave the card; the group's instructions start as the card's first list. The figures stand
on the free spaces nearest to the Imperial spawn point closest to the heroes (AE:
"Reinforcements are placed at the closest Imperial spawn point to the heroes"), else
nearest to the map's top-left corner; the player moves them where they stand on the table.
"""

from __future__ import annotations

import dataclasses

from tabletop_ai.board.model import Board, Figure, Group, Instruction
from tabletop_ai.engine.ops import Op, OpResult, board_changes
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial.data import Deployment
from tabletop_ai.imperial.fields import BONUS, DEPLOYMENT, IC_LISTS, SURGES, TRAITS
from tabletop_ai.imperial.game import _free_cells_near, closest_spawn


def deploy_card(board: Board, dep: Deployment, gid: str) -> list[Figure]:
    """Add group ``gid`` made from ``dep`` to ``board`` (changed in place) and return its
    figures; fewer than the card's count when the map has no more room."""
    size = tuple(int(v) for v in dep.figure.get("size", [1, 1]))
    w, h = (size[0], size[1]) if len(size) == 2 else (1, 1)
    spawn = closest_spawn(board)
    near = spawn if spawn is not None else _first_open(board)
    group = DEPLOYMENT.put(Group(id=gid, side="ai"), dep.id)
    if dep.ic_lists:
        group = IC_LISTS.put(group, [[dict(i) for i in lst] for lst in dep.ic_lists])
        # its instructions start as the first list ("Activate group" plans them; drawing a
        # list at random for an activation replaces them: tabletop-ai ic, the AE panel)
        group = dataclasses.replace(
            group,
            instructions=[
                Instruction(str(i["type"]), {k: v for k, v in i.items() if k != "type"})
                for i in dep.ic_lists[0]
            ],
        )
    if dep.bonus:
        group = BONUS.put(group, list(dep.bonus))
    if dep.surges:
        group = SURGES.put(group, list(dep.surges))
    board.groups.append(group)
    spec = dep.figure
    name = str(spec.get("name", dep.name))
    health = int(spec.get("health", 1))
    placed: list[Figure] = []
    for n in range(max(dep.count, 1)):
        if near is None:
            break
        spots = _free_cells_near(board, near, (w, h))
        if not spots:
            break
        fig = Figure(
            id=board.new_id(f"{gid}-"),
            side="ai",
            at=spots[0],
            name=name if dep.count <= 1 else f"{name} {n + 1}",
            group=gid,
            size=(w, h),
            speed=int(spec.get("speed", 4)),
            health=health,
            max_health=health,
            attack=str(spec.get("attack", "melee")),
            accuracy=int(spec.get("accuracy", 0)),
            keywords=[str(k) for k in spec.get("keywords", [])],
            cost=dep.cost // max(dep.count, 1) if dep.cost else None,
        )
        traits = [str(t) for t in spec.get("traits", [])]
        if traits:
            fig = TRAITS.put(fig, traits)
        board.figures.append(fig)
        placed.append(fig)
    board.put_group(dataclasses.replace(group, figures=[f.id for f in placed]))
    return placed


def _first_open(board: Board) -> Cell | None:
    """The first cell in reading order a figure may stand on."""
    for y in range(board.grid.height):
        for x in range(board.grid.width):
            c = Cell(x, y)
            if board.grid.contains(c) and board.kind_at(c) in ("open", "difficult", "hazard"):
                return c
    return None


def new_group_op(dep: Deployment, gid: str) -> Op[Board]:
    """The operation "New group ``gid`` from deployment card ``dep``" (one undo step in the
    window); its log says how many figures were placed."""

    def op(board: Board) -> OpResult[Board]:
        new = board.copy()
        figures = deploy_card(new, dep, gid)
        line = msg(
            "new group {group} from {card}: %n figure(s) placed",
            n=len(figures),
            group=gid,
            card=content_label(dep.name),
        )
        if len(figures) < dep.count:
            line = msg(
                "{line} (the card has {count}; the map has no more room)",
                line=line,
                count=dep.count,
            )
        return OpResult(new, [line], board_changes(board, new))

    return op


__all__ = ["deploy_card", "new_group_op"]
