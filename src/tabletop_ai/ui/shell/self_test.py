"""``tabletop-ai --self-test``: open the bundled demo in the real window, activate a group,
and check that what the window drew is the plan the core returns; in a language other than
English (``--lang uk --self-test``), that both Qt's own words and the app's are in it.
Packaging runs it on the frozen app, so a missing data file, catalogue or Qt plugin fails
the build."""

from __future__ import annotations

import time

from PySide6.QtCore import QLibraryInfo, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from tabletop_ai import i18n
from tabletop_ai.board import load_board
from tabletop_ai.engine import Plan
from tabletop_ai.resources import app_icon_files, demo_board
from tabletop_ai.rulesets import plan_group
from tabletop_ai.ui.editor import style
from tabletop_ai.ui.editor.units import cell_unit
from tabletop_ai.ui.plan.drawing import PlanDrawing
from tabletop_ai.ui.shell.main_window import MainWindow
from tabletop_ai.ui.texts import translate


def drawing_problems(drawing: PlanDrawing | None, plan: Plan) -> list[str]:
    """Differences between an overlay and a plan (paths, ends, alternatives, targets)."""
    if drawing is None:
        return ["nothing was drawn"]
    out = []
    if [f.figure for f in drawing.figures] != [fp.figure for fp in plan.figures]:
        out.append(
            f"figures drawn {[f.figure for f in drawing.figures]} but planned "
            f"{[fp.figure for fp in plan.figures]}"
        )
        return out
    for fd, fp in zip(drawing.figures, plan.figures, strict=True):
        want_path = [fp.start]
        for a in fp.actions:
            for c in a.path or []:
                if c != want_path[-1]:
                    want_path.append(c)
        if fd.path != want_path:
            out.append(f"{fp.figure}: path drawn {fd.path} but planned {want_path}")
        if fd.end != fp.end:
            out.append(f"{fp.figure}: end drawn {fd.end} but planned {fp.end}")
        alts = [c for a in fp.actions for c in (a.alternatives or [])]
        if fd.alternatives != alts:
            out.append(f"{fp.figure}: alternatives drawn {fd.alternatives} but planned {alts}")
        targets = []
        for a in fp.actions:
            if a.target and not a.skipped and a.los is not None and a.target not in targets:
                targets.append(a.target)
        if fd.targets != targets:
            out.append(f"{fp.figure}: targets drawn {fd.targets} but planned {targets}")
    return out


def _painted_colour(window: MainWindow, point: tuple[float, float]) -> QColor:
    """The colour the scene paints just right of the middle of a numbered step disc,
    rendered at twice the scene scale."""
    r = cell_unit(window.doc.layout) * 0.16
    x, y = point[0] + r * 0.6, point[1]
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    window.scene.render(painter, QRectF(0, 0, 64, 64), QRectF(x - 16, y - 16, 32, 32))
    painter.end()
    return QColor(image.pixel(32, 32))


def language_problems() -> list[str]:
    """What of the installed language is missing: Qt's own words (its dialogs' buttons,
    from ``qtbase_<code>.qm`` in Qt's translations folder) and the app's (its catalogue).
    Nothing is missing in English, the language of the sources."""
    code = i18n.language()
    if code == "en":
        return []
    problems = []
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    try:
        if box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Cancel":
            folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            problems.append(f"Qt's own words are in English: no qtbase_{code}.qm in {folder}")
    finally:
        box.deleteLater()
    if translate("menus", "&File") == "&File":
        problems.append(f"the app's words are in English: {i18n.catalogue(code).name} not loaded")
    return problems


def run_self_test() -> tuple[bool, str]:
    """(passed, message)."""
    missing = language_problems()
    if missing:
        return False, "; ".join(missing)
    demo = demo_board()
    if demo is None:
        return False, (
            "the bundled demo board (outpost-raid.board.json of tabletop_ai.bundled_maps, the"
            " checkout's maps/) is not installed; in a checkout, run pip install -e . again"
        )
    if not app_icon_files():
        return False, (
            "the window icon (assets/icons of tabletop_ai.assets, the checkout's assets/) is not"
            " installed; in a checkout, run pip install -e . again"
        )
    board = load_board(demo)
    if not board.groups:
        return False, f"{demo.name} has no groups"
    group = board.groups[0].id
    window = MainWindow(interactive=False, remember=False)
    try:
        if not window.open_path(demo):
            return False, getattr(window, "last_error", f"could not open {demo}")
        window.resize(1280, 800)
        window.show()
        QApplication.processEvents()
        plan = window.activate_group(group)
        QApplication.processEvents()
        expected = plan_group(board, group)
        if plan is None:
            return False, f"activating {group} gave no plan"
        if plan.to_json() != expected.to_json():
            return False, "the window's plan differs from plan_group's"
        problems = drawing_problems(window.scene.drawing, expected)
        if problems:
            return False, "; ".join(problems)
        # the first numbered step must really be painted in the path colour
        fd = (
            next((f for f in window.scene.drawing.figures if len(f.points) > 1), None)
            if window.scene.drawing
            else None
        )
        if fd is not None:
            got = _painted_colour(window, fd.points[1])
            want = style.PATH
            if (
                max(
                    abs(got.red() - want.red()),
                    abs(got.green() - want.green()),
                    abs(got.blue() - want.blue()),
                )
                > 40
            ):
                return False, (
                    f"the path of {fd.figure} is not visible: pixel {got.name()} "
                    f"where {want.name()} was expected"
                )
        # the same plan from the planning process (a spawned child: in the frozen app this
        # checks multiprocessing.freeze_support and the bundle's copy of the engine)
        answers: list[object] = []
        window.controller.plan_ready.connect(answers.append)
        window.activate_group(group, wait=False)
        deadline = time.monotonic() + 60
        while not answers and time.monotonic() < deadline:
            QApplication.processEvents()
            time.sleep(0.005)
        background = answers[-1] if answers else None
        if not isinstance(background, Plan) or background.to_json() != expected.to_json():
            return False, (
                "the planning process gave no plan"
                if background is None
                else "the planning process's plan differs from plan_group's"
            )
        n = len(expected.figures)
        return True, (
            f"self-test passed: {demo.name}, group {group}, {n} figures planned "
            f"and drawn, in the window and in the planning process; language: "
            f"{i18n.LANGUAGES.get(i18n.language(), i18n.language())}"
        )
    finally:
        window.close()
        window.deleteLater()
