"""``tabletop-ai screenshot FILE OUT.png [--activate GROUP]``: render the real window
offscreen to a PNG, for documentation and for checking the window without a screen."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget

from tabletop_ai.board.errors import unknown_group
from tabletop_ai.ui.panels import DocumentOpener
from tabletop_ai.ui.texts import translate


def _cannot_write(out: str | Path) -> str:
    """The refusal of a screenshot file that could not be saved, in the chosen language."""
    return translate("screenshot", "cannot write {file}").format(file=out)


def _resize(window: QWidget, size: tuple[int, int]) -> bool:
    """Give the window ``size``; False (and why, on stderr) when it is below the window's
    minimum size, which would clip what the screenshot is meant to show."""
    least = window.minimumSizeHint()
    if size[0] < least.width() or size[1] < least.height():
        too_small = translate(
            "screenshot", "--size {w}x{h} is smaller than the window's minimum {mw}x{mh}"
        ).format(w=size[0], h=size[1], mw=least.width(), mh=least.height())
        print(f"tabletop-ai: {too_small}", file=sys.stderr)
        return False
    window.resize(*size)
    return True


def _app() -> QApplication:
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(["tabletop-ai"])
    assert isinstance(app, QApplication)
    return app


def screenshot(
    file: str,
    out: str,
    activate: str | None = None,
    size: tuple[int, int] = (1280, 800),
    lang: str | None = None,
) -> int:
    """Open ``file`` in the window, optionally activate a group, save the window as ``out``.
    Returns the exit status (0, or 2 with a message naming the problem)."""
    app = _app()
    from tabletop_ai.ui.panels import document_opener
    from tabletop_ai.ui.shell.main_window import MainWindow
    from tabletop_ai.ui.shell.settings import install_language, use_settings_dir

    install_language(app, lang or "system")  # the window's words too, not only the core's
    doc_open = document_opener(file)
    if doc_open is not None:
        return _document_screenshot(app, doc_open, file, out, activate, size)

    with tempfile.TemporaryDirectory(prefix="tabletop-ai-shot-") as tmp:
        use_settings_dir(tmp)  # never touch the user's settings or recent files
        window = MainWindow(interactive=False, remember=False)
        try:
            if not window.open_path(file):
                print(
                    f"tabletop-ai: {getattr(window, 'last_error', file)}".splitlines()[0],
                    file=sys.stderr,
                )
                return 2
            window.show()
            app.processEvents()
            if not _resize(window, size):
                return 2
            app.processEvents()
            window.view.fit()
            if activate is not None:
                if window.doc.board.find_group(activate) is None:
                    ids = (g.id for g in window.doc.board.groups)
                    refusal = unknown_group(Path(file).name, ids, activate)
                    print(f"tabletop-ai: {refusal!s}", file=sys.stderr)
                    return 2
                window.activate_group(activate)
            # let the dock layout settle at the new size (tab bars of tabbed docks move late)
            for _ in range(3):
                app.processEvents()
                lay = window.layout()
                if lay is not None:
                    lay.activate()
            image = window.grab()
            if not image.save(out):
                print(f"tabletop-ai: {_cannot_write(out)}", file=sys.stderr)
                return 2
        finally:
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0


def _document_screenshot(
    app: QApplication,
    doc_open: DocumentOpener,
    file: str,
    out: str,
    activate: str | None,
    size: tuple[int, int],
) -> int:
    """A game's own kind of file (a table): its window; ``--activate`` makes no sense
    there."""
    from tabletop_ai.ui.shell.settings import use_settings_dir

    if activate is not None:
        no_groups = translate(
            "screenshot", "{file} is not a board: it has no groups to activate"
        ).format(file=Path(file).name)
        print(f"tabletop-ai: {no_groups}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="tabletop-ai-shot-") as tmp:
        use_settings_dir(tmp)
        window = doc_open(file, interactive=False, remember=False)
        if window is None:
            return 2  # the opener said why
        try:
            if not _resize(window, size):
                return 2
            app.processEvents()
            if not window.grab().save(out):
                print(f"tabletop-ai: {_cannot_write(out)}", file=sys.stderr)
                return 2
        finally:
            window.close()
            window.deleteLater()
            app.processEvents()
    return 0
