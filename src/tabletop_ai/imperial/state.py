"""Automated Emperor game state, kept in the board file so a game resumes exactly.

The state lives under the board's top-level key ``"automated_emperor"`` (board files keep
unknown top-level keys, spec section 1). Random draws come from ``random.Random`` seeded with
the recorded ``seed`` and the count of draws made so far, so the same decisions on the same
file always give the same shuffles, and undoing a draw (restoring the previous state)
restores the generator too.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.extension import Ext, json_object
from tabletop_ai.board.limits import too_many_entries
from tabletop_ai.board.model import Board
from tabletop_ai.board.values import Values
from tabletop_ai.i18n import Msg, msg_in

STATE_KEY = "automated_emperor"


def log_kind(kind: str) -> str:
    """A log entry's ``kind`` as a player reads it: a message (shown in the installed
    language) for the kinds the game writes, any other kind as written."""
    kinds = {
        m.id: m
        for m in (
            msg_in("ae-log", "setup"),
            msg_in("ae-log", "deck"),
            msg_in("ae-log", "draw"),
            msg_in("ae-log", "surges"),
            msg_in("ae-log", "activate"),
            msg_in("ae-log", "target"),
            msg_in("ae-log", "status"),
            msg_in("ae-log", "upgrade"),
            msg_in("ae-log", "play"),
            msg_in("ae-log", "campaign"),
        )
    }
    return kinds.get(kind, kind)


#: characters of one log line (the board's AE state and the campaign file)
MAX_LOG_TEXT = 10_000


@dataclass
class LogEntry:
    """One decision of the AE with the reason a player is told."""

    round: int
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # the log is read back with each line at most MAX_LOG_TEXT characters: a longer one
        # (a card of fifty attacks, each skipped with its reasons) is written shortened
        if len(self.text) > MAX_LOG_TEXT:
            self.text = self.text[: MAX_LOG_TEXT - 1] + "…"

    def message(self) -> str:
        """The entry as a message (shown in the installed language by ``str()``) from its id
        form ``data["msg"]``; the English ``text`` for an entry written without one (files
        from before the log was translated) or with one that cannot be read."""
        form = self.data.get("msg")
        if isinstance(form, dict):
            try:
                return Msg.from_json(form)
            except (KeyError, TypeError, ValueError):
                pass
        return self.text


@dataclass
class AEState:
    """Everything the Automated Emperor remembers between activations and rounds."""

    seed: int = 0
    draws: int = 0
    round: int = 1
    blitz_level: int = 2
    threat: int = 0
    threat_level: int = 3
    xp: int = 0
    influence: int = 0
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    current: str | None = None
    deployment_deck: list[str] = field(default_factory=list)
    deployment_hand: list[str] = field(default_factory=list)
    #: deployment groups in play, left to right: {"group": id, "deployment": id}
    in_play: list[dict[str, str]] = field(default_factory=list)
    activated: list[str] = field(default_factory=list)
    class_deck_id: str | None = None
    class_deck: list[str] = field(default_factory=list)
    class_hand: list[str] = field(default_factory=list)
    agenda_sets: list[str] = field(default_factory=list)
    agenda_deck: list[str] = field(default_factory=list)
    agenda_hand: list[str] = field(default_factory=list)
    side_mission: str | None = None
    reserve_side_missions: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    lost_last_mission: bool = False
    #: class cards attached to deployment groups in play: group id -> card ids (AE "When a
    #: deployment card leaves play, return any attachments to Imperial Class hand")
    attachments: dict[str, list[str]] = field(default_factory=dict)
    #: the campaign file this mission belongs to (a path relative to the board file)
    campaign: str | None = None
    #: this mission's number in its campaign (1 = the first)
    mission: int = 1
    #: the upgrade stage of this mission has been run (``next-mission`` needs it)
    upgraded: bool = False
    #: XP and influence the Imperial player earned in this mission's upgrade stage
    earned_xp: int = 0
    earned_influence: int = 0
    #: the contents of every card this game uses, as a deck file (``data.deck_to_json``): the
    #: game file opens and plays without the data folder it was set up with
    cards: dict[str, Any] = field(default_factory=dict)
    log: list[LogEntry] = field(default_factory=list)

    def rng(self) -> random.Random:
        """A generator for the next random draw (recorded: ``draws`` goes up by one)."""
        r = random.Random(f"{self.seed}:{self.draws}")
        self.draws += 1
        return r

    def say(self, kind: str, text: str, **data: Any) -> LogEntry:
        """Log ``text``: its English text in ``text`` (the board format's meaning) and, when
        it is a core message, its language-neutral id form in ``data["msg"]`` so the log can
        be shown in any language later (:meth:`LogEntry.message`)."""
        values = dict(data)
        if isinstance(text, Msg):
            values["msg"] = text.to_json()
            text = text.english()
        entry = LogEntry(self.round, kind, text, values)
        self.log.append(entry)
        return entry

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["log"] = [asdict(e) for e in self.log]
        return out

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> AEState:
        """The state a board file keeps; ``ValueError`` naming the first problem when a
        value does not fit (:func:`state_problems` names them all with their places)."""
        st, problems = read_state(d)
        if problems:
            raise ValueError(problems[0].format())
        return st


#: the range of each whole number of the state (threat and XP grow over a game and a
#: campaign; the rest are small counts)
_WHOLE: dict[str, tuple[int, int]] = {
    "seed": (0, 10**18),
    "draws": (0, 10**9),
    "round": (0, 10**6),
    "blitz_level": (0, 99),
    "threat": (0, 10**6),
    "threat_level": (0, 99),
    "xp": (0, 9999),
    "influence": (0, 9999),
    "mission": (1, 1000),
    "earned_xp": (0, 9999),
    "earned_influence": (0, 9999),
}
_IDS = (
    "deck",
    "discard",
    "deployment_deck",
    "deployment_hand",
    "activated",
    "class_deck",
    "class_hand",
    "agenda_sets",
    "agenda_deck",
    "agenda_hand",
    "reserve_side_missions",
    "played",
)
_OPTIONAL_IDS = ("current", "class_deck_id", "side_mission")
_FLAGS = ("lost_last_mission", "upgraded")
#: card ids in one pile, groups in play, entries of the log
MAX_IDS = 1000
MAX_LOG = 100_000


def read_state(d: Any, where: str = STATE_KEY) -> tuple[AEState, list[Problem]]:
    """The AE state of a board file's ``automated_emperor`` object, every value checked
    (numbers in range, card and group ids without control characters, lists bounded, the
    kept cards as a deck file), and the problems found, each with its place. A value that
    does not fit is left at its default in the state returned."""
    r = Values()
    st = AEState()
    if r.obj(d, where) is None:
        return st, r.problems
    for k, (lo, hi) in _WHOLE.items():
        setattr(st, k, r.whole(d, k, where, lo, hi, getattr(st, k)))
    for k in _IDS:
        setattr(st, k, r.texts(d, k, where, MAX_IDS, ident=True))
    for k in _OPTIONAL_IDS:
        setattr(st, k, r.optional_text(d, k, where, ident=True))
    st.campaign = r.optional_text(d, "campaign", where)
    for k in _FLAGS:
        setattr(st, k, r.flag(d, k, where, False))
    for at, e in r.objects(d, "in_play", where, MAX_IDS):
        st.in_play.append(
            {
                "group": r.text(e, "group", at, ident=True),
                "deployment": r.text(e, "deployment", at, ident=True),
            }
        )
    attachments = d.get("attachments", {})
    if r.obj(attachments, f"{where}.attachments") is not None:
        if len(attachments) > MAX_IDS:
            r.bad(f"{where}.attachments", too_many_entries(len(attachments), MAX_IDS))
            attachments = {}
        for gid in attachments:
            if r.text_value(gid, f"{where}.attachments", ident=True) is not None:
                st.attachments[gid] = r.texts(
                    attachments, gid, f"{where}.attachments", MAX_IDS, ident=True
                )
    cards = d.get("cards", {})
    if r.obj(cards, f"{where}.cards") is not None and cards:
        from tabletop_ai.imperial.data import deck_from_json

        try:
            deck_from_json(cards, "")
            st.cards = cards
        except BoardError as exc:
            r.problems += [
                Problem(f"{where}.cards.{p.where}", p.message, p.code) for p in exc.problems
            ]
    for at, e in r.objects(d, "log", where, MAX_LOG):
        data = r.obj(e.get("data", {}), f"{at}.data")
        st.log.append(
            LogEntry(
                r.whole(e, "round", at, 0, 10**6, 0),
                r.text(e, "kind", at, ""),
                r.text(e, "text", at, "", most=MAX_LOG_TEXT),
                dict(data) if data is not None else {},
            )
        )
    return st, r.problems


def state_problems(board: Board) -> list[Problem]:
    """The problems of the board's AE state (none when it has none)."""
    d = AE_STATE.raw(board)
    return [] if d is None else read_state(d)[1]


#: the board's Automated Emperor state, under the top-level key ``"automated_emperor"``
AE_STATE: Ext[AEState] = Ext(
    STATE_KEY, lambda d: AEState.from_json(json_object(d)), lambda s: s.to_json()
)


def get_state(board: Board) -> AEState | None:
    """The AE state saved in ``board``, or None when no AE game was set up."""
    d = AE_STATE.raw(board)
    return AEState.from_json(d) if isinstance(d, dict) else None


def put_state(board: Board, state: AEState) -> None:
    """Store ``state`` in ``board`` (saved with the file)."""
    board.extra = AE_STATE.with_value(board.extra, state)
