"""How the map importers do on real files nobody here wrote: every Tiled map (``.tmx``,
``.tmj``, and ``.json`` files that are Tiled maps) and Universal VTT file (``.dd2vtt``,
``.uvtt``, ``.df2vtt``) under the folders given, imported as ``tabletop-ai import`` does.

    QT_QPA_PLATFORM=offscreen python benchmarks/real_maps.py FOLDER... [--list] [--json F]

No map is committed with this script: point it at maps fetched from public projects.
A map larger than a board (200 cells a side) is imported as the player's first try is: the
part the window offers first, round the map's content (``maps.common.offered_region``),
counted apart.
Prints (Markdown) for Tiled: maps imported (of them parts), refused (one line naming the file
and place), crashed (any other exception: a bug), open fields (no terrain but open, no walls) as
imported and with every terrain guess the window offers taken (its names and looks), wall
edges in all, and the wall edges that came from objects saying nothing of walls (each map
imported again with those objects taken out of a copy: the difference); for Universal VTT:
files imported, refused, crashed, the portals in the files and inside the maps, those
imported as doors, the door edges, wall edges and blocking cells.
"""

from __future__ import annotations

import argparse
import json
import re
import traceback
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

#: words that say an object is a wall (in its class or type, name, layer name, or a property)
WALL_WORDS = re.compile(
    r"\b(walls?|collisions?|colliders?|collides|solid|obstacles?|barriers?|blockers?)\b", re.I
)
KEEP_WORDS = re.compile(r"\b(doors?|door-open|door-closed|blocking|impassable)\b", re.I)

TILED = (".tmx", ".tmj", ".json")
UVTT = (".dd2vtt", ".uvtt", ".df2vtt")


def is_tiled_json(path: Path) -> bool:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and "layers" in data and "orientation" in data


def find(folders: list[Path]) -> tuple[list[Path], list[Path]]:
    tiled, uvtt = [], []
    for folder in folders:
        for p in sorted(folder.rglob("*")):
            s = p.suffix.lower()
            if s in UVTT:
                uvtt.append(p)
            elif s in (".tmx", ".tmj") or (s == ".json" and is_tiled_json(p)):
                tiled.append(p)
    return tiled, uvtt


def _says_wall_or_kept(texts: list[str]) -> bool:
    joined = " ".join(t for t in texts if t)
    return bool(WALL_WORDS.search(joined) or KEEP_WORDS.search(joined))


def strip_non_wall_objects(path: Path, out_dir: Path) -> tuple[Path, int]:
    """A copy of the map (in the same folder, so tilesets resolve) without the outline
    objects that say nothing of walls, doors or edge terrain; and how many were taken out."""
    removed = 0
    if path.suffix.lower() == ".tmx":
        tree = ET.parse(path)
        for layer in tree.getroot().iter("objectgroup"):
            lname = layer.attrib.get("name", "")
            for obj in list(layer.findall("object")):
                if obj.find("point") is not None:
                    continue
                props = [
                    f"{p.attrib.get('name', '')}={p.attrib.get('value', '')}"
                    for p in obj.iter("property")
                    if p.attrib.get("value", "").lower() not in ("false", "0")
                ]
                texts = [
                    obj.attrib.get("type", ""),
                    obj.attrib.get("class", ""),
                    obj.attrib.get("name", ""),
                    lname,
                    *props,
                ]
                if not _says_wall_or_kept(texts):
                    layer.remove(obj)
                    removed += 1
        copy = path.with_name(f".stripped-{path.name}")
        tree.write(copy, encoding="utf-8", xml_declaration=True)
        return copy, removed
    data = json.loads(path.read_text(encoding="utf-8"))

    def walk(layers: list[Any]) -> None:
        nonlocal removed
        for layer in layers:
            if layer.get("type") == "group":
                walk(layer.get("layers", []))
            if layer.get("type") != "objectgroup":
                continue
            keep = []
            for obj in layer.get("objects", []):
                if obj.get("point"):
                    keep.append(obj)
                    continue
                props = [
                    f"{p.get('name', '')}={p.get('value', '')}"
                    for p in obj.get("properties", []) or []
                    if isinstance(p, dict) and p.get("value") not in (False, 0, "false")
                ]
                texts = [
                    str(obj.get("type", "")),
                    str(obj.get("class", "")),
                    str(obj.get("name", "")),
                    str(layer.get("name", "")),
                    *props,
                ]
                if _says_wall_or_kept(texts):
                    keep.append(obj)
                else:
                    removed += 1
            layer["objects"] = keep

    walk(data.get("layers", []))
    copy = path.with_name(f".stripped-{path.name}")
    copy.write_text(json.dumps(data), encoding="utf-8")
    return copy, removed


