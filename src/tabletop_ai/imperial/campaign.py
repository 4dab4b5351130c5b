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
from tabletop_ai.board.values import REQUIRED, Values, is_whole, shown
from tabletop_ai.i18n import Msg, msg
from tabletop_ai.imperial.state import MAX_LOG_TEXT, AEState, LogEntry

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
#: the range of each number a campaign holds
_RANGES: dict[str, tuple[int, int]] = {
    "seed": (0, 10**18),
    "blitz_level": (0, 99),
    "xp": (0, 9999),
    "influence": (0, 9999),
}
_DEFAULTS = {"seed": 0, "blitz_level": 2, "xp": 0, "influence": 0}
_OPTIONAL_TEXT = ("class_deck_id", "side_mission")
#: missions of one campaign, entries of its log, card ids of one of its lists
MAX_MISSIONS = 1000
MAX_LOG = 100_000
MAX_IDS = 1000


def campaign_from_json(doc: Any, source: str) -> Campaign:
    """A campaign from its parsed file: every value is checked (type, range, lists bounded,
    card ids without control characters, the kept cards as a deck file) before anything is
    built; raises :class:`BoardError` naming every problem and its place (``source`` is the
    file name)."""
    if not isinstance(doc, dict):
        raise BoardError(source, [Problem("", msg("is not a JSON object"))])
    r = Values()
    if doc.get("format") != CAMPAIGN_FORMAT:
        r.bad(
            "format",
            msg(
                "{value} is not {expected}",
                value=shown(doc.get("format")),
                expected=repr(CAMPAIGN_FORMAT),
            ),
        )
    version = doc.get("version")
    if not isinstance(version, int) or not is_whole(version) or version < 1:
        r.bad("version", msg("{value} is not a version number", value=shown(version)))
    elif version > CAMPAIGN_VERSION:
        r.bad(
            "version",
            msg(
                "{value} is newer than this app reads ({most})",
                value=version,
                most=CAMPAIGN_VERSION,
            ),
        )
    values: dict[str, Any] = {"name": r.text(doc, "name", "", "")}
    for k, (lo, hi) in _RANGES.items():
        values[k] = r.whole(doc, k, "", lo, hi, _DEFAULTS[k])
    for k in _OPTIONAL_TEXT:
        values[k] = r.optional_text(doc, k, "", ident=True)
    for k in _LISTS:
        values[k] = r.texts(doc, k, "", MAX_IDS, ident=True)
    missions = []
    for where, m in r.objects(doc, "missions", "", MAX_MISSIONS):
        board = r.text(m, "board", where, REQUIRED, empty=False)
        result = r.choice(m, "result", where, ("won", "lost"))
        xp = r.whole(m, "xp", where, 0, 9999, 0)
        influence = r.whole(m, "influence", where, 0, 9999, 0)
        missions.append(MissionRecord(board, result, xp, influence))
    log = []
    for where, e in r.objects(doc, "log", "", MAX_LOG):
        data = r.obj(e.get("data", {}), f"{where}.data")
        log.append(
            LogEntry(
                r.whole(e, "round", where, 0, 10**6, 0),
                r.text(e, "kind", where, ""),
                r.text(e, "text", where, REQUIRED, most=MAX_LOG_TEXT),
                dict(data) if data is not None else {},
            )
        )
    cards = doc.get("cards", {})
    if r.obj(cards, "cards") is None:
        cards = {}
    elif cards:
        from tabletop_ai.imperial.data import deck_from_json

        try:
            deck_from_json(cards, source)
        except BoardError as exc:
            r.problems += [
                Problem(f"cards.{p.where}" if p.where else "cards", p.message, p.code)
                for p in exc.problems
            ]
    r.check(source)
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
