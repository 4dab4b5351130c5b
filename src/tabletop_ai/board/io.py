"""Reading and writing board files: JSON in, structure check, model, semantic check; atomic save.

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
from collections.abc import Callable
from functools import cache
from importlib import resources
from itertools import chain, repeat
from operator import le
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.limits import MAX_GRID, count_problems
from tabletop_ai.board.model import (
    CHAR_OF_KIND,
    TERRAIN_CHARS,
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
from tabletop_ai.geometry import Cell, make_grid
from tabletop_ai.geometry.cells import Edge, edge
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


@cache
def _schema_text() -> bytes:
    """The contract's JSON Schema (draft 2020-12), ``data/board.schema.json``, as stored."""
    return resources.files("tabletop_ai").joinpath("data/board.schema.json").read_bytes()


@cache
def _schema_validator() -> Any:
    """jsonschema's validator of the contract's schema: it lists *every* problem with its
    JSON path, so it words the messages; run only when the quick check fails."""
    import jsonschema  # imported on first use, not at start-up

    return jsonschema.Draft202012Validator(json.loads(_schema_text()))


def _draft7(node: Any) -> Any:
    """The schema in the draft-07 words fastjsonschema knows, meaning the same: 2020-12's
    ``prefixItems`` is draft-07's list form of ``items`` (a 2020-12 ``items`` beside it is
    draft-07's ``additionalItems``); the ``$id`` is dropped (every ``$ref`` is a local
    ``#/$defs/...`` pointer, so no base address is needed and nothing is ever fetched).
    Used by ``tools/gen_schema_check.py``."""
    if isinstance(node, list):
        return [_draft7(v) for v in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for k, v in node.items():
        if k == "$id":
            continue
        if k == "$schema":
            out[k] = "http://json-schema.org/draft-07/schema#"
        elif k == "prefixItems":
            out["items"] = _draft7(v)
        elif k == "items" and "prefixItems" in node:
            out["additionalItems"] = _draft7(v)
        else:
            out[k] = _draft7(v)
    return out


@cache
def _quick_validator() -> Callable[..., object] | None:
    """The same schema compiled to Python (``board/_schema_check.py``, made by fastjsonschema
    through ``tools/gen_schema_check.py``, the walls by a loop the tool writes from their
    schema): it stops at the first problem and words it its own way. None when the file
    was made from another schema than the one installed (then jsonschema alone decides)."""
    from tabletop_ai.board import _schema_check

    if _schema_text() != _schema_check.SCHEMA_TEXT:
        return None
    check: Callable[..., object] = _schema_check.validate
    return check


def _schema_valid(data: Any, vouched: tuple[str, ...] = ()) -> bool:
    """True when ``data`` passes the contract's schema by the quick check; False when it
    does not or cannot tell (jsonschema then decides). ``vouched``: top-level properties
    already found to pass their fast loop (``_schema_check.validate``)."""
    check = _quick_validator()
    if check is None:
        return False
    try:
        if vouched:  # (a check made with no fast loop takes no such argument: TypeError,
            check(data, vouched=vouched)  # and jsonschema decides)
        else:
            check(data)
    except (ValueError, TypeError, RecursionError):
        return False  # its JsonSchemaValueException is a ValueError
    return True


def _json_path(parts: Any) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def _explain_one_of(err: Any) -> list[Any]:
    """For a ``oneOf`` failure, the errors of the branch the data meant (the one whose
    discriminating constant, such as ``grid.type``, matched), else the error itself."""
    branches: dict[Any, list[Any]] = {}
    for sub in err.context or ():
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)

    def discriminating(e: Any) -> bool:
        path = list(e.relative_path)
        return e.validator in ("const", "enum", "type") and (not path or path[-1] == "type")

    meant = [errs for errs in branches.values() if not any(discriminating(e) for e in errs)]
    if len(meant) == 1:
        out = []
        for e in meant[0]:
            out.extend(_explain_one_of(e) if e.validator == "oneOf" else [e])
        return out
    return [err]


def _schema_problems(data: Any, vouched: tuple[str, ...] = ()) -> list[Problem]:
    """Every place where ``data`` breaks the contract's JSON Schema, with jsonschema's
    message and the JSON path; the quick compiled check first, so a sound board (the
    common case) never pays for the full listing. ``vouched``: as :func:`_schema_valid`."""
    return [] if _schema_valid(data, vouched) else _listed_schema_problems(data)


