"""What a photo of the table says, for scripts and tests (:func:`tabletop_ai.place_from_photo`).

A plain record of the detection's outcome, every figure in exactly one of: **placed** (sure,
moved by :meth:`PhotoResult.apply`), **unsure** (seen on a cell, with why it is doubtful:
moved only when confirmed), **flagged** (seen but not to be moved: off the map, impassable,
on one cell with another figure), **not seen**; or the whole photo **refused**, with the
reason (no OpenCV, not a picture, too few board markers).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.board.model import Board
from tabletop_ai.geometry import Cell
from tabletop_ai.photo.place import Detection, apply_detection


@dataclass(frozen=True)
class Unsure:
    """A figure seen on a cell, but not surely."""

    cell: Cell
    why: str
    certainty: float


@dataclass(frozen=True)
class PhotoResult:
    """One photo read against a board."""

    source: str
    #: figure id -> the cell it was placed on, surely
    placed: dict[str, Cell] = field(default_factory=dict)
    #: figure id -> the cell it seems to be on and why that is doubtful
    unsure: dict[str, Unsure] = field(default_factory=dict)
    #: figure id -> why it is not moved (off the map, impassable ground, two on one cell)
    flagged: dict[str, str] = field(default_factory=dict)
    #: figures whose marker is not in the photo
    not_seen: tuple[str, ...] = ()
    #: why the photo could not be used at all; empty when it was
    refused: str = ""
    #: marker ids read that belong to no figure of the board
    unknown_markers: tuple[int, ...] = ()
    #: what the player is told about the board markers (one missing, one misplaced) and
    #: about a small picture in which figures are missing (its size)
    notes: tuple[str, ...] = ()
    #: figure id -> how far inside its cell its marker lies (1.0: the middle, 0.0: the border)
    certainty: dict[str, float] = field(default_factory=dict)
    #: the full detection (None when refused), for the window's drawing
    detection: Detection | None = field(default=None, compare=False, repr=False)

    @property
    def used(self) -> bool:
        """Whether the photo could be read at all."""
        return not self.refused

    def apply(self, board: Board, confirm: Collection[str] = ()) -> Board:
        """A copy of ``board`` with the placed figures moved, and the unsure ones whose ids
        are in ``confirm``; the others stay. A refused photo moves nothing."""
        if self.detection is None:
            return board.copy()
        return apply_detection(board, self.detection, confirm).state

    def lines(self, board: Board) -> list[str]:
        """What the player is told, one line each (the refusal, or the report)."""
        if self.detection is None:
            return [self.refused]
        return self.detection.report(board)

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "refused": self.refused,
            "placed": {f: list(c) for f, c in self.placed.items()},
            "unsure": {
                f: {"cell": list(u.cell), "why": u.why, "certainty": round(u.certainty, 3)}
                for f, u in self.unsure.items()
            },
            "flagged": dict(self.flagged),
            "not_seen": list(self.not_seen),
            "unknown_markers": list(self.unknown_markers),
            "notes": list(self.notes),
        }


def result_of(det: Detection) -> PhotoResult:
    """The record of a detection."""
    placed: dict[str, Cell] = {}
    unsure: dict[str, Unsure] = {}
    flagged: dict[str, str] = {}
    for s in det.seen:
        if s.flag or s.cell is None:
            flagged[s.figure] = s.flag
        elif s.doubt:
            unsure[s.figure] = Unsure(s.cell, s.doubt, s.confidence)
        else:
            placed[s.figure] = s.cell
    return PhotoResult(
        det.source,
        placed,
        unsure,
        flagged,
        tuple(det.unseen),
        "",
        tuple(det.unknown_ids),
        tuple(det.notes),
        {s.figure: s.confidence for s in det.seen},
        det,
    )


def refused(source: str, why: str) -> PhotoResult:
    return PhotoResult(source, refused=why)
