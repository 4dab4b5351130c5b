"""Imperial Commander-style instruction lists (``reference/imperial-commander-instructions.md``
and issue "Imperial Assault opponents").

A deployment group may carry, in its board-file entry (unknown keys are kept on save)::

    {"id": "troopers", "figures": [...], "instructions": [...],
     "ic_lists": [[{"type": "move_to_attack", "mp": 4}, {"type": "attack"}],
                  [{"type": "attack"}, {"type": "move_to_reposition", "mp": 4, "distance": 3}]],
     "target": "luke", "bonus": ["+1 damage"], "reposition_target": "terminal"}

Each activation one list is chosen at random (recorded seed, so a game replays exactly); the
group's named ``target`` is the target of every instruction that names none, and its
``reposition_target`` the ``point`` of every ``move_to_reposition``. Groups without
``ic_lists`` use the deployment card's lists from the Imperial data, else their own
``instructions`` as the only list.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any

from tabletop_ai.board.model import Board, Group, Instruction
from tabletop_ai.engine.plan import JSONValue, Plan
from tabletop_ai.engine.planner import plan_group
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.imperial.automated_emperor import AutomatedEmperor
from tabletop_ai.imperial.commander import ImperialCommander
from tabletop_ai.imperial.data import ImperialData
from tabletop_ai.imperial.fields import (
    BONUS,
    DEPLOYMENT,
    IC_LISTS,
    IC_STATE,
    REPOSITION_TARGET,
    SURGES,
    TARGET,
)
from tabletop_ai.imperial.game import ic_surge_order

IC_KEY = IC_STATE.key
#: the instructions that take the group's named target ({R1}) when they name none
NAMED_TARGET_TYPES = ("move_toward", "move_to_engage", "move_to_attack", "attack", "place")


@dataclass
class ICActivation:
    group: str
    index: int
    count: int
    instructions: list[Instruction]
    plan: Plan


def group_lists(group: Group, data: ImperialData | None = None) -> list[list[Instruction]]:
    """The instruction lists a group chooses from."""
    raw: list[list[dict[str, Any]]] | tuple[tuple[Any, ...], ...] | None = IC_LISTS.get(group)
    if not raw and data is not None:
        dep = data.deployments.get(DEPLOYMENT.value(group, group.id))
        if dep is not None:
            raw = [list(lst) for lst in dep.ic_lists]
    if raw:
        return [
            [Instruction(str(i["type"]), {k: v for k, v in i.items() if k != "type"}) for i in lst]
            for lst in raw
        ]
    return [list(group.instructions)]


def _state(board: Board, seed: int | None) -> dict[str, Any]:
    """A copy of the board's draw record (a new one when there is none); the caller stores
    it back with ``IC_STATE.set`` after the draw."""
    st = IC_STATE.get(board)
    if st is None:
        st = {"seed": 0 if seed is None else seed, "draws": 0, "log": []}
    elif seed is not None and not st.get("draws"):
        st["seed"] = seed
    return st


@dataclass(frozen=True)
class ICListResult:
    """A plan's result under a drawn Imperial Commander list: which list of how many, the
    group's bonus lines and the instructions as planned (named targets filled in)."""

    number: int
    of: int
    bonus: list[str]
    instructions: list[dict[str, JSONValue]]
    #: the surge order (IC: bonus first, then the deployment card's surges)
    surges: list[str]

    def to_json(self) -> dict[str, JSONValue]:
        return {
            "ic": {
                "list": self.number,
                "of": self.of,
                "bonus": list(self.bonus),
                "instructions": [dict(i) for i in self.instructions],
                "surges": list(self.surges),
            }
        }


def imperial_rules(board: Board) -> RuleSet:
    """The Imperial rule set a board names: the Automated Emperor's, else Imperial
    Commander's (IC lists are planned under either)."""
    if board.rules.preset in AutomatedEmperor.presets:
        return AutomatedEmperor(board)
    return ImperialCommander(board)


def activate_ic(
    board: Board,
    gid: str,
    data: ImperialData | None = None,
    seed: int | None = None,
    write: bool = False,
) -> ICActivation:
    """Choose one of the group's lists at random (IC: one instruction list per activation),
    apply its named target and reposition target, and plan it. The draw is recorded in
    ``board`` so the same file replays the same choices. With ``write`` the chosen list
    becomes the group's instructions (the window then re-plans it live); the lists stay."""
    group = board.group(gid)
    lists = group_lists(group, data)
    if write and not IC_LISTS.get(group):
        group = IC_LISTS.put(group, [[i.to_json() for i in lst] for lst in lists])
        board.put_group(group)
    st = _state(board, seed)
    rng = random.Random(f"{st['seed']}:{st['draws']}")
    st["draws"] = int(st["draws"]) + 1
    index = rng.randrange(len(lists)) if len(lists) > 1 else 0
    named = TARGET.get(group)
    point = REPOSITION_TARGET.get(group)
    chosen: list[Instruction] = []
    for ins in lists[index]:
        d = dict(ins.data)
        if named and not d.get("target") and ins.type in NAMED_TARGET_TYPES and not d.get("pick"):
            d["target"] = named  # {R1}: a card line with a criterion of its own names none
        if point and ins.type == "move_to_reposition" and not d.get("point"):
            d["point"] = point
        chosen.append(Instruction(ins.type, d))
    planning = board.copy() if not write else board
    planning.put_group(dataclasses.replace(planning.group(gid), instructions=chosen))
    plan = plan_group(planning, gid, imperial_rules(planning))
    bonus = BONUS.value(group, [])
    dep = data.deployments.get(DEPLOYMENT.value(group, group.id)) if data is not None else None
    surges = SURGES.value(group, list(dep.surges) if dep else [])
    plan.result = ICListResult(
        index + 1,
        len(lists),
        [str(b) for b in bonus],
        [i.to_json() for i in chosen],
        ic_surge_order(bonus, surges) if surges or bonus else [],
    )
    st.setdefault("log", []).append(
        {
            "group": gid,
            "list": index + 1,
            "of": len(lists),
            "text": f"{gid}: instruction list {index + 1} of {len(lists)}",
        }
    )
    board.extra = IC_STATE.with_value(board.extra, st)
    return ICActivation(gid, index, len(lists), chosen, plan)
