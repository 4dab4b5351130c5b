"""Under Ukrainian, the map picture's calibration speaks Ukrainian: every refusal of points
clicked wrong (the maths' own words: in a line, not apart left-right or up-down, the
wrong number), the dialog's labels and what it asks to click, the dock's status, the
picture file's refusals (missing, a folder, too large), "no picture yet", and the undo
step of marking the suggested cells. A map importer's refusal of a file named as no map
says the same words in the window as on the command line. Before, each of these was an
English f-string under either language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel

from tabletop_ai import i18n
from tabletop_ai.board import Board, board_from_json
from tabletop_ai.board.errors import BoardError
from tabletop_ai.geometry import Cell
from tabletop_ai.maps import picture as picture_module
from tabletop_ai.maps.cli import import_map
from tabletop_ai.maps.homography import CalibrationError, fit, invert
from tabletop_ai.maps.picture import (
    MapPicture,
    Suggestion,
    calibrate_corners,
    calibrate_two_cells,
    read_picture_file,
)
from tabletop_ai.ui.capture.import_actions import import_map_file
from tabletop_ai.ui.capture.map_picture import (
    CalibrationDialog,
    PictureLoadError,
    accept_suggestions,
    calibrate,
    picture_suggestions,
)
from tabletop_ai.ui.capture.picture_layer import LoadedPicture, file_bytes
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow

pytestmark = pytest.mark.usefixtures("english_again")

#: Latin words a Ukrainian text may hold: file kinds and names the player types
KEPT = {"PNG", "JPEG", "WebP", "MB", "Tiled", "Universal", "VTT", "tmx", "tmj", "dd2vtt"}
KEPT |= {"uvtt", "df2vtt", "txt"}


def english_words(text: str, *names: str) -> list[str]:
    """The Latin words of ``text`` other than ``names`` (the files it names) and
    :data:`KEPT`: an English word left in a Ukrainian text."""
    for name in names:
        text = text.replace(name, "")
    return [w for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", text) if w not in KEPT]


def _board(kind: str = "square") -> Board:
    return board_from_json(
        {
            "format": "tabletop-ai/board",
            "version": 1,
            "grid": {"type": kind, "width": 6, "height": 4}
            | ({"orientation": "pointy", "offset": "odd-r"} if kind == "hex" else {}),
        }
    )


CLICKED = {
    "en": {
        "left-right": "the points clicked do not differ left-right: pick a far cell away "
        "from the first one in both directions",
        "up-down": "the points clicked do not differ up-down: pick a far cell away from the "
        "first one in both directions",
        "corners": "three of the four corners lie in a line: click the four corners of the "
        "map, going round it",
        "singular": "the transform is singular (the points lie in a line)",
        "five": "5 point pairs: a calibration uses 2, 3 or 4",
    },
    "uk": {
        "left-right": "клацнуті точки не відрізняються зліва направо: виберіть дальню "
        "клітинку, віддалену від першої в обох напрямках",
        "up-down": "клацнуті точки не відрізняються згори вниз: виберіть дальню клітинку, "
        "віддалену від першої в обох напрямках",
        "corners": "три з чотирьох кутів лежать на одній прямій: клацніть чотири кути мапи, "
        "обходячи її по колу",
        "singular": "перетворення вироджене (точки лежать на одній прямій)",
        "five": "пар точок: 5; калібрування використовує 2, 3 або 4",
    },
}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_points_clicked_wrong_are_refused_in_the_player_s_language(lang: str) -> None:
    i18n.install(lang)
    g = _board().grid
    refused: dict[str, str] = {}
    for key, points in (
        ("left-right", [(10.0, 10.0), (10.0, 20.0), (10.0, 30.0), (10.0, 40.0)]),
        ("up-down", [(10.0, 10.0), (20.0, 10.0), (30.0, 10.0), (40.0, 10.0)]),
    ):
        with pytest.raises(CalibrationError) as exc:
            calibrate_two_cells(g, Cell(0, 0), points[:2], Cell(5, 3), points[2:])
        refused[key] = str(exc.value)
    with pytest.raises(CalibrationError) as exc:
        calibrate_corners(g, [(0.0, 0.0), (50.0, 0.0), (100.0, 0.0), (0.0, 80.0)])
    refused["corners"] = str(exc.value)
    with pytest.raises(CalibrationError) as exc:
        invert((1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 0.0, 0.0, 1.0))
    refused["singular"] = str(exc.value)
    with pytest.raises(CalibrationError) as exc:
        fit([(0.0, 0.0)] * 5, [(1.0, 1.0)] * 5)
    refused["five"] = str(exc.value)
    assert refused == CLICKED[lang]
    if lang == "uk":
        for text in refused.values():
            assert english_words(text) == [], text


def _loaded(w: int = 120, h: int = 80) -> LoadedPicture:
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    return LoadedPicture(image, 1.0)


@pytest.mark.parametrize("kind", ["square", "hex"])
def test_the_calibration_dialog_asks_in_ukrainian(qtbot: object, kind: str) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    board = _board(kind)
    pic = MapPicture(size=(120, 80))
    dlg = CalibrationDialog(board, pic, _loaded(), None)
    qtbot.addWidget(dlg)  # type: ignore[attr-defined]
    labels = [lab.text() for lab in dlg.findChildren(QLabel) if lab.text()]
    for mode in range(dlg.mode.count()):
        dlg.mode.setCurrentIndex(mode)
        asked = [dlg.prompt.text(), *dlg.targets()]
        for text in asked + labels:
            assert english_words(text, "<b>", "</b>") == [], text
    dlg.mode.setCurrentIndex(dlg.mode.findData("cells"))
    first = dlg.prompt.text()
    assert first.startswith("Клацніть "), first
    expected = "центр клітинки [0,0]" if kind == "hex" else "верхній лівий кут клітинки [0,0]"
    assert expected in first, first
    assert {"Перша клітинка", "дальня клітинка"} <= {lab.text() for lab in dlg.findChildren(QLabel)}
    # clicked in a line: the refusal is the maths' own, in Ukrainian
    for _ in dlg.targets():
        dlg.add_point(QPointF(30.0, 30.0))
    said = dlg.prompt.text()
    assert "клацнуті точки не відрізняються" in said or "клітинки на зображенні" in said, said
    assert english_words(said, "<b>", "</b>") == [], said


def test_the_picture_file_s_refusals_and_no_picture_yet_are_ukrainian(
    qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    missing = tmp_path / "cellar.png"
    folder = tmp_path / "tiles.png"
    folder.mkdir()
    large = tmp_path / "large.png"
    large.write_bytes(bytes(3 * 1024 * 1024))
    monkeypatch.setattr(picture_module, "MAX_PICTURE_BYTES", 2 * 1024 * 1024)
    said = {}
    for file in (missing, folder, large):
        with pytest.raises(PictureLoadError) as exc:
            file_bytes(file)
        said[file.name] = str(exc.value)
        assert said[file.name].startswith(f"{file.name}: "), said
        assert english_words(said[file.name], str(file), file.name) == [], said
    assert said["cellar.png"] == f"cellar.png: файлу зображення не існує ({missing})"
    assert said["tiles.png"] == "tiles.png: є текою, а не файлом"
    assert said["large.png"] == "large.png: має 3 МБ; читаються файли зображень щонайбільше 2 МБ"
    # the core reader says the same words (the command line's import reads pictures too)
    with pytest.raises(ValueError) as core:
        read_picture_file(missing)
    assert str(core.value) == said["cellar.png"]
    w = MainWindow(_board(), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    calibrate(w.ctx)
    title, text = w.last_error.split("\n", 1)
    assert (title, text) == ("Немає зображення під мапою", "Спершу задайте зображення під мапою.")
    with pytest.raises(PictureLoadError) as exc:
        picture_suggestions(w.doc)
    assert english_words(str(exc.value), w.doc.title) == [], str(exc.value)
    accept_suggestions(w.ctx, [Suggestion(Cell(1, 1), 1.0, "")])
    assert w.doc.undo_stack.text(0) == "Малювати: блокувальна", w.doc.undo_stack.text(0)
    w.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_file_named_as_no_map_is_refused_alike_in_the_window_and_the_cli(
    qtbot: object, tmp_path: Path, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    i18n.install(lang)
    notes = tmp_path / "notes.txt"
    notes.write_text("a cellar", encoding="utf-8")
    with pytest.raises(BoardError) as exc:
        import_map(notes)
    cli = exc.value.first_line()
    w = MainWindow(_board(), interactive=False, remember=False)
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    assert not import_map_file(w.ctx, notes)
    said = w.last_error.split("\n", 1)[1]
    assert said == cli, (said, cli)
    if lang == "uk":
        assert said.startswith("notes.txt: це .txt; мапи імпортуються з .tmx"), said
        assert english_words(said, "notes.txt") == [], said
    w.controller.shutdown()
