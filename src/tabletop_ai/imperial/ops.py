"""The Automated Emperor operations as pure functions ``board -> OpResult`` (engine/ops.py):
set up, draw and activate, draw for a target, status phase, upgrade stage, play a card, and
the campaign's next mission. The input board is never changed; the result carries the new
board, the decisions made (the AE log lines of this step) and what changed. The window runs
them through ``ui.ops.run_op`` (one undo step each); a :class:`~.game.GameError` leaves the
document untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Op, OpResult, board_changes
from tabletop_ai.i18n import msg
from tabletop_ai.i18n.content import content_label
from tabletop_ai.imperial import game
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.imperial.campaign import Carry
from tabletop_ai.imperial.data import ImperialData, ic_list_problems
from tabletop_ai.imperial.fields import DEPLOYMENT, IC_LISTS
from tabletop_ai.imperial.ic import ICActivation, activate_ic, imperial_rules
from tabletop_ai.imperial.state import get_state, put_state


def _log_len(board: Board) -> int:
    st = get_state(board)
    return len(st.log) if st is not None else 0


def ae_op(step: Callable[[Board], Any]) -> Op[Board]:
    """An operation from a step of :mod:`.game` that changes the board it is given: it runs
    on a copy, and the new AE log lines are the result's log."""

    def op(board: Board) -> OpResult[Board]:
        new = board.copy()
        before = _log_len(board)
        step(new)
        st = get_state(new)
        log = [e.message() for e in st.log[before:]] if st is not None else []
        return OpResult(new, log, board_changes(board, new))

    return op


def setup_op(
    data: ImperialData,
    choices: game.SetupChoices,
    carry: Carry | None = None,
    campaign: str | None = None,
) -> Op[Board]:
    """AE "Setup" (:func:`game.setup`) with the players' choices; on a board that is a
    mission of a campaign (``campaign``: the campaign file as the board names it) the game
    stays that mission, set up with the campaign's ``carry`` from its second mission on."""

    def step(b: Board) -> None:
        st = game.setup(b, data, **asdict(choices), carry=carry)
        if campaign is not None:
            st.campaign = campaign
            put_state(b, st)

    return ae_op(step)


def activate_op(data: ImperialData, group: str | None = None, card: str | None = None) -> Op[Board]:
    """Draw an AE card (or play ``card``, drawn at the table) for the next group (or
    ``group``) and make it its instruction."""
    return ae_op(lambda b: game.activate_group(b, game.require_state(b), data, group, card))


def target_op(
    data: ImperialData, source: str | None = None, priority_valid: bool = True
) -> Op[Board]:
    """A target outside an activation (:func:`game.target_outside_activation`)."""
    return ae_op(
        lambda b: game.target_outside_activation(
            b, game.require_state(b), data, source=source, priority_valid=priority_valid
        )
    )


def status_op(data: ImperialData) -> Op[Board]:
    """The status phase (:func:`game.status_phase`)."""
    return ae_op(lambda b: game.status_phase(b, game.require_state(b), data))


def upgrade_op(data: ImperialData, xp: int, influence: int, lost: bool) -> Op[Board]:
    """The upgrade stage (:func:`game.upgrade_stage`)."""
    return ae_op(
        lambda b: game.upgrade_stage(
            b, game.require_state(b), data, xp=xp, influence=influence, lost_mission=lost
        )
    )


def play_op(data: ImperialData, card: str, group: str | None = None) -> Op[Board]:
    """Play a bought card (:func:`game.play_card`)."""
    return ae_op(lambda b: game.play_card(b, game.require_state(b), data, card, group))


@dataclass(frozen=True)
class ICDrawResult(OpResult[Board]):
    """The board after an Imperial Commander list was drawn, and the activation it planned."""

    activation: ICActivation | None = None


def ic_list_op(gid: str, data: ImperialData | None = None) -> Op[Board]:
    """Draw one of group ``gid``'s Imperial Commander lists at random and make it the group's
    instructions (:func:`~tabletop_ai.imperial.ic.activate_ic`: IC, one instruction list per
    activation; the draw is recorded on the board so the file replays it)."""

    def op(board: Board) -> ICDrawResult:
        new = board.copy()
        activation = activate_ic(new, gid, data, write=True)
        return ICDrawResult(new, [], board_changes(board, new), activation)

    return op


def set_ic_lists_op(gid: str, lists: list[list[dict[str, Any]]] | None) -> Op[Board]:
    """Make ``lists`` group ``gid``'s Imperial Commander instruction lists (IC: one list is
    drawn per activation; None or no list: the group draws from its deployment card's lists,
    else its own instructions). The lists are checked as a deck file's are (each
    instruction's type one the board's rule set plans, with a did-you-mean, and each
    parameter of its declared kind and range): a problem refuses the edit, naming its place
    (:class:`~.game.GameError`)."""

    def op(board: Board) -> OpResult[Board]:
        group = board.find_group(gid)
        if group is None:
            raise game.GameError(msg("There is no group {gid} on this board", gid=gid))
        cls = type(imperial_rules(board))
        index = board.groups.index(group)
        found = ic_list_problems(lists or [], f"groups[{index}].ic_lists", cls)
        if found:
            raise game.GameError(found[0].format())
        new = board.copy()
        new.put_group(IC_LISTS.put(group, [[dict(i) for i in lst] for lst in lists or []] or None))
        return OpResult(new, [], board_changes(board, new))

    return op


def deployment_lists_op(data: ImperialData) -> Op[Board]:
    """Give every group on the board deployed from a card of ``data`` (its ``deployment``,
    else its id) that card's Imperial Commander lists, where they differ from the group's:
    the lists a player edited on the card are the ones the group draws from (IC: a group
    activates with one of its deployment card's lists). The log names the group and the
    card as a player reads them, in the installed language; the card not again when the
    group is named after it ("Trooper Squad draws from the 2 IC lists of its card")."""

    def op(board: Board) -> OpResult[Board]:
        new = board.copy()
        log: list[str] = []
        for g in board.groups:
            dep = data.deployments.get(DEPLOYMENT.value(g, g.id))
            if dep is None or not dep.ic_lists:
                continue
            lists = [[dict(i) for i in lst] for lst in dep.ic_lists]
            if IC_LISTS.get(g) == lists:
                continue
            new.put_group(IC_LISTS.put(g, lists))
            group, card = AutomatedEmperor.group_label(board, g), content_label(dep.name)
            log.append(
                # a group named after its card (most are) is named once
                msg("{gid} draws from the %n IC list(s) of its card", n=len(lists), gid=group)
                if group == card
                else msg(
                    "{gid} draws from the %n IC list(s) of {card}",
                    n=len(lists),
                    gid=group,
                    card=card,
                )
            )
        return OpResult(new, log, board_changes(board, new))

    return op


__all__ = [
    "ICDrawResult",
    "activate_op",
    "ae_op",
    "deployment_lists_op",
    "ic_list_op",
    "play_op",
    "set_ic_lists_op",
    "setup_op",
    "status_op",
    "target_op",
    "upgrade_op",
]
