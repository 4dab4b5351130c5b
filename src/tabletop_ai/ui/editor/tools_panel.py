"""The map tools: move figures, paint a terrain kind, set cell edges, place points. Choosing a
tool asks the window for the matching interaction mode."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QLabel,
    QToolBar,
    QToolButton,
    QWidget,
)

from tabletop_ai.board import TERRAIN_KINDS
from tabletop_ai.engine.rules import PointKind, RuleSet
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

EDGE_TOOLS = (
    ("wall", QT_TRANSLATE_NOOP("tools_panel", "Wall")),
    ("door-closed", QT_TRANSLATE_NOOP("tools_panel", "Closed door")),
    ("door-open", QT_TRANSLATE_NOOP("tools_panel", "Open door")),
    ("blocking", QT_TRANSLATE_NOOP("tools_panel", "Blocking edge")),
    ("impassable", QT_TRANSLATE_NOOP("tools_panel", "Impassable edge")),
    ("none", QT_TRANSLATE_NOOP("tools_panel", "Erase edge")),
)

#: the tooltips of the tools that name a cell, worded for a grid whose cells are not
#: squares: each grid kind (``grid.type``) declares its own words, as the legend's plan marks
#: do (:data:`tabletop_ai.ui.editor.legend.GRID_MARKS`): a hex board's are hexes, Ukrainian
#: *гекси*. A point tool's ``{value}`` is its kind as the rule set describes it, a whole name
#: already ("spawn point", "objective"): the tooltip adds no word of its own to it
GRID_TIPS: dict[str, dict[str, str]] = {
    "hex": {
        "edges": QT_TRANSLATE_NOOP(
            "tools_panel", "{title} — click near a hex side; again clears it"
        ),
        "points": QT_TRANSLATE_NOOP("tools_panel", "{value} — click a hex to place or remove"),
    },
}
#: the same tooltips on a square board (and on a grid that declares no words of its own)
CELL_TIPS = {
    "edges": QT_TRANSLATE_NOOP("tools_panel", "{title} — click near a cell side; again clears it"),
    "points": QT_TRANSLATE_NOOP("tools_panel", "{value} — click a cell to place or remove"),
}


def swatch(colour: QColor, letter: str = "", pattern: str = "") -> QIcon:
    """A square of ``colour``, with the terrain kind's pattern or a letter on it."""
    pm = QPixmap(18, 18)
    pm.fill(colour)
    p = QPainter(pm)
    if pattern:
        brush = style.TERRAIN.get(pattern, (colour, None))[1]
        if brush is not None:
            p.fillRect(pm.rect(), QBrush(style.PATTERN_COLOUR, brush))
    if letter:
        p.setPen(style.text_colour_on(colour))
        p.drawText(pm.rect(), int(Qt.AlignmentFlag.AlignCenter), letter)
    p.setPen(QColor(0, 0, 0, 80))
    p.drawRect(pm.rect().adjusted(0, 0, -1, -1))
    p.end()
    return QIcon(pm)


def edge_swatch(state: str) -> QIcon:
    """A cell side as the map draws it (wall, closed or open door, edge terrain, erase)."""
    pm = QPixmap(18, 18)
    pm.fill(style.TERRAIN["open"][0])
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    colours = {
        "wall": style.WALL,
        "door-closed": style.DOOR,
        "door-open": style.DOOR,
        "blocking": style.EDGE_BLOCKING,
        "impassable": style.EDGE_IMPASSABLE,
    }
    if state == "none":
        p.setPen(QPen(QColor("#c92a2a"), 2))
        p.drawLine(4, 4, 14, 14)
        p.drawLine(14, 4, 4, 14)
    elif state == "door-open":
        p.setPen(QPen(colours[state], 3))
        p.drawLine(2, 9, 5, 9)
        p.drawLine(13, 9, 16, 9)
        p.drawLine(5, 9, 11, 3)  # the door swung open
    elif state == "door-closed":
        p.setPen(QPen(colours[state], 5))
        p.drawLine(2, 9, 16, 9)
    else:
        pen = QPen(colours[state], 4)
        if state == "impassable":
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setWidth(3)
        elif state == "blocking":
            pen.setStyle(Qt.PenStyle.DotLine)
        p.setPen(pen)
        p.drawLine(1, 9, 17, 9)
    p.end()
    return QIcon(pm)


