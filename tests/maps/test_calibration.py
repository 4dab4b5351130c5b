"""Calibration maths (homographies, fits) and the picture record, without Qt."""

from __future__ import annotations

import math

import pytest

from tabletop_ai.board import Board, dumps_board, loads_board
from tabletop_ai.geometry import Cell, HexGrid, SquareGrid
from tabletop_ai.maps.homography import (
    CalibrationError,
    apply,
    axis_aligned,
    compose,
    fit,
    homography,
    invert,
    residual,
)
from tabletop_ai.maps.picture import (
    MapPicture,
    PictureProblem,
    board_picture,
    calibrate_corners,
    calibrate_spanning,
    calibrate_two_cells,
    map_corners,
    map_rect,
    picture_from_json,
    picture_problems,
    rebase_picture,
    relative_path,
    set_board_picture,
    suggest_blocked,
)

#: a known perspective transform (grid geometry → picture pixels): a photo of the map taken
#: from below and to the left, so the far (top) edge is shorter than the near one
KNOWN = (80.0, 14.0, 40.0, -6.0, 60.0, 30.0, 0.004, 0.03, 1.0)


def close(p: tuple[float, float], q: tuple[float, float], eps: float = 1e-6) -> bool:
    return math.hypot(p[0] - q[0], p[1] - q[1]) < eps


def test_homography_recovers_a_known_perspective() -> None:
    # the four map corners of a 6x4 square map, seen through KNOWN
    corners = [(0.0, 0.0), (6.0, 0.0), (6.0, 4.0), (0.0, 4.0)]
    clicked = [apply(KNOWN, c) for c in corners]
    h = homography(clicked, corners)  # picture → grid
    # every point of the map comes back where it is, not only the four corners
    for gx in (0.5, 2.25, 5.9):
        for gy in (0.1, 1.5, 3.75):
            assert close(apply(h, apply(KNOWN, (gx, gy))), (gx, gy))
    assert close(apply(invert(h), (3.0, 2.0)), apply(KNOWN, (3.0, 2.0)), 1e-6)
    assert residual(h, clicked, corners) < 1e-9


def test_homography_of_a_plain_scale_is_affine() -> None:
    src = [(0.0, 0.0), (100.0, 0.0), (100.0, 50.0), (0.0, 50.0)]
    dst = [(0.0, 0.0), (10.0, 0.0), (10.0, 5.0), (0.0, 5.0)]
    h = homography(src, dst)
    assert h[6] == pytest.approx(0.0, abs=1e-12) and h[7] == pytest.approx(0.0, abs=1e-12)
    assert h[0] == pytest.approx(0.1) and h[4] == pytest.approx(0.1)


def test_three_corners_in_a_line_are_refused() -> None:
    with pytest.raises(CalibrationError, match="in a line"):
        homography([(0, 0), (1, 1), (2, 2), (0, 5)], [(0, 0), (1, 0), (1, 1), (0, 1)])


def test_axis_aligned_fit_uses_every_click() -> None:
    # a scan at 40 px per cell, the grid starting 12 px right and 7 px down; the player's
    # clicks are a pixel off here and there: least squares lands between them
    src = [(12.0, 7.0), (52.0, 47.0), (212.0, 127.0), (253.0, 167.0)]
    dst = [(0.0, 0.0), (1.0, 1.0), (5.0, 3.0), (6.0, 4.0)]
    m = axis_aligned(src, dst)
    assert m[0] == pytest.approx(1 / 40, rel=0.01) and m[4] == pytest.approx(1 / 40, rel=1e-6)
    assert apply(m, (12.0, 7.0))[1] == pytest.approx(0.0, abs=1e-9)
    with pytest.raises(CalibrationError, match="left-right"):
        axis_aligned([(5.0, 0.0), (5.0, 10.0)], [(0.0, 0.0), (0.0, 1.0)])


def test_fit_picks_the_model_by_count() -> None:
    affine3 = fit([(0, 0), (10, 0), (0, 10)], [(1, 1), (2, 1), (1, 3)])
    assert close(apply(affine3, (10, 10)), (2.0, 3.0))
    with pytest.raises(CalibrationError):
        fit([(0, 0)], [(0, 0)])


def test_compose_and_invert_round_trip() -> None:
    assert close(apply(compose(invert(KNOWN), KNOWN), (2.5, 1.25)), (2.5, 1.25))


def test_two_cell_calibration_square() -> None:
    # a straight scan: 30 px per cell, map's top-left corner at pixel (20, 10). The player
    # clicks the top-left and bottom-right corners of cell [0,0] and of the far cell [7,4]
    g = SquareGrid(8, 5)
    m = calibrate_two_cells(
        g, Cell(0, 0), [(20, 10), (50, 40)], Cell(7, 4), [(230, 130), (260, 160)]
    )
    assert close(apply(m, (20 + 30 * 3.5, 10 + 30 * 2.5)), (3.5, 2.5))


def test_two_cell_calibration_hex_uses_centres() -> None:
    g = HexGrid(5, 4, "pointy", "odd-r")
    to_pic = (25.0, 0.0, 100.0, 0.0, 25.0, 60.0, 0.0, 0.0, 1.0)
    a, b = Cell(0, 0), Cell(4, 3)
    m = calibrate_two_cells(g, a, [apply(to_pic, g.center(a))], b, [apply(to_pic, g.center(b))])
    assert close(apply(m, apply(to_pic, g.center(Cell(2, 1)))), g.center(Cell(2, 1)))


