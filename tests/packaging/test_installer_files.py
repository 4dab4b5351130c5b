"""The macOS Info.plist keys, the Inno Setup script and the spec agree with each other and with
the files they name (they cannot run here; packaging/build-linux.sh builds the spec)."""

from __future__ import annotations

import plistlib
import re

from tests.conftest import ROOT

PACKAGING = ROOT / "packaging"


def test_info_plist_declares_the_board_document_type() -> None:
    with open(PACKAGING / "macos" / "Info.plist", "rb") as fh:
        plist = plistlib.load(fh)
    # Qt 6.11 (PySide6-Essentials < 6.12) supports macOS 13 and later.
    assert plist["LSMinimumSystemVersion"] == "13.0"
    assert plist["LSBackgroundOnly"] is False
    (uti,) = plist["UTExportedTypeDeclarations"]
    assert uti["UTTypeConformsTo"] == ["public.json"]
    assert uti["UTTypeTagSpecification"]["public.filename-extension"] == ["board.json"]
    types = {t["LSItemContentTypes"][0]: t for t in plist["CFBundleDocumentTypes"]}
    board = types[uti["UTTypeIdentifier"]]
    assert board["LSHandlerRank"] == "Owner"
    # Every board file is a .json file to Launch Services: offered, never taken over.
    assert types["public.json"]["LSHandlerRank"] == "Alternate"
    for icon in {board["CFBundleTypeIconFile"], uti["UTTypeIconFile"]}:
        assert (PACKAGING / "icons" / icon).is_file()


def test_entitlements_only_relax_executable_memory() -> None:
    with open(PACKAGING / "macos" / "entitlements.plist", "rb") as fh:
        assert plistlib.load(fh) == {"com.apple.security.cs.allow-unsigned-executable-memory": True}


def test_inno_setup_script_names_existing_files_and_the_spec_output() -> None:
    iss = (PACKAGING / "windows" / "TabletopAI.iss").read_text("utf-8")
    assert "PrivilegesRequired=lowest" in iss
    assert "OutputBaseFilename=TabletopAI-{#AppVersion}-Setup" in iss
    sources = re.findall(r'^Source: "([^"]+)"', iss, flags=re.MULTILINE)
    assert sources[0] == "dist\\TabletopAI\\*"  # COLLECT(name="TabletopAI") in the spec
    for src in sources[1:]:
        assert (ROOT / src.replace("\\", "/")).is_file(), src
    spec = (PACKAGING / "tabletop-ai.spec").read_text("utf-8")
    assert 'APP_NAME = "TabletopAI"' in spec
    # The registry and shortcuts start the windowed program the spec builds.
    assert '#define AppExe "TabletopAI.exe"' in iss
    assert '#define CliExe "tabletop-ai.exe"' in iss
    assert 'CLI_NAME = "tabletop-ai"' in spec


WORKFLOWS = ROOT / ".github" / "workflows"


def test_release_workflow_uses_the_committed_scripts() -> None:
    # release.yml calls installers.yml (also run nightly and by hand), which runs the scripts.
    release = (WORKFLOWS / "release.yml").read_text("utf-8")
    assert "uses: ./.github/workflows/installers.yml" in release
    workflow = release + (WORKFLOWS / "installers.yml").read_text("utf-8")
    for script in re.findall(r"packaging/[\w./-]+\.(?:sh|spec|txt)", workflow):
        assert (ROOT / script).is_file(), script
    assert "packaging\\windows\\TabletopAI.iss" in workflow


def test_workflows_pin_actions_keep_no_credentials_and_grant_nothing_by_default() -> None:
    # The same rules zizmor checks in .ci/run, readable without it: an action is named by a
    # full commit SHA with its version in a comment; checkout never keeps the token; the
    # workflow grants no permission and each job asks for its own.
    for path in sorted(WORKFLOWS.glob("*.yml")):
        text = path.read_text("utf-8")
        uses = re.findall(r"^\s*(?:- )?uses: (\S+)(.*)$", text, flags=re.MULTILINE)
        assert uses, path
        for ref, rest in uses:
            if ref.startswith("./"):
                continue
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", ref), (path.name, ref)
            assert re.match(r"\s+# v\d+\.\d+\.\d+", rest), (path.name, ref, "version comment")
        assert text.count("actions/checkout@") == text.count("persist-credentials: false")
        assert "\npermissions: {}\n" in text, path.name
        # no ${{ }} of a step output or the event inside a script: only via env
        for block in re.findall(r"run: \|\n((?:\s{10,}.*\n)+)", text):
            assert "${{" not in block, (path.name, block[:80])
        for line in re.findall(r"run: (?!\|)(.*)", text):
            assert "${{" not in line, (path.name, line)
