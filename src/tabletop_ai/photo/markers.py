"""Which printed marker is which: four board markers at known cells fix the board's
place in a photo; each figure wears one marker on its base or standee clip.

Board markers go *outside* the map, one diagonally beyond each corner cell with one free
cell between (:data:`CLEARANCE`): clear of every map cell, so no figure's base, not even on
the corner cell, covers a board marker printed larger than a cell. The printed sheet shows
where, with a drawing.

The markers are ArUco squares of OpenCV's ``DICT_4X4_250`` dictionary (4×4 bits, 250 ids, the
largest distance between codes of the small dictionaries, so a partly lit or slanted marker is
not read as another). Ids 0–3 are the board markers; figures get ids from 4 up, except the
ids a plain counter looks like (:data:`LOOKALIKE_IDS`). The assignment is kept in the board
file (``"markers"``, an extension of the board format) so a printed sheet stays right when
figures are added or removed later: a figure keeps its id, a new figure takes the lowest
free one.

No OpenCV and no Qt here: this is bookkeeping the command line and the window share.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import Any

from tabletop_ai.board.extension import Ext, json_object
from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import msg

#: the OpenCV dictionary the markers come from
DICTIONARY = "DICT_4X4_250"
#: ids the dictionary has
ID_COUNT = 250
#: board markers take ids 0..3 (one per map corner)
BOARD_IDS = (0, 1, 2, 3)
FIRST_FIGURE_ID = len(BOARD_IDS)
#: the ids whose 4×4 code has all its light bits, or all its dark bits, inside one patch of
#: two by three bits (a dot's size, with the cells it half covers): a plain printed counter
#: with a dot reads as them, and a photo cannot tell them apart. A dark counter with a light
#: dot reads as 17 (a light two by two patch on black); a light one with a dark dot as 190
#: (two dark bits) and, when a thin dark outline round it greys the border's black, as 85
#: (three dark bits in a line, the bits the dot half covers unclear); 105 and 106 are
#: three light bits in such a patch. So no figure is given one. A board whose kept
#: assignment has one (printed before they were skipped) keeps it; its reads are always
#: unsure (:func:`tabletop_ai.photo.detect.checked_reads`). A test derives them from the
#: dictionary.
LOOKALIKE_IDS = frozenset({17, 85, 105, 106, 190})
#: the board-file key of the assignment
KEY = "markers"
#: the board's marker assignment (board markers and each figure's id), kept in its file
MARKERS: Ext[dict[str, Any]] = Ext(KEY, json_object)


class PhotoError(ValueError):
    """A photo or a marker set the app cannot use; the message names the file and says what
    to do. Nothing on the board changes. ``note``: the end of the message a window keeps in
    view when it shortens the message to a line (what the picture itself is like: only so
    many pixels, too busy), "" when there is none."""

    def __init__(self, message: str = "", note: str = "") -> None:
        super().__init__(message)
        self.note = note


@dataclass(frozen=True)
class BoardMarker:
    """A board marker: its id and the cell place whose centre it is put on (off the map by
    default)."""

    id: int
    cell: Cell


@dataclass(frozen=True)
class MarkerSet:
    """The markers of one board: four board markers and one id per figure."""

    board: tuple[BoardMarker, ...]
    figures: dict[str, int]

    def figure_of(self, marker_id: int) -> str | None:
        for fid, mid in self.figures.items():
            if mid == marker_id:
                return fid
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "dictionary": DICTIONARY,
            "board": [{"id": m.id, "at": list(m.cell)} for m in self.board],
            "figures": dict(self.figures),
        }


#: a board marker lies this many cells out from the map: its nearest map cell is this many
#: steps away (one free cell between)
CLEARANCE = 2


def corner_cells(board: Board) -> tuple[Cell, Cell, Cell, Cell]:
    """Where the board markers go, clockwise from the top left: the cell places
    :data:`CLEARANCE` steps diagonally beyond the map's corner cells. On a square map,
    two cells left of and two up from the top-left cell (and so on); on a hex map, the
    place two hex steps from the map nearest to the corner's diagonal."""
    from tabletop_ai.geometry.hexgrid import HexGrid

    w, h = board.grid.width, board.grid.height
    k = CLEARANCE
    if not isinstance(board.grid, HexGrid):
        return Cell(-k, -k), Cell(w - 1 + k, -k), Cell(w - 1 + k, h - 1 + k), Cell(-k, h - 1 + k)
    grid = board.grid
    corners = ((0, 0, -1, -1), (w - 1, 0, 1, -1), (w - 1, h - 1, 1, 1), (0, h - 1, -1, 1))
    edge = [c for c in grid.cells() if c[0] in (0, w - 1) or c[1] in (0, h - 1)]
    out: list[Cell] = []
    for cx, cy, dx, dy in corners:
        ox, oy = grid.center(Cell(cx, cy))
        best: tuple[float, float, Cell] | None = None
        for x in range(cx - 2 * k - 1, cx + 2 * k + 2):
            for y in range(cy - 2 * k - 1, cy + 2 * k + 2):
                c = Cell(x, y)
                if grid.contains(c) or min(grid.distance(c, e) for e in edge) != k:
                    continue
                px, py = grid.center(c)
                vx, vy = px - ox, py - oy
                if vx * dx <= 0 or vy * dy <= 0:
                    continue
                # nearest the corner's diagonal, then nearest the corner
                off = abs(vx * dy - vy * dx) / math.hypot(dx, dy)
                key = (round(off, 6), round(math.hypot(vx, vy), 6), c)
                if best is None or key < best:
                    best = key
        out.append(best[2] if best is not None else Cell(cx + dx * k, cy + dy * k))
    return out[0], out[1], out[2], out[3]


