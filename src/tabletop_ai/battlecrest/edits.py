"""Mirroring the Battlecrest table in the window: the state a player changes by
hand — a location flipped or edited, the Emperor's action row, his order deck (with the real
reshuffle), the applied crests — as pure operations ``Board -> OpResult[Board]`` (one undo
step and one log line each, :func:`tabletop_ai.ui.editor.ops.run_op`).

Every edit is checked like the file: the board's own checks and the ``battlecrest`` object's
(:func:`~tabletop_ai.battlecrest.state.read_state`); a refused edit raises
:class:`EditError` with the loader's words and the document keeps its value.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from tabletop_ai.battlecrest.cards import ABILITY_TYPES, ABILITY_WORDS
from tabletop_ai.battlecrest.field import point_name
from tabletop_ai.battlecrest.fields import ABILITY, DEFENSE, HAZARD
from tabletop_ai.battlecrest.state import KEY, read_state
from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.model import Board, Group, Instruction, MapPoint
from tabletop_ai.board.validate import board_problems
from tabletop_ai.engine.ops import Changes, OpResult
from tabletop_ai.i18n import Msg, join, msg, msg_in

#: the location bonus kinds (a double symbol is a 2)
BONUSES = ("move", "push", "attack", "defense", "range")
#: each location bonus kind as a player reads it (the Battlecrest rulebook's words)
BONUS_WORDS: dict[str, Msg] = {
    m.id: m
    for m in (
        msg_in("battlecrest bonus", "move"),
        msg_in("battlecrest bonus", "push"),
        msg_in("battlecrest bonus", "attack"),
        msg_in("battlecrest bonus", "defense"),
        msg_in("battlecrest bonus", "range"),
    )
}
MAP = Changes(map=True, plan=True)
STATE = Changes(game_state=True, plan=True)
GROUPS = Changes(groups=True, plan=True)


class EditError(ValueError):
    """An edit the board's checks refuse; the message says why."""


def _problems(b: Board) -> list[Problem]:
    out = list(board_problems(b))
    if isinstance(b.extra.get(KEY), dict):
        try:
            read_state(b)
        except BoardError as exc:
            out += exc.problems
    return out


def checked(b: Board, log: str, changes: Changes, before: Board | None = None) -> OpResult[Board]:
    """``b`` if the edit made no new problem (a board still being fixed keeps its old ones);
    :class:`EditError` naming the new problems otherwise."""
    old = {(p.where, p.message) for p in _problems(before)} if before is not None else set()
    new = [p for p in _problems(b) if (p.where, p.message) not in old]
    if new:
        raise EditError("; ".join(p.format() for p in new[:3]))
    return OpResult(b, [log], changes)


def _location(b: Board, pid: str) -> MapPoint:
    for p in b.points:
        if p.kind == "location" and p.id == pid:
            return p
    raise EditError(msg("no location {location}", location=repr(pid)))


def bonus_text(p: MapPoint) -> str:
    """The location's bonuses in words, a message in the player's language: ``move 1,
    attack 2 (double)``; a bonus kind the game does not know is named as written."""
    parts = [
        (
            msg("{bonus} {value} (double)", bonus=BONUS_WORDS.get(k, k), value=v)
            if v == 2
            else msg("{bonus} {value}", bonus=BONUS_WORDS.get(k, k), value=v)
        )
        for k, v in p.bonuses.items()
        if v
    ]
    return join(parts, ", ") if parts else msg("no bonus")


def flip_location(pid: str, active: bool | None = None) -> Callable[[Board], OpResult[Board]]:
    """Flip a location (its bonus used) or turn it back active; ``active`` None toggles. The
    log line names the location as the turn's texts do (its name, in the player's
    language for the sample board's, :func:`~tabletop_ai.battlecrest.field.point_name`)."""

    def op(board: Board) -> OpResult[Board]:
        old = _location(board, pid)
        now = old.active is not False
        new = (not now) if active is None else active
        if new == now:
            return OpResult(board)
        p = dataclasses.replace(old, active=new)
        b = board.with_point(old, p)
        said = (
            msg(
                "{location} turned active ({bonuses})",
                location=point_name(p),
                bonuses=bonus_text(p),
            )
            if new
            else msg(
                "{location} flipped ({bonuses})", location=point_name(p), bonuses=bonus_text(p)
            )
        )
        return checked(b, said, MAP, board)

    return op


