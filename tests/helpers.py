"""Golden-board helpers: write a board as ASCII rows with figure letters on it.

``ascii_board(["..A.", "...b"], figures={"A": {...}, "b": {...}})`` puts figure ``A`` where
the letter stands; upper-case letters are AI figures, lower-case ones player figures unless the
figure's own ``side`` says otherwise. Every other character is the board-format legend.
"""

from __future__ import annotations

from typing import Any

from tabletop_ai.board import Board, board_from_json

LEGEND = set(".#~x^-ti")


def ascii_board(
    rows: list[str],
    figures: dict[str, dict[str, Any]] | None = None,
    groups: list[dict[str, Any]] | None = None,
    grid: dict[str, Any] | None = None,
    **top: Any,
) -> Board:
    figures = figures or {}
    terrain_rows = []
    figs = []
    for y, row in enumerate(rows):
        out = []
        for x, ch in enumerate(row):
            if ch in LEGEND:
                out.append(ch)
                continue
            spec = dict(figures.get(ch, {}))
            spec.setdefault("id", ch)
            spec.setdefault("side", "ai" if ch.isupper() else "player")
            spec.setdefault("at", [x, y])
            figs.append(spec)
            out.append(spec.pop("_under", "."))
        terrain_rows.append("".join(out))
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": grid or {"type": "square", "width": len(rows[0]), "height": len(rows)},
        "rows": terrain_rows,
        "figures": figs,
        "groups": groups or [],
    }
    data.update(top)
    return board_from_json(data, "test.board.json")
