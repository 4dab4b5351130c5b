"""Plan values: what the AI decided for a group, figure by figure, action by action.

Like python-chess's ``PlayResult``, a plan is a value: it never touches the caller's board.
Its JSON form is board-format.md section 9; the window draws it; the command line prints
:meth:`Plan.describe`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from tabletop_ai.geometry import Cell, TurnedCell
from tabletop_ai.geometry.grid import Point
from tabletop_ai.i18n import Msg, join, msg
from tabletop_ai.i18n.content import content_label

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import RuleSet

#: a JSON value as it appears in a board file or a plan
JSONValue = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]


class ActionDetail(Protocol):
    """A rule set's own typed data on one action (e.g. a retreat's ranked hexes, a Gloomhaven
    move's tied options). ``to_json`` gives the keys it adds to the action's JSON (spec 9
    allows more keys); the window reads the typed fields."""

    def to_json(self) -> dict[str, JSONValue]: ...


class PlanResult(Protocol):
    """A rule set's own typed result on a whole plan (e.g. Battlecrest's order card and
    numbered steps, the drawn AE card). ``to_json`` gives the keys it adds to the plan's
    JSON; the rule set declares its type (:attr:`RuleSet.result_type`)."""

    def to_json(self) -> dict[str, JSONValue]: ...


def cells_json(cells: list[Cell] | tuple[Cell, ...]) -> list[JSONValue]:
    """Cells as JSON ``[[x, y], ...]``."""
    return [[c[0], c[1]] for c in cells]


@dataclass(frozen=True)
class DrawHints:
    """What the window draws for an action beyond its path, end, alternatives, reachable
    cells and target: marks only its rule set knows to make, as typed values (they are not
    in the plan JSON)."""

    #: another figure this action moves (a push): the cells it passes, first to last
    pushed: tuple[Cell, ...] = ()
    #: steps of the action's ``path`` that slide rather than walk (step ``i`` goes from
    #: ``path[i - 1]`` to ``path[i]``)
    slides: tuple[int, ...] = ()


@dataclass
class Action:
    """One resolved instruction (or AE card action) of one figure."""

    type: str
    target: str | None = None
    skipped: bool = False
    reason: str = ""
    path: list[Cell] | None = None
    end: Cell | None = None
    mp_spent: int | None = None
    alternatives: list[Cell] | None = None
    distance: int | None = None
    los: bool | None = None
    #: other targets exactly as good by the priority rules (the players choose)
    target_ties: list[str] = field(default_factory=list)
    #: every cell the figure could have ended on (the faint "could reach" area)
    reachable: list[Cell] = field(default_factory=list)
    #: a clear sight line to the target, in grid geometry space
    sight_line: tuple[Point, Point] | None = None
    destroyed: bool = False
    #: cells the window should highlight for this action (e.g. candidate retreat hexes)
    highlight: list[Cell] = field(default_factory=list)
    #: the rule set's own typed data (its keys follow the others in the JSON)
    detail: ActionDetail | None = None
    #: the rule set's own marks on the map (not in the JSON)
    draw: DrawHints | None = None

    @property
    def is_move(self) -> bool:
        return self.path is not None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type, "target": self.target, "skipped": self.skipped}
        if self.path is not None:
            out["path"] = [list(c) for c in self.path]
            out["end"] = [self.end[0], self.end[1]] if self.end is not None else None
            if isinstance(self.end, TurnedCell):  # the footprint after rotating (IA)
                out["size"] = list(self.end.turned)
            out["mp_spent"] = self.mp_spent
            out["alternatives"] = [list(c) for c in (self.alternatives or [])]
        if self.distance is not None:
            out["distance"] = self.distance
        if self.los is not None:
            out["los"] = self.los
        if self.target_ties:
            out["target_ties"] = list(self.target_ties)
        if self.destroyed:
            out["destroyed"] = True
        if self.highlight:
            out["highlight"] = [list(c) for c in self.highlight]
        out["reason"] = self.reason
        if self.detail is not None:
            out.update(self.detail.to_json())
        return out


@dataclass
class FigurePlan:
    """What one figure does in its activation."""

    figure: str
    name: str
    start: Cell
    end: Cell
    actions: list[Action] = field(default_factory=list)
    destroyed: bool = False

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "figure": self.figure,
            "start": list(self.start),
            "end": [self.end[0], self.end[1]],
            "actions": [a.to_json() for a in self.actions],
        }
        if isinstance(self.end, TurnedCell):  # the footprint it ends with (a rotated base)
            out["size"] = list(self.end.turned)
        if self.destroyed:
            out["destroyed"] = True
        return out


@dataclass
class Plan:
    """A whole group activation in activation order."""

    group: str
    figures: list[FigurePlan] = field(default_factory=list)
    rule_set: str = ""
    order_reason: str = ""
    names: dict[str, str] = field(default_factory=dict)
    #: what the players should know about the plan as a whole (e.g. an unknown preset)
    warnings: list[str] = field(default_factory=list)
    #: the rule set's own typed result (:attr:`RuleSet.result_type`), or None
    result: PlanResult | None = None
    #: readable lines the command line prints for the whole plan (e.g. Battlecrest's steps)
    summary: list[str] = field(default_factory=list)
    #: the rule set that made it: its words for the actions (:meth:`describe_action`)
    rules: type[RuleSet] | None = field(default=None, repr=False, compare=False)
    #: the group as a player reads it (:meth:`RuleSet.group_label`: its name, else its
    #: card's, else its id; a message parameter); not in the JSON, which names the id
    group_name: str = field(default="", compare=False)
    #: the words of its board's cells (:attr:`RuleSet.grid_words` of its grid: empty on a
    #: square grid); its reasons are worded with them, and :meth:`describe_action` too
    words: Mapping[str, Msg] = field(default_factory=dict, repr=False, compare=False)

    @property
    def group_label(self) -> str:
        """The group as a player reads it: :attr:`group_name`, else the id."""
        return self.group_name or self.group

    def to_json(self, messages: bool = False) -> dict[str, Any]:
        """The contract's plan JSON (spec 9); the rule set's result adds its own keys.
        ``messages``: beside each text that is a core message, its language-neutral id form
        under the same key plus ``_msg`` (:func:`with_messages`)."""
        if messages:
            return with_messages(self.to_json())  # type: ignore[no-any-return]
        out: dict[str, Any] = {"group": self.group, "figures": [f.to_json() for f in self.figures]}
        if self.rule_set:
            out["rule_set"] = self.rule_set
        if self.order_reason:
            out["order_reason"] = self.order_reason
        if self.warnings:
            out["warnings"] = list(self.warnings)
        if self.result is not None:
            out.update(self.result.to_json())
        if self.summary:
            out["summary"] = list(self.summary)
        return out

    def figure_plan(self, fid: str) -> FigurePlan | None:
        for fp in self.figures:
            if fp.figure == fid:
                return fp
        return None

    def describe(self) -> list[str]:
        """One readable line per figure, e.g. ``Trooper 1: move 3 to [5,3], the closest cell
        with sight of Luke; attack Luke at 3 spaces`` (each a :class:`Msg`: ``str()`` shows it
        in the installed language)."""
        lines: list[str] = []
        for fp in self.figures:
            parts = [self.describe_action(a) for a in fp.actions]
            done = [p for p in parts if p]
            text = join(done) if done else msg("does nothing")
            name = content_label(fp.name)
            lines.append(
                msg("{name}: {actions} — destroyed", name=name, actions=text)
                if fp.destroyed
                else msg("{name}: {actions}", name=name, actions=text)
            )
        return lines

    def describe_action(self, a: Action) -> str:
        """One action as its rule set words it (:meth:`RuleSet.describe_action`), in the
        words of the board's cells (:attr:`words`)."""
        from tabletop_ai.engine.rules import RuleSet
        from tabletop_ai.engine.wording import reworded

        return reworded((self.rules or RuleSet).describe_action(a, self.names), self.words)


