"""Placing the figures from the markers read: the board markers' checks on reads a camera
gives (tabletop_ai.photo.place). Two kinds of input: marker outlines projected through a
pinhole camera here (each figure's true cell known, corners moved by a little noise, as a
detector's corners are), and the reads of three photos of the 3-D benchmark
(``benchmarks/photo_world.py``) kept in ``tests/data/photo_reads``: the markers' corners
as the reader found them, with the figures' true cells."""

from __future__ import annotations

import json
import math
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from tabletop_ai.board import Board, Figure, load_board
from tabletop_ai.geometry import Cell, Layout
from tabletop_ai.photo.detect import quad_centre
from tabletop_ai.photo.fit import Lens
from tabletop_ai.photo.markers import MARKERS, PhotoError, marker_set
from tabletop_ai.photo.place import BASE_HEIGHT, UNIT, Detection, cell_width, locate
from tests.conftest import MAPS, ROOT

SQUARE = MAPS / "outpost-raid.board.json"
HEX = MAPS / "river-fort.board.json"
READS = ROOT / "tests" / "data" / "photo_reads"
SIZE = (1920, 1080)


def _camera(tilt: float, turn: float, target: tuple[float, float], cell_px: float) -> Any:
    """A pinhole camera (focal length 0.8 of the photo's width) tilted ``tilt`` degrees from
    straight down, turned ``turn`` about the vertical, aimed at board point ``target``, from
    as far as makes a cell ``cell_px`` pixels across: board point (x, y, height) -> pixel."""
    w, h = SIZE
    f = 0.8 * w
    t, a = math.radians(tilt), math.radians(turn)
    turn_m = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    ahead = turn_m @ np.array([0.0, math.sin(t), math.cos(t)])  # height is -z: up is -z
    down = turn_m @ np.array([0.0, 1.0, 0.0])
    down -= (down @ ahead) * ahead
    down /= np.linalg.norm(down)
    right = np.cross(down, ahead)
    centre = np.array([*target, 0.0]) - ahead * (f * UNIT / cell_px)

    def project(x: float, y: float, height: float) -> np.ndarray:
        v = np.array([x, y, -height]) - centre
        z = v @ ahead
        return np.array([f * (v @ right) / z + w / 2, f * (v @ down) / z + h / 2])

    return project


def _reads(
    board: Board,
    seed: int,
    tilt: float,
    *,
    corner_sd: float,
    board_side: float = 0.5,
    off: tuple[int, float, float] | None = None,
    height: float = BASE_HEIGHT,
    lens: float = 0.0,
    set_down: float = 0.05,
    by_hand: float = 0.0,
) -> dict[int, np.ndarray]:
    """Every marker's corners in a photo of ``board``: board markers ``board_side`` of a cell
    wide on the table, set down off their places by ``by_hand`` of a cell (standard
    deviation; ``off``: board marker number 1-4 set down that many cells right and down),
    figure markers 0.55 of a cell on bases ``height`` of a cell tall, set down off their
    cell's middle by ``set_down`` of a cell (standard deviation); seen through a lens of
    radial distortion ``lens`` (:class:`~tabletop_ai.photo.fit.Lens`: negative is barrel);
    the corners as a detector gives them, off by ``corner_sd`` pixels. A cell is 40 pixels
    across."""
    rng = np.random.default_rng(seed)
    ms = marker_set(board)
    lay = Layout(board.grid, UNIT)
    cw = cell_width(lay)
    places = {m.id: lay.cell_to_scene(m.cell) for m in ms.board}
    middle = (
        float(np.mean([p[0] for p in places.values()])),
        float(np.mean([p[1] for p in places.values()])),
    )
    project = _camera(tilt, float(rng.uniform(0, 360)), middle, 40.0)
    bend = Lens.of(SIZE, lens)

    def square(x: float, y: float, height: float, side: float) -> np.ndarray:
        a = float(rng.uniform(0, 2 * math.pi))
        c, s = math.cos(a) * side, math.sin(a) * side
        unit = ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5))
        pts = np.array([project(x + c * u - s * v, y + s * u + c * v, height) for u, v in unit])
        return bend.distort(pts) if lens else pts

    quads = {}
    for number, m in enumerate(ms.board, 1):
        x, y = places[m.id]
        if by_hand:
            x, y = x + rng.normal(0, by_hand) * cw, y + rng.normal(0, by_hand) * cw
        if off is not None and off[0] == number:
            x, y = x + off[1] * cw, y + off[2] * cw
        quads[m.id] = square(x, y, 0.0, board_side * cw)
    for f in board.figures:
        x, y = lay.cell_to_scene(f.at)
        x, y = x + rng.normal(0, set_down) * cw, y + rng.normal(0, set_down) * cw
        quads[ms.figures[f.id]] = square(x, y, height * cw, 0.55 * cw)
    return {k: q + rng.normal(0, corner_sd, q.shape) for k, q in quads.items()}


