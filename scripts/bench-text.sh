#!/usr/bin/env bash
# Issue 25's hostile text beside Pango's own tools: for each text (Benchmarks/text/hostile_text.py),
# the CPU time of one layout wrapped at 300 pt with pango-view (Debian's pango1.0-tools), with
# Pango set up as XUIKit did before its bounds (Benchmarks/text/pango-layout.c), and with XUIKit
# now (a UILabel measured, measured again and drawn: XUIKitBench text); then 1 MB and 10 MB pastes into a
# text view and a text field (time and memory). Release build, headless. Figures only; nothing
# fails on them. A layout that takes longer than TIMEOUT seconds (default 60) is cut off.
#
#     bash scripts/bench-text.sh [TIMEOUT]
set -euo pipefail
cd "$(dirname "$0")/.."
limit="${1:-60}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/text/hostile_text.py "$dir" >/dev/null
cc -O2 Benchmarks/text/pango-layout.c -o "$dir/pango-layout" $(pkg-config --cflags --libs pangocairo)
swift build -c release --product XUIKitBench >/dev/null
bench="$(swift build -c release --show-bin-path)/XUIKitBench"

cpu() {   # CPU seconds of a command, or "> LIMIT s" when cut off
    local out
    if out=$( { /usr/bin/time -f '%U %S' timeout "$limit" "$@" >/dev/null 2>/dev/null; } 2>&1 ); then
        echo "$out" | tail -1 | awk '{ printf "%.3f s", $1 + $2 }'
    else
        echo "> $limit s (cut off)"
    fi
}

echo "==> one layout wrapped at 300 pt, CPU time"
for file in "$dir"/*.txt; do
    name="$(basename "$file")"
    echo "$name"
    if command -v pango-view >/dev/null; then
        echo "  pango-view:              $(cpu pango-view --no-display -q --font='Open Sans 17' --width=300 --wrap=word-char "$file")"
    fi
    before=$(timeout "$limit" "$dir/pango-layout" "$file" 300 2>/dev/null || echo "> $limit s (cut off)")
    echo "  Pango as XUIKit before:  $before"
    echo "  $(timeout "$limit" "$bench" text "$file" 2>/dev/null || echo "XUIKit: > $limit s (cut off)")"
done

echo "==> big pastes (R9.29, R9.31)"
"$bench" paste 1
"$bench" paste 10
