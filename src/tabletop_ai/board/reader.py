"""The one guarded reader for every JSON file the app reads: boards, tables, decks and data
files, chains, autosave notes, the instruction editor's free JSON.

A file is refused, with one line naming the file, the place and the problem, before anything
large is built from it:

- it is larger than :data:`MAX_FILE_BYTES` (10 MB; checked from the file size, before reading);
- it is not UTF-8 (a UTF-8 byte-order mark, as Notepad writes, is accepted and skipped);
- it is not JSON (RFC 8259): ``NaN``, ``Infinity`` and ``-Infinity`` are refused (Python's own
  ``json`` accepts them), as is a number too large for a double (``1e999``);
- an integer has more than :data:`MAX_INT_DIGITS` digits (Python's decoder raises an unrelated
  ``ValueError`` past 4,300 and works quadratically below that);
- arrays and objects nest deeper than :data:`MAX_DEPTH` (a board nests 5 levels; the limit keeps
  both the decoder and every later recursive walk, such as saving unknown keys, far from
  Python's recursion limit);
- a string (or key) holds a lone UTF-16 surrogate (``"\\ud800"``: valid JSON escapes, but no
  text: it cannot be printed or saved as UTF-8).

Every refusal is a :class:`~tabletop_ai.board.errors.BoardError` (or the subclass the caller
names), whose :meth:`first_line` is the ``file: place problem`` line the command line prints
(exit status 2) and the window shows in a dialog.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.i18n import Msg, msg

#: the largest file the app reads (bytes; refusing a file this large takes a few seconds
#: on a busy machine). The largest board the app makes (200x200, every
#: cell described, a figure on a tenth of them) is under 3 MB.
MAX_FILE_BYTES = 10 * 1024 * 1024
#: arrays/objects inside each other; board and table files use 6 at most
MAX_DEPTH = 64
#: digits of one JSON integer (every integer the rules read is range-checked far below this)
MAX_INT_DIGITS = 30

_BOM = "\ufeff"
_LONG_DIGITS = re.compile(rf"(?<![0-9])[0-9]{{{MAX_INT_DIGITS + 1}}}")  # where, on a hit
#: every ASCII digit a "0" (bytes.translate), so a run of digits is a run of zeros
_DIGITS_AS_ZERO = bytes.maketrans(b"0123456789", b"0" * 10)
_DIGIT_RUN = b"0" * (MAX_INT_DIGITS + 1)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class _Refused(Exception):
    """Raised by the decoder hooks: what is wrong and a pattern to find where."""

    def __init__(self, message: Msg, pattern: str) -> None:
        super().__init__(message)
        self.message = message
        self.pattern = pattern


def _parse_constant(name: str) -> Any:
    raise _Refused(
        msg("{name} is not a JSON number (JSON has no NaN or Infinity)", name=name),
        rf"-?{re.escape(name.lstrip('-'))}",
    )


def _parse_float(text: str) -> float:
    if len(text) > 100:
        raise _Refused(
            msg(
                "is a number written with {count} characters; at most 100 are read", count=len(text)
            ),
            r"-?[\d.eE+-]{101,}",
        )
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Refused(msg("{text} is too large for a number", text=text), re.escape(text))
    return value


def _line_col(text: str, pos: int) -> str:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return line_column(line, col)


def line_column(line: int, column: int) -> Msg:
    """The place ``line 3 column 7`` of a problem (a message: its words translate)."""
    return msg("line {line} column {column}", line=line, column=column)


def _json_reason(why: str) -> str:
    """Python's JSON decoder's reason (``Expecting value``) as a message when it is one the
    decoder gives, else as it is."""
    return _JSON_REASONS.get(why, why)


#: the reasons of Python's JSON decoder (json/decoder.py, json/scanner.py), as messages
_JSON_REASONS: dict[str, Msg] = {
    m.id: m
    for m in (
        msg("Expecting value"),
        msg("Expecting ',' delimiter"),
        msg("Expecting ':' delimiter"),
        msg("Expecting property name enclosed in double quotes"),
        msg("Extra data"),
        msg("Unterminated string starting at"),
        msg("Invalid control character at"),
        msg("Invalid \\escape"),
        msg("Invalid \\uXXXX escape"),
        msg("Illegal trailing comma before end of object"),
        msg("Illegal trailing comma before end of array"),
    )
}


_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'  # "unrolled": linear, no backtracking


def _has_digit_run(text: str) -> bool:
    """Whether ``text`` holds more than :data:`MAX_INT_DIGITS` ASCII digits in a row
    (anywhere: exactly when :data:`_LONG_DIGITS` matches): every digit translated to
    ``0``, then one search of the bytes for the run. UTF-8 writes other characters with
    bytes above 127, never an ASCII digit."""
    return _DIGIT_RUN in text.encode("utf-8", "surrogatepass").translate(_DIGITS_AS_ZERO)


def _find_outside_strings(text: str, pattern: str) -> int | None:
    """Where ``pattern`` first matches outside a JSON string, or None."""
    for m in re.finditer(f"{_STRING}|({pattern})", text, re.DOTALL):
        if m.group(1) is not None:
            return m.start(1)
    return None


def _deepest(text: str) -> int | None:
    """Where the nesting first goes past :data:`MAX_DEPTH` (strings skipped), or None."""
    depth = 0
    for m in re.finditer(f"{_STRING}|([\\[{{])|([\\]}}])", text, re.DOTALL):
        if m.group(1) is not None:
            depth += 1
            if depth > MAX_DEPTH:
                return m.start(1)
        elif m.group(2) is not None:
            depth -= 1
    return None


def _json_path(parts: list[str | int]) -> str:
    out = ""
    for p in parts:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or msg("(top level)")


#: a board's brackets as bytes: every opening bracket an ``(``, every closing one a ``)``;
#: all but brackets and quotes dropped (``bytes.translate``)
_PARENS = bytes.maketrans(b"[{]}", b"(())")
_NOT_BRACKET_OR_QUOTE = bytes(b for b in range(256) if b not in b'[]{}"')


def _too_deep(text: str) -> bool:
    """Do arrays/objects in (valid JSON) ``text`` nest deeper than :data:`MAX_DEPTH`?
    The escaped backslashes and quotes are dropped, so every quote left opens or closes a
    string; then all but brackets and quotes, then the strings (every other piece between
    quotes); the innermost pairs of brackets left are peeled off one level a pass. Each
    step is one pass of a bytes or string method, so the depth of a file at the size limit
    is found without parsing it."""
    if "\\" in text:
        # left to right in pairs, as JSON reads escapes: an escaped backslash never escapes
        # what follows it; the quotes left escaped are then dropped in turn
        text = text.replace("\\\\", "").replace('\\"', "")
    raw = text.encode("utf-8", "surrogatepass").translate(_PARENS, _NOT_BRACKET_OR_QUOTE)
    s = b"".join(raw.split(b'"')[::2])  # outside strings: the even pieces
    for _ in range(MAX_DEPTH):
        peeled = s.replace(b"()", b"")  # one level: new "()" the removal makes stay
        if len(peeled) == len(s):
            return False
        s = peeled
    return b"()" in s


def _walk(data: Any) -> Problem | None:
    """Nesting depth and lone surrogates, walked without recursion (the first problem)."""
    stack: list[tuple[Any, int, list[str | int]]] = [(data, 0, [])]
    while stack:
        value, depth, path = stack.pop()
        if isinstance(value, str):
            if not value.isascii() and _has_surrogate(value):
                return Problem(
                    _json_path(path),
                    msg("holds a lone UTF-16 surrogate (such as \\ud800), which is not text"),
                )
            continue
        if isinstance(value, (dict, list)):
            if depth >= MAX_DEPTH:
                return Problem(_json_path(path), _too_deep_msg())
            if isinstance(value, dict):
                for k, v in value.items():
                    if not k.isascii() and _has_surrogate(k):
                        return Problem(
                            _json_path(path),
                            msg("has a key holding a lone UTF-16 surrogate (such as \\ud800)"),
                        )
                    stack.append((v, depth + 1, [*path, k]))
            else:
                stack.extend((v, depth + 1, [*path, i]) for i, v in enumerate(value))
    return None


def _too_deep_msg() -> Msg:
    return msg("is nested more than {depth} levels deep", depth=MAX_DEPTH)


def _has_surrogate(s: str) -> bool:
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def parse_json(
    text: str, source: str, error: type[BoardError] = BoardError, max_bytes: int = MAX_FILE_BYTES
) -> Any:
    """Parse JSON text under the limits above; ``error(source, [problem])`` when refused.
    ``max_bytes``: a larger size limit for files that carry a picture (map imports)."""
    if text.startswith(_BOM):
        text = text[1:]
    if len(text) > max_bytes:
        raise error(
            source,
            [
                Problem(
                    "",
                    msg(
                        "is {count:,} characters long; files of at most {mb} MB are read",
                        count=len(text),
                        mb=max_bytes // (1024 * 1024),
                    ),
                )
            ],
        )
    if _has_digit_run(text):  # fast: only a hit is checked against strings
        at = _find_outside_strings(text, _LONG_DIGITS.pattern)
        if at is not None:
            digits = len(text) - len(text[at:].lstrip("0123456789")) - at
            raise error(
                source,
                [
                    Problem(
                        _line_col(text, at),
                        msg(
                            "is a number with {digits} digits; at most {most} are read",
                            digits=digits,
                            most=MAX_INT_DIGITS,
                        ),
                    )
                ],
            )
    try:
        data = json.loads(text, parse_constant=_parse_constant, parse_float=_parse_float)
    except json.JSONDecodeError as exc:
        raise error(
            source,
            [
                Problem(
                    line_column(exc.lineno, exc.colno),
                    msg("is not valid JSON: {why}", why=_json_reason(exc.msg)),
                )
            ],
        ) from None
    except _Refused as exc:
        at = _find_outside_strings(text, exc.pattern)
        raise error(
            source, [Problem(_line_col(text, at) if at is not None else "", exc.message)]
        ) from None
    except RecursionError:  # nested past Python's own limit: find where ours was passed
        pos = _deepest(text)
        raise error(
            source, [Problem(_line_col(text, pos) if pos is not None else "", _too_deep_msg())]
        ) from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _too_deep(text):
        pos = _deepest(text)
        raise error(
            source, [Problem(_line_col(text, pos) if pos is not None else "", _too_deep_msg())]
        )
    if ("\\u" in text and _SURROGATE_ESCAPE.search(text)) or (
        not text.isascii() and _has_surrogate(text)
    ):
        problem = _walk(data)
        if problem is not None:
            raise error(source, [problem])
    return data


class FileTooLarge(OSError):
    """A file larger than the reader's limit (its size, from the file system)."""

    def __init__(self, size: int) -> None:
        super().__init__(f"{size} bytes")
        self.size = size


