"""The shared Gloomhaven monster-AI conformance cases, one test each.

``tests/data/gloomhaven/cases.json`` (a copy that travels with the tests) holds 546 cases:
182 scenarios under Frosthaven, Gloomhaven and Jaws of the Lion rules, each with the equally
correct answers of the Gloomhaven Monster Mover's test suite. A case passes when the set of
answers the planner offers (its choice and every tied option) equals the expected set; the
looser "chosen answer is among the expected" score is checked too. Cases listed in
``gloomhaven_known_failures.json`` are strict xfails, so fixing one means removing it there.
A missing cases file fails these tests (loading it raises, naming the file); it is never a skip.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop_ai.gloomhaven.conformance import load_cases, run_case
from tests.conftest import GLOOMHAVEN_CASES as CASES

KNOWN = Path(__file__).with_name("gloomhaven_known_failures.json")


def _known() -> dict[str, str]:
    data = json.loads(KNOWN.read_text(encoding="utf-8"))
    failures: dict[str, str] = data["failures"]
    return failures


def _params() -> list[Any]:
    known = _known()
    out = []
    for case in load_cases(CASES):
        marks = []
        if case["id"] in known:
            marks.append(pytest.mark.xfail(strict=True, reason=known[case["id"]]))
        out.append(pytest.param(case, marks=marks, id=case["id"]))
    return out


@pytest.mark.parametrize("case", _params())
def test_case(case: dict[str, Any]) -> None:
    result = run_case(case)
    assert result.loose, "chosen answer not among the expected: " + result.explain()
    assert result.exact, result.explain()


def test_known_failures_name_real_cases() -> None:
    ids = {c["id"] for c in load_cases(CASES)}
    known = _known()
    assert set(known) <= ids
    assert all(isinstance(v, str) and v.strip() and "\n" not in v for v in known.values())


def _tiny_case(expected: list[dict[str, Any]]) -> dict[str, Any]:
    """A case of our own: M at [2,0], a at [2,2]; the only answer is [2,1] attacking a."""
    return {
        "id": "T-1",
        "scenario": 0,
        "rules": "frosthaven",
        "note": "",
        "board": {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {
                "type": "hex",
                "orientation": "flat",
                "offset": "even-q",
                "width": 5,
                "height": 4,
            },
            "rows": ["....."] * 4,
            "figures": [
                {"id": "monster", "side": "ai", "group": "monster", "at": [2, 0]},
                {"id": "a", "side": "player", "at": [2, 2], "initiative": 30},
            ],
            "groups": [
                {
                    "id": "monster",
                    "side": "ai",
                    "figures": ["monster"],
                    "instructions": [
                        {"type": "monster_action", "move": 2, "range": 0, "targets": 1}
                    ],
                }
            ],
            "rules": {"preset": "frosthaven"},
        },
        "expected": expected,
    }


def test_runner_scores_exact_and_loose() -> None:
    right = run_case(_tiny_case([{"end": [2, 1], "attacks": [[2, 2]]}]))
    assert right.exact and right.loose
    extra = run_case(
        _tiny_case([{"end": [2, 1], "attacks": [[2, 2]]}, {"end": [1, 1], "attacks": [[2, 2]]}])
    )
    assert extra.loose and not extra.exact
    wrong = run_case(_tiny_case([{"end": [1, 1], "attacks": [[2, 2]]}]))
    assert not wrong.loose and not wrong.exact
    assert "expected" in wrong.explain()


def _transposed(case: dict[str, Any]) -> dict[str, Any]:
    """The same case on a pointy-topped ``even-r`` map: hex ``[c, r]`` of the flat ``even-q``
    map becomes ``[r, c]`` (the mirror image across the diagonal; axial ``(q, r)`` becomes
    ``(r, q)``), so every answer is the mirrored one."""
    b = json.loads(json.dumps(case["board"]))
    w, h = b["grid"]["width"], b["grid"]["height"]
    b["grid"] = {
        "type": "hex",
        "orientation": "pointy",
        "offset": "even-r",
        "width": h,
        "height": w,
    }
    b["rows"] = ["".join(b["rows"][r][c] for r in range(h)) for c in range(w)]
    b["walls"] = [[[a[1], a[0]], [z[1], z[0]]] for a, z in b["walls"]]
    for f in b["figures"]:
        f["at"] = [f["at"][1], f["at"][0]]
    for g in b["groups"]:
        for ins in g["instructions"]:
            if isinstance(ins.get("aoe"), dict):
                ins["aoe"]["cells"] = [[c[1], c[0]] for c in ins["aoe"]["cells"]]
    expected = [
        {"end": [e["end"][1], e["end"][0]], "attacks": [[a[1], a[0]] for a in e["attacks"]]}
        for e in case["expected"]
    ]
    return {**case, "id": case["id"] + "-pointy", "board": b, "expected": expected}


def _pointy_params() -> list[Any]:
    known = _known()
    return [
        pytest.param(
            c,
            id=c["id"],
            marks=[pytest.mark.xfail(strict=True, reason=known[c["id"]])]
            if c["id"] in known
            else [],
        )
        for i, c in enumerate(load_cases(CASES))
        if i % 3 == 0
    ]


@pytest.mark.parametrize("case", _pointy_params())
def test_case_on_a_pointy_map(case: dict[str, Any]) -> None:
    """Every third case again, mirrored onto a pointy-topped map: same answers, mirrored."""
    result = run_case(_transposed(case))
    assert result.exact, result.explain()
