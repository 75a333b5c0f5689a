#!/usr/bin/env bash
# Packages an XUIKit app (a SwiftPM executable product) as a Linux desktop app, three ways:
#   - a relocatable folder, NAME-VERSION/, that runs from wherever it is put: the executable with
#     the Swift runtime beside it (lib/EXE/swift/, found through the RUNPATH $ORIGIN/swift, so no
#     Swift toolchain is needed), its SwiftPM resource bundles (localisations: *.lproj inside them),
#     a .desktop file and the icon in the hicolor sizes under share/, and install-desktop-entry.sh,
#     which adds the app to the user's menu from where the folder is;
#   - that folder as EXE-VERSION-linux-ARCH.tar.gz;
#   - a Debian package, EXE_VERSION_ARCH.deb, built with dpkg-deb: the same files under /usr, with
#     Depends computed from the libraries the executable links (dpkg -S).
# The desktop file's StartupWMClass is the app's WM_CLASS class (R15.9: the executable's name with
# its first letter capitalised, unless the app sets `applicationName`: then pass --wm-class).
#
#   scripts/package-app.sh [options] PACKAGE_DIR PRODUCT
#     --name "Text"           the name the menu shows (default: PRODUCT)
#     --comment "Text"        the menu's tooltip (default: "NAME, an XUIKit app")
#     --version 1.0           (default 1.0)
#     --icon FILE             a square SVG or PNG (default: scripts/packaging/app-icon.svg)
#     --id ID                 the desktop file's id, reverse-DNS (default: org.xuikit.PRODUCT)
#     --categories "A;B;"     the desktop file's Categories (default: Utility;)
#     --wm-class CLASS        StartupWMClass (default: PRODUCT with its first letter capitalised)
#     --maintainer "N <m>"    the .deb's Maintainer (default: $DEBFULLNAME <$DEBEMAIL>, or a placeholder)
#     --configuration C       release (default) or debug
#     --no-build              package what the last build made
#     --out DIR               where the three go (default: PACKAGE_DIR/.build/package)
#
# Needs patchelf, dpkg-deb, desktop-file-validate, rsvg-convert and ImageMagick's convert
# (scripts/install-deps.sh installs them).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
fail() { echo "package-app: error: $*" >&2; exit 1; }

name="" comment="" version="1.0" icon="$here/packaging/app-icon.svg" id="" categories="Utility;"
wm_class="" maintainer="" configuration="release" build=1 out=""
positional=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --name) name="$2"; shift 2 ;;
        --comment) comment="$2"; shift 2 ;;
        --version) version="$2"; shift 2 ;;
        --icon) icon="$2"; shift 2 ;;
        --id) id="$2"; shift 2 ;;
        --categories) categories="$2"; shift 2 ;;
        --wm-class) wm_class="$2"; shift 2 ;;
        --maintainer) maintainer="$2"; shift 2 ;;
        --configuration) configuration="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --out) out="$2"; shift 2 ;;
        -h|--help) sed -n '2,30p' "${BASH_SOURCE[0]}"; exit 0 ;;
        -*) fail "unknown option $1 (see --help)" ;;
        *) positional+=("$1"); shift ;;
    esac
