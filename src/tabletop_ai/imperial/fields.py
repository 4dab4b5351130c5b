"""The extension fields Imperial Assault keeps on board records (spec section 1: unknown keys
are kept), declared once with their types (see :mod:`tabletop_ai.board.extension`).

- figures: ``conditions`` (Imperial Assault conditions such as Stunned, Bleeding; AE
  "Conditions": a figure spends an action to remove one that needs it), ``abilities`` (the
  deployment card's abilities the AE "Ability" step lists), ``activated`` (IC: a hero that
  has activated this round is not ready), ``traits`` (the deployment card's traits);
- groups: ``deployment`` (the deployment card's id), ``abilities``, ``ic_lists`` (Imperial
  Commander: the instruction lists one of which is drawn per activation), ``target`` and
  ``reposition_target`` (IC: the named target and reposition point), ``bonus`` and
  ``surges`` (IC bonus lines and surge order);
- the board: the Imperial Commander draw record (the Automated Emperor's state is declared
  in :mod:`tabletop_ai.imperial.state`).
"""

from __future__ import annotations

from typing import Any

from tabletop_ai.board.extension import Ext, json_object, text, text_list, whole
from tabletop_ai.engine.rules import FigureField
from tabletop_ai.i18n import msg


def _lists(v: Any) -> list[list[dict[str, Any]]]:
    """IC instruction lists: a list of lists of instruction objects with a ``type``."""
    if not isinstance(v, list) or not all(isinstance(lst, list) for lst in v):
        raise TypeError("ic_lists is a list of instruction lists")
    out = []
    for lst in v:
        items = [json_object(i) for i in lst]
        if any("type" not in i for i in items):
            raise KeyError("type")
        out.append(items)
    return out


#: a figure's conditions, in the order they were given
CONDITIONS: Ext[list[str]] = Ext("conditions", text_list)
#: a figure's conditions (RRG "Conditions"; AE: an activation first removes stunned,
#: bleeding and weakened), the common ones offered as tick boxes
CONDITIONS_FIELD = FigureField(
    CONDITIONS.key,
    "list[str]",
    [],
    msg("the figure's conditions (stunned, bleeding, weakened, focused, hidden, others)"),
    ticks=("stunned", "bleeding", "weakened", "focused", "hidden"),
)


#: Imperial Commander: a hero has activated this round (IC2 "non-ready"; not ready)
ACTIVATED: Ext[bool] = Ext("activated", bool)
#: a figure's traits as its deployment card gives them (IC2 "non-Guardian Imperial figure")
TRAITS: Ext[list[str]] = Ext("traits", text_list)
#: a figure's or a group's deployment-card abilities, in card order
ABILITIES: Ext[list[str]] = Ext("abilities", text_list)
#: the deployment card a group was deployed from (default: the group's id)
DEPLOYMENT: Ext[str] = Ext("deployment", str)
#: Imperial Commander: the group's instruction lists
IC_LISTS: Ext[list[list[dict[str, Any]]]] = Ext("ic_lists", _lists)
#: Imperial Commander: the group's named target and reposition point
TARGET: Ext[str] = Ext("target", text)
REPOSITION_TARGET: Ext[str] = Ext("reposition_target", text)
#: Imperial Commander: the group's bonus lines and surge order
BONUS: Ext[list[str]] = Ext("bonus", text_list)
SURGES: Ext[list[str]] = Ext("surges", text_list)
#: the mission's number of open groups at set-up (AE deployment)
OPEN_GROUPS: Ext[int] = Ext("open_groups", whole)
#: the board's Imperial Commander draw record: seed and number of lists drawn
IC_STATE: Ext[dict[str, Any]] = Ext("imperial_commander", json_object)
