"""The table window's "Mirror the table" box: every piece of state a player changes at the real
table, edited here instead of in the JSON file. Each control runs one operation of
:mod:`tabletop_ai.table.edits` through :func:`~tabletop_ai.ui.editor.ops.run_op`: one undo step, one
log line, and the same limits as the file (a refused edit changes nothing and says why).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from tabletop_ai.engine.ops import OpResult
from tabletop_ai.i18n.content import content_name
from tabletop_ai.table import edits
from tabletop_ai.table.model import Table
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.table.document import TableDocument
from tabletop_ai.ui.texts import QT_TRANSLATE_NOOP, translate

PLACE_WORDS = {
    "deck-top": QT_TRANSLATE_NOOP("table_mirror", "deck top (hand)"),
    "deck-bottom": QT_TRANSLATE_NOOP("table_mirror", "deck bottom"),
    "discard": QT_TRANSLATE_NOOP("table_mirror", "discard pile"),
    "in-play": QT_TRANSLATE_NOOP("table_mirror", "in play (support, plot)"),
    "out": QT_TRANSLATE_NOOP("table_mirror", "out of the game"),
}


def _combo(tip: str) -> QComboBox:
    c = QComboBox()
    c.setToolTip(tip)
    c.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    c.setMinimumContentsLength(10)
    return c


def area_name(area: str) -> str:
    """A play area as the player reads it: the stage's one area (``main``) by its word, a
    multi-stage's (``M-1``) by its id, as the cards name them."""
    return translate("table_window", "main area") if area == "main" else area