def with_messages(value: Any) -> Any:
    """Plan JSON with the id form of its messages: after each key whose text is a
    :class:`Msg`, ``KEY_msg`` holds ``{"id", "params"}``; after a list of texts holding one,
    ``KEY_msg`` the list of id forms (a plain text stays a string). The English texts stay
    as they are: this only adds keys (spec 9 allows more)."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for k, v in value.items():
            out[k] = with_messages(v)
            if isinstance(v, Msg):
                out[f"{k}_msg"] = v.to_json()
            elif (
                isinstance(v, list)
                and any(isinstance(x, Msg) for x in v)
                and all(isinstance(x, str) for x in v)
            ):
                out[f"{k}_msg"] = [x.to_json() if isinstance(x, Msg) else x for x in v]
        return out
    if isinstance(value, list):
        return [with_messages(v) for v in value]
    if isinstance(value, Msg):
        return value.english()
    return value


def labels(*words: Msg) -> dict[str, str]:
    """Action types keyed by their words: ``msg("move to engage")`` labels
    ``move_to_engage``."""
    return {m.id.replace(" ", "_"): m for m in words}


#: the contract's action types (spec 8-9) as a player reads them (``move_to_engage`` -> "move
#: to engage"); a rule set adds its own (:attr:`RuleSet.action_labels`)
ACTION_LABELS: dict[str, str] = labels(
    msg("move toward"),
    msg("move to engage"),
    msg("move to reposition"),
    msg("move to attack"),
    msg("attack"),
    msg("retreat"),
    msg("move"),
)


def action_label(kind: str) -> str:
    """An action type as a player reads it, in the installed language when shown."""
    return ACTION_LABELS.get(kind) or kind.replace("_", " ")


def figure_name(fid: str | None, names: Mapping[str, str]) -> str:
    """A figure as the plan names it (its label; "nobody" for none)."""
    if fid is None:
        return msg("nobody")
    return content_label(names.get(fid, fid))


def describe_action(a: Action, names: Mapping[str, str], label: str | None = None) -> str:
    """A short phrase for one action, as a player would read it aloud (a :class:`Msg`);
    ``label``: the action's type as the plan's rule set words it (default: the contract's
    words, :func:`action_label`). A rule set that says some of it its own way overrides
    :meth:`RuleSet.describe_action`."""
    label = label or action_label(a.type)
    if a.skipped:
        return msg("{action} skipped ({reason})", action=label, reason=a.reason)
    if a.destroyed:
        return msg("{action}: {reason}", action=label, reason=a.reason)
    if a.is_move:
        if not a.mp_spent:
            return msg(
                "{action}: stays at {cell} ({reason})",
                action=label,
                cell=repr(a.end),
                reason=a.reason,
            )
        if a.alternatives:
            return msg(
                "move {mp} to {cell} (or {cells}), {reason}",
                mp=a.mp_spent,
                cell=repr(a.end),
                cells=", ".join(repr(c) for c in a.alternatives),
                reason=a.reason,
            )
        return msg(
            "move {mp} to {cell}, {reason}", mp=a.mp_spent, cell=repr(a.end), reason=a.reason
        )
    if a.type == "attack":
        target = figure_name(a.target, names)
        if a.target_ties:
            ties = join((figure_name(t, names) for t in a.target_ties), ", ")
            if a.distance is None:
                return msg(
                    "attack {target} at ? spaces (tied with {ties}: players choose) — {reason}",
                    target=target,
                    ties=ties,
                    reason=a.reason,
                )
            return msg(
                "attack {target} at %n space(s) (tied with {ties}: players choose) — {reason}",
                n=a.distance,
                target=target,
                ties=ties,
                reason=a.reason,
            )
        if a.distance is None:
            return msg("attack {target} at ? spaces — {reason}", target=target, reason=a.reason)
        return msg(
            "attack {target} at %n space(s) — {reason}",
            n=a.distance,
            target=target,
            reason=a.reason,
        )
    return msg("{action}: {reason}", action=label, reason=a.reason)
