"""The input kinds ``tools/fuzz.py`` mutates beside boards and tables: decks, IC lists and AE
cards on a board's groups, Imperial Commander 2 files, Imperial data files, campaigns,
settings, Tiled maps, Universal VTT maps, pictures and photos.

Each kind has *seeds* (sound inputs, made once per run from the app's own files and
writers), a *mutation* (one trial's input, from its random generator) and a *run* (what the
app does with such an input, as a user would make it: the command line, the importers, the
window's readers). A run returns "rejected" or "accepted" and raises ``Crash``/``Hang`` for
anything else; it runs in a process of its own (``tools/fuzz.py``), so a segfault, a hang
or a memory blow-up is that trial's, measured, and never the fuzzer's.
"""

from __future__ import annotations

import base64
import contextlib
import copy
import gzip
import io
import json
import os
import random
import re
import shutil
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import fuzz

ROOT = Path(__file__).resolve().parents[1]
MAPS_DATA = ROOT / "tests" / "maps" / "data"
IMPERIAL_DATA = ROOT / "src" / "tabletop_ai" / "data" / "imperial"


def demo_board() -> Path:
    from tabletop_ai.resources import demo_board as demo

    p = demo()
    assert p is not None, "the bundled demo board is missing"
    return p


@dataclass
class Seed:
    """A sound input: its files (name -> bytes; the first is the one mutated most)."""

    name: str
    files: dict[str, bytes]
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass
class Kind:
    name: str
    seeds: Callable[[Path], list[Seed]]
    mutate: Callable[[Seed, random.Random], dict[str, bytes]]
    run: Callable[[Path, dict[str, bytes], random.Random], str]
    #: needs a QApplication in the trial's process
    qt: bool = False


# -- shared mutations --------------------------------------------------------------------------
def mutate_json(raw: bytes, rng: random.Random) -> bytes:
    """The board fuzzer's mutations (structure or bytes) on any JSON file."""
    text = raw.decode("utf-8")
    if rng.random() < 0.2:
        return fuzz.mutate_text(text, rng)
    data = json.loads(text)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        data = fuzz.mutate_data(data, rng)
    out = json.dumps(data, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    out = re.sub(r'"__DEEP_(\d+)__"', lambda m: "[" * int(m[1]) + "]" * int(m[1]), out)
    return out.encode("utf-8", "surrogatepass")


def mutate_subtree(raw: bytes, key: str, rng: random.Random) -> bytes:
    """The board fuzzer's structural mutations inside ``data[key]`` only."""
    data = json.loads(raw)
    sub = {key: data.get(key)}
    for _ in range(rng.choice([1, 1, 2])):
        sub = fuzz.mutate_data(sub, rng)
    if isinstance(sub, dict):
        data.update(sub)
    out = json.dumps(data, allow_nan=True)
    out = re.sub(r'"__DEEP_(\d+)__"', lambda m: "[" * int(m[1]) + "]" * int(m[1]), out)
    return out.encode("utf-8", "surrogatepass")


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    """Byte damage: flips, a cut, an insertion, a repeated stretch."""
    b = bytearray(raw)
    op = rng.randrange(5)
    if op == 0 and b:
        for _ in range(rng.randrange(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
    elif op == 1 and b:
        del b[rng.randrange(len(b)) :]
    elif op == 2:
        i = rng.randrange(len(b) + 1)
        b[i:i] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 64)))
    elif op == 3 and len(b) > 16:
        i = rng.randrange(len(b) - 8)
        b[i:i] = b[i : i + rng.randrange(1, 8)] * rng.choice([2, 100, 10000])
    else:
        b = bytearray(raw[: rng.randrange(1, 64)]) + bytearray(rng.randbytes(rng.randrange(64)))
    return bytes(b)


NUMBERS = ["nan", "-1", "0", "1e309", "abc", "99999", '"x"', "null", "[]", "1.5", "-2147483648",
           "4294967295", "4294967296", "2147483648", "1" * 40]  # fmt: skip


def mutate_numbers(text: str, rng: random.Random) -> str:
    """A number of the text replaced by an odd token (as ``tests/maps`` does)."""
    spans = [m.span() for m in re.finditer(r"-?\d+(\.\d+)?", text)]
    if not spans:
        return text
    a, b = rng.choice(spans)
    return text[:a] + rng.choice(NUMBERS) + text[b:]


# -- pictures ----------------------------------------------------------------------------------
def png_header(width: int, height: int) -> bytes:
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + struct.pack(">I", 13)
        + b"IHDR"
        + ihdr
        + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
    )


def encoded(image: Any, ext: str) -> bytes:
    import cv2

    ok, buf = cv2.imencode(ext, image)
    assert ok, ext
    return bytes(buf.tobytes())


