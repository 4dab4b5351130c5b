"""The README is a front door and the docs cannot drift: every relative link in README.md and
docs/ resolves inside the repository (file and heading), the generated tables match what the
code declares, and the README opens with the two set-up commands."""

from __future__ import annotations

import importlib.util
import re
import unicodedata
from pathlib import Path
from types import ModuleType

import pytest

from tests.conftest import ROOT

README = ROOT / "README.md"
DOCS = ROOT / "docs"
#: pages whose links are checked: the README, every docs page, and the other READMEs they link
PAGES = sorted(
    [
        README,
        ROOT / "CONTRIBUTING.md",
        ROOT / "CHANGELOG.md",
        *DOCS.rglob("*.md"),
        ROOT / "packaging" / "README.md",
        *(ROOT / "tests" / "data").rglob("README.md"),
    ]
)
FENCE = re.compile(r"^(```|~~~).*?^\1", re.MULTILINE | re.DOTALL)
LINK = re.compile(r"\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def _gen_docs() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "tools" / "gen_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _prose(text: str) -> str:
    """The page without fenced code blocks and inline code (links there are examples)."""
    text = FENCE.sub("", text)
    return re.sub(r"`[^`\n]*`", "", text)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]|<[^>]+>", "", heading).strip().lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    out = set()
    for line in FENCE.sub("", path.read_text(encoding="utf-8")).splitlines():
        m = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            base = slug(m.group(1))
            n = seen.get(base, 0)
            seen[base] = n + 1
            out.add(base if n == 0 else f"{base}-{n}")
    return out


def links(path: Path) -> list[str]:
    return LINK.findall(_prose(path.read_text(encoding="utf-8")))


def test_the_slugs_are_githubs() -> None:
    assert (
        slug("The plan (`tabletop-ai plan FILE --group ID --json`)")
        == "the-plan-tabletop-ai-plan-file---group-id---json"
    )
    assert (
        slug('Star Wars Destiny "Operations" (table mode)')
        == "star-wars-destiny-operations-table-mode"
    )
    assert slug("Geometry: counting, movement and sight") == "geometry-counting-movement-and-sight"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_relative_link_resolves_inside_the_repository(page: Path) -> None:
    problems = []
    for target in links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto: ...
            continue
        file_part, _, anchor = target.partition("#")
        dest = (page.parent / file_part).resolve() if file_part else page
        if not dest.is_relative_to(ROOT.resolve()):
            problems.append(f"{target}: outside the repository")
        elif not dest.exists():
            problems.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{target}: no heading #{anchor} in {dest.relative_to(ROOT)}")
    assert not problems, f"{page.relative_to(ROOT)}: " + "; ".join(problems)


