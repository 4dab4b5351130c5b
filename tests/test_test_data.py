"""The tests' data travels with them, and no test can vanish behind a skip."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import DATA, GLOOMHAVEN_CASES, ROOT, SPEC_EXAMPLES, unlisted_skip


def test_the_conformance_cases_and_their_licence_are_in_the_repository() -> None:
    cases = json.loads(GLOOMHAVEN_CASES.read_text(encoding="utf-8"))["cases"]
    assert len(cases) == 546  # 182 scenarios x 3 editions
    assert {c["rules"] for c in cases} == {"gloomhaven", "frosthaven", "jaws-of-the-lion"}
    note = (GLOOMHAVEN_CASES.parent / "README.md").read_text(encoding="utf-8")
    assert "MIT License" in note and "Copyright (c) 2022 Daniel Nelson" in note
    assert "AluminumAngel/gloom" in note


def test_the_contract_examples_are_in_the_repository() -> None:
    assert sorted(p.name for p in SPEC_EXAMPLES.glob("*.board.json")) == [
        "corridor-ambush.board.json",
        "river-crossing.board.json",
    ]
    # nothing under tests/ reaches outside the checkout for data any more
    for path in (ROOT / "tests").rglob("*.py"):
        if path != Path(__file__):
            assert '"shared"' not in path.read_text(encoding="utf-8"), path
    assert DATA.is_dir()


def test_only_listed_reasons_may_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("TABLETOP_AI_REAL_INPUT", raising=False)
    assert not unlisted_skip("Skipped: needs Xvfb and xdotool")
    assert unlisted_skip("Skipped: shared/ not beside the checkout")
    assert unlisted_skip("no conformance cases at /x/cases.json")


def test_in_ci_the_real_input_test_may_not_skip(monkeypatch: pytest.MonkeyPatch) -> None:
    """.ci/run installs Xvfb, xdotool and the xcb libraries and sets TABLETOP_AI_REAL_INPUT:
    there the real mouse-input test runs or fails, never skips."""
    monkeypatch.setenv("TABLETOP_AI_REAL_INPUT", "1")
    assert unlisted_skip("Skipped: needs Xvfb and xdotool")
    assert unlisted_skip("Skipped: the xcb platform plugin's libraries are missing")
    assert not unlisted_skip("Skipped: Windows would attach to the console")


def test_a_skip_for_a_missing_file_fails_the_run(tmp_path: Path) -> None:
    test = tmp_path / "test_skips.py"
    test.write_text(
        "import pytest\n"
        "def test_needs_a_file():\n"
        "    pytest.skip('cases.json not beside the checkout')\n"
        "def test_needs_a_program():\n"
        "    pytest.skip('needs Xvfb and xdotool')\n"
        "@pytest.mark.xfail(strict=True, reason='known')\n"
        "def test_known_failure():\n"
        "    assert False\n",
        encoding="utf-8",
    )
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    )
    env.pop("TABLETOP_AI_REAL_INPUT", None)  # the default rules (CI's stricter ones: above)
    res = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "tests.conftest",
            "-p",
            "no:cacheprovider",
            "--rootdir",
            str(tmp_path),
            str(test),
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 1, res.stdout + res.stderr
    assert "1 failed, 1 skipped, 1 xfailed" in res.stdout, res.stdout
    assert "test_needs_a_file was skipped (cases.json not beside the checkout)" in res.stdout
