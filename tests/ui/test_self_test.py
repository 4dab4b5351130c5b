"""``tabletop-ai --self-test`` passes on a good install and fails when the overlay is not
drawn or the demo is missing (packaging relies on it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop_ai import resources
from tabletop_ai.cli import main
from tabletop_ai.ui.plan_items import PlanOverlay
from tabletop_ai.ui.self_test import run_self_test


def test_self_test_passes(qtbot: object, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--self-test"]) == 0
    assert "self-test passed" in capsys.readouterr().out


def test_self_test_fails_when_the_path_is_not_painted(
    qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    def paint_nothing(
        self: PlanOverlay,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        return None

    monkeypatch.setattr(PlanOverlay, "paint", paint_nothing)
    ok, message = run_self_test()
    assert not ok and "not visible" in message


def test_self_test_fails_without_the_demo(
    qtbot: object,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(resources, "_package_root", lambda: tmp_path)  # a package without maps/
    assert main(["--self-test"]) == 1
    assert "demo board" in capsys.readouterr().err


def test_the_demo_is_found_in_the_package_data(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Wherever importlib.resources says the package is (a checkout, site-packages, the frozen
    # app's _internal/tabletop_ai: packaging/check-bundle.sh checks that one for real).
    maps = tmp_path / "data" / "maps"
    maps.mkdir(parents=True)
    (maps / resources.DEMO_BOARD).write_text("{}")
    monkeypatch.setattr(resources, "_package_root", lambda: tmp_path)
    assert resources.demo_board() == maps / resources.DEMO_BOARD


def test_the_bundled_files_are_package_data_in_one_copy() -> None:
    # importlib.resources finds them inside the package; no second copy at the top level.
    from tests.conftest import MAPS, ROOT

    maps = resources.maps_dir()
    assert maps is not None and maps.resolve() == MAPS.resolve()
    assert [p.name for p in resources.bundled_maps()] == sorted(p.name for p in MAPS.glob("*.json"))
    assert not (ROOT / "maps").exists() and not (ROOT / "assets").exists()


def test_the_app_icon_is_found() -> None:
    files = resources.app_icon_files()
    assert files and all(f.name.startswith("tabletop-ai-") for f in files)


def test_about_names_the_version() -> None:
    from tabletop_ai import __version__
    from tabletop_ai.ui.about import about_text

    assert f"Tabletop AI {__version__}" in about_text()
