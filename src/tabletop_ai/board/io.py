"""Reading and writing board files: JSON in, read into the model (every value checked as the
contract's JSON Schema checks it), semantic check; atomic save.

No pickle, no eval: a board file is a versioned JSON record (``format``/``version``).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Sized
from pathlib import Path
from typing import Any, TypeVar, cast

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.limits import (
    MAX_GRID,
    MAX_INNER_LIST,
    MAX_NUMBER,
    MAX_TEXT,
    count_problems,
    long_list,
    too_many_entries,
)
from tabletop_ai.board.model import (
    ATTACK_TYPES,
    CHAR_OF_KIND,
    COLOURS,
    SIDES,
    TERRAIN_CHARS,
    TERRAIN_KINDS,
    Board,
    Door,
    EdgeFeature,
    Figure,
    Group,
    Instruction,
    MapPoint,
    Mission,
    RuleOptions,
)
from tabletop_ai.board.reader import parse_json, read_text
from tabletop_ai.board.validate import board_problems
from tabletop_ai.geometry import Cell, Grid, make_grid
from tabletop_ai.geometry.cells import Edge
from tabletop_ai.i18n import msg

FORMAT = "tabletop-ai/board"
VERSION = 1

_TOP_KEYS = {
    "format",
    "version",
    "name",
    "grid",
    "rows",
    "terrain",
    "walls",
    "doors",
    "edges",
    "points",
    "figures",
    "groups",
    "mission",
    "rules",
}
_FIGURE_KEYS = {
    "id",
    "name",
    "side",
    "group",
    "at",
    "size",
    "speed",
    "health",
    "max_health",
    "attack",
    "accuracy",
    "wounded",
    "color",
    "keywords",
    "unique",
    "cost",
    "dice",
    "initiative",
}
_RULE_KEYS = {"preset", "diagonals", "los", "los_graze", "ranged_range", "tie"}


#: a map row's characters (spec 3), as the contract's schema writes them
ROW_PATTERN = "^[.#~x^\\-ti]*$"
#: the grid's layout names (spec 2)
ORIENTATIONS = ("pointy", "flat")
OFFSETS = ("odd-r", "even-r", "odd-q", "even-q")
#: the kinds of an ``edges`` entry, a ``rules`` choice each (spec 4, 6)
EDGE_KINDS = ("blocking", "impassable")
DIAGONAL_RULES = ("ia", "none")
SIGHT_RULES = ("corner-to-corner", "center-line")
COMPASS = ("N", "E", "S", "W")
#: the longest row, the most rows, keywords and bonuses the contract allows
MAX_KEYWORDS = 100
MAX_BONUSES = 100

_Path = tuple[str | int, ...]
_T = TypeVar("_T")
#: a message longer than this is cut (a value quoted whole could fill the screen)
_LONGEST_MESSAGE = 160
_ROW_CHARS = frozenset(TERRAIN_CHARS)


def _json_path(parts: _Path) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def wrong_version(version: Any) -> str:
    """The problem of a board or table file of another format version."""
    return msg("is {version!r}; this version of Tabletop AI reads version 1", version=version)


def row_too_wide(length: int, width: int) -> str:
    """The problem of a map row longer or shorter than the grid is wide."""
    return msg("has {length:,} characters; the grid is {width} wide", length=length, width=width)


def _is_integer(v: Any) -> bool:
    """JSON Schema's "integer": a whole number, written ``2`` or ``2.0``; never true/false."""
    if isinstance(v, bool):
        return False
    return isinstance(v, int) or (isinstance(v, float) and v.is_integer())


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


_IS_TYPE: dict[str, Callable[[Any], bool]] = {
    "integer": _is_integer,
    "string": lambda v: isinstance(v, str),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}


