"""List every package data file of the checkout with the place it takes inside the package.

    python packaging/package_data.py     # one line each: tabletop_ai/bundled_maps/x.board.json

The package's files come from three folders: ``src/tabletop_ai`` and the two top-level folders
that ``setup.py`` maps into the package (``DATA_PACKAGES``: ``maps/`` is
``tabletop_ai.bundled_maps``, ``assets/`` is ``tabletop_ai.assets``). Package data is every
file there that is not Python source or bytecode, and not a translation source (``*.ts``: the
app reads the compiled ``*.qm``). ``check-wheel.sh`` and ``check-bundle.sh`` compare a wheel and
a frozen build against this list, so a file the build leaves out fails them.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOT_DATA = {".py", ".pyc", ".ts"}


def data_packages(setup_py: Path = ROOT / "setup.py") -> dict[str, str]:
    """``DATA_PACKAGES`` of setup.py (package name -> folder of the checkout), read, not run."""
    for node in ast.parse(setup_py.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "DATA_PACKAGES" for t in node.targets
        ):
            value: dict[str, str] = ast.literal_eval(node.value)
            return value
    raise SystemExit(f"{setup_py}: no DATA_PACKAGES")


def package_files(root: Path = ROOT) -> dict[str, Path]:
    """Every package data file: its path inside the package (``tabletop_ai/...``, with ``/``)
    -> the file in the checkout."""
    folders = {"tabletop_ai": root / "src" / "tabletop_ai"}
    folders.update({name: root / d for name, d in data_packages(root / "setup.py").items()})
    files: dict[str, Path] = {}
    for package, folder in folders.items():
        for f in sorted(folder.rglob("*")):
            if f.is_file() and f.suffix not in NOT_DATA and "__pycache__" not in f.parts:
                inside = Path(*package.split("."), f.relative_to(folder)).as_posix()
                files[inside] = f
    return files


if __name__ == "__main__":
    sys.stdout.writelines(f"{name}\n" for name in package_files())
