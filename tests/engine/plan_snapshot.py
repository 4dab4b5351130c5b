"""Seeded random boards whose plans are snapshotted, so a change to the kernel can be checked
to plan exactly as the code it replaced did.

``plan_snapshots.json`` beside this module was written with::

    PYTHONPATH=src python -m tests.engine.plan_snapshot --write

by the engine whose searches are networkx's and whose equally cheap routes are drawn by a
stated rule (``engine.movement.route``). ``tools/compare_plans.py`` planned every snapshot with
it and with the engine before (a04dd16): no plan's options or chosen option changed, 155 drew
another of their equally cheap routes (listed in the commit that wrote the file).

Each board is planned, then one hero is moved ("dragged") a few times and the group planned
again in the same process, so caches that wrongly survive a figure move show up as a
different plan. Plans are compared as canonical JSON (paths, alternatives, reasons and all).
Plans are kept as SHA-256 digests (the first 24 hex digits); to see a difference, run
``tools/compare_plans.py`` with the old sources, or :func:`drag_plans` on the board with each.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board import board_from_json
from tests.conftest import GLOOMHAVEN_CASES

SNAPSHOT = Path(__file__).with_name("plan_snapshots.json")
CASES = GLOOMHAVEN_CASES  # the copy that travels with the tests (tests/data/gloomhaven/)

INSTRUCTIONS = ["move_toward", "move_to_engage", "move_to_reposition", "move_to_attack", "attack"]
LAYOUTS = [("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q"), ("flat", "even-q")]


def random_board(seed: int) -> dict[str, Any]:
    """One board file (JSON data) drawn from ``seed``: square or hex, 4..18 cells a side,
    terrain, walls, doors, blocking and impassable edges, 3..12 figures. Hex boards are
    planned half of the time by a Gloomhaven-family rule set (``monster_action``; then no
    impassable edges, whose reading the kernel work changed on purpose)."""
    rnd = random.Random(seed)
    kind = rnd.choice(["square", "hex"])
    w, h = rnd.randint(4, 18), rnd.randint(4, 18)
    grid: dict[str, Any] = {"type": kind, "width": w, "height": h}
    gloom = kind == "hex" and rnd.random() < 0.5
    if kind == "hex":
        orientation, offset = rnd.choice(LAYOUTS)
        grid.update(orientation=orientation, offset=offset)
    palette = "......~~#x^-" if not gloom else "........~#x-t^"
    rows = ["".join(rnd.choice(palette) for _ in range(w)) for _ in range(h)]
    probe = board_from_json(
        {"format": "tabletop-ai/board", "version": 1, "grid": grid}, "probe.board.json"
    )
    pairs = sorted(
        {(a, b) for a in probe.grid.cells() for b in probe.grid.neighbors(a, False) if a < b}
    )
    walls: list[Any] = []
    doors: list[Any] = []
    edges: list[Any] = []
    for i, (a, b) in enumerate(rnd.sample(pairs, min(len(pairs), rnd.randint(0, w * h // 4)))):
        pair = [list(a), list(b)]
        what = rnd.choice(["wall", "wall", "door", "blocking", "impassable"])
        if gloom and what in ("blocking", "impassable", "door"):
            what = "wall"
        if what == "wall":
            walls.append(pair)
        elif what == "door":
            doors.append({"id": f"d{i}", "between": pair, "open": rnd.random() < 0.5})
        else:
            edges.append({"between": pair, "kind": what})
    free = [(x, y) for y in range(h) for x in range(w) if rows[y][x] in ".~^"]
    rnd.shuffle(free)
    figures: list[dict[str, Any]] = []
    n_ai = rnd.randint(1, 3)
    n_fig = min(len(free), n_ai + rnd.randint(1, 9))
    for i in range(n_fig):
        side = "ai" if i < n_ai else rnd.choice(["player", "player", "ai"])
        fig: dict[str, Any] = {
            "id": f"{side}{i}",
            "side": side,
            "at": list(free[i]),
            "speed": rnd.randint(1, 6),
            "attack": rnd.choice(["melee", "reach", "ranged"]),
            "max_health": 9,
            "health": rnd.randint(1, 9),
            "wounded": side == "player" and rnd.random() < 0.3,
            "accuracy": rnd.randint(0, 2),
            "keywords": rnd.choice([[], [], [], ["mobile"], ["massive"]]) if not gloom else [],
        }
        if gloom:
            fig["initiative"] = rnd.randint(1, 90)
        figures.append(fig)
    ai_ids = [f["id"] for i, f in enumerate(figures) if i < n_ai]
    rules: dict[str, Any] = {
        "los_graze": rnd.random() < 0.7,
        "tie": rnd.choice(["report", {"compass": "N"}, {"compass": "E"}]),
        "ranged_range": rnd.choice([None, None, 3, 5]),
    }
    if gloom:
        rules = {"preset": rnd.choice(["gloomhaven", "frosthaven", "jaws-of-the-lion"])}
        instructions: list[dict[str, Any]] = [
            {
                "type": "monster_action",
                "move": rnd.randint(0, 5),
                "range": rnd.choice([0, 0, 2, 3]),
                "targets": rnd.choice([0, 1, 1, 2, 6]),
                "flying": rnd.random() < 0.15,
                "jumping": rnd.random() < 0.15,
            }
        ]
    else:
        if kind == "square" and rnd.random() < 0.2:
            rules["diagonals"] = "none"
        instructions = []
        players = [f["id"] for f in figures if f["side"] == "player"]
        for _ in range(rnd.randint(1, 3)):
            ins: dict[str, Any] = {"type": rnd.choice(INSTRUCTIONS)}
            if rnd.random() < 0.5:
                ins["mp"] = rnd.randint(0, 8)
            if players and rnd.random() < 0.4:
                ins["target"] = rnd.choice(players)
            if ins["type"] == "move_to_reposition":
                ins["distance"] = rnd.randint(0, 4)
            instructions.append(ins)
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": grid,
        "rows": rows,
        "walls": walls,
        "doors": doors,
        "edges": edges,
        "figures": figures,
        "groups": [{"id": "g", "figures": ai_ids, "instructions": instructions}],
        "rules": rules,
    }


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def drag_plans(data: dict[str, Any], seed: int) -> list[str]:
    """The group's plan, then the plan after each of three moves of one hero (as while it is
    dragged), as canonical JSON strings."""
    board = board_from_json(data, f"random-{seed}.board.json")
    out = [json.dumps(plan_group(board, "g").to_json(), sort_keys=True)]
    heroes = [f for f in board.figures if f.side == "player"]
    if not heroes:
        return out
    rnd = random.Random(seed + 99991)
    hero = rnd.choice(heroes)
    for _ in range(3):
        taken = {c for f in board.figures for c in f.cells()}
        spots = [
            c
            for c in board.grid.cells()
            if board.kind_at(c) in ("open", "difficult") and c not in taken
        ]
        if not spots:
            break
        board.update_figure(hero.id, at=rnd.choice(spots))
        out.append(json.dumps(plan_group(board, "g").to_json(), sort_keys=True))
    return out


def random_snapshots(count: int = 120) -> dict[str, list[str]]:
    """Digests of every board's drag plans."""
    return {
        str(seed): [digest(p) for p in drag_plans(random_board(seed), seed)]
        for seed in range(count)
    }


def case_digest(case: dict[str, Any]) -> str:
    board = board_from_json(case["board"], case["id"], check=False)
    return digest(json.dumps(plan_group(board, "monster").to_json(), sort_keys=True))


def case_snapshots() -> dict[str, str]:
    if not CASES.exists():
        return {}
    cases = json.loads(CASES.read_text(encoding="utf-8"))["cases"]
    return {c["id"]: case_digest(c) for c in cases}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="write plan_snapshots.json")
    args = ap.parse_args()
    data = {"random": random_snapshots(), "gloomhaven_cases": case_snapshots()}
    if args.write:
        SNAPSHOT.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(len(data["random"]), "random boards,", len(data["gloomhaven_cases"]), "cases")


if __name__ == "__main__":
    main()
