"""The rule-set seam and the default rules: Imperial Assault with Imperial Commander's
instruction lists and target priority (``reference/imperial-commander-instructions.md``).

Subclasses override what their game changes: ``step_cost`` (terrain such as traps, hazards,
icy), ``attack_check`` (ranges and sight), ``target_order`` (priority chains),
``activation_order``, ``choose_cells`` (tie-breaks such as a compass) and ``handlers`` (their
own instruction types, e.g. ``ae_card`` or ``monster_action``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from tabletop_ai.board.errors import Problem
from tabletop_ai.board.model import Board, Figure, Group
from tabletop_ai.engine.priority import Criterion, Ranked, rank
from tabletop_ai.engine.sight import Sight
from tabletop_ai.geometry import Cell

if TYPE_CHECKING:
    from tabletop_ai.board.model import Instruction
    from tabletop_ai.engine.instructions import Activation
    from tabletop_ai.engine.plan import Action, Plan
    from tabletop_ai.engine.situation import Situation

    InstructionFn = Callable[[Activation, Instruction], Action | list[Action]]

FAR = 10**6


@dataclass
class Candidate:
    """A possible target in priority order, with the words that explain its place."""

    figure: Figure
    reason: str
    ties: list[str] = field(default_factory=list)


@dataclass
class AttackCheck:
    """Could the figure attack the target from a cell? With the numbers that decided it."""

    ok: bool
    distance: int | None
    los: bool
    sight: Sight | None = None
    why: str = ""


_REGISTRY: dict[str, type[RuleSet]] = {}


def register(*names: str) -> Callable[[type[RuleSet]], type[RuleSet]]:
    """Class decorator: make a rule set available under preset ``names``."""
    def deco(cls: type[RuleSet]) -> type[RuleSet]:
        for n in names:
            _REGISTRY[n] = cls
        return cls
    return deco


def ruleset_names() -> list[str]:
    """Every preset name a board may use."""
    _load_builtin()
    return sorted(_REGISTRY)


def _load_builtin() -> None:
    """Import every module of this package once: importing a rule set registers it, so a new
    game is one new module here and nothing else to edit."""
    import importlib
    import pkgutil

    import tabletop_ai.rulesets as pkg

    for info in pkgutil.iter_modules(pkg.__path__):
        importlib.import_module(f"{pkg.__name__}.{info.name}")


def ruleset_for(board: Board) -> RuleSet:
    """The rule set named by ``board.rules.preset`` (Imperial Commander when unknown)."""
    _load_builtin()
    cls = _REGISTRY.get(board.rules.preset, RuleSet)
    rs = cls(board)
    if board.rules.preset not in _REGISTRY:
        rs.warnings.append(f"rule set {board.rules.preset!r} is not known to this version; "
                           f"planning with {RuleSet.title}")
    return rs


class RuleSet:
    """Imperial Assault movement and sight with Imperial Commander's instructions."""

    name: ClassVar[str] = "imperial-assault"
    title: ClassVar[str] = "Imperial Assault (Imperial Commander instructions)"
    #: hostile figures are called this in reasons
    hero_word: ClassVar[str] = "hero"

    def __init__(self, board: Board) -> None:
        self.options = board.rules
        self.warnings: list[str] = []

    # -- movement --------------------------------------------------------------------------
    def step_cost(self, sit: Situation, fig: Figure, new_cells: Sequence[Cell],
                  through_hostile: bool = True) -> int | None:
        """MP to step onto ``new_cells`` (spec 7): 1, +1 difficult, +1 hostile figure; Massive
        pays neither extra and cannot enter a cell with another Massive figure. A large figure
        pays each extra once per step (the RRG's E-Web example). None: the step is illegal."""
        massive = fig.has("massive")
        difficult = hostile = False
        for c in new_cells:
            occ = sit.occupant(c)
            if occ is not None and occ != fig.id:
                other = sit.figure(occ)
                if sit.hostile(fig, other):
                    if not through_hostile:
                        return None
                    hostile = True
                if massive and other.has("massive"):
                    return None
            if sit.topo.kind(c) == "difficult":
                difficult = True
        if massive:
            return 1
        return 1 + difficult + hostile

    # -- attacking -------------------------------------------------------------------------
    def attack_range(self, fig: Figure) -> int | None:
        """Most counted spaces an attack reaches: melee 1 (adjacent), reach 2, ranged
        unlimited unless ``rules.ranged_range`` is set (then that plus accuracy)."""
        if fig.attack == "melee":
            return 1
        if fig.attack == "reach":
            return 2
        rr = self.options.ranged_range
        return None if rr is None else rr + fig.accuracy

    def attack_check(self, sit: Situation, fig: Figure, target: Figure,
                     at: Cell | None = None) -> AttackCheck:
        """IC "Imperial Figure Attacks": line of sight, and for melee adjacency (Reach: within
        two spaces); ranged attacks need only sight unless the rule set gives a maximum."""
        dist = sit.count(fig, target, at)
        if fig.attack == "melee":
            if not sit.adjacent(fig, target, at):
                return AttackCheck(False, dist, False, why="not adjacent")
            return AttackCheck(True, dist, True, sit.sight(fig, target, at), "adjacent")
        rng = self.attack_range(fig)
        if rng is not None and (dist is None or dist > rng):
            return AttackCheck(False, dist, False, why=f"more than {rng} spaces away")
        s = sit.sight(fig, target, at)
        if not s.clear:
            return AttackCheck(False, dist, False, s, "no line of sight")
        return AttackCheck(True, dist, True, s, "in line of sight")

    # -- targets ---------------------------------------------------------------------------
    def target_order(self, sit: Situation, fig: Figure, named: str | None = None
                     ) -> list[Candidate]:
        """IC "Target Priority": the named target first if healthy; then the closest healthy
        hero, the healthy one with least health left, the one with most health; then the
        wounded, closest first. Ties left after the chain are the players' choice."""
        hostiles = sit.hostiles_of(fig)
        dist = {h.id: sit.count(fig, h) for h in hostiles}

        def d(h: Figure) -> int:
            v = dist[h.id]
            return FAR if v is None else v

        chain: list[Criterion[Figure]] = [
            Criterion("named target", lambda h: 0 if (h.id == named and h.healthy) else 1),
            Criterion("healthy before wounded", lambda h: h.wounded),
            Criterion("closest", d),
            Criterion("least health left", lambda h: h.health if h.healthy else 0),
            Criterion("most health", lambda h: -h.max_health if h.healthy else 0),
        ]
        return [Candidate(r.item, self._explain(r, d(r.item), named),
                          [t.id for t in r.tied_with]) for r in rank(hostiles, chain)]

    def _explain(self, r: Ranked[Figure], dist: int, named: str | None) -> str:
        f = r.item
        if f.id == named and f.healthy:
            return f"{f.label} is the named target"
        state = "healthy" if f.healthy else "wounded"
        where = ("out of reach" if dist >= FAR else
                 f"{dist} space" + ("" if dist == 1 else "s"))
        base = f"{f.label} is the closest {state} {self.hero_word} ({where})"
        if r.decided_by == "least health left":
            base += f", with least health left ({f.health})"
        elif r.decided_by == "most health":
            base += f", with most health ({f.max_health})"
        return base

    def activation_order(self, sit: Situation, group: Group) -> tuple[list[Figure], str]:
        """Spec 9: the figure closest to its first target first, then group order."""
        figs = [sit.figure(fid) for fid in group.figures
                if sit.board.find_figure(fid) is not None and sit.figure(fid).health > 0]
        named = next((i.target for i in group.instructions if i.target), None)

        def key(item: tuple[int, Figure]) -> tuple[int, int]:
            idx, f = item
            order = self.target_order(sit, f, named)
            if not order:
                return (FAR, idx)
            d = sit.count(f, order[0].figure)
            return (FAR if d is None else d, idx)

        ranked = sorted(enumerate(figs), key=key)
        return [f for _i, f in ranked], "closest to its first target first, then group order"

    # -- ties ------------------------------------------------------------------------------
    def choose_cells(self, cells: Sequence[Cell]) -> tuple[Cell, list[Cell]]:
        """Break a tie between equally good end cells (spec 6 ``tie``).

        ``"report"``: take the first in reading order and report the rest as alternatives.
        ``{"compass": D}``: take the cell farthest toward edge D (N, E, S, W); cells still
        tied after that are reported."""
        order = sorted(cells, key=lambda c: (c[1], c[0]))
        compass = self.options.compass
        if compass:
            axis, sign = {"N": (1, 1), "S": (1, -1), "E": (0, -1), "W": (0, 1)}[compass]
            best = min(sign * c[axis] for c in order)
            order = [c for c in order if sign * c[axis] == best]
        return order[0], order[1:]

    # -- instructions ----------------------------------------------------------------------
    def handler(self, kind: str) -> InstructionFn | None:
        """The function that plans instruction type ``kind`` under this rule set."""
        from tabletop_ai.engine.instructions import HANDLERS
        return HANDLERS.get(kind)

    def activate(self, act: Activation, group: Group) -> None:
        """Plan one figure's activation: each instruction of the group in order."""
        from tabletop_ai.engine.instructions import run_instruction
        for ins in group.instructions:
            if act.destroyed:
                break
            run_instruction(act, ins)

    def board_problems(self, board: Board) -> list[Problem]:
        """Problems in the game data this rule set reads beyond the board-format contract
        (e.g. Battlecrest's ``battlecrest`` object), each with its place; ``tabletop-ai
        validate`` reports them. Default: none."""
        return []

    def finish_plan(self, sit: Situation, plan: Plan) -> None:
        """Add what the rule set decided for the whole group (e.g. Battlecrest's order card
        and numbered step list) to ``plan.extra``, after every figure activated. Default:
        nothing."""


@register("imperial-assault", "imperial-commander")
class ImperialCommander(RuleSet):
    """The default preset under its own names."""
