"""Writes the pictures of ``data/`` (run once; the files are committed). The maps themselves
(.tmx, .tmj, .dd2vtt) are written by hand; this script only fills the dd2vtt's image."""

from __future__ import annotations

import base64
import json
from pathlib import Path

from tests.maps.pictures import checker, png_bytes

DATA = Path(__file__).parent / "data"

if __name__ == "__main__":
    (DATA / "cellar-under.png").write_bytes(png_bytes(192, 128, checker(32, {(1, 1), (1, 2)})))
    (DATA / "dungeon-tiles.png").write_bytes(png_bytes(64, 64, checker(32, {(1, 0)})))
    (DATA / "hex-tiles.png").write_bytes(png_bytes(56, 32, checker(28, {(1, 0)})))
    vtt = DATA / "crypt.dd2vtt"
    data = json.loads(vtt.read_text(encoding="utf-8"))
    data["image"] = base64.b64encode(png_bytes(50, 40, checker(10, {(4, 3)}))).decode()
    vtt.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
