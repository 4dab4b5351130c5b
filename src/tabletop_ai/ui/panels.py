"""The one place where the window maps what rule sets declare (in the core, no Qt) to Qt:

- a rule set's ``panel`` name -> the dock that shows it (:func:`register_panel`); the window
  builds one dock per registered name, and a dock opens for boards whose rule set names it
  and closes for any other;
- a plan's typed result or an action's typed detail -> the HTML the Plan panel shows for it
  (:func:`register_view`); a type with no view is shown generically from its ``to_json``;
- a rule set's name -> the cards a new group can be made from (:func:`register_group_cards`:
  the "New group" dialog offers them);
- a game's own entries of the File menu (:func:`register_file_action`, such as importing
  another app's data);
- a choice made in the Plan panel -> what it does (:func:`register_link`);
- a game's own kind of file -> the window that opens it (:func:`register_document`);
- the games File → New game… offers (:func:`register_new_game`): each game's name, one line
  about it and the maps that ship for it.

The games' window folders (``ui/games/<game>/``) register theirs in their ``install()``,
found by listing :mod:`tabletop_ai.ui.games`; no other module of ``ui/`` asks which game a
board or a plan belongs to.
"""

from __future__ import annotations

import html
import importlib
import json
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Op
from tabletop_ai.engine.plan import ActionDetail, JSONValue, Plan, PlanResult
from tabletop_ai.engine.rules import RuleSet
from tabletop_ai.engine.wording import Words

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

    from tabletop_ai.ui.editor.context import BoardContext

T = TypeVar("T")

#: builds the (hidden) dock of a panel for the board window: given the window's context
#: (what panels may use) and the window as Qt sees it (where the dock goes)
DockFactory = Callable[["BoardContext", "QMainWindow"], "QDockWidget"]
#: HTML for one typed value, with the figure names of the plan
View = Callable[[T, dict[str, str]], str]

_PANELS: dict[str, DockFactory] = {}
_VIEWS: dict[type, Callable[[object, dict[str, str]], str]] = {}


@dataclass(frozen=True)
class GroupCard:
    """A card a new group can be made from: its name and a line saying what it holds (both
    shown as they are: the card's words, or already translated), and the operation that
    adds the group ``gid`` made from it to a board."""

    key: str
    name: str
    detail: str
    make: Callable[[str], Op[Board]]


#: the cards a rule set offers for a new group on a board
GroupCards = Callable[[Board], list[GroupCard]]


@dataclass(frozen=True)
class FileAction:
    """A game's entry in the File menu: its text (Qt translation ``context`` and source
    text) and what it does in a window."""

    context: str
    text: str
    run: Callable[[BoardContext], None]


@dataclass(frozen=True)
class NewGame:
    """A game File → New game… offers: its name and one line about it (Qt translation
    ``context`` and source texts) and the bundled maps a game of it starts from (file names
    in the maps folder, the first offered first; a table file opens in table mode). ``order``
    sorts the list."""

    context: str
    title: str
    summary: str
    maps: tuple[str, ...]
    order: int = 100


_GROUP_CARDS: dict[str, GroupCards] = {}
_FILE_ACTIONS: list[FileAction] = []
_NEW_GAMES: list[NewGame] = []


def register_new_game(game: NewGame) -> None:
    """Offer ``game`` in File → New game…."""
    _NEW_GAMES.append(game)


def new_games() -> list[NewGame]:
    """The games File → New game… offers, in their order."""
    _builtin()
    return sorted(_NEW_GAMES, key=lambda g: g.order)


def register_group_cards(rule_set: str, cards: GroupCards) -> None:
    """Offer ``cards(board)`` in the "New group" dialog of boards of rule set ``rule_set``
    (its ``name``)."""
    _GROUP_CARDS[rule_set] = cards


def group_cards(board: Board) -> list[GroupCard]:
    """The cards the board's rule set offers for a new group (none: an empty group only)."""
    _builtin()
    make = _GROUP_CARDS.get(rules_of(board).name)
    return make(board) if make is not None else []


def register_file_action(action: FileAction) -> None:
    """Add ``action`` to every window's File menu."""
    _FILE_ACTIONS.append(action)


def file_actions() -> list[FileAction]:
    """The games' File menu entries, in registration order."""
    _builtin()
    return list(_FILE_ACTIONS)


def register_panel(name: str, factory: DockFactory) -> None:
    """Show rule sets whose ``panel`` is ``name`` in the dock ``factory`` builds."""
    _PANELS[name] = factory


def panels() -> dict[str, DockFactory]:
    """Every registered panel name and its dock factory, in registration order."""
    _builtin()
    return dict(_PANELS)


def register_view(cls: type[T], view: View[T]) -> None:
    """Show values of type ``cls`` (a plan result or an action detail) with ``view``."""

    def show(value: object, names: dict[str, str]) -> str:
        assert isinstance(value, cls)
        return view(value, names)

    _VIEWS[cls] = show


