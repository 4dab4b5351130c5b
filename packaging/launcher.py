"""Entry point of the frozen app: both executables of the PyInstaller bundle run this file.

``TabletopAI`` is the windowed program (Start menu, Dock, file association) and ``tabletop-ai``
is the console program for ``plan`` / ``validate`` / ``groups`` / ``screenshot`` and
``--self-test``. Both run :func:`tabletop_ai.__main__.main`, exactly like the ``tabletop-ai``
script of a pip install.
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def _give_windowed_build_streams() -> None:
    """A windowed Windows executable starts with ``sys.stdout``/``sys.stderr`` set to None.

    When it was started from a terminal, write to that terminal (so ``TabletopAI.exe --version``
    still answers); otherwise write to nowhere, so that argparse's usage messages and stray
    ``print`` calls can never crash the window.
    """
    if sys.stdout is not None and sys.stderr is not None:
        return
    if sys.platform == "win32":
        import ctypes

        attach_parent_process = -1
        if ctypes.windll.kernel32.AttachConsole(attach_parent_process):
            sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
            sys.stderr = sys.stdout
            return
    sink = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stdout = sys.stdout or sink
    sys.stderr = sys.stderr or sink


if __name__ == "__main__":
    multiprocessing.freeze_support()
    _give_windowed_build_streams()
    from tabletop_ai.__main__ import main

    main()  # as the ``tabletop-ai`` script: a broken pipe is no error
