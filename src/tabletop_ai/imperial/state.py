"""Automated Emperor game state, kept in the board file so a game resumes exactly.

The state lives under the board's top-level key ``"automated_emperor"`` (board files keep
unknown top-level keys, spec section 1). Random draws come from ``random.Random`` seeded with
the recorded ``seed`` and the count of draws made so far, so the same decisions on the same
file always give the same shuffles, and undoing a draw (restoring the previous state)
restores the generator too.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from tabletop_ai.board.extension import Ext, json_object
from tabletop_ai.board.model import Board
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


@dataclass
class LogEntry:
    """One decision of the AE with the reason a player is told."""

    round: int
    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

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
        names = {f.name for f in fields(cls)}
        kwargs = {k: v for k, v in d.items() if k in names and k != "log"}
        st = cls(**kwargs)
        st.log = [
            LogEntry(
                int(e.get("round", 0)),
                str(e.get("kind", "")),
                str(e.get("text", "")),
                dict(e.get("data", {})),
            )
            for e in d.get("log", [])
        ]
        return st


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
    AE_STATE.set(board, state)
