"""The layering, checked from the import graph of the sources (ast), not from a hand list of
modules: every package of ``tabletop_ai`` sits in one layer, and no module imports a package
of a higher layer (nor one in its own layer but another package, unless that package is
listed below it). Also: every core module imports on its own, in a fresh interpreter, and
``import tabletop_ai.engine`` imports no rule set and no Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

import tabletop_ai

SRC = Path(tabletop_ai.__file__).parent

#: bottom to top; a package may import packages of its own layer only where noted in
#: SAME_LAYER, and any package of a lower layer
LAYERS: list[set[str]] = [
    {"_version", "resources", "i18n"},  # leaf utilities: they import no other package
    # bundled files, no code (maps/ and assets/ of the checkout; under SRC in a wheel install)
    {"bundled_maps", "assets"},
    {"geometry"},
    {"board"},
    {"maps"},  # other tools' map formats, read into boards
    {"engine"},
    {"gloomhaven", "battlecrest", "imperial", "wargame", "table"},  # the games
    {"photo"},  # a photo of the table -> figure cells (uses engine ops and map pictures)
    {"rulesets"},  # the registry of the games' rule sets
    {"api", "planner_process"},  # the public API; planning in a separate process
    {"ui"},
    {"app"},
    {"cli", "__main__"},
]
SAME_LAYER: set[tuple[str, str]] = {("__main__", "cli")}
TOP = "__init__"  # the package top: lazy re-exports only (checked below)


def _package_of(path: Path) -> str:
    rel = path.relative_to(SRC)
    return rel.parts[0].removesuffix(".py")


def _from_top(name: str) -> str:
    """``from tabletop_ai import name``: a subpackage, or a name the top re-exports (the
    module that defines it is the real dependency)."""
    if (SRC / name).is_dir() or (SRC / f"{name}.py").exists():
        return f"tabletop_ai.{name}"
    if name == "__version__":
        return "tabletop_ai._version"
    lazy: dict[str, str] = tabletop_ai._LAZY  # type: ignore[attr-defined]
    return lazy[name]


def import_graph() -> dict[str, set[tuple[str, str]]]:
    """Package -> {(imported package, importing file)} over every ``import tabletop_ai.X``
    and ``from tabletop_ai.X import ...`` (also inside functions and TYPE_CHECKING)."""
    graph: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for path in SRC.rglob("*.py"):
        pkg = _package_of(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
                if node.module == "tabletop_ai":
                    names = [_from_top(a.name) for a in node.names]
            for n in names:
                parts = n.split(".")
                if parts[0] == "tabletop_ai" and len(parts) > 1 and parts[1] != pkg:
                    graph[pkg].add((parts[1], str(path.relative_to(SRC))))
    return graph


def _layer(pkg: str) -> int:
    for i, layer in enumerate(LAYERS):
        if pkg in layer:
            return i
    raise AssertionError(f"package {pkg!r} is in no layer: add it to LAYERS")


def test_every_package_has_a_layer() -> None:
    pkgs = {_package_of(p) for p in SRC.rglob("*.py")} - {TOP}
    for pkg in pkgs:
        _layer(pkg)


def test_no_package_imports_a_package_above_it() -> None:
    wrong = []
    for pkg, edges in import_graph().items():
        if pkg == TOP:
            continue
        for dep, where in sorted(edges):
            if dep == TOP:
                continue
            if _layer(dep) > _layer(pkg) or (
                _layer(dep) == _layer(pkg) and (pkg, dep) not in SAME_LAYER
            ):
                wrong.append(
                    f"{where} imports tabletop_ai.{dep} (layer {_layer(pkg)} -> {_layer(dep)})"
                )
    assert wrong == []


def test_the_package_top_imports_only_under_type_checking() -> None:
    """``import tabletop_ai`` stays light: at run time it imports only ``_version``."""
    tree = ast.parse((SRC / "__init__.py").read_text(encoding="utf-8"))
    eager = [
        n
        for n in tree.body
        if isinstance(n, (ast.Import, ast.ImportFrom))
        and not (isinstance(n, ast.ImportFrom) and n.module in ("__future__", "typing"))
    ]
    assert [getattr(n, "module", None) for n in eager] == ["tabletop_ai._version"]


def test_the_layer_check_sees_a_violation() -> None:
    """The check can fail: engine importing a game would be caught."""
    assert _layer("gloomhaven") > _layer("engine")
    assert _layer("rulesets") > _layer("imperial")
    assert ("engine", "rulesets") not in SAME_LAYER


MODULES = [
    "tabletop_ai.rulesets",
    "tabletop_ai.engine.rules",
    "tabletop_ai.engine.priority",
    "tabletop_ai.engine.sight",
    "tabletop_ai.gloomhaven.rules",
    "tabletop_ai.imperial.automated_emperor",
    "tabletop_ai.battlecrest.rules",
    "tabletop_ai.wargame.retreat",
    "tabletop_ai.api",
]


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_first(module: str) -> None:
    code = f"import {module}; from tabletop_ai import plan_group; print('ok')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_engine_imports_no_rule_set() -> None:
    """``import tabletop_ai.engine`` loads no game and no registry."""
    code = (
        "import sys, tabletop_ai.engine;"
        "print(sorted(m for m in sys.modules if m.startswith('tabletop_ai.') and "
        "m.split('.')[1] in ('rulesets', 'gloomhaven', 'battlecrest', 'imperial', "
        "'wargame', 'table', 'ui')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_core_imports_no_qt() -> None:
    code = (
        "import sys, tabletop_ai.engine.planner, tabletop_ai.rulesets, tabletop_ai.board;"
        "from tabletop_ai.rulesets import ruleset_names; ruleset_names();"
        "import tabletop_ai; tabletop_ai.load_board;"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
