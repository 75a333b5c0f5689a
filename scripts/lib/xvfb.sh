# Starts a private Xvfb for a script; sourced, not run:
#
#   source scripts/lib/xvfb.sh             # from the repository root
#   start_xvfb 1024x768x24 "$run_dir"      # sets xvfb_pid, exports DISPLAY
#   ...
#   kill "$xvfb_pid"
#
# -displayfd: Xvfb picks a free display number itself and writes it once it accepts connections,
# so two scripts (or a script and the tests' own Xvfbs) never race for a number. Its output goes to
# DIR/xvfb.log, printed if it does not come up.

# start_xvfb SCREEN DIR: starts `Xvfb -screen 0 SCREEN`, waits up to 10 s for its display number,
# exports DISPLAY=:N and sets xvfb_pid. Exits the script with a message if Xvfb does not come up.
start_xvfb() {
    local screen=$1 dir=$2 number
    Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do
        [[ -s "$dir/display" ]] && break
        kill -0 "$xvfb_pid" 2>/dev/null || break
        sleep 0.1
    done
    number=$(head -n 1 "$dir/display" 2>/dev/null || true)
    if [[ ! "$number" =~ ^[0-9]+$ ]]; then
        cat "$dir/xvfb.log" >&2
        echo "xvfb: Xvfb did not report a display within 10 s (is the xvfb package installed?)" >&2
        exit 1
    fi
    export DISPLAY=":$number"
}

# launch_and_find_window APP TITLE DIR NAME: starts APP (stdout to DIR/out.log, stderr to
# DIR/err.log), sets pid, and waits up to 10 s for a window titled exactly TITLE, setting window.
# Exits the script with "NAME: the app showed no window" and the app's stderr if none shows.
launch_and_find_window() {
    local app=$1 title=$2 dir=$3 name=$4
    "$app" >"$dir/out.log" 2>"$dir/err.log" &
    pid=$!
    window=""
    for _ in $(seq 100); do
        window="$(xdotool search --name "^$title\$" 2>/dev/null | head -1 || true)"
        [ -n "$window" ] && break
        sleep 0.1
    done
    [ -n "$window" ] || { echo "$name: the app showed no window"; cat "$dir/err.log"; exit 1; }
}
