#!/usr/bin/env bash
# Release workflow, macOS: make the drag-to-install disk image from the PyInstaller build.
#
#   packaging/macos/make-dmg.sh VERSION
#
# Input:  dist/TabletopAI.app (python -m PyInstaller packaging/tabletop-ai.spec)
# Output: dist/TabletopAI-VERSION-macOS-<arch>.dmg holding "Tabletop AI.app" and a link to
#         /Applications. Signed with MACOS_SIGN_IDENTITY when that is set.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=${1:?usage: make-dmg.sh VERSION}
app=dist/TabletopAI.app
[ -d "$app" ] || { echo "no $app: build packaging/tabletop-ai.spec first" >&2; exit 1; }
arch=$(lipo -archs "$app/Contents/MacOS/TabletopAI" | tr ' ' '+')
case "$arch" in *x86_64*arm64* | *arm64*x86_64*) arch=universal2 ;; esac
dmg=dist/TabletopAI-$version-macOS-$arch.dmg

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
# ditto keeps symlinks, extended attributes and the code signature. Renaming the bundle
# folder does not touch the signature (the folder name is not sealed).
ditto "$app" "$stage/Tabletop AI.app"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
# hdiutil on CI runners now and then fails with "Resource busy": try a few times.
for attempt in 1 2 3; do
  if hdiutil create -volname "Tabletop AI $version" -srcfolder "$stage" -fs HFS+ \
       -format UDZO -imagekey zlib-level=9 -ov "$dmg"; then
    break
  fi
  [ "$attempt" = 3 ] && { echo "hdiutil create failed 3 times" >&2; exit 1; }
  sleep 10
done
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --sign "$MACOS_SIGN_IDENTITY" --timestamp "$dmg"
  codesign --verify --verbose=2 "$dmg"
fi
echo "$dmg"
