"""Closed doors on a figure's way (AE "Attack action becomes interact, in the case of doors";
RRG: figures cannot move, count or trace sight through a closed door; a door is opened by an
interact). Shared by the Automated Emperor and, as a rule option, Imperial Commander lists."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from tabletop_ai.board.model import Figure
from tabletop_ai.engine.plan import JSONValue
from tabletop_ai.engine.rules import FAR
from tabletop_ai.engine.situation import Situation
from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell, Edge


@dataclass(frozen=True)
class DoorOpened:
    """An ``interact`` action's detail: the door (between two cells) it opens."""

    a: Cell
    b: Cell

    def to_json(self) -> dict[str, JSONValue]:
        return {"door": [[self.a[0], self.a[1]], [self.b[0], self.b[1]]]}


def door_on_way(sit: Situation, fig: Figure, target: Figure) -> tuple[Edge, Cell] | None:
    """The closed door on the figure's way to ``target`` and the cell on the figure's side of
    it, when the way with doors opened is shorter than the way without. Among several doors:
    the shortest way through, then reading order. None when no closed door is in the way."""
    if not any(not d.open for d in sit.board.doors):
        return None
    shut = sit.count(fig, target)
    opened = sit.board.copy()
    opened.doors = [dataclasses.replace(d, open=True) for d in opened.doors]
    otopo = topology_for(opened)
    to_target = otopo.distances_from(target.cells())
    here = min((to_target.get(c, FAR) for c in fig.cells()), default=FAR)
    if here >= FAR or (shut is not None and shut <= here):
        return None
    from_fig = sit.topo.distances_from(fig.cells())
    best: tuple[int, int, int, Edge, Cell] | None = None
    for d in sit.board.doors:
        if d.open:
            continue
        a, b = d.between
        for near, far in ((a, b), (b, a)):
            if near not in from_fig or far in from_fig:
                continue
            total = from_fig[near] + 1 + to_target.get(far, FAR)
            if total >= FAR:
                continue
            key = (total, near[1], near[0], d.between, near)
            if best is None or key[:3] < best[:3]:
                best = key
    return None if best is None else (best[3], best[4])


__all__ = ["DoorOpened", "door_on_way"]
