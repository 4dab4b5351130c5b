"""The Battlecrest "Imperator" panel: the current order card with its compass, the Emperor's
turn as one numbered list of steps (select one to see it on the board), and buttons to plan
his turn, plan his defense and apply the turn to the board.

The panel decides nothing. Planning is the window's (the group holding ``emperor_turn`` or
``emperor_defense`` is activated like any group); **Apply** writes
:func:`tabletop_ai.battlecrest.apply.board_after` (moves, pushes, wounds, flipped locations,
deck and action row) as ONE undoable step. Rules: ``reference/battlecrest-imperator-solo.uk.md``
and the README's Battlecrest section.
"""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.battlecrest.cards import STEP_WORDS, OrderCard
from tabletop_ai.battlecrest.edits import emperor_defends
from tabletop_ai.battlecrest.field import COMPASS_WORD_MESSAGES
from tabletop_ai.battlecrest.fields import STATE
from tabletop_ai.battlecrest.results import (
    Attacked,
    BattlecrestResult,
    Defended,
    Moved,
    Pushed,
    Step,
)
from tabletop_ai.battlecrest.rules import PHASE_WORDS, Battlecrest
from tabletop_ai.battlecrest.state import BattlecrestState, read_state
from tabletop_ai.board import Board, BoardError
from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.document import Document, follow
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.games.battlecrest.drawing import positions_before, step_drawing
from tabletop_ai.ui.games.battlecrest.state import BattlefieldEditor
from tabletop_ai.ui.plan.drawing import plan_drawing
from tabletop_ai.ui.texts import group_name, translate

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan

TURN, DEFENSE = "emperor_turn", "emperor_defense"
#: compass arrow → angle in degrees, clockwise from north (screen up)
COMPASS_ANGLE = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}
COMPASS_WORD = {"N": "topmost", "E": "rightmost", "S": "bottommost", "W": "leftmost"}
PHASE_COLOUR = {
    "advance": "#6c757d",
    "movement": "#1971c2",
    "activation": "#c92a2a",
    "refresh": "#2b8a3e",
    "defense": "#862e9c",
}