class _Reader:
    """One pass over a board file's parsed JSON into the typed model: every value is checked
    as the contract's JSON Schema (``data/board.schema.json``) checks it, *before* it is
    converted or used, and each one that does not fit is a problem named by its JSON path,
    in the schema's words (``figures[0].speed 'x' is not of type 'integer'``). The reader
    goes on past a problem, so one pass finds them all. Keys the contract does not name are
    kept as written (spec 1). ``tests/board/test_schema_agreement.py`` holds the reader and
    the schema to the same answers."""

    def __init__(self) -> None:
        self._found: list[tuple[_Path, Problem]] = []

    def problems(self) -> list[Problem]:
        """The problems in the order of their places in the file's tree."""
        return [p for _, p in sorted(self._found, key=lambda f: f[0])]

    def bad(self, path: _Path, message: str) -> None:
        if len(message) > _LONGEST_MESSAGE:
            message = message[: _LONGEST_MESSAGE - 3] + "..."
        self._found.append((path, Problem(_json_path(path), message)))

    def mark(self) -> int:
        """How many problems so far: a record read with none new is sound."""
        return len(self._found)

    def long(self, v: Any, path: _Path) -> bool:
        """Whether ``v`` is a list longer than :data:`MAX_INNER_LIST` (a problem: it is not
        read; the top-level collections have their own limits, :func:`count_problems`)."""
        if isinstance(v, list) and len(v) > MAX_INNER_LIST:
            self.bad(path, too_many_entries(len(v), MAX_INNER_LIST))
            return True
        return False

    def rest(self, d: dict[str, Any], known: set[str], path: _Path) -> dict[str, Any]:
        """The keys of ``d`` the contract does not name, kept as written (spec 1), with no
        list in them longer than :data:`MAX_INNER_LIST`."""
        out = {k: v for k, v in d.items() if k not in known}
        for k, v in out.items():
            if path and isinstance(v, (list, dict)):
                found = long_list(v, _json_path((*path, k)))
                if found is not None:
                    self._found.append(((*path, k), found))
        return out

    # -- one value ---------------------------------------------------------------------------
    def typed(self, v: Any, path: _Path, *types: str) -> bool:
        for t in types:
            if _IS_TYPE[t](v):
                return True
        if len(types) == 1:
            self.bad(path, msg("{value!r} is not of type {type!r}", value=v, type=types[0]))
        else:
            names = ", ".join(repr(t) for t in types)
            self.bad(path, msg("{value!r} is not of type {types}", value=v, types=names))
        return False

    def in_range(self, v: Any, path: _Path, lo: int, hi: int) -> bool:
        if _is_number(v) and v < lo:
            self.bad(
                path, msg("{value!r} is less than the minimum of {limit!r}", value=v, limit=lo)
            )
            return False
        if _is_number(v) and v > hi:
            self.bad(
                path, msg("{value!r} is greater than the maximum of {limit!r}", value=v, limit=hi)
            )
            return False
        return True

    def integer(self, v: Any, path: _Path, lo: int, hi: int) -> int | None:
        if type(v) is int and lo <= v <= hi:
            return v
        ok = self.typed(v, path, "integer")
        ok = self.in_range(v, path, lo, hi) and ok
        return int(v) if ok else None

    def size(self, v: Any, path: _Path) -> int | None:
        """A grid's or a figure's width or height: 1 to :data:`MAX_GRID`."""
        return self.integer(v, path, 1, MAX_GRID)

    def count(self, v: Any, path: _Path) -> int | None:
        """Speed, health, MP, distances: 0 to :data:`MAX_NUMBER`."""
        return self.integer(v, path, 0, MAX_NUMBER)

    def number(self, v: Any, path: _Path) -> int | None:
        """Coordinates, costs, bonuses: a whole number within +-:data:`MAX_NUMBER`."""
        return self.integer(v, path, -MAX_NUMBER, MAX_NUMBER)

    def length(self, v: Sized, path: _Path, least: int, most: int) -> bool:
        """``v`` (a string or a list) holds ``least`` to ``most`` characters or entries."""
        if len(v) < least:
            if least == 1:
                self.bad(path, msg("{value!r} should be non-empty", value=v))
            else:
                self.bad(path, msg("{value!r} is too short", value=v))
            return False
        if len(v) > most:
            self.bad(path, msg("{value!r} is too long", value=v))
            return False
        return True

    def text(self, v: Any, path: _Path, least: int = 0, most: int = MAX_TEXT) -> str | None:
        if not self.typed(v, path, "string"):
            return None
        return v if self.length(v, path, least, most) else None

    def ident(self, v: Any, path: _Path) -> str | None:
        """An id: a string of 1 to :data:`MAX_TEXT` characters."""
        return self.text(v, path, least=1)

    def text_or_null(self, v: Any, path: _Path) -> str | None:
        if not self.typed(v, path, "string", "null"):
            return None
        return v if v is None or self.length(v, path, 0, MAX_TEXT) else None

    def flag(self, v: Any, path: _Path) -> bool | None:
        return v if self.typed(v, path, "boolean") else None

    def choice(self, v: Any, path: _Path, choices: tuple[str, ...]) -> str | None:
        if isinstance(v, str) and v in choices:
            return v
        self.bad(path, msg("{value!r} is not one of {allowed!r}", value=v, allowed=list(choices)))
        return None

    def side(self, v: Any, path: _Path) -> str | None:
        return self.choice(v, path, SIDES)

    def colour(self, v: Any, path: _Path) -> str | None:
        return self.choice(v, path, COLOURS)

    def two(
        self, v: Any, path: _Path, read: Callable[[Any, _Path], int | None]
    ) -> tuple[int, int] | None:
        """A list of exactly two numbers, each read by ``read``."""
        if self.long(v, path) or not self.typed(v, path, "array"):
            return None
        if len(v) != 2:
            for i, x in enumerate(v[:2]):
                read(x, (*path, i))
            self.length(v, path, 2, 2)
            return None
        a, b = read(v[0], (*path, 0)), read(v[1], (*path, 1))
        return None if a is None or b is None else (a, b)

    def cell(self, v: Any, path: _Path) -> Cell | None:
        if type(v) is list and len(v) == 2:  # two whole numbers in range: read at once
            x, y = v
            if (
                type(x) is int
                and type(y) is int
                and -MAX_NUMBER <= min(x, y) <= max(x, y) <= MAX_NUMBER
            ):
                return Cell(x, y)
        xy = self.two(v, path, self.number)
        return None if xy is None else Cell(*xy)

    def pair(self, v: Any, path: _Path) -> Edge | None:
        """Two cells (a wall, a door): the edge between them, smaller cell first."""
        if not self.typed(v, path, "array"):
            return None
        if len(v) != 2:
            for i, c in enumerate(v):
                self.cell(c, (*path, i))
            self.length(v, path, 2, 2)
            return None
        a, b = self.cell(v[0], (*path, 0)), self.cell(v[1], (*path, 1))
        if a is None or b is None:
            return None
        return Edge(a, b) if a <= b else Edge(b, a)

    # -- records -----------------------------------------------------------------------------
    def obj(self, v: Any, path: _Path, required: tuple[str, ...] = ()) -> dict[str, Any] | None:
        """``v`` as an object holding every key of ``required`` (each one missing is a
        problem named at the object; the object is still read)."""
        if not self.typed(v, path, "object"):
            return None
        where = _json_path(path) or msg("(top level)")
        for name in required:
            if name not in v:
                self._found.append((path, Problem(where, msg("{name!r} is missing", name=name))))
        return cast(dict[str, Any], v)

    def field(
        self,
        d: dict[str, Any],
        key: str,
        path: _Path,
        read: Callable[[Any, _Path], _T | None],
        default: _T | None = None,
    ) -> _T | None:
        """``d[key]`` read by ``read``; ``default`` when it is absent."""
        if key not in d:
            return default
        at = (*path, key)
        return None if self.long(d[key], at) else read(d[key], at)

    def items(
        self,
        v: Any,
        path: _Path,
        read: Callable[[Any, _Path], _T | None],
        most: int | None = None,
    ) -> list[_T] | None:
        """The entries of the list ``v`` that read soundly (None when ``v`` is no list)."""
        if not self.typed(v, path, "array"):
            return None
        if most is not None:
            self.length(v, path, 0, most)
        out = []
        for i, x in enumerate(v):
            at = (*path, i)
            got = None if self.long(x, at) else read(x, at)
            if got is not None:
                out.append(got)
        return out

    def each(
        self,
        d: dict[str, Any],
        key: str,
        path: _Path,
        read: Callable[[Any, _Path], _T | None],
    ) -> list[_T]:
        """The entries of the list ``d[key]`` that read soundly (none when it is absent)."""
        got = self.items(d[key], (*path, key), read) if key in d else None
        return got or []

    def grid(self, v: Any, path: _Path) -> Grid | None:
        """Spec 2: a square grid, or a hex grid with its orientation and offset layout. A
        grid of neither type is one problem; one of a type, every problem of that type's form."""
        kind = v.get("type") if isinstance(v, dict) else None
        if kind == "square":
            required: tuple[str, ...] = ("type", "width", "height")
        elif kind == "hex":
            required = ("type", "orientation", "offset", "width", "height")
        else:
            self.bad(path, msg("is not any of the allowed forms"))
            return None
        start = self.mark()
        g = self.obj(v, path, required)
        assert g is not None
        if kind == "hex":
            self.field(g, "orientation", path, lambda x, p: self.choice(x, p, ORIENTATIONS))
            self.field(g, "offset", path, lambda x, p: self.choice(x, p, OFFSETS))
        self.field(g, "width", path, self.size)
        self.field(g, "height", path, self.size)
        self.rest(g, {"type", "orientation", "offset", "width", "height"}, path)
        return make_grid(g) if self.mark() == start else None

    def rows(self, v: Any, path: _Path) -> list[str] | None:
        """Spec 3: the map as strings of map characters, one a row."""
        if not self.typed(v, path, "array"):
            return None
        start = self.mark()
        self.length(v, path, 0, MAX_GRID)
        for y, row in enumerate(v):
            text = self.text(row, (*path, y), most=MAX_GRID)
            if text is not None and not _ROW_CHARS.issuperset(text):
                self.bad(
                    (*path, y),
                    msg("{value!r} does not match {pattern!r}", value=text, pattern=ROW_PATTERN),
                )
        return cast(list[str], v) if self.mark() == start else None

    def terrain(self, v: Any, path: _Path) -> tuple[_Path, Cell, str] | None:
        t = self.obj(v, path, ("at", "kind"))
        if t is None:
            return None
        start = self.mark()
        at = self.field(t, "at", path, self.cell)
        kind = self.field(t, "kind", path, lambda x, p: self.choice(x, p, TERRAIN_KINDS))
        if self.mark() != start or at is None or kind is None:
            return None
        return path, at, kind

    def door(self, v: Any, path: _Path) -> Door | None:
        d = self.obj(v, path, ("between",))
        if d is None:
            return None
        start = self.mark()
        id_ = self.field(d, "id", path, self.text, "")
        between = self.field(d, "between", path, self.pair)
        is_open = self.field(d, "open", path, self.flag, False)
        if self.mark() != start or between is None:
            return None
        return Door(
            between=between,
            id=id_ or "",
            open=bool(is_open),
            extra=self.rest(d, {"id", "between", "open"}, path),
        )

    def edge_feature(self, v: Any, path: _Path) -> EdgeFeature | None:
        e = self.obj(v, path, ("between", "kind"))
        if e is None:
            return None
        start = self.mark()
        between = self.field(e, "between", path, self.pair)
        kind = self.field(e, "kind", path, lambda x, p: self.choice(x, p, EDGE_KINDS))
        if self.mark() != start or between is None or kind is None:
            return None
        return EdgeFeature(
            between=between, kind=kind, extra=self.rest(e, {"between", "kind"}, path)
        )

    def bonuses(self, v: Any, path: _Path) -> dict[str, int] | None:
        b = self.obj(v, path)
        if b is None:
            return None
        start = self.mark()
        if len(b) > MAX_BONUSES:
            self.bad(path, too_many_entries(len(b), MAX_BONUSES))
        out = {k: self.number(x, (*path, k)) for k, x in b.items()}
        return {k: x for k, x in out.items() if x is not None} if self.mark() == start else None

    def point(self, v: Any, path: _Path) -> MapPoint | None:
        p = self.obj(v, path, ("kind", "at"))
        if p is None:
            return None
        start = self.mark()
        id_ = self.field(p, "id", path, self.text, "")
        kind = self.field(p, "kind", path, self.text)
        at = self.field(p, "at", path, self.cell)
        side = self.field(p, "side", path, self.side)
        active = self.field(p, "active", path, self.flag)
        bonuses = self.field(p, "bonuses", path, self.bonuses)
        if self.mark() != start or kind is None or at is None:
            return None
        return MapPoint(
            kind=kind,
            at=at,
            id=id_ or "",
            side=side,
            active=active,
            bonuses=dict(bonuses or {}),
            extra=self.rest(p, {"id", "kind", "at", "side", "active", "bonuses"}, path),
        )

    def figure(self, v: Any, path: _Path) -> Figure | None:
        f = self.obj(v, path, ("id", "side", "at"))
        if f is None:
            return None
        start = self.mark()
        id_ = self.field(f, "id", path, self.ident)
        side = self.field(f, "side", path, self.side)
        at = self.field(f, "at", path, self.cell)
        name = self.field(f, "name", path, self.text, "")
        group = self.field(f, "group", path, self.text)
        size = self.field(f, "size", path, lambda x, p: self.two(x, p, self.size), (1, 1))
        speed = self.field(f, "speed", path, self.count, 4)
        health = self.field(f, "health", path, self.count)
        max_health = self.field(f, "max_health", path, self.count)
        attack = self.field(f, "attack", path, lambda x, p: self.choice(x, p, ATTACK_TYPES))
        accuracy = self.field(f, "accuracy", path, self.number, 0)
        wounded = self.field(f, "wounded", path, self.flag, False)
        color = self.field(f, "color", path, self.colour)
        keywords = self.field(f, "keywords", path, self.keywords)
        unique = self.field(f, "unique", path, self.flag, False)
        cost = self.field(f, "cost", path, self.number)
        dice = self.field(f, "dice", path, self.count)
        initiative = self.field(f, "initiative", path, self.number)
        if self.mark() != start or id_ is None or side is None or at is None:
            return None
        if health is None:
            health = max_health if max_health is not None else 1
        if max_health is None:
            max_health = max(health, 1)
        return Figure(
            id=id_,
            side=side,
            at=at,
            name=name or "",
            group=group,
            size=size or (1, 1),
            speed=speed if speed is not None else 4,
            health=health,
            max_health=max_health,
            attack=attack or "melee",
            accuracy=accuracy or 0,
            wounded=bool(wounded),
            color=color,
            keywords=list(keywords or []),
            unique=bool(unique),
            cost=cost,
            dice=dice,
            initiative=initiative,
            extra=self.rest(f, _FIGURE_KEYS, path),
        )

    def keywords(self, v: Any, path: _Path) -> list[str] | None:
        start = self.mark()
        got = self.items(v, path, self.text, MAX_KEYWORDS)
        return got if self.mark() == start else None

    def instruction(self, v: Any, path: _Path) -> Instruction | None:
        """An AI card line (spec 5): its ``type`` and what the type reads, kept as written."""
        i = self.obj(v, path, ("type",))
        if i is None:
            return None
        start = self.mark()
        kind = self.field(i, "type", path, self.ident)
        self.field(i, "mp", path, self.count)
        self.field(i, "target", path, self.text_or_null)
        self.field(i, "distance", path, self.count)
        self.field(i, "point", path, self.text)
        self.field(i, "action", path, self.flag)
        if self.mark() != start or kind is None:
            return None
        return Instruction(type=kind, data=self.rest(i, {"type"}, path))

    def group(self, v: Any, path: _Path) -> Group | None:
        g = self.obj(v, path, ("id", "figures"))
        if g is None:
            return None
        start = self.mark()
        id_ = self.field(g, "id", path, self.ident)
        name = self.field(g, "name", path, self.text, "")
        side = self.field(g, "side", path, self.side, "ai")
        figures = self.each(g, "figures", path, self.text)
        instructions = self.each(g, "instructions", path, self.instruction)
        if self.mark() != start or id_ is None:
            return None
        return Group(
            id=id_,
            figures=figures,
            side=side or "ai",
            instructions=instructions,
            extra=self.rest(g, {"id", "name", "figures", "side", "instructions"}, path),
            name=name or "",
        )

    def mission(self, v: Any, path: _Path) -> Mission | None:
        m = self.obj(v, path)
        if m is None:
            return None
        start = self.mark()
        target = self.field(m, "priority_target", path, self.text_or_null)
        secondary = self.each(m, "secondary_targets", path, self.colour)
        if self.mark() != start:
            return None
        return Mission(
            priority_target=target,
            secondary_targets=secondary,
            extra=self.rest(m, {"priority_target", "secondary_targets"}, path),
        )

    def tie(self, v: Any, path: _Path) -> Any:
        """Spec 6: ``"report"``, or ``{"compass": ...}`` (the first direction clockwise)."""
        if isinstance(v, str) and v == "report":
            return v
        if not isinstance(v, dict):
            self.bad(path, msg("is not any of the allowed forms"))
            return None
        self.obj(v, path, ("compass",))
        self.field(v, "compass", path, lambda x, p: self.choice(x, p, COMPASS))
        self.rest(v, {"compass"}, path)
        return v

    def ranged_range(self, v: Any, path: _Path) -> int | None:
        if not self.typed(v, path, "integer", "null"):
            self.in_range(v, path, 0, MAX_NUMBER)
            return None
        return None if v is None or not self.in_range(v, path, 0, MAX_NUMBER) else int(v)

    def rules(self, v: Any, path: _Path) -> RuleOptions | None:
        r = self.obj(v, path)
        if r is None:
            return None
        start = self.mark()
        preset = self.field(r, "preset", path, self.text)  # None: spec 6's default
        diagonals = self.field(r, "diagonals", path, lambda x, p: self.choice(x, p, DIAGONAL_RULES))
        los = self.field(r, "los", path, lambda x, p: self.choice(x, p, SIGHT_RULES))
        graze = self.field(r, "los_graze", path, self.flag, True)
        ranged = self.field(r, "ranged_range", path, self.ranged_range)
        tie: Any = self.field(r, "tie", path, self.tie, "report")
        if self.mark() != start:
            return None
        return RuleOptions(
            preset=preset,
            diagonals=diagonals,
            los=los,
            los_graze=bool(graze),
            ranged_range=ranged,
            tie=tie,
            extra=self.rest(r, _RULE_KEYS, path),
            present=set(r) & _RULE_KEYS,
        )

    def board(self, data: dict[str, Any]) -> tuple[Board, list[str] | None, list[Any]] | None:
        """The board, its map rows and its terrain entries (both placed on the map by the
        caller); None when anything did not read."""
        start = self.mark()
        self.obj(data, (), ("format", "version", "grid"))
        grid = self.field(data, "grid", (), self.grid)
        name = self.field(data, "name", (), self.text, "")
        rows = self.field(data, "rows", (), self.rows)
        terrain = self.each(data, "terrain", (), self.terrain)
        walls = self.each(data, "walls", (), self.pair)
        doors = self.each(data, "doors", (), self.door)
        edges = self.each(data, "edges", (), self.edge_feature)
        points = self.each(data, "points", (), self.point)
        figures = self.each(data, "figures", (), self.figure)
        groups = self.each(data, "groups", (), self.group)
        mission = self.field(data, "mission", (), self.mission, Mission())
        rules = self.field(data, "rules", (), self.rules, RuleOptions())
        if self.mark() != start or grid is None or mission is None or rules is None:
            return None
        board = Board(
            grid=grid,
            name=name or "",
            walls=walls,
            doors=doors,
            edges=edges,
            points=points,
            figures=figures,
            groups=groups,
            mission=mission,
            rules=rules,
            extra=self.rest(data, _TOP_KEYS, ()),
        )
        return board, rows, terrain


