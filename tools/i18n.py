"""Translation sources and catalogues: ``python tools/i18n.py update|release|check``.

- ``update``: ``pyside6-lupdate`` collects the window's ``tr()`` texts into
  ``src/tabletop_ai/i18n/ui_<lang>.ts``; the core's ``msg("...")`` ids are collected from the
  sources (an AST scan: the core imports no Qt, so lupdate cannot see them) into
  ``core_<lang>.ts``, keeping every translation already made. English files hold only the
  plural forms (``-pluralonly``): English words come from the source text itself. Every entry
  names the files its text comes from, without line numbers: an edit that moves a text up or
  down leaves the catalogues as they were, so only commits that change texts touch them; and
  no ``#:`` doc comment of the sources, which lupdate would take for a translator's note.
- ``release``: ``pyside6-lrelease`` compiles both into ``tabletop_ai_<lang>.qm`` (committed, so a
  wheel and the frozen app carry them without a build step).
- ``fill FILE.ts TABLE.json``: write translations typed as ``{source: text}`` (``[forms]``
  for ``%n``) into a ``.ts``, for developers without Qt Linguist.
- ``check``: exit 1 when a ``.ts`` has unfinished entries or a ``.qm`` is older than its
  sources' content (the tests run the same checks).
"""

from __future__ import annotations

import ast
import dataclasses
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "src" / "tabletop_ai"
I18N = PKG / "i18n"
LANGS = ("en", "uk")


def ui_sources() -> list[Path]:
    """The window's sources (lupdate scans a folder only for C++/QML, so files are listed)."""
    return [*sorted((PKG / "ui").rglob("*.py")), PKG / "app.py"]


CORE_CONTEXT = "core"


def _tool(name: str) -> str:
    """A PySide6 tool beside this Python (the venv's bin folder) or on PATH."""
    here = Path(sys.executable).parent / name
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"i18n: {name} not found (pip install PySide6-Essentials)")
    return found


@dataclass(frozen=True)
class CoreMessage:
    source: str
    numerus: bool
    file: str
    line: int
    #: Qt's disambiguation (``msg_in("battlecrest", ...)``), the entry's ``<comment>``
    comment: str = ""
    #: every file the text is used in, each once, ``file`` first: the entry's locations
    files: tuple[str, ...] = ()