class CompassArrow(QWidget):
    """The order card's compass: an arrow toward the edge of the battlefield that wins a
    tie (N topmost, E rightmost, S bottommost, W leftmost)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.direction: str | None = None
        self.setFixedSize(QSize(64, 64))

    def set_direction(self, direction: str | None) -> None:
        self.direction = direction
        tips = {  # COMPASS_WORD's sentences, whole, so each language words them its own way
            "N": translate("battlecrest_panel", "Compass N: ties go to the topmost candidate"),
            "E": translate("battlecrest_panel", "Compass E: ties go to the rightmost candidate"),
            "S": translate("battlecrest_panel", "Compass S: ties go to the bottommost candidate"),
            "W": translate("battlecrest_panel", "Compass W: ties go to the leftmost candidate"),
        }
        self.setToolTip(tips.get(direction or "", translate("battlecrest_panel", "No order card")))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        w, h = self.width(), self.height()
        c = QPointF(w / 2, h / 2)
        r = min(w, h) / 2 - 3
        p.setPen(QPen(QColor("#495057"), 1.5))
        p.setBrush(QColor("#f8f9fa"))
        p.drawEllipse(c, r, r)
        font = QFont()
        font.setPixelSize(max(8, int(r * 0.32)))
        p.setFont(font)
        p.setPen(QColor("#868e96"))
        for d, ang in COMPASS_ANGLE.items():
            a = math.radians(ang)
            q = QPointF(c.x() + math.sin(a) * r * 0.72, c.y() - math.cos(a) * r * 0.72)
            if d != self.direction:
                p.drawText(QRectF(q.x() - 8, q.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, d)
        if self.direction not in COMPASS_ANGLE:
            p.end()
            return
        a = math.radians(COMPASS_ANGLE[str(self.direction)])
        ux, uy = math.sin(a), -math.cos(a)
        tip = QPointF(c.x() + ux * r * 0.85, c.y() + uy * r * 0.85)
        tail = QPointF(c.x() - ux * r * 0.55, c.y() - uy * r * 0.55)
        p.setPen(QPen(QColor("#c92a2a"), 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(tail, tip)
        head = r * 0.38
        bx, by = tip.x() - ux * head, tip.y() - uy * head
        left = QPointF(bx - uy * head * 0.55, by + ux * head * 0.55)
        right = QPointF(bx + uy * head * 0.55, by - ux * head * 0.55)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#c92a2a"))
        p.drawPolygon(QPolygonF([tip, left, right]))
        p.end()


def order_card_html(card: OrderCard | None) -> str:
    """The order card in words: name, step order, refresh value, defense modifier, crest."""
    if card is None:
        return translate(
            "battlecrest_panel", "<i>No order card yet: press <b>Emperor's turn</b></i>"
        )
    steps = " → ".join(escape(in_language(STEP_WORDS.get(s, s))).capitalize() for s in card.steps)
    mod = card.defense_modifier
    compass = card.compass
    crest = (
        translate("battlecrest_panel", "<b>unique crest</b> (counts as every crest on his turn)")
        if card.unique_crest
        else translate("battlecrest_panel", "no unique crest")
    )
    word = COMPASS_WORD.get(compass)
    return (
        f"<b>{escape(content_name(card.label))}</b><br>{steps}<br>"
        + translate("battlecrest_panel", "Refresh {refresh} · defense {modifier}").format(
            refresh=card.refresh, modifier=f"{'+' if mod >= 0 else ''}{mod}"
        )
        + "<br>"
        + translate("battlecrest_panel", "Compass {compass} ({word} wins a tie) · {crest}").format(
            compass=escape(compass),
            word=in_language(COMPASS_WORD_MESSAGES.get(word or "", word or "?")),
            crest=crest,
        )
    )


def step_text(step: Step, names: dict[str, str]) -> str:
    """One line of the step list: number, phase, warrior, what, then the reason."""
    a = step.action
    who = content_name(names.get(step.figure, step.figure))
    on = f" → {content_name(names.get(a.target, a.target))}" if a.target else ""
    skipped = " " + translate("battlecrest_panel", "(skipped)") if a.skipped else ""
    phase = in_language(PHASE_WORDS.get(step.phase, step.phase))
    kind = in_language(Battlecrest.action_label(a.type))
    return f"{step.n}. {phase} · {who} · {kind}{on}{skipped}\n{in_language(a.reason)}"


def action_card_name(state: BattlecrestState, card: str) -> str:
    """An action card of the row as its solo card names it (a bundled name in the installed
    language), else its id as the file writes it."""
    found = state.solo.action_card(card)
    return content_name(found.label) if found is not None else card


def state_html(state: BattlecrestState | None, problem: str = "") -> str:
    """The Emperor's game state on the board: deck, current card, action row (``problem``:
    why the board's ``battlecrest`` object does not read; it is said beside)."""
    if state is None:
        return (
            ""
            if problem
            else translate(
                "battlecrest_panel", "<i>This board has no <code>battlecrest</code> object.</i>"
            )
        )
    deck = state.deck
    exhausted = translate("battlecrest_panel", " (exhausted)")
    none = translate("battlecrest_panel", "none")
    cards = ", ".join(
        f"{escape(action_card_name(state, rc.card), quote=False)}{'' if rc.ready else exhausted}"
        for rc in state.row
    )
    current = state.current_card
    return translate(
        "battlecrest_panel",
        "Order deck: {draw} to draw · current <b>{current}</b> · "
        "{discard} discarded<br>Action row: {cards}",
    ).format(
        draw=len(deck.draw),
        current=escape(content_name(current.label) if current else deck.current or none),
        discard=len(deck.discard),
        cards=cards or none,
    )


def board_state(board: Board) -> tuple[BattlecrestState | None, str]:
    """The board's ``battlecrest`` object, read (None: it has none, or it does not read), and
    its first problem (empty when it reads)."""
    if STATE.get(board) is None:
        return None, ""
    try:
        return read_state(board), ""
    except BoardError as exc:
        return None, exc.first_line()


def current_order_card(board: Board) -> tuple[OrderCard | None, str]:
    """The order card on top of the discard (``order_deck.current``) as the plan shows it,
    and the first problem of the ``battlecrest`` object (empty when it reads)."""
    state, problem = board_state(board)
    return (state.current_card if state is not None else None), problem


