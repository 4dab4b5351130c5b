"""Every user-visible text of the window goes through Qt's translation.

An AST scan of ``src/tabletop_ai/ui/**/*.py``: a call that shows text to the user (a window title,
a label, a button, a menu entry, a tooltip, a message box, a status-bar message, a header, a combo
item, a form row...) must not be given a bare string literal or an f-string. Its text comes
from ``self.tr(...)`` / ``QCoreApplication.translate(...)`` (optionally ``.format(...)``-ed
after translation), or from a variable. Non-texts (object names, a lone symbol) are listed in
:data:`ALLOWED` with the reason each. The ``.ts`` catalogues must have no unfinished entries
(``tools/i18n.py check``; also in ``tests/test_i18n.py``).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "src" / "tabletop_ai" / "ui"

#: method or class name -> positions of the text arguments ("*": every positional argument)
TEXT_CALLS: dict[str, tuple[int, ...] | str] = {
    "setWindowTitle": (0,),
    "setText": (0,),
    "setToolTip": (0,),
    "setStatusTip": (0,),
    "setWhatsThis": (0,),
    "setPlaceholderText": (0,),
    "setTitle": (0,),
    "setLabelText": (0,),
    "setInformativeText": (0,),
    "setDetailedText": (0,),
    "showMessage": (0,),
    "setHeaderLabels": "*",
    "setHorizontalHeaderLabels": "*",
    "setVerticalHeaderLabels": "*",
    "addItem": (0,),
    "addItems": "*",
    "insertItem": (1,),
    "setItemText": (1,),
    "addTab": (1,),
    "insertTab": (2,),
    "setTabText": (1,),
    "setTabToolTip": (1,),
    "addAction": (0, 1),
    "addMenu": (0, 1),
    "addSection": (0, 1),
    "addRow": (0,),
    "addButton": (0,),
    "setPrefix": (0,),
    "setSuffix": (0,),
    "setSpecialValueText": (0,),
    "setFormat": (0,),
    "setNameFilter": (0,),
    "setNameFilters": "*",
    "QAction": (0, 1),
    "QMenu": (0,),
    "QLabel": (0,),
    "QPushButton": (0,),
    "QToolButton": (0,),
    "QCheckBox": (0,),
    "QRadioButton": (0,),
    "QGroupBox": (0,),
    "QDockWidget": (0,),
    "QMessageBox": (1, 2),
    "QTableWidgetItem": (0,),
    "QListWidgetItem": (0,),
    "QTreeWidgetItem": "*",
    "QStandardItem": (0,),
    "information": (1, 2),
    "warning": (1, 2),
    "critical": (1, 2),
    "question": (1, 2),
    "about": (1, 2),
    "getOpenFileName": (1, 3),
    "getSaveFileName": (1, 3),
    "getOpenFileNames": (1, 3),
    "getExistingDirectory": (1,),
    "getText": (1, 2),
    "getInt": (1, 2),
    "getDouble": (1, 2),
    "getItem": (1, 2),
    # the window's own helpers that show their text argument (status bar, error boxes, menu
    # entries, dock titles, undo-step names shown in Edit → Undo ...)
    "show_message": (0,),
    "show_error": (0, 1, 2),
    "_act": (1,),
    "_dock": (1,),
    "LazyDock": (0,),
    "_report": (2, 3),
    "_push": (1,),
    "push_picture": (2,),
    "_change": (0,),
    "run_op": (2,),
    "_run": (0,),
    "run": (1,),
    "_step": (0,),
    "_combo": (0,),
    "_add": (2,),
    "SetPoints": (2,),
    "SetGroups": (2,),
    "ReplaceBoard": (2,),
    "QUndoCommand": (0,),
}
TEXT_KEYWORDS = {"text", "title", "toolTip", "statusTip", "caption", "filter", "label"}

#: (file, text) pairs that are not words a translator should touch, each with its reason
ALLOWED: dict[tuple[str, str], str] = {
    ("card_editor.py", "<span style='color:#b00'>"): "HTML markup round the problems listed",
}


def _is_text(node: ast.expr) -> str | None:
    """The literal text a node shows untranslated, if it is a str literal or an f-string with
    letters in it (a lone symbol or an empty string is no sentence)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(
            v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)
        )
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _is_text(node.left) or _is_text(node.right)
    elif isinstance(node, ast.IfExp):
        return _is_text(node.body) or _is_text(node.orelse)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for elt in node.elts:
            found = _is_text(elt)
            if found:
                return found
        return None
    else:
        return None
    return text if any(ch.isalpha() for ch in text) else None


def _name(fn: ast.expr) -> str:
    return fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else ""


def untranslated() -> list[str]:
    """``file:line: call("text")`` of every user-visible literal that bypasses translation."""
    out = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            spec = TEXT_CALLS.get(name)
            if spec is None:
                continue
            args = (
                list(node.args)
                if spec == "*"
                else [node.args[i] for i in spec if i < len(node.args)]
            )  # type: ignore[union-attr]
            args += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
            for arg in args:
                text = _is_text(arg)
                if text is None or (path.name, text) in ALLOWED:
                    continue
                out.append(f"{path.name}:{node.lineno}: {name}({text!r})")
    return out


def test_every_window_text_goes_through_translation() -> None:
    found = untranslated()
    assert not found, (
        "user-visible texts that bypass self.tr()/QCoreApplication.translate():\n"
        + "\n".join(found)
    )


