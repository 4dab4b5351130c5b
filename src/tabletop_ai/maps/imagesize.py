"""Picture dimensions from the file header (PNG, JPEG, WebP), read before any decoding so a
huge picture is refused without allocating it. No Qt: the command-line importer uses it too."""

from __future__ import annotations

import re
import struct

from tabletop_ai.i18n import Msg, msg


def image_size(data: bytes) -> tuple[int, int] | None:
    """``(width, height)`` in pixels, or None when the header cannot be read. A JPEG's size
    is its first frame header's, looked for in the whole of ``data`` up to the first scan
    (a decoder meets no frame header after that)."""
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24 and data[12:16] == b"IHDR":
        w, h = struct.unpack(">II", data[16:24])
        return int(w), int(h)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP" and len(data) >= 30:
        chunk = data[12:16]
        if chunk == b"VP8X":
            w = 1 + int.from_bytes(data[24:27], "little")
            h = 1 + int.from_bytes(data[27:30], "little")
            return w, h
        if chunk == b"VP8L" and data[20] == 0x2F:
            b = int.from_bytes(data[21:25], "little")
            return (b & 0x3FFF) + 1, ((b >> 14) & 0x3FFF) + 1
        if chunk == b"VP8 ":
            w, h = struct.unpack("<HH", data[26:30])
            return int(w & 0x3FFF), int(h & 0x3FFF)
        return None
    if data.startswith(b"\xff\xd8"):
        i = 2
        while i + 9 < len(data):
            if data[i] != 0xFF:
                i += 1
                continue
            marker = data[i + 1]
            if marker in (0xDA, 0xD9):  # scan data or the end before any frame header
                return None
            if marker in (0xD8, 0x01, 0xFF) or 0xD0 <= marker <= 0xD7:
                i += 1 if marker == 0xFF else 2  # 0xFF: a fill byte before the marker
                continue
            length = int.from_bytes(data[i + 2 : i + 4], "big")
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                h, w = struct.unpack(">HH", data[i + 5 : i + 9])
                return int(w), int(h)
            i += 2 + length
    return None


def png_chunks_fit(data: bytes) -> bool:
    """Whether every chunk of a PNG lies within ``data`` (its declared length does not run
    past the end). OpenCV's PNG reader allocates what a chunk's length field says before it
    reads the chunk: one flipped byte made a 360-byte file ask for 1.9 GB. True for data that
    is no PNG (nothing to check)."""
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return True
    i = 8
    while i + 8 <= len(data):
        length = int.from_bytes(data[i : i + 4], "big")
        end = i + 12 + length
        if end > len(data):
            return False
        if data[i + 4 : i + 8] == b"IEND":
            return True
        i = end
    return True


#: a JPEG marker met in entropy-coded data: 0xFF followed by neither a stuffed zero, a
#: restart marker (D0-D7) nor another fill byte
_JPEG_MARKER = re.compile(rb"\xff[^\x00\xd0-\xd7\xff]")
#: a PNG's closing chunk, whole: no data, its type and its CRC
_PNG_END = b"\x00\x00\x00\x00IEND\xaeB`\x82"


