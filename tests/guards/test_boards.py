"""Boards: what the fuzzing still found, each with its smallest reproduction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop_ai.cli import main
from tests.conftest import MAPS
from tests.guards import make_fifo


def test_a_figure_listed_twice_in_a_group_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # was: validate passed, then plan raised KeyError when the retreat had already destroyed
    # the figure its second entry activated again (tools/fuzz.py --seed 4242, trial 3806)
    data = json.loads((MAPS / "wargame-retreat.board.json").read_text("utf-8"))
    data["groups"][0]["figures"] = ["legion", "garrison", "garrison"]
    path = tmp_path / "w.board.json"
    path.write_text(json.dumps(data))
    for argv in (["validate", str(path)], ["plan", str(path), "-g", "rearguard"]):
        capsys.readouterr()
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert 'w.board.json: groups[0].figures[2] "garrison" is listed twice in this group' in err


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_only_regular_files_are_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    if kind == "fifo":
        path = make_fifo(tmp_path / "pipe.board.json")  # waited for a writer for ever
    else:
        path = Path("/dev/zero")  # endless
        if not path.exists():
            pytest.skip("Windows has no named pipes in its file system")
    capsys.readouterr()
    assert main(["validate", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"{path.name}: is not a regular file (a pipe, a device or a socket); only files are read\n"
    )
