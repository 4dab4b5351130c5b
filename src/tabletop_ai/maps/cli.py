"""``tabletop-ai import FILE OUT.board.json``: a Tiled or Universal VTT map as a board file.

Exit status 0 with the board written (notes on standard error: what was imported, what was
not); 2 with one line naming the file and the place when the map cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError
from tabletop_ai.i18n import msg
from tabletop_ai.maps.common import (
    ImportResult,
    Region,
    parse_region,
    read_map_file,
    write_import,
)

Handler = Callable[[argparse.Namespace], int]
#: notes printed at most (a cave map can have hundreds of walls off the grid)
MAX_NOTES = 30


def add_commands(sub: Any) -> dict[str, Handler]:
    p = sub.add_parser(
        "import",
        help="make a board file from a Tiled (.tmx, .tmj) or "
        "Universal VTT (.dd2vtt, .uvtt, .df2vtt) map",
    )
    p.add_argument("file", help="the map file")
    p.add_argument("out", help="the board file to write (OUT.board.json)")
    p.add_argument(
        "--terrain",
        metavar="MAPPING.json",
        help="Tiled: the terrain kind of each tile (TILESET:ID -> kind)",
    )
    p.add_argument(
        "--terrain-template",
        metavar="MAPPING.json",
        help="Tiled: write the tiles the map uses, with their kinds so far, to "
        "edit and pass back with --terrain",
    )
    p.add_argument(
        "--mark-crossed",
        action="store_true",
        help="mark the cells crossed by walls that do not follow cell edges as blocking",
    )
    p.add_argument(
        "--region",
        metavar="X,Y,W,H",
        help="import only this part of the map: W x H cells from column X, row Y (counted "
        "from 0 at the top left); for a map larger than a board (200x200 cells)",
    )
    p.add_argument(
        "--picture",
        metavar="FILE",
        help="the picture under the grid, for a map that names its picture file instead of "
        "holding it (it spans the whole map; with --region it is cut to the part)",
    )
    p.add_argument(
        "--embed",
        action="store_true",
        help="store the picture inside the board file (default: beside it)",
    )
    return {"import": cmd_import}


def import_map(
    file: str | Path,
    terrain: str | Path | None = None,
    mark_crossed: bool = False,
    region: Region | None = None,
) -> ImportResult:
    """Read any supported map file, or the ``region`` of it; :class:`BoardError` names the
    file and the place (:class:`~tabletop_ai.maps.common.MapTooLarge` for a map larger than
    a board read without a region)."""
    from tabletop_ai.maps import tiled

    mapping = tiled.load_mapping(terrain) if terrain else None
    return read_map_file(file, mapping, mark_crossed, region)


def cmd_import(args: argparse.Namespace) -> int:
    region = None
    if args.region is not None:
        try:
            region = parse_region(args.region)
        except ValueError as exc:
            print(f"tabletop-ai: {Path(args.file).name}: --region {exc}", file=sys.stderr)
            return 2
    try:
        result = import_map(args.file, args.terrain, args.mark_crossed, region)
    except BoardError as exc:
        print(f"tabletop-ai: {exc.first_line()}", file=sys.stderr)
        return 2
    if args.terrain_template:
        from tabletop_ai.maps.tiled import TiledImport, dumps_mapping

        if isinstance(result, TiledImport):
            # what the map says, else the guess from the tile's names (the window also
            # looks at each tile's picture)
            guesses = result.guesses()
            mapping = {
                k: t.property_kind or (guesses[k].kind if k in guesses else "open")
                for k, t in result.tiles.items()
            }
            Path(args.terrain_template).write_text(dumps_mapping(mapping), encoding="utf-8")
    if args.picture:
        from tabletop_ai.maps.uvtt import picture_for

        try:
            result.picture = picture_for(args.picture, result.board, result.part)
        except BoardError as exc:
            print(f"tabletop-ai: {exc.first_line()}", file=sys.stderr)
            return 2
    if result.part is not None and result.picture is not None:
        # the part's own pixels, lined up with its cells (the window cuts it the same way)
        from tabletop_ai.maps.picture_cut import cut_part_picture

        cut_part_picture(result)
    try:
        written = write_import(result, args.out, embed_picture=args.embed)
    except OSError as exc:
        print(
            msg(
                "tabletop-ai: {file}: cannot be written: {reason}",
                file=Path(args.out).name,
                reason=exc.strerror,
            ),
            file=sys.stderr,
        )
        return 2
    shown = result.notes[:MAX_NOTES]
    for note in shown:
        print(note, file=sys.stderr)
    if len(result.notes) > len(shown):
        print(
            msg("... and {count} more notes like these", count=len(result.notes) - len(shown)),
            file=sys.stderr,
        )
    print(msg("wrote {files}", files=", ".join(written)))
    return 0
