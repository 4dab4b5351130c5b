"""Imperial Commander 2's instruction lines read as board-format instructions.

IC2 writes each instruction of a deployment group's list as one line of card text, for
example ``{Q} Move 4 to attack {R1}.`` or ``{A} Move 2 to reposition 3.``: the symbols
before the text are the actions it costs (``{A}`` an action, ``{Q}`` an attack action,
``{-}`` none; IC2 wiki "Imperial Activations": "An instruction costs one action for each
... icon preceding it"), ``{R1}`` is the group's target, and an upper-case name before a
colon names an ability (``TRAMPLE: Move 5 to engage ...``).

:func:`read_line` turns one line into instructions. The grammar (English and German; the
structure is the same in every language) is:

``line``
    ``symbols [NAME ":"] sentence ("." sentence)*``
``sentence`` (the first one)
    ``[timing] [condition ","] clause [tail]`` where the clause is one of
    ``Move N toward T`` (``move_toward``), ``Move N to engage T`` (``move_to_engage``),
    ``Move N to reposition D`` (``move_to_reposition`` with ``distance``),
    ``Move N to attack T [within R spaces]`` (``move_to_attack`` then ``attack``),
    ``Attack T [within R spaces]`` (``attack``), ``Place this figure in an empty space
    within N spaces and adjacent to T`` (``place`` then the attack that follows),
    ``end this activation`` (``end_activation``); after a condition the clause may read
    ``it moves N ...`` / ``move N ...``.
``tail``
    ``, then attack T`` (``attack``); dice (``with 1 green and 1 red die``) and any other
    words are kept for the note.
``later sentences``
    ``Then[,] attack T`` / ``Then[,] move ...`` (more instructions of the same line),
    ``Target T`` (the line's target); anything else is kept for the note.

Targets ``T``: ``{R1}`` (the group's named target, else the priority order), the closest
Rebel (ready, non-ready, not Weakened), the Rebel adjacent to (within N spaces of) the most
other Rebels, a Rebel this figure has not attacked, N different Rebels, each adjacent
Rebel, as many Rebels as possible (minimum N), N or more Rebels, and Imperial figures (the
closest other one, the one with most Health remaining, the closest one that has suffered
damage, as many (non-Guardian) ones as possible). Conditions: this figure did not attack;
is (not) adjacent to a Rebel / another (non-Guardian) Imperial figure; a Rebel within N
spaces; at least N spaces from the closest Rebel; has suffered (N or more) damage; did (not)
use or perform NAME (an earlier line of the list).

What a line asks that the instructions do not carry (dice, effects after an attack, abilities
of other figures, passive rules) is kept, word for word, as a ``note`` instruction the plan
shows in its place; a line that is not a move or attack of this figure is a note only. A
line that starts as a move or attack of this figure but does not read as one of the forms
above raises :class:`UnknownLine` (never silently planned as something else).

The instruction fields beyond the board format (declared by the Imperial Commander rule set,
:mod:`tabletop_ai.imperial.ic_play`): ``actions`` (the line's symbols), ``then`` (continues
the line above), ``name``, ``if``/``if_spaces``/``if_line``, ``pick``/``pick_spaces``,
``minimum``, ``within``, ``not_trait``, ``at_end``, ``text``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

Instr = dict[str, Any]


class UnknownLine(ValueError):
    """A line that starts as a move or attack of this figure but is none of the forms the
    grammar reads; ``str(exc)`` says what was not understood."""


# -- the languages --------------------------------------------------------------------------

#: a number as IC2 writes it (digits, or a small number spelled out in some lines); at most
#: nine digits (Python's ``int`` refuses very long ones, and no range on a card is longer),
#: written without braces: the grammar's templates are filled by ``str.format``
NUM = r"(?:\d" + r"\d?" * 8 + r"|two|three|four|zwei|drei|vier)"
_WORDS = {"two": 2, "three": 3, "four": 4, "zwei": 2, "drei": 3, "vier": 4}


def number(text: str) -> int:
    """``"2"`` or ``"zwei"`` -> 2; anything but a word of :data:`NUM` or one to nine digits
    is :class:`UnknownLine`."""
    t = text.strip().lower()
    if t in _WORDS:
        return _WORDS[t]
    if not (t.isascii() and t.isdigit() and len(t) <= 9):
        raise UnknownLine(f"{text[:20]!r} is not a number")
    return int(t)


@dataclass(frozen=True)
class Target:
    """One target phrase: its name (what it sets, :func:`_target_fields`) and its regular
    expression (named groups ``n`` and ``w`` give its numbers)."""

    name: str
    pattern: str


Condition = Callable[[re.Match[str]], Instr]


@dataclass(frozen=True)
class Grammar:
    """One language's words for the forms of the module docstring: regular expressions,
    matched case-insensitively on one sentence without its full stop. The clause templates
    take ``{mw}`` (the move words), ``{t}`` (a target), ``{within}`` and ``{dice}``."""

    code: str
    targets: tuple[Target, ...]
    #: ``(phrase, fields)``: a condition after :attr:`if_word`, and the fields it sets
    conditions: tuple[tuple[str, Condition], ...]
    if_word: str
    #: a condition about this figure (an unread one before a move is an unknown line)
    own_if: str
    move_word: str
    move_toward: str
    move_engage: str
    move_reposition: str
    move_attack: str
    attack: str
    place: str
    end: str
    then_attack: str
    then: str
    target_sentence: str
    within: str
    dice: str
    timing_end: str
    #: words that start this figure's move or attack (an unread one is an unknown line)
    own_move: str
    ignore_limit: str
    #: ``(pattern, replacement)`` applied to each sentence first (German puts a relative
    #: clause after the verb: "um einen Rebellen anzugreifen, den ...")
    rewrites: tuple[tuple[str, str], ...] = ()


EN = Grammar(
    code="en",
    targets=(
        Target("R1", r"\{R1\}"),
        Target("closest_ready", r"the closest ready (?:Rebels?|heroe?s?)"),
        Target("closest_exhausted", r"the closest non-ready (?:Rebels?|heroe?s?)"),
        Target("closest_not_weakened", r"the closest non-Weakened (?:Rebels?|heroe?s?)"),
        Target("closest", r"the closest (?:Rebels?|heroe?s?)"),
        Target(
            "crowded",
            rf"the (?:healthy )?Rebel (?:that is |who is )?within (?P<n>{NUM}) spaces of the "
            r"most other Rebels",
        ),
        Target(
            "crowded1",
            r"the (?:healthy )?Rebel (?:that is |who is )?adjacent to the most other Rebels",
        ),
        Target(
            "not_attacked",
            r"(?:a Rebel that this figure has not attacked during this activation|"
            rf"a different Rebel|a Rebel(?: within (?P<w>{NUM}) spaces)? that has not "
            r"(?:already )?been attacked)",
        ),
        Target("each_adjacent", r"each adjacent Rebel"),
        Target("different", rf"(?P<n>{NUM}) different Rebels"),
        Target("friend_closest", r"the closest other Imperial figure"),
        Target("friend_most_health", r"the other Imperial figure with the most Health remaining"),
        Target("friend_damaged", r"the closest Imperial figure that has suffered \{H\}"),
        Target("most_hostiles", rf"as many Rebels as possible ?\(minimum (?P<n>{NUM})\)"),
        Target("hostiles", rf"(?P<n>{NUM}) or more Rebels"),
        Target(
            "most_friends",
            r"as many (?P<ng>non-Guardian )?Imperial figures as possible ?"
            rf"\(minimum (?P<n>{NUM})\)",
        ),
    ),
    conditions=(
        (r"this figure did not attack", lambda m: {"if": "not_attacked"}),
        (
            r"this figure is not adjacent to (?:a|any) Rebel",
            lambda m: {"if": "not_adjacent_hostile"},
        ),
        (
            r"(?:this figure is )?adjacent to (?:a|any) Rebel",
            lambda m: {"if": "adjacent_hostile"},
        ),
        (
            r"this figure is adjacent to a non-Guardian Imperial figure",
            lambda m: {"if": "adjacent_friend", "not_trait": "guardian"},
        ),
        (
            r"this figure is not adjacent to another Imperial figure",
            lambda m: {"if": "not_adjacent_friend"},
        ),
        (
            rf"there is (?:a|at least 1) Rebel within (?P<n>{NUM}) spaces(?: of this figure)?",
            lambda m: {"if": "hostile_within", "if_spaces": number(m["n"])},
        ),
        (
            rf"this figure is at least (?P<n>{NUM}) spaces away from the closest Rebel",
            lambda m: {"if": "closest_hostile_at_least", "if_spaces": number(m["n"])},
        ),
        (
            rf"this figure has suffered (?P<n>{NUM}) or more \{{H\}}",
            lambda m: {"if": "damaged", "if_spaces": number(m["n"])},
        ),
        (r"this figure has suffered \{H\}", lambda m: {"if": "damaged", "if_spaces": 1}),
        (
            r"this figure did not (?:use|perform) (?P<name>[^,]+?)",
            lambda m: {"if": "not_performed", "if_line": m["name"].strip()},
        ),
        (
            r"this figure performed (?P<name>[^,]+?)",
            lambda m: {"if": "performed", "if_line": m["name"].strip()},
        ),
    ),
    if_word=r"If",
    own_if=r"If (?:this figure|there is|adjacent)",
    move_word=r"(?:it moves|moves|move)",
    move_toward=r"{mw} (?P<mp>\d{{1,9}}) towards? {t}",
    move_engage=r"{mw} (?P<mp>\d{{1,9}}) to engage {t}",
    move_reposition=r"{mw} (?P<mp>\d{{1,9}}) to reposition (?P<d>\d{{1,9}})",
    move_attack=r"{mw} (?P<mp>\d{{1,9}}) to attack {t}{within}",
    attack=r"attack {t}{within}",
    place=rf"place this figure in an empty space within (?P<sp>{NUM}) spaces and adjacent to {{t}}",
    end=r"end this activation",
    then_attack=r",? then,? attack {t}",
    then=r"then,? ",
    target_sentence=r"target {t}",
    within=rf" within (?P<rw>{NUM}) spaces(?! of)",
    dice="",
    timing_end=r"at the end of this figure's activation,? ",
    own_move=r"(?:(?:it )?moves? \d|attack\b|place this figure)",
    ignore_limit=r",? even if this figure has already performed an \{Q\} instruction",
)

DE = Grammar(
    code="de",
    targets=(
        Target("R1", r"\{R1\}"),
        Target("closest_ready", r"(?:den|die) nächsten bereiten (?:Rebellen|Helden)"),
        Target("closest_exhausted", r"(?:den|die) nächsten nicht-bereiten (?:Rebellen|Helden)"),
        Target("closest_not_weakened", r"(?:den|die) nächsten nicht-Geschwächten Rebellen"),
        Target("closest", r"(?:den|die) nächsten (?:Rebellen|Helden)"),
        Target(
            "crowded",
            rf"den (?:unversehrten )?Rebellen, der sich innerhalb von (?P<n>{NUM}) Feldern zu den "
            r"meisten anderen Rebellen befindet",
        ),
        Target(
            "crowded1",
            r"den (?:unversehrten )?Rebellen,? (?:der )?(?:den meisten anderen Rebellen "
            r"benachbart ist|benachbart zu den meisten anderen Rebellen(?: ist)?)",
        ),
        Target(
            "not_attacked",
            r"(?:einen Rebellen, den diese Figur in dieser Aktivierung noch nicht angegriffen "
            rf"hat|einen anderen Rebell(?:en)?|einen Rebellen(?: innerhalb von (?P<w>{NUM}) "
            r"Feldern)?, der noch nicht angegriffen wurde)",
        ),
        Target("each_adjacent", r"jeden benachbarten Rebellen"),
        Target("different", rf"(?P<n>{NUM}) verschiedene Rebellen"),
        Target("friend_closest", r"die nächste andere imperiale Figur"),
        Target(
            "friend_most_health",
            r"die andere imperiale Figur mit der meisten verbleibenden Gesundheit",
        ),
        Target("friend_damaged", r"die nächstgelegene imperiale Figur, die \{H\} erlitten hat"),
        Target("most_hostiles", rf"so viele Rebellen wie möglich ?\(Minimum (?P<n>{NUM})\)"),
        Target("hostiles", rf"(?P<n>{NUM}) oder mehr Rebellen"),
        Target(
            "most_friends",
            r"so viele imperiale (?P<ng>Nicht-Wächter-)?Figuren wie möglich ?"
            rf"\(Minimum (?P<n>{NUM})\)",
        ),
    ),
    conditions=(
        (r"diese Figur nicht angegriffen hat", lambda m: {"if": "not_attacked"}),
        (
            r"diese Figur nicht benachbart zu einem Rebellen ist",
            lambda m: {"if": "not_adjacent_hostile"},
        ),
        (
            r"(?:diese Figur )?benachbart zu einem Rebellen(?: ist)?",
            lambda m: {"if": "adjacent_hostile"},
        ),
        (
            r"diese Figur an eine imperiale Nicht-Wächter-Figur angrenzt",
            lambda m: {"if": "adjacent_friend", "not_trait": "guardian"},
        ),
        (
            r"diese Figur nicht benachbart zu einer anderen imperialen Figur ist",
            lambda m: {"if": "not_adjacent_friend"},
        ),
        (
            rf"sich (?:ein|mindestens 1) Rebell innerhalb von (?P<n>{NUM}) Feldern"
            r"(?: zu dieser Figur)? befindet",
            lambda m: {"if": "hostile_within", "if_spaces": number(m["n"])},
        ),
        (
            rf"diese Figur mindestens (?P<n>{NUM}) Felder vom nächsten Rebellen entfernt ist",
            lambda m: {"if": "closest_hostile_at_least", "if_spaces": number(m["n"])},
        ),
        (
            rf"diese Figur (?P<n>{NUM}) oder mehr \{{H\}} erlitten hat",
            lambda m: {"if": "damaged", "if_spaces": number(m["n"])},
        ),
        (r"diese Figur \{H\} erlitten hat", lambda m: {"if": "damaged", "if_spaces": 1}),
        (
            r"diese Figur (?P<name>\S+) nicht (?:durchgeführt|ausgeführt|eingesetzt|benutzt) hat",
            lambda m: {"if": "not_performed", "if_line": m["name"].strip()},
        ),
        (
            r"diese Figur (?P<name>\S+) (?:durchgeführt|ausgeführt|eingesetzt|benutzt) hat",
            lambda m: {"if": "performed", "if_line": m["name"].strip()},
        ),
    ),
    if_word=r"Falls",
    own_if=r"Falls (?:diese Figur|sich|benachbart)",
    move_word=r"(?:Bewegung|bewegt sie sich|bewegt er sich|bewegt es sich)",
    move_toward=r"{mw} (?P<mp>\d{{1,9}}) auf {t} zu",
    move_engage=r"{mw} (?P<mp>\d{{1,9}}), um {t} zu berühren",
    move_reposition=r"{mw} (?P<mp>\d{{1,9}}), um in Position (?P<d>\d{{1,9}}) zu gelangen",
    move_attack=r"{mw} (?P<mp>\d{{1,9}}), um {t}{within}{dice}(?P<x>(?: [^ ,]+)*?) anzugreifen",
    attack=r"Angriff{dice} auf {t}{within}",
    place=rf"Platziere diese Figur auf ein leeres Feld innerhalb von (?P<sp>{NUM}) Feldern und "
    r"benachbart zu {t}",
    end=r"beende diese Aktivierung",
    then_attack=r",? dann,? Angriff{dice} auf {t}",
    then=r"dann,? ",
    target_sentence=r"Ziele auf {t}",
    within=rf" innerhalb von (?P<rw>{NUM}) Feldern(?! zu)",
    dice=r"(?P<dice> mit (?:einem einzelnen|\d+) \S+(?: und \d+ \S+)? Würfel)?",
    timing_end=r"am Ende der Aktivierung dieser Figur,? ",
    own_move=r"(?:Bewegung \d|bewegt (?:sie|er|es) sich \d|Angriff\b|Platziere diese Figur)",
    ignore_limit=r",? selbst wenn diese Figur bereits eine \{Q\}-Anweisung durchgeführt hat",
    rewrites=(
        (r" (zu berühren|anzugreifen), ((?:den|die|der) .*)$", r", \2 \1"),
        (r" zu berühren ?(\(Minimum \w+\))", r" \1 zu berühren"),
        (r" auf (.+?) zu, (der .*)$", r" auf \1, \2 zu"),
    ),
)

GRAMMARS: dict[str, Grammar] = {"en": EN, "de": DE}


# -- reading a line -------------------------------------------------------------------------

_SYMBOL = re.compile(r"\{([^{}]*)\}")
_TAG = re.compile(r"</?(?:color|b|i|u|size)(?:=[^>]*)?>", re.IGNORECASE)
_SPACE = re.compile(r"\s+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=\S)")
#: the symbols a line starts with (``{A}{A} ...``)
_LEAD = re.compile(r"^\s*((?:\{[^{}]*\}\s*)*)")
#: what each IC2 symbol before a line costs in actions (``{O}``: IC2 shows the line in
#: orange, a highlight that costs nothing)
ACTION_SYMBOLS = {"A": 1, "Q": 1, "-": 0, "O": 0}
#: the instruction types a line becomes besides the board format's own
MOVES_AND_ATTACKS = ("move_toward", "move_to_engage", "move_to_attack", "attack", "place")


def clean_text(text: str) -> str:
    """A line as players read it: rich-text tags (``<color="red">Stunned</color>``) taken
    out and runs of white space made one space."""
    return _SPACE.sub(" ", _TAG.sub("", text)).strip()


def _norm(text: str) -> str:
    """Typographic apostrophes as plain ones (IC2 writes both)."""
    return text.replace("\u2019", "'").replace("\u2018", "'")


@dataclass
class Line:
    """One line read: its instructions, whether it is a move or attack of this figure
    (``structured``) and whether some of its words are shown as a note only
    (``unread``)."""

    instructions: list[Instr] = field(default_factory=list)
    structured: bool = False
    unread: bool = False


@cache
def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


def _target_fields(t: Target, m: re.Match[str]) -> list[Instr]:
    """The fields a target phrase sets, one dict per instruction it needs (``N different
    Rebels``: N attacks, each after the first at a Rebel not yet attacked)."""
    groups = m.groupdict()
    n = number(groups["n"]) if groups.get("n") else None
    if t.name == "R1":
        return [{}]
    if t.name.startswith("closest") or t.name in ("friend_closest", "friend_most_health"):
        return [{"pick": t.name}]
    if t.name == "crowded":
        return [{"pick": "crowded", "pick_spaces": n}]
    if t.name == "crowded1":
        return [{"pick": "crowded", "pick_spaces": 1}]
    if t.name == "not_attacked":
        w = groups.get("w")
        return [{"pick": "not_attacked", **({"within": number(w)} if w else {})}]
    if t.name == "each_adjacent":
        return [{"pick": "each_adjacent"}]
    if t.name == "different":
        return [{"pick": "priority"}] + [{"pick": "not_attacked"} for _ in range((n or 1) - 1)]
    if t.name == "friend_damaged":
        return [{"pick": "friend_closest_damaged"}]
    if t.name in ("most_hostiles", "hostiles"):
        return [{"pick": t.name, "minimum": n}]
    if t.name == "most_friends":
        extra = {"not_trait": "guardian"} if groups.get("ng") else {}
        return [{"pick": "most_friends", "minimum": n, **extra}]
    raise AssertionError(t.name)


_HOSTILE_ONE = (
    "R1",
    "closest",
    "closest_ready",
    "closest_exhausted",
    "closest_not_weakened",
    "crowded",
    "crowded1",
)
_FRIEND_ONE = ("friend_closest", "friend_most_health", "friend_damaged")
#: the targets each clause takes
_ROLES: dict[str, tuple[str, ...]] = {
    "move_toward": _HOSTILE_ONE + _FRIEND_ONE,
    "move_to_engage": _HOSTILE_ONE + _FRIEND_ONE + ("most_hostiles", "hostiles", "most_friends"),
    "move_to_attack": (*_HOSTILE_ONE, "not_attacked"),
    "attack": (*_HOSTILE_ONE, "not_attacked", "each_adjacent", "different"),
    "place": ("R1", "hostiles"),
}


def _fill(g: Grammar, template: str, target: str) -> str:
    return template.format(
        mw=g.move_word, t=f"(?:{target})", within=f"(?:{g.within})?", dice=g.dice
    )


def _filled(
    g: Grammar, template: str, target: str, start: str = "", end: str = ""
) -> re.Pattern[str]:
    """:func:`_fill` compiled, kept per language (a grammar tries every target of every
    clause on each line; the grammar itself is keyed by its code, a cheap hash)."""
    return _filled_by_code(g.code, template, target, start, end)


@cache
def _filled_by_code(code: str, template: str, target: str, start: str, end: str) -> re.Pattern[str]:
    return _rx(start + _fill(GRAMMARS[code], template, target) + end)


@dataclass
class _Read:
    """A clause read at the start of a text: its instructions, where it ended and whether
    words inside it were left unread (dice)."""

    instructions: list[Instr]
    end: int
    unread: bool = False


def _clause(g: Grammar, text: str) -> _Read | None:
    """The clause at the start of ``text``: this figure's move, attack, placement or the
    end of its activation (the longest reading), or None."""
    m = _rx("^" + g.move_reposition.format(mw=g.move_word)).match(text)
    if m:
        return _Read(
            [{"type": "move_to_reposition", "mp": int(m["mp"]), "distance": int(m["d"])}],
            m.end(),
        )
    m = _rx("^" + g.end).match(text)
    if m:
        return _Read([{"type": "end_activation"}], m.end())
    for kind, template in (
        ("move_toward", g.move_toward),
        ("move_to_engage", g.move_engage),
        ("move_to_attack", g.move_attack),
        ("attack", g.attack),
        ("place", g.place),
    ):
        best: _Read | None = None
        for t in g.targets:
            if t.name not in _ROLES[kind]:
                continue
            m = _filled(g, template, t.pattern, "^").match(text)
            if m is not None and (best is None or m.end() > best.end):
                best = _build(kind, m, _target_fields(t, m))
        if best is not None:
            return best
    return None


def _build(kind: str, m: re.Match[str], fields: list[Instr]) -> _Read:
    groups = m.groupdict()
    within = number(groups["rw"]) if groups.get("rw") else None
    unread = bool(groups.get("dice") or groups.get("x"))
    mp = int(groups["mp"]) if groups.get("mp") else None
    out: list[Instr] = []
    if kind == "move_to_attack":
        f = fields[0]
        w = within if within is not None else f.get("within")
        move: Instr = {"type": "move_to_attack", "mp": mp, **f}
        atk: Instr = {"type": "attack", **f}
        if w is not None:
            move["within"] = atk["within"] = w
        out = [move, atk]
    elif kind == "attack":
        for f in fields:
            a: Instr = {"type": "attack", **f}
            if within is not None:
                a["within"] = within
            out.append(a)
    elif kind == "place":
        out = [{"type": "place", "spaces": number(m["sp"]), **fields[0]}]
    else:
        out = [{"type": kind, "mp": mp, **fields[0]}]
    return _Read(out, m.end(), unread)


def _condition(g: Grammar, text: str) -> tuple[Instr, str] | None:
    """``If COND, rest``: the condition's fields and the rest, or None."""
    for pattern, fields in g.conditions:
        m = _rx(rf"^{g.if_word} {pattern}, ?").match(text)
        if m:
            return fields(m), text[m.end() :]
    return None


