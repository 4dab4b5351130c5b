"""Table photos from a second, independent generator: a 3-D table seen through a camera with a
lens, for measuring ``tabletop_ai.photo`` on pictures it was not written against.

``tabletop_ai.photo.synthetic`` (the first generator) draws the board from straight above and
warps that picture by one homography; the detector was tuned on it. This one shares no code
with it or with the detector; it takes from the app only the board's cell geometry (where
the cells are, to know each figure's true cell), where the app tells the player to put the
board markers (``marker_set``) and the printed marker codes (OpenCV's dictionary). What it
models instead:

- **the table** in millimetres: a printed map in its own style (textured terrain, grid lines
  of any weight or none, hex maps with a dot and a number in each hex, dark hexes with a
  light dot), clutter beside and on the map (dice, cards, coins, counters that are plain
  printed hexes or squares with a dot, a stray sheet of other markers);
- **figures** on round bases 3-5 mm tall, set down up to a fifth of a cell off centre; the
  paper marker glued on top, off centre and turned, printed with ink of varying black on
  paper of varying white, cut with a white margin of varying width (some narrower than the
  docs ask); miniatures or standees standing on the bases, hiding what lies behind them;
- **the camera**: a pinhole at a distance and tilt, turned and rolled, with radial lens
  distortion, a field of view of a phone or a webcam, and an off-centre principal point;
- **light**: a lamp (brighter under it), a colour cast, vignetting, soft shadows of the
  figures, sometimes a glare spot; **fingers** over some markers;
- **the picture**: rendered at twice the size and shrunk (the sensor integrates), defocus
  and motion blur, shot noise, JPEG.

Each figure's true cell, its marker's size in pixels and how much of it is covered come with
the photo, so the benchmark reports accuracy by tilt, blur, marker size and cover.

Needs OpenCV and NumPy (the ``camera`` extra).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from tabletop_ai.board.model import Board, Figure
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.geometry.hexgrid import HexGrid
from tabletop_ai.photo.markers import (
    DICTIONARY,
    FIRST_FIGURE_ID,
    MARKERS,
    MarkerSet,
    marker_set,
)

#: pixels per millimetre of the table texture
PPM = 6.0
#: how far the table texture reaches beyond the board markers (mm)
TABLE_MARGIN = 90.0


@dataclass
class Camera:
    """A pinhole camera with radial distortion, looking at the table (z = 0, heights are
    negative z: the frame is x right, y towards the near edge of the map, z into the table).

    Distortion is defined from the picture to the ray: a picture point at normalised radius
    ``r`` lies on the ray through ``(1 + k1 r^2 + k2 r^4)`` times its normalised position."""

    width: int
    height: int
    f: float
    cx: float
    cy: float
    k1: float
    k2: float
    rot: np.ndarray  # camera -> world
    centre: np.ndarray  # world position

    def rays(self, scale: float = 1.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The world direction (x, y, z arrays, H x W, float32) of every pixel of a picture
        ``scale`` times this size."""
        w, h = int(self.width * scale), int(self.height * scale)
        u = ((np.arange(w, dtype=np.float32) + 0.5) / scale - 0.5 - self.cx) / self.f
        v = ((np.arange(h, dtype=np.float32) + 0.5) / scale - 0.5 - self.cy) / self.f
        r2 = u[None, :] ** 2 + v[:, None] ** 2
        g = 1.0 + np.float32(self.k1) * r2 + np.float32(self.k2) * r2 * r2
        xu = u[None, :] * g
        yu = v[:, None] * g
        r = self.rot.astype(np.float32)
        return (
            r[0, 0] * xu + r[0, 1] * yu + r[0, 2],
            r[1, 0] * xu + r[1, 1] * yu + r[1, 2],
            r[2, 0] * xu + r[2, 1] * yu + r[2, 2],
        )

    def project(self, pts: np.ndarray) -> np.ndarray:
        """World points (N x 3) to picture pixels (N x 2); points behind the camera: NaN."""
        pc = (np.asarray(pts, np.float64) - self.centre) @ self.rot
        z = pc[:, 2]
        xu, yu = pc[:, 0] / z, pc[:, 1] / z
        xd, yd = xu.copy(), yu.copy()
        for _ in range(20):  # invert the distortion by fixed-point steps
            r2 = xd * xd + yd * yd
            g = 1.0 + self.k1 * r2 + self.k2 * r2 * r2
            xd, yd = xu / g, yu / g
        out = np.stack([xd * self.f + self.cx, yd * self.f + self.cy], axis=1)
        out[z <= 0] = np.nan
        return out


def _rot_x(a: float) -> np.ndarray:
    c, s = math.cos(a), math.sin(a)
    return np.array([[1, 0, 0], [0, c, -s], [0, s, c]], np.float64)


def _rot_z(a: float) -> np.ndarray:
    c, s = math.cos(a), math.sin(a)
    return np.array([[c, -s, 0], [s, c, 0], [0, 0, 1]], np.float64)


@dataclass
class Take:
    """How one photo is taken (drawn at random by :func:`random_take`)."""

    tilt: float = 30.0  # degrees from straight down
    azimuth: float = 0.0  # where the photographer stands, degrees round the table
    roll: float = 0.0  # degrees
    size: tuple[int, int] = (1920, 1080)
    fov: float = 65.0  # horizontal field of view, degrees
    k1: float = -0.05
    k2: float = 0.01
    fill: float = 0.85  # share of the frame the board markers span
    cell_mm: float = 25.4  # a square's side or a hex's width across the flats
    marker_mm: float = 15.0  # a figure marker's black square
    board_marker_mm: float = 25.0
    margin_share: float = 0.2  # the white margin cut round a marker, share of its side
    base_mm: float = 25.0
    base_height: float = 4.0
    ink: float = 30.0  # the printed black (grey level)
    paper: float = 235.0
    bodies: float = 0.4  # share of figures with a miniature or standee on the base
    cover: float = 0.0  # share of figure markers with a finger over them
    glare: bool = False
    defocus: float = 0.0  # disk radius, pixels
    motion: float = 0.0  # streak length, pixels
    gauss: float = 0.5  # sigma, pixels
    noise: float = 3.0
    jpeg: int = 90
    clutter: int = 6
    dot_counters: int = 3  # plain printed hexes or squares with a dot, on the map
    stray_markers: int = 4
    hex_dots: bool = True  # a dot in the middle of each printed hex
    placement: float = 0.06  # sd of where a base is set down, share of a cell
    on_corners: float = 0.3  # chance a figure stands on each corner cell of the map
    #: one board marker set down away from its place: (its number 1-4, right, down) in cells
    board_off: tuple[int, float, float] | None = None
    #: share of one board marker (its number 1-4, the share) under a finger
    board_cover: tuple[int, float] | None = None

    @property
    def blur(self) -> float:
        """The blur as one Gaussian sigma (a disk of radius R: R/2; a streak of length L:
        L/sqrt(12))."""
        return math.sqrt(self.gauss**2 + (self.defocus / 2) ** 2 + self.motion**2 / 12)