def import_map_with(path: Path, mapping: dict[str, str], row: dict[str, Any]) -> Any:
    from tabletop_ai.maps.common import parse_region
    from tabletop_ai.maps.tiled import read_tiled

    region = parse_region(row["part"].split(" ")[0]) if "part" in row else None
    return read_tiled(path, mapping, region=region)


def import_or_part(path: Path, row: dict[str, Any], part: str | None = None) -> Any:
    """The import ``tabletop-ai import`` makes, or for a map larger than a board, the
    import of the part the window offers first, round the map's content (the region noted
    in ``row``); ``part``: that region already chosen (a copy of the same map)."""
    from tabletop_ai.maps.cli import import_map
    from tabletop_ai.maps.common import MapTooLarge, map_content, offered_region, parse_region

    try:
        return import_map(path)
    except MapTooLarge as exc:
        if part is not None:
            return import_map(path, region=parse_region(part.split(" ")[0]))
        content = map_content(path, exc.width, exc.height)
        region = offered_region(exc.width, exc.height, content)
        row["part"] = f"{region} of {exc.width}x{exc.height}"
        return import_map(path, region=region)


def tiled_row(path: Path) -> dict[str, Any]:
    from tabletop_ai.board.errors import BoardError

    row: dict[str, Any] = {"file": str(path)}
    try:
        res = import_or_part(path, row)
    except BoardError as exc:
        row["outcome"] = "refused"
        row["why"] = str(exc).splitlines()[0][:160]
        return row
    except Exception as exc:  # a crash: the importer's bug
        row["outcome"] = "crashed"
        row["why"] = f"{type(exc).__name__}: {exc}"[:160]
        row["trace"] = traceback.format_exc(limit=3)
        return row
    b = res.board
    row["outcome"] = "imported"
    row["terrain"] = dict(Counter(b.terrain.values()))
    row["walls"] = len(b.walls)
    row["doors"] = len(b.doors)
    row["open_field"] = (
        not any(k not in ("open", "void") for k in b.terrain.values()) and not b.walls
    )
    row["notes"] = [str(n) for n in res.notes]
    # the window's first import: the player takes every guess offered
    guesses_of = getattr(res, "guesses", None)
    row["open_after_guesses"] = row["open_field"]
    if guesses_of is not None and getattr(res, "unmapped", None):
        from tabletop_ai.ui.capture.tile_render import TileLooks

        guesses = guesses_of(TileLooks())
        row["guessed"] = dict(Counter(g.kind for g in guesses.values()))
        mapping = {k: g.kind for k, g in guesses.items()}
        again = import_map_with(path, mapping, row)
        row["open_after_guesses"] = (
            not any(k not in ("open", "void") for k in again.board.terrain.values())
            and not again.board.walls
        )
    copy, removed = strip_non_wall_objects(path, path.parent)
    row["non_wall_objects"] = removed
    try:
        stripped = import_or_part(copy, {}, row.get("part"))
        row["walls_from_non_wall_objects"] = len(b.walls) - len(stripped.board.walls)
    except Exception as exc:
        row["walls_from_non_wall_objects"] = None
        row["strip_error"] = str(exc)[:120]
    finally:
        copy.unlink(missing_ok=True)
    return row


def uvtt_row(path: Path) -> dict[str, Any]:
    from tabletop_ai.board.errors import BoardError

    row: dict[str, Any] = {"file": str(path)}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        row["portals"] = len(data.get("portals", []) or [])
        row["image_is_path"] = isinstance(data.get("image"), str) and not str(
            data.get("image")
        ).startswith(("iVBOR", "/9j/", "UklG", "data:"))
        row["los_shapes"] = len(data.get("line_of_sight", []) or []) + len(
            data.get("objects_line_of_sight", []) or []
        )
    except (OSError, ValueError) as exc:
        row["portals"] = None
        row["read_error"] = str(exc)[:80]
    try:
        res = import_or_part(path, row)
    except BoardError as exc:
        row["outcome"] = "refused"
        row["why"] = str(exc).splitlines()[0][:160]
        return row
    except Exception as exc:
        row["outcome"] = "crashed"
        row["why"] = f"{type(exc).__name__}: {exc}"[:160]
        return row
    b = res.board
    row["outcome"] = "imported"
    row["walls"] = len(b.walls)
    row["doors"] = len(b.doors)
    # portals inside the map, and how many of them have a door on the board
    res_ = data.get("resolution", {})
    ox, oy = res_.get("map_origin", {}).get("x", 0), res_.get("map_origin", {}).get("y", 0)
    w, h = res_.get("map_size", {}).get("x", 0), res_.get("map_size", {}).get("y", 0)
    inside = kept = 0
    mids = []
    for d in b.doors:
        (ax, ay), (bx, by) = d.between.a, d.between.b
        mids.append(((ax + bx + 1) / 2, (ay + by + 1) / 2))
    for portal in data.get("portals", []) or []:
        (p0, p1) = portal["bounds"]
        x0, y0, x1, y1 = p0["x"] - ox, p0["y"] - oy, p1["x"] - ox, p1["y"] - oy
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        if not (0 < mx < w and 0 < my < h):
            continue
        inside += 1
        length = max(1e-9, ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5)
        for cx, cy in mids:
            t = ((cx - x0) * (x1 - x0) + (cy - y0) * (y1 - y0)) / length**2
            fx, fy = x0 + t * (x1 - x0), y0 + t * (y1 - y0)
            if (
                -0.6 <= t * length <= length + 0.6
                and ((cx - fx) ** 2 + (cy - fy) ** 2) ** 0.5 < 0.6
            ):
                kept += 1
                break
    row["portals_inside"] = inside
    row["portals_kept"] = kept
    row["door_ids"] = len({d.id for d in b.doors})
    row["blocking"] = sum(1 for k in b.terrain.values() if k == "blocking")
    row["notes"] = len(res.notes)
    row["picture"] = res.picture is not None
    return row


