"""The Gloomhaven family's window parts: none of its own but how the Plan panel shows its
plan values."""

from __future__ import annotations

from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP


def install() -> None:
    """A monster's move options and area attacks are said by the action's line in the Plan
    panel and drawn on the board (:mod:`tabletop_ai.ui.panels`)."""
    from tabletop_ai.ui import panels

    for name in ("MonsterMove", "AreaAttack"):
        panels.register_view_named("tabletop_ai.gloomhaven.rules", name, panels.nothing)

    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Gloomhaven, Frosthaven, Jaws of the Lion"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "Monster focus, movement and attacks by the rules of the Gloomhaven family, on a "
                "hex map: pick a monster group and press Activate group.",
            ),
            ("frosthaven-ambush.board.json",),
            order=40,
        )
    )


#: the game's words the window translates, for lupdate: its palette's kinds
WORDS = [
    QT_TRANSLATE_NOOP("figure_kinds", "Character"),
    QT_TRANSLATE_NOOP("figure_kinds", "Monster"),
    QT_TRANSLATE_NOOP("figure_kinds", "Elite monster"),
    QT_TRANSLATE_NOOP("figure_kinds", "Archer"),
]