def _placed(board: Board, rows: list[str] | None, terrain: list[Any]) -> list[Problem]:
    """Spec 3: the map rows, then the ``terrain`` entries over them, laid on the board's
    terrain; the problems of rows and cells that do not fit the grid."""
    grid = board.grid
    out: list[Problem] = []
    if rows is not None:
        if len(rows) != grid.height:
            out.append(
                Problem(
                    "rows",
                    msg(
                        "has {rows} rows; the grid is {height} high",
                        rows=len(rows),
                        height=grid.height,
                    ),
                )
            )
        for y, row in enumerate(rows[: grid.height]):
            if len(row) != grid.width:
                out.append(Problem(f"rows[{y}]", row_too_wide(len(row), grid.width)))
            for x, ch in enumerate(row[: grid.width]):
                if ch != ".":
                    board.terrain[Cell(x, y)] = TERRAIN_CHARS[ch]
    for path, c, kind in terrain:
        if not grid.contains(c):
            out.append(
                Problem(
                    _json_path(path),
                    msg(
                        "{cell} is outside the {size} map",
                        cell=repr(c),
                        size=f"{grid.width}x{grid.height}",
                    ),
                )
            )
        elif kind == "open":
            board.terrain.pop(c, None)
        else:
            board.terrain[c] = kind
    return out


