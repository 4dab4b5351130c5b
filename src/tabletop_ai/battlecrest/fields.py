"""The extension fields Battlecrest keeps on board records (spec section 1: unknown keys are
kept), declared once with their types (see :mod:`tabletop_ai.board.extension`).

- location points: ``hazard`` (rulebook "Небезпечні локації": a hazard location) and
  ``ability`` (a location's own ability, the same shape as a card ability);
- figures: ``defense`` (the figure's printed defense value, added to a location's defense
  bonus when it is attacked) and ``role`` (``hero`` or ``sidekick``: the Emperor moves his
  hero first, then the sidekick);
- the board: the ``battlecrest`` object (decks, action row, turn; read and checked by
  :func:`tabletop_ai.battlecrest.state.read_state`).
"""

from __future__ import annotations

from typing import Any

from tabletop_ai.board.extension import Ext, flag, json_object, text, whole

HAZARD: Ext[bool] = Ext("hazard", flag)
ABILITY: Ext[dict[str, Any]] = Ext("ability", json_object)
DEFENSE: Ext[int] = Ext("defense", whole)
ROLE: Ext[str] = Ext("role", text)
STATE: Ext[dict[str, Any]] = Ext("battlecrest", json_object)
