#!/usr/bin/env bash
# Prints XUIKit's Cassowary solver beside kiwisolver (PyPI) on the same 1000-row form, in one
# run, with ratios; plus the 100-view UIKit-API form; then the first pass of the chained form at
# 1 000 and 10 000 constraints (issue 25; `bench-layout.sh 1000 3000 10000` picks the sizes).
# Figures only; nothing here passes or fails.
# kiwisolver goes into a virtual environment under .build/ when python3 cannot import it.
set -euo pipefail
cd "$(dirname "$0")/.."

python=python3
if ! "$python" -c 'import kiwisolver' 2>/dev/null; then
    venv=.build/kiwi-venv
    if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import kiwisolver' 2>/dev/null; then
        echo "==> Installing kiwisolver into $venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet kiwisolver
    fi
    python="$venv/bin/python"
fi

echo "==> Building XUIKitBench (release)"
swift build -c release --product XUIKitBench >/dev/null
bench="$(swift build -c release --show-bin-path)/XUIKitBench"

echo "==> Running both solvers"
xuikit="$("$bench" layout)"
kiwi="$("$python" Benchmarks/layout/kiwi_form.py)"
value() { sed -n "s/^$1=//p" <<<"$2"; }

xb=$(value build_ms "$xuikit"); xr=$(value resolve_ms "$xuikit"); xf=$(value form100_ms "$xuikit")
xl=$(value form100_layout_ms "$xuikit")
kb=$(value build_ms "$kiwi"); kr=$(value resolve_ms "$kiwi")
kv=$("$python" -c 'import kiwisolver; print(kiwisolver.__version__)')
echo
printf '%-44s %12s %12s %10s\n' "1000-row form, 5 constraints a row (median)" "XUIKit" "kiwi $kv" "kiwi/XUIKit"
awk -v xb="$xb" -v kb="$kb" -v xr="$xr" -v kr="$kr" 'BEGIN {
    printf "%-44s %9.3f ms %9.3f ms %9.1f×\n", "build + solve", xb, kb, kb / xb
    printf "%-44s %9.4f ms %9.4f ms %9.1f×\n", "re-solve after a width change", xr, kr, kr / xr
}'
awk -v xf="$xf" -v xl="$xl" 'BEGIN {
    printf "%-44s %9.3f ms   (target < 2 ms)\n", "100-view form from scratch (UIKit API)", xf
    printf "%-44s %9.3f ms\n", "  of which activate + first layoutIfNeeded", xl
}'

if [ $# -eq 0 ]; then set -- 1000 10000; fi
sizes=("$@")
echo
echo "==> First pass of the chained form (5 constraints a row; medians of 3)"
xscale="$("$bench" layout-scale "${sizes[@]}")"
kscale="$("$python" Benchmarks/layout/kiwi_form.py --scale "${sizes[@]}")"
printf '%-44s %12s %12s %12s\n' "constraints" "XUIKit" "kiwi $kv" "XUIKit (UIKit API)"
for size in "${sizes[@]}"; do
    awk -v n="$size" -v xs="$(value "solver_ms_$size" "$xscale")" -v ks="$(value "solver_ms_$size" "$kscale")" \
        -v xu="$(value "uikit_ms_$size" "$xscale")" 'BEGIN {
        printf "%-44s %9.1f ms %9.1f ms %9.1f ms\n", n " (build + solve)", xs, ks, xu
    }'
done
