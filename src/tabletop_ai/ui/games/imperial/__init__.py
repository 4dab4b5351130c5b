"""Imperial Assault's window parts: the Automated Emperor dock and panel, the card editor,
the Imperial Commander 2 import, and the two ways to play the Imperials that File → New game…
offers."""

from __future__ import annotations

from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP


def install() -> None:
    """Register the Automated Emperor dock, the deployment cards of a new group, the IC2
    import, the views of the games' plan values and the two games File → New game… offers
    (:mod:`tabletop_ai.ui.panels`)."""
    from tabletop_ai.ui import panels
    from tabletop_ai.ui.games.imperial.ae_dock import install_ae_dock
    from tabletop_ai.ui.games.imperial.ic2_import import IMPORT_ACTION, deployment_cards

    panels.register_panel("automated-emperor", install_ae_dock)
    for name in ("imperial-assault", "automated-emperor"):
        panels.register_group_cards(name, deployment_cards)
    panels.register_file_action(IMPORT_ACTION)
    # shown by the AE panel or already said by the action's line in the Plan panel
    for module, name in (
        ("tabletop_ai.imperial.automated_emperor", "AbilityPrompt"),
        ("tabletop_ai.imperial.automated_emperor", "ConditionRemoved"),
        ("tabletop_ai.imperial.game", "AECardResult"),
        ("tabletop_ai.imperial.ic", "ICListResult"),
    ):
        panels.register_view_named(module, name, panels.nothing)
    # Imperial Commander's instruction lists, activated group by group
    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Imperial Assault — Imperial Commander"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "The Imperial groups follow Imperial Commander instruction lists: pick a group "
                "and press Activate group (or draw one of its lists at random in the Automated "
                "Emperor panel).",
            ),
            ("outpost-raid.board.json", "river-fort.board.json"),
            order=10,
        )
    )
    # the fan-made Automated Emperor: a deck of AE cards, threat, deployments and campaigns
    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Imperial Assault — Automated Emperor"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "The fan-made Automated Emperor plays the Imperials: it draws an AE card for "
                "each group, spends threat, deploys and reinforces, and carries a campaign from "
                "mission to mission. The setup asks for the seed, the blitz level and whether "
                "this is the first mission of a campaign.",
            ),
            ("ae-landing-zone.board.json", "ae-supply-depot.board.json"),
            order=20,
        )
    )


#: the game's words the window translates, for lupdate: its figure fields and conditions
#: in the inspector
WORDS = [
    QT_TRANSLATE_NOOP("inspector", "activated"),
    QT_TRANSLATE_NOOP("inspector", "conditions"),
    QT_TRANSLATE_NOOP("inspector", "stunned"),
    QT_TRANSLATE_NOOP("inspector", "bleeding"),
    QT_TRANSLATE_NOOP("inspector", "weakened"),
    QT_TRANSLATE_NOOP("inspector", "focused"),
    QT_TRANSLATE_NOOP("inspector", "hidden"),
]
