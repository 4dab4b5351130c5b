"""Shared test setup: Qt runs offscreen; boards are built from small ASCII pictures."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
MAPS = ROOT / "maps"
SPEC_EXAMPLES = ROOT.parent / "shared" / "spec" / "examples"
