"""Hex wargames' stacks (docs/retreat.md): several armies may share a hex.

- **Friendly armies** may share a hex. With ``rules.retreat_stacking_limit: N`` (RSBDE 10.8,
  "a retreated unit is eliminated if it ends its retreat in violation of stacking limits") the
  units of one side in a hex are at most N (an army's units: the length of its ``units``
  list, else 1); without it there is no limit (Armageddon Empires forbids only enemy hexes).
- **Enemy armies** may share a hex only when every army of one of the two sides there is
  ``"stealthed": true`` or ``"combat_capable": false``: Armageddon Empires: "all hexes are
  occupied by un-stealthed combat capable enemy armies" — a stealthed or non-combat army does
  not hold its hex against the enemy.

The retreat rule set declares :data:`HEX_STACKS` as its
:attr:`~tabletop_ai.engine.rules.RuleSet.stacking`; the loader and the window ask it through
:mod:`tabletop_ai.board.stacks`.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop_ai.board.extension import Ext, flag
from tabletop_ai.board.model import Board, Figure

#: a wargame army hidden from the enemy (it does not hold its hex)
STEALTHED: Ext[bool] = Ext("stealthed", flag)
#: false for an army that cannot fight (it does not hold its hex)
COMBAT_CAPABLE: Ext[bool] = Ext("combat_capable", lambda v: v is not False)


def stacking_limit(board: Board) -> int | None:
    """Units of one side allowed in one hex, or None for no limit (a bad value: no limit;
    the rule set reports it as a ``rules.retreat_stacking_limit`` problem)."""
    v = board.rules.extra.get("retreat_stacking_limit")
    if isinstance(v, bool) or not isinstance(v, int) or v < 1:
        return None
    return v


def unit_count(f: Figure) -> int:
    """An army's units: the length of its ``units`` list, else 1."""
    units = f.extra.get("units")
    return len(units) if isinstance(units, list) and units else 1


def holds_hex(f: Figure) -> bool:
    """An army holds its hex against the enemy unless stealthed or not combat-capable."""
    return not STEALTHED.value(f, False) and COMBAT_CAPABLE.value(f, True)


class HexStacks:
    """The stacking rule above."""

    def problem(self, board: Board, figs: Sequence[Figure]) -> str | None:
        """Why ``figs`` may not share their hex, naming them; None when they may."""
        names = ", ".join(f'"{f.id}"' for f in figs)
        sides: dict[str, list[Figure]] = {}
        for f in figs:
            sides.setdefault(f.side, []).append(f)
        if len(sides) > 1:
            holding = [s for s, fs in sides.items() if any(holds_hex(f) for f in fs)]
            if len(holding) > 1:
                return (
                    f"{names} stand on the same hex, and armies of both sides there are "
                    f"un-stealthed and combat-capable (only a stealthed or non-combat army "
                    f"may share a hex with the enemy)"
                )
        limit = stacking_limit(board)
        if limit is not None:
            for fs in sides.values():
                total = sum(unit_count(f) for f in fs)
                if len(fs) > 1 and total > limit:
                    ids = ", ".join(f'"{f.id}"' for f in fs)
                    return (
                        f"{ids} stack {total} units on one hex, over the stacking limit of "
                        f"{limit} (rules.retreat_stacking_limit)"
                    )
        return None


HEX_STACKS = HexStacks()
