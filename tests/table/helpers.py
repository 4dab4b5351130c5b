"""Small tables written inline: characters as short dicts, players ``p1``, ``p2``."""

from __future__ import annotations

from typing import Any

from tabletop_ai.table import Table
from tabletop_ai.table.io import table_from_json


def die(
    damage: int,
    *,
    in_pool: bool = False,
    showing: int | None = None,
    special: int = 0,
    sides: list[str] | None = None,
) -> dict[str, Any]:
    """A die with ``damage`` melee damage sides (the rest blank), or the given ``sides``."""
    s = sides or (["1MD"] * damage + ["-"] * (6 - damage))
    out: dict[str, Any] = {"sides": s}
    if in_pool:
        out["in_pool"] = True
        out["showing"] = 0 if showing is None else showing
    if special:
        out["special_damage"] = special
    return out


def table(
    chars: list[dict[str, Any]], players: int | list[dict[str, Any]] = 2, **top: Any
) -> Table:
    """A valid table: players p1, p2 (P1, P2); player characters default to owner p1."""
    seated = (
        players
        if isinstance(players, list)
        else [{"id": f"p{i + 1}", "name": f"P{i + 1}"} for i in range(players)]
    )
    data: dict[str, Any] = {
        "format": "tabletop-ai/table",
        "version": 1,
        "players": seated,
        "first_player": "p1",
        "characters": [],
    }
    for c in chars:
        c = dict(c)
        c.setdefault("side", "player")
        c.setdefault("max_health", max(c.get("health", 1), 10))
        if c["side"] == "player":
            c.setdefault("owner", "p1")
        data["characters"].append(c)
    data.update(top)
    return table_from_json(data, "test.table.json")
