"""Fuzz the file readers and everything run on what they accept (issue 17).

    python tools/fuzz.py --seed 1 --n 20000            # boards and tables, 10 s hang limit
    python tools/fuzz.py --kind table --n 3000 --timeout 5 --jobs 2

Each trial takes one bundled or example file (boards, tables), mutates it the way an attacker
or an unlucky user would (deleted and renamed keys, type swaps, huge and negative numbers,
NaN/Infinity, deep nesting, long strings, lone surrogates, ids with newlines, duplicate ids,
dangling references, many copies of an element, truncation, byte flips, a BOM) and runs it
through the command line as a user would: ``validate``, ``groups``, ``plan`` (text and JSON)
for each group, and for tables ``table validate|show|rank|indirect|turn|upkeep|setup``,
then saves what was accepted and reads it back (save = the app can reopen it). Output goes to
a cp1252 console, as on Windows.

A trial ends as a *clean rejection* (the file was refused with exit status 2 and one line), as
*accepted*, as a *crash* (any exception, or an exit status other than 0 and 2, or a refused
save of what was accepted) or as a *hang* (one command ran longer than ``--timeout``
seconds, 10 by default; a trial that never ends is killed after 12 times that and the
worker restarted). The summary counts each and prints the first of each distinct crash
with the seed that reproduces it (``--seed S --n 1 --start I``). Exit status 1 when there was
any crash or hang.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import multiprocessing as mp
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

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
    if op == 0 and path:  # delete
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


#: seconds one command may run before the trial counts as a hang (set by --timeout)
HANG_SECONDS = 10.0


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
    began = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        out.flush()
        err.flush()
    took = time.monotonic() - began
    if took > HANG_SECONDS:
        raise Hang(f"{argv[0]} {' '.join(argv[2:])} took {took:.1f} s")
    if code not in (0, 2):
        raise Crash(
            f"exit status {code} from {' '.join(argv[:1] + argv[2:])}: "
            f"{err.buffer.getvalue()[-200:]!r}"
        )
    if code == 2 and err.buffer.getvalue().count(b"\n") < 1:
        raise Crash(f"exit 2 without a message from {argv[0]}")
    return code


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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n", type=int, default=1000, help="trials of each kind")
    ap.add_argument("--start", type=int, default=0, help="first trial index (to reproduce)")
    ap.add_argument("--kind", choices=["board", "table", "both"], default="both")
    ap.add_argument(
        "--timeout",
        type=float,
        default=10.0,
        help="seconds one command may run before the trial counts as a hang",
    )
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = ap.parse_args(argv)
    kinds = ["board", "table"] if args.kind == "both" else [args.kind]
    began = time.monotonic()
    counts = fuzz(kinds, args.seed, args.n, args.timeout, args.start, jobs=args.jobs)
    print(f"seed {args.seed}, {args.n} trials of each kind, {time.monotonic() - began:.0f} s")
    print(f"{'':8}{'trials':>8}{'rejected':>10}{'accepted':>10}{'crash':>7}{'hang':>6}")
    bad = 0
    for kind, c in counts.items():
        print(
            f"{kind:8}{sum(c.values()):>8}{c['rejected']:>10}{c['accepted']:>10}"
            f"{c['crash']:>7}{c['hang']:>6}"
        )
        bad += c["crash"] + c["hang"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
