"""Typed values out of parsed JSON: the second half of the guarded reader.

:mod:`tabletop_ai.board.reader` turns a file into JSON values under size, encoding, depth and
number limits; this module turns those values into the typed values a reader builds from,
checking each one (its type, its range, the length of a text or a list) *before* it is
converted, iterated or used to size anything. A value that does not fit becomes a
:class:`~tabletop_ai.board.errors.Problem` naming its place (``cards[3].threat is "x"; it
must be a whole number 0 to 99``) and the reader goes on with a default, so one pass finds
every problem of a file; the caller then raises them together (:meth:`Values.check`).

Ids (the keys one record uses to name another, which a player also types on the command
line) may not hold control characters: such a character can only be damage, and would
break the line it is printed on. Names and other free text are kept as written and escaped
where they are shown (:func:`tabletop_ai.board.errors.one_line`).

The board file has its own structure check (its JSON Schema and :mod:`.limits`); deck,
Imperial data, campaign, game-state and settings readers use this one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.limits import MAX_TEXT, too_many_entries
from tabletop_ai.i18n import msg

#: what a value must be, as a problem names it
A_WHOLE_NUMBER = msg("a whole number")
TRUE_OR_FALSE = msg("true or false")
A_STRING = msg("a string")
A_LIST = msg("a list")
AN_OBJECT = msg("an object")

#: characters an id may not hold: C0 and C1 controls, DEL, the line and paragraph
#: separators (each would end or garble the line it is printed on)
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")

_MISSING: Any = object()
#: the ``default`` of a value the file must have: without it, a problem ("is missing")
REQUIRED: Any = _MISSING


def shown(value: Any) -> str:
    """A value as a problem quotes it: JSON, at most 60 characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def is_whole(value: Any) -> bool:
    """True for an ``int`` that is not a ``bool`` (JSON ``true`` is not a number)."""
    return isinstance(value, int) and not isinstance(value, bool)


def place(where: str, key: str | int) -> str:
    """The JSON path of ``key`` inside ``where``: ``cards[3]``, ``figure.speed``."""
    if isinstance(key, int):
        return f"{where}[{key}]"
    return f"{where}.{key}" if where else key


