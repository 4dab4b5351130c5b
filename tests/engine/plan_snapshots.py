"""Plan JSON of every bundled board's groups, and of variants that reach the rule sets' own
result data (an Automated Emperor card with conditions and an ability; an Imperial Commander
list draw; a preset this version does not know, which adds a warning). The contract's output
(spec 9) must stay byte-identical while the code behind it changes shape.

``tests/data/plan_snapshots.json`` was written by this module when equally cheap routes came
to be drawn by a stated rule (``engine.movement.route``; ``tools/compare_plans.py`` shows
what that changed). A rules fix that changes a plan on purpose rewrites it:

    PYTHONPATH=src python -m tests.engine.plan_snapshots --write
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

from tabletop_ai import load_board, plan_group
from tabletop_ai.board.model import Board, Instruction

ROOT = Path(__file__).resolve().parents[2]
SNAPSHOT = ROOT / "tests" / "data" / "plan_snapshots.json"
MAPS = ROOT / "maps"


def _ae_variant() -> Board:
    """outpost-raid under the Automated Emperor with a card that walks every action (a
    stunned trooper spends an action on its condition; ``ability`` prompts the players)."""
    b = load_board(MAPS / "outpost-raid.board.json")
    b.rules = dataclasses.replace(b.rules, preset="automated-emperor")
    b.update_group(
        "troopers",
        instructions=[
            Instruction(
                "ae_card",
                {
                    "actions": ["engage", "attack", "reposition", "ability"],
                    "secondary": ["blue", "red"],
                    "blitz": False,
                    "ability_cards": ["Overrun"],
                },
            )
        ],
        extra={**b.group("troopers").extra, "abilities": ["Suppressive fire"]},
    )
    b.update_figure("tr2", extra={**b.figure("tr2").extra, "conditions": ["stunned"]})
    return b


def snapshots() -> dict[str, str]:
    """``board/group`` -> the plan's JSON text (``--json`` output)."""
    out: dict[str, str] = {}
    for path in sorted((MAPS).glob("*.board.json")):
        board = load_board(path)
        for g in board.groups:
            out[f"{path.name}/{g.id}"] = json.dumps(plan_group(board, g.id).to_json(), indent=2)
    ae = _ae_variant()
    out["outpost-raid (automated-emperor)/troopers"] = json.dumps(
        plan_group(ae, "troopers").to_json(), indent=2
    )
    unknown = load_board(MAPS / "river-fort.board.json")
    # planned with the default and a warning
    unknown.rules = dataclasses.replace(unknown.rules, preset="imperial-assault-3e")
    out["river-fort (unknown preset)/army"] = json.dumps(
        plan_group(unknown, "army").to_json(), indent=2
    )
    from tabletop_ai.imperial.ic import activate_ic

    ic = load_board(MAPS / "outpost-raid.board.json")
    ic.group("guards").extra["ic_lists"] = [
        [{"type": "move_to_attack", "mp": 4}, {"type": "attack"}],
        [{"type": "move_to_engage", "mp": 4}, {"type": "attack"}],
    ]
    ic.group("guards").extra["bonus"] = ["+1 damage"]
    out["outpost-raid (IC list)/guards"] = json.dumps(
        activate_ic(ic, "guards", seed=7).plan.to_json(), indent=2
    )
    return out


if __name__ == "__main__":
    if "--write" in sys.argv:
        SNAPSHOT.write_text(
            json.dumps(snapshots(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"wrote {SNAPSHOT}")
