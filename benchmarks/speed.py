"""Planning speed against its budgets, as ratios to one networkx Dijkstra in the same run.

    python benchmarks/speed.py [--repeat N] [--only NAME,...] [--peer DIR] [--frozen DIR]
                               [--profile NAME]

The unit is one ``networkx.single_source_dijkstra_path_length`` from a corner of an n x n
king-move grid (8 neighbours, unit weights), measured in this run; every other figure is the
least of ``--repeat`` tries (the machine is shared: the least is the least disturbed). Times are
CPU times (this process's, or the child's for command lines), so other load disturbs them
little; the start-up rows give wall-clock time too, which is what a user waits for.

``first``    the first plan of a 3-figure group in-process through the public API
             (``tabletop_ai.plan_group``; the modules imported, no topology of the map kept:
             its graphs are built in the time), on a 26x26 board with ten figures and on a
             100x100 board with 50 figures. Budgets: <= 5x and <= 3x one Dijkstra of the
             same size.
``drag``     re-planning a 3-figure group while a hero is dragged one cell a step (the
             window's loop, in-process, the map's topology already built), on a 26x26 board
             and on a 100x100 board, each with 20 figures and many walls. Budgets: <= 16 ms
             and <= 100 ms.

``first`` and ``drag`` pair every try with a Dijkstra run just before it and give the median
of the ratios (:func:`paired`): on a shared machine the load changes from one second to the
next, and a ratio of two times taken a moment apart moves with it far less than either time.

``cli``      ``tabletop-ai plan FILE --group g --json`` on the ``first`` boards minus the
             same command on a 3x3 board (start-up): the median over 25 rounds (each runs the
             three commands in turn) of a board's CPU time minus the 3x3 run's of its round,
             as a ratio to one Dijkstra (no budget of its own: start-up and ``first`` are the
             budgets; it shows what a command line adds to them).
``startup``  the command line on a 3x3 board, in seconds (budget <= 0.3 s), beside a bare
             ``python -c pass``.
``window``   ``tabletop-ai`` (no arguments, first start: the demo board) from the process's
             start to the main window's first paint, in seconds (budget <= 0.4 s): the app's
             ``TABLETOP_AI_STARTUP_PROBE`` reports and quits after the first paint.
``ui``       the window while plans are made (``ui_block.py``: the GUI thread's longest
             block per event on 26x26 to 200x200 boards, budget <= 16 ms; ``ui_latency.py
             --drag``: mouse move to the new plan painted, minus the plan's own time, budget
             <= one frame), each in a process of its own, offscreen.
``frozen``   the PyInstaller build (``--frozen DIR``, default ``dist/TabletopAI`` when it
             exists; ``packaging/build-linux.sh`` makes it): ``tabletop-ai --self-test``
             (budget <= 0.7 s) and the frozen window's first paint. Skipped with a note when
             there is no build.
``gloom``    the 546 shared Gloomhaven cases planned in-process, total and slowest case,
             beside the peer solver (the Gloomhaven Monster Mover, Python 2, run by
             ``peer_gloom_timing.py`` when ``--peer`` names its ``server`` directory and a
             ``python2`` runs). Goals: <= 0.5x the peer's total, every case <= 100 ms.

A script, not a timed test: numbers depend on the machine. ``docs/performance.md`` keeps the
latest run.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
#: the sources measured (``--src`` measures another checkout, e.g. an older engine)
SRC = ROOT / "src"
CASES = ROOT / "tests" / "data" / "gloomhaven" / "cases.json"
if not CASES.exists():
    CASES = ROOT.parent / "shared" / "conformance" / "gloomhaven" / "cases.json"


def _plan_group() -> Any:
    try:
        from tabletop_ai import plan_group  # type: ignore[attr-defined]
    except ImportError:  # an engine older than the public API
        from tabletop_ai.engine import plan_group
    return plan_group


# -- boards ------------------------------------------------------------------------------------
def board_data(n: int, figures: int, walls: str = "rooms", seed: int = 1) -> dict[str, Any]:
    """A reproducible n x n square board: some blocking, difficult and impassable cells,
    walls (``rooms``: a wall every 6 cells with doorways; ``many``: rooms plus random wall
    pieces on a tenth of the cells), a 3-figure AI group in one corner doing
    ``move_to_attack`` then ``attack``, heroes and other AI figures about the map."""
    rnd = random.Random(seed * 1000 + n * 7 + figures)
    rows = [["."] * n for _ in range(n)]
    for _ in range(n * n // 12):
        rows[rnd.randrange(n)][rnd.randrange(n)] = rnd.choice("#~~x")
    wall_set: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    for line in range(6, n, 6):
        for i in range(n):
            if i % 5 != 2:
                wall_set.add(((line - 1, i), (line, i)))
                wall_set.add(((i, line - 1), (i, line)))
    if walls == "many":
        for _ in range(n * n // 10):
            x, y = rnd.randrange(n - 1), rnd.randrange(n - 1)
            wall_set.add(((x, y), (x + 1, y)) if rnd.random() < 0.5 else ((x, y), (x, y + 1)))
    used: set[tuple[int, int]] = set()

    def free_cell(x0: int, x1: int, y0: int, y1: int) -> list[int]:
        while True:
            x, y = rnd.randrange(x0, x1), rnd.randrange(y0, y1)
            if (x, y) not in used and rows[y][x] == ".":
                used.add((x, y))
                return [x, y]

    corner = max(3, n // 4) if n > 3 else 3
    figs: list[dict[str, Any]] = []
    for i in range(min(3, figures)):
        figs.append(
            {
                "id": f"ai{i}",
                "side": "ai",
                "group": "g",
                "speed": 5,
                "health": 5,
                "max_health": 5,
                "attack": "ranged" if i < 2 else "melee",
                "at": free_cell(0, min(corner, n), 0, min(corner, n)),
            }
        )
    for i in range(figures - 3):
        side = "player" if i % 2 == 0 or i < 4 else "ai"
        figs.append(
            {
                "id": f"f{i}",
                "side": side,
                "health": rnd.randint(3, 12),
                "max_health": 12,
                "at": free_cell(0, n, 0, n),
            }
        )
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": n, "height": n},
        "rows": ["".join(r) for r in rows],
        "walls": [[list(a), list(b)] for a, b in sorted(wall_set)],
        "figures": figs,
        "groups": [
            {
                "id": "g",
                "figures": [f["id"] for f in figs[:3]],
                "instructions": [{"type": "move_to_attack"}, {"type": "attack"}],
            }
        ],
    }


def tiny_board() -> dict[str, Any]:
    return {
        "format": "tabletop-ai/board",
        "version": 1,
        "grid": {"type": "square", "width": 3, "height": 3},
        "figures": [
            {"id": "ai0", "side": "ai", "at": [0, 0], "speed": 2},
            {"id": "p", "side": "player", "at": [2, 2]},
        ],
        "groups": [
            {
                "id": "g",
                "figures": ["ai0"],
                "instructions": [{"type": "move_to_attack"}, {"type": "attack"}],
            }
        ],
    }


# -- clocks --------------------------------------------------------------------------------------
def least(fn: Callable[[], object], repeat: int) -> float:
    """Least CPU seconds of ``repeat`` calls."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


