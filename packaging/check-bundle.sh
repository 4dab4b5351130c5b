#!/usr/bin/env bash
# Check a frozen Tabletop AI build: every data file and map is in it, both programs report the
# package version, the command line plans every group of every bundled board, a broken file
# gets its one-line message and status 2, and --self-test passes in the real window.
#
#   packaging/check-bundle.sh PROGRAM_DIR DATA_DIR
#
#   Linux/Windows one-folder build: dist/TabletopAI dist/TabletopAI/_internal
#   macOS app bundle:  dist/TabletopAI.app/Contents/MacOS dist/TabletopAI.app/Contents/Frameworks
#
# Runs under bash on Linux, macOS and Windows (Git Bash). Needs `python` (or $PYTHON) with the
# package installed, for the expected version. Exits non-zero on the first problem.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# = 2 ] || { echo "usage: $0 PROGRAM_DIR DATA_DIR" >&2; exit 2; }
BIN=$1
DATA=$2
GUI=$BIN/TabletopAI
CLI=$BIN/tabletop-ai
PY=${PYTHON:-$(command -v python || command -v python3)}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) windows=1 ;; *) windows=0 ;; esac
fail() { echo "check-bundle: $*" >&2; exit 1; }

echo "== bundle contents"
# Every package data file (packaging/package_data.py: the non-Python files of src/tabletop_ai
# and of the top-level maps/ and assets/ that setup.py maps into the package; not the
# translation sources *.ts) must be in the bundle at its place under tabletop_ai/, where
# importlib.resources finds it.
missing=0
n=0
maps=0
while IFS= read -r f; do
  f=${f%$'\r'}  # Windows' python writes CRLF
  n=$((n + 1))
  case "$f" in tabletop_ai/bundled_maps/*) maps=$((maps + 1)) ;; esac
  [ -f "$DATA/$f" ] || { echo "missing from bundle: $f" >&2; missing=1; }
done < <("$PY" packaging/package_data.py)
[ "$maps" -gt 0 ] || { echo "no bundled boards in maps/" >&2; missing=1; }
[ -f "$DATA/tabletop_ai/assets/icons/tabletop-ai-256.png" ] \
  || { echo "missing from bundle: tabletop_ai/assets/icons/" >&2; missing=1; }
[ "$missing" = 0 ] || fail "files are missing from the bundle (see packaging/tabletop-ai.spec)"
echo "all $n package data files ($maps boards and tables, the icons) are bundled"

echo "== version"
want="tabletop-ai $("$PY" -c "import importlib.metadata as m; print(m.version('tabletop-ai'))" | tr -d '\r')"
got=$("$CLI" --version | tr -d '\r')  # Windows writes CRLF
[ "$got" = "$want" ] || fail "tabletop-ai --version says '$got', expected '$want'"
if [ "$windows" = 0 ]; then  # a windowed .exe has no stdout to read
  got=$("$GUI" --version | tr -d '\r')
  [ "$got" = "$want" ] || fail "TabletopAI --version says '$got', expected '$want'"
fi
echo "$want"

echo "== command line on the bundled boards"
for table in "$DATA"/tabletop_ai/bundled_maps/*.table.json; do
  "$CLI" validate "$table"
done
for board in "$DATA"/tabletop_ai/bundled_maps/*.board.json; do
  "$CLI" validate "$board"
  # one id a line, as the file writes it (an id may hold spaces); fd 3, so nothing the loop
  # runs reads the ids as its input (no mapfile: macOS has bash 3.2)
  ids=$("$CLI" groups --ids "$board" | tr -d '\r') || fail "groups --ids $board failed"
  [ -n "$ids" ] || fail "$board has no groups"
  while IFS= read -r group <&3; do
    out=$("$CLI" plan "$board" --group "$group") || fail "plan $board -g $group failed"
    [ -n "$out" ] || fail "plan $board -g $group printed nothing"
    "$CLI" plan "$board" --group "$group" --json >/dev/null
    echo "$(basename "$board") -g $group: $(printf '%s\n' "$out" | wc -l | tr -d ' ') lines"
  done 3<<< "$ids"
done
broken=$(mktemp -d)/broken.board.json
printf '{"format": "nope"}' > "$broken"
set +e; err=$("$CLI" plan "$broken" -g x 2>&1); rc=$?; set -e
rm -f "$broken"
if [ "$rc" != 2 ] || [[ "$err" != tabletop-ai:*broken.board.json* ]]; then
  fail "broken board: expected status 2 and a one-line message, got $rc: $err"
fi
echo "a broken board file: status 2, '$err'"

echo "== self-test (the window: open the demo, activate a group, check the plan)"
"$CLI" --self-test
"$GUI" --self-test

echo "== Ukrainian (Qt's own words from qtbase_uk.qm, and the app's catalogue)"
[ -n "$(find "$DATA" -name qtbase_uk.qm -print -quit)" ] \
  || fail "qtbase_uk.qm is not in the bundle (see _KEEP_TRANSLATIONS in packaging/tabletop-ai.spec)"
"$CLI" --lang uk --self-test
shot=$(mktemp -d)/uk.png
"$CLI" --lang uk screenshot --size 1280x800 "$DATA/tabletop_ai/bundled_maps/outpost-raid.board.json" "$shot"
[ -s "$shot" ] || fail "the Ukrainian screenshot was not written"
echo "the window in Ukrainian: $shot"
echo "bundle OK"
