#!/usr/bin/env bash
# Checks that UIKit code written as for iOS in Swift 5 language mode compiles against XUIKit after
# the mechanical port: type-checks Tests/Fixtures/Swift5Port (Timer blocks, DispatchQueue.main.async,
# a plain helper class holding a UIButton, a String extension using UIFont and
# NSAttributedString, a UIImage extension drawing with UIGraphicsImageRenderer, global layout
# operators, private actions, a timer and an observer kept for the app's life, a shape view that
# narrows its layer, overrides action(for:forKey:) and tags an animation by key, confetti from an
# emitter layer, fireworks from sub-cells, a sketch canvas hit-testing its strokes by their outlines,
# cubes in transform layers) with
# `-swift-version 5`, against the modules `swift build` made. Fails on any error and on any warning
# but the Sendable-closure ones the Porting article explains; lists and counts the warnings. Also type-checks it in Swift 6 mode, where the same code has errors by design: the
# count is printed for comparison, not checked.
#
#   scripts/check-swift5-port.sh [FOLDER]     # default Tests/Fixtures/Swift5Port; run swift build first
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/typecheck.sh
folder="${1:-Tests/Fixtures/Swift5Port}"
log="$(mktemp)"; trap 'rm -f "$log"' EXIT

status=0
xuikit_typecheck 5 "$log" "$folder"/*.swift || status=$?
errors=$(grep -c ": error:" "$log" || true)
warnings=$(grep -c ": warning:" "$log" || true)
if [[ $status -ne 0 || $errors -ne 0 ]]; then
    cat "$log"
    echo "check-swift5-port: error: $folder does not compile in Swift 5 mode ($errors errors)" >&2
    exit 1
fi
if [[ $warnings -gt 0 ]]; then
    echo "Warnings in Swift 5 mode, by kind:"
    grep ": warning:" "$log" | sed -E 's/^[^:]+:[0-9]+:[0-9]+: warning: //; s/'"'"'[^'"'"']*'"'"'/…/g' | sort | uniq -c | sort -rn
fi
# The only warnings expected are Swift 5 mode's own for a @Sendable closure touching main-actor
# state (the Porting article says why); any other kind (an unused result Apple's SDK lets code drop,
# a deprecation of ours) is a porting defect.
unexpected=$(grep ": warning:" "$log" | grep -v "from a Sendable closure" || true)
if [[ -n "$unexpected" ]]; then
    echo "$unexpected"
    echo "check-swift5-port: error: $folder has warnings other than Swift 5 mode's Sendable-closure ones" >&2
    exit 1
fi
swift6=0
xuikit_typecheck 6 "$log" "$folder"/*.swift || true
swift6=$(grep -c ": error:" "$log" || true)
echo "check-swift5-port: ok: $folder compiles in Swift 5 mode with 0 errors and $warnings warnings (Swift 6 mode: $swift6 errors, expected for Swift 5 code)"
