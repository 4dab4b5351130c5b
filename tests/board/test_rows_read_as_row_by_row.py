"""The map rows read in one search (``board.io._terrain_of_rows``) give the
same terrain, in the same order, as reading them row by row, and a board whose rows are
wrong (too few or many, too short or long, a character no map has, a final newline) is
refused with the same problems at the same places (board-format.md section 3; bad input
gets a message naming the file and the place). Seeded random boards are read both ways."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop_ai.board import BoardError, board_from_json, io
from tabletop_ai.board.io import _terrain_of_rows
from tabletop_ai.board.model import TERRAIN_CHARS
from tabletop_ai.geometry.cells import Cell

_CHARS = "".join(TERRAIN_CHARS)


def plain_terrain(rows: list[str], width: int) -> dict[Cell, str]:
    """The rows read one by one, left to right (spec 3: one character a cell)."""
    out: dict[Cell, str] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row[:width]):
            if ch != ".":
                out[Cell(x, y)] = TERRAIN_CHARS[ch]
    return out


def _rows(rnd: random.Random) -> tuple[int, int, list[str]]:
    w, h = rnd.randint(1, 14), rnd.randint(1, 14)
    open_share = rnd.random()
    rows = [
        "".join("." if rnd.random() < open_share else rnd.choice(_CHARS) for _ in range(w))
        for _ in range(h)
    ]
    what = rnd.randrange(8)
    if what == 0:  # a final newline (the schema's "$" lets it through)
        y = rnd.randrange(h)
        rows[y] = rows[y][:-1] + "\n" if rnd.random() < 0.5 else rows[y] + "\n"
    elif what == 1:  # a row too short or too long
        y = rnd.randrange(h)
        rows[y] = rows[y][:-1] if rnd.random() < 0.5 else rows[y] + "."
    elif what == 2:  # a row too many or too few
        rows = [*rows, "." * w] if rnd.random() < 0.5 else rows[:-1]
    return w, h, rows


def _read(data: dict[str, Any]) -> tuple[str, Any]:
    try:
        board = board_from_json(data, "rows.board.json", check=False)
    except BoardError as exc:
        return "refused", [(str(p.where), p.message, p.code) for p in exc.problems]
    for c in board.terrain:
        assert type(c) is Cell
    return "read", list(board.terrain.items())


@pytest.mark.parametrize("seed", range(300))
def test_rows_read_as_row_by_row(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rnd = random.Random(seed)
    w, h, rows = _rows(rnd)
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": w, "height": h},
        "rows": rows,
    }
    if rnd.random() < 0.3:  # later terrain entries change what the rows gave
        data["terrain"] = [
            {
                "at": [rnd.randrange(w), rnd.randrange(h)],
                "kind": rnd.choice(["open", "difficult", "void"]),
            }
        ]
    quick = _read(data)
    monkeypatch.setattr(io, "_terrain_of_rows", lambda rows, width, height: None)
    assert quick == _read(data), rows
    got = _terrain_of_rows(rows, w, h)
    if got is not None:
        assert list(got.items()) == list(plain_terrain(rows, w).items())
    elif "\n" not in "".join(rows):
        # no pass for sound rows: a refused map has a row too many or few, or one of a
        # wrong length
        lengths = [len(r) for r in rows]
        assert lengths != [w] * h, rows
