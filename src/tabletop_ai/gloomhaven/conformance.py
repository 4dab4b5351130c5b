"""Run the shared Gloomhaven conformance cases (``shared/conformance/gloomhaven/cases.json``).

Each case is a board with one monster and the list of equally correct answers, each
``{"end": [col, row], "attacks": [[col, row], ...]}``. The planner's answer set is the chosen
outcome plus every tied option it reports (the move action's ``options``); a case passes
*exactly* when that set equals the expected set, and *loosely* when the chosen outcome is
among the expected answers.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop_ai.board.io import board_from_json
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.gloomhaven.rules import MonsterMove, rules_for_edition

Answer = tuple[tuple[int, int], frozenset[tuple[int, int]]]

#: scenarios the upstream notes mark doubtful (all editions) and Frosthaven ones a later fork
#: disagrees with
DOUBTFUL_SCENARIOS = frozenset({134, 135, 136})
DOUBTFUL_FROSTHAVEN = frozenset({69, 75, 131, 137})


def doubtful(case: dict[str, Any]) -> bool:
    """Is this case one the README says to count separately?"""
    s = int(case["scenario"])
    return s in DOUBTFUL_SCENARIOS or (case["rules"] == "frosthaven" and s in DOUBTFUL_FROSTHAVEN)


def load_cases(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    cases: list[dict[str, Any]] = data["cases"]
    return cases


def expected_answers(case: dict[str, Any]) -> set[Answer]:
    return {
        (
            (int(e["end"][0]), int(e["end"][1])),
            frozenset((int(a[0]), int(a[1])) for a in e["attacks"]),
        )
        for e in case["expected"]
    }


@dataclass
class Result:
    """What the planner offered for one case and how it compares."""

    case_id: str
    chosen: Answer
    offered: set[Answer]
    expected: set[Answer]
    seconds: float

    @property
    def exact(self) -> bool:
        return self.offered == self.expected

    @property
    def loose(self) -> bool:
        return self.chosen in self.expected

    def explain(self) -> str:
        def fmt(ans: set[Answer]) -> str:
            return "; ".join(
                f"end {list(e)} attacks {sorted(list(x) for x in a)}"
                for e, a in sorted(ans, key=lambda t: (t[0], sorted(t[1])))
            )

        return f"{self.case_id}: offered {{{fmt(self.offered)}}}, expected {{{fmt(self.expected)}}}"


def run_case(case: dict[str, Any]) -> Result:
    """Plan one case (the board is read without the strict file checks: some case boards
    name an ``allies`` group they do not define)."""
    board = board_from_json(case["board"], case["id"], check=False)
    t0 = time.perf_counter()
    plan = plan_group(board, "monster", rules_for_edition(board))
    seconds = time.perf_counter() - t0
    fp = plan.figure_plan("monster")
    if fp is None:
        raise ValueError(f"{case['id']}: the plan has no monster")
    cells = {f.id: (f.at[0], f.at[1]) for f in board.figures}
    attacks = frozenset(
        cells[a.target]
        for a in fp.actions
        if a.type == "attack" and not a.skipped and a.target in cells
    )
    chosen: Answer = ((fp.end[0], fp.end[1]), attacks)
    offered = {chosen}
    for a in fp.actions:
        if isinstance(a.detail, MonsterMove):
            for o in a.detail.options:
                offered.add(((o.end[0], o.end[1]), frozenset((c[0], c[1]) for c in o.attack_cells)))
    return Result(case["id"], chosen, offered, expected_answers(case), seconds)
