"""Everything a table-mode panel shows, as one value (like a plan for a board): the stage,
players from the first player, every character's numbers, each AI play area with its hand
(the top 5 of its deck), and every chain as a ranked list with reasons. The window draws it
and decides nothing itself."""

from __future__ import annotations

from typing import Any

from tabletop_ai.table.chains import display_names, load_chains, rank_chain
from tabletop_ai.table.model import Character, Table
from tabletop_ai.table.turn import hand


def _character(c: Character, name: str) -> dict[str, Any]:
    return {"id": c.id, "name": name, "side": c.side, "owner": c.owner, "area": c.area,
            "health": c.health, "max_health": c.max_health, "shields": c.shields,
            "dice": len(c.all_dice), "dice_in_pool": c.dice_in_pool,
            "showing": {d.id: d.sides[d.showing] for d in c.all_dice
                        if d.in_pool and d.showing is not None},
            "damage_sides": c.damage_sides, "base_damage_sides": c.base_damage_sides,
            "upgrades": [u.name for u in c.upgrades], "unique": c.unique, "cost": c.cost,
            "set_number": c.set_number, "ready": c.ready, "in_play": c.in_play}


def overview(t: Table) -> dict[str, Any]:
    """The table for a panel. Chains are ranked per play area; the target chain also per
    player (a harmful symbol resolves against each player's characters)."""
    names = display_names(t)
    stage = t.current_stage()
    areas = []
    for a in t.areas_in_order():
        chains: dict[str, Any] = {}
        for cid, chain in load_chains().items():
            if chain.per_point:
                continue
            chains[cid] = rank_chain(t, chain, a.id).to_json()
        per_player = {p.id: rank_chain(t, "target", a.id, owner=p.id).to_json()
                      for p in t.player_order(a.id)}
        areas.append({"id": a.id, "resources": a.resources, "per_player": a.per_player,
                      "deck": len(a.deck), "discard": list(a.discard),
                      "in_play": list(a.in_play),
                      "hand": [{"id": c.id, "name": c.label, "type": c.type,
                                "symbol": c.symbol, "value": c.value,
                                "per_player": c.per_player} for c in hand(t, a.id)],
                      "chains": chains, "targets_by_player": per_player})
    return {"name": t.name, "stage": {"id": stage.id, "name": stage.label} if stage else None,
            "won": t.won, "seed": t.seed, "rng_step": t.rng_step,
            "players": [{"id": p.id, "name": p.label, "area": p.area,
                         "first": p.id == t.first_player, "eliminated": p.eliminated}
                        for p in t.player_order()] +
                       [{"id": p.id, "name": p.label, "area": p.area, "first": False,
                         "eliminated": True} for p in t.players if p.eliminated],
            "characters": [_character(c, names[c.id]) for c in t.characters],
            "areas": areas}