class TableMirror(QGroupBox):
    """Dice, resources, cards, upgrades, play areas and elimination, each edit one undo step."""

    def __init__(
        self,
        doc: TableDocument,
        show_error: Callable[[str, str], None],
        show_message: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            translate(
                "table_mirror", "Mirror the table (each change: one undo step and a log line)"
            ),
            parent,
        )
        self.doc = doc
        self.show_error = show_error
        self.show_message = show_message
        g = QGridLayout(self)
        # the pickers take the room the buttons leave: a character's name reads whole
        g.setColumnStretch(1, 3)
        g.setColumnStretch(2, 2)
        g.setContentsMargins(6, 6, 6, 6)
        # dice
        self.die_pick = _combo(
            translate("table_mirror", "A die on the table (AI dice and players' dice)")
        )
        self.side_pick = _combo(translate("table_mirror", "The side to turn the die to"))
        self.die_remove = QPushButton(translate("table_mirror", "Out of pool"))
        self.die_reroll = QPushButton(translate("table_mirror", "Reroll"))
        self.die_turn = QPushButton(translate("table_mirror", "Turn to side"))
        g.addWidget(QLabel(translate("table_mirror", "Die")), 0, 0)
        g.addWidget(self.die_pick, 0, 1)
        g.addWidget(self.side_pick, 0, 2)
        g.addWidget(self.die_turn, 0, 3)
        g.addWidget(self.die_reroll, 0, 4)
        g.addWidget(self.die_remove, 0, 5)
        # AI area: resources, cards
        self.area_pick = _combo(translate("table_mirror", "The AI play area"))
        self.resources = QSpinBox()
        self.resources.setRange(0, 99)
        self.resources.setToolTip(translate("table_mirror", "The AI's resources in this play area"))
        self.res_btn = QPushButton(translate("table_mirror", "Set resources"))
        g.addWidget(QLabel(translate("table_mirror", "AI area")), 1, 0)
        g.addWidget(self.area_pick, 1, 1)
        g.addWidget(self.resources, 1, 2)
        g.addWidget(self.res_btn, 1, 3)
        self.card_pick = _combo(
            translate(
                "table_mirror", "An AI card of this area: deck (hand = top 5), discard, in play"
            )
        )
        self.place_pick = _combo(translate("table_mirror", "Where the card goes"))
        for k, w in PLACE_WORDS.items():
            self.place_pick.addItem(translate("table_mirror", w), k)
        self.card_btn = QPushButton(translate("table_mirror", "Move card"))
        g.addWidget(QLabel(translate("table_mirror", "AI card")), 2, 0)
        g.addWidget(self.card_pick, 2, 1, 1, 2)
        g.addWidget(self.place_pick, 2, 3, 1, 2)
        g.addWidget(self.card_btn, 2, 5)
        # players
        self.player_pick = _combo(translate("table_mirror", "A player"))
        self.player_area = _combo(
            translate("table_mirror", "The play area the player is in (multi-stage)")
        )
        self.player_area_btn = QPushButton(translate("table_mirror", "Move to area"))
        self.eliminated = QCheckBox(translate("table_mirror", "eliminated"))
        self.eliminated.setToolTip(
            translate("table_mirror", "No characters in play, or no cards in hand or deck")
        )
        g.addWidget(QLabel(translate("table_mirror", "Player")), 3, 0)
        g.addWidget(self.player_pick, 3, 1)
        g.addWidget(self.player_area, 3, 2)
        g.addWidget(self.player_area_btn, 3, 3)
        g.addWidget(self.eliminated, 3, 4)
        # upgrades
        self.char_pick = _combo(translate("table_mirror", "A character"))
        self.up_name = QLineEdit()
        self.up_name.setPlaceholderText(translate("table_mirror", "upgrade name"))
        self.up_cost = QSpinBox()
        self.up_cost.setRange(0, 20)
        self.up_cost.setToolTip(translate("table_mirror", "Its cost"))
        self.up_die = QLineEdit()
        self.up_die.setPlaceholderText(
            translate("table_mirror", "die sides: 1RD 2RD 1F 1R - Sp (optional)")
        )
        self.up_add = QPushButton(translate("table_mirror", "Play upgrade"))
        self.up_pick = _combo(translate("table_mirror", "An upgrade on the character"))
        self.up_remove = QPushButton(translate("table_mirror", "Discard upgrade"))
        g.addWidget(QLabel(translate("table_mirror", "Upgrade")), 4, 0)
        g.addWidget(self.char_pick, 4, 1)
        g.addWidget(self.up_name, 4, 2)
        g.addWidget(self.up_cost, 4, 3)
        g.addWidget(self.up_die, 4, 4)
        g.addWidget(self.up_add, 4, 5)
        g.addWidget(self.up_pick, 5, 1, 1, 2)
        g.addWidget(self.up_remove, 5, 3)

        self.die_pick.currentIndexChanged.connect(lambda _i: self._fill_sides())
        self.area_pick.currentIndexChanged.connect(lambda _i: self._fill_area())
        self.player_pick.currentIndexChanged.connect(lambda _i: self._fill_player())
        self.char_pick.currentIndexChanged.connect(lambda _i: self._fill_upgrades())
        self.die_remove.clicked.connect(lambda: self._die(edits.die_remove))
        self.die_reroll.clicked.connect(lambda: self._die(edits.die_reroll))
        self.die_turn.clicked.connect(self._turn)
        self.res_btn.clicked.connect(self._resources)
        self.card_btn.clicked.connect(self._card)
        self.player_area_btn.clicked.connect(self._player_area)
        self.eliminated.clicked.connect(self._eliminated)
        self.up_add.clicked.connect(self._add_upgrade)
        self.up_remove.clicked.connect(self._remove_upgrade)
        self.refresh()

    # -- running an edit ------------------------------------------------------------------------
    def run(self, op: Callable[[Table], OpResult[Table]], text: str) -> bool:
        """Run one edit; False (nothing changed, the reason shown) when refused."""
        try:
            res = run_op(self.doc, op, text, self.show_message)
        except edits.EditError as exc:
            self.show_error(
                translate("table_mirror", "Cannot {value}{value2}").format(
                    value=text[0].lower(), value2=text[1:]
                ),
                str(exc),
            )
            self.refresh()
            return False
        return res.changes.any

    def _die(self, make: Callable[[str], Callable[[Table], OpResult[Table]]]) -> None:
        d = self.die_pick.currentData()
        if d:
            self.run(make(str(d)), translate("table_mirror", "Die {d}").format(d=d))

    def _turn(self) -> None:
        d, side = self.die_pick.currentData(), self.side_pick.currentData()
        if d and side is not None:
            self.run(
                edits.die_turn(str(d), int(side)),
                translate("table_mirror", "Turn die {d}").format(d=d),
            )

    def _resources(self) -> None:
        a = self.area_pick.currentData()
        if a:
            self.run(
                edits.set_resources(str(a), self.resources.value()),
                translate("table_mirror", "AI resources"),
            )

    def _card(self) -> None:
        a, c = self.area_pick.currentData(), self.card_pick.currentData()
        if a and c:
            self.run(
                edits.move_card(str(a), str(c), str(self.place_pick.currentData())),
                translate("table_mirror", "Move AI card"),
            )

    def _player_area(self) -> None:
        p, a = self.player_pick.currentData(), self.player_area.currentData()
        if p and a:
            self.run(
                edits.set_player_area(str(p), str(a)),
                translate("table_mirror", "Player's play area"),
            )

    def _eliminated(self) -> None:
        p = self.player_pick.currentData()
        if p:
            self.run(
                edits.set_eliminated(str(p), self.eliminated.isChecked()),
                translate("table_mirror", "Elimination"),
            )

    def _add_upgrade(self) -> None:
        c = self.char_pick.currentData()
        if not c:
            return
        sides = self.up_die.text().split()
        if self.run(
            edits.add_upgrade(str(c), self.up_name.text(), self.up_cost.value(), sides or None),
            translate("table_mirror", "Play upgrade"),
        ):
            self.up_name.clear()
            self.up_die.clear()

    def _remove_upgrade(self) -> None:
        c, i = self.char_pick.currentData(), self.up_pick.currentData()
        if c and i is not None:
            self.run(
                edits.remove_upgrade(str(c), int(i)), translate("table_mirror", "Discard upgrade")
            )

    # -- showing the table ----------------------------------------------------------------------
    @staticmethod
    def _refill(combo: QComboBox, items: list[tuple[str, Any]]) -> None:
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        i = combo.findData(keep)
        combo.setCurrentIndex(i if i >= 0 else (0 if items else -1))
        combo.blockSignals(False)

    def refresh(self) -> None:
        t = self.doc.table
        dice = []
        for c in t.characters:
            if not c.in_play:
                continue
            for d in c.all_dice:
                face = (
                    d.face.text if d.face is not None else translate("table_mirror", "not in pool")
                )
                dice.append((f"{content_name(c.label)}: {d.id} ({face})", d.id))
        self._refill(self.die_pick, dice)
        self._refill(self.area_pick, [(area_name(a.id), a.id) for a in t.areas_in_order()])
        self._refill(self.player_pick, [(p.label, p.id) for p in t.players])
        ai = translate("table_mirror", "AI")
        self._refill(
            self.char_pick,
            [
                (f"{content_name(c.label)} ({ai if c.side == 'ai' else c.owner})", c.id)
                for c in t.characters
                if c.in_play
            ],
        )
        self._fill_sides()
        self._fill_area()
        self._fill_player()
        self._fill_upgrades()

    def _fill_sides(self) -> None:
        t = self.doc.table
        did = self.die_pick.currentData()
        die = next((d for c in t.characters for d in c.all_dice if d.id == did), None)
        sides = [(f"{i + 1}: {s}", i) for i, s in enumerate(die.sides)] if die else []
        self._refill(self.side_pick, sides)
        if die is not None and die.showing is not None:
            self.side_pick.setCurrentIndex(die.showing)

    def _fill_area(self) -> None:
        t = self.doc.table
        aid = self.area_pick.currentData()
        area = next((a for a in t.areas if a.id == aid), None)
        self.resources.setValue(area.resources if area else 0)
        cards: list[tuple[str, Any]] = []
        if area is not None:
            for where, pile in (
                ("deck", area.deck),
                ("discard", area.discard),
                ("in play", area.in_play),
            ):
                for i, cid in enumerate(pile):
                    c = t.card(cid)
                    pos = (
                        (
                            translate("table_mirror", "deck {n} (hand)")
                            if i < 5
                            else translate("table_mirror", "deck {n}")
                        ).format(n=i + 1)
                        if where == "deck"
                        else translate("table_mirror", "discard")
                        if where == "discard"
                        else translate("table_mirror", "in play")
                    )
                    cards.append((f"{content_name(c.label) if c else cid} — {pos}", cid))
        self._refill(self.card_pick, cards)

    def _fill_player(self) -> None:
        t = self.doc.table
        p = t.player(self.player_pick.currentData())
        self._refill(self.player_area, [(area_name(a.id), a.id) for a in t.areas_in_order()])
        if p is not None:
            self.player_area.setCurrentIndex(max(self.player_area.findData(p.area), 0))
        self.eliminated.setChecked(bool(p and p.eliminated))

    def _fill_upgrades(self) -> None:
        t = self.doc.table
        cid = self.char_pick.currentData()
        ch = next((c for c in t.characters if c.id == cid), None)
        ups = (
            [
                (
                    translate("table_mirror", "{name} (cost {cost})").format(
                        name=content_name(u.name), cost=u.cost
                    ),
                    i,
                )
                for i, u in enumerate(ch.upgrades)
            ]
            if ch
            else []
        )
        self._refill(self.up_pick, ups)


__all__ = ["TableMirror"]
