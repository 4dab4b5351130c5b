"""Grid geometry: cells, edges, square and hex grids behind one protocol, and pixel layouts.

Callers never branch on grid shape (Tiled's renderer idea): they ask a :class:`Grid` for
neighbours, edges, corners and distances, and a :class:`Layout` for scene points.
"""

from tabletop_ai.geometry.cells import Cell, Edge, TurnedCell, edge
from tabletop_ai.geometry.grid import Grid, make_grid
from tabletop_ai.geometry.hexgrid import Hex, HexGrid
from tabletop_ai.geometry.layout import Layout
from tabletop_ai.geometry.square import SquareGrid

__all__ = [
    "Cell",
    "Edge",
    "Grid",
    "Hex",
    "HexGrid",
    "Layout",
    "SquareGrid",
    "TurnedCell",
    "edge",
    "make_grid",
]
