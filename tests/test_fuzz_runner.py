"""The long fuzz run's runner (``tools/fuzz.py``): trials in batches in forked processes, each
trial's verdict honest — a process that dies, hangs or grows past the memory limit charges the
trial it was running, which is then run again alone; the batch goes on after it; a refusal
that names no file is a failure of its own."""

from __future__ import annotations

import io
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the batches are forked")

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import fuzz  # noqa: E402  (tools/fuzz.py)
import fuzz_kinds  # noqa: E402  (tools/fuzz_kinds.py)


def _probe(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    """A trial that does what its index says (the index is in the trial folder's name)."""
    i = int(folder.name.rsplit("-", 1)[1])
    if i == 3:
        os.kill(os.getpid(), signal.SIGSEGV)
    if i == 5:
        raise KeyError("boom")
    if i == 7:
        time.sleep(60)  # the alarm ends it
    if i == 9:
        hog = bytearray(400 * 1024 * 1024)
        hog[:: 1 << 12] = b"\1" * len(hog[:: 1 << 12])  # resident, not only reserved
    if i == 11:
        return fuzz.refused("line 3: no such group", "probe")
    if i == 12:
        return fuzz.refused("probe.txt: line 3: no such group", "probe")
    return "accepted"


def test_a_batch_charges_each_failure_to_its_trial_and_goes_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kind = fuzz_kinds.Kind(
        "probe",
        lambda work: [fuzz_kinds.Seed("probe", {"probe.txt": b"x"})],
        lambda seed, rng: dict(seed.files),
        _probe,
    )
    monkeypatch.setitem(fuzz_kinds.KINDS, "probe", kind)
    monkeypatch.setattr(fuzz, "BATCH", 6)
    base = fuzz._rss_mb()
    out = io.StringIO()
    # the alarm leaves the memory hog time to grow past the limit on a loaded machine (at
    # 2 s it was ended as a hang first while the whole suite ran beside other runs)
    results = fuzz.fuzz_forked(
        ["probe"], 1, 14, 1.0, out=out, jobs=2, memory_mb=base + 250, kill_after=8
    )
    got = {o.index: o for o in results["probe"]}
    assert sorted(got) == list(range(14))  # every trial once, the batch went on after each
    status = {i: o.status for i, o in got.items()}
    assert status == {
        **{i: "ok" for i in range(14)},
        3: "crash",
        5: "crash",
        7: "hang",
        9: "memory",
        11: "unnamed",
    }
    assert "SIGSEGV" in got[3].detail and got[3].detail.endswith("(again alone)")
    assert "KeyError" in got[5].detail
    assert got[12].detail == "rejected"
    assert fuzz.summary(results, io.StringIO()) == 5
    assert "reproduce: --kind probe --seed 1 --start 3 --n 1" in out.getvalue()


def test_the_cpu_clock_counts_work_not_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    def spin(seconds: float) -> None:
        end = time.process_time() + seconds
        while time.process_time() < end:
            pass

    monkeypatch.setattr(fuzz, "HANG_SECONDS", 0.3)
    monkeypatch.setattr(fuzz, "COMMAND_CLOCK", time.monotonic)
    with pytest.raises(fuzz.Hang, match=r"^wait took 0\.\d s$"):
        fuzz.timed("wait", time.sleep, 0.5)
    monkeypatch.setattr(fuzz, "COMMAND_CLOCK", time.process_time)
    fuzz.timed("wait", time.sleep, 0.5)  # waiting is no work: a loaded machine is no hang
    with pytest.raises(fuzz.Hang, match=r"^work took 0\.\d s of CPU$"):
        fuzz.timed("work", spin, 0.5)


def _waits_or_works(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    i = int(folder.name.rsplit("-", 1)[1])
    end = time.process_time() + 3
    if i == 1:
        time.sleep(3)  # waits: on the CPU clock, within the alarm
    while i == 2 and time.process_time() < end:
        pass  # works: past the alarm on the CPU clock
    return "accepted"


def test_on_the_cpu_clock_the_trial_alarm_counts_work(monkeypatch: pytest.MonkeyPatch) -> None:
    kind = fuzz_kinds.Kind(
        "probe",
        lambda work: [fuzz_kinds.Seed("probe", {"probe.txt": b"x"})],
        lambda seed, rng: dict(seed.files),
        _waits_or_works,
    )
    monkeypatch.setitem(fuzz_kinds.KINDS, "probe", kind)
    monkeypatch.setattr(fuzz, "COMMAND_CLOCK", time.process_time)
    results = fuzz.fuzz_forked(["probe"], 1, 3, 1.0, out=io.StringIO(), kill_after=1)
    got = {o.index: (o.status, o.detail) for o in results["probe"]}
    assert got[0] == ("ok", "accepted")
    assert got[1] == ("ok", "accepted")  # 3 s of waiting, under the 10 s wall alarm
    assert got[2] == ("hang", "the trial worked over 1 s of CPU (again alone)")
