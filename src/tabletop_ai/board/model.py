"""The board model: plain dataclasses mirroring the board file, positions as ``Cell`` tuples.

Nothing here knows Qt or rules. Every record keeps the keys it does not know in ``extra`` so
that unknown fields survive a round trip (spec section 1 and 4).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import Any

from tabletop_ai.geometry import Cell, Edge, Grid, HexGrid, TurnedCell
from tabletop_ai.geometry.cells import edge

#: Legend of the ``rows`` strings (spec section 2).
TERRAIN_CHARS: dict[str, str] = {
    ".": "open",
    "#": "blocking",
    "~": "difficult",
    "x": "impassable",
    "^": "hazard",
    "-": "void",
    "t": "trap",
    "i": "icy",
}
CHAR_OF_KIND: dict[str, str] = {kind: ch for ch, kind in TERRAIN_CHARS.items()}
TERRAIN_KINDS: tuple[str, ...] = tuple(TERRAIN_CHARS.values())

SIDES = ("ai", "player")
ATTACK_TYPES = ("melee", "reach", "ranged")
COLOURS = ("blue", "yellow", "green", "red")


@dataclass(frozen=True)
class Figure:
    """A figure on the map (spec section 4). ``at`` is its top-left cell."""

    id: str
    side: str
    at: Cell
    name: str = ""
    group: str | None = None
    size: tuple[int, int] = (1, 1)
    speed: int = 4
    health: int = 1
    max_health: int = 1
    attack: str = "melee"
    accuracy: int = 0
    wounded: bool = False
    color: str | None = None
    keywords: list[str] = field(default_factory=list)
    unique: bool = False
    cost: int | None = None
    dice: int | None = None
    initiative: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """What a player calls this figure: its name, else its id."""
        return self.name or self.id

    @property
    def is_large(self) -> bool:
        return self.size != (1, 1)

    def cells(self, at: Cell | None = None) -> list[Cell]:
        """The cells the figure covers with its top-left cell at ``at`` (default: where it is);
        a :class:`~tabletop_ai.geometry.TurnedCell` covers its rotated footprint."""
        ax, ay = at if at is not None else self.at
        w, h = at.turned if isinstance(at, TurnedCell) else self.size
        if w == 1 and h == 1:  # the common case, asked for thousands of times per plan
            return [Cell(ax, ay)]
        return [Cell(ax + dx, ay + dy) for dy in range(h) for dx in range(w)]

    def has(self, keyword: str) -> bool:
        """True when the figure has ``keyword`` (case-insensitive)."""
        kw = keyword.lower()
        return any(k.lower() == kw for k in self.keywords)

    @property
    def healthy(self) -> bool:
        """A figure is healthy until ``wounded`` (spec 4: ``wounded: true`` marks a hero that is
        not healthy; spec 8 ranks healthy targets first)."""
        return not self.wounded


@dataclass(frozen=True)
class Instruction:
    """One behaviour step of a group: ``type`` plus its parameters as in the file (spec 5)."""

    type: str
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def mp(self) -> int | None:
        v = self.data.get("mp")
        return int(v) if v is not None else None

    @property
    def target(self) -> str | None:
        v = self.data.get("target")
        return str(v) if v else None

    @property
    def distance(self) -> int | None:
        v = self.data.get("distance")
        return int(v) if v is not None else None

    @property
    def point(self) -> str | None:
        v = self.data.get("point")
        return str(v) if v else None

    @property
    def action(self) -> bool:
        return bool(self.data.get("action", False))

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, **self.data}


@dataclass(frozen=True)
class Group:
    """An AI (or player) group: its figures in group order and its instruction list.
    ``name`` is what a player reads (optional, board-format.md "Groups"); ``id`` is what
    files and the command line use."""

    id: str
    figures: list[str] = field(default_factory=list)
    side: str = "ai"
    instructions: list[Instruction] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    name: str = ""


@dataclass(frozen=True)
class Door:
    """A door on the edge ``between``: a wall while closed, nothing while open."""

    between: Edge
    id: str = ""
    open: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class EdgeFeature:
    """Blocking or impassable terrain lying on one edge only."""

    between: Edge
    kind: str = "blocking"
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class MapPoint:
    """A named point: spawn, stronghold, outpost, reposition, location, objective, terminal."""

    kind: str
    at: Cell
    id: str = ""
    side: str | None = None
    active: bool | None = None
    bonuses: dict[str, int] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        """What a player calls this point: its ``name`` (a text; a point keeps any key, spec
        section 1, and a named point is worded by it), else its id, else its kind."""
        name = self.extra.get("name")
        return name if isinstance(name, str) and name.strip() else (self.id or self.kind)


@dataclass(frozen=True)
class Mission:
    """The ``mission`` object: a priority target and secondary targets, read by rule sets
    that order their targets by mission (spec 5)."""

    priority_target: str | None = None
    secondary_targets: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RuleOptions:
    """The ``rules`` object (spec section 6). ``None`` means "the preset's default"."""

    #: the rule set (game) the board names; None when its ``rules`` name none: the format's
    #: default (spec 6), which the rule-set registry chooses
    #: (:func:`tabletop_ai.rulesets.registry.preset_of`); written back only when named
    preset: str | None = None
    diagonals: str | None = None
    los: str | None = None
    los_graze: bool = True
    ranged_range: int | None = None
    tie: str | dict[str, str] = "report"
    extra: dict[str, Any] = field(default_factory=dict)
    #: keys present in the file, so a round trip writes back what was there
    present: set[str] = field(default_factory=set)

    @property
    def compass(self) -> str | None:
        """The compass direction ties break toward, or None for "report"."""
        if isinstance(self.tie, dict):
            return self.tie.get("compass")
        return None


@dataclass
class Board:
    """A whole board file: map, figures, groups, mission and rule options.

    The records in it are frozen values; the board is the document's value too (an edit
    makes a new board, :mod:`tabletop_ai.engine.ops`), but a planner or a game step works on
    a :meth:`copy` of its own and may change that copy's lists and fields."""

    grid: Grid
    name: str = ""
    terrain: dict[Cell, str] = field(default_factory=dict)
    walls: list[Edge] = field(default_factory=list)
    doors: list[Door] = field(default_factory=list)
    edges: list[EdgeFeature] = field(default_factory=list)
    points: list[MapPoint] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    mission: Mission = field(default_factory=Mission)
    rules: RuleOptions = field(default_factory=RuleOptions)
    extra: dict[str, Any] = field(default_factory=dict)

    # -- lookups ---------------------------------------------------------------------------
    def kind_at(self, cell: tuple[int, int]) -> str:
        """Terrain kind of a cell; cells off the map are ``void``."""
        if not self.grid.contains(cell):
            return "void"
        return self.terrain.get(Cell(*cell), "open")

    def figure(self, fid: str) -> Figure:
        """The figure with id ``fid``; KeyError if there is none."""
        for f in self.figures:
            if f.id == fid:
                return f
        raise KeyError(fid)

    def find_figure(self, fid: str | None) -> Figure | None:
        if fid is None:
            return None
        for f in self.figures:
            if f.id == fid:
                return f
        return None

    def group(self, gid: str) -> Group:
        """The group with id ``gid``; KeyError if there is none."""
        for g in self.groups:
            if g.id == gid:
                return g
        raise KeyError(gid)

    def find_group(self, gid: str | None) -> Group | None:
        for g in self.groups:
            if g.id == gid:
                return g
        return None

    def point(self, pid: str) -> MapPoint | None:
        for p in self.points:
            if p.id == pid:
                return p
        return None

    def figure_at(self, cell: tuple[int, int]) -> Figure | None:
        """The figure covering ``cell``, if any."""
        c = Cell(*cell)
        for f in self.figures:
            if c in f.cells():
                return f
        return None

    def group_figures(self, gid: str) -> list[Figure]:
        """The figures of a group in group order (ids that name no figure are left out)."""
        g = self.group(gid)
        by_id = {f.id: f for f in self.figures}
        return [by_id[i] for i in g.figures if i in by_id]

    def door(self, a: tuple[int, int], b: tuple[int, int]) -> Door | None:
        e = edge(a, b)
        for d in self.doors:
            if d.between == e:
                return d
        return None

    # -- defaults that depend on the grid --------------------------------------------------
    @property
    def diagonals(self) -> str:
        if self.rules.diagonals:
            return self.rules.diagonals
        return "none" if isinstance(self.grid, HexGrid) else "ia"

    @property
    def los_mode(self) -> str:
        if self.rules.los:
            return self.rules.los
        return "center-line" if isinstance(self.grid, HexGrid) else "corner-to-corner"

    def copy(self) -> Board:
        """A working copy: the board's own lists and mappings are new (and its ``extra``
        copied whole), so a planner or a game step may put records into them, take them out
        or replace them; the records themselves are frozen values and shared (a record
        changes by :func:`dataclasses.replace`, never in place)."""
        return dataclasses.replace(
            self,
            terrain=dict(self.terrain),
            walls=list(self.walls),
            doors=list(self.doors),
            edges=list(self.edges),
            points=list(self.points),
            figures=list(self.figures),
            groups=list(self.groups),
            # a game's state (JSON) is changed in place by its steps
            extra=copy.deepcopy(self.extra),
        )

    # -- new values ------------------------------------------------------------------------
    def with_figure(self, figure: Figure) -> Board:
        """This board with ``figure`` in place of the figure of its id."""
        return dataclasses.replace(
            self, figures=[figure if f.id == figure.id else f for f in self.figures]
        )

    def with_group(self, group: Group) -> Board:
        """This board with ``group`` in place of the group of its id."""
        return dataclasses.replace(
            self, groups=[group if g.id == group.id else g for g in self.groups]
        )

    def with_point(self, old: MapPoint, new: MapPoint) -> Board:
        """This board with ``new`` in place of the point ``old`` (the same object)."""
        return dataclasses.replace(self, points=[new if p is old else p for p in self.points])

    def with_door(self, old: Door, new: Door) -> Board:
        """This board with ``new`` in place of the door ``old`` (the same object)."""
        return dataclasses.replace(self, doors=[new if d is old else d for d in self.doors])

    def update_figure(self, fid: str, **changes: Any) -> Figure:
        """In a working copy (:meth:`copy`): figure ``fid`` with new field values (its cell,
        its health ...); the new record."""
        f = dataclasses.replace(self.figure(fid), **changes)
        self.put_figure(f)
        return f

    def update_group(self, gid: str, **changes: Any) -> Group:
        """In a working copy (:meth:`copy`): group ``gid`` with new field values; the new
        record."""
        g = dataclasses.replace(self.group(gid), **changes)
        self.put_group(g)
        return g

    def put_figure(self, figure: Figure) -> None:
        """In a working copy (:meth:`copy`): ``figure`` in place of the figure of its id."""
        for i, f in enumerate(self.figures):
            if f.id == figure.id:
                self.figures[i] = figure
                return
        raise KeyError(figure.id)

    def put_group(self, group: Group) -> None:
        """In a working copy (:meth:`copy`): ``group`` in place of the group of its id."""
        for i, g in enumerate(self.groups):
            if g.id == group.id:
                self.groups[i] = group
                return
        raise KeyError(group.id)

    def put_point(self, old: MapPoint, new: MapPoint) -> None:
        """In a working copy (:meth:`copy`): ``new`` in place of the point ``old``."""
        for i, p in enumerate(self.points):
            if p is old:
                self.points[i] = new
                return
        raise KeyError(old.id)

    def put_door(self, old: Door, new: Door) -> None:
        """In a working copy (:meth:`copy`): ``new`` in place of the door ``old``."""
        for i, d in enumerate(self.doors):
            if d is old:
                self.doors[i] = new
                return
        raise KeyError(old.id)

    def named(self, name: str, but: str | None = None) -> Figure | None:
        """The figure a player calls ``name`` (its label, case and spaces aside), other than
        figure ``but``; None when no other figure has that name. A plan's reasons name
        figures by their labels, so two figures of one name would make them ambiguous."""
        key = " ".join(name.split()).casefold()
        for f in self.figures:
            if f.id != but and " ".join(f.label.split()).casefold() == key:
                return f
        return None

    def new_id(self, stem: str) -> str:
        """An id starting with ``stem`` not used by any figure, group or point."""
        used = (
            {f.id for f in self.figures} | {g.id for g in self.groups} | {p.id for p in self.points}
        )
        n = 1
        while f"{stem}{n}" in used:
            n += 1
        return f"{stem}{n}"
