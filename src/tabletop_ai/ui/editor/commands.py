"""One small ``QUndoCommand`` per kind of edit (Tiled, Orange ``document/commands.py``).

Each command keeps what it needs to undo itself as plain values (cells, ids, copies of
records), changes ``doc.board`` and calls ``doc.notify`` with what it touched. Moving,
adding and removing figures are core operations (:mod:`tabletop_ai.engine.board_ops`) run
through :func:`tabletop_ai.ui.editor.ops.run_op` instead.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtGui import QUndoCommand

from tabletop_ai.board import Board, Door, EdgeFeature, Group, MapPoint
from tabletop_ai.geometry import Cell, Edge
from tabletop_ai.ui.editor.document import ALL, FIGURES, GROUPS, MAP, Document
from tabletop_ai.ui.texts import translate


class EditFigure(QUndoCommand):
    """Change fields of one figure (name, speed, health, side, group, ...).

    Changing ``group`` also moves the id between the groups' figure lists."""

    def __init__(self, doc: Document, fid: str, changes: dict[str, Any]) -> None:
        fig = doc.board.figure(fid)
        names = ", ".join(k.replace("_", " ") for k in changes)
        super().__init__(
            translate("commands", "Edit {label}: {names}").format(label=fig.label, names=names)
        )
        self.doc = doc
        self.fid = fid
        self.new = copy.deepcopy(changes)
        self.old = {k: copy.deepcopy(getattr(fig, k)) for k in changes}

    def _apply(self, values: dict[str, Any]) -> None:
        b = self.doc.board
        fig = b.figure(self.fid)
        if "group" in values and values["group"] != fig.group:
            old = b.find_group(fig.group)
            if old is not None and self.fid in old.figures:
                old.figures.remove(self.fid)
            new = b.find_group(values["group"])
            if new is not None and self.fid not in new.figures:
                new.figures.append(self.fid)
        for k, v in values.items():
            setattr(fig, k, copy.deepcopy(v))
        self.doc.notify(ALL if "group" in values else FIGURES)

    def redo(self) -> None:
        self._apply(self.new)

    def undo(self) -> None:
        self._apply(self.old)


class PaintTerrain(QUndoCommand):
    """Set the terrain kind of cells: one brush stroke is one command."""

    def __init__(self, doc: Document, changes: dict[Cell, tuple[str, str]]) -> None:
        kinds = sorted({new for _old, new in changes.values()})
        super().__init__(translate("commands", "Paint {kinds}").format(kinds=", ".join(kinds)))
        self.doc = doc
        self.changes = dict(changes)

    def _set(self, index: int) -> None:
        t = self.doc.board.terrain
        for cell, pair in self.changes.items():
            kind = pair[index]
            if kind == "open":
                t.pop(cell, None)
            else:
                t[cell] = kind
        self.doc.notify(MAP)

    def redo(self) -> None:
        self._set(1)

    def undo(self) -> None:
        self._set(0)


#: what can stand on a cell edge, in the order the edge tool cycles through them
EDGE_STATES = ("none", "wall", "door-closed", "door-open", "blocking", "impassable")


def edge_state(board: Board, e: Edge) -> str:
    """What stands on edge ``e``: one of :data:`EDGE_STATES`."""
    if e in board.walls:
        return "wall"
    for d in board.doors:
        if d.between == e:
            return "door-open" if d.open else "door-closed"
    for f in board.edges:
        if f.between == e:
            return f.kind
    return "none"


def set_edge_state(board: Board, e: Edge, state: str) -> None:
    """Replace whatever stands on edge ``e`` by ``state`` (door ids are kept stable)."""
    old_door = next((d for d in board.doors if d.between == e), None)
    board.walls = [w for w in board.walls if w != e]
    board.doors = [d for d in board.doors if d.between != e]
    board.edges = [f for f in board.edges if f.between != e]
    if state == "wall":
        board.walls.append(e)
    elif state.startswith("door"):
        door = old_door or Door(between=e, id=board_door_id(board))
        door.open = state == "door-open"
        board.doors.append(door)
    elif state in ("blocking", "impassable"):
        board.edges.append(EdgeFeature(between=e, kind=state))


def board_door_id(board: Board) -> str:
    used = {d.id for d in board.doors}
    n = 1
    while f"door{n}" in used:
        n += 1
    return f"door{n}"


class SetEdges(QUndoCommand):
    """Put walls, doors or edge terrain on cell edges (one stroke is one command)."""

    def __init__(self, doc: Document, changes: dict[Edge, tuple[str, str]]) -> None:
        states = sorted({new for _old, new in changes.values()})
        super().__init__(
            translate("commands", "Edges: {states}").format(
                states=", ".join(s.replace("-", " ") for s in states)
            )
        )
        self.doc = doc
        self.changes = dict(changes)
        self.doors_before = copy.deepcopy(doc.board.doors)
        self.doors_after: list[Door] | None = None

    def redo(self) -> None:
        b = self.doc.board
        for e, (_old, new) in self.changes.items():
            set_edge_state(b, e, new)
        if self.doors_after is None:
            self.doors_after = copy.deepcopy(b.doors)
        else:
            b.doors = copy.deepcopy(self.doors_after)
        self.doc.notify(MAP)

    def undo(self) -> None:
        b = self.doc.board
        for e, (old, _new) in self.changes.items():
            set_edge_state(b, e, old)
        b.doors = copy.deepcopy(self.doors_before)
        self.doc.notify(MAP)


class SetPoints(QUndoCommand):
    """Replace the list of map points (place, move or remove a point)."""

    def __init__(self, doc: Document, points: list[MapPoint], text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = copy.deepcopy(doc.board.points)
        self.new = copy.deepcopy(points)

    def redo(self) -> None:
        self.doc.board.points = copy.deepcopy(self.new)
        self.doc.notify(MAP)

    def undo(self) -> None:
        self.doc.board.points = copy.deepcopy(self.old)
        self.doc.notify(MAP)


class SetGroups(QUndoCommand):
    """Replace the groups (instruction edits, new and deleted groups); figures' ``group``
    fields follow the groups' figure lists."""

    def __init__(self, doc: Document, groups: list[Group], text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = copy.deepcopy(doc.board.groups)
        self.old_membership = {f.id: f.group for f in doc.board.figures}
        self.new = copy.deepcopy(groups)

    def redo(self) -> None:
        b = self.doc.board
        b.groups = copy.deepcopy(self.new)
        member = {fid: g.id for g in b.groups for fid in g.figures}
        for f in b.figures:
            if f.id in member:
                f.group = member[f.id]
            elif f.group is not None and b.find_group(f.group) is None:
                f.group = None
        self.doc.notify(GROUPS)

    def undo(self) -> None:
        b = self.doc.board
        b.groups = copy.deepcopy(self.old)
        for f in b.figures:
            if f.id in self.old_membership:
                f.group = self.old_membership[f.id]
        self.doc.notify(GROUPS)


class ReplaceBoard(QUndoCommand):
    """Swap the whole board (resize the map, change rule options)."""

    def __init__(self, doc: Document, board: Board, text: str) -> None:
        super().__init__(text)
        self.doc = doc
        self.old = doc.board
        self.new = board

    def redo(self) -> None:
        self.doc.replace_board(self.new)

    def undo(self) -> None:
        self.doc.replace_board(self.old)
