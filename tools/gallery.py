"""Render every bundled board with each of its groups activated (and with none), at
1280×800 and 1920×1080, into a folder — to LOOK at the window as a player meets it.

    python tools/gallery.py [OUT_DIR]        # default: build/gallery

One PNG per board × group × size, named ``BOARD--GROUP--WxH.png`` (GROUP ``none`` for the
board before any activation); table files get one picture per size. Uses the same offscreen
renderer as ``tabletop-ai screenshot``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((1280, 800), (1920, 1080))


def boards() -> list[Path]:
    """The bundled boards and tables (shipped in the package's data folder)."""
    folder = ROOT / "maps"
    return sorted(folder.glob("*.json"))


def groups_of(path: Path) -> list[str]:
    data = json.loads(path.read_text("utf-8"))
    return [str(g["id"]) for g in data.get("groups", [])]


def main(argv: list[str]) -> int:
    from tabletop_ai.ui.shell.screenshot import screenshot

    out = Path(argv[0]) if argv else ROOT / "build" / "gallery"
    out.mkdir(parents=True, exist_ok=True)
    status = 0
    count = 0
    for path in boards():
        stem = path.name.split(".")[0]
        table = path.name.endswith(".table.json")
        for w, h in SIZES:
            for group in [None] if table else [None, *groups_of(path)]:
                name = f"{stem}--{group or 'none'}--{w}x{h}.png"
                rc = screenshot(str(path), str(out / name), group, (w, h))
                status = status or rc
                count += rc == 0
    print(f"{count} pictures in {out}")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
