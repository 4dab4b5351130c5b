"""packaging/constraints.txt pins every dependency a release installs: each requirement of
pyproject.toml (the app and its extras) has exactly one pin, inside its range, and so does
every distribution those pull in that this environment has installed; the pre-commit hooks
run the pinned ruff."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.conftest import ROOT

CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
EXTRAS = ("camera", "test", "dev")


def pins() -> dict[str, str]:
    """Name (canonical) -> pinned version; fails on anything but ``name==version``."""
    out: dict[str, str] = {}
    for n, line in enumerate(CONSTRAINTS.read_text(encoding="utf-8").splitlines(), 1):
        text = line.split("#", 1)[0].strip()
        if not text:
            continue
        m = re.fullmatch(r"([A-Za-z0-9._-]+)==([A-Za-z0-9.+!-]+)", text)
        assert m, f"constraints.txt:{n}: {line!r} is not name==version"
        name = canonicalize_name(m[1])
        assert name not in out, f"constraints.txt:{n}: {m[1]} pinned twice"
        out[name] = m[2]
    return out


def project_requirements() -> list[Requirement]:
    """The requirements of pyproject.toml: the app's and its extras' (not the self-references)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = list(project["dependencies"])
    for extra in EXTRAS:
        texts += project["optional-dependencies"][extra]
    reqs = [Requirement(t) for t in texts]
    return [r for r in reqs if canonicalize_name(r.name) != "tabletop-ai"]


def test_every_requirement_is_pinned_inside_its_range() -> None:
    pinned = pins()
    for req in project_requirements():
        name = canonicalize_name(req.name)
        assert name in pinned, f"{req.name} is not pinned in packaging/constraints.txt"
        assert req.specifier.contains(pinned[name], prereleases=True), (
            f"{req.name}=={pinned[name]} is outside pyproject.toml's {req}"
        )
        for extra in req.extras:  # e.g. pytiled-parser[zstd]: the extra's own requirements
            for dep in metadata.requires(req.name) or []:
                r = Requirement(dep)
                if r.marker is not None and r.marker.evaluate({"extra": extra}):
                    assert canonicalize_name(r.name) in pinned, f"{req.name}[{extra}]: {r.name}"


def test_python_3_11_stays_off_pyside6_6_12() -> None:
    # PySide6 6.12.0 on CPython 3.11 aborts after ~5,000 calls of Qt methods returning None.
    pinned = pins()
    for name in ("pyside6-essentials", "pyside6-addons", "shiboken6"):
        assert pinned[name].startswith("6.11."), name


def test_what_the_installed_requirements_pull_in_is_pinned() -> None:
    # Walk the requirements of this environment's tabletop-ai with every extra, on this
    # platform: each distribution reached must be pinned (those not installed here, such as
    # the dev tools in a test-only venv, are checked by name and not followed further).
    pinned = pins()
    todo = project_requirements()
    seen: set[str] = set()
    while todo:
        req = todo.pop()
        name = canonicalize_name(req.name)
        if name in seen:
            continue
        seen.add(name)
        assert name in pinned, f"{req.name} is installed but not pinned in constraints.txt"
        try:
            requires = metadata.requires(req.name) or []
        except metadata.PackageNotFoundError:
            continue
        for dep in requires:
            r = Requirement(dep)
            envs = [{"extra": e} for e in ("", *req.extras)]
            if r.marker is None or any(r.marker.evaluate(env) for env in envs):
                todo.append(r)
    assert {"numpy", "shiboken6", "attrs", "zstd"} <= seen


def test_the_pre_commit_hooks_use_the_pinned_ruff() -> None:
    config = (ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    versions = set(re.findall(r'"ruff==([^"]+)"', config))
    assert versions == {pins()["ruff"]}, "pin the same ruff in .pre-commit-config.yaml"
    assert {"id: ruff-check", "id: ruff-format"} <= {
        line.strip().removeprefix("- ") for line in config.splitlines()
    }