done
[[ ${#positional[@]} -eq 2 ]] || fail "usage: package-app.sh [options] PACKAGE_DIR PRODUCT (see --help)"
package_dir="$(cd "${positional[0]}" && pwd)"
product="${positional[1]}"
[[ "$product" =~ ^[A-Za-z0-9_.+-]+$ ]] || fail "product name '$product' is not a plain executable name"
[[ "$version" =~ ^[0-9][A-Za-z0-9.+~-]*$ ]] || fail "version '$version' must start with a digit (Debian's rule)"
[[ "$configuration" == release || "$configuration" == debug ]] || fail "configuration must be release or debug"
[[ -f "$icon" ]] || fail "icon $icon does not exist"
for tool in patchelf strings dpkg-deb desktop-file-validate rsvg-convert convert; do
    command -v "$tool" >/dev/null || fail "$tool is missing: run scripts/install-deps.sh"
done

name="${name:-$product}"
comment="${comment:-$name, an XUIKit app}"
id="${id:-org.xuikit.$product}"
wm_class="${wm_class:-${product^}}"
deb_name="$(echo "$product" | tr 'A-Z_' 'a-z-')"
arch="$(dpkg --print-architecture)"
if [[ -z "$maintainer" ]]; then
    maintainer="${DEBFULLNAME:-Unknown} <${DEBEMAIL:-unknown@localhost}>"
fi
out="${out:-$package_dir/.build/package}"

cd "$package_dir"
if [[ $build -eq 1 ]]; then
    echo "package-app: swift build -c $configuration --product $product"
    swift build -c "$configuration" --product "$product" >&2
fi
bin_dir="$(swift build -c "$configuration" --show-bin-path)"
executable="$bin_dir/$product"
[[ -x "$executable" ]] || fail "$executable was not built (drop --no-build, or build the product first)"

# The folder: lib/EXE/ holds the executable, the Swift runtime and the resource bundles;
# bin/EXE links to it, so $ORIGIN (the link's target's folder) finds the runtime.
stage="$out/$product-$version"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/lib/$product/swift" "$stage/share/applications"
cp "$executable" "$stage/lib/$product/$product"
ln -s "../lib/$product/$product" "$stage/bin/$product"
# Only the bundles this executable opens: each target's `Bundle.module` accessor names its bundle
# (PACKAGE_TARGET.resources) in a string literal, so the names in the binary are the ones it needs;
# the other products' and the tests' bundles of the package stay out.
needed_bundles="$(strings -n 8 "$executable" | grep -oE '[A-Za-z0-9_.+-]+\.resources' | sort -u || true)"
for bundle in "$bin_dir"/*.resources; do
    [[ -d "$bundle" ]] || continue
    grep -qxF "$(basename "$bundle")" <<<"$needed_bundles" || continue
    cp -R "$bundle" "$stage/lib/$product/"
done

# The Swift runtime: every library the executable loads from the toolchain (ldd lists them all,
# transitively). The system's libraries (X11, Cairo, Pango, libdbus) stay Debian's.
swift_libs=()
system_libs=()
while read -r library path; do
    [[ -n "$path" && -f "$path" ]] || continue
    if [[ "$path" == */lib/swift/* ]]; then swift_libs+=("$path"); else system_libs+=("$path"); fi
done < <(ldd "$executable" | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }')
[[ ${#swift_libs[@]} -gt 0 ]] || echo "package-app: note: $product links no shared Swift runtime (static stdlib?)"
for library in "${swift_libs[@]}"; do
    cp -L "$library" "$stage/lib/$product/swift/"
    patchelf --set-rpath '$ORIGIN' "$stage/lib/$product/swift/$(basename "$library")"
done
patchelf --set-rpath '$ORIGIN/swift' "$stage/lib/$product/$product"

# What a user's system must have: the packages owning the system libraries the executable names
# itself (DT_NEEDED; their own packages depend on the rest), asked of dpkg in one call.
declare -A paths_by_name=()
for library in "${system_libs[@]}"; do paths_by_name["$(basename "$library")"]="$library"; done
needed_paths=()
for needed in $(patchelf --print-needed "$executable"); do
    path="${paths_by_name[$needed]:-}"
    [[ -n "$path" ]] || continue
    needed_paths+=("$path" "${path/#\/lib\//\/usr\/lib\/}")
done
# libdbus is opened at the first D-Bus call (dlopen, Sources/CDBus/shim.h), not linked: named here.
depends="libc6, libdbus-1-3"
if [[ ${#needed_paths[@]} -gt 0 ]]; then
    for owner in $(dpkg -S "${needed_paths[@]}" 2>/dev/null | cut -d: -f1 | tr ',' '\n' | sed 's/ //g' | sort -u); do
        [[ "$owner" != libc6 ]] && depends+=", $owner"
    done
fi

# The icon in hicolor's sizes (the menu, the task switcher and the window list pick among them).
for size in 16 24 32 48 64 128 256 512; do
    folder="$stage/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$folder"
    if [[ "$icon" == *.svg ]]; then
        rsvg-convert -w "$size" -h "$size" "$icon" -o "$folder/$id.png"
    else
        convert "$icon" -resize "${size}x${size}" "$folder/$id.png"
    fi
done

desktop_entry() { # $1: the Exec line's program
    cat <<EOF
[Desktop Entry]
Type=Application
Name=$name
Comment=$comment
Exec=$1
Icon=$id
Terminal=false
Categories=$categories
StartupWMClass=$wm_class
EOF
}
desktop_entry "$product" > "$stage/share/applications/$id.desktop"
desktop-file-validate "$stage/share/applications/$id.desktop" || fail "the desktop file does not validate"

cat > "$stage/install-desktop-entry.sh" <<EOF
#!/bin/sh
# Adds $name to this user's application menu, running it from where this folder is now
# (run it again after moving the folder).
set -e
here="\$(cd "\$(dirname "\$0")" && pwd)"
data="\${XDG_DATA_HOME:-\$HOME/.local/share}"
mkdir -p "\$data/applications"
cp -R "\$here/share/icons" "\$data/"
sed "s|^Exec=.*|Exec=\$here/bin/$product|" "\$here/share/applications/$id.desktop" > "\$data/applications/$id.desktop"
echo "$name is in the menu: \$data/applications/$id.desktop"
EOF
chmod +x "$stage/install-desktop-entry.sh"

tarball="$out/$product-$version-linux-$arch.tar.gz"
tar -C "$out" -czf "$tarball" "$product-$version"

# The Debian package: the folder's files under /usr.
deb_root="$out/deb-root"
rm -rf "$deb_root"
mkdir -p "$deb_root/DEBIAN" "$deb_root/usr"
cp -R "$stage/bin" "$stage/lib" "$stage/share" "$deb_root/usr/"
desktop_entry "/usr/bin/$product" > "$deb_root/usr/share/applications/$id.desktop"
installed_size="$(du -sk "$deb_root/usr" | cut -f1)"
cat > "$deb_root/DEBIAN/control" <<EOF
Package: $deb_name
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_size
Depends: $depends
Recommends: librsvg2-2, adwaita-icon-theme, fonts-dejavu-core
Section: misc
Priority: optional
Description: $comment
 $name, built with XUIKit (UIKit for Linux/X11). The Swift runtime it needs is
 in /usr/lib/$product/swift.
EOF
deb="$out/${deb_name}_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zgzip --build "$deb_root" "$deb" >/dev/null
rm -rf "$deb_root"

echo "package-app: $stage/"
echo "package-app: $tarball ($(du -h "$tarball" | cut -f1))"
echo "package-app: $deb ($(du -h "$deb" | cut -f1); Depends: $depends)"