def test_the_link_check_catches_a_broken_link(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text(
        "# Top\n[a](missing.md) [b](#top) `[c](code.md)`\n```\n[d](x.md)\n```\n", encoding="utf-8"
    )
    assert links(page) == ["missing.md", "#top"]
    assert anchors(page) == {"top"}


def test_docs_do_not_point_at_files_a_clone_lacks() -> None:
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        # a clone has neither the team's shared folder nor its reference/ texts: name a
        # source in words (and say it is not shipped), never as a path a reader cannot open
        assert "../shared" not in text and "shared/spec" not in text, page
        assert not re.search(r"\(reference/|`reference/", text), (
            f"{page.relative_to(ROOT)} cites reference/..., which a clone does not have"
        )


#: the repository's top-level folders: a path in inline code that starts with one names a file
TOP_FOLDERS = ("src/", "tests/", "tools/", "docs/", "maps/", "assets/", "packaging/", "benchmarks/")
CODE_PATH = re.compile(r"`([^`\s*<>{}]+)`")


def code_paths(path: Path) -> list[str]:
    """The repository paths a page names in inline code (`src/tabletop_ai/board/io.py`), with
    any ``:line`` or ``::name`` cut off; not in fenced blocks (commands there are examples)."""
    found = CODE_PATH.findall(FENCE.sub("", path.read_text(encoding="utf-8")))
    return [p.split(":")[0] for p in found if p.startswith(TOP_FOLDERS) and "..." not in p]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_in_code_names_a_file_of_the_repository(page: Path) -> None:
    missing = [p for p in code_paths(page) if not (ROOT / p).exists()]
    assert not missing, f"{page.relative_to(ROOT)} names files that do not exist: {missing}"


def test_the_path_check_sees_a_missing_file(tmp_path: Path) -> None:
    page = tmp_path / "p.md"
    page.write_text(
        "`src/tabletop_ai/gone.py` `maps/*.json` `tabletop-ai plan x` `tests/a.py::test_b`\n"
        "```\n`src/in_a_fence.py`\n```\n",
        encoding="utf-8",
    )
    assert code_paths(page) == ["src/tabletop_ai/gone.py", "tests/a.py"]


def test_the_generated_tables_are_up_to_date() -> None:
    gen = _gen_docs()
    assert gen.stale() == [], "run: python tools/gen_docs.py"
    assert any("BEGIN GENERATED: commands" in p.read_text(encoding="utf-8") for p in gen.pages())


def test_a_stale_table_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    gen = _gen_docs()
    monkeypatch.setitem(gen.GENERATORS, "commands", lambda: "| changed |\n")
    assert "docs/command-line.md" in gen.stale()


def test_the_readme_is_a_front_door() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    blocks = re.findall(r"^```(?:sh|bash|console)?\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    # The first two commands: install and open the app on the demo; install and run the tests.
    assert len(blocks) >= 2
    first, second = blocks[0].strip(), blocks[1].strip()
    assert "pip install" in first and first.endswith("tabletop-ai")
    assert "pip install" in second and "[test]" in second and "pytest" in second
    assert "![" in text and "docs/images/" in text  # the screenshot
    for page in ("docs/index.md", "docs/board-format.md", "docs/command-line.md"):
        assert f"]({page})" in text, page


def test_the_readme_names_the_linux_packages_ci_installs() -> None:
    # packaging/linux-packages.txt is what .ci/run and the checks workflow install; the README's
    # Linux set-up is a user's copy of it: its apt-get line and the packages named after it.
    listed = {
        line.split("#", 1)[0].strip()
        for line in (ROOT / "packaging" / "linux-packages.txt").read_text("utf-8").splitlines()
    } - {""}
    text = README.read_text(encoding="utf-8")
    (command,) = re.findall(r"apt-get install ((?:[^\n]*\\\n)*[^\n]*)", text)
    in_command = set(command.replace("\\\n", " ").split())
    assert in_command <= listed, in_command - listed
    named = in_command | set(re.findall(r"`([a-z0-9][a-z0-9.+-]+)`", text))
    assert listed <= named, f"the README's Linux set-up does not name {listed - named}"
    assert {"libxcb-cursor0", "libxcb-icccm4", "libpulse0"} <= listed


def test_an_option_table_follows_the_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from tabletop_ai.gloomhaven.rules import Frosthaven

    gen = _gen_docs()
    changed = tuple(
        replace(o, default=not o.default) if o.name == "gh_jump_difficult" else o
        for o in Frosthaven.option_schema
    )
    monkeypatch.setattr(Frosthaven, "option_schema", changed)
    assert "docs/games/gloomhaven.md" in gen.stale()


def test_every_game_has_its_generated_tables() -> None:
    from tabletop_ai.engine.rules import GENERIC_INSTRUCTIONS
    from tabletop_ai.rulesets import BUILTIN

    gen = _gen_docs()
    blocks = {
        m.group("name")
        for p in gen.pages()
        for m in gen.BLOCK.finditer(p.read_text(encoding="utf-8"))
    }
    documented = {
        (kind, name)
        for block in blocks
        if " " in block
        for kind, names in [block.split(" ", 1)]
        for name in names.split("+")
    }
    for cls in BUILTIN:
        if cls.option_schema:
            assert ("options", cls.name) in documented, cls.name
        if any(t not in GENERIC_INSTRUCTIONS for t in cls.instruction_types):
            # its own page, or the page of the rule set with the same instructions
            same = {o.name for o in BUILTIN if o.instruction_types == cls.instruction_types}
            assert {("instructions", n) for n in same} & documented, cls.name
    assert ("options", "core") in documented and ("instructions", "core") in documented