def _place(board: Board, quads: dict[int, Any], **kw: Any) -> Detection:
    quads = {k: np.asarray(q, np.float64) for k, q in quads.items()}
    found = {k: quad_centre(q) for k, q in quads.items()}
    return locate(board, found, quads=quads, image_size=SIZE, **kw)


def _wrong(board: Board, det: Detection) -> dict[str, Cell]:
    """Figures placed surely on a cell not their own."""
    truth = {f.id: f.at for f in board.figures}
    return {f: c for f, c in det.moves.items() if truth[f] != c}


def test_small_board_markers_read_roughly_leave_clean_photos_sure() -> None:
    """Board markers half a cell wide (20 px), their corners off by 0.8 px as a detector's
    are, four board markers in their places, a square and a hex map: the board placed by
    each three of them checks the figures' cells by those three markers' squares and the
    figure markers' squares together. By the three small squares alone, the board's slant
    is known so roughly that a figure near the marker left out moved half a cell: 25
    figures on 10 of these 40 photos were unsure; the figures' squares, across the board,
    show the slant closely."""
    unsure = 0
    for path in (SQUARE, HEX):
        board = load_board(path)
        for seed in range(10):
            for tilt in (5.0, 30.0):
                det = _place(board, _reads(board, seed, tilt, corner_sd=0.8, board_side=0.5))
                assert det.notes == [] and _wrong(board, det) == {}, (path.name, seed, tilt)
                unsure += sum("disagree" in s.doubt for s in det.seen)
    assert unsure == 0


@pytest.mark.parametrize("path", [SQUARE, HEX], ids=["square", "hex"])
@pytest.mark.parametrize("off", [0.6, 1.6])
def test_a_board_marker_off_its_place_moves_no_figure_to_a_wrong_cell(
    path: Path, off: float
) -> None:
    """One board marker set down 0.6 or 1.6 cells from its place, any way, the corners off
    by half a pixel: no figure is placed surely on a wrong cell, and a marker named as off
    its place is the one moved."""
    board = load_board(path)
    ms = marker_set(board)
    named = 0
    for seed in range(8):
        rng = np.random.default_rng(100 + seed)
        number, a = int(rng.integers(1, 5)), float(rng.uniform(0, 2 * math.pi))
        moved = (number, off * math.cos(a), off * math.sin(a))
        for tilt in (5.0, 30.0):
            det = _place(board, _reads(board, seed, tilt, corner_sd=0.5, off=moved))
            assert _wrong(board, det) == {}, (seed, tilt, det.notes)
            if det.misplaced is not None:
                assert det.misplaced == ms.board[number - 1].id, (seed, tilt, det.notes)
                named += 1
    if off > 1:
        assert named >= 8


def _kept_reads(name: str) -> tuple[Board, Detection]:
    """A photo's reads kept in ``tests/data/photo_reads``, placed again: the board (its
    map, each figure on its true cell, the marker ids it was printed with) and what the
    reads say."""
    data = json.loads((READS / name).read_text())
    board = load_board(MAPS / data["map"])
    known = {f.id: f for f in board.figures}
    board.figures = [
        replace(known[fid], at=Cell(*at))
        if fid in known
        else Figure(id=fid, side="player", at=Cell(*at), name=fid.upper())
        for fid, at in data["figures"].items()
    ]
    board.extra = MARKERS.with_raw(board.extra, data["markers"])
    quads = {int(k): v for k, v in data["quads"].items()}
    doubts = {int(k): v for k, v in data["doubts"].items()}
    det = _place(board, quads, doubts=doubts, twice=set(data["twice"]))
    return board, det


