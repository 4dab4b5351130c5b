"""Imported groups kept in the user's data folder and made into board groups: the window's
"Import Imperial Commander 2 data" and "New group" without the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_ai.imperial.data import load_imperial_data
from tabletop_ai.imperial.deploy import new_group_op
from tabletop_ai.imperial.fields import DEPLOYMENT, IC_LISTS, TRAITS
from tabletop_ai.imperial.ic import activate_ic
from tabletop_ai.imperial.ic2 import load_character, load_ic2, save_import
from tests.helpers import ascii_board
from tests.imperial.ic2_files import write_ic2
from tests.imperial.test_ic2_import import character


def test_an_import_is_kept_in_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "user"))
    imp = load_ic2(write_ic2(tmp_path / "Resources"), "de")
    path = save_import(imp)
    assert path == tmp_path / "user" / "imperial" / "ic2.json"
    char = save_import(load_character(character(tmp_path)))
    assert char.name == "ic2-character-3f2a9c1e-0000-4000-8000-000000000001.json"
    data = load_imperial_data()  # the app's own read: bundled, then the data folder
    assert data.deployments["DG003"].name == "Sturmtruppler (Elite)"
    assert data.deployments["3f2a9c1e-0000-4000-8000-000000000001"].name == "Sand Raider"
    # importing again replaces the file: no stale groups
    save_import(load_ic2(tmp_path / "Resources", "en"))
    assert load_imperial_data().deployments["DG003"].name == "Stormtrooper (Elite)"


def test_a_new_group_from_an_imported_card(tmp_path: Path) -> None:
    imp = load_ic2(write_ic2(tmp_path / "Resources"))
    save_import(imp, tmp_path / "data")
    data = load_imperial_data([tmp_path / "data"], include_user=False)
    board = ascii_board(
        ["......", "......", "......", ".....p"],
        points=[{"id": "s1", "kind": "spawn", "at": [1, 1]}],
    )
    result = new_group_op(data.deployments["DG003"], "elite")(board)
    new = result.state
    assert board.find_group("elite") is None  # the input is untouched
    group = new.group("elite")
    figs = [new.find_figure(f) for f in group.figures]
    # three figures (the card's group size) on the free spaces nearest the spawn point
    assert [f.at for f in figs if f] == [(1, 1), (0, 0), (1, 0)]
    assert [(f.name, f.health, f.speed, f.attack) for f in figs if f] == [
        ("Stormtrooper (Elite) 1", 5, 4, "ranged"),
        ("Stormtrooper (Elite) 2", 5, 4, "ranged"),
        ("Stormtrooper (Elite) 3", 5, 4, "ranged"),
    ]
    assert TRAITS.get(figs[0]) == ["Trooper"]  # type: ignore[arg-type]
    assert DEPLOYMENT.get(group) == "DG003"
    assert IC_LISTS.get(group) == [list(lst) for lst in data.deployments["DG003"].ic_lists]
    # "Activate group" plans its instructions: the card's first list
    assert [i.to_json() for i in group.instructions] == list(data.deployments["DG003"].ic_lists[0])
    assert "new group elite from Stormtrooper (Elite): 3 figures placed" in result.log[0]
    # the lists travel with the board: it plans without the data file
    plan = activate_ic(new, "elite", None, seed=2).plan
    assert plan.figures[0].actions[0].type == "move_to_attack"


def test_a_large_card_on_a_small_map(tmp_path: Path) -> None:
    imp = load_ic2(write_ic2(tmp_path / "Resources"))
    save_import(imp, tmp_path / "data")
    data = load_imperial_data([tmp_path / "data"], include_user=False)
    board = ascii_board([".....", ".....", "....p"])
    new = new_group_op(data.deployments["DG014"], "walker")(board).state
    (fid,) = new.group("walker").figures
    f = new.find_figure(fid)
    assert f is not None and (f.at, f.size, f.keywords) == ((0, 0), (2, 3), ["massive"])
    # no room for a 2x3 base: the group is made, no figure placed, and it says so
    tiny = ascii_board(["..p"])
    result = new_group_op(data.deployments["DG014"], "walker")(tiny)
    assert result.state.group("walker").figures == []
    assert "the map has no more room" in result.log[0]
