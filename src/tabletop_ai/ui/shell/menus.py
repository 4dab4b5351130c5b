"""Menus and shortcuts. Standard actions use ``QKeySequence.StandardKey`` so each platform
gets its own conventions (Cmd+S on macOS, Ctrl+S elsewhere; Ctrl+Y or Ctrl+Shift+Z for redo)."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QDockWidget, QMenu, QMenuBar, QToolBar, QWidget

from tabletop_ai.ui.capture.camera_window import open_camera
from tabletop_ai.ui.capture.import_actions import add_file_actions
from tabletop_ai.ui.capture.photo_actions import add_photo_actions
from tabletop_ai.ui.editor.board_view import BoardView
from tabletop_ai.ui.editor.context import BoardContext
from tabletop_ai.ui.editor.document import Document
from tabletop_ai.ui.editor.legend import Legend
from tabletop_ai.ui.editor.tools_panel import ToolsPanel
from tabletop_ai.ui.panels import file_actions
from tabletop_ai.ui.plan.panel import PlanPanel
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.about import show_about
from tabletop_ai.ui.shell.undo_words import name_undo_actions
from tabletop_ai.ui.texts import translate

Std = QKeySequence.StandardKey


class MenuWindow(Protocol):
    """What the menus call: the board window's parts and commands."""

    ctx: BoardContext
    doc: Document
    view: BoardView
    legend: Legend
    tools: ToolsPanel
    plan_panel: PlanPanel
    docks: dict[str, QDockWidget]
    remember: bool

    @property
    def tools_bar(self) -> QToolBar: ...

    @property
    def dialog_parent(self) -> QWidget: ...

    def menuBar(self) -> QMenuBar: ...

    def new_game(self, path: str | Path | None = None) -> bool: ...

    def new_map(self) -> None: ...

    def open_dialog(self) -> None: ...

    def open_recent(self, path: str) -> None: ...

    def save(self) -> bool: ...

    def save_as(self, path: str | Path | None = None) -> bool: ...

    def close(self) -> bool: ...

    def preferences(self) -> None: ...

    def delete_figure(self, fid: str | None = None) -> None: ...

    def duplicate_figure(self, fid: str | None = None) -> None: ...

    def new_group_from_selection(self, gid: str | None = None) -> bool: ...

    def put_back_set_aside(self) -> bool: ...

    def show_coordinates(self, on: bool) -> None: ...
    def show_point_names(self, on: bool) -> None: ...

    def show_legend(self, on: bool) -> None: ...

    def resize_map(self) -> None: ...

    def activate_current_group(self) -> None: ...

    def apply_plan(self) -> None: ...

    def clear_plan(self) -> None: ...


