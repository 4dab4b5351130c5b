"""Interaction modes as objects with press/move/release/cancel (Orange's
``document/interactions.py``): moving figures, painting terrain, setting edges, placing points.

A mode turns mouse gestures into *one* operation when the gesture ends (Orange: a drag is
one undo step on mouse release): a drag or a brush stroke is one step on the undo stack.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen

from tabletop_ai.board import Board, MapPoint
from tabletop_ai.board.placement import placement_problem
from tabletop_ai.engine.board_ops import move_figures
from tabletop_ai.engine.map_ops import (
    add_point,
    edge_state,
    paint_terrain,
    replace_point,
    set_edges,
)
from tabletop_ai.engine.ops import Op
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.geometry import Cell, Edge, edge
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.maps.common import terrain_word
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.scene import BoardScene
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.panels import rules_of
from tabletop_ai.ui.texts import translate


def _sided(rules: type[RuleSet], kind: str) -> bool:
    """A side's point (a base) under the board's rule set."""
    declared = rules.point_kind(kind)
    return declared is not None and declared.sided


class Editor(Protocol):
    """What a mode needs from the window around it."""

    doc: Document
    scene: BoardScene

    def select_figure(self, fid: str | None) -> None: ...
    def select_figures(self, fids: list[str], add: bool = False) -> None: ...
    def preview_move(self, fid: str | None, at: Cell | None) -> None: ...
    def show_message(self, text: str) -> None: ...


class Interaction:
    """A mode. ``press`` returns True when it takes the gesture."""

    name = "select"

    def __init__(self, editor: Editor) -> None:
        self.editor = editor
        #: the keyboard modifiers of the press that started the gesture (the view sets it)
        self.modifiers = Qt.KeyboardModifier.NoModifier

    def press(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        return False

    def move(self, pos: QPointF) -> None:
        pass

    def release(self, pos: QPointF) -> None:
        pass

    def cancel(self) -> None:
        pass

    def hover(self, pos: QPointF) -> None:
        cell = self.editor.scene.cell_at(pos)
        self.editor.scene.set_hover([cell] if cell is not None else [])


class MoveFigure(Interaction):
    """Select a figure by clicking it; drag it to move it, snapping to legal cells."""

    name = "select"

    def __init__(self, editor: Editor) -> None:
        super().__init__(editor)
        self.fid: str | None = None
        self.origin = Cell(0, 0)
        self.grab = (0, 0)
        self.current = Cell(0, 0)
        self.band: QPointF | None = None  # where a rubber band started
        self.band_add = False

    def press(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        scene = self.editor.scene
        fid = scene.figure_at(pos)
        shift = bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)
        self.band = None
        if fid is None:
            cell = scene.cell_at(pos)
            rules = rules_of(self.editor.doc.board)
            here = [p for p in self.editor.doc.board.points if p.at == cell and p.id]
            for p in here:
                kind = rules.point_kind(p.kind)
                if kind is not None and kind.click is not None:
                    # what a click on this kind of point does (e.g. turning a location over)
                    run_op(
                        self.editor.doc,
                        kind.click(p.id),
                        in_language(kind.click_text).format(id=p.id, name=content_name(p.label)),
                        self.editor.show_message,
                    )
                    return True
            # on empty ground: a rubber band selects the figures inside it
            self.band = pos
            self.band_add = shift
            if not shift:
                self.editor.select_figure(None)
            base = next((p for p in here if _sided(rules, p.kind)), None)
            select_point = getattr(self.editor, "select_point", None)
            if base is not None and select_point is not None:
                select_point(base.id)  # the Inspector edits whose base it is
            return True
        if shift:
            scene.toggle(fid)
            self.editor.select_figures([], add=True)  # the panels follow the selection
            return False
        self.editor.select_figure(fid)
        fig = self.editor.doc.board.figure(fid)
        cell = scene.cell_at(pos) or fig.at
        self.fid = fid
        self.origin = self.current = fig.at
        self.grab = (cell.x - fig.at.x, cell.y - fig.at.y)
        return True

    def move(self, pos: QPointF) -> None:
        if self.band is not None:
            rect = QRectF(self.band, pos).normalized()
            path = QPainterPath()
            path.addRect(rect)
            self.editor.scene.set_preview(path, QPen(QColor("#fff176"), 0))
            return
        if self.fid is None:
            return
        scene = self.editor.scene
        cell = scene.cell_at(pos)
        if cell is None:
            return
        at = Cell(cell.x - self.grab[0], cell.y - self.grab[1])
        if at == self.current:
            return
        fig = self.editor.doc.board.figure(self.fid)
        problem = (
            None if at == self.origin else placement_problem(self.editor.doc.board, self.fid, at)
        )
        if problem is not None:
            scene.set_hover(fig.cells(at), QColor(224, 49, 49, 90))
            self.editor.show_message(problem)
            return
        self.current = at
        scene.set_hover(fig.cells(at))
        scene.show_figure_at(self.fid, at)
        self.editor.preview_move(self.fid, at)

    def release(self, pos: QPointF) -> None:
        if self.band is not None:
            rect = QRectF(self.band, pos).normalized()
            self.band = None
            self.editor.scene.clear_preview()
            fids = self.editor.scene.figures_in(rect)
            if fids:
                self.editor.select_figures(fids, add=self.band_add)
            return
        if self.fid is None:
            return
        fid, origin, to = self.fid, self.origin, self.current
        self.fid = None
        self.editor.preview_move(None, None)
        doc = self.editor.doc
        if to != origin:
            label = content_name(doc.board.figure(fid).label)
            run_op(
                doc,
                move_figures({fid: to}),
                translate("interactions", "Move {label} to {to!r}").format(label=label, to=to),
            )
        else:
            self.editor.scene.show_figure_at(fid, origin)

    def cancel(self) -> None:
        if self.band is not None:
            self.band = None
            self.editor.scene.clear_preview()
        if self.fid is not None:
            self.editor.scene.show_figure_at(self.fid, self.origin)
            self.fid = None
            self.editor.preview_move(None, None)


class PaintTerrainMode(Interaction):
    """Paint one terrain kind; a stroke (press, move, release) is one command."""

    name = "paint"

    def __init__(self, editor: Editor, kind: str) -> None:
        super().__init__(editor)
        self.kind = kind
        self.stroke: dict[Cell, tuple[str, str]] | None = None

    def press(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        self.stroke = {}
        self._paint(pos)
        return True

    def move(self, pos: QPointF) -> None:
        if self.stroke is not None:
            self._paint(pos)

    def _paint(self, pos: QPointF) -> None:
        assert self.stroke is not None
        cell = self.editor.scene.cell_at(pos)
        if cell is None or cell in self.stroke:
            return
        old = self.editor.doc.board.kind_at(cell)
        if old != self.kind:
            self.stroke[cell] = (old, self.kind)
        self.editor.scene.set_hover([*self.stroke, cell], QColor(255, 255, 255, 120))

    def release(self, pos: QPointF) -> None:
        stroke, self.stroke = self.stroke, None
        self.editor.scene.set_hover([])
        if stroke:
            kinds = sorted({new for _old, new in stroke.values()})
            run_op(
                self.editor.doc,
                paint_terrain({cell: new for cell, (_old, new) in stroke.items()}),
                translate("commands", "Paint {kinds}").format(
                    kinds=", ".join(terrain_word(k) for k in kinds)
                ),
            )

    def cancel(self) -> None:
        self.stroke = None
        self.editor.scene.set_hover([])


def nearest_edge(editor: Editor, pos: QPointF) -> Edge | None:
    """The cell edge nearest to a scene point: the cell under it, then the side closest."""
    layout = editor.doc.layout
    cell = layout.scene_to_cell(pos.x(), pos.y())
    if cell is None:
        return None
    best: tuple[float, Edge] | None = None
    grid = editor.doc.board.grid
    for n in grid.neighbors(cell, diagonals=False):
        if not grid.shares_edge(cell, n):
            continue
        (x0, y0), (x1, y1) = layout.edge_to_scene(cell, n)
        d = math.hypot((x0 + x1) / 2 - pos.x(), (y0 + y1) / 2 - pos.y())
        if best is None or d < best[0]:
            best = (d, edge(cell, n))
    return best[1] if best else None


class EdgeMode(Interaction):
    """Click or drag along cell edges to put ``state`` there (a wall, a door, edge terrain).

    Clicking an edge that already has ``state`` clears it; a drag only sets."""

    name = "edges"

    def __init__(self, editor: Editor, state: str) -> None:
        super().__init__(editor)
        self.state = state
        self.stroke: dict[Edge, tuple[str, str]] | None = None
        self.toggle_off = False

    def press(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        e = nearest_edge(self.editor, pos)
        self.stroke = {}
        if e is None:
            return True
        old = edge_state(self.editor.doc.board, e)
        self.toggle_off = old == self.state
        self._add(e)
        return True

    def _add(self, e: Edge) -> None:
        assert self.stroke is not None
        if e in self.stroke:
            return
        old = edge_state(self.editor.doc.board, e)
        new = "none" if self.toggle_off else self.state
        if old != new:
            self.stroke[e] = (old, new)
        self._show()

    def _show(self) -> None:
        assert self.stroke is not None
        path = QPainterPath()
        for e in self.stroke:
            (x0, y0), (x1, y1) = self.editor.doc.layout.edge_to_scene(e.a, e.b)
            path.moveTo(x0, y0)
            path.lineTo(x1, y1)
        size = cell_unit(self.editor.doc.layout)
        self.editor.scene.set_preview(path, QPen(QColor(255, 140, 0, 220), size * 0.12))

    def move(self, pos: QPointF) -> None:
        if self.stroke is not None:
            e = nearest_edge(self.editor, pos)
            if e is not None:
                self._add(e)

    def hover(self, pos: QPointF) -> None:
        if self.stroke is not None:
            return
        e = nearest_edge(self.editor, pos)
        path = QPainterPath()
        if e is not None:
            (x0, y0), (x1, y1) = self.editor.doc.layout.edge_to_scene(e.a, e.b)
            path.moveTo(x0, y0)
            path.lineTo(x1, y1)
            state = edge_state(self.editor.doc.board, e).replace("-", " ")
            self.editor.show_message(
                translate("interactions", "edge {e!r}: {state}").format(e=e, state=state)
            )
        size = cell_unit(self.editor.doc.layout)
        self.editor.scene.set_preview(path, QPen(QColor(255, 255, 255, 200), size * 0.08))

    def release(self, pos: QPointF) -> None:
        stroke, self.stroke = self.stroke, None
        self.editor.scene.clear_preview()
        if stroke:
            states = sorted({new for _old, new in stroke.values()})
            run_op(
                self.editor.doc,
                set_edges({e: new for e, (_old, new) in stroke.items()}),
                translate("commands", "Edges: {states}").format(
                    states=", ".join(s.replace("-", " ") for s in states)
                ),
            )

    def cancel(self) -> None:
        self.stroke = None
        self.editor.scene.clear_preview()


class PlacePoint(Interaction):
    """Click a cell to put a point of ``kind`` there; click a point of that kind to remove it."""

    name = "points"

    def __init__(
        self, editor: Editor, kind: str, side_of: Callable[[], str | None] | None = None
    ) -> None:
        super().__init__(editor)
        self.kind = kind
        #: whose a side's point is (a base: the Map tools' side box; None: nobody's)
        self.side_of = side_of or (lambda: "ai")

    def press(self, pos: QPointF, button: Qt.MouseButton) -> bool:
        if button != Qt.MouseButton.LeftButton:
            return False
        cell = self.editor.scene.cell_at(pos)
        if cell is None:
            return True
        doc = self.editor.doc
        here = next((p for p in doc.board.points if p.at == cell and p.kind == self.kind), None)
        base = _sided(rules_of(doc.board), self.kind)
        side = self.side_of() if base else None
        whose = {
            "ai": translate("interactions", "AI's base"),
            "player": translate("interactions", "player's base"),
            None: translate("interactions", "nobody's base"),
        }[side]
        op: Op[Board]
        if here is not None and base and here.side != side:
            # a base of another side: give it the chosen side (nobody's: no side)
            op = replace_point(here, dataclasses.replace(here, side=side))
            text = translate("interactions", "{kind} {id} at {cell}: {whose}").format(
                kind=self.kind, id=here.id, cell=repr(cell), whose=whose
            )
        elif here is not None:
            op = replace_point(here, None)
            text = translate("interactions", "Remove {kind} {id} at {cell}").format(
                kind=self.kind, id=here.id or "", cell=repr(cell)
            )
        else:
            pid = doc.board.new_id(self.kind + "-")
            op = add_point(MapPoint(kind=self.kind, at=cell, id=pid, side=side))
            text = translate("interactions", "Place {kind} at {cell}").format(
                kind=self.kind, cell=repr(cell)
            )
            if base:
                text += f" ({whose})"
        run_op(doc, op, text)
        return True
