#!/usr/bin/env bash
# Runs every test: checks that every cited rule id is defined in docs/Behaviour.md, that every path the
# documentation names exists, that Package.swift and CMakeLists.txt agree and that only the drawing
# rooms use Cairo; installs missing
# Debian packages, builds with SwiftPM (warnings are errors), type-checks iOS-style Swift 5 code and a
# ported Xcode-shaped project against that build (check-swift5-port.sh, check-port-uikit.sh), builds the DocC documentation
# (scripts/docs.sh, warnings are errors, reusing that build), builds the library and examples with CMake + Ninja and smoke-tests the CMake-built HelloButton,
# then runs `swift test`, and last checks that an app package of one's own runs its UI tests
# (scripts/check-user-package.sh: Templates/MyApp, built against this checkout, about a minute).
# The tests start their own X servers; this script needs no display.
#
#   scripts/test.sh                      # everything
#   scripts/test.sh --filter UIControl   # extra arguments go to `swift test`; the user-package
#                                        # check is then skipped
#
# XUIKIT_SCRATCH_PATH, if set, is passed to SwiftPM as --scratch-path (a private build folder).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fail() { echo "test: error: $*" >&2; exit 1; }
step() { printf '\n==> %s\n' "$*"; }

# The same flags for build and test, so `swift test` reuses the build.
swift_args=(-Xswiftc -warnings-as-errors)
if [[ -n "${XUIKIT_SCRATCH_PATH:-}" ]]; then swift_args+=(--scratch-path "$XUIKIT_SCRATCH_PATH"); fi
cmake_dir=build-cmake

step "Every rule id cited in Sources/ and Tests/ is defined in docs/Behaviour.md"
bash scripts/check-rule-ids.sh

step "Every path the README, docs/ and the DocC articles name exists; the README's tree matches Sources/"
bash scripts/check-doc-paths.sh

step "Package.swift and CMakeLists.txt state the same module graph"
bash scripts/check-build-graph.sh

step "Only the drawing rooms of XUIKitCore use Cairo"
bash scripts/check-cairo-rooms.sh

step "Installing missing Debian packages"
bash scripts/install-deps.sh

step "The system-image table names only installed Adwaita icons; docs/SystemImages.md is current"
bash scripts/check-symbol-table.sh

step "SwiftPM: building everything, tests included (warnings are errors)"
swift build "${swift_args[@]}" --build-tests

step "Swift 5 mode: UIKit code written as for iOS type-checks against this build (no errors; warnings listed)"
bash scripts/check-swift5-port.sh
# The two examples written as iOS 14+ code (collections, diffable, configurations) in Swift 5 mode too.
for example in Photos Settings RingTimer Notes; do bash scripts/check-swift5-port.sh "Examples/$example"; done

step "The porting command: an Xcode-shaped project, ported, then type-checked in Swift 5 and Swift 6 mode"
bash scripts/check-port-uikit.sh

step "DocC: building the documentation (warnings are errors)"
bash scripts/docs.sh

step "CMake + Ninja: building the library and the examples (warnings are errors)"
cmake -G Ninja -S . -B "$cmake_dir" -DXUIKIT_WARNINGS_AS_ERRORS=ON
cmake --build "$cmake_dir"

step "CMake: HelloButton with no display exits 1 with \"cannot open X display\""
[[ -x "$cmake_dir/HelloButton" ]] || fail "$cmake_dir/HelloButton was not built"
status=0
env -u DISPLAY timeout 20 "$cmake_dir/HelloButton" >"$cmake_dir/smoke.out" 2>"$cmake_dir/smoke.err" || status=$?
cat "$cmake_dir/smoke.err"
[[ $status -eq 1 ]] || fail "HelloButton exited with status $status, expected 1"
grep -qi "cannot open X display" "$cmake_dir/smoke.err" || fail "HelloButton did not say \"cannot open X display\""
echo "ok: HelloButton exited 1 with the expected message"

step "SwiftPM: running the tests"
# Everything on stdout, in order: SwiftPM's build lines go to stderr, the test reports to stdout.
# A copy goes to a log so that, on failure, what failed is printed again last: with 2000 tests
# running in parallel the failing lines are otherwise far from the end of a long output.
test_log=$(mktemp "${TMPDIR:-/tmp}/xuikit-test.XXXXXX")
trap 'rm -f "$test_log"' EXIT
status=0
swift test "${swift_args[@]}" "$@" 2>&1 | tee "$test_log" || status=$?
if [[ $status -ne 0 ]]; then
    step "What failed (repeated from above)"
    grep -E '✘|error: |Expectation failed|recorded an issue|Fatal error|Crash|signal [0-9]' "$test_log" \
        | grep -v '^\[' | tail -n 60 || true
    fail "swift test exited with status $status"
fi

if [[ $# -eq 0 ]]; then
    step "An app package of one's own: Templates/MyApp's UI test, with XUIKit as a path dependency"
    bash scripts/check-user-package.sh
fi
