"""Languages: the app's words in English and Ukrainian, the Qt way (Qt Linguist ``.ts`` sources,
compiled ``.qm`` catalogues in this folder).

Two kinds of text are translated:

- **Window text** goes through ``self.tr(...)`` / ``QCoreApplication.translate(...)`` in
  ``ui/``; ``pyside6-lupdate`` collects it into ``ui_<lang>.ts``.
- **What the core says** (plan reasons, rule texts) is a :class:`Msg`: a message id (the English
  template, which is also the Qt source text) with parameters, never a finished f-string. The
  window and the command line render it in the chosen language; JSON output keeps it
  language-neutral (``{"id": ..., "params": ...}``) beside the English text. ``tools/i18n.py``
  collects every ``msg("...")`` of the core into ``core_<lang>.ts``.

Counts use Qt's ``%n`` plural handling (Ukrainian has three forms: 1 клітинка, 2 клітинки,
5 клітинок). English plurals come from ``tabletop_ai_en.qm`` the same way in the window; the
command line in English loads no Qt and spells ``word(s)``/``word(es)`` and ``[was|were]`` ids
itself, so no code glues "s" onto words.

This module imports no Qt until a language other than the source text is installed, so the
headless core and a plain ``tabletop-ai plan`` stay light.
"""

from __future__ import annotations

import locale
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Protocol

#: languages the app ships, code -> name in that language (Preferences lists these)
LANGUAGES: dict[str, str] = {"en": "English", "uk": "Українська"}
#: the Qt context of the core's messages in the .ts files
CORE_CONTEXT = "core"
HERE = Path(__file__).resolve().parent


class _Translator(Protocol):
    def translate(
        self, context: str, source: str, disambiguation: str | None = ..., n: int = ..., /
    ) -> str | None: ...


_translators: list[_Translator] = []
_language = "en"


class Msg(str):
    """A message of the core: its id (the English template, with ``{name}`` fields and an
    optional ``%n`` count) and its parameters.

    A ``Msg`` *is* its English text (a ``str`` subclass), so every place that keeps a reason
    as a string (plan JSON, comparisons, ``in``) keeps working and stays language-neutral;
    f-strings and ``format`` give the English text too. ``str(msg)`` (and ``print``) shows it
    in the installed language; :meth:`english` is always English; :meth:`to_json` is the
    language-neutral id form. Compose messages through parameters (a parameter may be a
    ``Msg``; :func:`join` joins several), never by gluing strings: glued text is English
    only."""

    id: str
    params: Mapping[str, Any]
    n: int | None
    #: Qt's disambiguation: the same English id meaning something else in one game (the
    #: Battlecrest rulebook's *комірка* where the other games say *клітинка*); "" for none
    disambiguation: str

    def __new__(
        cls,
        id: str,
        params: Mapping[str, Any] | None = None,
        n: int | None = None,
        disambiguation: str = "",
    ) -> Msg:
        values = dict(params) if params else {}
        # the English text, as _render(id, values, n, False) words it: every plan makes
        # dozens of messages (reasons), most of them never shown
        text = id if n is None else _english(id, n)
        if values:
            text = text.format(
                **{k: (str.__str__(v) if isinstance(v, Msg) else v) for k, v in values.items()}
            )
        self = super().__new__(cls, text)
        self.id = id
        self.params = values
        self.n = n
        self.disambiguation = disambiguation
        return self

    def __getnewargs__(self) -> tuple[str, dict[str, Any], int | None, str]:  # type: ignore[override]
        return (self.id, dict(self.params), self.n, self.disambiguation)

    def filled(self, params: Mapping[str, Any] | None = None, n: int | None = None) -> Msg:
        """The same message (its id, collected where it was declared with :func:`msg`) with
        other parameters: for a declared template such as a parameter's words."""
        return Msg(self.id, params, n, self.disambiguation)

    def __str__(self) -> str:
        return self.render()

    def __format__(self, spec: str) -> str:
        return format(self.english(), spec)

    def render(self, translate: bool = True) -> str:
        """The text in the installed language (``translate``) or in English."""
        return (
            _render(self.id, self.params, self.n, translate, self.disambiguation)
            if translate
            else self.english()
        )

    def english(self) -> str:
        return str.__str__(self)

    def to_json(self) -> dict[str, Any]:
        """Language-neutral form: the id and the parameters (nested messages as objects)."""
        out: dict[str, Any] = {"id": self.id}
        if self.params:
            out["params"] = {
                k: (v.to_json() if isinstance(v, Msg) else v) for k, v in self.params.items()
            }
        if self.n is not None:
            out["n"] = self.n
        if self.disambiguation:
            out["disambiguation"] = self.disambiguation
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Msg:
        """The message of a :meth:`to_json` form (nested messages too): ``Msg.from_json(
        m.to_json()) == m`` and renders the same in every language. Raises ``KeyError``/
        ``TypeError`` for a form without an ``id`` string."""
        id = d["id"]
        if not isinstance(id, str):
            raise TypeError(f"a message id is a string, not {type(id).__name__}")
        if not _plain_template(id):
            raise ValueError("a message id's fields are plain names (a saved form is data)")
        raw = d.get("params") or {}
        if not isinstance(raw, Mapping):
            raise TypeError("a message's params are an object")
        params = {
            k: (cls.from_json(v) if isinstance(v, Mapping) and "id" in v else v)
            for k, v in raw.items()
        }
        n = d.get("n")
        return cls(
            id, params, n if isinstance(n, int) else None, str(d.get("disambiguation") or "")
        )


