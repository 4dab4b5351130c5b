"""An imported Imperial Commander 2 group on an Automated Emperor board: deployed from the
card, saved, opened again and activated with its own list, which holds a note.

The rules: IC2 wiki "Imperial Activations" (each figure resolves the list top to bottom, at
most two actions, one per ``{A}``/``{Q}``; ``{-}`` costs none); the Automated Emperor's
"Range Definition" (ranged: 4 spaces plus accuracy) and "Choosing Targets" (no priority
target and no secondary colours: the closest Rebel figure with least health); the contract's
``move_to_attack`` (the reachable cell closest to the target from which it can attack, then
fewest MP, ties in reading order with the others as alternatives) and ``move_to_reposition``
(the cheapest cell exactly Y spaces from the nearest hostile)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from tabletop_ai import api
from tabletop_ai.board.io import dumps_board
from tabletop_ai.cli import main
from tabletop_ai.geometry import Cell
from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.imperial.deploy import deploy_card
from tabletop_ai.imperial.ic import activate_ic
from tests.helpers import ascii_board
from tests.imperial.ic2_files import card, ic2_json, instructions

#: IC2's Stormtrooper (Elite) list: a named ability the players resolve, then the moves
LAST_STAND = (
    "LAST STAND: If there are fewer than 3 figures in this group, become Focused. "
    "Limit once per group activation."
)
ELITE_LIST = [
    "{-} " + LAST_STAND,
    "{Q} Move 4 to attack {R1}.",
    "{A} Move 2 to reposition 4.",
    "{A} Move 6 to reposition 4.",
]


def write_elite_troopers(root: Path) -> Path:
    """IC2's ``Assets/Resources`` with one deployment group, English only."""
    (root / "CardData").mkdir(parents=True)
    elite = card("DG003", "Stormtrooper (Elite)", isElite=True, health=5)
    (root / "CardData" / "enemies.json").write_text(ic2_json([elite]), "utf-8")
    (root / "CardData" / "villains.json").write_text(ic2_json([]), "utf-8")
    lang = root / "Languages" / "En"
    (lang / "DeploymentGroups").mkdir(parents=True)
    names = [{"name": "Stormtrooper (Elite)", "subname": "", "id": "DG003"}]
    (lang / "DeploymentGroups" / "enemies.json").write_text(ic2_json(names), "utf-8")
    (lang / "DeploymentGroups" / "villains.json").write_text(ic2_json([]), "utf-8")
    (lang / "instructions.json").write_text(
        ic2_json(instructions({"DG003": [ELITE_LIST]})), "utf-8"
    )
    return root


def ae_board_file(tmp_path: Path) -> Path:
    """A 10x3 open map on the Automated Emperor preset, Han ``h`` at (7,1); the imported
    group deployed from its card (three figures), standing at (0,0), (0,1) and (0,2)."""
    res = write_elite_troopers(tmp_path / "Resources")
    assert main(["ic2", str(res), "--out", str(tmp_path / "data" / "ic2.json")]) == 0
    data = load_imperial_data([tmp_path / "data"], include_user=False)
    board = ascii_board(
        ["..........", ".......h..", ".........."],
        {"h": {"name": "Han", "health": 10, "max_health": 10}},
        rules={"preset": "automated-emperor"},
    )
    figures = deploy_card(board, data.deployments["DG003"], "troopers")
    assert len(figures) == 3
    for y, fig in enumerate(figures):
        board.figures[board.figures.index(fig)] = dataclasses.replace(fig, at=Cell(0, y))
    path = tmp_path / "ae.board.json"
    path.write_text(dumps_board(board), "utf-8")
    return path


def test_an_imported_group_with_a_note_loads_and_plans_on_an_ae_board(tmp_path: Path) -> None:
    board = api.load_board(ae_board_file(tmp_path))  # refused if AE did not declare them
    group = board.group("troopers")
    # the group starts with the card's list: the note (no action: {-}), then the moves
    assert group.instructions[0].to_json() == {
        "type": "note",
        "name": "LAST STAND",
        "text": LAST_STAND,
    }
    assert [i.data.get("actions") for i in group.instructions] == [None, 1, None, 1, 1]
    plan = api.plan_group(board, "troopers")
    # no priority target: group order; every figure shows the note first, in its place
    assert [f.figure for f in plan.figures] == ["troopers-1", "troopers-2", "troopers-3"]
    for f in plan.figures:
        note = f.actions[0]
        assert (note.type, note.skipped, note.reason) == ("note", False, LAST_STAND)
    first = plan.figures[0]
    move, attack, near, far = first.actions[1:]
    # {Q} Move 4 to attack: from (0,0) 4 MP reach x <= 4; Han at (7,1) is 3 spaces from
    # (4,0), (4,1) and (4,2) (AE ranged range 4), each 4 MP: reading order, the rest
    # alternatives
    assert (move.type, move.end, move.mp_spent, move.target) == ("move_to_attack", (4, 0), 4, "h")
    assert sorted(move.alternatives) == [(4, 1), (4, 2)]
    assert (attack.type, attack.target, attack.distance) == ("attack", "h", 3)
    assert "least health" in attack.reason  # AE "Choosing Targets", not IC's priority
    # {A} Move 2 to reposition 4: (3,0), (3,1), (3,2) are 4 spaces from Han at 1 MP
    assert (near.type, near.end, near.mp_spent) == ("move_to_reposition", (3, 0), 1)
    # {A} Move 6 to reposition 4: the {Q} and the {A} spent both actions
    assert far.skipped and "at most two actions" in far.reason


def test_the_ae_panel_draws_the_group_list_with_its_note(tmp_path: Path) -> None:
    """The AE panel's "IC list" (``activate_ic``) on the same board: the drawn list is the
    card's only list, the note in the plan's instructions and in each figure's plan."""
    board = api.load_board(ae_board_file(tmp_path))
    a = activate_ic(board, "troopers", seed=3)
    assert (a.index, a.count) == (0, 1)
    assert a.instructions[0].to_json() == {"type": "note", "name": "LAST STAND", "text": LAST_STAND}
    assert all(f.actions[0].reason == LAST_STAND for f in a.plan.figures)
