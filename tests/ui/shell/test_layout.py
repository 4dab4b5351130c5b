"""The default layout: at 1280×800 the figure list, the inspector, the
group's instructions with their editor, Activate and the plan are all in view, none cut off
by its dock; the map tools are a toolbar, not a tab behind the inspector."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from tabletop_ai.resources import bundled_map
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow


def shown_part(w: QWidget, window: QWidget) -> QRect:
    """The part of ``w`` (in window coordinates) that its ancestors do not clip away."""
    rect = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
    p = w.parentWidget()
    while p is not None and p is not window:
        rect = rect.intersected(QRect(p.mapTo(window, QPoint(0, 0)), p.size()))
        p = p.parentWidget()
    return rect.intersected(window.rect())


def assert_in_view(w: QWidget, window: QWidget, what: str) -> None:
    assert w.isVisible(), f"{what} is hidden"
    full = QRect(w.mapTo(window, QPoint(0, 0)), w.size())
    assert shown_part(w, window) == full, f"{what} is cut off: {shown_part(w, window)} of {full}"


def test_everything_a_player_needs_is_in_view_at_1280x800(window: MainWindow) -> None:
    assert (window.width(), window.height()) == (1280, 800)
    window.default_layout()
    QApplication.processEvents()
    g = window.groups
    window.groups.instructions.setCurrentRow(0)
    QApplication.processEvents()
    parts = {
        "figure list": window.roster.figures,
        "palette": window.roster.palette_list,
        "group list": g.groups,
        "Activate group": g.activate_button,
        "instruction list": g.instructions,
        "instruction type": g.editor.type_box,
        "instruction MP": g.editor.mp_box,
        "instruction target": g.editor.target_box,
        "instruction's other parameters": g.editor.params_button,
        "plan title": window.plan_panel.title,
        "map tools": window.tools_bar,
    }
    for name in (
        "name",
        "side",
        "group",
        "speed",
        "health",
        "max_health",
        "attack",
        "accuracy",
        "color",
        "keywords",
    ):
        parts[f"inspector {name}"] = getattr(window.inspector, name)
    for what, w in parts.items():
        assert_in_view(w, window, what)
    # a list that shows a handful of rows, not a sliver
    assert window.roster.figures.height() >= 90
    assert g.instructions.height() >= 60
    # the plan, once there is one, gets a readable box with Apply in view
    window.activate_group("troopers")
    QApplication.processEvents()
    assert_in_view(window.plan_panel.text, window, "plan text")
    assert_in_view(window.plan_panel.apply_button, window, "Apply")
    assert window.plan_panel.text.height() >= 150
    # the board keeps most of the width
    assert window.view.width() >= 560


def test_plan_panel_is_one_line_before_a_plan(window: MainWindow) -> None:
    window.clear_plan()
    QApplication.processEvents()
    assert not window.plan_panel.text.isVisible()
    assert not window.plan_panel.apply_button.isVisible()
    assert "Activate group" in window.plan_panel.title.text()


def test_editor_shows_the_declared_parameters_of_the_type(window: MainWindow) -> None:
    g = window.groups
    g.instructions.setCurrentRow(1)  # outpost-raid troopers: "attack → Soldier"
    QApplication.processEvents()
    ed = g.editor
    assert ed.type_box.currentText() == "Attack"
    # an attack has a named target but no MP, distance or point (spec 8)
    assert ed.target_box.isVisible()
    assert not ed.mp_box.isVisible() and not ed.point_box.isVisible()
    g.instructions.setCurrentRow(0)  # move to attack (4 MP)
    QApplication.processEvents()
    assert ed.mp_box.isVisible() and ed.target_box.isVisible()


def test_map_tools_are_a_toolbar(window: MainWindow) -> None:
    assert window.tools_bar.isVisible()
    assert "tools" not in window.docks
    window.tools.choose("paint", "blocking")
    assert window.tools.buttons[("paint", "blocking")].isChecked()


def test_a_target_of_the_groups_own_side_is_named_not_missing(window: MainWindow) -> None:
    from tests.conftest import MAPS

    assert window.open_path(MAPS / "battlecrest-duel.board.json")
    window.groups.select_group("emperor-defends")
    window.groups.instructions.setCurrentRow(0)
    QApplication.processEvents()
    # the defense names the Emperor's own hero ("emp", Iron Warlord), on the AI side
    box = window.groups.editor.target_box
    assert box.currentText() == "Iron Warlord" and box.currentData() == "emp"


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_inspector_choices_are_not_cut_off_in_ukrainian(
    qtbot: object, size: tuple[int, int]
) -> None:
    """Ukrainian names are longer ("впритул", "помічник"): each of the inspector's choice
    boxes is wide enough for the entry it shows, and the dock does not clip it."""
    app = QApplication.instance()
    assert prefs.install_language(app, "uk") == "uk"
    battlecrest = bundled_map("battlecrest-duel.board.json")
    assert battlecrest is not None
    window = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        assert window.open_path(battlecrest)
        window.resize(*size)
        window.show()
        window.default_layout()
        QApplication.processEvents()
        for row in range(window.roster.figures.count()):
            window.roster.figures.setCurrentRow(row)
            QApplication.processEvents()
            boxes = [c for c in window.inspector.findChildren(QComboBox) if c.isVisible()]
            assert len(boxes) >= 4  # side, group, attack, colour (and the game's role)
            for box in boxes:
                what = f"row {row}: {box.currentText()!r}"
                assert _shown_whole(box), f"{what} is cut short"
                assert_in_view(box, window, what)
    finally:
        window.controller.shutdown()


def _shown_whole(box: QComboBox) -> bool:
    """Whether ``box`` shows its current entry whole: the entry fits the text field the
    style leaves inside the frame and arrow (else it is drawn elided, "вприту…")."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, box
    )
    text = box.currentText()
    return box.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, field.width()) == text


