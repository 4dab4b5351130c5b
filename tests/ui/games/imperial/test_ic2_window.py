"""File → Import Imperial Commander 2 data… and the "New group" dialog offering the imported
groups, in the window; screenshots of both (``build/screenshots/ic2-*.png``) in English and
Ukrainian at 1280×800 and 1920×1080, for people to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from tabletop_ai.imperial.fields import IC_LISTS
from tabletop_ai.imperial.ic2 import load_ic2, save_import
from tabletop_ai.ui.editor.new_group_dialog import NewGroupDialog
from tabletop_ai.ui.games.imperial.ic2_import import FOLDER_KEY, LANGUAGE_KEY, IC2ImportDialog
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.imperial.ic2_files import write_ic2
from tests.ui.conftest import DEMO, SHOTS

pytestmark = pytest.mark.usefixtures("english_again")


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_AI_DATA", str(tmp_path / "data"))
    return tmp_path / "data"


def test_the_file_menu_has_the_import(window: MainWindow) -> None:
    texts = [a.text() for a in window.actions_.game_files]
    assert texts == ["Import Imperial Commander 2 data…"]


def test_import_reads_shows_and_keeps(
    window: MainWindow, tmp_path: Path, data_folder: Path
) -> None:
    folder = write_ic2(tmp_path / "Resources")
    dialog = IC2ImportDialog(window)
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.set_source(str(folder))
    assert [dialog.language.itemData(i) for i in range(dialog.language.count())] == ["de", "en"]
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    assert "4 groups (deployment groups: 3, villains: 1)" in dialog.summary.text()
    assert dialog.groups.count() == 4
    assert "Sturmtruppler (Elite)" in dialog.groups.item(1).text()
    assert "elite · 3 figures · health 5 · speed 4 · 1×1" in dialog.groups.item(1).text()
    dialog.import_now()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert (data_folder / "imperial" / "ic2.json").is_file()
    s = prefs.settings()
    assert (s.value(FOLDER_KEY), s.value(LANGUAGE_KEY)) == (str(folder), "de")
    # next time the folder and language are there already
    again = IC2ImportDialog(window)
    assert again.path.text() == str(folder) and again.language.currentData() == "de"


def test_a_bad_folder_says_which_file_and_imports_nothing(
    window: MainWindow, tmp_path: Path, data_folder: Path
) -> None:
    folder = write_ic2(tmp_path / "Resources")
    (folder / "Languages" / "En" / "instructions.json").write_text(
        '[{"instID": "DG001", "content": [{"instruction": ["{A} Move 4 sideways."]}]}]', "utf-8"
    )
    dialog = IC2ImportDialog(window)
    dialog.set_source(str(folder))
    dialog.language.setCurrentIndex(dialog.language.findData("en"))
    assert "Cannot import: Languages/En/instructions.json: [0].content[0]" in dialog.summary.text()
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    dialog.import_now()
    assert not (data_folder / "imperial" / "ic2.json").exists()


def test_new_group_offers_the_imported_cards(
    window: MainWindow, tmp_path: Path, data_folder: Path
) -> None:
    save_import(load_ic2(write_ic2(tmp_path / "Resources"), "en"))
    dialog = NewGroupDialog(window.doc.board, window)
    names = [c.name for c in dialog.cards]
    assert "Stormtrooper (Elite)" in names and "AT-ST" in names
    assert "Brute — THE BIG ONE" in names
    elite = next(c for c in dialog.cards if c.key == "DG003")
    regular = next(c for c in dialog.cards if c.key == "DG001")
    assert elite.detail.startswith("elite · 3 figures")
    assert regular.detail.startswith("regular · 3 figures")
    dialog.filter.setText("elite storm")
    visible = [
        dialog.list.item(r).text()
        for r in range(dialog.list.count())
        if not dialog.list.item(r).isHidden()
    ]
    assert len(visible) == 2 and "Stormtrooper (Elite)" in visible[1]  # and the empty group
    assert dialog.choose("DG003") and dialog.card is elite
    before = len(window.doc.board.figures)
    window.groups.make_group("elite", dialog.card)
    board = window.doc.board
    group = board.group("elite")
    assert len(group.figures) == 3 and len(board.figures) == before + 3
    assert IC_LISTS.get(group)  # the card's lists travel with the board
    assert window.groups.current_group is not None and window.groups.current_group.id == "elite"
    window.doc.undo_stack.undo()  # one undo step takes group and figures away
    assert window.doc.board.find_group("elite") is None
    assert len(window.doc.board.figures) == before


def test_a_board_of_another_game_offers_no_cards(window: MainWindow, data_folder: Path) -> None:
    from tabletop_ai.resources import bundled_map

    path = bundled_map("battlecrest-duel.board.json")
    assert path is not None and window.open_path(path)
    dialog = NewGroupDialog(window.doc.board, window)
    assert dialog.cards == [] and dialog.list.isHidden()


# -- screenshots ------------------------------------------------------------------------------


def _over(w: QWidget, dialog: QWidget, name: str) -> Path:
    """The window with the dialog shown over its middle, as the player sees it."""
    QApplication.processEvents()
    back = w.grab()
    front = dialog.grab()
    img = QPixmap(back)
    p = QPainter(img)
    p.fillRect(img.rect(), QColor(0, 0, 0, 60))  # the window behind a modal dialog, dimmed
    x = (back.width() - front.width()) // 2
    y = (back.height() - front.height()) // 2
    bar = 26  # the title bar a desktop draws round the dialog
    p.fillRect(x - 1, y - bar, front.width() + 2, front.height() + bar + 1, QColor("#5f6b7a"))
    p.setPen(QColor("white"))
    p.drawText(x + 10, y - 8, dialog.windowTitle())
    p.drawPixmap(QPoint(x, y), front)
    p.end()
    SHOTS.mkdir(parents=True, exist_ok=True)
    out = SHOTS / name
    assert img.save(str(out))
    return out


def _colours(path: Path) -> int:
    img = QImage(str(path))
    return len(
        {img.pixel(x, y) for y in range(0, img.height(), 9) for x in range(0, img.width(), 9)}
    )


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_screenshots(
    qtbot: object, tmp_path: Path, data_folder: Path, lang: str, size: tuple[int, int]
) -> None:
    folder = write_ic2(tmp_path / "Resources")
    if lang == "uk":
        prefs.settings().setValue("language", "uk")
        assert prefs.install_language(QApplication.instance()) == "uk"
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)  # type: ignore[attr-defined]
    qtbot.wait(1000)  # type: ignore[attr-defined]  # the map painted (as a player sees it)
    w.view.fit()
    QApplication.processEvents()
    dialog = IC2ImportDialog(w)
    dialog.set_source(str(folder))
    dialog.language.setCurrentIndex(dialog.language.findData("de" if lang == "en" else "en"))
    dialog.show()
    shot = _over(w, dialog, f"ic2-import-{lang}-{size[0]}x{size[1]}.png")
    dialog.import_now()
    new = NewGroupDialog(w.doc.board, w)
    new.choose("DG003")
    new.show()
    shot2 = _over(w, new, f"ic2-new-group-{lang}-{size[0]}x{size[1]}.png")
    new.close()
    # the AT-ST made from its card and activated: its note in place in the plan
    at_st = next(c for c in new.cards if c.key == "DG014")
    w.groups.make_group("walker", at_st)
    w.activate_group("walker")
    QApplication.processEvents()
    SHOTS.mkdir(parents=True, exist_ok=True)
    shot3 = SHOTS / f"ic2-plan-at-st-{lang}-{size[0]}x{size[1]}.png"
    assert w.grab().save(str(shot3))
    assert _colours(shot) > 20 and _colours(shot2) > 20 and _colours(shot3) > 20
    w.controller.shutdown()


def test_the_card_editor_shows_an_imported_groups_lists(
    qtbot: object, tmp_path: Path, data_folder: Path
) -> None:
    from tabletop_ai.imperial.data import load_imperial_data
    from tabletop_ai.imperial.deploy import new_group_op
    from tabletop_ai.ui.editor.ops import run_op
    from tabletop_ai.ui.games.imperial.ae_panel import AEPanel

    save_import(load_ic2(write_ic2(tmp_path / "Resources"), "en"))
    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert w.open_path(DEMO)
    run_op(w.doc, new_group_op(load_imperial_data().deployments["DG003"], "elite"), "new")
    panel = AEPanel(w.ctx)
    qtbot.addWidget(panel)  # type: ignore[attr-defined]
    ed = panel.card_editor()
    # the imported cards are in the deck being edited, lists and all
    assert '"id": "DG003"' in ed.section_edits["deployments"].toPlainText()
    ed.preview_group.setCurrentIndex(ed.preview_group.findData("elite"))
    ed.tabs.setCurrentIndex(1)
    text = ed.preview.toPlainText()
    # its two lists, each planned for the group on this board
    lines = text.splitlines()
    assert lines[:5] == [
        "IC list 1 of 2 for elite:",
        "  · move to attack (4 MP, costs 1 action)",
        "  · attack (attack action, part of the card line above)",
        "  · move to reposition (2 MP, 4 spaces from the nearest hostile figure, costs 1 action)",
        "  · move to reposition (6 MP, 4 spaces from the nearest hostile figure, costs 1 action)",
    ]
    second = lines.index("IC list 2 of 2 for elite:")
    assert lines[second + 1 : second + 3] == [
        "  · move to attack (4 MP, costs 1 action)",
        "  · attack (attack action, part of the card line above)",
    ]
    w.controller.shutdown()
