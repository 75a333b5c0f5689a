#!/usr/bin/env bash
# XUIKit beside Tk 8.6 and GTK 3 on one Xvfb: the same scenes (Benchmarks/peers/), release builds,
# a table of medians, ratios and issue 24's targets (the "met" column), then where the time of
# XUIKit's redraws goes (its render pass against the X server's copy). Figures only; nothing here
# passes or fails.
#
#   scripts/bench-peers.sh [ROUNDS]     (ROUNDS of every measurement, 3 by default)
#
# exec → window mapped is the median of every launch: the hello app clicked and XUIKIT_PEER_LAUNCHES
# more (4 by default) a round.
#
# With XUIKIT_PEER_BASELINE=/path/to/XUIKitPeer (a release build of another commit), that build runs
# as a fourth toolkit in the same rounds, and a second table compares this checkout with it: the way
# to show a change made XUIKit no slower, in one run on one X server.
#
# Installs the peers first (scripts/install-deps.sh --bench: tk, libgtk-3-dev, libxdamage-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
rounds="${1:-3}"
# Launches of each hello app a round for exec → window mapped, beside the one clicked.
launches="${XUIKIT_PEER_LAUNCHES:-4}"
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
# With the Swift runtime and Foundation linked in (--static-swift-stdlib), as a Swift app ships on
# Linux, where they are no system libraries: the dynamic loader then resolves a few thousand
# symbols instead of some 40 000, and start-up touches only the parts the app uses. (To see the
# figures with them as shared libraries, pass such a build as XUIKIT_PEER_BASELINE.) Package.swift
# links XUIKitPeer's release build as such an app should ship: by lld, relative relocations packed
# (DT_RELR) and no symbols exported but Foundation's language hooks (README, benchmark section).
swift build -c release --static-swift-stdlib --product XUIKitPeer >/dev/null
xuikit="$(swift build -c release --static-swift-stdlib --show-bin-path)/XUIKitPeer"
# A file just written has dirty pages in the page cache, which /proc/PID/smaps counts as the
# mapping process's Private_Dirty until they reach the disk.
sync
gcc -O2 Benchmarks/peers/gtk-scene.c $(pkg-config --cflags --libs gtk+-3.0) -o "$run_dir/gtk-scene"
gcc -O2 Benchmarks/peers/peer-driver.c -lX11 -lXtst -lXdamage -o "$run_dir/peer-driver"
gcc -O2 Benchmarks/peers/floor-client.c -lX11 -lXext -o "$run_dir/floor-client"
driver="$run_dir/peer-driver"
tk_script="$PWD/Benchmarks/peers/tk-scene.tcl"

start_xvfb 1280x1024x24 "$run_dir"
# XUIKitPeer reads the server's CPU time from it: where the time of a redraw goes.
export XUIKIT_PEER_SERVER_PID=$xvfb_pid
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

# One run of a toolkit's app for a mode; its "LABEL value" lines go to $run_dir/figures.
run_scene() {  # toolkit mode args...
    local toolkit=$1; shift
    # shellcheck disable=SC2046
    timeout 120 $(command_for "$toolkit" "$@") 2>/dev/null >"$run_dir/figures" || true
}
# A figure of the last run_scene, added to the samples of KEY (nothing when the app did not print it).
take() {  # key label
    local value
    value=$(awk -v l="$2" '$1 == l { print $2 }' "$run_dir/figures")
    if [[ -n "$value" ]]; then add "$1" "$value"; fi
}
# A scene's figure, and for XUIKit (and the baseline) its split into ours and the server's.
scene() {  # toolkit key label mode args...
    local toolkit=$1 key=$2 label=$3; shift 3
    run_scene "$toolkit" "$@"
    take "$toolkit,$key" "$label"
    take "$toolkit,$key.ours" "${label}_ours"
    take "$toolkit,$key.server" "${label}_server"
    take "$toolkit,$key.render" "${label}_render"
}

