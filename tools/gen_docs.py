"""Write the generated parts of ``docs/``: the command reference and the option tables.

    python tools/gen_docs.py           # rewrite the generated blocks in docs/**/*.md
    python tools/gen_docs.py --check   # exit 1 and name the stale blocks (tests/test_docs.py)

A generated block sits between two HTML comments in a page::

    <!-- BEGIN GENERATED: commands (tools/gen_docs.py; do not edit by hand) -->
    ...
    <!-- END GENERATED -->

Block names:

- ``commands``: every command of ``tabletop-ai`` with its arguments, read from the program's own
  argparse parser;
- ``options NAME``: the ``rules`` options a rule set declares (``RuleSet.option_schema``), with
  values, default and meaning; ``options A+B+C`` puts several editions' defaults side by side;
  ``options core``: the options every board reads (``CONTRACT_OPTIONS``);
- ``instructions NAME``: the instruction types a rule set adds to the core six, with their
  parameters (``RuleSet.instruction_types``); ``instructions core``: the core six.

Text outside the blocks is written by hand and never touched.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop_ai.engine.rules import RuleSet

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
BLOCK = re.compile(
    r"(?P<begin><!-- BEGIN GENERATED: (?P<name>[\w.-]+(?: [\w.+-]+)?) \(tools/gen_docs\.py; do not "
    r"edit by hand\) -->\n)(?P<body>.*?)(?P<end><!-- END GENERATED -->)",
    re.DOTALL,
)


def _cell(text: str) -> str:
    """Text for one markdown table cell: one line, pipes escaped, and without the code's
    pointers into the contract's numbered sections ("(spec 9)"), which readers do not have."""
    text = re.sub(r"\s*\(spec \d+(?:\.\d+)?\)", "", str(text))
    return " ".join(text.split()).replace("|", "\\|")


# -- the command reference ----------------------------------------------------------------------
def _subcommands(parser: argparse.ArgumentParser) -> list[tuple[str, str, argparse.ArgumentParser]]:
    """(name, one-line help, parser) of each subcommand, in the order they were added."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            return [(name, helps.get(name, ""), sub) for name, sub in action.choices.items()]
    return []


def _arguments(parser: argparse.ArgumentParser) -> Iterator[argparse.Action]:
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction | argparse._SubParsersAction):
            continue
        yield action


def _metavar(action: argparse.Action) -> str:
    if action.metavar is not None:
        return str(action.metavar)
    if action.choices is not None and not action.option_strings:
        return "{" + ",".join(map(str, action.choices)) + "}"
    return action.dest.upper()


def _usage_part(action: argparse.Action) -> str:
    if not action.option_strings:
        name = _metavar(action)
        return {"?": f"[{name}]", "*": f"[{name} ...]", "+": f"{name} [{name} ...]"}.get(
            str(action.nargs), name
        )
    flag = max(action.option_strings, key=len)
    if action.nargs != 0:
        flag += " " + _metavar(action)
    return flag if action.required else f"[{flag}]"


def _argument_name(action: argparse.Action) -> str:
    if not action.option_strings:
        return _usage_part(action)
    value = "" if action.nargs == 0 else " " + _metavar(action)
    return ", ".join(f"{o}{value}" for o in action.option_strings)


#: what a positional argument without its own help means, by its name
POSITIONAL_MEANING = {
    "file": "a board file (`.board.json`) or table file (`.table.json`)",
    "out": "the PNG file to write",
    "amount": "how many points of indirect damage",
}


def _meaning(action: argparse.Action) -> str:
    text = action.help or ("" if action.option_strings else POSITIONAL_MEANING.get(action.dest, ""))
    if "%(" in text:
        text = text % {**vars(action), "prog": "tabletop-ai"}
    extra = []
    if action.choices is not None and action.option_strings:
        extra.append("one of " + ", ".join(f"`{c}`" for c in action.choices))
    if (
        action.option_strings
        and action.nargs != 0
        and action.default not in (None, [], "")
        and action.default is not argparse.SUPPRESS
        and "default" not in text
    ):
        extra.append(f"default `{action.default}`")
    if action.required and action.option_strings:
        extra.append("required")
    return "; ".join(p for p in [text, *extra] if p)


def _command_sections(parser: argparse.ArgumentParser, words: list[str]) -> list[str]:
    out: list[str] = []
    for name, summary, sub in _subcommands(parser):
        path = [*words, name]
        args = list(_arguments(sub))
        nested = _subcommands(sub)
        usage = " ".join(
            ["tabletop-ai", *path, *(_usage_part(a) for a in args)]
            + (["COMMAND ..."] if nested else [])
        )
        out += [f"### `tabletop-ai {' '.join(path)}`", ""]
        if summary:
            out += [summary[0].upper() + summary[1:] + ".", ""]
        out += ["```text", usage, "```", ""]
        if args:
            out += ["| argument | meaning |", "| --- | --- |"]
            out += [f"| `{_cell(_argument_name(a))}` | {_cell(_meaning(a))} |" for a in args]
            out.append("")
        out += _command_sections(sub, path)
    return out


def commands_block() -> str:
    """Every ``tabletop-ai`` command with its arguments, from the program's parser."""
    from tabletop_ai.cli import _parser

    parser = _parser({})
    lines = ["| option | meaning |", "| --- | --- |"]
    lines += [
        f"| `{_cell(_argument_name(a))}` | {_cell(_meaning(a))} |" for a in _arguments(parser)
    ]
    lines += ["", *_command_sections(parser, [])]
    return "\n".join(lines).rstrip() + "\n"


