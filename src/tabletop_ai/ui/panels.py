"""The one place where the window maps what rule sets declare (in the core, no Qt) to Qt:

- a rule set's ``panel`` name -> the dock that shows it (:func:`register_panel`); the window
  builds one dock per registered name, and a dock opens for boards whose rule set names it
  and closes for any other;
- a plan's typed result or an action's typed detail -> the HTML the Plan panel shows for it
  (:func:`register_view`); a type with no view is shown generically from its ``to_json``;
- a rule set's name -> the cards a new group can be made from (:func:`register_group_cards`:
  the "New group" dialog offers them);
- a game's own entries of the File menu (:func:`register_file_action`, such as importing
  another app's data).

No other module of ``ui/`` asks which game a board or a plan belongs to.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from tabletop_ai.board.model import Board
from tabletop_ai.engine.ops import Op
from tabletop_ai.engine.plan import ActionDetail, JSONValue, PlanResult
from tabletop_ai.engine.rules import RuleSet

if TYPE_CHECKING:
    from tabletop_ai.ui.shell.lazy_dock import LazyPanelDock
    from tabletop_ai.ui.shell.main_window import MainWindow

T = TypeVar("T")

#: builds the (hidden) dock of a panel for the main window
DockFactory = Callable[["MainWindow"], "LazyPanelDock"]
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
    run: Callable[[MainWindow], None]


_GROUP_CARDS: dict[str, GroupCards] = {}
_FILE_ACTIONS: list[FileAction] = []


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
    """The rule set class a board names (the default one for an unknown preset)."""
    from tabletop_ai.rulesets import DEFAULT, rules_class

    return rules_class(board.rules.preset) or DEFAULT


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
    for cls in type(value).__mro__:
        show = _VIEWS.get(cls) or _BUILTIN_VIEWS.get((cls.__module__, cls.__qualname__))
        if show is not None:
            return show(value, names)
    return _json_html(value.to_json())


_loaded = False


def _builtin() -> None:
    """The window's own game panels (their docks are light: each panel and its game data
    load the first time the dock is shown)."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    from tabletop_ai.ui.games.battlecrest.dock import install_battlecrest_dock
    from tabletop_ai.ui.games.imperial.ae_dock import install_ae_dock
    from tabletop_ai.ui.games.imperial.ic2_import import IMPORT_ACTION, deployment_cards

    _PANELS.setdefault("automated-emperor", install_ae_dock)
    _PANELS.setdefault("battlecrest", install_battlecrest_dock)
    for name in ("imperial-assault", "automated-emperor"):
        _GROUP_CARDS.setdefault(name, deployment_cards)
    _FILE_ACTIONS.append(IMPORT_ACTION)


def _nothing(_value: object, _names: dict[str, str]) -> str:
    return ""


def _retreat(value: object, names: dict[str, str]) -> str:
    from tabletop_ai.ui.games.wargame.retreat_info import retreat_html
    from tabletop_ai.wargame.retreat import RetreatDetail

    assert isinstance(value, RetreatDetail)
    return retreat_html(value, names)


#: the window's own views, by the module and name of the class they show: a game's modules
#: are imported when one of its plans is shown, not at start-up.
#: ``tests/ui/shell/test_startup.py`` checks that every class named here exists.
_BUILTIN_VIEWS: dict[tuple[str, str], Callable[[object, dict[str, str]], str]] = {
    ("tabletop_ai.wargame.retreat", "RetreatDetail"): _retreat,
    # shown elsewhere (the game's own panel, the board's marks) or already said by the
    # action's line in the Plan panel
    ("tabletop_ai.battlecrest.results", "BattlecrestResult"): _nothing,
    ("tabletop_ai.battlecrest.results", "StepDetail"): _nothing,
    ("tabletop_ai.gloomhaven.rules", "MonsterMove"): _nothing,
    ("tabletop_ai.gloomhaven.rules", "AreaAttack"): _nothing,
    ("tabletop_ai.imperial.automated_emperor", "AbilityPrompt"): _nothing,
    ("tabletop_ai.imperial.automated_emperor", "ConditionRemoved"): _nothing,
    ("tabletop_ai.imperial.game", "AECardResult"): _nothing,
    ("tabletop_ai.imperial.ic", "ICListResult"): _nothing,
}
