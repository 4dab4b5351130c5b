"""An Automated Emperor campaign: the Imperial player's state carried from mission to mission.

Stored as its own file, ``NAME.campaign.json`` (docs/imperial-assault.md), which each mission
board refers to from its AE state (``automated_emperor.campaign``: the campaign file's path
relative to the board file). One mission is one board file; ``next-mission`` carries the
state of the mission just played (after its upgrade stage) into the campaign file and sets up
the next mission's board from it.

Carried (AE "Setup" and "Upgrade Stage"): XP, influence, the class deck chosen for the
campaign and the class hand bought (attachments come back to the hand: the groups leave play
when the mission ends), the agenda sets, agenda deck and hand, the current and reserve side
missions, the blitz level ("Start at 2 at campaign start, increase by one for each mission
Imperials lose", applied to the next mission's AE deck), the cards already played, and the
log of every mission.

The file is versioned (``format``/``version``), checked on load with messages naming the file
and the place, and saved atomically.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import atomic_write_text, compact_dumps
from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import parse_json, read_json
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.imperial.state import AEState, LogEntry

CAMPAIGN_FORMAT = "tabletop-ai/campaign"
CAMPAIGN_VERSION = 1
CAMPAIGN_SUFFIX = ".campaign.json"


@dataclass(frozen=True)
class MissionRecord:
    """One mission played in the campaign."""

    board: str
    result: str  # "won" or "lost" (for the Imperials)
    xp: int = 0
    influence: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "board": self.board,
            "result": self.result,
            "xp": self.xp,
            "influence": self.influence,
        }


@dataclass
class Campaign:
    """The Imperial player's campaign state between missions."""

    name: str
    seed: int
    blitz_level: int = 2
    xp: int = 0
    influence: int = 0
    class_deck_id: str | None = None
    class_deck: list[str] = field(default_factory=list)
    class_hand: list[str] = field(default_factory=list)
    agenda_sets: list[str] = field(default_factory=list)
    agenda_deck: list[str] = field(default_factory=list)
    agenda_hand: list[str] = field(default_factory=list)
    side_mission: str | None = None
    reserve_side_missions: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    missions: list[MissionRecord] = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    #: contents of the cards the campaign uses (kept so it plays without its data folder)
    cards: dict[str, Any] = field(default_factory=dict)

    @property
    def next_mission_number(self) -> int:
        return len(self.missions) + 1

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"format": CAMPAIGN_FORMAT, "version": CAMPAIGN_VERSION}
        for k in _SCALARS + _LISTS:
            out[k] = getattr(self, k)
        out["missions"] = [m.to_json() for m in self.missions]
        out["log"] = [
            {"round": e.round, "kind": e.kind, "text": e.text, "data": e.data} for e in self.log
        ]
        if self.cards:
            out["cards"] = self.cards
        return out


_SCALARS = ("name", "seed", "blitz_level", "xp", "influence", "class_deck_id", "side_mission")
_LISTS = (
    "class_deck",
    "class_hand",
    "agenda_sets",
    "agenda_deck",
    "agenda_hand",
    "reserve_side_missions",
    "played",
)
_INTS = ("seed", "blitz_level", "xp", "influence")
_OPTIONAL_TEXT = ("class_deck_id", "side_mission")