def _own_move(g: Grammar, text: str) -> bool:
    """Does ``text`` start as this figure's move or attack, possibly after a condition
    about this figure?"""
    if _rx("^" + g.own_move).match(text):
        return True
    m = _rx(rf"^{g.own_if}[^,]*, ?").match(text)
    return bool(m and _rx("^" + g.own_move).match(text[m.end() :]))


def split_symbols(text: str) -> tuple[list[str], str]:
    """The symbols a line starts with (``["A", "Q"]``) and the rest."""
    m = _LEAD.match(text)
    lead = m.group(1) if m else ""
    return [s.strip() for s in _SYMBOL.findall(lead)], text[m.end() if m else 0 :]


def split_name(body: str) -> tuple[str, str]:
    """``NAME: text`` -> ``("NAME", "text")`` when the part before the first colon is an
    upper-case ability name (no lower-case letter, at least two letters), else
    ``("", body)``."""
    head, colon, rest = body.partition(":")
    if (
        colon
        and 0 < len(head) <= 60
        and not any(c.islower() for c in head)
        and sum(c.isalpha() for c in head) >= 2
    ):
        return head.strip(), rest.strip()
    return "", body


def _sentences(g: Grammar, body: str) -> list[str]:
    out = []
    for s in _SENTENCE.split(body):
        s = s.strip().rstrip(".").strip()
        if not s:
            continue
        for pattern, repl in g.rewrites:
            s = _rx(pattern).sub(repl, s)
        out.append(s)
    return out