def test_few_figures_do_not_name_a_board_marker_by_moving_one_a_cell() -> None:
    """A clean photo nearly straight down (9°), four board markers read in their places, three
    figures read surely. Left out, board marker 4 is put 2.5 cells off by the other three
    and the figures, one figure then standing in the middle of the cell beside its own:
    three figures fit that as well as the truth. The board was placed without marker 4
    and that figure moved a cell, unflagged. Its cell rests on its own word (without it,
    no marker is named), so it is unsure."""
    board, det = _kept_reads("few-figures-landing.json")
    assert _wrong(board, det) == {}
    assert "w9" in det.unsure and det.unsure["w9"] != Cell(2, 7)


def test_a_board_marker_named_wrongly_by_few_figures_moves_none_of_them() -> None:
    """Board marker 2 set down 0.8 of a cell off (tilt 37°, a hex map), six figures, two
    read surely: they name marker 3 instead, 1.3 cells off, and a figure placed by the
    board without marker 3 stood a cell from its own. Named without the figures whose cell
    the verdict moves, the verdict does not hold: those figures are unsure."""
    board, det = _kept_reads("moved-marker-retreat.json")
    assert _wrong(board, det) == {}


@pytest.mark.parametrize(
    ("tilt", "height", "lens"),
    [(20.0, 0.22, 0.0), (20.0, 0.22, -0.08), (20.0, 0.1, -0.08), (40.0, 0.1, -0.08)],
)
def test_board_markers_that_disagree_unnamed_leave_figures_sure_on_every_fit(
    tilt: float, height: float, lens: float
) -> None:
    """A clean hex table, each board marker set down a little off its place by hand (0.03
    of a cell), the figures up to 0.08 of a cell off their cells' middles, on bases taller
    or lower than the app takes, some through a barrel lens: the figures' fit puts each
    board marker left out 0.6-0.8 of a cell from its place and none stands out, so the
    player is told the board markers do not agree, and every figure was unsure. Each of
    the boards placed without one board marker puts every figure on its own cell, inside
    it: they are placed."""
    board = load_board(HEX)
    quads = _reads(
        board, 4, tilt, corner_sd=0.5, height=height, lens=lens, set_down=0.08, by_hand=0.03
    )
    det = _place(board, quads)
    assert any("do not agree" in n for n in det.notes) and det.misplaced is None
    assert _wrong(board, det) == {}
    assert len(det.moves) == len(board.figures)


@pytest.mark.parametrize("seed", range(6))
def test_a_board_marker_off_unnamed_moves_no_figure_to_a_wrong_cell(seed: int) -> None:
    """One board marker set down 0.4-0.9 of a cell off its place, seen steeply through a
    barrel lens, on bases taller than the app takes: where the board markers disagree and
    none is named, the figures placed are those every board without one of them puts on
    one cell, and none of them is on a wrong cell."""
    for path in (SQUARE, HEX):
        board = load_board(path)
        rng = np.random.default_rng(700 + seed)
        number, a = int(rng.integers(1, 5)), float(rng.uniform(0, 2 * math.pi))
        for off in (0.4, 0.6, 0.9):
            moved = (number, off * math.cos(a), off * math.sin(a))
            quads = _reads(
                board, seed, 35.0, corner_sd=0.5, off=moved, height=0.22, lens=-0.05, by_hand=0.03
            )
            det = _place(board, quads)
            assert _wrong(board, det) == {}, (path.name, off, det.notes)


def test_the_report_gives_a_sureness_only_to_figures_placed_surely() -> None:
    """A figure just inside its cell's border is unsure: its report line asks the player to
    confirm it and gives no "% sure" beside that; a figure on its cell's middle is placed
    and its line says how sure."""
    board = load_board(SQUARE)
    ms = marker_set(board)
    layout = Layout(board.grid, UNIT)
    found = {m.id: layout.cell_to_scene(m.cell) for m in ms.board}
    for f in board.figures:
        found[ms.figures[f.id]] = layout.cell_to_scene(f.at)
    edge, middle = board.figures[0], board.figures[1]
    x, y = layout.cell_to_scene(edge.at)
    found[ms.figures[edge.id]] = (x + UNIT * 1.47, y)
    det = locate(board, found)
    assert list(det.unsure) == [edge.id]
    lines = det.report(board)
    edge_line = next(line for line in lines if line.startswith(f"{edge.label}:"))
    middle_line = next(line for line in lines if line.startswith(f"{middle.label}:"))
    assert "unsure" in edge_line
    assert "sure)" not in edge_line
    assert middle_line.endswith("(100% sure)")


