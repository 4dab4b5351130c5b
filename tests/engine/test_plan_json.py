"""The plan JSON (the contract, spec 9) is byte-identical to the snapshot taken before the
plan's extra data became typed values (see :mod:`tests.engine.plan_snapshots`)."""

from __future__ import annotations

import json

import pytest

from tests.engine.plan_snapshots import SNAPSHOT, snapshots

EXPECTED: dict[str, str] = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
NOW = snapshots()


def test_the_snapshot_covers_every_bundled_board_and_the_result_types() -> None:
    assert set(NOW) == set(EXPECTED)
    text = "\n".join(EXPECTED.values())
    # each rule set's own data is in it, so the comparison covers the typed results
    for key in (
        '"battlecrest"',
        '"summary"',
        '"retreat"',
        '"options"',
        '"prompt"',
        '"condition"',
        '"ic"',
        '"warnings"',
    ):
        assert key in text, key


@pytest.mark.parametrize("key", sorted(EXPECTED))
def test_plan_json_is_unchanged(key: str) -> None:
    assert NOW[key] == EXPECTED[key], (
        f"{key}: the plan JSON changed; if a rules fix changed it on purpose, rewrite the "
        f"snapshot (python -m tests.engine.plan_snapshots --write)"
    )
