#!/usr/bin/env bash
# Prints XUIKit's figures: core hot paths (medians, headless) and the demo's idle CPU and memory
# on a real X server (an Xvfb this script starts). Figures only; nothing here passes or fails on time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
bash scripts/install-deps.sh

echo "==> Core benchmarks (release build, headless backend)"
swift run -c release XUIKitBench

echo "==> HelloButton idle on Xvfb"
swift build -c release --product HelloButton
app="$(swift build -c release --show-bin-path)/HelloButton"
run_dir="$(mktemp -d)"
trap 'kill "${pid:-}" "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$run_dir"' EXIT
start_xvfb 1024x768x24 "$run_dir"
"$app" >/dev/null &
pid=$!
sleep 1   # let it map its window and draw the first frame
ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
hz=$(getconf CLK_TCK)
samples=()
for _ in 1 2 3 4 5; do
    before=$(ticks); sleep 1; after=$(ticks)
    samples+=("$(( (after - before) * 100 / hz ))")
done
sorted=($(printf '%s\n' "${samples[@]}" | sort -n))
rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
echo "idle CPU over 5 × 1 s: median ${sorted[2]} % of one core (samples: ${samples[*]})"
echo "resident memory: $((rss / 1024)) MiB"
