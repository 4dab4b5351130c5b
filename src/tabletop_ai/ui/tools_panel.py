"""The map tools: move figures, paint a terrain kind, set cell edges, place points. Choosing a
tool asks the window for the matching interaction mode."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from tabletop_ai.board import TERRAIN_KINDS
from tabletop_ai.ui import style

EDGE_TOOLS = (("wall", "Wall"), ("door-closed", "Closed door"), ("door-open", "Open door"),
              ("blocking", "Blocking edge"), ("impassable", "Impassable edge"),
              ("none", "Erase edge"))
POINT_KINDS = ("spawn", "stronghold", "outpost", "reposition", "location", "objective",
               "terminal")


def swatch(colour: QColor, letter: str = "") -> QIcon:
    pm = QPixmap(18, 18)
    pm.fill(colour)
    if letter:
        p = QPainter(pm)
        p.setPen(style.text_colour_on(colour))
        p.drawText(pm.rect(), 0x84, letter)  # AlignCenter
        p.end()
    return QIcon(pm)


class ToolsPanel(QWidget):
    """``tool_chosen(kind, arg)``: kind is ``select``, ``paint``, ``edges`` or ``points``."""

    tool_chosen = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[tuple[str, str], QToolButton] = {}
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("<b>Tool</b>"))
        grid = QGridLayout()
        self._add(grid, 0, 0, "select", "", "Move figures", QIcon())
        lay.addLayout(grid)
        lay.addWidget(QLabel("<b>Paint terrain</b>"))
        terrain = QGridLayout()
        for i, kind in enumerate(TERRAIN_KINDS):
            colour = style.TERRAIN[kind][0]
            self._add(terrain, i // 2, i % 2, "paint", kind, kind.capitalize(), swatch(colour))
        lay.addLayout(terrain)
        hint = QLabel("<b>Edges</b> — click near a cell side; click again to clear it")
        hint.setWordWrap(True)
        lay.addWidget(hint)
        edges = QGridLayout()
        colours = {"wall": style.WALL, "door-closed": style.DOOR, "door-open": style.DOOR,
                   "blocking": style.EDGE_BLOCKING, "impassable": style.EDGE_IMPASSABLE,
                   "none": QColor("#ffffff")}
        for i, (state, title) in enumerate(EDGE_TOOLS):
            self._add(edges, i, 0, "edges", state, title, swatch(colours[state]))
        lay.addLayout(edges)
        hint2 = QLabel("<b>Points</b> — click a cell to place or remove")
        hint2.setWordWrap(True)
        lay.addWidget(hint2)
        points = QGridLayout()
        for i, kind in enumerate(POINT_KINDS):
            colour, letter = style.POINTS[kind]
            self._add(points, i, 0, "points", kind, kind.capitalize(),
                      swatch(colour, letter))

        lay.addLayout(points)
        lay.addStretch(1)
        self.buttons[("select", "")].setChecked(True)

    def _add(self, grid: QGridLayout, row: int, col: int, kind: str, arg: str, title: str,
             icon: QIcon) -> None:
        b = QToolButton()
        b.setText(title)
        b.setIcon(icon)
        b.setCheckable(True)
        b.setAutoRaise(True)
        b.setToolButtonStyle(b.toolButtonStyle().ToolButtonTextBesideIcon)
        b.setObjectName(f"tool-{kind}-{arg}")
        self.group.addButton(b)
        b.clicked.connect(lambda _c=False, k=kind, a=arg: self.tool_chosen.emit(k, a))
        self.buttons[(kind, arg)] = b
        grid.addWidget(b, row, col)

    def choose(self, kind: str, arg: str = "") -> None:
        """Check the button of a tool and announce it (menus call this too)."""
        b = self.buttons.get((kind, arg))
        if b is not None:
            b.setChecked(True)
        self.tool_chosen.emit(kind, arg)