@pytest.mark.parametrize("path", [SQUARE, HEX], ids=["square", "hex"])
def test_three_board_markers_one_off_its_place_move_no_figure_to_a_wrong_cell(
    path: Path,
) -> None:
    """One board marker hidden, one of the other three set down 0.9 of a cell off its place,
    seen from nearly above: three markers fix the map with nothing left over, and its
    covariance (from how square the squares are) says nothing of a marker off its place,
    so the figures near it were placed surely a cell off. The figures show the map is off
    (they stand far from their cells' middles on it), so the map's uncertainty is at least
    that and no figure goes to a wrong cell unflagged."""
    board = load_board(path)
    for seed in range(8):
        det = _place(board, _three_one_moved(board, seed, 0.9))
        assert _wrong(board, det) == {}, seed


def _three_one_moved(
    board: Board, seed: int, cells: float, tilt: float = 10.0, lens: float = 0.0
) -> dict[int, np.ndarray]:
    """The reads of a photo seen ``tilt`` degrees from above through a lens of distortion
    ``lens``, with one board marker hidden and one of the other three set down ``cells``
    off its place, both chosen by ``seed``."""
    rng = np.random.default_rng(1300 + seed)
    number, a = int(rng.integers(1, 5)), float(rng.uniform(0, 2 * math.pi))
    hidden = [n for n in (1, 2, 3, 4) if n != number][int(rng.integers(0, 3))]
    moved = (number, cells * math.cos(a), cells * math.sin(a))
    quads = _reads(
        board, seed, tilt, corner_sd=0.5, lens=lens, off=moved, set_down=0.08, by_hand=0.03
    )
    del quads[marker_set(board).board[hidden - 1].id]
    return quads


@pytest.mark.parametrize(
    ("path", "seed", "cells", "tilt", "lens"),
    [
        (HEX, 1, 1.2, 10.0, 0.0),
        (HEX, 11, 1.2, 5.0, 0.0),
        (HEX, 14, 1.5, 25.0, 0.0),
        (HEX, 16, 2.0, 40.0, -0.15),
        (SQUARE, 16, 1.5, 25.0, -0.15),
        (SQUARE, 16, 2.0, 5.0, 0.0),
        (SQUARE, 27, 3.0, 40.0, -0.15),
    ],
    ids=["hex-1.2", "hex-1.2-b", "hex-1.5", "hex-2.0-lens", "square-1.5", "square-2", "square-3"],
)
def test_three_board_markers_one_a_cell_and_more_off_move_no_figure_to_a_wrong_cell(
    path: Path, seed: int, cells: float, tilt: float, lens: float
) -> None:
    """As above, the marker set down a cell or more off its place: the figures near it
    stand near the middles of neighbouring cells on the map the three markers make (or all
    of them one cell off), so their distances from their cells' middles do not show it.
    The board placed by each two of the three markers and the squares checks each
    figure's cell; one of those leaves the moved marker out. (These drawn photos each put
    a figure surely on a wrong cell without that check.)"""
    board = load_board(path)
    assert _wrong(board, _place(board, _three_one_moved(board, seed, cells, tilt, lens))) == {}


def test_too_few_board_markers_say_which_were_read_and_which_not_surely() -> None:
    """A photo refused for too few board markers says what the reader knows: how many were
    read surely, which were not read at all (out of the photo, covered or too small look
    alike to it) and which were read but not surely; "in the photo" was wrong for a marker
    in it but too small to read."""
    board = load_board(SQUARE)
    ms = marker_set(board)
    quads = _reads(board, 1, 10.0, corner_sd=0.5)
    _one, two, three, four = (m.id for m in ms.board)
    del quads[two], quads[three]
    with pytest.raises(PhotoError) as info:
        _place(board, quads, doubts={four: "its code is not clear"})
    assert str(info.value).startswith(
        "photo: 1 of the 4 board markers was read surely (not read: 2, 3; read, but not "
        "surely: 4); three are needed to place the board (two, with at least 4 figure "
        "markers read surely)."
    )
    # two read surely, but too few figure markers with them
    for mid in list(ms.figures.values())[3:]:
        del quads[mid]
    with pytest.raises(PhotoError) as info:
        _place(board, quads)
    assert str(info.value).startswith(
        "photo: 2 of the 4 board markers were read surely (not read: 2, 3);"
    )


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "photo: 1 of the 4 board markers was read", "photo: 2 of the 4 board markers were"),
        ("uk", "photo: надійно прочитано 1 з 4 маркерів мапи", "photo: надійно прочитано 2 з 4"),
    ],
)
def test_the_refusal_counts_the_board_markers_read_in_each_language(
    language: str, one: str, two: str
) -> None:
    """The count of board markers read surely is Qt's ``%n``: "1 ... was", "2 ... were" in
    English (without a catalogue, as the command line words it, and with the window's
    English catalogue); the Ukrainian "надійно прочитано N з 4 маркерів мапи" in each form."""
    from tabletop_ai import i18n

    board = load_board(SQUARE)
    ms = marker_set(board)
    quads = _reads(board, 1, 10.0, corner_sd=0.5)
    _one, two_id, three, four = (m.id for m in ms.board)
    del quads[two_id], quads[three]
    fewer = {k: q for k, q in quads.items() if k != four}
    try:
        for catalogue in (False, True) if language == "en" else (True,):
            i18n.install(language, english_catalogue=catalogue)
            for shown, expected in ((fewer, one), (quads, two)):
                with pytest.raises(PhotoError) as info:
                    _place(board, {k: q for k, q in shown.items() if k not in _all_figures(ms)})
                assert str(info.value).startswith(expected), (catalogue, str(info.value))
    finally:
        i18n.install("en")


