"""What the player is told to install for photos and the camera, for the install they have,
and photos larger than the detector reads, scaled down instead of refused."""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from tabletop_ai.photo import detect, install_hint
from tabletop_ai.photo.markers import PhotoError


def test_a_checkout_is_told_to_install_its_camera_extra(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # a run from a checkout (an sdist or wheel install has none: the next test)
    folder = tmp_path / "tabletop-ai"
    folder.mkdir()
    (folder / "pyproject.toml").write_text("[project]\nname = 'tabletop-ai'\n")
    monkeypatch.setattr(install_hint, "checkout_folder", lambda: folder)
    text = str(install_hint.opencv_hint())
    assert text == f"reading photos needs OpenCV: in {folder}, run: pip install '.[camera]'"
    assert "tabletop-ai[camera]" not in str(install_hint.camera_hint())


def test_an_installed_copy_is_told_the_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(install_hint, "checkout_folder", lambda: None)
    assert str(install_hint.opencv_hint()) == (
        "reading photos needs OpenCV: pip install opencv-python-headless numpy"
    )
    assert "pip install PySide6-Addons==" in str(install_hint.camera_hint())


def test_the_frozen_app_is_told_to_get_the_full_download(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert "download the full app" in str(install_hint.opencv_hint())
    assert "drop it on the window" in str(install_hint.camera_hint())


def _encoded(w: int, h: int, suffix: str) -> np.ndarray:
    img = np.zeros((h, w, 3), np.uint8)
    img[::7] = 255
    ok, data = cv2.imencode(suffix, img)
    assert ok
    return np.asarray(data, np.uint8).reshape(-1)


def test_a_large_jpeg_is_read_smaller_while_decoding(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over the detector's limit (here made small: 100,000 pixels), a JPEG is decoded at a
    half, a quarter or an eighth of its size, the first that fits."""
    monkeypatch.setattr(detect, "MAX_PIXELS", 100_000)
    assert detect.decode_image(_encoded(600, 400, ".jpg"), "big.jpg").shape == (200, 300, 3)
    assert detect.decode_image(_encoded(300, 200, ".jpg"), "ok.jpg").shape == (200, 300, 3)
    with pytest.raises(PhotoError, match="4000x3000 pixels is more than can be read"):
        detect.decode_image(_encoded(4000, 3000, ".jpg"), "huge.jpg")  # 1/8: 187,500


def test_a_large_png_is_decoded_and_scaled_down(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(detect, "MAX_PIXELS", 100_000)
    monkeypatch.setattr(detect, "MAX_DECODE_PIXELS", 300_000)
    out = detect.decode_image(_encoded(600, 400, ".png"), "big.png")
    assert out.shape[0] * out.shape[1] <= 100_000 and out.shape[1] / out.shape[0] == 1.5
    with pytest.raises(PhotoError, match="800x600 pixels is more than can be read"):
        detect.decode_image(_encoded(800, 600, ".png"), "huge.png")


_PEAK = """
import resource, sys
from tabletop_ai.board import load_board
from tabletop_ai.photo.detect import detect, read_image
board = load_board(sys.argv[2])
image = read_image(sys.argv[1])
det = detect(image, board)
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(image.shape[1], image.shape[0], peak // 1024, sorted(det.moves.items()))
"""


def _peak(photo: object, board: object) -> tuple[int, int, int, str]:
    """Width and height worked on, the process's peak memory (MB; Linux counts kB) and the
    figures placed: in a process of its own, so that its peak is this photo's."""
    import subprocess

    out = subprocess.run(
        [sys.executable, "-c", _PEAK, str(photo), str(board)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    ).stdout.split(maxsplit=3)
    return int(out[0]), int(out[1]), int(out[2]), out[3]


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss is in kB on Linux only")
def test_a_huge_photo_is_worked_on_at_twelve_megapixels(tmp_path: object) -> None:
    """An 8000 x 6000 phone photo is scaled down to 4000 x 3000 before any marker is looked
    for: the same figures are placed as from the 4000 x 3000 photo itself, and reading and
    detecting it takes about as much memory (at full size it took 140 MB more)."""
    from pathlib import Path

    from tabletop_ai.board import load_board
    from tabletop_ai.photo.synthetic import Shot, photo
    from tests.conftest import MAPS

    folder = Path(str(tmp_path))
    board_path = MAPS / "outpost-raid.board.json"
    img, _truth = photo(load_board(board_path), Shot(size=(2000, 1500), angle=20), seed=3)
    for name, w, h in (("big.jpg", 8000, 6000), ("twelve.jpg", 4000, 3000)):
        big = cv2.resize(img, (w, h), interpolation=cv2.INTER_CUBIC)
        assert cv2.imwrite(str(folder / name), big, [cv2.IMWRITE_JPEG_QUALITY, 92])
    del big
    w, h, big_mb, big_moves = _peak(folder / "big.jpg", board_path)
    w12, h12, twelve_mb, twelve_moves = _peak(folder / "twelve.jpg", board_path)
    assert (w, h) == (w12, h12) == (4000, 3000)
    assert big_moves == twelve_moves and big_moves != "[]"
    assert big_mb <= twelve_mb + 40