def main() -> None:
    from PySide6.QtWidgets import QApplication  # the tiles' looks are measured with Qt

    _app = QApplication.instance() or QApplication(["real_maps"])
    # the first paragraph of the module's text, whole (its first line stops mid-sentence)
    ap = argparse.ArgumentParser(description=" ".join((__doc__ or "").split("\n\n")[0].split()))
    ap.add_argument("folders", nargs="+", type=Path)
    ap.add_argument("--list", action="store_true", help="one line per file too")
    ap.add_argument("--json", type=Path, help="write every row to this file")
    args = ap.parse_args()
    tiled, uvtt = find(args.folders)
    rows = [tiled_row(p) for p in tiled]
    outcomes = Counter(r["outcome"] for r in rows)
    imported = [r for r in rows if r["outcome"] == "imported"]
    print(f"## Tiled: {len(rows)} maps\n")
    print(
        "| imported | of them a part | refused | crashed | open fields | open fields, the "
        "guesses taken | wall edges | from objects saying no wall | doors |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {outcomes['imported']} | {sum(1 for r in imported if 'part' in r)} | "
        f"{outcomes['refused']} | {outcomes['crashed']} | "
        f"{sum(1 for r in imported if r['open_field'])} | "
        f"{sum(1 for r in imported if r.get('open_after_guesses', r['open_field']))} | "
        f"{sum(r['walls'] for r in imported)} | "
        f"{sum(r.get('walls_from_non_wall_objects') or 0 for r in imported)} "
        f"(in {sum(1 for r in imported if r.get('walls_from_non_wall_objects'))} maps) | "
        f"{sum(r['doors'] for r in imported)} |"
    )
    why = Counter(re.sub(r"^[^:]*: ", "", r["why"]) for r in rows if r["outcome"] != "imported")
    if why:
        print("\nnot imported, why:")
        for w, n in why.most_common():
            print(f"- {n} × {w}")
    urows = [uvtt_row(p) for p in uvtt]
    uo = Counter(r["outcome"] for r in urows)
    ui = [r for r in urows if r["outcome"] == "imported"]
    print(f"\n## Universal VTT: {len(urows)} files\n")
    print(
        "| imported | refused | crashed | portals in the files | inside the map | "
        "imported as doors | door edges | wall edges | blocking cells |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    print(
        f"| {uo['imported']} | {uo['refused']} | {uo['crashed']} | "
        f"{sum(r.get('portals') or 0 for r in urows)} | "
        f"{sum(r.get('portals_inside', 0) for r in ui)} | "
        f"{sum(r.get('portals_kept', 0) for r in ui)} | {sum(r['doors'] for r in ui)} | "
        f"{sum(r['walls'] for r in ui)} | {sum(r['blocking'] for r in ui)} |"
    )
    if args.list:
        print()
        for r in rows + urows:
            extra = {
                k: r.get(k)
                for k in (
                    "walls",
                    "doors",
                    "walls_from_non_wall_objects",
                    "open_field",
                    "portals",
                    "portals_inside",
                    "portals_kept",
                    "blocking",
                    "part",
                    "why",
                )
                if k in r
            }
            print(f"- {r['outcome']:8s} {r['file']} {extra}")
    if args.json:
        args.json.write_text(json.dumps(rows + urows, indent=1, default=str))


if __name__ == "__main__":
    main()
