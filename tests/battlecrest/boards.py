"""Golden Battlecrest boards: ASCII rows with figure letters and digits for location cells.

``E`` is the Emperor's hero, ``S`` his sidekick, ``h`` your hero, ``s`` your sidekick (any
other letter: a figure of that side). A digit is a location cell described in ``locations``.
The cards are written inline (not the editable example files), so every answer here is derived
from the rules text and these numbers only. Diagonals are off (square cells, edge steps).
"""

from __future__ import annotations

from typing import Any

from tabletop_ai import plan_group
from tabletop_ai.board import Board
from tabletop_ai.engine.plan import Action, Plan
from tests.helpers import ascii_board

ROLES = {"E": "hero", "S": "sidekick", "h": "hero", "s": "sidekick"}


def order_card(
    compass: str = "N",
    steps: tuple[str, ...] = ("movement", "activation", "refresh"),
    refresh: int = 0,
    defense_modifier: int = 0,
    unique_crest: bool = False,
    cid: str = "t",
) -> dict[str, Any]:
    return {
        "id": cid,
        "steps": list(steps),
        "refresh": refresh,
        "defense_modifier": defense_modifier,
        "compass": compass,
        "unique_crest": unique_crest,
    }


def solo_card(
    destination: list[dict[str, Any]] | None = None,
    sidekick_destination: list[dict[str, Any]] | None = None,
    star_priority: list[dict[str, Any]] | None = None,
    fallback: dict[str, Any] | None = None,
    action_cards: list[dict[str, Any]] | None = None,
    **more: Any,
) -> dict[str, Any]:
    return {
        "id": "test",
        "destination": destination or [{"adjacent_to": "enemy_hero"}],
        "sidekick_destination": sidekick_destination or [],
        "star_priority": star_priority or [],
        "fallback": fallback,
        "action_cards": action_cards or [],
        **more,
    }


def bc_board(
    rows: list[str],
    *,
    locations: dict[str, dict[str, Any]] | None = None,
    figures: dict[str, dict[str, Any]] | None = None,
    solo: dict[str, Any] | None = None,
    cards: list[dict[str, Any]] | None = None,
    deck: dict[str, Any] | None = None,
    row: list[dict[str, Any]] | None = None,
    state: dict[str, Any] | None = None,
    instructions: list[dict[str, Any]] | None = None,
) -> Board:
    locations = locations or {}
    points = []
    clean = []
    for y, line in enumerate(rows):
        out = []
        for x, ch in enumerate(line):
            if ch.isdigit():
                spec = dict(locations.get(ch, {}))
                spec.setdefault("active", True)
                points.append({"id": f"L{ch}", "kind": "location", "at": [x, y], **spec})
                out.append(".")
            else:
                out.append(ch)
        clean.append("".join(out))
    figs: dict[str, dict[str, Any]] = {}
    letters = {ch for line in clean for ch in line if ch.isalpha() and ch not in "xti"}
    for ch in letters:
        spec = {"health": 5, "max_health": 5, "speed": 0}
        if ch in ROLES:
            spec["role"] = ROLES[ch]
        spec.update((figures or {}).get(ch, {}))
        figs[ch] = spec
    ai = sorted(ch for ch in letters if ch.isupper())
    ai.sort(key=lambda c: 0 if c == "E" else 1)
    bc: dict[str, Any] = {
        "solo_card": "test",
        "solo_cards": [solo or solo_card()],
        "order_cards": cards or [order_card()],
        "order_deck": deck or {"draw": [c["id"] for c in (cards or [order_card()])]},
        "action_row": row if row is not None else [],
    }
    bc.update(state or {})
    return ascii_board(
        clean,
        figures=figs,
        groups=[
            {
                "id": "emperor",
                "figures": ai,
                "instructions": instructions or [{"type": "emperor_turn"}],
            }
        ],
        points=points,
        rules={"preset": "battlecrest", "diagonals": "none"},
        battlecrest=bc,
    )


def emperor_plan(board: Board) -> Plan:
    return plan_group(board, "emperor")


def actions(plan: Plan, kind: str | None = None, figure: str | None = None) -> list[Action]:
    """Every action of the plan in step order (optionally of one type / one figure)."""
    out = [
        a
        for fp in plan.figures
        for a in fp.actions
        if (kind is None or a.type == kind) and (figure is None or fp.figure == figure)
    ]
    return sorted(out, key=lambda a: int(a.to_json()["step"]))


def one(plan: Plan, kind: str, figure: str | None = None) -> Action:
    found = actions(plan, kind, figure)
    assert len(found) == 1, [a.reason for a in found]
    return found[0]


def card(
    cid: str,
    *abilities: dict[str, Any],
    move: int = 0,
    defense: int = 0,
    stars: int = 0,
    **more: Any,
) -> dict[str, Any]:
    return {
        "id": cid,
        "move": move,
        "defense": defense,
        "stars": stars,
        "abilities": list(abilities),
        **more,
    }