class NotAFile(OSError):
    """A path that names a pipe, a device or a socket, not a regular file."""


def not_a_file() -> Msg:
    """The problem of a path that is no regular file."""
    return msg("is not a regular file (a pipe, a device or a socket); only files are read")


def _read_regular(
    path: str | os.PathLike[str], count: int, refuse_over: int | None = None
) -> bytes:
    """At most ``count`` bytes of a regular file, opened without blocking and checked before
    anything is read (see :func:`read_bytes`); a file whose size is over ``refuse_over``
    raises :class:`FileTooLarge`."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(st.st_mode):
            raise NotAFile(str(path))
        if refuse_over is not None and st.st_size > refuse_over:
            raise FileTooLarge(st.st_size)
        chunks = []
        left = count
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The bytes of a regular file of at most ``max_bytes`` (one more is read: a longer
    result means the file grew while it was read). The file is opened without blocking and
    checked before anything is read: a named pipe (which would wait for a writer for ever),
    a device such as ``/dev/zero`` (endless) or a socket raises :class:`NotAFile`, a file
    over the limit :class:`FileTooLarge`; other failures are the ``OSError`` of the system
    (``FileNotFoundError``, ``IsADirectoryError``, ``PermissionError`` ...)."""
    return _read_regular(path, max_bytes + 1, refuse_over=max_bytes)


