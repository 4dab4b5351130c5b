"""The 3-D photo benchmark's report (``benchmarks/photo_world.py``): several sets of photos
measured in one run are pooled, band by band, into the curve by tilt, blur, marker size and
covering that docs/photo.md reports."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.conftest import ROOT


def _photo_world() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "photo_world", ROOT / "benchmarks" / "photo_world.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["photo_world"] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def _write_set(folder: Path, photos: list[dict[str, Any]]) -> None:
    """Photo records as the generator writes them (no pictures: the outcomes are given)."""
    folder.mkdir()
    for i, p in enumerate(photos):
        figures = {fid: [0, k] for k, fid in enumerate(p["outcome"])}
        record = {
            "board": "Outpost raid (demo)",
            "board_index": 0,
            "take": {"tilt": p["tilt"], "board_off": None},
            "blur": 0.5,
            "figures": figures,
            "marker_px": {fid: 30.0 for fid in figures},
            "covered": {fid: p.get("covered", 0.0) for fid in figures},
            "figure_px": {},
            "outcome": p["outcome"],
        }
        (folder / f"{i:04d}.json").write_text(json.dumps(record))


def test_several_sets_are_pooled_by_band(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two sets in one run: each band's pooled share is the figures right over the figures
    in that band, summed over both sets (not the mean of the two sets' shares), and each
    set's own share stands beside it."""
    pw = _photo_world()
    # set a: tilt 10°, 2 of 3 right; set b: tilt 10°, 1 of 2 right, and tilt 35°, 2 of 2
    _write_set(
        tmp_path / "a",
        [{"tilt": 10.0, "outcome": {"tr1": "right", "tr2": "right", "tr3": "not seen"}}],
    )
    _write_set(
        tmp_path / "b",
        [
            {"tilt": 10.0, "outcome": {"tr1": "right", "tr2": "unsure, right cell"}},
            {"tilt": 35.0, "outcome": {"gd1": "right", "gd2": "right"}},
            # a fifth covered: outside the envelope, counted only in the covering table
            {"tilt": 35.0, "covered": 0.2, "outcome": {"scout": "not seen"}},
        ],
    )

    def given(
        record: dict[str, Any], _image: Any, _board: Any, why: dict[str, str], _notes: Any
    ) -> tuple[dict[str, str], float]:
        for fid, what in record["outcome"].items():
            if what.startswith("unsure"):
                why[fid] = "near the border of its cell"
        return dict(record["outcome"]), 0.01

    monkeypatch.setattr(pw, "outcomes", given)
    argv = ["photo_world.py", str(tmp_path / "a"), str(tmp_path / "b"), "--causes"]
    monkeypatch.setattr(sys, "argv", argv)
    pw.main()
    out = capsys.readouterr().out
    curve = out.split("## the curve")[1]
    # 3 of 5 right at tilt 0-15° pooled (the mean of 66.7% and 50% would be 58.3%)
    assert "| 0–15° | **60.0% of 5** | 66.7% of 3 | 50.0% of 2 |" in curve
    assert "| 30–45° | **100.0% of 2** | – | 100.0% of 2 |" in curve
    # the covering table: 5 of 7 right uncovered, the covered marker in its own band
    assert "| 0–0.01 | **71.4% of 7** | 66.7% of 3 | 75.0% of 4 |" in curve
    assert "| 0.1–0.25 | **0.0% of 1** | – | 0.0% of 1 |" in curve
    # the pooled outcomes: 7 figures in the envelope, 5 right, 1 unsure, 1 not seen
    pooled = out.split("sets pooled")[1].split("## the curve")[0]
    assert "| in the envelope | 7 | 71.4% | 0 | 1 | 0 | 0 | 1 | 0 |" in pooled
    # and why the two missed: right, not seen (no square over it), unsure near its border
    assert "| why: envelope | figures | right | not seen: no square | unsure: near border |" in (
        pooled
    )
    assert "| in the envelope | 7 | 5 | 1 | 1 |" in pooled


def test_one_set_prints_no_pooled_curve(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """One folder is measured as before: its own tables, nothing pooled."""
    pw = _photo_world()
    _write_set(tmp_path / "a", [{"tilt": 10.0, "outcome": {"tr1": "right"}}])
    monkeypatch.setattr(pw, "outcomes", lambda record, *_a, **_k: (record["outcome"], 0.01))
    monkeypatch.setattr(sys, "argv", ["photo_world.py", str(tmp_path / "a")])
    pw.main()
    out = capsys.readouterr().out
    assert "| in the envelope | 1 | 100.0% |" in out
    assert "sets pooled" not in out and "## the curve" not in out
