#!/usr/bin/env bash
# Build the PyInstaller spec on Linux and check the frozen app, the way the release workflow
# does on Windows and macOS. Fails on any error, so a data file missing from the bundle fails CI.
#
#   packaging/build-linux.sh            # uses `python` on PATH (an activated venv), else python3
#   PYTHON=/path/to/python packaging/build-linux.sh
#
# Output: dist/TabletopAI/ (TabletopAI = the window, tabletop-ai = the command line).
# The Linux bundle is a check, not a download: it is tied to this machine's glibc.
set -euo pipefail
cd "$(dirname "$0")/.."

PY=${PYTHON:-$(command -v python || command -v python3)}
if ! command -v objdump >/dev/null; then  # PyInstaller reads Linux binaries with binutils
  echo "installing binutils"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq binutils >/dev/null
fi
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
  echo "installing PyInstaller"
  "$PY" -m pip install -q "pyinstaller>=6.10,<7"
fi
# The spec takes the version from the installed package's metadata.
"$PY" -c "import importlib.metadata as m; m.version('tabletop-ai')" 2>/dev/null \
  || "$PY" -m pip install -q -e .

echo "== PyInstaller $("$PY" -m PyInstaller --version): packaging/tabletop-ai.spec"
SECONDS=0
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/tabletop-ai.spec
build_seconds=$SECONDS

APP=dist/TabletopAI
INTERNAL=$APP/_internal
GUI=$APP/TabletopAI
CLI=$APP/tabletop-ai
export QT_QPA_PLATFORM=offscreen
fail() { echo "build-linux: $*" >&2; exit 1; }

echo "== bundle contents"
# Every file of the package's data folder and every bundled map must be in the bundle.
missing=0
while IFS= read -r f; do
  rel=${f#src/}
  [ -f "$INTERNAL/$rel" ] || { echo "missing from bundle: $f" >&2; missing=1; }
done < <(find src/tabletop_ai/data -type f ! -path '*/__pycache__/*' | sort)
for f in maps/*.json; do
  [ -f "$INTERNAL/maps/$(basename "$f")" ] || { echo "missing from bundle: $f" >&2; missing=1; }
done
[ "$missing" = 0 ] || fail "data files are missing from the bundle (see packaging/tabletop-ai.spec)"
for f in assets/icons/tabletop-ai-256.png; do
  [ -f "$INTERNAL/$f" ] || fail "missing from bundle: $f"
done
echo "all $(find src/tabletop_ai/data -type f ! -path '*/__pycache__/*' | wc -l) data files" \
     "and $(ls maps/*.json | wc -l) maps are bundled"

echo "== version"
want=$("$PY" -c "import importlib.metadata as m; print(m.version('tabletop-ai'))")
for exe in "$CLI" "$GUI"; do
  got=$("$exe" --version)
  [ "$got" = "tabletop-ai $want" ] || fail "$exe --version says '$got', expected 'tabletop-ai $want'"
done
echo "tabletop-ai $want (both programs)"

echo "== command line on the bundled boards"
for board in "$INTERNAL"/maps/*.board.json; do
  "$CLI" validate "$board"
  for group in $("$CLI" groups "$board" | cut -d: -f1); do
    out=$("$CLI" plan "$board" --group "$group") || fail "plan $board -g $group failed"
    [ -n "$out" ] || fail "plan $board -g $group printed nothing"
    "$CLI" plan "$board" --group "$group" --json >/dev/null
    echo "$(basename "$board") -g $group: $(printf '%s\n' "$out" | wc -l) lines"
  done
done
# A broken file still gets its one-line message and status 2 from the frozen app.
printf '{"format": "nope"}' > build/broken.board.json
set +e; err=$("$CLI" plan build/broken.board.json -g x 2>&1); rc=$?; set -e
[ "$rc" = 2 ] && [[ "$err" == tabletop-ai:*broken.board.json* ]] \
  || fail "broken board: expected status 2 and a one-line message, got $rc: $err"

echo "== self-test (the window, offscreen)"
# Opens the demo in the real main window, activates a group and checks the drawn plan.
"$CLI" --self-test
"$GUI" --self-test

echo "== numbers"
echo "build time: ${build_seconds} s"
echo "unpacked: $(du -sh "$APP" | cut -f1)"
tar -C dist -czf build/TabletopAI-linux.tar.gz TabletopAI
echo "tar.gz: $(du -h build/TabletopAI-linux.tar.gz | cut -f1)"
rm -f build/TabletopAI-linux.tar.gz build/broken.board.json
