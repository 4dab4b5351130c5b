"""packaging/launcher.py, the frozen programs' entry point: a windowed build that has no
console streams gets harmless ones, so argparse and print can never crash the window."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from tests.conftest import ROOT


def _launcher() -> ModuleType:
    spec = importlib.util.spec_from_file_location("launcher", ROOT / "packaging" / "launcher.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # __name__ != "__main__": defines, does not run
    return module


@pytest.mark.skipif(sys.platform == "win32", reason="Windows would attach to the console")
def test_missing_streams_are_replaced_and_writable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    _launcher()._give_windowed_build_streams()
    assert sys.stdout is not None and sys.stderr is not None
    print("usage: tabletop-ai ...")  # what argparse does on a bad option
    sys.stderr.write("tabletop-ai: error\n")
    sys.stdout.close()  # the os.devnull sink; monkeypatch puts the real streams back


def test_present_streams_are_left_alone() -> None:
    out, err = sys.stdout, sys.stderr
    _launcher()._give_windowed_build_streams()
    assert sys.stdout is out and sys.stderr is err
