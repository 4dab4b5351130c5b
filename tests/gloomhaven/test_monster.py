"""Monster focus, movement and attacks on small boards (Gloomhaven rulebook, monster turn).

Expected answers are worked out by hand from the rules; the hex neighbours of ``even-q`` are
described in :mod:`tests.gloomhaven.boards`.
"""

from __future__ import annotations

import json

import pytest

from tabletop_ai import plan_group
from tabletop_ai.board import Board
from tabletop_ai.board.errors import BoardError
from tabletop_ai.geometry import Cell
from tabletop_ai.rulesets import ruleset_names
from tests.gloomhaven.boards import answers, attacked, hex_board, monster_plan, move_of
from tests.helpers import ascii_board

OPEN = [".M...", ".....", ".....", ".....", "..a.."]


def test_presets_are_registered() -> None:
    assert {"gloomhaven", "frosthaven", "jaws-of-the-lion"} <= set(ruleset_names())


def test_moves_along_the_shortest_path_toward_its_focus() -> None:
    # M [1,0]; a [2,4]; the only hex next to a within 3 is [2,3]... M needs 3 to get
    # there, so with move 2 it stops on [1,2]/[2,2]: both are 1 hex from an attack hex
    board = hex_board(["..M..", ".....", ".....", ".....", "..a.."])
    fp = monster_plan(board)
    mv = move_of(fp)
    assert fp.end == (2, 2)
    assert mv.path == [(2, 0), (2, 1), (2, 2)]
    assert mv.mp_spent == 2
    assert answers(fp) == {((2, 2), frozenset())}
    assert "focus a" in mv.reason and "cannot reach an attack hex" in mv.reason
    skipped = [a for a in fp.actions if a.type == "attack"]
    assert skipped and skipped[0].skipped


def test_attacks_when_it_can_reach_and_reports_every_tied_hex() -> None:
    # a at [2,2] from M at [2,0]: [2,1] is adjacent to a at 1 move; nothing else is as near
    board = hex_board(["..M..", ".....", "..a..", "....."])
    fp = monster_plan(board)
    assert fp.end == (2, 1)
    assert attacked(fp) == ["a"]
    assert answers(fp) == {((2, 1), frozenset({"a"}))}


def test_avoids_a_trap_when_another_way_exists() -> None:
    # straight down column 1 crosses the trap at [1,2] (3 moves to [1,3]); every trap-free
    # way to a hex next to a takes 4 moves, and there are three such hexes
    plain = hex_board([".M.", "...", "...", "...", ".a."], {"move": 4})
    trapped = hex_board([".M.", "...", ".t.", "...", ".a."], {"move": 4})
    assert answers(monster_plan(plain)) == {((1, 3), frozenset({"a"}))}
    assert answers(monster_plan(trapped)) == {
        ((0, 3), frozenset({"a"})),
        ((1, 3), frozenset({"a"})),
        ((2, 3), frozenset({"a"})),
    }
    assert (1, 2) not in move_of(monster_plan(trapped)).path


def test_walks_through_a_trap_when_it_must() -> None:
    board = hex_board(["-M-", "-.-", "-t-", "-.-", "-a-"], {"move": 4})
    fp = monster_plan(board)
    assert fp.end == (1, 3)
    assert move_of(fp).path == [(1, 0), (1, 1), (1, 2), (1, 3)]
    assert attacked(fp) == ["a"]


@pytest.mark.parametrize(
    ("extra", "end", "attacks"),
    [
        ({}, (1, 1), False),  # difficult terrain costs 2
        ({"flying": True}, (1, 2), True),  # flying ignores it
        ({"jumping": True}, (1, 2), True),  # so does jumping over it
    ],
)
def test_difficult_terrain(extra: dict[str, bool], end: tuple[int, int], attacks: bool) -> None:
    board = hex_board(["-M-", "-~-", "-.-", "-a-"], {"move": 2, **extra})
    fp = monster_plan(board)
    assert fp.end == end
    assert bool(attacked(fp)) == attacks


@pytest.mark.parametrize(
    ("preset", "attacks"), [("gloomhaven", False), ("frosthaven", True), ("jaws-of-the-lion", True)]
)
def test_jump_ending_on_difficult_terrain(preset: str, attacks: bool) -> None:
    # Gloomhaven charges the last hex of a jump for difficult terrain (3 > move 2); the
    # obstacles keep it in the column without hiding anything (a one-hex corridor between
    # wall hexes would: every corner there touches a wall)
    board = hex_board(["xMx", "x.x", "x~x", "xax"], {"move": 2, "jumping": True}, preset)
    fp = monster_plan(board)
    assert bool(attacked(fp)) == attacks