def picture_seeds() -> dict[str, bytes]:
    """Small pictures of every type the app meets (the accepted ones and the others)."""
    import numpy as np

    img = np.zeros((24, 32, 3), np.uint8)
    img[::4, :, 1] = 200
    img[:, ::5, 2] = 120
    out = {f"p{ext}": encoded(img, ext) for ext in (".png", ".jpg", ".webp", ".bmp", ".tiff")}
    out["p.gif"] = b"GIF89a" + struct.pack("<HH", 32, 24) + b"\x00\x00\x00;"
    out["p.svg"] = (
        b'<svg xmlns="http://www.w3.org/2000/svg" width="32" height="24">'
        b'<rect width="16" height="12" fill="red"/></svg>'
    )
    return out


def bigger_header(raw: bytes, rng: random.Random) -> bytes:
    """The picture's header made to ask for a huge (or empty) picture."""
    w = rng.choice([0, 1, 65535, 60000, 100000, 2**31 - 1, 2**32 - 1])
    h = rng.choice([0, 1, 65535, 60000, 100000, 2**31 - 1])
    if raw.startswith(b"\x89PNG"):
        ihdr = struct.pack(">II", w, h) + raw[24:29]
        return raw[:16] + ihdr + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr)) + raw[33:]
    if raw.startswith(b"\xff\xd8"):
        i = raw.find(b"\xff\xc0")
        if i > 0:
            return raw[: i + 5] + struct.pack(">HH", h & 0xFFFF, w & 0xFFFF) + raw[i + 9 :]
    if raw[:4] == b"RIFF":
        return raw[:24] + (w & 0xFFFFFF).to_bytes(3, "little") + raw[27:]
    if raw[:2] == b"BM":
        return raw[:18] + struct.pack("<ii", w & 0x7FFFFFFF, h & 0x7FFFFFFF) + raw[26:]
    if raw[:6] == b"GIF89a":
        return raw[:6] + struct.pack("<HH", w & 0xFFFF, h & 0xFFFF) + raw[10:]
    return raw


def mutate_picture(pictures: dict[str, bytes], rng: random.Random) -> bytes:
    raw = pictures[rng.choice(sorted(pictures))]
    op = rng.randrange(6)
    if op == 0:
        return raw
    if op == 1:
        return bigger_header(raw, rng)
    if op == 2:  # a comment pushing a JPEG's frame header far back
        if raw.startswith(b"\xff\xd8"):
            seg = b"\xff\xfe" + struct.pack(">H", 65535) + b"x" * 65533
            return bigger_header(b"\xff\xd8" + seg * rng.choice([1, 20]) + raw[2:], rng)
        return bigger_header(raw, rng)
    if op == 3:  # an SVG of many elements, or naming another file
        n = rng.choice([10, 20000, 200000])
        body = "".join(f'<rect x="{i % 97}" y="{i // 97}" width="1" height="1"/>' for i in range(n))
        if rng.random() < 0.3:
            body = '<image href="/dev/zero" width="9" height="9"/>'
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="97" height="99">{body}</svg>'.encode()
        )
    return mutate_bytes(raw, rng)


# -- decks and Imperial data -------------------------------------------------------------------
def _imperial_env(folder: Path) -> None:
    os.environ["TABLETOP_AI_DATA"] = str(folder / "user-data")


def deck_seeds(work: Path) -> list[Seed]:
    from tabletop_ai.imperial.data import deck_to_json, load_imperial_data

    data = load_imperial_data(include_user=False)
    whole = json.dumps(deck_to_json(data, "fuzz"), indent=1).encode()
    small = json.dumps(
        {
            "format": "tabletop-ai/imperial-deck",
            "version": 1,
            "ae_cards": {
                "cards": [{"id": "m1", "actions": ["engage", "attack"], "secondary": ["red"]}],
                "blitz": [{"id": "b", "actions": ["attack"], "threat": 2}] * 1,
            },
        }
    ).encode()
    return [Seed("deck.json", {"deck.json": whole}), Seed("small.deck.json", {"deck.json": small})]


def _ae(folder: Path, board: Path, *args: str) -> int:
    return fuzz._cli(["ae", str(board), *args])


