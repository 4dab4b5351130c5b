"""The About dialog: name, version, what the app does, the Qt and Python it runs on."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from tabletop_ai import __version__
from tabletop_ai.ui.texts import translate


def about_text() -> str:
    return (
        f"<h3>Tabletop AI {__version__}</h3>"
        "<p>Plays the enemy side of solo and co-op miniatures games: it works out, by the "
        "game's printed AI rules, where each enemy figure moves, whom it targets and "
        "why.</p>"
        f"<p>Qt {qVersion()}, PySide6 {PySide6.__version__}, "
        f"Python {platform.python_version()}</p>"
    )


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, translate("about", "About Tabletop AI"), about_text())
