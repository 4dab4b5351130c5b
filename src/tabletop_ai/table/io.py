"""Reading and writing table files (``.table.json``): a versioned JSON record
``{"format": "tabletop-ai/table", "version": 1, ...}``. Parse, check every place (each
problem names the file and the JSON path), then build; save atomically; unknown keys kept.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import atomic_write_text, compact_dumps, wrong_version
from tabletop_ai.board.limits import MAX_TEXT, too_many_entries
from tabletop_ai.board.reader import parse_json, read_text
from tabletop_ai.i18n import msg
from tabletop_ai.table.model import (
    MAX_SHIELDS,
    SIDES,
    SYMBOLS,
    Area,
    Card,
    Character,
    Die,
    Player,
    Stage,
    StageArea,
    Table,
    Upgrade,
    parse_side,
)

FORMAT = "tabletop-ai/table"
VERSION = 1

#: what a field must be, as the problems name it
A_WHOLE_NUMBER = msg("a whole number")
TRUE_OR_FALSE = msg("true or false")
A_STRING = msg("a string")
A_LIST = msg("a list")
A_PLAYER_ID = msg("a player id")
A_SET_ID = msg("a set id")
A_STAGE_ID = msg("a stage id")
A_PLAY_AREA_ID = msg("a play-area id")
A_LIST_OF_SET_IDS = msg("a list of set ids")
A_SYMBOL_NAME = msg("a symbol name")
_TOP = {
    "format",
    "version",
    "name",
    "seed",
    "rng_step",
    "players",
    "first_player",
    "characters",
    "sets",
    "basic_set",
    "stages",
    "stage",
    "areas",
    "won",
}
_CHAR = {
    "id",
    "name",
    "side",
    "owner",
    "health",
    "max_health",
    "shields",
    "dice",
    "upgrades",
    "unique",
    "cost",
    "set_number",
    "ready",
    "area",
    "keywords",
}
_DIE = {"id", "sides", "showing", "in_pool", "special_damage"}
_UPG = {"name", "cost", "die", "unique"}
_PLAYER = {"id", "name", "area", "eliminated"}
_CARD = {"id", "name", "type", "symbol", "value", "per_player", "text", "activates", "resolves"}
_STAGE = {"id", "name", "sets", "characters", "areas"}
_STAGE_AREA = {"id", "sets", "characters"}
_AREA = {"id", "deck", "discard", "resources", "per_player", "in_play"}


#: the range of every number the table rules read (a card's value times the players is a
#: loop count: a huge one was a hang); shields have their own rule (0 to MAX_SHIELDS)
_RANGES: dict[str, tuple[int, int]] = {
    "health": (0, 999),
    "max_health": (0, 999),
    "cost": (0, 99),
    "value": (0, 99),
    "per_player": (0, 99),
    "resources": (0, 9999),
    "special_damage": (0, 99),
    "set_number": (0, 9999),
    "rng_step": (0, 10**9),
    "seed": (-(10**18), 10**18),
}
#: the most entries of each list (a Destiny character has 1 to 3 dice and 3 upgrades)
_LENGTHS: dict[str, int] = {
    "players": 16,
    "characters": 200,
    "dice": 20,
    "upgrades": 20,
    "stages": 100,
    "areas": 20,
    "sets": 100,
    "keywords": 100,
    "deck": 2000,
    "discard": 2000,
    "in_play": 2000,
}
#: cards in one set, and sets in a table
MAX_SET_CARDS = 2000
MAX_SETS = 200


class TableError(BoardError):
    """A table file that cannot be read or is invalid; carries every problem found (the
    same shape and one-line form as a board file's errors)."""


def _rest(d: dict[str, Any], known: set[str]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k not in known}


class _Reader:
    """Typed field access that records a problem (with its JSON path) instead of raising."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def bad(self, where: str, msg: str) -> None:
        self.problems.append(Problem(where, msg))

    def get(
        self,
        d: dict[str, Any],
        key: str,
        where: str,
        kind: type | tuple[type, ...],
        default: Any,
        what: str,
    ) -> Any:
        if key not in d:
            return default
        v = d[key]
        place = f"{where}.{key}" if where else key
        if (kind is int and isinstance(v, bool)) or not isinstance(v, kind):
            shown = json.dumps(v)
            shown = shown if len(shown) <= 60 else shown[:57] + "..."
            self.bad(place, msg("is {value}; it must be {what}", value=shown, what=what))
            return default
        if isinstance(v, int) and key in _RANGES:
            lo, hi = _RANGES[key]
            if not lo <= v <= hi:
                self.bad(place, msg("is {value}; it must be {lo} to {hi}", value=v, lo=lo, hi=hi))
                return default
        if isinstance(v, str) and len(v) > MAX_TEXT:
            self.bad(
                place,
                msg(
                    "has {count:,} characters; at most {most:,} are read",
                    count=len(v),
                    most=MAX_TEXT,
                ),
            )
            return default
        if isinstance(v, list) and len(v) > _LENGTHS.get(key, MAX_SET_CARDS):
            self.bad(place, too_many_entries(len(v), _LENGTHS.get(key, MAX_SET_CARDS)))
            return v[: _LENGTHS.get(key, MAX_SET_CARDS)]
        return v

    def obj(self, v: Any, where: str) -> dict[str, Any] | None:
        if not isinstance(v, dict):
            self.bad(where, msg("must be an object"))
            return None
        return v

    def objs(self, d: dict[str, Any], key: str, where: str) -> list[tuple[str, dict[str, Any]]]:
        """The objects of list ``key``, each with its path; a problem for each non-object."""
        v = self.get(d, key, where, list, [], A_LIST)
        out = []
        base = f"{where}.{key}" if where else key
        for i, item in enumerate(v):
            o = self.obj(item, f"{base}[{i}]")
            if o is not None:
                out.append((f"{base}[{i}]", o))
        return out

    def need_id(self, d: dict[str, Any], where: str) -> str:
        v = d.get("id")
        if not isinstance(v, str) or not v or len(v) > MAX_TEXT:
            self.bad(
                where,
                msg(
                    'needs an "id" (a non-empty string of at most {most:,} characters)',
                    most=MAX_TEXT,
                ),
            )
            return ""
        return v


def _die(r: _Reader, d: dict[str, Any], where: str, fallback_id: str) -> Die:
    sides = r.get(d, "sides", where, list, [], msg("a list of six side names"))
    if len(sides) != 6:
        r.bad(f"{where}.sides", msg("has {count} sides; a die has 6", count=len(sides)))
    for i, s in enumerate(sides):
        if not isinstance(s, str) or parse_side(s) is None:
            r.bad(
                f"{where}.sides[{i}]",
                msg(
                    "{side} is not a die side (write e.g. {examples})",
                    side=json.dumps(s),
                    examples='"2MD", "+1RD", "1Sh", "1F", "1R", "Sp", "-"',
                ),
            )
    showing = r.get(d, "showing", where, int, None, msg("a side index 0-5"))
    if showing is not None and not 0 <= showing < max(len(sides), 1):
        r.bad(
            f"{where}.showing",
            msg("is {value}; a side index runs 0 to {last}", value=showing, last=len(sides) - 1),
        )
        showing = None
    given = d.get("id")
    did = given if isinstance(given, str) and given else fallback_id
    return Die(
        id=did,
        sides=[str(s) for s in sides],
        showing=showing,
        in_pool=bool(r.get(d, "in_pool", where, bool, False, TRUE_OR_FALSE)),
        special_damage=r.get(d, "special_damage", where, int, 0, A_WHOLE_NUMBER),
        extra=_rest(d, _DIE),
    )


def _character(r: _Reader, d: dict[str, Any], where: str, side_default: str | None) -> Character:
    cid = r.need_id(d, where)
    side = d.get("side", side_default)
    if side not in SIDES:
        r.bad(
            f"{where}.side", msg('is {value}; it must be "ai" or "player"', value=json.dumps(side))
        )
        side = "ai"
    health = r.get(d, "health", where, int, None, A_WHOLE_NUMBER)
    max_health = r.get(d, "max_health", where, int, None, A_WHOLE_NUMBER)
    if health is None:
        health = max_health if max_health is not None else 1
    if max_health is None:
        max_health = max(health, 1)
    if health > max_health:
        r.bad(
            where,
            msg(
                '"{id}" has health {health} above its max_health {max}',
                id=cid,
                health=health,
                max=max_health,
            ),
        )
    shields = r.get(d, "shields", where, int, 0, A_WHOLE_NUMBER)
    if not 0 <= shields <= MAX_SHIELDS:
        r.bad(
            f"{where}.shields",
            msg("is {value}; a character has 0 to {most} shields", value=shields, most=MAX_SHIELDS),
        )
    dice = [_die(r, o, w, f"{cid}-d{i + 1}") for i, (w, o) in enumerate(r.objs(d, "dice", where))]
    upgrades: list[Upgrade] = []
    for w, o in r.objs(d, "upgrades", where):
        die_obj = o.get("die")
        die = None
        if die_obj is not None:
            dd = r.obj(die_obj, f"{w}.die")
            if dd is not None:
                die = _die(r, dd, f"{w}.die", f"{cid}-u{len(upgrades) + 1}")
        upgrades.append(
            Upgrade(
                name=str(o.get("name", "")),
                cost=r.get(o, "cost", w, int, 0, A_WHOLE_NUMBER),
                die=die,
                unique=bool(r.get(o, "unique", w, bool, False, TRUE_OR_FALSE)),
                extra=_rest(o, _UPG),
            )
        )
    return Character(
        id=cid,
        side=side,
        name=r.get(d, "name", where, str, "", A_STRING),
        owner=r.get(d, "owner", where, str, None, A_PLAYER_ID),
        health=health,
        max_health=max_health,
        shields=shields,
        dice=dice,
        upgrades=upgrades,
        unique=r.get(d, "unique", where, bool, False, TRUE_OR_FALSE),
        cost=r.get(d, "cost", where, int, 0, A_WHOLE_NUMBER),
        set_number=r.get(d, "set_number", where, int, 0, A_WHOLE_NUMBER),
        ready=r.get(d, "ready", where, bool, True, TRUE_OR_FALSE),
        area=r.get(d, "area", where, str, "main", A_PLAY_AREA_ID),
        keywords=list(r.get(d, "keywords", where, list, [], A_LIST)),
        extra=_rest(d, _CHAR),
    )


def table_from_json(data: Any, source: str = "<table>") -> Table:
    """Build a :class:`Table` from parsed JSON; :class:`TableError` lists every problem."""
    if not isinstance(data, dict):
        raise TableError(source, [Problem("", msg("is not a JSON object"))])
    if data.get("format") != FORMAT:
        raise TableError(
            source,
            [
                Problem(
                    "format",
                    msg(
                        "must be {format!r}, not {given!r}: not a table file",
                        format=FORMAT,
                        given=data.get("format"),
                    ),
                )
            ],
        )
    if data.get("version") != VERSION:
        raise TableError(source, [Problem("version", wrong_version(data.get("version")))])
    r = _Reader()
    t = Table(
        name=r.get(data, "name", "", str, "", A_STRING),
        seed=r.get(data, "seed", "", int, 0, A_WHOLE_NUMBER),
        rng_step=r.get(data, "rng_step", "", int, 0, A_WHOLE_NUMBER),
        first_player=r.get(data, "first_player", "", str, None, A_PLAYER_ID),
        basic_set=r.get(data, "basic_set", "", str, "basic-behavior", A_SET_ID),
        stage=r.get(data, "stage", "", str, None, A_STAGE_ID),
        won=r.get(data, "won", "", bool, False, TRUE_OR_FALSE),
        extra=_rest(data, _TOP),
    )
    for w, o in r.objs(data, "players", ""):
        t.players.append(
            Player(
                id=r.need_id(o, w),
                name=r.get(o, "name", w, str, "", A_STRING),
                area=r.get(o, "area", w, str, "main", A_PLAY_AREA_ID),
                eliminated=r.get(o, "eliminated", w, bool, False, "true or false"),
                extra=_rest(o, _PLAYER),
            )
        )
    for w, o in r.objs(data, "characters", ""):
        t.characters.append(_character(r, o, w, None))
    sets = r.get(data, "sets", "", dict, {}, msg("an object of set id → list of cards"))
    if len(sets) > MAX_SETS:
        r.bad(
            "sets",
            msg("has {count:,} sets; at most {most} are read", count=len(sets), most=MAX_SETS),
        )
        sets = dict(list(sets.items())[:MAX_SETS])
    for sid, cards in sets.items():
        if not isinstance(cards, list):
            r.bad(f"sets.{sid}", msg("must be a list of cards"))
            continue
        if len(cards) > MAX_SET_CARDS:
            r.bad(
                f"sets.{sid}",
                msg(
                    "has {count:,} cards; at most {most} are read",
                    count=len(cards),
                    most=MAX_SET_CARDS,
                ),
            )
            cards = cards[:MAX_SET_CARDS]
        out = []
        for i, c in enumerate(cards):
            w = f"sets.{sid}[{i}]"
            co = r.obj(c, w)
            if co is None:
                continue
            out.append(
                Card(
                    id=r.need_id(co, w),
                    set=sid,
                    name=r.get(co, "name", w, str, "", A_STRING),
                    type=r.get(co, "type", w, str, "event", A_STRING),
                    symbol=r.get(co, "symbol", w, str, "resource", A_SYMBOL_NAME),
                    value=r.get(co, "value", w, int, 0, A_WHOLE_NUMBER),
                    per_player=r.get(co, "per_player", w, bool, False, TRUE_OR_FALSE),
                    text=r.get(co, "text", w, str, "", A_STRING),
                    activates=r.get(co, "activates", w, bool, False, TRUE_OR_FALSE),
                    resolves=r.get(co, "resolves", w, bool, False, TRUE_OR_FALSE),
                    extra=_rest(co, _CARD),
                )
            )
        for i, card in enumerate(out):
            if card.symbol not in SYMBOLS:
                r.bad(
                    f"sets.{sid}[{i}].symbol",
                    msg(
                        "{symbol!r} is not a top-left symbol ({symbols})",
                        symbol=card.symbol,
                        symbols=", ".join(SYMBOLS),
                    ),
                )
        t.sets[sid] = out
    for w, o in r.objs(data, "stages", ""):
        st = Stage(
            id=r.need_id(o, w), name=r.get(o, "name", w, str, "", A_STRING), extra=_rest(o, _STAGE)
        )
        if "areas" in o:
            for wa, oa in r.objs(o, "areas", w):
                st.areas.append(_stage_area(r, oa, wa))
        else:
            st.areas.append(
                _stage_area(
                    r, {"id": "main", **{k: o[k] for k in ("sets", "characters") if k in o}}, w
                )
            )
        t.stages.append(st)
    for w, o in r.objs(data, "areas", ""):
        t.areas.append(
            Area(
                id=r.get(o, "id", w, str, "main", A_PLAY_AREA_ID),
                deck=[str(x) for x in r.get(o, "deck", w, list, [], A_LIST)],
                discard=[str(x) for x in r.get(o, "discard", w, list, [], A_LIST)],
                resources=r.get(o, "resources", w, int, 0, A_WHOLE_NUMBER),
                per_player=r.get(o, "per_player", w, int, 1, A_WHOLE_NUMBER),
                in_play=[str(x) for x in r.get(o, "in_play", w, list, [], A_LIST)],
                extra=_rest(o, _AREA),
            )
        )
    _check_refs(r, t)
    if r.problems:
        raise TableError(source, r.problems)
    return t


def _stage_area(r: _Reader, o: dict[str, Any], where: str) -> StageArea:
    return StageArea(
        id=r.get(o, "id", where, str, "main", A_PLAY_AREA_ID),
        sets=[str(s) for s in r.get(o, "sets", where, list, [], A_LIST_OF_SET_IDS)],
        characters=[_character(r, c, w, "ai") for w, c in r.objs(o, "characters", where)],
        extra=_rest(o, _STAGE_AREA),
    )


def _dupes(r: _Reader, ids: list[tuple[str, str]]) -> set[str]:
    seen: set[str] = set()
    for where, i in ids:
        if i and i in seen:
            r.bad(where, msg('id "{id}" is used twice', id=i))
        seen.add(i)
    return seen


def _check_refs(r: _Reader, t: Table) -> None:
    """Ids that must exist: owners, first player, deck cards, stage sets, areas."""
    players = _dupes(r, [(f"players[{i}]", p.id) for i, p in enumerate(t.players)])
    _dupes(r, [(f"characters[{i}]", c.id) for i, c in enumerate(t.characters)])
    cards = _dupes(r, [(f"sets.{c.set}", c.id) for cs in t.sets.values() for c in cs])
    _dupes(r, [(f"stages[{i}]", s.id) for i, s in enumerate(t.stages)])
    areas = _dupes(r, [(f"areas[{i}]", a.id) for i, a in enumerate(t.areas)])
    if t.first_player is not None and t.first_player not in players:
        r.bad("first_player", msg('"{id}" names no player', id=t.first_player))
    for i, c in enumerate(t.characters):
        if c.side == "player" and c.owner not in players:
            r.bad(
                f"characters[{i}].owner",
                msg('"{id}" names no player', id=c.owner)
                if c.owner
                else msg('player character "{id}" needs an "owner" (a player id)', id=c.id),
            )
        if t.areas and c.area not in areas:
            r.bad(f"characters[{i}].area", msg('"{id}" names no play area', id=c.area))
    for i, a in enumerate(t.areas):
        for field_name, lst in (("deck", a.deck), ("discard", a.discard), ("in_play", a.in_play)):
            for j, cid in enumerate(lst):
                if cid not in cards:
                    r.bad(
                        f"areas[{i}].{field_name}[{j}]", msg('"{id}" names no card in sets', id=cid)
                    )
    for i, s in enumerate(t.stages):
        for j, sa in enumerate(s.areas):
            for k, sid in enumerate(sa.sets):
                if sid not in t.sets:
                    where = (
                        f"stages[{i}].areas[{j}].sets[{k}]"
                        if len(s.areas) > 1 or sa.id != "main"
                        else f"stages[{i}].sets[{k}]"
                    )
                    r.bad(where, msg('"{id}" names no set', id=sid))
    if t.stage is not None and t.stage not in {s.id for s in t.stages}:
        r.bad("stage", msg('"{id}" names no stage', id=t.stage))


def loads_table(text: str, source: str = "<table>") -> Table:
    """Parse table-file text with the guarded reader (:mod:`tabletop_ai.board.reader`); syntax
    errors name the line and column."""
    return table_from_json(parse_json(text, source, TableError), source)


def load_table(path: str | os.PathLike[str]) -> Table:
    """Read a ``.table.json`` file; :class:`TableError` names the file and the place."""
    p = Path(path)
    return loads_table(read_text(p, TableError), p.name)


# -- writing -------------------------------------------------------------------------------
def _opt(out: dict[str, Any], key: str, value: Any, default: Any) -> None:
    if value != default:
        out[key] = value


def _die_json(d: Die) -> dict[str, Any]:
    out: dict[str, Any] = {"id": d.id, "sides": list(d.sides)}
    _opt(out, "showing", d.showing, None)
    _opt(out, "in_pool", d.in_pool, False)
    _opt(out, "special_damage", d.special_damage, 0)
    out.update(d.extra)
    return out


def _character_json(c: Character, with_side: bool = True) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.id}
    _opt(out, "name", c.name, "")
    if with_side:
        out["side"] = c.side
    _opt(out, "owner", c.owner, None)
    out.update({"health": c.health, "max_health": c.max_health})
    _opt(out, "shields", c.shields, 0)
    out["dice"] = [_die_json(d) for d in c.dice]
    if c.upgrades:
        out["upgrades"] = []
        for u in c.upgrades:
            ud: dict[str, Any] = {"name": u.name}
            _opt(ud, "cost", u.cost, 0)
            if u.die is not None:
                ud["die"] = _die_json(u.die)
            _opt(ud, "unique", u.unique, False)
            ud.update(u.extra)
            out["upgrades"].append(ud)
    _opt(out, "unique", c.unique, False)
    out["cost"] = c.cost
    out["set_number"] = c.set_number
    _opt(out, "ready", c.ready, True)
    _opt(out, "area", c.area, "main")
    if c.keywords:
        out["keywords"] = list(c.keywords)
    out.update(c.extra)
    return out


def table_to_json(t: Table) -> dict[str, Any]:
    """The table as a v1 table-file object; unknown keys kept where they were found."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    _opt(out, "name", t.name, "")
    out["seed"] = t.seed
    out["rng_step"] = t.rng_step
    out["players"] = [
        {
            "id": p.id,
            **({"name": p.name} if p.name else {}),
            **({"area": p.area} if p.area != "main" else {}),
            **({"eliminated": True} if p.eliminated else {}),
            **p.extra,
        }
        for p in t.players
    ]
    _opt(out, "first_player", t.first_player, None)
    out["characters"] = [_character_json(c) for c in t.characters]
    out["basic_set"] = t.basic_set
    out["sets"] = {sid: [_card_json(c) for c in cards] for sid, cards in t.sets.items()}
    stages = []
    for s in t.stages:
        sd: dict[str, Any] = {"id": s.id}
        _opt(sd, "name", s.name, "")
        if len(s.areas) == 1 and s.areas[0].id == "main" and not s.areas[0].extra:
            sd["sets"] = list(s.areas[0].sets)
            sd["characters"] = [_character_json(c, c.side != "ai") for c in s.areas[0].characters]
        else:
            sd["areas"] = [
                {
                    "id": a.id,
                    "sets": list(a.sets),
                    "characters": [_character_json(c, c.side != "ai") for c in a.characters],
                    **a.extra,
                }
                for a in s.areas
            ]
        sd.update(s.extra)
        stages.append(sd)
    out["stages"] = stages
    _opt(out, "stage", t.stage, None)
    out["areas"] = [
        {
            "id": a.id,
            "deck": list(a.deck),
            "discard": list(a.discard),
            "resources": a.resources,
            "per_player": a.per_player,
            **({"in_play": list(a.in_play)} if a.in_play else {}),
            **a.extra,
        }
        for a in t.areas
    ]
    _opt(out, "won", t.won, False)
    out.update(t.extra)
    return out


def _card_json(c: Card) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.id}
    _opt(out, "name", c.name, "")
    out.update({"type": c.type, "symbol": c.symbol, "value": c.value})
    _opt(out, "per_player", c.per_player, False)
    _opt(out, "text", c.text, "")
    _opt(out, "activates", c.activates, False)
    _opt(out, "resolves", c.resolves, False)
    out.update(c.extra)
    return out


def dumps_table(t: Table) -> str:
    """Table-file text: indented JSON with short arrays kept on one line."""
    return compact_dumps(table_to_json(t)) + "\n"


def save_table(t: Table, path: str | os.PathLike[str], replace_read_only: bool = False) -> None:
    """Save a table file atomically (the old file or the new one, never half), and only one
    the app can open again: the text is read back with the same loader first; a table that
    would not load raises :class:`TableError` and nothing is written (the file keeps its
    identity: see :func:`~tabletop_ai.board.io.atomic_write_text`)."""
    text = dumps_table(t)
    loads_table(text, Path(path).name)
    atomic_write_text(path, text, replace_read_only=replace_read_only)