def campaign_from_json(doc: Any, source: str) -> Campaign:
    """A campaign from its parsed file; raises :class:`BoardError` naming every problem and
    its place (``source`` is the file name)."""
    problems: list[Problem] = []
    if not isinstance(doc, dict):
        raise BoardError(source, [Problem("(top)", "is not a JSON object")])
    if doc.get("format") != CAMPAIGN_FORMAT:
        problems.append(Problem("format", f"{doc.get('format')!r} is not {CAMPAIGN_FORMAT!r}"))
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        problems.append(Problem("version", f"{version!r} is not a version number"))
    elif version > CAMPAIGN_VERSION:
        problems.append(
            Problem("version", f"{version} is newer than this app reads ({CAMPAIGN_VERSION})")
        )
    values: dict[str, Any] = {}
    name = doc.get("name", "")
    if not isinstance(name, str):
        problems.append(Problem("name", f"{name!r} is not text"))
    values["name"] = str(name)
    for k in _INTS:
        v = doc.get(k, 0 if k != "blitz_level" else 2)
        if not isinstance(v, int) or isinstance(v, bool):
            problems.append(Problem(k, f"{v!r} is not a whole number"))
        elif v < 0:
            problems.append(Problem(k, f"{v} is below 0"))
        else:
            values[k] = v
    for k in _OPTIONAL_TEXT:
        v = doc.get(k)
        if v is not None and not isinstance(v, str):
            problems.append(Problem(k, f"{v!r} is not text or null"))
        else:
            values[k] = v
    for k in _LISTS:
        v = doc.get(k, [])
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            problems.append(Problem(k, "is not a list of card ids"))
        else:
            values[k] = list(v)
    missions = []
    for i, m in enumerate(doc.get("missions", [])):
        where = f"missions[{i}]"
        if not isinstance(m, dict) or not isinstance(m.get("board"), str):
            problems.append(Problem(where, "needs a 'board' file name"))
            continue
        if m.get("result") not in ("won", "lost"):
            problems.append(
                Problem(f"{where}.result", f"{m.get('result')!r} is not 'won' or 'lost'")
            )
            continue
        missions.append(
            MissionRecord(m["board"], m["result"], int(m.get("xp", 0)), int(m.get("influence", 0)))
        )
    log = []
    for i, e in enumerate(doc.get("log", [])):
        if not isinstance(e, dict) or not isinstance(e.get("text"), str):
            problems.append(Problem(f"log[{i}]", "needs a 'text'"))
            continue
        log.append(
            LogEntry(
                int(e.get("round", 0)), str(e.get("kind", "")), e["text"], dict(e.get("data", {}))
            )
        )
    cards = doc.get("cards", {})
    if not isinstance(cards, dict):
        problems.append(Problem("cards", "is not an object"))
        cards = {}
    if problems:
        raise BoardError(source, problems)
    if "seed" not in values:
        values["seed"] = 0
    return Campaign(missions=missions, log=log, cards=cards, **values)


def load_campaign(path: str | os.PathLike[str]) -> Campaign:
    """Read (through the guarded reader) and check a campaign file: one
    :class:`BoardError` line names the file and the place."""
    return campaign_from_json(read_json(path), Path(path).name)


def save_campaign(campaign: Campaign, path: str | os.PathLike[str]) -> None:
    """Write the campaign file atomically (the old file stays whole if writing fails), and
    only one the app can read again: the text is read back with the same loader first
    (:class:`BoardError` and nothing written when it would not load)."""
    text = compact_dumps(campaign.to_json()) + "\n"
    campaign_from_json(parse_json(text, Path(path).name), Path(path).name)
    atomic_write_text(path, text)


# ---------------------------------------------------------------------------------------
# carrying state between missions
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Carry:
    """What a new mission's setup takes from the campaign (see :func:`game.setup`)."""

    mission: int
    blitz_level: int
    xp: int
    influence: int
    class_deck_id: str | None
    class_deck: tuple[str, ...]
    class_hand: tuple[str, ...]
    agenda_sets: tuple[str, ...]
    agenda_deck: tuple[str, ...]
    agenda_hand: tuple[str, ...]
    side_mission: str | None
    reserve_side_missions: tuple[str, ...]
    played: tuple[str, ...]

    def into(self, st: AEState) -> None:
        """Put the carried values into a freshly set-up mission state."""
        st.mission = self.mission
        st.blitz_level = self.blitz_level
        st.xp, st.influence = self.xp, self.influence
        st.class_deck_id = self.class_deck_id
        st.class_deck = list(self.class_deck)
        st.class_hand = list(self.class_hand)
        st.agenda_sets = list(self.agenda_sets)
        st.agenda_deck = list(self.agenda_deck)
        st.agenda_hand = list(self.agenda_hand)
        st.side_mission = self.side_mission
        st.reserve_side_missions = list(self.reserve_side_missions)
        st.played = list(self.played)


