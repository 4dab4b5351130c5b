"""Retreat invariants on random small hex maps (armageddon-empires-retreat.md, rules-facts 3):
a retreat path never enters a hex an un-stealthed combat-capable enemy holds, never enters a
zone of control when that is forbidden, moves farther from the enemy at every step when that
is asked, spends at most its MP, ends on a highlighted legal hex; and a destroyed army really
had no legal neighbouring hex."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_ai import plan_group
from tabletop_ai.board import Board, board_from_json
from tabletop_ai.engine.topology import topology_for
from tabletop_ai.geometry import Cell
from tests.helpers import step_graph

LAYOUTS = [("pointy", "odd-r"), ("pointy", "even-r"), ("flat", "odd-q"), ("flat", "even-q")]


@st.composite
def retreat_boards(draw: st.DrawFn) -> Board:
    w, h = draw(st.integers(3, 6)), draw(st.integers(2, 5))
    orientation, offset = draw(st.sampled_from(LAYOUTS))
    rows = [
        "".join(draw(st.lists(st.sampled_from("....~#"), min_size=w, max_size=w))) for _ in range(h)
    ]
    free = [(x, y) for y in range(h) for x in range(w) if rows[y][x] in ".~"]
    n = draw(st.integers(1, min(len(free), 7))) if free else 0
    if n == 0:
        rows[0] = "." + rows[0][1:]
        free, n = [(0, 0)], 1
    cells = draw(st.lists(st.sampled_from(free), min_size=n, max_size=n, unique=True))
    figures: list[dict[str, Any]] = [
        {
            "id": "A",
            "side": "ai",
            "group": "g",
            "at": list(cells[0]),
            "units": [{"attack": 1}] * draw(st.integers(1, 3)),
        }
    ]
    for i, c in enumerate(cells[1:]):
        side = draw(st.sampled_from(["ai", "player", "player"]))
        f: dict[str, Any] = {
            "id": f"f{i}",
            "side": side,
            "at": list(c),
            "units": [{"attack": draw(st.integers(1, 5))}] * draw(st.integers(1, 3)),
        }
        if side == "player":
            f["stealthed"] = draw(st.booleans())
            f["combat_capable"] = draw(st.booleans())
        figures.append(f)
    points = (
        [
            {
                "id": "base",
                "kind": draw(st.sampled_from(["stronghold", "outpost", "supply"])),
                "side": "ai",
                "at": list(draw(st.sampled_from(free))),
            }
        ]
        if draw(st.booleans())
        else []
    )
    rules: dict[str, Any] = {
        "preset": "wargame-retreat",
        "diagonals": "none",
        "los": "center-line",
        "retreat_zoc": draw(st.sampled_from(["allowed", "forbidden"])),
        "retreat_each_step_farther": draw(st.booleans()),
        "retreat_stacking_limit": draw(st.sampled_from([None, 2, 4])),
        "retreat_prefer": draw(
            st.permutations(
                ["zoc-free", "toward-base", "toward-supply", "farther-from-enemy", "fewest-mp"]
            )
        ),
    }
    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {
                "type": "hex",
                "orientation": orientation,
                "offset": offset,
                "width": w,
                "height": h,
            },
            "rows": rows,
            "points": points,
            "figures": figures,
            "groups": [
                {
                    "id": "g",
                    "figures": ["A"],
                    "instructions": [{"type": "retreat", "mp": draw(st.integers(1, 3))}],
                }
            ],
            "rules": rules,
        },
        "random.board.json",
    )


def _units(f: Any) -> int:
    return len(f.extra.get("units") or [1])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(retreat_boards())
def test_retreats_are_legal(b: Board) -> None:
    plan = plan_group(b, "g")
    a = plan.figures[0].actions[0]
    me = b.figure("A")
    topo = topology_for(b)
    opts = b.rules.extra
    blockers = [
        f
        for f in b.figures
        if f.side == "player" and not f.extra["stealthed"] and f.extra["combat_capable"]
    ]
    held = {f.at for f in blockers}
    zoc = {n for f in blockers for n in topo.adjacent_cells(f.at)} - held
    dist = topo.distances_from(list(held)) if held else {}
    rejected = {tuple(r["at"]) for r in a.to_json()["retreat"]["rejected"]}
    if a.destroyed:
        for n in step_graph(topo, "normal")[me.at]:
            assert tuple(n) in rejected
        return
    assert a.path is not None and a.end is not None
    assert a.path[0] == me.at and a.path[-1] == a.end != me.at
    assert a.end in a.highlight and a.mp_spent is not None
    mp = b.group("g").instructions[0].mp or 1
    assert a.mp_spent <= mp
    cost = 0
    for u, v in zip(a.path, a.path[1:], strict=False):
        assert v in topo.adjacent_cells(u)
        assert v not in held
        step = 2 if b.kind_at(v) == "difficult" else 1
        # the first hex costs at most the retreat's MP: terrain never destroys a retreat
        cost += min(step, mp) if u == me.at else step
        if opts["retreat_zoc"] == "forbidden":
            assert v not in zoc
        if opts["retreat_each_step_farther"] and held:
            assert dist.get(Cell(*v), 10**6) > dist.get(Cell(*u), 10**6)
    assert cost == a.mp_spent
    other = b.figure_at(a.end)
    if other is not None and other.side == "ai":
        limit = opts["retreat_stacking_limit"]
        if limit is not None:  # no limit: any stack may form
            assert _units(me) + _units(other) <= limit
