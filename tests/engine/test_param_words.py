"""How an instruction list reads a parameter's value: the words its rule set declares for it
(:meth:`tabletop_ai.engine.rules.Param.reads`), else ``name: value`` as the file writes it."""

from __future__ import annotations

from tabletop_ai.engine.rules import Param
from tabletop_ai.i18n import msg

COUNT = Param("actions", "int", "d", words=msg("costs %n action(s)"))
FLAG = Param("then", "bool", "d", words=msg("part of the card line above"))
CHOICE = Param(
    "if",
    "choice",
    "d",
    choices=("near", "done"),
    words=msg("only if {value}"),
    choice_words={"near": msg("a hero is within %n space(s)"), "done": msg("did {if_line}")},
    count_key="if_spaces",
)


def test_declared_words_read_the_value() -> None:
    assert COUNT.reads(1, {}) == "costs 1 action"
    assert COUNT.reads(2, {}) == "costs 2 actions"
    assert FLAG.reads(True, {}) == "part of the card line above"
    assert FLAG.reads(False, {}) is None  # a false flag is not read
    # a choice in its words, taking its number and names from the instruction's data
    assert CHOICE.reads("near", {"if": "near", "if_spaces": 3}) == (
        "only if a hero is within 3 spaces"
    )
    assert CHOICE.reads("done", {"if": "done", "if_line": "TRAMPLE"}) == "only if did TRAMPLE"


def test_without_words_the_file_s_form() -> None:
    assert Param("mood", "str", "d").reads("grim", {}) == 'mood: "grim"'
    # declared words that cannot be read from this value fall back to the file's form
    assert COUNT.reads("two", {}) == 'actions: "two"'
    assert CHOICE.reads("done", {"if": "done"}) == 'if: "done"'  # no if_line to name
    assert Param("name", "str", "d", in_line=False).reads("CRUSH", {}) is None


def test_text_from_a_file_is_shown_printable() -> None:
    note = Param("text", "str", "d", words=msg("“{value}”"))
    assert note.reads("BELLOW:\x1b[2J all", {}) == "“BELLOW:\\x1b[2J all”"
