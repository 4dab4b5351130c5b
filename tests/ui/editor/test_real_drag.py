"""With a real X server (Xvfb and xdotool installed), real mouse input: a roster entry dragged
onto the board with a real ``QDrag``, a figure dragged on the board. Skipped elsewhere."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.ui.conftest import DEMO

HERE = Path(__file__).resolve().parent
pytestmark = pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"
)


def test_real_mouse_drags(tmp_path: Path) -> None:
    number = 90 + os.getpid() % 50
    while Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    display = f":{number}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1400x900x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        socket = Path(f"/tmp/.X11-unix/X{number}")
        deadline = time.time() + 15
        while not socket.exists() and time.time() < deadline:
            time.sleep(0.1)
        assert socket.exists(), "Xvfb did not start"
        env = dict(
            os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPATH=str(HERE.parents[2])
        )
        res = subprocess.run(
            [
                sys.executable,
                str(HERE / "real_drag_script.py"),
                str(DEMO),
                str(tmp_path / "settings"),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=90,
        )
        if "is needed to load the qt xcb platform plugin" in res.stderr.lower():
            pytest.skip("the xcb platform plugin's libraries are missing")
        assert res.stdout.strip(), res.stderr
        out = json.loads(res.stdout.strip().splitlines()[-1])
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert out["platform"] == "xcb"
    assert out["added"] == [["player", [8, 3]]]
    assert out["duelist"] == [8, 8]
    assert out["steps"] == ["Add Hero 1 at [8,3]", "Move Duelist to [8,8]"]