@pytest.mark.parametrize(
    ("preset", "target"), [("gloomhaven", "a"), ("frosthaven", "a"), ("jaws-of-the-lion", "b")]
)
def test_focus_ties_proximity_then_initiative(preset: str, target: str) -> None:
    # both can be shot without moving; a is nearer (2 hexes) but b acts first (10 vs 90);
    # Jaws of the Lion ignores proximity. Figures do not block sight.
    board = hex_board(
        [".M.", "...", ".a.", ".b.", "..."],
        {"move": 2, "range": 3},
        preset,
        figures={"a": {"initiative": 90}, "b": {"initiative": 10}},
    )
    fp = monster_plan(board)
    assert fp.end == (1, 0)
    assert attacked(fp) == [target]


def test_ranged_monster_steps_out_of_disadvantage() -> None:
    board = hex_board(["...", ".M.", ".a.", "...", "..."], {"move": 2, "range": 2})
    fp = monster_plan(board)
    assert answers(fp) == {
        ((0, 0), frozenset({"a"})),
        ((1, 0), frozenset({"a"})),
        ((2, 0), frozenset({"a"})),
    }
    assert fp.end == (0, 0) and move_of(fp).alternatives == [(1, 0), (2, 0)]


def test_muddled_monster_does_not_bother() -> None:
    board = hex_board(["...", ".M.", ".a.", "...", "..."], {"move": 2, "range": 2, "muddled": True})
    assert answers(monster_plan(board)) == {((1, 1), frozenset({"a"}))}


def test_extra_target_draws_it_to_a_hex_next_to_both() -> None:
    # a is the focus (an attack hex 1 move away); [2,1] touches a and b and is 2 moves away
    rows = [".M..", "....", ".ab.", "...."]
    one = monster_plan(hex_board(rows, {"move": 2}))
    two = monster_plan(hex_board(rows, {"move": 2, "targets": 2}))
    assert answers(one) == {((1, 1), frozenset({"a"}))}
    assert answers(two) == {((2, 1), frozenset({"a", "b"}))}
    assert sorted(attacked(two)) == ["a", "b"]


def test_icy_terrain_slides() -> None:
    board = hex_board(["-M-", "-i-", "-i-", "-.-", "-a-"], {"move": 1})
    fp = monster_plan(board)
    assert fp.end == (1, 3)
    assert move_of(fp).path == [(1, 0), (1, 1), (1, 2), (1, 3)]
    assert attacked(fp) == ["a"]
    flying = monster_plan(
        hex_board(["-M-", "-i-", "-i-", "-.-", "-a-"], {"move": 1, "flying": True})
    )
    assert flying.end == (1, 1)


def test_no_focus_no_move() -> None:
    board = hex_board(["-M-", "---", "-a-"], {"move": 3})
    fp = monster_plan(board)
    assert fp.end == (1, 0)
    assert "no focus" in move_of(fp).reason
    assert not attacked(fp)


def test_move_without_attack_moves_as_if_to_melee() -> None:
    board = hex_board(["..M..", ".....", "..a.."], {"move": 3, "targets": 0})
    fp = monster_plan(board)
    assert fp.end == (2, 1)
    assert [a.type for a in fp.actions] == ["move"]


def test_bad_rule_option_is_named() -> None:
    # named when the board is read (validation runs the rule set's checks), and by the plan
    with pytest.raises(BoardError, match=r"rules\.gh_los"):
        board = hex_board(OPEN, gh_los="sometimes")
        plan_group(board, "monsters")


def test_rule_option_overrides_the_preset() -> None:
    # the Gloomhaven jump rule switched off on a Gloomhaven board
    board = hex_board(
        ["xMx", "x.x", "x~x", "xax"],
        {"move": 2, "jumping": True},
        "gloomhaven",
        gh_jump_difficult=False,
    )
    assert attacked(monster_plan(board)) == ["a"]


def test_plan_json_keeps_the_options() -> None:
    board = hex_board(["...", ".M.", ".a.", "...", "..."], {"move": 2, "range": 2})
    out = plan_group(board, "monsters").to_json()
    move = out["figures"][0]["actions"][0]
    assert move["type"] == "move" and len(move["options"]) == 3
    assert {tuple(o["end"]) for o in move["options"]} == {(0, 0), (1, 0), (2, 0)}
    assert out["rule_set"] == "frosthaven"