def near_map(board: Board, cell: Cell) -> bool:
    """On the map or within a few cells round it (where board markers may go)."""
    m = CLEARANCE + 2
    return -m <= cell[0] < board.grid.width + m and -m <= cell[1] < board.grid.height + m


def _stored(board: Board) -> dict[str, Any]:
    return MARKERS.value(board, {})


def marker_set(board: Board) -> MarkerSet:
    """The board's markers: the stored assignment where it is still valid, the map corners
    for the board markers, and the lowest free ids for figures that have none yet."""
    raw = _stored(board)
    corners = corner_cells(board)
    stored_board = raw.get("board")
    board_markers: list[BoardMarker] = []
    if isinstance(stored_board, list) and len(stored_board) >= 4:
        for item in stored_board:
            try:
                mid, at = int(item["id"]), item["at"]
                cell = Cell(int(at[0]), int(at[1]))
            except (KeyError, TypeError, ValueError, IndexError):
                board_markers = []
                break
            if not near_map(board, cell) or not 0 <= mid < ID_COUNT:
                board_markers = []
                break
            board_markers.append(BoardMarker(mid, cell))
    if len({m.id for m in board_markers}) != len(board_markers) or len(board_markers) < 4:
        board_markers = [BoardMarker(i, c) for i, c in zip(BOARD_IDS, corners, strict=True)]
    taken = {m.id for m in board_markers}
    figures: dict[str, int] = {}
    stored_figs = raw.get("figures")
    if isinstance(stored_figs, dict):
        live = {f.id for f in board.figures}
        for fid, mid in stored_figs.items():
            if (
                fid in live
                and isinstance(mid, int)
                and not isinstance(mid, bool)
                and 0 <= mid < ID_COUNT
                and mid not in taken
            ):
                figures[fid] = mid
                taken.add(mid)
    free = (
        i for i in range(FIRST_FIGURE_ID, ID_COUNT) if i not in taken and i not in LOOKALIKE_IDS
    )
    for f in board.figures:
        if f.id not in figures:
            next_id = next(free, None)
            if next_id is None:
                raise PhotoError(
                    str(
                        msg(
                            "a board has markers for {most} figures at most; this one has {count}",
                            most=ID_COUNT - len(board_markers) - len(LOOKALIKE_IDS),
                            count=len(board.figures),
                        )
                    )
                )
            figures[f.id] = next_id
    return MarkerSet(tuple(board_markers), figures)


def with_markers(board: Board, markers: MarkerSet) -> Board:
    """A copy of ``board`` that keeps ``markers`` in its file (after printing a sheet)."""
    return dataclasses.replace(board, extra=MARKERS.with_raw(board.extra, markers.to_json()))
