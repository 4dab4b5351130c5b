"""Small Gloomhaven boards for the rule tests: flat-topped hexes, ``even-q`` columns.

In ``even-q`` a hex ``[c, r]`` touches ``[c, r-1]`` and ``[c, r+1]`` in its own column; in an
even column its side neighbours are rows ``r`` and ``r+1`` of the next columns, in an odd
column rows ``r-1`` and ``r``. Upper-case letters are monsters (``M`` acts), lower-case ones
characters.
"""

from __future__ import annotations

from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board import Board
from tabletop_ai.engine.plan import Action, FigurePlan
from tests.helpers import ascii_board


def hex_board(
    rows: list[str],
    action: dict[str, Any] | None = None,
    preset: str = "frosthaven",
    figures: dict[str, dict[str, Any]] | None = None,
    walls: list[list[list[int]]] | None = None,
    **rules: Any,
) -> Board:
    """A board whose monster ``M`` has one ``monster_action`` (default: move 2, melee)."""
    ins = {"type": "monster_action", "move": 2, "range": 0, "targets": 1}
    ins.update(action or {})
    figs = dict(figures or {})
    for row in rows:
        for ch in row:
            if ch.isalpha() and ch not in "xti":
                figs.setdefault(ch, {})
                if ch.islower():
                    figs[ch].setdefault("initiative", 50)
    return ascii_board(
        rows,
        figures=figs,
        groups=[{"id": "monsters", "figures": ["M"], "instructions": [ins]}],
        grid={
            "type": "hex",
            "orientation": "flat",
            "offset": "even-q",
            "width": len(rows[0]),
            "height": len(rows),
        },
        rules={"preset": preset, **rules},
        walls=walls or [],
    )


def monster_plan(board: Board) -> FigurePlan:
    fp = plan_group(board, "monsters").figure_plan("M")
    assert fp is not None
    return fp


def move_of(fp: FigurePlan) -> Action:
    return next(a for a in fp.actions if a.type == "move")


def answers(fp: FigurePlan) -> set[tuple[tuple[int, int], frozenset[str]]]:
    """Every (end, attacked figure ids) the plan offers."""
    return {
        ((o["end"][0], o["end"][1]), frozenset(o["attacks"]))
        for o in move_of(fp).to_json()["options"]
    }


def attacked(fp: FigurePlan) -> list[str]:
    return [
        a.target
        for a in fp.actions
        if a.type == "attack" and not a.skipped and a.target is not None
    ]
