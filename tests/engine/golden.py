"""Helpers for golden boards: build a board from ASCII rows, plan a group, read the answer.

Upper-case letters are AI figures, lower-case ones player figures (``tests.helpers``). The
group ``g`` holds the upper-case figures in reading order unless ``members`` says otherwise.
"""

from __future__ import annotations

from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board import Board
from tabletop_ai.engine.movement import Reach, reach
from tabletop_ai.engine.situation import Situation
from tabletop_ai.rulesets import ruleset_for
from tests.helpers import ascii_board


def _large(rows: list[str], figures: dict[str, dict[str, Any]]) -> list[str]:
    """A letter written over a rectangle of cells is one large figure of that size."""
    seen: dict[str, list[tuple[int, int]]] = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch.isalpha() and ch not in "xti":
                seen.setdefault(ch, []).append((x, y))
    out = [list(r) for r in rows]
    for ch, cells in seen.items():
        if len(cells) == 1:
            continue
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        assert w * h == len(cells), f"figure {ch} is not a rectangle"
        figures.setdefault(ch, {})["size"] = [w, h]
        for x, y in cells[1:]:
            out[y][x] = "."
    return ["".join(r) for r in out]


def board(
    rows: list[str],
    instructions: list[dict[str, Any]] | None = None,
    figures: dict[str, dict[str, Any]] | None = None,
    members: list[str] | None = None,
    **top: Any,
) -> Board:
    figures = {k: dict(v) for k, v in (figures or {}).items()}
    rows = _large(rows, figures)
    if members is None:
        members = list(dict.fromkeys(ch for row in rows for ch in row if ch.isupper()))
    groups = [{"id": "g", "figures": members, "instructions": instructions or []}]
    return ascii_board(rows, figures=figures, groups=groups, **top)


def plan(
    rows: list[str],
    instructions: list[dict[str, Any]],
    figures: dict[str, dict[str, Any]] | None = None,
    members: list[str] | None = None,
    **top: Any,
) -> dict[str, Any]:
    """The plan of group ``g`` as spec-9 JSON."""
    return plan_group(board(rows, instructions, figures, members, **top), "g").to_json()


def actions(p: dict[str, Any], fid: str) -> list[dict[str, Any]]:
    """The actions of figure ``fid`` in plan JSON ``p``."""
    for fp in p["figures"]:
        if fp["figure"] == fid:
            return list(fp["actions"])
    raise KeyError(fid)


def situation(b: Board) -> Situation:
    return Situation(b, ruleset_for(b))


def costs(b: Board, fid: str, mp: int, **kw: Any) -> dict[tuple[int, int], int]:
    """Fewest MP from figure ``fid`` to every cell it can reach with ``mp``."""
    sit = situation(b)
    r: Reach = reach(sit, sit.figure(fid), mp, **kw)
    return {(c[0], c[1]): v for c, v in r.cost.items()}


def ends(b: Board, fid: str, mp: int, **kw: Any) -> set[tuple[int, int]]:
    """Cells figure ``fid`` may end on with ``mp``."""
    sit = situation(b)
    return {(c[0], c[1]) for c in reach(sit, sit.figure(fid), mp, **kw).ends}


def sees(b: Board, viewer: str, target: str) -> bool:
    sit = situation(b)
    return sit.sight(sit.figure(viewer), sit.figure(target)).clear


def wall(a: tuple[int, int], b: tuple[int, int]) -> list[list[int]]:
    return [list(a), list(b)]
