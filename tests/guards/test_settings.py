"""Settings are read like a file: a value that does not fit is reset to its default with a
note, never a failed start; the recent list is capped when read; and a board the app was
opening when it stopped is not opened again at the next start."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board
from tests.ui.conftest import DEMO


@pytest.fixture(autouse=True)
def settings_dir(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "settings"
    prefs.use_settings_dir(folder)
    prefs._checked.clear()
    prefs.take_notes()
    yield folder
    prefs.take_notes()


def write_ini(text: str) -> Path:
    """Write the settings file as a user (or a broken disk) left it."""
    ini = Path(prefs.settings().fileName())
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text("[General]\n" + text + "\n", encoding="utf-8")
    prefs._checked.clear()
    return ini


def start(qtbot: object) -> MainWindow:
    """The window as the app starts it (remembering, reopening the last board)."""
    w = MainWindow(interactive=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    w.show()
    open_start_board(w, None)
    QApplication.processEvents()
    return w


def test_an_autosave_interval_past_what_qt_takes_is_reset(qtbot: object) -> None:
    # was: OverflowError in QTimer.setInterval: the app could not start
    write_ini("autosave_seconds=2147483648")
    w = start(qtbot)
    assert w.autosave_timer.interval() == 60_000
    assert w.start_notes == [
        f"Settings ({prefs.file_name()}): autosave_seconds was '2147483648' (not a whole "
        "number 5 to 3600); reset to 60"
    ]
    assert prefs.autosave_seconds() == 60  # and it stays reset
    w.controller.shutdown()


def test_a_last_file_longer_than_any_path_is_reset(qtbot: object) -> None:
    # was: OSError (file name too long) from Path.is_file at start
    write_ini("last_file=" + "/x" * 5000)
    w = start(qtbot)
    assert w.doc.path is not None and w.doc.path.name == "outpost-raid.board.json"  # the demo
    assert len(w.start_notes) == 1
    assert w.start_notes[0].startswith(f"Settings ({prefs.file_name()}): last_file was '/x/x/x")
    assert w.start_notes[0].endswith("(not a path the app can open); reset to None")
    w.controller.shutdown()


def test_thousands_of_recent_files_are_capped_when_read(qtbot: object) -> None:
    # was: 11,000 entries took 8 s at start (the cap was applied only when writing)
    write_ini("recent_files=" + ", ".join(f"/boards/b{i}.board.json" for i in range(11_000)))
    began = time.process_time()
    w = start(qtbot)
    assert time.process_time() - began < 4
    # the 8 newest kept; then the demo the start opened came first
    assert prefs.recent_files() == [str(DEMO.resolve())] + [
        f"/boards/b{i}.board.json" for i in range(7)
    ]
    assert w.start_notes == [
        f"Settings ({prefs.file_name()}): recent_files held 11,000 entries; the 8 newest "
        "usable ones were kept"
    ]
    assert len(w.actions_.recent.actions()) == 8
    w.controller.shutdown()


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("reopen_last=perhaps", True),
        ("language=xx", "system"),
        # QSettings reads "a, b" as a list and "@Rect(...)" as a QRect: neither is a language
        ("language=uk, en", "system"),
        ("language=@Rect(1 2 3 4)", "system"),
        ("reopen_last=true, false", True),
        ("autosave_seconds=60, 61", 60),
        ("autosave_seconds=-5", 60),
        ("autosave_seconds=abc", 60),
    ],
)
def test_a_bad_value_is_read_as_its_default(line: str, value: object) -> None:
    write_ini(line)
    key = line.split("=")[0]
    got = {"reopen_last": prefs.reopen_last, "language": prefs.language}.get(
        key, prefs.autosave_seconds
    )()
    assert got == value
    notes = prefs.take_notes()
    assert len(notes) == 1
    # the note names the settings file and the key: the player can find and mend it
    assert notes[0].startswith(f"Settings ({Path(prefs.file_name())}): {key} was ")


def test_a_path_holding_a_nul_is_not_a_path() -> None:
    write_ini('last_file="/tmp/a\\0b.board.json"')
    assert prefs.last_file() is None
    assert prefs.good_path("/tmp/a\x00b") is None
    assert prefs.good_path("/tmp/b.board.json") == "/tmp/b.board.json"


def test_a_huge_settings_file_is_set_aside(settings_dir: Path) -> None:
    ini = write_ini("x=" + "y" * (prefs.MAX_SETTINGS_BYTES + 10))
    assert prefs.autosave_seconds() == 60
    assert not ini.exists() and ini.with_name(ini.name + ".too-large").exists()
    assert prefs.take_notes()[0].startswith(f"Settings: {ini.name} was 1,048,5")


def test_a_figure_kind_the_board_loader_refuses_is_not_offered() -> None:
    from tabletop_ai.ui.editor.figure_kinds import user_kinds

    good = {"name": "Probe", "side": "ai", "speed": 3}
    bad = {"name": "Titan", "side": "ai", "speed": 10**12}  # was: int() of it on a drop
    prefs.settings().setValue("figure_kinds/imperial", json.dumps([good, bad]))
    assert user_kinds("imperial") == [good]
    assert prefs.take_notes() == [
        f"Settings ({prefs.file_name()}): 1 of your imperial figure kinds could not be used "
        "and are not offered"
    ]


@pytest.mark.parametrize("value", ["[{", "{}", "1e999"])
def test_figure_kinds_that_are_no_list_are_noted_not_dropped_silently(value: str) -> None:
    from tabletop_ai.ui.editor.figure_kinds import user_kinds

    prefs.settings().setValue("figure_kinds/imperial", value)
    assert user_kinds("imperial") == []
    assert prefs.take_notes() == [
        f"Settings ({prefs.file_name()}): figure_kinds/imperial is not a list of figure "
        "kinds; none of them are offered"
    ]
    assert prefs.settings().value("figure_kinds/imperial") == value  # nothing lost


def test_a_board_that_was_being_opened_is_not_opened_again(qtbot: object, tmp_path: Path) -> None:
    # a board that kills the window while it is shown (an embedded picture did) was
    # reopened at every start; now the start after such a death shows the demo
    board = tmp_path / "bad.board.json"
    board.write_bytes(DEMO.read_bytes())
    prefs.add_recent_file(str(board))
    prefs.mark_opening(str(board))  # what open_path records; the process then died
    w = start(qtbot)
    assert w.doc.path is not None and w.doc.path.name == "outpost-raid.board.json"
    assert w.start_notes[0] == (
        "The app stopped while opening bad.board.json last time; it was not opened again "
        "(File > Open opens it)"
    )
    assert str(board) not in prefs.recent_files()
    # shown and painted: nothing is left recorded as being opened
    qtbot.waitUntil(lambda: not prefs.settings().contains("opening"))  # type: ignore[attr-defined]
    w.controller.shutdown()
    w2 = start(qtbot)
    assert w2.start_notes == []
    w2.controller.shutdown()
