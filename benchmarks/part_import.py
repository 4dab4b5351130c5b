"""What the player waits for when the window imports a part of a map larger than a board.

A generated Tiled map as large as the largest real one measured (The Mana World's 403x403,
four tile layers: ground everywhere, walls and things on some cells, a collision layer) is
imported with File → Import map… as the window does it (``import_map_file``), the player
taking the part offered first (the region dialog answered OK), twice: every tile saying
its terrain (no other question), and the floor tile saying none (the terrain dialog asks,
its guesses are taken, and the part is built again with them). Each round counts how often
the map file itself is read and the CPU seconds of the whole import (from the file to the
board on screen). The reference is the least any reader of the file does, measured in the
same run: ElementTree parsing the same file and its layers' CSV split into numbers (the
best of five); the figures are the medians over the rounds of the import's seconds and of
their ratio to the reference's. Most of what is left is drawing the part's tiles into its
picture, which is not reading.

    QT_QPA_PLATFORM=offscreen python benchmarks/part_import.py [--rounds N] [--side N]

A script, not a timed test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from unittest.mock import patch

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication


def tileset(floor_says: bool) -> str:
    """Tile ids: 1 floor (open, said only when ``floor_says``), 2 wall and 3 collision
    (blocking)."""
    floor = (
        '<tile id="0"><properties><property name="terrain" value="open"/></properties></tile>'
        if floor_says
        else ""
    )
    return (
        '<tileset firstgid="1" name="ground" tilewidth="32" tileheight="32" tilecount="3" '
        'columns="3"><image source="ground.png" width="96" height="32"/>'
        + floor
        + '<tile id="1"><properties><property name="terrain" value="blocking"/></properties>'
        '</tile><tile id="2"><properties><property name="terrain" value="blocking"/>'
        "</properties></tile></tileset>"
    )


def write_map(folder: Path, side: int, floor_says: bool = True) -> Path:
    """A ``side`` x ``side`` map of four tile layers (ground on every cell, walls on a lattice,
    things on some cells, a collision layer matching the walls) and a few points."""
    from PySide6.QtGui import QImage

    QImage(96, 32, QImage.Format.Format_RGB32).save(str(folder / "ground.png"))

    def layer(lid: int, name: str, tile: Any) -> str:
        rows = (",".join(str(tile(x, y)) for x in range(side)) for y in range(side))
        return (
            f'<layer id="{lid}" name="{name}" width="{side}" height="{side}">'
            f'<data encoding="csv">{",".join(rows)}</data></layer>'
        )

    def wall(x: int, y: int) -> bool:
        return x % 12 == 0 or y % 9 == 0

    tmx = folder / "world.tmx"
    tmx.write_text(
        f'<?xml version="1.0"?><map version="1.10" tiledversion="1.10.2" '
        f'orientation="orthogonal" renderorder="right-down" width="{side}" '
        f'height="{side}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="6" '
        f'nextobjectid="4">{tileset(floor_says)}'
        + layer(1, "Ground", lambda x, y: 1)
        + layer(2, "Fringe", lambda x, y: 2 if wall(x, y) else 0)
        + layer(3, "Over", lambda x, y: 1 if (x * 7 + y * 3) % 11 == 0 else 0)
        + layer(4, "Collision", lambda x, y: 3 if wall(x, y) else 0)
        + '<objectgroup id="5" name="things">'
        + "".join(
            f'<object id="{i + 1}" type="spawn" name="s{i}" x="{48 + 320 * i}" '
            f'y="{80 + 640 * i}"><point/></object>'
            for i in range(3)
        )
        + "</objectgroup></map>",
        encoding="utf-8",
    )
    return tmx


def reference(tmx: Path, repeats: int = 5) -> float:
    """CPU seconds of the least any reader does: parse the XML, split the CSV into numbers
    (the best of ``repeats``)."""
    best = float("inf")
    for _ in range(repeats):
        t0 = time.process_time()
        root = ET.parse(tmx).getroot()
        total = 0
        for data in root.iter("data"):
            total += sum(int(v) for v in (data.text or "").split(","))
        del total
        best = min(best, time.process_time() - t0)
    return best


def import_once(tmx: Path) -> tuple[float, int, tuple[int, int]]:
    """CPU seconds of the window's import of the part offered first, how often the map file
    was read, and the board's size."""
    from tabletop_ai.board import Board
    from tabletop_ai.geometry import SquareGrid
    from tabletop_ai.maps import tiled_files
    from tabletop_ai.ui.capture import import_actions
    from tabletop_ai.ui.capture.map_region import RegionDialog
    from tabletop_ai.ui.shell.main_window import MainWindow

    w = MainWindow(Board(grid=SquareGrid(2, 2)), None, interactive=False, remember=False)
    w.interactive = True
    reads: list[Path] = []
    real_read = tiled_files.read_part

    def counted(path: Path, *args: Any, **kwargs: Any) -> bytes:
        if Path(path) == tmx:
            reads.append(path)
        return real_read(path, *args, **kwargs)

    def ok(*_args: Any) -> int:
        return 1

    with ExitStack() as patches:
        for owner, name, value in (
            (tiled_files, "read_part", counted),
            (RegionDialog, "exec", ok),
            (import_actions.ImportNotesDialog, "exec", ok),
            (import_actions.TerrainMappingDialog, "exec", ok),
            (import_actions, "saved_mapping", dict),
            (import_actions, "remember_mapping", ok),
            (w, "maybe_save", lambda: True),
        ):
            patches.enter_context(patch.object(owner, name, value))
        t0 = time.process_time()
        assert import_actions.import_map_file(w.ctx, tmx)
        seconds = time.process_time() - t0
    grid = w.doc.board.grid
    w.interactive = False
    w.controller.shutdown()
    w.close()
    w.deleteLater()
    return seconds, len(reads), (grid.width, grid.height)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--side", type=int, default=403)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv)
    del app
    for floor_says, title in ((True, "every tile says its terrain"), (False, "terrain asked")):
        with tempfile.TemporaryDirectory() as tmp:
            tmx = write_map(Path(tmp), args.side, floor_says)
            import_once(tmx)  # warm: the importers' modules loaded, as after a first import
            seconds, ratios, reads = [], [], set()
            for _ in range(args.rounds):
                ref = reference(tmx)
                s, n, size = import_once(tmx)
                seconds.append(s)
                ratios.append(s / ref)
                reads.add(n)
            print(f"{args.side}x{args.side} map ({title}), part imported {size[0]}x{size[1]}")
            print(f"  map file read per import: {sorted(reads)}")
            print(
                f"  import: {statistics.median(seconds):.2f} s CPU, "
                f"{statistics.median(ratios):.1f} x the reference "
                f"(ElementTree + CSV, {reference(tmx):.2f} s)"
            )


if __name__ == "__main__":
    main()