# Starts a toolkit's hello app through the driver (its stdout to OUT, its stderr dropped), keeps its
# pid in app_pid and adds its exec → window mapped time to the samples.
launch_hello() {  # toolkit out
    "$driver" mapped sh -c "exec $(command_for "$1" hello) >$2 2>/dev/null" >"$run_dir/mapped" 2>/dev/null
    app_pid=$(awk '$1 == "pid" { print $2 }' "$run_dir/mapped")
    add "$1,mapped" "$(awk '$1 == "mapped_ms" { print $2 }' "$run_dir/mapped")"
}
stop_hello() { kill "$app_pid" 2>/dev/null || true; wait "$app_pid" 2>/dev/null || true; app_pid=""; sleep 0.2; }

# Context switches of every thread of the app.
switches() { cat /proc/"$app_pid"/task/*/status 2>/dev/null | awk '/ctxt_switches/ { s += $2 } END { print s + 0 }'; }
# A field of the app's /proc/PID/smaps_rollup (the sum over its mappings), in MiB.
rollup_mib() { awk -v f="$1:" '$1 == f { printf "%.1f", $2 / 1024 }' /proc/"$app_pid"/smaps_rollup; }

# Rounds outermost, toolkits inside: a machine that speeds up or slows down over the minutes
# the script runs shifts every toolkit alike, so the ratios stay fair.
declare -A samples figure
# A sample of KEY; nothing when a run printed no figure ("" or "-").
add() { if [[ -n "$2" && "$2" != "-" ]]; then samples[$1]="${samples[$1]:-}$2"$'\n'; fi; }
for round in $(seq "$rounds"); do
    for toolkit in xuikit tk gtk ${XUIKIT_PEER_BASELINE:+baseline}; do
        echo "==> round $round of $rounds: $toolkit"
        scene "$toolkit" opaque redraw_ms scene opaque 50
        # Tk has no alpha and no cairo arcs to compare.
        if [[ $toolkit != tk ]]; then
            scene "$toolkit" alpha redraw_ms scene alpha 50
            scene "$toolkit" rings rings_ms rings 60
        fi
        scene "$toolkit" text text_ms text 50
        scene "$toolkit" fade fade_ms fade 60
        scene "$toolkit" button button_ms button 200
        # XUIKit's own part of a click (routing, tracking, the redraw of the pressed look), no X
        # server: what of click to photons is ours.
        if [[ $toolkit == xuikit || $toolkit == baseline ]]; then scene "$toolkit" tap tap_ms tap 400; fi
        # The app's stdout goes to a file: its actions are paired with the clicks below.
        out="$run_dir/$toolkit.out"
        launch_hello "$toolkit" "$out"
        sleep 1
        before=$(switches); sleep 5; after=$(switches)
        add "$toolkit,idle" "$((after - before))"
        "$driver" click 100 42 20 >"$run_dir/clicks"
        sleep 0.5
        # Pair the n-th click with the n-th action: latency in µs.
        paste <(awk '$1 == "click" { print $2 }' "$run_dir/clicks") <(awk '$1 == "action" { print $2 }' "$out") \
            | awk 'NF == 2 { printf "%.1f\n", ($2 - $1) / 1000 }' >"$run_dir/latency"
        add "$toolkit,click" "$(median <"$run_dir/latency")"
        # Click to photons: 40 presses, each to the first DAMAGE report; the round's median.
        "$driver" photons 100 42 40 >"$run_dir/photons"
        add "$toolkit,photons" "$(awk '$1 == "photons_ms" && $2 != "-" { print $2 }' "$run_dir/photons" | median)"
        add "$toolkit,rss" "$(awk '/VmHWM/ { printf "%.1f", $2 / 1024 }' /proc/"$app_pid"/status)"
        add "$toolkit,dirty" "$(rollup_mib Private_Dirty)"
        add "$toolkit,clean" "$(rollup_mib Private_Clean)"
        stop_hello
        # More launches for exec → window mapped alone: one launch a round (spread over 17–45 ms
        # here) cannot resolve a change of a few milliseconds.
        for _ in $(seq "$launches"); do
            launch_hello "$toolkit" /dev/null
            stop_hello
        done
    done
    # The floor of click to photons: a C client answering a press with one XShmPutImage and a
    # flush. What a toolkit's figure adds to it is the toolkit's own part.
    "$driver" mapped "$run_dir/floor-client" >"$run_dir/mapped" 2>/dev/null
    app_pid=$(awk '$1 == "pid" { print $2 }' "$run_dir/mapped")
    sleep 0.5
    "$driver" photons 100 42 40 >"$run_dir/photons"
    add "floor,photons" "$(awk '$1 == "photons_ms" && $2 != "-" { print $2 }' "$run_dir/photons" | median)"
    stop_hello
done
for key in "${!samples[@]}"; do
    figure[$key]=$(printf '%s' "${samples[$key]}" | { grep -v '^$' || true; } | median)
done
run_scene xuikit hittest 31; take xuikit,hittest hittest_us
if [[ -n "${XUIKIT_PEER_BASELINE:-}" ]]; then run_scene baseline hittest 31; take baseline,hittest hittest_us; fi
for key in xuikit,hittest baseline,hittest; do
    figure[$key]=$(printf '%s' "${samples[$key]:-}" | { grep -v '^$' || true; } | median)
done

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || a == "-" || b == "-" || b == 0) print "-"; else printf "%.2f", a / b }'; }
# Whether XUIKit's figure meets a target "PEER:FACTOR" (at most FACTOR × the peer's),
# "PEER+MIB" (at most the peer's + MIB) or "<LIMIT" (under LIMIT).
met() {  # key target[,target…]: every one must hold ("gtk:0.7,<4": ≤ 0.7 × GTK and ≤ 4)
    local key=$1 target=$2 mine=${figure[xuikit,$1]:-} peer="" bound="" answer part
    if [[ $target == *,* ]]; then
        answer=yes
        for part in ${target//,/ }; do
            case $(met "$key" "$part") in no) answer=no ;; -) [[ $answer == yes ]] && answer=- ;; esac
        done
        echo "$answer"
        return
    fi
    case $target in
        *:*) peer=${figure[${target%%:*},$key]:-}; bound=$(awk -v p="$peer" -v f="${target#*:}" 'BEGIN { if (p == "" || p == "-") print ""; else print p * f }') ;;
        *+*) peer=${figure[${target%%+*},$key]:-}; bound=$(awk -v p="$peer" -v f="${target#*+}" 'BEGIN { if (p == "" || p == "-") print ""; else print p + f }') ;;
        "<"*) bound=${target#<} ;;
    esac
    awk -v a="$mine" -v b="$bound" 'BEGIN { if (a == "" || a == "-" || b == "") print "-"; else print (a + 0 <= b + 0 ? "yes" : "no") }'
}
# (The target comes last: printf pads by bytes, and "≤" and "×" take more than one.)
row() { printf '%-44s %9s %9s %9s %7s %7s %4s  %s\n' "$@"; }
# One figure's row: key, title, the target as met() reads it, the target as people read it.
figure_row() {
    local key=$1 title=$2 target=$3 words=$4
    row "$title" "${figure[xuikit,$key]:--}" "${figure[tk,$key]:--}" "${figure[gtk,$key]:--}" \
        "$(ratio "${figure[xuikit,$key]:-}" "${figure[tk,$key]:-}")" "$(ratio "${figure[xuikit,$key]:-}" "${figure[gtk,$key]:-}")" \
        "$(met "$key" "$target")" "$words"
}
echo
row "figure (median of $rounds rounds)" XUIKit Tk GTK "÷Tk" "÷GTK" "met" "target"
figure_row opaque "full redraw 1000 views, opaque (ms)" "tk:0.5" "≤ 0.5 × Tk"
figure_row alpha "full redraw 1000 views, alpha 0.8 (ms)" "gtk:0.5" "≤ 0.5 × GTK"
figure_row fade "60 Hz fade of 1000 views, a frame (ms)" "<8" "< 8 ms"
figure_row text "full redraw 500 labels, Latin + CJK (ms)" "gtk:1" "≤ GTK"
figure_row rings "1000 shape-layer rings, a frame (ms)" "gtk:0.7,<4" "≤ 0.7 × GTK, < 4"
figure_row button "one-button redraw (ms)" "tk:0.5" "≤ 0.5 × Tk"
figure_row photons "click to photons, XTest → DAMAGE (ms)" "tk:0.7" "≤ 0.7 × Tk"
figure_row click "XTest click → action (µs)" "tk:1" "≤ Tk"
figure_row hittest "hitTest, 10 000 siblings (µs)" "<20" "≤ 20 µs"
figure_row mapped "exec → window mapped (ms)" "gtk:0.3" "≤ 0.3 × GTK"
figure_row rss "peak RSS, hello button (MiB)" "gtk:0.4" "≤ 0.4 × GTK"
figure_row dirty "private dirty memory, hello (MiB)" "tk+1" "≤ Tk + 1 MiB"
figure_row clean "private clean memory, hello (MiB)" "-" "(shared libraries)"
figure_row idle "context switches in 5 s idle" "<0" "0"

# Where the time goes: of each XUIKit frame above, XUIKit's CPU time (the render pass into the
# shared-memory image, Xlib) and the X server's (copying the pixels into the window), both as CPU
# time, since on a busy machine the server often runs on the app's core the moment the pixels are
# sent. The larger part is the limit the figure is near; the rest of the wall time is waiting.
echo
echo "Where XUIKit's frame time goes (medians of $rounds rounds, CPU ms a frame; ours = XUIKit's process:"
echo "render pass into the shm image and Xlib; server = Xvfb: the XShmPutImage copy and the XSync reply;"
echo "render = wall time of the render pass alone, the request queued, before the round trip):"
split_row() { printf '%-44s %9s %9s %9s %9s  %s\n' "$@"; }
split_row "figure" "wall" "ours" "server" "render" "near the limit of"
for entry in "opaque:full redraw 1000 views, opaque (ms)" "alpha:full redraw 1000 views, alpha 0.8 (ms)" \
    "fade:60 Hz fade of 1000 views, a frame (ms)" "text:full redraw 500 labels (ms)" "button:one-button redraw (ms)"; do
    key=${entry%%:*}
    ours=${figure[xuikit,$key.ours]:-} server=${figure[xuikit,$key.server]:-}
    near=$(awk -v o="$ours" -v s="$server" 'BEGIN { if (o == "" || s == "") print "-"; else if (s > o) print "the X server (its copy out of shared memory)"; else print "XUIKit (its render pass)" }')
    split_row "${entry#*:}" "${figure[xuikit,$key]:--}" "${ours:--}" "${server:--}" "${figure[xuikit,$key.render]:--}" "$near"
done
echo "Of click to photons, XUIKit's own part (a press or release handed to the app, routed, drawn and"
echo "queued; XUIKitPeer tap): ${figure[xuikit,tap]:--} ms wall, ${figure[xuikit,tap.ours]:--} ms CPU, warm."
# Above the floor (floor-client.c: one XShmPutImage and a flush a press) is each toolkit's own part.
above() { awk -v a="$1" -v f="$2" 'BEGIN { if (a == "" || f == "" || a == "-" || f == "-") print "-"; else printf "%.3f", a - f }'; }
echo "Click to photons' floor, a C client answering a press with one XShmPutImage: ${figure[floor,photons]:--} ms;"
echo "above it, XUIKit $(above "${figure[xuikit,photons]:-}" "${figure[floor,photons]:-}") ms, Tk $(above "${figure[tk,photons]:-}" "${figure[floor,photons]:-}") ms."

if [[ -n "${XUIKIT_PEER_BASELINE:-}" ]]; then
    echo
    echo "This checkout against the baseline build $XUIKIT_PEER_BASELINE (same rounds, same X server):"
    base_row() { printf '%-44s %10s %10s %9s\n' "$@"; }
    base_row "figure (median of $rounds rounds)" "this" "baseline" "÷base"
    for entry in "opaque:full redraw 1000 views, opaque (ms)" "alpha:full redraw 1000 views, alpha 0.8 (ms)" \
        "fade:60 Hz fade of 1000 views, a frame (ms)" "text:full redraw 500 labels (ms)" \
        "rings:1000 shape-layer rings, a frame (ms)" "button:one-button redraw (ms)" "photons:click to photons (ms)" \
        "tap:a press handed to the app, drawn (ms)" "click:XTest click → action (µs)" \
        "hittest:hitTest, 10 000 siblings (µs)" "mapped:exec → window mapped (ms)" "rss:peak RSS, hello button (MiB)" \
        "dirty:private dirty memory, hello (MiB)" "idle:context switches in 5 s idle"; do
        key=${entry%%:*}
        base_row "${entry#*:}" "${figure[xuikit,$key]:--}" "${figure[baseline,$key]:--}" "$(ratio "${figure[xuikit,$key]:-}" "${figure[baseline,$key]:-}")"
    done
fi
