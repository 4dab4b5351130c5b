"""Every core module imports on its own, in a fresh interpreter (a rule-set plug-in may import
``tabletop_ai.rulesets.base`` before anything else)."""

from __future__ import annotations

import subprocess
import sys

import pytest

MODULES = ["tabletop_ai.rulesets", "tabletop_ai.rulesets.base", "tabletop_ai.engine.priority",
           "tabletop_ai.engine.sight"]


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_first(module: str) -> None:
    code = f"import {module}; from tabletop_ai.engine import plan_group; print('ok')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_core_imports_no_qt() -> None:
    code = ("import sys, tabletop_ai.engine.planner, tabletop_ai.rulesets, tabletop_ai.board;"
            "from tabletop_ai.rulesets.base import ruleset_names; ruleset_names();"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
