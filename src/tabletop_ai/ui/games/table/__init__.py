"""Table mode (Star Wars Destiny "Operations"): its own window, document, autosave, the
mirror of the table and the chains as tables."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: table files: a card game with no map, opened in a table window
SUFFIX = ".table.json"


def open_table_window(
    path: str | Path,
    interactive: bool = True,
    parent_for_errors: QWidget | None = None,
    remember: bool = True,
) -> QWidget | None:
    """Open a table file in a table window (imported when one is opened, not at start-up)."""
    from tabletop_ai.ui.games.table.window import open_table

    return open_table(path, interactive, parent_for_errors=parent_for_errors, remember=remember)


def install() -> None:
    """Register table files (:mod:`tabletop_ai.ui.panels`)."""
    from tabletop_ai.ui import panels

    panels.register_document(SUFFIX, open_table_window)
    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Star Wars Destiny — Operations (table, no map)"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "The AI areas' cards and dice at a table with no map: AI turn, upkeep and setup, "
                "each step logged with why. Opens in a table window of its own.",
            ),
            ("destiny-scarif.table.json",),
            order=60,
        )
    )