def _read(data: Any, source: str) -> tuple[Board, list[str] | None, list[Any]]:
    """The board, its rows and its terrain entries, as :meth:`_Reader.board`; raises
    :class:`BoardError` for another format or version, counts past the limits, and every
    value that does not fit the contract."""
    if not isinstance(data, dict):
        raise BoardError(source, [Problem("", msg("is not a JSON object"))])
    if data.get("format") != FORMAT:
        raise BoardError(
            source,
            [
                Problem(
                    "format",
                    msg(
                        "must be {format!r}, not {given!r}: not a board file",
                        format=FORMAT,
                        given=data.get("format"),
                    ),
                )
            ],
        )
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        raise BoardError(source, [Problem("version", wrong_version(version))])
    problems = count_problems(data)
    if problems:
        raise BoardError(source, problems)
    reader = _Reader()
    read = reader.board(data)
    if read is None:
        raise BoardError(source, reader.problems())
    return read


def board_from_json(data: Any, source: str = "<board>", check: bool = True) -> Board:
    """Build a :class:`Board` from parsed JSON.

    Raises :class:`BoardError` listing every problem: first the counts a board may hold
    (:mod:`.limits`, before anything is walked), then every value that does not fit the
    contract, then rows and cells that do not fit the grid, then (``check``) the semantic
    checks of :func:`board_problems`. With ``check=False`` only the structure must be
    sound: an editor may open a board that is still being fixed.
    """
    board, rows, terrain = _read(data, source)
    problems = _placed(board, rows, terrain)
    if problems:
        raise BoardError(source, problems)
    if check:
        problems = board_problems(board)
        if problems:
            raise BoardError(source, problems)
    return board


