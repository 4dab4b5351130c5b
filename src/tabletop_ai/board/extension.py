"""Typed extension fields: what a game keeps on a board record beyond the contract's own keys.

The board format lets every record carry keys it does not name (spec section 1: "unknown keys
are kept"; section 4 for figures, groups and points). The model keeps them in each record's
``extra`` mapping so they survive a round trip. Code that *uses* such a key declares it once as
an :class:`Ext` — its key, how its JSON value is read into a typed value and written back — and
reads and writes it through that declaration, never by indexing ``extra`` by hand. A reader
thus always gets the type it expects (or the declared default when the file holds nothing or
something else), and a writer stores only what the reader can read back.

``Ext`` stores plain JSON values, so a board with an extension field saves and loads exactly as
before (the byte-for-byte plan and board snapshots in the tests check it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

T = TypeVar("T")


class Extensible(Protocol):
    """A record with extension fields (every record of :mod:`tabletop_ai.board.model`: a
    frozen dataclass, so a field is written by making a new record)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def extra(self) -> Mapping[str, Any]: ...


R = TypeVar("R", bound=Extensible)


def _same(v: Any) -> Any:
    return v


@dataclass(frozen=True)
class Ext(Generic[T]):
    """One declared extension field.

    ``load`` turns the stored JSON value into ``T`` and raises ``TypeError``/``ValueError``/
    ``KeyError`` (or the error class given as ``errors``) when the value does not fit;
    ``dump`` turns a ``T`` back into JSON. ``default`` is what :meth:`get` returns when the key
    is missing or its value does not fit; ``None`` means "no value" and :meth:`set` with it (or
    with a value equal to a non-None default) removes the key, so files stay minimal.
    """

    key: str
    load: Callable[[Any], T]
    dump: Callable[[T], Any] = _same
    default: T | None = None
    errors: tuple[type[Exception], ...] = (TypeError, ValueError, KeyError)

    # -- reading ---------------------------------------------------------------------------
    def present(self, rec: Extensible) -> bool:
        """True when the record stores this field (whatever its value)."""
        return self.key in rec.extra

    def raw(self, rec: Extensible) -> Any:
        """The stored JSON value, unread (for validation messages), or None."""
        return rec.extra.get(self.key)

    def read(self, rec: Extensible) -> T | None:
        """The value, or None when absent; raises the codec's error when it does not fit
        (for validation, which names the place)."""
        raw = rec.extra.get(self.key)
        return None if raw is None else self.load(raw)

    def get(self, rec: Extensible) -> T | None:
        """The value, or the default when absent or unreadable (planning and drawing read
        this way: validation has already named any bad value)."""
        raw = rec.extra.get(self.key)
        if raw is None:
            return self.default
        try:
            return self.load(raw)
        except self.errors:
            return self.default

    def value(self, rec: Extensible, fallback: T) -> T:
        """:meth:`get`, with ``fallback`` when that gives None."""
        v = self.get(rec)
        return fallback if v is None else v

    # -- writing ---------------------------------------------------------------------------
    def put(self, rec: R, value: T | None) -> R:
        """The record with ``value`` stored (None, or the default, removes the key)."""
        return dataclasses.replace(rec, extra=self.with_value(rec.extra, value))

    def put_raw(self, rec: R, raw: Any) -> R:
        """The record with an already-written JSON value stored (None removes the key)."""
        return dataclasses.replace(rec, extra=self.with_raw(rec.extra, raw))

    def with_raw(self, extra: Mapping[str, Any], raw: Any) -> dict[str, Any]:
        """A new extension mapping with this field set to ``raw`` (None: removed)."""
        out = {k: v for k, v in extra.items() if k != self.key}
        if raw is not None:
            out[self.key] = raw
        return out

    def with_value(self, extra: Mapping[str, Any], value: T | None) -> dict[str, Any]:
        """:meth:`with_raw` from a typed value."""
        return self.with_raw(
            extra,
            None
            if value is None or (self.default is not None and value == self.default)
            else self.dump(value),
        )


# -- codecs for the common shapes ------------------------------------------------------------
def json_object(v: Any) -> dict[str, Any]:
    """A JSON object (kept as given)."""
    if not isinstance(v, dict):
        raise TypeError(f"expected an object, not {type(v).__name__}")
    return dict(v)


def text_list(v: Any) -> list[str]:
    """A list of texts (conditions, abilities): each item as text."""
    if not isinstance(v, list):
        raise TypeError(f"expected a list, not {type(v).__name__}")
    return [str(x) for x in v]


def text(v: Any) -> str:
    """A text."""
    if not isinstance(v, str):
        raise TypeError(f"expected a text, not {type(v).__name__}")
    return v


def flag(v: Any) -> bool:
    """A true/false value (a truthy value such as a hero's name counts as true)."""
    return bool(v)


def whole(v: Any) -> int:
    """A whole number (true/false are refused)."""
    if isinstance(v, bool) or not isinstance(v, (int, float)) or int(v) != v:
        raise TypeError(f"expected a whole number, not {v!r}")
    return int(v)
