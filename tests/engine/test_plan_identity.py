"""Plans stay identical across the kernel and speed work (issue 12): seeded random square and
hex boards (each re-planned while one hero is dragged, so stale caches show) and the 546
shared Gloomhaven cases plan exactly as the engine before the change did. The digests in
``plan_snapshots.json`` were written by that engine (see :mod:`tests.engine.plan_snapshot`)."""

from __future__ import annotations

import json

import pytest

from tests.engine.plan_snapshot import (
    CASES,
    SNAPSHOT,
    case_digest,
    digest,
    drag_plans,
    random_board,
)

SNAP = json.loads(SNAPSHOT.read_text(encoding="utf-8"))


@pytest.mark.parametrize("seed", sorted(SNAP["random"], key=int))
def test_random_board_plans_unchanged(seed: str) -> None:
    got = [digest(p) for p in drag_plans(random_board(int(seed)), int(seed))]
    assert got == SNAP["random"][seed], (
        f"board seed {seed}: plans differ from the snapshot (steps {len(got)})")


def test_gloomhaven_case_plans_unchanged() -> None:
    cases = json.loads(CASES.read_text(encoding="utf-8"))["cases"]
    changed = [c["id"] for c in cases if case_digest(c) != SNAP["gloomhaven_cases"][c["id"]]]
    assert not changed, f"{len(changed)} case plans changed: {changed[:10]}"
