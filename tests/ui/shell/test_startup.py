"""Window start-up: up to its first paint with the demo the window imports no other
game, no table window, no planning process machinery and no map importer; the views of the
games' plan values are named by classes that exist; and the start-up probe that
``benchmarks/speed.py`` times reports and quits after the first paint."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop_ai.ui import panels

#: imported by nothing the demo needs before the window is on screen
NOT_AT_START = (
    "tabletop_ai.battlecrest",
    "tabletop_ai.gloomhaven",
    "tabletop_ai.wargame",
    "tabletop_ai.table",
    "tabletop_ai.photo",
    "tabletop_ai.maps.tiled",
    "tabletop_ai.ui.games.table.window",
    "tabletop_ai.ui.games.battlecrest.panel",
    "tabletop_ai.ui.games.imperial.ae_panel",
    "multiprocessing",
    "networkx",
)
#: ... except the extension fields Battlecrest declares (constants the map painter reads)
ALLOWED = ("tabletop_ai.battlecrest", "tabletop_ai.battlecrest.fields")


def _clean_env(tmp_path: Path) -> dict[str, str]:
    """A first start: no settings, no recent board, no autosave (every platform's places)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in (
        "HOME",
        "APPDATA",
        "LOCALAPPDATA",
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
    ):
        env[var] = str(tmp_path / var.lower())
    return env


def test_the_window_with_the_demo_imports_no_other_game(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from tabletop_ai.resources import demo_board\n"
        "from tabletop_ai.ui.shell.main_window import MainWindow\n"
        "w = MainWindow(interactive=False, remember=False)\n"
        "assert w.open_path(demo_board())\n"
        "w.show(); w.view.viewport().repaint(); app.processEvents()\n"
        f"print(sorted(m for m in sys.modules if m.startswith({NOT_AT_START!r})\n"
        f"             and m not in {ALLOWED!r}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=_clean_env(tmp_path),
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_the_check_sees_a_game_imported(tmp_path: Path) -> None:
    """The check above can fail: a board of another game does import it."""
    code = (
        "import sys\n"
        "from tabletop_ai.board import load_board\n"
        "from tabletop_ai.resources import bundled_map\n"
        "from tabletop_ai.rulesets import plan_group\n"
        "plan_group(load_board(bundled_map('battlecrest-duel.board.json')), 'emperor')\n"
        f"print(sorted(m for m in sys.modules if m.startswith({NOT_AT_START!r})))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=_clean_env(tmp_path),
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "tabletop_ai.battlecrest" in out.stdout


@pytest.mark.parametrize("key", sorted(panels.named_views()))
def test_every_builtin_view_names_a_class(key: tuple[str, str]) -> None:
    module, name = key
    cls = getattr(importlib.import_module(module), name)
    assert (cls.__module__, cls.__qualname__) == key


def test_the_startup_probe_reports_after_the_first_paint(tmp_path: Path) -> None:
    env = _clean_env(tmp_path)
    env["TABLETOP_AI_STARTUP_PROBE"] = "1"
    out = subprocess.run(
        [sys.executable, "-m", "tabletop_ai"], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    word, wall, cpu = out.stdout.split()
    assert word == "startup-probe" and float(wall) > 0 and 0 < float(cpu) < 60


def test_the_self_test_from_the_command_line(tmp_path: Path) -> None:
    """``tabletop-ai --self-test`` as packaging runs it: the planning process started
    first, the self-test passed, exit status 0."""
    code = (
        "import sys\n"
        "sys.argv = ['tabletop-ai', '--self-test']\n"
        "from tabletop_ai.cli import main\n"
        "if __name__ == '__main__':\n"
        "    code = main()\n"
        "    print(code)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=_clean_env(tmp_path),
        timeout=180,
    )
    assert out.returncode == 0, out.stderr
    assert "self-test passed" in out.stdout
    assert out.stdout.splitlines()[-1] == "0"
