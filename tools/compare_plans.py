"""Plan every plan-identity snapshot with two engines and compare their choices.

    python tools/compare_plans.py OLD_SRC [NEW_SRC]     # e.g. a git worktree's src

The snapshots are those of ``tests/engine/plan_snapshot.py`` (120 seeded random boards, each
re-planned while a hero is dragged; the 546 Gloomhaven cases) and of
``tests/engine/plan_snapshots.py`` (the bundled boards' groups and variants). Each engine plans
them in a process of its own (``PYTHONPATH`` = its sources, then this checkout for the
boards), and the plans are compared action by action:

- **options**: what was equally good — a move's end with its alternatives (as a set), the
  target ties, a Gloomhaven monster's tied options (as a set). These must be the same: a
  change of how ties are broken may change which option is taken, never which are offered.
- **chosen**: the option taken (a move's end, an action's target).
- **route**: the path drawn to the end (of equally cheap ones).

It prints every plan whose options differ, every plan whose chosen option differs (and what
else differs in it), and how many plans differ in their routes alone; the exit status is 1
when some plan's options differ. Nothing is written.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

Plan = dict[str, Any]


def dump() -> None:
    """(In the child) every snapshot plan as JSON on standard output: ``{key: plan}``."""
    sys.path.append(str(ROOT))
    from tests.engine.plan_snapshot import CASES, drag_plans, random_board
    from tests.engine.plan_snapshots import snapshots

    from tabletop_ai.board import board_from_json

    out: dict[str, Plan] = {}
    for seed in range(120):
        for step, text in enumerate(drag_plans(random_board(seed), seed)):
            out[f"random {seed} step {step}"] = json.loads(text)
    from tabletop_ai import plan_group

    for case in json.loads(CASES.read_text(encoding="utf-8"))["cases"]:
        board = board_from_json(case["board"], case["id"], check=False)
        out[f"gloomhaven {case['id']}"] = plan_group(board, "monster").to_json()
    for key, text in snapshots().items():
        out[f"bundled {key}"] = json.loads(text)
    json.dump(out, sys.stdout)


def plans(src: Path) -> dict[str, Plan]:
    env = dict(os.environ, PYTHONPATH=str(src))
    res = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--dump"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        cwd=ROOT,
    )
    if res.returncode:
        raise SystemExit(f"planning with {src} failed:\n{res.stderr[-2000:]}")
    result: dict[str, Plan] = json.loads(res.stdout)
    return result


def _cells(v: Any) -> frozenset[tuple[int, int]]:
    return frozenset(tuple(c) for c in v or [])


def _option_set(a: dict[str, Any]) -> dict[str, Any]:
    """What was equally good in one action (module docstring)."""
    out: dict[str, Any] = {"type": a.get("type"), "skipped": a.get("skipped")}
    if a.get("end") is not None:
        out["ends"] = _cells([a["end"], *(a.get("alternatives") or [])])
    out["ties"] = frozenset([a.get("target"), *(a.get("target_ties") or [])])
    if "options" in a:
        out["options"] = frozenset(
            (tuple(o["end"]), _cells(o.get("attack_cells")), frozenset(o.get("attacks", [])))
            for o in a["options"]
        )
    return out


def _actions(p: Plan) -> list[dict[str, Any]]:
    return [a for f in p.get("figures", []) for a in f.get("actions", [])]


def compare(old: Plan, new: Plan) -> tuple[str, list[str]]:
    """``("same" | "route" | "chosen" | "options", what differs)`` for one plan."""
    if old == new:
        return "same", []
    a_old, a_new = _actions(old), _actions(new)
    if len(a_old) != len(a_new):
        return "options", ["a different number of actions"]
    what: list[str] = []
    kind = "route"
    for i, (x, y) in enumerate(zip(a_old, a_new, strict=True)):
        if x == y:
            continue
        if _option_set(x) != _option_set(y):
            return "options", [f"action {i} ({x.get('type')}): options {x} -> {y}"]
        if x.get("end") != y.get("end") or x.get("target") != y.get("target"):
            kind = "chosen"
            what.append(
                f"action {i} ({x.get('type')}): end {x.get('end')} -> {y.get('end')}, "
                f"target {x.get('target')} -> {y.get('target')}"
            )
        rest = {k for k in set(x) | set(y) if x.get(k) != y.get(k)} - {"path"}
        if rest and kind != "chosen":
            kind = "chosen"
            what.append(f"action {i} ({x.get('type')}): {sorted(rest)} differ")
    if kind == "route":
        rest_old = {k: v for k, v in old.items() if k != "figures"}
        rest_new = {k: v for k, v in new.items() if k != "figures"}
        ends_old = [(f.get("figure"), f.get("end")) for f in old.get("figures", [])]
        ends_new = [(f.get("figure"), f.get("end")) for f in new.get("figures", [])]
        if rest_old != rest_new or ends_old != ends_new:
            kind = "chosen"
            what.append("the plan's summary or figure ends differ")
    return kind, what


def main() -> int:
    if sys.argv[1:] == ["--dump"]:
        dump()
        return 0
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    old_src = Path(sys.argv[1]).resolve()
    new_src = Path(sys.argv[2]).resolve() if len(sys.argv) == 3 else ROOT / "src"
    old, new = plans(old_src), plans(new_src)
    if set(old) != set(new):
        print("the two engines planned different snapshots:", sorted(set(old) ^ set(new))[:10])
        return 1
    found: dict[str, list[tuple[str, list[str]]]] = {"options": [], "chosen": [], "route": []}
    for key in old:
        kind, what = compare(old[key], new[key])
        if kind != "same":
            found[kind].append((key, what))
    print(f"{len(old)} plans compared ({old_src} -> {new_src})")
    print(f"options differ: {len(found['options'])}")
    for key, what in found["options"]:
        print(f"  {key}: {'; '.join(what)}")
    print(f"chosen option differs: {len(found['chosen'])}")
    for key, what in found["chosen"]:
        print(f"  {key}: {'; '.join(what)}")
    print(f"route drawn differs, nothing else: {len(found['route'])}")
    for key, _what in found["route"]:
        print(f"  {key}")
    return 1 if found["options"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
