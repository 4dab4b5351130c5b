"""``tabletop-ai table ...``: table mode from the command line.

    tabletop-ai table validate FILE                  check a table file
    tabletop-ai table show FILE                      players, characters, AI areas, hand
                                                     (--json: everything a panel shows)
    tabletop-ai table rank FILE --chain target       a chain as a ranked list with reasons
    tabletop-ai table indirect FILE AMOUNT           where the AI puts indirect damage
    tabletop-ai table turn FILE [--card ID] [--save] the AI's turn
    tabletop-ai table upkeep FILE [--save]           stage advance check and AI upkeep
    tabletop-ai table setup FILE [--save]            the first stage's deck and characters

``--json`` prints the value the window would draw. ``--save`` writes the table after the step
back to FILE (atomically); without it the file is never changed. Bad files exit with status 2
and one line naming the file and the place.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_ai.board.io import save_failure
from tabletop_ai.i18n import join, msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.table.chains import allocate_indirect, load_chains, rank_chain
from tabletop_ai.table.io import TableError, load_table, save_table
from tabletop_ai.table.model import Table
from tabletop_ai.table.turn import TurnResult, ai_turn, hand, setup, upkeep

Handler = Callable[[argparse.Namespace], int]


def add_commands(sub: Any) -> dict[str, Handler]:
    """Add ``table`` and its subcommands to the main parser's subparsers."""
    tp = sub.add_parser("table", help="table mode (card games with no board: Destiny Operations)")
    ts = tp.add_subparsers(dest="table_command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("file", help="the table file (.table.json)")
        p.add_argument("--json", action="store_true", help="print the result as JSON")

    common(ts.add_parser("show", help="the table: players, characters, AI areas and hand"))
    ts.add_parser("validate", help="check a table file; lists every problem").add_argument(
        "file", help="the table file (.table.json) to check"
    )
    rk = ts.add_parser("rank", help="a priority chain as a ranked list with reasons")
    common(rk)
    rk.add_argument(
        "--chain",
        "-c",
        default="target",
        help="the chain to rank: target, shields, focus, special, indirect, activation or "
        "upgrade (default: %(default)s)",
    )
    rk.add_argument("--player", help="only this player's characters (target chain)")
    rk.add_argument("--area", help="only this play area (multi-stages: M-1, M-2, ...)")
    ind = ts.add_parser("indirect", help="where the AI places indirect damage on itself")
    common(ind)
    ind.add_argument("amount", type=int, help="how much indirect damage to place")
    ind.add_argument("--area", help="only this play area (multi-stages: M-1, M-2, ...)")
    for p in (
        ts.add_parser("turn", help="the AI's turn: draw and resolve"),
        ts.add_parser("upkeep", help="end of the action phase and the AI's upkeep"),
        ts.add_parser("setup", help="set the game up from the first stage"),
    ):
        common(p)
        p.add_argument("--save", action="store_true", help="write the result back to FILE")
        if p.prog.endswith(" turn"):
            p.add_argument("--card", help="the card the players drew from a physical deck")
    return {"table": cmd_table}


def _fail(message: str) -> int:
    """Print ``message`` (a message of the core: in the chosen language) and exit 2."""
    print(f"tabletop-ai: {message!s}", file=sys.stderr)
    return 2


def validate_table(path: str) -> int:
    """``tabletop-ai validate FILE.table.json``: every problem on its own line, exit 2."""
    try:
        t = load_table(path)
    except TableError as exc:
        for p in exc.problems:
            print(p.format(exc.source), file=sys.stderr)
        return 2
    from pathlib import Path

    print(
        msg(
            "{file}: valid (table, {players} players, {characters} characters, {stages} stages)",
            file=Path(path).name,
            players=len(t.players),
            characters=len(t.characters),
            stages=len(t.stages),
        )
    )
    return 0


#: ``tabletop-ai validate FILE.table.json`` (the registry's file kinds)
validate_file = validate_table


def file_problem(path: str) -> str | None:
    """The first problem of a table file in one line, None when it reads (``tabletop-ai
    screenshot`` checks the file before it opens the window)."""
    try:
        load_table(path)
    except TableError as exc:
        return exc.first_line()
    return None


def cmd_table(args: argparse.Namespace) -> int:
    if args.table_command == "validate":
        return validate_table(args.file)
    try:
        table = load_table(args.file)
    except TableError as exc:
        return _fail(exc.first_line())
    cmd = args.table_command
    if cmd == "show":
        return _show(table, args.json)
    if cmd == "rank":
        chains = load_chains()
        if args.chain not in chains:
            return _fail(
                msg(
                    "--chain {chain} is not a chain (chains: {chains})",
                    chain=repr(args.chain),
                    chains=", ".join(chains),
                )
            )
        if args.chain == "indirect":
            return _fail(
                msg(
                    "the indirect chain places damage point by point: use "
                    "'tabletop-ai table indirect FILE AMOUNT'"
                )
            )
        if args.player and table.player(args.player) is None:
            return _fail(
                msg(
                    "{file}: --player {player} names no player (players: {players})",
                    file=Path(args.file).name,
                    player=repr(args.player),
                    players=", ".join(p.id for p in table.players),
                )
            )
        r = rank_chain(table, chains[args.chain], args.area, args.player)
        _print(r.to_json() if args.json else None, r.lines())
        return 0
    if cmd == "indirect":
        _after, points = allocate_indirect(table, args.amount, args.area)
        lines: list[str] = [
            msg(
                "{point}. {name}: {effect} — {reason}",
                point=p.n,
                name=content_label(p.name),
                effect=p.effect,
                reason=p.ranked.places[0].reason,
            )
            for p in points
        ]
        _print(
            [p.to_json() for p in points] if args.json else None,
            lines or [msg("no AI character to take indirect damage")],
        )
        return 0
    step = {"turn": lambda t: ai_turn(t, args.card), "upkeep": upkeep, "setup": setup}[cmd]
    if cmd == "turn" and args.card and not any(args.card in a.deck for a in table.areas):
        card, name = repr(args.card), Path(args.file).name
        return _fail(
            msg("{file}: --card {card} names no card", file=name, card=card)
            if table.card(args.card) is None
            else msg("{file}: --card {card} is in no AI deck", file=name, card=card)
        )
    res: TurnResult = step(table)
    _print(res.to_json() if args.json else None, res.lines())
    if args.save:
        try:
            save_table(res.table, args.file)
        except (TableError, OSError) as exc:
            return _fail(save_failure(exc, Path(args.file).name))
    return 0


def _print(data: Any, lines: list[str]) -> None:
    if data is not None:
        print(json.dumps(data, indent=2))
    else:
        for line in lines:
            print(line)


def _show(t: Table, as_json: bool) -> int:
    if as_json:
        from tabletop_ai.table.view import overview

        print(json.dumps(overview(t).to_json(), indent=2))
        return 0
    stage = t.current_stage()
    head = msg(
        "{table} — {stage}",
        table=content_label(t.name) if t.name else msg("table"),
        stage=content_label(stage.label) if stage else msg("no stage"),
    )
    print(msg("{line} — the players have won", line=head) if t.won else head)
    print(
        msg(
            "players (from the first player): {players}",
            players=join((content_label(p.label) for p in t.player_order()), ", "),
        )
    )
    for c in t.characters:
        if not c.in_play:
            continue
        owner = t.player(c.owner)
        who = msg("AI") if c.side == "ai" else (owner.label if owner else str(c.owner))
        dice = len(c.all_dice)
        line = msg(
            "  {who}: {name} — {health}/{max} health, {shields} shields, {dice}, "
            "{sides} damage sides, {ready}",
            who=who,
            name=content_label(c.label),
            health=c.health,
            max=c.max_health,
            shields=c.shields,
            dice=(msg("{count} die", count=dice) if dice == 1 else msg("{count} dice", count=dice)),
            sides=c.damage_sides,
            ready=msg("ready") if c.ready else msg("exhausted"),
        )
        print(msg("{line}, area {area}", line=line, area=c.area) if c.area != "main" else line)
    for a in t.areas_in_order():
        top = join((content_label(c.label) for c in hand(t, a.id)), ", ") or msg("empty")
        print(
            msg(
                "AI {area}: {resources} resources, deck {deck}, discard {discard}, "
                "per-player values x{per_player}; hand (top 5): {top}",
                area=a.id,
                resources=a.resources,
                deck=len(a.deck),
                discard=len(a.discard),
                per_player=a.per_player,
                top=top,
            )
        )
    return 0
