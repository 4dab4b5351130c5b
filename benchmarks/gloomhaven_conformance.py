"""Pass counts of the Gloomhaven monster AI on the shared conformance cases.

    python benchmarks/gloomhaven_conformance.py [--failures] [--cases PATH]

Prints, per edition, how many cases pass exactly (the answers offered equal the expected
set) and loosely (the chosen answer is among the expected ones), with the cases the README
marks doubtful (scenarios 134-136; Frosthaven 69, 75, 131, 137) counted apart, and the plan
time per case.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path

from tabletop_ai.gloomhaven.conformance import doubtful, load_cases, run_case

#: the copy that travels with the tests (MIT, (c) 2022 Daniel Nelson; tests/data/gloomhaven/)
DEFAULT = Path(__file__).resolve().parents[1] / "tests" / "data" / "gloomhaven" / "cases.json"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=Path, default=DEFAULT)
    ap.add_argument("--failures", action="store_true", help="list every failing case")
    args = ap.parse_args(argv)
    if not args.cases.exists():
        print(f"no conformance cases at {args.cases}", file=sys.stderr)
        return 2
    cases = load_cases(args.cases)
    tally: dict[tuple[str, bool], list[int]] = defaultdict(lambda: [0, 0, 0])
    times: list[float] = []
    failures: list[str] = []
    for case in cases:
        r = run_case(case)
        times.append(r.seconds)
        t = tally[(case["rules"], doubtful(case))]
        t[0] += 1
        t[1] += r.exact
        t[2] += r.loose
        if not r.exact:
            failures.append(("   " if r.loose else "!! ") + r.explain())
    print(f"{'edition':<18}{'cases':>7}{'exact':>8}{'loose':>8}   (doubtful cases apart)")
    totals = [0, 0, 0]
    for rules in ("frosthaven", "gloomhaven", "jaws-of-the-lion"):
        for dbt in (False, True):
            n, ex, lo = tally[(rules, dbt)]
            if not n:
                continue
            label = rules + (" doubtful" if dbt else "")
            print(f"{label:<18}{n:>7}{ex:>8}{lo:>8}")
            for i, v in enumerate((n, ex, lo)):
                totals[i] += v
    print(f"{'all':<18}{totals[0]:>7}{totals[1]:>8}{totals[2]:>8}")
    print(
        f"plan time per case: median {statistics.median(times) * 1000:.1f} ms, "
        f"mean {statistics.mean(times) * 1000:.1f} ms, max {max(times) * 1000:.0f} ms"
    )
    if args.failures:
        print("\n".join(failures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
