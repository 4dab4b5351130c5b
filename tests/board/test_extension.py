"""Typed extension fields (board/extension.py): a game's own keys on board records are read and
written through one declaration, survive a save and load unchanged, and no code indexes a
record's ``extra`` mapping by hand."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop_ai.battlecrest.fields import ABILITY, DEFENSE, HAZARD
from tabletop_ai.board.extension import Ext, text_list, whole
from tabletop_ai.board.io import board_from_json, board_to_json
from tabletop_ai.board.model import Figure
from tabletop_ai.geometry import Cell
from tabletop_ai.imperial.fields import CONDITIONS, IC_LISTS

SRC = Path(__file__).resolve().parents[2] / "src" / "tabletop_ai"


def _fig(**extra: object) -> Figure:
    return Figure("a", "ai", Cell(0, 0), extra=dict(extra))


def test_get_reads_the_declared_type_and_falls_back_on_a_bad_value() -> None:
    assert CONDITIONS.get(_fig(conditions=["Stunned", "Bleeding"])) == ["Stunned", "Bleeding"]
    assert CONDITIONS.get(_fig()) is None
    assert CONDITIONS.value(_fig(), []) == []
    assert CONDITIONS.get(_fig(conditions="Stunned")) is None  # not a list: no value
    with pytest.raises(TypeError):
        CONDITIONS.read(_fig(conditions="Stunned"))  # validation sees the error
    assert DEFENSE.value(_fig(defense=True), 0) == 0  # true/false is not a number
    assert DEFENSE.value(_fig(defense=3), 0) == 3


def test_set_stores_json_and_none_or_the_default_removes_the_key() -> None:
    f = _fig(other=1)
    weak = CONDITIONS.put(f, ["Weakened"])
    assert weak.extra == {"other": 1, "conditions": ["Weakened"]}
    assert f.extra == {"other": 1}  # a new record: the old one is unchanged
    assert CONDITIONS.put(weak, None).extra == {"other": 1}
    with_default: Ext[int] = Ext("level", whole, default=2)
    assert "level" not in with_default.put(f, 2).extra
    assert with_default.put(f, 3).extra["level"] == 3


def test_with_value_is_pure() -> None:
    f = _fig(conditions=["Stunned"])
    new = CONDITIONS.with_value(f.extra, None)
    assert new == {} and f.extra == {"conditions": ["Stunned"]}
    assert Ext("x", text_list).with_raw(f.extra, ["a"]) == {"conditions": ["Stunned"], "x": ["a"]}


def test_ic_lists_refuses_an_instruction_without_a_type() -> None:
    from tabletop_ai.board.model import Group

    g = Group("g", extra={"ic_lists": [[{"mp": 4}]]})
    assert IC_LISTS.get(g) is None
    with pytest.raises(KeyError):
        IC_LISTS.read(g)


def test_extension_fields_survive_a_save_and_load() -> None:
    doc = {
        "format": "tabletop-ai/board",
        "version": 1,
        "name": "ext",
        "grid": {"type": "square", "width": 3, "height": 3},
        "rows": ["...", "...", "..."],
        "points": [
            {
                "id": "L",
                "kind": "location",
                "at": [1, 1],
                "hazard": True,
                "ability": {"type": "move", "value": 1},
            }
        ],
        "figures": [
            {"id": "a", "side": "ai", "at": [0, 0], "defense": 2, "conditions": ["Stunned"]}
        ],
        "groups": [],
    }
    board = board_from_json(doc)
    pt, fig = board.points[0], board.figures[0]
    assert HAZARD.value(pt, False) is True
    assert ABILITY.get(pt) == {"type": "move", "value": 1}
    assert DEFENSE.value(fig, 0) == 2 and CONDITIONS.get(fig) == ["Stunned"]
    board.put_figure(DEFENSE.put(fig, 4))
    again = board_from_json(board_to_json(board))
    assert DEFENSE.value(again.figures[0], 0) == 4
    assert CONDITIONS.get(again.figures[0]) == ["Stunned"]
    assert HAZARD.value(again.points[0], False) is True


def test_no_code_indexes_extra_by_hand() -> None:
    """Issue "One rules model": extension keys go through their declaration."""
    hits = [
        f"{p.relative_to(SRC)}:{i}"
        for p in SRC.rglob("*.py")
        for i, line in enumerate(p.read_text("utf-8").splitlines(), 1)
        if re.search(r"extra\[", line)
    ]
    assert hits == []
