#!/usr/bin/env bash
# Long fuzz runs of the input door (Benchmarks/XUIKitFuzz, release build, headless): EVENTS random
# events (default 1 000 000) for each of SEEDS seeds (default 1 2 3), printing each run's figures
# (deliveries, violations, open touches, recognizers left continuing, time per event).
# Exits non-zero if any run found a violation. CI runs a short version (FuzzProcessTests).
# Then issue 25's hostile text (Benchmarks/text/hostile_text.py: nested bidi controls, isolates,
# runs of invisible characters, a 1 MB line) goes through a UILabel (XUIKitBench text): a crash
# or a layout over 60 s fails the run. CI runs the quick cases (TextBoundsTests).
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

text_dir="$(mktemp -d)"
trap 'rm -rf "$text_dir"' EXIT
python3 Benchmarks/text/hostile_text.py "$text_dir" >/dev/null
swift build -c release --product XUIKitBench >/dev/null
bench="$(swift build -c release --show-bin-path)/XUIKitBench"
for file in "$text_dir"/*.txt; do
    timeout 60 "$bench" text "$file" || { echo "fuzz: hostile text $(basename "$file") crashed or took over 60 s"; status=1; }
done
exit "$status"
