"""Imperial data files: the AE deck, deployment cards (groups), class decks and agenda sets.

Bundled examples live in ``tabletop_ai/data/imperial/`` (made-up names, no publisher text).
Users add their own JSON files of the same formats to their data folder (see README,
"Automated Emperor data"); a card or deployment with the same id replaces the bundled one.
Every file is a versioned record checked on load, with messages naming the file and place.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.reader import read_json
from tabletop_ai.board.values import REQUIRED, Values, shown
from tabletop_ai.i18n import msg, msg_in

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import RuleSet

AE_ACTIONS = ("engage", "attack", "reposition", "ability")
COLOURS = ("blue", "yellow", "green", "red")


@dataclass(frozen=True)
class AECard:
    """An AE card: ordered actions and secondary-target colours; blitz cards gain threat."""

    id: str
    name: str
    actions: tuple[str, ...]
    secondary: tuple[str, ...] = ()
    blitz: bool = False
    threat: int = 0


@dataclass(frozen=True)
class Deployment:
    """A deployment card: what a group of figures is, costs and does."""

    id: str
    name: str
    cost: int
    reinforce_cost: int
    count: int
    figure: dict[str, Any]
    abilities: tuple[str, ...] = ()
    surges: tuple[str, ...] = ()
    ic_lists: tuple[tuple[dict[str, Any], ...], ...] = ()
    #: an elite group (Imperial Commander 2's ``isElite``)
    elite: bool = False
    #: the group's bonus effects (IC2: one is drawn each round)
    bonus: tuple[str, ...] = ()
    #: a villain's subtitle, and whether the card is a villain's
    subname: str = ""
    villain: bool = False


@dataclass(frozen=True)
class UpgradeCard:
    """A class card (``cost`` in XP) or an agenda card (``cost`` in influence)."""

    id: str
    name: str
    cost: int
    when: str = "any"
    threat: int = 0
    kind: str = ""
    text: str = ""
    side_mission: bool = False
    forced: bool = False
    discard: bool = False
    deck: str = ""


@dataclass
class ImperialData:
    """Everything the AE and IC flows read, merged from the bundled and the user's files."""

    ae_cards: dict[str, AECard] = field(default_factory=dict)
    deployments: dict[str, Deployment] = field(default_factory=dict)
    class_decks: dict[str, list[UpgradeCard]] = field(default_factory=dict)
    agenda_sets: dict[str, list[UpgradeCard]] = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)

    def card(self, cid: str) -> AECard:
        return self.ae_cards[cid]

    def upgrade(self, cid: str) -> UpgradeCard:
        for cards in (*self.class_decks.values(), *self.agenda_sets.values()):
            for c in cards:
                if c.id == cid:
                    return c
        raise KeyError(cid)

    @property
    def normal_cards(self) -> list[AECard]:
        return [c for c in self.ae_cards.values() if not c.blitz]

    @property
    def blitz_cards(self) -> list[AECard]:
        return [c for c in self.ae_cards.values() if c.blitz]


def user_data_dir() -> Path:
    """The folder for the user's own data files: ``$TABLETOP_AI_DATA`` if set, else the
    platform's per-user application data folder."""
    env = os.environ.get("TABLETOP_AI_DATA")
    if env:
        return Path(env)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
        return base / "Tabletop AI"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Tabletop AI"
    return Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share")) / "tabletop-ai"


#: the moments the AE text names at which bought cards are played ("played at FIRST valid
#: opportunity"; "Attachments are played when a new deployment card is played"; "Side missions
#: are played immediately"): a card's ``when`` is one of these or ``any``
MOMENTS = ("now", "activation", "attack", "ability", "deploy", "status", "upgrade")


def moment_name(when: str) -> str:
    """A card's moment (one of :data:`MOMENTS`, ``any``, or ``all`` for every moment) as
    the player reads it, in the installed language."""
    names = {
        "now": msg_in("ae-moment", "now"),
        "activation": msg_in("ae-moment", "activation"),
        "attack": msg_in("ae-moment", "attack"),
        "ability": msg_in("ae-moment", "ability"),
        "deploy": msg_in("ae-moment", "deploy"),
        "status": msg_in("ae-moment", "status"),
        "upgrade": msg_in("ae-moment", "upgrade"),
        "any": msg_in("ae-moment", "any moment"),
        "all": msg_in("ae-moment", "every moment"),
    }
    return str(names[when]) if when in names else when