def _pair_board(elite: bool) -> Board:
    return ascii_board(
        ["..M.N", ".....", "..a..", "....."],
        figures={"a": {"initiative": 40}, "N": {"keywords": ["elite"] if elite else []}},
        groups=[
            {
                "id": "monsters",
                "figures": ["M", "N"],
                "instructions": [{"type": "monster_action", "move": 2, "range": 0, "targets": 1}],
            }
        ],
        grid={"type": "hex", "orientation": "flat", "offset": "even-q", "width": 5, "height": 4},
        rules={"preset": "gloomhaven"},
    )


def test_each_monster_plans_on_the_board_the_previous_one_left() -> None:
    # M takes [2,1], the only hex next to a it reaches in 1; N then finds [3,2] (2 moves)
    plan = plan_group(_pair_board(elite=False), "monsters")
    assert [fp.figure for fp in plan.figures] == ["M", "N"]
    assert [fp.end for fp in plan.figures] == [(2, 1), (3, 2)]
    assert all(attacked(fp) == ["a"] for fp in plan.figures)


def test_elite_monsters_act_first() -> None:
    # elite N goes first: [2,1] and [3,2] are both 2 moves away, so it takes one and the
    # other is its alternative; M then ties between [1,2] and [3,2] (or what N left)
    plan = plan_group(_pair_board(elite=True), "monsters")
    assert [fp.figure for fp in plan.figures] == ["N", "M"]
    n, m = plan.figures
    assert n.end == (2, 1) and move_of(n).alternatives == [(3, 2)]
    assert m.end == (1, 2) and move_of(m).alternatives == [(3, 2)]


def test_attack_check_uses_gloomhaven_range_and_sight() -> None:
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    board = hex_board(
        ["..M..", "..-..", "..a..", "....."],
        preset="gloomhaven",
        figures={"M": {"attack": "ranged"}},
    )
    rs = ruleset_for(board)
    sit = Situation(board, rs)
    m, a = sit.figure("M"), sit.figure("a")
    blocked = rs.attack_check(sit, m, a)
    assert not blocked.ok and blocked.why == "no line of sight"
    beside = rs.attack_check(sit, m, a, at=Cell(1, 1))
    assert beside.ok and beside.distance == 2 and beside.sight is not None
    melee = rs.attack_check(sit, sit.figure("a"), m)
    assert not melee.ok and melee.why == "out of range"


def test_sample_map_plans_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    from tabletop_ai.cli import main
    from tests.conftest import MAPS

    path = str(MAPS / "frosthaven-ambush.board.json")
    assert main(["plan", path, "-g", "bandit-guards"]) == 0
    out = capsys.readouterr().out
    # the elite guard slides over the ice into the hex next to the Brute
    assert "Guard 1: move 2 to [9,4]" in out and "sliding on icy terrain" in out
    assert main(["plan", path, "-g", "bandit-archers", "--json"]) == 0
    plan = json.loads(capsys.readouterr().out)
    assert [f["figure"] for f in plan["figures"]] == ["archer2", "archer1"]  # elite first
    first = plan["figures"][0]["actions"]
    assert {a["target"] for a in first if a["type"] == "attack"} == {"brute", "tinker"}


def test_square_maps_are_refused_with_a_message() -> None:
    # refused when the board is read (validation runs the rule set's checks)
    with pytest.raises(BoardError, match="needs a hex map"):
        square = ascii_board(
            ["M..a"],
            groups=[
                {"id": "monsters", "figures": ["M"], "instructions": [{"type": "monster_action"}]}
            ],
            rules={"preset": "gloomhaven"},
        )
        plan_group(square, "monsters")


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "(1 hex)", "(2 hexes)"),
        ("uk", "(1 гекс)", "(2 гекси)"),
    ],
)
def test_the_nearest_characters_distance_in_the_plural_form_of_its_number(
    lang: str, one: str, two: str
) -> None:
    """The generic instructions' target order says how far each character is in the form
    its number takes ("1 hex", not "1 hexes")."""
    from tabletop_ai import i18n
    from tabletop_ai.engine.situation import Situation
    from tabletop_ai.rulesets import ruleset_for

    board = hex_board(["..M..", "..a..", "..b..", "....."], preset="gloomhaven")
    rs = ruleset_for(board)
    sit = Situation(board, rs)
    order = rs.target_order(sit, sit.figure("M"))
    i18n.install(lang)
    try:
        why = [str(c.reason) for c in order]
    finally:
        i18n.install("en")
    assert one in why[0] and two not in why[0], why
    assert two in why[1], why