class Values:
    """Reads typed values out of parsed JSON, recording a problem (with its JSON path) for
    each value that does not fit and returning the default in its place."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []

    def bad(self, where: str, message: str) -> None:
        self.problems.append(Problem(where, message))

    def check(self, source: str, error: type[BoardError] = BoardError) -> None:
        """Raise ``error`` naming ``source`` and every problem found, if any."""
        if self.problems:
            raise error(source, list(self.problems))

    # -- one value ---------------------------------------------------------------------------
    def _get(self, d: Any, key: str, where: str, default: Any) -> Any:
        if isinstance(d, dict) and key in d:
            return d[key]
        if default is _MISSING:
            self.bad(place(where, key), msg("is missing"))
        return _MISSING

    def _wrong(self, where: str, value: Any, what: str) -> None:
        self.bad(where, msg("is {value}; it must be {what}", value=shown(value), what=what))

    def whole(self, d: Any, key: str, where: str, lo: int, hi: int, default: Any = _MISSING) -> int:
        """The whole number ``d[key]``, ``lo`` to ``hi``; ``default`` when absent (no
        default: a problem) or when it does not fit."""
        v = self._get(d, key, where, default)
        if v is _MISSING:
            return default if default is not _MISSING else lo
        return self.whole_value(v, place(where, key), lo, hi, default)

    def whole_value(self, v: Any, where: str, lo: int, hi: int, default: Any = _MISSING) -> int:
        """``v`` itself as a whole number ``lo`` to ``hi``."""
        fallback = default if default is not _MISSING else lo
        if not is_whole(v):
            self.bad(
                where,
                msg(
                    "is {value}; it must be a whole number {lo} to {hi}",
                    value=shown(v),
                    lo=lo,
                    hi=hi,
                ),
            )
            return int(fallback)
        if not lo <= v <= hi:
            self.bad(where, msg("is {value}; it must be {lo} to {hi}", value=v, lo=lo, hi=hi))
            return int(fallback)
        return int(v)

    def flag(self, d: Any, key: str, where: str, default: bool) -> bool:
        """The true/false value ``d[key]`` (``default`` when absent)."""
        v = self._get(d, key, where, default)
        if v is _MISSING:
            return default
        if not isinstance(v, bool):
            self._wrong(place(where, key), v, TRUE_OR_FALSE)
            return default
        return v

    def text(
        self,
        d: Any,
        key: str,
        where: str,
        default: Any = _MISSING,
        *,
        ident: bool = False,
        most: int = MAX_TEXT,
        empty: bool = True,
    ) -> str:
        """The string ``d[key]`` of at most ``most`` characters; ``ident``: an id (not empty,
        no control characters)."""
        v = self._get(d, key, where, default)
        if v is _MISSING:
            return default if default is not _MISSING else ""
        got = self.text_value(v, place(where, key), ident=ident, most=most, empty=empty)
        return got if got is not None else (default if default is not _MISSING else "")

    def optional_text(
        self, d: Any, key: str, where: str, *, ident: bool = False, most: int = MAX_TEXT
    ) -> str | None:
        """The string ``d[key]``, or None when it is absent or ``null``."""
        if not isinstance(d, dict) or d.get(key) is None:
            return None
        return self.text_value(d[key], place(where, key), ident=ident, most=most)

    def text_value(
        self,
        v: Any,
        where: str,
        *,
        ident: bool = False,
        most: int = MAX_TEXT,
        empty: bool = True,
    ) -> str | None:
        """``v`` itself as a string (None, with a problem, when it is not one)."""
        if not isinstance(v, str):
            self._wrong(where, v, A_STRING)
            return None
        if len(v) > most:
            self.bad(
                where,
                msg("has {count:,} characters; at most {most:,} are read", count=len(v), most=most),
            )
            return None
        if (ident or not empty) and not v:
            self.bad(where, msg("is empty"))
            return None
        if ident:
            m = CONTROL.search(v)
            if m is not None:
                self.bad(
                    where,
                    msg(
                        "holds the control character {char}; an id may not",
                        char=m.group().encode("unicode_escape").decode("ascii"),
                    ),
                )
                return None
        return v

    def choice(
        self, d: Any, key: str, where: str, choices: Sequence[str], default: Any = _MISSING
    ) -> str:
        """``d[key]``, one of ``choices``."""
        v = self._get(d, key, where, default)
        if v is _MISSING:
            return default if default is not _MISSING else choices[0]
        if v not in choices or not isinstance(v, str):
            self.bad(
                place(where, key),
                msg(
                    "is {value}; it must be one of {choices}",
                    value=shown(v),
                    choices=", ".join(choices),
                ),
            )
            return default if default is not _MISSING else choices[0]
        return v

    # -- collections -------------------------------------------------------------------------
    def obj(self, v: Any, where: str) -> dict[str, Any] | None:
        """``v`` when it is an object; else a problem and None."""
        if not isinstance(v, dict):
            self._wrong(where, v, AN_OBJECT)
            return None
        return v

    def items(
        self, d: Any, key: str, where: str, most: int, default: Any = ()
    ) -> list[tuple[str, Any]]:
        """The entries of the list ``d[key]`` with their paths; at most ``most`` of them
        (a longer list is a problem and read no further)."""
        v = self._get(d, key, where, default)
        if v is _MISSING:
            return []
        return self.list_items(v, place(where, key), most)

    def list_items(self, v: Any, where: str, most: int) -> list[tuple[str, Any]]:
        """``v`` itself as a list of at most ``most`` entries, each with its path."""
        if not isinstance(v, list):
            self._wrong(where, v, A_LIST)
            return []
        if len(v) > most:
            self.bad(where, too_many_entries(len(v), most))
            return []
        return [(f"{where}[{i}]", x) for i, x in enumerate(v)]

    def objects(
        self, d: Any, key: str, where: str, most: int, default: Any = ()
    ) -> list[tuple[str, dict[str, Any]]]:
        """The objects of the list ``d[key]`` with their paths (a problem for each entry that
        is not an object)."""
        out = []
        for at, item in self.items(d, key, where, most, default):
            o = self.obj(item, at)
            if o is not None:
                out.append((at, o))
        return out

    def texts(
        self,
        d: Any,
        key: str,
        where: str,
        most: int,
        *,
        choices: Iterable[str] = (),
        ident: bool = False,
        default: Any = (),
    ) -> list[str]:
        """The list of strings ``d[key]`` (each one of ``choices`` when given)."""
        allowed = tuple(choices)
        out = []
        for at, v in self.items(d, key, where, most, default):
            s = self.text_value(v, at, ident=ident)
            if s is None:
                continue
            if allowed and s not in allowed:
                self.bad(
                    at,
                    msg(
                        "is {value}; it must be one of {choices}",
                        value=shown(s),
                        choices=", ".join(allowed),
                    ),
                )
                continue
            out.append(s)
        return out


__all__ = [
    "AN_OBJECT",
    "A_LIST",
    "A_STRING",
    "A_WHOLE_NUMBER",
    "CONTROL",
    "REQUIRED",
    "TRUE_OR_FALSE",
    "Values",
    "is_whole",
    "place",
    "shown",
]
