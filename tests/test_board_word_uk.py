"""The Ukrainian catalogues name the board *мапа*, as the window and docs/languages.md do:
no text that says "board" or "map" in English says *поле* for it in Ukrainian (the photo
reader's board markers are *маркери мапи*). *Поле* stays where it means something else: a
marker's white margin (*біле поле*), a form's or a file's field, and Battlecrest's
battlefield (*поле битви*, its rulebook's word), whose texts keep it."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from tests.conftest import ROOT

I18N = ROOT / "src" / "tabletop_ai" / "i18n"
BOARD = re.compile(r"\b(board|map)s?\b", re.IGNORECASE)
FIELD = re.compile(r"(?<!\w)пол(е|я|і|ем|ю|ів|ях|ям|ями)(?!\w)", re.IGNORECASE)
MARGIN = re.compile(r"(?<!\w)біл(е|ого|им|ому) пол(е|я|ем|і)(?!\w)", re.IGNORECASE)


@pytest.mark.parametrize("catalogue", ["core_uk.ts", "ui_uk.ts"])
def test_a_board_is_a_map_in_ukrainian(catalogue: str) -> None:
    wrong = []
    for m in ET.parse(I18N / catalogue).getroot().iter("message"):
        where = [loc.get("filename", "") for loc in m.iter("location")]
        if any("battlecrest" in w for w in where):
            continue
        source = m.findtext("source") or ""
        tr = m.find("translation")
        assert tr is not None
        texts = [n.text or "" for n in tr.iter("numerusform")] or [tr.text or ""]
        for text in texts:
            if BOARD.search(source) and FIELD.search(MARGIN.sub("", text)):
                wrong.append((source, text))
    assert wrong == [], "\n".join(f"{s!r}: {t!r}" for s, t in wrong)