def cut_short(data: bytes) -> bool:
    """Whether a PNG, JPEG or WebP file ends before its picture does (a copy or download
    stopped early): a PNG whose chunks run out before an ``IEND`` chunk and that does not
    end with one, a JPEG whose
    segments and scans run out before its end-of-image marker (the first image's: data a
    camera appends after it, such as a motion photo's video, is not looked at), a WebP
    shorter than its RIFF header says. False for anything else (nothing to tell)."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        i = 8
        while i + 8 <= len(data):
            end = i + 12 + int.from_bytes(data[i : i + 4], "big")
            if data[i + 4 : i + 8] == b"IEND":
                return end > len(data)
            i = end
        # no IEND where the chunks lead: cut short, unless the file ends with one (then a
        # chunk's length field is wrong: damaged, see :func:`png_chunks_fit`)
        return not data.endswith(_PNG_END)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return len(data) < 8 + int.from_bytes(data[4:8], "little")
    if data.startswith(b"\xff\xd8"):
        i = 2
        while True:
            while i < len(data) and data[i] == 0xFF and i + 1 < len(data) and data[i + 1] == 0xFF:
                i += 1  # fill bytes before a marker
            if i + 2 > len(data):
                return True
            if data[i] != 0xFF:  # not a marker where one must be: damaged, not cut short
                return False
            marker = data[i + 1]
            if marker == 0xD9:
                return False
            if marker in (0x01, 0xD8) or 0xD0 <= marker <= 0xD7:  # no length field
                i += 2
                continue
            if i + 4 > len(data):
                return True
            i += 2 + int.from_bytes(data[i + 2 : i + 4], "big")
            if marker == 0xDA:  # a scan: its coded data runs to the next marker
                found = _JPEG_MARKER.search(data, min(i, len(data)))
                if found is None:
                    return True
                i = found.start()
    return False


#: the names of the picture files the readers (a photo, a map picture) read: PNG, JPEG, WebP
#: (each reader tells the type from the bytes, never from the name)
READ_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp")
#: the names of the pictures the readers answer with how to save them as JPEG
#: (:func:`heif_refusal`): an iPhone's HEIC, HEIF, AVIF
HEIF_SUFFIXES = (".heic", ".heif", ".avif")
#: what the picture dialogs list and a drop on the window takes: every picture file the
#: readers answer, read or told what to do
PICTURE_SUFFIXES = READ_SUFFIXES + HEIF_SUFFIXES


#: ``ftyp`` brands of an ISO-BMFF still picture, by the name a player knows it by: an
#: iPhone's photos are HEIC (brands ``heic``, ``heix``; ``hevc``/``hevx`` for a burst), HEIF
#: is the container with other codings (``mif1``, ``msf1``, ``mif2``), AVIF its AV1 kind
HEIF_BRANDS = {
    "HEIC": (b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"hevm", b"hevs"),
    "AVIF": (b"avif", b"avis"),
    "HEIF": (b"mif1", b"msf1", b"mif2"),
}


def heif_kind(data: bytes) -> str | None:
    """``"HEIC"``, ``"AVIF"`` or ``"HEIF"`` when ``data`` starts as a HEIF picture does: an
    ``ftyp`` box (ISO/IEC 23008-12) whose major or a compatible brand is one of
    :data:`HEIF_BRANDS` (the first kind in that order whose brand it lists: an iPhone's
    ``heic`` file also lists ``mif1``). None for anything else, a video's ``ftyp`` too."""
    if len(data) < 12 or data[4:8] != b"ftyp":
        return None
    size = int.from_bytes(data[:4], "big")
    end = min(len(data), max(size, 16))
    brands = {data[8:12], *(data[i : i + 4] for i in range(16, end - 3, 4))}
    for kind, known in HEIF_BRANDS.items():
        if brands.intersection(known):
            return kind
    return None


def heif_refusal(file: str, kind: str) -> Msg:
    """What a player is told of a HEIC, HEIF or AVIF picture (:func:`heif_kind`), wherever
    one is given (a photo to read, a map picture): its kind, that only PNG, JPEG and WebP
    are read, and how to save it as JPEG (on a computer; an iPhone's setting)."""
    return msg(
        "{file}: a {kind} picture, which this app does not read (it reads PNG, JPEG and "
        "WebP). Save it as JPEG and read that: on a computer, open it and export or save a "
        "copy as JPEG; an iPhone takes JPEG photos with Settings → Camera → Formats → Most "
        "Compatible.",
        file=file,
        kind=kind,
    )


def not_a_picture(data: bytes, file: str, otherwise: Msg) -> Msg:
    """Why bytes that are no PNG, JPEG or WebP picture are refused, naming ``file``: a
    HEIC, HEIF or AVIF picture is told how to save it as JPEG (:func:`heif_refusal`),
    anything else ``otherwise``."""
    kind = heif_kind(data)
    return heif_refusal(file, kind) if kind is not None else otherwise
