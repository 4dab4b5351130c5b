"""The main window: the board view in the middle, docks for figures, inspector, groups, plan
and map tools; documents (open, save, autosave, recover); the plan of the active group.

The window wires parts together and owns no rules: plans come from
:class:`~tabletop_ai.ui.plan.controller.PlanController`, edits are commands on the document's
undo stack.
"""

from __future__ import annotations

import dataclasses
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QWidget,
)

from tabletop_ai.board import Board, Figure
from tabletop_ai.board.placement import new_figure_problem, placement_problem, put_back
from tabletop_ai.engine.board_ops import (
    add_figure,
    move_figures,
    remove_figures,
    set_group_members,
)
from tabletop_ai.engine.map_ops import resize_map
from tabletop_ai.engine.ops import Changes, board_op
from tabletop_ai.geometry import Cell
from tabletop_ai.i18n import shown
from tabletop_ai.i18n.content import content_name
from tabletop_ai.rulesets import ruleset_for
from tabletop_ai.ui.capture.map_picture import PicturePanel, install_picture_dock
from tabletop_ai.ui.editor.board_labels import CoordinateLabels
from tabletop_ai.ui.editor.board_view import BoardView
from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.groups_panel import GroupsPanel
from tabletop_ai.ui.editor.inspector import Inspector
from tabletop_ai.ui.editor.interactions import (
    EdgeMode,
    Interaction,
    MoveFigure,
    PaintTerrainMode,
    PlacePoint,
)
from tabletop_ai.ui.editor.legend import attach_legend
from tabletop_ai.ui.editor.map_dialogs import ResizeDialog
from tabletop_ai.ui.editor.ops import run_op
from tabletop_ai.ui.editor.panel_dock import LazyPanelDock
from tabletop_ai.ui.editor.point_names import point_description, points_at
from tabletop_ai.ui.editor.roster import RosterPanel, figure_from_template, template_title
from tabletop_ai.ui.editor.scene import BoardScene
from tabletop_ai.ui.editor.tools_panel import ToolsPanel
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.panels import link_handler, panel_name, panels, rules_of
from tabletop_ai.ui.plan.controller import PlanController
from tabletop_ai.ui.plan.drawing import plan_drawing
from tabletop_ai.ui.plan.panel import PlanPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.autosave import Autosaver
from tabletop_ai.ui.shell.dock_scroll import DockScrollArea
from tabletop_ai.ui.shell.file_actions import FileActions, open_start_board
from tabletop_ai.ui.shell.menus import build_menus
from tabletop_ai.ui.shell.preferences import PreferencesDialog
from tabletop_ai.ui.texts import group_name, translate

if TYPE_CHECKING:
    from tabletop_ai.engine import Plan


