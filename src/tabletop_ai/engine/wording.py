"""Reasons worded for the board's cells: squares or hexes.

A reason counts the cells between figures ("3 spaces") and names cells ("the closest cell
adjacent to Luke"). The messages are written for square grids, whose cells the Imperial
Assault rules call *spaces* (Ukrainian *клітинки*); on a hex grid the same cells are hexes
(board-format.md section 2, ``grid.type``; the Gloomhaven and hex-wargame rules count
*hexes*, Ukrainian *гекси*). Which word a plan uses is the board's choice, not a game's: a
rule set declares, for each message of its own that counts or names cells, the same message
worded for hexes (:attr:`~tabletop_ai.engine.rules.RuleSet.grid_words`), and the planner
rewords a plan of a hex board in one place (:func:`reword_plan`). Ukrainian needs its own
sentence, not a swapped word: *клітинка* is feminine and *гекс* masculine ("найближча
клітинка", "найближчий гекс"), and each has its own plural forms.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from tabletop_ai.i18n import Msg, msg

if TYPE_CHECKING:
    from tabletop_ai.engine.plan import Plan

#: message id -> the same message worded for another grid's cells
Words = Mapping[str, Msg]


def twins(*pairs: tuple[Msg, Msg]) -> dict[str, Msg]:
    """``(square message, hex message)`` pairs as :data:`Words` (each message literal, so
    ``tools/i18n.py`` collects both for translation)."""
    return {square.id: other for square, other in pairs}


def reworded(text: str, words: Words) -> str:
    """``text`` with every message in it (nested ones too) that ``words`` has, in that
    wording; the same object when nothing changes. A message said one game's own way
    (:func:`~tabletop_ai.i18n.msg_in`) keeps its wording; its parameters are reworded."""
    if not words or not isinstance(text, Msg):
        return text
    params = {k: reworded(v, words) if isinstance(v, Msg) else v for k, v in text.params.items()}
    twin = None if text.disambiguation else words.get(text.id)
    if twin is None:
        if all(params[k] is v for k, v in text.params.items()):
            return text
        return text.filled(params, text.n)
    return twin.filled(params, text.n)


def reword_plan(plan: Plan, words: Words) -> None:
    """Every reason of ``plan`` (its order, warnings, summary and each action's reason) in
    ``words``; :meth:`~tabletop_ai.engine.plan.Plan.describe_action` words the actions
    with them too."""
    plan.words = words
    if not words:
        return
    plan.order_reason = reworded(plan.order_reason, words)
    plan.warnings = [reworded(w, words) for w in plan.warnings]
    plan.summary = [reworded(s, words) for s in plan.summary]
    for fp in plan.figures:
        for a in fp.actions:
            a.reason = reworded(a.reason, words)


#: the contract's own messages that count or name cells (:mod:`.instructions`,
#: :mod:`.rules`, :mod:`.plan`), worded for hexes
HEX_WORDS: dict[str, Msg] = twins(
    (msg("%n space(s)"), msg("%n hex(es)")),
    (msg("more than {range} spaces away"), msg("more than {range} hexes away")),
    (
        msg("cannot reach a cell adjacent to {target}"),
        msg("cannot reach a hex adjacent to {target}"),
    ),
    (
        msg("the cheapest cell exactly {where} from the nearest hostile figure"),
        msg("the cheapest hex exactly {where} from the nearest hostile figure"),
    ),
    (msg("no reachable cell can attack {target}"), msg("no reachable hex can attack {target}")),
    (
        msg("the closest cell adjacent to {target} ({where})"),
        msg("the closest hex adjacent to {target} ({where})"),
    ),
    (
        msg("the closest cell with line of sight to {target} ({where})"),
        msg("the closest hex with line of sight to {target} ({where})"),
    ),
    (msg("no legal retreat cell: destroyed"), msg("no legal retreat hex: destroyed")),
    (
        msg("the cheapest cell adjacent to {target} ({why})"),
        msg("the cheapest hex adjacent to {target} ({why})"),
    ),
    (
        msg("attack {target} at %n space(s) — {reason}"),
        msg("attack {target} at %n hex(es) — {reason}"),
    ),
    (
        msg("attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}"),
        msg("attack {target} at %n hex(es) (tied with {ties}: players choose) — {reason}"),
    ),
    (
        msg("attack {target} at ? spaces — {reason}"),
        msg("attack {target} at ? hexes — {reason}"),
    ),
    (
        msg("attack {target} at ? spaces (tied with {ties}: players choose) — {reason}"),
        msg("attack {target} at ? hexes (tied with {ties}: players choose) — {reason}"),
    ),
    # the contract's instruction types and parameters as the instruction editors word them
    (
        msg(
            "move to a cell at `distance` counted spaces from "
            "the nearest hostile figure (or onto `point`)"
        ),
        msg(
            "move to a hex at `distance` counted hexes from "
            "the nearest hostile figure (or onto `point`)"
        ),
    ),
    (
        msg("counted spaces to keep from the nearest hostile figure"),
        msg("counted hexes to keep from the nearest hostile figure"),
    ),
    (
        msg("%n space(s) from the nearest hostile figure"),
        msg("%n hex(es) from the nearest hostile figure"),
    ),
    (
        msg(
            "move to the closest cell from which it can attack the "
            "target, else the next target; none: skipped"
        ),
        msg(
            "move to the closest hex from which it can attack the "
            "target, else the next target; none: skipped"
        ),
    ),
    (
        msg(
            "leave the cell toward the nearest friendly stronghold or "
            "outpost; no legal cell: destroyed"
        ),
        msg(
            "leave the hex toward the nearest friendly stronghold or "
            "outpost; no legal hex: destroyed"
        ),
    ),
)