def loads_board(text: str, source: str = "<board>", check: bool = True) -> Board:
    """Parse board-file text with the guarded reader (:mod:`tabletop_ai.board.reader`: no NaN,
    bounded nesting and numbers, BOM accepted); syntax errors name the line and column."""
    return board_from_json(parse_json(text, source), source, check=check)


def load_board(path: str | os.PathLike[str], check: bool = True) -> Board:
    """Read a ``.board.json`` file; :class:`BoardError` names the file and the place."""
    p = Path(path)
    return loads_board(read_text(p), p.name, check=check)


def _rows(board: Board) -> list[str]:
    rows = []
    for y in range(board.grid.height):
        rows.append(
            "".join(
                CHAR_OF_KIND[board.terrain.get(Cell(x, y), "open")] for x in range(board.grid.width)
            )
        )
    return rows


def _opt(out: dict[str, Any], key: str, value: Any, default: Any = None) -> None:
    if value != default:
        out[key] = value


def board_to_json(board: Board) -> dict[str, Any]:
    """The board as a v1 board-file object; unknown keys kept where they were found."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    if board.name:
        out["name"] = board.name
    out["grid"] = board.grid.to_json()
    out["rows"] = _rows(board)
    out["walls"] = [[list(w.a), list(w.b)] for w in board.walls]
    out["doors"] = [
        {
            **({"id": d.id} if d.id else {}),
            "between": [list(d.between.a), list(d.between.b)],
            "open": d.open,
            **d.extra,
        }
        for d in board.doors
    ]
    out["edges"] = [
        {"between": [list(e.between.a), list(e.between.b)], "kind": e.kind, **e.extra}
        for e in board.edges
    ]
    points = []
    for p in board.points:
        d: dict[str, Any] = {}
        if p.id:
            d["id"] = p.id
        d["kind"] = p.kind
        d["at"] = list(p.at)
        _opt(d, "side", p.side)
        _opt(d, "active", p.active)
        if p.bonuses:
            d["bonuses"] = dict(p.bonuses)
        d.update(p.extra)
        points.append(d)
    out["points"] = points
    figures = []
    for f in board.figures:
        fd: dict[str, Any] = {"id": f.id}
        _opt(fd, "name", f.name, "")
        fd["side"] = f.side
        _opt(fd, "group", f.group)
        fd["at"] = list(f.at)
        if f.size != (1, 1):
            fd["size"] = list(f.size)
        fd.update(
            {
                "speed": f.speed,
                "health": f.health,
                "max_health": f.max_health,
                "attack": f.attack,
                "accuracy": f.accuracy,
                "wounded": f.wounded,
            }
        )
        _opt(fd, "color", f.color)
        if f.keywords:
            fd["keywords"] = list(f.keywords)
        _opt(fd, "unique", f.unique, False)
        _opt(fd, "cost", f.cost)
        _opt(fd, "dice", f.dice)
        _opt(fd, "initiative", f.initiative)
        fd.update(f.extra)
        figures.append(fd)
    out["figures"] = figures
    out["groups"] = [
        {
            "id": g.id,
            **({"name": g.name} if g.name else {}),
            "side": g.side,
            "figures": list(g.figures),
            "instructions": [i.to_json() for i in g.instructions],
            **g.extra,
        }
        for g in board.groups
    ]
    mission: dict[str, Any] = {}
    if board.mission.priority_target is not None:
        mission["priority_target"] = board.mission.priority_target
    if board.mission.secondary_targets:
        mission["secondary_targets"] = list(board.mission.secondary_targets)
    mission.update(board.mission.extra)
    out["mission"] = mission
    r = board.rules
    rules: dict[str, Any] = {}
    if r.preset is not None:  # a board that names none keeps meaning the format's default
        rules["preset"] = r.preset
    if r.diagonals is not None:
        rules["diagonals"] = r.diagonals
    if r.los is not None:
        rules["los"] = r.los
    if "los_graze" in r.present or not r.los_graze:
        rules["los_graze"] = r.los_graze
    if "ranged_range" in r.present or r.ranged_range is not None:
        rules["ranged_range"] = r.ranged_range
    rules["tie"] = r.tie
    rules.update(r.extra)
    out["rules"] = rules
    out.update(board.extra)
    return out


def dumps_board(board: Board) -> str:
    """Board-file text: indented JSON with short arrays kept on one line."""
    return compact_dumps(board_to_json(board)) + "\n"


def compact_dumps(obj: Any, indent: int = 0) -> str:
    """JSON text with short arrays and objects kept on one line (board and table files)."""
    flat = json.dumps(obj, ensure_ascii=False)
    if len(flat) + indent <= 96 or not isinstance(obj, (dict, list)) or not obj:
        return flat
    pad = "  " * (indent + 1)
    if isinstance(obj, dict):
        items = [
            f"{pad}{json.dumps(k, ensure_ascii=False)}: {compact_dumps(v, indent + 1)}"
            for k, v in obj.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    items = [pad + compact_dumps(v, indent + 1) for v in obj]
    return "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"


class ReadOnlyFile(PermissionError):
    """The file to be replaced is read-only: the window asks before replacing it, the
    command line refuses (``replace_read_only=True`` replaces it, keeping its mode)."""


#: temporary files of a save: ``.NAME.PID.RANDOM.tmp`` beside the file
_TMP_RE = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[^.]+\.tmp$")
#: a temporary file older than this is left over on systems where the writer's process
#: cannot be asked about (Windows)
_STALE_SECONDS = 60.0


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True  # not asked: the age decides (see remove_stale_temps)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def remove_stale_temps(folder: str | os.PathLike[str], name: str | None = None) -> list[Path]:
    """Remove the temporary files interrupted saves left in ``folder`` (of file ``name``
    only, if given): those whose process is gone, or older than a minute where that cannot
    be asked. The saved files themselves are never touched. Returns what was removed."""
    removed: list[Path] = []
    d = Path(folder)
    try:
        entries = list(d.iterdir())
    except OSError:
        return removed
    now = time.time()
    for p in entries:
        m = _TMP_RE.match(p.name)
        if m is None or (name is not None and m["name"] != name):
            continue
        try:
            old = now - p.stat().st_mtime > _STALE_SECONDS
        except OSError:
            continue
        if not _alive(int(m["pid"])) or (os.name != "posix" and old):
            with contextlib.suppress(OSError):
                p.unlink()
                removed.append(p)
    return removed


def _umask() -> int:
    with _UMASK_LOCK:
        mask = os.umask(0)
        os.umask(mask)
    return mask


_UMASK_LOCK = threading.Lock()


def atomic_write_text(
    path: str | os.PathLike[str], text: str, private: bool = False, replace_read_only: bool = False
) -> None:
    """Write ``text`` so that ``path`` holds either the old or the new content, never half.

    The text goes to a temporary file in the same folder, is flushed to disk, then renamed
    over the target (``os.replace`` is atomic on Windows, macOS and Linux). The file keeps
    its identity: saving through a symbolic link writes the file it points to; an existing
    file keeps its permissions (and its owner and group where the system lets us); a new
    file gets the user's default permissions (the umask), or stays private to the user
    (0600) with ``private`` (autosaves). A read-only file raises :class:`ReadOnlyFile`
    unless ``replace_read_only``. Temporary files of earlier interrupted saves of this file
    are removed first.
    """
    target = Path(os.path.realpath(path))
    target.parent.mkdir(parents=True, exist_ok=True)
    old: os.stat_result | None
    try:
        old = target.stat()
    except FileNotFoundError:
        old = None
    if (
        old is not None
        and not replace_read_only
        and (not old.st_mode & stat.S_IWUSR or not os.access(target, os.W_OK))
    ):
        raise ReadOnlyFile(errno.EACCES, "the file is read-only", str(target))
    remove_stale_temps(target.parent, target.name)
    fd, tmp = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=target.parent
    )
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            if old is not None:
                os.chmod(tmp, stat.S_IMODE(old.st_mode))
                if hasattr(os, "chown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
                    with contextlib.suppress(OSError):
                        os.chown(tmp, old.st_uid, old.st_gid)
            elif not private:
                os.chmod(tmp, 0o666 & ~_umask())
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def save_board(
    board: Board,
    path: str | os.PathLike[str],
    check: Callable[[Board], list[Problem]] | None = None,
    replace_read_only: bool = False,
) -> None:
    """Save a board file atomically, and only one the app can open again: the text about to
    be written is read back first with the same loader (the guarded reader, the structure
    and board checks) and ``check`` (the rule set's blocking checks, which the layers above
    pass: :func:`tabletop_ai.rulesets.checks.blocking_problems`). A board that would not
    load raises :class:`BoardError` (each problem with its place) and nothing is written:
    the file on disk stays as it was, the board stays in memory (and in the autosave)."""
    text = dumps_board(board)
    name = Path(path).name
    reopened = loads_board(text, name)
    problems = check(reopened) if check is not None else []
    if problems:
        raise BoardError(name, problems)
    atomic_write_text(path, text, replace_read_only=replace_read_only)


def save_failure(exc: BaseException, name: str) -> str:
    """The one line a command prints when a save was refused or failed (nothing written)."""
    if isinstance(exc, BoardError):
        return f"not saved: {exc.first_line()}"
    if isinstance(exc, ReadOnlyFile):
        return f"not saved: {name} is read-only"
    if isinstance(exc, OSError):
        return f"not saved: {name}: {exc.strerror or exc}"
    return f"not saved: {name}: {exc}"