#: what a file holds at most (the AE deck has 12-20 cards and 2-5 blitz cards; a campaign uses
#: a few dozen deployment cards; class decks hold 12 cards): generous, but every loop and
#: every list built from a file stays bounded
MAX_CARDS = 500
MAX_DEPLOYMENTS = 500
MAX_DECKS = 100
MAX_LIST = 100
#: Imperial Commander: lists a deployment card draws from, instructions in one list
MAX_IC_LISTS = 16
#: every cost, count and card value the AE reads (threat, XP, influence are small numbers)
MAX_VALUE = 99
#: a deployed figure's health (Imperial Assault's largest is in the tens)
MAX_HEALTH = 999
#: figures in one deployment group (Imperial Assault's groups have 1 to 3)
MAX_GROUP_FIGURES = 20
#: a deployed figure's base, squares a side (Imperial Assault's largest is 2x3)
MAX_BASE = 6
ATTACK_KINDS = ("melee", "reach", "ranged")
_FORMATS = {
    "tabletop-ai/ae-deck": "ae",
    "tabletop-ai/deployments": "deployments",
    "tabletop-ai/class-decks": "class",
    "tabletop-ai/agendas": "agendas",
}


def _ae_card(r: Values, c: dict[str, Any], where: str, blitz: bool) -> AECard | None:
    cid = r.text(c, "id", where, ident=True)
    actions = r.texts(c, "actions", where, MAX_LIST, choices=AE_ACTIONS, default=REQUIRED)
    secondary = r.texts(c, "secondary", where, len(COLOURS), choices=COLOURS)
    name = r.text(c, "name", where, cid)
    threat = r.whole(c, "threat", where, 0, MAX_VALUE, 0)
    if isinstance(c.get("actions"), list) and not c["actions"]:
        # every Automated Emperor card acts: an empty list is a card typed half-way
        r.bad(f"{where}.actions", msg("names no action: an AE card does at least one"))
    if not cid:
        return None
    return AECard(cid, name, tuple(actions), tuple(secondary), blitz, threat)


def _unique(r: Values, seen: dict[str, str], cid: str, where: str) -> bool:
    """Record that ``where`` holds id ``cid``; a problem (and False) when an earlier place
    of the same file holds it too: one of the two would be lost without a word."""
    if cid in seen:
        r.bad(
            f"{where}.id",
            msg("{id} is the id of {other} too: each needs its own", id=repr(cid), other=seen[cid]),
        )
        return False
    seen[cid] = where
    return True


def _figure(r: Values, fig: dict[str, Any], where: str, name: str) -> dict[str, Any]:
    """A deployment card's figure as the board's figure fields (each checked: the AE places
    figures from these)."""
    out: dict[str, Any] = {"name": r.text(fig, "name", where, name)}
    out["speed"] = r.whole(fig, "speed", where, 0, MAX_VALUE, 4)
    out["health"] = r.whole(fig, "health", where, 1, MAX_HEALTH, 1)
    out["attack"] = r.choice(fig, "attack", where, ATTACK_KINDS, "melee")
    out["accuracy"] = r.whole(fig, "accuracy", where, -MAX_VALUE, MAX_VALUE, 0)
    if "size" in fig:
        size = [r.whole_value(v, at, 1, MAX_BASE, 1) for at, v in r.items(fig, "size", where, 2)]
        if len(size) != 2:
            r.bad(f"{where}.size", msg("must be [width, height]"))
            size = [1, 1]
        out["size"] = size
    if "keywords" in fig:
        out["keywords"] = r.texts(fig, "keywords", where, MAX_LIST)
    return {**{k: v for k, v in fig.items() if k not in out}, **out}


def ic_list_problems(lists: Any, where: str, cls: type[RuleSet] | None = None) -> list[Problem]:
    """Problems of Imperial Commander instruction lists (a deployment card's or a group's
    ``ic_lists``): at most :data:`MAX_IC_LISTS` lists of at most
    :data:`~tabletop_ai.board.limits.MAX_INSTRUCTIONS` instructions (as a board's), each
    checked as a board's instructions are (its type one the rule set ``cls`` plans, Imperial
    Commander's by default, with a did-you-mean, and every parameter of the type and range
    its type declares)."""
    from tabletop_ai.board.limits import MAX_INSTRUCTIONS
    from tabletop_ai.engine.checks import raw_instruction_problems
    from tabletop_ai.imperial.commander import ImperialCommander

    r = Values()
    for at, lst in r.list_items(lists, where, MAX_IC_LISTS):
        for iat, ins in r.list_items(lst, at, MAX_INSTRUCTIONS):
            r.problems += raw_instruction_problems(cls or ImperialCommander, ins, iat)
    return r.problems


