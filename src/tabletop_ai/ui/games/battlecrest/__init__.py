"""Battlecrest "Imperator"'s window parts: the dock, the panel, the battlefield and
Emperor state editor, one step of the Emperor's turn as a drawing."""

from __future__ import annotations

from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP


def install() -> None:
    """Register the Battlecrest dock; its plan values are shown by its panel and the board's
    marks, not by the Plan panel (:mod:`tabletop_ai.ui.panels`)."""
    from tabletop_ai.ui import panels
    from tabletop_ai.ui.games.battlecrest.dock import install_battlecrest_dock

    panels.register_panel("battlecrest", install_battlecrest_dock)
    for name in ("BattlecrestResult", "StepDetail"):
        panels.register_view_named("tabletop_ai.battlecrest.results", name, panels.nothing)

    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Battlecrest — Imperator solo"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "The Emperor's army plays its order cards; the Battlecrest panel runs the "
                "Emperor's turn step by step and applies it.",
            ),
            ("battlecrest-duel.board.json",),
            order=30,
        )
    )


#: the game's words the window translates, for lupdate: its palette's kinds and its figure
#: fields and their choices in the inspector
WORDS = [
    QT_TRANSLATE_NOOP("figure_kinds", "Emperor's hero"),
    QT_TRANSLATE_NOOP("figure_kinds", "Emperor's sidekick"),
    QT_TRANSLATE_NOOP("figure_kinds", "Your hero"),
    QT_TRANSLATE_NOOP("figure_kinds", "Your sidekick"),
    QT_TRANSLATE_NOOP("inspector", "defense"),
    QT_TRANSLATE_NOOP("inspector", "role"),
    QT_TRANSLATE_NOOP("inspector", "hero"),
    QT_TRANSLATE_NOOP("inspector", "sidekick"),
]