def _listed_schema_problems(data: Any) -> list[Problem]:
    """jsonschema's list of the problems, worded for a player."""
    problems = []
    errors = sorted(_schema_validator().iter_errors(data), key=lambda e: list(e.absolute_path))
    for err in errors:
        for best in _explain_one_of(err) if err.validator == "oneOf" else [err]:
            where = _json_path(best.absolute_path)
            text = _schema_message(best)
            if best.validator == "required":
                where = where or msg("(top level)")
            problems.append(Problem(where, text))
    return problems


def wrong_version(version: Any) -> str:
    """The problem of a board or table file of another format version."""
    return msg("is {version!r}; this version of Tabletop AI reads version 1", version=version)


def row_too_wide(length: int, width: int) -> str:
    """The problem of a map row longer or shorter than the grid is wide."""
    return msg("has {length:,} characters; the grid is {width} wide", length=length, width=width)


def _schema_message(err: Any) -> str:
    """jsonschema's message for ``err``, worded for a player: as a message (its words
    translated) for the kinds of problem a hand-edited board has, when the message built
    from the problem's values is exactly jsonschema's text; else jsonschema's English."""
    text: str = err.message
    if err.validator == "required":
        text = text.replace("is a required property", "is missing")
    elif err.validator == "oneOf":
        return msg("is not any of the allowed forms")
    if len(text) > 160:
        return text[:157] + "..."
    if err.validator == "required" and isinstance(err.instance, dict):
        for name in err.validator_value:  # jsonschema names one missing property an error
            made = msg("{name!r} is missing", name=name)
            if made == text:
                return made
        return text
    found = _schema_msg(err)
    return found if found is not None and found == text else text


def _schema_msg(err: Any) -> str | None:
    """The message of the common schema problems, from the problem's values."""
    v, inst = err.validator, err.instance
    if v == "type":
        t = err.validator_value
        if isinstance(t, str):
            return msg("{value!r} is not of type {type!r}", value=inst, type=t)
        return msg(
            "{value!r} is not of type {types}", value=inst, types=", ".join(repr(x) for x in t)
        )
    if v == "enum":
        return msg("{value!r} is not one of {allowed!r}", value=inst, allowed=err.validator_value)
    if v == "const":
        return msg("{const!r} was expected", const=err.validator_value)
    if v == "minimum":
        return msg(
            "{value!r} is less than the minimum of {limit!r}", value=inst, limit=err.validator_value
        )
    if v == "maximum":
        return msg(
            "{value!r} is greater than the maximum of {limit!r}",
            value=inst,
            limit=err.validator_value,
        )
    if v == "minItems":
        return (
            msg("{value!r} should be non-empty", value=inst)
            if err.validator_value == 1
            else msg("{value!r} is too short", value=inst)
        )
    if v == "maxItems":
        return msg("{value!r} is too long", value=inst)
    if v == "minLength":
        return (
            msg("{value!r} should be non-empty", value=inst)
            if err.validator_value == 1
            else msg("{value!r} is too short", value=inst)
        )
    if v == "maxLength":
        return msg("{value!r} is too long", value=inst)
    if v == "pattern":
        return msg("{value!r} does not match {pattern!r}", value=inst, pattern=err.validator_value)
    if v == "additionalProperties" and isinstance(inst, dict):
        known = err.schema.get("properties", {})
        unexpected = sorted((k for k in inst if k not in known), key=str)
        if len(unexpected) == 1:
            return msg(
                "Additional properties are not allowed ({name!r} was unexpected)",
                name=unexpected[0],
            )
        return msg(
            "Additional properties are not allowed ({names} were unexpected)",
            names=", ".join(repr(k) for k in unexpected),
        )
    return None


def _cell(v: Any) -> Cell:
    return Cell(int(v[0]), int(v[1]))


_tuple_new = tuple.__new__  # what Cell(x, y) and Edge(a, b) do, without their Python call


def _walls(pairs: list[Any]) -> list[Edge]:
    """The walls' edges, each as :func:`~tabletop_ai.geometry.cells.edge` makes it (the
    smaller cell first), from pairs the structure check has passed (two cells of two
    integers each; ``int`` as :func:`_cell`, for a 2.0 the schema lets through). Built
    without the three calls a wall of the general helpers."""
    out: list[Edge] = []
    for (ax, ay), (bx, by) in pairs:
        a: Cell = _tuple_new(Cell, (int(ax), int(ay)))
        b: Cell = _tuple_new(Cell, (int(bx), int(by)))
        out.append(_tuple_new(Edge, (a, b) if a <= b else (b, a)))
    return out