def core_messages() -> list[CoreMessage]:
    """Every ``msg("literal", ...)`` and ``msg_in("game", "literal", ...)`` call outside
    ``ui/``, in source order, first place each; then every literal ``help=`` and
    ``description=`` of the command line's parsers (each ``cli.py``), which
    :func:`tabletop_ai.i18n.argparse_words.translate_parser` shows translated. A text used
    in several files names them all (:attr:`CoreMessage.files`)."""
    seen: dict[tuple[str, str], CoreMessage] = {}
    places: dict[tuple[str, str], dict[str, None]] = {}

    def add(m: CoreMessage) -> None:
        seen.setdefault((m.source, m.comment), m)
        places.setdefault((m.source, m.comment), {})[m.file] = None

    for path in sorted(PKG.rglob("*.py")):
        if "ui" in path.relative_to(PKG).parts[:1]:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and node.args):
                continue
            fn = node.func
            name = (
                fn.id
                if isinstance(fn, ast.Name)
                else (fn.attr if isinstance(fn, ast.Attribute) else "")
            )
            comment = ""
            if name == "msg_in" and len(node.args) >= 2:
                game = node.args[0]
                if not (isinstance(game, ast.Constant) and isinstance(game.value, str)):
                    continue
                comment, first = game.value, node.args[1]
                name = "msg"
            else:
                first = node.args[0]
            if name not in ("msg", "Msg") or not (
                isinstance(first, ast.Constant) and isinstance(first.value, str)
            ):
                continue
            numerus = "%n" in first.value
            rel = str(path.relative_to(ROOT))
            add(CoreMessage(first.value, numerus, rel, node.lineno, comment))
    for path in sorted(PKG.rglob("cli.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for kw in node.keywords:  # argparse's help= and description= texts
                if (
                    kw.arg in ("help", "description")
                    and isinstance(kw.value, ast.Constant)
                    and isinstance(kw.value.value, str)
                    and kw.value.value
                ):
                    rel = str(path.relative_to(ROOT))
                    add(CoreMessage(kw.value.value, False, rel, node.lineno))
    return [dataclasses.replace(m, files=tuple(places[k])) for k, m in seen.items()]


def _existing(ts: Path) -> dict[tuple[str, str], ET.Element]:
    """``(source, comment) -> translation`` of every entry of ``ts``."""
    if not ts.is_file():
        return {}
    root = ET.parse(ts).getroot()
    out: dict[tuple[str, str], ET.Element] = {}
    for m in root.iter("message"):
        src = m.findtext("source")
        tr = m.find("translation")
        if src is not None and tr is not None:
            out[(src, m.findtext("comment") or "")] = tr
    return out


def write_core_ts(lang: str) -> Path:
    ts = I18N / f"core_{lang}.ts"
    old = _existing(ts)
    root = ET.Element("TS", version="2.1", language="uk_UA" if lang == "uk" else "en_US")
    ctx = ET.SubElement(root, "context")
    ET.SubElement(ctx, "name").text = CORE_CONTEXT
    for m in core_messages():
        if lang == "en" and not m.numerus:
            continue
        el = ET.SubElement(ctx, "message")
        if m.numerus:
            el.set("numerus", "yes")
        for file in m.files or (m.file,):
            where = Path(os.path.relpath(ROOT / file, I18N)).as_posix()
            ET.SubElement(el, "location", filename=where)  # no line: see the module text
        ET.SubElement(el, "source").text = m.source
        if m.comment:
            ET.SubElement(el, "comment").text = m.comment
        if (m.source, m.comment) in old:
            el.append(old[(m.source, m.comment)])
        else:
            tr = ET.SubElement(el, "translation", type="unfinished")
            if m.numerus:
                for _ in range(3 if lang == "uk" else 2):
                    ET.SubElement(tr, "numerusform")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return ts


def _plural_forms(ts: Path) -> dict[tuple[str, str], list[str]]:
    """``(context, source) -> forms`` of every finished plural entry of ``ts``."""
    if not ts.is_file():
        return {}
    out = {}
    for ctx in ET.parse(ts).getroot().iter("context"):
        for m in ctx.iter("message"):
            tr = m.find("translation")
            forms = [f.text or "" for f in tr.findall("numerusform")] if tr is not None else []
            if forms and all(forms):
                out[(ctx.findtext("name") or "", m.findtext("source") or "")] = forms
    return out


def _file_locations(message: ET.Element) -> None:
    """Keep the files a message is used in, each once, without line numbers."""
    seen: set[str | None] = set()
    for loc in message.findall("location"):
        loc.attrib.pop("line", None)
        name = loc.get("filename")
        if name in seen:
            message.remove(loc)
        seen.add(name)


def _no_doc_comments(message: ET.Element) -> None:
    """Drop the ``<extracomment>`` lupdate gave a message. The sources' ``#:`` comments
    document the attribute below them (the project's doc comments), but lupdate reads
    ``#:`` as a note to the translator and glues every one since the last text it found,
    across functions and classes, onto the next text: a status bar hint got the notes of
    five constants and attributes of its module. No source writes a translator's note."""
    for note in message.findall("extracomment"):
        message.remove(note)


def _mark_plurals(ts: Path, lang: str, old: dict[tuple[str, str], list[str]]) -> None:
    """lupdate marks a Python ``translate(ctx, "%n ...", "", n)`` as a plural only when ``n``
    is a literal number; mark every ``%n`` text as one (keeping forms already written), and
    keep only those in the English file (its words are the source text). Each entry keeps
    the files it comes from without their line numbers (lupdate has no such mode) and none
    of the doc comments lupdate took for translator's notes (:func:`_no_doc_comments`)."""
    tree = ET.parse(ts)
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for m in list(ctx.iter("message")):
            _file_locations(m)
            _no_doc_comments(m)
            src = m.findtext("source") or ""
            if "%n" not in src:
                if lang == "en":
                    ctx.remove(m)
                continue
            m.set("numerus", "yes")
            tr = m.find("translation")
            if tr is None:
                tr = ET.SubElement(m, "translation")
            if (name, src) in old:
                forms = old[(name, src)]
                tr.attrib.pop("type", None)
            elif tr.findall("numerusform"):
                continue
            else:
                forms = [""] * (3 if lang == "uk" else 2)
                tr.set("type", "unfinished")
            tr.text = None
            for child in list(tr):
                tr.remove(child)
            for form in forms:
                ET.SubElement(tr, "numerusform").text = form
    root = tree.getroot()
    for ctx in list(root.iter("context")):
        if not ctx.findall("message"):
            root.remove(ctx)
    ET.indent(root)
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
        + ET.tostring(root, encoding="unicode")
        + "\n",
        encoding="utf-8",
    )


def update() -> None:
    for lang in LANGS:
        ts = I18N / f"ui_{lang}.ts"
        old = _plural_forms(ts)
        cmd = [
            _tool("pyside6-lupdate"),
            *map(str, ui_sources()),
            "-no-obsolete",
            "-locations",
            "absolute",  # the lines are dropped again by _mark_plurals
            "-target-language",
            "uk_UA" if lang == "uk" else "en_US",
        ]
        subprocess.run([*cmd, "-ts", str(ts)], check=True, cwd=ROOT)
        _mark_plurals(ts, lang, old)
        write_core_ts(lang)


def release(out_dir: Path = I18N) -> list[Path]:
    made = []
    for lang in LANGS:
        qm = out_dir / f"tabletop_ai_{lang}.qm"
        srcs = [
            str(I18N / f"{kind}_{lang}.ts")
            for kind in ("ui", "core")
            if (I18N / f"{kind}_{lang}.ts").is_file()
        ]
        subprocess.run(
            [_tool("pyside6-lrelease"), "-silent", *srcs, "-qm", str(qm)], check=True, cwd=ROOT
        )
        made.append(qm)
    return made


def unfinished() -> list[str]:
    """``file: source`` of every entry a translator has not finished."""
    out = []
    for ts in sorted(I18N.glob("*.ts")):
        for m in ET.parse(ts).getroot().iter("message"):
            tr = m.find("translation")
            if tr is None:
                continue
            forms = [f.text for f in tr.findall("numerusform")]
            empty = not any(forms) if m.get("numerus") == "yes" else not (tr.text or "")
            if tr.get("type") == "unfinished" or empty or (forms and not all(forms)):
                comment = m.findtext("comment")
                out.append(f"{ts.name}: {comment + '::' if comment else ''}{m.findtext('source')}")
    return out


def stale_catalogues() -> list[str]:
    """Catalogues whose committed ``.qm`` differs from a fresh compile of the ``.ts``."""
    with tempfile.TemporaryDirectory() as tmp:
        fresh = release(Path(tmp))
        return [
            q.name
            for q in fresh
            if not (I18N / q.name).is_file() or (I18N / q.name).read_bytes() != q.read_bytes()
        ]


def fill(ts: Path, table: dict[str, str | list[str]]) -> int:
    """Write translations into ``ts`` from ``{source: text}`` (``[forms]`` for ``%n`` entries;
    an entry with a disambiguation, ``msg_in("battlecrest", ...)``, is keyed
    ``"battlecrest::source"``): how the developers type Ukrainian without Qt Linguist.
    Returns how many were filled."""
    tree = ET.parse(ts)
    done = 0
    for m in tree.getroot().iter("message"):
        src = m.findtext("source")
        comment = m.findtext("comment")
        if comment:
            src = f"{comment}::{src}"
        if src not in table:
            continue
        tr = m.find("translation")
        if tr is None:
            tr = ET.SubElement(m, "translation")
        value = table[src]
        tr.attrib.pop("type", None)
        for child in list(tr):
            tr.remove(child)
        if isinstance(value, list):
            tr.text = None
            for form in value:
                ET.SubElement(tr, "numerusform").text = form
        else:
            tr.text = value
        done += 1
    ET.indent(tree.getroot())
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return done


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "check"
    if what == "update":
        update()
    elif what == "release":
        for q in release():
            print(q.relative_to(ROOT))
    elif what == "fill" and len(argv) == 3:
        import json

        table = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
        print(f"{fill(Path(argv[1]), table)} filled")
    elif what == "check":
        bad = unfinished() + [
            f"{q}: out of date (run tools/i18n.py release)" for q in stale_catalogues()
        ]
        for line in bad:
            print(line)
        return 1 if bad else 0
    else:
        print("usage: tools/i18n.py update|release|check|fill FILE.ts TABLE.json", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
