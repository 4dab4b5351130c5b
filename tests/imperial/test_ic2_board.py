"""A board with imported Imperial Commander 2 groups (a Stormtrooper group and an AT-ST,
from small IC2 files written by ``ic2_files.write_ic2``) planned as the IC rules say.

The rules (``reference/imperial-commander-instructions.md`` and the IC2 wiki "Imperial
Activations"): each figure resolves its list top to bottom, skipping what it cannot
resolve; it performs at most two actions, a line costing one per ``{A}``/``{Q}``; it makes
at most one attack action; "Move X to attack" ends on the reachable space closest to the
target from which it can attack (LOS; figures block it); "Move X to reposition Y" ends Y
spaces from the nearest Rebel, else as close to that as it can get; "Move X toward" ends as
close to the target as it can. Counting: diagonal steps count 1; large figures step
orthogonally (a turn costs 1 MP)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import Board
from tabletop_ai.cli import main
from tabletop_ai.engine.situation import Situation
from tabletop_ai.imperial.commander import ImperialCommander
from tabletop_ai.imperial.data import ImperialData, load_imperial_data
from tabletop_ai.imperial.ic import activate_ic
from tests.helpers import ascii_board
from tests.imperial.ic2_files import write_ic2


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> ImperialData:
    """The groups imported the way a player does: ``tabletop-ai ic2 DIR --out FILE``, then
    read from the data folder like the bundled deployment cards."""
    root = tmp_path_factory.mktemp("ic2")
    write_ic2(root / "Resources")
    folder = root / "data"
    folder.mkdir()
    assert main(["ic2", str(root / "Resources"), "--out", str(folder / "ic2.json")]) == 0
    return load_imperial_data([folder], include_user=False)


def figure(data: ImperialData, dep_id: str, gid: str) -> dict[str, Any]:
    """A board figure with the imported card's stats."""
    f = dict(data.deployments[dep_id].figure)
    f["group"] = gid
    f["max_health"] = f["health"]
    return f


def groups() -> list[dict[str, Any]]:
    return [
        {
            "id": "troopers",
            "figures": ["S", "T"],
            "instructions": [],
            "deployment": "DG001",
            "target": "l",
        },
        {
            "id": "walker",
            "figures": ["A"],
            "instructions": [],
            "deployment": "DG014",
            "target": "e",
        },
    ]


def board_with_both(data: ImperialData) -> Board:
    """Row 0: a corridor (row 1 is blocking terrain all along): Stormtroopers S (0,0) and
    T (1,0), Luke ``l`` at (13,0), the troopers' named target. Rows 2-8: the AT-ST ``A``
    (2x3, at (0,2)), Leia ``e`` at (6,3) (its named target) and Han ``h`` at (12,8)."""
    rows = [
        "ST...........l",
        "##############",
        "A.............",
        "......e.......",
        "..............",
        "..............",
        "..............",
        "..............",
        "............h.",
    ]
    trooper = figure(data, "DG001", "troopers")
    figs = {
        "S": trooper,
        "T": dict(trooper),
        "A": figure(data, "DG014", "walker"),
        "l": {"name": "Luke", "health": 10, "max_health": 10},
        "e": {"name": "Leia", "health": 10, "max_health": 10},
        "h": {"name": "Han", "health": 12, "max_health": 12},
    }
    return ascii_board(rows, figs, groups=groups())


def steps(plan: Any) -> dict[str, list[tuple[str, bool, str | None]]]:
    return {f.figure: [(a.type, a.skipped, a.target) for a in f.actions] for f in plan.figures}


def count(board: Board, a: str, b: str) -> int | None:
    sit = Situation(board, ImperialCommander(board))
    return sit.count(board.find_figure(a), board.find_figure(b))  # type: ignore[arg-type]


def test_the_imported_cards_give_the_figures(data: ImperialData) -> None:
    b = board_with_both(data)
    at_st = b.find_figure("A")
    assert at_st is not None
    assert (at_st.size, at_st.keywords, at_st.accuracy, at_st.health) == (
        (2, 3),
        ["massive"],
        3,
        15,
    )
    assert data.deployments["DG001"].count == 3 and data.deployments["DG014"].count == 1


def test_stormtroopers_two_actions_and_a_blocked_line_of_sight(data: ImperialData) -> None:
    b = board_with_both(data)
    a = activate_ic(b, "troopers", data, seed=1)
    plan = a.plan
    # activation order: T (12 spaces from Luke) before S (13)
    assert [f.figure for f in plan.figures] == ["T", "S"]
    t, s = plan.figures
    # T: {Q} Move 4 to attack {R1}: along the corridor to (5,0), the reachable space
    # closest to Luke (8 spaces) with sight of him; attacks him (its attack action, 1 of 2)
    assert (t.actions[0].type, t.actions[0].end, t.actions[0].mp_spent) == (
        "move_to_attack",
        (5, 0),
        4,
    )
    assert (t.actions[1].type, t.actions[1].target, t.actions[1].distance) == ("attack", "l", 8)
    # {A} Move 2 to reposition 4: 8 spaces is too far, so as close as 2 MP get: (7,0)
    assert (t.actions[2].type, t.actions[2].end, t.actions[2].mp_spent) == (
        "move_to_reposition",
        (7, 0),
        2,
    )
    # {A} Move 6 to reposition 4: two actions spent, skipped
    assert t.actions[3].skipped and "at most two actions" in t.actions[3].reason
    # S: no space within 4 MP (x <= 4) sees Luke past T at (7,0) (figures block sight):
    # the move and its attack are skipped, and cost no action
    assert steps(plan)["S"][:2] == [("move_to_attack", True, None), ("attack", True, None)]
    # so both reposition lines are its two actions: 2 MP to (2,0), then 6 MP past T
    # (friendly figures are passed) to (8,0), 5 spaces from Luke, as close to 4 as it gets
    assert (s.actions[2].end, s.actions[2].mp_spent) == ((2, 0), 2)
    assert (s.actions[3].end, s.actions[3].mp_spent, s.actions[3].skipped) == ((8, 0), 6, False)