class ToolsPanel(QToolBar):
    """``tool_chosen(kind, arg)``: kind is ``select``, ``paint``, ``edges`` or ``points``.

    The window's **Map tools** toolbar above the board: one row of icon buttons, each named
    in its tooltip; always in view, never behind a tab (a narrow window folds the last ones
    into the toolbar's » menu)."""

    tool_chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Map tools", parent)
        self.setObjectName("toolbar-tools")
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[tuple[str, str], QToolButton] = {}
        # the board's grid kind, whose words the tooltips use (set_grid), and the point
        # kinds offered (set_point_kinds)
        self.grid_kind = "square"
        self.point_kinds: tuple[PointKind, ...] = ()
        self._add(
            "select", "", translate("tools_panel", "Move figures"), swatch(QColor("#ffffff"), "↖")
        )
        self.addSeparator()
        self.addWidget(QLabel(translate("tools_panel", " Terrain ")))
        for kind in TERRAIN_KINDS:
            colour = style.TERRAIN[kind][0]
            self._add(
                "paint",
                kind,
                translate("tools_panel", "Paint {kind}").format(kind=kind),
                swatch(colour, pattern=kind),
            )
        self.addSeparator()
        self.addWidget(QLabel(translate("tools_panel", " Edges ")))
        for state, _title in EDGE_TOOLS:
            self._add("edges", state, self._tip("edges", state), edge_swatch(state))
        self.addSeparator()
        self.addWidget(QLabel(translate("tools_panel", " Points ")))
        #: the point kinds of the board's rule set (:meth:`set_point_kinds`), before this
        self.points_end = self.addSeparator()
        self.point_actions: list[QAction] = []
        self.set_point_kinds(RuleSet.point_kinds)
        # "Armies retreat towards the nearest friendly outpost or stronghold": a base
        # belongs to a side (or to nobody); the tool asks which
        self.base_side = QComboBox()
        self.base_side.setObjectName("tool-base-side")
        self.base_side.setToolTip(
            translate(
                "tools_panel",
                "Whose stronghold or outpost the Points tool places; click "
                "one of another side to give it this side",
            )
        )
        for text, side in (
            (translate("tools_panel", "AI's base"), "ai"),
            (translate("tools_panel", "player's base"), "player"),
            (translate("tools_panel", "nobody's base"), None),
        ):
            self.base_side.addItem(text, side)
        self.addWidget(self.base_side)
        self.buttons[("select", "")].setChecked(True)

    def _tip(self, kind: str, arg: str) -> str:
        """The tooltip of the edge or point tool ``arg``, in the words of the board's grid
        (:data:`GRID_TIPS`): where to click, a cell's side or a hex's."""
        template = translate("tools_panel", GRID_TIPS.get(self.grid_kind, CELL_TIPS)[kind])
        if kind == "edges":
            title = dict(EDGE_TOOLS)[arg]
            return template.format(title=translate("tools_panel", title))
        point = next(k for k in self.point_kinds if k.name == arg)
        return template.format(value=in_language(point.description).capitalize())

    def set_grid(self, kind: str) -> None:
        """Word the tools' tooltips for the board's grid kind (``grid.type``)."""
        if kind == self.grid_kind:
            return
        self.grid_kind = kind
        for (tool, arg), b in self.buttons.items():
            if tool in ("edges", "points"):
                b.setToolTip(self._tip(tool, arg))

    def set_point_kinds(self, kinds: tuple[PointKind, ...]) -> None:
        """Offer the map point kinds the board's rule set declares."""
        if [a.objectName() for a in self.point_actions] == [f"point-{k.name}" for k in kinds]:
            return
        self.point_kinds = kinds
        for action in self.point_actions:
            self.removeAction(action)
            b = self.buttons.pop(("points", action.objectName().removeprefix("point-")), None)
            if b is not None:
                self.group.removeButton(b)
                b.deleteLater()
        self.point_actions = []
        for kind in kinds:
            b = self._button(
                "points",
                kind.name,
                self._tip("points", kind.name),
                swatch(QColor(kind.colour), kind.letter),
            )
            action = self.insertWidget(self.points_end, b)
            action.setObjectName(f"point-{kind.name}")
            self.point_actions.append(action)

    def point_side(self) -> str | None:
        """The side chosen for strongholds and outposts (None: nobody's)."""
        v = self.base_side.currentData()
        return str(v) if v else None

    def _add(self, kind: str, arg: str, title: str, icon: QIcon) -> None:
        self.addWidget(self._button(kind, arg, title, icon))

    def _button(self, kind: str, arg: str, title: str, icon: QIcon) -> QToolButton:
        b = QToolButton()
        b.setText(title.split(" — ")[0])
        b.setToolTip(title)
        b.setIcon(icon)
        b.setCheckable(True)
        b.setAutoRaise(True)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        b.setObjectName(f"tool-{kind}-{arg}")
        self.group.addButton(b)
        b.clicked.connect(lambda _c=False, k=kind, a=arg: self.tool_chosen.emit(k, a))
        self.buttons[(kind, arg)] = b
        return b

    def choose(self, kind: str, arg: str = "") -> None:
        """Check the button of a tool and announce it (menus call this too)."""
        b = self.buttons.get((kind, arg))
        if b is not None:
            b.setChecked(True)
        self.tool_chosen.emit(kind, arg)
