"""A message's English text is worded the quick way (every plan makes dozens of
reasons): :class:`Msg` fills its fields without going through ``_render``, and ``_english``
keeps the plural texts it made. On seeded random templates, counts and parameters (nested
messages among them) both give exactly what the plain definitions give: ``_render(id,
params, n, False)`` and the plural rule written out below."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from tabletop_ai import i18n
from tabletop_ai.i18n import Msg, _render, msg

_WORDS = [
    "space(s)",
    "figure(s)",
    "box(es)",
    "hex",
    "%n",
    "{a}",
    "{b}",
    "{c!r}",
    "{d:,}",
    "the",
    "—",
    "ü",
    "{{literal}}",
]


def plain_english(source: str, n: int | None) -> str:
    """``_english`` as first written: ``word(s)`` singular for one, ``%n`` the count."""
    if n is None:
        return source
    text = re.sub(
        r"(\w+)\((s|es)\)", lambda m: m.group(1) if n == 1 else m.group(1) + m.group(2), source
    )
    return text.replace("%n", str(n))


def _value(rnd: random.Random, depth: int) -> Any:
    kind = rnd.randrange(5 if depth < 2 else 3)
    if kind == 0:
        return rnd.randint(-3, 2000)
    if kind == 1:
        return rnd.choice(["x", "Luke", "", "ü"])
    if kind == 2:
        return 2.5
    return _message(rnd, depth + 1)


def _message(rnd: random.Random, depth: int = 0) -> Msg:
    source = " ".join(rnd.choice(_WORDS) for _ in range(rnd.randint(1, 6)))
    n = rnd.choice([None, 0, 1, 2, 11, rnd.randint(0, 500)])
    params = {k: _value(rnd, depth) for k in "abcd"}
    if rnd.random() < 0.2:
        params = {}
        source = source.replace("{", "(").replace("}", ")")
    if "{d:,}" in source:
        params["d"] = rnd.randint(0, 10**6)
    return msg(source, n=n, **params)


@pytest.mark.parametrize("seed", range(300))
def test_a_message_reads_as_the_plain_rendering(seed: int) -> None:
    rnd = random.Random(seed)
    m = _message(rnd)
    assert str.__str__(m) == _render(m.id, m.params, m.n, False)
    assert m.english() == plain_english(m.id, m.n).format(
        **{k: (v.english() if isinstance(v, Msg) else v) for k, v in m.params.items()}
    )
    again = Msg.from_json(m.to_json())
    assert again == m and again.to_json() == m.to_json()


@pytest.mark.parametrize("seed", range(100))
def test_kept_plural_texts_are_the_plain_ones(seed: int) -> None:
    rnd = random.Random(seed)
    for _ in range(20):  # asked again and again, with the same and other counts
        source = " ".join(rnd.choice(_WORDS) for _ in range(rnd.randint(1, 4)))
        n = rnd.choice([None, 0, 1, 2, rnd.randint(0, 50)])
        assert i18n._english(source, n) == plain_english(source, n)
        assert i18n._english(source, n) == plain_english(source, n)


def test_a_bad_field_still_raises() -> None:
    with pytest.raises(KeyError):
        msg("{missing}", other=1)


def test_english_text_whatever_language_is_installed() -> None:
    """The English text of a message never holds another language's words, though its
    nested messages show in the installed one."""
    inner = msg("%n space(s)", n=2)
    try:
        assert i18n.install("uk") == "uk"
        m = msg(
            "{target} is the closest healthy {hero} ({where})",
            target="f0",
            hero=msg("hero"),
            where=inner,
        )
        assert m.english() == "f0 is the closest healthy hero (2 spaces)"
        assert str(m) != m.english() and str(inner) in str(m)
    finally:
        i18n.install("en")