def test_corner_calibration_for_flat_hex_maps() -> None:
    g = HexGrid(4, 3, "flat", "even-q")
    _x, _y, w, _h = map_rect(g)
    # the box round a flat-topped hex map 4 wide: columns 1.5 apart plus a half hex each side
    assert w == pytest.approx(1.5 * 3 + 2.0)
    corners = map_corners(g)
    m = calibrate_corners(g, [apply(KNOWN, c) for c in corners])
    centre = g.center(Cell(3, 2))
    assert close(apply(m, apply(KNOWN, centre)), centre)


def test_spanning_calibration() -> None:
    g = SquareGrid(10, 8)
    m = calibrate_spanning(g, (1000, 800), 10, 8)
    assert close(apply(m, (1000.0, 800.0)), (10.0, 8.0))
    hexg = HexGrid(3, 2, "pointy", "odd-r")
    mh = calibrate_spanning(hexg, (300, 200), 3, 2)
    x, y, w, h = map_rect(hexg)
    assert close(apply(mh, (0.0, 0.0)), (x, y)) and close(apply(mh, (300.0, 200.0)), (x + w, y + h))


def test_picture_record_round_trips_through_a_board_file() -> None:
    board = Board(grid=SquareGrid(4, 3))
    scale = (0.01, 0.0, 0.0, 0.0, 0.01, 0.0, 0.0, 0.0, 1.0)
    set_board_picture(
        board,
        MapPicture(
            size=(400, 300), transform=scale, path="maps/cellar.png", opacity=0.5, visible=False
        ),
    )
    again = loads_board(dumps_board(board))
    pic = board_picture(again)
    assert pic is not None and pic.path == "maps/cellar.png" and pic.size == (400, 300)
    assert pic.opacity == 0.5 and pic.visible is False
    assert apply(pic.transform, (400.0, 300.0)) == pytest.approx((4.0, 3.0))


@pytest.mark.parametrize(
    ("record", "where"),
    [
        ("x", "picture"),
        ({"path": "a.png", "size": [0, 10]}, "picture.size"),
        ({"path": "a.png", "size": [20000, 20000]}, "picture.size"),
        ({"path": "a.png", "size": [10, 10], "transform": [1, 2, 3]}, "picture.transform"),
        ({"path": "a.png", "size": [10, 10], "transform": [0] * 9}, "picture.transform"),
        ({"size": [10, 10]}, "picture"),
        ({"path": "a.png", "size": [10, 10], "opacity": 3}, "picture.opacity"),
        ({"data": "AAAA", "mime": "image/gif", "size": [10, 10]}, "picture.mime"),
    ],
)
def test_bad_picture_records_name_the_place(record: object, where: str) -> None:
    with pytest.raises(PictureProblem) as err:
        picture_from_json(record)
    assert err.value.problem.where == where
    board = Board(grid=SquareGrid(2, 2), extra={"picture": record})
    assert board_picture(board) is None and picture_problems(board)[0].where == where


def test_relative_path(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "pics").mkdir()
    assert relative_path(tmp_path / "pics" / "a.png", tmp_path / "b.board.json") == "pics/a.png"
    assert relative_path(tmp_path / "a.png", None).startswith("/")


def test_suggest_blocked_reads_dark_cells_through_the_calibration() -> None:
    # a 4x3 map photographed through KNOWN; the picture is black where cell [2,1] is and where
    # cell [0,2] is, white elsewhere. [0,2] holds a figure, so only [2,1] is suggested;
    # [3,0] is already blocking.
    board = loads_board(
        '{"format": "tabletop-ai/board", "version": 1, "grid": {"type": '
        '"square", "width": 4, "height": 3}, "rows": ["...#", "....", "...."], '
        '"figures": [{"id": "p", "side": "player", "at": [0, 2]}]}'
    )
    pic = MapPicture(size=(1000, 1000), transform=invert(KNOWN))
    to_grid = invert(KNOWN)

    def lum(x: float, y: float) -> float:
        gx, gy = apply(to_grid, (x, y))
        c = (math.floor(gx), math.floor(gy))
        return 0.0 if c in ((2, 1), (0, 2), (3, 0)) else 1.0

    found = suggest_blocked(board, pic, lum)
    assert [s.cell for s in found] == [Cell(2, 1)]
    assert "100% of the picture in [2,1] is dark" in found[0].reason


def test_rebase_picture_keeps_the_link_when_the_board_moves(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "a").mkdir()
    (tmp_path / "b" / "c").mkdir(parents=True)
    (tmp_path / "a" / "map.png").write_bytes(b"png")
    board = Board(grid=SquareGrid(2, 2))
    set_board_picture(board, MapPicture(size=(10, 10), path="map.png"))
    rebase_picture(board, tmp_path / "a" / "x.board.json", tmp_path / "b" / "c" / "y.board.json")
    pic = board_picture(board)
    assert pic is not None and pic.path == "../../a/map.png"
    # a full path chosen before the first save becomes relative
    set_board_picture(board, MapPicture(size=(10, 10), path=str(tmp_path / "a" / "map.png")))
    rebase_picture(board, None, tmp_path / "z.board.json")
    assert board_picture(board).path == "a/map.png"  # type: ignore[union-attr]
