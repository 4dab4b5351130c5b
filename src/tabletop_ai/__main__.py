"""``python -m tabletop_ai`` and the ``tabletop-ai`` console script."""

from __future__ import annotations

import sys

from tabletop_ai.cli import main as _cli_main


def main() -> None:
    sys.exit(_cli_main())


def main_gui() -> None:
    """GUI entry point (no console window on Windows)."""
    sys.exit(_cli_main())


if __name__ == "__main__":
    main()
