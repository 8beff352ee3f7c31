#!/usr/bin/env bash
# Make the macOS disk image from the .app that PyInstaller built:
#   bash packaging/macos/make_dmg.sh dist/bundle/Dominos.app dist/Dominos-<version>.dmg
# (packaging/build.py calls it with the version taken from pyproject.toml.)
#
# Signing and notarisation are optional; without them macOS asks the player to
# confirm the first launch (right-click > Open). To sign and notarise, set:
#   DOMINOS_CODESIGN_IDENTITY  "Developer ID Application: Name (TEAMID)"; also read by
#                              the spec, which signs the .app with the hardened runtime
#   DOMINOS_NOTARY_PROFILE     a keychain profile made once with
#                              xcrun notarytool store-credentials PROFILE --apple-id ... --team-id ...
set -euo pipefail

app=${1:?usage: make_dmg.sh PATH/Dominos.app OUT.dmg}
out=${2:?usage: make_dmg.sh PATH/Dominos.app OUT.dmg}
identity=${DOMINOS_CODESIGN_IDENTITY:-}
profile=${DOMINOS_NOTARY_PROFILE:-}

[ -d "$app" ] || { echo "no app bundle at $app" >&2; exit 1; }
plist="$app/Contents/Info.plist"
for key in CFBundleIdentifier NSLocalNetworkUsageDescription NSBonjourServices; do
  /usr/libexec/PlistBuddy -c "Print :$key" "$plist" >/dev/null \
    || { echo "$plist lacks $key" >&2; exit 1; }
done

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"   # drag the app onto this to install

rm -f "$out"
hdiutil create -volname "Dominos" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$out"

if [ -n "$identity" ]; then
  codesign --verify --deep --strict "$app"
  codesign --force --timestamp --sign "$identity" "$out"
  if [ -n "$profile" ]; then
    xcrun notarytool submit "$out" --keychain-profile "$profile" --wait
    xcrun stapler staple "$out"
  fi
elif [ -n "$profile" ]; then
  echo "notarisation needs a signed app: set DOMINOS_CODESIGN_IDENTITY too" >&2
  exit 1
fi
echo "$out"
