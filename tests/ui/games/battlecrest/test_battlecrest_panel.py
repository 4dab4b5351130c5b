"""The Battlecrest panel: the Emperor's turn planned through the window, its order card and
numbered steps listed, a selected step drawn alone on the board, Apply = ``board_after`` as
one undo step."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument, QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QScrollArea, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from tabletop_ai import plan_group
from tabletop_ai.battlecrest.apply import board_after
from tabletop_ai.battlecrest.cards import OrderCard
from tabletop_ai.battlecrest.results import BattlecrestResult, Step
from tabletop_ai.battlecrest.rules import LOCATION
from tabletop_ai.board import load_board
from tabletop_ai.board.io import board_to_json
from tabletop_ai.engine.plan import Action
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.map_painter import MapPainter
from tabletop_ai.ui.editor.units import cell_unit, make_layout
from tabletop_ai.ui.games.battlecrest.drawing import step_drawing
from tabletop_ai.ui.games.battlecrest.panel import BattlecrestPanel, order_card_html
from tabletop_ai.ui.games.battlecrest.state import BattlefieldEditor
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.conftest import MAPS

DUEL = MAPS / "battlecrest-duel.board.json"


@pytest.fixture()
def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(load_board(DUEL), interactive=False, remember=False)
    qtbot.addWidget(w)
    return w


@pytest.fixture()
def panel(window: MainWindow, qtbot: QtBot) -> BattlecrestPanel:
    p = BattlecrestPanel(window.ctx)
    qtbot.addWidget(p)
    return p


def test_turn_planned_and_steps_listed(window: MainWindow, panel: BattlecrestPanel) -> None:
    assert panel.steps.count() == 0 and not panel.apply_btn.isEnabled()
    plan = panel.emperor_turn()
    assert plan is not None and plan.group == "emperor"
    expected = plan_group(window.doc.board, "emperor").to_json()["battlecrest"]
    # one list of the whole turn, in turn order, each line with phase, warrior and reason
    assert panel.steps.count() == len(expected["steps"]) == 8
    for i, step in enumerate(expected["steps"]):
        text = panel.steps.item(i).text()
        assert text.startswith(f"{step['n']}. {step['phase']}")
        assert step["reason"] in text
    # the sidekick's move is step 3, listed in turn order with the hero's steps
    # (the duel board's sidekick is the War Hound)
    assert " · War Hound · " in panel.steps.item(2).text()
    assert "Advance" in panel.card.text() and "Refresh 1" in panel.card.text()
    assert "movement → activation → refresh".lower() in panel.card.text().lower()
    assert panel.compass.direction == "N"
    assert panel.apply_btn.isEnabled()


def test_selecting_a_push_step_highlights_its_push_path(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    panel.emperor_turn()
    rows = [
        i for i in range(panel.steps.count()) if "push" in panel.steps.item(i).text().split("\n")[0]
    ]
    assert rows, "the sample turn pushes the enemy hero"
    panel.steps.setCurrentRow(rows[0])
    drawing = window.scene.drawing
    assert drawing is not None and len(drawing.figures) == 1
    fd = drawing.figures[0]
    # the push is drawn on the figure pushed, along details.push_path, ending on the hazard
    assert fd.figure == "mut"
    assert fd.path == [Cell(2, 3), Cell(1, 3), Cell(1, 4)]
    assert fd.end == Cell(1, 4)
    assert "push path [2,3] → [1,3] → [1,4]" in panel.detail.text()
    # a move step: its path and the possible destinations highlighted, the hero drawn
    panel.steps.setCurrentRow(1)
    fd = window.scene.drawing.figures[0]  # type: ignore[union-attr]
    assert fd.figure == "emp" and fd.end == Cell(1, 2)
    assert fd.path == [Cell(0, 0), Cell(1, 0), Cell(1, 1), Cell(1, 2)]
    assert Cell(2, 2) in fd.highlight
    # the attack marks its target
    attack = next(
        i
        for i in range(panel.steps.count())
        if "attack →" in panel.steps.item(i).text().split("\n")[0]
    )
    panel.steps.setCurrentRow(attack)
    assert window.scene.targets == {"mut"}


def test_apply_is_board_after_and_one_undo_step(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    before = board_to_json(window.doc.board)
    plan = panel.emperor_turn()
    assert plan is not None
    expected = board_to_json(board_after(window.doc.board, plan))
    depth = window.doc.undo_stack.count()
    assert panel.apply()
    assert window.doc.undo_stack.count() == depth + 1
    after = board_to_json(window.doc.board)
    assert after == expected
    # pushes and wounds are written, not just moves
    mut = window.doc.board.figure("mut")
    assert mut.at == Cell(1, 4) and mut.health < load_board(DUEL).figure("mut").health
    assert after["battlecrest"]["order_deck"]["current"] == "o1"
    window.doc.undo_stack.undo()
    assert board_to_json(window.doc.board) == before
    window.doc.undo_stack.redo()
    assert board_to_json(window.doc.board) == expected


def test_emperor_defends_plans_the_defense_group(panel: BattlecrestPanel) -> None:
    plan = panel.emperor_defends()
    assert plan is not None and plan.group == "emperor-defends"
    phases = [panel.steps.item(i).text().split(" · ")[0] for i in range(panel.steps.count())]
    assert phases and all(". " in p for p in phases)
    assert "defend" in " ".join(panel.steps.item(i).text() for i in range(panel.steps.count()))


def test_order_card_text_and_step_drawing_without_push() -> None:
    assert "No order card" in order_card_html(None)
    text = order_card_html(
        OrderCard(
            id="X",
            name="X",
            steps=("activation", "movement"),
            refresh=2,
            defense_modifier=-1,
            compass="W",
            unique_crest=True,
        )
    )
    assert "Activation → Movement" in text and "defense -1" in text
    assert "leftmost" in text and "unique crest" in text
    board = load_board(DUEL)
    d = step_drawing(
        Step(4, "emp", "advance", Action(type="activate", highlight=[])),
        board,
        make_layout(board.grid),
    )
    assert d.figures[0].path == [] and d.figures[0].end is None


def _badge_colour(at: Cell) -> QColor:
    board = load_board(DUEL)
    layout = make_layout(board.grid)
    painter_ = MapPainter(board, layout)
    _x, _y, w, h = layout.scene_rect()
    image = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
    p = QPainter(image)
    painter_.paint_cells(p, list(layout.grid.cells()))
    p.end()
    cx, cy = layout.cell_to_scene(at)
    s = cell_unit(layout)
    bx, by = cx - s * 0.27 + s * 0.09, cy - s * 0.27
    return image.pixelColor(int(bx), int(by))


def test_hazard_location_is_drawn_apart_from_plain_locations(qtbot: QtBot) -> None:
    hazard = _badge_colour(Cell(1, 4))  # "pit": "hazard": true
    plain = _badge_colour(Cell(2, 1))  # "shrine"
    # Battlecrest declares how a location looks: its own colour, another for a hazard
    assert hazard == QColor("#d35400") and plain == QColor(LOCATION.colour)
    assert hazard != plain


def test_the_dock_opens_for_battlecrest_boards(qtbot: QtBot) -> None:
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    w.show()
    assert w.open_path(MAPS / "outpost-raid.board.json")
    assert w.game_docks["battlecrest"].isHidden()
    assert w.open_path(DUEL)
    QApplication.processEvents()
    assert not w.game_docks["battlecrest"].isHidden()
    panel = w.game_docks["battlecrest"].panel
    assert panel is not None
    plan = panel.emperor_turn()
    assert plan is not None and panel.steps.count() == 8
    assert panel.apply()
    assert w.doc.board.figure("mut").at == Cell(1, 4)
    w.controller.shutdown()


def test_the_plan_panels_apply_writes_the_whole_turn(window: MainWindow) -> None:
    """Apply moves in the Plan dock must not apply a Battlecrest turn as moves only."""
    plan = window.activate_group("emperor")
    assert plan is not None
    expected = board_to_json(board_after(window.doc.board, plan))
    window.apply_plan()
    assert board_to_json(window.doc.board) == expected
    assert window.doc.board.figure("mut").at == Cell(1, 4)  # pushed, not just moved


def test_a_defense_step_does_not_ring_the_defender_as_a_target(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    panel.emperor_defends()
    last = panel.steps.count() - 1
    assert "defend" in panel.steps.item(last).text()
    panel.steps.setCurrentRow(last)
    assert window.scene.targets == set()


def test_defense_against_the_attack_chosen_in_the_panel(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    assert panel.defender.currentData() == "emp" and panel.attack.value() == 4
    assert [panel.defender.itemData(i) for i in range(panel.defender.count())] == ["emp", "hound"]
    depth = window.doc.undo_stack.count()
    plan = panel.emperor_defends()  # as in the file: no edit, no undo step
    assert plan is not None and window.doc.undo_stack.count() == depth
    panel.attack.setValue(9)
    plan = panel.emperor_defends()
    assert plan is not None and window.doc.undo_stack.count() == depth + 1
    ins = window.doc.board.group("emperor-defends").instructions[0]
    assert ins.data["attack"] == 9 and ins.data["target"] == "emp"
    defend = plan.to_json()["battlecrest"]["steps"][-1]
    assert defend["type"] == "defend" and "attack 9" in defend["reason"]
    window.doc.undo_stack.undo()
    assert window.doc.board.group("emperor-defends").instructions[0].data["attack"] == 4


def test_defense_adds_a_group_when_the_board_has_none(qtbot: QtBot) -> None:
    board = load_board(DUEL)
    board.groups = [g for g in board.groups if g.id != "emperor-defends"]
    w = MainWindow(board, interactive=False, remember=False)
    qtbot.addWidget(w)
    p = BattlecrestPanel(w.ctx)
    qtbot.addWidget(p)
    plan = p.emperor_defends(target="hound", attack=3)
    assert plan is not None and plan.group == "emperor-defends"
    g = w.doc.board.group("emperor-defends")
    assert g.figures == [] and g.instructions[0].data == {"target": "hound", "attack": 3}
    w.doc.undo_stack.undo()
    assert w.doc.board.find_group("emperor-defends") is None


def test_a_flipped_location_is_drawn_grey(qtbot: QtBot) -> None:
    board = load_board(DUEL)
    assert _badge_colour(Cell(2, 1)) == QColor(LOCATION.colour)
    board.points = [
        dataclasses.replace(p, active=False) if p.id == "shrine" else p for p in board.points
    ]
    layout = make_layout(board.grid)
    _x, _y, w, h = layout.scene_rect()
    image = QImage(int(w), int(h), QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    MapPainter(board, layout).paint_cells(painter, list(layout.grid.cells()))
    painter.end()
    cx, cy = layout.cell_to_scene(Cell(2, 1))
    s = cell_unit(layout)
    assert image.pixelColor(int(cx - s * 0.18), int(cy - s * 0.27)) == style.INACTIVE_POINT


def test_tokens_stand_where_the_turn_has_put_them_at_a_step(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    from tabletop_ai.ui.editor.figure_item import footprint_center
    from tabletop_ai.ui.games.battlecrest.drawing import positions_before

    plan = panel.emperor_turn()
    assert plan is not None
    assert isinstance(plan.result, BattlecrestResult)
    steps = plan.result.steps
    assert positions_before(steps, 0) == {}
    # before the push (step 7) the hero has moved to [1,2] and the sidekick to [1,1]
    assert positions_before(steps, 6) == {"emp": Cell(1, 2), "hound": Cell(1, 1)}
    assert positions_before(steps, 8) == {"emp": Cell(1, 2), "hound": Cell(1, 1), "mut": Cell(1, 4)}
    panel.steps.setCurrentRow(6)
    emp = window.scene.figure_items["emp"]
    b = window.doc.board
    assert emp.pos() == footprint_center(window.doc.layout, b.figure("emp"), Cell(1, 2))
    assert b.figure("emp").at == Cell(0, 0)  # drawn there only
    panel.steps.setCurrentRow(-1)
    assert emp.pos() == footprint_center(window.doc.layout, b.figure("emp"), Cell(0, 0))


def test_flipped_locations_are_named(window: MainWindow, panel: BattlecrestPanel) -> None:
    import copy

    plan = panel.emperor_turn()
    assert plan is not None
    assert "flipped" not in panel.title.text()
    other = copy.deepcopy(plan)
    other.result.flipped_locations = ["shrine"]  # type: ignore[union-attr]
    panel.set_plan(other)
    assert "Locations flipped this turn: shrine" in panel.title.text()


def test_a_new_plan_leaves_a_dragged_token_alone(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    """While a player figure is dragged the plan follows it; the panel hearing the new plan
    must not put the dragged token back on its cell."""
    from tabletop_ai.ui.editor.figure_item import footprint_center

    panel.emperor_turn()
    b = window.doc.board
    window.scene.show_figure_at("mut", Cell(4, 4))  # as a drag does
    panel.set_plan(window.controller.plan)
    assert window.scene.figure_items["mut"].pos() == footprint_center(
        window.doc.layout, b.figure("mut"), Cell(4, 4)
    )


def test_battlefield_editor_mirrors_the_table(
    window: MainWindow, panel: BattlecrestPanel, tmp_path: object
) -> None:
    # locations show bonuses and active state, click to flip, edit bonuses, hazard
    # and ability; the action row, the order deck (with the real reshuffle) and applied
    # crests — each one undo step; a click on a location on the map flips it too.
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QListWidgetItem

    from tabletop_ai.board.io import dumps_board, loads_board

    ed = panel.editor
    texts = [ed.locations.item(i).text() for i in range(ed.locations.count())]
    assert "Shrine [2,1]: move 1, defense 1 — active" in texts
    depth = window.doc.undo_stack.count()
    item: QListWidgetItem = ed.locations.item(
        texts.index("Shrine [2,1]: move 1, defense 1 — active")
    )
    item.setCheckState(Qt.CheckState.Unchecked)
    shrine = next(p for p in window.doc.board.points if p.id == "shrine")
    assert shrine.active is False and window.doc.undo_stack.count() == depth + 1
    # the map: a click on the flipped shrine turns it back
    x, y = window.doc.layout.cell_to_scene(Cell(2, 1))
    window.choose_tool("select", "")
    assert window.view.mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    assert next(p for p in window.doc.board.points if p.id == "shrine").active is True
    # edit the tower: a double range symbol, a hazard, a heal ability
    ed.locations.setCurrentRow(texts.index(next(t for t in texts if t.startswith("Tower"))))
    ed.bonus["range"].setValue(2)
    ed.hazard.setChecked(True)
    ed.ability.setCurrentIndex(ed.ability.findData("heal"))
    ed.ability_value.setValue(1)
    ed.loc_btn.click()
    tower = next(p for p in window.doc.board.points if p.id == "tower")
    assert tower.bonuses == {"attack": 2, "range": 2} and tower.extra["hazard"] is True
    assert tower.extra["ability"]["type"] == "heal"
    # action row and deck
    first = ed.row.item(0)
    ready = first.checkState() == Qt.CheckState.Checked
    first.setCheckState(Qt.CheckState.Unchecked if ready else Qt.CheckState.Checked)
    assert window.doc.board.extra["battlecrest"]["action_row"][0]["ready"] is (not ready)
    ed.reshuffle.setText(ed.draw.text())
    ed.deck_btn.click()
    ed.crests.setText("sword")
    ed.crest_btn.click()
    st = window.doc.board.extra["battlecrest"]
    assert st["applied_crests"] == ["sword"]
    assert st["order_deck"].get("reshuffle", []) == st["order_deck"]["draw"]
    # a bad value is refused and changes nothing
    before = window.doc.undo_stack.count()
    ed.draw.setText("no-such-card")
    ed.deck_btn.click()
    assert window.doc.undo_stack.count() == before
    # the window's board always reopens
    again = loads_board(dumps_board(window.doc.board), "x.board.json")
    assert board_to_json(again) == board_to_json(window.doc.board)


def test_your_defense_is_the_card_you_block_with(
    window: MainWindow, panel: BattlecrestPanel
) -> None:
    # "Defense uses the card the player blocks with (entered), not a fixed number".
    # Your hero blocks with a defense-4 card: the Emperor's attack of 2 + bonuses against it
    # is read with defense 4 (abilities.defense_used adds adjacent location bonuses).
    spin = panel.editor.defense["mut"]
    depth = window.doc.undo_stack.count()
    spin.setValue(4)
    spin.editingFinished.emit()
    assert window.doc.board.figure("mut").extra["defense"] == 4
    assert window.doc.undo_stack.count() == depth + 1
    plan = plan_group(window.doc.board, "emperor")
    hits = [
        a
        for fp in plan.figures
        for a in fp.actions
        if a.type == "attack" and a.target == "mut" and not a.skipped
    ]
    for a in hits:
        assert a.to_json()["defense"] >= 4


def test_the_inspector_offers_the_roles_as_one_undo_step_each(window: MainWindow) -> None:
    """Battlecrest declares a figure's role as a choice of hero or sidekick: the inspector
    offers both and writes the chosen one as one undo step."""
    window.select_figure("hound")
    box = window.inspector.game_widgets["role"]
    assert isinstance(box, QComboBox)
    assert [box.itemData(i) for i in range(box.count())] == ["", "hero", "sidekick"]
    assert box.currentData() == "sidekick"  # the duel board's War Hound
    box.setCurrentIndex(box.findData("hero"))
    box.activated.emit(box.currentIndex())
    assert window.doc.board.figure("hound").extra["role"] == "hero"
    window.doc.undo_stack.undo()
    assert window.doc.board.figure("hound").extra["role"] == "sidekick"
    assert window.inspector.game_widgets["role"] is box and box.currentData() == "sidekick"


def test_a_role_the_game_does_not_offer_is_shown_and_kept(qtbot: QtBot) -> None:
    board = load_board(DUEL)
    board.figure("emp").extra["role"] = "boss"  # written by hand in the file
    w = MainWindow(board, interactive=False, remember=False)
    qtbot.addWidget(w)
    w.select_figure("hound")  # the combo is filled for another figure first
    w.select_figure("emp")
    box = w.inspector.game_widgets["role"]
    assert isinstance(box, QComboBox)
    assert box.currentData() == "boss" and box.currentText() == "boss"
    defense = w.inspector.game_widgets["defense"]
    assert isinstance(defense, QSpinBox)
    defense.setValue(3)
    defense.editingFinished.emit()
    assert w.doc.board.figure("emp").extra == {"role": "boss", "defense": 3}


@pytest.mark.usefixtures("english_again")
def test_the_roles_are_named_in_ukrainian(window: MainWindow) -> None:
    prefs.settings().setValue("language", "uk")
    app = QApplication.instance()
    assert prefs.install_language(app) == "uk"
    window.select_figure("emp")  # filled again in the installed language
    window.select_figure("hound")
    box = window.inspector.game_widgets["role"]
    assert isinstance(box, QComboBox)
    assert [box.itemText(i) for i in range(box.count())] == ["", "герой", "помічник"]
    assert box.currentData() == "sidekick"


def _wheel(widget: QWidget, down: bool = True) -> None:
    """One notch of the mouse wheel over the middle of ``widget``."""
    at = QPointF(widget.width() / 2, widget.height() / 2)
    delta = QPoint(0, -120 if down else 120)
    event = QWheelEvent(
        at,
        widget.mapToGlobal(at),
        QPoint(),
        delta,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_dock_past_the_attack_choice(qtbot: QtBot) -> None:
    """The wheel over the "You attack" choice scrolls the dock; the choice changes with the
    wheel only once the player has clicked into it."""
    w = MainWindow(load_board(DUEL), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    dock = w.game_docks["battlecrest"]
    panel = dock.built_panel()
    panel.emperor_turn()  # the warriors to attack are listed
    assert panel.defender.count() >= 2
    area = dock.widget()
    assert isinstance(area, QScrollArea)
    area.setFixedHeight(200)  # a short dock: the panel scrolls
    QApplication.processEvents()
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    area.ensureWidgetVisible(panel.defender)
    QApplication.processEvents()
    index, attack, scrolled = panel.defender.currentIndex(), panel.attack.value(), bar.value()
    _wheel(panel.defender)
    _wheel(panel.attack)
    QApplication.processEvents()
    assert panel.defender.currentIndex() == index and panel.attack.value() == attack
    assert bar.value() != scrolled  # the dock scrolled instead
    panel.defender.setFocus()  # clicked into: now the wheel chooses
    QApplication.processEvents()
    assert panel.defender.hasFocus()
    _wheel(panel.defender)
    assert panel.defender.currentIndex() == index + 1
    w.controller.shutdown()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("language", "flip", "edit", "row"),
    [
        (
            "en",
            "Flip location Shrine",
            "Edit location Tower",
            "Shrine [2,1]: move 1, defense 1 — active",
        ),
        (
            "uk",
            "Перевернути локацію Святилище",
            "Змінити локацію Вежа",
            "Святилище [2,1]: переміщення 1, оборона 1 — активна",
        ),
    ],
)
def test_location_edits_are_undone_by_the_locations_name(
    window: MainWindow, panel: BattlecrestPanel, language: str, flip: str, edit: str, row: str
) -> None:
    """The undo list (Edit menu) names a location edit by what a player calls it, its
    name in the player's language, as the map's labels do: ticked in the list or clicked
    on the map, and edited; the editor's list of locations says the same name, bonuses
    and state in that language."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    ed = panel.editor
    ed.refresh()  # filled again in the installed language
    assert ed.locations.item(0).text() == row
    ids = [ed.locations.item(i).data(Qt.ItemDataRole.UserRole) for i in range(ed.locations.count())]
    stack = window.doc.undo_stack
    ed.locations.item(ids.index("shrine")).setCheckState(Qt.CheckState.Unchecked)
    assert stack.undoText() == flip
    stack.undo()
    x, y = window.doc.layout.cell_to_scene(Cell(2, 1))  # the shrine on the map
    window.choose_tool("select", "")
    assert window.view.mode.press(QPointF(x, y), Qt.MouseButton.LeftButton)
    assert stack.undoText() == flip
    ed.locations.setCurrentRow(ids.index("tower"))
    ed.hazard.setChecked(True)
    ed.loc_btn.click()
    assert stack.undoText() == edit


