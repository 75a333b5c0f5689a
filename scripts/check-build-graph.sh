#!/usr/bin/env bash
# Checks that Package.swift and CMakeLists.txt state the same module graph, so the two builds cannot
# drift apart: the same library modules with the same dependencies, and the same system-library
# modules with the same pkg-config names. (Executables and tests are SwiftPM's or CMake's own.)
# Reads each file's one-line declarations:
#   Package.swift   .systemLibrary(name: "CX11", … pkgConfig: "x11 xi", …)   .target(name: "M", dependencies: [...])
#   CMakeLists.txt  pkg_check_modules(VAR … IMPORTED_TARGET x11 xi)   xuikit_system_module(CX11 PkgConfig::VAR)
#                   xuikit_swift_library(M DEPENDS ...)   xuikit_c_library(M)
# Prints every difference and exits 1; prints a count and exits 0 when the two agree.
# Needs only bash, grep, sed and sort.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

words() { tr ' ' '\n' | grep . | sort | tr '\n' ' ' | sed 's/ $//'; }

# "name: word word" lines, sorted, for each side.
package_system=$(grep -oE '\.systemLibrary\(name: "[A-Za-z0-9]+".*pkgConfig: "[^"]*"' Package.swift |
    sed -E 's/.*name: "([^"]+)".*pkgConfig: "([^"]*)"/\1 \2/' |
    while read -r name pkgs; do echo "$name: $(words <<<"$pkgs")"; done | sort)
package_targets=$(grep -oE '\.target\(name: "[A-Za-z0-9]+"(, dependencies: \[[^]]*\])?' Package.swift |
    sed -E 's/.*name: "([^"]+)"(, dependencies: \[([^]]*)\])?/\1 \3/' | tr -d '",' |
    while read -r name deps; do echo "$name: $(words <<<"$deps")"; done | sort)

cmake_system=$(grep -oE '^xuikit_system_module\([A-Za-z0-9]+ PkgConfig::[A-Za-z0-9]+\)' CMakeLists.txt |
    sed -E 's/.*\(([^ ]+) PkgConfig::([^)]+)\)/\1 \2/' |
    while read -r name var; do
        pkgs=$(grep -E "^pkg_check_modules\($var " CMakeLists.txt | sed -E 's/.*IMPORTED_TARGET ([^)]*)\).*/\1/')
        echo "$name: $(words <<<"$pkgs")"
    done | sort)
cmake_targets=$(grep -oE '^xuikit_(swift|c)_library\([A-Za-z0-9]+( DEPENDS [^)]*)?\)' CMakeLists.txt |
    sed -E 's/.*\(([^ )]+)( DEPENDS ([^)]*))?\)/\1 \3/' |
    while read -r name deps; do echo "$name: $(words <<<"$deps")"; done | sort)

status=0
report() {
    local what=$1 package=$2 cmake=$3 line
    while read -r line; do
        [[ -n $line ]] && { echo "check-build-graph: error: Package.swift has $what \"$line\"; CMakeLists.txt does not" >&2; status=1; }
    done < <(comm -23 <(printf '%s\n' "$package") <(printf '%s\n' "$cmake"))
    while read -r line; do
        [[ -n $line ]] && { echo "check-build-graph: error: CMakeLists.txt has $what \"$line\"; Package.swift does not" >&2; status=1; }
    done < <(comm -13 <(printf '%s\n' "$package") <(printf '%s\n' "$cmake"))
}
report "the system library" "$package_system" "$cmake_system"
report "the library module" "$package_targets" "$cmake_targets"
[[ $status -eq 0 ]] || exit 1
echo "check-build-graph: Package.swift and CMakeLists.txt agree on $(grep -c . <<<"$package_targets") library modules and $(grep -c . <<<"$package_system") system libraries"
