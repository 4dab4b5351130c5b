"""Where the bundled files live: the ``maps/`` folder in a source tree, an installed package or
a PyInstaller bundle.

The app asks for the demo board by name and never guesses paths itself, so the same call works
from ``pip install -e .``, from a wheel (package data ``tabletop_ai/maps``) and from a frozen app
(``sys._MEIPASS/maps``).
"""

from __future__ import annotations

import sys
from pathlib import Path

DEMO_BOARD = "outpost-raid.board.json"


def _candidates() -> list[Path]:
    here = Path(__file__).resolve().parent
    out: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        out += [Path(bundle) / "maps", Path(bundle) / "tabletop_ai" / "maps"]
    out.append(here / "maps")  # installed package data
    out.append(here.parents[1] / "maps")  # source tree: src/tabletop_ai -> repo root
    return out


def maps_dir() -> Path | None:
    """The folder of bundled boards, or None when this installation has none."""
    for p in _candidates():
        if (p / DEMO_BOARD).is_file():
            return p
    return None


def bundled_map(name: str = DEMO_BOARD) -> Path | None:
    """The path of a bundled board such as ``outpost-raid.board.json``, or None."""
    d = maps_dir()
    if d is None:
        return None
    p = d / name
    return p if p.is_file() else None


def demo_board() -> Path | None:
    """The demo board opened on first start."""
    return bundled_map(DEMO_BOARD)


def app_icon_files() -> list[Path]:
    """The app icon in every size drawn (``assets/icons/tabletop-ai-*.png``), if present."""
    here = Path(__file__).resolve().parent
    roots = [here.parents[1] / "assets" / "icons", here / "assets" / "icons"]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        roots.insert(0, Path(bundle) / "assets" / "icons")
    for root in roots:
        files = sorted(root.glob("tabletop-ai-*.png"))
        if files:
            return files
    return []