def _deployment(r: Values, d: dict[str, Any], where: str) -> Deployment | None:
    did = r.text(d, "id", where, ident=True)
    name = r.text(d, "name", where, did)
    cost = r.whole(d, "cost", where, 0, MAX_VALUE)
    reinforce = r.whole(d, "reinforce_cost", where, 0, MAX_VALUE, cost)
    count = r.whole(d, "count", where, 1, MAX_GROUP_FIGURES, 1)
    fig = r.obj(d.get("figure"), f"{where}.figure") if "figure" in d else None
    if "figure" not in d:
        r.bad(f"{where}.figure", msg("is missing"))
    figure = _figure(r, fig, f"{where}.figure", name) if fig is not None else {}
    abilities = r.texts(d, "abilities", where, MAX_LIST)
    surges = r.texts(d, "surges", where, MAX_LIST)
    lists: tuple[tuple[dict[str, Any], ...], ...] = ()
    if "ic_lists" in d:
        found = ic_list_problems(d["ic_lists"], f"{where}.ic_lists")
        r.problems += found
        if not found:
            lists = tuple(tuple(dict(i) for i in lst) for lst in d["ic_lists"])
    elite = r.flag(d, "elite", where, False)
    bonus = r.texts(d, "bonus", where, MAX_LIST)
    subname = r.text(d, "subname", where, "")
    villain = r.flag(d, "villain", where, False)
    if not did or fig is None:
        return None
    return Deployment(
        id=did,
        name=name,
        cost=cost,
        reinforce_cost=reinforce,
        count=count,
        figure=figure,
        abilities=tuple(abilities),
        surges=tuple(surges),
        ic_lists=lists,
        elite=elite,
        bonus=tuple(bonus),
        subname=subname,
        villain=villain,
    )


def _upgrade(
    r: Values, d: dict[str, Any], where: str, cost_key: str, deck: str
) -> UpgradeCard | None:
    cid = r.text(d, "id", where, ident=True)
    cost = r.whole(d, cost_key, where, 0, MAX_VALUE)
    card = UpgradeCard(
        id=cid,
        name=r.text(d, "name", where, cid),
        cost=cost,
        when=r.choice(d, "when", where, ("any", *MOMENTS), "any"),
        threat=r.whole(d, "threat", where, 0, MAX_VALUE, 0),
        kind=r.text(d, "kind", where, ""),
        text=r.text(d, "text", where, ""),
        side_mission=r.flag(d, "side_mission", where, False),
        forced=r.flag(d, "forced", where, False),
        discard=r.flag(d, "discard", where, False),
        deck=deck,
    )
    return card if cid else None


def _decks(r: Values, doc: dict[str, Any], key: str, cost_key: str) -> dict[str, list[UpgradeCard]]:
    out: dict[str, list[UpgradeCard]] = {}
    for where, deck in r.objects(doc, key, "", MAX_DECKS):
        did = r.text(deck, "id", where, ident=True)
        cards = [
            _upgrade(r, c, at, cost_key, did)
            for at, c in r.objects(deck, "cards", where, MAX_CARDS)
        ]
        if did:
            out[did] = [c for c in cards if c is not None]
    return out


def merge_file(data: ImperialData, doc: Any, source: str) -> None:
    """Add one parsed data file to ``data``: every value is checked (its type and range,
    ids without control characters, lists bounded) before anything is built, and nothing
    is added unless the whole file is sound. Raises :class:`BoardError` naming the file and
    the place of every problem (``cards[3].threat is "x"; it must be a whole number 0 to
    99``)."""
    r = Values()
    if not isinstance(doc, dict):
        raise BoardError(source, [Problem("", msg("is not a JSON object"))])
    fmt_value = doc.get("format")
    # a list or an object is no format name (and cannot be looked up: unhashable)
    kind = _FORMATS.get(fmt_value) if isinstance(fmt_value, str) else None
    if kind is None:
        fmt = doc.get("format")
        raise BoardError(
            source,
            [
                Problem(
                    "format",
                    msg(
                        "is {value}; it must be one of {choices}",
                        value=shown(fmt),
                        choices=", ".join(_FORMATS),
                    ),
                )
            ],
        )
    new = ImperialData()
    seen: dict[str, str] = {}
    if kind == "ae":
        for key, blitz in (("cards", False), ("blitz", True)):
            for where, c in r.objects(doc, key, "", MAX_CARDS):
                card = _ae_card(r, c, where, blitz)
                if card is not None and _unique(r, seen, card.id, where):
                    new.ae_cards[card.id] = card
    elif kind == "deployments":
        for where, d in r.objects(doc, "deployments", "", MAX_DEPLOYMENTS):
            dep = _deployment(r, d, where)
            if dep is not None and _unique(r, seen, dep.id, where):
                new.deployments[dep.id] = dep
    elif kind == "class":
        new.class_decks = _decks(r, doc, "decks", "xp")
    else:
        new.agenda_sets = _decks(r, doc, "sets", "influence")
    r.check(source)
    data.ae_cards.update(new.ae_cards)
    data.deployments.update(new.deployments)
    data.class_decks.update(new.class_decks)
    data.agenda_sets.update(new.agenda_sets)
    data.sources.append(source)


