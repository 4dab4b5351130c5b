#!/usr/bin/env bash
# Check the source release the way someone who downloads it uses it: build the sdist, check
# that it holds every file of the project (git ls-files), unpack it into a temporary folder
# OUTSIDE the checkout, install it from there into a fresh venv (not editable: pip builds a
# wheel from the unpacked sdist), and run the unpacked sdist's own test suite against that
# install. Nothing of the checkout is on the path while the tests run.
#
#   packaging/check-sdist.sh                 # uses `python` on PATH (an activated venv)
#   PYTHON=/path/to/python packaging/check-sdist.sh
#
# Needs the `build` package in that python (the [dev] extra has it) and PyPI (or a pip cache)
# for the dependencies, which are installed with packaging/constraints.txt. Pytest's options
# may follow: packaging/check-sdist.sh -x tests/maps. Exits non-zero on the first problem.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-$(command -v python || command -v python3)}
fail() { echo "check-sdist: $*" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-ai-sdist.XXXXXX")
trap 'rm -rf "$work"' EXIT
case "$work/" in "$ROOT"/*) fail "the temporary folder $work is inside the checkout" ;; esac

echo "== sdist"
rm -rf build/sdist
"$PY" -m build --quiet --sdist --outdir build/sdist . >/dev/null
sdists=(build/sdist/tabletop_ai-*.tar.gz)
[ "${#sdists[@]}" = 1 ] && [ -f "${sdists[0]}" ] || fail "expected one sdist in build/sdist"
sdist=${sdists[0]}
echo "$sdist ($(du -k "$sdist" | cut -f1) kB)"

echo "== sdist contents (against git ls-files)"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  "$PY" - "$sdist" <<'EOF'
import subprocess
import sys
import tarfile

with tarfile.open(sys.argv[1]) as tar:
    names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
tracked = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True)
missing = sorted(f for f in tracked.stdout.splitlines() if f not in names)
if missing:
    sys.exit("check-sdist: tracked files missing from the sdist (MANIFEST.in): " + ", ".join(missing))
print(f"all {len(tracked.stdout.splitlines())} tracked files are in the sdist")
EOF
else
  echo "not a git checkout: contents not compared"
fi

echo "== unpacked and installed outside the checkout: $work"
tar -xzf "$sdist" -C "$work"
src=("$work"/tabletop_ai-*/)
src=${src[0]%/}
"$PY" -m venv "$work/venv"
if [ -x "$work/venv/Scripts/python.exe" ]; then bin=$work/venv/Scripts; else bin=$work/venv/bin; fi
"$bin/python" -m pip install -q --disable-pip-version-check \
  -c "$src/packaging/constraints.txt" "$src[test]"

cd "$src"
unset PYTHONPATH PYTHONHOME
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
where=$("$bin/python" -c "import tabletop_ai, pathlib; print(pathlib.Path(tabletop_ai.__file__).parent)")
case "$where/" in "$ROOT"/*|"$src"/*) fail "the venv imports tabletop_ai from a source tree ($where)" ;; esac
echo "tabletop_ai imported from $where"

echo "== the sdist's tests against the installed package"
"$bin/python" -m pytest -q -p no:cacheprovider "$@"
echo "sdist OK"
