"""Table mode (Destiny "Operations"): the table window opens a ``.table.json``, the AI turn,
upkeep, setup and indirect damage each change the table as one undo step, every chain is a
ranked table with its deciding criterion highlighted, and Save writes the table back."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem
from pytestqt.qtbot import QtBot

from tabletop_ai.table.chains import Place, RankedList, rank_chain
from tabletop_ai.table.io import load_table, table_to_json
from tabletop_ai.table.turn import ai_turn
from tabletop_ai.ui.games.table import window as table_window
from tabletop_ai.ui.games.table.chain_table import DECIDED, chain_rows, wrap_header
from tabletop_ai.ui.games.table.window import FRAME_ROOM, TableWindow, open_table
from tests.conftest import MAPS

SCARIF = MAPS / "destiny-scarif.table.json"


def _item(t: QTableWidget, row: int, col: int) -> QTableWidgetItem:
    item = t.item(row, col)
    assert item is not None, (row, col)
    return item


@pytest.fixture()
def window(qtbot: QtBot, tmp_path: Path) -> TableWindow:
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    return w


def test_shows_players_characters_and_areas(window: TableWindow) -> None:
    assert "Ana (first) → Ben" in window.status.text()
    names = [_item(window.characters, r, 0).text() for r in range(window.characters.rowCount())]
    assert names[:4] == ["Rebel Scout", "Ace Pilot", "Saboteur", "Field Medic"]
    assert "Shore Commander" in names
    text = window.areas_label.text()
    assert "3 resources" in text and "deck 8 cards" in text and "Volley" in text
    assert window.windowTitle().startswith("scarif.table.json")


def test_ai_turn_changes_the_table_and_undo_restores(window: TableWindow) -> None:
    before = table_to_json(window.doc.table)
    expected = ai_turn(load_table(SCARIF))
    result = window.ai_turn()
    assert result is not None
    assert window.doc.undo_stack.count() == 1
    after = table_to_json(window.doc.table)
    assert after != before
    assert after == table_to_json(expected.table)
    assert window.doc.dirty and window.isWindowModified()
    # the log lists each step with its reason, in order
    html = window.log.toPlainText()
    for step in expected.steps:
        assert step.text in html
    window.doc.undo_stack.undo()
    assert table_to_json(window.doc.table) == before
    assert "Nothing played yet" in window.log.toPlainText()
    window.doc.undo_stack.redo()
    assert table_to_json(window.doc.table) == after


def test_upkeep_setup_indirect_are_undo_steps(window: TableWindow) -> None:
    window.indirect(3)
    assert window.doc.undo_stack.count() == 1
    sentries = [c for c in window.doc.table.characters if c.side == "ai"]
    assert sum(c.max_health - c.health for c in sentries) == 3
    assert "indirect damage 3 of 3" in window.log.toPlainText()
    window.upkeep()
    window.setup()
    assert window.doc.undo_stack.count() == 3
    for _ in range(3):
        window.doc.undo_stack.undo()
    assert table_to_json(window.doc.table) == table_to_json(load_table(SCARIF))


def test_ranked_chain_shows_the_deciding_criterion(window: TableWindow) -> None:
    tab = window.chain_tab("target")
    assert tab is not None
    ranked = rank_chain(load_table(SCARIF), "target", "main").to_json()
    t = tab.table
    assert t.rowCount() == len(ranked["places"]) == 4
    # columns: place, candidate, then the criteria in the chain's order
    headers = [
        h.text().replace("\n", " ")
        for c in range(t.columnCount())
        if (h := t.horizontalHeaderItem(c)) is not None
    ]
    assert headers == ["Place", "Candidate", *ranked["criteria"]]
    first = ranked["places"][0]
    assert _item(t, 0, 1).text() == first["name"] == "Saboteur"
    col = 2 + ranked["criteria"].index(first["decided_by"])
    assert first["decided_by"] == "highest damage sides (including upgrades)"
    assert _item(t, 0, col).background().color() == DECIDED
    assert _item(t, 0, col).font().bold()
    assert _item(t, 0, 2).background().color() != DECIDED
    assert first["reason"] in _item(t, 0, 0).toolTip()
    # per-player target chains are there too
    assert window.chain_tab("target: Ana") is not None


def test_ties_are_marked() -> None:
    ranked = RankedList(
        "c",
        "",
        "",
        ["a", "b"],
        places=[
            Place(
                place=1,
                item=None,
                id="X",
                name="X",
                decided_by=None,
                reason="tied",
                tied_with=["Y"],
                values={"a": "1", "b": "2"},
            ),
            Place(
                place=1,
                item=None,
                id="Y",
                name="Y",
                decided_by="b",
                reason="tied",
                tied_with=["X"],
                values={"a": "1", "b": "2"},
            ),
            Place(
                place=3,
                item=None,
                id="Z",
                name="Z",
                decided_by="b",
                reason="b: 1",
                tied_with=[],
                values={"a": "1", "b": "1"},
            ),
        ],
    )
    rows = chain_rows(ranked)
    assert [r.place for r in rows] == ["1=", "1=", "3"]
    assert [r.decided for r in rows] == [None, 1, 1]
    assert (
        wrap_header("highest damage sides (including upgrades)")
        == "highest damage\nsides (including\nupgrades)"
    )


def test_save_round_trip(window: TableWindow, tmp_path: Path) -> None:
    window.ai_turn()
    out = tmp_path / "after.table.json"
    assert window.save_as(out)
    assert not window.doc.dirty
    assert table_to_json(load_table(out)) == table_to_json(window.doc.table)
    assert window.windowTitle().startswith("after.table.json")
    window.upkeep()
    assert window.save()
    assert table_to_json(load_table(out)) == table_to_json(window.doc.table)


def test_bad_table_file_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.table.json"
    bad.write_text('{"format": "tabletop-ai/table", "version": 1, "players": 3}')
    assert open_table(bad, interactive=False) is None
    err = capsys.readouterr().err
    assert "bad.table.json" in err


def test_windows_are_kept_until_closed(window: TableWindow) -> None:
    assert window in table_window.OPEN_WINDOWS
    window.close()
    QApplication.processEvents()
    assert window not in table_window.OPEN_WINDOWS


def test_the_board_windows_open_path_opens_a_table_window(qtbot: QtBot) -> None:
    from tabletop_ai.ui.shell.main_window import MainWindow

    w = MainWindow(interactive=False, remember=False)
    qtbot.addWidget(w)
    board_before = w.doc.board
    assert w.open_path(SCARIF)
    assert w.doc.board is board_before  # the board window keeps its board
    opened = [t for t in table_window.OPEN_WINDOWS if t.doc.path == SCARIF.resolve()]
    assert opened and opened[-1].isVisible()
    for t in opened:
        qtbot.addWidget(t)
        t.close()
    w.controller.shutdown()


def test_tabletop_ai_table_file_opens_the_table_window(qtbot: QtBot) -> None:
    from PySide6.QtCore import QTimer

    from tabletop_ai.cli import main

    seen: list[str] = []

    def close() -> None:
        for t in list(table_window.OPEN_WINDOWS):
            seen.append(t.windowTitle())
            t.close()

    QTimer.singleShot(300, close)
    assert main([str(SCARIF)]) == 0
    assert seen and seen[0].startswith("destiny-scarif.table.json")


def test_mirroring_the_players_turn_is_undoable(window: TableWindow) -> None:
    from tabletop_ai.ui.games.table.window import HEALTH_COL, READY_COL, SHIELDS_COL

    rows = {_item(window.characters, r, 0).text(): r for r in range(window.characters.rowCount())}
    r = rows["Shore Commander"]
    # the players dealt 5 damage: type the new health into the table
    _item(window.characters, r, HEALTH_COL).setText("7")
    assert window.doc.table.character("commander").health == 7
    assert window.doc.undo_stack.count() == 1
    assert "Shore Commander: health 12 → 7" in window.log.toPlainText()
    r = rows["Rebel Scout"]
    _item(window.characters, r, SHIELDS_COL).setText("2")
    assert window.doc.table.character("scout").shields == 2
    _item(window.characters, r, READY_COL).setCheckState(Qt.CheckState.Unchecked)
    assert window.doc.table.character("scout").ready is False
    assert window.doc.undo_stack.count() == 3
    # out of range or not a number: refused, nothing pushed, the value shown again
    _item(window.characters, rows["Ace Pilot"], HEALTH_COL).setText("99")
    _item(window.characters, rows["Ace Pilot"], HEALTH_COL).setText("lots")
    assert window.doc.undo_stack.count() == 3
    assert window.doc.table.character("pilot").health == 9
    QApplication.processEvents()
    assert _item(window.characters, rows["Ace Pilot"], HEALTH_COL).text() == "9"
    # the first player changes who a harmful symbol hits first
    assert window.set_first_player("ben")
    assert "Ben (first)" in window.status.text()
    for _ in range(4):
        window.doc.undo_stack.undo()
    assert table_to_json(window.doc.table) == table_to_json(load_table(SCARIF))


def test_after_the_players_win_only_setup_is_left(window: TableWindow) -> None:
    assert window.turn_btn.isEnabled()
    for _stage in range(2):
        for c in list(window.doc.table.characters):
            if c.side == "ai" and c.health > 0:
                assert window.edit_character(c.id, health=0)
        window.upkeep()
    assert window.doc.table.won and "the players won" in window.status.text()
    assert not window.turn_btn.isEnabled() and not window.upkeep_btn.isEnabled()
    assert window.setup_btn.isEnabled()
    window.setup()
    assert not window.doc.table.won and window.turn_btn.isEnabled()


def test_autosave_and_recovery_after_a_crash(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "crash.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None and w.autosaver is not None
    qtbot.addWidget(w)
    w.ai_turn()
    played = table_to_json(w.doc.table)
    w.autosave()
    assert w.autosaver.table_file.is_file()
    # a second window on the same file while the first runs: nothing to recover
    w2 = open_table(path, interactive=False)
    assert w2 is not None and not w2.offer_recovery(answer=True)
    qtbot.addWidget(w2)
    w2.close()
    # the first window dies without closing: its lock goes, its autosave stays
    w.autosaver.lock.unlock()
    w.autosaver.locked = False
    w.doc.undo_stack.clear()
    w.close()
    w3 = open_table(path, interactive=False)  # nobody to ask: kept for later
    assert w3 is not None
    qtbot.addWidget(w3)
    assert table_to_json(w3.doc.table) == table_to_json(load_table(path))
    assert w3.offer_recovery(answer=True)
    assert table_to_json(w3.doc.table) == played and w3.doc.dirty
    assert "recovered the unsaved changes" in w3.log.toPlainText()
    w3.doc.undo_stack.undo()  # back to the file as it was saved
    assert table_to_json(w3.doc.table) == table_to_json(load_table(path))
    w3.doc.undo_stack.redo()
    assert w3.save()
    assert w3.autosaver is not None and not w3.autosaver.table_file.exists()
    w3.close()
    assert not any((tmp_path / "settings").rglob("*.table.json"))


def test_declining_recovery_deletes_the_autosave(tmp_path: Path, qtbot: QtBot) -> None:
    path = tmp_path / "crash.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None and w.autosaver is not None
    qtbot.addWidget(w)
    w.upkeep()
    w.autosave()
    saved = w.autosaver.table_file
    w.autosaver.lock.unlock()
    w.autosaver.locked = False
    w.doc.undo_stack.clear()
    w.close()
    w2 = open_table(path, interactive=False)
    assert w2 is not None
    qtbot.addWidget(w2)
    assert not w2.offer_recovery(answer=False)
    assert not saved.exists()
    w2.close()


def test_screenshot_command_on_a_table_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop_ai.cli import main

    out = tmp_path / "table.png"
    assert main(["screenshot", str(SCARIF), str(out)]) == 0
    assert out.is_file() and out.stat().st_size > 10_000
    assert main(["screenshot", str(SCARIF), str(out), "--activate", "x"]) == 2
    assert "is not a board: it has no groups" in capsys.readouterr().err


def test_indirect_tab_and_game_menu(window: TableWindow) -> None:
    tab = window.chain_tab("indirect")
    assert tab is not None
    ranked = rank_chain(load_table(SCARIF), "indirect", "main").to_json()
    assert [r.name for r in tab.rows] == [p["name"] for p in ranked["places"]]
    assert tab.rows[0].place == "1="  # the two sentries are equal on every criterion
    window.game_actions["Indirect damage"].trigger()
    assert window.doc.undo_stack.count() == 1
    window.game_actions["AI turn"].trigger()
    assert window.doc.undo_stack.undoText().startswith("AI turn")
    assert window.game_actions["AI turn"].shortcut().toString() == "Ctrl+Return"


def test_mirror_edits_are_one_undo_step_each_and_respect_the_file_limits(
    window: TableWindow, tmp_path: Path
) -> None:
    # shields above 3 were accepted in the window and the saved file could not be
    # reopened. Now the edit is refused with the rule and nothing is pushed.
    from tabletop_ai.ui.games.table.window import SHIELDS_COL

    rows = {_item(window.characters, r, 0).text(): r for r in range(window.characters.rowCount())}
    _item(window.characters, rows["Rebel Scout"], SHIELDS_COL).setText("4")
    assert window.doc.table.character("scout").shields == 0
    assert window.doc.undo_stack.count() == 0
    m = window.mirror
    # a die: turn the commander's first die to its 3MD side
    m.die_pick.setCurrentIndex(m.die_pick.findData("cmd-d1"))
    m.side_pick.setCurrentIndex(1)
    m.die_turn.click()
    d = window.doc.table.character("commander").dice[0]
    assert d.in_pool and d.showing is not None and d.sides[d.showing] == "3MD"
    m.die_remove.click()
    assert not window.doc.table.character("commander").dice[0].in_pool
    # AI resources and a card to the discard pile
    m.area_pick.setCurrentIndex(m.area_pick.findData("main"))
    m.resources.setValue(6)
    m.res_btn.click()
    assert window.doc.table.area("main").resources == 6
    top = window.doc.table.area("main").deck[0]
    m.card_pick.setCurrentIndex(m.card_pick.findData(top))
    m.place_pick.setCurrentIndex(m.place_pick.findData("discard"))
    m.card_btn.click()
    assert window.doc.table.area("main").discard[-1] == top
    # a player's upgrade, and an elimination
    m.char_pick.setCurrentIndex(m.char_pick.findData("scout"))
    m.up_name.setText("Long Rifle")
    m.up_cost.setValue(2)
    m.up_die.setText("1RD 2RD 3RD - - 1R")
    m.up_add.click()
    assert [u.name for u in window.doc.table.character("scout").upgrades] == ["Long Rifle"]
    m.player_pick.setCurrentIndex(m.player_pick.findData("ben"))
    m.eliminated.click()
    assert window.doc.table.player("ben").eliminated  # type: ignore[union-attr]
    assert window.doc.undo_stack.count() == 6
    log = window.log.toPlainText()
    assert "turned to 3MD" in log and "AI resources in main: 3 → 6" in log
    assert "Ben is eliminated" in log and "upgrade Long Rifle played" in log
    # whatever the window wrote saves and reopens
    out = tmp_path / "mirrored.table.json"
    window.doc.write(out)
    assert table_to_json(load_table(out)) == table_to_json(window.doc.table)
    for _ in range(6):
        window.doc.undo_stack.undo()
    assert table_to_json(window.doc.table) == table_to_json(load_table(SCARIF))


def test_the_window_fits_the_screen(window: TableWindow) -> None:
    """The table window opens no taller or wider than the screen's free space (less its
    title bar), and can be made as small as a 1280x800 screen needs."""
    room = window.screen().availableGeometry()  # the test screen: 800x800
    hint = window.minimumSizeHint()
    assert window.height() <= room.height() - FRAME_ROOM
    assert window.width() <= max(room.width(), hint.width())
    assert hint.height() <= 800 - FRAME_ROOM and hint.width() <= 1280


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_column_and_character_name_shows_at_1280x800(
    qtbot: QtBot, tmp_path: Path, lang: str
) -> None:
    """On a 1280x800 screen, in English and in Ukrainian (longer words), the characters'
    thirteen columns and the priority chain's columns all show without scrolling sideways,
    and the mirror's character picker shows the whole name."""
    from tabletop_ai.ui.shell import settings as prefs
    from tests.ui.shell.test_layout import _shown_whole

    assert prefs.install_language(QApplication.instance(), lang) == lang
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    QApplication.processEvents()
    assert w.characters.horizontalScrollBar().maximum() == 0
    chain = w.chains.currentWidget()
    assert isinstance(chain, table_window.ChainTable)
    assert chain.table.columnCount() >= 8
    assert chain.table.horizontalScrollBar().maximum() == 0
    assert _shown_whole(w.mirror.char_pick), w.mirror.char_pick.currentText()
    w.close()


