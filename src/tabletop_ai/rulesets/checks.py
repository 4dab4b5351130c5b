"""Checks that need the board's rule set: instruction types it plans (with their parameters)
and the game data it reads. ``tabletop-ai validate``, :func:`tabletop_ai.load_board` and the
window's open run these after the board-format checks of :mod:`tabletop_ai.board`; the checks
themselves are :mod:`tabletop_ai.engine.checks`, run here with the rule set the board's
preset names."""

from __future__ import annotations

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board
from tabletop_ai.engine import checks as _checks
from tabletop_ai.engine.checks import class_blocking_problems, raw_instruction_problems
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.rulesets.registry import rules_of


def instruction_problems(board: Board, cls: type[RuleSet] | None = None) -> list[Problem]:
    """Every instruction whose type the board's rule set does not plan, naming the known
    types and the closest one (code ``unknown-instruction``)."""
    return _checks.instruction_problems(board, cls or rules_of(board))


def param_problems(board: Board, cls: type[RuleSet] | None = None) -> list[Problem]:
    """Every instruction parameter (and figure field the rule set reads) whose value does
    not fit its declared type and range (code ``bad-parameter``)."""
    return _checks.param_problems(board, cls or rules_of(board))


def blocking_problems(board: Board) -> list[Problem]:
    """The rule set's checks that stop loading: an instruction type the rule set does not
    plan (a typo such as ``move_to_atack`` would otherwise be skipped silently; the message
    names the known types and the closest one), and its own checks that would stop planning
    (the ``battlecrest`` object, a Gloomhaven preset on a square map, bad ``gh_*`` options),
    reported, never raised. The window and the command line refuse to open, and refuse to
    save, a board with any of them, so planning a board the app accepted never raises.
    Checks that only warn (a bad retreat option, planned with its default) are left to
    :func:`rules_problems` (``tabletop-ai validate``)."""
    return class_blocking_problems(board, rules_of(board))


def check_rules(board: Board, source: str) -> Board:
    """``board`` when :func:`blocking_problems` finds nothing, else :class:`BoardError`."""
    problems = blocking_problems(board)
    if problems:
        raise BoardError(source, problems)
    return board


def rules_problems(board: Board) -> list[Problem]:
    """What the board's rule set finds wrong: unknown instruction types, then the game's own
    data problems (:meth:`RuleSet.board_problems`)."""
    cls = rules_of(board)
    out = instruction_problems(board, cls) + param_problems(board, cls)
    try:
        rs = cls(board)
    except BoardError as exc:  # a rule set that cannot plan this board at all says why
        return out + list(exc.problems)
    return out + rs.board_problems(board)


__all__ = [
    "blocking_problems",
    "check_rules",
    "instruction_problems",
    "param_problems",
    "raw_instruction_problems",
    "rules_problems",
]