def child_cpu(cmd: list[str], env: dict[str, str]) -> float:
    """CPU seconds (user + system) of one child process running ``cmd``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def king_grid(n: int) -> Any:
    """The n x n king-move grid (8 neighbours, unit weights) the reference Dijkstra runs on."""
    import networkx as nx

    g = nx.grid_2d_graph(n, n)
    g.add_edges_from(
        ((x, y), (x + 1, y + dy))
        for x in range(n - 1)
        for y in range(n)
        for dy in (-1, 1)
        if 0 <= y + dy < n
    )
    return g


def dijkstra_unit(n: int, repeat: int) -> float:
    """Seconds of one networkx Dijkstra on the n x n king-move grid (least of ``repeat``)."""
    import networkx as nx

    g = king_grid(n)
    return least(lambda: nx.single_source_dijkstra_path_length(g, (0, 0)), repeat)


def paired(fn: Callable[[], object], n: int, rounds: int) -> tuple[float, float, float]:
    """``fn`` timed against one Dijkstra on the n x n king-move grid run just before it,
    ``rounds`` times: the median of the ``fn`` / Dijkstra ratios, and the medians of the two
    times (seconds). On a shared machine the load changes from second to second; a ratio
    of two times taken a moment apart moves with it far less than either time."""
    import networkx as nx

    g = king_grid(n)
    ratios, times, units = [], [], []
    for _ in range(rounds):
        u = least(lambda: nx.single_source_dijkstra_path_length(g, (0, 0)), 1)
        t = least(fn, 1)
        ratios.append(t / u)
        times.append(t)
        units.append(u)
    return statistics.median(ratios), statistics.median(times), statistics.median(units)


# -- measures --------------------------------------------------------------------------------------
def child_env(tmp: Path) -> dict[str, str]:
    """The environment of the timed command lines: this checkout's sources, with compiled
    bytecode kept (in ``tmp``) as an installed app has it, whatever PYTHONDONTWRITEBYTECODE
    says here."""
    env = dict(os.environ, PYTHONPATH=str(SRC), PYTHONPYCACHEPREFIX=str(tmp / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


#: rounds of the ``cli`` measure (each runs the 3x3, the 26x26 and the 100x100 command once)
CLI_ROUNDS = 25


def measure_cli(repeat: int, units: dict[int, float], tmp: Path) -> list[str]:
    """The command line's planning time beyond start-up: in each round the 3x3, 26x26 and
    100x100 commands run one after the other, and each board's figure is the median over the
    rounds of its CPU time minus the 3x3 run's of the same round. A command's CPU time
    wanders by a few ms over a minute, as much as the 26x26 plan itself costs; the least of
    each command's runs taken apart gave anywhere between 2.5x and 7x one Dijkstra at 26x26
    on a quiet machine; the paired median moved by some 0.7 ms from run to run."""
    env = child_env(tmp)
    files = {}
    for name, data in (
        ("tiny", tiny_board()),
        ("26", board_data(26, 10)),
        ("100", board_data(100, 50)),
    ):
        files[name] = tmp / f"{name}.board.json"
        files[name].write_text(json.dumps(data), encoding="utf-8")

    def cli(name: str) -> float:
        cmd = [
            sys.executable,
            "-m",
            "tabletop_ai",
            "plan",
            str(files[name]),
            "--group",
            "g",
            "--json",
        ]
        return child_cpu(cmd, env)

    cli("tiny")  # compile the bytecode once
    rounds = max(repeat, CLI_ROUNDS)
    base: list[float] = []
    extra: dict[str, list[float]] = {"26": [], "100": []}
    for _ in range(rounds):
        t = cli("tiny")
        base.append(t)
        for name in extra:
            extra[name].append(cli(name) - t)
    out = [
        f"cli: start-up (3x3 plan) {statistics.median(base) * 1000:.0f} ms CPU (median of "
        f"{rounds} rounds)"
    ]
    for name, n in (("26", 26), ("100", 100)):
        t = statistics.median(extra[name])
        q = sorted(extra[name])
        out.append(
            f"cli: plan {n}x{n} minus start-up {t * 1000:.1f} ms = "
            f"{t / units[n]:.2f}x one Dijkstra ({units[n] * 1000:.2f} ms) (middle half of "
            f"the rounds {q[len(q) // 4] * 1000:.1f}-{q[(3 * len(q)) // 4] * 1000:.1f} ms)"
        )
    return out


def measure_first(repeat: int) -> list[str]:
    """The first plan of a map in-process: the map's topology (and everything kept with
    it) dropped before each try, the modules already imported (a plan on the 3x3 board
    first); each try paired with a Dijkstra (:func:`paired`)."""
    from tabletop_ai.board import board_from_json
    from tabletop_ai.engine import topology

    plan_group = _plan_group()
    plan_group(board_from_json(tiny_board(), "tiny.board.json"), "g")
    out = []
    for n, figures, budget in ((26, 10, 5.0), (100, 50, 3.0)):
        board = board_from_json(board_data(n, figures), f"first{n}.board.json")

        def first(board: Any = board) -> None:
            topology._TOPOLOGY_CACHE.clear()
            plan_group(board, "g")

        first()
        ratio, t, unit = paired(first, n, max(repeat, 9))
        out.append(
            f"first: plan {n}x{n}, {figures} figures: median {ratio:.2f}x one Dijkstra "
            f"(medians {t * 1000:.1f} ms and {unit * 1000:.2f} ms); budget <= {budget:g}x"
        )
    return out


def measure_drag(repeat: int, steps: int = 30) -> list[str]:
    return [
        _drag(board_data(26, 20, walls="many"), 26, 16.0, steps),
        _drag(board_data(100, 20, walls="many"), 100, 100.0, steps),
    ]


def _drag(data: dict[str, Any], n: int, budget_ms: float, steps: int) -> str:
    """Re-plans while a hero is dragged one cell a step, each paired with a Dijkstra."""
    from tabletop_ai.board import board_from_json
    from tabletop_ai.geometry import Cell

    plan_group = _plan_group()

    board = board_from_json(data, "drag.board.json")
    plan_group(board, "g")  # the map's topology is built once, as in the window
    hero = next(f for f in board.figures if f.side == "player")
    taken = {c for f in board.figures for c in f.cells()}
    x, y = hero.at
    path = iter(
        [
            Cell(*c)
            for c in ((x + dx, y) for dx in range(-steps, steps + 1))
            if board.grid.contains(c) and board.kind_at(c) == "open" and c not in taken
        ][:steps]
    )
    count = 0

    def step() -> None:
        nonlocal count
        hero.at = next(path, hero.at)
        count += 1
        plan_group(board, "g")

    ratio, t, unit = paired(step, n, steps)
    return (
        f"drag: re-plan per step on {n}x{n}, 20 figures, many walls: median {t * 1000:.1f} ms, "
        f"{ratio:.2f}x one Dijkstra ({unit * 1000:.2f} ms) ({count} steps); "
        f"budget <= {budget_ms:g} ms"
    )


def measure_startup(repeat: int, tmp: Path) -> list[str]:
    env = child_env(tmp)
    f = tmp / "tiny.board.json"
    f.write_text(json.dumps(tiny_board()), encoding="utf-8")

    def wall(cmd: list[str]) -> float:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
            best = min(best, time.perf_counter() - t0)
        return best

    bare = wall([sys.executable, "-c", "pass"])
    cmd = [sys.executable, "-m", "tabletop_ai", "plan", str(f), "--group", "g"]
    wall(cmd[:])  # compile the bytecode once
    plan = wall(cmd)
    cpu = min(child_cpu(cmd, env) for _ in range(repeat))
    return [
        f"startup: 'tabletop-ai plan' on 3x3 {plan:.3f} s wall, {cpu:.3f} s CPU (bare "
        f"python {bare:.3f} s wall); budget <= 0.3 s"
    ]


def first_start_env(tmp: Path) -> dict[str, str]:
    """:func:`child_env` for a first start: no settings, recent board or autosave (every
    platform's places point into ``tmp``), offscreen, the start-up probe on."""
    env = child_env(tmp)
    for var in (
        "HOME",
        "APPDATA",
        "LOCALAPPDATA",
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "XDG_CACHE_HOME",
        "XDG_STATE_HOME",
    ):
        env[var] = str(tmp / "first-start" / var.lower())
    env["QT_QPA_PLATFORM"] = env.get("QT_QPA_PLATFORM") or "offscreen"
    env["TABLETOP_AI_STARTUP_PROBE"] = "1"
    return env


def first_paint(cmd: list[str], env: dict[str, str], repeat: int) -> tuple[float, float]:
    """(least wall seconds, least CPU seconds) from starting ``cmd`` to its window's first
    paint, as the app's start-up probe reports them."""
    walls, cpus = [], []
    for _ in range(repeat):
        t0 = time.time()
        try:
            out = subprocess.run(
                cmd, env=env, check=True, capture_output=True, text=True, timeout=60
            ).stdout
        except subprocess.TimeoutExpired:  # a build older than the probe: it never quits
            return float("nan"), float("nan")
        line = next(x for x in out.splitlines() if x.startswith("startup-probe "))
        _word, painted, cpu = line.split()
        walls.append(float(painted) - t0)
        cpus.append(float(cpu))
    return min(walls), min(cpus)


def measure_window(repeat: int, tmp: Path) -> list[str]:
    env = first_start_env(tmp)
    cmd = [sys.executable, "-m", "tabletop_ai"]
    first_paint(cmd, env, 1)  # compile the bytecode once
    wall, cpu = first_paint(cmd, env, repeat)
    return [
        f"window: 'tabletop-ai' to the first paint of the demo {wall:.3f} s wall, "
        f"{cpu:.3f} s CPU; budget <= 0.4 s"
    ]


def measure_ui(tmp: Path) -> list[str]:
    env = first_start_env(tmp)
    env.pop("TABLETOP_AI_STARTUP_PROBE")
    out = []
    for script in (["ui_block.py", "26", "100", "200"], ["ui_latency.py", "--drag"]):
        res = subprocess.run(
            [sys.executable, str(ROOT / "benchmarks" / script[0]), *script[1:]],
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        lines = res.stdout.strip().splitlines() or [res.stderr.strip()[-300:]]
        out += [f"ui: {line}" for line in lines]
    return out


def measure_frozen(repeat: int, tmp: Path, folder: Path | None) -> list[str]:
    folder = folder or ROOT / "dist" / "TabletopAI"
    exe = ".exe" if sys.platform == "win32" else ""
    cli, gui = folder / f"tabletop-ai{exe}", folder / f"TabletopAI{exe}"
    if not cli.exists():
        return [
            f"frozen: no build at {folder} (packaging/build-linux.sh makes one, or give "
            f"--frozen DIR)"
        ]
    env = first_start_env(tmp)
    env.pop("TABLETOP_AI_STARTUP_PROBE")
    walls, cpus = [], []
    for _ in range(repeat + 1):  # the first run warms the disk cache
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        subprocess.run(
            [str(cli), "--self-test"],
            env=env,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        walls.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    out = [
        f"frozen: 'tabletop-ai --self-test' {min(walls[1:]):.3f} s wall, "
        f"{min(cpus[1:]):.3f} s CPU with its planning process; budget <= 0.7 s"
    ]
    wall, cpu = first_paint([str(gui)], first_start_env(tmp), repeat)
    out.append(
        f"frozen: 'TabletopAI' to the first paint of the demo {wall:.3f} s wall, {cpu:.3f} s CPU"
        if wall == wall
        else "frozen: 'TabletopAI' has no start-up probe (a build older than the probe)"
    )
    return out


def measure_gloom(peer: Path | None) -> list[str]:
    from tabletop_ai.gloomhaven.conformance import load_cases, run_case

    if not CASES.exists():
        return [f"gloom: no shared cases at {CASES}"]
    cases = load_cases(CASES)
    # the cases are the benchmark's input, read once: kept out of the collector's scans
    # from here on, or a full collection of the 546 cases' data lands in whichever case
    # happens to trigger it (the app never holds them all)
    import gc

    gc.collect()
    gc.freeze()
    t0 = time.process_time()
    slowest, slow_id, exact = 0.0, "", 0
    for case in cases:
        c0 = time.process_time()
        r = run_case(case)
        dt = time.process_time() - c0
        exact += r.exact
        if dt > slowest:
            slowest, slow_id = dt, case["id"]
    total = time.process_time() - t0
    out = [
        f"gloom: {len(cases)} cases ({exact} exact) in {total:.2f} s CPU, slowest "
        f"{slow_id} {slowest * 1000:.0f} ms; goal every case <= 100 ms"
    ]
    py2 = shutil.which("python2")
    if peer is not None and py2:
        env = dict(os.environ, PYENV_VERSION=os.environ.get("PYENV_VERSION", "2.7.18"))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        res = subprocess.run(
            [py2, str(ROOT / "benchmarks" / "peer_gloom_timing.py"), str(peer)],
            env=env,
            capture_output=True,
            text=True,
        )
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if res.returncode == 0:
            n, _wall, _slow = res.stdout.split()
            cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
            out.append(
                f"gloom: peer solver {n} cases in {cpu:.2f} s CPU (whole run, set-up "
                f"included): ours {total / cpu:.2f}x the peer's; budget <= 0.5x"
            )
        else:
            out.append(f"gloom: peer solver failed: {res.stderr.strip()[-200:]}")
    else:
        out.append("gloom: peer solver not run (give --peer DIR and have python2)")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", default="first,drag,cli,startup,window,ui,frozen,gloom")
    ap.add_argument("--peer", type=Path, help="the peer solver's server/ directory")
    ap.add_argument(
        "--profile",
        choices=["cli26", "cli100", "drag"],
        help="profile one measure in-process instead",
    )
    ap.add_argument("--src", type=Path, help="measure these sources (default: this checkout's)")
    ap.add_argument(
        "--frozen",
        type=Path,
        metavar="DIR",
        help="the frozen app's folder (default: dist/TabletopAI if built)",
    )
    args = ap.parse_args()
    global SRC
    SRC = args.src.resolve() if args.src else SRC
    sys.path.insert(0, str(SRC))
    print(f"sources: {SRC}")
    if args.profile:
        from tabletop_ai.board import board_from_json

        plan_group = _plan_group()

        data = {
            "cli26": board_data(26, 10),
            "cli100": board_data(100, 50),
            "drag": board_data(100, 20, walls="many"),
        }[args.profile]
        board = board_from_json(data, "profile.board.json")
        prof = cProfile.Profile()
        prof.enable()
        plan_group(board, "g")
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    only = set(args.only.split(","))
    units = {n: dijkstra_unit(n, max(args.repeat, 5)) for n in (26, 100)}
    print(
        f"unit: one networkx Dijkstra, king-move grid: 26x26 {units[26] * 1000:.2f} ms, "
        f"100x100 {units[100] * 1000:.2f} ms"
    )
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        if "first" in only:
            print(*measure_first(args.repeat), sep="\n", flush=True)
        if "drag" in only:
            print(*measure_drag(args.repeat), sep="\n", flush=True)
        if "cli" in only:
            print(*measure_cli(args.repeat, units, tmp), sep="\n", flush=True)
        if "startup" in only:
            print(*measure_startup(args.repeat, tmp), sep="\n", flush=True)
        if "window" in only:
            print(*measure_window(args.repeat, tmp), sep="\n", flush=True)
        if "ui" in only:
            print(*measure_ui(tmp), sep="\n", flush=True)
        if "frozen" in only:
            print(*measure_frozen(args.repeat, tmp, args.frozen), sep="\n", flush=True)
        if "gloom" in only:
            print(*measure_gloom(args.peer), sep="\n", flush=True)


if __name__ == "__main__":
    main()
