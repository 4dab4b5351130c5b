"""The side panel of a plan: each figure in activation order, each action with the reason a
player would be told, a way to step through the figures, Apply and Clear."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from tabletop_ai.i18n import shown as in_language
from tabletop_ai.i18n.content import content_name
from tabletop_ai.ui.editor.style import plan_colour
from tabletop_ai.ui.texts import translate

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan


class PlanPanel(QWidget):
    """Shows a :class:`Plan`; emits which figure to focus and when to apply or clear."""

    figure_selected = Signal(object)  # figure id or None (all)
    apply_requested = Signal()
    clear_requested = Signal()
    #: a link in the plan that is not a figure: a choice a game offers, ``NAME:VALUE``
    #: (:func:`tabletop_ai.ui.panels.register_link`)
    link_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plan: Plan | None = None
        self.index = -1  # -1: every figure
        self.title = QLabel(translate("plan_panel", "No group activated."))
        self.title.setWordWrap(True)
        self.step_label = QLabel("")
        self.prev_button = QPushButton(translate("plan_panel", "◀ Previous"))
        self.next_button = QPushButton(translate("plan_panel", "Next ▶"))
        self.all_button = QPushButton(translate("plan_panel", "All"))
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(+1))
        self.all_button.clicked.connect(lambda: self.show_figure(-1))
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(self._link)
        self.apply_button = QPushButton(translate("plan_panel", "Apply moves"))
        self.apply_button.setToolTip(
            translate("plan_panel", "Move the AI figures to their end cells (one undo step)")
        )
        self.clear_button = QPushButton(translate("plan_panel", "Clear"))
        self.apply_button.clicked.connect(self.apply_requested)
        self.clear_button.clicked.connect(self.clear_requested)
        steps = QHBoxLayout()
        steps.addWidget(self.prev_button)
        steps.addWidget(self.all_button)
        steps.addWidget(self.next_button)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apply_button)
        buttons.addWidget(self.clear_button)
        lay = QVBoxLayout(self)
        lay.setSpacing(4)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addWidget(self.title)
        lay.addLayout(steps)
        lay.addWidget(self.step_label)
        lay.addWidget(self.text, 1)
        lay.addLayout(buttons)
        self.set_plan(None)

    def _link(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("fig:"):
            self.show_figure(int(text[4:]))
        else:
            self.link_clicked.emit(text)

    def set_plan(self, plan: Plan | None, keep_index: bool = True) -> None:
        self.plan = plan
        if plan is None or not keep_index or self.index >= len(plan.figures):
            self.index = -1
        enabled = plan is not None and bool(plan.figures)
        for b in (self.prev_button, self.next_button, self.all_button, self.apply_button):
            b.setEnabled(enabled)
        self.clear_button.setEnabled(plan is not None)
        # before a plan exists the panel is one line of help, not a large empty box
        for w in (
            self.prev_button,
            self.next_button,
            self.all_button,
            self.step_label,
            self.text,
            self.apply_button,
            self.clear_button,
        ):
            w.setVisible(plan is not None)
        self._render()

    def set_applied(self, plan: Plan) -> list[tuple[str, str]]:
        """After Apply: the plan's attacks (figure, target) stay listed until the players
        clear them — they still have to roll them. Returns those attacks."""
        self.plan = None
        self.index = -1
        left: list[tuple[str, str]] = []
        parts = []
        for i, fp in enumerate(plan.figures):
            attacks = [a for a in fp.actions if a.target and not a.skipped and not a.is_move]
            if not attacks:
                continue
            colour = plan_colour(i).name()
            parts.append(
                f"<div style='padding:4px'><span style='color:{colour};"
                f"font-size:large'>■</span> <b>{html.escape(content_name(fp.name))}</b>"
                "<ul>"
            )
            for a in attacks:
                left.append((fp.figure, str(a.target)))
                said = in_language(plan.describe_action(a))
                parts.append(f"<li>{html.escape(said)}</li>")
            parts.append("</ul></div>")
        for w in (self.prev_button, self.next_button, self.all_button, self.apply_button):
            w.setVisible(False)
        for shown in (self.text, self.clear_button, self.step_label):
            shown.setVisible(True)
        self.clear_button.setEnabled(True)
        self.title.setText(
            translate(
                "plan_panel",
                "<b>Group {value}</b> — applied: the board shows where the figures ended.",
            ).format(value=html.escape(in_language(plan.group_label)))
        )
        if left:
            self.step_label.setText(
                translate("plan_panel", "Still to roll (targets marked on the board):")
            )
            self.text.setHtml("".join(parts))
        else:
            self.step_label.setText(translate("plan_panel", "No attacks to roll."))
            self.text.setHtml("")
        return left

    def step(self, delta: int) -> None:
        if self.plan is None or not self.plan.figures:
            return
        n = len(self.plan.figures)
        self.show_figure(
            (self.index + delta) % n if self.index >= 0 else (0 if delta > 0 else n - 1)
        )

    def show_figure(self, index: int) -> None:
        self.index = index
        self._render()
        fid = None
        if self.plan is not None and 0 <= index < len(self.plan.figures):
            fid = self.plan.figures[index].figure
        self.figure_selected.emit(fid)

    def focus(self, fid: str | None) -> bool:
        """Show figure ``fid`` when it is in the plan (a click on the board); True when the
        focus changed. Emits nothing: the caller redraws."""
        if self.plan is None or fid is None:
            return False
        for i, fp in enumerate(self.plan.figures):
            if fp.figure == fid and i != self.index:
                self.index = i
                self._render()
                return True
        return False

    @property
    def selected_figure(self) -> str | None:
        if self.plan is not None and 0 <= self.index < len(self.plan.figures):
            return self.plan.figures[self.index].figure
        return None

    def _render(self) -> None:
        plan = self.plan
        if plan is None:
            self.title.setText(
                translate(
                    "plan_panel",
                    "No group activated. Choose a group and press <b>Activate group</b>.",
                )
            )
            self.step_label.setText("")
            self.text.setHtml("")
            return
        self.title.setText(
            translate("plan_panel", "<b>Group {value}</b> — {value2}").format(
                value=html.escape(in_language(plan.group_label)),
                value2=html.escape(
                    in_language(plan.order_reason) or translate("plan_panel", "group order")
                ),
            )
        )
        n = len(plan.figures)
        if self.index >= 0:
            fp = plan.figures[self.index]
            self.step_label.setText(
                translate("plan_panel", "Figure {value} of {n}: {name}").format(
                    value=self.index + 1, n=n, name=content_name(fp.name)
                )
            )
        else:
            self.step_label.setText(translate("plan_panel", "All %n figure(s)", "", n))
        from tabletop_ai.ui.panels import view_html

        parts = []
        for w in plan.warnings:
            parts.append(f"<p style='color:#b35900'>⚠ {html.escape(str(w))}</p>")
        parts.append(view_html(plan.result, plan.names))
        if not plan.figures:
            parts.append(
                "<p>{}</p>".format(
                    html.escape(translate("plan_panel", "This group has no figures on the board."))
                )
            )
        for i, fp in enumerate(plan.figures):
            focus = i == self.index
            bg = "background-color:#fff3bf;" if focus else ""
            end = (
                f" → {fp.end!r}" if fp.end != fp.start else " " + translate("plan_panel", "(stays)")
            )
            dead = (
                " — <b>{}</b>".format(translate("plan_panel", "destroyed")) if fp.destroyed else ""
            )
            # the figure's colour on the map (its path, end cell and ties), as a swatch
            colour = plan_colour(i).name()
            parts.append(
                f"<div style='{bg}padding:4px'><span style='color:{colour};"
                f"font-size:large'>■</span> <a href='fig:{i}'><b>{i + 1}. "
                f"{html.escape(content_name(fp.name))}</b></a> {fp.start!r}{end}{dead}"
                "<ol>"
            )
            for a in fp.actions:
                text = html.escape(in_language(plan.describe_action(a)))
                style = "color:#868e96;" if a.skipped else ""
                parts.append(f"<li style='{style}'>{text}</li>")
                parts.append(view_html(a.detail, plan.names))
            parts.append("</ol></div>")
        self.text.setHtml("".join(parts))
