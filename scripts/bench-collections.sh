#!/usr/bin/env bash
# Issue 22's collection-view figures: the scroll-frame time of a 100 000-item flow grid (100 × 100
# items, 800 × 600) and of a 100 000-row one-column list (800 × 44), each the median of 1 200
# programmatic 23 pt scroll steps with layout and drawing (XUIKitBench on the headless backend);
# the memory per item (the RSS of a laid-out 1 000 000-item grid less a 1 000-item one, divided by
# the 999 000 items between); and, in the same run, GTK 4's GtkGridView scrolling the same grid on
# a private Xvfb (Benchmarks/peers/gtk4-grid.c, software rendering, median of 600 frames).
# Figures only; nothing here passes or fails.
#
#   scripts/bench-collections.sh            (installs libgtk-4-dev through install-deps.sh --bench)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
bash scripts/install-deps.sh --bench

run_dir="$(mktemp -d)"
xvfb_pid=""
cleanup() {
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$run_dir"
}
trap cleanup EXIT

echo "==> Building XUIKitBench (release) and the GTK 4 grid"
swift build -c release --product XUIKitBench >/dev/null
bench="$(swift build -c release --show-bin-path)/XUIKitBench"
gcc -O2 Benchmarks/peers/gtk4-grid.c $(pkg-config --cflags --libs gtk4) -o "$run_dir/gtk4-grid"

echo "==> XUIKit: scrolling 100 000 items"
"$bench" collections

echo "==> XUIKit: memory per item"
small=$("$bench" collections-memory 1000 | sed -n 's/^rss_kib=//p')
large=$("$bench" collections-memory 1000000 | sed -n 's/^rss_kib=//p')
awk -v s="$small" -v l="$large" 'BEGIN {
    printf "%-52s %9d KiB\n", "RSS, grid of 1 000 items", s
    printf "%-52s %9d KiB\n", "RSS, grid of 1 000 000 items", l
    printf "%-52s %9.2f bytes\n", "memory per item ((RSS 1M − RSS 1k) / 999 000)", (l - s) * 1024 / 999000
}'

echo "==> GTK 4 GtkGridView: scrolling the same grid (Xvfb, GSK_RENDERER=cairo)"
start_xvfb 1280x1024x24 "$run_dir"
export GDK_BACKEND=x11 NO_AT_BRIDGE=1 GSK_RENDERER=cairo
gtk=$(timeout 120 "$run_dir/gtk4-grid" 600 2>/dev/null | sed -n 's/^gtk_frame_us //p' || true)
printf '%-52s median %9s µs  (n=600)\n' "GtkGridView 100k (grid): scroll frame" "${gtk:-failed}"
