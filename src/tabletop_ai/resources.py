"""Where the bundled files live: package data of ``tabletop_ai``, found with
:mod:`importlib.resources`.

The boards and tables shipped with the app are in ``tabletop_ai/data/maps/``, the window icons in
``tabletop_ai/assets/icons/``. They are package data (``[tool.setuptools.package-data]`` in
``pyproject.toml``), so one lookup works the same from a source checkout with
``pip install -e .``, from an installed wheel and from the PyInstaller bundle (whose spec
collects the package's data files under ``_internal/tabletop_ai/``). There is one copy of each
file, in ``src/tabletop_ai/``; nothing else keeps another.

The app asks for the demo board by name and never guesses paths itself.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

DEMO_BOARD = "outpost-raid.board.json"
#: the folder of the bundled boards and tables, inside the package
MAPS = ("data", "maps")


def _package_root() -> Traversable:
    """The ``tabletop_ai`` package's files (a folder on disk for every install we ship)."""
    return resources.files("tabletop_ai")


def _package_dir(*parts: str) -> Path | None:
    """A folder of package data as a real path, or None when this installation lacks it.

    Callers hand these paths to ``open()``, Qt and the user (the window shows the file's
    path), so a package inside a zip archive, where there is no such path, counts as missing.
    """
    folder = _package_root().joinpath(*parts)
    if not folder.is_dir():
        return None
    path = Path(str(folder))
    return path if path.is_dir() else None


def maps_dir() -> Path | None:
    """The folder of bundled boards and tables, or None when this installation has none."""
    d = _package_dir(*MAPS)
    if d is None or not (d / DEMO_BOARD).is_file():
        return None
    return d


def bundled_maps() -> list[Path]:
    """Every bundled board (``*.board.json``) and table (``*.table.json``), sorted by name."""
    d = maps_dir()
    if d is None:
        return []
    return sorted(p for p in d.iterdir() if p.name.endswith((".board.json", ".table.json")))


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
    d = _package_dir("assets", "icons")
    return sorted(d.glob("tabletop-ai-*.png")) if d is not None else []
