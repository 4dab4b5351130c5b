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
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.reader import read_json

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


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[Problem] = []

    def need(self, d: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
        if not isinstance(d, dict) or key not in d:
            self.problems.append(Problem(where, f"'{key}' is missing"))
            return None
        v = d[key]
        if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
            self.problems.append(Problem(f"{where}.{key}", f"{v!r} is not the right kind of value"))
            return None
        return v


def _actions(r: _Reader, d: dict[str, Any], where: str) -> tuple[str, ...]:
    acts = r.need(d, "actions", list, where) or []
    for i, a in enumerate(acts):
        if a not in AE_ACTIONS:
            r.problems.append(
                Problem(f"{where}.actions[{i}]", f"{a!r} is not one of {', '.join(AE_ACTIONS)}")
            )
    return tuple(str(a) for a in acts)


def _colours(r: _Reader, d: dict[str, Any], where: str) -> tuple[str, ...]:
    cols = d.get("secondary", [])
    for i, c in enumerate(cols):
        if c not in COLOURS:
            r.problems.append(
                Problem(f"{where}.secondary[{i}]", f"{c!r} is not one of {', '.join(COLOURS)}")
            )
    return tuple(str(c) for c in cols)


def _upgrade(
    r: _Reader, d: dict[str, Any], where: str, cost_key: str, deck: str
) -> UpgradeCard | None:
    cid = r.need(d, "id", str, where)
    cost = r.need(d, cost_key, int, where)
    if cid is None or cost is None:
        return None
    return UpgradeCard(
        id=cid,
        name=str(d.get("name", cid)),
        cost=cost,
        when=str(d.get("when", "any")),
        threat=int(d.get("threat", 0)),
        kind=str(d.get("kind", "")),
        text=str(d.get("text", "")),
        side_mission=bool(d.get("side_mission", False)),
        forced=bool(d.get("forced", False)),
        discard=bool(d.get("discard", False)),
        deck=deck,
    )


def merge_file(data: ImperialData, doc: Any, source: str) -> None:
    """Add one parsed data file to ``data``; raises BoardError naming file and place."""
    r = _Reader(source)
    fmt = doc.get("format") if isinstance(doc, dict) else None
    if fmt == "tabletop-ai/ae-deck":
        for key, blitz in (("cards", False), ("blitz", True)):
            for i, c in enumerate(doc.get(key, [])):
                where = f"{key}[{i}]"
                cid = r.need(c, "id", str, where)
                acts = _actions(r, c, where)
                if cid:
                    data.ae_cards[cid] = AECard(
                        cid,
                        str(c.get("name", cid)),
                        acts,
                        _colours(r, c, where),
                        blitz,
                        int(c.get("threat", 0)),
                    )
    elif fmt == "tabletop-ai/deployments":
        for i, d in enumerate(doc.get("deployments", [])):
            where = f"deployments[{i}]"
            did = r.need(d, "id", str, where)
            cost = r.need(d, "cost", int, where)
            fig = r.need(d, "figure", dict, where)
            if did is None or cost is None or fig is None:
                continue
            lists = tuple(tuple(lst) for lst in d.get("ic_lists", []))
            data.deployments[did] = Deployment(
                id=did,
                name=str(d.get("name", did)),
                cost=cost,
                reinforce_cost=int(d.get("reinforce_cost", cost)),
                count=int(d.get("count", 1)),
                figure=dict(fig),
                abilities=tuple(d.get("abilities", [])),
                surges=tuple(d.get("surges", [])),
                ic_lists=lists,
                elite=bool(d.get("elite", False)),
                bonus=tuple(d.get("bonus", [])),
                subname=str(d.get("subname", "")),
                villain=bool(d.get("villain", False)),
            )
    elif fmt == "tabletop-ai/class-decks":
        for i, deck in enumerate(doc.get("decks", [])):
            did = r.need(deck, "id", str, f"decks[{i}]")
            if did is None:
                continue
            cards = [
                _upgrade(r, c, f"decks[{i}].cards[{j}]", "xp", did)
                for j, c in enumerate(deck.get("cards", []))
            ]
            data.class_decks[did] = [c for c in cards if c is not None]
    elif fmt == "tabletop-ai/agendas":
        for i, aset in enumerate(doc.get("sets", [])):
            sid = r.need(aset, "id", str, f"sets[{i}]")
            if sid is None:
                continue
            cards = [
                _upgrade(r, c, f"sets[{i}].cards[{j}]", "influence", sid)
                for j, c in enumerate(aset.get("cards", []))
            ]
            data.agenda_sets[sid] = [c for c in cards if c is not None]
    else:
        r.problems.append(
            Problem(
                "format",
                f"{fmt!r} is not an Imperial data format "
                f"(tabletop-ai/ae-deck, deployments, class-decks, "
                f"agendas)",
            )
        )
    if r.problems:
        raise BoardError(source, r.problems)
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
            for path in sorted(d.glob("*.json")):
                merge_file(data, _read(path), path.name)
    return data


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
    kinds = {
        "deployments": ("tabletop-ai/deployments", "deployments"),
        "class_decks": ("tabletop-ai/class-decks", "decks"),
        "agenda_sets": ("tabletop-ai/agendas", "sets"),
    }
    fmt, inner = kinds[key]
    return {"format": fmt, inner: value}


def deck_from_json(doc: Any, source: str) -> tuple[ImperialData, tuple[str, ...]]:
    """The cards of a deck file and the sections it has; raises :class:`BoardError` naming
    the file and the place of every problem (``ae_cards.cards[2].actions[0] ...``)."""
    if not isinstance(doc, dict):
        raise BoardError(source, [Problem("(top)", "is not a JSON object")])
    problems: list[Problem] = []
    if doc.get("format") != DECK_FORMAT:
        problems.append(Problem("format", f"{doc.get('format')!r} is not {DECK_FORMAT!r}"))
    v = doc.get("version")
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= DECK_VERSION:
        problems.append(
            Problem("version", f"{v!r} is not a version this app reads (1..{DECK_VERSION})")
        )
    unknown = [k for k in doc if k not in (*DECK_SECTIONS, "format", "version", "name")]
    for k in unknown:
        problems.append(Problem(k, f"is not a deck section ({', '.join(DECK_SECTIONS)})"))
    if problems:
        raise BoardError(source, problems)
    data = ImperialData()
    present = tuple(k for k in DECK_SECTIONS if k in doc)
    for key in present:
        try:
            merge_file(data, _section_doc(key, doc[key]), source)
        except BoardError as exc:
            problems += [
                Problem(f"{key}.{p.where}" if p.where != "format" else key, p.message)
                for p in exc.problems
            ]
        except (AttributeError, TypeError):
            problems.append(Problem(key, "is not a list of entries"))
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
