"""Every file and setting the app reads is guarded (tests of the guarded readers)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest


def make_fifo(path: Path) -> Path:
    """A named pipe at ``path`` with no writer: opening it to read would wait for ever.
    Skipped where the file system has none (Windows)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("Windows has no named pipes in its file system")
    os.mkfifo(path)
    assert stat.S_ISFIFO(path.stat().st_mode)
    return path
