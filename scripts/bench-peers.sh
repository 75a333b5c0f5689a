#!/usr/bin/env bash
# XUIKit beside Tk 8.6 and GTK 3 on one Xvfb: the same scenes (Benchmarks/peers/), release builds,
# a table of medians and ratios. Figures only; nothing here passes or fails.
#
#   scripts/bench-peers.sh [ROUNDS]     (ROUNDS of every measurement, 3 by default)
#
# With XUIKIT_PEER_BASELINE=/path/to/XUIKitPeer (a release build of another commit), that build runs
# as a fourth toolkit in the same rounds, and a second table compares this checkout with it: the way
# to show a change made XUIKit no slower, in one run on one X server.
#
# Installs the peers first (scripts/install-deps.sh --bench: tk, libgtk-3-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
rounds="${1:-3}"
bash scripts/install-deps.sh --bench

run_dir="$(mktemp -d)"
app_pid=""
xvfb_pid=""
cleanup() {
    [[ -n "$app_pid" ]] && kill "$app_pid" 2>/dev/null || true
    [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$run_dir"
}
trap cleanup EXIT

echo "==> Building (release)"
swift build -c release --product XUIKitPeer >/dev/null
xuikit="$(swift build -c release --show-bin-path)/XUIKitPeer"
gcc -O2 Benchmarks/peers/gtk-scene.c $(pkg-config --cflags --libs gtk+-3.0) -o "$run_dir/gtk-scene"
gcc -O2 Benchmarks/peers/peer-driver.c -lX11 -lXtst -o "$run_dir/peer-driver"
driver="$run_dir/peer-driver"
tk_script="$PWD/Benchmarks/peers/tk-scene.tcl"

start_xvfb 1280x1024x24 "$run_dir"
export GDK_BACKEND=x11 NO_AT_BRIDGE=1

# The command line of each toolkit's app for a mode.
command_for() {  # toolkit, mode args...
    local toolkit=$1; shift
    case $toolkit in
        xuikit) echo "$xuikit $*" ;;
        tk) echo "wish $tk_script $*" ;;
        gtk) echo "$run_dir/gtk-scene $*" ;;
        baseline) echo "$XUIKIT_PEER_BASELINE $*" ;;
    esac
}

median() { sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) print "-"; else print a[int((NR + 1) / 2)] }'; }

# One run of a toolkit's app for a mode: the figure it prints as "LABEL value".
one_figure() {  # toolkit label mode args...
    local toolkit=$1 label=$2; shift 2
    # shellcheck disable=SC2046
    timeout 120 $(command_for "$toolkit" "$@") 2>/dev/null | awk -v l="$label" '$1 == l { print $2 }'
}

stop_hello() { kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; app_pid=""; sleep 0.2; }

