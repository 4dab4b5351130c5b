"""``tabletop-ai --self-test`` passes on a good install and fails when the overlay is not
drawn or the demo is missing (packaging relies on it)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from tabletop_ai import resources
from tabletop_ai.cli import main
from tabletop_ai.ui.plan.items import PlanOverlay
from tabletop_ai.ui.shell.self_test import run_self_test


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
    monkeypatch.setattr(resources, "_files", lambda package: tmp_path)  # an empty maps package
    assert main(["--self-test"]) == 1
    assert "demo board" in capsys.readouterr().err


def test_self_test_fails_without_the_window_icon(
    qtbot: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(resources, "ASSETS_PACKAGE", "tabletop_ai.no_such_package")
    assert main(["--self-test"]) == 1
    assert "window icon" in capsys.readouterr().err


def test_a_build_without_the_maps_package_has_no_demo(monkeypatch: pytest.MonkeyPatch) -> None:
    # A wheel built without setup.py's mapping (or an editable install made before it).
    monkeypatch.setattr(resources, "MAPS_PACKAGE", "tabletop_ai.no_such_package")
    assert resources.demo_board() is None and resources.bundled_maps() == []


def test_the_demo_is_found_in_the_package_data(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Wherever importlib.resources says the package is (a checkout, site-packages, the frozen
    # app's _internal/tabletop_ai: packaging/check-bundle.sh checks that one for real).
    (tmp_path / resources.DEMO_BOARD).write_text("{}")
    asked: list[str] = []
    monkeypatch.setattr(resources, "_files", lambda package: asked.append(package) or tmp_path)
    assert resources.demo_board() == tmp_path / resources.DEMO_BOARD
    assert asked and set(asked) == {"tabletop_ai.bundled_maps"}


def test_the_installed_maps_are_the_top_level_maps_folder() -> None:
    # One copy, in maps/: whatever the install (editable: that very folder; a wheel, the
    # sdist: a copy in site-packages made by the build), the package holds the same files.
    from tests.conftest import MAPS, ROOT

    assert MAPS == ROOT / "maps"
    installed = resources.bundled_maps()
    shipped = sorted(MAPS.glob("*.json"))
    assert [p.name for p in installed] == [p.name for p in shipped] and installed
    for got, want in zip(installed, shipped, strict=True):
        assert got.read_bytes() == want.read_bytes(), got
    assert not (ROOT / "src" / "tabletop_ai" / "data" / "maps").exists()
    assert not (ROOT / "src" / "tabletop_ai" / "assets").exists()


def test_the_layout_names_the_packages_resources_reads() -> None:
    # setup.py maps the folders to the package names resources.py asks importlib for.
    from tests.conftest import ROOT

    spec = importlib.util.spec_from_file_location(
        "package_data", ROOT / "packaging" / "package_data.py"
    )
    assert spec is not None and spec.loader is not None
    package_data = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(package_data)
    assert package_data.data_packages() == {
        resources.MAPS_PACKAGE: "maps",
        resources.ASSETS_PACKAGE: "assets",
    }
    inside = package_data.package_files()
    assert inside["tabletop_ai/bundled_maps/outpost-raid.board.json"] == ROOT / "maps" / (
        "outpost-raid.board.json"
    )
    assert "tabletop_ai/assets/icons/tabletop-ai-256.png" in inside


def test_the_app_icon_is_found() -> None:
    files = resources.app_icon_files()
    assert files and all(f.name.startswith("tabletop-ai-") for f in files)


def test_about_names_the_version() -> None:
    from tabletop_ai import __version__
    from tabletop_ai.ui.shell.about import about_text

    assert f"Tabletop AI {__version__}" in about_text()


@pytest.mark.usefixtures("english_again")
def test_self_test_in_ukrainian_checks_qt_and_app_words(qtbot: object) -> None:
    """``--lang uk --self-test`` (run on the frozen app by packaging/check-bundle.sh) fails
    when Qt's own catalogue (qtbase_uk.qm, its dialogs' buttons) is not loaded."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from tabletop_ai.ui.shell import settings as prefs
    from tabletop_ai.ui.shell.self_test import language_problems

    assert language_problems() == []  # English: nothing to look for
    assert prefs.install_language(QApplication.instance(), "uk") == "uk"
    assert language_problems() == []
    qt_words = prefs._installed[0]  # Qt's catalogue is installed first
    QCoreApplication.removeTranslator(qt_words)  # type: ignore[arg-type]
    try:
        problems = language_problems()
    finally:
        QCoreApplication.installTranslator(qt_words)  # type: ignore[arg-type]
    assert len(problems) == 1 and problems[0].startswith(
        "Qt's own words are in English: no qtbase_uk.qm in"
    )
