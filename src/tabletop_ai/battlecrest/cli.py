"""Command line for Battlecrest's Emperor: ``tabletop-ai battlecrest FILE --group G [--apply]``.

Plans the group's instruction (``emperor_turn`` or ``emperor_defense``), prints the numbered
steps, and with ``--apply`` saves the board as it stands after the turn (atomically), so the
next call plays the next turn."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_ai.battlecrest.apply import board_after
from tabletop_ai.battlecrest.rules import Battlecrest
from tabletop_ai.board import BoardError, load_board, save_board
from tabletop_ai.board.errors import unknown_group
from tabletop_ai.board.io import save_failure
from tabletop_ai.engine.checks import checked
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.i18n import msg

Handler = Callable[[argparse.Namespace], int]


def add_commands(sub: Any) -> dict[str, Handler]:
    bc = sub.add_parser("battlecrest", help="play the Battlecrest Emperor's turn on a board")
    bc.add_argument("file", help="the Battlecrest board file (.board.json)")
    bc.add_argument("--group", "-g", required=True, help="the Emperor's group")
    bc.add_argument("--json", action="store_true", help="print the plan as JSON")
    bc.add_argument(
        "--apply", action="store_true", help="save the board as it stands after the turn"
    )
    return {"battlecrest": cmd_battlecrest}


def _fail(message: str) -> int:
    """Print ``message`` (a message of the core: in the chosen language) and exit 2."""
    print(f"tabletop-ai: {message!s}", file=sys.stderr)
    return 2


def cmd_battlecrest(args: argparse.Namespace) -> int:
    name = Path(args.file).name
    try:
        board = load_board(args.file)
        if board.rules.preset is None:  # the format's default game (spec 6)
            return _fail(
                msg(
                    "{file}: rules.preset is not set (the default game), not 'battlecrest'",
                    file=name,
                )
            )
        if board.rules.preset != "battlecrest":
            return _fail(
                msg(
                    "{file}: rules.preset is {preset}, not 'battlecrest'",
                    file=name,
                    preset=repr(board.rules.preset),
                )
            )
        checked(board, Battlecrest, name)  # what opening the board checks, as plan does
        if board.find_group(args.group) is None:
            return _fail(unknown_group(name, (g.id for g in board.groups), args.group))
        plan = plan_group(board, args.group, Battlecrest(board))
    except BoardError as exc:
        exc.source = exc.source or name
        return _fail(exc.first_line())
    if args.json:
        print(json.dumps(plan.to_json(), indent=2))
    else:
        for line in plan.summary:
            print(line)
    if args.apply:
        try:
            save_board(
                board_after(board, plan),
                args.file,
                check=lambda b: Battlecrest(b).blocking_problems(b),
            )
        except (BoardError, OSError) as exc:
            return _fail(save_failure(exc, name))
        if not args.json:
            print(msg("saved {file} as it stands after the turn", file=name))
    return 0