def _all_figures(ms: Any) -> set[int]:
    """The figure markers' ids (without them two board markers never place a board)."""
    return set(ms.figures.values())


def test_each_fit_runs_at_half_a_cell_with_no_board_marker_named() -> None:
    """The each-fit rule at half a cell (docs/photo.md, "Placing: half a cell apart"): a
    board marker half a cell or more from where the others and the figures put it, but
    within three standard deviations of that place (not named), leaves no note, and each
    figure is placed only when the board fitted without each board marker in turn puts it
    on the same cell, surely inside it; a figure one of those boards puts elsewhere is
    unsure, "the board markers disagree about its cell".

    Hex table, one board marker set down 0.6 or 0.8 of a cell off, seen at 10° and 30°.
    The board markers are handed over as centres only, without their squares, so the board
    is not also placed by each three of them (the other check that says the board markers
    disagree): with no note given, only the each-fit rule can doubt a figure so. Before it
    ran at half a cell, no figure of these 8 photos was doubted so (now 3 are, and none
    is on a wrong cell either way)."""
    board = load_board(HEX)
    ms = marker_set(board)
    board_ids = {m.id for m in ms.board}
    doubted = 0
    for seed in (3, 4):
        rng = np.random.default_rng(900 + seed)
        number, a = int(rng.integers(1, 5)), float(rng.uniform(0, 2 * math.pi))
        for off in (0.6, 0.8):
            for tilt in (10.0, 30.0):
                moved = (number, off * math.cos(a), off * math.sin(a))
                quads = _reads(board, seed, tilt, corner_sd=0.5, off=moved, set_down=0.08)
                found = {k: quad_centre(np.asarray(q, np.float64)) for k, q in quads.items()}
                figure_quads = {
                    k: np.asarray(q, np.float64) for k, q in quads.items() if k not in board_ids
                }
                det = locate(board, found, quads=figure_quads, image_size=SIZE)
                assert _wrong(board, det) == {}, (seed, off, tilt)
                assert det.notes == [] and det.misplaced is None, (seed, off, tilt, det.notes)
                said = [
                    s for s in det.seen if s.doubt == "the board markers disagree about its cell"
                ]
                assert all(s.figure not in det.moves for s in said)
                doubted += len(said)
    assert doubted >= 1


@pytest.mark.parametrize("seed", [3, 4, 9])
def test_rough_squares_seen_nearly_from_above_do_not_doubt_a_clean_photo(seed: int) -> None:
    # Seen nearly from above, the squares show the board's slant only roughly: the board
    # by three board markers' squares then puts every figure a third of a cell or more
    # off its cell's middle. The figures show that map off, so it questions no cell.
    board = load_board(SQUARE)
    det = _place(board, _reads(board, seed, 15.0, corner_sd=1.5))
    assert [s.figure for s in det.seen if "disagree" in s.doubt] == []
    assert _wrong(board, det) == {}


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_rough_squares_and_a_board_marker_off_move_no_figure_to_a_wrong_cell(
    number: int,
) -> None:
    # the map without the marker set down off its place stays a check: the map by all
    # four puts the figures off their middles too
    for seed in range(4):
        board = load_board(SQUARE)
        for dx, dy in ((0.6, 0.0), (0.0, -0.8)):
            reads = _reads(board, seed, 15.0, corner_sd=1.5, off=(number, dx, dy))
            assert _wrong(board, _place(board, reads)) == {}


