"""What a Tiled map may make the importer open and decode, checked before the parser sees it.

``pytiled-parser`` reads a map the way Tiled writes it: it opens every tileset and object
template the map names, and inflates compressed tile layers in full. A map is data, so before
the parser runs :func:`checked_copy` reads the map itself and writes a copy the parser can
read without any of that risk:

- the map file, and each tileset (``.tsx``/``.tsj``) and object template (``.tx``/``.tj``)
  it names, is read only when it is a regular file of bounded size (a named pipe would be
  waited on for ever, ``/dev/zero`` read for ever); a UTF-8 byte-order mark (Notepad) is
  dropped; the copies name each other by absolute paths;
- pictures a map or tileset names (tileset images, image layers) are not opened here, but a
  path that is no regular file is refused;
- the map's size and tile size are checked before any layer is read, and an infinite map
  (chunks) is refused;
- tile layer data is decoded here: base64, then zlib, gzip or zstd inflated *with a limit on
  the output* (4 bytes a cell of the layer, which is at most 200x200), so a small file cannot
  inflate to gigabytes; CSV and ``<tile>`` lists are counted before they are split; every
  tile id is a 32-bit number. The copy holds the tiles as plain CSV (JSON: a list).
  Zstandard data is inflated only when its frame header declares a size within that limit
  (Tiled's does; the ``zstd`` module has no output limit of its own).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path
from typing import Any

from tabletop_ai.board.errors import BoardError, Problem
from tabletop_ai.board.reader import FileTooLarge, NotAFile, parse_json, read_bytes
from tabletop_ai.i18n import msg
from tabletop_ai.maps.common import (
    MAX_SIDE_CELLS,
    MAX_WHOLE_SIDE,
    Region,
    check_size,
    fail,
    layer_place,
)
from tabletop_ai.maps.tiled_templates import (
    instance_json,
    instance_xml,
    is_tile_template,
    template_as_json,
    template_as_xml,
)

#: the largest Tiled map file read (bytes); a 200x200 map of many CSV layers is a few MB
MAX_TILED_BYTES = 16 * 1024 * 1024
#: the largest tileset or object template file read (bytes)
MAX_PART_BYTES = 4 * 1024 * 1024
#: tilesets and templates one map may name (each is read once)
MAX_PARTS = 256
#: tile size in pixels (Tiled's own tiles are 8 to 512)
MAX_TILE_PIXELS = 4096
#: the largest tile id (Tiled's ids are unsigned 32-bit numbers, flip flags in the top bits)
MAX_GID = 0xFFFFFFFF
#: the names Tiled gives JSON tilesets, templates and maps
JSON_SUFFIXES = (".json", ".tsj", ".tj", ".tmj")
#: cells of one tile layer
MAX_LAYER_CELLS = MAX_SIDE_CELLS * MAX_SIDE_CELLS


def read_part(path: Path, source: Path, where: str, max_bytes: int = MAX_PART_BYTES) -> bytes:
    """The bytes of a file, read only when it is a regular file of at most ``max_bytes``
    (a UTF-8 byte-order mark dropped); a :class:`BoardError` naming ``source`` and
    ``where`` otherwise. ``path`` is ``source`` itself, or a file it names."""
    own = path == source
    name = path.name
    try:
        raw = read_bytes(path, max_bytes)
    except FileNotFoundError:
        raise fail(
            source,
            where,
            msg("does not exist")
            if own
            else msg("refers to {name}, which does not exist", name=name),
        ) from None
    except NotAFile:
        raise fail(
            source,
            where,
            msg("is not a regular file (a pipe, a device or a socket); only files are read")
            if own
            else msg(
                "refers to {name}, which is not a regular file (a pipe, a device or a "
                "socket); only files are read",
                name=name,
            ),
        ) from None
    except IsADirectoryError:
        raise fail(
            source,
            where,
            msg("is a folder, not a file")
            if own
            else msg("refers to {name}, which is a folder, not a file", name=name),
        ) from None
    except FileTooLarge as exc:
        most = max_bytes // (1024 * 1024)
        size = f"{exc.size:,}"
        raise fail(
            source,
            where,
            msg("is {size} bytes; files of at most {most} MB are read", size=size, most=most)
            if own
            else msg(
                "refers to {name}, which is {size} bytes; files of at most {most} MB are read",
                name=name,
                size=size,
                most=most,
            ),
        ) from None
    except OSError as exc:
        why = exc.strerror or str(exc)
        raise fail(
            source,
            where,
            msg("cannot be read ({why})", why=why)
            if own
            else msg("refers to {name}, which cannot be read ({why})", name=name, why=why),
        ) from None
    if len(raw) > max_bytes:
        raise fail(source, where, msg("grew while it was read"))
    return raw[3:] if raw.startswith(b"\xef\xbb\xbf") else raw


def check_picture_path(path: Path, source: Path, where: str) -> None:
    """A picture a map names is opened later (its header, then by the window): a path that
    exists but is no regular file is refused now. A missing one is reported where it is
    used (a note, no picture)."""
    try:
        st = os.stat(path)
    except OSError:
        return
    import stat

    if not stat.S_ISREG(st.st_mode):
        raise fail(
            source,
            where,
            msg(
                "refers to {name}, which is not a regular file (a pipe, a device or a folder)",
                name=path.name,
            ),
        )


def xml_reason(reason: str) -> str:
    """The XML parser's (expat's) reason for refusing a file, in the player's words and
    language when it is one a hand-edited or cut-off file gives."""
    if not XML_REASONS:
        XML_REASONS.update(
            {
                "unclosed token": msg("the file ends inside a tag: it is cut off"),
                "no element found": msg("the file ends before its first tag closes"),
                "not well-formed (invalid token)": msg("a character where none may be"),
                "mismatched tag": msg("a closing tag does not match the tag it closes"),
                "junk after document element": msg("text after the map's last tag"),
                "syntax error": msg("it is not XML at all"),
                "undefined entity": msg("an unknown &name; entity"),
                "duplicate attribute": msg("an attribute written twice in one tag"),
                "unbound prefix": msg("a tag prefix no namespace declares"),
                "unclosed CDATA section": msg("the file ends inside a CDATA section"),
            }
        )
    return XML_REASONS.get(reason, reason)


#: expat's reasons as the player reads them (filled at first use; shown in the language)
XML_REASONS: dict[str, str] = {}


def _legacy_tile_properties(tileset: dict[str, Any]) -> None:
    """Tile properties in the form Tiled 1.0 and 1.1 wrote in JSON tilesets
    (``"tileproperties": {"3": {"collides": true}}``, their types in
    ``"tilepropertytypes"``) moved onto the tiles they belong to, as Tiled reads them. The
    parser reads only a tile's own ``properties`` and passed over these without a word, so
    a tile such a tileset says blocks was read as open. A tile's own properties, where it
    has both, are kept."""
    legacy = tileset.pop("tileproperties", None)
    tileset.pop("tilepropertytypes", None)
    if not isinstance(legacy, dict):
        return
    tiles = tileset.get("tiles")
    if tiles is None:
        tiles = tileset["tiles"] = {}
    for key, props in legacy.items():
        if not isinstance(props, dict) or not str(key).isdigit():
            continue  # Tiled numbers its tiles; anything else names no tile
        tile: Any = None
        if isinstance(tiles, dict):
            tile = tiles.setdefault(str(key), {})
        elif isinstance(tiles, list):
            tile = next(
                (t for t in tiles if isinstance(t, dict) and str(t.get("id")) == str(key)), None
            )
            if tile is None:
                tile = {"id": int(key)}
                tiles.append(tile)
        if isinstance(tile, dict) and not tile.get("properties"):
            tile["properties"] = dict(props)


def local_path(ref: str, base: Path) -> Path:
    """The file a map, tileset or template names by ``ref`` (relative to ``base``, the
    folder of the file naming it). A name written with Windows' separators
    (``..\\tileset\\ground.json``: maps saved on Windows by editors other than Tiled) is
    the same file on a system whose separator is ``/``, as it is on Windows, when no file
    has the name as written."""
    path = Path(ref) if Path(ref).is_absolute() else base / ref
    if "\\" in ref and os.sep == "/" and not path.exists():
        alt = ref.replace("\\", "/")
        alt_path = Path(alt) if Path(alt).is_absolute() else base / alt
        if alt_path.exists():
            return alt_path
    return path


class _Copier:
    """Reads a map and the files it names, writing the checked copies into ``folder``."""

    def __init__(
        self, source: Path, folder: Path, region: Region | None = None, parts: bool = False
    ) -> None:
        self.source = source
        self.folder = folder
        self.region = region
        self.for_parts = parts
        #: a layer's largest side: a board's, or a whole map's of which a part is imported
        self.most = MAX_SIDE_CELLS if region is None and not parts else MAX_WHOLE_SIDE
        self.parts: dict[tuple[Path, str], Path] = {}
        self.templates: dict[str, Any] = {}

    # -- files the map names ---------------------------------------------------------------
    def part(self, ref: str, base: Path, where: str, template_as: str = "") -> str:
        """The checked copy of the tileset or template ``ref`` (relative to ``base``), as an
        absolute path for the copy that names it. A template is copied in the format of the
        file that uses it (``template_as``: ``xml`` or ``json``; :mod:`.tiled_templates`)."""
        path = local_path(ref, base)
        key = (path.resolve() if path.exists() else path, template_as)
        done = self.parts.get(key)
        if done is not None:
            return str(done)
        if len(self.parts) >= MAX_PARTS:
            raise fail(
                self.source,
                where,
                msg("is one of more than {most} files a map names", most=MAX_PARTS),
            )
        raw = read_part(path, self.source, where)
        out = self.folder / f"{len(self.parts)}-{path.name or 'part'}"
        self.parts[key] = out
        here = f"{where} {path.name}".strip()
        if raw.lstrip()[:1] == b"<":
            root = self.part_xml(raw, path, here, "template" if template_as else "tileset")
            self.walk_xml(root, path.parent, f"{where} {path.name}")
            if template_as == "json" and root.tag == "template":
                out.write_text(json.dumps(template_as_json(root)), encoding="utf-8")
            else:
                out.write_bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))
        else:
            data = self.part_json(raw, path, here)
            self.walk_json(data, path.parent, f"{where} {path.name}".strip())
            if template_as == "xml" and isinstance(data, dict) and "object" in data:
                root = template_as_xml(data)
                out.write_bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))
            else:
                out.write_text(json.dumps(data), encoding="utf-8")
        return str(out)

    def part_xml(self, raw: bytes, path: Path, here: str, tag: str) -> ET.Element:
        """A tileset's or template's XML (``tag``: the top element it must have); an error
        names the map, the place in it that names the file (``here``, with the file's name)
        and the line and column in that file."""
        try:
            root = self.xml(raw, path.name)
        except BoardError as exc:
            raise self.in_map(exc, here) from None
        if root.tag != tag:
            raise fail(
                self.source,
                here,
                msg("is not a Tiled tileset (its top element is <{tag}>)", tag=root.tag)
                if tag == "tileset"
                else msg("is not a Tiled template (its top element is <{tag}>)", tag=root.tag),
            )
        return root

    def part_json(self, raw: bytes, path: Path, here: str) -> Any:
        """A tileset's or template's JSON, named as :meth:`part_xml` names its XML. A file
        that is neither (a picture, a README named as a tileset) is named for what it
        starts with, rather than for the JSON it is not."""
        try:
            return self.json(raw, path.name)
        except BoardError as exc:
            if path.suffix.lower() in JSON_SUFFIXES:
                raise self.in_map(exc, here) from None
        start = "'" + ascii(raw.lstrip()[:12])[2:-1] + "'"
        raise fail(
            self.source,
            here,
            msg("is neither XML nor JSON, so no Tiled file (it starts with {start})", start=start),
        )

    def in_map(self, exc: BoardError, here: str) -> BoardError:
        """``exc`` (about a file the map names) as an error of the map: the map's name, then
        the place that names the file and the file's name, then the place in that file."""
        return BoardError(
            self.source.name,
            [Problem(f"{here} {p.where}".strip(), p.message, p.code) for p in exc.problems],
        )

    def template(self, copy: str) -> Any:
        """The checked copy of a template, read back (a ``<template>`` element or a JSON
        record; once for each file)."""
        done = self.templates.get(copy)
        if done is None:
            text = Path(copy).read_bytes()
            done = ET.fromstring(text) if text.lstrip()[:1] == b"<" else json.loads(text)
            self.templates[copy] = done
        return done

    def picture(self, ref: Any, base: Path, where: str) -> str:
        """The picture ``ref`` as an absolute path; an empty name is Tiled's "no picture"
        (an image layer whose picture was never chosen, or was removed) and stays empty."""
        if not isinstance(ref, str):
            raise fail(self.source, where, msg("must be a file name"))
        if not ref:
            return ref
        path = local_path(ref, base)
        check_picture_path(path, self.source, where)
        return str(path.absolute())

    def xml(self, raw: bytes, name: str) -> ET.Element:
        try:
            return ET.fromstring(raw)
        except ET.ParseError as exc:
            line, col = exc.position
            raise fail(
                name,
                msg("line {line} column {column}", line=line, column=col + 1),
                msg("is not valid XML ({why})", why=xml_reason(str(exc).split(":")[0])),
            ) from None
        except (LookupError, ValueError) as exc:  # an unknown encoding="..."
            raise fail(
                name, msg("line {line}", line=1), msg("is not valid XML ({why})", why=str(exc))
            ) from None

    def json(self, raw: bytes, name: str) -> Any:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise fail(name, msg("byte {at}", at=exc.start), msg("is not UTF-8 text")) from None
        return parse_json(text, name, max_bytes=MAX_TILED_BYTES)

    # -- XML (.tmx, .tsx, .tx) -------------------------------------------------------------
    def walk_xml(self, root: ET.Element, base: Path, where: str) -> None:
        """Every file an XML map, tileset or template names, and its tile layers. A placed
        template instance is written as the object it stands for
        (:func:`.tiled_templates.instance_xml`; the parser gives a placed object's own
        shape up for the template's), one that places a tile is left to the parser."""
        for el in list(root.iter()):
            if el.tag == "image" and "source" in el.attrib:
                el.attrib["source"] = self.picture(
                    el.attrib["source"], base, f"{where} image".strip()
                )
            elif el.tag == "tileset" and "source" in el.attrib:
                el.attrib["source"] = self.part(
                    el.attrib["source"], base, f"{where} tileset".strip()
                )
            elif el.tag == "object" and "template" in el.attrib:
                copy = self.part(el.attrib["template"], base, f"{where} object".strip(), "xml")
                template = self.template(copy)
                if is_tile_template(template) or not isinstance(template, ET.Element):
                    el.attrib["template"] = copy
                else:
                    instance_xml(template, el)
            elif el.tag == "chunk":
                raise self.infinite()
            elif el.tag == "layer":
                self.xml_layer(el)

    def xml_layer(self, layer: ET.Element) -> None:
        name = layer.attrib.get("name", "")
        where = layer_place(name)
        w, h = self.layer_size(layer.attrib.get("width"), layer.attrib.get("height"), where)
        data = layer.find("data")
        if data is None:
            return
        enc = data.attrib.get("encoding")
        if data.find("chunk") is not None:
            raise self.infinite()
        if enc == "base64":
            gids = self.decoded(data.text or "", data.attrib.get("compression"), w * h, where)
        elif enc == "csv":
            gids = self.csv(data.text or "", w * h, where)
        elif enc is None:
            tiles = data.findall("tile")
            if len(tiles) > w * h:
                raise self.too_many(where, len(tiles), w * h)
            gids = [self.gid(t.attrib.get("gid", "0"), where) for t in tiles]
        else:
            raise fail(
                self.source,
                where,
                msg("has data encoding {encoding}; base64 and csv are read", encoding=repr(enc)),
            )
        for child in list(data):
            data.remove(child)
        data.attrib.pop("compression", None)
        data.attrib["encoding"] = "csv"
        data.text = "\n" + ",".join(map(str, gids)) + "\n"

    # -- JSON (.tmj, .tsj, .tj) ------------------------------------------------------------
    def walk_json(self, data: Any, base: Path, where: str) -> None:
        """Every file a JSON map, tileset or template names (``where``: its place, "" at the
        top of the map file). A placed template instance is written as the object it stands
        for (:func:`.tiled_templates.instance_json`; the parser lets the template's size,
        class and shape win over the instance's own), one that places a tile is left to the
        parser."""
        if not isinstance(data, dict):
            raise fail(self.source, where, msg("is not a Tiled JSON object"))
        _legacy_tile_properties(data)
        at = f"{where}." if where else ""
        if isinstance(data.get("image"), str):
            data["image"] = self.picture(data["image"], base, f"{at}image")
        if isinstance(data.get("template"), str):
            copy = self.part(data["template"], base, f"{at}template", "json")
            template = self.template(copy)
            if is_tile_template(template) or not isinstance(template, dict):
                data["template"] = copy
            else:
                merged = instance_json(template, data)
                data.clear()
                data.update(merged)
        if data.get("type") == "tilelayer":
            self.json_layer(data, where)
        for key in ("tilesets", "tiles", "layers", "objects"):
            items = data.get(key)
            if not isinstance(items, list):
                continue
            for i, item in enumerate(items):
                if not isinstance(item, dict):
                    continue
                if key == "tilesets" and isinstance(item.get("source"), str):
                    item["source"] = self.part(item["source"], base, f"{at}{key}[{i}]")
                self.walk_json(item, base, f"{at}{key}[{i}]")
        tileset = data.get("tileset")
        if isinstance(tileset, dict) and isinstance(tileset.get("source"), str):
            tileset["source"] = self.part(tileset["source"], base, f"{at}tileset")
        obj = data.get("object")
        if isinstance(obj, dict):
            self.walk_json(obj, base, f"{at}object")

    def json_layer(self, layer: dict[str, Any], place: str) -> None:
        where = f"{place} (layer {str(layer.get('name', ''))[:40]!r})"
        if "chunks" in layer:
            raise self.infinite()
        w, h = self.layer_size(layer.get("width"), layer.get("height"), where)
        data = layer.get("data")
        if layer.get("encoding") == "base64":
            if not isinstance(data, str):
                raise fail(self.source, where, msg("has base64 data that is not text"))
            comp = layer.get("compression") or None  # none written: not compressed
            known = comp is None or isinstance(comp, str)
            layer["data"] = self.decoded(data, comp if known else "?", w * h, where)
        elif isinstance(data, list):
            if len(data) > w * h:
                raise self.too_many(where, len(data), w * h)
            layer["data"] = [self.gid(v, where) for v in data]
        elif data is not None:
            raise fail(self.source, where, msg("has data that is neither a list nor base64 text"))
        layer.pop("encoding", None)
        layer.pop("compression", None)

    # -- values ------------------------------------------------------------------------------
    def map_size(self, attrs: Any) -> None:
        """The map's orientation, size and tile size, before any layer is read. A map of
        an orientation that is not imported is named as such first: making it finite
        or smaller in Tiled would not make it one the app plays."""
        orientation = attrs.get("orientation")
        if isinstance(orientation, str) and orientation not in ("orthogonal", "hexagonal"):
            raise fail(
                self.source,
                "orientation",
                msg(
                    "is {value}; orthogonal and hexagonal maps are imported",
                    value=repr(orientation),
                ),
            )
        inf = attrs.get("infinite")
        if inf in (True, 1, "1", "true"):
            raise self.infinite()
        w = self.whole(attrs.get("width"), "map width")
        h = self.whole(attrs.get("height"), "map height")
        check_size(self.source, str(msg("map width/height")), w, h, self.region, self.for_parts)
        for key in ("tilewidth", "tileheight"):
            v = self.whole(attrs.get(key), key)
            if not 1 <= v <= MAX_TILE_PIXELS:
                raise fail(
                    self.source,
                    key,
                    msg(
                        "is {value}; tiles of 1 to {most} pixels are read",
                        value=v,
                        most=MAX_TILE_PIXELS,
                    ),
                )

    def layer_size(self, w: Any, h: Any, where: str) -> tuple[int, int]:
        lw = self.whole(w, f"{where} width")
        lh = self.whole(h, f"{where} height")
        if not (1 <= lw <= self.most and 1 <= lh <= self.most):
            raise fail(
                self.source,
                where,
                msg(
                    "is {width}x{height} cells; layers of at most {most}x{most} are read",
                    width=lw,
                    height=lh,
                    most=self.most,
                ),
            )
        return lw, lh

    def whole(self, v: Any, where: str) -> int:
        if isinstance(v, str) and v.strip().lstrip("-").isdigit() and len(v.strip()) <= 12:
            return int(v.strip())
        if isinstance(v, int) and not isinstance(v, bool):
            return v
        shown = repr(v) if len(repr(v)) <= 40 else repr(v)[:37] + "..."
        raise fail(self.source, where, msg("is {value}; it must be a whole number", value=shown))

    def gid(self, v: Any, where: str) -> int:
        g = self.whole(v, f"{where} tile")
        if not 0 <= g <= MAX_GID:
            raise fail(
                self.source,
                where,
                msg("holds tile {gid}; a tile id is a number 0 to {most}", gid=g, most=MAX_GID),
            )
        return g

    def csv(self, text: str, cells: int, where: str) -> list[int]:
        if text.count(",") >= cells:
            raise self.too_many(where, text.count(",") + 1, cells)
        parts = [p.strip() for p in text.split(",")]
        if parts == [""]:
            return []
        return [self.gid(p, where) for p in parts]

    def decoded(self, text: str, compression: str | None, cells: int, where: str) -> list[int]:
        """Base64 tile data, inflated with at most 4 bytes a cell of output."""
        if len(text) > 8 * cells + 4096:  # base64 of a tile list is 16/3 bytes a cell
            raise fail(self.source, where, msg("holds more tile data than the layer has cells"))
        try:
            raw = base64.b64decode("".join(text.split()), validate=True)
        except (binascii.Error, ValueError):
            raise fail(self.source, where, msg("has tile data that is not valid base64")) from None
        limit = 4 * cells
        if compression in ("zlib", "gzip"):
            d = zlib.decompressobj(zlib.MAX_WBITS | (16 if compression == "gzip" else 0))
            try:
                out = d.decompress(raw, limit + 1)
            except zlib.error as exc:
                raise fail(
                    self.source,
                    where,
                    msg(
                        "has {compression} tile data that cannot be read ({why})",
                        compression=compression,
                        why=str(exc),
                    ),
                ) from None
            if len(out) > limit or d.unconsumed_tail:
                raise fail(
                    self.source,
                    where,
                    msg(
                        "has {compression} tile data that inflates to more than the layer's "
                        "{cells} cells",
                        compression=compression,
                        cells=f"{cells:,}",
                    ),
                )
            if not d.eof:
                raise fail(
                    self.source,
                    where,
                    msg("has {compression} tile data that is cut short", compression=compression),
                )
            raw = out
        elif compression == "zstd":
            raw = _unzstd(raw, limit, self.source, where)
        elif compression not in (None, ""):
            raise fail(
                self.source,
                where,
                msg(
                    "has compression {compression}; zlib, gzip and zstd are read",
                    compression=repr(compression),
                ),
            )
        if len(raw) > limit:
            raise fail(self.source, where, msg("holds more tile data than the layer has cells"))
        n = len(raw) // 4
        return [int.from_bytes(raw[4 * i : 4 * i + 4], "little") for i in range(n)]

    def too_many(self, where: str, count: int, cells: int) -> BoardError:
        return fail(
            self.source,
            where,
            msg(
                "holds {count} tiles; the layer has {cells} cells",
                count=f"{count:,}",
                cells=f"{cells:,}",
            ),
        )

    def infinite(self) -> BoardError:
        return fail(
            self.source,
            "infinite",
            msg(
                "is true; infinite maps are not imported (in Tiled: Map > Map Properties, "
                "untick Infinite)"
            ),
        )


_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def zstd_content_size(raw: bytes) -> int | None:
    """The content size a Zstandard frame's header declares (RFC 8878 3.1.1.1), or None when
    ``raw`` does not start with a frame that declares one."""
    if len(raw) < 6 or raw[:4] != _ZSTD_MAGIC:
        return None
    fhd = raw[4]
    fcs_flag, single = fhd >> 6, (fhd >> 5) & 1
    dict_size = (0, 1, 2, 4)[fhd & 3]
    fcs_size = (1 if single else 0, 2, 4, 8)[fcs_flag]
    if fcs_size == 0:
        return None  # not declared: the size is known only after inflating
    at = 5 + (0 if single else 1) + dict_size
    field = raw[at : at + fcs_size]
    if len(field) < fcs_size:
        return None
    size = int.from_bytes(field, "little")
    return size + 256 if fcs_size == 2 else size


def _unzstd(raw: bytes, limit: int, source: Path, where: str) -> bytes:
    """Zstandard tile data inflated only when its frame declares a size within ``limit``
    (the ``zstd`` module has no output limit of its own: it makes a buffer of the declared
    size, and a frame that does not declare one would grow without bound)."""
    size = zstd_content_size(raw)
    if size is None:
        raise fail(
            source,
            where,
            msg("has zstd tile data that does not say how large it inflates (Tiled's own does)"),
        )
    if size > limit:
        raise fail(
            source,
            where,
            msg(
                "has zstd tile data that inflates to {size} bytes, more than the layer's "
                "{cells} cells",
                size=f"{size:,}",
                cells=f"{limit // 4:,}",
            ),
        )
    try:
        import zstd  # type: ignore[import-untyped]  # pytiled-parser[zstd]
    except ImportError:
        raise fail(
            source, where, msg("is zstd-compressed, and no zstd decoder is installed")
        ) from None
    try:
        out = bytes(zstd.decompress(raw))
    except zstd.Error as exc:
        raise fail(
            source, where, msg("has zstd tile data that cannot be read ({why})", why=str(exc))
        ) from None
    if len(out) > limit:
        raise fail(source, where, msg("holds more tile data than the layer has cells"))
    return out


def checked_copy(
    source: Path, folder: Path, region: Region | None = None, parts: bool = False
) -> Path:
    """A copy of the Tiled map ``source`` in ``folder`` that the parser may read safely (see
    the module text), with the checked copies of the files it names beside it. Raises
    :class:`BoardError` naming the file and the place of the first problem. With a
    ``region`` (a part of the map to import), the map may be larger than a board and the
    region must lie inside it; with ``parts`` (parts of it chosen later) it may be larger
    than a board."""
    raw = read_part(source, source, "", MAX_TILED_BYTES)
    copier = _Copier(source, folder, region, parts)
    out = folder / source.name
    is_xml = source.suffix.lower() == ".tmx" or raw.lstrip()[:1] == b"<"
    if is_xml:
        root = copier.xml(raw, source.name)
        if root.tag != "map":
            raise fail(
                source, "", msg("is not a Tiled map (its top element is <{tag}>)", tag=root.tag)
            )
        copier.map_size(root.attrib)
        copier.walk_xml(root, source.parent.absolute(), "")
        out.write_bytes(ET.tostring(root, encoding="utf-8", xml_declaration=True))
    else:
        data = copier.json(raw, source.name)
        if not isinstance(data, dict):
            raise fail(source, "", msg("is not a Tiled map (the top level is not an object)"))
        copier.map_size(data)
        copier.walk_json(data, source.parent.absolute(), "")
        out.write_text(json.dumps(data), encoding="utf-8")
    return out
