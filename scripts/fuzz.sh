#!/usr/bin/env bash
# Long fuzz runs of the input door (Benchmarks/XUIKitFuzz, release build, headless): EVENTS random
# events (default 1 000 000) for each of SEEDS seeds (default 1 2 3), printing each run's figures
# (deliveries, violations, open touches, recognizers left continuing, time per event).
# Exits non-zero if any run found a violation. CI runs a short version (FuzzProcessTests).
# Then issue 25's hostile text (Benchmarks/text/hostile_text.py: nested bidi controls, isolates,
# runs of invisible characters, a 1 MB line) goes through a UILabel (XUIKitBench text): a crash
# or a layout over 60 s fails the run. CI runs the quick cases (TextBoundsTests).
#
# Then hostile image files (issue 25): IMAGES (default 200, XUIKIT_FUZZ_IMAGES) PNG decompression
# bombs and JPEGs claiming sizes their data does not hold, made by scripts/hostile-images.py from
# the first seed, each decoded whole and at 512 pixels by XUIKitBench's `decode` command under
# /usr/bin/time. A crash, or a peak resident memory over 800 MiB (the 256 MiB decoding limit plus
# a progressive JPEG's 256 MiB of coefficients, with room), fails the run; the slowest decode and
# the largest peak are printed. CI runs the quick cases (ImageLimitsTests, PNGDownsamplingTests).
#
#     bash scripts/fuzz.sh [EVENTS] [SEEDS...]
#
# XUIKIT_CONFIGURATION=debug runs debug builds instead of release ones (slower figures; no
# release build to wait for); XUIKIT_NO_BUILD=1 runs what is already built.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${XUIKIT_CONFIGURATION:-release}"
events="${1:-1000000}"
shift || true
seeds=("$@")
[ "${#seeds[@]}" -gt 0 ] || seeds=(1 2 3)
[ -n "${XUIKIT_NO_BUILD:-}" ] || swift build -c "$configuration" --product XUIKitFuzz >/dev/null
fuzz="$(swift build -c "$configuration" --show-bin-path)/XUIKitFuzz"
status=0
for seed in "${seeds[@]}"; do
    "$fuzz" --seed "$seed" --events "$events" || status=1
done

[ -n "${XUIKIT_NO_BUILD:-}" ] || swift build -c "$configuration" --product XUIKitBench >/dev/null
bench="$(swift build -c "$configuration" --show-bin-path)/XUIKitBench"
text_dir="$(mktemp -d)"
python3 Benchmarks/text/hostile_text.py "$text_dir" >/dev/null
for file in "$text_dir"/*.txt; do
    timeout 60 "$bench" text "$file" || { echo "fuzz: hostile text $(basename "$file") crashed or took over 60 s"; status=1; }
done
images="${XUIKIT_FUZZ_IMAGES:-200}"
image_dir="$(mktemp -d)"
trap 'rm -rf "$image_dir" "$text_dir"' EXIT
python3 scripts/hostile-images.py "$image_dir" "$images" "${seeds[0]}" >"$image_dir/files"
largest=0 largest_case="" slowest=0 slowest_case="" decoded=0
while read -r name; do
    for size in "" 512; do
        case_name="$name${size:+ at $size}"
        start=$(date +%s%N)
        if ! /usr/bin/time -f %M -o "$image_dir/rss" "$bench" decode "$image_dir/$name" $size >"$image_dir/out" 2>&1; then
            echo "fuzz: decoding $case_name failed: $(tail -2 "$image_dir/out" | tr '\n' ' ')"
            status=1
            continue
        fi
        elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
        kib=$(tail -1 "$image_dir/rss")
        decoded=$((decoded + 1))
        if [ "$kib" -gt "$largest" ]; then largest=$kib largest_case=$case_name; fi
        if [ "$elapsed" -gt "$slowest" ]; then slowest=$elapsed slowest_case=$case_name; fi
        if [ "$kib" -gt $((800 * 1024)) ]; then
            echo "fuzz: decoding $case_name peaked at $((kib / 1024)) MiB"
            status=1
        fi
    done
done <"$image_dir/files"
echo "hostile images: $decoded decodes of $images files; largest peak $((largest / 1024)) MiB ($largest_case);" \
     "slowest $slowest ms ($slowest_case)"
exit "$status"
