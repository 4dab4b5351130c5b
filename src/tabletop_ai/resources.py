"""Where the bundled files live, found with :mod:`importlib.resources`.

The boards and tables shipped with the app are kept in the repository's top-level ``maps/``
folder, the window icons and other pictures in ``assets/``: one copy of each file. The build
maps the two folders into the package as ``tabletop_ai.bundled_maps`` and
``tabletop_ai.assets`` (``package_dir`` in ``setup.py``), so they are package data wherever the
package is: an editable install (``pip install -e .``; its import finder maps the two names to
the folders), a wheel or an sdist install (``site-packages/tabletop_ai/bundled_maps/``) and the
PyInstaller bundle (``_internal/tabletop_ai/bundled_maps/``, collected by the spec). One lookup
by package name works in all of them.

The app asks for the demo board by name and never guesses paths itself.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

DEMO_BOARD = "outpost-raid.board.json"
#: the bundled boards and tables (the top-level ``maps/`` folder)
MAPS_PACKAGE = "tabletop_ai.bundled_maps"
#: the window icons and other pictures (the top-level ``assets/`` folder)
ASSETS_PACKAGE = "tabletop_ai.assets"


def _files(package: str) -> Traversable:
    """The files of one package of bundled data."""
    return resources.files(package)


def _package_dir(package: str, *parts: str) -> Path | None:
    """A folder of bundled data as a real path, or None when this installation lacks it.

    Callers hand these paths to ``open()``, Qt and the user (the window shows the file's
    path), so a package inside a zip archive, where there is no such path, counts as missing,
    and so does a package the build left out.
    """
    try:
        folder = _files(package)
    except ModuleNotFoundError:
        return None
    for part in parts:
        folder = folder / part
    if not folder.is_dir():
        return None
    path = Path(str(folder))
    return path if path.is_dir() else None


def maps_dir() -> Path | None:
    """The folder of bundled boards and tables, or None when this installation has none."""
    d = _package_dir(MAPS_PACKAGE)
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


def is_bundled(path: str | Path) -> bool:
    """True for a board or table that ships with the app (in the bundled maps folder): a
    template the user starts from, never a file the app writes over (saving one asks where
    to save it)."""
    d = maps_dir()
    if d is None:
        return False
    try:
        return Path(path).resolve().parent == d.resolve()
    except OSError:
        return False


def demo_board() -> Path | None:
    """The demo board opened on first start."""
    return bundled_map(DEMO_BOARD)


def app_icon_files() -> list[Path]:
    """The app icon in every size drawn (``assets/icons/tabletop-ai-*.png``), if present."""
    d = _package_dir(ASSETS_PACKAGE, "icons")
    return sorted(d.glob("tabletop-ai-*.png")) if d is not None else []