def read_head(path: str | os.PathLike[str], count: int) -> bytes:
    """The first ``count`` bytes of a regular file (a picture's header); :class:`NotAFile`
    for a pipe, device or socket, opened without blocking as :func:`read_bytes` does."""
    return _read_regular(path, count)


def read_text(
    path: str | os.PathLike[str],
    error: type[BoardError] = BoardError,
    max_bytes: int = MAX_FILE_BYTES,
) -> str:
    """The UTF-8 text of a file (BOM dropped), its size checked before it is read."""
    p = Path(path)
    try:
        raw = read_bytes(p, max_bytes)
    except FileTooLarge as exc:
        raise error(
            p.name,
            [
                Problem(
                    "",
                    msg(
                        "is {size:,} bytes; files of at most {mb} MB are read",
                        size=exc.size,
                        mb=max_bytes // (1024 * 1024),
                    ),
                )
            ],
        ) from None
    except NotAFile:
        raise error(p.name, [Problem("", not_a_file())]) from None
    except FileNotFoundError:
        raise error(p.name, [Problem("", msg("does not exist"))]) from None
    except IsADirectoryError:
        raise error(p.name, [Problem("", msg("is a folder, not a file"))]) from None
    except OSError as exc:
        raise error(
            p.name, [Problem("", msg("cannot be read: {why}", why=exc.strerror or str(exc)))]
        ) from None
    if len(raw) > max_bytes:  # grew while being read (or stat lied: a pipe, /proc)
        raise error(
            p.name,
            [
                Problem(
                    "",
                    msg(
                        "is larger than {mb} MB; files of at most that size are read",
                        mb=max_bytes // (1024 * 1024),
                    ),
                )
            ],
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(
            p.name, [Problem(msg("byte {at}", at=exc.start), msg("is not UTF-8 text"))]
        ) from None
    return text[1:] if text.startswith(_BOM) else text


def read_json(
    path: str | os.PathLike[str],
    error: type[BoardError] = BoardError,
    max_bytes: int = MAX_FILE_BYTES,
) -> Any:
    """Read and parse a JSON file under every limit of this module; ``error`` names the file
    and the place of the first problem."""
    return parse_json(read_text(path, error, max_bytes), Path(path).name, error, max_bytes)


__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_INT_DIGITS",
    "FileTooLarge",
    "NotAFile",
    "not_a_file",
    "parse_json",
    "read_bytes",
    "read_head",
    "read_json",
    "read_text",
]
