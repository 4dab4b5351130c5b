"""What to install for reading photos (OpenCV) and for the live camera (Qt Multimedia), said
for the install the player has: the package is not on an index, so ``pip install
"tabletop-ai[camera]"`` fails; what works depends on where this copy came from.

- **the frozen app** (a PyInstaller bundle): nothing can be added to it; the release builds
  carry OpenCV, a build without it needs the full download;
- **a source checkout** (``src/tabletop_ai`` beside the project's ``pyproject.toml``): the
  ``camera`` extra from that folder, ``pip install '.[camera]'``;
- **any other install** (a wheel): the extra's own packages by name, Qt's add-ons at the
  version of the Qt already installed (they must match).
"""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop_ai.i18n import Msg, msg

#: the camera extra's packages (pyproject.toml ``camera``), by what they bring
OPENCV_PACKAGES = "opencv-python-headless numpy"


def checkout_folder() -> Path | None:
    """The source checkout this package runs from (its ``pyproject.toml`` names it), or
    None for an installed copy."""
    root = Path(__file__).resolve().parents[3]
    project = root / "pyproject.toml"
    try:
        text = project.read_text(encoding="utf-8")
    except OSError:
        return None
    return root if 'name = "tabletop-ai"' in text else None


def frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def opencv_hint() -> Msg:
    """Why photos cannot be read here and what to install."""
    if frozen():
        return msg(
            "reading photos needs OpenCV, which this build of the app does not carry: "
            "download the full app from the project's releases"
        )
    folder = checkout_folder()
    if folder is not None:
        return msg(
            "reading photos needs OpenCV: in {folder}, run: pip install '.[camera]'",
            folder=str(folder),
        )
    return msg("reading photos needs OpenCV: pip install {packages}", packages=OPENCV_PACKAGES)


def qt_addons_command() -> str:
    """``pip install PySide6-Addons==X`` at the installed PySide6-Essentials version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"pip install PySide6-Addons=={version('PySide6-Essentials')}"
    except PackageNotFoundError:
        return "pip install PySide6-Addons"


def camera_hint() -> Msg:
    """Why the live camera cannot open here (no Qt Multimedia) and what to do."""
    if frozen():
        return msg(
            "This build of Tabletop AI has no live camera (Qt Multimedia). Take a photo of "
            "the table and drop it on the window, or use File → Place figures from photo…."
        )
    folder = checkout_folder()
    command = (
        f"pip install '.[camera]' (in {folder})" if folder is not None else qt_addons_command()
    )
    return msg(
        "The live camera needs Qt Multimedia: {command}. Until then, take a photo of the "
        "table and drop it on the window.",
        command=command,
    )
