"""``python -m tabletop_ai`` and the ``tabletop-ai`` console script."""

from __future__ import annotations

import atexit
import os
import sys

from tabletop_ai.cli import main as _cli_main
from tabletop_ai.cli import read_only


def _end_now(code: int) -> None:
    """End the process after a read-only command (``plan``, ``validate``, ``groups``):
    run the exit handlers and flush the output as the interpreter would, then skip its
    teardown — freeing every object one by one, a final collection, module clean-up —
    which costs ~10 ms, an eighth of ``tabletop-ai plan`` on a small board (issue 12;
    Instagram's "Dismissing Python Garbage Collection at Instagram" ends its processes the
    same way). Returns (the interpreter ends as usual) under a profiler or tracer, which
    write their results later, and when an output stream cannot be flushed but for a
    reader gone away (``tabletop-ai plan ... | head``: no error of ours, as in
    :func:`main`). A read-only command starts no thread and no process to wait for."""
    if sys.getprofile() is not None or sys.gettrace() is not None:
        return
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        if stream is None:
            continue
        try:
            stream.flush()
        except BrokenPipeError:
            code = 0 if stream is sys.stdout else code
        except (OSError, ValueError):
            return
    os._exit(code)


def main() -> None:
    try:
        code = _cli_main()
        if read_only(sys.argv[1:]):
            _end_now(code)
    except BrokenPipeError:
        # the reader went away (``tabletop-ai plan ... | head``): not an error of ours
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        code = 0
    except KeyboardInterrupt:
        code = 130
    sys.exit(code)


def main_gui() -> None:
    """GUI entry point (no console window on Windows)."""
    sys.exit(_cli_main())


if __name__ == "__main__":
    main()
