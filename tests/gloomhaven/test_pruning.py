"""The monster's search for attack hexes passes hexes over without working out their ways
(the slowest shared case, scenario 131, asked line of sight for every hex it can
reach and every character). Passing over must never change the answer: on seeded random maps
(walls, thin walls, traps, difficult terrain; ranged and melee attacks, areas, several
targets, every edition) the plan equals the one made with every hex worked out.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tabletop_ai import plan_group
from tabletop_ai.board import Board, board_from_json
from tabletop_ai.gloomhaven import monster

#: area patterns (axial offsets): a ranged triangle and line, a melee cone and line
AREAS = [
    [[0, 0], [1, 0], [0, 1]],
    [[0, 0], [1, 0], [2, 0]],
    [[0, 0], [0, -1], [1, 0], [1, -1], [1, -2], [2, -1], [2, -2]],
    [[1, 0], [1, -1]],
    [[1, 0], [2, 0]],
]


def _random_case(seed: int) -> dict[str, Any]:
    """A board with one monster ``M`` and 2..9 characters drawn from ``seed``."""
    rnd = random.Random(seed)
    w, h = rnd.randint(5, 12), rnd.randint(4, 8)
    rows = ["".join(rnd.choice("..........-^~t") for _ in range(w)) for _ in range(h)]
    free = [(x, y) for y in range(h) for x in range(w) if rows[y][x] == "."]
    rnd.shuffle(free)
    n_chars = min(len(free) - 1, rnd.randint(2, 9))
    figures: list[dict[str, Any]] = [{"id": "M", "side": "ai", "at": list(free[0])}]
    for i in range(n_chars):
        figures.append(
            {
                "id": f"c{i}",
                "side": "player",
                "at": list(free[i + 1]),
                "initiative": rnd.choice([10, 30, 30, 50]),
            }
        )
    walls = []
    for _ in range(rnd.randint(0, w * h // 6)):
        x, y = rnd.randrange(w - 1), rnd.randrange(h)
        walls.append([[x, y], [x + 1, y]])
    ranged = rnd.random() < 0.6
    action: dict[str, Any] = {
        "type": "monster_action",
        "move": rnd.randint(1, 5),
        "range": rnd.randint(2, 5) if ranged else 0,
        "targets": rnd.choice([1, 1, 2, 3, 6]),
        "muddled": rnd.random() < 0.2,
    }
    if rnd.random() < 0.5:
        area = rnd.choice(AREAS[:3] if ranged else AREAS[3:])
        action["aoe"] = {"relative_to": "first", "cells": area}
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "hex", "orientation": "flat", "offset": "even-q", "width": w, "height": h},
        "rows": rows,
        "walls": walls,
        "figures": figures,
        "groups": [{"id": "monsters", "figures": ["M"], "instructions": [action]}],
        "rules": {"preset": rnd.choice(["gloomhaven", "frosthaven", "jaws-of-the-lion"])},
    }


def _plan_json(board: Board) -> str:
    return json.dumps(plan_group(board, "monsters").to_json(), sort_keys=True)


def _unpruned(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every hex worked out: no bound on the number of targets passes a hex over, and any
    hex could attack any best group."""
    monkeypatch.setattr(monster.Ways, "quick_bound", lambda self, loc: 10**6)
    monkeypatch.setattr(monster.Ways, "size_bound", lambda self, loc: 10**6)
    monkeypatch.setattr(
        monster.MonsterTurn,
        "could_attack_group",
        lambda self, loc, group, d, best, dis_of, seen: True,
    )


@pytest.mark.parametrize("seed", range(120))
def test_passing_hexes_over_keeps_the_plan(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    data = _random_case(seed)
    pruned = _plan_json(board_from_json(data, f"random-{seed}.board.json"))
    with monkeypatch.context() as m:
        _unpruned(m)
        full = _plan_json(board_from_json(data, f"random-{seed}.board.json"))
    assert pruned == full, f"seed {seed}: the pruned plan differs"


def test_the_unpruned_search_is_really_unpruned(monkeypatch: pytest.MonkeyPatch) -> None:
    # the comparison above means something only if the patches reach the search: with them
    # every hex the monster can end on has its ways worked out
    data = _random_case(3)
    asked: list[object] = []
    real = monster.MonsterTurn._ways_from

    def counting(self: monster.MonsterTurn, loc: Any, *rest: Any) -> Any:
        asked.append(loc)
        return real(self, loc, *rest)

    monkeypatch.setattr(monster.MonsterTurn, "_ways_from", counting)
    plan_group(board_from_json(data, "a.board.json"), "monsters")
    pruned = len(asked)
    asked.clear()
    _unpruned(monkeypatch)
    plan_group(board_from_json(data, "a.board.json"), "monsters")
    assert len(asked) > pruned
