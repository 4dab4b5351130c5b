"""The roster: a palette of figure templates to drag onto the board, and the list of figures
on the board (select, delete, duplicate)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, Qt, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.board import Figure
from tabletop_ai.engine.ops import Changes
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.board_view import FIGURE_MIME
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

#: what the palette offers; a drop fills in id and cell
TEMPLATES: list[dict[str, Any]] = [dict(k) for k in RuleSet.figure_kinds]


#: the contract's kinds' names and the words of their titles, for lupdate: a kind's
#: name is translated where the palette shows it; a figure dropped keeps the English name.
#: A game lists its own kinds' names in its window folder (``ui/games/<game>/``).
KIND_WORDS = [
    QT_TRANSLATE_NOOP("figure_kinds", "Hero"),
    QT_TRANSLATE_NOOP("figure_kinds", "Trooper"),
    QT_TRANSLATE_NOOP("figure_kinds", "Guard"),
    QT_TRANSLATE_NOOP("figure_kinds", "Beast"),
    QT_TRANSLATE_NOOP("figure_kinds", "Figure"),
    QT_TRANSLATE_NOOP("figure_kinds", "melee"),
    QT_TRANSLATE_NOOP("figure_kinds", "ranged"),
    QT_TRANSLATE_NOOP("figure_kinds", "blue"),
    QT_TRANSLATE_NOOP("figure_kinds", "yellow"),
    QT_TRANSLATE_NOOP("figure_kinds", "green"),
    QT_TRANSLATE_NOOP("figure_kinds", "red"),
]


def template_title(t: dict[str, Any]) -> str:
    """The palette's line for a kind: its name, side, colour, attack and size, in the
    installed language (names the bundle does not know stay as written)."""

    def word(w: str) -> str:
        return translate("figure_kinds", w)

    size = t.get("size", [1, 1])
    big = f", {size[0]}x{size[1]}" if list(size) != [1, 1] else ""
    colour = t.get("color")
    side = (
        translate("roster", "AI")
        if t["side"] == "ai"
        else translate("roster", "player") + (f", {word(colour)}" if colour else "")
    )
    return f"{word(t.get('name', 'Figure'))} ({side}, {word(t.get('attack', 'melee'))}{big})"


def token_icon(side: str, color: str | None) -> QIcon:
    pm = QPixmap(20, 20)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.setBrush(style.AI_FILL if side == "ai" else style.player_fill(color))
    p.setPen(style.AI_BORDER if side == "ai" else QColor("#333333"))
    p.drawEllipse(2, 2, 16, 16)
    p.end()
    return QIcon(pm)


#: template keys that are not figure fields of their own
_TEMPLATE_ONLY = {"user"}
_FIGURE_KEYS = {
    "id",
    "side",
    "at",
    "name",
    "size",
    "speed",
    "health",
    "max_health",
    "attack",
    "color",
    "keywords",
    "group",
}


def figure_from_template(t: dict[str, Any], fid: str, at: tuple[int, int]) -> Figure:
    """A figure of kind ``t`` with id ``fid`` on ``at``; a game's own keys (``role``,
    ``units``, ...) and an ``image`` go in its ``extra``, as a board file would keep them."""
    import copy

    from tabletop_ai.geometry import Cell

    size = t.get("size", [1, 1])
    extra = {
        k: copy.deepcopy(v)
        for k, v in t.items()
        if k not in _FIGURE_KEYS and k not in _TEMPLATE_ONLY
    }
    fig = Figure(
        id=fid,
        side=t["side"],
        at=Cell(*at),
        name=t.get("name", ""),
        size=(int(size[0]), int(size[1])),
        speed=int(t.get("speed", 4)),
        health=int(t.get("health", 1)),
        max_health=int(t.get("max_health", 1)),
        attack=t.get("attack", "melee"),
        color=t.get("color"),
        keywords=list(t.get("keywords", [])),
        group=t.get("group"),
    )
    known = {
        k: extra.pop(k)
        for k in ("accuracy", "wounded", "color", "unique", "cost", "dice", "initiative")
        if k in extra
    }
    return dataclasses.replace(fig, **known, extra=extra)


class Palette(QListWidget):
    """Templates; dragging one carries it as JSON in :data:`FIGURE_MIME`."""

    def __init__(self) -> None:
        super().__init__()
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # a long kind line (Ukrainian runs ~20% longer) is elided, whole in its tooltip,
        # rather than a sideways scroll bar eating a row of a short palette
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.set_kinds(TEMPLATES)

    def set_kinds(self, kinds: list[dict[str, Any]]) -> None:
        """Offer these figure kinds (the board's rule set's and the player's own)."""
        self.clear()
        for t in kinds:
            title = template_title(t) + (translate("roster", "  — yours") if t.get("user") else "")
            icon = token_icon(t["side"], t.get("color"))
            ref = t.get("image")
            if isinstance(ref, str) and ref.startswith("data:"):
                from tabletop_ai.ui.capture.token_picture import load_picture

                pic = load_picture(ref, None)
                if pic is not None:
                    icon = QIcon(QPixmap.fromImage(pic.scaled(20, 20)))
            item = QListWidgetItem(icon, title)
            item.setToolTip(title)
            item.setData(Qt.ItemDataRole.UserRole, json.dumps(t))
            self.addItem(item)

    def mimeTypes(self) -> list[str]:
        return [FIGURE_MIME]

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:
        data = QMimeData()
        if items:
            data.setData(
                FIGURE_MIME,
                QByteArray(str(items[0].data(Qt.ItemDataRole.UserRole)).encode("utf-8")),
            )
        return data


def templates_for(board: Any) -> list[dict[str, Any]]:
    """The palette's figure kinds for ``board``: its rule set's (see
    :mod:`~tabletop_ai.ui.editor.figure_kinds`) and the ones the player added."""
    from tabletop_ai.ui.editor.figure_kinds import kinds_for

    return kinds_for(board)


class RosterPanel(QWidget):
    """Palette plus the figures on the board."""

    figure_selected = Signal(object)  # figure id or None
    delete_requested = Signal(str)
    duplicate_requested = Signal(str)

    def __init__(self, doc: Document, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._filling = False
        self.palette_list = Palette()
        self.palette_list.set_kinds(templates_for(doc.board))
        self.fit_palette()
        self.figures = QListWidget()
        self.figures.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.figures.currentItemChanged.connect(self._chosen)
        delete = QPushButton(translate("roster", "Delete"))
        delete.clicked.connect(lambda: self._ask(self.delete_requested))
        dup = QPushButton(translate("roster", "Duplicate"))
        dup.clicked.connect(lambda: self._ask(self.duplicate_requested))
        lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addWidget(QLabel(translate("roster", "<b>New figure</b> — drag onto the board")))
        lay.addWidget(self.palette_list)
        lay.addWidget(QLabel(translate("roster", "<b>Figures on the board</b>")))
        lay.addWidget(self.figures, 1)
        row = QHBoxLayout()
        row.addWidget(dup)
        row.addWidget(delete)
        self.save_kind_button = QPushButton(translate("roster", "Save as kind"))
        self.save_kind_button.setToolTip(
            translate(
                "roster",
                "Offer the selected figure as a new kind in the "
                "palette, for every board of this game",
            )
        )
        self.save_kind_button.clicked.connect(lambda: self.save_kind())
        row.addWidget(self.save_kind_button)
        lay.addLayout(row)
        self.palette_list.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        forget = QAction(translate("roster", "Forget this kind"), self.palette_list)
        forget.triggered.connect(lambda: self.forget_kind())
        self.palette_list.addAction(forget)
        doc.changed.connect(self._on_changed)
        self.refresh()

    def templates(self) -> list[dict[str, Any]]:
        """The figure kinds the palette offers now."""
        return [
            json.loads(str(self.palette_list.item(i).data(Qt.ItemDataRole.UserRole)))
            for i in range(self.palette_list.count())
        ]

    def fit_palette(self, rows: int = 5) -> None:
        """The palette as tall as its first ``rows`` entries (it scrolls past them)."""
        pl = self.palette_list
        n = max(1, min(rows, pl.count()))
        pl.setFixedHeight(n * max(pl.sizeHintForRow(0), 16) + 2 * pl.frameWidth() + 2)

    def set_document(self, doc: Document) -> None:
        self.doc = follow(self.doc, doc, self._on_changed)
        self.refresh_kinds()
        self.refresh()

    def refresh_kinds(self) -> None:
        """The palette offers the kinds of the board's rule set and the player's own."""
        self.palette_list.set_kinds(templates_for(self.doc.board))
        self.fit_palette()

    def save_kind(self) -> bool:
        """ "Save as kind": the selected figure becomes a kind of this board's rule set
        family (remembered in the settings). True when saved."""
        from tabletop_ai.ui.editor.figure_kinds import add_user_kind, kind_from_figure

        fig = self.doc.board.find_figure(self.current_id())
        if fig is None:
            return False
        kind = kind_from_figure(fig)
        ref = kind.get("image")
        if isinstance(ref, str) and ref:
            # a kind serves every board of the game: its picture travels with it
            from tabletop_ai.ui.capture.token_picture import embedded

            base = self.doc.path.parent if self.doc.path is not None else None
            try:
                kind["image"] = embedded(ref, base)
            except (OSError, ValueError):
                del kind["image"]
        add_user_kind(self.doc.board, kind)
        self.refresh_kinds()
        return True

    def forget_kind(self) -> bool:
        """Forget the player's own kind chosen in the palette. True when forgotten."""
        from tabletop_ai.ui.editor.figure_kinds import remove_user_kind

        item = self.palette_list.currentItem()
        if item is None:
            return False
        kind = json.loads(str(item.data(Qt.ItemDataRole.UserRole)))
        if not kind.get("user"):
            return False
        remove_user_kind(self.doc.board, kind)
        self.refresh_kinds()
        return True

    def _on_changed(self, changes: Changes) -> None:
        if changes.figures or changes.groups:
            self.refresh()

    def refresh(self) -> None:
        current = self.current_id()
        self._filling = True
        try:
            self.figures.clear()
            for f in self.doc.board.figures:
                side = f.group or (
                    translate("roster", "AI") if f.side == "ai" else translate("roster", "hero")
                )
                hurt = " " + translate("roster", "wounded") if f.wounded else ""
                label = content_name(f.label)
                item = QListWidgetItem(
                    token_icon(f.side, f.color),
                    f"{label}  {f.at!r}  {f.health}/{f.max_health}{hurt}",
                )
                item.setToolTip(
                    translate("roster", "{label} ({id}): {side}, speed {speed}, {attack}").format(
                        label=label, id=f.id, side=side, speed=f.speed, attack=f.attack
                    )
                )
                item.setData(Qt.ItemDataRole.UserRole, f.id)
                self.figures.addItem(item)
            self.select(current)
        finally:
            self._filling = False

    def current_id(self) -> str | None:
        item = self.figures.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def select(self, fid: str | None) -> None:
        was = self._filling
        self._filling = True
        try:
            for i in range(self.figures.count()):
                if self.figures.item(i).data(Qt.ItemDataRole.UserRole) == fid:
                    self.figures.setCurrentRow(i)
                    return
            self.figures.setCurrentRow(-1)
        finally:
            self._filling = was

    def _chosen(self, *_args: Any) -> None:
        if not self._filling:
            self.figure_selected.emit(self.current_id())

    def _ask(self, signal: Any) -> None:
        fid = self.current_id()
        if fid is not None:
            signal.emit(fid)