def test_the_groups_editor_is_whole_at_1920x1080(window: MainWindow) -> None:
    """A larger window gives Groups the height its editor needs, not a share of the
    height: its last row is not under the Plan dock."""
    window.resize(1920, 1080)
    QApplication.processEvents()
    window.default_layout()
    window.groups.select_group("troopers")
    window.groups.instructions.setCurrentRow(0)
    QApplication.processEvents()
    assert_in_view(window.groups.editor.params_button, window, "instruction's other parameters")
    window.groups.editor.params_button.setChecked(True)  # the form opened: its last field too
    last = list(window.groups.editor.params_form.fields.values())[-1]
    for _ in range(5):  # the form's new rows, then the docks' new heights
        QApplication.processEvents()
    assert_in_view(last, window, "the last parameter field")


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "uk"])
def test_groups_is_whole_over_a_games_panel_at_1280x800(qtbot: object, language: str) -> None:
    """A board whose game brings its own panel (the Automated Emperor's, tabbed behind
    Groups) opens at 1280×800 with the Groups tab shown: the chosen instruction's editor is
    whole, not scrolled under the dock's tab bar, and the Plan dock below keeps its line —
    no room is taken from Groups for a panel or a plan that is not shown."""
    app = QApplication.instance()
    assert prefs.install_language(app, language) == language
    landing = bundled_map("ae-landing-zone.board.json")
    assert landing is not None
    window = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        assert window.open_path(landing)
        window.resize(1280, 800)
        window.show()
        for _ in range(5):  # the game's dock tabbed, then the docks' heights
            QApplication.processEvents()
        g = window.groups
        assert not window.docks["groups"].visibleRegion().isEmpty()  # Groups is the tab shown
        assert g.instructions.currentRow() == 0
        parts = {
            "instruction type": g.editor.type_box,
            "instruction MP": g.editor.mp_box,
            "instruction target": g.editor.target_box,
            "instruction's other parameters": g.editor.params_button,
            "plan title": window.plan_panel.title,
        }
        for what, w in parts.items():
            assert_in_view(w, window, what)
        area = window.docks["groups"].widget()
        assert isinstance(area, QScrollArea)
        assert area.verticalScrollBar().maximum() == 0  # the panel fits: nothing to scroll
    finally:
        window.controller.shutdown()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_taller_window_gives_its_height_to_the_panel_under_groups(
    qtbot: object, language: str
) -> None:
    """Made taller (1280×800 to 1920×1080) with a game's panel shown in the Plan dock's place
    (Battlecrest's), the window keeps Groups at the height its editor needs, not a share
    of the new height left empty under it: the panel below takes it and shows whole."""
    app = QApplication.instance()
    assert prefs.install_language(app, language) == language
    duel = bundled_map("battlecrest-duel.board.json")
    assert duel is not None
    window = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    try:
        assert window.open_path(duel)
        window.resize(1280, 800)
        window.show()
        for _ in range(5):
            QApplication.processEvents()
        dock = window.game_docks["battlecrest"]
        dock.raise_()
        QApplication.processEvents()
        groups = window.docks["groups"]
        before, groups_before = dock.height(), groups.height()
        window.resize(1920, 1080)
        for _ in range(5):  # the new size, then the docks' new heights
            QApplication.processEvents()
        assert not groups.visibleRegion().isEmpty() and not dock.visibleRegion().isEmpty()
        assert groups.height() <= groups_before, (groups_before, groups.height())
        area = dock.widget()
        assert isinstance(area, QScrollArea)
        assert dock.height() - before >= 1080 - 800  # all the new height
        assert area.verticalScrollBar().maximum() == 0  # the panel is whole
    finally:
        window.controller.shutdown()