def carry_of(campaign: Campaign) -> Carry:
    """The next mission's carried setup values."""
    return Carry(
        campaign.next_mission_number,
        campaign.blitz_level,
        campaign.xp,
        campaign.influence,
        campaign.class_deck_id,
        tuple(campaign.class_deck),
        tuple(campaign.class_hand),
        tuple(campaign.agenda_sets),
        tuple(campaign.agenda_deck),
        tuple(campaign.agenda_hand),
        campaign.side_mission,
        tuple(campaign.reserve_side_missions),
        tuple(campaign.played),
    )


def new_campaign(name: str, seed: int, blitz_level: int = 2) -> Campaign:
    """A campaign before its first mission (AE: blitz level 2 at campaign start)."""
    return Campaign(name=name, seed=seed, blitz_level=blitz_level)


def _with_msg(data: dict[str, Any], text: Msg) -> dict[str, Any]:
    """A log entry's ``data`` with ``text``'s id form as its ``msg`` (see ``AEState.say``)."""
    return {**data, "msg": text.to_json()}


def campaign_after(
    campaign: Campaign, state: AEState, board_name: str, xp: int = 0, influence: int = 0
) -> Campaign:
    """The campaign after a mission whose final AE state is ``state`` (its upgrade stage
    run): a new value, ``campaign`` is unchanged. Attachments on groups still in play come
    back to the class hand (the mission is over: every deployment card leaves play)."""
    back = [c for cards in state.attachments.values() for c in cards]
    hand = list(state.class_hand) + [c for c in back if c not in state.class_hand]
    record = MissionRecord(board_name, "lost" if state.lost_last_mission else "won", xp, influence)
    log = list(campaign.log) + [
        LogEntry(
            e.round,
            e.kind,
            f"mission {state.mission}: {e.text}",
            _with_msg(
                e.data, msg("mission {mission}: {text}", mission=state.mission, text=e.message())
            ),
        )
        for e in state.log
    ]
    return replace(
        campaign,
        blitz_level=state.blitz_level,
        xp=state.xp,
        influence=state.influence,
        class_deck_id=state.class_deck_id,
        class_deck=list(state.class_deck),
        class_hand=hand,
        agenda_sets=list(state.agenda_sets),
        agenda_deck=list(state.agenda_deck),
        agenda_hand=list(state.agenda_hand),
        side_mission=state.side_mission,
        reserve_side_missions=list(state.reserve_side_missions),
        played=list(state.played),
        missions=[*campaign.missions, record],
        log=log,
        cards=dict(state.cards) or campaign.cards,
    )


def campaign_ref(board_path: str | os.PathLike[str], campaign_path: str | os.PathLike[str]) -> str:
    """How a board file names its campaign file: relative to the board's folder (so the pair
    can be moved together), with forward slashes."""
    rel = os.path.relpath(Path(campaign_path).resolve(), Path(board_path).resolve().parent)
    return Path(rel).as_posix()


def campaign_path_of(
    board: Board, board_path: str | os.PathLike[str], state: AEState
) -> Path | None:
    """The campaign file a mission board refers to, or None."""
    if not state.campaign:
        return None
    return (Path(board_path).resolve().parent / state.campaign).resolve()


__all__ = [
    "CAMPAIGN_FORMAT",
    "CAMPAIGN_SUFFIX",
    "CAMPAIGN_VERSION",
    "Campaign",
    "Carry",
    "MissionRecord",
    "campaign_after",
    "campaign_from_json",
    "campaign_path_of",
    "campaign_ref",
    "carry_of",
    "load_campaign",
    "new_campaign",
    "save_campaign",
]