def _unknown(text: str) -> UnknownLine:
    return UnknownLine(f"{text!r} is not a move or attack this reader knows")


def read_line(raw: str, grammar: Grammar) -> Line:
    """One IC2 instruction line as instructions (the module docstring gives the grammar);
    raises :class:`UnknownLine` for a line that starts with a symbol IC2 does not have, or
    that starts as this figure's move or attack but does not read as one."""
    g = grammar
    text = clean_text(raw)
    symbols, body = split_symbols(text)
    for s in symbols:
        if s not in ACTION_SYMBOLS:
            raise UnknownLine(f"{{{s}}} is not an IC2 line symbol ({{A}}, {{Q}}, {{-}} or {{O}})")
    actions = sum(ACTION_SYMBOLS[s] for s in symbols)
    note_text = body or text  # the card's words, its symbols left out
    name, body = split_name(body)
    head: Instr = {}
    if name:
        head["name"] = name
    if actions:
        head["actions"] = actions
    plain = _norm(body)
    ignore_limit = _rx(g.ignore_limit).search(plain) is not None
    plain = _rx(g.ignore_limit).sub("", plain)
    sentences = _sentences(g, plain)
    if not sentences:
        return Line([_note(note_text, head)])

    first = sentences[0]
    at_end = False
    m = _rx("^" + g.timing_end).match(first)
    if m:
        at_end = True
        first = first[m.end() :]
    cond: Instr = {}
    c = _condition(g, first)
    rest = first
    if c is not None:
        cond, rest = c
    instrs: list[Instr] = []
    unread = False
    first_is_note = False
    read = _clause(g, rest)
    if read is None:
        if _own_move(g, first):
            raise _unknown(first)
        first_is_note = unread = True
    else:
        instrs.extend(read.instructions)
        unread = read.unread
        tail, more = _tail(g, rest[read.end :])
        instrs.extend(more)
        if tail.strip(" ,"):
            unread = True
    for s in sentences[1:]:
        if instrs and _retarget(g, instrs, s):
            continue
        thm = _rx("^" + g.then).match(s)
        more_read = _clause(g, s[thm.end() :]) if thm is not None else None
        if more_read is None or thm is None:
            unread = True
            continue
        instrs.extend(more_read.instructions)
        tail, more = _tail(g, s[thm.end() + more_read.end :])
        instrs.extend(more)
        unread = unread or more_read.unread or bool(tail.strip(" ,"))

    if not instrs:  # a note only: its condition matters when it costs actions
        return Line([_note(note_text, {**head, **(cond if actions else {})}, at_end)])
    # IC "Limit of One Attack Action": a {Q} line's attacks are attack actions
    # (one per line: the line is one attack action however many attacks it makes)
    attacks = [i for i in instrs if i["type"] == "attack"]
    if attacks and "Q" in symbols and not ignore_limit:
        attacks[0]["action"] = True
    for ins in instrs:
        if ins.get("mp") is None:
            ins.pop("mp", None)
    if unread:
        note = _note(note_text, {})
        if first_is_note:
            instrs.insert(0, note)
        else:
            instrs.append(note)
    instrs[0].update(head)
    instrs[0].update(cond)
    if at_end:
        instrs[0]["at_end"] = True
    for ins in instrs[1:]:
        ins["then"] = True
    return Line([_ordered(i) for i in instrs], structured=True, unread=unread)


