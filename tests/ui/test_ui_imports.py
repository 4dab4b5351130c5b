"""The window's modules import each other one way (Orange: model, scene and editor apart):
no import circle among the modules of ``ui/``, and no panel, view or action imports the main
window — they are given a :class:`~tabletop_ai.ui.editor.context.BoardContext` instead.
Read from the sources (ast), counting imports inside functions and ``TYPE_CHECKING`` too."""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

import tabletop_ai

SRC = Path(tabletop_ai.__file__).parent
UI = SRC / "ui"


def _module(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ui_import_graph() -> nx.DiGraph:
    """Module -> the ``tabletop_ai.ui`` modules it imports (a package's ``__init__`` counts
    as the package)."""
    modules = {_module(p): p for p in UI.rglob("*.py")}
    graph = nx.DiGraph()
    for name, path in modules.items():
        graph.add_node(name)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            for t in targets:
                if t in modules and t != name and t != "tabletop_ai.ui":
                    graph.add_edge(name, t)
    return graph


def test_the_window_has_no_import_circle() -> None:
    circles = [sorted(c) for c in nx.strongly_connected_components(ui_import_graph()) if len(c) > 1]
    assert circles == []


def test_no_panel_imports_the_main_window() -> None:
    graph = ui_import_graph()
    importers = sorted(graph.predecessors("tabletop_ai.ui.shell.main_window"))
    # only the shell's own start-up helpers build a main window
    assert all(m.startswith("tabletop_ai.ui.shell.") for m in importers), importers
    for folder in ("editor", "plan", "capture", "games"):
        assert not [m for m in importers if m.startswith(f"tabletop_ai.ui.{folder}")]
