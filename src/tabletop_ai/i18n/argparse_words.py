"""The command line in the chosen language: ``argparse``'s own words ("usage:", "options",
"show this help message and exit", its errors) and every command's help and description.

- argparse writes its own words through :mod:`gettext`; :func:`install` hands the ones a
  player meets (:data:`WORDS`) to the app's catalogues;
- the commands' help texts are plain strings in each ``cli.py`` (``help="..."``,
  ``description="..."``); ``tools/i18n.py`` collects them into the core catalogue like any
  core message, and :func:`translate_parser` puts a parser's texts in the installed
  language before it prints its help.

English (the source text) changes nothing.
"""

from __future__ import annotations

import argparse
from typing import Any

from tabletop_ai.i18n import CORE_CONTEXT, language, msg, tr

#: argparse's words a player meets, English (the message ids)
WORDS: frozenset[str] = frozenset(
    m.id
    for m in (
        msg("usage: "),
        msg("positional arguments"),
        msg("options"),
        msg("show this help message and exit"),
        msg("show program's version number and exit"),
        msg("%(prog)s: error: %(message)s\n"),
        msg("the following arguments are required: %s"),
        msg("unrecognized arguments: %s"),
        msg("invalid choice: %(value)r (choose from %(choices)s)"),
        msg("argument %(argument_name)s: %(message)s"),
        msg("expected one argument"),
        msg("invalid %(type)s value: %(value)r"),
        msg("ambiguous option: %(option)s could match %(matches)s"),
        msg("not allowed with argument %s"),
    )
)


def _words(text: str) -> str:
    return tr(text, CORE_CONTEXT) if text in WORDS else text


def install() -> None:
    """Route argparse's words through the installed language (English: as they are)."""
    argparse._ = _words if language() != "en" else str  # type: ignore[attr-defined]


def _help(text: Any) -> Any:
    if not isinstance(text, str) or text == argparse.SUPPRESS:
        return text
    return tr(text, CORE_CONTEXT)


def translate_parser(parser: argparse.ArgumentParser) -> None:
    """Every help text and description of ``parser`` and its sub-commands in the installed
    language (a text the catalogue does not hold stays as written)."""
    if language() == "en":
        return
    seen: set[int] = set()

    def walk(p: argparse.ArgumentParser) -> None:
        if id(p) in seen:
            return
        seen.add(id(p))
        p.description = _help(p.description)
        for action in p._actions:
            action.help = _help(action.help)
            if isinstance(action, argparse._SubParsersAction):
                for choice in action._choices_actions:
                    choice.help = _help(choice.help)
                for sub in action.choices.values():
                    walk(sub)

    walk(parser)
