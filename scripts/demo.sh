#!/usr/bin/env bash
# Builds and runs the HelloButton demo.
#
# With a reachable $DISPLAY the app opens there and runs until you close its window.
# Without one, the script starts an Xvfb of its own, runs the app on it, clicks the button, waits
# for the app to print "Hello from the responder chain", saves a screenshot of the window to
# artifacts/hello-button.png and says so, then closes the app and Xvfb.
#
# XUIKIT_SCRATCH_PATH, if set, is passed to SwiftPM as --scratch-path (a private build folder).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/xvfb.sh

fail() { echo "demo: error: $*" >&2; exit 1; }
step() { printf '\n==> %s\n' "$*"; }

build_args=()
if [[ -n "${XUIKIT_SCRATCH_PATH:-}" ]]; then build_args+=(--scratch-path "$XUIKIT_SCRATCH_PATH"); fi

step "Installing missing Debian packages"
bash scripts/install-deps.sh

step "Building HelloButton"
swift build "${build_args[@]}" --product HelloButton
app="$(swift build "${build_args[@]}" --show-bin-path)/HelloButton"
[[ -x "$app" ]] || fail "the build reported success but $app does not exist"

if [[ -n "${DISPLAY:-}" ]] && xdpyinfo >/dev/null 2>&1; then
    step "Running HelloButton on display $DISPLAY (close its window to quit)"
    exec "$app"
fi

# --- No display: drive the demo on an Xvfb of our own. ---

screenshot="$PWD/artifacts/hello-button.png"
# The button's frame is (20, 20, 160, 44) in the window: click its middle.
click_x=100
click_y=42
hello_line="Hello from the responder chain"

work=$(mktemp -d)
xvfb_pid=""
app_pid=""

stop() { # stop PID: SIGTERM, then SIGKILL if it has not exited within 5 s.
    local pid=$1
    kill -TERM "$pid" 2>/dev/null || return 0
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
cleanup() {
    if [[ -n "$app_pid" ]]; then stop "$app_pid"; fi
    if [[ -n "$xvfb_pid" ]]; then stop "$xvfb_pid"; fi
    rm -rf "$work"
}
trap cleanup EXIT
show_app_output() {
    echo "--- HelloButton stdout ---" >&2; cat "$work/app.out" >&2 || true
    echo "--- HelloButton stderr ---" >&2; cat "$work/app.err" >&2 || true
}

step "No X display${DISPLAY:+ reachable at $DISPLAY}: starting Xvfb"
start_xvfb 640x480x24 "$work"
echo "Xvfb is on display $DISPLAY"

step "Running HelloButton on $DISPLAY"
# Line-buffered stdout, so its output reaches the file as it is printed.
stdbuf -oL "$app" >"$work/app.out" 2>"$work/app.err" &
app_pid=$!

# The window's title is the program's name. Wait for it to be mapped.
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^HelloButton$' 2>/dev/null | head -n 1) || true
if [[ -z "$window" ]]; then
    show_app_output
    kill -0 "$app_pid" 2>/dev/null || fail "HelloButton exited before showing its window"
    fail "HelloButton's window did not appear within 20 s"
fi
echo "HelloButton's window is $window"

step "Clicking the button at ($click_x, $click_y)"
xdotool mousemove --window "$window" --sync "$click_x" "$click_y" click 1
for _ in $(seq 100); do
    grep -qF "$hello_line" "$work/app.out" && break
    kill -0 "$app_pid" 2>/dev/null || { show_app_output; fail "HelloButton exited after the click"; }
    sleep 0.1
done
grep -qF "$hello_line" "$work/app.out" || { show_app_output; fail "no \"$hello_line\" within 10 s of the click"; }
echo "HelloButton printed: $hello_line"

step "Saving a screenshot"
# Let the button redraw in its normal state after the click.
sleep 0.5
mkdir -p "$(dirname "$screenshot")"
import -silent -window "$window" "$screenshot" || fail "ImageMagick's import could not capture window $window"
colours=$(identify -format '%k' "$screenshot" 2>/dev/null) || fail "$screenshot is not a readable image"
[[ "$colours" -gt 1 ]] || fail "the screenshot is one flat colour: the window drew nothing"
echo "Screenshot saved to $screenshot"

step "Closing HelloButton and Xvfb"
stop "$app_pid"; app_pid=""
stop "$xvfb_pid"; xvfb_pid=""
echo "Done."
