#!/usr/bin/env bash
# The close-request delay under an input flood (issue 25): XUIKitSoak on its own Xvfb is flooded
# with XTest clicks on its button for SECONDS seconds (default 5) by scripts/x11-client.py,
# which then sends WM_DELETE_WINDOW, as a window manager's close button does. The app ends when
# its last window closes, so the time from the request to the app's exit is how long the close
# waited behind the backlog of input. Prints clicks sent, the delay and the app's peak RSS.
# Figures only; nothing fails on them (the quick checks are CloseUnderFloodX11Tests and
# FloodCloseProcessTests, R11.11 and R11.12).
#
#     bash scripts/flood-close.sh [SECONDS] [debug|release]
#
# XUIKIT_FLOOD_NO_BUILD=1 runs the XUIKitSoak already built in that configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/xvfb.sh
seconds="${1:-5}"
configuration="${2:-release}"
[ -n "${XUIKIT_FLOOD_NO_BUILD:-}" ] || swift build -c "$configuration" --product XUIKitSoak >/dev/null
app="$(swift build -c "$configuration" --show-bin-path)/XUIKitSoak"
run_dir="$(mktemp -d)"
trap 'kill "${pid:-}" "${xvfb_pid:-}" 2>/dev/null || true; rm -rf "$run_dir"' EXIT
start_xvfb 1024x768x24 "$run_dir"
launch_and_find_window "$app" XUIKitSoak "$run_dir" flood-close
# The button's centre, (100, 42) in the window at the screen's origin (no window manager).
read -r clicks sent_at < <(python3 scripts/x11-client.py flood-close "$window" 100 42 "$seconds")
while kill -0 "$pid" 2>/dev/null; do
    sample=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    if [ -n "$sample" ]; then peak=$sample; fi
    sleep 0.02
done
exited_at=$(python3 -c 'import time; print(f"{time.monotonic():.6f}")')
wait "$pid" 2>/dev/null && status=0 || status=$?
handled=$(grep -c '^click' "$run_dir/out.log" || true)
echo "clicks sent in ${seconds} s: $clicks; clicks the app handled before closing: $handled"
awk -v a="$sent_at" -v b="$exited_at" 'BEGIN { printf "close request to exit: %.2f s\n", b - a }'
echo "app exit status: $status; peak RSS: ${peak:-?} KiB ($configuration build)"