class Menus(QObject):
    """The window's actions; keeps undo/redo bound to the current document's stack."""

    def __init__(self, w: MenuWindow) -> None:
        mb = w.menuBar()
        super().__init__(mb)
        self.w = w
        file = mb.addMenu(translate("menus", "&File"))
        self.new_game = self._act(
            file, translate("menus", "New &game…"), lambda: w.new_game(), Std.New
        )
        self.new = self._act(file, translate("menus", "&New map…"), w.new_map, "Ctrl+Shift+N")
        self.open = self._act(file, translate("menus", "&Open…"), w.open_dialog, Std.Open)
        self.recent = QMenu(translate("menus", "Open &Recent"), mb)
        file.addMenu(self.recent)
        file.addSeparator()
        self.save = self._act(file, translate("menus", "&Save"), w.save, Std.Save)
        self.save_as = self._act(
            file, translate("menus", "Save &As…"), lambda: w.save_as(), Std.SaveAs
        )
        file.addSeparator()
        self.map_files = add_file_actions(w.ctx, file)  # picture, import, export
        # place figures from a photo or the camera
        self.photo = add_photo_actions(w.ctx, file, open_camera)
        # the games' own entries (importing another app's data ...)
        self.game_files = [
            self._act(file, translate(a.context, a.text), lambda _on=False, a=a: a.run(w.ctx))
            for a in file_actions()
        ]
        file.addSeparator()
        self.quit = self._act(file, translate("menus", "&Quit"), w.close, Std.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)

        edit = mb.addMenu(translate("menus", "&Edit"))
        self.undo = QAction(translate("menus", "&Undo"), mb)
        self.undo.setShortcuts(QKeySequence.keyBindings(Std.Undo))
        self.redo = QAction(translate("menus", "&Redo"), mb)
        self.redo.setShortcuts(QKeySequence.keyBindings(Std.Redo))
        edit.addAction(self.undo)
        edit.addAction(self.redo)
        self.undo.triggered.connect(lambda: w.doc.undo_stack.undo())
        self.redo.triggered.connect(lambda: w.doc.undo_stack.redo())
        edit.addSeparator()
        self.delete = self._act(
            edit, translate("menus", "&Delete figure"), lambda: w.delete_figure(), Std.Delete
        )
        self.duplicate = self._act(
            edit, translate("menus", "D&uplicate figure"), lambda: w.duplicate_figure(), "Ctrl+D"
        )
        self.group_new = self._act(
            edit,
            translate("menus", "New &group from selection"),
            lambda: w.new_group_from_selection(),
            "Ctrl+G",
        )
        self.put_back = self._act(
            edit,
            translate("menus", "Put &back set-aside figures"),
            lambda: w.put_back_set_aside(),
        )

        edit.addSeparator()
        prefs_action = self._act(
            edit, translate("menus", "&Preferences…"), w.preferences, Std.Preferences
        )
        prefs_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        view = mb.addMenu(translate("menus", "&View"))
        self._act(view, translate("menus", "Zoom &in"), lambda: w.view.zoom_by(1.25), Std.ZoomIn)
        self._act(view, translate("menus", "Zoom &out"), lambda: w.view.zoom_by(0.8), Std.ZoomOut)
        self.fit = self._act(view, translate("menus", "&Fit to window"), w.view.fit, "F")
        self.fit.setShortcuts([QKeySequence("F"), QKeySequence("Ctrl+0")])
        self._act(view, translate("menus", "&Actual size"), lambda: w.view.set_zoom(1.0), "Ctrl+1")
        self.coordinates = self._act(
            view, translate("menus", "&Coordinates"), w.show_coordinates, "C"
        )
        self.point_names = self._act(
            view, translate("menus", "&Point names"), w.show_point_names, "N"
        )
        self.legend = self._act(view, translate("menus", "&Legend"), w.show_legend, "L")
        for a in (self.coordinates, self.point_names, self.legend):
            a.setCheckable(True)
        self.coordinates.setChecked(True)
        self.point_names.setChecked(True)
        w.legend.button.toggled.connect(self.legend.setChecked)
        view.addSeparator()
        for dock in w.docks.values():
            view.addAction(dock.toggleViewAction())
        view.addAction(w.tools_bar.toggleViewAction())

        board = mb.addMenu(translate("menus", "&Map"))
        self._act(
            board, translate("menus", "&Move figures"), lambda: w.tools.choose("select"), "Esc"
        )
        self._act(
            board,
            translate("menus", "Paint &blocking"),
            lambda: w.tools.choose("paint", "blocking"),
            "B",
        )
        self._act(
            board,
            translate("menus", "Paint &difficult"),
            lambda: w.tools.choose("paint", "difficult"),
            "D",
        )
        self._act(
            board, translate("menus", "Paint o&pen"), lambda: w.tools.choose("paint", "open"), "O"
        )
        self._act(board, translate("menus", "&Walls"), lambda: w.tools.choose("edges", "wall"), "W")
        self._act(
            board, translate("menus", "D&oors"), lambda: w.tools.choose("edges", "door-closed"), "R"
        )
        board.addSeparator()
        self._act(board, translate("menus", "&Resize map…"), w.resize_map)

        plan = mb.addMenu(translate("menus", "&Plan"))
        self.activate = self._act(
            plan, translate("menus", "&Activate group"), w.activate_current_group, "Ctrl+Return"
        )
        self._act(plan, translate("menus", "&Next figure"), lambda: w.plan_panel.step(+1), "Ctrl+]")
        self._act(
            plan, translate("menus", "&Previous figure"), lambda: w.plan_panel.step(-1), "Ctrl+["
        )
        self._act(plan, translate("menus", "A&pply moves"), w.apply_plan, "Ctrl+Shift+Return")
        self._act(plan, translate("menus", "&Clear plan"), w.clear_plan, "Ctrl+Backspace")

        help_ = mb.addMenu(translate("menus", "&Help"))
        about = self._act(
            help_, translate("menus", "&About Tabletop AI"), lambda: show_about(w.dialog_parent)
        )
        about.setMenuRole(QAction.MenuRole.AboutRole)
        self.refresh_recent()

    def _act(
        self,
        menu: QMenu,
        title: str,
        slot: object,
        key: QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        a = QAction(title, self.parent())
        if isinstance(key, QKeySequence.StandardKey):
            a.setShortcuts(QKeySequence.keyBindings(key))
        elif key:
            a.setShortcut(QKeySequence(key))
        a.triggered.connect(slot)
        menu.addAction(a)
        return a

    def bind_undo(self, stack: QUndoStack) -> None:
        """Enable undo/redo and name the step they would undo, for the current document."""
        old = getattr(self, "_stack", None)
        if old is not None and old is not stack:
            old.indexChanged.disconnect(self.update_undo)
            old.cleanChanged.disconnect(self.update_undo)
        self._stack = stack
        stack.indexChanged.connect(self.update_undo)
        stack.cleanChanged.connect(self.update_undo)
        self.update_undo()

    def update_undo(self, *_args: object) -> None:
        stack = self._stack
        self.put_back.setEnabled(bool(self.w.doc.still_aside()))
        name_undo_actions(self.undo, self.redo, stack)

    def refresh_recent(self) -> None:
        self.recent.clear()
        files = prefs.recent_files() if self.w.remember else []
        for path in files:
            a = self.recent.addAction(Path(path).name)
            a.setToolTip(path)
            a.triggered.connect(lambda _c=False, p=path: self.w.open_recent(p))
        self.recent.setEnabled(bool(files))


def build_menus(w: MenuWindow) -> Menus:
    return Menus(w)
