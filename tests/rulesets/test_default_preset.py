"""A board whose ``rules`` name no preset plays the format's default game (board-format.md
section 6), which the rule-set registry chooses: the board keeps naming none (read, planned
and written back without one), and every lookup of its rule set resolves it in the registry.
"""

from __future__ import annotations

import json

import pytest

from tabletop_ai.board.io import compact_dumps, dumps_board, loads_board
from tabletop_ai.board.model import Board
from tabletop_ai.board.stacks import stacking
from tabletop_ai.rulesets import registry
from tests.conftest import SPEC_EXAMPLES

#: the contract's example without a preset (a hex board with a group to plan)
RIVER = SPEC_EXAMPLES / "river-crossing.board.json"


def _unnamed() -> str:
    """The example as the app writes it: names no preset."""
    return dumps_board(loads_board(RIVER.read_text(encoding="utf-8"), RIVER.name))


def _named(preset: str) -> str:
    """The same board, written naming ``preset`` first in its ``rules`` (as a file may)."""
    data = json.loads(_unnamed())
    data["rules"] = {"preset": preset, **data["rules"]}
    return compact_dumps(data) + "\n"


def test_a_board_without_a_preset_reads_as_naming_none() -> None:
    assert '"preset"' not in RIVER.read_text(encoding="utf-8")
    board = loads_board(_unnamed(), RIVER.name)
    assert board.rules.preset is None
    assert registry.preset_of(board.rules.preset) == registry.DEFAULT_PRESET
    assert registry.rules_class(board.rules.preset) is registry.DEFAULT
    assert registry.rules_of(board) is registry.DEFAULT


def test_a_board_without_a_preset_is_written_back_byte_for_byte() -> None:
    text = _unnamed()
    assert '"preset"' not in text
    assert dumps_board(loads_board(text, RIVER.name)) == text
    again = loads_board(dumps_board(loads_board(text)))
    assert again.rules.preset is None


@pytest.mark.parametrize("preset", [registry.DEFAULT_PRESET, "imperial-commander", "no-such-game"])
def test_a_board_that_names_a_preset_keeps_it(preset: str) -> None:
    text = _named(preset)
    assert f'"rules": {{"preset": {json.dumps(preset)}, ' in text
    board = loads_board(text, RIVER.name)
    assert board.rules.preset == preset
    assert dumps_board(board) == text


def test_a_board_without_a_preset_plans_as_the_default_preset() -> None:
    """The same plan, word for word, as the board naming the default preset, and no warning
    (an unknown preset gets one)."""
    unnamed = loads_board(_unnamed(), RIVER.name)
    named = loads_board(_named(registry.DEFAULT_PRESET), RIVER.name)
    plan = registry.plan_group(unnamed, "army").to_json()
    assert plan == registry.plan_group(named, "army").to_json()
    assert plan["rule_set"] == registry.DEFAULT.name
    assert not plan.get("warnings")
    assert plan["figures"] and plan["figures"][0]["actions"]
    unknown = loads_board(_named("no-such-game"), RIVER.name)
    assert registry.plan_group(unknown, "army").to_json().get("warnings")


class _Stacked:
    def problem(self, board: Board, figs: object) -> str | None:
        return None


def test_every_lookup_resolves_an_unnamed_preset_in_the_registry(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """What plays the default preset plays a board that names none: the class lookups, the
    plug-in sent to the planning process, the planner's rule set and the board layer's
    stacking question all ask the registry."""

    class Other(registry.DEFAULT):
        stacking = _Stacked()

    monkeypatch.setitem(registry._REGISTRY, registry.DEFAULT_PRESET, Other)
    board = loads_board(_unnamed(), RIVER.name)
    assert board.rules.preset is None
    assert registry.rules_class(board.rules.preset) is Other
    assert registry.rules_of(board) is Other
    assert registry.plugin_for(board.rules.preset) is Other
    assert type(registry.ruleset_for(board)) is Other
    assert isinstance(stacking(board), _Stacked)