# -- option and instruction tables, from what the rule sets declare ---------------------------
def _json(value: object) -> str:
    return "`" + json.dumps(value, ensure_ascii=False) + "`"


def _kind(kind: str, choices: tuple[str, ...], minimum: int | None, maximum: int | None) -> str:
    """What values a parameter or option takes, as a reader says it."""
    if choices:
        listed = ", ".join(f"`{c}`" for c in choices)
        return f"a list of {listed}" if kind.startswith("list") else f"one of {listed}"
    words = {
        "int": "a whole number",
        "bool": "`true` or `false`",
        "str": "text",
        "figure": "a figure id",
        "point": "a point id",
        "list[str]": "a list of names",
        "json": "JSON (see the text)",
    }.get(kind, kind)
    if kind == "int" and (minimum is not None or maximum is not None):
        if minimum is not None and maximum is not None:
            words += f" {minimum}-{maximum}"
        elif minimum is not None:
            words += f" >= {minimum}"
        else:
            words += f" <= {maximum}"
    return words


def _rule_sets(names: str) -> list[type[RuleSet]]:
    from tabletop_ai.rulesets import rules_class

    out = []
    for name in names.split("+"):
        cls = rules_class(name)
        if cls is None:
            raise SystemExit(f"no rule set is registered as {name!r}")
        out.append(cls)
    return out


def options_block(names: str) -> str:
    """The ``rules`` options of one rule set (or several editions side by side), or of the
    contract (``core``): name, values, default and meaning, from their declarations."""
    from tabletop_ai.engine.rules import CONTRACT_OPTIONS

    if names == "core":
        columns, rows = ["default"], [(o, [o.default]) for o in CONTRACT_OPTIONS]
    else:
        classes = _rule_sets(names)
        columns = ["default"] if len(classes) == 1 else [f"{c.name}" for c in classes]
        first = classes[0].option_schema
        for cls in classes[1:]:
            if [o.name for o in cls.option_schema] != [o.name for o in first]:
                raise SystemExit(f"{names}: the editions declare different options")
        rows = [
            (o, [next(x for x in c.option_schema if x.name == o.name).default for c in classes])
            for o in first
        ]
    if not rows:
        return "This rule set reads no `rules` options beyond the ones every board has.\n"
    head = ["option", "values", *columns, "meaning"]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for o, defaults in rows:
        cells = [
            f"`{o.name}`",
            _kind(o.kind, o.choices, o.minimum, o.maximum),
            *(_json(d) for d in defaults),
            o.description,
        ]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"


def instructions_block(names: str) -> str:
    """The instruction types a rule set adds to the core six (``core``: the core six), each
    with its parameters, from their declarations."""
    from tabletop_ai.engine.rules import GENERIC_INSTRUCTIONS

    if names == "core":
        types = list(GENERIC_INSTRUCTIONS)
    else:
        (cls,) = _rule_sets(names)
        types = [t for t in cls.instruction_types if t not in GENERIC_INSTRUCTIONS]
    if not types:
        return "No instruction types beyond the core six.\n"
    lines = [
        "| instruction | parameter | values | default | meaning |",
        "| --- | --- | --- | --- | --- |",
    ]
    for t in types:
        lines.append(f"| `{t.name}` | | | | {_cell(t.description)} |")
        for p in t.params:
            default = "required" if p.required else ("" if p.default is None else _json(p.default))
            cells = [
                "",
                f"`{p.name}`",
                _kind(p.kind, p.choices, p.minimum, p.maximum),
                default,
                p.description,
            ]
            lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"


#: block name -> the function that writes its body (``options NAME``: ``options_block(NAME)``)
GENERATORS: dict[str, Callable[[], str]] = {
    "commands": commands_block,
}
PARAMETRISED: dict[str, Callable[[str], str]] = {
    "options": options_block,
    "instructions": instructions_block,
}


def generate(name: str) -> str:
    """The body of the block called ``name`` (``commands``, ``options frosthaven``, ...)."""
    if name in GENERATORS:
        return GENERATORS[name]()
    kind, _, arg = name.partition(" ")
    if kind in PARAMETRISED and arg:
        return PARAMETRISED[kind](arg)
    raise KeyError(name)


# -- updating the pages ------------------------------------------------------------------------
def pages() -> list[Path]:
    return sorted(DOCS.rglob("*.md"))


def render(text: str, where: str = "") -> str:
    """``text`` with every generated block rewritten."""

    def body(m: re.Match[str]) -> str:
        name = m.group("name")
        try:
            content = generate(name)
        except KeyError:
            raise SystemExit(
                f"{where}: unknown generated block {name!r} (known: "
                f"{', '.join(sorted([*GENERATORS, *PARAMETRISED]))})"
            ) from None
        return m.group("begin") + content + m.group("end")

    return BLOCK.sub(body, text)


def stale() -> list[str]:
    """The pages whose generated blocks differ from what the code declares now."""
    out = []
    for path in pages():
        text = path.read_text(encoding="utf-8")
        if render(text, str(path.relative_to(ROOT))) != text:
            out.append(str(path.relative_to(ROOT)))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--check",
        action="store_true",
        help="change nothing; exit 1 when a generated block is out of date",
    )
    args = ap.parse_args(argv)
    if args.check:
        bad = stale()
        for page in bad:
            print(
                f"{page}: generated tables are out of date; run python tools/gen_docs.py",
                file=sys.stderr,
            )
        return 1 if bad else 0
    for path in pages():
        text = path.read_text(encoding="utf-8")
        new = render(text, str(path.relative_to(ROOT)))
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "src"))
    sys.exit(main())
