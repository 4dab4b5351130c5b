"""Draw the Tabletop AI icons with QPainter and write them where they are used.

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

The pictures are drawn in code (no binary source art to keep in sync) and the outputs are
committed, so builds never run this. Outputs:

- ``assets/icons/tabletop-ai-<N>.png``, N = 16...1024: the window icon, read
  at run time, so it is package data (in the wheel and the frozen app)
- ``packaging/icons/board-file-<N>.png``: the document icon's pictures (build input only)
- ``packaging/icons/tabletop-ai.ico``, ``board-file.ico`` (Windows: 16-256, BMP entries below
  256 px for old shells, PNG at 256 px as Windows Vista and later expect)
- ``packaging/icons/tabletop-ai.icns``, ``board-file.icns`` (macOS: PNG entries 16-1024 px,
  1x and 2x)

The installer and Finder icons are inputs of the PyInstaller spec and the Inno Setup script,
never read by the running program, so they stay out of the package.

The app icon is a piece of green table felt with a square grid, a wall, a red enemy figure, the
amber path it takes round the wall and its dashed sight line to a blue hero: what the app shows.
The document icon is a sheet of paper with the same little board on it. Sizes of 32 px and less
are drawn simpler (no grid lines or wall, fatter strokes) so they stay readable.

Only PySide6 is needed, which the app depends on anyway: the ICO and ICNS containers are simple
enough to write here (ICO: Microsoft "Icons" in the Win32 docs; ICNS: Apple Icon Image format,
type codes icp4...ic14 hold PNG data).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_ICONS = ROOT / "assets" / "icons"  # package data
ICONS = ROOT / "packaging" / "icons"  # installer / Finder icons and their pictures
PNG_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# ICNS type code -> pixel size (PNG payload). 2x codes reuse the next size up.
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)

FELT_TOP = QColor("#2e7d5b")
FELT_BOTTOM = QColor("#17503a")
GRID = QColor(255, 255, 255, 46)
WALL = QColor("#3b2a1e")
ENEMY = QColor("#d8413a")
HERO = QColor("#3a7bd8")
PATH = QColor("#ffc53d")


# --- drawing (a 1024 x 1024 design space) -------------------------------------------------


def _token(p: QPainter, centre: QPointF, radius: float, colour: QColor, simple: bool) -> None:
    """A round miniature base with a figure silhouette on top."""
    grad = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.35), radius * 1.4)
    grad.setColorAt(0.0, colour.lighter(135))
    grad.setColorAt(1.0, colour.darker(125))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("white"), radius * (0.22 if simple else 0.14)))
    p.drawEllipse(centre, radius, radius)
    if simple:
        return
    # The figure: head and shoulders.
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 235))
    head = radius * 0.24
    p.drawEllipse(centre + QPointF(0, -radius * 0.30), head, head)
    body = QPainterPath()
    body.moveTo(centre + QPointF(-radius * 0.46, radius * 0.52))
    body.cubicTo(
        centre + QPointF(-radius * 0.46, -radius * 0.02),
        centre + QPointF(radius * 0.46, -radius * 0.02),
        centre + QPointF(radius * 0.46, radius * 0.52),
    )
    body.closeSubpath()
    p.drawPath(body)


def _arrow(p: QPainter, points: list[QPointF], width: float, colour: QColor) -> None:
    """The planned path: a thick rounded polyline ending in an arrowhead."""
    tip, before = points[-1], points[-2]
    d = tip - before
    length = (d.x() ** 2 + d.y() ** 2) ** 0.5
    ux, uy = d.x() / length, d.y() / length
    head_len, head_w = width * 2.6, width * 2.0
    base = QPointF(tip.x() - ux * head_len, tip.y() - uy * head_len)
    pen = QPen(
        colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
    )
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(QPolygonF([*points[:-1], base]))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawPolygon(
        QPolygonF(
            [
                tip,
                QPointF(base.x() - uy * head_w, base.y() + ux * head_w),
                QPointF(base.x() + uy * head_w, base.y() - ux * head_w),
            ]
        )
    )


def draw_board(p: QPainter, rect: QRectF, simple: bool) -> None:
    """The little board: felt, grid, wall, enemy, path, sight line and hero inside ``rect``."""
    s = rect.width() / 824.0  # the design below is for an 824-wide board
    radius = (150 if simple else 184) * s
    felt = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    felt.setColorAt(0.0, FELT_TOP)
    felt.setColorAt(1.0, FELT_BOTTOM)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(felt))
    p.drawRoundedRect(rect, radius, radius)

    inset = 72 * s
    cell = (rect.width() - 2 * inset) / 4

    def centre(col: float, row: float) -> QPointF:
        return QPointF(
            rect.left() + inset + (col + 0.5) * cell, rect.top() + inset + (row + 0.5) * cell
        )

    if not simple:
        p.setPen(QPen(GRID, 6 * s))
        for i in range(5):
            x = rect.left() + inset + i * cell
            y = rect.top() + inset + i * cell
            p.drawLine(QPointF(x, rect.top() + inset), QPointF(x, rect.bottom() - inset))
            p.drawLine(QPointF(rect.left() + inset, y), QPointF(rect.right() - inset, y))
        # A wall between columns 1 and 2, rows 0-2: the reason the path bends.
        x = rect.left() + inset + 2 * cell
        p.setPen(QPen(WALL, 30 * s, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(x, rect.top() + inset), QPointF(x, rect.top() + inset + 3 * cell))

    if simple:
        enemy, hero = centre(0.3, 2.7), centre(2.7, 0.3)
        corner, end = centre(2.55, 2.7), centre(2.55, 1.05)
    else:
        enemy, hero = centre(0, 3), centre(3, 0)
        corner, end = centre(2, 3), centre(2, 1)
    # Sight line from the end cell to the hero (dashed, like the app's overlay).
    sight = QPen(
        QColor(255, 255, 255, 200),
        (26 if simple else 14) * s,
        Qt.PenStyle.DashLine,
        Qt.PenCapStyle.FlatCap,
    )
    if not simple:
        p.setPen(sight)
        p.drawLine(end, hero)
    path = [enemy, corner, end]
    _arrow(p, path, (70 if simple else 44) * s, PATH)
    token_r = (112 if simple else 66) * s
    _token(p, enemy, token_r, ENEMY, simple)
    _token(p, hero, token_r, HERO, simple)


def draw_app_icon(size: int) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 1024, size / 1024)
    simple = size <= 32
    # macOS grid: an 824 px body centred on the 1024 canvas, with a soft shadow; small sizes
    # (Windows taskbar, menus) fill more of the square.
    body = QRectF(100, 100, 824, 824) if not simple else QRectF(24, 24, 976, 976)
    if not simple:
        for i in range(12, 0, -1):
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 5))
            grown = body.adjusted(-i * 1.5, -i * 0.5, i * 1.5, i * 3.0)
            p.drawRoundedRect(grown, 184 + i, 184 + i)
    draw_board(p, body, simple)
    p.end()
    return img


def draw_document_icon(size: int) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 1024, size / 1024)
    simple = size <= 32
    left, top, right, bottom = (180, 64, 844, 960) if not simple else (120, 24, 904, 1000)
    fold = 200 if not simple else 260
    sheet = QPainterPath()
    sheet.moveTo(left, top)
    sheet.lineTo(right - fold, top)
    sheet.lineTo(right, top + fold)
    sheet.lineTo(right, bottom)
    sheet.lineTo(left, bottom)
    sheet.closeSubpath()
    p.setPen(QPen(QColor("#9aa3ad"), 12 if not simple else 40))
    p.setBrush(QColor("#fbfcfd"))
    p.drawPath(sheet)
    corner = QPainterPath()
    corner.moveTo(right - fold, top)
    corner.lineTo(right - fold, top + fold)
    corner.lineTo(right, top + fold)
    corner.closeSubpath()
    p.setBrush(QColor("#dfe4ea"))
    p.drawPath(corner)
    board_w = (right - left) - 120
    label = size >= 64  # below that the word is a grey smudge
    board = QRectF(
        left + (right - left - board_w) / 2,
        bottom - board_w - (150 if label else 70),
        board_w,
        board_w,
    )
    draw_board(p, board, simple)
    if label:
        font = QFont("DejaVu Sans")
        font.setPixelSize(92)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#5b6570"))
        p.drawText(
            QRectF(left, bottom - 140, right - left, 120), Qt.AlignmentFlag.AlignCenter, "BOARD"
        )
        # Two "text" lines at the top: a file, not a picture.
        p.setPen(QPen(QColor("#c3cad2"), 26, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(left + 70, top + 90), QPointF(right - fold - 50, top + 90))
        p.drawLine(QPointF(left + 70, top + 150), QPointF(right - fold - 120, top + 150))
    p.end()
    return img


# --- containers ---------------------------------------------------------------------------


def png_bytes(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("could not encode PNG")
    buf.close()
    return bytes(data.data())


def _dib(img: QImage) -> bytes:
    """A 32-bit BGRA DIB as an ICO entry: BITMAPINFOHEADER (height doubled for the mask), the
    colour rows bottom-up, then the 1-bit AND mask (set where fully transparent)."""
    argb = img.convertToFormat(QImage.Format.Format_ARGB32)  # straight alpha, BGRA in memory
    w, h = argb.width(), argb.height()
    raw = bytes(argb.constBits())  # type: ignore[call-overload]
    stride = argb.bytesPerLine()
    rows = [raw[y * stride : y * stride + 4 * w] for y in range(h)]
    mask_stride = ((w + 31) // 32) * 4
    mask_rows = []
    for row in rows:
        bits = bytearray(mask_stride)
        for x in range(w):
            if row[4 * x + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(bits))
    pixels = b"".join(reversed(rows))
    mask = b"".join(reversed(mask_rows))
    header = struct.pack(
        "<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0
    )
    return header + pixels + mask


def write_ico(path: Path, draw: object, sizes: tuple[int, ...] = ICO_SIZES) -> None:
    images = [(s, draw(s)) for s in sizes]  # type: ignore[operator]
    payloads = [png_bytes(img) if s >= 256 else _dib(img) for s, img in images]
    out = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    for (s, _), data in zip(images, payloads, strict=True):
        dim = 0 if s >= 256 else s
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(out + b"".join(payloads))


def write_icns(path: Path, pngs: dict[int, bytes]) -> None:
    body = b"".join(
        code.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for code, size in ICNS_TYPES
    )
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    for folder in (RUNTIME_ICONS, ICONS):
        folder.mkdir(parents=True, exist_ok=True)
    for name, draw, png_dir in (
        ("tabletop-ai", draw_app_icon, RUNTIME_ICONS),
        ("board-file", draw_document_icon, ICONS),
    ):
        pngs = {}
        for size in PNG_SIZES:
            data = png_bytes(draw(size))
            pngs[size] = data
            (png_dir / f"{name}-{size}.png").write_bytes(data)
        write_ico(ICONS / f"{name}.ico", draw)
        write_icns(ICONS / f"{name}.icns", pngs)
        print(
            f"wrote {ICONS.relative_to(ROOT)}/{name}.ico and .icns, "
            f"{png_dir.relative_to(ROOT)}/{name}-*.png"
        )
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
