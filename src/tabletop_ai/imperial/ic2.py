"""Imperial Commander 2's deployment groups read from its own JSON files.

Imperial Commander 2 (GlowPuff/ImperialCommander2, MIT) keeps every deployment group and
villain with its stats in ``CardData/enemies.json`` and ``CardData/villains.json``, their
names and card text per language in ``Languages/<L>/DeploymentGroups/enemies.json`` and
``villains.json`` (the folder's ``allies.json`` and ``heroes.json`` are other figures), their
instruction lists in ``Languages/<L>/instructions.json`` (``instID`` = the group's id, one or
more lists) and their bonus effects in ``Languages/<L>/bonuseffects.json``. Players have these
files (an IC2 checkout's ``Assets/Resources``) and their own characters exported from IC2's
character editor (one JSON object: ``deploymentCard``, ``cardInstruction``,
``bonusEffect``). :func:`load_ic2` and :func:`load_character` read them into
:class:`IC2Group` records; :func:`deployments_doc` writes them as a
``tabletop-ai/deployments`` data file, the format of the bundled deployment cards
(:mod:`tabletop_ai.imperial.data`).

Reading follows the guarded reader (:mod:`tabletop_ai.board.reader`: size, depth, numbers,
text); IC2 writes trailing commas (Unity's JSON reader takes them), which are dropped first
(only outside strings). Every problem is a :class:`~tabletop_ai.board.errors.BoardError`
naming the file (its path under the folder) and the place (``[3].health``). The
instruction lines are read by :mod:`tabletop_ai.imperial.ic2_lines`; a language it has no
grammar for takes each line's structure from the English file, line by line, and its own
words for names and notes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.limits import MAX_INSTRUCTIONS, MAX_TEXT, too_many_entries
from tabletop_ai.board.reader import parse_json, read_text
from tabletop_ai.board.values import Values
from tabletop_ai.i18n import msg
from tabletop_ai.imperial.data import (
    MAX_BASE,
    MAX_GROUP_FIGURES,
    MAX_HEALTH,
    MAX_IC_LISTS,
    MAX_LIST,
    MAX_VALUE,
)
from tabletop_ai.imperial.ic2_lines import (
    EN,
    GRAMMARS,
    Instr,
    UnknownLine,
    clean_text,
    read_line,
    split_name,
)

DEPLOYMENTS_FORMAT = "tabletop-ai/deployments"
#: the sizes IC2 names (``FigureSize``; an exported character writes their numbers)
MINI_SIZES = ("Small1x1", "Medium1x2", "Large2x2", "Huge2x3")
#: IC2's ``AttackType`` (an exported character writes its number)
ATTACK_TYPES = ("Ranged", "Melee", "None")
#: the keywords the movement and attack rules read (spec 4 ``keywords``, IA "Reach")
RULE_KEYWORDS = ("mobile", "massive", "reach")
#: numbers in words are read with at most nine digits (Python's ``int`` refuses very long ones)
_ACCURACY = re.compile(r"^\+(\d{1,9}) Accuracy$", re.IGNORECASE)
_SIZE = re.compile(r"^[A-Za-z]*(\d{1,9})x(\d{1,9})$")
#: records in one file (IC2's own files have at most 91) and texts in one list (a card's
#: keywords, surges, traits, a bonus's effects: as many as a data file holds)
MAX_RECORDS = 500
MAX_TEXTS = MAX_LIST
#: instruction lines in one file (IC2's own English file has 521): each line is read by the
#: grammar, so the lines a file may hold bound the import's time
MAX_LINES = 4000


# -- trailing commas ------------------------------------------------------------------------

_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'
_TRAILING = re.compile(rf"({_STRING})|,(?=\s*[\]}}])", re.DOTALL)


def drop_trailing_commas(text: str) -> str:
    """``text`` with every comma that closes an array or object (``[1, 2,]``, ``{"a": 1,}``)
    replaced by a space, strings left as they are: Unity's JSON reader takes these commas,
    JSON does not. A comma right after ``[``, ``{`` or another comma is left (that is no
    trailing comma, and JSON refuses it with its place). Positions do not move, so a
    problem's line and column are the file's."""

    def repl(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return m.group(1)
        i = m.start() - 1  # the character before the comma and its white space
        while i >= 0 and text[i] in " \t\r\n":
            i -= 1
        return "," if i < 0 or text[i] in "[{," else " "

    return _TRAILING.sub(repl, text)


def read_ic2_json(root: Path, rel: str) -> Any:
    """One IC2 file under ``root`` (``rel`` like ``CardData/enemies.json``), read by the
    guarded reader with trailing commas dropped; a problem names ``rel`` and its place."""
    path = root / rel
    try:
        return parse_json(drop_trailing_commas(read_text(path)), rel)
    except BoardError as exc:
        raise BoardError(rel, exc.problems) from None


# -- the records ----------------------------------------------------------------------------


@dataclass
class LineCounts:
    """How the instruction lines read: moves and attacks planned in full (``structured``),
    planned with a note of the words the plan does not carry (``with_note``), and lines
    kept as a note only (``notes``)."""

    structured: int = 0
    with_note: int = 0
    notes: int = 0

    @property
    def lines(self) -> int:
        return self.structured + self.with_note + self.notes

    def add(self, other: LineCounts) -> None:
        self.structured += other.structured
        self.with_note += other.with_note
        self.notes += other.notes

    def to_json(self) -> dict[str, int]:
        return {
            "lines": self.lines,
            "structured": self.structured + self.with_note,
            "structured_with_note": self.with_note,
            "notes": self.notes,
        }


@dataclass
class IC2Group:
    """One deployment group (or villain) as IC2 describes it, in the chosen language."""

    id: str
    name: str
    elite: bool
    health: int
    speed: int
    size: tuple[int, int]
    attack: str
    accuracy: int
    keywords: list[str]
    surges: list[str]
    lists: list[list[Instr]]
    #: the number of figures in the group (IC2's ``size``)
    count: int = 1
    cost: int = 0
    reinforce_cost: int = 0
    subname: str = ""
    villain: bool = False
    traits: list[str] = field(default_factory=list)
    #: the card's keywords as printed (in the chosen language), the rule keywords among them
    card_keywords: list[str] = field(default_factory=list)
    abilities: list[str] = field(default_factory=list)
    bonus: list[str] = field(default_factory=list)
    counts: LineCounts = field(default_factory=LineCounts)

    def to_json(self) -> dict[str, Any]:
        """The group as ``tabletop-ai ic2 --json`` prints it."""
        return {
            "id": self.id,
            "name": self.name,
            "elite": self.elite,
            "health": self.health,
            "speed": self.speed,
            "size": list(self.size),
            "attack": self.attack,
            "accuracy": self.accuracy,
            "keywords": list(self.keywords),
            "surges": list(self.surges),
            "lists": [[dict(i) for i in lst] for lst in self.lists],
            "count": self.count,
            "cost": self.cost,
            "reinforce_cost": self.reinforce_cost,
            "subname": self.subname,
            "villain": self.villain,
            "traits": list(self.traits),
            "card_keywords": list(self.card_keywords),
            "abilities": list(self.abilities),
            "bonus": list(self.bonus),
        }

    def deployment_json(self) -> dict[str, Any]:
        """The group as a deployment card of a ``tabletop-ai/deployments`` file."""
        figure: dict[str, Any] = {
            "name": self.name,
            "speed": self.speed,
            "health": self.health,
            "attack": self.attack,
            "accuracy": self.accuracy,
        }
        if self.size != (1, 1):
            figure["size"] = list(self.size)
        if self.keywords:
            figure["keywords"] = list(self.keywords)
        if self.traits:
            figure["traits"] = list(self.traits)
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "cost": self.cost,
            "reinforce_cost": self.reinforce_cost,
            "count": self.count,
            "elite": self.elite,
            "figure": figure,
        }
        if self.subname:
            out["subname"] = self.subname
        if self.villain:
            out["villain"] = True
        if self.abilities:
            out["abilities"] = list(self.abilities)
        if self.surges:
            out["surges"] = list(self.surges)
        if self.bonus:
            out["bonus"] = list(self.bonus)
        out["ic_lists"] = [[dict(i) for i in lst] for lst in self.lists]
        return out


@dataclass
class IC2Import:
    """What one folder (or character file) gave: its groups in file order, the language,
    the line counts and what the players should know (a missing translation ...)."""

    groups: list[IC2Group]
    lang: str
    source: str
    warnings: list[str] = field(default_factory=list)

    @property
    def counts(self) -> LineCounts:
        total = LineCounts()
        for g in self.groups:
            total.add(g.counts)
        return total

    def to_json(self) -> dict[str, Any]:
        return {"groups": [g.to_json() for g in self.groups]}


# -- checking the files ---------------------------------------------------------------------


class _Check:
    """Type checks of one file's values, each problem with its place (``[3].health``)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[Problem] = []

    def fail(self, where: str, message: str) -> None:
        self.problems.append(Problem(where, message, code="ic2-format"))

    def done(self) -> None:
        if self.problems:
            raise BoardError(self.source, self.problems)

    def records(self, doc: Any, what: str) -> list[tuple[str, dict[str, Any]]]:
        """The file's top-level list of objects (at most :data:`MAX_RECORDS`), with their
        places."""
        if not isinstance(doc, list):
            self.fail("", msg("is not an Imperial Commander 2 {what} file (a list)", what=what))
            self.done()
        if len(doc) > MAX_RECORDS:
            self.fail("", too_many_entries(len(doc), MAX_RECORDS))
            self.done()
        out = []
        for i, rec in enumerate(doc):
            if isinstance(rec, dict):
                out.append((f"[{i}]", rec))
            else:
                self.fail(f"[{i}]", msg("is not an object"))
        return out

    def get(
        self, rec: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str, default: Any
    ) -> Any:
        """``rec[key]`` when it has the kind (bool is no int), ``default`` when missing or
        (with a problem) when not."""
        if key not in rec:
            if default is _REQUIRED:
                self.fail(where, msg("has no {key!r}", key=key))
                return None
            return default
        v = rec[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        ok = isinstance(v, kinds) and not (isinstance(v, bool) and bool not in kinds)
        if not ok:
            self.fail(
                f"{where}.{key}", msg("is {value}, not the right kind of value", value=_shown(v))
            )
            return None if default is _REQUIRED else default
        return v

    def text(self, rec: dict[str, Any], key: str, where: str, default: Any) -> Any:
        """The string ``rec[key]`` of at most :data:`~tabletop_ai.board.limits.MAX_TEXT`
        characters (a name or subtitle as a data file holds it)."""
        v = self.get(rec, key, str, where, default)
        if isinstance(v, str) and len(v) > MAX_TEXT:
            self.fail(
                f"{where}.{key}",
                msg(
                    "has {count:,} characters; at most {most:,} are read",
                    count=len(v),
                    most=MAX_TEXT,
                ),
            )
            return None if default is _REQUIRED else default
        return v

    def texts(self, rec: dict[str, Any], key: str, where: str, most: int = MAX_TEXTS) -> list[str]:
        """The texts of the list ``rec[key]``: at most ``most`` of them, each of at most
        :data:`~tabletop_ai.board.limits.MAX_TEXT` characters."""
        v = self.get(rec, key, list, where, [])
        if v and len(v) > most:
            self.fail(f"{where}.{key}", too_many_entries(len(v), most))
            return []
        out = []
        for i, t in enumerate(v or []):
            if not isinstance(t, str):
                self.fail(f"{where}.{key}[{i}]", msg("is not text"))
            elif len(t) > MAX_TEXT:
                self.fail(
                    f"{where}.{key}[{i}]",
                    msg(
                        "has {count:,} characters; at most {most:,} are read",
                        count=len(t),
                        most=MAX_TEXT,
                    ),
                )
            else:
                out.append(t)
        return out


_REQUIRED: Any = object()


def _shown(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _size(c: _Check, v: Any, where: str) -> tuple[int, int]:
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(MINI_SIZES):
        v = MINI_SIZES[v]
    m = _SIZE.match(v) if isinstance(v, str) else None
    if m is None or not (1 <= int(m[1]) <= MAX_BASE and 1 <= int(m[2]) <= MAX_BASE):
        c.fail(
            where,
            msg(
                "is {value}; IC2's sizes are {sizes}", value=_shown(v), sizes=", ".join(MINI_SIZES)
            ),
        )
        return (1, 1)
    return (int(m[1]), int(m[2]))


def _attack(c: _Check, v: Any, where: str) -> str:
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(ATTACK_TYPES):
        v = ATTACK_TYPES[v]
    if v == "Ranged":
        return "ranged"
    if v in ("Melee", "None"):
        return "melee"
    c.fail(where, msg("is {value}; IC2's attack types are Ranged, Melee, None", value=_shown(v)))
    return "melee"


def _abilities(c: _Check, rec: dict[str, Any], where: str) -> list[str]:
    out: list[str] = []
    abilities = c.get(rec, "abilities", list, where, []) or []
    if len(abilities) > MAX_TEXTS:  # as many as a data file holds
        c.fail(f"{where}.abilities", too_many_entries(len(abilities), MAX_TEXTS))
        return out
    for i, a in enumerate(abilities):
        if (
            isinstance(a, dict)
            and isinstance(a.get("name", ""), str)
            and isinstance(a.get("text", ""), str)
        ):
            name, text = clean_text(a.get("name", "")), clean_text(a.get("text", ""))
            line = f"{name}: {text}" if name and text else name or text
            if len(line) > MAX_TEXT:  # a data file's text holds no more
                c.fail(
                    f"{where}.abilities[{i}]",
                    msg(
                        "has {count:,} characters; at most {most:,} are read",
                        count=len(line),
                        most=MAX_TEXT,
                    ),
                )
            else:
                out.append(line)
        else:
            c.fail(f"{where}.abilities[{i}]", msg("is not an ability (name and text)"))
    return out


@dataclass
class _Card:
    """One deployment card of ``CardData`` (the stats; English words)."""

    rec: dict[str, Any]
    where: str
    villain: bool


def _card_group(c: _Check, card: _Card) -> IC2Group | None:
    rec, where = card.rec, card.where
    gid = c.get(rec, "id", str, where, _REQUIRED)
    if gid is not None:  # an id as a data file takes it: bounded, no control characters
        ident = Values()
        if ident.text_value(gid, f"{where}.id", ident=True) is None:
            for p in ident.problems:
                c.fail(p.where, p.message)
            return None
    name = c.text(rec, "name", where, _REQUIRED)
    health = c.get(rec, "health", int, where, _REQUIRED)
    speed = c.get(rec, "speed", int, where, _REQUIRED)
    elite = c.get(rec, "isElite", bool, where, False)
    count = c.get(rec, "size", int, where, 1)
    cost = c.get(rec, "cost", int, where, 0)
    rcost = c.get(rec, "rcost", int, where, 0)
    mini = _size(c, rec.get("miniSize", "Small1x1"), f"{where}.miniSize")
    attack = _attack(c, rec.get("attackType", "Melee"), f"{where}.attackType")
    keywords = c.texts(rec, "keywords", where)
    surges = c.texts(rec, "surges", where)
    traits = c.texts(rec, "traits", where)
    abilities = _abilities(c, rec, where)
    subname = c.text(rec, "subname", where, "")
    kind = rec.get("characterType")
    # the ranges a data file holds (imperial.data): what is imported is read back
    for key, lo, hi in (
        ("health", 1, MAX_HEALTH),
        ("speed", 0, MAX_VALUE),
        ("size", 1, MAX_GROUP_FIGURES),
        ("cost", 0, MAX_VALUE),
        ("rcost", 0, MAX_VALUE),
    ):
        v = rec.get(key)
        if isinstance(v, int) and not isinstance(v, bool) and not lo <= v <= hi:
            c.fail(
                f"{where}.{key}", msg("is {value}; it must be {lo} to {hi}", value=v, lo=lo, hi=hi)
            )
            return None
    if gid is None or name is None or health is None or speed is None:
        return None
    accuracy = 0
    rule_keywords = []
    for k in keywords:
        m = _ACCURACY.match(k.strip())
        if m:
            accuracy += int(m[1])
        elif k.strip().lower() in RULE_KEYWORDS:
            rule_keywords.append(k.strip().lower())
    if accuracy > MAX_VALUE:
        c.fail(
            f"{where}.keywords",
            msg(
                "add up to +{value} Accuracy; at most +{most} is read",
                value=accuracy,
                most=MAX_VALUE,
            ),
        )
        return None
    return IC2Group(
        id=gid,
        name=clean_text(name),
        elite=bool(elite),
        health=health,
        speed=speed,
        size=mini,
        attack=attack,
        accuracy=accuracy,
        keywords=rule_keywords,
        surges=[clean_text(s) for s in surges],
        lists=[],
        count=count or 1,
        cost=cost or 0,
        reinforce_cost=rcost or 0,
        subname=clean_text(subname or ""),
        villain=card.villain or kind in ("Villain", 3),
        traits=[clean_text(t) for t in traits],
        card_keywords=[clean_text(k) for k in keywords],
        abilities=abilities,
    )


def _translate(group: IC2Group, rec: dict[str, Any], c: _Check, where: str) -> None:
    """A group's words from its ``Languages/<L>/DeploymentGroups`` entry."""
    name = c.text(rec, "name", where, None)
    if name:
        group.name = clean_text(name)
    sub = c.text(rec, "subname", where, None)
    if sub is not None:
        group.subname = clean_text(sub)
    if "surges" in rec:
        group.surges = [clean_text(s) for s in c.texts(rec, "surges", where)]
    if "keywords" in rec:
        group.card_keywords = [clean_text(k) for k in c.texts(rec, "keywords", where)]
    if "abilities" in rec:
        group.abilities = _abilities(c, rec, where)


# -- the instruction lists ------------------------------------------------------------------


@dataclass
class _InstructionSet:
    gid: str
    name: str
    lists: list[list[str]]
    where: str


def _instruction_sets(doc: Any, source: str) -> dict[str, _InstructionSet]:
    c = _Check(source)
    out: dict[str, _InstructionSet] = {}
    total = 0
    for where, rec in c.records(doc, msg("instructions")):
        gid = c.get(rec, "instID", str, where, _REQUIRED)
        name = c.get(rec, "instName", str, where, "")
        content = c.get(rec, "content", list, where, _REQUIRED)
        if gid is None or content is None:
            continue
        if len(content) > MAX_IC_LISTS:  # IC2 gives at most 6
            c.fail(f"{where}.content", too_many_entries(len(content), MAX_IC_LISTS))
            continue
        lists: list[list[str]] = []
        for j, opt in enumerate(content):
            w = f"{where}.content[{j}]"
            if not isinstance(opt, dict):
                c.fail(w, msg("is not an object"))
                continue
            lines = c.texts(opt, "instruction", w, MAX_INSTRUCTIONS)
            total += len(lines)
            if "instruction" not in opt:
                c.fail(w, msg("has no {key!r}", key="instruction"))
            lists.append(lines)
        if gid in out:
            c.fail(f"{where}.instID", msg("{id!r} is listed twice", id=gid))
        out[gid] = _InstructionSet(gid, name or gid, lists, where)
    if total > MAX_LINES:
        c.fail(
            "",
            msg(
                "has {count:,} instruction lines; at most {most:,} are read",
                count=total,
                most=MAX_LINES,
            ),
        )
    c.done()
    return out


def _read_lists(
    iset: _InstructionSet,
    source: str,
    lang: str,
    english: _InstructionSet | None,
    warnings: list[str],
) -> tuple[list[list[Instr]], LineCounts]:
    """The instruction lists of one group read by the language's grammar, or (a language
    without one) with each line's structure from the English line at the same place. A
    line may give more than one instruction; a list giving more than a board's group or a
    data file holds (:data:`~tabletop_ai.board.limits.MAX_INSTRUCTIONS`) is refused."""
    grammar = GRAMMARS.get(lang)
    counts = LineCounts()
    out: list[list[Instr]] = []
    if grammar is None and (
        english is None or [len(x) for x in english.lists] != [len(x) for x in iset.lists]
    ):
        if english is None:
            raise BoardError(
                source,
                [
                    Problem(
                        iset.where,
                        msg(
                            "the reader knows English and German lines; for language {lang} "
                            "it takes the structure from Languages/En/instructions.json, "
                            "which is missing",
                            lang=lang,
                        ),
                        code="ic2-format",
                    )
                ],
            )
        warnings.append(
            msg(
                "{source}: {id}: the lists differ from the English ones in length; the "
                "English lists are used",
                source=source,
                id=iset.gid,
            )
        )
        iset, grammar, lang = english, EN, "en"
    for j, lines in enumerate(iset.lists):
        lst: list[Instr] = []
        for k, raw in enumerate(lines):
            where = f"{iset.where}.content[{j}].instruction[{k}]"
            try:
                if grammar is None:
                    assert english is not None
                    line = read_line(english.lists[j][k], EN)
                    _reword(line.instructions, raw)
                else:
                    line = read_line(raw, grammar)
            except UnknownLine as exc:
                raise BoardError(
                    source,
                    [
                        Problem(
                            where,
                            msg("({id}) {why}", id=iset.gid, why=str(exc)),
                            code="unknown-ic2-line",
                        )
                    ],
                ) from None
            _check_as_held(iset.gid, line.instructions, where, source)
            if not line.structured:
                counts.notes += 1
            elif line.unread:
                counts.with_note += 1
            else:
                counts.structured += 1
            lst.extend(line.instructions)
        if len(lst) > MAX_INSTRUCTIONS:  # a data file or a board's group holds no more
            raise BoardError(
                source,
                [
                    Problem(
                        f"{iset.where}.content[{j}]",
                        msg(
                            "({id}) its {lines} lines give {count} instructions; a list "
                            "holds at most {most}",
                            id=iset.gid,
                            lines=len(lines),
                            count=len(lst),
                            most=MAX_INSTRUCTIONS,
                        ),
                        code="ic2-format",
                    )
                ],
            )
        out.append(lst)
    return out, counts


def _check_as_held(gid: str, instructions: list[Instr], where: str, source: str) -> None:
    """Refuse a line whose instructions a data file or a board's group would not hold (a
    number past its parameter's range: "Move 555"), checked as those are
    (:func:`~tabletop_ai.engine.checks.raw_instruction_problems`), naming the line."""
    from tabletop_ai.engine.checks import raw_instruction_problems
    from tabletop_ai.imperial.commander import ImperialCommander

    for ins in instructions:
        problems = raw_instruction_problems(ImperialCommander, ins, where)
        if problems:
            raise BoardError(
                source,
                [
                    Problem(p.where, msg("({id}) {why}", id=gid, why=p.message), code=p.code)
                    for p in problems
                ],
            )


def _reword(instructions: list[Instr], raw: str) -> None:
    """An English line's instructions with the translated line's words in its note and
    name (a language the reader has no grammar for)."""
    text = clean_text(raw)
    body = re.sub(r"^\s*(?:\{[^{}]*\}\s*)*", "", text)
    name, _rest = split_name(body)
    for ins in instructions:
        if ins["type"] == "note":
            ins["text"] = body or text
        if "name" in ins and name:
            ins["name"] = name


# -- the folder -----------------------------------------------------------------------------


def language_folder(root: Path, lang: str) -> str:
    """``Languages/<L>`` for code ``lang`` (IC2 names the folders ``En``, ``De`` ...; any
    case is taken). A missing one raises :class:`BoardError` naming the folders there."""
    base = root / "Languages"
    names = sorted(p.name for p in base.iterdir() if p.is_dir()) if base.is_dir() else []
    for n in names:
        if n.lower() == lang.lower():
            return f"Languages/{n}"
    raise BoardError(
        f"Languages/{lang[:1].upper()}{lang[1:].lower()}",
        [
            Problem(
                "",
                msg("is not a folder here (languages found: {names})", names=", ".join(names))
                if names
                else msg("is not a folder here"),
                code="ic2-missing",
            )
        ],
    )


def find_resources(folder: Path) -> Path:
    """The folder holding ``CardData`` and ``Languages``: ``folder`` itself, or an IC2
    checkout's ``ImperialCommander2/Assets/Resources`` (or ``Assets/Resources``) under it."""
    for cand in (
        folder,
        folder / "Assets" / "Resources",
        folder / "ImperialCommander2" / "Assets" / "Resources",
    ):
        if (cand / "CardData").is_dir():
            return cand
    return folder


def load_ic2(folder: str | Path, lang: str = "en") -> IC2Import:
    """Every deployment group and villain of an IC2 folder, in language ``lang``: stats from
    ``CardData``, words from ``Languages/<L>`` (the card data's words where a translation is
    missing, with a warning), instruction lists read into instructions. Raises
    :class:`BoardError` naming the file and place of the first problem: a missing folder
    or file, a file not in IC2's format, an instruction line the reader does not know."""
    root = Path(folder)
    if not root.is_dir():
        raise BoardError(str(folder), [Problem("", msg("is not a folder"), code="ic2-missing")])
    root = find_resources(root)
    lang = lang.lower()
    for rel in ("CardData/enemies.json",):
        if not (root / rel).is_file():
            raise BoardError(
                rel,
                [
                    Problem(
                        "",
                        msg(
                            "is missing: the folder must be an Imperial Commander 2 checkout's "
                            "Assets/Resources or hold the same files"
                        ),
                        code="ic2-missing",
                    )
                ],
            )
    langdir = language_folder(root, lang)
    warnings: list[str] = []
    cards: list[_Card] = []
    for rel, villain in (("CardData/enemies.json", False), ("CardData/villains.json", True)):
        if rel.endswith("villains.json") and not (root / rel).is_file():
            warnings.append(msg("{file} is missing: no villains", file=rel))
            continue
        c = _Check(rel)
        for where, rec in c.records(read_ic2_json(root, rel), msg("deployment card")):
            cards.append(_Card(rec, where, villain))
        c.done()
    groups: list[IC2Group] = []
    seen: dict[str, str] = {}
    for card in cards:
        rel = "CardData/villains.json" if card.villain else "CardData/enemies.json"
        c = _Check(rel)
        g = _card_group(c, card)
        c.done()
        assert g is not None
        if g.id in seen:
            raise BoardError(
                rel,
                [Problem(f"{card.where}.id", msg("{id!r} is listed twice", id=g.id), "ic2-format")],
            )
        seen[g.id] = rel
        groups.append(g)
    by_id = {g.id: g for g in groups}
    _translations(root, langdir, by_id, warnings)
    _bonus(root, langdir, by_id, warnings)
    rel = f"{langdir}/instructions.json"
    if not (root / rel).is_file():
        raise BoardError(rel, [Problem("", msg("is missing"), code="ic2-missing")])
    sets = _instruction_sets(read_ic2_json(root, rel), rel)
    english: dict[str, _InstructionSet] = {}
    if lang not in GRAMMARS:
        en_rel = f"{language_folder(root, 'en')}/instructions.json"
        english = _instruction_sets(read_ic2_json(root, en_rel), en_rel)
    for g in groups:
        iset = sets.get(g.id)
        if iset is None:
            warnings.append(
                msg(
                    "{id} ({name}) has no instruction lists in {file}",
                    id=g.id,
                    name=g.name,
                    file=rel,
                )
            )
            continue
        g.lists, g.counts = _read_lists(iset, rel, lang, english.get(g.id), warnings)
    imp = IC2Import(groups, lang, str(folder), warnings)
    _check_as_data_file(imp, Path(folder).name or str(folder))
    return imp


def _translations(
    root: Path, langdir: str, by_id: dict[str, IC2Group], warnings: list[str]
) -> None:
    # the words of enemy groups and villains (the folder's allies.json and heroes.json
    # hold other figures: they are not read)
    folder = root / langdir / "DeploymentGroups"
    files = [p for p in (folder / "enemies.json", folder / "villains.json") if p.is_file()]
    if not files:
        warnings.append(
            msg("{folder} has no files: names as in CardData", folder=f"{langdir}/DeploymentGroups")
        )
        return
    found: set[str] = set()
    for path in files:
        rel = f"{langdir}/DeploymentGroups/{path.name}"
        c = _Check(rel)
        for where, rec in c.records(read_ic2_json(root, rel), msg("deployment group")):
            gid = rec.get("id")
            if isinstance(gid, str) and gid in by_id:
                _translate(by_id[gid], rec, c, where)
                found.add(gid)
        c.done()
    missing = [g for g in by_id if g not in found]
    if missing:
        warnings.append(
            msg(
                "{folder} has no words for {ids}: names as in CardData",
                folder=f"{langdir}/DeploymentGroups",
                ids=_few(missing),
            )
        )


def _bonus(root: Path, langdir: str, by_id: dict[str, IC2Group], warnings: list[str]) -> None:
    rel = f"{langdir}/bonuseffects.json"
    if not (root / rel).is_file():
        en = "Languages/En/bonuseffects.json"
        if langdir.lower() != "languages/en" and (root / en).is_file():
            warnings.append(msg("{file} is missing: bonus effects in English", file=rel))
            rel = en
        else:
            warnings.append(msg("{file} is missing: no bonus effects", file=rel))
            return
    c = _Check(rel)
    for where, rec in c.records(read_ic2_json(root, rel), msg("bonus effects")):
        gid = c.get(rec, "bonusID", str, where, None)
        effects = c.texts(rec, "effects", where)
        if gid in by_id:
            by_id[gid].bonus = [clean_text(e) for e in effects]
    c.done()


def _few(ids: Iterable[str]) -> str:
    items = list(ids)
    return ", ".join(items[:8]) + (f" (+{len(items) - 8})" if len(items) > 8 else "")


# -- a character from IC2's editor ----------------------------------------------------------


def load_character(path: str | Path, lang: str = "en") -> IC2Import:
    """A custom character exported from IC2's character editor (one JSON object with
    ``deploymentCard``, ``cardInstruction`` and ``bonusEffect``; enums written as names or
    as their numbers). Its lines are read with the grammar of ``lang`` (the language the
    author wrote in). The group id is the character's ``customCharacterGUID`` when it has
    one (IC2 does the same for imported characters), else its ``cardID``."""
    p = Path(path)
    source = p.name
    try:
        doc = parse_json(drop_trailing_commas(read_text(p)), source)
    except BoardError as exc:
        raise BoardError(source, exc.problems) from None
    c = _Check(source)
    if not isinstance(doc, dict) or not isinstance(doc.get("deploymentCard"), dict):
        c.fail("", msg("is not an Imperial Commander 2 character (no deploymentCard object)"))
        c.done()
    card = dict(doc["deploymentCard"])
    guid = doc.get("customCharacterGUID")
    card_id = card.get("id") or doc.get("cardID")
    if isinstance(guid, str) and guid.strip("0-"):
        card["id"] = guid
    elif isinstance(card_id, str) and card_id:
        card["id"] = card_id
    if not card.get("name") and isinstance(doc.get("cardName"), str):
        card["name"] = doc["cardName"]
    g = _card_group(c, _Card(card, "deploymentCard", False))
    inst = doc.get("cardInstruction")
    if not isinstance(inst, dict):
        c.fail("cardInstruction", msg("is not an object"))
    bonus = doc.get("bonusEffect")
    c.done()
    assert g is not None
    warnings: list[str] = []
    grammar_lang = lang.lower() if lang.lower() in GRAMMARS else "en"
    if grammar_lang != lang.lower():
        warnings.append(msg("{lang} lines are read as English", lang=lang))
    sets = _instruction_sets([{**inst, "instID": g.id}], source)
    iset = sets[g.id]
    iset.where = "cardInstruction"
    g.lists, g.counts = _read_lists(iset, source, grammar_lang, None, warnings)
    if isinstance(bonus, dict):
        bc = _Check(source)
        g.bonus = [clean_text(e) for e in bc.texts(bonus, "effects", "bonusEffect")]
        bc.done()
    imp = IC2Import([g], grammar_lang, str(path), warnings)
    _check_as_data_file(imp, source)
    return imp


def _check_as_data_file(imp: IC2Import, source: str) -> None:
    """Read what ``imp`` gives back as the data file :func:`save_import` writes
    (:func:`deployments_doc`): under the guarded reader's limits and through the data
    reader's :func:`~tabletop_ai.imperial.data.merge_file`, the reader the app takes it
    back with. An import is refused, naming the group and the place, exactly when the app
    would refuse the file written (the checks above name the IC2 file's place first)."""
    from tabletop_ai.board.io import compact_dumps
    from tabletop_ai.board.reader import MAX_FILE_BYTES
    from tabletop_ai.imperial.data import ImperialData, merge_file

    text = compact_dumps(deployments_doc(imp)) + "\n"
    size = len(text.encode("utf-8", "surrogatepass"))
    try:
        if size > MAX_FILE_BYTES:
            raise BoardError(
                IMPORT_FILE,
                [
                    Problem(
                        "",
                        msg(
                            "is {size:,} bytes; files of at most {mb} MB are read",
                            size=size,
                            mb=MAX_FILE_BYTES // (1024 * 1024),
                        ),
                    )
                ],
            )
        merge_file(ImperialData(), parse_json(text, IMPORT_FILE), IMPORT_FILE)
    except BoardError as exc:
        raise BoardError(
            source, [_as_imported(p, imp, IMPORT_FILE) for p in exc.problems]
        ) from None


def _as_imported(p: Problem, imp: IC2Import, file: str) -> Problem:
    """A problem of the data file written as one of the import: the group's id beside its
    place (``deployments[3]`` is the fourth group)."""
    m = re.match(r"deployments\[(\d+)\]", p.where)
    where = p.where
    if m and int(m[1]) < len(imp.groups):
        where = f"{p.where} ({imp.groups[int(m[1])].id})"
    return Problem(
        "",
        msg("the data file it gives ({file}): {place} {why}", file=file, place=where, why=p.message)
        if where
        else msg("the data file it gives ({file}) {why}", file=file, why=p.message),
        code=p.code,
    )


def load_any(path: str | Path, lang: str = "en") -> IC2Import:
    """An IC2 folder (:func:`load_ic2`) or a character file (:func:`load_character`)."""
    p = Path(path)
    if p.is_file():
        return load_character(p, lang)
    return load_ic2(p, lang)


# -- the data file --------------------------------------------------------------------------


def deployments_doc(imp: IC2Import, name: str = "") -> dict[str, Any]:
    """The groups as a ``tabletop-ai/deployments`` data file (what the app reads from the
    user's data folder like its bundled deployment cards)."""
    return {
        "format": DEPLOYMENTS_FORMAT,
        "version": 1,
        "name": name or msg("Imperial Commander 2 deployment groups ({lang})", lang=imp.lang),
        "source": "Imperial Commander 2",
        "lang": imp.lang,
        "deployments": [g.deployment_json() for g in imp.groups],
    }


#: the data file an IC2 folder's import is kept in (in the user's ``imperial`` data folder;
#: a new import of a folder replaces it)
IMPORT_FILE = "ic2.json"


def import_path(imp: IC2Import, folder: Path | None = None) -> Path:
    """Where :func:`save_import` keeps ``imp``: ``ic2.json`` for a folder, one file per
    character (``ic2-character-<id>.json``), in ``folder`` (default: the user's
    ``imperial`` data folder, which :func:`~tabletop_ai.imperial.data.load_imperial_data`
    reads)."""
    from tabletop_ai.imperial.data import user_data_dir

    base = folder if folder is not None else user_data_dir() / "imperial"
    if Path(imp.source).is_file() and len(imp.groups) == 1:
        safe = re.sub(r"[^A-Za-z0-9_-]+", "-", imp.groups[0].id).strip("-")[:60] or "character"
        return base / f"ic2-character-{safe}.json"
    return base / IMPORT_FILE


def save_import(imp: IC2Import, folder: Path | None = None) -> Path:
    """Write ``imp`` as a data file (:func:`deployments_doc`) where :func:`import_path`
    says, atomically (a failed write leaves the old file); returns the path."""
    from tabletop_ai.board.io import atomic_write_text, compact_dumps

    path = import_path(imp, folder)
    atomic_write_text(path, compact_dumps(deployments_doc(imp)) + "\n")
    return path
