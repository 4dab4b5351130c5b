"""The command line: ``tabletop-ai plan``, ``validate``, ``screenshot``; no arguments or a file
opens the window.

Errors in a board file exit with status 2 and one line naming the file and the place; no
traceback is ever printed for bad input (spec 9).
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import json
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from tabletop_ai import __version__
from tabletop_ai.app import lang_option
from tabletop_ai.board import Board, BoardError, load_board
from tabletop_ai.board.errors import unknown_group
from tabletop_ai.i18n import LANGUAGES, msg, printable
from tabletop_ai.rulesets import plan_group
from tabletop_ai.rulesets.registry import GAME_COMMANDS, file_module

#: modules that add commands: each defines ``add_commands(sub) -> dict[name, handler]``
#: (the games' are listed by the registry)
COMMAND_MODULES = (*GAME_COMMANDS, "tabletop_ai.maps.cli")
#: the commands this module handles itself: for them no command module is imported
#: (start-up); any other command, or ``--help``, imports them all
BUILTIN_COMMANDS = ("plan", "validate", "groups", "screenshot")
Handler = Callable[[argparse.Namespace], int]


def _parser(
    extra: dict[str, Handler] | None = None, modules: Sequence[str] = COMMAND_MODULES
) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="tabletop-ai",
        description="Plays the enemy side of tabletop skirmish games. Without a command it "
        "opens the window (on FILE if given).",
    )
    p.add_argument("--version", action="version", version=f"tabletop-ai {__version__}")
    p.add_argument(
        "--lang",
        choices=["system", *LANGUAGES],
        default=None,
        help="language of the messages and the window (default: the system's, "
        "from LANG; the window: the one chosen in Preferences)",
    )
    sub = p.add_subparsers(dest="command")
    pl = sub.add_parser("plan", help="plan a group's activation")
    pl.add_argument("file", help="the board file (.board.json) to plan on")
    pl.add_argument("--group", "-g", required=True, help="the group id to activate")
    pl.add_argument("--json", action="store_true", help="print the plan as JSON (spec 9)")
    pl.add_argument(
        "--messages",
        action="store_true",
        help="with --json: beside each English text, its message id and "
        "parameters (KEY_msg), for showing it in any language",
    )
    va = sub.add_parser("validate", help="check a board file")
    va.add_argument("file", help="a board file (.board.json) or table file (.table.json)")
    gr = sub.add_parser("groups", help="list a board's groups")
    gr.add_argument("file", help="the board file (.board.json) to list")
    gr.add_argument(
        "--ids",
        action="store_true",
        help="print only the group ids, one a line, as plan --group takes them (for scripts)",
    )
    sc = sub.add_parser("screenshot", help="render the window offscreen to a PNG")
    sc.add_argument("file", help="a board file (.board.json) or table file (.table.json)")
    sc.add_argument("out", help="the PNG file to write")
    sc.add_argument("--activate", metavar="GROUP", help="activate this group first")
    sc.add_argument(
        "--size",
        default="1280x800",
        help="window size, WIDTHxHEIGHT, each side 1..8192 and at least the window's "
        "minimum (else refused, exit 2)",
    )
    if extra is not None:
        for name in modules:
            extra.update(importlib.import_module(name).add_commands(sub))
    return p


#: the grid kinds as a player reads them, in the installed language
_GRID_WORDS = {"square": msg("square"), "hex": msg("hex")}


#: the largest window ``screenshot --size`` draws (pixels a side; Qt paints nothing larger)
MAX_SHOT_SIDE = 8192


def _fail(message: str) -> int:
    """Print ``message`` (a message of the core: in the chosen language) and exit 2."""
    print(f"tabletop-ai: {message!s}", file=sys.stderr)
    return 2


def _load(path: str) -> Board:
    """The board of ``path`` as the app opens it: the guarded reader, the board-format
    checks and the rule set's blocking checks (:func:`~tabletop_ai.rulesets.checks.
    check_rules`); :class:`BoardError` otherwise."""
    from tabletop_ai.rulesets.checks import check_rules

    return check_rules(load_board(path), _name(path))


def cmd_plan(args: argparse.Namespace) -> int:
    try:
        board = _load(args.file)
    except BoardError as exc:
        return _fail(exc.first_line())
    if board.find_group(args.group) is None:
        return _fail(unknown_group(_name(args.file), (g.id for g in board.groups), args.group))
    try:
        plan = plan_group(board, args.group)
    except BoardError as exc:  # game state a rule set reads (e.g. the battlecrest object)
        exc.source = exc.source or _name(args.file)
        return _fail(exc.first_line())
    if args.json:
        print(json.dumps(plan.to_json(messages=args.messages), indent=2))
    else:
        from tabletop_ai.i18n.content import content_label

        print(
            msg(
                "{board} — group {group} ({order})",
                board=content_label(board.name) if board.name else _name(args.file),
                group=plan.group_label,
                order=plan.order_reason,
            )
        )
        for w in plan.warnings:
            print(msg("warning: {text}", text=w))
        for line in plan.describe():
            print(line)
        for line in plan.summary:
            print(line)
    return 0


def _name(path: str) -> str:
    from pathlib import Path

    return Path(path).name


def cmd_validate(args: argparse.Namespace) -> int:
    game_file = file_module(args.file)
    if game_file is not None:  # a game's own kind of file (a table)
        status: int = game_file.validate_file(args.file)
        return status
    try:
        board = load_board(args.file)
    except BoardError as exc:
        for p in exc.problems:
            print(p.format(exc.source), file=sys.stderr)
        return 2
    from tabletop_ai.maps.picture import picture_problems
    from tabletop_ai.rulesets.checks import rules_problems

    game = rules_problems(board) + picture_problems(board)
    for p in game:
        print(p.format(_name(args.file)), file=sys.stderr)
    if game:
        return 2
    print(
        msg(
            "{file}: valid ({grid} {width}x{height}, {figures}, {groups})",
            file=_name(args.file),
            grid=_GRID_WORDS.get(board.grid.kind, board.grid.kind),
            width=board.grid.width,
            height=board.grid.height,
            figures=msg("%n figure(s)", n=len(board.figures)),
            groups=msg("%n group(s)", n=len(board.groups)),
        )
    )
    return 0


def cmd_groups(args: argparse.Namespace) -> int:
    """One line a group: its id (what ``plan --group`` takes), the name the window shows for
    it when that differs, its figures' ids, and its instructions named as the window's
    instruction list names them (the rule set's :meth:`~tabletop_ai.engine.rules.RuleSet.
    action_label`, in its words for the board's cells)."""
    from tabletop_ai.engine.rules import RuleSet
    from tabletop_ai.engine.wording import reworded
    from tabletop_ai.i18n import shown
    from tabletop_ai.rulesets.registry import group_label, rules_class

    try:
        board = _load(args.file)
    except BoardError as exc:
        return _fail(exc.first_line())
    if args.ids:
        return _print_ids(board, _name(args.file))
    rules = rules_class(board.rules.preset) or RuleSet
    words = rules.grid_words.get(board.grid.kind, {})
    for g in board.groups:
        name = shown(group_label(board, g))
        gid = printable(g.id)
        print(
            msg(
                "{group}: {figures} — {instructions}",
                group=gid if name == gid else msg("{id} ({name})", id=gid, name=name),
                figures=printable(", ".join(g.figures)) or msg("no figures"),
                instructions=", ".join(
                    shown(reworded(rules.action_label(i.type), words)) for i in g.instructions
                )
                or msg("no instructions"),
            )
        )
    return 0


def _print_ids(board: Board, name: str) -> int:
    """``groups --ids``: each group's id exactly as the file writes it (what ``plan
    --group`` takes), one a line and nothing else. An id holding a line break or another
    control character cannot be one line of that list: refused, naming the group, rather
    than printed escaped as an id no command knows."""
    from tabletop_ai.board.values import CONTROL

    for i, g in enumerate(board.groups):
        if CONTROL.search(g.id):
            return _fail(
                msg(
                    "{file}: groups[{index}].id {id} holds a line break or another control "
                    "character: --ids cannot print it as one line (give the group another id)",
                    file=name,
                    index=i,
                    id=printable(g.id),
                )
            )
    for g in board.groups:
        print(g.id)
    return 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    game_file = file_module(args.file)
    if game_file is not None:  # a game's own kind of file (a table): its own window
        problem = game_file.file_problem(args.file)
        if problem is not None:
            return _fail(problem)
    else:
        try:
            load_board(args.file, check=False)
        except BoardError as exc:
            return _fail(exc.first_line())
    from tabletop_ai.ui.shell.screenshot import screenshot

    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        return _fail(msg("--size {size} is not WIDTHxHEIGHT", size=repr(args.size)))
    if not (0 < w <= MAX_SHOT_SIDE and 0 < h <= MAX_SHOT_SIDE):
        return _fail(
            msg("--size {w}x{h}: each side must be 1..{most} pixels", w=w, h=h, most=MAX_SHOT_SIDE)
        )
    return screenshot(args.file, args.out, activate=args.activate, size=(w, h), lang=args.lang)


def _looks_like_file(arg: str) -> bool:
    """``tabletop-ai FILE`` opens the window on FILE; anything else is a command."""
    from pathlib import Path

    return arg.endswith(".json") or (not arg.startswith("-") and Path(arg).is_file())


def safe_output() -> None:
    """Printing never crashes: a character the console cannot show (a lone surrogate in a
    name, an em dash on a Windows code page such as cp1252) is written as an escape such as
    ``\\u2014`` (the ``backslashreplace`` error handler) instead of raising."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with contextlib.suppress(ValueError, OSError):
                reconfigure(errors="backslashreplace")


class _Printable:
    """A text stream that writes what it is given as printable lines: control characters
    other than newline and tab (escape, carriage return, NUL, a bell ...) become their
    escapes (``\\x1b``), so nothing a file holds can move a terminal's cursor or rewrite
    what was printed. The CLI's own fields escape newlines inside names and ids too
    (:func:`tabletop_ai.i18n.printable`)."""

    _CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(self._CONTROL.sub(_escape, text))
        return len(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _escape(m: re.Match[str]) -> str:
    return m.group().encode("unicode_escape").decode("ascii")


@contextlib.contextmanager
def printable_output() -> Iterator[None]:
    """Standard output and error as :class:`_Printable` streams while a command runs."""
    old = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Printable(old[0]), _Printable(old[1])
    try:
        yield
    finally:
        for s in (sys.stdout, sys.stderr):
            with contextlib.suppress(ValueError, OSError):
                s.flush()
        sys.stdout, sys.stderr = old


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``tabletop-ai``."""
    safe_output()
    argv = list(sys.argv[1:] if argv is None else argv)
    rest = _after_leading_lang(argv)  # ``--lang CODE`` / ``--lang=CODE`` before the window
    if not rest or rest[0] == "--self-test" or _looks_like_file(rest[0]):
        from tabletop_ai.app import run_app

        return run_app(argv)
    handlers: dict[str, Handler] = {
        "plan": cmd_plan,
        "validate": cmd_validate,
        "screenshot": cmd_screenshot,
        "groups": cmd_groups,
    }
    extra: dict[str, Handler] = {}
    from tabletop_ai import i18n
    from tabletop_ai.i18n import argparse_words

    # the language first: --help and argparse's errors are written in it
    i18n.install(_lang(argv) or "system")
    argparse_words.install()
    parser = _parser(extra, () if _command(argv) in BUILTIN_COMMANDS else COMMAND_MODULES)
    argparse_words.translate_parser(parser)
    args = parser.parse_args(argv)
    handlers.update(extra)
    i18n.install(args.lang or "system")
    if args.command is None:
        parser.print_usage(sys.stderr)
        return 2
    with printable_output():
        return handlers[args.command](args)


def _after_leading_lang(argv: Sequence[str]) -> list[str]:
    """``argv`` after the ``--lang`` options it starts with, in either of argparse's forms
    (``--lang CODE``, ``--lang=CODE``) and its abbreviations (``--lan uk``,
    :func:`~tabletop_ai.app.lang_option`): what is left decides between the window and a
    command."""
    i = 0
    while i < len(argv):
        is_lang, value = lang_option(argv[i])
        if not is_lang:
            break
        i += 2 if value is None else 1
    return list(argv[i:])


def _lang(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` in ``argv`` (``--lang CODE``, ``--lang=CODE`` or an
    abbreviation argparse takes), if any."""
    for i, a in enumerate(argv):
        is_lang, value = lang_option(a)
        if is_lang and value is None and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in ("system", *LANGUAGES) else None
        if is_lang and value is not None:
            return value if value in ("system", *LANGUAGES) else None
    return None


def _command(argv: Sequence[str]) -> str | None:
    """The command word of ``argv`` (the first argument that is no option or option
    value), or None."""
    skip = False
    for a in argv:
        is_lang, value = lang_option(a)
        if skip:
            skip = False
        elif is_lang and value is None:
            skip = True
        elif not a.startswith("-"):
            return a
    return None
