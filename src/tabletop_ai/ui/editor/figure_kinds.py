"""The figure kinds the palette offers, per rule set, and the player's own kinds.

A kind is a figure template (the board file's figure keys, spec 4, without ``id`` and
``at``); keys a game adds to its figures (Battlecrest's ``role`` and ``defense``, a wargame
army's ``units``) are kept. The player's own kinds ("Save as kind" on a selected figure) are
remembered per rule set family in the settings."""

from __future__ import annotations

import json
from typing import Any

from tabletop_ai.board import Board, BoardError, Figure
from tabletop_ai.board.reader import parse_json
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.texts import translate

Kind = dict[str, Any]

#: figure keys a kind does not carry (where and which one)
_NOT_KIND = {"id", "at", "group"}


def family_of(board: Board) -> tuple[str, list[Kind]]:
    """The board's rule set family (where the player's own kinds are kept) and the kinds it
    declares (:attr:`~tabletop_ai.engine.rules.RuleSet.figure_kinds`)."""
    from tabletop_ai.ui.panels import rules_of

    cls = rules_of(board)
    return cls.kinds_family, [dict(k) for k in cls.figure_kinds]


#: figure kinds a player may add for one family (the palette lists every one)
MAX_USER_KINDS = 100


def user_kinds(family: str) -> list[Kind]:
    """The kinds the player added for this family. They are read like any file (the
    guarded JSON reader), and each is checked as a figure of a board file would be: a kind
    the board loader would refuse is left out, with a settings note."""
    raw = prefs.settings().value(f"figure_kinds/{family}", "[]")
    try:
        kinds = parse_json(str(raw), "settings")  # settings are read like any file
    except BoardError:
        kinds = None
    if not isinstance(kinds, list):
        prefs.note(
            translate(
                "figure_kinds",
                "Settings ({file}): figure_kinds/{family} is not a list of figure kinds; none "
                "of them are offered",
            ).format(file=prefs.file_name(), family=family)
        )
        return []
    out = [k for k in kinds[:MAX_USER_KINDS] if isinstance(k, dict) and _usable(k)]
    if len(out) < len(kinds):
        prefs.note(
            translate(
                "figure_kinds",
                "Settings ({file}): {count} of your {family} figure kinds could not be used "
                "and are not offered",
            ).format(file=prefs.file_name(), count=len(kinds) - len(out), family=family)
        )
    return out


def _usable(kind: Kind) -> bool:
    """Whether a figure of ``kind`` passes the board loader's checks (its side, speed,
    health, size and the rest, each in its range)."""
    from tabletop_ai.board import loads_board

    if kind.get("side") not in ("ai", "player"):
        return False
    size = kind.get("size", [1, 1])
    side = 8
    if isinstance(size, list) and all(isinstance(v, int) and 0 < v <= 200 for v in size[:2]):
        side = max(8, *size[:2])
    fig = {k: v for k, v in kind.items() if k not in _NOT_KIND and k != "user"}
    board = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": side, "height": side},
        "figures": [{**fig, "id": "kind", "at": [0, 0]}],
    }
    try:
        loads_board(json.dumps(board), "settings")
    except (BoardError, TypeError, ValueError):
        return False
    return True


def kinds_for(board: Board) -> list[Kind]:
    """Built-in kinds of the board's rule set, then the player's own (marked ``"user"``)."""
    family, builtin = family_of(board)
    return [dict(k) for k in builtin] + [dict(k, user=True) for k in user_kinds(family)]


def kind_from_figure(fig: Figure) -> Kind:
    """A kind made from a figure on the board: its stats and its game's own keys, its name
    without a trailing number ("Trooper 3" -> "Trooper")."""
    from tabletop_ai.board import board_to_json
    from tabletop_ai.geometry import SquareGrid

    one = fig
    stub = Board(grid=SquareGrid(one.at.x + one.size[0], one.at.y + one.size[1]), figures=[one])
    data = {k: v for k, v in board_to_json(stub)["figures"][0].items() if k not in _NOT_KIND}
    data["name"] = fig.label.rstrip("0123456789 ").strip() or fig.label
    return data


def add_user_kind(board: Board, kind: Kind) -> None:
    """Remember ``kind`` for boards of this board's rule set family."""
    family, _ = family_of(board)
    kinds = [k for k in user_kinds(family) if k != kind] + [
        {k: v for k, v in kind.items() if k != "user"}
    ]
    prefs.settings().setValue(f"figure_kinds/{family}", json.dumps(kinds))


def remove_user_kind(board: Board, kind: Kind) -> None:
    family, _ = family_of(board)
    plain = {k: v for k, v in kind.items() if k != "user"}
    prefs.settings().setValue(
        f"figure_kinds/{family}", json.dumps([k for k in user_kinds(family) if k != plain])
    )