# Context switches of every thread of the app.
switches() { cat /proc/"$app_pid"/task/*/status 2>/dev/null | awk '/ctxt_switches/ { s += $2 } END { print s + 0 }'; }

# Rounds outermost, toolkits inside: a machine that speeds up or slows down over the minutes
# the script runs shifts every toolkit alike, so the ratios stay fair.
declare -A samples figure
add() { samples[$1]="${samples[$1]:-}$2"$'\n'; }
for round in $(seq "$rounds"); do
    for toolkit in xuikit tk gtk ${XUIKIT_PEER_BASELINE:+baseline}; do
        echo "==> round $round of $rounds: $toolkit"
        add "$toolkit,opaque" "$(one_figure "$toolkit" redraw_ms scene opaque 50)"
        if [[ $toolkit != tk ]]; then add "$toolkit,alpha" "$(one_figure "$toolkit" redraw_ms scene alpha 50)"; fi
        add "$toolkit,fade" "$(one_figure "$toolkit" fade_ms fade 60)"
        add "$toolkit,button" "$(one_figure "$toolkit" button_ms button 200)"
        # The app's stdout goes to a file: start it through the driver with output redirected.
        out="$run_dir/$toolkit.out"
        # shellcheck disable=SC2046
        "$driver" mapped sh -c "exec $(command_for "$toolkit" hello) >$out 2>/dev/null" >"$run_dir/mapped" 2>/dev/null
        app_pid=$(awk '$1 == "pid" { print $2 }' "$run_dir/mapped")
        add "$toolkit,mapped" "$(awk '$1 == "mapped_ms" { print $2 }' "$run_dir/mapped")"
        sleep 1
        before=$(switches); sleep 5; after=$(switches)
        add "$toolkit,idle" "$((after - before))"
        "$driver" click 100 42 20 >"$run_dir/clicks"
        sleep 0.5
        # Pair the n-th click with the n-th action: latency in µs.
        paste <(awk '$1 == "click" { print $2 }' "$run_dir/clicks") <(awk '$1 == "action" { print $2 }' "$out") \
            | awk 'NF == 2 { printf "%.1f\n", ($2 - $1) / 1000 }' >"$run_dir/latency"
        add "$toolkit,click" "$(median <"$run_dir/latency")"
        add "$toolkit,rss" "$(awk '/VmHWM/ { printf "%.1f", $2 / 1024 }' /proc/"$app_pid"/status)"
        stop_hello
    done
done
for key in "${!samples[@]}"; do
    figure[$key]=$(printf '%s' "${samples[$key]}" | { grep -v '^$' || true; } | median)
done
figure[xuikit,hittest]=$(one_figure xuikit hittest_us hittest 31)
if [[ -n "${XUIKIT_PEER_BASELINE:-}" ]]; then figure[baseline,hittest]=$(one_figure baseline hittest_us hittest 31); fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f", a / b }'; }
row() { printf '%-44s %10s %10s %10s %9s %9s  %s\n' "$@"; }
echo
row "figure (median of $rounds rounds)" XUIKit Tk GTK "÷Tk" "÷GTK" "target"
row "full redraw 1000 views, opaque (ms)" "${figure[xuikit,opaque]}" "${figure[tk,opaque]}" "${figure[gtk,opaque]}" \
    "$(ratio "${figure[xuikit,opaque]}" "${figure[tk,opaque]}")" "$(ratio "${figure[xuikit,opaque]}" "${figure[gtk,opaque]}")" "≤ 0.5 × Tk"
row "full redraw 1000 views, alpha 0.8 (ms)" "${figure[xuikit,alpha]}" "-" "${figure[gtk,alpha]}" \
    "-" "$(ratio "${figure[xuikit,alpha]}" "${figure[gtk,alpha]}")" "≤ 0.7 × GTK"
row "60 Hz fade of 1000 views, a frame (ms)" "${figure[xuikit,fade]}" "${figure[tk,fade]}" "${figure[gtk,fade]}" \
    "$(ratio "${figure[xuikit,fade]}" "${figure[tk,fade]}")" "$(ratio "${figure[xuikit,fade]}" "${figure[gtk,fade]}")" "< 8 ms"
row "one-button redraw (ms)" "${figure[xuikit,button]}" "${figure[tk,button]}" "${figure[gtk,button]}" \
    "$(ratio "${figure[xuikit,button]}" "${figure[tk,button]}")" "$(ratio "${figure[xuikit,button]}" "${figure[gtk,button]}")" "≤ 0.1 ms"
row "XTest click → action (µs)" "${figure[xuikit,click]}" "${figure[tk,click]}" "${figure[gtk,click]}" \
    "$(ratio "${figure[xuikit,click]}" "${figure[tk,click]}")" "$(ratio "${figure[xuikit,click]}" "${figure[gtk,click]}")" "≤ Tk"
row "hitTest, 10 000 siblings (µs)" "${figure[xuikit,hittest]}" "-" "-" "-" "-" "≤ 20 µs"
row "exec → window mapped (ms)" "${figure[xuikit,mapped]}" "${figure[tk,mapped]}" "${figure[gtk,mapped]}" \
    "$(ratio "${figure[xuikit,mapped]}" "${figure[tk,mapped]}")" "$(ratio "${figure[xuikit,mapped]}" "${figure[gtk,mapped]}")" "≤ 0.5 × GTK"
row "peak RSS, hello button (MiB)" "${figure[xuikit,rss]}" "${figure[tk,rss]}" "${figure[gtk,rss]}" \
    "$(ratio "${figure[xuikit,rss]}" "${figure[tk,rss]}")" "$(ratio "${figure[xuikit,rss]}" "${figure[gtk,rss]}")" "≤ Tk + 4 MiB"
row "context switches in 5 s idle" "${figure[xuikit,idle]}" "${figure[tk,idle]}" "${figure[gtk,idle]}" "-" "-" "0"

if [[ -n "${XUIKIT_PEER_BASELINE:-}" ]]; then
    echo
    echo "This checkout against the baseline build $XUIKIT_PEER_BASELINE (same rounds, same X server):"
    base_row() { printf '%-44s %10s %10s %9s\n' "$@"; }
    base_row "figure (median of $rounds rounds)" "this" "baseline" "÷base"
    for entry in "opaque:full redraw 1000 views, opaque (ms)" "alpha:full redraw 1000 views, alpha 0.8 (ms)" \
        "fade:60 Hz fade of 1000 views, a frame (ms)" "button:one-button redraw (ms)" "click:XTest click → action (µs)" \
        "hittest:hitTest, 10 000 siblings (µs)" "mapped:exec → window mapped (ms)" "rss:peak RSS, hello button (MiB)" \
        "idle:context switches in 5 s idle"; do
        key=${entry%%:*}
        base_row "${entry#*:}" "${figure[xuikit,$key]}" "${figure[baseline,$key]}" "$(ratio "${figure[xuikit,$key]}" "${figure[baseline,$key]}")"
    done
fi
