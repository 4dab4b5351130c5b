"""Command line for the Imperial Assault opponents: ``tabletop-ai ae ...`` and
``tabletop-ai ic ...``.

Which commands write the board file (atomically): ``ae setup``, ``ae upgrade`` and ``ae play``
always (``setup --campaign`` and ``next-mission`` also write the campaign file, and
``next-mission`` the next mission's board);
``ae activate``, ``ae target``, ``ae status`` and ``ic`` only with ``--apply`` (without it they
show what would happen and write nothing); ``ae show`` and ``ae log`` never."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_ai.board import BoardError, save_board
from tabletop_ai.board import load_board as read_board
from tabletop_ai.board.errors import unknown_group
from tabletop_ai.board.io import atomic_write_text, compact_dumps, save_failure
from tabletop_ai.board.model import Board
from tabletop_ai.engine.plan import Plan
from tabletop_ai.i18n import msg
from tabletop_ai.imperial import game
from tabletop_ai.imperial.apply import apply_plan
from tabletop_ai.imperial.campaign import (
    CAMPAIGN_SUFFIX,
    campaign_path_of,
    campaign_ref,
    load_campaign,
    new_campaign,
    save_campaign,
)
from tabletop_ai.imperial.data import (
    MOMENTS,
    ImperialData,
    deck_to_json,
    load_deck,
    load_imperial_data,
    moment_name,
    with_deck,
)
from tabletop_ai.imperial.ic import ICListResult, activate_ic
from tabletop_ai.imperial.state import AEState, log_kind, put_state

Handler = Callable[[argparse.Namespace], int]


def add_commands(sub: Any) -> dict[str, Handler]:
    ae = sub.add_parser(
        "ae",
        help="play the Automated Emperor on a board file",
        description="setup and upgrade write the board file; activate, "
        "target and status write it only with --apply (without "
        "it they show what would happen); show and log never "
        "write.",
    )
    ae.add_argument("file", help="the board file (.board.json) that holds the AE state")
    ae.add_argument(
        "--data",
        action="append",
        default=[],
        type=Path,
        help="a folder of extra Imperial data files (repeatable)",
    )
    ae.add_argument("--json", action="store_true", help="print plans as JSON")
    aesub = ae.add_subparsers(dest="ae_command", required=True)
    st = aesub.add_parser(
        "setup", help="start a game: colours, decks, deployment hand (writes the file)"
    )
    st.add_argument(
        "--seed", type=int, required=True, help="the game's seed: the same seed, the same game"
    )
    st.add_argument(
        "--blitz",
        type=int,
        default=2,
        help="the blitz level: how many blitz cards go into the AE deck (default: %(default)s)",
    )
    st.add_argument(
        "--threat", type=int, default=0, help="the threat the AE has now (default: %(default)s)"
    )
    st.add_argument(
        "--threat-level",
        type=int,
        default=3,
        help="the threat the AE gains each status phase (default: %(default)s)",
    )
    st.add_argument(
        "--open-groups",
        type=int,
        help="how many deployment cards the AE's hand holds, one a group the mission leaves "
        "open (default: the board's mission.open_groups, else 0)",
    )
    st.add_argument(
        "--class-deck", help="the id of the class deck the AE buys from (default: one at random)"
    )
    st.add_argument(
        "--priority-target",
        help="the id of the hero the AE targets first (default: the board's "
        "mission.priority_target)",
    )
    st.add_argument(
        "--deck",
        type=Path,
        help="your own deck file (tabletop-ai/imperial-deck): each section it has "
        "replaces the example cards",
    )
    st.add_argument(
        "--campaign",
        type=Path,
        help="start a campaign: write this new NAME.campaign.json and make this "
        "board its first mission",
    )
    nm = aesub.add_parser(
        "next-mission",
        help="carry this mission (upgrade stage done) into its campaign and "
        "set up the next mission's board (writes the campaign file and "
        "NEXT)",
    )
    nm.add_argument("next", type=Path, help="the next mission's board file")
    nm.add_argument(
        "--threat-level",
        type=int,
        default=3,
        help="the threat the AE gains each status phase in the next mission (default: %(default)s)",
    )
    nm.add_argument(
        "--open-groups",
        type=int,
        help="how many deployment cards the AE's hand holds in the next mission "
        "(default: NEXT's mission.open_groups, else 0)",
    )
    nm.add_argument(
        "--priority-target",
        help="the id of the hero the AE targets first in the next mission "
        "(default: NEXT's mission.priority_target)",
    )
    pl = aesub.add_parser("play", help="play a bought class or agenda card (writes the file)")
    pl.add_argument("card", help="the card id")
    pl.add_argument("--group", "-g", help="the deployment group an attachment goes on")
    ex = aesub.add_parser(
        "export-deck",
        help="write the cards this game uses (or the loaded data) as a deck file (writes OUT only)",
    )
    ex.add_argument("out", type=Path, help="the deck file (JSON) to write")
    cards = aesub.add_parser("cards", help="list the bought cards the AE would play at a moment")
    cards.add_argument(
        "--moment",
        default="all",
        choices=["all", *MOMENTS],
        help="only the cards played at this moment (default: %(default)s)",
    )
    act = aesub.add_parser(
        "activate", help="draw an AE card and plan the next group (writes only with --apply)"
    )
    act.add_argument("--group", "-g", help="this group instead of the next left to right")
    act.add_argument(
        "--apply",
        action="store_true",
        help="record the draw, move the figures as planned, open doors, remove "
        "defeated figures, and write the file",
    )
    tg = aesub.add_parser(
        "target",
        help="draw a card to choose a target outside an activation (writes only with --apply)",
    )
    tg.add_argument("--apply", action="store_true", help="record the draw and write the file")
    tg.add_argument(
        "--source",
        help="the figure whose effect needs a target (closest rebel is measured from it)",
    )
    tg.add_argument(
        "--priority-not-valid",
        action="store_true",
        help="the priority target is not a valid target for this effect: draw",
    )
    sp = aesub.add_parser(
        "status",
        help="run the status phase: threat, reinforce or deploy (writes only with --apply)",
    )
    sp.add_argument("--apply", action="store_true", help="do it and write the file")
    up = aesub.add_parser("upgrade", help="run the upgrade stage (writes the file)")
    up.add_argument(
        "--xp",
        type=int,
        default=0,
        help="the XP the Imperials gained in the mission; buys class cards (default: %(default)s)",
    )
    up.add_argument(
        "--influence",
        type=int,
        default=0,
        help="the influence the Imperials gained in the mission; buys agenda cards "
        "(default: %(default)s)",
    )
    up.add_argument("--lost", action="store_true", help="the Imperials lost the mission")
    aesub.add_parser("show", help="print the AE state")
    aesub.add_parser("log", help="print every AE decision so far")
    ic = sub.add_parser(
        "ic",
        help="activate a group with an Imperial Commander-style list (writes only with --apply)",
    )
    ic.add_argument("file", help="the board file (.board.json) with the group")
    ic.add_argument("--group", "-g", required=True, help="the group id to activate")
    ic.add_argument(
        "--seed",
        type=int,
        help="the seed of the lists' draws, taken before the board's first draw (default: "
        "the board's, else 0): the same seed draws the same lists",
    )
    ic.add_argument("--json", action="store_true", help="print the plan as JSON")
    ic.add_argument(
        "--apply",
        action="store_true",
        help="record the list drawn, move the figures as planned and write the file",
    )
    ic2 = sub.add_parser(
        "ic2",
        help="read Imperial Commander 2's deployment groups and instruction lists "
        "(writes only --out)",
        description="DIR is an Imperial Commander 2 checkout's Assets/Resources (or a folder "
        "with the same CardData and Languages files), or a character file exported from "
        "IC2's character editor.",
    )
    ic2.add_argument(
        "source",
        metavar="DIR",
        type=Path,
        help="the IC2 Assets/Resources folder or an IC2 character file",
    )
    ic2.add_argument(
        "--lang",
        dest="ic2_lang",
        default="en",
        metavar="LANG",
        help="the IC2 language of names and notes: en, de, fr ... (default: en)",
    )
    ic2.add_argument("--json", action="store_true", help="print the groups as JSON")
    ic2.add_argument(
        "--out",
        type=Path,
        help="write the groups as a data file (tabletop-ai/deployments) the app reads "
        "with --data or from your data folder",
    )
    return {"ae": cmd_ae, "ic": cmd_ic, "ic2": cmd_ic2}


def cmd_ic2(args: argparse.Namespace) -> int:
    """``tabletop-ai ic2 DIR``: the groups of an IC2 folder or character file; exit status 2
    with one line naming the file and the place for a file that cannot be read."""
    from tabletop_ai.imperial.ic2 import deployments_doc, load_any

    try:
        imp = load_any(args.source, args.ic2_lang)
    except BoardError as exc:
        return _fail(exc.first_line())
    for w in imp.warnings:
        print(msg("warning: {text}", text=w), file=sys.stderr)
    if args.out is not None:
        try:
            atomic_write_text(args.out, compact_dumps(deployments_doc(imp)) + "\n")
        except OSError as exc:
            return _fail(save_failure(exc, args.out.name))
    if args.json:
        print(json.dumps(imp.to_json(), ensure_ascii=False, indent=1))
        return 0
    for g in imp.groups:
        print(
            msg(
                "{id}  {name}{kind} · health {health} · speed {speed} · {w}x{h} · {attack} · "
                "%n figure(s) · lists: {lists}",
                n=g.count,
                id=g.id,
                name=g.name,
                kind=msg(" (villain)") if g.villain else "",
                health=g.health,
                speed=g.speed,
                w=g.size[0],
                h=g.size[1],
                attack=g.attack,
                lists=len(g.lists),
            )
        )
    c = imp.counts
    villains = sum(1 for g in imp.groups if g.villain)
    print(
        msg(
            "%n group(s) (deployment groups: {groups}, villains: {villains}), language {lang}: "
            "{lines} instruction lines, {structured} moves and attacks planned ({notes_too} "
            "of them with a note), {notes} notes",
            n=len(imp.groups),
            groups=len(imp.groups) - villains,
            villains=villains,
            lang=imp.lang,
            lines=c.lines,
            structured=c.structured + c.with_note,
            notes_too=c.with_note,
            notes=c.notes,
        )
    )
    if args.out is not None:
        print(msg("wrote {files}", files=args.out.name))
    return 0


def load_board(path: str | Path) -> Board:
    """A board as opening it checks it (the board format, then the Imperial rule set's
    checks: instruction types and parameters, IC lists, the AE state): the Automated
    Emperor's for an AE board, else Imperial Commander's, which plans IC lists."""
    from tabletop_ai.engine.checks import checked
    from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
    from tabletop_ai.imperial.commander import ImperialCommander

    board = read_board(path)
    cls = AutomatedEmperor if board.rules.preset in AutomatedEmperor.presets else ImperialCommander
    return checked(board, cls, Path(path).name)


def _fail(message: str) -> int:
    """Print ``message`` (a message of the core: in the chosen language) and exit 2."""
    print(f"tabletop-ai: {message!s}", file=sys.stderr)
    return 2


def apply_plan_to_board(board: Board, plan: Plan) -> None:
    """Apply ``plan`` to ``board`` in place (:func:`tabletop_ai.imperial.apply.apply_plan`:
    moves, opened doors, removed conditions, defeated figures off the board)."""
    new = apply_plan(board, plan)
    board.__dict__.update(new.__dict__)


def _show(state: AEState) -> None:
    """The AE state in a few lines, in the installed language (names as written)."""
    none, empty = msg("none"), msg("empty")
    print(
        msg(
            "round {round} · threat {threat} (level {level}) · blitz {blitz} · deck {deck} / "
            "discard {discard}",
            round=state.round,
            threat=state.threat,
            level=state.threat_level,
            blitz=state.blitz_level,
            deck=len(state.deck),
            discard=len(state.discard),
        )
    )
    print(
        msg(
            "in play: {groups}",
            groups=", ".join(f"{e['group']} ({e['deployment']})" for e in state.in_play) or none,
        )
    )
    print(msg("deployment hand: {cards}", cards=", ".join(state.deployment_hand) or empty))
    print(msg("activated this round: {groups}", groups=", ".join(state.activated) or none))
    print(
        msg(
            "class hand: {cards} · agenda hand: {agenda}",
            cards=", ".join(state.class_hand) or empty,
            agenda=", ".join(state.agenda_hand) or empty,
        )
    )


def cmd_ae(args: argparse.Namespace) -> int:
    name = Path(args.file).name
    try:
        board = load_board(args.file)
        data = load_imperial_data(args.data)
        if args.ae_command == "setup" and args.deck is not None:
            deck, sections = load_deck(args.deck)
            if "ae_cards" in sections and args.blitz >= 0 and len(deck.blitz_cards) < args.blitz:
                return _fail(
                    msg(
                        "{file}: ae_cards.blitz has {have} cards; blitz level {level} needs "
                        "{level}",
                        file=Path(args.deck).name,
                        have=len(deck.blitz_cards),
                        level=args.blitz,
                    )
                )
            data = with_deck(data, deck, sections)
        elif args.ae_command != "setup":
            data = game.game_data(board, data)
    except BoardError as exc:
        return _fail(exc.first_line())
    if args.ae_command == "export-deck":
        atomic_write_text(args.out, compact_dumps(deck_to_json(data, args.out.name)) + "\n")
        print(msg("wrote {files}", files=args.out.name))
        return 0
    before = len(board.extra.get("automated_emperor", {}).get("log", []))
    try:
        if args.ae_command == "setup":
            if args.campaign is not None and args.campaign.exists():
                return _fail(
                    msg(
                        "{file}: already exists; a campaign's next mission is set up with "
                        "'ae PREVIOUS.board.json next-mission {board}'",
                        file=args.campaign.name,
                        board=name,
                    )
                )
            state = game.setup(
                board,
                data,
                seed=args.seed,
                blitz_level=args.blitz,
                threat=args.threat,
                threat_level=args.threat_level,
                open_groups=args.open_groups,
                class_deck=args.class_deck,
                priority_target=args.priority_target,
            )
            before = 0
            if args.campaign is not None:
                camp = new_campaign(
                    args.campaign.name.removesuffix(CAMPAIGN_SUFFIX), args.seed, args.blitz
                )
                state.campaign = campaign_ref(args.file, args.campaign)
                put_state(board, state)
                save_campaign(camp, args.campaign)
                print(
                    msg(
                        "campaign {campaign}: mission 1 is {board}",
                        campaign=args.campaign.name,
                        board=name,
                    )
                )
        elif args.ae_command == "next-mission":
            return _next_mission(args, board, data)
        else:
            state = game.require_state(board)
        if args.ae_command == "activate":
            a = game.activate_group(board, state, data, args.group)
            if args.json:
                print(json.dumps(a.plan.to_json(), indent=2))
            if args.apply:
                apply_plan_to_board(board, a.plan)
        elif args.ae_command == "target":
            if args.source is not None and board.find_figure(args.source) is None:
                return _fail(msg("{file}: no figure {id}", file=name, id=repr(args.source)))
            game.target_outside_activation(
                board, state, data, source=args.source, priority_valid=not args.priority_not_valid
            )
        elif args.ae_command == "status":
            game.status_phase(board, state, data)
        elif args.ae_command == "upgrade":
            game.upgrade_stage(
                board, state, data, xp=args.xp, influence=args.influence, lost_mission=args.lost
            )
        elif args.ae_command == "play":
            game.play_card(board, state, data, args.card, args.group)
        elif args.ae_command == "cards":
            for p in game.card_prompts(state, data, args.moment):
                print(
                    msg(
                        "{id} {name} ({when}): {reason}",
                        id=p.card.id,
                        name=p.card.name,
                        when=moment_name(p.card.when),
                        reason=p.reason
                        if p.playable
                        else msg("not now — {reason}", reason=p.reason),
                    )
                )
            return 0
        elif args.ae_command == "show":
            _show(state)
            return 0
        elif args.ae_command == "log":
            for e in state.log:
                print(
                    msg(
                        "round {round} · {kind}: {text}",
                        round=e.round,
                        kind=log_kind(e.kind),
                        text=e.message(),
                    )
                )
            return 0
    except game.GameError as exc:
        return _fail(f"{name}: {exc}")
    if not args.json:
        for e in state.log[before:]:
            print(
                msg(
                    "round {round} · {kind}: {text}",
                    round=e.round,
                    kind=log_kind(e.kind),
                    text=e.message(),
                )
            )
    writes = args.ae_command in ("setup", "upgrade", "play") or getattr(args, "apply", False)
    if writes:
        try:
            save_board(board, args.file)
        except (BoardError, OSError) as exc:
            return _fail(save_failure(exc, name))
    elif not args.json:
        print(msg("(shown only: {file} is unchanged; --apply records it)", file=name))
    return 0


def _next_mission(args: argparse.Namespace, board: Board, data: ImperialData) -> int:
    """``ae FILE next-mission NEXT``: carry FILE's mission into its campaign file (saved
    first, atomically), then set up NEXT from the campaign (saved atomically)."""
    name = Path(args.file).name
    state = game.require_state(board)
    cpath = campaign_path_of(board, args.file, state)
    if cpath is None:
        return _fail(
            msg(
                "{file}: this mission belongs to no campaign (start one with 'ae {file} "
                "setup --seed N --campaign NAME.campaign.json')",
                file=name,
            )
        )
    if not cpath.exists():  # the board's record names it: the board is the file to mend
        return _fail(
            msg(
                "{file}: automated_emperor.campaign names {campaign}, which does not exist "
                "({path})",
                file=name,
                campaign=state.campaign,
                path=str(cpath),
            )
        )
    try:
        camp = load_campaign(cpath)
        nxt = load_board(args.next)
    except BoardError as exc:
        return _fail(exc.first_line())
    try:
        res = game.next_mission(
            board,
            nxt,
            camp,
            data,
            board_name=name,
            campaign_ref=campaign_ref(args.next, cpath),
            threat_level=args.threat_level,
            open_groups=args.open_groups,
            priority_target=args.priority_target,
        )
    except game.GameError as exc:
        return _fail(f"{name}: {exc}")
    try:
        save_campaign(res.campaign, cpath)
        save_board(res.board, args.next)
    except (BoardError, OSError) as exc:
        return _fail(save_failure(exc, Path(args.next).name))
    for line in res.log:
        print(line)
    return 0


def cmd_ic(args: argparse.Namespace) -> int:
    try:
        board = load_board(args.file)
    except BoardError as exc:
        return _fail(exc.first_line())
    if board.find_group(args.group) is None:
        return _fail(unknown_group(Path(args.file).name, (g.id for g in board.groups), args.group))
    try:
        data = game.game_data(board, load_imperial_data())
    except BoardError as exc:
        return _fail(exc.first_line())
    a = activate_ic(board, args.group, data, args.seed)
    if args.json:
        print(json.dumps(a.plan.to_json(), indent=2))
    else:
        print(
            msg(
                "{group}: instruction list {number} of {count}: {types}",
                group=args.group,
                number=a.index + 1,
                count=a.count,
                types=", ".join(i.type for i in a.instructions),
            )
        )
        bonus = a.plan.result.bonus if isinstance(a.plan.result, ICListResult) else []
        if bonus:
            print(msg("bonus: {lines}", lines=", ".join(bonus)))
        surges = a.plan.result.surges if isinstance(a.plan.result, ICListResult) else []
        if surges:
            print(msg("surges: {surges}", surges="; ".join(surges)))
        for line in a.plan.describe():
            print(line)
    if args.apply:
        apply_plan_to_board(board, a.plan)
        try:
            save_board(board, args.file)
        except (BoardError, OSError) as exc:
            return _fail(save_failure(exc, Path(args.file).name))
    return 0
