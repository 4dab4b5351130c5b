"""The name of the deployment card an Imperial group was made from (Imperial Assault:
"Each deployment card represents one deployment group"), which the window and the plan text
show for the group: from the cards the board's Automated Emperor game keeps in the file,
else from the bundled example cards."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from tabletop_ai.board.model import Board, Group
from tabletop_ai.imperial.fields import DEPLOYMENT
from tabletop_ai.imperial.state import AE_STATE


def _names(cards: Any) -> dict[str, str]:
    """Deployment id -> name of a deck document's ``deployments`` (as the AE state keeps
    them, already checked when the board was read); anything else is skipped."""
    out: dict[str, str] = {}
    deps = cards.get("deployments") if isinstance(cards, dict) else None
    for d in deps if isinstance(deps, list) else ():
        if isinstance(d, dict) and isinstance(d.get("id"), str) and isinstance(d.get("name"), str):
            out[d["id"]] = d["name"]
    return out


@cache
def bundled_deployment_names() -> dict[str, str]:
    """Deployment id -> name of the bundled example deployment cards."""
    doc = json.loads(
        resources.files("tabletop_ai").joinpath("data/imperial/deployments.json").read_text("utf-8")
    )
    return _names(doc)


def deployment_card_name(board: Board, group: Group) -> str | None:
    """The English name of the deployment card ``group`` was made from (its ``deployment``
    field), or None for a group without one or with a card neither the board's game nor
    the bundled cards know."""
    if not DEPLOYMENT.present(group):
        return None
    did = DEPLOYMENT.value(group, group.id)
    state = AE_STATE.raw(board)
    if isinstance(state, dict):
        name = _names(state.get("cards")).get(did)
        if name:
            return name
    return bundled_deployment_names().get(did)
