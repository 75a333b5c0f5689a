#!/usr/bin/env bash
# Random AT-SPI calls against a running XUIKit app: starts Xvfb, a private session bus and the
# AT-SPI bus launcher, runs Benchmarks/XUIKitAccessibilityTarget (a slider, stepper, page control,
# text field, NaN and far-away frames, a table of ROWS rows), and for SECONDS sends it random
# well-formed and malformed calls (scripts/atspi-hostile-client.py fuzz): wrong signatures, extreme
# numbers, NaN, million-word GetMatches rules. Prints the calls made, the D-Bus errors answered, and
# every answer slower than 1 s. Exits non-zero when the app crashed or a call went unanswered.
#
#     bash scripts/fuzz-atspi.sh [SECONDS] [SEED] [ROWS]
#
# XUIKIT_NO_BUILD=1 runs the XUIKitAccessibilityTarget already built (debug).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
seed="${2:-1}"
rows="${3:-1000}"
[ -n "${XUIKIT_NO_BUILD:-}" ] || swift build --product XUIKitAccessibilityTarget >/dev/null
target="$(swift build --show-bin-path)/XUIKitAccessibilityTarget"

work="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

display=":$((200 + RANDOM % 500))"
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
pids+=($!)
export DISPLAY="$display" XDG_RUNTIME_DIR="$work" GSETTINGS_BACKEND=memory
unset AT_SPI_BUS_ADDRESS NO_AT_BRIDGE
dbus-daemon --session --nofork --print-address=1 >"$work/address" &
pids+=($!)
for _ in $(seq 100); do [ -s "$work/address" ] && break; sleep 0.05; done
export DBUS_SESSION_BUS_ADDRESS="$(head -1 "$work/address")"
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
pids+=($!)
sleep 1

"$target" --rows "$rows" >"$work/app.out" 2>&1 &
app=$!
pids+=("$app")
status=0
/usr/bin/python3 scripts/atspi-hostile-client.py fuzz "$app" "$seconds" "$seed" || status=1
if ! kill -0 "$app" 2>/dev/null; then
    echo "fuzz-atspi: the app died; where:"
    grep -E "Fatal error|Program crashed| at /" "$work/app.out" | head -30 || tail -40 "$work/app.out"
    status=1
fi
exit "$status"