def random_take(rng: np.random.Generator, **fixed: Any) -> Take:
    """A photo as players take them: mostly within the documented envelope, some past it."""
    sizes = [(1920, 1080), (1280, 720), (2048, 1536), (1600, 1200), (2592, 1944)]
    kw: dict[str, Any] = {
        "tilt": float(rng.uniform(0, 50)),
        "azimuth": float(rng.uniform(0, 360)),
        "roll": float(rng.normal(0, 6)),
        "size": sizes[int(rng.choice(len(sizes), p=[0.35, 0.1, 0.25, 0.15, 0.15]))],
        "fov": float(rng.uniform(50, 78)),
        "k1": float(rng.uniform(-0.12, 0.06)),
        "k2": float(rng.uniform(-0.02, 0.03)),
        "fill": float(rng.uniform(0.7, 0.95)),
        "cell_mm": float(rng.uniform(22, 32)),
        "board_marker_mm": float(rng.choice([15, 20, 25, 25, 30])),
        "margin_share": float(rng.uniform(0.1, 0.35)),
        "base_height": float(rng.uniform(2.5, 5.5)),
        "ink": float(rng.uniform(10, 70)),
        "paper": float(rng.uniform(190, 250)),
        "bodies": float(rng.uniform(0, 0.8)),
        "cover": float(rng.choice([0.0, rng.uniform(0, 0.1), rng.uniform(0, 0.25)])),
        "glare": bool(rng.random() < 0.15),
        "defocus": float(rng.choice([0.0, rng.uniform(0, 2.5), rng.uniform(0, 5)])),
        "motion": float(rng.choice([0.0, 0.0, rng.uniform(0, 4), rng.uniform(0, 8)])),
        "gauss": float(rng.uniform(0.3, 1.0)),
        "noise": float(rng.uniform(1, 7)),
        "jpeg": int(rng.integers(55, 96)),
        "clutter": int(rng.integers(0, 12)),
        "dot_counters": int(rng.integers(0, 6)),
        "stray_markers": int(rng.choice([0, 0, 3, 8])),
        "hex_dots": bool(rng.random() < 0.6),
        "placement": float(rng.uniform(0.02, 0.08)),
    }
    # the base fits its cell; the player prints the largest marker whose margin fits the
    # base (the docs: 15 mm on 25 mm bases, 10-12 mm on smaller ones), sometimes one size up
    kw["base_mm"] = float(rng.uniform(0.75, 0.95)) * kw["cell_mm"]
    sizes_mm = [10.0, 12.0, 15.0, 18.0, 20.0]
    fits = [s for s in sizes_mm if s * (1 + 2 * kw["margin_share"]) <= kw["base_mm"]] or [10.0]
    i = len(fits) - 1 - int(rng.integers(0, min(2, len(fits))))
    if rng.random() < 0.1:
        i = min(i + 1, len(sizes_mm) - 1)
    kw["marker_mm"] = sizes_mm[i] if i < len(fits) else sizes_mm[min(i, len(sizes_mm) - 1)]
    kw.update(fixed)
    return Take(**kw)


@dataclass
class Truth:
    """What the photo shows, known exactly."""

    cells: dict[str, Cell]
    #: each figure marker's black square in the picture: mean side (pixels), or 0 when out
    #: of the frame
    marker_px: dict[str, float] = field(default_factory=dict)
    #: share of each figure marker (its black square and margin) hidden by a finger, a
    #: miniature, glare or the frame's edge
    covered: dict[str, float] = field(default_factory=dict)
    #: board markers: share covered (a figure's base over one, a finger)
    board_covered: dict[int, float] = field(default_factory=dict)
    #: each board marker's centre in the picture
    board_px: dict[int, tuple[float, float]] = field(default_factory=dict)
    #: each figure marker's centre in the picture
    figure_px: dict[str, tuple[float, float]] = field(default_factory=dict)


# -- the table, drawn from above at PPM pixels per millimetre -------------------------------


class Table:
    """The table top: a texture at z = 0 and one at the bases' height (with alpha)."""

    def __init__(self, x0: float, y0: float, x1: float, y1: float) -> None:
        self.x0, self.y0 = x0, y0
        w, h = int((x1 - x0) * PPM), int((y1 - y0) * PPM)
        self.ground = np.zeros((h, w, 3), np.uint8)
        self.top = np.zeros((h, w, 4), np.uint8)

    def px(self, pts: Any) -> np.ndarray:
        a = np.asarray(pts, np.float64)
        a = a[:, :2] if a.ndim == 2 else a.reshape(-1, 2)
        return np.stack([(a[:, 0] - self.x0) * PPM, (a[:, 1] - self.y0) * PPM], axis=1)

    def poly(self, img: np.ndarray, pts: Any, colour: Any) -> None:
        p = np.round(self.px(pts) * 16).astype(np.int32)
        cv2.fillPoly(img, [p], colour, cv2.LINE_AA, shift=4)

    def paste(
        self,
        img: np.ndarray,
        patch: np.ndarray,
        centre: tuple[float, float],
        turn: float,
        mm: float,
    ) -> None:
        """Lay a square picture ``mm`` wide, centred and turned by ``turn`` degrees."""
        n = patch.shape[0]
        s = mm * PPM / n
        cx, cy = self.px([centre])[0]
        m = cv2.getRotationMatrix2D((n / 2, n / 2), turn, s)
        m[0, 2] += cx - n / 2
        m[1, 2] += cy - n / 2
        h, w = img.shape[:2]
        x0, y0 = int(max(0, cx - mm * PPM)), int(max(0, cy - mm * PPM))
        x1, y1 = int(min(w, cx + mm * PPM)), int(min(h, cy + mm * PPM))
        if x1 <= x0 or y1 <= y0:
            return
        m[0, 2] -= x0
        m[1, 2] -= y0
        roi = img[y0:y1, x0:x1]
        chans = img.shape[2]
        src = patch if patch.ndim == 3 else np.stack([patch] * 3, axis=-1)
        if chans == 4 and src.shape[2] == 3:
            src = np.concatenate([src, np.full((*src.shape[:2], 1), 255, np.uint8)], axis=2)
        warped = cv2.warpAffine(src, m, (x1 - x0, y1 - y0), flags=cv2.INTER_AREA)
        mask = (
            cv2.warpAffine(
                np.full((n, n), 255, np.uint8), m, (x1 - x0, y1 - y0), flags=cv2.INTER_LINEAR
            ).astype(np.float32)[..., None]
            / 255.0
        )
        roi[:] = (roi * (1 - mask) + warped[..., :chans] * mask).astype(np.uint8)


def _noise_texture(rng: np.random.Generator, h: int, w: int, scale: float) -> np.ndarray:
    small = rng.standard_normal((max(2, int(h / scale)), max(2, int(w / scale)))).astype(np.float32)
    return cv2.resize(small, (w, h), interpolation=cv2.INTER_CUBIC)


