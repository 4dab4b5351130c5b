"""What the player is told to install for photos and the camera, for the install they have,
and photos larger than the detector reads, scaled down instead of refused."""

from __future__ import annotations

import sys

import cv2
import numpy as np
import pytest

from tabletop_ai.photo import detect, install_hint
from tabletop_ai.photo.markers import PhotoError


def test_a_checkout_is_told_to_install_its_camera_extra() -> None:
    folder = install_hint.checkout_folder()
    assert folder is not None and (folder / "pyproject.toml").is_file()
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
