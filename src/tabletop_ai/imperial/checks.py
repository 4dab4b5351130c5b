"""What the Imperial rule sets check beyond the board-format contract before a board is
planned: the extension fields they read (:mod:`.fields`) and the game state kept in the file
(the Automated Emperor's state, the Imperial Commander draw record). A board with any of
these problems is refused when it is opened, as one with an unknown instruction type is
(:func:`tabletop_ai.rulesets.checks.blocking_problems`), so planning and the AE flow never
meet a value of the wrong type or size."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board
from tabletop_ai.board.values import Values
from tabletop_ai.imperial.data import MAX_LIST, ic_list_problems
from tabletop_ai.imperial.fields import (
    ABILITIES,
    BONUS,
    CONDITIONS,
    DEPLOYMENT,
    IC_LISTS,
    IC_STATE,
    OPEN_GROUPS,
    REPOSITION_TARGET,
    SURGES,
    TARGET,
)
from tabletop_ai.imperial.state import state_problems

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import RuleSet

#: lists drawn so far in one game (the draw record's log)
MAX_DRAWS_LOGGED = 100_000


def imperial_problems(board: Board, cls: type[RuleSet]) -> list[Problem]:
    """Every problem of the Imperial extension fields and game state of ``board``, whose
    Imperial Commander lists the rule set ``cls`` plans."""
    r = Values()
    for i, f in enumerate(board.figures):
        where = f"figures[{i}]"
        for key in (CONDITIONS.key, ABILITIES.key):
            if key in f.extra:
                r.texts(f.extra, key, where, MAX_LIST)
    for gi, g in enumerate(board.groups):
        where = f"groups[{gi}]"
        if IC_LISTS.present(g):
            r.problems += ic_list_problems(IC_LISTS.raw(g), f"{where}.ic_lists", cls)
        for key in (TARGET.key, REPOSITION_TARGET.key, DEPLOYMENT.key):
            if key in g.extra:
                r.text(g.extra, key, where, ident=True)
        for key in (BONUS.key, SURGES.key, ABILITIES.key):
            if key in g.extra:
                r.texts(g.extra, key, where, MAX_LIST)
    if OPEN_GROUPS.present(board.mission):
        r.whole(board.mission.extra, OPEN_GROUPS.key, "mission", 0, 99)
    if IC_STATE.present(board):
        st = r.obj(IC_STATE.raw(board), IC_STATE.key)
        if st is not None:
            r.whole(st, "seed", IC_STATE.key, 0, 10**18, 0)
            r.whole(st, "draws", IC_STATE.key, 0, 10**9, 0)
            r.objects(st, "log", IC_STATE.key, MAX_DRAWS_LOGGED)
    return r.problems + state_problems(board)