def printed_marker(
    rng: np.random.Generator, mid: int, take: Take, mm: float
) -> tuple[np.ndarray, float]:
    """A marker as printed and cut out: black square, white margin; the picture and its
    whole side in mm."""
    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY))
    bits = 6
    px_bit = 16
    inner = cv2.aruco.generateImageMarker(dictionary, mid, bits * px_bit, borderBits=1)
    margin = round(take.margin_share * bits * px_bit * float(rng.uniform(0.85, 1.15)))
    img = cv2.copyMakeBorder(inner, margin, margin, margin, margin, cv2.BORDER_CONSTANT, value=255)
    img = img.astype(np.float32)
    # ink and paper, toner grain, a slightly uneven cut
    img = take.ink + (take.paper - take.ink) * img / 255.0
    img += rng.normal(0, 4, img.shape).astype(np.float32)
    n = img.shape[0]
    tint = rng.uniform(-6, 6, 3)
    rgb = np.clip(np.stack([img + tint[0], img + tint[1], img + tint[2]], -1), 0, 255)
    side_mm = mm * n / (bits * px_bit)
    cut = int(rng.integers(0, max(1, margin // 3) + 1))
    if cut:
        edge = int(rng.integers(4))
        sl = [slice(None)] * 2
        sl[edge % 2] = slice(0, cut) if edge < 2 else slice(n - cut, n)
        rgb[tuple(sl)] = rgb[tuple(sl)] * 0.0 + 255  # trimmed too close on one side
    return rgb.astype(np.uint8), side_mm


def _terrain_colours(rng: np.random.Generator) -> dict[str, tuple[int, int, int]]:
    base = rng.uniform(120, 230, 3)
    return {
        "open": tuple(int(v) for v in base),
        "difficult": tuple(int(v) for v in base * rng.uniform(0.5, 0.8, 3)),
        "blocking": tuple(int(v) for v in rng.uniform(20, 90, 3)),
        "void": tuple(int(v) for v in rng.uniform(5, 40, 3)),
        "hazard": tuple(int(v) for v in (rng.uniform(40, 90), rng.uniform(40, 90), 200)),
    }


def draw_map(rng: np.random.Generator, table: Table, board: Board, lay: Layout, take: Take) -> None:
    g = table.ground
    colours = _terrain_colours(rng)
    for cell in board.grid.cells():
        kind = board.kind_at(cell)
        shade = np.array(colours.get(kind, (180, 180, 180)), np.float64) * rng.uniform(0.92, 1.05)
        table.poly(g, lay.polygon(cell), tuple(int(min(255, v)) for v in shade))
    # printed texture over the whole map
    h, w = g.shape[:2]
    tex = _noise_texture(rng, h, w, float(rng.uniform(8, 40))) * float(rng.uniform(3, 14))
    g[:] = np.clip(g.astype(np.float32) + tex[..., None], 0, 255).astype(np.uint8)
    line_mm = float(rng.choice([0.0, 0.3, 0.5, 1.0]))
    line_c = tuple(int(v) for v in rng.uniform(30, 120, 3))
    is_hex = isinstance(board.grid, HexGrid)
    font = cv2.FONT_HERSHEY_SIMPLEX
    for cell in board.grid.cells():
        poly = table.px(lay.polygon(cell))
        if line_mm > 0:
            th = max(1, int(line_mm * PPM))
            cv2.polylines(
                g, [np.round(poly * 16).astype(np.int32)], True, line_c, th, cv2.LINE_AA, 4
            )
        if is_hex:
            cx, cy = table.px([lay.cell_to_scene(cell)])[0]
            dark = board.kind_at(cell) in ("blocking", "void")
            if take.hex_dots:
                dot = (235, 235, 235) if dark else line_c
                cv2.circle(g, (int(cx), int(cy)), max(2, int(1.2 * PPM)), dot, -1, cv2.LINE_AA)
            label = f"{cell[0] + 1:02d}{cell[1] + 1:02d}"
            scale = lay.size * PPM / 160.0
            cv2.putText(
                g,
                label,
                (int(cx - 1.1 * lay.size * PPM * 0.5), int(cy - 0.45 * lay.size * PPM)),
                font,
                scale,
                line_c,
                max(1, int(scale * 1.5)),
                cv2.LINE_AA,
            )
    for wall in board.walls:
        a, b = lay.edge_to_scene(Cell(*wall[0]), Cell(*wall[1]))
        p = table.px([a, b])
        cv2.line(g, tuple(map(int, p[0])), tuple(map(int, p[1])), (25, 25, 25), int(2 * PPM))


def draw_clutter(
    rng: np.random.Generator,
    table: Table,
    take: Take,
    lay: Layout,
    board: Board,
    keep_clear: list[tuple[float, float, float]],
    ms: MarkerSet,
) -> None:
    """Dice, cards, coins, dot counters, and a strip of other markers, away from what must
    be seen (``keep_clear``: x, y, radius in mm)."""
    g = table.ground
    h, w = g.shape[:2]
    x1, y1 = table.x0 + w / PPM, table.y0 + h / PPM
    _mx, _my, mw, mh = lay.scene_rect()

    def free(x: float, y: float, r: float) -> bool:
        return all(math.hypot(x - a, y - b) > r + c for a, b, c in keep_clear)

    def spot(r: float, on_map: bool) -> tuple[float, float] | None:
        for _ in range(40):
            if on_map:
                x, y = rng.uniform(0, mw), rng.uniform(0, mh)
            else:
                x, y = rng.uniform(table.x0 + r, x1 - r), rng.uniform(table.y0 + r, y1 - r)
                if -r < x < mw + r and -r < y < mh + r:
                    continue
            if free(x, y, r):
                keep_clear.append((x, y, r))
                return x, y
        return None

    for _ in range(take.clutter):
        kind = rng.choice(["die", "card", "coin", "die"])
        r = {"die": 9.0, "card": 40.0, "coin": 12.0}[str(kind)]
        at = spot(r, on_map=False)
        if at is None:
            continue
        turn = float(rng.uniform(0, 360))
        if kind == "die":
            dark = rng.random() < 0.5
            n = 64
            die = np.full((n, n), 20 if dark else 235, np.uint8)
            pip = 235 if dark else 20
            for px_, py_ in rng.choice([16, 32, 48], (int(rng.integers(1, 7)), 2)):
                cv2.circle(die, (int(px_), int(py_)), 6, pip, -1, cv2.LINE_AA)
            table.paste(g, die, at, turn, 16.0)
        elif kind == "card":
            n = 128
            card = np.full((n, n, 3), rng.uniform(150, 250, 3), np.uint8)
            for _k in range(6):
                y = int(rng.integers(10, n - 10))
                cv2.putText(card, "Lorem 3", (8, y), cv2.FONT_HERSHEY_SIMPLEX, 0.5, (20, 20, 20))
            cv2.rectangle(card, (4, 4), (n - 5, n - 5), (30, 30, 30), 2)
            table.paste(g, card, at, turn, 60.0)
        else:
            cv2.circle(
                g, tuple(int(v) for v in table.px([at])[0]), int(r * PPM), (40, 150, 190), -1
            )
    # counters that are a plain printed hex or square with a dot, on the map
    for _ in range(take.dot_counters):
        size = lay.size * (1.6 if isinstance(board.grid, HexGrid) else 0.8)
        at = spot(size / 2, on_map=True)
        if at is None:
            continue
        n = 64
        dark = rng.random() < 0.6
        c = np.full((n, n), 255, np.uint8)
        ink = int(take.ink)
        if rng.random() < 0.5:  # a hex
            pts = np.array(
                [
                    (
                        32 + 30 * math.cos(math.radians(60 * i + 30)),
                        32 + 30 * math.sin(math.radians(60 * i + 30)),
                    )
                    for i in range(6)
                ],
                np.int32,
            )
            cv2.fillPoly(c, [pts], ink if dark else 240)
            cv2.polylines(c, [pts], True, ink, 3)
        else:
            cv2.rectangle(c, (6, 6), (58, 58), ink if dark else 240, -1)
            cv2.rectangle(c, (6, 6), (58, 58), ink, 4)
        cv2.circle(
            c,
            (32 + int(rng.integers(-8, 9)), 32 + int(rng.integers(-8, 9))),
            7,
            240 if dark else ink,
            -1,
        )
        table.paste(g, c, at, float(rng.uniform(0, 360)), size)
    # a strip of markers of no figure on this board (another board's sheet)
    used = {m.id for m in ms.board} | set(ms.figures.values())
    others = [i for i in range(250) if i not in used]
    for _ in range(take.stray_markers):
        at = spot(12.0, on_map=False)
        if at is None:
            continue
        mid = int(rng.choice(others))
        patch, side = printed_marker(rng, mid, take, float(rng.choice([10, 15, 20])))
        table.paste(g, patch, at, float(rng.uniform(0, 360)), side)


# -- the photo --------------------------------------------------------------------------------


def _place_camera(take: Take, target: np.ndarray, spread: np.ndarray) -> Camera:
    w, h = take.size
    f = (w / 2) / math.tan(math.radians(take.fov) / 2)
    rot = (
        _rot_z(math.radians(take.azimuth))
        @ _rot_x(math.radians(take.tilt))
        @ _rot_z(math.radians(take.roll))
    )
    forward = rot[:, 2]
    cam = Camera(w, h, f, w / 2, h / 2, take.k1, take.k2, rot, target - forward)
    lo, hi = 10.0, 20000.0
    for _ in range(40):  # the distance at which the board markers fill ``fill`` of the frame
        d = math.sqrt(lo * hi)
        cam.centre = target - forward * d
        p = cam.project(spread)
        if np.any(np.isnan(p)):
            lo = d
            continue
        span = max(
            (p[:, 0].max() - p[:, 0].min()) / w,
            (p[:, 1].max() - p[:, 1].min()) / h,
            2 * max(abs(p[:, 0] - w / 2).max() / w, abs(p[:, 1] - h / 2).max() / h) / 1.04,
        )
        if span > take.fill:
            lo = d
        else:
            hi = d
    cam.centre = target - forward * hi
    return cam


def _layout_mm(board: Board, take: Take) -> Layout:
    if isinstance(board.grid, HexGrid):
        return Layout(board.grid, take.cell_mm / math.sqrt(3.0))  # radius from the flats
    return Layout(board.grid, take.cell_mm)


def shoot(board: Board, take: Take, seed: int) -> tuple[np.ndarray, Truth]:
    """The photo (BGR) and what it shows."""
    rng = np.random.default_rng(seed)
    ms = marker_set(board)
    lay = _layout_mm(board, take)
    places = {m.id: lay.cell_to_scene(m.cell) for m in ms.board}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    table = Table(
        min(xs) - TABLE_MARGIN,
        min(ys) - TABLE_MARGIN,
        max(xs) + TABLE_MARGIN,
        max(ys) + TABLE_MARGIN,
    )
    table.ground[:] = rng.uniform(60, 170, 3).astype(np.uint8)
    tex = _noise_texture(rng, *table.ground.shape[:2], float(rng.uniform(4, 30)))
    table.ground[:] = np.clip(
        table.ground.astype(np.float32) + tex[..., None] * float(rng.uniform(4, 18)), 0, 255
    ).astype(np.uint8)
    draw_map(rng, table, board, lay, take)
    truth = Truth({f.id: f.at for f in board.figures})
    keep: list[tuple[float, float, float]] = []
    # board markers: where the app says, set down by hand (a few mm off, any way round)
    board_quads: dict[int, np.ndarray] = {}
    board_at: dict[int, tuple[float, float, float]] = {}  # centre and turn
    for number, m in enumerate(ms.board, 1):
        cx, cy = places[m.id]
        cx += float(rng.normal(0, 1.0))
        cy += float(rng.normal(0, 1.0))
        if take.board_off is not None and take.board_off[0] == number:
            cx += take.board_off[1] * take.cell_mm
            cy += take.board_off[2] * take.cell_mm
        patch, side = printed_marker(rng, m.id, take, take.board_marker_mm)
        turn = float(rng.uniform(0, 360))
        table.paste(table.ground, patch, (cx, cy), turn, side)
        board_quads[m.id] = _square(cx, cy, take.board_marker_mm, turn, 0.0)
        board_at[m.id] = (cx, cy, turn)
        keep.append((cx, cy, side * 0.75))
    # figures: a base set down near the cell's centre, the marker on it, maybe a miniature
    bases: list[tuple[Figure, float, float, float]] = []
    fig_quads: dict[str, np.ndarray] = {}
    fig_margin: dict[str, np.ndarray] = {}
    bodies: list[np.ndarray] = []
    light = np.array([rng.uniform(-1, 1), rng.uniform(-1, 1), -rng.uniform(0.8, 2.5)])
    light /= np.linalg.norm(light)
    base_colour = tuple(int(v) for v in rng.uniform(10, 110, 3))
    hb = take.base_height
    shadows = np.zeros(table.ground.shape[:2], np.uint8)
    for f in board.figures:
        cx, cy = lay.cell_to_scene(f.at)
        cx += (
            (f.size[0] - 1)
            * lay.size
            / 2
            * (math.sqrt(3) if isinstance(board.grid, HexGrid) else 1)
        )
        cy += (f.size[1] - 1) * lay.size / 2 * (1.5 if isinstance(board.grid, HexGrid) else 1)
        cell_w = take.cell_mm
        dx, dy = np.clip(rng.normal(0, take.placement, 2), -0.2, 0.2) * cell_w
        bx, by = cx + dx, cy + dy
        r = take.base_mm / 2 * min(f.size)
        bases.append((f, bx, by, r))
        keep.append((bx, by, r))
        # its shadow on the table
        shadow = _cylinder(bx, by, r, hb + (30 if rng.random() < take.bodies else 0), 24)
        table.poly(shadows, _shadow(shadow, light)[:, :2], 255)
    soft = cv2.GaussianBlur(shadows, (0, 0), 2.5 * PPM).astype(np.float32) / 255.0
    depth = float(rng.uniform(0.2, 0.5))
    table.ground[:] = (table.ground * (1 - depth * soft[..., None])).astype(np.uint8)
    for f, bx, by, r in bases:
        top = table.top
        table.poly(top, _circle(bx, by, r, 48), (*base_colour, 255))
        mx, my = np.clip(rng.normal(0, 0.05, 2), -0.15, 0.15) * take.cell_mm
        turn = float(rng.uniform(0, 360))
        patch, side = printed_marker(rng, ms.figures[f.id], take, take.marker_mm)
        table.paste(top, patch, (bx + mx, by + my), turn, side)
        fig_quads[f.id] = _square(bx + mx, by + my, take.marker_mm, turn, -hb)
        fig_margin[f.id] = _square(bx + mx, by + my, side, turn, -hb)
        if rng.random() < take.bodies:
            a = rng.uniform(0, 2 * math.pi)
            ox, oy = bx + math.cos(a) * r * 0.55, by + math.sin(a) * r * 0.55
            height = float(rng.uniform(18, 40))
            if rng.random() < 0.5:
                bodies.append(_cylinder(ox, oy, r * 0.3, height, 16, z0=-hb))
            else:  # a standee: a thin card across the base's back
                t = a + math.pi / 2
                hw = r * 0.7
                p0 = (ox - math.cos(t) * hw, oy - math.sin(t) * hw)
                p1 = (ox + math.cos(t) * hw, oy + math.sin(t) * hw)
                bodies.append(
                    np.array([[*p0, -hb], [*p1, -hb], [*p1, -hb - height], [*p0, -hb - height]])
                )
    draw_clutter(rng, table, take, lay, board, keep, ms)

    # the camera, aimed near the middle of the board markers
    spread = []
    for q in board_quads.values():
        c = q.mean(axis=0)
        for p in q:
            spread.append(c + (p - c) * 1.6)
    spread_a = np.array(spread)
    target = np.array(
        [np.mean(xs) + rng.normal(0, 10), np.mean(ys) + rng.normal(0, 10), 0.0], np.float64
    )
    cam = _place_camera(take, target, spread_a)

    # rendered larger and shrunk: a sensor pixel sums the light over its area
    ss = min(2.0, math.sqrt(6e6 / (cam.width * cam.height)))
    rays = cam.rays(ss)
    floor = tuple(float(v) for v in rng.uniform(20, 90, 3))
    img = _render_plane(cam, rays, table, table.ground, 0.0, floor)
    # the bases' sides, then their tops
    side_c = np.array(base_colour, np.float64) * 0.6
    for _f, bx, by, r in sorted(bases, key=lambda b: -_depth(cam, b[1], b[2])):
        pts = cam.project(_cylinder(bx, by, r, hb, 32)) * ss
        if np.any(np.isnan(pts)):
            continue
        hull = cv2.convexHull(np.round(pts * 16).astype(np.int32))
        cv2.fillConvexPoly(img, hull, tuple(float(v) for v in side_c), cv2.LINE_AA, 4)
    top = _render_plane(cam, rays, table, table.top, -hb)
    del rays
    alpha = top[..., 3] > 127
    img[alpha] = top[..., :3][alpha]
    # miniatures and standees, far ones first
    occl = np.zeros(img.shape[:2], np.uint8)
    for body in sorted(bodies, key=lambda b: -_depth(cam, *b[:, :2].mean(axis=0))):
        pts = cam.project(body) * ss
        if np.any(np.isnan(pts)):
            continue
        hull = cv2.convexHull(np.round(pts * 16).astype(np.int32))
        colour = tuple(float(v) for v in rng.uniform(40, 200, 3))
        cv2.fillConvexPoly(img, hull, colour, cv2.LINE_AA, 4)
        cv2.fillConvexPoly(occl, hull, 255, cv2.LINE_8, 4)
    # fingers over some figure markers
    quads_px = {fid: cam.project(q) * ss for fid, q in fig_quads.items()}
    margins_px = {fid: cam.project(q) * ss for fid, q in fig_margin.items()}
    for fid, quad in quads_px.items():
        if rng.random() >= take.cover or np.any(np.isnan(quad)):
            continue
        _finger(rng, img, occl, margins_px[fid], float(rng.uniform(0.1, 0.45)))
    board_px = {mid: cam.project(q) * ss for mid, q in board_quads.items()}
    if take.board_cover is not None:
        number, share = take.board_cover
        mid = ms.board[number - 1].id
        side = take.board_marker_mm * (1 + 2 * take.margin_share)
        cx, cy, turn = board_at[mid]
        margin = cam.project(_square(cx, cy, side, turn, 0.0)) * ss
        if not np.any(np.isnan(margin)):
            _finger(rng, img, occl, margin, share)
    if take.glare and ss:
        _glare(rng, img, occl, quads_px)
    img = cv2.resize(img, (cam.width, cam.height), interpolation=cv2.INTER_AREA)
    occl_small = cv2.resize(occl, (cam.width, cam.height), interpolation=cv2.INTER_AREA)
    # light: a lamp, vignetting, a colour cast
    wx, wy = _hit(cam, cam.rays(1.0), 0.0)
    lamp = np.array([rng.uniform(min(xs), max(xs)), rng.uniform(min(ys), max(ys))], np.float32)
    spread_mm = np.float32(rng.uniform(200, 700))
    d2 = (wx - lamp[0]) ** 2 + (wy - lamp[1]) ** 2
    shade = np.float32(rng.uniform(0.45, 0.8)) + np.float32(rng.uniform(0.2, 0.55)) * np.exp(
        -d2 / (2 * spread_mm**2)
    )
    hh, ww = img.shape[:2]
    yy, xx = np.mgrid[0:hh, 0:ww].astype(np.float32)
    r2 = ((xx - ww / 2) ** 2 + (yy - hh / 2) ** 2) / np.float32((ww / 2) ** 2)
    shade *= 1.0 - np.float32(rng.uniform(0.05, 0.3)) * r2
    cast = rng.uniform(0.85, 1.1, 3).astype(np.float32)
    out = img.astype(np.float32) * shade[..., None] * cast
    out = _blur(out, take, rng)
    # shot noise: brighter pixels noisier
    sd = np.float32(take.noise) * np.sqrt(0.3 + out / np.float32(255.0))
    out += rng.standard_normal(out.shape, dtype=np.float32) * sd
    photo_img = np.clip(out, 0, 255).astype(np.uint8)
    ok, enc = cv2.imencode(".jpg", photo_img, [cv2.IMWRITE_JPEG_QUALITY, take.jpeg])
    if ok:
        photo_img = cv2.imdecode(enc, cv2.IMREAD_COLOR)
    # what the photo shows
    for fid, quad in quads_px.items():
        q = quad / ss
        if np.any(np.isnan(q)):
            truth.marker_px[fid] = 0.0
            truth.covered[fid] = 1.0
            continue
        truth.marker_px[fid] = float(np.mean(np.linalg.norm(q - np.roll(q, 1, axis=0), axis=1)))
        truth.figure_px[fid] = (float(q[:, 0].mean()), float(q[:, 1].mean()))
        truth.covered[fid] = _covered(occl_small, margins_px[fid] / ss)
    for mid, quad in board_px.items():
        q = quad / ss
        truth.board_px[mid] = (float(q[:, 0].mean()), float(q[:, 1].mean()))
        cover = _covered(occl_small, q)
        for _f, bx, by, r in bases:  # a base set down over a board marker
            if math.dist((bx, by), board_quads[mid][:, :2].mean(axis=0)) > r + 30:
                continue
            pts = cam.project(_circle(bx, by, r, 24, z=-hb))
            if not np.any(np.isnan(pts)):
                m = np.zeros_like(occl_small)
                cv2.fillConvexPoly(m, cv2.convexHull(np.round(pts).astype(np.int32)), 255)
                cover = max(cover, _covered(m, q))
        truth.board_covered[mid] = cover
    return photo_img, truth


def _square(cx: float, cy: float, side: float, turn: float, z: float) -> np.ndarray:
    """The corners of a square (world, N x 3), turned by ``turn`` degrees like cv2's
    rotation of a pasted picture (counter-clockwise on screen)."""
    a = math.radians(-turn)
    c, s = math.cos(a), math.sin(a)
    h = side / 2
    pts = [(-h, -h), (h, -h), (h, h), (-h, h)]
    return np.array([[cx + c * x - s * y, cy + s * x + c * y, z] for x, y in pts])


def _circle(cx: float, cy: float, r: float, n: int, z: float = 0.0) -> np.ndarray:
    a = np.linspace(0, 2 * math.pi, n, endpoint=False)
    return np.stack([cx + r * np.cos(a), cy + r * np.sin(a), np.full(n, z)], axis=1)


def _cylinder(cx: float, cy: float, r: float, height: float, n: int, z0: float = 0.0) -> np.ndarray:
    return np.vstack([_circle(cx, cy, r, n, z0), _circle(cx, cy, r, n, z0 - height)])


def _shadow(pts: np.ndarray, light: np.ndarray) -> np.ndarray:
    """Points cast along the light onto the table (z = 0)."""
    t = -pts[:, 2] / light[2]
    out: np.ndarray = pts + t[:, None] * light[None, :]
    hull = cv2.convexHull(out[:, :2].astype(np.float32)).reshape(-1, 2)
    return np.hstack([hull, np.zeros((len(hull), 1), np.float32)])


def _depth(cam: Camera, x: float, y: float) -> float:
    return float(np.linalg.norm(np.array([x, y, 0.0]) - cam.centre))


def _hit(
    cam: Camera, rays: tuple[np.ndarray, np.ndarray, np.ndarray], z: float
) -> tuple[np.ndarray, np.ndarray]:
    """Where each pixel's ray meets the plane at height ``z`` (world x, y arrays)."""
    t = np.float32(z - cam.centre[2]) / rays[2]
    return (
        np.float32(cam.centre[0]) + rays[0] * t,
        np.float32(cam.centre[1]) + rays[1] * t,
    )


def _render_plane(
    cam: Camera,
    rays: tuple[np.ndarray, np.ndarray, np.ndarray],
    table: Table,
    texture: np.ndarray,
    z: float,
    border: Any = 0,
) -> np.ndarray:
    wx, wy = _hit(cam, rays, z)
    mx = (wx - np.float32(table.x0)) * np.float32(PPM)
    my = (wy - np.float32(table.y0)) * np.float32(PPM)
    out: np.ndarray = cv2.remap(
        texture, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=border
    )
    return out


def _finger(
    rng: np.random.Generator, img: np.ndarray, occl: np.ndarray, quad: np.ndarray, share: float
) -> None:
    """A finger from outside over ``share`` of the marker (its margin included)."""
    c = quad.mean(axis=0)
    side = float(np.mean(np.linalg.norm(quad - np.roll(quad, 1, axis=0), axis=1)))
    a = rng.uniform(0, 2 * math.pi)
    d = np.array([math.cos(a), math.sin(a)])
    width = max(2, int(side * float(rng.uniform(0.9, 1.5))))
    # how far in the tip reaches for the share wanted, in a window round the marker
    pad = int(side * 2)
    o = np.round(c).astype(int) - pad
    qm = np.zeros((2 * pad, 2 * pad), np.uint8)
    cv2.fillConvexPoly(qm, np.round(quad - o).astype(np.int32), 255)
    area = max(1, np.count_nonzero(qm))
    lo, hi = -side, side
    for _ in range(12):
        mid = (lo + hi) / 2
        mask = np.zeros_like(qm)
        tip, base = c + d * mid - o, c + d * side * 6 - o
        cv2.line(mask, tuple(map(int, tip)), tuple(map(int, base)), 255, width)
        if np.count_nonzero(mask & qm) / area > share:
            lo = mid
        else:
            hi = mid
    tip = c + d * hi
    base = c + d * side * 6
    skin = tuple(float(v) for v in rng.uniform([110, 140, 190], [160, 180, 230]))
    off = d * width * 0.3 + width * 0.2
    # its soft shadow, then the finger
    x0, y0 = (np.minimum(tip, base) - width * 2).astype(int).clip(0)
    x1, y1 = (np.maximum(tip, base) + width * 2).astype(int)
    roi = img[y0:y1, x0:x1]
    if roi.size:
        sh = np.zeros(roi.shape[:2], np.uint8)
        t0, b0 = tip + off - (x0, y0), base + off - (x0, y0)
        cv2.line(sh, tuple(map(int, t0)), tuple(map(int, b0)), 255, width)
        soft = cv2.GaussianBlur(sh, (0, 0), width * 0.25).astype(np.float32)[..., None] / 255
        roi[:] = (roi * (1 - 0.35 * soft)).astype(np.uint8)
    cv2.line(img, tuple(map(int, tip)), tuple(map(int, base)), skin, width, cv2.LINE_AA)
    cv2.line(occl, tuple(map(int, tip)), tuple(map(int, base)), 255, width)


def _glare(
    rng: np.random.Generator, img: np.ndarray, occl: np.ndarray, quads: dict[str, np.ndarray]
) -> None:
    """A lamp mirrored in glossy paper: a bright soft spot, on a marker half the time."""
    h, w = img.shape[:2]
    keys = list(quads)
    if keys and rng.random() < 0.5:
        q = quads[keys[int(rng.integers(len(keys)))]]
        c = q.mean(axis=0) + rng.normal(0, 5, 2)
        r = float(np.linalg.norm(q[0] - q[2])) * float(rng.uniform(0.3, 0.7))
    else:
        c = np.array([rng.uniform(0, w), rng.uniform(0, h)])
        r = float(rng.uniform(20, 120))
    if not np.all(np.isfinite(c)):
        return
    x0, y0 = (c - 3 * r).astype(int).clip(0)
    x1, y1 = (c + 3 * r).astype(int)
    roi, oroi = img[y0:y1, x0:x1], occl[y0:y1, x0:x1]
    if not roi.size:
        return
    spot = np.zeros(roi.shape[:2], np.float32)
    cv2.circle(spot, (int(c[0] - x0), int(c[1] - y0)), int(r), 1.0, -1)
    spot = cv2.GaussianBlur(spot, (0, 0), r * 0.4)
    roi[:] = np.clip(roi + spot[..., None] * (255 - roi) * 0.9, 0, 255).astype(np.uint8)
    oroi[spot > 0.6] = 255


def _blur(img: np.ndarray, take: Take, rng: np.random.Generator) -> np.ndarray:
    out = img
    if take.defocus > 0.3:
        r = take.defocus
        n = math.ceil(r) * 2 + 1
        k = np.zeros((n, n), np.float32)
        cv2.circle(k, (n // 2, n // 2), round(r), 1.0, -1, cv2.LINE_AA)
        out = cv2.filter2D(out, -1, k / k.sum())
    if take.motion > 0.5:
        n = math.ceil(take.motion) | 1
        k = np.zeros((n, n), np.float32)
        a = rng.uniform(0, math.pi)
        c = n // 2
        dx, dy = math.cos(a) * take.motion / 2, math.sin(a) * take.motion / 2
        cv2.line(k, (int(c - dx), int(c - dy)), (int(c + dx), int(c + dy)), 1.0, 1, cv2.LINE_AA)
        out = cv2.filter2D(out, -1, k / max(k.sum(), 1e-6))
    if take.gauss > 0:
        out = cv2.GaussianBlur(out, (0, 0), take.gauss)
    return out


def _covered(mask: np.ndarray, quad: np.ndarray) -> float:
    h, w = mask.shape[:2]
    q = np.round(quad).astype(np.int32)
    x0, y0 = max(0, q[:, 0].min()), max(0, q[:, 1].min())
    x1, y1 = min(w, q[:, 0].max() + 1), min(h, q[:, 1].max() + 1)
    full = np.zeros(
        (q[:, 1].max() - q[:, 1].min() + 1, q[:, 0].max() - q[:, 0].min() + 1), np.uint8
    )
    cv2.fillConvexPoly(full, q - q.min(axis=0), 255)
    area = np.count_nonzero(full)
    if area == 0:
        return 1.0
    if x1 <= x0 or y1 <= y0:
        return 1.0
    inside = full[y0 - q[:, 1].min() : y1 - q[:, 1].min(), x0 - q[:, 0].min() : x1 - q[:, 0].min()]
    seen_area = np.count_nonzero(inside)
    hidden = np.count_nonzero(inside & mask[y0:y1, x0:x1])
    return float((area - seen_area + hidden) / area)


# -- boards to photograph ---------------------------------------------------------------------


def scatter(board: Board, rng: np.random.Generator, take: Take, count: int) -> Board:
    """``board`` with ``count`` one-cell figures on distinct passable cells (the corner
    cells of the map taken with chance ``take.on_corners`` each)."""
    b = board.copy()
    b.figures = [f for f in b.figures if f.size == (1, 1)][:count]
    w, h = b.grid.width, b.grid.height
    free = [c for c in b.grid.cells() if b.kind_at(c) not in ("blocking", "void")]
    rng.shuffle(free)
    corners = [Cell(0, 0), Cell(w - 1, 0), Cell(w - 1, h - 1), Cell(0, h - 1)]
    chosen: list[Cell] = [c for c in corners if c in free and rng.random() < take.on_corners]
    for c in free:
        if len(chosen) >= count:
            break
        if c not in chosen:
            chosen.append(c)
    while len(b.figures) < len(chosen):
        i = len(b.figures)
        b.figures.append(Figure(id=f"w{i}", side="player", at=Cell(0, 0), name=f"W{i}"))
    b.figures = [replace(f, at=c) for f, c in zip(b.figures, chosen, strict=False)]
    return b


# -- the benchmark ------------------------------------------------------------------------------


def bundled_boards() -> list[Board]:
    from tabletop_ai.board import load_board
    from tabletop_ai.resources import maps_dir

    folder = maps_dir()
    assert folder is not None, "no bundled maps"
    return [load_board(p) for p in sorted(folder.glob("*.board.json"))]


def generate(out: Path, photos: int, seed: int, **fixed: Any) -> None:
    """Take ``photos`` photos into ``out`` (``NNNN.jpg`` and ``NNNN.json``: the board's
    name, the figures' cells, the take and the truth). Photos already there are kept."""
    import json

    out.mkdir(parents=True, exist_ok=True)
    boards = bundled_boards()
    rng = np.random.default_rng(seed)
    for i in range(photos):
        take = random_take(rng, **fixed)
        base = boards[i % len(boards)]
        count = int(rng.integers(4, 15))
        shot_seed = int(rng.integers(1 << 30))
        name = out / f"{i:04d}"
        if name.with_suffix(".json").exists():
            continue
        b = scatter(base, np.random.default_rng(shot_seed), take, count)
        img, truth = shoot(b, take, shot_seed)
        cv2.imwrite(str(name.with_suffix(".jpg")), img, [cv2.IMWRITE_JPEG_QUALITY, 97])
        covered = [v for v in truth.covered.values()]
        record = {
            "board": base.name,
            "board_index": i % len(boards),
            "figures": {f.id: list(f.at) for f in b.figures},
            "take": {k: v for k, v in take.__dict__.items()},
            "blur": take.blur,
            "marker_px": truth.marker_px,
            "covered": truth.covered,
            "board_covered": {str(k): v for k, v in truth.board_covered.items()},
            "figure_px": truth.figure_px,
            "board_px": {str(k): v for k, v in truth.board_px.items()},
            "covered_share": sum(1 for v in covered if v > 0.01) / max(1, len(covered)),
            "markers": marker_set(b).to_json(),
        }
        name.with_suffix(".json").write_text(json.dumps(record, indent=1))
        print(f"{name.name}: {len(b.figures)} figures, tilt {take.tilt:.0f}, blur {take.blur:.2f}")


def board_of(record: dict[str, Any], boards: list[Board]) -> Board:
    """The board a photo was taken of: the bundled board of its name (the bundled boards
    change as maps are added; the index is only for records without a known name)."""
    by_name = {bd.name: bd for bd in boards}
    base = by_name.get(record.get("board", "")) or boards[int(record["board_index"])]
    b = base.copy()
    by_id = {f.id: f for f in b.figures}
    figs = []
    for fid, at in record["figures"].items():
        f = by_id.get(fid) or Figure(id=fid, side="player", at=Cell(0, 0), name=fid.upper())
        figs.append(replace(f, at=Cell(*at)))
    b.figures = figs
    # the ids the photo was printed with: kept in the record; a record without them was made
    # when figures took the lowest ids from 4 up, none skipped
    kept = record.get("markers") or {
        "figures": {fid: FIRST_FIGURE_ID + i for i, fid in enumerate(record["figures"])}
    }
    b.extra = MARKERS.with_raw(b.extra, kept)
    return b


def _band(value: float, edges: list[float], unit: str) -> str:
    for lo, hi in itertools.pairwise(edges):
        if value < hi:
            return f"{lo:g}–{hi:g}{unit}"
    return f"≥ {edges[-1]:g}{unit}"


def _band_order(band: str) -> tuple[float, str]:
    """Bands in the order of their lower bound (``"≥ 45°"`` last)."""
    head = band.lstrip("≥ ").split("–")[0].rstrip("°")
    try:
        return float(head) + (1e6 if band.startswith("≥") else 0.0), band
    except ValueError:
        return -1.0, band


TILT = [0, 15, 30, 45]
BLUR = [0, 0.75, 1.0, 1.5, 2.5]
SIZE = [0, 15, 20, 25, 35, 50]
COVER = [0, 0.01, 0.1, 0.25, 0.45]

OUTCOMES = (
    "right",
    "wrong",
    "unsure, right cell",
    "unsure, wrong cell",
    "flagged",
    "not seen",
    "photo refused",
)


def in_envelope(record: dict[str, Any], fid: str) -> bool:
    """The documented envelope: tilt up to 45°, blur up to sigma 1.5 px, a figure marker
    at least 20 px across, at most a tenth of it covered."""
    return (
        record["take"]["tilt"] <= 45
        and record["blur"] <= 1.5
        and record["marker_px"][fid] >= 20
        and record["covered"][fid] <= 0.10
    )


def outcomes(
    record: dict[str, Any],
    image: np.ndarray,
    board: Board,
    why: dict[str, str] | None = None,
    notes: list[str] | None = None,
) -> tuple[dict[str, str], float]:
    """Each figure's outcome (one of :data:`OUTCOMES`) and the seconds the detector took;
    ``why`` gets each unsure figure's reason, ``notes`` what the player is told about the
    board markers."""
    import time

    from tabletop_ai.photo.detect import detect
    from tabletop_ai.photo.markers import PhotoError

    t0 = time.perf_counter()
    try:
        det = detect(image, board)
    except PhotoError:
        return {fid: "photo refused" for fid in record["figures"]}, time.perf_counter() - t0
    took = time.perf_counter() - t0
    if notes is not None:
        notes.extend(det.notes)
    seen = {s.figure: s for s in det.seen}
    out: dict[str, str] = {}
    for fid, at in record["figures"].items():
        s = seen.get(fid)
        if s is None:
            out[fid] = "not seen"
        elif s.flag:
            out[fid] = "flagged"
        elif s.doubt:
            out[fid] = "unsure, right cell" if s.cell == tuple(at) else "unsure, wrong cell"
            if why is not None:
                why[fid] = s.doubt
        else:
            out[fid] = "right" if s.cell == tuple(at) else "wrong"
    return out, took


#: why a figure in the envelope was not placed on its right cell, in the order the breakdown
#: prints them (see :func:`cause`)
CAUSES = (
    "right",
    "wrong",
    "refused: board",
    "not seen: no square",
    "not seen: square, no code",
    "not seen: read, dropped",
    "unsure: near border",
    "unsure: board disagrees",
    "unsure: outline",
    "unsure: read",
    "flagged",
)


def _squares_at(image: np.ndarray, pixel: tuple[float, float]) -> tuple[bool, bool]:
    """Whether OpenCV's detector, set loosely, sees a candidate square over ``pixel`` (a
    marker's true centre), and whether it reads a code there."""
    gray = cv2.cvtColor(image, cv2.COLOR_BGR2GRAY)
    params = cv2.aruco.DetectorParameters()
    params.minMarkerPerimeterRate = 0.01
    params.polygonalApproxAccuracyRate = 0.12
    params.errorCorrectionRate = 1.0
    params.maxErroneousBitsInBorderRate = 0.6
    det = cv2.aruco.ArucoDetector(
        cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, DICTIONARY)), params
    )
    corners, ids, rejected = det.detectMarkers(gray)

    def over(quads: Any) -> bool:
        return any(
            cv2.pointPolygonTest(q.reshape(4, 2).astype(np.float32), pixel, False) >= 0
            for q in quads
        )

    read = over(corners if ids is not None else [])
    return read or over(rejected), read


def cause(
    record: dict[str, Any], image: np.ndarray, fid: str, what: str, doubt: str, notes: list[str]
) -> str:
    """Why one figure ended as it did (one of :data:`CAUSES`): a figure not seen is told
    apart by whether a loose detector sees a square over its marker and reads a code in it
    (then the reader dropped it: a later pass's id check, or the square overlapped
    another)."""
    if what in ("right", "wrong", "flagged"):
        return what
    if what == "photo refused":
        return "refused: board"
    if what == "not seen":
        px = record["figure_px"].get(fid)
        if px is None:
            return "not seen: no square"
        square, read = _squares_at(image, (float(px[0]), float(px[1])))
        if read:
            return "not seen: read, dropped"
        return "not seen: square, no code" if square else "not seen: no square"
    if "border" in doubt:
        disagree = any("do not agree" in n or "seems" in n for n in notes)
        return "unsure: board disagrees" if disagree else "unsure: near border"
    if "disagree" in doubt:
        return "unsure: board disagrees"
    if "outline" in doubt or "size of the others" in doubt:
        return "unsure: outline"
    return "unsure: read"


#: a set's counts: measure -> band -> outcome (or cause) -> figures
Bands = dict[str, dict[str, Counter[str]]]

#: the measures of the curve (keys of :data:`Bands`) and their names in the pooled tables
CURVE = {
    "tilt (envelope but tilt)": "tilt (°)",
    "blur sigma px (envelope but blur)": "blur σ (px)",
    "marker px (envelope but size)": "marker (px across)",
    "covered (envelope but cover)": "marker covered",
}


@dataclass
class Tally:
    """One set's counts: each figure's outcome by band (``bands``), why it missed by band
    (``why``, with causes), the photos warned about their board markers (``warned``)."""

    name: str
    bands: Bands = field(default_factory=dict)
    why: Bands = field(default_factory=dict)
    warned: Counter[str] = field(default_factory=Counter)


def pool(tallies: list[Tally]) -> Tally:
    """The sets together: every count summed, band by band."""
    out = Tally("all")
    for t in tallies:
        for mine, theirs in ((out.bands, t.bands), (out.why, t.why)):
            for kind, rows in theirs.items():
                for band, counts in rows.items():
                    mine.setdefault(kind, {}).setdefault(band, Counter()).update(counts)
        out.warned.update(t.warned)
    return out


def curve_tables(tallies: list[Tally]) -> str:
    """One table per measure of :data:`CURVE`: each band's share of figures on their right
    cell, the other measures in the envelope, for each set and for all of them pooled (the
    pooled share is right over figures summed over the sets, not a mean of the shares)."""
    pooled = pool(tallies)
    lines: list[str] = []
    for kind, title in CURVE.items():
        rows = pooled.bands.get(kind, {})
        if not rows:
            continue
        heads = " | ".join(t.name for t in tallies)
        lines += ["", f"| {title} | all: right | {heads} |", "|---|---|" + "---|" * len(tallies)]
        for band in sorted(rows, key=_band_order):
            cells = [_share(t.bands.get(kind, {}).get(band, Counter())) for t in tallies]
            lines.append(f"| {band} | **{_share(rows[band])}** | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _share(counts: Counter[str]) -> str:
    n = sum(counts.values())
    return f"{counts['right'] / n:.1%} of {n}" if n else "–"


def evaluate(
    folder: Path,
    limit: int | None = None,
    show_wrong: bool = False,
    causes: bool = False,
    show_misses: bool = False,
) -> Tally:
    """Measure the detector on the photos in ``folder``: outcomes by tilt, blur, marker size
    and cover (each band with the other measures in the envelope); with ``causes``, why
    each figure in the envelope (on all measures but the band's) missed its right cell;
    with ``show_misses``, each figure in the envelope that missed, with its cause and
    measures. Prints the set's tables and returns its counts (for :func:`curve_tables`)."""
    import json
    import statistics

    boards = bundled_boards()
    records = sorted(folder.glob("*.json"))[:limit]
    tally = Tally(folder.name)
    bands, why_bands, warned = tally.bands, tally.why, tally.warned
    times: list[float] = []
    reasons: dict[str, Counter[str]] = defaultdict(Counter)
    for path in records:
        record = json.loads(path.read_text())
        image = cv2.imread(str(path.with_suffix(".jpg")))
        board = board_of(record, boards)
        doubts: dict[str, str] = {}
        notes: list[str] = []
        res, took = outcomes(record, image, board, doubts, notes)
        times.append(took)
        clean = record["take"].get("board_off") is None
        warned["clean photos" if clean else "a board marker moved"] += 1
        if any("do not agree" in n or "seems" in n for n in notes):
            warned[("clean" if clean else "moved") + ": warned"] += 1
        grid = "hex" if isinstance(board.grid, HexGrid) else "square"
        for fid, what in res.items():
            env = in_envelope(record, fid)
            keys = {
                "all": "all",
                "envelope": "in the envelope" if env else "outside it",
                "grid": grid,
                "tilt (envelope but tilt)": _band(record["take"]["tilt"], TILT, "°"),
                "blur sigma px (envelope but blur)": _band(record["blur"], BLUR, ""),
                "marker px (envelope but size)": _band(record["marker_px"][fid], SIZE, ""),
                "covered (envelope but cover)": _band(record["covered"][fid], COVER, ""),
            }
            for kind, band in keys.items():
                if "(envelope but " in kind:
                    other = dict(record, take=dict(record["take"]))
                    # in the envelope on every measure but this one
                    if "tilt" in kind:
                        other["take"]["tilt"] = 0
                    if "blur" in kind:
                        other["blur"] = 0
                    if "marker" in kind:
                        other["marker_px"] = {**record["marker_px"], fid: 99}
                    if "covered" in kind:
                        other["covered"] = {**record["covered"], fid: 0}
                    if not in_envelope(other, fid):
                        continue
                bands.setdefault(kind, {}).setdefault(band, Counter())[what] += 1
                if causes and kind != "all" and (kind not in ("envelope", "grid") or env):
                    c = cause(record, image, fid, what, doubts.get(fid, ""), notes)
                    why_bands.setdefault(kind, {}).setdefault(band, Counter())[c] += 1
            if what.startswith("unsure"):
                reasons["in the envelope" if env else "outside it"][doubts[fid]] += 1
            if show_misses and env and what != "right":
                c = cause(record, image, fid, what, doubts.get(fid, ""), notes)
                print(
                    f"  miss {path.stem} {fid}: {c} (tilt {record['take']['tilt']:.0f}, "
                    f"blur {record['blur']:.2f}, {record['marker_px'][fid]:.0f} px, "
                    f"covered {record['covered'][fid]:.0%})"
                )
            if show_wrong and what in ("wrong", "unsure, wrong cell"):
                print(
                    f"  {path.stem} {fid}: {what} (tilt {record['take']['tilt']:.0f}, "
                    f"blur {record['blur']:.2f}, {record['marker_px'][fid]:.0f} px, "
                    f"covered {record['covered'][fid]:.0%})"
                )
    if times:
        print(
            f"{len(records)} photos from {folder}; detector median "
            f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms"
        )
    else:
        print(f"no photos in {folder}")
    print(
        f"board markers do not agree: {warned['clean: warned']} of "
        f"{warned['clean photos']} photos with every board marker in place, "
        f"{warned['moved: warned']} of {warned['a board marker moved']} with one moved"
    )
    for where, counts in reasons.items():
        print(f"\nwhy unsure, {where}: " + "; ".join(f"{w}: {n}" for w, n in counts.most_common()))
    _print_bands(bands, why_bands)
    return tally


def _print_bands(bands: Bands, why_bands: Bands) -> None:
    """A set's (or the pooled sets') outcomes and causes, one table per measure."""
    for kind, rows in bands.items():
        print(
            f"\n| {kind} | figures | right | wrong | unsure (right) | unsure (wrong) | "
            f"flagged | not seen | refused |\n|---|---|---|---|---|---|---|---|---|"
        )
        for band in sorted(rows, key=_band_order):
            c = rows[band]
            n = sum(c.values())
            cells = " | ".join(str(c[o]) for o in OUTCOMES[1:])
            print(f"| {band} | {n} | {c['right'] / n:.1%} | {cells} |")
    for kind, rows in why_bands.items():
        used = [c for c in CAUSES if any(r[c] for r in rows.values())]
        print(f"\n| why: {kind} | figures | " + " | ".join(used) + " |")
        print("|---|---|" + "---|" * len(used))
        for band in sorted(rows, key=_band_order):
            c = rows[band]
            print(f"| {band} | {sum(c.values())} | " + " | ".join(str(c[u]) for u in used) + " |")


def evaluate_sets(
    folders: list[Path],
    limit: int | None = None,
    show_wrong: bool = False,
    causes: bool = False,
    show_misses: bool = False,
) -> list[Tally]:
    """Each set measured and printed as :func:`evaluate` does; with more than one, the sets
    pooled: their outcomes and causes summed, and the curve (:func:`curve_tables`)."""
    tallies = []
    for i, folder in enumerate(folders):
        if len(folders) > 1:
            print(f"{'' if i == 0 else chr(10)}## {folder}")
        tallies.append(evaluate(folder, limit, show_wrong, causes, show_misses))
    if len(tallies) > 1:
        pooled = pool(tallies)
        w = pooled.warned
        print(f"\n## all {len(tallies)} sets pooled: " + ", ".join(str(f) for f in folders))
        print(
            f"board markers do not agree: {w['clean: warned']} of {w['clean photos']} photos "
            f"with every board marker in place, {w['moved: warned']} of "
            f"{w['a board marker moved']} with one moved"
        )
        _print_bands(pooled.bands, pooled.why)
        print("\n## the curve: right, by one measure at a time, the others in the envelope")
        print(curve_tables(tallies))
    return tallies


def main() -> None:
    import argparse

    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument(
        "folder",
        type=Path,
        nargs="+",
        help="where the photos are kept; several folders are measured and pooled",
    )
    ap.add_argument("--make", type=int, default=0, help="take this many photos first")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limit", type=int, default=None, help="evaluate only the first N")
    ap.add_argument("--wrong", action="store_true", help="list every wrong cell")
    ap.add_argument(
        "--causes", action="store_true", help="why each figure missed its cell, by band"
    )
    ap.add_argument(
        "--misses",
        action="store_true",
        help="list every figure in the envelope that missed its right cell, with its cause",
    )
    ap.add_argument("--only-make", action="store_true", help="take the photos, do not measure")
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="take every photo with this setting of Take (e.g. dot_counters=12)",
    )
    args = ap.parse_args()
    if args.make:
        import ast

        if len(args.folder) != 1:
            ap.error("--make takes one folder")
        fixed = {k: ast.literal_eval(v) for k, v in (item.split("=", 1) for item in args.set)}
        generate(args.folder[0], args.make, args.seed, **fixed)
    if not args.only_make:
        evaluate_sets(args.folder, args.limit, args.wrong, args.causes, args.misses)


if __name__ == "__main__":
    main()
