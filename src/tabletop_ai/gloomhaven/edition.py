"""Where Gloomhaven, Frosthaven and Jaws of the Lion differ: one option each.

Every option can be set on a board in ``rules`` (``"gh_los": "vertex"`` ...); the preset
(``gloomhaven``, ``frosthaven``, ``jaws-of-the-lion``) gives the defaults. The differences and
their sources:

``gh_los`` — ``"vertex"`` (Gloomhaven rulebook, "Line of Sight": a line from any corner of the
  attacker's hex to any corner of the target's hex that touches no wall) or
  ``"full-hex"`` (Frosthaven and Jaws of the Lion: a line from any point of one hex to any
  point of the other).
``gh_jump_difficult`` — Gloomhaven: a jump ending on difficult terrain still pays 2 for that
  last hex; Frosthaven and Jaws of the Lion: jumping ignores it entirely.
``gh_focus_proximity`` — focus ties are broken by proximity (range counted in hexes) before
  initiative; Jaws of the Lion's rulebook drops proximity (initiative only).
``gh_focus_disadvantage_first`` — when choosing where to attack from, Gloomhaven and Jaws of
  the Lion first avoid disadvantage against the focus, then maximise targets; Frosthaven
  maximises targets first, then avoids disadvantage against all of them.
``gh_future_multiattack`` — a monster that cannot attack its focus this turn still moves
  toward the place that would let it attack the most targets next turn (Gloomhaven, Jaws of
  the Lion); Frosthaven heeds only its focus then.
``gh_rank_secondary`` — secondary targets are ranked with the focus rules (proximity, then
  initiative) when several equally large groups are possible (Gloomhaven, Jaws of the Lion);
  Frosthaven treats them alike.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.i18n import msg

LOS_RULES = ("vertex", "full-hex")


@dataclass(frozen=True)
class Edition:
    """The rule options of one Gloomhaven-family game (module docstring)."""

    name: str
    los: str
    jump_difficult: bool
    focus_proximity: bool
    focus_disadvantage_first: bool
    future_multiattack: bool
    rank_secondary: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "gh_los": self.los,
            "gh_jump_difficult": self.jump_difficult,
            "gh_focus_proximity": self.focus_proximity,
            "gh_focus_disadvantage_first": self.focus_disadvantage_first,
            "gh_future_multiattack": self.future_multiattack,
            "gh_rank_secondary": self.rank_secondary,
        }


EDITIONS: dict[str, Edition] = {
    "gloomhaven": Edition("gloomhaven", "vertex", True, True, True, True, True),
    "frosthaven": Edition("frosthaven", "full-hex", False, True, False, False, False),
    "jaws-of-the-lion": Edition("jaws-of-the-lion", "full-hex", False, False, True, True, True),
}

_BOOL_KEYS = {f"gh_{f.name}": f.name for f in fields(Edition) if f.name not in ("name", "los")}


def read_edition(preset: str, extra: dict[str, Any]) -> Edition:
    """The preset's edition with the board's ``gh_*`` overrides; :class:`BoardError` names a
    bad key."""
    ed = EDITIONS.get(preset, EDITIONS["gloomhaven"])
    bad: list[Problem] = []
    changes: dict[str, Any] = {}
    los = extra.get("gh_los")
    if los is not None:
        if los in LOS_RULES:
            changes["los"] = los
        else:
            bad.append(
                Problem(
                    "rules.gh_los",
                    msg('is {value}; it must be "vertex" or "full-hex"', value=repr(los)),
                )
            )
    for key, attr in _BOOL_KEYS.items():
        v = extra.get(key)
        if v is None:
            continue
        if isinstance(v, bool):
            changes[attr] = v
        else:
            bad.append(Problem(f"rules.{key}", msg("must be true or false")))
    if bad:
        raise BoardError("", bad)
    return replace(ed, **changes) if changes else ed
