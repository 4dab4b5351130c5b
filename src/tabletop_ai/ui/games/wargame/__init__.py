"""The hex-wargame retreat's window parts: the retreat's side information in the Plan panel
and the players' choice of the army that engaged a retreating one."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from tabletop_ai.i18n import shown
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from tabletop_ai.engine.plan import Plan
    from tabletop_ai.ui.editor.context import BoardContext


def _retreat(value: object, names: dict[str, str]) -> str:
    from tabletop_ai.ui.games.wargame.retreat_info import retreat_html
    from tabletop_ai.wargame.retreat import RetreatDetail

    assert isinstance(value, RetreatDetail)
    return retreat_html(value, names)


def set_engaged(ctx: BoardContext, plan: Plan, army: str) -> None:
    """The players chose ``army`` as the one that engaged the retreating ones last
    (Armageddon Empires' retreat challenge): written on the group's retreat instruction
    (one undo step) and the group planned again."""
    from tabletop_ai.engine.board_ops import set_instructions
    from tabletop_ai.ui.texts import translate

    g = ctx.board.find_group(plan.group)
    at = next((i for i, ins in enumerate(g.instructions) if ins.type == "retreat"), -1) if g else -1
    if g is None or at < 0:
        return
    retreat = g.instructions[at]
    instructions = list(g.instructions)
    instructions[at] = dataclasses.replace(retreat, data={**retreat.data, "engaged": army})
    ctx.run(
        set_instructions(g.id, instructions),
        translate("main_window", "Engaged by {army} (retreat of {group})").format(
            army=army, group=shown(plan.group_label)
        ),
    )
    ctx.activate_group(plan.group)


def install() -> None:
    """Register the retreat's view and the engaged link (:mod:`tabletop_ai.ui.panels`)."""
    from tabletop_ai.ui import panels

    panels.register_view_named("tabletop_ai.wargame.retreat", "RetreatDetail", _retreat)
    from tabletop_ai.ui.games.wargame.links import ENGAGED

    panels.register_link(ENGAGED, set_engaged)

    panels.register_new_game(
        panels.NewGame(
            "new_game",
            QT_TRANSLATE_NOOP("new_game", "Hex-wargame retreat (Armageddon Empires)"),
            QT_TRANSLATE_NOOP(
                "new_game",
                "Where a beaten army retreats: the challenge dice, each retreat hex ranked with "
                "why, the hexes it may not enter.",
            ),
            ("wargame-retreat.board.json",),
            order=50,
        )
    )


#: the game's words the window translates, for lupdate: its palette's kinds and its figure
#: fields in the inspector
WORDS = [
    QT_TRANSLATE_NOOP("figure_kinds", "Army"),
    QT_TRANSLATE_NOOP("figure_kinds", "Garrison"),
    QT_TRANSLATE_NOOP("inspector", "attack strength"),
    QT_TRANSLATE_NOOP("inspector", "combat capable"),
    QT_TRANSLATE_NOOP("inspector", "garrison"),
    QT_TRANSLATE_NOOP("inspector", "hero"),
    QT_TRANSLATE_NOOP("inspector", "stealthed"),
    QT_TRANSLATE_NOOP("inspector", "trickster"),
]