def test_at_st_with_sight_attacks_once_and_repositions(data: ImperialData) -> None:
    b = board_with_both(data)
    plan = activate_ic(b, "walker", data, seed=1).plan
    (f,) = plan.figures
    kinds = [(a.type, a.skipped) for a in f.actions]
    assert kinds == [
        ("note", False),  # {-} AIM SYSTEM: shown in its place, no action
        ("attack", False),  # {Q} Attack {R1}: Leia, in sight 5 spaces away (action 1)
        ("move_to_reposition", False),  # {A} Move 5 to reposition 2 (action 2)
        ("attack", True),  # {Q} Attack {R1}: limit of one attack action
        ("move_toward", True),  # {A} Move 3 toward ...: no action left
    ]
    assert f.actions[0].reason == "AIM SYSTEM: Gain +1 {H} and +2 Accuracy."
    assert (f.actions[1].target, f.actions[1].distance) == ("e", 5)
    # 5 spaces from Leia, 2 wanted: each MP brings the 2x3 base one space closer at most
    # (orthogonal steps; a turn adds one column for 1 MP), so 3 MP, ending 2 spaces away
    assert f.actions[2].mp_spent == 3
    moved = activate_ic(b, "walker", data, seed=1, write=True).plan
    from tabletop_ai.imperial.apply import apply_plan

    after = apply_plan(b, moved)
    assert count(after, "A", "e") == 2
    assert "limit of one attack action" in f.actions[3].reason
    assert "at most two actions" in f.actions[4].reason


def test_at_st_without_sight_moves_toward_the_closest_rebel(data: ImperialData) -> None:
    """The AT-ST at (0,0); a wall between rows 3 and 4 from x=0 to x=9 (a wall, which a
    Massive figure cannot cross: blocking terrain it could stand on); Leia (its named
    target) at (2,6), Han at (8,7). With 5 MP its base reaches no further than x=7, so every
    line from it to them crosses the wall: it never sees them. Counted round the wall's end
    at (10,4), Han is 12 spaces away and Leia 17."""
    rows = [
        "A...........",
        "............",
        "............",
        "............",
        "............",
        "............",
        "..e.........",
        "........h...",
    ]
    figs = {
        "A": figure(data, "DG014", "walker"),
        "e": {"name": "Leia", "health": 10, "max_health": 10},
        "h": {"name": "Han", "health": 12, "max_health": 12},
    }
    wall = [[[x, 3], [x, 4]] for x in range(10)]
    b = ascii_board(rows, figs, groups=groups()[1:], walls=wall)
    assert (count(b, "A", "h"), count(b, "A", "e")) == (12, 17)
    plan = activate_ic(b, "walker", data, seed=1).plan
    (f,) = plan.figures
    assert [(a.type, a.skipped) for a in f.actions] == [
        ("note", False),
        ("attack", True),  # nobody in sight: skipped, no action spent
        ("move_to_reposition", False),  # action 1: 12 spaces is too far from 2
        ("attack", True),  # still nobody in sight
        ("move_toward", False),  # action 2: "the closest Rebel" is Han, not Leia ({R1})
    ]
    # Counting to Han goes round the wall's end: the count from the base's nearest cell to
    # (10,4), plus 3 ((9,5), (8,6), (8,7)). From (1,2) that is 9 columns and 2 rows: each
    # step east takes one off while the columns are the larger gap, a turn of the base adds
    # one column for 1 MP, so 5 MP leave 4 columns: 7 spaces, the closest it can get
    assert (f.actions[2].mp_spent, f.actions[2].reason.startswith("too far")) == (5, True)
    # "Move 3 toward the closest Rebel": Han (7 spaces), not Leia, the named target. Its
    # nearest cell is then 4 columns and 3 rows (or 4 and 2) from (10,4): three orthogonal
    # steps leave at best 2 of the larger gap, so it ends 2 + 3 = 5 spaces from Han
    assert f.actions[4].target == "h" and f.actions[4].mp_spent == 3
    assert "Han is the closest hero (7 spaces)" in f.actions[4].reason
    from tabletop_ai.imperial.apply import apply_plan

    after = apply_plan(b, activate_ic(b.copy(), "walker", data, seed=1).plan)
    assert count(after, "A", "h") == 5


def test_both_languages_plan_alike(tmp_path: Path, data: ImperialData) -> None:
    write_ic2(tmp_path / "Resources")
    folder = tmp_path / "de"
    folder.mkdir()
    assert (
        main(
            ["ic2", str(tmp_path / "Resources"), "--lang", "de", "--out", str(folder / "ic2.json")]
        )
        == 0
    )
    german = load_imperial_data([folder], include_user=False)
    b1, b2 = board_with_both(data), board_with_both(german)
    for gid in ("troopers", "walker"):
        p1 = activate_ic(b1, gid, data, seed=3).plan.to_json()
        p2 = activate_ic(b2, gid, german, seed=3).plan.to_json()
        for f1, f2 in zip(p1["figures"], p2["figures"], strict=True):
            assert [(a["type"], a.get("end"), a["skipped"]) for a in f1["actions"]] == [
                (a["type"], a.get("end"), a["skipped"]) for a in f2["actions"]
            ]
