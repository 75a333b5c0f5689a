#!/usr/bin/env bash
# Prints the diffable data sources' figures (issue 22): the diff alone, and applying a
# 10 000-item snapshot with 1 000 changes to a collection view and to a table (headless, medians
# of 21 rounds, each round 1 000 changes). Figures only; nothing here passes or fails on time.
# `bench-diffable.sh debug` runs the debug build instead of building a release one.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
if [ "${1:-}" = "debug" ]; then configuration=debug; fi
echo "==> Building XUIKitBench ($configuration)"
swift build -c "$configuration" --product XUIKitBench >/dev/null
bench="$(swift build -c "$configuration" --show-bin-path)/XUIKitBench"

echo "==> Diffable data sources (target: an apply under 20 ms)"
"$bench" diffable