def test_the_scan_catches_a_bare_text(tmp_path: Path) -> None:
    """The scan itself can fail: a bare label, an f-string title and a plain addAction are
    found, a translated one is not."""
    tree = ast.parse(
        'QLabel("Groups")\nw.setWindowTitle(f"Board {n}")\n'
        'm.addAction(self.tr("Open"))\nm.addAction("Save")\n'
    )
    found = [
        _is_text(n.args[0])
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and _name(n.func) in TEXT_CALLS and n.args
    ]
    assert [f for f in found if f] == ["Groups", "Board ", "Save"]


#: window contexts (module names) whose Ukrainian is still being written: their texts go through
#: translate() but may be missing from ui_uk.ts (they show in English). Shrinks to empty.
PENDING: set[str] = set()


def translate_calls() -> set[tuple[str, str]]:
    """``(context, text)`` of every ``translate("context", "text", ...)`` in ``ui/``."""
    out = set()
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if (
                isinstance(node, ast.Call)
                and _name(node.func) == "translate"
                and len(node.args) >= 2
                and all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]
                )
            ):
                out.add((node.args[0].value, node.args[1].value))  # type: ignore[attr-defined]
    return out


def test_every_window_text_is_in_the_ukrainian_catalogue() -> None:
    """The ``.ts`` scanned against the code: each text ``translate()`` is given has a finished
    Ukrainian entry in its context (``tools/i18n.py update`` + ``fill``), so no window text
    shows in English by accident."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "src" / "tabletop_ai" / "i18n" / "ui_uk.ts").getroot()
    have = {
        (c.findtext("name"), m.findtext("source"))
        for c in root.iter("context")
        for m in c.iter("message")
    }
    calls = translate_calls()
    assert len(calls) > 300  # the scan sees the window's texts
    missing = sorted(f"{c}: {t!r}" for c, t in calls - have if c not in PENDING)
    assert not missing, "not in ui_uk.ts (run tools/i18n.py update, then fill):\n" + "\n".join(
        missing
    )


def test_no_unfinished_translations() -> None:
    import importlib.util
    import sys

    spec = importlib.util.spec_from_file_location("i18n_tool_cov", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    assert mod.unfinished() == []


CORE = ROOT / "src" / "tabletop_ai"


def core_msg_calls() -> tuple[set[str], list[str]]:
    """``msg("...")``/``Msg("...")`` calls of the core (outside ``ui/`` and ``i18n/``): the
    literal ids, and ``file:line`` of each call whose id is not a literal (the catalogue
    tools cannot collect those). ``msg_in("game", "...")`` gives the id ``game::...``, as
    the catalogue keys that entry."""
    ids: set[str] = set()
    dynamic: list[str] = []
    for path in sorted(CORE.rglob("*.py")):
        rel = path.relative_to(CORE)
        if rel.parts[0] in ("ui", "i18n"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if not (
                isinstance(node, ast.Call)
                and _name(node.func) in ("msg", "Msg", "msg_in")
                and node.args
            ):
                continue
            prefix = ""
            first = node.args[0]
            if _name(node.func) == "msg_in":
                if len(node.args) < 2 or not isinstance(first, ast.Constant):
                    dynamic.append(f"{rel}:{node.lineno}")
                    continue
                prefix, first = f"{first.value}::", node.args[1]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                ids.add(prefix + first.value)
            else:
                dynamic.append(f"{rel}:{node.lineno}")
    return ids, dynamic


def _finished(ts: Path) -> set[str]:
    import xml.etree.ElementTree as ET

    out = set()
    for m in ET.parse(ts).getroot().iter("message"):
        tr = m.find("translation")
        if tr is None or tr.get("type") == "unfinished":
            continue
        forms = [f.text for f in tr.findall("numerusform")]
        if (forms and all(forms)) or (not forms and tr.text):
            comment = m.findtext("comment")
            out.add((f"{comment}::" if comment else "") + (m.findtext("source") or ""))
    return out


def test_every_core_message_is_translated() -> None:
    """Each message id the core uses (plan reasons, rule texts, the CLI's lines) has a
    finished Ukrainian entry in ``core_uk.ts``, and each ``%n`` id its English forms in
    ``core_en.ts``: a reason added in code without its translation fails here."""
    ids, _dynamic = core_msg_calls()
    assert len(ids) > 500  # the scan sees the plan reasons
    i18n = CORE / "i18n"
    missing = sorted(ids - _finished(i18n / "core_uk.ts"))
    assert not missing, "not translated in core_uk.ts (tools/i18n.py update, fill):\n" + "\n".join(
        missing
    )
    plural = sorted(i for i in ids if "%n" in i and i not in _finished(i18n / "core_en.ts"))
    assert not plural, "no English forms in core_en.ts:\n" + "\n".join(plural)


def test_core_message_ids_are_literal() -> None:
    """A message id is the English text itself, so the catalogue tools can collect it: a
    ``msg()`` given a variable or a conditional would show in English only."""
    _ids, dynamic = core_msg_calls()
    assert dynamic == [], "msg() ids that are not string literals:\n" + "\n".join(dynamic)


def test_the_core_scan_catches_an_untranslated_message(tmp_path: Path) -> None:
    """The core checks can fail: an id missing from a catalogue and a computed id."""
    tree = ast.parse('msg("a brand new reason {x}", x=1)\nmsg(kind + " reason")\n')
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _name(n.func) == "msg"]
    literal = [c.args[0].value for c in calls if isinstance(c.args[0], ast.Constant)]
    assert literal == ["a brand new reason {x}"]
    assert len(calls) - len(literal) == 1
    assert "a brand new reason {x}" not in _finished(CORE / "i18n" / "core_uk.ts")


if __name__ == "__main__":
    print("\n".join(untranslated()))