def set_location(
    pid: str,
    bonuses: dict[str, int] | None = None,
    hazard: bool | None = None,
    ability: dict[str, Any] | bool | None = False,
) -> Callable[[Board], OpResult[Board]]:
    """A location's bonuses (0, 1 or 2 each: a double symbol is 2), hazard flag and location
    ability (``{"type": "attack", "value": 2, ...}``; None removes it; False leaves it). The
    log line and a refusal are messages (in the player's language), the location named as
    the turn's texts name it (:func:`~tabletop_ai.battlecrest.field.point_name`)."""

    def op(board: Board) -> OpResult[Board]:
        old = p = _location(board, pid)
        parts: list[str] = []
        if bonuses is not None:
            for k, v in bonuses.items():
                if k not in BONUSES:
                    raise EditError(
                        msg(
                            "{bonus} is not a location bonus ({bonuses})",
                            bonus=repr(k),
                            bonuses=join([BONUS_WORDS[b] for b in BONUSES], ", "),
                        )
                    )
                if not 0 <= v <= 2:
                    raise EditError(
                        msg(
                            "the {bonus} bonus is 0, 1 or 2 (a double symbol), not {value}",
                            bonus=BONUS_WORDS[k],
                            value=v,
                        )
                    )
            new = {k: v for k, v in bonuses.items() if v}
            if new != {k: v for k, v in p.bonuses.items() if v}:
                p = dataclasses.replace(p, bonuses=new)
                parts.append(msg("bonuses {bonuses}", bonuses=bonus_text(p)))
        if hazard is not None and HAZARD.value(p, False) != hazard:
            p = HAZARD.put(p, True if hazard else None)
            parts.append(msg("a hazard") if hazard else msg("not a hazard"))
        if ability is not False:
            if ability is None:
                if ABILITY.present(p):
                    p = ABILITY.put(p, None)
                    parts.append(msg("no ability"))
            elif isinstance(ability, dict):
                kind = ability.get("type")
                if not isinstance(kind, str) or kind not in ABILITY_WORDS:
                    raise EditError(
                        msg(
                            "an ability type is one of {types}",
                            types=join([ABILITY_WORDS[t] for t in ABILITY_TYPES], ", "),
                        )
                    )
                if ABILITY.raw(p) != ability:
                    p = ABILITY.put(p, dict(ability))
                    word = ABILITY_WORDS[kind]
                    parts.append(
                        msg("ability {type} {value}", type=word, value=ability["value"])
                        if "value" in ability
                        else msg("ability {type}", type=word)
                    )
        if not parts:
            return OpResult(board)
        said = join([point_name(p), join(parts, ", ")], ": ")
        return checked(board.with_point(old, p), said, MAP, board)

    return op


def _state(b: Board) -> dict[str, Any]:
    raw = b.extra.get(KEY)
    if not isinstance(raw, dict):
        raise EditError("this board has no battlecrest object")
    return raw


def set_row_ready(index: int, ready: bool) -> Callable[[Board], OpResult[Board]]:
    """Ready or exhaust a card of the Emperor's action row."""

    def op(board: Board) -> OpResult[Board]:
        b = board.copy()
        st = read_state(b)
        if not 0 <= index < len(st.row):
            raise EditError(f"the action row has no card {index + 1}")
        rc = st.row[index]
        if rc.ready == ready:
            return OpResult(board)
        rc.ready = ready
        _state(b)["action_row"] = [{"card": c.card, "ready": c.ready} for c in st.row]
        return checked(
            b, f"action card {rc.card} {'readied' if ready else 'exhausted'}", STATE, board
        )

    return op


