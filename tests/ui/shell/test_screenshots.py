"""Screenshots of the main views, written to ``build/screenshots/`` for people to look at:
the square demo with a plan, the hex demo with a plan, map editing. The test checks the
images exist and are not blank; the eyes check the rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tabletop_ai.cli import main
from tabletop_ai.geometry import Cell
from tabletop_ai.ui.shell.main_window import MainWindow
from tests.ui.conftest import DEMO, HEX_DEMO, SHOTS, cell_point, drag


def _save(w: MainWindow, name: str) -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()
    out = SHOTS / name
    assert w.grab().save(str(out))
    return out


def _colours(path: Path) -> int:
    img = QImage(str(path))
    seen = set()
    for y in range(0, img.height(), 7):
        for x in range(0, img.width(), 7):
            seen.add(img.pixel(x, y))
    return len(seen)


def test_square_demo_with_plan(window: MainWindow) -> None:
    window.activate_group("troopers")
    out = _save(window, "square-demo-plan.png")
    window.plan_panel.step(+1)
    out2 = _save(window, "square-demo-plan-figure1.png")
    assert _colours(out) > 20 and _colours(out2) > 20


def test_hex_demo_with_plan(window: MainWindow) -> None:
    assert window.open_path(HEX_DEMO)
    window.activate_group("skirmishers")
    out = _save(window, "hex-demo-plan.png")
    window.activate_group("army")
    window.plan_panel.step(+1)
    out2 = _save(window, "hex-demo-retreat.png")
    assert _colours(out) > 20 and _colours(out2) > 20


def test_map_editing(window: MainWindow) -> None:
    window.tools_bar.show()
    window.tools.choose("paint", "difficult")
    drag(
        window,
        [
            cell_point(window, Cell(9, 10)),
            cell_point(window, Cell(10, 10)),
            cell_point(window, Cell(11, 10)),
        ],
    )
    window.tools.choose("edges", "door-closed")
    (x0, y0), (x1, y1) = window.doc.layout.edge_to_scene(Cell(8, 2), Cell(8, 3))
    at = window.view.mapFromScene(QPointF((x0 + x1) / 2, (y0 + y1) / 2 - 2))
    drag(window, [at])
    window.tools.choose("edges", "wall")
    window.view.mode.hover(QPointF((x0 + x1) / 2 + 48, (y0 + y1) / 2 - 2))  # type: ignore[union-attr]
    out = _save(window, "map-editing.png")
    assert window.doc.board.door(Cell(8, 2), Cell(8, 3)) is not None
    assert _colours(out) > 20


def test_screenshot_command(tmp_path: Path, qtbot: object) -> None:
    out = tmp_path / "shot.png"
    assert (
        main(["screenshot", str(DEMO), str(out), "--activate", "guards", "--size", "1024x700"]) == 0
    )
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1024, 700)
    assert main(["screenshot", str(DEMO), str(tmp_path / "x.png"), "--activate", "nobody"]) == 2
    # a size that is no window: refused before anything is drawn, nothing written
    for size in ("0x700", "99999x99999", "wide"):
        assert main(["screenshot", str(DEMO), str(tmp_path / "y.png"), "--size", size]) == 2
    assert not (tmp_path / "y.png").exists()


def test_screenshot_refusals_in_the_chosen_language(
    tmp_path: Path, qtbot: object, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--activate`` naming no group, and a file that cannot be written, are refused in
    the language of ``--lang``, as the rest of the command line."""
    from tabletop_ai.board import load_board
    from tabletop_ai.board.errors import unknown_group
    from tabletop_ai.ui.shell import settings as prefs
    from tabletop_ai.ui.texts import translate

    groups = [g.id for g in load_board(DEMO).groups]
    bad = tmp_path / "no such folder" / "x.png"
    try:
        args = ["--lang", "uk", "screenshot", str(DEMO), str(tmp_path / "x.png")]
        assert main([*args, "--activate", "nobody"]) == 2
        refusal = unknown_group(DEMO.name, groups, "nobody")
        assert str(refusal) != refusal.english()
        assert capsys.readouterr().err == f"tabletop-ai: {refusal!s}\n"
        assert main(["--lang", "uk", "screenshot", str(DEMO), str(bad)]) == 2
        unwritten = translate("screenshot", "cannot write {file}")
        assert unwritten != "cannot write {file}"
        assert capsys.readouterr().err.endswith(f"tabletop-ai: {unwritten.format(file=bad)}\n")
    finally:
        prefs.install_language(QApplication.instance(), "en")