def run_deck(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    from tabletop_ai.imperial.data import load_deck

    _imperial_env(folder)
    board = folder / "raid.board.json"
    shutil.copy(demo_board(), board)
    deck = folder / "deck.json"
    code = _ae(folder, board, "setup", "--seed", "1", "--blitz", "1", "--deck", str(deck))
    if code != 0:
        return "rejected"
    _ae(folder, board, "activate", "--apply")
    _ae(folder, board, "status", "--apply")
    _ae(folder, board, "show")
    out = folder / "again.deck.json"
    _ae(folder, board, "export-deck", str(out))
    load_deck(out)  # what the app wrote, it reads again (else: a crash)
    return "accepted"


def data_seeds(work: Path) -> list[Seed]:
    return [Seed(p.name, {p.name: p.read_bytes()}) for p in sorted(IMPERIAL_DATA.glob("*.json"))]


def run_data(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    _imperial_env(folder)
    user = folder / "user-data" / "imperial"  # read by every ae and ic command
    user.mkdir(parents=True)
    for name in files:
        shutil.move(str(folder / name), str(user / name))
    board = folder / "raid.board.json"
    shutil.copy(demo_board(), board)
    if _ae(folder, board, "setup", "--seed", "2") != 0:
        return "rejected"
    _ae(folder, board, "activate", "--apply")
    _ae(folder, board, "status", "--apply")
    fuzz._cli(["ic", str(board), "-g", "troopers", "--seed", "3"])
    return "accepted"


def campaign_seeds(work: Path) -> list[Seed]:
    from tabletop_ai.cli import main

    folder = work / "campaign-seed"
    folder.mkdir()
    os.environ["TABLETOP_AI_DATA"] = str(folder / "none")
    m1 = folder / "m1.board.json"
    shutil.copy(demo_board(), m1)
    camp = folder / "war.campaign.json"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["ae", str(m1), "setup", "--seed", "1", "--campaign", str(camp)]) == 0
        assert main(["ae", str(m1), "activate", "--apply"]) == 0
        assert main(["ae", str(m1), "upgrade", "--xp", "2", "--influence", "1"]) == 0
    return [
        Seed(
            "war.campaign.json",
            {"war.campaign.json": camp.read_bytes(), "m1.board.json": m1.read_bytes()},
        )
    ]


def mutate_campaign(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    files = dict(seed.files)
    if rng.random() < 0.7:
        files["war.campaign.json"] = mutate_json(files["war.campaign.json"], rng)
    else:  # the AE state the mission board keeps
        files["m1.board.json"] = mutate_subtree(files["m1.board.json"], "automated_emperor", rng)
    return files


def run_campaign(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    from tabletop_ai.imperial.campaign import load_campaign

    _imperial_env(folder)
    m1, m2 = folder / "m1.board.json", folder / "m2.board.json"
    shutil.copy(demo_board(), m2)
    _ae(folder, m1, "show")
    _ae(folder, m1, "log")
    if _ae(folder, m1, "next-mission", str(m2)) != 0:
        return "rejected"
    load_campaign(folder / "war.campaign.json")  # what the app wrote, it reads again
    _ae(folder, m2, "show")
    _ae(folder, m2, "activate", "--apply")
    return "accepted"


# -- settings ----------------------------------------------------------------------------------
def settings_seeds(work: Path) -> list[Seed]:
    """The settings file the window writes, made with its own writers."""
    from tabletop_ai.ui.shell import settings as prefs

    folder = work / "settings-seed"
    folder.mkdir()
    prefs.use_settings_dir(folder)
    s = prefs.settings()
    for i in range(5):
        prefs.add_recent_file(str(folder / f"board {i}.board.json"))
    s.setValue("autosave_seconds", 60)
    s.setValue("reopen_last", True)
    s.setValue("language", "uk")
    s.setValue("figure_kinds/imperial", json.dumps([{"name": "Probe", "side": "ai", "speed": 3}]))
    s.setValue("import/terrain_mapping", json.dumps({"dungeon:1": "blocking"}))
    s.sync()
    ini = Path(s.fileName())
    return [Seed(ini.name, {"settings.ini": ini.read_bytes()}, {"folder": str(folder)})]


SETTING_VALUES = [
    "2147483648", "-5", "0", "abc", "", "x" * 5000, "a\x00b", "\x1b[2J", "/" + "d/" * 3000,
    "@ByteArray(\\0\\xff\\x1)", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x5QRect)", "@Invalid()",
    "true", "nope", "[[[[", "{\"a\": 1e999}", "uk", "zz", "@Size(99999999 99999999)",
]  # fmt: skip


def mutate_settings(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    text = seed.files["settings.ini"].decode("utf-8", "replace")
    lines = text.splitlines()
    op = rng.randrange(6)
    if op == 0:  # thousands of recent files
        n = rng.choice([9, 11000, 50000])
        lines.append("recent_files=" + ", ".join(f"/b/{i}.board.json" for i in range(n)))
    elif op == 1:
        key = rng.choice(
            ["autosave_seconds", "reopen_last", "language", "last_file", "recent_files",
             "geometry", "window_state", "opening", "figure_kinds%2Fimperial",
             "import%2Fterrain_mapping"]
        )  # fmt: skip
        lines = [ln for ln in lines if not ln.startswith(key + "=")]
        lines.insert(1, f"{key}={rng.choice(SETTING_VALUES)}")
    elif op == 2:
        raw = fuzz.mutate_text(text, rng)
        return {"settings.ini": raw}
    elif op == 3:  # a figure kind with odd values
        kind = {"name": "K", "side": "ai"}
        kind[rng.choice(["speed", "health", "size", "at", "side", "image"])] = copy.deepcopy(
            rng.choice(fuzz.ODD_VALUES)
        )
        lines.append("figure_kinds%2Fimperial=" + json.dumps(json.dumps([kind]))[1:-1])
    elif op == 4:
        return {"settings.ini": b"\xef\xbb\xbf" + mutate_bytes(text.encode(), rng)}
    else:
        lines = [mutate_numbers(ln, rng) if rng.random() < 0.3 else ln for ln in lines]
    return {"settings.ini": "\n".join(lines).encode("utf-8", "surrogatepass")}


def run_settings(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    """The settings read as the window starts: every reader gives a value in its range (a
    bad one reset with a note naming the settings file), and (every fourth trial) the window
    starts on them and shows the notes."""
    from tabletop_ai.ui.shell import settings as prefs

    prefs.use_settings_dir(folder)
    ini = Path(prefs.settings().fileName())
    ini.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(folder / "settings.ini"), str(ini))
    prefs._checked.clear()
    recent = fuzz.timed("recent_files", prefs.recent_files)
    if len(recent) > prefs.MAX_RECENT or not all(isinstance(p, str) for p in recent):
        raise fuzz.Crash(f"recent_files gave {len(recent)} entries")
    secs = prefs.autosave_seconds()
    if not prefs.AUTOSAVE_RANGE[0] <= secs <= prefs.AUTOSAVE_RANGE[1]:
        raise fuzz.Crash(f"autosave_seconds gave {secs}")
    prefs.last_file()
    prefs.reopen_last()
    prefs.language()
    prefs.layout_blob("geometry")
    prefs.crashed_opening()
    from tabletop_ai.ui.capture.import_actions import saved_mapping
    from tabletop_ai.ui.editor.figure_kinds import user_kinds

    saved_mapping()
    user_kinds("imperial")
    notes = prefs.take_notes()
    if rng.random() < 0.25:
        from PySide6.QtWidgets import QApplication

        from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board

        def start() -> None:
            w = MainWindow(interactive=False)
            open_start_board(w, None)
            w.show()
            QApplication.processEvents()
            notes.extend(w.start_notes)
            w.controller.shutdown()
            w.close()

        fuzz.timed("the window's start", start)
    notes.extend(prefs.take_notes())
    for text in notes:  # each names the settings file
        if ini.name not in text:
            raise fuzz.Unnamed(f"a settings note does not name {ini.name}: {text[:160]!r}")
    return "rejected" if notes else "accepted"


# -- Tiled and Universal VTT -------------------------------------------------------------------
def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def tiled_seeds(work: Path) -> list[Seed]:
    pictures = {p.name: p.read_bytes() for p in MAPS_DATA.glob("*.png")}
    out = []
    for p in sorted(MAPS_DATA.glob("*.tm[xj]")):
        out.append(Seed(p.name, {p.name: p.read_bytes(), **pictures}))
    # the cellar map with each compression, and with its tileset in a file of its own
    cellar = (MAPS_DATA / "cellar.tmx").read_text("utf-8")
    m = re.search(r'<data encoding="csv">(.*?)</data>', cellar, re.S)
    assert m is not None
    gids = [int(v) for v in m.group(1).replace("\n", "").split(",")]
    raw = b"".join(struct.pack("<I", g) for g in gids)
    try:
        import zstd  # type: ignore[import-untyped]

        packs = {"zstd": zstd.compress(raw)}
    except ImportError:
        packs = {}
    packs.update({"zlib": zlib.compress(raw), "gzip": gzip.compress(raw)})
    for method, packed in packs.items():
        text = cellar.replace(
            m.group(0), f'<data encoding="base64" compression="{method}">{_b64(packed)}</data>', 1
        )
        out.append(
            Seed(f"cellar-{method}.tmx", {f"cellar-{method}.tmx": text.encode(), **pictures})
        )
    ts = re.search(r"<tileset .*?</tileset>", cellar, re.S)
    assert ts is not None
    tsx = '<?xml version="1.0"?>\n' + ts.group(0).replace('firstgid="1" ', "")
    ext = cellar.replace(ts.group(0), '<tileset firstgid="1" source="dungeon.tsx"/>')
    out.append(
        Seed(
            "cellar-tsx.tmx",
            {"cellar-tsx.tmx": ext.encode(), "dungeon.tsx": tsx.encode(), **pictures},
        )
    )
    out.extend(_older_tiled_seeds(pictures))
    return out


def _older_tiled_seeds(pictures: dict[str, bytes]) -> list[Seed]:
    """Valid maps the parser reads only once filled in as Tiled reads them: an older
    Tiled's JSON map (no tile count, pre-1.5 Wang colours, no draw order, an image layer
    with no picture, a tileset in a file of its own) and maps placing a template written
    in the other format (``.tx`` in a ``.tmj`` map, ``.tj`` in a ``.tmx`` map)."""
    picture = sorted(pictures)[0]
    tileset = {
        "name": "old", "tilewidth": 32, "tileheight": 32, "image": picture,
        "tiles": [{"id": 1, "properties": [{"name": "terrain", "type": "string",
                                            "value": "blocking"}]}],
        "wangsets": [{"name": "w", "tile": -1,
                      "edgecolors": [{"name": "a", "color": "#ff0000", "tile": -1,
                                      "probability": 1}],
                      "cornercolors": [{"name": "b", "color": "#00ff00", "tile": -1,
                                        "probability": 1}],
                      "wangtiles": [{"tileid": 0, "wangid": [1, 1, 0, 1, 0, 1, 0, 1]}]}],
    }  # fmt: skip
    layers: list[dict[str, Any]] = [
        {"type": "tilelayer", "name": "ground", "width": 4, "height": 3, "x": 0, "y": 0,
         "opacity": 1, "visible": True, "data": [1, 2, 1, 1] * 3},
        {"type": "objectgroup", "name": "walls", "opacity": 1, "visible": True, "x": 0,
         "y": 0, "objects": [{"x": 32, "y": 32, "width": 32, "height": 32, "type": "wall",
                              "name": "", "rotation": 0, "visible": True},
                             {"id": 9, "template": "wall.tx", "x": 0, "y": 64}]},
        {"type": "imagelayer", "name": "sky", "image": "", "opacity": 1, "visible": True,
         "x": 0, "y": 0},
    ]  # fmt: skip
    head = {"type": "map", "version": 1, "orientation": "orthogonal", "width": 4,
            "height": 3, "tilewidth": 32, "tileheight": 32}  # fmt: skip
    wall_tx = b'<?xml version="1.0"?>\n<template><object type="wall" width="32" height="32"/>'
    wall_tx += b"</template>"
    old = {**head, "tilesets": [{"firstgid": 1, **tileset}], "layers": layers}
    own = {**head, "tilesets": [{"firstgid": 1, "source": "old.json"}], "layers": layers}
    fence_tj = {"type": "template", "object": {
        "name": "fence", "rotation": 0, "visible": True, "width": 0, "height": 0,
        "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 64}],
        "properties": [{"name": "collides", "type": "bool", "value": True}]}}  # fmt: skip
    placed = (
        '<?xml version="1.0"?>\n<map version="1.10" orientation="orthogonal" width="4" '
        'height="3" tilewidth="32" tileheight="32"><tileset firstgid="1" source="old.json"/>'
        '<layer name="ground" width="4" height="3"><data encoding="csv">'
        '1,1,1,1,1,2,1,1,1,1,1,1</data></layer><objectgroup name="things">'
        '<object template="fence.tj" x="96" y="0"/><object width="64" type="wall" y="32"/>'
        "</objectgroup></map>"
    )
    return [
        Seed("old-map.json", {"old-map.json": json.dumps(old).encode(), "wall.tx": wall_tx,
                              **pictures}),
        Seed("own-tileset.tmj", {"own-tileset.tmj": json.dumps(own).encode(),
                                 "old.json": json.dumps(tileset).encode(),
                                 "wall.tx": wall_tx, **pictures}),
        Seed("placed.tmx", {"placed.tmx": placed.encode(), "fence.tj":
                            json.dumps(fence_tj).encode(),
                            "old.json": json.dumps(tileset).encode(), **pictures}),
    ]  # fmt: skip


def mutate_tiled(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    files = dict(seed.files)
    name = next(iter(files))
    parts = [n for n in files if n.endswith((".tsx", ".tx", ".tj", ".json")) and n != name]
    if parts and rng.random() < 0.3:  # a tileset or template the map names
        name = rng.choice(parts)
    text = files[name].decode("utf-8")
    op = rng.randrange(8)
    if op < 3:
        text = mutate_numbers(text, rng)
    elif op == 3 and name.endswith((".tmj", ".json", ".tj")):
        return {**files, name: mutate_json(files[name], rng)}
    elif op == 4:  # a file it names that is a device, a pipe, or missing
        target = rng.choice(["/dev/zero", "pipe.tsx", "pipe.png", "missing.tsx", "/"])
        text = re.sub(
            r'(source|"image"|template)(="|: ")[^"]*', rf"\g<1>\g<2>{target}", text, count=1
        )
        files["__fifo__"] = b"pipe.tsx\npipe.png"
    elif op == 5:  # a layer bomb
        method = rng.choice(["zlib", "gzip"])
        zeros = b"\0" * rng.choice([10**5, 10**7])
        packed = zlib.compress(zeros, 9) if method == "zlib" else gzip.compress(zeros, 9)
        text = re.sub(
            r"<data encoding=\"[^\"]*\"( compression=\"[^\"]*\")?>.*?</data>",
            f'<data encoding="base64" compression="{method}">{_b64(packed)}</data>',
            text,
            count=1,
            flags=re.S,
        )
    elif op == 6:
        return {**files, name: fuzz.mutate_text(text, rng)}
    else:
        i = rng.randrange(len(text))
        text = text[:i] + text[i + 1 :]
    return {**files, name: text.encode("utf-8", "surrogatepass")}


def _fifos(folder: Path, files: dict[str, bytes]) -> None:
    if "__fifo__" in files and hasattr(os, "mkfifo"):
        (folder / "__fifo__").unlink()
        for n in files["__fifo__"].decode().split():
            os.mkfifo(folder / n)


def run_tiled(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    from tabletop_ai.board import BoardError, load_board
    from tabletop_ai.maps.common import write_import
    from tabletop_ai.maps.tiled import read_tiled

    _fifos(folder, files)
    src = folder / next(iter(files))
    try:
        r = fuzz.timed("read_tiled", read_tiled, src)
    except BoardError as exc:
        return fuzz.refused(exc.first_line(), "read_tiled")
    if r.tile_picture is not None and rng.random() < 0.5:
        from tabletop_ai.ui.capture.tile_render import render_tiles

        r.picture = fuzz.timed("render_tiles", render_tiles, r.tile_picture)
    out = folder / "out.board.json"
    fuzz.timed("write_import", write_import, r, out, embed_picture=True)
    fuzz.timed("load_board", load_board, out)  # what the import wrote, the app opens
    return "accepted"


def uvtt_seeds(work: Path) -> list[Seed]:
    p = MAPS_DATA / "crypt.dd2vtt"
    return [Seed(p.name, {p.name: p.read_bytes()})]


def mutate_uvtt(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    raw = seed.files["crypt.dd2vtt"]
    if rng.random() < 0.15:  # the picture named instead of held (Foundry's exports)
        data = json.loads(raw)
        pics = picture_seeds()
        data["image"] = rng.choice(
            ["crypt.png", "Maps/crypt.png", "modules/x/Maps/crypt.webp", "missing.jpg",
             "/dev/zero", "/", ".", "pipe.png", "C:\\Maps\\crypt.png", "crypt.png\n", ""]
        )  # fmt: skip
        beside = {"crypt.png": pics["p.png"], "crypt.webp": pics["p.webp"]}
        return {"crypt.dd2vtt": json.dumps(data).encode(), **beside, "__fifo__": b"pipe.png"}
    if rng.random() < 0.3:
        data = json.loads(raw)
        pics = picture_seeds()
        data["image"] = rng.choice(
            [
                "data:image/png;base64",
                "data:image/png;base64," + _b64(pics["p.png"]),
                _b64(png_header(0, 0)),
                _b64(bigger_header(pics[rng.choice(["p.png", "p.jpg", "p.webp"])], rng)),
                _b64(pics[rng.choice(sorted(pics))]),
            ]
        )
        return {"crypt.dd2vtt": json.dumps(data).encode()}
    return {"crypt.dd2vtt": mutate_json(raw, rng)}


def run_uvtt(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    from tabletop_ai.board import BoardError, load_board
    from tabletop_ai.maps.common import write_import
    from tabletop_ai.maps.uvtt import read_uvtt

    _fifos(folder, files)
    try:
        r = fuzz.timed("read_uvtt", read_uvtt, folder / "crypt.dd2vtt")
    except BoardError as exc:
        return fuzz.refused(exc.first_line(), "read_uvtt")
    out = folder / "out.board.json"
    fuzz.timed("write_import", write_import, r, out, embed_picture=rng.random() < 0.5)
    fuzz.timed("load_board", load_board, out)
    return "accepted"


# -- pictures under the grid and on tokens -----------------------------------------------------
def picture_seeds_kind(work: Path) -> list[Seed]:
    return [Seed("pictures", picture_seeds())]


def mutate_picture_kind(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    pic = mutate_picture(seed.files, rng)
    board = json.loads(demo_board().read_bytes())
    embedded = rng.random() < 0.5
    record: dict[str, Any] = {
        "size": [rng.choice([32, 1, 16384]), rng.choice([24, 1, 16384])],
        "transform": [0.25, 0, 0, 0, 0.25, 0, 0, 0, 1],
    }
    if embedded:
        record.update(data=_b64(pic), mime=rng.choice(["image/png", "image/jpeg", "image/webp"]))
    else:
        record["path"] = "under.png"
    board["picture"] = record
    token = rng.choice(["token.png", "data:image/png;base64," + _b64(pic), "data:x", "pipe.png"])
    board["figures"][0]["image"] = token
    return {
        "b.board.json": json.dumps(board).encode(),
        "under.png": pic,
        "token.png": pic,
        "__fifo__": b"pipe.png",
    }


def run_picture(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    """The picture under the grid and a token picture, read as the window reads them (and
    every tenth trial, the window drawn to a PNG by ``screenshot``)."""
    from tabletop_ai.board import BoardError, load_board
    from tabletop_ai.maps.picture import PICTURE, PictureProblem
    from tabletop_ai.ui.capture.picture_layer import PictureLoadError, read_image
    from tabletop_ai.ui.capture.token_picture import _cache, load_picture

    _fifos(folder, files)
    path = folder / "b.board.json"
    try:
        board = load_board(path, check=False)
    except BoardError:  # e.g. a picture embedded past the 10 MB a board file may hold
        return "rejected"
    _cache.clear()
    fuzz.timed(
        "token load_picture", load_picture, str(board.figures[0].extra.get("image", "")), folder
    )
    try:
        pic = PICTURE.read(board)
        assert pic is not None
        fuzz.timed("read_image", read_image, pic, path)
        status = "accepted"
    except PictureProblem:  # a record's problem: the window puts the board's name before it
        status = "rejected"
    except PictureLoadError as exc:
        status = fuzz.refused(str(exc), "the picture under the grid")
    if rng.random() < 0.1:
        from tabletop_ai.ui.shell.screenshot import screenshot

        code = fuzz.timed(
            "screenshot", screenshot, str(path), str(folder / "shot.png"), size=(640, 400)
        )
        if code not in (0, 2):
            raise fuzz.Crash(f"screenshot exit status {code}")
    return status


# -- photos ------------------------------------------------------------------------------------
def photo_seeds(work: Path) -> list[Seed]:
    from tabletop_ai.board import load_board
    from tabletop_ai.photo.synthetic import Shot, photo

    board = load_board(demo_board())
    img, _truth = photo(board, Shot(angle=20, turn=5, size=(900, 700)), seed=1)
    out = {f"photo{ext}": encoded(img, ext) for ext in (".png", ".jpg", ".webp")}
    out.update(picture_seeds())
    return [Seed("photos", out)]


def mutate_photo(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    return {"photo.img": mutate_picture(seed.files, rng)}


def run_photo(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    from tabletop_ai.board import load_board
    from tabletop_ai.photo.detect import detect, read_image
    from tabletop_ai.photo.markers import PhotoError

    board = load_board(demo_board())
    try:
        image = fuzz.timed("read_image", read_image, folder / "photo.img")
        fuzz.timed("detect", detect, image, board, source="photo.img")
    except PhotoError as exc:
        return fuzz.refused(str(exc), "the photo reader")
    return "accepted"


# -- IC lists and AE cards on a board's groups -------------------------------------------------
def iclist_seeds(work: Path) -> list[Seed]:
    """The Imperial sample board with instruction lists on its groups (as the IC lists docs
    write them) and, on a copy, an Automated Emperor card as a group's instruction."""
    raw = ROOT / "maps" / "outpost-raid.board.json"
    board = json.loads(raw.read_bytes())
    lists = [
        [{"type": "move_to_attack", "mp": 4}, {"type": "attack"}],
        [{"type": "attack"}, {"type": "move_to_reposition", "mp": 4, "distance": 3}],
        [{"type": "move_toward", "mp": 2, "target": "soldier"}, {"type": "attack"}],
    ]
    board["groups"][0]["ic_lists"] = lists
    board["groups"][0]["target"] = "soldier"
    board["groups"][0]["bonus"] = ["+1 damage"]
    board["groups"][1]["ic_lists"] = lists[1:]
    ae = copy.deepcopy(board)
    ae["rules"]["preset"] = "automated-emperor"
    ae["groups"][1]["instructions"] = [
        {
            "type": "ae_card",
            "actions": ["engage", "attack", "reposition"],
            "secondary": ["red", "blue"],
        }
    ]
    return [
        Seed("ic-lists.board.json", {"b.board.json": json.dumps(board).encode()}),
        Seed("ae-card.board.json", {"b.board.json": json.dumps(ae).encode()}),
    ]


def mutate_iclist(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    """The board fuzzer's mutations inside the groups (their lists, targets and cards)."""
    return {"b.board.json": mutate_subtree(seed.files["b.board.json"], "groups", rng)}


def run_iclist(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    """``validate``; then, for an accepted board, ``ic`` on each group (text and JSON, a
    recorded seed) and ``ic --apply``, and ``plan`` on each group; what ``--apply`` wrote must
    open again."""
    from tabletop_ai.board import BoardError, load_board
    from tabletop_ai.rulesets.checks import check_rules

    _imperial_env(folder)
    path = folder / "b.board.json"
    p = str(path)
    if fuzz._cli(["validate", p]) != 0:
        fuzz._cli(["groups", p])
        fuzz._cli(["ic", p, "-g", "troopers", "--seed", "1"])
        return "rejected"
    try:
        board = check_rules(load_board(path), path.name)
    except BoardError as exc:
        raise fuzz.Crash(f"validate accepted what the loader refuses: {exc.first_line()}") from exc
    for g in board.groups[:4]:
        fuzz._cli(["ic", p, "-g", g.id, "--seed", str(rng.randrange(100))])
        fuzz._cli(["ic", p, "-g", g.id, "--seed", "7", "--json"])
        fuzz._cli(["plan", p, "-g", g.id])
    if board.groups:
        fuzz._cli(["ic", p, "-g", board.groups[0].id, "--seed", "3", "--apply"])
        check_rules(load_board(path), path.name)  # what --apply wrote opens again
    return "accepted"


# -- Imperial Commander 2 folders and character files -------------------------------------------
#: the real IC2 files this machine keeps (read where they are; never copied into the project)
IC2_REAL = Path(os.environ.get("TABLETOP_AI_IC2", "/work/shared/ic2"))


def _folder_files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*.json"))
        if p.is_file()
    }


def ic2_seeds(work: Path) -> list[Seed]:
    """The importer's test folder (tests/imperial/ic2_files.py) and, where this machine has
    them, the real Imperial Commander 2 files."""
    from tests.imperial.ic2_files import write_ic2

    small = write_ic2(work / "ic2-seed" / "Resources")
    out = [Seed("ic2-test", _folder_files(small))]
    if (IC2_REAL / "CardData").is_dir():
        out.append(Seed("ic2-real", _folder_files(IC2_REAL)))
    return out


def mutate_ic2(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    """One file of the folder mutated (IC2 writes trailing commas: those files are mutated as
    text and bytes, the others as JSON too)."""
    from tabletop_ai.imperial.ic2 import drop_trailing_commas

    files = dict(seed.files)
    name = rng.choice(sorted(files))
    raw = files[name]
    op = rng.randrange(4)
    if op < 2:
        try:
            text = drop_trailing_commas(raw.decode("utf-8-sig"))
            files[name] = mutate_json(text.encode("utf-8"), rng)
        except ValueError:
            files[name] = mutate_bytes(raw, rng)
    elif op == 2:
        files[name] = mutate_numbers(raw.decode("utf-8", "replace"), rng).encode("utf-8")
    else:
        files[name] = mutate_bytes(raw, rng)
    return files


def run_ic2(folder: Path, files: dict[str, bytes], rng: random.Random) -> str:
    """``ic2 DIR`` (text, ``--json``, ``--out``) in English and German, then the data file it
    wrote read back (a refusal is a crash: the import writes only what the app reads) and
    by ``ae setup --data`` and ``ic`` on the sample board."""
    _imperial_env(folder)
    root = folder / "Resources"
    for name in {n.split("/")[0] for n in files}:
        root.mkdir(exist_ok=True)
        shutil.move(str(folder / name), str(root / name))
    out = folder / "out" / "ic2.json"
    out.parent.mkdir()
    if fuzz._cli(["ic2", str(root), "--out", str(out)]) != 0:
        return "rejected"
    from tabletop_ai.board.errors import BoardError
    from tabletop_ai.imperial.data import load_imperial_data

    try:
        fuzz.timed("the data file read back", load_imperial_data, [out.parent], include_user=False)
    except BoardError as exc:
        raise fuzz.Crash(f"the data file the import wrote is refused: {exc.first_line()}") from None
    fuzz._cli(["ic2", str(root), "--json", "--lang", "de"])
    board = folder / "raid.board.json"
    shutil.copy(demo_board(), board)
    fuzz._cli(["ae", "--data", str(out.parent), str(board), "setup", "--seed", "1"])
    fuzz._cli(["ic", str(board), "-g", "troopers", "--seed", "2"])
    return "accepted"


def plain_mutation(seed: Seed, rng: random.Random) -> dict[str, bytes]:
    name = next(iter(seed.files))
    return {**seed.files, name: mutate_json(seed.files[name], rng)}


KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        Kind("deck", deck_seeds, plain_mutation, run_deck),
        Kind("iclist", iclist_seeds, mutate_iclist, run_iclist),
        Kind("ic2", ic2_seeds, mutate_ic2, run_ic2),
        Kind("data", data_seeds, plain_mutation, run_data),
        Kind("campaign", campaign_seeds, mutate_campaign, run_campaign),
        Kind("settings", settings_seeds, mutate_settings, run_settings, qt=True),
        Kind("tiled", tiled_seeds, mutate_tiled, run_tiled, qt=True),
        Kind("uvtt", uvtt_seeds, mutate_uvtt, run_uvtt),
        Kind("picture", picture_seeds_kind, mutate_picture_kind, run_picture, qt=True),
        Kind("photo", photo_seeds, mutate_photo, run_photo),
    )
}