def test_a_three_marker_map_stays_a_check_when_the_four_marker_map_loses_a_figure() -> None:
    """A map by three board markers is set aside only when it puts the figures read surely
    far from their cells' middles and the map by four does not. When the map by four puts
    a figure on no cell (a board marker set down off its place can do that), its misfit
    is infinite and says nothing: a map by three that also loses that figure stays a check
    of every cell, and one off by half a cell beside a map by four that fits is still set
    aside."""
    from tabletop_ai.photo.place import _shown_off

    board = load_board(SQUARE)
    layout = Layout(board.grid, UNIT)
    cw = cell_width(layout)
    middles = [layout.cell_to_scene(Cell(c, 2)) for c in range(1, 7)]
    figures = {10 + i: xy for i, xy in enumerate(middles)}
    shift = np.array([[1.0, 0.0, 0.45 * cw], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
    assert _shown_off(shift, 0.0, figures, None, layout)
    lost = dict(figures)
    lost[99] = (-50.0 * cw, -50.0 * cw)  # a figure every map puts on no cell
    assert _shown_off(shift, math.inf, lost, None, layout) is False


def test_four_figures_show_a_three_marker_map_off() -> None:
    """Four figures read surely, all put a third of a cell or more off their cells'
    middles by a map of three board markers' squares and near them by the map of four,
    show that map off (it checks no cell); three figures are too few to tell."""
    from tabletop_ai.photo.place import _shown_off

    board = load_board(SQUARE)
    layout = Layout(board.grid, UNIT)
    cw = cell_width(layout)
    middles = [layout.cell_to_scene(Cell(c, 3)) for c in range(1, 5)]
    figures = {10 + i: xy for i, xy in enumerate(middles)}
    shift = np.array([[1.0, 0.0, 0.35 * cw], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])
    assert _shown_off(shift, 0.05, figures, None, layout)
    three = dict(list(figures.items())[:3])
    assert _shown_off(shift, 0.05, three, None, layout) is False


@pytest.mark.parametrize("tilt", [1.0, 2.0])
def test_a_board_seen_nearly_straight_on_puts_the_camera_at_its_height(tilt: float) -> None:
    """Seen within a few degrees of straight on, the board shows too little perspective to
    give the camera's focal length: corners read a third of a pixel off moved the fitted
    one, and the camera's height over the board with it, twice or more. The usual focal
    length is taken there; this camera has it, so its height comes out right."""
    from tabletop_ai.photo.fit import camera_over_board

    board = load_board(SQUARE)
    truth = 0.8 * SIZE[0] * UNIT / 40.0 * math.cos(math.radians(tilt))  # see _camera
    for seed in range(8):
        det = _place(board, _reads(board, seed, tilt, corner_sd=0.3))
        camera = camera_over_board(np.array(det.homography), SIZE)
        assert camera is not None
        assert camera[1] == pytest.approx(truth, rel=0.1)


@pytest.mark.parametrize("seed", [25, 30, 37])
def test_a_three_marker_map_shown_off_does_not_start_the_fit_without_the_fourth(
    seed: int,
) -> None:
    """Seen from straight above (1°), small squares read roughly (corners 1.5 px off) show
    the board's slant so roughly that each map by three board markers' squares puts the
    figures a third of a cell or more off their cells' middles; the figures show it off,
    so it checks no cell. Nor does it give the figures' cells to the fit of the others and
    the figures without the fourth board marker: from its cells that fit put a board marker
    in its place two cells away, and with it any one of the four was taken to be off its
    place (every figure checked on the board without each, and the fit's error halved as
    the map's standard deviation when one fit failed). Started from the cells the map by
    four gives them, the fits without each put every board marker within half a cell of
    its place, and a clean photo with five to seven figures is placed surely."""
    full = load_board(SQUARE)
    rng = np.random.default_rng(seed)
    board = full.copy()
    n = int(rng.integers(5, 8))
    board.figures = [full.figures[i] for i in sorted(rng.choice(len(full.figures), n, False))]
    det = _place(board, _reads(board, seed, 1.0, corner_sd=1.5, set_down=0.06))
    assert _wrong(board, det) == {}
    assert det.notes == []
    doubted = [s.figure for s in det.seen if "border" in s.doubt or "disagree" in s.doubt]
    assert doubted == []