class BattlecrestPanel(QWidget):
    """The order card, the numbered steps of the Emperor's turn, and its buttons."""

    def __init__(self, ctx: BoardContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the board window's context: the document, messages, planning
        self.host = ctx
        self.doc: Document | None = None
        self.plan: Plan | None = None
        self._tokens_moved = False
        lay = QVBoxLayout(self)
        card_row = QHBoxLayout()
        self.card = QLabel()
        self.card.setObjectName("bc-card")
        self.card.setWordWrap(True)
        self.card.setTextFormat(Qt.TextFormat.RichText)
        self.card.setStyleSheet(
            "#bc-card { border: 1px solid #888; border-radius: 6px; "
            "padding: 6px; background: #fbfaf5; }"
        )
        self.compass = CompassArrow()
        card_row.addWidget(self.card, 1)
        card_row.addWidget(self.compass, 0, Qt.AlignmentFlag.AlignTop)
        self.state = QLabel()
        self.state.setWordWrap(True)
        self.state.setTextFormat(Qt.TextFormat.RichText)
        grid = QGridLayout()
        self.turn_btn = QPushButton(translate("battlecrest_panel", "Emperor's turn"))
        self.turn_btn.setToolTip(
            translate("battlecrest_panel", "Advance the order deck and plan his whole turn")
        )
        self.defend_btn = QPushButton(translate("battlecrest_panel", "Emperor defends"))
        self.defend_btn.setToolTip(
            translate("battlecrest_panel", "Plan his defense (the group with emperor_defense)")
        )
        self.apply_btn = QPushButton(translate("battlecrest_panel", "Apply turn"))
        self.apply_btn.setToolTip(
            translate(
                "battlecrest_panel",
                "Write the turn to the board — moves, pushes, wounds, flipped "
                "locations, deck and action row — as one undo step",
            )
        )
        self.defender = QComboBox()
        self.defender.setToolTip(translate("battlecrest_panel", "The Emperor's warrior you attack"))
        self.attack = QSpinBox()
        self.attack.setRange(0, 30)
        self.attack.setToolTip(
            translate("battlecrest_panel", "Your attack value (wounds = attack − his defense)")
        )
        defense_row = QHBoxLayout()
        defense_row.addWidget(QLabel(translate("battlecrest_panel", "You attack")))
        defense_row.addWidget(self.defender, 1)
        defense_row.addWidget(QLabel(translate("battlecrest_panel", "with")))
        defense_row.addWidget(self.attack)
        grid.addWidget(self.turn_btn, 0, 0)
        grid.addWidget(self.defend_btn, 0, 1)
        grid.addLayout(defense_row, 1, 0, 1, 2)
        grid.addWidget(self.apply_btn, 2, 0, 1, 2)
        # the buttons first: the order card, the state and the steps below them grow and
        # shrink with each click, and a second click must land on the same button
        lay.addLayout(grid)
        self.title = QLabel(translate("battlecrest_panel", "Steps"))
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)  # names escaped, lines joined by <br>
        lay.addWidget(self.title)
        self.steps = QListWidget()
        self.steps.setWordWrap(True)
        self.steps.setObjectName("bc-steps")
        self.steps.setMinimumHeight(220)
        self.steps.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lay.addWidget(self.steps, 1)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.detail)
        # the game state a player changes by hand: locations, action row, order deck, crests
        self.edit_btn = QPushButton(
            translate("battlecrest_panel", "Edit the battlefield and the Emperor's cards…")
        )
        self.edit_btn.setCheckable(True)
        self.edit_btn.setObjectName("bc-edit")
        self.editor = BattlefieldEditor(
            ctx.doc,
            ctx.show_error,
            ctx.show_message,
        )
        self.editor.setVisible(False)
        lay.insertWidget(1, self.edit_btn)
        lay.insertWidget(2, self.editor)
        lay.insertLayout(3, card_row)
        lay.insertWidget(4, self.state)
        self.edit_btn.toggled.connect(self.editor.setVisible)
        self.turn_btn.clicked.connect(lambda: self.emperor_turn())
        self.defend_btn.clicked.connect(lambda: self.emperor_defends())
        self.apply_btn.clicked.connect(lambda: self.apply())
        self.steps.currentRowChanged.connect(self.select_step)
        ctx.plans.plan_ready.connect(self.set_plan)
        self.set_document(ctx.doc)

    # -- document and plan -----------------------------------------------------------------
    def set_document(self, doc: Document) -> None:
        self.doc = follow(self.doc, doc, self.refresh)
        if hasattr(self, "editor"):
            self.editor.set_document(doc)
        self.set_plan(self.host.plans.plan)

    def group_with(self, kind: str) -> str | None:
        """The first group whose instructions include ``kind``."""
        assert self.doc is not None
        for g in self.doc.board.groups:
            if any(i.type == kind for i in g.instructions):
                return g.id
        return None

    def set_plan(self, plan: Plan | None) -> None:
        """Show ``plan`` when it is a Battlecrest plan (else the board's state)."""
        self.plan = (
            plan if plan is not None and isinstance(plan.result, BattlecrestResult) else None
        )
        self.refresh()

    @property
    def summary(self) -> BattlecrestResult | None:
        if self.plan is None:
            return None
        s = self.plan.result
        return s if isinstance(s, BattlecrestResult) else None

    def refresh(self, *_args: Any) -> None:
        if self.doc is None:
            return
        summary = self.summary
        card = summary.order_card if summary is not None else None
        state, state_problem = board_state(self.doc.board)
        state_text = state_html(state, state_problem)
        heading = ""
        if summary is None:
            card, problem = current_order_card(self.doc.board)
            heading = (
                translate("battlecrest_panel", "<i>Current card (drawn on an earlier turn)</i>")
                + "<br>"
                if card
                else ""
            )
            if problem:
                state_text += f"<br><span style='color:#b00'>{escape(problem)}</span>"
        self.card.setText(heading + order_card_html(card))
        self.compass.set_direction(card.compass if card is not None else None)
        self.state.setText(state_text)
        self.turn_btn.setEnabled(self.group_with(TURN) is not None)
        self._refresh_defense()
        self.apply_btn.setEnabled(summary is not None)
        self._restore_tokens()
        self.steps.blockSignals(True)
        self.steps.clear()
        names = self.plan.names if self.plan is not None else {}
        for i, step in enumerate(summary.steps if summary else []):
            item = QListWidgetItem(step_text(step, names))
            item.setData(Qt.ItemDataRole.UserRole, i)
            colour = PHASE_COLOUR.get(step.phase, "#212529")
            item.setForeground(QColor("#868e96") if step.action.skipped else QColor(colour))
            self.steps.addItem(item)
        self.steps.blockSignals(False)
        if summary is None:
            self.title.setText(translate("battlecrest_panel", "Steps: none planned"))
        else:
            n = len(summary.steps)
            flipped = ", ".join(in_language(x) for x in summary.flipped_locations)
            self.title.setText(
                translate(
                    "battlecrest_panel",
                    "Steps of group {value} ({n}) — select one to see it on the board",
                ).format(
                    value=escape(group_name(self.doc.board, self.plan.group), quote=False)
                    if self.plan
                    else "",
                    n=n,
                )
                + (
                    translate(
                        "battlecrest_panel", "<br>Locations flipped this turn: {value}"
                    ).format(value=escape(flipped))
                    if flipped
                    else ""
                )
            )
        self.detail.setText("")
        if hasattr(self, "editor") and self.editor.doc is self.doc:
            self.editor.refresh()

    def _emperor_warriors(self) -> list[tuple[str, str]]:
        """(id, label) of the Emperor's hero and sidekick (the ``battlecrest`` object), else
        every AI figure."""
        assert self.doc is not None
        b = self.doc.board
        state, _problem = board_state(b)
        ids = [i for i in (state.hero, state.sidekick) if i] if state is not None else []
        figs = [f for f in (b.find_figure(i) for i in ids) if f is not None] or [
            f for f in b.figures if f.side == "ai"
        ]
        return [(f.id, f.label) for f in figs]

    def _defense_instruction(self) -> tuple[str | None, dict[str, Any]]:
        gid = self.group_with(DEFENSE)
        if gid is None or self.doc is None:
            return None, {}
        g = self.doc.board.find_group(gid)
        ins = next((i for i in g.instructions if i.type == DEFENSE), None) if g else None
        return gid, dict(ins.data) if ins is not None else {}

    def _refresh_defense(self) -> None:
        _gid, data = self._defense_instruction()
        self.defender.blockSignals(True)
        self.defender.clear()
        for fid, label in self._emperor_warriors():
            self.defender.addItem(content_name(label), fid)
        idx = self.defender.findData(data.get("target"))
        self.defender.setCurrentIndex(max(idx, 0))
        self.defender.blockSignals(False)
        if isinstance(data.get("attack"), int):
            self.attack.setValue(int(data["attack"]))
        self.defend_btn.setEnabled(self.defender.count() > 0)

    # -- selection -------------------------------------------------------------------------
    def select_step(self, row: int) -> None:
        """Draw step ``row`` alone on the board (-1: the whole plan again)."""
        if self.doc is None or self.plan is None:
            return
        item = self.steps.item(row) if row >= 0 else None
        scene = self.host.scene
        self._restore_tokens()
        if item is None:
            scene.set_plan(plan_drawing(self.plan, self.doc.board, self.doc.layout))
            self.detail.setText("")
            return
        steps = self.summary.steps if self.summary else []
        step = steps[int(item.data(Qt.ItemDataRole.UserRole))]
        # the tokens stand where the turn has put them when this step begins (drawn only:
        # the board changes on Apply)
        for fid, cell in positions_before(steps, row).items():
            fig = self.doc.board.find_figure(fid)
            if fig is not None and fig.at != cell:
                scene.show_figure_at(fid, cell)
                self._tokens_moved = True
        scene.set_plan(step_drawing(step, self.doc.board, self.doc.layout))
        self.detail.setText(self._detail_html(step))

    def _restore_tokens(self) -> None:
        """Tokens back where the board has them, when a step had moved them (never
        otherwise: a player figure being dragged must stay under the mouse)."""
        if self._tokens_moved:
            self._tokens_moved = False
            self.host.scene.sync_figures()

    def _detail_html(self, step: Step) -> str:
        d = step.action.detail
        bits = [
            translate("battlecrest_panel", "<b>Step {n}</b> ({phase})").format(
                n=step.n, phase=escape(in_language(PHASE_WORDS.get(step.phase, step.phase)))
            )
        ]
        numbers: list[tuple[str, int | None]] = []
        movement = translate("battlecrest_panel", "movement")
        attack = translate("battlecrest_panel", "attack")
        defense = translate("battlecrest_panel", "defense")
        wounds = translate("battlecrest_panel", "wounds")
        if isinstance(d, Moved):
            numbers = [(movement, d.movement)]
        elif isinstance(d, Attacked):
            numbers = [(attack, d.attack), (defense, d.defense), (wounds, d.wounds)]
        elif isinstance(d, Defended):
            numbers = [(defense, d.defense), (wounds, d.wounds)]
        elif isinstance(d, Pushed):
            numbers = [
                (wounds, d.wounds),
                (translate("battlecrest_panel", "push value"), d.value),
                (translate("battlecrest_panel", "push used"), d.used),
            ]
        bits += [f"{label} {v}" for label, v in numbers if v is not None]
        if isinstance(d, Pushed) and d.path:
            bits.append(
                translate("battlecrest_panel", "push path {cells}").format(
                    cells=" → ".join(f"[{c[0]},{c[1]}]" for c in d.path)
                )
            )
        if isinstance(d, Moved):
            bits.append(
                translate("battlecrest_panel", "destination rule {rule}").format(
                    rule=d.destination.rule
                )
            )
            if d.destination.compass:
                bits.append(escape(in_language(d.destination.compass)))
        return " · ".join(bits)

    # -- buttons ---------------------------------------------------------------------------
    def emperor_turn(self) -> Plan | None:
        """Plan the Emperor's turn (the group holding ``emperor_turn``)."""
        gid = self.group_with(TURN)
        if gid is None:
            self.host.show_message(
                translate(
                    "battlecrest_panel", 'No group has the instruction {"type": "emperor_turn"}'
                )
            )
            return None
        return self._activate(gid)

    def _activate(self, gid: str) -> Plan | None:
        plan = self.host.activate_group(gid, wait=True)
        dock = self.parent()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parent()
        if isinstance(dock, QDockWidget):
            dock.raise_()  # the window raised the Plan dock: this panel shows the turn
        return plan

    def emperor_defends(self, target: str | None = None, attack: int | None = None) -> Plan | None:
        """Plan his defense against your attack on ``target`` (default: the warrior and attack
        chosen in the panel). The ``emperor_defense`` instruction is set to them first (one
        undo step, only when they changed; a group ``emperor-defends`` is added when the
        board has none), then that group is planned."""
        if self.doc is None:
            return None
        target = target if target is not None else self.defender.currentData()
        attack = attack if attack is not None else self.attack.value()
        if target is None:
            self.host.show_message(
                translate("battlecrest_panel", "The Emperor has no warrior on the board")
            )
            return None
        try:
            run_op(
                self.doc,
                emperor_defends(target, attack),
                translate(
                    "battlecrest_panel", "Emperor defends: attack {attack} on {target}"
                ).format(attack=attack, target=target),
            )
        except KeyError as exc:
            self.host.show_message(str(exc))
            return None
        gid, _data = self._defense_instruction()
        if gid is None:
            return None
        return self._activate(gid)

    def apply(self) -> bool:
        """Write the planned turn to the board as one undo step; True when it did."""
        if self.doc is None or self.plan is None:
            self.host.show_message(translate("battlecrest_panel", "Plan the Emperor's turn first"))
            return False
        before = self.doc.undo_stack.index()
        self.host.apply_plan()  # the rule set's apply (board_after): one undo step
        return self.doc.undo_stack.index() != before