#: a template field as the app's messages write them: a name, ``!r``/``!s``, and a format of
#: ``,`` or a few digits' precision (``{count:,}``, ``{avg:.2f}``, ``{x:g}``)
_PLAIN_SPEC = re.compile(r"(?:,|\.[0-9][fg%]?|[fg])?")


def _plain_template(template: str) -> bool:
    """Whether ``template`` (a message id read from a file: an AE log entry, a campaign's
    log) has only plain fields. A saved form is data: a field such as ``{x:>999999999}``
    would build a string of gigabytes, and ``{x.__class__}`` reach into the value."""
    import string

    try:
        parts = list(string.Formatter().parse(template))
    except ValueError:
        return False
    return all(
        name is None
        or (
            name.isidentifier()
            and conversion in (None, "r", "s")
            and _PLAIN_SPEC.fullmatch(spec or "") is not None
        )
        for _text, name, spec, conversion in parts
    )


def _render(
    id: str, params: Mapping[str, Any], n: int | None, translate: bool, disambiguation: str = ""
) -> str:
    text = tr(id, CORE_CONTEXT, n, disambiguation) if translate else _english(id, n)
    if not params:
        return text
    values = {k: (v.render(translate) if isinstance(v, Msg) else v) for k, v in params.items()}
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation with a bad field
        return _english(id, n).format(**values)


def msg(id: str, /, n: int | None = None, **params: Any) -> Msg:
    """A core message; ``tools/i18n.py`` finds every call with a literal id."""
    return Msg(id, params, n)


def msg_in(disambiguation: str, id: str, /, n: int | None = None, **params: Any) -> Msg:
    """A core message whose English ``id`` means something else in one game: its own
    catalogue entry (Qt's disambiguation, the ``.ts`` entry's ``<comment>``), e.g.
    ``msg_in("battlecrest", "%n space(s)", n=2)``: "2 spaces" in English everywhere, the
    Battlecrest rulebook's "2 комірки" in Ukrainian where the other games say "2 клітинки".
    ``tools/i18n.py`` finds every call with literal arguments."""
    return Msg(id, params, n, disambiguation)


def join(parts: Iterable[str], sep: str = "; ") -> Msg:
    """``parts`` joined by ``sep`` as one message (each part shown in the installed language
    when it is a :class:`Msg`); its id is the pattern ``{p0}; {p1}``, which needs no
    translation."""
    items = list(parts)
    return Msg(
        sep.join(f"{{p{i}}}" for i in range(len(items))), {f"p{i}": p for i, p in enumerate(items)}
    )


#: the player colours of colour-ordered target lists (spec 4), as reasons name them
COLOURS: dict[str, Msg] = {}


def colour_word(colour: str) -> str:
    """A player colour (``blue``...) as a message, any other word as it is."""
    if not COLOURS:
        COLOURS.update({m.id: m for m in (msg("blue"), msg("yellow"), msg("green"), msg("red"))})
    return COLOURS.get(colour, colour)


#: what cannot be shown on one line of a terminal or a label: C0 and C1 controls (newline,
#: carriage return, escape, NUL ...), DEL, the line and paragraph separators, lone surrogates
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")