_FIELD_ORDER = (
    "type",
    "mp",
    "distance",
    "spaces",
    "pick",
    "pick_spaces",
    "minimum",
    "within",
    "not_trait",
    "action",
    "actions",
    "name",
    "if",
    "if_spaces",
    "if_line",
    "at_end",
    "then",
    "text",
)


def _ordered(ins: Instr) -> Instr:
    """The fields in one order, so files and their differences read the same each time."""
    return {k: ins[k] for k in sorted(ins, key=_FIELD_ORDER.index)}


def _note(text: str, fields: Instr, at_end: bool = False) -> Instr:
    out: Instr = {"type": "note", **fields, "text": text}
    if at_end:
        out["at_end"] = True
    return _ordered(out)


def _tail(g: Grammar, tail: str) -> tuple[str, list[Instr]]:
    """The rest of a sentence after its clause: ``, then attack T`` read as attacks; the
    words left over returned."""
    best: tuple[re.Match[str], Target] | None = None
    for t in g.targets:
        if t.name not in _ROLES["attack"]:
            continue
        m = _filled(g, g.then_attack, t.pattern).search(tail)
        if m and (best is None or m.end() > best[0].end()):
            best = (m, t)
    if best is None:
        return tail, []
    m, t = best
    left = tail[: m.start()] + tail[m.end() :]
    if m.groupdict().get("dice"):
        left += m["dice"]
    return left, [{"type": "attack", **f} for f in _target_fields(t, m)]


def _retarget(g: Grammar, instrs: list[Instr], sentence: str) -> bool:
    """``Target T.``: the line's moves and attacks (but an attack at a Rebel not yet
    attacked) take target T. False when ``sentence`` is not such a sentence."""
    for t in g.targets:
        if t.name not in _HOSTILE_ONE:
            continue
        m = _filled(g, g.target_sentence, t.pattern, "^", "$").match(sentence)
        if m is None:
            continue
        fields = _target_fields(t, m)[0]
        for ins in instrs:
            if ins["type"] in MOVES_AND_ATTACKS and ins.get("pick") != "not_attacked":
                ins.pop("pick", None)
                ins.pop("pick_spaces", None)
                ins.update(fields)
        return True
    return False
