#!/usr/bin/env bash
# Release workflow, macOS: notarize the signed disk image with Apple and staple the ticket.
#
#   packaging/macos/notarize.sh DMG
#
# Needs MACOS_SIGN_IDENTITY (the app was signed with it), APPLE_ID, APPLE_TEAM_ID and
# APPLE_APP_PASSWORD (an app-specific password of that Apple ID). Without them it does
# nothing and says so: the dmg stays unsigned/un-notarized and Gatekeeper will ask users to
# confirm the first start (README, "Download and install").
set -euo pipefail
dmg=${1:?usage: notarize.sh DMG}
for v in MACOS_SIGN_IDENTITY APPLE_ID APPLE_TEAM_ID APPLE_APP_PASSWORD; do
  if [ -z "${!v:-}" ]; then
    echo "notarization skipped: $v is not set"
    exit 0
  fi
done
# The notary service checks every binary inside the dmg (hardened runtime, timestamps).
out=$(xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
        --password "$APPLE_APP_PASSWORD" --wait --timeout 45m --output-format json)
echo "$out"
id=$(printf '%s' "$out" | python3 -c "import json,sys; print(json.load(sys.stdin)['id'])")
status=$(printf '%s' "$out" | python3 -c "import json,sys; print(json.load(sys.stdin)['status'])")
if [ "$status" != "Accepted" ]; then
  xcrun notarytool log "$id" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" || true
  echo "notarization failed: $status" >&2
  exit 1
fi
xcrun stapler staple "$dmg"
xcrun stapler validate "$dmg"
spctl --assess --type open --context context:primary-signature --verbose=2 "$dmg"
