"""Saving: a save writes only what the
app can open again, keeps the file's identity (permissions, owner, symlinks), asks before
replacing a read-only file, and leaves no temporary file behind for long."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.board import BoardError, load_board, save_board
from tabletop_ai.board.io import ReadOnlyFile, atomic_write_text, remove_stale_temps
from tabletop_ai.cli import main
from tabletop_ai.resources import bundled_map
from tabletop_ai.table.io import TableError, load_table, save_table

posix_only = pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")


def small(**extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 4, "height": 3},
        "figures": [
            {"id": "a", "side": "ai", "at": [0, 0]},
            {"id": "h", "side": "player", "at": [3, 2]},
        ],
        "groups": [{"id": "g", "figures": ["a"], "instructions": [{"type": "attack"}]}],
    }
    data.update(extra)
    return data


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data))
    return path


def test_a_board_that_would_not_reopen_is_not_written(tmp_path: Path) -> None:
    # the window saved a retreat onto an occupied cell, then refused to open it
    p = write(tmp_path / "b.board.json", small())
    before = p.read_bytes()
    board = load_board(p)
    # two figures on one cell: the loader refuses
    board.update_figure(board.figures[1].id, at=board.figures[0].at)
    with pytest.raises(
        BoardError,
        match=r'b.board.json: figures\[1\] "h" at \[0,0\] '
        r'stands on the same cell as "a"',
    ):
        save_board(board, p)
    assert p.read_bytes() == before  # the file on disk is untouched
    assert [x.name for x in tmp_path.iterdir()] == ["b.board.json"]  # and no temp file


def test_a_table_that_would_not_reopen_is_not_written(tmp_path: Path) -> None:
    # shields above 3 were accepted in the window and the file then refused
    src = bundled_map("destiny-scarif.table.json")
    assert src is not None
    p = tmp_path / "t.table.json"
    p.write_bytes(src.read_bytes())
    table = load_table(p)
    table.characters[0].shields = 4
    with pytest.raises(
        TableError,
        match=r"characters\[0\].shields is 4; a character has 0 "
        r"to 3 shields",
    ):
        save_table(table, p)
    assert load_table(p).characters[0].shields == 0


def test_deep_unknown_keys_never_make_the_save_fail(tmp_path: Path) -> None:
    # fuzzing: unknown keys nested 500 deep loaded, then RecursionError while saving;
    # the reader now stops at 64 levels, and whatever it accepts saves and reads back
    deep: Any = "leaf"
    for _ in range(60):
        deep = [deep]
    p = write(tmp_path / "d.board.json", small(notes=deep))
    board = load_board(p)
    save_board(board, tmp_path / "again.board.json")
    assert load_board(tmp_path / "again.board.json").extra["notes"] == deep


@posix_only
def test_an_existing_file_keeps_its_permissions(tmp_path: Path) -> None:
    # every save wrote 0600 (Ctrl+S on the demo made the tracked file private)
    p = write(tmp_path / "b.board.json", small())
    os.chmod(p, 0o644)
    save_board(load_board(p), p)
    assert stat.S_IMODE(p.stat().st_mode) == 0o644
    os.chmod(p, 0o664)
    save_board(load_board(p), p)
    assert stat.S_IMODE(p.stat().st_mode) == 0o664


@posix_only
def test_saving_through_a_symlink_writes_the_target(tmp_path: Path) -> None:
    real = write(tmp_path / "real.board.json", small(name="before"))
    link = tmp_path / "link.board.json"
    link.symlink_to(real)
    board = load_board(link)
    board.name = "after"
    save_board(board, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_board(real).name == "after"


@posix_only
def test_new_files_get_the_umask_and_autosaves_stay_private(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "new.board.json", "{}")
        atomic_write_text(tmp_path / "auto.board.json", "{}", private=True)
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.board.json").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "auto.board.json").stat().st_mode) == 0o600


@posix_only
def test_a_read_only_file_is_replaced_only_when_asked(tmp_path: Path) -> None:
    p = write(tmp_path / "ro.board.json", small(name="old"))
    os.chmod(p, 0o444)
    board = load_board(p)
    board.name = "new"
    with pytest.raises(ReadOnlyFile):
        save_board(board, p)
    assert load_board(p).name == "old"
    save_board(board, p, replace_read_only=True)
    assert load_board(p).name == "new"
    assert stat.S_IMODE(p.stat().st_mode) == 0o444  # it stays read-only


@posix_only
def test_the_command_line_refuses_to_save_over_a_read_only_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = bundled_map("destiny-scarif.table.json")
    assert src is not None
    p = tmp_path / "t.table.json"
    p.write_bytes(src.read_bytes())
    os.chmod(p, 0o444)
    before = p.read_bytes()
    assert main(["table", "setup", str(p), "--save"]) == 2
    assert capsys.readouterr().err.strip() == "tabletop-ai: not saved: t.table.json is read-only"
    assert p.read_bytes() == before


@posix_only
def test_temp_files_of_interrupted_saves_are_removed(tmp_path: Path) -> None:
    # a kill during a save left ".NAME.PID.RANDOM.tmp" beside the file in ~40% of trials
    p = write(tmp_path / "b.board.json", small())
    dead = tmp_path / ".b.board.json.999999999.abc123.tmp"  # no such process
    mine = tmp_path / f".b.board.json.{os.getpid()}.def456.tmp"  # a save still running
    other = tmp_path / ".c.board.json.999999999.abc123.tmp"  # another file's
    for t in (dead, mine, other):
        t.write_text("{")
    assert remove_stale_temps(tmp_path, "b.board.json") == [dead]
    assert mine.exists() and other.exists()
    save_board(load_board(p), p)  # a save cleans up after earlier ones of the same file
    assert remove_stale_temps(tmp_path) == [other]
    assert sorted(x.name for x in tmp_path.iterdir()) == [mine.name, "b.board.json"]
