#!/usr/bin/env bash
# Builds the DocC documentation of XUIKitCore offline, with the toolchain's own
# swift-symbolgraph-extract and docc (no network, no swift-docc-plugin), warnings as errors.
#
#   scripts/docs.sh     # prints where the site is, and how to look at it
#
# Steps: install missing Debian packages (scripts/install-deps.sh; this needs pkg-config and
# cairo's headers), build XUIKitCore with SwiftPM (a no-op after scripts/test.sh's build: same
# flags), extract its public symbol graph from the built module, copy the catalog
# Sources/XUIKitCore/XUIKitCore.docc with docs/Behaviour.md appended to its BehaviourRules article,
# and run `docc convert --warnings-as-errors`. Everything goes under .build-docs/ (ignored by git).
# About half a minute after a build.
#
# XUIKIT_SCRATCH_PATH, if set, is passed to SwiftPM as --scratch-path (a private build folder).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fail() { echo "docs: error: $*" >&2; exit 1; }
step() { printf '\n==> %s\n' "$*"; }

module=XUIKitCore
catalog="Sources/$module/$module.docc"
out=.build-docs
swift_args=(-Xswiftc -warnings-as-errors)
if [[ -n "${XUIKIT_SCRATCH_PATH:-}" ]]; then swift_args+=(--scratch-path "$XUIKIT_SCRATCH_PATH"); fi

step "Installing missing Debian packages"
bash scripts/install-deps.sh

command -v swift >/dev/null 2>&1 || fail "swift is not on PATH; install Swift 6 (swift.org) and add its usr/bin to PATH"
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
extract="$toolchain/swift-symbolgraph-extract"
docc="$toolchain/docc"
[[ -x "$extract" ]] || fail "$extract not found: the Swift toolchain in $toolchain has no swift-symbolgraph-extract"
[[ -x "$docc" ]] || fail "$docc not found: the Swift toolchain in $toolchain has no docc (Swift 5.9 or later ships it)"
[[ -d "$catalog" ]] || fail "$catalog is missing"
[[ -f docs/Behaviour.md ]] || fail "docs/Behaviour.md is missing"
command -v pkg-config >/dev/null 2>&1 || fail "pkg-config is missing: run scripts/install-deps.sh"

step "Building $module (SwiftPM; reuses an existing build with the same flags)"
swift build "${swift_args[@]}" --target "$module"
bin=$(swift build "${swift_args[@]}" --show-bin-path)
[[ -d "$bin/Modules" ]] || fail "no $bin/Modules after the build"

step "Extracting the public symbol graph of $module"
rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/catalog"
triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)
[[ -n "$triple" ]] || fail "could not read the target triple from swift -print-target-info"
# The core imports the C modules CCairo, CJPEG, CPNG, CPango, CRsvg and CEnchant
# (Sources/C*/module.modulemap), whose headers need their libraries' includes, and our own C modules
# CFoundationHooks, CPixelKernels and CEarlyFonts (Sources/NAME/include).
c_includes=()
for flag in $(pkg-config --cflags-only-I cairo libjpeg libpng pangocairo librsvg-2.0 enchant-2); do c_includes+=(-Xcc "$flag"); done
"$extract" -module-name "$module" -target "$triple" \
    -I "$bin/Modules" -I Sources/CCairo -I Sources/CJPEG -I Sources/CPNG -I Sources/CPango -I Sources/CRsvg \
    -I Sources/CEnchant -I Sources/CFoundationHooks/include -I Sources/CPixelKernels/include -I Sources/CEarlyFonts/include "${c_includes[@]}" \
    -minimum-access-level public -skip-synthesized-members \
    -output-dir "$out/symbol-graphs"

step "Converting the catalog (docc, warnings are errors)"
cp -R "$catalog" "$out/catalog/"
copy="$out/catalog/$module.docc"
# The rules page keeps one source, docs/Behaviour.md: its rules are appended to the article that
# introduces them, without the page title and the in-page contents (DocC makes its own).
{
    echo
    awk '/^## What the tests assume/ { on = 1 }
         /^## Contents/ { skip = 1; next }
         skip && /^## / { skip = 0 }
         on && !skip' docs/Behaviour.md
} >>"$copy/BehaviourRules.md"
"$docc" convert "$copy" \
    --additional-symbol-graph-dir "$out/symbol-graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.xuikit.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors

site="$PWD/$out/$module.doccarchive"
[[ -f "$site/index.html" ]] || fail "docc reported success but $site/index.html does not exist"
echo
echo "docs: the documentation is in $site"
echo "docs: to read it, serve that folder over HTTP, e.g."
echo "        python3 -m http.server --directory $site 8000"
echo "      and open http://localhost:8000/documentation/$(tr '[:upper:]' '[:lower:]' <<<"$module")/"