def _read(path: Path) -> Any:
    """A JSON file's contents through the guarded reader: a missing, unreadable or broken
    file is a :class:`BoardError` naming the file (one line for the command line)."""
    return read_json(path)


def load_imperial_data(
    extra_dirs: list[Path] | None = None, include_user: bool = True
) -> ImperialData:
    """The bundled example data, then every ``*.json`` in the user's ``imperial`` folder and
    in ``extra_dirs`` (later files replace earlier cards with the same id)."""
    data = ImperialData()
    bundled = resources.files("tabletop_ai").joinpath("data/imperial")
    for name in ("ae_deck.json", "deployments.json", "class_decks.json", "agendas.json"):
        doc = json.loads(bundled.joinpath(name).read_text("utf-8"))
        merge_file(data, doc, name)
    dirs = list(extra_dirs or [])
    if include_user:
        dirs.insert(0, user_data_dir() / "imperial")
    for d in dirs:
        if d.is_dir():
            for path in _data_files(d):
                merge_file(data, _read(path), path.name)
    return data


#: data files read from one folder (each is a whole deck or card list; a folder of more is
#: not a data folder)
MAX_DATA_FILES = 200


def _data_files(folder: Path) -> list[Path]:
    """The ``*.json`` files of a data folder, by name; a folder holding more than
    :data:`MAX_DATA_FILES` is refused (one line naming it) rather than read for minutes."""
    found: list[Path] = []
    for p in folder.glob("*.json"):
        found.append(p)
        if len(found) > MAX_DATA_FILES:
            raise BoardError(
                folder.name,
                [
                    Problem(
                        "",
                        msg(
                            "holds more than {most} data files (*.json); a data folder "
                            "holds at most that many",
                            most=MAX_DATA_FILES,
                        ),
                    )
                ],
            )
    return sorted(found)


# ---------------------------------------------------------------------------------------
# deck files: the player's own cards, one file (docs/games/automated-emperor.md, "Decks")
# ---------------------------------------------------------------------------------------

DECK_FORMAT = "tabletop-ai/imperial-deck"
DECK_VERSION = 1
#: the sections of a deck file; each one present replaces the example data's section
DECK_SECTIONS = ("ae_cards", "deployments", "class_decks", "agenda_sets")


def _card_json(c: AECard) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.id, "name": c.name, "actions": list(c.actions)}
    if c.secondary:
        out["secondary"] = list(c.secondary)
    if c.blitz:
        out["threat"] = c.threat
    return out


def _deployment_json(d: Deployment) -> dict[str, Any]:
    out: dict[str, Any] = {
        "id": d.id,
        "name": d.name,
        "cost": d.cost,
        "reinforce_cost": d.reinforce_cost,
        "count": d.count,
        "figure": dict(d.figure),
    }
    if d.abilities:
        out["abilities"] = list(d.abilities)
    if d.surges:
        out["surges"] = list(d.surges)
    if d.ic_lists:
        out["ic_lists"] = [list(lst) for lst in d.ic_lists]
    for key, default in (("elite", False), ("subname", ""), ("villain", False)):
        if getattr(d, key) != default:
            out[key] = getattr(d, key)
    if d.bonus:
        out["bonus"] = list(d.bonus)
    return out


def _upgrade_json(c: UpgradeCard, cost_key: str) -> dict[str, Any]:
    out: dict[str, Any] = {"id": c.id, "name": c.name, cost_key: c.cost, "when": c.when}
    for key, default in (
        ("threat", 0),
        ("kind", ""),
        ("text", ""),
        ("side_mission", False),
        ("forced", False),
        ("discard", False),
    ):
        v = getattr(c, key)
        if v != default:
            out[key] = v
    return out