class MainWindow(FileActions, QMainWindow):
    """``interactive=False`` (tests, screenshots, self-test) never shows a dialog and
    ``remember=False`` leaves settings, recent files and autosaves alone."""

    picture_panel: PicturePanel

    def __init__(
        self,
        board: Board | None = None,
        path: Path | None = None,
        interactive: bool = True,
        remember: bool = True,
    ) -> None:
        super().__init__()
        # sized before the docks are tabbed: tab bars laid out in a default-sized window
        # stay behind, visible, where that layout put them
        self.resize(1280, 800)
        self.interactive = interactive
        self.remember = remember
        self.setWindowTitle(translate("main_window", "Tabletop AI"))
        self.doc = Document(board or _empty_board(), path)
        self.scene = BoardScene(self.doc)
        self.view = BoardView(self.scene)
        self.view.on_drop = self.drop_figure
        self.view.drop_problem = self.drop_problem
        self.view.drop_refused.connect(self.show_message)
        self.setCentralWidget(self.view)
        self.coords = CoordinateLabels(self.doc.layout)
        self.scene.addItem(self.coords)
        self.legend = attach_legend(self.view)
        self.legend.set_board(self.doc.board)
        self.controller = PlanController(self.doc, self)
        #: the applied plan the Plan panel lists and the undo index just after its Apply
        #: (undoing below it shows the plan again)
        self._applied: tuple[Plan, int] | None = None
        self.controller.plan_ready.connect(self._show_plan)
        self.controller.plan_failed.connect(self.show_message)
        self.controller.planning.connect(self._planning)
        #: what panels, docks and menu actions are given instead of this window; its
        #: ``document_changed`` is the one signal every view follows to another board
        self.ctx = BoardContext(self, self, self.doc, self.scene, self.controller)
        self.roster = RosterPanel(self.doc)
        self.inspector = Inspector(self.doc)
        self.groups = GroupsPanel(self.doc)
        self.plan_panel = PlanPanel()
        self.tools = ToolsPanel()
        self.tools.set_point_kinds(rules_of(self.doc.board).point_kinds)
        self.tools.set_grid(self.doc.board.grid.kind)
        self.docks: dict[str, QDockWidget] = {}
        self._pending_tabs: list[tuple[QDockWidget, QDockWidget]] = []
        self._dock(
            "figures",
            translate("main_window", "Figures"),
            self.roster,
            Qt.DockWidgetArea.LeftDockWidgetArea,
            scroll=True,
        )
        self._dock(
            "inspector",
            translate("main_window", "Inspector"),
            self.inspector,
            Qt.DockWidgetArea.LeftDockWidgetArea,
            scroll=True,
        )
        self._dock(
            "groups",
            translate("main_window", "Groups"),
            self.groups,
            Qt.DockWidgetArea.RightDockWidgetArea,
            scroll=True,
        )
        self._dock(
            "plan",
            translate("main_window", "Plan"),
            self.plan_panel,
            Qt.DockWidgetArea.RightDockWidgetArea,
        )
        # one dock per panel name the rule sets declare (ui/panels.py); each opens for
        # boards whose rule set names it and closes for the others
        self.game_docks: dict[str, QDockWidget] = {}
        for name, make in panels().items():
            dock = self.game_docks[name] = make(self.ctx, self)
            self.docks[dock.objectName().removeprefix("dock-")] = dock
        for follower in (self.scene, self.roster, self.inspector, self.groups, self.controller):
            self.ctx.document_changed.connect(follower.set_document)

        # the map tools: one row of buttons above the board, never behind a tab
        self.tools_bar = self.tools
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.tools_bar)
        self.roster.figure_selected.connect(self._roster_pick)
        self.roster.delete_requested.connect(self.delete_figure)
        self.roster.duplicate_requested.connect(self.duplicate_figure)
        self.roster.figures.itemDoubleClicked.connect(lambda _item: self.center_on_selected())
        self.groups.activate_requested.connect(lambda gid: self.activate_group(gid, wait=False))
        self.groups.instructions.currentRowChanged.connect(lambda _row: self._room_for("editor"))
        # the parameters' form opened: Groups grows to show it whole (after its new layout)
        self.groups.editor.params_button.toggled.connect(
            lambda _on: QTimer.singleShot(0, lambda: self._room_for("editor"))
        )
        self.groups.group_from_selection.connect(lambda: self.new_group_from_selection())
        self.groups.add_selection.connect(self.add_selection_to_group)
        self.plan_panel.figure_selected.connect(self._focus_plan_figure)
        self.plan_panel.apply_requested.connect(self.apply_plan)
        self.plan_panel.clear_requested.connect(self.clear_plan)
        self.plan_panel.link_clicked.connect(self.plan_link)
        self.tools.tool_chosen.connect(self.choose_tool)
        self.cell_label = QLabel("")
        self.plan_label = QLabel("")
        bar = self.make_status_bar()
        bar.addPermanentWidget(self.plan_label)
        bar.addPermanentWidget(self.cell_label)
        self.view.cell_hovered.connect(self._hovered)
        self.view.context_requested.connect(self._context_menu)
        self.view.nudge_requested.connect(self.nudge)
        self.view.set_mode(MoveFigure(self))
        # the map picture under the grid
        self.docks["picture"], self.picture_panel = install_picture_dock(self.ctx)
        self.tabifyDockWidget(self.docks["inspector"], self.docks["picture"])
        self.actions_ = build_menus(self)
        self._connect_document()
        self.autosaver: Autosaver | None = Autosaver() if remember else None
        self.autosave_timer = QTimer(self)  # started by an unsaved change (arm_autosave)
        self.autosave_timer.setSingleShot(True)
        self.autosave_timer.setInterval(prefs.autosave_seconds() * 1000)
        self.autosave_timer.timeout.connect(self.autosave)
        self._layout_restored = False
        if remember:
            self._layout_restored = self._restore_layout()
        self._update_title()

    def _dock(
        self, key: str, title: str, widget: QWidget, area: Qt.DockWidgetArea, scroll: bool = False
    ) -> None:
        dock = QDockWidget(title, self)
        dock.setObjectName(f"dock-{key}")
        if scroll:
            dock.setWidget(DockScrollArea(widget))
        else:
            dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.docks[key] = dock

    # -- the Editor protocol used by interaction modes ----------------------------------------
    def select_point(self, pid: str | None) -> None:
        """A stronghold or outpost clicked: the Inspector shows whose base it is."""
        self.inspector.set_point(pid)
        if pid is not None:
            self.docks["inspector"].raise_()

    def select_figure(self, fid: str | None) -> None:
        self.scene.select(fid)
        self.roster.select(fid)
        self.inspector.set_figure(fid)
        self.inspector.set_point(None)
        if fid is not None:
            self.docks["inspector"].raise_()
        if self.plan_panel.focus(fid):
            self._redraw_plan()

    def select_figures(self, fids: list[str], add: bool = False) -> None:
        """Select several figures (rubber band; ``add``: shift held); the inspector shows the
        last one."""
        self.scene.select_many(fids, add)
        fid = self.scene.selected
        self.roster.select(fid)
        self.inspector.set_figure(fid)
        n = len(self.scene.selection)
        if n > 1:
            self.show_message(
                translate(
                    "main_window",
                    "%n figure(s) selected — Groups: New from selection / Add to group",
                    "",
                    n,
                )
            )

    @property
    def selected_ids(self) -> list[str]:
        """The selected figures, in board order."""
        sel = self.scene.selection
        return [f.id for f in self.doc.board.figures if f.id in sel]

    def new_group_from_selection(self, gid: str | None = None) -> bool:
        """A new group of the selected figures (one undo step); its instructions are the
        usual start (move to attack, attack). True when made."""
        fids = self.selected_ids
        if not fids:
            self.show_message(
                translate(
                    "main_window",
                    "Select figures on the map first (click, shift-click, or "
                    "drag a box round them)",
                )
            )
            return False
        board = self.doc.board
        gid = gid or board.new_id("group")
        from tabletop_ai.board import Instruction

        op = set_group_members(
            gid, fids, new=True, instructions=[Instruction("move_to_attack"), Instruction("attack")]
        )
        count = len(fids)
        try:
            run_op(
                self.doc,
                op,
                translate("main_window", "New group {gid} from %n figure(s)", "", count).format(
                    gid=gid
                ),
                self.show_message,
            )
        except (KeyError, ValueError) as exc:
            self.show_message(
                translate("main_window", "Cannot make group {gid}: {exc}").format(gid=gid, exc=exc)
            )
            return False
        self.groups.select_group(gid)
        return True

    def add_selection_to_group(self, gid: str) -> bool:
        """Put the selected figures into group ``gid`` (out of their old groups)."""
        fids = self.selected_ids
        if not fids:
            self.show_message(translate("main_window", "Select figures on the map first"))
            return False
        run_op(
            self.doc,
            set_group_members(gid, fids),
            translate("main_window", "Add to group {group}").format(
                group=group_name(self.doc.board, gid)
            ),
            self.show_message,
        )
        self.groups.select_group(gid)
        return True

    def preview_move(self, fid: str | None, at: Cell | None) -> None:
        self.controller.set_preview(fid, at)

    # -- documents ---------------------------------------------------------------------------
    def _connect_document(self) -> None:
        self.doc.changed.connect(self._doc_changed)
        self.doc.undo_stack.indexChanged.connect(self._undo_index)
        self.watch_document(self.doc)
        if hasattr(self, "actions_"):
            self.actions_.bind_undo(self.doc.undo_stack)

    def set_document(self, doc: Document) -> None:
        """Show another board; the old document is dropped (callers asked to save it)."""
        old = self.doc
        old.changed.disconnect(self._doc_changed)
        self.unwatch_document(old)
        old.detach()
        self.doc = doc
        self._applied = None
        self.tools.set_point_kinds(rules_of(doc.board).point_kinds)
        self.ctx.follow(doc)
        self._map_changed()
        saver: Autosaver | None = getattr(self, "autosaver", None)
        if saver is not None:
            saver.clear()  # the old board was saved or discarded: nothing to recover
        self._connect_document()
        self.select_figure(None)
        self.view.set_mode(self.view.mode or MoveFigure(self))
        self.view.fit()
        self._update_title()
        old.deleteLater()

    def begin_game(self) -> None:
        """A new game on the board just opened (File → New game…): the panel its rule set
        declares comes to the front and starts a game on it where it can (the panel's
        ``begin_game``, such as the Automated Emperor's setup)."""
        name = panel_name(self.doc.board)
        dock = self.game_docks.get(name) if name is not None else None
        if not isinstance(dock, LazyPanelDock):
            return
        dock.open_for_board()
        begin = getattr(dock.built_panel(), "begin_game", None)
        if callable(begin):
            begin()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.controller.shutdown()
        if self.remember:
            s = prefs.settings()
            s.setValue("geometry", self.saveGeometry())
            s.setValue("window_state", self.saveState())
        self.close_autosave()
        self.doc.detach()
        event.accept()

    def _restore_layout(self) -> bool:
        geo = prefs.layout_blob("geometry")
        if geo is not None:
            self.restoreGeometry(geo)
        state = prefs.layout_blob("window_state")
        return state is not None and self.restoreState(state)

    def tabifyDockWidget(self, first: QDockWidget, second: QDockWidget) -> None:
        """Tab ``second`` onto ``first`` once both are on screen. Qt 6.11 leaves a stale tab
        bar visible (over other docks, seen on xcb and offscreen) when a dock is tabbed and
        then hidden before the window is shown; panels that install a hidden dock do just
        that, so the tabbing waits until the dock is shown."""
        if self.isVisible() and second.isVisible():
            super().tabifyDockWidget(first, second)
            return
        if not any(s is second for _f, s in self._pending_tabs):
            second.visibilityChanged.connect(self._tab_pending)
        self._pending_tabs.append((first, second))

    def _tab_pending(self, *_args: object) -> None:
        if not self.isVisible():
            return
        ready = [(f, s) for f, s in self._pending_tabs if not s.isHidden()]
        # off the list before tabbing: tabbing changes visibility, which calls this again
        self._pending_tabs = [(f, s) for f, s in self._pending_tabs if s.isHidden()]
        for first, second in ready:
            super().tabifyDockWidget(first, second)
            first.raise_()

    def default_layout(self) -> None:
        """The first-start layout (docks then remember theirs): at 1280×800 the figure list,
        the inspector, the group's instructions with their editor, Activate and the plan are
        all in view. Groups gets the height its editor needs (at most 62%); the plan the
        rest. Then the two share the height by what the player does (:meth:`_room_for`)."""
        h = max(200, self.height() - 120)
        groups = min(self._groups_need(), h * 62 // 100)
        figures = min(self.docks["figures"].widget().sizeHint().height() + 30, h * 48 // 100)
        # the left docks as wide as the inspector's fields need in this language (its
        # choice boxes fit their longest entry), at least 304
        area = self.docks["inspector"].widget()
        left = max(304, area.needed_width() if isinstance(area, DockScrollArea) else 0)
        self.resizeDocks(
            [self.docks["figures"], self.docks["groups"]], [left, 352], Qt.Orientation.Horizontal
        )
        self.resizeDocks(
            [self.docks["groups"], self.docks["plan"]],
            [groups, h - groups],
            Qt.Orientation.Vertical,
        )
        self.resizeDocks(
            [self.docks["figures"], self.docks["inspector"]],
            [figures, h - figures],
            Qt.Orientation.Vertical,
        )

    def _groups_need(self) -> int:
        """The Groups dock's height with its instruction editor whole: the panel's own
        height (its scroll area asks for less) below the dock's title."""
        area = self.docks["groups"].widget()
        panel = (area.widget() if isinstance(area, QScrollArea) else None) or area
        return panel.sizeHint().height() + 34

    def _room_for(self, what: str) -> None:
        """Groups and Plan share the right side by what the player does: an instruction
        chosen to edit, or a game's panel opened behind the Groups tab, gets the editor
        whole (the plan keeps 200 px); a plan shown gets 330 px (Groups keeps 200). Nothing
        moves when it fits already, nor when a game's panel is the tab shown in the Plan
        dock's place, nor for the instruction editor while a game's panel is the tab shown
        over it (the board's instructions change with each step of the game: the panel's
        height would follow and its lower buttons move)."""
        if not self.isVisible():
            return
        g, p = self.docks["groups"], self.docks["plan"]
        if g.isFloating() or p.isFloating() or g.isHidden() or p.isHidden():
            return
        if self._game_tab_over_plan():
            return  # its buttons stay where the player clicked them
        panel = self._panel_over_groups()
        if what == "editor" and panel is not None:
            return  # the instruction editor is behind a game's panel, whose buttons stay put
        if what == "panel" and panel is None:
            # Groups is the tab shown, over the game's panel: no panel to make room for, and
            # no plan either; Groups gets its editor whole, as when an instruction is chosen
            what = "editor"
        # the tab shown over the plan: a hidden tab's height is not the area's
        top = panel if panel is not None else g
        total = top.height() + p.height()
        if what == "editor":
            target = min(self._groups_need(), total - 200)
            grow = target > top.height()
        elif panel is not None:
            # a game's panel is the tab shown over Groups: it gets the height its buttons
            # and texts need, the plan keeps 330 px; its top (and its buttons) stay put
            target = min(self._panel_need(panel), max(total - 330, 200))
            grow = target > top.height()
        else:
            target = max(total - 330, 200)
            grow = False
            if target >= top.height():
                return
        if grow or target < top.height():
            self.resizeDocks([top, p], [target, total - target], Qt.Orientation.Vertical)

    def room_for_panel(self) -> None:
        """A game's panel was opened over Groups: give it the height it needs (the plan
        keeps 330 px), so a newcomer sees its state and drawn card without scrolling."""
        self._room_for("panel")

    def _panel_over_groups(self) -> QDockWidget | None:
        """The game panel tabbed with Groups that is the tab shown (the AE's), if any."""
        for d in self.tabifiedDockWidgets(self.docks["groups"]):
            if not d.isHidden() and not d.visibleRegion().isEmpty():
                return d
        return None

    @staticmethod
    def _panel_need(dock: QDockWidget) -> int:
        """A dock's height with its panel whole (its scroll area asks for less)."""
        area = dock.widget()
        panel = (area.widget() if isinstance(area, QScrollArea) else None) or area
        return panel.sizeHint().height() + 34

    def _game_tab_over_plan(self) -> bool:
        """A game's panel tabbed with the Plan dock is the tab shown (Battlecrest's)."""
        return any(
            not d.isHidden() and not d.visibleRegion().isEmpty()
            for d in self.tabifiedDockWidgets(self.docks["plan"])
        )

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._tab_pending()
        if not self._layout_restored:
            self._layout_restored = True
            self.default_layout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The window made taller (maximized, a larger screen): Qt shares the new height
        among the docks of a side, so Groups would grow past what its editor shows and
        stand half empty; it goes back to that height, the dock under it (the plan or a
        game's panel, whose lists use it) takes the rest (:meth:`_groups_to_need`)."""
        super().resizeEvent(event)
        old = event.oldSize()
        if old.isValid() and event.size().height() > old.height():
            QTimer.singleShot(0, self._groups_to_need)

    def _groups_to_need(self) -> None:
        """Groups no taller than its editor needs (:meth:`_groups_need`); the plan's place
        below it (the Plan dock or a game's panel tabbed with it) gets the height it gives
        up. Nothing moves while a game's panel is the tab shown over Groups (it uses the
        height), nor when the two are not stacked on one side."""
        if not self.isVisible():
            return
        g, p = self.docks["groups"], self.docks["plan"]
        if any(d.isFloating() or d.isHidden() for d in (g, p)):
            return
        if (
            self.dockWidgetArea(g) != self.dockWidgetArea(p)
            or self._panel_over_groups() is not None
        ):
            return
        # the tab shown in the plan's place: a hidden tab's height is not the area's
        below = next(
            (
                d
                for d in (p, *self.tabifiedDockWidgets(p))
                if not d.isHidden() and not d.visibleRegion().isEmpty()
            ),
            p,
        )
        need = self._groups_need()
        if g.height() > need:
            total = g.height() + below.height()
            self.resizeDocks([g, below], [need, total - need], Qt.Orientation.Vertical)

    def _map_changed(self) -> None:
        """The map's size, terrain or points changed: coordinates and legend follow, and the
        map tools' tooltips name the cells as its grid does."""
        self.coords.set_layout(self.doc.layout)
        self.legend.set_board(self.doc.board)
        self.tools.set_grid(self.doc.board.grid.kind)

    def show_coordinates(self, on: bool) -> None:
        """View → Coordinates: column and row numbers on the board's edges."""
        self.coords.setVisible(on)

    def show_point_names(self, on: bool) -> None:
        """View → Point names: each named map point's name under its marker (its cell's
        tooltip says what it is either way)."""
        self.scene.show_point_names(on)

    def show_legend(self, on: bool) -> None:
        """View → Legend: what each colour and mark on the board means (the Legend button
        on the board's corner does the same)."""
        self.legend.set_expanded(on)

    def _undo_index(self, index: int) -> None:
        if self._applied is not None and index < self._applied[1]:
            self._apply_undone(self._applied[0])

    def _doc_changed(self, changes: Changes) -> None:
        if changes.map:
            self._map_changed()
        if changes.plan and self.controller.group is not None:
            if self.doc.board.find_group(self.controller.group) is None:
                self.controller.clear()
            else:
                self.controller.request()

    # -- figures ------------------------------------------------------------------------------
    def _new_figure(self, cell: Cell, template: dict[str, Any]) -> tuple[Figure, str | None]:
        """The figure a roster template would make on ``cell``, and why it may not stand
        there (None when it may)."""
        b = self.doc.board
        stem = "".join(ch for ch in template.get("name", "fig").lower() if ch.isalnum()) or "fig"
        fid = b.new_id(stem)
        base, n = template.get("name", "Figure"), int(fid[len(stem) :])
        while b.named(f"{base} {n}") is not None:  # no two figures of one name
            n += 1
        fig = dataclasses.replace(figure_from_template(template, fid, cell), name=f"{base} {n}")
        return fig, new_figure_problem(b, fig)

    def put_back_set_aside(self) -> bool:
        """Edit → Put back set-aside figures: each figure set aside when the board was opened
        goes on the free cell nearest to where its file put it, back in its groups (one
        undo step; undone, they are set aside again)."""
        aside = self.doc.still_aside()
        if not aside:
            return False

        def back(board: Board) -> Board:
            for a in aside:
                board = put_back(board, a)
            return board

        n_aside = len(aside)
        text = translate("main_window", "Put back %n set-aside figure(s)", "", n_aside)
        try:
            run_op(self.doc, board_op(back), text)
        except ValueError as exc:
            self.show_message(
                translate("main_window", "Cannot put the figures back: {exc}").format(exc=exc)
            )
            return False
        placed = [self.doc.board.figure(a.figure.id) for a in aside]
        self.show_message(
            translate("main_window", "Put back: {figures}; check where they stand").format(
                figures=", ".join(f"{f.label} {f.at!r}" for f in placed)
            )
        )
        self.select_figure(placed[0].id)
        return True

    def drop_problem(self, cell: Cell, template: dict[str, Any]) -> str | None:
        """While a roster entry is dragged over ``cell``: why it could not be dropped."""
        fig, problem = self._new_figure(cell, template)
        return (
            None
            if problem is None
            else translate("main_window", "Cannot put {name} on {cell!r}: {problem}").format(
                name=fig.name, cell=cell, problem=shown(problem)
            )
        )

    def drop_figure(self, cell: Cell, template: dict[str, Any]) -> None:
        """Put a new figure from a roster template on ``cell`` (one undo step)."""
        fig, problem = self._new_figure(cell, template)
        if problem is not None:
            self.show_message(
                translate("main_window", "Cannot put {name} on {cell!r}: {problem}").format(
                    name=fig.name, cell=cell, problem=shown(problem)
                )
            )
            return
        run_op(
            self.doc,
            add_figure(fig),
            translate("main_window", "Add {name} at {cell!r}").format(name=fig.name, cell=cell),
        )
        self.select_figure(fig.id)

    def _roster_pick(self, fid: str | None) -> None:
        """A figure picked in the roster: selected, and the board scrolls to it."""
        self.select_figure(fid)
        if fid is not None:
            self.bring_into_view([fid])

    def bring_into_view(self, fids: list[str]) -> None:
        """Scroll the board so the figures ``fids`` are on screen with a cell's margin
        (zoomed out just enough when they do not fit at this zoom); nothing moves when they
        are on screen already."""
        if not self.isVisible() or self.view.fit_on_resize:
            return  # the whole map is in view (fitted), or nothing is on screen yet
        items = [self.scene.figure_items[f] for f in fids if f in self.scene.figure_items]
        if not items:
            return
        rect = items[0].sceneBoundingRect()
        for item in items[1:]:
            rect = rect.united(item.sceneBoundingRect())
        unit = cell_unit(self.doc.layout)
        seen = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        wanted = rect.adjusted(-unit, -unit, unit, unit)
        if wanted.width() > seen.width() or wanted.height() > seen.height():
            # more than the screen shows at this zoom: zoom out just enough, never in
            scale = min(seen.width() / wanted.width(), seen.height() / wanted.height())
            self.view.set_zoom(self.view.zoom * scale)
            self.view.centerOn(wanted.center())
            return
        margin = int(unit * self.view.zoom)
        self.view.ensureVisible(rect, margin, margin)

    def center_on_selected(self) -> None:
        """Scroll the board to the selected figure."""
        item = self.scene.figure_items.get(self.scene.selected or "")
        if item is not None:
            self.view.centerOn(item)

    def delete_figure(self, fid: str | None = None) -> None:
        """Delete ``fid``, else every selected figure: one undo step."""
        fids = [fid] if fid else self.selected_ids
        fids = [f for f in fids if self.doc.board.find_figure(f) is not None]
        if not fids:
            return
        labels = [content_name(self.doc.board.figure(f).label) for f in fids]
        count = len(labels)
        text = (
            translate("main_window", "Delete {label}").format(label=labels[0])
            if count == 1
            else translate("main_window", "Delete %n figure(s)", "", count)
        )
        run_op(self.doc, remove_figures(fids), text)
        self.select_figure(None)

    def nudge(self, dx: int, dy: int) -> bool:
        """Arrow keys: the selected figure one cell over (one undo step), if it may stand
        there; the status bar says why not."""
        fid = self.scene.selected
        fig = self.doc.board.find_figure(fid)
        if fig is None:
            return False
        to = Cell(fig.at.x + dx, fig.at.y + dy)
        problem = placement_problem(self.doc.board, fig.id, to)
        if problem is not None:
            self.show_message(
                translate("main_window", "Cannot move {label} to {to!r}: {problem}").format(
                    label=content_name(fig.label), to=to, problem=shown(problem)
                )
            )
            return False
        run_op(
            self.doc,
            move_figures({fig.id: to}),
            translate("main_window", "Move {label} to {to!r}").format(
                label=content_name(fig.label), to=to
            ),
        )
        self.select_figure(fig.id)
        return True

    def context_menu(self, pos: QPointF) -> QMenu:
        """The right-click menu for what is under scene point ``pos``: a figure (edit,
        delete, duplicate, add to group, activate its group) or a cell (new figure here,
        new group from the selection)."""
        menu = QMenu(self)
        fid = self.scene.figure_at(pos)
        cell = self.scene.cell_at(pos)
        board = self.doc.board
        fig = board.find_figure(fid)
        if fig is not None:
            if fig.id not in self.scene.selection:
                self.select_figure(fig.id)
            menu.addAction(
                translate("main_window", "Edit {label}…").format(label=content_name(fig.label)),
                self._edit_selected,
            )
            menu.addAction(
                translate("main_window", "Duplicate"), lambda: self.duplicate_figure(fig.id)
            )
            n = len(self.selected_ids)
            menu.addAction(
                translate("main_window", "Delete {label}").format(label=content_name(fig.label))
                if n <= 1
                else translate("main_window", "Delete %n figure(s)", "", n),
                lambda: self.delete_figure(None if n > 1 else fig.id),
            )
            groups = menu.addMenu(translate("main_window", "Add to group"))
            for g in board.groups:
                groups.addAction(g.id, partial(self.add_selection_to_group, g.id))
            groups.addSeparator()
            groups.addAction(
                translate("main_window", "New group…"), lambda: self.new_group_from_selection()
            )
            if fig.group and board.find_group(fig.group) is not None:
                menu.addAction(
                    translate("main_window", "Activate group {group}").format(
                        group=group_name(board, fig.group)
                    ),
                    lambda: self.activate_group(str(fig.group), wait=False),
                )
        elif cell is not None:
            add = menu.addMenu(translate("main_window", "New figure on {cell!r}").format(cell=cell))
            for t in self.roster.templates():
                add.addAction(template_title(t), partial(self.drop_figure, cell, t))
            if self.selected_ids:
                menu.addAction(
                    translate("main_window", "New group from selection"),
                    lambda: self.new_group_from_selection(),
                )
        return menu

    def _context_menu(self, pos: QPointF, global_pos: QPoint) -> None:
        menu = self.context_menu(pos)
        if menu.actions():
            menu.popup(global_pos)

    def _edit_selected(self) -> None:
        self.docks["inspector"].show()
        self.docks["inspector"].raise_()
        self.inspector.name.setFocus()

    def duplicate_figure(self, fid: str | None = None) -> None:
        fid = fid or self.scene.selected
        src = self.doc.board.find_figure(fid)
        if src is None:
            return
        b = self.doc.board
        stem = src.id.rstrip("0123456789") or "fig"
        fig = dataclasses.replace(src, id=b.new_id(stem))
        grid = b.grid
        for cell in sorted(grid.cells(), key=lambda c: (grid.distance(c, src.at), c.y, c.x)):
            fig = dataclasses.replace(fig, at=cell)
            if new_figure_problem(b, fig) is None:
                break
        else:
            self.show_message(
                translate("main_window", "No free cell for a copy of {label}").format(
                    label=content_name(src.label)
                )
            )
            return
        if src.name:
            fig = dataclasses.replace(
                fig, name=f"{src.name.rstrip('0123456789 ')} {fig.id[len(stem) :]}".strip()
            )
        run_op(
            self.doc,
            add_figure(fig),
            translate("main_window", "Duplicate {label}").format(label=content_name(src.label)),
        )
        self.select_figure(fig.id)

    # -- plan ---------------------------------------------------------------------------------
    def activate_group(self, gid: str, wait: bool = True) -> Plan | None:
        """Show the plan of group ``gid``; with ``wait`` it is planned before this returns
        (and returned), else in the background (the **Activate group** button)."""
        self.groups.select_group(gid)
        if not self._game_tab_over_plan():  # a game's panel shows the plan its own way
            self.docks["plan"].raise_()
        self._applied = None
        group = self.doc.board.find_group(gid)
        if group is not None:  # the group the player is about to move, on screen
            self.bring_into_view(list(group.figures))
        self._room_for("plan")
        self.controller.activate(gid, wait=wait)
        return self.controller.plan

    def activate_current_group(self) -> None:
        g = self.groups.current_group
        if g is not None:
            self.activate_group(g.id, wait=False)

    def _planning(self) -> None:
        self.plan_label.setText(translate("main_window", "planning…"))

    def _show_plan(self, plan: Plan | None) -> None:
        self.plan_panel.set_plan(plan)
        self._redraw_plan()
        if plan is None:
            self.plan_label.setText("")
        else:
            self.plan_label.setText(
                translate("main_window", "planned in {last_ms:.0f} ms").format(
                    last_ms=self.controller.last_ms
                )
            )

    def _redraw_plan(self) -> None:
        plan = self.controller.plan
        if plan is None:
            self.scene.set_plan(None)
            return
        self.scene.set_plan(
            plan_drawing(plan, self.doc.board, self.doc.layout, self.plan_panel.selected_figure)
        )

    def _focus_plan_figure(self, fid: str | None) -> None:
        self._redraw_plan()
        if fid is not None:
            self.select_figure(fid)

    def apply_plan(self) -> None:
        """Carry out the plan as the board's rule set says (``RuleSet.apply``, pure: moves,
        destroyed figures off, and whatever else its plans change, e.g. Battlecrest's
        pushes, wounds and deck): one undoable step. The plan's attacks stay listed, with
        their targets marked, until the players clear them (they still have to roll)."""
        plan = self.controller.plan
        if plan is None:
            return
        rules = ruleset_for(self.doc.board)
        name = shown(plan.group_label)
        text = translate("main_window", "Apply the plan of {group}").format(group=name)
        try:
            run_op(self.doc, board_op(lambda b: rules.apply(b, plan), text), text)
        except (ValueError, KeyError, TypeError) as exc:
            self.show_message(
                translate("main_window", "Cannot apply the plan of {group}: {exc}").format(
                    group=name, exc=exc
                )
            )
            return
        self.controller.clear()
        self._applied = (plan, self.doc.undo_stack.index())
        left = self.plan_panel.set_applied(plan)
        n_left = len(left)
        self.scene.mark_targets({t for _fid, t in left})
        self.show_message(
            translate("main_window", "Applied the plan of {group}").format(group=name)
            + (translate("main_window", "; %n attack(s) to roll", "", n_left) if left else "")
        )

    def plan_link(self, link: str) -> None:
        """A choice made in the plan (a game's link, :func:`~tabletop_ai.ui.panels.
        register_link`): its handler acts on this window."""
        plan = self.controller.plan
        found = link_handler(link)
        if found is None or plan is None:
            return
        handler, value = found
        handler(self.ctx, plan, value)

    def _apply_undone(self, plan: Plan) -> None:
        """Apply was undone: the Plan panel no longer says "applied" nor marks its targets;
        the group's plan is shown again, made on the board as it is now."""
        self._applied = None
        self.scene.mark_targets(set())
        self.plan_panel.set_plan(None)
        if self.doc.board.find_group(plan.group) is not None:
            self.controller.activate(plan.group, wait=False)
        self.show_message(
            translate("main_window", "Undid the plan of {group}: planned again").format(
                group=shown(plan.group_label)
            )
        )

    def clear_plan(self) -> None:
        self._applied = None
        self.controller.clear()
        self.plan_panel.set_plan(None)
        self.scene.mark_targets(set())

    # -- tools --------------------------------------------------------------------------------
    def choose_tool(self, kind: str, arg: str) -> None:
        mode: Interaction
        if kind == "paint":
            mode = PaintTerrainMode(self, arg)
        elif kind == "edges":
            mode = EdgeMode(self, arg)
        elif kind == "points":
            mode = PlacePoint(self, arg, self.tools.point_side)
        else:
            mode = MoveFigure(self)
        self.view.set_mode(mode)
        self.show_message(
            translate("main_window", "Tool: {kind} {arg}").format(kind=kind, arg=arg).strip()
        )

    def preferences(self) -> None:
        dlg = PreferencesDialog(self)
        if dlg.exec():
            dlg.store()
            self.autosave_timer.setInterval(prefs.autosave_seconds() * 1000)

    def resize_map(self) -> None:
        dlg = ResizeDialog(self.doc.board, self)
        if not dlg.exec():
            return
        try:
            run_op(
                self.doc,
                resize_map(dlg.width_.value(), dlg.height_.value()),
                translate("main_window", "Resize map"),
            )
        except ValueError as exc:
            self.show_error(translate("main_window", "Cannot resize"), str(exc))

    def _hovered(self, cell: Cell | None) -> None:
        if cell is None:
            self.cell_label.setText("")
            return
        b = self.doc.board
        text = f"{cell!r} {translate('terrain', b.kind_at(cell))}"
        fig = b.figure_at(cell)
        if fig is not None:
            text += f" — {content_name(fig.label)}"
        for pt in points_at(b, cell):
            text += f" — {point_description(b, pt)}"
        self.cell_label.setText(text)


def _empty_board() -> Board:
    from tabletop_ai.ui.editor.map_dialogs import new_board

    return new_board(translate("main_window", "Untitled"), "square", 12, 10)


__all__ = ["MainWindow", "open_start_board"]
