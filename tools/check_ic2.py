"""The Imperial Commander 2 importer on real IC2 files: ``python tools/check_ic2.py DIR``.

The project ships no IC2 file (the tests write small ones); CI runs this on the copy a
machine has (``.ci/run``). For English and German it reads DIR as ``tabletop-ai ic2`` does and
fails (exit status 1) when a file cannot be read, a line is not understood, or a deployment
card of ``CardData`` did not become a group with instruction lists; it prints the groups and
line counts, and where the German lists' structure differs from the English ones (IC2's own
translation, not the reader: the differences are printed, not failed on).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tabletop_ai.board.errors import BoardError
from tabletop_ai.imperial.ic2 import IC2Import, find_resources, load_ic2, read_ic2_json


def _structure(imp: IC2Import) -> dict[str, list[list[dict[str, object]]]]:
    """Each group's lists without their words (notes' text, ability names, the names a
    condition refers to)."""
    words = ("text", "name", "if_line")
    return {
        g.id: [[{k: v for k, v in i.items() if k not in words} for i in lst] for lst in g.lists]
        for g in imp.groups
    }


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python tools/check_ic2.py DIR", file=sys.stderr)
        return 2
    root = find_resources(Path(argv[0]))
    cards = [
        c["id"]
        for rel in ("CardData/enemies.json", "CardData/villains.json")
        for c in read_ic2_json(root, rel)
    ]
    results: dict[str, IC2Import] = {}
    failed = False
    for lang in ("en", "de"):
        try:
            imp = load_ic2(root, lang)
        except BoardError as exc:
            print(f"{lang}: {exc.first_line()}", file=sys.stderr)
            failed = True
            continue
        results[lang] = imp
        c = imp.counts
        villains = sum(g.villain for g in imp.groups)
        print(
            f"{lang}: {len(imp.groups)} groups ({len(imp.groups) - villains} deployment groups, "
            f"{villains} villains); {c.lines} lines: {c.structured + c.with_note} moves and "
            f"attacks planned ({c.with_note} of them with a note), {c.notes} notes"
        )
        for w in imp.warnings:
            print(f"  warning: {w}")
        ids = [g.id for g in imp.groups]
        if ids != cards:
            print(f"{lang}: the groups {ids} are not the cards {cards}", file=sys.stderr)
            failed = True
        empty = [g.id for g in imp.groups if not g.lists or not any(g.lists)]
        if empty:
            print(f"{lang}: groups without instruction lists: {empty}", file=sys.stderr)
            failed = True
    if "en" in results and "de" in results:
        en, de = _structure(results["en"]), _structure(results["de"])
        same = 0
        for gid, lists in en.items():
            if de.get(gid) == lists:
                same += 1
                continue
            for j, (a, b) in enumerate(zip(lists, de.get(gid, []), strict=False)):
                for ia, ib in zip(a, b, strict=False):
                    if ia != ib:
                        print(f"  {gid} list {j + 1}: English {json.dumps(ia)}")
                        print(f"  {gid} list {j + 1}: German  {json.dumps(ib)}")
        print(f"German and English lists: the same structure in {same} of {len(en)} groups")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
