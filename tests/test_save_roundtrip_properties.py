"""The save invariant: whatever the window's edits, a
command or an Apply produce, the loader accepts — on every bundled board and table, random
sequences of edits and applies, then save → load → equal.

Boards: every group planned and applied by its rule set (``RuleSet.apply``), the rule set's
figure fields set to random legal values (the inspector), Battlecrest locations flipped (the
panel and the map). Tables: AI turns, upkeeps, setups, indirect damage and the mirror edits
(``table.edits``) with random arguments; an edit the limits refuse is refused (EditError)
and changes nothing.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_ai.battlecrest.edits import flip_location
from tabletop_ai.board import Board, board_problems, load_board
from tabletop_ai.board.io import board_to_json, dumps_board, loads_board
from tabletop_ai.rulesets.registry import plan_group, ruleset_for
from tabletop_ai.table import edits
from tabletop_ai.table.chains import allocate_indirect
from tabletop_ai.table.io import dumps_table, load_table, loads_table, table_to_json
from tabletop_ai.table.model import Table
from tabletop_ai.table.turn import ai_turn, setup, upkeep
from tests.conftest import MAPS

BOARDS = sorted(MAPS.glob("*.board.json"))
TABLES = sorted(MAPS.glob("*.table.json"))
SETTINGS = settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


def _board_roundtrip(b: Board) -> None:
    assert board_problems(b) == [], [p.format() for p in board_problems(b)]
    again = loads_board(dumps_board(b), "saved.board.json")
    assert board_to_json(again) == board_to_json(b)


def _field_value(data: st.DataObject, f: Any) -> Any:
    if f.kind == "bool":
        return data.draw(st.booleans())
    if f.kind == "int":
        lo = f.minimum if f.minimum is not None else 0
        hi = f.maximum if f.maximum is not None else 9
        return data.draw(st.integers(lo, min(hi, lo + 9)))
    if f.kind == "choice":
        return data.draw(st.sampled_from(f.choices))
    return None


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
@SETTINGS
@given(data=st.data())
def test_board_edits_and_applies_reopen(path: Any, data: st.DataObject) -> None:
    b = load_board(path)
    cls = type(ruleset_for(b))
    for _ in range(data.draw(st.integers(1, 4))):
        what = data.draw(st.sampled_from(["apply", "field", "flip"]))
        if what == "apply" and b.groups:
            g = data.draw(st.sampled_from([g.id for g in b.groups]))
            plan = plan_group(b, g)
            b = ruleset_for(b).apply(b, plan)
        elif what == "field" and cls.figure_fields and b.figures:
            fig = data.draw(st.sampled_from([f.id for f in b.figures]))
            f = data.draw(st.sampled_from(cls.figure_fields))
            b = b.copy()
            b.figure(fig).extra[f.name] = _field_value(data, f)
        elif what == "flip":
            locs = [p.id for p in b.points if p.kind == "location" and p.id]
            if locs:
                b = flip_location(data.draw(st.sampled_from(locs)))(b).state
        _board_roundtrip(b)


def _table_step(t: Table, data: st.DataObject) -> Table:
    kind = data.draw(
        st.sampled_from(
            [
                "turn",
                "upkeep",
                "setup",
                "indirect",
                "character",
                "die",
                "resources",
                "card",
                "player",
            ]
        )
    )
    try:
        if kind == "turn":
            return ai_turn(t).table
        if kind == "upkeep":
            return upkeep(t).table
        if kind == "setup":
            return setup(t).table
        if kind == "indirect":
            return allocate_indirect(t, data.draw(st.integers(1, 4)))[0]
        if kind == "character" and t.characters:
            c = data.draw(st.sampled_from(t.characters))
            return edits.set_character(
                c.id,
                health=data.draw(st.integers(-1, 15)),
                shields=data.draw(st.integers(-1, 5)),
                ready=data.draw(st.booleans()),
            )(t).state
        dice = [d.id for c in t.characters for d in c.all_dice]
        if kind == "die" and dice:
            d = data.draw(st.sampled_from(dice))
            op = data.draw(
                st.sampled_from(
                    [
                        edits.die_remove(d),
                        edits.die_reroll(d),
                        edits.die_turn(d, data.draw(st.integers(0, 6))),
                    ]
                )
            )
            return op(t).state
        if kind == "resources" and t.areas:
            a = data.draw(st.sampled_from(t.areas))
            return edits.set_resources(a.id, data.draw(st.integers(-1, 9)))(t).state
        if kind == "card" and t.areas:
            a = data.draw(st.sampled_from(t.areas))
            cards = a.deck + a.discard + a.in_play
            if cards:
                return edits.move_card(
                    a.id,
                    data.draw(st.sampled_from(cards)),
                    data.draw(st.sampled_from(edits.PLACES)),
                )(t).state
        if kind == "player" and t.players:
            p = data.draw(st.sampled_from(t.players))
            areas = [a.id for a in t.areas] or ["main"]
            t = edits.set_player_area(p.id, data.draw(st.sampled_from(areas)))(t).state
            return edits.set_eliminated(p.id, data.draw(st.booleans()))(t).state
    except edits.EditError:
        return t  # refused by the file's limits: nothing changed
    return t


@pytest.mark.parametrize("path", TABLES, ids=lambda p: p.name)
@SETTINGS
@given(data=st.data())
def test_table_turns_and_edits_reopen(path: Any, data: st.DataObject) -> None:
    t = load_table(path)
    for _ in range(data.draw(st.integers(1, 6))):
        t = _table_step(t, data)
        again = loads_table(dumps_table(t), "saved.table.json")
        assert table_to_json(again) == table_to_json(t)
