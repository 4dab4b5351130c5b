"""The checks a rule set's declarations make of a board (the rule set given as a class):
instruction types it plans, their parameters' kinds and ranges, the figure fields it reads,
and its own blocking problems. :mod:`tabletop_ai.rulesets.checks` runs them with the rule set
a board's preset names; a game's own command line, which knows its rule set, runs them
directly (:func:`checked`), as does a reader of instruction lists held outside a board's
groups (:func:`raw_instruction_problems`)."""

from __future__ import annotations

import difflib
import json

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.limits import MAX_NUMBER
from tabletop_ai.board.model import Board
from tabletop_ai.engine.rules import FigureField, Param, RuleSet
from tabletop_ai.i18n import msg


def unknown_instruction(cls: type[RuleSet], kind: str) -> str:
    """The message for an instruction type ``cls`` does not plan: the known types and the
    closest one (a typo such as ``move_to_atack``)."""
    known = cls.instruction_names()
    close = difflib.get_close_matches(kind, known, n=1)
    if close:
        return msg(
            "instruction type {kind} is not known to {rules} (known: {known}); "
            "did you mean {close}?",
            kind=repr(kind),
            rules=cls.title,
            known=", ".join(known),
            close=repr(close[0]),
        )
    return msg(
        "instruction type {kind} is not known to {rules} (known: {known})",
        kind=repr(kind),
        rules=cls.title,
        known=", ".join(known),
    )


def instruction_problems(board: Board, cls: type[RuleSet]) -> list[Problem]:
    """Every instruction whose type the board's rule set does not plan, naming the known
    types and the closest one (code ``unknown-instruction``)."""
    out: list[Problem] = []
    for gi, grp in enumerate(board.groups):
        for j, ins in enumerate(grp.instructions):
            if cls.instruction_type(ins.type) is None:
                out.append(
                    Problem(
                        f"groups[{gi}].instructions[{j}].type",
                        unknown_instruction(cls, ins.type),
                        code="unknown-instruction",
                    )
                )
    return out


def raw_instruction_problems(cls: type[RuleSet], ins: object, where: str) -> list[Problem]:
    """The problems of one instruction as a file holds it (``{"type": ..., params}``)
    outside a board's groups (an Imperial Commander list, a deployment card's lists),
    checked exactly as a group's instructions are: an object with a ``type`` the rule set
    ``cls`` plans (naming the closest one) and every parameter of the declared type and
    range."""
    if not isinstance(ins, dict):
        return [
            Problem(where, msg("is {value}; it must be an instruction object", value=_shown(ins)))
        ]
    kind = ins.get("type")
    if not isinstance(kind, str):
        return [
            Problem(
                f"{where}.type",
                msg("is {value}; it must be an instruction type", value=_shown(kind)),
            )
        ]
    itype = cls.instruction_type(kind)
    if itype is None:
        return [
            Problem(f"{where}.type", unknown_instruction(cls, kind), code="unknown-instruction")
        ]
    out = []
    for name, v in ins.items():
        p = itype.param(name) if name != "type" else None
        why = _param_problem(p, v) if p is not None else None
        if why is not None:
            out.append(Problem(f"{where}.{name}", why, code="bad-parameter"))
    return out


def _param_problem(p: Param | FigureField, v: object) -> str | None:
    """Why value ``v`` does not fit parameter ``p`` (its declared kind and range), or None."""
    if p.kind == "int":
        lo = p.minimum if p.minimum is not None else -MAX_NUMBER
        hi = p.maximum if p.maximum is not None else MAX_NUMBER
        if not isinstance(v, int) or isinstance(v, bool):
            return msg(
                "is {value}; it must be a whole number {lo} to {hi}", value=_shown(v), lo=lo, hi=hi
            )
        if not lo <= v <= hi:
            return msg("is {value}; it must be {lo} to {hi}", value=v, lo=lo, hi=hi)
    elif p.kind == "bool" and not isinstance(v, bool):
        return msg("is {value}; it must be true or false", value=_shown(v))
    elif p.kind in ("str", "figure", "point") and v is not None and not isinstance(v, str):
        return msg("is {value}; it must be a string", value=_shown(v))
    elif p.kind == "choice" and v not in p.choices:
        return msg(
            "is {value}; it must be one of {choices}", value=_shown(v), choices=", ".join(p.choices)
        )
    elif p.kind == "list[str]":
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v) or len(v) > 100:
            return msg("is {value}; it must be a list of at most 100 strings", value=_shown(v))
        wrong = [x for x in v if p.choices and x not in p.choices]
        if wrong:
            return msg(
                "has {value}; each must be one of {choices}",
                value=_shown(wrong[0]),
                choices=", ".join(p.choices),
            )
    return None


def _shown(v: object) -> str:
    text = json.dumps(v, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


def param_problems(board: Board, cls: type[RuleSet]) -> list[Problem]:
    """Every instruction parameter whose value does not fit the type and range its
    instruction type declares (code ``bad-parameter``): the planner converts these without
    further checks, so a board with any of them is refused rather than planned."""
    out: list[Problem] = []
    for i, f in enumerate(board.figures):  # the figure fields the rule set reads
        for field in cls.figure_fields:
            if field.ext.present(f):
                why = _param_problem(field, field.ext.raw(f))
                if why is not None:
                    out.append(Problem(f"figures[{i}].{field.name}", why, code="bad-parameter"))
    for gi, grp in enumerate(board.groups):
        for j, ins in enumerate(grp.instructions):
            itype = cls.instruction_type(ins.type)
            if itype is None:
                continue
            for name, v in ins.data.items():
                p = itype.param(name)
                why = _param_problem(p, v) if p is not None else None
                if why is not None:
                    out.append(
                        Problem(f"groups[{gi}].instructions[{j}].{name}", why, code="bad-parameter")
                    )
    return out


def class_blocking_problems(board: Board, cls: type[RuleSet]) -> list[Problem]:
    """:func:`tabletop_ai.rulesets.checks.blocking_problems` with the rule set given: unknown
    instruction types and bad parameters first, then the rule set's own blocking checks."""
    out = instruction_problems(board, cls) + param_problems(board, cls)
    if out:
        return out
    try:
        return list(cls(board).blocking_problems(board))
    except BoardError as exc:
        return list(exc.problems)


def checked(board: Board, cls: type[RuleSet], source: str) -> Board:
    """``board`` when :func:`class_blocking_problems` finds nothing, else
    :class:`BoardError` naming ``source``."""
    problems = class_blocking_problems(board, cls)
    if problems:
        raise BoardError(source, problems)
    return board
