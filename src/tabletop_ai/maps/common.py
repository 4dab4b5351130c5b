"""What every map importer returns, and how an import is written next to its board file."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.io import atomic_write_text, dumps_board
from tabletop_ai.board.model import Board
from tabletop_ai.board.reader import parse_json, read_text
from tabletop_ai.i18n import msg, msg_in
from tabletop_ai.maps.picture import (
    SUFFIX_OF_MIME,
    MapPicture,
    embed,
    relative_path,
    set_board_picture,
)

#: the largest map file read (bytes): Universal VTT files carry their picture as base64
MAX_MAP_BYTES = 64 * 1024 * 1024
#: the largest imported map, cells a side (the editor's and the board schema's limit)
MAX_SIDE_CELLS = 200


@dataclass
class ImportedPicture:
    """The picture an import found: its bytes (embedded in the map file) or its file."""

    picture: MapPicture
    data: bytes | None = None
    file: Path | None = None


@dataclass
class ImportResult:
    """A board built from a map file, its picture, and notes for the player."""

    board: Board
    picture: ImportedPicture | None = None
    notes: list[str] = field(default_factory=list)
    #: wall lines with pieces off the cell edges (not imported, or their cells marked
    #: blocking when asked)
    off_grid: int = 0


#: how many places a note names before "and N more"
NOTE_EXAMPLES = 4


def terrain_word(kind: str) -> str:
    """A terrain kind of the board format (spec section 2) as the player reads it in the
    installed language, as the window names it; an unknown kind as it is."""
    words = {
        "open": msg_in("terrain", "open"),
        "blocking": msg_in("terrain", "blocking"),
        "difficult": msg_in("terrain", "difficult"),
        "impassable": msg_in("terrain", "impassable"),
        "hazard": msg_in("terrain", "hazard"),
        "void": msg_in("terrain", "void"),
        "trap": msg_in("terrain", "trap"),
        "icy": msg_in("terrain", "icy"),
    }
    return str(words[kind]) if kind in words else kind


def layer_place(layer: str) -> str:
    """A Tiled layer named as a place in the file, in the installed language."""
    return str(msg("layer {layer}", layer=repr(layer)))


def object_place(layer: str, obj_id: int, name: str = "") -> str:
    """A Tiled object named as a place in the file (its layer, id and name, if any)."""
    place = str(msg("layer {layer} object {id}", layer=repr(layer), id=obj_id))
    return f"{place} {name!r}" if name else place


def examples(items: Sequence[str], limit: int = NOTE_EXAMPLES) -> tuple[str, str]:
    """The first ``limit`` of ``items`` joined for a note, and the " and N more" that
    follows them (empty when all are named)."""
    rest = len(items) - limit
    return ", ".join(items[:limit]), str(msg(" and {count} more", count=rest)) if rest > 0 else ""


def off_grid_note(file_name: str, lines: list[str], mark_crossed: bool) -> str:
    """The note of an import whose wall ``lines`` (their places in the file) leave the cell
    edges: the cells they cross are marked blocking (``mark_crossed``), or those pieces are
    left out."""
    named, more = examples(lines)
    return str(
        msg(
            "{file}: %n wall line(s) off the cell edges ({lines}{more}); {what}",
            n=len(lines),
            file=file_name,
            lines=named,
            more=more,
            what=str(msg("the cells they cross are marked blocking"))
            if mark_crossed
            else str(
                msg(
                    "those pieces are not imported (--mark-crossed, or Yes in the "
                    "window, marks the cells they cross blocking)"
                )
            ),
        )
    )


def fail(source: str | os.PathLike[str], where: str, message: str) -> BoardError:
    """A :class:`BoardError` naming the map file and the place."""
    return BoardError(Path(source).name, [Problem(where, message)])


#: objects and arrays (``{`` and ``[``) one map file may hold: a map's walls, portals and
#: points are thousands at most; 64 MB of small objects would take gigabytes once parsed
MAX_MAP_OBJECTS = 500_000


def read_json(path: Path) -> Any:
    """Read a JSON map file through the app's guarded reader (:mod:`tabletop_ai.board.reader`:
    no NaN/Infinity, bounded nesting and numbers, one-line errors naming file and place),
    with the larger size limit :data:`MAX_MAP_BYTES` (Universal VTT files carry their
    picture) and at most :data:`MAX_MAP_OBJECTS` objects and arrays, counted before the
    text is parsed."""
    text = read_text(path, max_bytes=MAX_MAP_BYTES)
    count = text.count("{") + text.count("[")  # inside strings too: an upper bound
    if count > MAX_MAP_OBJECTS:
        raise fail(
            path,
            "",
            msg(
                "holds {count} objects and lists; map files of at most {most} are read",
                count=f"{count:,}",
                most=f"{MAX_MAP_OBJECTS:,}",
            ),
        )
    return parse_json(text, path.name, max_bytes=MAX_MAP_BYTES)


def write_import(
    result: ImportResult, out: str | os.PathLike[str], embed_picture: bool = False
) -> list[str]:
    """Save the imported board to ``out``; its picture goes beside it (``OUT-picture.png``,
    referenced by a relative path) or, with ``embed_picture``, into the board file. Returns
    the files written."""
    target = Path(out)
    written = []
    board = result.board
    if result.picture is not None:
        pic = result.picture
        if embed_picture:
            data = (
                pic.data
                if pic.data is not None
                else (pic.file.read_bytes() if pic.file is not None else None)
            )
            if data is not None:
                name = pic.file.name if pic.file is not None and pic.data is None else None
                set_board_picture(board, embed(pic.picture, data, name or "picture.data"))
        elif pic.data is not None:
            mime = pic.picture.mime or "image/png"
            stem = target.name.removesuffix(".json").removesuffix(".board")
            pfile = target.with_name(f"{stem}-picture{SUFFIX_OF_MIME.get(mime, '.png')}")
            pfile.parent.mkdir(parents=True, exist_ok=True)
            pfile.write_bytes(pic.data)
            written.append(str(pfile))
            pic.picture.path = relative_path(pfile, target)
            pic.picture.mime = None
            set_board_picture(board, pic.picture)
        elif pic.file is not None:
            pic.picture.path = relative_path(pic.file, target)
            set_board_picture(board, pic.picture)
    atomic_write_text(target, dumps_board(board))
    written.insert(0, str(target))
    return written


def check_size(source: Path, where: str, width: int, height: int) -> None:
    """Refuse maps with no cells or more than :data:`MAX_SIDE_CELLS` a side."""
    if width < 1 or height < 1:
        raise fail(
            source,
            where,
            msg(
                "gives a {width}x{height} map; a map needs at least one cell",
                width=width,
                height=height,
            ),
        )
    if max(width, height) > MAX_SIDE_CELLS:
        raise fail(
            source,
            where,
            msg(
                "gives a {width}x{height} map; maps of at most {most}x{most} cells are imported",
                width=width,
                height=height,
                most=MAX_SIDE_CELLS,
            ),
        )
