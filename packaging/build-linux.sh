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
  "$PY" -m pip install -q -c packaging/constraints.txt "pyinstaller>=6.10,<7"
fi
# The spec takes the version from the installed package's metadata.
"$PY" -c "import importlib.metadata as m; m.version('tabletop-ai')" 2>/dev/null \
  || "$PY" -m pip install -q -c packaging/constraints.txt -e .

echo "== PyInstaller $("$PY" -m PyInstaller --version): packaging/tabletop-ai.spec"
SECONDS=0
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/tabletop-ai.spec
build_seconds=$SECONDS
export QT_QPA_PLATFORM=offscreen

APP=dist/TabletopAI
PYTHON=$PY packaging/check-bundle.sh "$APP" "$APP/_internal"

echo "== numbers"
echo "build time: ${build_seconds} s"
ms() { local t0; t0=$(date +%s%N); "$@" >/dev/null 2>&1; echo $(( ($(date +%s%N) - t0) / 1000000 )); }
for what in "tabletop-ai --version" "TabletopAI --self-test"; do
  read -r -a cmd <<< "$what"
  runs=()
  for _ in 1 2 3 4 5; do runs+=("$(ms "$APP/${cmd[0]}" "${cmd[@]:1}")"); done
  echo "start-up, $what: ${runs[*]} ms (5 runs)"
done
echo "unpacked: $(du -sh "$APP" | cut -f1)"
tar -C dist -czf build/TabletopAI-linux.tar.gz TabletopAI
echo "tar.gz: $(du -h build/TabletopAI-linux.tar.gz | cut -f1)"
rm -f build/TabletopAI-linux.tar.gz