def _shown(label: QLabel) -> str:
    """A label's text as the player reads it: rich text as drawn, else the text itself
    (an escaped ``&#x27;`` in a label Qt reads as plain text is shown as written)."""
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.PlainText or (
        fmt == Qt.TextFormat.AutoText and not QtGui.Qt.mightBeRichText(label.text())
    ):
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText().replace("\n", " ")


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("language", "title", "row", "cards"),
    [
        (
            "en",
            "Steps of group Emperor's turn (8)",
            "Action row: Heavy Blow, Charge, War Cry (exhausted), Shield Wall",
            ["Heavy Blow", "Charge", "War Cry", "Shield Wall"],
        ),
        (
            "uk",
            "Кроки групи Хід Імператора (8)",
            "Карти дій: Важкий удар, Атака з розгону, Бойовий клич (виснажена), Стіна щитів",
            ["Важкий удар", "Атака з розгону", "Бойовий клич", "Стіна щитів"],
        ),
    ],
)
def test_the_turns_group_and_action_cards_are_named(
    window: MainWindow,
    panel: BattlecrestPanel,
    language: str,
    title: str,
    row: str,
    cards: list[str],
) -> None:
    """The steps' heading names the group as the Groups panel does (its name, in the
    player's language) and the action row names each card as its solo card does; the ids
    (``emperor``, ``w1``…) stay in the file and in the editor's tooltips."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    panel.emperor_turn()
    heading, state = _shown(panel.title), _shown(panel.state)
    assert heading.startswith(title), heading
    assert row in state, state
    ed = panel.editor
    ed.refresh()  # filled again in the installed language
    assert [ed.row.item(i).text() for i in range(ed.row.count())] == cards
    assert [ed.row.item(i).toolTip() for i in range(ed.row.count())] == ["w1", "w2", "w3", "w4"]


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("language", "kinds", "tower"),
    [
        (
            "en",
            ["no ability", "attack", "push", "move", "heal", "location ability"],
            "Tower [4,1]: attack 2 (double); ability heal 1 — active",
        ),
        (
            "uk",
            ["без властивості", "атака", "поштовх", "рух", "лікування", "властивість локації"],
            "Вежа [4,1]: атака 2 (подвійний); властивість лікування 1 — активна",
        ),
    ],
)
def test_location_abilities_are_named_not_their_ids(
    window: MainWindow, panel: BattlecrestPanel, language: str, kinds: list[str], tower: str
) -> None:
    """The editor offers a location's ability types in the player's words (the file's id
    stays the choice's data), and the list of locations names the ability so."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    ed = panel.editor
    box = BattlefieldEditor(window.doc, window.show_error, window.show_message).ability
    assert [box.itemText(i) for i in range(box.count())] == kinds
    assert [box.itemData(i) for i in range(box.count())] == [
        None,
        "attack",
        "push",
        "move",
        "heal",
        "location",
    ]
    ids = [ed.locations.item(i).data(Qt.ItemDataRole.UserRole) for i in range(ed.locations.count())]
    ed.locations.setCurrentRow(ids.index("tower"))
    ed.ability.setCurrentIndex(ed.ability.findData("heal"))
    ed.ability_value.setValue(1)
    ed.loc_btn.click()
    ed.refresh()
    assert ed.locations.item(ids.index("tower")).text() == tower


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("language", "lines"),
    [
        ("en", ["Emperor's turn", "Emperor's defense"]),
        ("uk", ["Хід Імператора", "Оборона Імператора"]),
    ],
)
def test_the_groups_list_names_the_emperors_instructions_as_the_rules_do(
    window: MainWindow, language: str, lines: list[str]
) -> None:
    """The Groups list says each of the Emperor's instructions as the solo rules' headings
    and the instruction editor's types do ("Emperor's turn", "Emperor's defense"), not
    its id in other words."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    panel = window.groups
    panel.refresh()  # filled again in the installed language
    for gid, line in zip(("emperor", "emperor-defends"), lines, strict=True):
        panel.select_group(gid)
        text = panel.instructions.item(0).text()
        assert text == line or text.startswith(f"{line} "), text


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_battlefield_editor_fits_the_dock_at_1280x800(qtbot: QtBot, language: str) -> None:
    """Opened in the Battlecrest dock of a 1280×800 window, the battlefield editor is no
    wider than the dock: the dock never scrolls (or clips) sideways, in either language."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    w = MainWindow(load_board(DUEL), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    dock = w.game_docks["battlecrest"]
    dock.raise_()
    panel = dock.built_panel()
    panel.edit_btn.setChecked(True)
    QApplication.processEvents()
    area = dock.widget()
    assert isinstance(area, QScrollArea)
    assert panel.editor.isVisible()
    assert panel.minimumSizeHint().width() <= area.viewport().width(), (
        panel.minimumSizeHint().width(),
        area.viewport().width(),
    )
    assert area.horizontalScrollBar().maximum() == 0
    w.controller.shutdown()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_locations_and_action_row_are_shown_whole(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    """In the Battlecrest dock, each location's line (its bonuses, hazard, ability, active)
    wraps within the list rather than running past its edge behind a sideways scroll bar,
    and the locations and the action row are as tall as their lines: every line whole
    without scrolling, in either language, at 1280×800 and 1920×1080."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    w = MainWindow(load_board(DUEL), interactive=False, remember=False)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    dock = w.game_docks["battlecrest"]
    dock.raise_()
    panel = dock.built_panel()
    panel.edit_btn.setChecked(True)
    QApplication.processEvents()
    wrapped = 0
    for box in (panel.editor.locations, panel.editor.row):
        view = box.viewport()
        assert box.horizontalScrollBar().maximum() == 0
        assert box.verticalScrollBar().maximum() == 0  # nothing scrolled out of view
        assert box.count() >= 4
        for i in range(box.count()):
            rect = box.visualItemRect(box.item(i))
            assert view.rect().contains(rect), (box.item(i).text(), rect, view.rect())
            # a line longer than the list is wide takes more than one line's height
            fm = box.fontMetrics()
            if fm.horizontalAdvance(box.item(i).text()) > rect.width():
                wrapped += 1
                assert rect.height() >= 2 * fm.height(), box.item(i).text()
    if language == "uk":
        assert wrapped > 0  # the Ukrainian lines are longer than the dock is wide
    w.controller.shutdown()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("language", "draw", "typed", "crests"),
    [
        (
            "en",
            "Advance, Strike First, Regroup, Banner, Flank, Hold",
            "shield, Sword",
            "shield, sword",
        ),
        (
            "uk",
            "Наступ, Удар першим, Перегрупування, Прапор, Фланг, Оборона позиції",
            "щит, МЕЧ",
            "щит, меч",
        ),
    ],
)
def test_the_deck_and_crests_are_written_by_their_names(
    window: MainWindow,
    panel: BattlecrestPanel,
    language: str,
    draw: str,
    typed: str,
    crests: str,
) -> None:
    """The order deck's fields and the applied crests say the cards' and crests' names
    (the game's data, in the player's language), not the ids the file writes; names typed
    (any case) are written to the file as those ids, and an id typed is still taken."""
    if language != "en":
        prefs.settings().setValue("language", language)
        assert prefs.install_language(QApplication.instance()) == language
    ed = panel.editor
    ed.refresh()  # filled again in the installed language
    assert ed.draw.text() == draw
    names = draw.split(", ")
    offered = [ed.current.itemText(i) for i in range(1, ed.current.count())]
    assert offered == names
    ed.draw.setText(f"{names[2]}, o4")
    ed.discard.setText(names[1].upper())
    ed.current.setCurrentIndex(ed.current.findText(names[0]))
    ed.deck_btn.click()
    deck = window.doc.board.extra["battlecrest"]["order_deck"]
    assert (deck["draw"], deck["current"], deck["discard"]) == (["o3", "o4"], "o1", ["o2"])
    assert ed.draw.text() == f"{names[2]}, {names[3]}"
    ed.crests.setText(typed)
    ed.crest_btn.click()
    assert window.doc.board.extra["battlecrest"]["applied_crests"] == ["shield", "sword"]
    assert ed.crests.text() == crests
