"""Tiled's compressed tile layers import like plain ones. ``data/vault-zstd.tmx`` and
``.tmj`` hold one 4x3 layer in Tiled's base64 + zstd encoding (gids 1,1,2,1 / 1,4,1,1 /
0,1,1,2; pytiled-parser reads zstd through its ``[zstd]`` extra). The terrain follows from the
tileset's properties as in the cellar map of test_import: local id 1 (gid 2) is blocking, local
id 3 (gid 4) difficult, local id 0 (gid 1) open, and gid 0 (no tile) a void cell."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop_ai.geometry import Cell
from tabletop_ai.maps.tiled import read_tiled

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["vault-zstd.tmx", "vault-zstd.tmj"])
def test_a_zstd_compressed_layer_imports(name: str) -> None:
    r = read_tiled(DATA / name)
    b = r.board
    assert (b.grid.kind, b.grid.width, b.grid.height) == ("square", 4, 3)
    assert b.terrain == {
        Cell(2, 0): "blocking",
        Cell(1, 1): "difficult",
        Cell(0, 2): "void",
        Cell(3, 2): "blocking",
    }
    assert r.unmapped == []
