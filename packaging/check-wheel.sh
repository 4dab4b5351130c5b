#!/usr/bin/env bash
# Install Tabletop AI the way a user gets it from pip, and check it works from there:
# build the wheel, check that it holds every package data file (the bundled boards and tables,
# the rule sets' data, the window icons), install it into a fresh venv in a temporary folder
# OUTSIDE the checkout, and from that folder run `tabletop-ai --version`, `--self-test` (the
# window, offscreen, on the bundled demo), `validate` on every bundled file and `plan` on every
# group of every bundled board. Nothing of the checkout is on the path while the wheel runs.
#
#   packaging/check-wheel.sh                 # uses `python` on PATH (an activated venv)
#   PYTHON=/path/to/python packaging/check-wheel.sh
#
# Needs network access to PyPI (or a pip cache) for the wheel's dependencies, installed with
# packaging/constraints.txt. Exits non-zero on the first problem.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-$(command -v python || command -v python3)}
fail() { echo "check-wheel: $*" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-ai-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
case "$work/" in "$ROOT"/*) fail "the temporary folder $work is inside the checkout" ;; esac

echo "== wheel"
rm -rf build/wheel
"$PY" -m pip wheel -q --no-deps --wheel-dir build/wheel .
wheels=(build/wheel/tabletop_ai-*.whl)
[ "${#wheels[@]}" = 1 ] && [ -f "${wheels[0]}" ] || fail "expected one wheel in build/wheel"
wheel=${wheels[0]}
echo "$wheel ($(du -k "$wheel" | cut -f1) kB)"

echo "== wheel contents"
# Every package data file (packaging/package_data.py: the non-Python files of src/tabletop_ai
# and of the top-level maps/ and assets/ that setup.py maps into the package) must be in the
# wheel at its place inside the package.
"$PY" - "$wheel" <<'EOF'
import sys
import zipfile

sys.path.insert(0, "packaging")
from package_data import package_files

names = set(zipfile.ZipFile(sys.argv[1]).namelist())
want = sorted(package_files())
missing = [n for n in want if n not in names]
if missing:
    sys.exit("check-wheel: missing from the wheel: " + ", ".join(missing))
maps = [n for n in want if n.startswith("tabletop_ai/bundled_maps/")]
icons = [n for n in want if n.startswith("tabletop_ai/assets/")]
if "tabletop_ai/bundled_maps/outpost-raid.board.json" not in maps or not icons:
    sys.exit("check-wheel: no demo board in maps/ or no icons in assets/")
print(f"all {len(want)} package data files are in the wheel: {len(maps)} boards and tables, "
      f"{len(icons)} icons, {len(want) - len(maps) - len(icons)} data files")
EOF

echo "== fresh venv outside the checkout: $work/venv"
"$PY" -m venv "$work/venv"
if [ -x "$work/venv/Scripts/python.exe" ]; then bin=$work/venv/Scripts; else bin=$work/venv/bin; fi
"$bin/python" -m pip install -q --disable-pip-version-check -c "$ROOT/packaging/constraints.txt" \
  "$ROOT/$wheel"

cd "$work"
unset PYTHONPATH PYTHONHOME
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
CLI=$bin/tabletop-ai
where=$("$bin/python" -c "import tabletop_ai, pathlib; print(pathlib.Path(tabletop_ai.__file__).parent)")
case "$where/" in "$ROOT"/*) fail "the venv imports tabletop_ai from the checkout ($where)" ;; esac
echo "tabletop_ai imported from $where"

want="tabletop-ai $("$bin/python" -c "import importlib.metadata as m; print(m.version('tabletop-ai'))")"
got=$("$CLI" --version)
[ "$got" = "$want" ] || fail "tabletop-ai --version says '$got', expected '$want'"
echo "$got"

echo "== self-test (the window on the bundled demo board)"
"$CLI" --self-test

echo "== validate every bundled file, plan every group of every bundled board"
mapfile -t files < <("$bin/python" -c "
from tabletop_ai.resources import bundled_maps
for p in bundled_maps():
    print(p)")
[ "${#files[@]}" -gt 0 ] || fail "the installed package has no bundled boards"
boards=0
plans=0
for f in "${files[@]}"; do
  case "$f" in "$ROOT"/*) fail "bundled file $f is in the checkout, not in the venv" ;; esac
  "$CLI" validate "$f"
  case "$f" in
    *.board.json)
      boards=$((boards + 1))
      # one id a line, as the file writes it (an id may hold spaces)
      ids=$("$CLI" groups --ids "$f") || fail "groups --ids $f failed"
      [ -n "$ids" ] || fail "$f has no groups"
      mapfile -t groups <<< "$ids"
      for g in "${groups[@]}"; do
        out=$("$CLI" plan "$f" --group "$g") || fail "plan $f --group $g failed"
        [ -n "$out" ] || fail "plan $f --group $g printed nothing"
        "$CLI" plan "$f" --group "$g" --json | "$bin/python" -c "import json, sys; json.load(sys.stdin)"
        plans=$((plans + 1))
        echo "$(basename "$f") --group $g: $(printf '%s\n' "$out" | wc -l | tr -d ' ') lines"
      done ;;
  esac
done
echo "wheel OK: ${#files[@]} bundled files valid, $plans plans on $boards boards, self-test passed"
