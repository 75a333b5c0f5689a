#!/usr/bin/env bash
# Soak: drives Benchmarks/XUIKitSoak on its own Xvfb with XTest (xdotool) for MINUTES minutes
# (default 3): rounds of clicks on a button, wheel scrolls and drags over a scroll view, and
# typing (with backspaces) into a text field. Samples the app's resident memory every round and
# prints figures: RSS over time, its growth from the first minute to the end (and per input event
# sent after it), events sent, and how long the app takes to exit once the X server dies.
#
# Then (issue 25) ALERTS alerts (default 500, XUIKIT_SOAK_ALERTS) with a text field, each opened by
# a click, typed into and dismissed with Return, with the RSS growth per alert; and three times a
# window destroyed under its open menu: a second app opens its context menu, another X client
# destroys the window (scripts/x11-client.py destroy), and the app must let go of the pointer and
# exit with status 0 within 5 s.
# Figures only, except that an app that dies, or does not exit when its window is destroyed
# under its menu, fails the run. CI runs quick versions (AlertLifetimeTests,
# MenuParentDestroyedX11Tests).
#
#     bash scripts/soak.sh [MINUTES]
#
# XUIKIT_CONFIGURATION=debug runs debug builds instead of release ones (slower figures; no
# release build to wait for); XUIKIT_NO_BUILD=1 runs what is already built.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${XUIKIT_CONFIGURATION:-release}"
source scripts/lib/xvfb.sh
minutes="${1:-3}"
[ -n "${XUIKIT_NO_BUILD:-}" ] || swift build -c "$configuration" --product XUIKitSoak >/dev/null
app="$(swift build -c "$configuration" --show-bin-path)/XUIKitSoak"
run_dir="$(mktemp -d)"
trap 'kill "${pid:-}" "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$run_dir"' EXIT
start_xvfb 1024x768x24 "$run_dir"
launch_and_find_window "$app" XUIKitSoak "$run_dir" soak
rss() { awk '/VmRSS/ {print $2}' "/proc/$pid/status"; }

end=$(( $(date +%s) + minutes * 60 ))
start=$(date +%s)
events=0
samples=()
echo "==> soak for $minutes min: clicks, wheel scrolls, drags, typing (RSS in KiB)"
while [ "$(date +%s)" -lt "$end" ]; do
    # 50 clicks, 100 wheel clicks each way, 5 drags, 100 keystrokes and 100 backspaces per round.
    args=()
    for _ in $(seq 50); do args+=(mousemove --window "$window" 100 42 click 1); done
    args+=(mousemove --window "$window" 200 255)
    for _ in $(seq 100); do args+=(click 5); done
    for _ in $(seq 100); do args+=(click 4); done
    for _ in $(seq 5); do
        args+=(mousemove --window "$window" 200 300 mousedown 1 mousemove --window "$window" 200 200
               mousemove --window "$window" 200 150 mouseup 1)
    done
    args+=(mousemove --window "$window" 200 97 click 1 type --delay 0 "$(printf 'soak%.0s' $(seq 25))")
    for _ in $(seq 100); do args+=(key BackSpace); done
    xdotool "${args[@]}"
    events=$((events + 50 * 2 + 200 + 5 * 4 + 2 + 100 + 100))
    now=$(( $(date +%s) - start ))
    samples+=("$now:$(rss):$events")
    kill -0 "$pid" 2>/dev/null || { echo "soak: the app died"; cat "$run_dir/err.log"; exit 1; }
done
clicks=$(grep -c '^click' "$run_dir/out.log" || true)
printf '%s\n' "${samples[@]}" | awk -F: 'NR == 1 || NR % 10 == 0 { printf "  t=%4ss  RSS %7d KiB\n", $1, $2 }'
first_sample=$(printf '%s\n' "${samples[@]}" | awk -F: '$1 >= 60 { print; exit }')
first_sample=${first_sample:-$(printf '%s\n' "${samples[@]}" | head -1)}
first=$(echo "$first_sample" | cut -d: -f2)
first_events=$(echo "$first_sample" | cut -d: -f3)
last=$(printf '%s\n' "${samples[@]}" | tail -1 | cut -d: -f2)
echo "rounds: ${#samples[@]}, input events sent: about $events, clicks the app saw: $clicks"
echo "RSS after the first minute: $first KiB, at the end: $last KiB, growth: $((last - first)) KiB"
awk -v kib=$((last - first)) -v n=$((events - first_events)) \
    'BEGIN { if (n > 0) printf "RSS growth per input event after the first minute: %.1f B (%d events)\n", kib * 1024 / n, n }'

