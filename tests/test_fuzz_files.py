"""Fuzzing in the test run: every bundled and example file, mutated as
``tools/fuzz.py`` mutates it, is either refused cleanly (one line, exit status 2) or accepted,
never another exception; and every accepted board plans without an exception, with a legal
plan. Bounded examples here (a few seconds); ``tools/fuzz.py --n 20000`` is the long run
(``docs/development.md``). More examples: ``TABLETOP_AI_FUZZ=2000 pytest tests/test_fuzz_files.py``.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop_ai.board import Board, BoardError, loads_board
from tabletop_ai.engine.situation import Situation
from tabletop_ai.rulesets.checks import check_rules
from tabletop_ai.rulesets.registry import plan_group, preset_of, ruleset_for
from tests.helpers import step_graph

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import fuzz  # noqa: E402  (tools/fuzz.py: the mutations and the trial)

EXAMPLES = int(os.environ.get("TABLETOP_AI_FUZZ", "20"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
BOARDS = fuzz.corpus("board")
TABLES = fuzz.corpus("table")


def test_the_corpus_is_every_bundled_and_example_file() -> None:
    names = {p.name for p in BOARDS} | {p.name for p in TABLES}
    assert {
        "outpost-raid.board.json",
        "river-fort.board.json",
        "battlecrest-duel.board.json",
        "frosthaven-ambush.board.json",
        "wargame-retreat.board.json",
        "destiny-scarif.table.json",
    } <= names
    assert len(BOARDS) >= 7


def _trial(kind: str, seed: int, tmp_path: Path) -> str:
    _name, raw = fuzz.make_trial(kind, BOARDS if kind == "board" else TABLES, seed, 0)
    try:
        return fuzz.run_one(kind, raw, tmp_path)
    except fuzz.Crash as exc:
        pytest.fail(f"{kind} trial with seed {seed}: {exc}")


@SETTINGS
@given(seed=st.integers(0, 10**9))
def test_mutated_boards_are_refused_cleanly_or_accepted(seed: int, tmp_path: Path) -> None:
    assert _trial("board", seed, tmp_path) in ("rejected", "accepted", "accepted (validate warns)")


@SETTINGS
@given(seed=st.integers(0, 10**9))
def test_mutated_tables_are_refused_cleanly_or_accepted(seed: int, tmp_path: Path) -> None:
    assert _trial("table", seed, tmp_path) in ("rejected", "accepted")


# -- any accepted board plans, and its plan is legal -------------------------------------------
#: presets whose moves follow the core's movement graph and step costs (the Gloomhaven family
#: flies, jumps and teleports by its own rules; checked there for ends on free hexes only)
CORE_MOVES = {"imperial-assault", "imperial-commander"}


def _adjacent(b: Board, u: tuple[int, int], v: tuple[int, int]) -> bool:
    if b.grid.shares_edge(u, v):  # type: ignore[arg-type]
        return True
    return b.diagonals == "ia" and max(abs(u[0] - v[0]), abs(u[1] - v[1])) == 1


def check_legal(b: Board) -> None:
    """Plan every group: no exception; each move starts where the figure stands, steps
    between adjacent cells, never through walls, blocking terrain or closed doors (the
    movement graph), spends at most the MP it was granted and never ends on a figure."""
    rs = ruleset_for(b)
    for g in b.groups:
        plan = plan_group(b, g.id)
        sit = Situation(b, rs)
        instructions = {i.type: i for i in g.instructions}
        for fp in plan.figures:
            for a in fp.actions:
                fig = sit.figure(fp.figure)  # as the moves replayed so far left it
                if a.path is None or a.skipped or not a.path:
                    continue
                assert a.path[0] == fig.at and a.path[-1] == a.end
                if preset_of(b.rules.preset) in CORE_MOVES:
                    graph = step_graph(sit.topo, sit.mobility(fig), fig.size, fig.at)
                    spent = 0
                    for u, v in itertools.pairwise(a.path):
                        assert _adjacent(b, u, v), f"{u}->{v}: not adjacent"
                        assert graph.has_edge(u, v), f"{u}->{v}: through a wall or door"
                        old = set(fig.cells(u))
                        cost = rs.step_cost(
                            sit, fig, [c for c in fig.cells(v) if c not in old], a.type != "retreat"
                        )
                        assert cost is not None, f"{u}->{v} may not be entered"
                        spent += cost
                    if a.mp_spent is not None:  # an action that moved says what it spent
                        assert spent == a.mp_spent
                    ins = instructions.get(a.type)
                    granted = (
                        ins.mp
                        if ins is not None and ins.mp is not None
                        else (1 if a.type == "retreat" else fig.speed)
                    )
                    assert spent <= granted, f"{fig.id} spent {spent} MP of {granted}"
                if a.end is not None and a.end != fig.at and not fp.destroyed:
                    assert b.grid.contains(a.end)
                    assert sit.free_for(fig, a.end), f"{fig.id} ends on a figure at {a.end}"
                    sit.move_figure(fig.id, a.end)
            if fp.destroyed:
                sit.remove_figure(fp.figure)


@SETTINGS
@given(seed=st.integers(0, 10**9))
def test_any_accepted_board_plans_legally(seed: int) -> None:
    """Small mutations (moved figures, changed speeds and MP, walls) of the bundled boards:
    when the loader accepts the result, its plan is legal."""
    rng = random.Random(seed)
    src = rng.choice(BOARDS)
    data = json.loads(src.read_text("utf-8"))
    figs = data.get("figures", [])
    w, h = data["grid"]["width"], data["grid"]["height"]
    for f in rng.sample(figs, k=min(len(figs), rng.randrange(1, 4))):
        f["at"] = [rng.randrange(w), rng.randrange(h)]
        f["speed"] = rng.randrange(0, 9)
    for grp in data.get("groups", []):
        for ins in grp.get("instructions", []):
            if "mp" in ins or rng.random() < 0.2:
                ins["mp"] = rng.randrange(0, 7)
    x, y = rng.randrange(w - 1), rng.randrange(h)
    data.setdefault("walls", []).append([[x, y], [x + 1, y]])
    try:
        board = check_rules(loads_board(json.dumps(data), src.name), src.name)
    except BoardError:
        return  # refused cleanly: nothing to plan
    check_legal(board)


def test_every_bundled_board_plans_legally() -> None:
    for p in BOARDS:
        try:
            board = check_rules(loads_board(p.read_text("utf-8"), p.name), p.name)
        except BoardError:
            continue  # an example of a bad file (tests/data) is refused, as it should be
        check_legal(board)
