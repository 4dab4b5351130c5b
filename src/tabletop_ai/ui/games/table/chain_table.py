"""A ranked priority chain as a table: one row per place, one column per criterion (in the
chain's order), the cell of the criterion that decided each place highlighted, ties marked
``2=``. The rows are a pure function of the ranked list's JSON
(:meth:`tabletop_ai.table.chains.RankedList.to_json`), so tests check what is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.i18n import shown as in_language
from tabletop_ai.table.chains import RankedList
from tabletop_ai.ui.texts import translate

DECIDED = QColor("#ffe066")
TIED = QColor("#e7f5ff")


@dataclass
class ChainRow:
    """One place of a ranked list as shown: ``place`` ("1", "2="), the name, the value on
    each criterion, which column decided it (None: alone, or tied with the next one down on
    every criterion) and the reason."""

    place: str
    name: str
    values: list[str]
    decided: int | None
    reason: str
    tied: bool


def chain_rows(ranked: RankedList) -> list[ChainRow]:
    """The rows of a ranked list."""
    criteria = list(ranked.criteria)
    rows = []
    for p in ranked.places:
        tied = bool(p.tied_with)
        decided = p.decided_by
        # a tied group's last member names what puts the whole group above the next one
        col = criteria.index(decided) if decided in criteria else None
        rows.append(
            ChainRow(
                place=f"{p.place}{'=' if tied else ''}",
                name=in_language(p.name or p.id),
                values=[in_language(p.values.get(c, "")) for c in criteria],
                decided=col,
                reason=in_language(p.reason),
                tied=tied,
            )
        )
    return rows


#: the widest a chain table's column grows (pixels); longer values wrap
CRITERION_PX = 120


def wrap_header(text: str, width: int = 16) -> str:
    """A long criterion label on several lines, so the columns stay as narrow as their
    values."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


class ChainTable(QWidget):
    """Title, the chain's rule text, the ranked table and who was left out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(True)
        self.excluded = QLabel()
        self.excluded.setWordWrap(True)
        lay.addWidget(self.title)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.excluded)
        self.rows: list[ChainRow] = []

    def set_ranked(self, ranked: RankedList, heading: str = "") -> None:
        criteria = list(ranked.criteria)
        self.rows = chain_rows(ranked)
        self.title.setText(
            translate("chain_table", "<b>{value}</b><br><i>{value2}</i>").format(
                value=escape(heading or in_language(ranked.title)),
                value2=escape(in_language(ranked.rule)),
            )
        )
        t = self.table
        t.clear()
        t.setColumnCount(2 + len(criteria))
        t.setHorizontalHeaderLabels(
            [
                translate("chain_table", "Place"),
                translate("chain_table", "Candidate"),
                *(wrap_header(in_language(c)) for c in criteria),
            ]
        )
        t.setRowCount(len(self.rows))
        for r, row in enumerate(self.rows):
            cells = [row.place, row.name, *row.values]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(row.reason)
                if row.decided is not None and c == row.decided + 2:
                    item.setBackground(QBrush(DECIDED))
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                elif row.tied:
                    item.setBackground(QBrush(TIED))
                t.setItem(r, c, item)
        header = t.horizontalHeader()
        # a criterion's values wrap in a column no wider than this, so a chain of seven
        # criteria fits the window's right half (the rows grow instead)
        header.setMaximumSectionSize(CRITERION_PX)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        t.resizeRowsToContents()
        out = [f"{escape(name)} — {escape(why)}" for name, why in ranked.excluded]
        notes = []
        if any(row.tied for row in self.rows):
            notes.append(
                translate(
                    "chain_table",
                    "“=” places are tied on every criterion: the players choose; "
                    "the cell highlighted in a tied group puts the whole group above the next "
                    "place.",
                )
            )
        notes.append(
            translate(
                "chain_table",
                "Highlighted: the criterion that decided the place (hover a row for why).",
            )
        )
        if out:
            notes.append(
                translate("chain_table", "Not candidates: {names}").format(names="; ".join(out))
            )
        if not self.rows:
            notes.insert(0, translate("chain_table", "No candidate."))
        self.excluded.setText("<br>".join(notes))
