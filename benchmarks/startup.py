"""Start-up as ratios to a bare interpreter (``python -c pass``), measured in one run.

    python benchmarks/startup.py [--rounds N]

Two things a user waits for when the app starts:

``plan``    ``tabletop-ai plan FILE --group g`` on a 3x3 board (read the board, plan a
            one-figure group, print the plan). Budget: 0.3 s.
``window``  ``tabletop-ai`` with no settings (a first start: the demo board opens) from the
            process's start to the main window's first paint, offscreen; the app's
            ``TABLETOP_AI_STARTUP_PROBE`` reports the paint and quits. Budget: 0.4 s.

Each round runs ``python -c pass``, the plan command and the window once, in turn, so the
machine's drift touches all three alike; the figures are the medians over the rounds of each
command's seconds and of its seconds divided by the bare interpreter's of its round, by the
wall clock (what a user waits for) and by CPU time (user + system, which other load on a
shared machine disturbs far less; for the window, the CPU time at the first paint). The
budgets are given in the same unit (the budget over this run's median bare interpreter).
Compiled bytecode is kept, as an installed app has it (:func:`speed.child_env`).

A script, not a timed test: ``docs/performance.md`` keeps the latest run.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from speed import child_env, first_paint, first_start_env, tiny_board

#: what a user feels, in seconds
BUDGETS = {"plan": 0.3, "window": 0.4}


def _run(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds: user + system) of one child process running ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure(rounds: int, tmp: Path) -> list[str]:
    env = child_env(tmp)
    board = tmp / "tiny.board.json"
    board.write_text(json.dumps(tiny_board()), encoding="utf-8")
    bare = [sys.executable, "-c", "pass"]
    plan = [sys.executable, "-m", "tabletop_ai", "plan", str(board), "--group", "g"]
    window = [sys.executable, "-m", "tabletop_ai"]
    window_env = first_start_env(tmp)
    _run(plan, env)  # compile the bytecode once
    first_paint(window, window_env, 1)
    got: dict[str, list[tuple[float, float]]] = {"bare": [], "plan": [], "window": []}
    for _ in range(rounds):
        got["bare"].append(_run(bare, env))
        got["plan"].append(_run(plan, env))
        got["window"].append(first_paint(window, window_env, 1))
    out = []
    for clock, k in (("wall", 0), ("CPU", 1)):
        unit = statistics.median(x[k] for x in got["bare"])
        out.append(f"{clock}: unit python -c pass {unit * 1000:.1f} ms (median of {rounds} rounds)")
        for name, budget in BUDGETS.items():
            ratios = [x[k] / b[k] for x, b in zip(got[name], got["bare"], strict=True)]
            out.append(
                f"  {name}: {statistics.median(x[k] for x in got[name]):.3f} s = "
                f"{statistics.median(ratios):.1f}x (rounds {min(ratios):.1f}-{max(ratios):.1f}x)"
                f"; budget {budget} s = {budget / unit:.1f}x"
            )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        print(*measure(args.rounds, Path(d)), sep="\n")


if __name__ == "__main__":
    main()
