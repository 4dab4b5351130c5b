"""Every kind of edit is one operation run by ``run_op``: one undo step, one ``changed``
signal, and undo and redo put back exactly the board (or table) that was there, compared as
the file it would be saved as."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from tabletop_ai.battlecrest import edits as bc
from tabletop_ai.board import Board, load_board
from tabletop_ai.board.io import dumps_board
from tabletop_ai.board.model import Figure, Group, Instruction, MapPoint
from tabletop_ai.engine import board_ops, map_ops
from tabletop_ai.engine.ops import Changes, Op, OpResult, replace_op
from tabletop_ai.geometry import Cell
from tabletop_ai.geometry.cells import edge
from tabletop_ai.imperial import game
from tabletop_ai.imperial import ops as ae
from tabletop_ai.imperial.data import ImperialData, load_imperial_data
from tabletop_ai.table import edits as table_edits
from tabletop_ai.table.io import dumps_table, load_table
from tabletop_ai.table.model import Table
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.table.document import TableDocument
from tests.conftest import MAPS

RAID = MAPS / "outpost-raid.board.json"
DUEL = MAPS / "battlecrest-duel.board.json"
SCARIF = MAPS / "destiny-scarif.table.json"


def _first_point(board: Board) -> MapPoint:
    return board.points[0]


#: (name, board file, operations run first, the edit under test); an entry may be a function
#: of the board (to name what is on it) and of the Imperial data
BoardEdit = Callable[[Board, ImperialData], Op[Board]]
BOARD_EDITS: list[tuple[str, Path, list[BoardEdit], BoardEdit]] = [
    ("move figures", RAID, [], lambda b, d: board_ops.move_figures({"tr1": Cell(0, 0)})),
    (
        "add a figure",
        RAID,
        [],
        lambda b, d: board_ops.add_figure(
            Figure(id="new1", side="ai", at=Cell(1, 1), group="troopers")
        ),
    ),
    ("remove figures", RAID, [], lambda b, d: board_ops.remove_figures(["tr2", "scout"])),
    ("edit a figure", RAID, [], lambda b, d: board_ops.edit_figure("tr1", {"health": 1})),
    (
        "regroup a figure",
        RAID,
        [],
        lambda b, d: board_ops.edit_figure("tr1", {"group": "guards"}),
    ),
    (
        "group members",
        RAID,
        [],
        lambda b, d: board_ops.set_group_members("fresh", ["tr1", "gd1"], new=True),
    ),
    (
        "add a group",
        RAID,
        [],
        lambda b, d: board_ops.add_group(Group(id="pair", figures=["tr3", "gd2"])),
    ),
    ("delete a group", RAID, [], lambda b, d: board_ops.delete_group("guards")),
    ("rename a group", RAID, [], lambda b, d: board_ops.set_group_name("guards", "Red squad")),
    (
        "set instructions",
        RAID,
        [],
        lambda b, d: board_ops.set_instructions(
            "troopers", [Instruction("attack", {"target": "closest"})]
        ),
    ),
    (
        "paint terrain",
        RAID,
        [],
        lambda b, d: map_ops.paint_terrain({Cell(0, 0): "difficult", Cell(1, 0): "blocking"}),
    ),
    (
        "set edges",
        RAID,
        [],
        lambda b, d: map_ops.set_edges(
            {edge((0, 0), (1, 0)): "wall", edge((0, 1), (1, 1)): "door-closed"}
        ),
    ),
    (
        "add a point",
        RAID,
        [],
        lambda b, d: map_ops.add_point(MapPoint(kind="spawn", at=Cell(2, 2), id="south")),
    ),
    (
        "move a point",
        RAID,
        [],
        lambda b, d: map_ops.replace_point(
            _first_point(b), MapPoint(kind="spawn", at=Cell(3, 3), id=_first_point(b).id)
        ),
    ),
    ("remove a point", RAID, [], lambda b, d: map_ops.replace_point(_first_point(b), None)),
    (
        "set the picture",
        RAID,
        [],
        lambda b, d: map_ops.set_picture({"file": "under.png", "opacity": 0.5}),
    ),
    ("resize the map", RAID, [], lambda b, d: map_ops.resize_map(b.grid.width + 2, 30)),
    (
        "recover a board",
        RAID,
        [],
        lambda b, d: replace_op(load_board(DUEL), "recovered"),
    ),
    ("flip a location", DUEL, [], lambda b, d: bc.flip_location("shrine")),
    (
        "edit a location",
        DUEL,
        [],
        lambda b, d: bc.set_location(
            "tower", bonuses={"attack": 1, "move": 2}, hazard=True, ability=None
        ),
    ),
    ("exhaust an action card", DUEL, [], lambda b, d: bc.set_row_ready(0, False)),
    (
        "order deck",
        DUEL,
        [],
        lambda b, d: bc.set_order_deck(["o3", "o4", "o5", "o6"], "o2", ["o1"]),
    ),
    ("applied crests", DUEL, [], lambda b, d: bc.set_applied_crests(["red", "blue"])),
    ("defense", DUEL, [], lambda b, d: bc.set_defense("mut", 3)),
    ("Emperor defends", DUEL, [], lambda b, d: bc.emperor_defends("mut", 4)),
    (
        "IC lists",
        RAID,
        [],
        lambda b, d: ae.set_ic_lists_op(
            "troopers",
            [[{"type": "attack"}], [{"type": "move_to_attack", "mp": 3}, {"type": "attack"}]],
        ),
    ),
    (
        "IC lists from deployment cards",
        RAID,
        [],
        lambda b, d: ae.deployment_lists_op(
            dataclasses.replace(
                d,
                deployments={
                    "guards": dataclasses.replace(
                        d.deployments["elite-guard"], id="guards", ic_lists=(({"type": "attack"},),)
                    )
                },
            )
        ),
    ),
    (
        "AE setup",
        RAID,
        [],
        lambda b, d: ae.setup_op(d, game.SetupChoices(seed=3, open_groups=2)),
    ),
    (
        "AE activation",
        RAID,
        [lambda b, d: ae.setup_op(d, game.SetupChoices(seed=3, open_groups=2))],
        lambda b, d: ae.activate_op(d),
    ),
    (
        "AE status phase",
        RAID,
        [
            lambda b, d: ae.setup_op(d, game.SetupChoices(seed=3, open_groups=2)),
            lambda b, d: ae.activate_op(d),
            lambda b, d: ae.activate_op(d),
        ],
        lambda b, d: ae.status_op(d),
    ),
]


@pytest.fixture()
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ImperialData:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "user-data"))
    return load_imperial_data()


AnyDocument = Document | TableDocument


def _one_step(
    qtbot: QtBot, doc: AnyDocument, run: Callable[[], object], seen: list[Changes]
) -> None:
    """``run`` emits ``changed`` exactly once."""
    before = len(seen)
    with qtbot.waitSignal(doc.changed, timeout=1000):
        run()
    assert len(seen) == before + 1


def _check_undo_redo(qtbot: QtBot, doc: AnyDocument, op: Op[Any], dump: Callable[[], str]) -> None:
    """Run ``op`` on ``doc``, undo, redo and undo it: one signal each, and the document
    reads as before or after the edit exactly."""
    seen: list[Changes] = []
    doc.changed.connect(seen.append)
    steps = doc.undo_stack.count()
    before = dump()
    _one_step(qtbot, doc, lambda: run_op(doc, op, "edit"), seen)
    after = dump()
    assert after != before, "the edit changed nothing"
    assert doc.undo_stack.count() == steps + 1
    assert seen[-1].any
    _one_step(qtbot, doc, doc.undo_stack.undo, seen)
    assert dump() == before
    _one_step(qtbot, doc, doc.undo_stack.redo, seen)
    assert dump() == after
    _one_step(qtbot, doc, doc.undo_stack.undo, seen)
    assert dump() == before


@pytest.mark.parametrize(
    ("path", "prepare", "edit"),
    [pytest.param(p, prep, e, id=name) for name, p, prep, e in BOARD_EDITS],
)
def test_a_board_edit_is_one_step_that_undoes_exactly(
    qtbot: QtBot,
    data: ImperialData,
    path: Path,
    prepare: list[BoardEdit],
    edit: BoardEdit,
) -> None:
    doc = Document(load_board(path))
    for step in prepare:
        run_op(doc, step(doc.board, data), "prepare")
    _check_undo_redo(qtbot, doc, edit(doc.board, data), lambda: dumps_board(doc.board))


TableEdit = Callable[[Table], Op[Table]]
TABLE_EDITS: list[tuple[str, TableEdit]] = [
    ("character", lambda t: table_edits.set_character("scout", health=1, ready=False)),
    ("resources", lambda t: table_edits.set_resources("main", 7)),
    ("move a card", lambda t: table_edits.move_card("main", "bb-press", "discard")),
    ("first player", lambda t: table_edits.set_first_player("ben")),
    ("eliminated", lambda t: table_edits.set_eliminated("ana", True)),
]


@pytest.mark.parametrize("edit", [pytest.param(e, id=n) for n, e in TABLE_EDITS])
def test_a_table_edit_is_one_step_that_undoes_exactly(qtbot: QtBot, edit: TableEdit) -> None:
    doc = TableDocument(load_table(SCARIF))
    _check_undo_redo(qtbot, doc, edit(doc.table), lambda: dumps_table(doc.table))


def test_every_board_edit_of_the_core_is_covered() -> None:
    """A new operation in the core gets a line in :data:`BOARD_EDITS` (names checked: the
    operations the modules export)."""
    exported = {
        *board_ops.__all__,
        *(
            n
            for n in map_ops.__all__
            if n not in {"EDGE_STATES", "MAP_CHANGED", "edge_state", "resized"}
        ),
    }
    covered_source = Path(__file__).read_text(encoding="utf-8")
    missing = sorted(n for n in exported if f".{n}(" not in covered_source)
    assert missing == []


def test_the_check_sees_an_edit_made_in_place(qtbot: QtBot) -> None:
    """An edit that changed the document's board in place (not a new value) could not be
    undone: the check above fails on it."""

    def in_place(board: Board) -> OpResult[Board]:
        fig = board.figures[0]
        board.put_figure(dataclasses.replace(fig, health=fig.health + 1))
        return OpResult(board, ["healed"], Changes(figures=True))

    doc = Document(load_board(RAID))
    with pytest.raises(AssertionError):
        _check_undo_redo(qtbot, doc, in_place, lambda: dumps_board(doc.board))
