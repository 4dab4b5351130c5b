"""Fuzzing in the test run for the inputs beside boards and tables: each kind of
``tools/fuzz_kinds.py`` (decks, IC lists and AE cards on a board's groups, Imperial Commander 2
folders, Imperial data files, campaigns, Universal VTT maps, photos) mutated as the long run
mutates it and run as it runs it, in this process: refused cleanly (one line naming the file)
or accepted, never another exception. Bounded examples here; ``tools/fuzz.py --kind KIND --n
20000`` is the long run, trials in forked processes with a time and memory limit
(``docs/development.md``, Readers).
More examples: ``TABLETOP_AI_FUZZ=200 pytest tests/test_fuzz_kinds.py``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import fuzz  # noqa: E402  (tools/fuzz.py: the trial and its verdicts)
import fuzz_kinds  # noqa: E402  (tools/fuzz_kinds.py: the seeds, mutations and runs)

EXAMPLES = int(os.environ.get("TABLETOP_AI_FUZZ", "4"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
#: the kinds that need no window (those that do run in tools/fuzz.py only)
KINDS = [k for k, v in fuzz_kinds.KINDS.items() if not v.qt]
_seeds: dict[str, list[Any]] = {}


@pytest.fixture
def user_data(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Trials point TABLETOP_AI_DATA at their own folder: put it back afterwards."""
    folder = tmp_path_factory.mktemp("fuzz-user-data")
    monkeypatch.setenv("TABLETOP_AI_DATA", str(folder))
    return folder


def seeds(kind: str, tmp_path_factory: pytest.TempPathFactory) -> list[Any]:
    if kind not in _seeds:
        _seeds[kind] = fuzz.seeds_for(kind, tmp_path_factory.mktemp(f"seeds-{kind}"))
    return _seeds[kind]


def test_every_reader_has_a_kind() -> None:
    assert set(fuzz.ALL_KINDS) == {"board", "table", *fuzz_kinds.KINDS}
    assert {"deck", "iclist", "ic2", "data", "campaign", "settings", "tiled", "uvtt"} <= set(
        fuzz.ALL_KINDS
    )
    assert {"picture", "photo"} <= set(fuzz.ALL_KINDS)


@pytest.mark.parametrize("kind", KINDS)
def test_the_seeds_are_accepted(
    kind: str, tmp_path_factory: pytest.TempPathFactory, user_data: Path
) -> None:
    """A trial's inputs start sound: each unmutated seed is accepted (else the trials would
    only ever test a refusal)."""
    for i, s in enumerate(seeds(kind, tmp_path_factory)):
        # photos: the synthetic photo of the demo board (the rest of that seed are pictures)
        files = {"photo.img": s.files["photo.png"]} if kind == "photo" else dict(s.files)
        folder = tmp_path_factory.mktemp(f"seed-{kind}-{i}")
        verdict = fuzz.run_files(kind, files, folder, 0, i)
        assert verdict == "accepted", (kind, s.name)


@pytest.mark.parametrize("kind", KINDS)
@SETTINGS
@given(index=st.integers(0, 10**6))
def test_mutated_inputs_are_refused_cleanly_or_accepted(
    kind: str, index: int, tmp_path_factory: pytest.TempPathFactory, user_data: Path
) -> None:
    name, files = fuzz.trial_files(kind, seeds(kind, tmp_path_factory), 7, index)
    folder = tmp_path_factory.mktemp(f"{kind}-trial")
    try:
        verdict = fuzz.run_files(kind, files, folder, 7, index)
    except fuzz.Crash as exc:
        pytest.fail(
            f"{kind} trial {index} from {name} (tools/fuzz.py --kind {kind} --seed 7 "
            f"--start {index} --n 1): {exc}"
        )
    assert verdict in ("rejected", "accepted")


def test_a_trial_is_reproduced_from_its_seed_and_index(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    s = seeds("deck", tmp_path_factory)
    assert fuzz.trial_files("deck", s, 3, 41) == fuzz.trial_files("deck", s, 3, 41)
    assert fuzz.trial_files("deck", s, 3, 41) != fuzz.trial_files("deck", s, 3, 42)


def test_an_ic2_import_the_app_cannot_read_back_is_a_crash(
    tmp_path_factory: pytest.TempPathFactory, user_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The import writes a data file only for the app to read it: one it then refuses is
    the importer's failure, not a clean refusal."""
    from tabletop_ai.imperial import ic2
    from tabletop_ai.imperial.ic2 import IC2Group

    made = IC2Group.deployment_json
    monkeypatch.setattr(IC2Group, "deployment_json", lambda g: {**made(g), "count": 25})
    # an importer that does not read its data file back itself (as it does)
    monkeypatch.setattr(ic2, "_check_as_data_file", lambda imp, source: None)
    s = seeds("ic2", tmp_path_factory)[0]
    with pytest.raises(fuzz.Crash) as exc:
        fuzz.run_files("ic2", dict(s.files), tmp_path_factory.mktemp("ic2-unread"), 0, 0)
    assert str(exc.value) == (
        "the data file the import wrote is refused: ic2.json: deployments[0].count is 25; it "
        "must be 1 to 20 (and 3 more problems)"
    )