def _plain_walls(data: dict[str, Any]) -> list[Edge] | None:
    """The walls' edges, as :func:`_walls` makes them, when every wall is plainly sound on
    a square grid: a list of two lists of two ``int`` each (exact types: no bool, no 2.0,
    no tuple), both cells on the ``grid``'s map (width and height ``int`` from 1 to
    :data:`~tabletop_ai.board.limits.MAX_GRID`) and sharing a side. None otherwise, and
    the checks below decide as they always did.

    Such walls pass the schema's own walls loop (``_schema_check._quick_walls``: numbers
    within +-10,000), hold no list longer than two (``count_problems``' walk) and raise no
    problem of ``board_problems``' edge check (on the map, a side shared): one pass over
    them instead of four, and their edges built with the cells they were checked from
    (a file the app saved writes each wall smaller cell first). ``tests/board/test_io.py``
    holds the loads with and without it to the same boards and the same problems."""
    pairs, grid = data.get("walls"), data.get("grid")
    if type(pairs) is not list or type(grid) is not dict or grid.get("type") != "square":
        return None
    w, h = grid.get("width"), grid.get("height")
    if type(w) is not int or type(h) is not int or not (0 < w <= MAX_GRID and 0 < h <= MAX_GRID):
        return None
    for pair in pairs:
        if type(pair) is not list or len(pair) != 2:
            return None
        a, b = pair
        if type(a) is not list or type(b) is not list or len(a) != 2 or len(b) != 2:
            return None
        ax, ay = a
        bx, by = b
        if type(ax) is not int or type(ay) is not int or type(bx) is not int or type(by) is not int:
            return None
        if not (0 <= ax < w and 0 <= ay < h and 0 <= bx < w and 0 <= by < h):
            return None
        if ax == bx:
            if by - ay != 1 and ay - by != 1:
                return None
        elif ay != by or (bx - ax != 1 and ax - bx != 1):
            return None
    # every number an int: the cells straight from the checked pairs, in C; the edges too
    # when each wall is written smaller cell first (as the app saves them)
    cells: list[Cell] = list(map(_tuple_new, repeat(Cell), chain.from_iterable(pairs)))
    firsts, seconds = cells[0::2], cells[1::2]
    if all(map(le, firsts, seconds)):
        return list(map(_tuple_new, repeat(Edge), zip(firsts, seconds, strict=True)))
    return [
        _tuple_new(Edge, (a, b) if a <= b else (b, a)) for a, b in zip(firsts, seconds, strict=True)
    ]


#: a map row's characters other than open ground
_NOT_OPEN = re.compile(r"[^.]")


def _terrain_of_rows(rows: list[str], width: int, height: int) -> dict[Cell, str] | None:
    """The terrain the map rows give, in reading order, when there are ``height`` rows of
    ``width`` characters, each a map character (spec 3); None otherwise (the rows are then
    read one by one, naming each problem). One search over the rows joined."""
    if len(rows) != height or any(len(row) != width for row in rows):
        return None
    out: dict[Cell, str] = {}
    get = TERRAIN_CHARS.get
    for m in _NOT_OPEN.finditer("".join(rows)):
        kind = get(m.group())
        if kind is None:  # a final newline: the schema's "$" matches before it
            return None
        y, x = divmod(m.start(), width)
        out[_tuple_new(Cell, (x, y))] = kind
    return out


def _not_a_row(row: str) -> str:
    """The problem of a row holding a character that is no map character: only a final
    newline gets past the schema's pattern (jsonschema's ``$`` matches before it), and
    used to end the load with a KeyError; worded as jsonschema words a pattern problem."""
    pattern = json.loads(_schema_text())["properties"]["rows"]["items"]["pattern"]
    return msg("{value!r} does not match {pattern!r}", value=row, pattern=pattern)


def _rest(d: dict[str, Any], known: set[str]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k not in known}


