"""Shared test setup: Qt runs offscreen; boards are built from small ASCII pictures."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
#: the bundled boards and tables, the one copy: the top-level maps/ (the build maps it into the
#: package as tabletop_ai.bundled_maps, where resources.py finds it at run time)
MAPS = ROOT / "maps"
#: test data that travels with the tests (a plain clone runs every test; a missing file fails)
DATA = Path(__file__).resolve().parent / "data"
#: the board-format contract's two example boards (copied from the contract's examples/)
SPEC_EXAMPLES = DATA / "spec-examples"
#: the 546 Gloomhaven monster-AI conformance cases (MIT, (c) 2022 Daniel Nelson; see README.md)
GLOOMHAVEN_CASES = DATA / "gloomhaven" / "cases.json"

#: The only reasons a test may be skipped: the test needs a program or a platform that is not
#: there (never a file: a test that needs a file reads it and fails when it is missing). Any
#: other skip is reported as a failure by the hook below, so no test can vanish silently.
ALLOWED_SKIPS = (
    "needs Xvfb and xdotool",  # tests/ui/editor/test_real_drag.py
    "the xcb platform plugin's libraries are missing",  # tests/ui/editor/test_real_drag.py
    "Windows would attach to the console",  # tests/packaging/test_launcher.py
    "Windows has no named pipes in its file system",  # tests/guards: a FIFO named in a file
)


#: skips not allowed where ``TABLETOP_AI_REAL_INPUT`` is set (CI installs Xvfb, xdotool and
#: the xcb libraries, so the real-input test must run there)
REAL_INPUT_SKIPS = ALLOWED_SKIPS[:2]


def unlisted_skip(reason: str) -> bool:
    """True when a skip's reason is not one of :data:`ALLOWED_SKIPS` (nor, with
    ``TABLETOP_AI_REAL_INPUT`` set, one of :data:`REAL_INPUT_SKIPS`)."""
    reason = reason.removeprefix("Skipped: ").strip()
    allowed = ALLOWED_SKIPS
    if os.environ.get("TABLETOP_AI_REAL_INPUT"):
        allowed = tuple(ok for ok in ALLOWED_SKIPS if ok not in REAL_INPUT_SKIPS)
    return not any(reason.startswith(ok) for ok in allowed)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Turn a skip for an unlisted reason into a failure (xfail is not a skip here)."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if not report.skipped or hasattr(report, "wasxfail"):
        return
    longrepr = report.longrepr
    reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    reason = reason.removeprefix("Skipped: ").strip()
    if unlisted_skip(reason):
        report.outcome = "failed"
        report.longrepr = (
            f"{item.nodeid} was skipped ({reason}). Tests must not skip for a "
            "missing file: read the file so that its absence fails the test. "
            "A skip for a missing program or platform is listed in "
            "ALLOWED_SKIPS (tests/conftest.py)."
        )


def _shipped_files() -> dict[Path, tuple[int, int]]:
    """Size and modification time of every shipped map: the checkout's ``maps/`` and the
    installed copies (the same folder in an editable install, another in a wheel or sdist)."""
    from tabletop_ai.resources import maps_dir

    folders = {MAPS.resolve()}
    installed = maps_dir()
    if installed is not None:
        folders.add(installed.resolve())
    return {
        p: (s.st_size, s.st_mtime_ns)
        for d in folders
        if d.is_dir()
        for p in d.iterdir()
        if p.is_file() and (s := p.stat())
    }


@pytest.fixture(autouse=True)
def shipped_maps_untouched() -> Iterator[None]:
    """No test writes a shipped map: they are the templates every install starts from, and a
    test that wrote one would change what the tests after it read."""
    before = _shipped_files()
    yield
    after = _shipped_files()
    changed = sorted(str(p) for p in before.keys() | after.keys() if before.get(p) != after.get(p))
    assert not changed, f"this test wrote shipped maps: {changed}"
