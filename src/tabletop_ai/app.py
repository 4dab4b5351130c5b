"""Starting the window: ``tabletop-ai``, ``tabletop-ai FILE`` and ``tabletop-ai --self-test``.
A ``.table.json`` FILE opens the table window (table mode) instead of the board window.

First start opens the bundled demo; later starts the last board (or an autosave left by a
crash, after asking).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop_ai.i18n import Msg

#: set (to anything) to print ``startup-probe WALL_CLOCK CPU_SECONDS`` once the window has
#: painted for the first time and quit: what ``benchmarks/speed.py`` times as the window's
#: start-up
STARTUP_PROBE = "TABLETOP_AI_STARTUP_PROBE"


def run_app(argv: list[str]) -> int:
    """Run the window; returns the process exit status."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tabletop_ai import __version__
    from tabletop_ai.i18n import LANGUAGES, msg, printable
    from tabletop_ai.resources import app_icon_files
    from tabletop_ai.ui.shell import settings as prefs

    self_test = "--self-test" in argv
    # ``--lang CODE`` or ``--lang=CODE``: this run only, Preferences keep their choice
    lang, argv = take_lang(argv)
    if lang is not None and lang != "system" and lang not in LANGUAGES:
        choices = ", ".join(["system", *LANGUAGES])
        return _refuse(msg("--lang takes {choices}", choices=choices), None)
    files = [a for a in argv if not a.startswith("-")]
    unknown = [a for a in argv if a.startswith("-") and a != "--self-test"]
    if unknown:
        return _refuse(
            msg(
                "unknown option {option} (see tabletop-ai --help)",
                option=printable(unknown[0]),
            ),
            lang,
        )
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "tabletop-ai"])
    assert isinstance(app, QApplication)
    app.setOrganizationName(prefs.ORGANIZATION)
    app.setApplicationName(prefs.APPLICATION)
    app.setApplicationVersion(__version__)
    prefs.install_language(app, lang)
    icon = QIcon()
    for f in app_icon_files():
        icon.addFile(str(f))
    app.setWindowIcon(icon)
    from tabletop_ai.ui.panels import document_opener
    from tabletop_ai.ui.shell.file_open import FileOpenFilter

    opener = FileOpenFilter(app)  # macOS: Finder sends documents as events, not argv
    app.installEventFilter(opener)

    if self_test:
        from tabletop_ai.ui.plan.controller import start_planning_process

        # the planning process the self-test also checks boots (a second interpreter, or
        # the frozen executable again) while this one builds the window
        start_planning_process()
        from tabletop_ai.ui.shell.self_test import run_self_test

        try:
            ok, message = run_self_test()
        except Exception as exc:  # the self-test reports, it never crashes
            ok, message = False, f"self-test crashed: {type(exc).__name__}: {exc}"
        print(message if ok else f"tabletop-ai: {message}", file=sys.stdout if ok else sys.stderr)
        return 0 if ok else 1

    first = document_opener(files[0]) if files else None
    if first is not None:  # a game's own kind of file (a table): a window of its own
        if first(files[0]) is None:
            return 2

        def open_document(p: str) -> None:
            doc_open = document_opener(p)
            if doc_open is not None:
                doc_open(p)

        opener.set_handler(open_document)
        return int(app.exec())

    from tabletop_ai.ui.shell.main_window import MainWindow, open_start_board

    window = MainWindow()
    window.show()
    open_start_board(window, files[0] if files else None)

    def open_from_os(path: str) -> None:
        if document_opener(path) is not None or window.maybe_save():
            window.open_path(path)

    opener.set_handler(open_from_os)
    window.controller.warm_up()
    if os.environ.get(STARTUP_PROBE):
        from tabletop_ai.ui.shell.painted import after_first_paint

        after_first_paint(window.view.viewport(), _report_start_up)
    return int(app.exec())


def lang_option(arg: str) -> tuple[bool, str | None]:
    """Whether ``arg`` is ``--lang`` as argparse reads it on the command line, and its value
    when it is joined by ``=`` (``--lang=uk``; None for ``--lang uk``, whose value is the
    next argument). argparse takes an option's name or any prefix of it that names no other
    option: ``--l``, ``--la`` and ``--lan`` are ``--lang`` (the other options,
    ``--help`` and ``--version``, start with other letters), so the window takes them too."""
    name, eq, value = arg.partition("=")
    if len(name) > 2 and "--lang".startswith(name):
        return True, (value if eq else None)
    return False, None


def take_lang(argv: Sequence[str]) -> tuple[str | None, list[str]]:
    """The window's ``--lang`` value and ``argv`` without it, in either of argparse's forms
    (``--lang CODE``, ``--lang=CODE``) and its abbreviations (:func:`lang_option`); as with
    argparse the last one given counts. None when there is none; ``""`` when ``--lang``
    ends ``argv`` with no value. The value is not checked here."""
    lang: str | None = None
    rest: list[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        is_lang, value = lang_option(a)
        if is_lang and value is None:
            lang = argv[i + 1] if i + 1 < len(argv) else ""
            i += 2
            continue
        if is_lang:
            lang = value
        else:
            rest.append(a)
        i += 1
    return lang, rest


def _refuse(message: Msg, lang: str | None) -> int:
    """Print ``message`` (a refusal of the command line) and return exit status 2. It is
    worded in ``lang`` (a valid ``--lang``), else in the language the window would start in:
    the one chosen in Preferences, whose default is the system's."""
    from tabletop_ai import i18n
    from tabletop_ai.ui.shell import settings as prefs

    i18n.install(lang or prefs.language())
    print(f"tabletop-ai: {message!s}", file=sys.stderr)
    return 2


def _report_start_up() -> None:
    """The window is on screen, painted (:data:`STARTUP_PROBE`): report the time and quit."""
    from PySide6.QtWidgets import QApplication

    print(f"startup-probe {time.time():.6f} {time.process_time():.6f}", flush=True)
    QApplication.quit()
