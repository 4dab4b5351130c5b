"""Specific errors for board files: each problem names the place it was found."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from tabletop_ai.i18n import Msg, msg, printable, shown

#: characters that would break a message's one line (newlines, other controls, separators)
_BREAKS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def one_line(text: str) -> str:
    """``text`` on one printable line: control characters (an id holding a newline) become
    escapes such as ``\\n``, and a lone surrogate becomes ``\\ud800``, so a message stays
    one line and can be printed and saved as UTF-8."""
    text = _BREAKS.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def unknown_group(file: str, groups: Iterable[str], group: str) -> Msg:
    """A command's refusal of a ``--group`` that ``file``'s board has not, naming the
    groups it has (``groups``: their ids)."""
    known = ", ".join(groups) or msg("none")
    return msg(
        '{file}: groups has no group "{group}" (groups: {groups})',
        file=file,
        group=printable(group),
        groups=printable(str(known)),
    )


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a board: ``where`` is a JSON path such as ``figures[0]``,
    ``message`` the text a player reads, ``code`` a stable name for the kind of problem
    (e.g. ``unknown-instruction``, ``figure-overlap``) that programs test instead of the
    text."""

    where: str
    message: str
    code: str = "invalid"

    def format(self, source: str = "") -> str:
        """``corridor.board.json: figures[0] "st1" at [9,2] is outside the 8x5 map``."""
        place = f"{shown(self.where)} " if self.where else ""
        prefix = f"{source}: " if source else ""
        return one_line(f"{prefix}{place}{shown(self.message)}")


class BoardError(ValueError):
    """A board file that cannot be read or is invalid; carries every problem found."""

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems = problems
        super().__init__("\n".join(p.format(source) for p in problems))

    def first_line(self) -> str:
        """The first problem, with a count of the others: one line for a command line."""
        line = self.problems[0].format(self.source) if self.problems else one_line(self.source)
        more = len(self.problems) - 1
        if more > 0:
            line += f" {shown(msg('(and %n more problem(s))', n=more))}"
        return line
