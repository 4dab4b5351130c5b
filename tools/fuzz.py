"""Fuzz every file and setting the app reads, and everything run on what it accepts.

    python tools/fuzz.py --n 20000 --jobs 2            # every kind, 10 s hang limit
    python tools/fuzz.py --kind tiled --n 3000 --timeout 5
    python tools/fuzz.py --kind board --seed 1 --start 4711 --n 1   # reproduce one trial

Kinds: ``board``, ``table`` (every bundled and example file), ``deck``, ``iclist`` (IC lists
and AE cards on a board's groups), ``ic2`` (Imperial Commander 2 folders), ``data`` (Imperial
data files), ``campaign`` (and the AE state a mission board keeps), ``settings``, ``tiled``,
``uvtt``, ``picture`` (under the grid and on tokens) and ``photo`` (into the marker reader);
``tools/fuzz_kinds.py`` makes the seeds, mutations and runs of all but the first two.

Boards and tables are mutated the way an attacker or an unlucky user would (deleted and
renamed keys, type swaps, huge and negative numbers, NaN/Infinity, deep nesting, long strings,
lone surrogates, ids with newlines, duplicate ids, dangling references, many copies of an
element, truncation, byte flips, a BOM) and run through the command line as a user would:
``validate``, ``groups``, ``plan`` (text and JSON) for each group, and for tables ``table
validate|show|rank|indirect|turn|upkeep|setup``; what was accepted is saved and read back
(save = the app can reopen it). Output goes to a cp1252 console, as on Windows. The other
kinds mutate their own seeds likewise and run them through the ``ae``/``ic``/``import``
commands, the window's settings readers and start, the picture readers and ``screenshot``,
and the photo reader and marker detector.

Trials run in batches in processes forked from the fuzzer (POSIX), which has imported the
app once; each trial is planned in its process from the seed and its index. A trial ends as a
*clean rejection* (refused with one line naming the file, exit status 2), as *accepted*, as a
*crash* (any exception, an exit status other than 0 and 2, a refused save of what was
accepted, a process that died), as a *hang* (one command longer than ``--timeout`` seconds,
10 by default, of wall time or with ``--clock cpu`` of CPU time; a trial running 12 times
that is ended by SIGALRM, on the CPU clock by SIGPROF, or by SIGALRM after ten times as
long when it waits without working), as *memory* (a resident
set over ``--memory`` MB, 1024 by default, the app's own share included; the process is
killed past it, and its address space is capped at what it inherited plus four times it) or
as *unnamed* (a refusal whose message names none of the trial's files). A process that dies
charges the trial it had started, and the rest of its batch goes on in a fresh one; every
failure is run again alone in a process of its own, and that outcome is recorded. The
summary counts each per kind, with the peak memory, the longest trial and the rate, and
prints the first of each distinct failure with the seed that reproduces it. Exit status 1
when there was any (``docs/development.md``, Readers).
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import multiprocessing as mp
import os
import random
import re
import shutil
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(1, str(ROOT))  # tests/ helpers that write small sound inputs
# run as a script, this module is __main__: tools/fuzz_kinds.py imports it as "fuzz", and must
# get this one (its Crash and Hang classes, its hang limit), not a second copy
sys.modules.setdefault("fuzz", sys.modules[__name__])

#: values a mutation puts in place of another
ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    7,
    2**31 - 1,
    -(2**31),
    10**12,
    -(10**12),
    10**29,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    float("-inf"),
    "",
    "x",
    "x" * 5000,
    "Scout\ud800",
    "a\nb",
    "dup",
    [],
    {},
    [1, 2],
    {"a": 1},
    [[0, 0], [1, 0]],
    "ai",
    "player",
    "hex",
    "square",
]


def corpus(kind: str) -> list[Path]:
    """The files a kind of trial mutates: every bundled and example file of that kind."""
    suffix = ".board.json" if kind == "board" else ".table.json"
    dirs = [ROOT / "maps", ROOT / "tests" / "data"]
    out: set[Path] = set()
    for d in dirs:
        if d.is_dir():
            out.update(p for p in d.rglob(f"*{suffix}"))
    return sorted(out)


def _nodes(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(_nodes(v, (*path, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.extend(_nodes(v, (*path, i)))
    return out


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        data = data[p]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def mutate_data(data: Any, rng: random.Random) -> Any:
    """One structural mutation of parsed JSON."""
    data = copy.deepcopy(data)
    nodes = _nodes(data)
    path = rng.choice(nodes)
    parent = _get(data, path[:-1]) if path else None
    value = _get(data, path)
    op = rng.randrange(10)
    if op == 0 and path and parent is not None:  # delete
        del parent[path[-1]]
    elif op == 1 and path and isinstance(parent, dict):  # rename a key
        parent[f"{path[-1]}_"] = parent.pop(path[-1])
    elif op == 2:  # an odd value, or a value of another type
        data = _set(data, path, copy.deepcopy(rng.choice(ODD_VALUES)))
    elif op == 3 and isinstance(value, list) and value:  # many copies of an element
        n = rng.choice([2, 50, 1000, 20000])
        value.extend(copy.deepcopy(rng.choice(value)) for _ in range(n))
    elif op == 4 and isinstance(value, int) and not isinstance(value, bool):  # huge / negative
        data = _set(
            data,
            path,
            rng.choice(
                [
                    -value,
                    value * 10 ** rng.randrange(1, 12),
                    -(10 ** rng.randrange(1, 25)),
                    2147483647,
                ]
            ),
        )
    elif op == 5 and isinstance(value, str):  # a duplicate or dangling id, a newline
        strings = [_get(data, p) for p in nodes if isinstance(_get(data, p), str)]
        data = _set(
            data,
            path,
            rng.choice(
                [rng.choice(strings), value + "\n", value + "?", value + "\ud800", value * 200]
            ),
        )
    elif op == 6:  # deep nesting (filled in as text: see make_trial)
        data = _set(data, path, f"__DEEP_{rng.choice([65, 500, 3000])}__")
    elif op == 7 and isinstance(value, dict) and value:  # nest unknown keys
        value[f"x{rng.randrange(100)}"] = "__DEEP_60__"
    elif (
        op == 8
        and isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) for v in value)
    ):  # a cell or a size far away
        data = _set(
            data,
            path,
            [rng.choice([-1, 199, 200, 100000, 2147483647]), rng.choice([-1, 0, 199, 100000])],
        )
    else:  # swap two siblings' values
        if isinstance(value, dict) and len(value) >= 2:
            a, b = rng.sample(sorted(value), 2)
            value[a], value[b] = value[b], value[a]
        else:
            data = _set(data, path, copy.deepcopy(rng.choice(ODD_VALUES)))
    return data


def mutate_text(text: str, rng: random.Random) -> bytes:
    """One byte-level mutation of the file's text."""
    raw = text.encode("utf-8", "surrogatepass")
    op = rng.randrange(6)
    if op == 0:
        return raw[: rng.randrange(len(raw))]
    if op == 1:
        b = bytearray(raw)
        for _ in range(rng.randrange(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if op == 2:
        return b"\xef\xbb\xbf" + raw
    if op == 3:  # a number turned into NaN, Infinity or very many digits
        i = next(
            (j for j in range(rng.randrange(len(raw)), len(raw)) if raw[j : j + 1].isdigit()), None
        )
        if i is None:
            return raw
        token = rng.choice([b"NaN", b"Infinity", b"-Infinity", b"9" * 4301, b"1e999"])
        return raw[:i] + token + raw[i + 1 :]
    if op == 4:
        i = rng.randrange(len(raw))
        return raw[:i] + rng.choice([b"[", b"{", b'"', b"\\", b"\x00", b",", b"}"]) + raw[i:]
    return b"[" * 100_000 + b"]" * 100_000


def make_trial(kind: str, files: list[Path], seed: int, index: int) -> tuple[str, bytes]:
    """Trial ``index`` of a run: the source file's name and the mutated bytes."""
    rng = random.Random(f"{seed}:{kind}:{index}")
    src = rng.choice(files)
    text = src.read_text("utf-8")
    if rng.random() < 0.2:
        return src.name, mutate_text(text, rng)
    data = json.loads(text)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        data = mutate_data(data, rng)
    out = json.dumps(data, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    out = re.sub(r'"__DEEP_(\d+)__"', lambda m: "[" * int(m[1]) + "]" * int(m[1]), out)
    return src.name, out.encode("utf-8", "surrogatepass")


class Crash(Exception):
    """What a trial found: one line (exception, the place in our code)."""


class Hang(Crash):
    """One command of a trial ran longer than the hang limit."""


class Unnamed(Crash):
    """A refusal whose message names no file of the trial: the user cannot tell which file
    to mend (the documented form is ``FILE: PLACE PROBLEM``)."""


#: the names of the trial's files (set by :func:`run_files`): a refusal names one of them, or
#: a file or folder on its command line
TRIAL_NAMES: set[str] = set()
#: the trial's folder (set by :func:`run_files`)
TRIAL_FOLDER: Path | None = None


def names_a_file(message: str, argv: Sequence[str] = ()) -> bool:
    """Whether ``message`` names a file of the trial or one on the command line (its name
    or its path)."""
    names = TRIAL_NAMES | {Path(a).name for a in argv if os.sep in a}
    if TRIAL_FOLDER is not None:  # and the files the trial's commands wrote
        names.update(p.name for p in TRIAL_FOLDER.rglob("*"))
    return any(n and n in message for n in names)


def refused(message: str, what: str, argv: Sequence[str] = ()) -> str:
    """``"rejected"``, after checking that the refusal names its file (else :class:`Unnamed`)."""
    if not names_a_file(message, argv):
        raise Unnamed(f"{what} refused without naming the file: {message[:160]!r}")
    return "rejected"


#: seconds one command may run before the trial counts as a hang (set by --timeout)
HANG_SECONDS = 10.0
#: the clock a command's time is read on (set by --clock): wall time, or the process's CPU
#: time (every thread's), which a loaded machine does not stretch. On the CPU clock the
#: trial's alarm is on it too (SIGPROF), and a trial that waits without working (a FIFO) is
#: ended by a second alarm after :data:`WAIT_FACTOR` times as long on the wall clock
COMMAND_CLOCK: Any = time.monotonic
WAIT_FACTOR = 10


def _on_cpu() -> bool:
    return COMMAND_CLOCK is time.process_time


def _wall_alarm(alarm: int) -> int:
    """Wall seconds after which a trial is ended (its alarm on the CPU clock: longer)."""
    return alarm * WAIT_FACTOR if _on_cpu() else alarm


def _took(seconds: float) -> str:
    cpu = " of CPU" if _on_cpu() else ""
    return f"{seconds:.1f} s{cpu}"


def _where(exc: BaseException) -> str:
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if "tabletop_ai" in f.filename]
    f = frames[-1] if frames else traceback.extract_tb(exc.__traceback__)[-1]
    return (
        f"{type(exc).__name__} at {Path(f.filename).name}:{f.lineno} ({f.name}): {str(exc)[:120]!r}"
    )


def _cli(argv: list[str]) -> int:
    """``tabletop-ai ARGV`` with output to a strict cp1252 console; the exit status."""
    from tabletop_ai.cli import main

    out = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
    err = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
    began = COMMAND_CLOCK()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out.flush()
        err.flush()
    took = COMMAND_CLOCK() - began
    if took > HANG_SECONDS:
        raise Hang(f"{argv[0]} {' '.join(argv[2:])} took {_took(took)}")
    if code not in (0, 2):
        raise Crash(
            f"exit status {code} from {' '.join(argv[:1] + argv[2:])}: "
            f"{err.buffer.getvalue()[-200:]!r}"
        )
    if code == 2:
        message = err.buffer.getvalue().decode("cp1252", "replace")
        if message.count("\n") < 1:
            raise Crash(f"exit 2 without a message from {argv[0]}")
        refused(message.strip(), " ".join(argv[:1] + [a for a in argv[2:] if os.sep not in a]),
                argv)  # fmt: skip
    return code


def timed(what: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)``, held to the hang limit as a command is (:class:`Hang`)."""
    began = COMMAND_CLOCK()
    result = fn(*args, **kwargs)
    took = COMMAND_CLOCK() - began
    if took > HANG_SECONDS:
        raise Hang(f"{what} took {_took(took)}")
    return result


def run_board(path: Path) -> str:
    from tabletop_ai.board import BoardError, board_to_json, load_board, save_board
    from tabletop_ai.rulesets.checks import check_rules

    p = str(path)
    validate = _cli(["validate", p])
    try:
        board = check_rules(load_board(path), path.name)
    except BoardError:
        _cli(["groups", p])
        return "rejected"
    _cli(["groups", p])
    for g in board.groups:
        _cli(["plan", p, "-g", g.id])
        _cli(["plan", p, "-g", g.id, "--json"])
        if board.rules.preset == "battlecrest":
            _cli(["battlecrest", p, "-g", g.id])
    # save = the app can reopen it
    again = path.with_name("again.board.json")
    save_board(board, again)
    if board_to_json(check_rules(load_board(again), again.name)) != board_to_json(board):
        raise Crash("a saved board reads back different")
    return "accepted" if validate == 0 else "accepted (validate warns)"


def run_table(path: Path) -> str:
    from tabletop_ai.table.io import TableError, load_table, save_table, table_to_json

    p = str(path)
    _cli(["table", "validate", p])
    try:
        table = load_table(path)
    except TableError:
        _cli(["table", "show", p])
        return "rejected"
    for argv in (
        ["show", p],
        ["show", p, "--json"],
        ["rank", p],
        ["rank", p, "--json"],
        ["indirect", p, "3"],
        ["turn", p],
        ["upkeep", p],
        ["setup", p],
        ["turn", p, "--json"],
    ):
        _cli(["table", *argv])
    again = path.with_name("again.table.json")
    save_table(table, again)
    if table_to_json(load_table(again)) != table_to_json(table):
        raise Crash("a saved table reads back different")
    for step in ("turn", "upkeep", "setup"):  # --save: what the step produced must reopen
        _cli(["table", step, str(again), "--save"])
        load_table(again)
    return "accepted"


def run_one(kind: str, raw: bytes, folder: Path) -> str:
    """One trial: "rejected" or "accepted"; :class:`Crash` for anything else."""
    path = folder / f"fuzz.{kind}.json"
    path.write_bytes(raw)
    try:
        return run_board(path) if kind == "board" else run_table(path)
    except Crash:
        raise
    except BaseException as exc:
        raise Crash(_where(exc)) from exc


def _worker(conn: Any, hang_seconds: float = HANG_SECONDS) -> None:
    global HANG_SECONDS
    HANG_SECONDS = hang_seconds
    with tempfile.TemporaryDirectory(prefix="tabletop-fuzz-") as tmp:
        folder = Path(tmp)
        while True:
            job = conn.recv()
            if job is None:
                return
            kind, raw = job
            try:
                conn.send(("ok", run_one(kind, raw, folder)))
            except Hang as exc:
                conn.send(("hang", str(exc)))
            except Crash as exc:
                conn.send(("crash", str(exc)))


class Runner:
    """A worker process that runs trials, killed and replaced when one hangs."""

    def __init__(self, hang_seconds: float = HANG_SECONDS) -> None:
        self.ctx = mp.get_context("spawn")
        self.hang_seconds = hang_seconds
        self._start()

    def _start(self) -> None:
        self.conn, child = self.ctx.Pipe()
        self.proc = self.ctx.Process(target=_worker, args=(child, self.hang_seconds), daemon=True)
        self.proc.start()

    def run(self, kind: str, raw: bytes, timeout: float) -> tuple[str, str]:
        self.conn.send((kind, raw))
        if self.conn.poll(timeout):
            try:
                result: tuple[str, str] = self.conn.recv()
                return result
            except EOFError:
                self.proc.join(1)
                self._start()
                return "crash", f"the worker died (exit {self.proc.exitcode})"
        self.proc.kill()
        self.proc.join(5)
        self._start()
        return "hang", f"over {timeout:g} s"

    def close(self) -> None:
        with contextlib.suppress(OSError, BrokenPipeError):
            self.conn.send(None)
        self.proc.join(5)
        if self.proc.is_alive():
            self.proc.kill()


def fuzz(
    kinds: list[str],
    seed: int,
    n: int,
    timeout: float,
    start: int = 0,
    out: Any = sys.stdout,
    jobs: int = 1,
) -> dict[str, Counter[str]]:
    """Run ``n`` trials of each kind on ``jobs`` worker processes; the counts per kind."""
    from multiprocessing.connection import wait

    runners = [Runner(timeout) for _ in range(max(1, jobs))]
    #: a trial runs about a dozen commands, each held to ``timeout``; one that never ends
    #: is killed after this long
    kill_after = max(60.0, 12 * timeout)
    counts: dict[str, Counter[str]] = {}
    seen: set[str] = set()
    began = time.monotonic()

    def record(kind: str, i: int, name: str, status: str, detail: str) -> None:
        c = counts[kind]
        c["rejected" if detail == "rejected" else "accepted" if status == "ok" else status] += 1
        if status != "ok":
            key = f"{kind}: {status}: {detail}"
            if key not in seen:
                seen.add(key)
                print(
                    f"{status.upper()} {kind} trial {i} (from {name}; reproduce: --kind "
                    f"{kind} --seed {seed} --start {i} --n 1): {detail}",
                    file=out,
                    flush=True,
                )
        done = sum(c.values())
        if done % 500 == 0:
            print(
                f"  {kind}: {done}/{n} {dict(c)} ({time.monotonic() - began:.0f} s)",
                file=out,
                flush=True,
            )

    try:
        for kind in kinds:
            files = corpus(kind)
            counts[kind] = Counter()
            todo = list(range(start, start + n))
            busy: dict[int, tuple[int, str, float]] = {}  # runner index -> trial, name, t0
            while todo or busy:
                for r, runner in enumerate(runners):
                    if r not in busy and todo:
                        i = todo.pop(0)
                        name, raw = make_trial(kind, files, seed, i)
                        runner.conn.send((kind, raw))
                        busy[r] = (i, name, time.monotonic())
                ready = wait([runners[r].conn for r in busy], timeout=0.5)
                for r in list(busy):
                    runner = runners[r]
                    i, name, t0 = busy[r]
                    if runner.conn in ready:
                        try:
                            status, detail = runner.conn.recv()
                        except EOFError:
                            runner.proc.join(1)
                            runner._start()
                            status, detail = "crash", "the worker died"
                    elif time.monotonic() - t0 > kill_after:
                        runner.proc.kill()
                        runner.proc.join(5)
                        runner._start()
                        status, detail = "hang", f"the trial ran over {kill_after:g} s"
                    else:
                        continue
                    del busy[r]
                    record(kind, i, name, status, detail)
    finally:
        for runner in runners:
            runner.close()
    return counts


#: every kind of input, in the order a run takes them
ALL_KINDS = ("board", "table", "deck", "iclist", "ic2", "data", "campaign", "settings", "tiled",
             "uvtt", "picture", "photo")  # fmt: skip
#: a trial whose process used more than this (MB, peak resident set) counts as a memory fault
MEMORY_MB = 1024


def _kinds() -> dict[str, Any]:
    import fuzz_kinds  # tools/fuzz_kinds.py: every input but boards and tables

    return fuzz_kinds.KINDS


def seeds_for(kind: str, work: Path) -> list[Any]:
    """The sound inputs trials of ``kind`` start from (boards and tables: the files of
    :func:`corpus`)."""
    if kind in ("board", "table"):
        return corpus(kind)
    return list(_kinds()[kind].seeds(work))


def trial_files(kind: str, seeds: list[Any], seed: int, index: int) -> tuple[str, dict[str, bytes]]:
    """Trial ``index`` of a run: the source's name and the files to write."""
    if kind in ("board", "table"):
        name, raw = make_trial(kind, seeds, seed, index)
        return name, {f"fuzz.{kind}.json": raw}
    rng = random.Random(f"{seed}:{kind}:{index}")
    s = rng.choice(seeds)
    return s.name, _kinds()[kind].mutate(s, rng)


def run_files(kind: str, files: dict[str, bytes], folder: Path, seed: int, index: int) -> str:
    """One trial on files written into ``folder``: "rejected" or "accepted"; :class:`Crash`
    for anything else."""
    global TRIAL_FOLDER
    TRIAL_FOLDER = folder
    TRIAL_NAMES.clear()
    for name, raw in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(raw)
        TRIAL_NAMES.update(Path(name).parts)
    try:
        if kind == "board":
            return run_board(folder / "fuzz.board.json")
        if kind == "table":
            return run_table(folder / "fuzz.table.json")
        k = _kinds()[kind]
        if k.qt:
            from PySide6.QtWidgets import QApplication

            if QApplication.instance() is None:
                QApplication(["fuzz"])
        return str(k.run(folder, files, random.Random(f"{seed}:{kind}:{index}:run")))
    except Crash:
        raise
    except BaseException as exc:
        raise Crash(_where(exc)) from exc


def warm_up(kinds: list[str]) -> None:
    """Import what the trials use, once, before any trial's process is forked from this one
    (each trial then starts in milliseconds). OpenCV is told to use no worker threads: a
    process forked while another thread holds a lock would wait on it for ever."""
    import gc

    import tabletop_ai.cli
    from tabletop_ai.rulesets import builtin

    builtin()
    for name in ("imperial.cli", "table.cli", "battlecrest.cli", "maps.cli", "maps.tiled"):
        __import__(f"tabletop_ai.{name}")
    _reuse_the_parser()
    if any(k in ("picture", "photo", "tiled", "uvtt", "settings") for k in kinds):
        try:
            import cv2

            cv2.setNumThreads(0)
        except ImportError:
            pass
        import PySide6.QtWidgets  # noqa: F401

        import tabletop_ai.ui.shell.main_window  # noqa: F401
    gc.collect()
    gc.freeze()  # the objects made so far are not collected again (fewer pages copied)


def _reuse_the_parser() -> None:
    """Build the command line's parser once per command set and language, not once per
    command: building it is most of a short command's time (about 12 ms of argparse), and
    it is the same parser every time (parsing does not change it)."""
    import tabletop_ai.cli as cli
    from tabletop_ai.i18n import language

    build = cli._parser
    if getattr(build, "reused", False):
        return
    built: dict[tuple[Any, ...], tuple[argparse.ArgumentParser, dict[str, Any]]] = {}

    def parser(extra: dict[str, Any] | None = None, modules: Any = cli.COMMAND_MODULES) -> Any:
        key = (tuple(modules), language())
        if key not in built:
            handlers: dict[str, Any] = {}
            built[key] = (build(handlers, modules), handlers)
        p, handlers = built[key]
        if extra is not None:
            extra.update(handlers)
        return p

    parser.reused = True  # type: ignore[attr-defined]
    cli._parser = parser


@dataclass
class Outcome:
    kind: str
    index: int
    name: str
    status: str  # ok, crash, hang, memory, unnamed
    detail: str
    seconds: float
    peak_mb: float


#: what counts against a run, in the order the summary gives them
FAILURES = ("crash", "hang", "memory", "unnamed")
#: trials one forked process runs before it ends and a fresh one takes over
BATCH = 100
#: address space a trial may add to what it inherits, as a multiple of ``--memory``: a backstop
#: under the resident-set watch of :func:`fuzz_forked`, for allocations faster than it looks
ADDRESS_HEADROOM = 4
#: the time (``time.monotonic``) after which no batch starts (``--minutes``); None: no limit
STOP_AT: float | None = None
#: the resident-set limit of the running trials (MB), set by :func:`fuzz_forked`
_memory_mb = float(MEMORY_MB)


def _cap_address_space() -> None:
    """Hold the process's address space to what it inherited plus ``ADDRESS_HEADROOM`` times
    the memory limit: a runaway allocation fails in the trial (a ``MemoryError``, counted as
    memory) instead of taking the machine's memory from everyone else."""
    try:
        import resource

        with open("/proc/self/statm") as f:
            size = int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
    except (ImportError, OSError, ValueError):
        return
    cap = size + int(ADDRESS_HEADROOM * _memory_mb * 1024 * 1024)
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def _rss_mb(pid: int | str = "self") -> float:
    """The resident set of a running process (MB; 0 where /proc cannot tell)."""
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / (1024 * 1024)
    except (OSError, ValueError, IndexError):
        return 0.0


def _reset_peak() -> None:
    """Start this process's peak resident set again from its present one (Linux: writing 5
    to ``clear_refs`` resets ``VmHWM``), so the peak read after a trial is that trial's."""
    with contextlib.suppress(OSError), open("/proc/self/clear_refs", "w") as f:
        f.write("5")


def _own_peak_mb() -> float:
    """This process's peak resident set since :func:`_reset_peak` (MB)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    import resource

    return _peak_mb(resource.getrusage(resource.RUSAGE_SELF))


def _peak_mb(rusage: Any) -> float:
    # ru_maxrss: kilobytes on Linux, bytes on macOS
    return float(rusage.ru_maxrss) / (1024 * 1024 if sys.platform == "darwin" else 1024)


def _trial(kind: str, seeds: list[Any], seed: int, i: int, work: Path) -> dict[str, Any]:
    """In a forked process: trial ``i`` (planned here, from its seed and index), its verdict,
    time and peak resident set; its files removed afterwards."""
    name, files = trial_files(kind, seeds, seed, i)
    folder = work / f"{kind}-{i}"
    shutil.rmtree(folder, ignore_errors=True)  # left by a process that died in this trial
    folder.mkdir()
    os.environ["TABLETOP_AI_DATA"] = str(work / "no-user-data")
    _reset_peak()
    began = time.perf_counter()
    try:
        status, detail = "ok", run_files(kind, files, folder, seed, i)
    except Unnamed as exc:
        status, detail = "unnamed", str(exc)
    except Hang as exc:
        status, detail = "hang", str(exc)
    except Crash as exc:
        # an allocation over the address-space cap: the trial asked for too much memory
        status = "memory" if isinstance(exc.__cause__, MemoryError) else "crash"
        detail = str(exc)
    took = time.perf_counter() - began
    peak = _own_peak_mb()
    if status == "ok" and peak > _memory_mb:
        status, detail = "memory", f"{peak:.0f} MB ({detail})"
    shutil.rmtree(folder, ignore_errors=True)
    return {"i": i, "name": name, "status": status, "detail": detail, "seconds": took,
            "peak_mb": peak}  # fmt: skip


def _child(kind: str, seeds: list[Any], seed: int, indices: list[int], work: Path, w: int,
           alarm: int) -> None:  # fmt: skip
    """In a forked process: trials ``indices`` one after another, each announced on ``w``
    before it starts (``start I``) and its outcome after (``done JSON``); each held to
    ``alarm`` seconds by SIGALRM, whose default action ends the process even inside C code.
    The batch ends early when the process has grown past half the memory limit (a fresh one
    takes the rest), so a trial is never charged for what earlier ones left behind."""
    import faulthandler
    import signal

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)  # Qt's and OpenCV's warnings go nowhere
        signal.signal(signal.SIGALRM, signal.SIG_DFL)
        signal.signal(signal.SIGPROF, signal.SIG_DFL)
        faulthandler.disable()  # a segfault ends the trial's process quietly: it is reported
        _cap_address_space()
        for i in indices:
            os.write(w, f"start {i}\n".encode())
            signal.alarm(_wall_alarm(alarm))
            if _on_cpu():
                signal.setitimer(signal.ITIMER_PROF, alarm)
            result = _trial(kind, seeds, seed, i, work)
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.alarm(0)
            line = "done " + json.dumps(result, ensure_ascii=True) + "\n"
            os.write(w, line.encode("ascii", "backslashreplace"))
            if _rss_mb() > _memory_mb / 2:
                break
    finally:
        os._exit(0)


@dataclass
class _Batch:
    """A forked process running trials: what it was given, what it reported so far."""

    pid: int
    fd: int
    indices: list[int]
    done: set[int]
    buf: bytearray
    current: tuple[int, float] | None = None  # the trial started and not yet reported
    watched_peak: float = 0.0


def _fork(kind: str, seeds: list[Any], seed: int, indices: list[int], work: Path,
          alarm: int) -> _Batch:  # fmt: skip
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        _child(kind, seeds, seed, indices, work, w, alarm)
    os.close(w)
    return _Batch(pid, r, indices, set(), bytearray())


def _lines(b: _Batch, chunk: bytes) -> list[str]:
    b.buf.extend(chunk)
    *whole, rest = bytes(b.buf).split(b"\n")
    b.buf[:] = rest
    return [line.decode("ascii", "replace") for line in whole]


def _death(b: _Batch, kind: str, i: int, status: int, rusage: Any, killed: str | None,
           alarm: int) -> Outcome:  # fmt: skip
    """The outcome of trial ``i``, during which its process ended without reporting it."""
    import signal

    t0 = b.current[1] if b.current else time.monotonic()
    took = time.monotonic() - t0
    peak = max(_peak_mb(rusage), b.watched_peak)
    if killed is not None:
        st, detail = ("memory" if killed == "memory" else "hang"), (
            f"killed at {b.watched_peak:.0f} MB after {took:.1f} s" if killed == "memory"
            else f"killed after {took:.0f} s"
        )  # fmt: skip
    elif os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
        st, detail = "hang", f"the trial ran over {_wall_alarm(alarm)} s"
    elif os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGPROF:
        st, detail = "hang", f"the trial worked over {alarm} s of CPU"
    elif peak > _memory_mb:  # whatever it ended in (an abort, a MemoryError)
        st, detail = "memory", f"{peak:.0f} MB"
    elif os.WIFSIGNALED(status):
        st, detail = "crash", f"the process died: {signal.Signals(os.WTERMSIG(status)).name}"
    else:
        st, detail = "crash", "the process ended silently"
    return Outcome(kind, i, "", st, detail, took, peak)


def _run(kind: str, seeds: list[Any], seed: int, indices: list[int], work: Path, jobs: int,
         alarm: int, on_outcome: Any, timed: bool = True) -> None:  # fmt: skip
    """Run ``indices`` in batches of :data:`BATCH` on ``jobs`` forked processes, calling
    ``on_outcome(outcome, batch)`` for each. A process that dies, hangs or passes the memory
    limit charges the trial it had started; the trials after it go to a fresh process."""
    import select
    import signal

    todo = [indices[k : k + BATCH] for k in range(0, len(indices), BATCH)]
    running: dict[int, _Batch] = {}
    while todo or running:
        if timed and STOP_AT is not None and time.monotonic() > STOP_AT:
            todo = []  # out of time: the batches running end, no other starts
        while todo and len(running) < max(1, jobs):
            b = _fork(kind, seeds, seed, todo.pop(0), work, alarm)
            running[b.pid] = b
        ready, _, _ = select.select([b.fd for b in running.values()], [], [], 0.2)
        for b in list(running.values()):
            lines = _lines(b, os.read(b.fd, 1 << 16)) if b.fd in ready else []
            for line in lines:
                word, _, rest = line.partition(" ")
                if word == "start":
                    b.current = (int(rest), time.monotonic())
                elif word == "done":
                    d = json.loads(rest)
                    b.current = None
                    b.done.add(d["i"])
                    on_outcome(Outcome(kind, d["i"], d["name"], d["status"], d["detail"],
                                       d["seconds"], d["peak_mb"]), True)  # fmt: skip
            got, status, rusage = os.wait4(b.pid, os.WNOHANG)
            killed = None
            if got == 0:
                rss = _rss_mb(b.pid)
                b.watched_peak = max(b.watched_peak, rss)
                took = time.monotonic() - b.current[1] if b.current else 0.0
                if rss > _memory_mb:  # killed before it takes the machine's memory
                    killed = "memory"
                elif took > _wall_alarm(alarm) + 5:  # the alarm did not end it
                    killed = "hang"
                else:
                    continue
                os.kill(b.pid, signal.SIGKILL)
                _, status, rusage = os.wait4(b.pid, 0)
            while chunk := os.read(b.fd, 1 << 16):  # what is left in the pipe
                for line in _lines(b, chunk):
                    word, _, rest = line.partition(" ")
                    if word == "done":
                        d = json.loads(rest)
                        b.done.add(d["i"])
                        b.current = None if b.current and b.current[0] == d["i"] else b.current
                        on_outcome(Outcome(kind, d["i"], d["name"], d["status"], d["detail"],
                                           d["seconds"], d["peak_mb"]), True)  # fmt: skip
                    elif word == "start":
                        b.current = (int(rest), time.monotonic())
            os.close(b.fd)
            del running[b.pid]
            if b.current is not None:
                i = b.current[0]
                b.done.add(i)
                died = _death(b, kind, i, status, rusage, killed, alarm)
                died.name = trial_files(kind, seeds, seed, i)[0]
                on_outcome(died, True)
            rest_of = [i for i in b.indices if i not in b.done]
            if rest_of:
                todo.insert(0, rest_of)


def fuzz_forked(
    kinds: list[str],
    seed: int,
    n: int,
    timeout: float,
    start: int = 0,
    out: Any = sys.stdout,
    jobs: int = 1,
    memory_mb: float = MEMORY_MB,
    kill_after: float | None = None,
) -> dict[str, list[Outcome]]:
    """Run ``n`` trials of each kind in processes forked from this one (POSIX), which has
    imported the app once: each process runs a batch of trials, each trial held to
    ``kill_after`` (default ``max(60, 12 x timeout)``) seconds by an alarm and to the memory
    limit by a watch on its resident set and a cap on its address space, and reports each
    trial's verdict and peak resident set. A trial that failed in a batch is run again alone,
    in a process of its own, and the outcome it has there is the one recorded."""
    global HANG_SECONDS, _memory_mb
    HANG_SECONDS = timeout
    _memory_mb = memory_mb
    alarm = int(kill_after or max(60.0, 12 * timeout))
    work = Path(tempfile.mkdtemp(prefix="tabletop-fuzz-"))
    results: dict[str, list[Outcome]] = {}
    seen: set[str] = set()
    try:
        os.environ["TABLETOP_AI_DATA"] = str(work / "no-user-data")
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        all_seeds = {k: seeds_for(k, work) for k in kinds}
        warm_up(kinds)
        for kind in kinds:
            began = time.monotonic()
            results[kind] = _fuzz_kind(kind, all_seeds[kind], seed, range(start, start + n),
                                       work, jobs, alarm, seen, out)  # fmt: skip
            WALL[kind] = time.monotonic() - began
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return results


def _fuzz_kind(kind: str, seeds: list[Any], seed: int, indices: range, work: Path, jobs: int,
               alarm: int, seen: set[str], out: Any) -> list[Outcome]:  # fmt: skip
    """The trials ``indices`` of one kind, each failure confirmed alone."""
    done: list[Outcome] = []
    began = time.monotonic()

    def alone(i: int) -> Outcome:
        got: list[Outcome] = []
        _run(kind, seeds, seed, [i], work, 1, alarm, lambda o, _b: got.append(o), timed=False)
        return got[0]

    def record(o: Outcome, in_batch: bool) -> None:
        if o.status != "ok" and in_batch:  # confirmed in a process of its own
            again = alone(o.index)
            if again.status != "ok":
                o = again
                o.detail += " (again alone)"
            else:
                o.detail += f" (in a batch; alone: {again.detail})"
        done.append(o)
        _report(o, seed, seen, out, len(indices), done, began)

    _run(kind, seeds, seed, list(indices), work, jobs, alarm, record)
    return done


#: seconds each kind of the last run took, start to end (for the rate in the summary)
WALL: dict[str, float] = {}


def _report(o: Outcome, seed: int, seen: set[str], out: Any, n: int, done: list[Outcome],
            began: float) -> None:  # fmt: skip
    if o.status != "ok":
        key = f"{o.kind}: {o.status}: {o.detail}"
        if key not in seen:
            seen.add(key)
            print(
                f"{o.status.upper()} {o.kind} trial {o.index} (from {o.name}; reproduce: --kind "
                f"{o.kind} --seed {seed} --start {o.index} --n 1): {o.detail}",
                file=out,
                flush=True,
            )
    if o.status == "ok" and o.seconds > HANG_SECONDS:  # its commands were each in time
        print(f"SLOW {o.kind} trial {o.index}: {o.seconds:.1f} s ({o.detail})", file=out,
              flush=True)  # fmt: skip
    if len(done) % 500 == 0:
        c = Counter(x.status if x.status != "ok" else x.detail for x in done)
        peak = max(x.peak_mb for x in done)
        print(
            f"  {o.kind}: {len(done)}/{n} {dict(c)} peak {peak:.0f} MB "
            f"({time.monotonic() - began:.0f} s)",
            file=out,
            flush=True,
        )


def summary(results: dict[str, list[Outcome]], out: Any = sys.stdout) -> int:
    """The table of a run; the number of trials that failed (crashed, hung, used too much
    memory, or refused a file without naming it). ``per s`` is trials per second of the
    kind's wall time (all jobs together)."""
    print(
        f"{'kind':9}{'trials':>8}{'rejected':>10}{'accepted':>10}{'crash':>7}{'hang':>6}"
        f"{'memory':>8}{'unnamed':>9}{'peak MB':>9}{'max s':>7}{'per s':>7}",
        file=out,
    )
    bad = 0
    for kind, done in results.items():
        c = Counter(o.status if o.status != "ok" else o.detail for o in done)
        peak = max((o.peak_mb for o in done), default=0.0)
        longest = max((o.seconds for o in done), default=0.0)
        wall = WALL.get(kind) or sum(o.seconds for o in done)
        rate = len(done) / wall if wall else 0.0
        print(
            f"{kind:9}{len(done):>8}{c['rejected']:>10}"
            f"{c['accepted'] + c['accepted (validate warns)']:>10}{c['crash']:>7}{c['hang']:>6}"
            f"{c['memory']:>8}{c['unnamed']:>9}{peak:>9.0f}{longest:>7.1f}{rate:>7.1f}",
            file=out,
        )
        bad += sum(c[f] for f in FAILURES)
    return bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n", type=int, default=1000, help="trials of each kind")
    ap.add_argument("--start", type=int, default=0, help="first trial index (to reproduce)")
    ap.add_argument(
        "--kind",
        action="append",
        choices=[*ALL_KINDS, "all", "both"],
        help="a kind of input (repeatable; default all; both: board and table)",
    )
    ap.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="seconds one command may run before the trial counts as a hang",
    )
    ap.add_argument(
        "--clock",
        choices=["wall", "cpu"],
        default="wall",
        help="the clock --timeout is read on: wall time, or CPU time (a loaded machine "
        "stretches wall time; a trial waiting longer than the alarm is a hang either way)",
    )
    ap.add_argument("--memory", type=float, default=MEMORY_MB, help="MB a trial may use")
    ap.add_argument("--jobs", type=int, default=1, help="trials at a time")
    ap.add_argument(
        "--minutes",
        type=float,
        help="start no batch after this long (the summary gives the trials run)",
    )
    args = ap.parse_args(argv)
    global STOP_AT, COMMAND_CLOCK
    COMMAND_CLOCK = time.process_time if args.clock == "cpu" else time.monotonic
    if args.minutes is not None:
        STOP_AT = time.monotonic() + 60 * args.minutes
    asked = args.kind or ["all"]
    kinds = [
        k
        for k in ALL_KINDS
        if "all" in asked or k in asked or ("both" in asked and k in ("board", "table"))
    ]
    began = time.monotonic()
    if hasattr(os, "fork"):
        results = fuzz_forked(
            kinds, args.seed, args.n, args.timeout, args.start, jobs=args.jobs,
            memory_mb=args.memory,
        )  # fmt: skip
        print(
            f"seed {args.seed}, {args.n} trials of each kind asked "
            f"(from {args.start}), {time.monotonic() - began:.0f} s, "
            f"--timeout on the {args.clock} clock"
        )
        return 1 if summary(results) else 0
    # no fork (Windows): boards and tables in worker processes, no memory figures
    counts = fuzz([k for k in kinds if k in ("board", "table")], args.seed, args.n,
                  args.timeout, args.start, jobs=args.jobs)  # fmt: skip
    bad = sum(c["crash"] + c["hang"] for c in counts.values())
    print(f"seed {args.seed}: {dict(counts)} ({time.monotonic() - began:.0f} s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
