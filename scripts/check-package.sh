#!/usr/bin/env bash
# Checks that scripts/package-app.sh makes an app a user can install and start, from the places it
# gets installed to, with no Swift toolchain in the way:
#   1. packages PACKAGE_DIR's PRODUCT (already built, debug: no second build);
#   2. the folder, unpacked from the .tar.gz into a new place and moved once more (relocatable):
#      every Swift library resolves inside it, and the app maps a window on a private Xvfb whose
#      WM_CLASS class is the desktop file's StartupWMClass;
#   3. the .deb: its control file names the libraries' packages, `dpkg -i` installs it (as root;
#      skipped with a note otherwise), /usr/bin/PRODUCT maps a window the same way, and the
#      desktop file and the icons are where the desktop looks for them; then `dpkg -r`.
#
#   scripts/check-package.sh PACKAGE_DIR PRODUCT TITLE [PACKAGE-APP OPTIONS...]
#     TITLE: the window's title; the options (--name, --icon, …) go to package-app.sh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() { echo "check-package: error: $*" >&2; exit 1; }
[[ $# -ge 3 ]] || fail "usage: check-package.sh PACKAGE_DIR PRODUCT TITLE [PACKAGE-APP OPTIONS...]"
package_dir="$(cd "$1" && pwd)" product=$2 title=$3
shift 3

work="$(mktemp -d "${TMPDIR:-/tmp}/xuikit-package.XXXXXX")"
cleanup() {
    kill "${pid:-}" "${xvfb_pid:-}" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
source "$repo/scripts/lib/xvfb.sh"

bash "$repo/scripts/package-app.sh" "$@" --configuration debug --no-build --version 1.0 --out "$work/out" \
    "$package_dir" "$product"
deb_name="$(echo "$product" | tr 'A-Z_' 'a-z-')"
deb="$(ls "$work/out/${deb_name}_1.0_"*.deb)"
tarball="$(ls "$work/out/$product-1.0-linux-"*.tar.gz)"
wm_class="$(sed -n 's/^StartupWMClass=//p' "$work/out/$product-1.0/share/applications/"*.desktop)"
[[ -n "$wm_class" ]] || fail "the desktop file has no StartupWMClass"

# Swift libraries the executable loads must come from the package, never from a toolchain.
check_runtime() { # $1: the executable as installed
    local outside
    outside="$(env -u LD_LIBRARY_PATH ldd "$1" | awk '$3 ~ /\/lib\/swift\// { print $3 }' || true)"
    [[ -z "$outside" ]] || fail "$1 loads Swift libraries from outside its package: $outside"
    env -u LD_LIBRARY_PATH ldd "$1" | grep -q "not found" && fail "$1 has unresolved libraries: $(ldd "$1" | grep 'not found')"
    return 0
}

# Starts $1 on the Xvfb, waits for its window, checks WM_CLASS's class, stops it.
check_starts() { # $1: the command as a user runs it
    launch_and_find_window "$1" "$title" "$work" "check-package"
    local class
    class="$(xprop -id "$window" WM_CLASS | sed -E 's/.*", "([^"]*)"$/\1/')"
    [[ "$class" == "$wm_class" ]] || fail "$1: WM_CLASS class is '$class', the desktop file says '$wm_class'"
    kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""
    echo "check-package: ok: $1 mapped its window ($window), WM_CLASS class $class"
}

mkdir -p "$work/run"
start_xvfb 800x600x24 "$work/run"
export NO_AT_BRIDGE=1

# The folder, unpacked somewhere new and moved again.
mkdir -p "$work/unpacked" "$work/moved"
tar -C "$work/unpacked" -xzf "$tarball"
mv "$work/unpacked/$product-1.0" "$work/moved/app"
check_runtime "$work/moved/app/lib/$product/$product"
# The resource bundles: every one the executable names is there, and no other.
bin_dir="$(cd "$package_dir" && swift build -c debug --show-bin-path)"
named="$(strings -n 8 "$work/moved/app/lib/$product/$product" | grep -oE '[A-Za-z0-9_.+-]+\.resources' | sort -u || true)"
for bundle in "$bin_dir"/*.resources; do
    [[ -d "$bundle" ]] || continue
    b="$(basename "$bundle")"
    if grep -qxF "$b" <<<"$named"; then
        [[ -d "$work/moved/app/lib/$product/$b" ]] || fail "the package lacks $b, which $product opens"
    fi
done
for bundle in "$work/moved/app/lib/$product/"*.resources; do
    [[ -d "$bundle" ]] || continue
    grep -qxF "$(basename "$bundle")" <<<"$named" || fail "the package carries $(basename "$bundle"), which $product never opens"
done
echo "check-package: ok: resource bundles: $(ls -d "$work/moved/app/lib/$product/"*.resources 2>/dev/null | xargs -rn1 basename | tr '\n' ' ')(only those $product names)"
check_starts "$work/moved/app/bin/$product"

# The Debian package.
depends="$(dpkg-deb -f "$deb" Depends)"
for needed in libx11-6 libcairo2 libpango-1.0-0 libdbus-1-3; do
    [[ "$depends" == *"$needed"* ]] || fail "the .deb's Depends lacks $needed: $depends"
done
if [[ $(id -u) -ne 0 ]]; then
    echo "check-package: note: not root, so the .deb was built and read but not installed"
    exit 0
fi
dpkg -i "$deb" >/dev/null
trap 'dpkg -r "$deb_name" >/dev/null 2>&1 || true; cleanup' EXIT
[[ -x "/usr/bin/$product" ]] || fail "/usr/bin/$product is not there after dpkg -i"
desktop_file="$(dpkg -L "$deb_name" | grep '^/usr/share/applications/.*\.desktop$')"
grep -qx "Exec=/usr/bin/$product" "$desktop_file" || fail "$desktop_file does not run /usr/bin/$product"
icon="$(sed -n 's/^Icon=//p' "$desktop_file")"
[[ -f "/usr/share/icons/hicolor/48x48/apps/$icon.png" ]] || fail "no 48×48 icon named $icon in hicolor"
check_runtime "/usr/lib/$product/$product"
(cd / && check_starts "/usr/bin/$product")
dpkg -r "$deb_name" >/dev/null
[[ ! -e "/usr/bin/$product" ]] || fail "/usr/bin/$product is still there after dpkg -r"
echo "check-package: ok: $(basename "$deb") installed, started from /usr/bin/$product, and removed"
