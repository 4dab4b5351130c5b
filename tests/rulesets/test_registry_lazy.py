"""The registry imports a game's rule set only when a board names one of its presets (for a
quick start-up), and the presets it lists before importing are the ones the classes declare."""

from __future__ import annotations

import subprocess
import sys

from tabletop_ai.rulesets import BUILTIN, rules_class, ruleset_names
from tabletop_ai.rulesets.registry import BUILTIN_PATHS


def test_listed_presets_are_the_classes_presets() -> None:
    listed = {(m, c): set(ps) for m, c, ps in BUILTIN_PATHS}
    for cls in BUILTIN:
        assert set(cls.presets) == listed[(cls.__module__, cls.__name__)]
    assert set(ruleset_names()) == {p for _m, _c, ps in BUILTIN_PATHS for p in ps}
    for _m, c, ps in BUILTIN_PATHS:
        for p in ps:
            found = rules_class(p)
            assert found is not None and found.__name__ == c


def test_planning_a_default_board_imports_no_other_game() -> None:
    code = (
        "import sys; from tabletop_ai.board import board_from_json; "
        "from tabletop_ai import plan_group; "
        "b = board_from_json({'format': 'tabletop-ai/board', 'version': 1, "
        "'grid': {'type': 'square', 'width': 3, 'height': 3}, "
        "'figures': [{'id': 'a', 'side': 'ai', 'at': [0, 0]}, "
        "{'id': 'p', 'side': 'player', 'at': [2, 2]}], "
        "'groups': [{'id': 'g', 'figures': ['a'], "
        "'instructions': [{'type': 'move_toward'}]}]}); plan_group(b, 'g'); "
        "print(sorted(m for m in sys.modules if m.split('.')[1:2] in "
        "(['gloomhaven'], ['battlecrest'], ['wargame'], ['table']) "
        "and m.startswith('tabletop_ai.')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.strip()
    assert out == "[]"
