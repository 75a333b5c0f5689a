# Type-checks Swift files against this checkout's built XUIKit, in a given language mode; sourced:
#
#   source scripts/lib/typecheck.sh      # from the repository root, after `swift build`
#   xuikit_typecheck 5 LOG file.swift…   # swiftc -typecheck -swift-version 5; diagnostics in LOG
#
# It uses the modules SwiftPM built (`swift build --show-bin-path`, honouring XUIKIT_SCRATCH_PATH),
# so it takes seconds and builds nothing; the C modules XUIKit imports are found through their
# module maps in Sources/C* and pkg-config's include paths, as SwiftPM passes them.

xuikit_typecheck() {
    local mode=$1 log=$2; shift 2
    local scratch=()
    if [[ -n "${XUIKIT_SCRATCH_PATH:-}" ]]; then scratch=(--scratch-path "$XUIKIT_SCRATCH_PATH"); fi
    local bin; bin="$(swift build "${scratch[@]}" --show-bin-path)"
    if [[ ! -f "$bin/Modules/XUIKit.swiftmodule" ]]; then
        echo "typecheck: $bin/Modules/XUIKit.swiftmodule is missing: run swift build first" >&2
        return 2
    fi
    local flags=(-I "$bin/Modules")
    local dir; for dir in Sources/C*; do flags+=(-I "$dir"); done
    # C targets of our own keep their module map in include/ (CFoundationHooks, CPixelKernels, CEarlyFonts).
    for dir in Sources/C*/include; do [[ -d "$dir" ]] && flags+=(-I "$dir"); done
    local include
    for include in $(pkg-config --cflags-only-I x11 xi xext xrandr xcursor xtst xfixes cairo pixman-1 libjpeg libpng pangocairo librsvg-2.0 enchant-2); do
        flags+=(-Xcc "$include")
    done
    # As SwiftPM does: files holding `@main` are a library; a main.swift (top-level code, such as a
    # UIApplicationMain call) makes them a program.
    local file parse=(-parse-as-library)
    for file in "$@"; do [[ "$(basename "$file")" == main.swift ]] && parse=(); done
    local status=0
    swiftc -typecheck "${parse[@]}" -swift-version "$mode" -module-name PortCheck "${flags[@]}" "$@" >"$log" 2>&1 || status=$?
    return $status
}
