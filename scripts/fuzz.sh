#!/usr/bin/env bash
# Long fuzz runs of the input door (Benchmarks/XUIKitFuzz, release build, headless): EVENTS random
# events (default 1 000 000) for each of SEEDS seeds (default 1 2 3), printing each run's figures
# (deliveries, violations, open touches, recognizers left continuing, time per event).
# Exits non-zero if any run found a violation. CI runs a short version (FuzzProcessTests).
#
#     bash scripts/fuzz.sh [EVENTS] [SEEDS...]
set -euo pipefail
cd "$(dirname "$0")/.."
events="${1:-1000000}"
shift || true
seeds=("$@")
[ "${#seeds[@]}" -gt 0 ] || seeds=(1 2 3)
swift build -c release --product XUIKitFuzz >/dev/null
fuzz="$(swift build -c release --show-bin-path)/XUIKitFuzz"
status=0
for seed in "${seeds[@]}"; do
    "$fuzz" --seed "$seed" --events "$events" || status=1
done
exit "$status"
