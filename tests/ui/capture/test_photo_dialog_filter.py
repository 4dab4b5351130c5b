"""The photo dialog offers every picture a drop on the window takes as a photo, in English and
in Ukrainian: the ones the reader reads, and an iPhone's HEIC, HEIF or AVIF photo, which the
app reads far enough to say how to save it as JPEG. Before, a HEIC file could not be chosen
in the dialog at all, so a player with one never got that message. The map picture's dialog
lists the very same pictures (its reader answers the same ones): before, it named no HEIC,
HEIF or AVIF picture, though its reader tells them how to save as JPEG too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog

from tabletop_ai.maps.imagesize import PICTURE_SUFFIXES
from tabletop_ai.ui.capture.map_picture import choose_picture
from tabletop_ai.ui.capture.photo_actions import PHOTO_SUFFIXES, choose_photo
from tabletop_ai.ui.shell import settings as prefs
from tabletop_ai.ui.shell.main_window import MainWindow


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_photo_dialog_lists_every_photo_a_drop_takes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    asked: list[str] = []

    def dialog(*args: Any) -> tuple[str, str]:
        asked.append(args[3])
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    choose_photo(window)
    assert len(asked) == 1
    first, *rest = asked[0].split(";;")
    assert first.startswith({"en": "Photos (", "uk": "Фото ("}[lang]), first
    patterns = set(re.findall(r"\*(\.\w+)", first))
    assert patterns == PHOTO_SUFFIXES, sorted(patterns ^ PHOTO_SUFFIXES)
    assert {".heic", ".heif", ".avif"} <= patterns
    # and a way to pick a photo whose name ends otherwise (the reader reads its header)
    assert rest == [{"en": "All files (*)", "uk": "Усі файли (*)"}[lang]], rest


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_map_picture_dialog_lists_what_the_photo_dialog_lists(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    assert prefs.install_language(QApplication.instance(), lang) == lang
    asked: list[str] = []

    def dialog(*args: Any) -> tuple[str, str]:
        asked.append(args[3])
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    choose_photo(window)
    assert not choose_picture(window.ctx)
    photos, pictures = [re.findall(r"\*(\.\w+)", a.split(";;")[0]) for a in asked]
    assert photos == pictures == list(PICTURE_SUFFIXES), (photos, pictures)
    assert {".heic", ".heif", ".avif"} <= set(pictures)
    first, *rest = asked[1].split(";;")
    assert first.startswith({"en": "Pictures (", "uk": "Зображення ("}[lang]), first
    assert rest == [{"en": "All files (*)", "uk": "Усі файли (*)"}[lang]], rest


@pytest.mark.usefixtures("english_again")
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_universal_vtt_picture_dialog_lists_the_same_pictures(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, lang: str
) -> None:
    """A Universal VTT map naming its picture file asks for it in a dialog listing every
    picture the other picture dialogs list (before, PNG, JPEG and WebP only): an iPhone's
    HEIC picture chosen there is told how to save it as JPEG, in the photo reader's words
    (before, only that it was no PNG, JPEG or WebP picture)."""
    from tabletop_ai.maps.imagesize import heif_refusal
    from tabletop_ai.maps.uvtt import read_uvtt
    from tabletop_ai.ui.capture.import_actions import _ask_picture
    from tests.ui.capture.test_map_picture_words import HEIF

    assert prefs.install_language(QApplication.instance(), lang) == lang
    src = tmp_path / "room.uvtt"
    src.write_text(
        json.dumps(
            {"resolution": {"map_size": {"x": 4, "y": 3}, "pixels_per_grid": 10}, "image": "r.png"}
        ),
        encoding="utf-8",
    )
    heic = tmp_path / "IMG_0001.HEIC"
    heic.write_bytes(HEIF["IMG_0001.HEIC"])
    answers = [str(heic), ""]  # the HEIC picture, then Cancel
    asked: list[str] = []

    def dialog(*args: Any) -> tuple[str, str]:
        asked.append(args[3])
        return answers.pop(0), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", dialog)
    result = read_uvtt(src)
    assert _ask_picture(window.ctx, src, "r.png", result) is None
    assert len(asked) == 2
    first, *rest = asked[0].split(";;")
    assert first.startswith({"en": "Pictures (", "uk": "Зображення ("}[lang]), first
    assert re.findall(r"\*(\.\w+)", first) == list(PICTURE_SUFFIXES)
    assert rest == [{"en": "All files (*)", "uk": "Усі файли (*)"}[lang]], rest
    assert window.last_error.split("\n", 1)[1] == str(heif_refusal(heic.name, "HEIC"))