def printable(text: str) -> str:
    """``text`` as one printable line: each character of :data:`_UNPRINTABLE` as its
    escape (``\\n``, ``\\x1b``, ``\\ud800``), so a name from a file can neither move a
    terminal's cursor, clear its screen nor break the line it is shown on. Text without
    such characters is returned as it is (the same object)."""
    if not _UNPRINTABLE.search(text):
        return text
    return _UNPRINTABLE.sub(
        lambda m: (
            m.group().encode("unicode_escape", "backslashreplace").decode("ascii")
            if not "\ud800" <= m.group() <= "\udfff"
            else f"\\u{ord(m.group()):04x}"
        ),
        text,
    )


def shown(text: str) -> str:
    """``text`` as the window shows it: a :class:`Msg` in the installed language, any other
    string as it is."""
    return text.render() if isinstance(text, Msg) else text


_PLURAL = re.compile(r"(\w+)\((s|es)\)")
#: a word whose singular is another word: ``[was|were]``, ``[is|are]``
_PAIR = re.compile(r"\[(\w+)\|(\w+)\]")


def _english(source: str, n: int | None) -> str:
    """The source text with ``%n`` filled in; ``word(s)`` becomes ``word`` for one and
    ``words`` otherwise, ``[was|were]`` ``was`` for one and ``were`` otherwise (the English
    catalogue does the same, this is its fallback)."""
    if n is None:
        return source
    key = (source, n)
    hit = _ENGLISH.get(key)
    if hit is None:
        if len(_ENGLISH) > 4096:
            _ENGLISH.clear()
        text = _PLURAL.sub(lambda m: m.group(1) if n == 1 else m.group(1) + m.group(2), source)
        text = _PAIR.sub(lambda m: m.group(1) if n == 1 else m.group(2), text)
        hit = _ENGLISH[key] = text.replace("%n", str(n))
    return hit


#: :func:`_english`'s texts by source and count (a plan words "%n space(s)" for the same
#: few counts again and again)
_ENGLISH: dict[tuple[str, int], str] = {}


def english_plural(source: str, n: int) -> str:
    """``source`` (an English ``%n`` text) for ``n``: ``%n figure(s)`` -> ``1 figure``/``2
    figures``; the window's fallback when no English catalogue is installed."""
    return _english(source, n)


def tr(
    source: str, context: str = CORE_CONTEXT, n: int | None = None, disambiguation: str = ""
) -> str:
    """``source`` in the installed language (English when no catalogue has it);
    ``disambiguation``: the entry of that meaning (see :func:`msg_in`)."""
    for t in _translators:
        out = t.translate(context, source, disambiguation or None, -1 if n is None else n)
        if out:
            return out.replace("%n", str(n)) if n is not None else out
    return _english(source, n)


def language() -> str:
    """The installed language's code."""
    return _language


def system_language() -> str:
    """The language the system asks for (``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG``), if
    the app ships it; else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0].split(".")[0].split("_")[0].lower()
            return code if code in LANGUAGES else "en"
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    code = loc.split("_")[0].lower()
    return code if code in LANGUAGES else "en"


def catalogue(code: str) -> Path:
    """The compiled catalogue of language ``code``."""
    return HERE / f"tabletop_ai_{code}.qm"


def install(code: str, *, english_catalogue: bool = False) -> str:
    """Use language ``code`` for every message from now on (``"system"``: the system's).
    Returns the code installed. English loads no catalogue (and so no Qt) unless
    ``english_catalogue``: the source texts are English and :func:`_english` makes their
    plurals; the window loads it anyway for its own ``%n`` texts."""
    global _language
    if code == "system":
        code = system_language()
    if code not in LANGUAGES:
        code = "en"
    _translators.clear()
    _language = code
    qm = catalogue(code)
    if (code != "en" or english_catalogue) and qm.is_file():
        from PySide6.QtCore import QTranslator

        t = QTranslator()
        if t.load(str(qm)):
            _translators.append(t)
    return code


def qt_translators(code: str) -> list[Any]:
    """Translators for a window, in the order to install them: Qt's own dialogs
    (``qtbase_uk``), then the app's catalogue. The one installed last is asked first, so the
    app's catalogue also words what ``qtbase_uk`` leaves in English or words oddly
    (``tabletop_ai.ui.shell.qt_words``)."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    out: list[Any] = []
    qt = QTranslator()
    if code != "en" and qt.load(
        f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ):
        out.append(qt)
    t = QTranslator()
    if t.load(str(catalogue(code))):
        out.append(t)
    return out
