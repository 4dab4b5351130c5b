"""Tiny PNG pictures written without Qt (zlib + the PNG chunk layout), for map tests."""

from __future__ import annotations

import struct
import zlib
from collections.abc import Callable

RGB = tuple[int, int, int]


def png_bytes(width: int, height: int, pixel: Callable[[int, int], RGB]) -> bytes:
    """An 8-bit RGB PNG whose pixel (x, y) has the colour ``pixel(x, y)``."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter: none
        for x in range(width):
            raw.extend(pixel(x, y))

    def chunk(tag: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body))
            + tag
            + body
            + struct.pack(">I", zlib.crc32(tag + body) & 0xFFFFFFFF)
        )

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def checker(cell: int, dark: set[tuple[int, int]] = frozenset()) -> Callable[[int, int], RGB]:  # type: ignore[assignment]
    """Light squares ``cell`` pixels across with thin grid lines; cells in ``dark`` black."""

    def pixel(x: int, y: int) -> RGB:
        c = (x // cell, y // cell)
        if c in dark:
            return (10, 10, 10)
        if x % cell == 0 or y % cell == 0:
            return (120, 110, 90)
        return (230, 220, 190) if (c[0] + c[1]) % 2 else (210, 200, 170)

    return pixel
