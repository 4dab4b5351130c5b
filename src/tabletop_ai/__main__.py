"""``python -m tabletop_ai`` and the ``tabletop-ai`` console script."""

from __future__ import annotations

import os
import sys

from tabletop_ai.cli import main as _cli_main


def main() -> None:
    try:
        code = _cli_main()
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