def deck_to_json(
    data: ImperialData, name: str = "", sections: tuple[str, ...] = DECK_SECTIONS
) -> dict[str, Any]:
    """A deck file holding ``data``'s cards (every section unless told)."""
    out: dict[str, Any] = {"format": DECK_FORMAT, "version": DECK_VERSION, "name": name}
    if "ae_cards" in sections:
        out["ae_cards"] = {
            "cards": [_card_json(c) for c in data.normal_cards],
            "blitz": [_card_json(c) for c in data.blitz_cards],
        }
    if "deployments" in sections:
        out["deployments"] = [_deployment_json(d) for d in data.deployments.values()]
    if "class_decks" in sections:
        out["class_decks"] = [
            {"id": k, "cards": [_upgrade_json(c, "xp") for c in v]}
            for k, v in data.class_decks.items()
        ]
    if "agenda_sets" in sections:
        out["agenda_sets"] = [
            {"id": k, "cards": [_upgrade_json(c, "influence") for c in v]}
            for k, v in data.agenda_sets.items()
        ]
    return out


def _section_doc(key: str, value: Any) -> dict[str, Any]:
    """A deck section as the data file of its kind (same checks, same messages)."""
    if key == "ae_cards":
        return {
            "format": "tabletop-ai/ae-deck",
            **(value if isinstance(value, dict) else {"cards": value}),
        }
    fmt, inner = _LIST_SECTIONS[key]
    return {"format": fmt, inner: value}


#: the deck sections that are lists: the data file format each is read as, and the key
#: that list has in that format
_LIST_SECTIONS = {
    "deployments": ("tabletop-ai/deployments", "deployments"),
    "class_decks": ("tabletop-ai/class-decks", "decks"),
    "agenda_sets": ("tabletop-ai/agendas", "sets"),
}


def _deck_place(key: str, where: str) -> str:
    """A place in a section's data-file form as the deck file has it: ``decks[0].cards[1]``
    of the class decks is ``class_decks[0].cards[1]``."""
    inner = _LIST_SECTIONS[key][1] if key in _LIST_SECTIONS else ""
    if inner and where.startswith(inner):
        return key + where[len(inner) :]
    return f"{key}.{where}" if where else key


def deck_from_json(doc: Any, source: str) -> tuple[ImperialData, tuple[str, ...]]:
    """The cards of a deck file and the sections it has; raises :class:`BoardError` naming
    the file and the place of every problem (``ae_cards.cards[2].actions[0] ...``)."""
    if not isinstance(doc, dict):
        raise BoardError(source, [Problem("(top)", msg("is not a JSON object"))])
    problems: list[Problem] = []
    if doc.get("format") != DECK_FORMAT:
        problems.append(
            Problem(
                "format",
                msg(
                    "{value} is not {expected}",
                    value=shown(doc.get("format")),
                    expected=repr(DECK_FORMAT),
                ),
            )
        )
    v = doc.get("version")
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= DECK_VERSION:
        problems.append(
            Problem(
                "version",
                msg(
                    "{value} is not a version this app reads (1..{most})",
                    value=shown(v),
                    most=DECK_VERSION,
                ),
            )
        )
    unknown = [k for k in doc if k not in (*DECK_SECTIONS, "format", "version", "name")]
    for k in unknown:
        problems.append(
            Problem(k, msg("is not a deck section ({known})", known=", ".join(DECK_SECTIONS)))
        )
    if problems:
        raise BoardError(source, problems)
    data = ImperialData()
    present = tuple(k for k in DECK_SECTIONS if k in doc)
    for key in present:
        try:
            merge_file(data, _section_doc(key, doc[key]), source)
        except BoardError as exc:
            problems += [
                Problem(_deck_place(key, p.where), p.message, p.code) for p in exc.problems
            ]
    if problems:
        raise BoardError(source, problems)
    data.sources = [source]
    return data, present


def load_deck(path: Path) -> tuple[ImperialData, tuple[str, ...]]:
    """Read a deck file (one :class:`BoardError` line names the file and the place)."""
    return deck_from_json(_read(path), path.name)


def with_deck(base: ImperialData, deck: ImperialData, sections: tuple[str, ...]) -> ImperialData:
    """``base`` with every section the deck has REPLACED by the deck's (the player's own AE
    deck is the whole AE deck: no example card, no example blitz card, is left in it)."""
    return ImperialData(
        ae_cards=dict(deck.ae_cards if "ae_cards" in sections else base.ae_cards),
        deployments=dict(deck.deployments if "deployments" in sections else base.deployments),
        class_decks=dict(deck.class_decks if "class_decks" in sections else base.class_decks),
        agenda_sets=dict(deck.agenda_sets if "agenda_sets" in sections else base.agenda_sets),
        sources=[*base.sources, *deck.sources],
    )