@pytest.mark.usefixtures("english_again")
def test_the_log_and_the_play_areas_in_ukrainian(qtbot: QtBot, tmp_path: Path) -> None:
    """In Ukrainian the play area is named, not shown as its id ``main``, and the log's
    indirect-damage lines and ranked candidates are in Ukrainian with the bundled names."""
    from tabletop_ai.ui.shell import settings as prefs

    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    assert w.area_pick.currentText() == "основна" and w.area_pick.currentData() == "main"
    assert "main" not in w.areas_label.text()
    w.ai_turn()
    w.indirect(2)
    log = w.log.toPlainText()
    assert "непряма шкода 1 з 2: Вартовий на пляжі" in log
    for english in ("indirect damage", "Beach Sentry", "Shore Commander", "damage ("):
        assert english not in log, english
    w.close()


@pytest.mark.usefixtures("english_again")
def test_a_die_out_of_the_pool_is_said_so_in_ukrainian(qtbot: QtBot, tmp_path: Path) -> None:
    """The mirror's die picker says a die is not in the pool in the player's language (it
    said "not in pool" in English under ``--lang uk``)."""
    from tabletop_ai.ui.shell import settings as prefs

    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    pick = w.mirror.die_pick
    texts = [pick.itemText(i) for i in range(pick.count())]
    assert any(t.endswith("(поза пулом)") for t in texts), texts
    assert not any("not in pool" in t for t in texts), texts
    w.close()


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("lang", "nothing", "undo", "redo", "menu"),
    [
        ("en", ("&Undo", "&Redo"), "&Undo {step}", "&Redo {step}", "&AI turn"),
        ("uk", ("&Скасувати", "&Повторити"), "&Скасувати: {step}", "&Повторити: {step}", "&Хід ШІ"),
    ],
)
def test_edit_undo_names_the_step_as_the_board_window_does(
    qtbot: QtBot,
    tmp_path: Path,
    lang: str,
    nothing: tuple[str, str],
    undo: str,
    redo: str,
    menu: str,
) -> None:
    """The table window's Edit → Undo and Redo read as the board window's do (one sentence
    each language words its own way: "&Скасувати: Хід ШІ", not Qt's prefix glued to the
    step, "&Скасувати Хід ШІ"), plainly "&Undo"/"&Redo" with no step; and its Game menu is
    in the player's language."""
    from tabletop_ai.ui.shell import settings as prefs

    assert prefs.install_language(QApplication.instance(), lang) == lang
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    assert (w.undo_action.text(), w.redo_action.text()) == nothing
    assert not w.undo_action.isEnabled() and not w.redo_action.isEnabled()
    assert w.game_actions["AI turn"].text() == menu
    w.game_actions["AI turn"].trigger()
    step = w.doc.undo_stack.undoText()
    assert step and w.undo_action.text() == undo.format(step=step)
    assert w.undo_action.isEnabled() and w.redo_action.text() == nothing[1]
    w.undo_action.trigger()
    assert w.redo_action.text() == redo.format(step=step)
    assert w.undo_action.text() == nothing[0] and not w.undo_action.isEnabled()
    w.redo_action.trigger()
    assert w.doc.undo_stack.index() == 1


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", {1: "1 resource", 3: "3 resources", 5: "5 resources"}),
        ("uk", {1: "1 ресурс", 3: "3 ресурси", 5: "5 ресурсів"}),
    ],
)
def test_the_play_areas_count_in_the_plural_form_of_each_number(
    qtbot: QtBot, tmp_path: Path, lang: str, said: dict[int, str]
) -> None:
    """The AI play area's resources and deck are counted in the form their number takes
    ("1 resource", not "1 resources"; Ukrainian's three forms)."""
    from tabletop_ai.ui.shell import settings as prefs

    assert prefs.install_language(QApplication.instance(), lang) == lang
    path = tmp_path / "scarif.table.json"
    shutil.copy(SCARIF, path)
    w = open_table(path, interactive=False)
    assert w is not None
    qtbot.addWidget(w)
    cards = {"en": "deck 8 cards", "uk": "у колоді 8 карт"}[lang]
    for n, words in said.items():
        w.mirror.resources.setValue(n)
        w.mirror.res_btn.click()
        text = w.areas_label.text()
        assert f": {words} · " in text and cards in text, text
