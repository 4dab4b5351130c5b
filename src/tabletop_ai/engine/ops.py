"""One operation style for every game: an operation is a pure function from a document (a
:class:`~tabletop_ai.board.Board` or a :class:`~tabletop_ai.table.model.Table`) to an
:class:`OpResult` — the new document, the lines for the log, and what changed.

The model is Anki's ``CollectionOp``/``OpChanges``: the core computes, the window runs the
operation through one helper (``tabletop_ai.ui.editor.ops.run_op``) that makes ONE undo step and
tells the views what changed, so each refreshes only that. The input is never mutated: undo
is "put the old value back", and a failed operation leaves nothing half done.

No Qt here: the command line runs the same operations and prints :attr:`OpResult.log`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Generic, TypeVar

from tabletop_ai.board.model import Board

S = TypeVar("S")


@dataclass(frozen=True)
class Changes:
    """What an operation changed, so views refresh only that (Anki's ``OpChanges``).

    ``figures``: positions, health or any field of figures (also added/removed figures);
    ``map``: grid, terrain, walls, doors, edges, points; ``groups``: groups and their
    instructions; ``game_state``: a game's own state (decks, dice, logs, campaign, table);
    ``plan``: the shown plan is no longer valid for the document."""

    figures: bool = False
    map: bool = False
    groups: bool = False
    game_state: bool = False
    plan: bool = False

    @classmethod
    def everything(cls) -> Changes:
        """Every part changed (a new document, a resized map)."""
        return cls(**{f.name: True for f in fields(cls)})

    @property
    def any(self) -> bool:
        """True when anything changed."""
        return any(getattr(self, f.name) for f in fields(self))

    def names(self) -> list[str]:
        """The parts that changed, in field order (``["figures", "plan"]``)."""
        return [f.name for f in fields(self) if getattr(self, f.name)]

    def __or__(self, other: Changes) -> Changes:
        return Changes(
            **{f.name: getattr(self, f.name) or getattr(other, f.name) for f in fields(self)}
        )


NOTHING = Changes()


@dataclass(frozen=True)
class OpResult(Generic[S]):
    """What an operation returns: the NEW document (the input is untouched), the lines to
    show in the log and the status bar, and what changed."""

    state: S
    log: list[str] = field(default_factory=list)
    changes: Changes = NOTHING


#: an operation on a document of type ``S`` (``Op[Board]``, ``Op[Table]``)
Op = Callable[[S], OpResult[S]]

_MAP_FIELDS = ("terrain", "walls", "doors", "edges", "points")


def _grid_key(board: Board) -> tuple[object, ...]:
    g = board.grid  # grids compare by identity: compare what a board file says of them
    return (g.kind, g.width, g.height, getattr(g, "orientation", None), getattr(g, "offset", None))


def board_changes(old: Board, new: Board) -> Changes:
    """What differs between two boards, for operations that compute a new board and let the
    comparison say what changed (e.g. a rule set's ``apply(board, plan) -> Board``).

    Figures, map and groups are compared field by field; anything else on the board
    (mission, rule options, unknown keys) counts as ``game_state``. Any change invalidates
    the plan."""
    figures = old.figures != new.figures
    map_ = _grid_key(old) != _grid_key(new) or any(
        getattr(old, n) != getattr(new, n) for n in _MAP_FIELDS
    )
    groups = old.groups != new.groups
    game = (
        old.mission != new.mission
        or old.rules != new.rules
        or old.extra != new.extra
        or old.name != new.name
    )
    anything = figures or map_ or groups or game
    return Changes(figures=figures, map=map_, groups=groups, game_state=game, plan=anything)


def board_op(apply: Callable[[Board], Board], *log: str) -> Op[Board]:
    """An operation from a pure ``board -> new board`` function; what changed is found by
    comparing the boards (:func:`board_changes`)."""

    def op(board: Board) -> OpResult[Board]:
        new = apply(board)
        return OpResult(new, list(log), board_changes(board, new))

    return op


def replace_op(state: S, *log: str) -> Op[S]:
    """An operation whose result is ``state`` whatever it is given: a whole document put in
    place as one undoable step (work recovered from an autosave). Everything counts as
    changed."""

    def op(_old: S) -> OpResult[S]:
        return OpResult(state, list(log), Changes.everything())

    return op


__all__ = ["NOTHING", "Changes", "Op", "OpResult", "board_changes", "board_op", "replace_op"]