def rules_of(board: Board) -> type[RuleSet]:
    """The rule set class a board names (the default one for none or an unknown preset)."""
    from tabletop_ai.rulesets import rules_of as _rules_of

    return _rules_of(board)


#: the words of a grid the rule set words nothing for (its messages as written)
NO_WORDS: Words = MappingProxyType({})


def grid_words(board: Board) -> Words:
    """The words the board's rule set declares for its cells (hexes on a hex grid; none for
    squares, whose words the messages are written in): the planner words a plan's reasons
    with them, and the editors word instruction types and parameters with them."""
    return rules_of(board).grid_words.get(board.grid.kind, NO_WORDS)


def panel_name(board: Board) -> str | None:
    """The panel the board's rule set declares (None: the Plan panel only)."""
    return rules_of(board).panel


def _json_html(data: dict[str, JSONValue]) -> str:
    rows = "".join(
        f"<tr><td style='color:#495057'>{html.escape(k)}</td><td>&nbsp;"
        f"{html.escape(v if isinstance(v, str) else json.dumps(v))}</td></tr>"
        for k, v in data.items()
    )
    return f"<table cellspacing='0' cellpadding='1'>{rows}</table>" if rows else ""


def view_html(value: ActionDetail | PlanResult | None, names: dict[str, str]) -> str:
    """The HTML for a result or detail: its registered view, else its JSON as a table."""
    if value is None:
        return ""
    _builtin()
    for cls in type(value).__mro__:
        show = _VIEWS.get(cls) or _NAMED_VIEWS.get((cls.__module__, cls.__qualname__))
        if show is not None:
            return show(value, names)
    return _json_html(value.to_json())


#: a game's link in the Plan panel (``<a href='NAME:VALUE'>``) -> what choosing it does in a
#: window: ``handler(context, plan, value)``
LinkHandler = Callable[["BoardContext", Plan, str], None]
#: opens a file of a game's own kind in a window of its own (``path``, ``interactive``,
#: ``parent_for_errors``, ``remember``); None when it could not (the user was told why)
DocumentOpener = Callable[..., "QWidget | None"]

_NAMED_VIEWS: dict[tuple[str, str], Callable[[object, dict[str, str]], str]] = {}
_LINKS: dict[str, LinkHandler] = {}
_DOCUMENTS: dict[str, DocumentOpener] = {}


def register_view_named(module: str, qualname: str, view: View[Any]) -> None:
    """Like :func:`register_view`, for a class named by its module and name: the game's
    modules are imported when one of its plans is shown, not at start-up."""

    def show(value: object, names: dict[str, str]) -> str:
        return view(value, names)

    _NAMED_VIEWS[(module, qualname)] = show


def named_views() -> dict[tuple[str, str], Callable[[object, dict[str, str]], str]]:
    """Every view registered by class name."""
    _builtin()
    return dict(_NAMED_VIEWS)


def register_link(name: str, handler: LinkHandler) -> None:
    """Run ``handler(context, plan, value)`` when a link ``NAME:VALUE`` in the Plan panel is
    chosen (a choice the players make, such as which army engaged a retreating one)."""
    _LINKS[name] = handler


def link_handler(link: str) -> tuple[LinkHandler, str] | None:
    """The handler of a Plan-panel link and the link's value, or None."""
    _builtin()
    name, _, value = link.partition(":")
    handler = _LINKS.get(name)
    return (handler, value) if handler is not None and value else None


def register_document(suffix: str, opener: DocumentOpener) -> None:
    """Open files whose name ends with ``suffix`` (a game's own kind of file, not a board)
    in a window of their own, with ``opener``."""
    _DOCUMENTS[suffix.lower()] = opener


def document_opener(path: str | Path) -> DocumentOpener | None:
    """The opener of a game's own kind of file, or None for a board file."""
    _builtin()
    name = str(path).lower()
    return next((o for s, o in _DOCUMENTS.items() if name.endswith(s)), None)


_loaded = False


def _builtin() -> None:
    """The window parts of the games that come with the app: each folder of
    :mod:`tabletop_ai.ui.games` has an ``install()`` that registers its panels, views, group
    cards, File menu entries, Plan-panel links, kinds of file and the games File → New game…
    offers here. They stay light: each
    panel and its game data load the first time its dock is shown."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import tabletop_ai.ui.games as games

    for info in pkgutil.iter_modules(games.__path__, games.__name__ + "."):
        if info.ispkg:
            install = getattr(importlib.import_module(info.name), "install", None)
            if callable(install):
                install()


def nothing(_value: object, _names: dict[str, str]) -> str:
    """A view that shows nothing: the value is shown elsewhere (the game's own panel, the
    board's marks) or already said by the action's line in the Plan panel."""
    return ""