# Alerts with a text field, opened, typed into and dismissed.
alerts="${XUIKIT_SOAK_ALERTS:-500}"
alert_round() {
    # One xdotool call an alert: `key` takes every argument after it, so it comes last.
    for _ in $(seq "$1"); do
        xdotool mousemove --window "$window" 290 42 click 1 sleep 0.02 key --delay 0 n a m e Return
    done
}
alert_round 20   # warm-up
sleep 0.5
alerts_before=$(rss)
alert_samples=()
for batch in $(seq $((alerts / 50))); do
    alert_round 50
    alert_samples+=("$((batch * 50)):$(rss)")
done
# Every 50 alerts: growth that goes on is a leak; growth that stops is a cache filling.
printf '%s\n' "${alert_samples[@]}" | awk -F: '{ printf "  after %4d alerts  RSS %7d KiB\n", $1, $2 }'
sleep 0.5
alerts_after=$(rss)
kill -0 "$pid" 2>/dev/null || { echo "soak: the app died during the alerts"; cat "$run_dir/err.log"; exit 1; }
dismissed=$(grep -c '^alert' "$run_dir/out.log" || true)
echo "alerts: $dismissed dismissed by Return (of $((alerts / 50 * 50 + 20)) opened); RSS $alerts_before -> $alerts_after KiB"
awk -v kib=$((alerts_after - alerts_before)) -v n=$((alerts / 50 * 50)) \
    'BEGIN { if (n > 0) printf "RSS growth per alert with a text field: %.1f B (%d alerts)\n", kib * 1024 / n, n }'

# A window destroyed by another client under its open menu, three times, each in a fresh app.
for attempt in 1 2 3; do
    "$app" >"$run_dir/menu.log" 2>&1 &
    menu_pid=$!
    menu_window=""
    for _ in $(seq 100); do
        menu_window="$(xdotool search --all --pid "$menu_pid" --name '^XUIKitSoak$' 2>/dev/null | head -1 || true)"
        [ -n "$menu_window" ] && break
        sleep 0.1
    done
    [ -n "$menu_window" ] || { echo "soak: the menu app showed no window"; cat "$run_dir/menu.log"; exit 1; }
    xdotool windowraise "$menu_window" mousemove --window "$menu_window" 200 420 click 3
    sleep 0.5
    held=$(python3 scripts/x11-client.py grab-status)
    t0=$(date +%s%N)
    python3 scripts/x11-client.py destroy "$menu_window"
    for _ in $(seq 250); do kill -0 "$menu_pid" 2>/dev/null || break; sleep 0.02; done
    if kill -0 "$menu_pid" 2>/dev/null; then
        echo "soak: window destroyed under its menu (attempt $attempt): the app still runs 5 s later"
        kill "$menu_pid"
        exit 1
    fi
    t1=$(date +%s%N)
    wait "$menu_pid" && menu_status=0 || menu_status=$?
    echo "window destroyed under its open menu ($attempt/3): pointer $held while open, app exited" \
         "after $(( (t1 - t0) / 1000000 )) ms with status $menu_status, pointer $(python3 scripts/x11-client.py grab-status) after"
    [ "$menu_status" = 0 ] || { echo "soak: the app ended with status $menu_status"; cat "$run_dir/menu.log"; exit 1; }
done

# Exit latency once the server dies.
t0=$(date +%s%N)
kill "$xvfb_pid"
wait "$pid" 2>/dev/null || true
t1=$(date +%s%N)
echo "exit after the X server died: $(( (t1 - t0) / 1000000 )) ms"