def set_order_deck(
    draw: list[str], current: str | None, discard: list[str], reshuffle: list[str] | None = None
) -> Callable[[Board], OpResult[Board]]:
    """The order deck as it lies on the table: the draw pile (top first), the face-up card,
    the discard pile, and — when the players shuffled the discard for real — the order it
    will be drawn in (``reshuffle``, used when the draw pile runs out)."""

    def op(board: Board) -> OpResult[Board]:
        b = board.copy()
        raw = _state(b)
        deck: dict[str, Any] = {"draw": list(draw), "current": current, "discard": list(discard)}
        if reshuffle:
            deck["reshuffle"] = list(reshuffle)
        if raw.get("order_deck") == deck:
            return OpResult(board)
        raw["order_deck"] = deck
        text = (
            f"order deck: draw {' '.join(draw) or '—'}, current {current or '—'}, "
            f"discard {' '.join(discard) or '—'}"
            + (f", reshuffle {' '.join(reshuffle)}" if reshuffle else "")
        )
        return checked(b, text, STATE, board)

    return op


def set_applied_crests(crests: list[str]) -> Callable[[Board], OpResult[Board]]:
    """The crest initiatives the Emperor has applied (base game)."""

    def op(board: Board) -> OpResult[Board]:
        b = board.copy()
        raw = _state(b)
        clean = [c.strip() for c in crests if c.strip()]
        if list(raw.get("applied_crests", [])) == clean:
            return OpResult(board)
        raw["applied_crests"] = clean
        return checked(b, f"applied crests: {', '.join(clean) or 'none'}", STATE, board)

    return op


def set_defense(fid: str, defense: int) -> Callable[[Board], OpResult[Board]]:
    """The defense a warrior shows against the Emperor's attack: the defense of the card its
    player blocks with (entered before his turn; location bonuses are added by the rules)."""

    def op(board: Board) -> OpResult[Board]:
        if not 0 <= defense <= 20:
            raise EditError(f"a defense is 0 to 20, not {defense}")
        f = board.find_figure(fid)
        if f is None:
            raise EditError(f"no figure {fid!r}")
        old = DEFENSE.value(f, 0)
        if old == defense:
            return OpResult(board)
        return checked(
            board.with_figure(DEFENSE.put_raw(f, defense)),
            f"{f.label} blocks with defense {defense} (was {old})",
            Changes(figures=True, plan=True),
            board,
        )

    return op


def emperor_defends(target: str, attack: int) -> Callable[[Board], OpResult[Board]]:
    """Imperator "Emperor defends": the players attack ``target`` with ``attack``. The
    ``emperor_defense`` instruction of the first group holding one is set to them; a board
    with none gets a group ``emperor-defends`` (or the first free ``emperor-defendsN``)
    holding it, which the window then plans."""

    # the rule set names this module's location flip: imported when the edit is made
    from tabletop_ai.battlecrest.rules import DEFENSE as DEFENSE_INSTRUCTION

    def op(board: Board) -> OpResult[Board]:
        board.figure(target)  # KeyError for an unknown warrior: nothing changes
        wanted = {"target": target, "attack": attack}
        line = f"the Emperor defends against attack {attack} on {target}"
        for g in board.groups:
            for i, ins in enumerate(g.instructions):
                if ins.type != DEFENSE_INSTRUCTION:
                    continue
                if all(ins.data.get(k) == v for k, v in wanted.items()):
                    return OpResult(board)
                instructions = list(g.instructions)
                instructions[i] = Instruction(ins.type, {**ins.data, **wanted})
                groups = [
                    dataclasses.replace(g, instructions=instructions) if h is g else h
                    for h in board.groups
                ]
                return OpResult(dataclasses.replace(board, groups=groups), [line], GROUPS)
        gid = (
            "emperor-defends"
            if board.find_group("emperor-defends") is None
            else board.new_id("emperor-defends")
        )
        group = Group(id=gid, instructions=[Instruction(DEFENSE_INSTRUCTION, wanted)])
        new = dataclasses.replace(board, groups=[*board.groups, group])
        return OpResult(new, [line], GROUPS)

    return op


__all__ = [
    "BONUSES",
    "EditError",
    "bonus_text",
    "checked",
    "emperor_defends",
    "flip_location",
    "set_applied_crests",
    "set_defense",
    "set_location",
    "set_order_deck",
    "set_row_ready",
]
