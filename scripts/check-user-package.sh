#!/usr/bin/env bash
# Checks that XUIKit works from an app's own package, as README's "Testing your app" promises:
# copies Templates/MyApp into a temporary folder next to a link named XUIKit to this checkout (the
# layout its Package.swift expects, `.package(path: "../XUIKit")`), then runs `swift test` there
# with no DISPLAY, so its UI test starts its own Xvfb and accessibility bus; then packages it as the
# template's package.sh does and checks the folder and the .deb install and start
# (scripts/check-package.sh). Prints how long each took.
#
#   scripts/check-user-package.sh
#
# The copy builds XUIKit from scratch in its own .build, and is deleted afterwards.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/xuikit-user-package.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Templates/MyApp" "$work/MyApp"
rm -rf "$work/MyApp/.build" "$work/MyApp/Package.resolved"
ln -s "$repo" "$work/XUIKit"
# SwiftPM and the tests put their temporary files (lock files among them) under TMPDIR: keep them
# in the folder that is deleted.
mkdir "$work/tmp"
export TMPDIR="$work/tmp"

start=$SECONDS
cd "$work/MyApp"
# Everything on stdout, in order (SwiftPM's build lines go to stderr).
env -u DISPLAY swift test -Xswiftc -warnings-as-errors 2>&1
echo "check-user-package: ok: swift test in a copy of Templates/MyApp passed in $((SECONDS - start)) s"

# Shipping it: the template's packaging (package.sh's options), checked from the installed places.
start=$SECONDS
bash "$repo/scripts/check-package.sh" "$work/MyApp" MyApp MyApp --name "My App" --icon "$work/MyApp/Packaging/MyApp.svg"
echo "check-user-package: ok: Templates/MyApp packaged, installed and started in $((SECONDS - start)) s"
