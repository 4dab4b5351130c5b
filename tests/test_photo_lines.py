"""The table map refined by the board's printed cell lines (tabletop_ai.photo.lines): photos
drawn here, a board's cell borders printed on paper seen through a pinhole camera, its board
markers set down a little off their places by hand (so their map errs), each figure's true
cell known."""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np
import pytest

from tabletop_ai.board import Board, load_board
from tabletop_ai.geometry import Layout
from tabletop_ai.photo.markers import marker_set
from tabletop_ai.photo.place import BASE_HEIGHT, UNIT, Detection, apply_homography, cell_width
from tests.test_photo_placing import HEX, SIZE, SQUARE, _camera, _place, _wrong

#: table pixels per scene unit where the paper is drawn (80 to a square cell)
DRAW = 0.8


def _photo(
    board: Board,
    seed: int,
    *,
    lines: bool = True,
    by_hand: float = 0.1,
    set_down: float = 0.0,
    off: tuple[int, float, float] | None = None,
    tilt: float = 30.0,
) -> tuple[np.ndarray, dict[int, np.ndarray], Any]:
    """A grey photo of ``board`` (its cell borders printed when ``lines``, figures' round
    bases over them), every marker's corners in it, and the camera (board point -> pixel).
    Board markers set down ``by_hand`` of a cell off their places, each its own way
    (``off``: number 1-4 moved that many cells right and down too); figure markers on
    their bases, every third ``set_down`` of a cell off its cell's middle (the others
    0.03)."""
    rng = np.random.default_rng(seed)
    ms = marker_set(board)
    lay = Layout(board.grid, UNIT)
    cw = cell_width(lay)
    places = {m.id: lay.cell_to_scene(m.cell) for m in ms.board}
    xs = [p[0] for p in places.values()]
    ys = [p[1] for p in places.values()]
    middle = (float(np.mean(xs)), float(np.mean(ys)))
    project = _camera(tilt, float(rng.uniform(0, 360)), middle, 40.0)
    # the paper, drawn from straight above
    x0, y0 = min(xs) - cw, min(ys) - cw
    w, h = int((max(xs) - x0 + cw) * DRAW), int((max(ys) - y0 + cw) * DRAW)
    noise = cv2.GaussianBlur(rng.normal(0, 25, (h // 16 + 1, w // 16 + 1)), (0, 0), 1.5)
    paper = 180 + cv2.resize(noise, (w, h), interpolation=cv2.INTER_CUBIC)
    paper += rng.normal(0, 3, paper.shape)

    def table(p: tuple[float, float]) -> tuple[int, int]:
        return round((p[0] - x0) * DRAW * 16), round((p[1] - y0) * DRAW * 16)

    if lines:
        for cell in board.grid.cells():
            poly = np.array([table(p) for p in lay.polygon(cell)], np.int32)
            cv2.polylines(paper, [poly], True, 70.0, 2, cv2.LINE_AA, 4)
    bases = {}
    for i, f in enumerate(board.figures):
        x, y = lay.cell_to_scene(f.at)
        a = float(rng.uniform(0, 2 * math.pi))
        far = set_down if i % 3 == 0 else 0.03
        x, y = x + far * cw * math.cos(a), y + far * cw * math.sin(a)
        bases[f.id] = (x, y)
        cv2.circle(paper, table((x, y)), round(0.42 * cw * DRAW * 16), 110.0, -1, cv2.LINE_AA, 4)
    corners = [(x0, y0), (x0 + w / DRAW, y0), (x0 + w / DRAW, y0 + h / DRAW), (x0, y0 + h / DRAW)]
    src = np.array([[(x - x0) * DRAW, (y - y0) * DRAW] for x, y in corners], np.float32)
    dst = np.array([project(x, y, 0.0) for x, y in corners], np.float32)
    warp = cv2.getPerspectiveTransform(src, dst)
    photo = cv2.warpPerspective(paper.astype(np.float32), warp, SIZE, borderValue=40.0)
    photo = cv2.GaussianBlur(photo, (0, 0), 0.8) + rng.normal(0, 2, photo.shape[:2])
    gray = np.clip(photo, 0, 255).astype(np.uint8)

    def square(x: float, y: float, height: float, side: float) -> np.ndarray:
        a = float(rng.uniform(0, 2 * math.pi))
        c, s = math.cos(a) * side, math.sin(a) * side
        unit = ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5))
        return np.array([project(x + c * u - s * v, y + s * u + c * v, height) for u, v in unit])

    quads = {}
    for number, m in enumerate(ms.board, 1):
        a = float(rng.uniform(0, 2 * math.pi))
        x = places[m.id][0] + by_hand * cw * math.cos(a)
        y = places[m.id][1] + by_hand * cw * math.sin(a)
        if off is not None and off[0] == number:
            x, y = x + off[1] * cw, y + off[2] * cw
        quads[m.id] = square(x, y, 0.0, 0.5 * cw)
    for f in board.figures:
        quads[ms.figures[f.id]] = square(*bases[f.id], BASE_HEIGHT * cw, 0.55 * cw)
    return gray, quads, project


def _map_error(board: Board, det: Detection, project: Any) -> float:
    """How far (share of a cell, at most over the board's cells) the map puts a table
    point from where it truly lies."""
    lay = Layout(board.grid, UNIT)
    cw = cell_width(lay)
    worst = 0.0
    for cell in board.grid.cells():
        x, y = lay.cell_to_scene(cell)
        px = project(x, y, 0.0)
        worst = max(worst, math.dist(det.to_scene(float(px[0]), float(px[1])), (x, y)) / cw)
    return worst


@pytest.mark.parametrize(("path", "seed"), [(SQUARE, 1), (HEX, 3), (HEX, 4)])
def test_printed_lines_bring_the_map_to_the_board_markers_true_places(path: Any, seed: int) -> None:
    board = load_board(path)
    gray, quads, project = _photo(board, seed)
    before = _place(board, quads)
    after = _place(board, quads, image=gray)
    assert _map_error(board, before, project) > 0.06
    assert _map_error(board, after, project) < 0.03
    assert not _wrong(board, after)


@pytest.mark.parametrize("path", [SQUARE, HEX])
def test_a_board_printed_without_lines_keeps_the_board_markers_map(path: Any) -> None:
    board = load_board(path)
    gray, quads, _project = _photo(board, 5, lines=False)
    before = _place(board, quads)
    after = _place(board, quads, image=gray)
    assert after.homography == before.homography
    assert after.seen == before.seen


def test_figures_set_down_off_their_middles_are_placed_surely_by_the_lines() -> None:
    # the board markers' map errs up to a tenth of a cell: figures set down 0.3 of a cell
    # off their middles are near their borders by it, not by the lines' map
    board = load_board(SQUARE)
    unsure_before = unsure_after = 0
    for seed in (8, 11, 14):
        gray, quads, _project = _photo(board, seed, set_down=0.3, by_hand=0.07)
        before = _place(board, quads)
        after = _place(board, quads, image=gray)
        assert not _wrong(board, before)
        assert not _wrong(board, after)
        unsure_before += len(before.unsure)
        unsure_after += len(after.unsure)
    assert unsure_before >= 3
    assert unsure_after == 0


@pytest.mark.parametrize(("path", "number"), [(SQUARE, 3), (HEX, 2)])
def test_a_board_marker_off_its_place_is_not_refined_into_agreement(path: Any, number: int) -> None:
    # lines repeat every cell: the map of board markers that disagree is not refined
    board = load_board(path)
    gray, quads, _project = _photo(board, 10 + number, by_hand=0.03, off=(number, 0.7, 0.2))
    before = _place(board, quads)
    after = _place(board, quads, image=gray)
    assert after.homography == before.homography
    assert not _wrong(board, after)


def test_the_refined_map_states_its_own_smaller_uncertainty() -> None:
    from tabletop_ai.photo.lines import refine
    from tabletop_ai.photo.place import BOARD_SD

    board = load_board(SQUARE)
    gray, quads, project = _photo(board, 2)
    before = _place(board, quads)
    lay = Layout(board.grid, UNIT)
    cw = cell_width(lay)
    ms = marker_set(board)
    places = {m.id: lay.cell_to_scene(m.cell) for m in ms.board}
    centres = {mid: tuple(np.mean(q, axis=0)) for mid, q in quads.items()}
    refined = refine(
        gray,
        np.array(before.homography),
        None,
        lay,
        lambda _px: BOARD_SD * cw,
        {mid: (centres[mid], places[mid]) for mid in places},
        [centres[mid] for mid in ms.figures.values() if mid in centres],
    )
    assert refined is not None
    sds, errors = [], []
    for cell in board.grid.cells():
        x, y = lay.cell_to_scene(cell)
        px = project(x, y, 0.0)
        sds.append(refined.sd_at((float(px[0]), float(px[1]))) / cw)
        got = apply_homography([list(r) for r in refined.h], float(px[0]), float(px[1]))
        errors.append(math.dist(got, (x, y)) / cw)
    assert max(sds) < BOARD_SD
    # honest: the error stays within a few of the stated standard deviations
    assert max(e / s for e, s in zip(errors, sds, strict=True)) < 3.5


@pytest.mark.parametrize(("path", "seed"), [(SQUARE, 33), (HEX, 20)])
def test_board_markers_the_check_cannot_tell_apart_are_placed_by_the_lines(
    path: Any, seed: int
) -> None:
    # figures set down off their middles: each board marker left out, the others and the
    # figures put it half a cell or more off, within that place's uncertainty, and none is
    # named; every figure was then checked by the board placed without each of them. The
    # lines place the board as the four board markers do, each near its place.
    board = load_board(path)
    gray, quads, project = _photo(board, seed, set_down=0.3, tilt=40.0)
    before = _place(board, quads)
    after = _place(board, quads, image=gray)
    assert before.unsure
    assert not after.unsure
    assert _map_error(board, after, project) < 0.03
    assert not _wrong(board, before)
    assert not _wrong(board, after)


@pytest.mark.parametrize(
    ("seed", "number", "right", "down"), [(40, 3, 0.6, 0.0), (43, 3, 0.0, 0.7)]
)
def test_a_board_marker_moved_when_the_check_cannot_tell_is_not_refined(
    seed: int, number: int, right: float, down: float
) -> None:
    # the same check that cannot tell which board marker is off, with one truly moved: the
    # lines put it more than a hand's placing from its place, so the map is not refined
    board = load_board(SQUARE)
    gray, quads, _project = _photo(
        board, seed, set_down=0.3, by_hand=0.05, off=(number, right, down), tilt=35.0
    )
    before = _place(board, quads)
    after = _place(board, quads, image=gray)
    assert before.unsure
    assert after.homography == before.homography
    assert after.unsure == before.unsure
    assert not _wrong(board, after)