def board_from_json(data: Any, source: str = "<board>", check: bool = True) -> Board:
    """Build a :class:`Board` from parsed JSON.

    Raises :class:`BoardError` listing every problem (structure first; if the structure is
    sound, the semantic checks of :func:`board_problems`). With ``check=False`` only the
    structure must be sound: an editor may open a board that is still being fixed.
    """
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
    if data.get("version") != VERSION:
        raise BoardError(source, [Problem("version", wrong_version(data.get("version")))])
    plain_walls = _plain_walls(data)
    plain = ("walls",) if plain_walls is not None else ()
    problems = count_problems(data, plain) or _schema_problems(data, plain)
    if problems:
        raise BoardError(source, problems)
    grid = make_grid(data["grid"])
    board = Board(grid=grid, name=str(data.get("name", "")), extra=_rest(data, _TOP_KEYS))
    struct: list[Problem] = []
    rows = data.get("rows")
    kinds = _terrain_of_rows(rows, grid.width, grid.height) if rows is not None else None
    if kinds is not None:
        board.terrain.update(kinds)
    elif rows is not None:
        if len(rows) != grid.height:
            struct.append(
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
                struct.append(Problem(f"rows[{y}]", row_too_wide(len(row), grid.width)))
            for m in _NOT_OPEN.finditer(row, 0, grid.width):  # as row[: grid.width]
                kind = TERRAIN_CHARS.get(m.group())
                if kind is None:  # a final newline: the schema's "$" matches before it
                    struct.append(Problem(f"rows[{y}]", _not_a_row(row)))
                    break
                board.terrain[Cell(m.start(), y)] = kind
    for i, t in enumerate(data.get("terrain", [])):
        c = _cell(t["at"])
        if not grid.contains(c):
            struct.append(
                Problem(
                    f"terrain[{i}]",
                    msg(
                        "{cell} is outside the {size} map",
                        cell=repr(c),
                        size=f"{grid.width}x{grid.height}",
                    ),
                )
            )
        elif t["kind"] == "open":
            board.terrain.pop(c, None)
        else:
            board.terrain[c] = t["kind"]
    board.walls = plain_walls if plain_walls is not None else _walls(data.get("walls", []))
    board.doors = [
        Door(
            between=edge(_cell(d["between"][0]), _cell(d["between"][1])),
            id=str(d.get("id", "")),
            open=bool(d.get("open", False)),
            extra=_rest(d, {"id", "between", "open"}),
        )
        for d in data.get("doors", [])
    ]
    board.edges = [
        EdgeFeature(
            between=edge(_cell(e["between"][0]), _cell(e["between"][1])),
            kind=e["kind"],
            extra=_rest(e, {"between", "kind"}),
        )
        for e in data.get("edges", [])
    ]
    board.points = [
        MapPoint(
            kind=p["kind"],
            at=_cell(p["at"]),
            id=str(p.get("id", "")),
            side=p.get("side"),
            active=p.get("active"),
            bonuses=dict(p.get("bonuses", {})),
            extra=_rest(p, {"id", "kind", "at", "side", "active", "bonuses"}),
        )
        for p in data.get("points", [])
    ]
    for f in data.get("figures", []):
        health = f.get("health")
        max_health = f.get("max_health")
        if health is None:
            health = max_health if max_health is not None else 1
        if max_health is None:
            max_health = max(health, 1)
        size = f.get("size", [1, 1])
        board.figures.append(
            Figure(
                id=f["id"],
                side=f["side"],
                at=_cell(f["at"]),
                name=f.get("name", ""),
                group=f.get("group"),
                size=(int(size[0]), int(size[1])),
                speed=int(f.get("speed", 4)),
                health=int(health),
                max_health=int(max_health),
                attack=f.get("attack", "melee"),
                accuracy=int(f.get("accuracy", 0)),
                wounded=bool(f.get("wounded", False)),
                color=f.get("color"),
                keywords=list(f.get("keywords", [])),
                unique=bool(f.get("unique", False)),
                cost=f.get("cost"),
                dice=f.get("dice"),
                initiative=f.get("initiative"),
                extra=_rest(f, _FIGURE_KEYS),
            )
        )
    for g in data.get("groups", []):
        board.groups.append(
            Group(
                id=g["id"],
                figures=list(g.get("figures", [])),
                side=g.get("side", "ai"),
                instructions=[
                    Instruction(type=i["type"], data=_rest(i, {"type"}))
                    for i in g.get("instructions", [])
                ],
                extra=_rest(g, {"id", "figures", "side", "instructions"}),
            )
        )
    m = data.get("mission", {})
    board.mission = Mission(
        priority_target=m.get("priority_target"),
        secondary_targets=list(m.get("secondary_targets", [])),
        extra=_rest(m, {"priority_target", "secondary_targets"}),
    )
    r = data.get("rules", {})
    board.rules = RuleOptions(
        preset=r.get("preset", "imperial-assault"),
        diagonals=r.get("diagonals"),
        los=r.get("los"),
        los_graze=bool(r.get("los_graze", True)),
        ranged_range=r.get("ranged_range"),
        tie=r.get("tie", "report"),
        extra=_rest(r, _RULE_KEYS),
        present=set(r) & _RULE_KEYS,
    )
    if struct:
        raise BoardError(source, struct)
    if check:
        problems = board_problems(board, walls_on_map=plain_walls is not None)
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
    rules: dict[str, Any] = {"preset": r.preset}
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
