"""The map's visual language: one colour (and pattern) per terrain kind, edge kind, point kind
and side, chosen to stay distinct for common colour-vision deficiencies (shape and pattern
carry the meaning too, never colour alone)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

BACKGROUND = QColor("#4a4f57")
GRID_LINE = QColor("#a59d8f")

#: terrain kind -> (fill colour, brush pattern drawn over it or None)
TERRAIN: dict[str, tuple[QColor, Qt.BrushStyle | None]] = {
    "open": (QColor("#efe9dc"), None),
    "blocking": (QColor("#3c3c3c"), None),
    "difficult": (QColor("#c7d9a0"), Qt.BrushStyle.BDiagPattern),
    "impassable": (QColor("#c98f7f"), Qt.BrushStyle.DiagCrossPattern),
    "hazard": (QColor("#f3b35b"), Qt.BrushStyle.Dense6Pattern),
    "void": (BACKGROUND, None),
    "trap": (QColor("#c8a8dc"), Qt.BrushStyle.CrossPattern),
    "icy": (QColor("#c4e3f3"), Qt.BrushStyle.HorPattern),
}
PATTERN_COLOUR = QColor(0, 0, 0, 90)

WALL = QColor("#1d1d1d")
DOOR = QColor("#8a5a2b")
EDGE_BLOCKING = QColor("#555555")
EDGE_IMPASSABLE = QColor("#b03a2e")

#: a point of a kind the board's rule set does not declare (the declared kinds bring their
#: own colour and letter: :attr:`tabletop_ai.engine.rules.RuleSet.point_kinds`)
POINT_OTHER = (QColor("#555555"), "?")
#: a point turned over (``active: false``): grey, its letter kept
INACTIVE_POINT = QColor("#9e9e9e")

AI_FILL = QColor("#b03a2e")
AI_BORDER = QColor("#5b1a13")
#: player figure colour names (spec 4 ``color``) -> token fill
PLAYER_FILL: dict[str, QColor] = {
    "blue": QColor("#2e6fd1"),
    "yellow": QColor("#e8c21a"),
    "green": QColor("#2f9e44"),
    "red": QColor("#d6336c"),
}
PLAYER_DEFAULT = QColor("#5c7cfa")
PLAYER_BORDER = QColor("#ffffff")

PATH = QColor("#ff8c00")
PATH_DIM = QColor(255, 140, 0, 110)
END = QColor("#ff8c00")
ALTERNATIVE = QColor("#ffb347")
REACH = QColor(70, 140, 255, 55)
SIGHT = QColor("#e03131")
TARGET = QColor("#e03131")
SELECTED = QColor("#fff176")
#: cells a plan asks the players to look at (e.g. candidate retreat hexes): not red, which
#: marks targets only
CANDIDATE = QColor("#7048e8")

#: one colour per figure of an activation, in activation order: the Okabe–Ito palette
#: (distinct for the common colour-vision deficiencies), strongest on the map's light
#: ground first; red is left to targets
PLAN_COLOURS: tuple[QColor, ...] = (
    QColor("#E69F00"),
    QColor("#0072B2"),
    QColor("#009E73"),
    QColor("#CC79A7"),
    QColor("#56B4E9"),
    QColor("#D55E00"),
    QColor("#000000"),
    QColor("#F0E442"),
)


def plan_colour(index: int, alpha: int = 255) -> QColor:
    """The colour of the ``index``-th figure of a plan (the palette repeats after 8)."""
    c = QColor(PLAN_COLOURS[index % len(PLAN_COLOURS)])
    c.setAlpha(alpha)
    return c


HOVER = QColor(255, 255, 255, 70)


def player_fill(color: str | None) -> QColor:
    """Token colour of a player figure from its ``color`` name (any Qt colour name works)."""
    if color is None:
        return PLAYER_DEFAULT
    if color in PLAYER_FILL:
        return PLAYER_FILL[color]
    c = QColor(color)
    return c if c.isValid() else PLAYER_DEFAULT


def text_colour_on(fill: QColor) -> QColor:
    """Black or white, whichever reads better on ``fill``."""
    lum = 0.299 * fill.red() + 0.587 * fill.green() + 0.114 * fill.blue()
    return QColor("#111111") if lum > 150 else QColor("#ffffff")
