#!/usr/bin/env bash
# Release workflow, macOS: put the Developer ID certificate into a temporary keychain so that
# PyInstaller (MACOS_SIGN_IDENTITY) and codesign can sign with it.
#
# Needs MACOS_CERTIFICATE (the .p12, base64), MACOS_CERTIFICATE_PASSWORD and
# MACOS_SIGN_IDENTITY ("Developer ID Application: Name (TEAMID)"). With none of them set it
# does nothing (an unsigned, ad-hoc signed build); with only some set it fails, so a
# half-configured repository never ships an unsigned app by accident.
set -euo pipefail
have=0
for v in MACOS_CERTIFICATE MACOS_CERTIFICATE_PASSWORD MACOS_SIGN_IDENTITY; do
  [ -n "${!v:-}" ] && have=$((have + 1))
done
if [ "$have" = 0 ]; then
  echo "signing skipped: no MACOS_CERTIFICATE secret (the app will be ad-hoc signed)"
  exit 0
fi
[ "$have" = 3 ] || { echo "set all of MACOS_CERTIFICATE, MACOS_CERTIFICATE_PASSWORD and" \
                         "MACOS_SIGN_IDENTITY, or none" >&2; exit 1; }

tmp=${RUNNER_TEMP:-$(mktemp -d)}
keychain=$tmp/tabletop-ai-signing.keychain-db
keychain_password=$(uuidgen)
printf '%s' "$MACOS_CERTIFICATE" | base64 --decode > "$tmp/certificate.p12"
security create-keychain -p "$keychain_password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$keychain_password" "$keychain"
security import "$tmp/certificate.p12" -k "$keychain" -P "$MACOS_CERTIFICATE_PASSWORD" \
  -f pkcs12 -T /usr/bin/codesign
rm -f "$tmp/certificate.p12"
# Let codesign use the key without a prompt, and put the keychain on the search list.
security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$keychain_password" \
  "$keychain" >/dev/null
existing=()
while IFS= read -r k; do existing+=("$(echo "$k" | tr -d '" ')"); done \
  < <(security list-keychains -d user)
security list-keychains -d user -s "$keychain" "${existing[@]}"
security find-identity -v -p codesigning "$keychain" | grep -F "$MACOS_SIGN_IDENTITY" >/dev/null \
  || { echo "identity '$MACOS_SIGN_IDENTITY' is not in the certificate" >&2; exit 1; }
echo "signing identity ready: $MACOS_SIGN_IDENTITY"
