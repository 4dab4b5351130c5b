"""packaging/tabletop-ai.spec runs PyInstaller's PySide6 run-time hook (which imports
PySide6.QtCore) only in processes that are not one of multiprocessing's helpers: the planning
process and the resource tracker are the frozen executable started again, and show no Qt
(frozen start-up). The test the spec puts in front of the hook must tell them apart
from every ordinary start by their command lines, as multiprocessing builds them."""

from __future__ import annotations

import ast
import multiprocessing.spawn
import sys

import pytest

from tests.conftest import ROOT


def _helper_test() -> str:
    tree = ast.parse((ROOT / "packaging" / "tabletop-ai.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "_HELPER_TEST" for t in node.targets
        ):
            value: str = ast.literal_eval(node.value)
            return value
    raise AssertionError("the spec has no _HELPER_TEST")


def _is_helper(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> bool:
    monkeypatch.setattr(sys, "argv", argv)
    scope: dict[str, object] = {}
    exec(_helper_test(), scope)
    return bool(scope["_helper"])


def test_the_planning_process_is_a_helper(monkeypatch: pytest.MonkeyPatch) -> None:
    # the command line spawn gives a frozen child (Windows: parent_pid=..., pipe_handle=...)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    argv = multiprocessing.spawn.get_command_line(tracker_fd=7, pipe_handle=9)
    assert argv[1] == "--multiprocessing-fork"
    assert _is_helper(argv, monkeypatch)


def test_the_resource_tracker_is_a_helper(monkeypatch: pytest.MonkeyPatch) -> None:
    # multiprocessing.resource_tracker.ResourceTracker.ensure_running's command line
    argv = [
        "TabletopAI",
        "-B",
        "-S",
        "-I",
        "-c",
        "from multiprocessing.resource_tracker import main;main(5)",
    ]
    assert _is_helper(argv, monkeypatch)


@pytest.mark.parametrize(
    "argv",
    [
        ["tabletop-ai"],
        ["TabletopAI"],
        ["tabletop-ai", "--self-test"],
        ["TabletopAI", "board.board.json"],
        ["tabletop-ai", "plan", "b.board.json", "-g", "g"],
        ["tabletop-ai", "screenshot", "b.board.json", "out.png"],
    ],
)
def test_ordinary_starts_run_the_qt_hook(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert not _is_helper(argv, monkeypatch)
