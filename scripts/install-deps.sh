#!/usr/bin/env bash
# Installs the Debian packages XUIKit needs to build, run and test, and only those that are missing.
# Safe to run again: when everything is present it changes nothing and needs no network.
# With --bench it also installs the peer toolkits scripts/bench-peers.sh compares against.
set -euo pipefail

# The one list. Grouped by what needs them.
PACKAGES=(
    # Build: C libraries behind the CX11, CCairo and CXTest modules, and their pkg-config files
    # (libxrandr: the refresh rate; libxcursor: themed pointer shapes).
    libx11-dev libxi-dev libxext-dev libxrandr-dev libxcursor-dev libxtst-dev libxfixes-dev libcairo2-dev libpixman-1-dev pkg-config
    # Images: libjpeg-turbo behind the CJPEG module (UIImage's JPEG decoding and encoding);
    # libpng behind CPNG (a large PNG decoded smaller, row by row).
    libjpeg62-turbo-dev libpng-dev
    # System images: librsvg behind CRsvg draws Adwaita's symbolic SVG icons (UIImage(systemName:));
    # it is opened at the first icon (dlopen), not linked, so only its library is needed at run time.
    librsvg2-dev
    # Text: Pango through Cairo (HarfBuzz shaping, bidi, fontconfig fallback) behind CPango, and
    # fontconfig itself, which the system font's family is asked of directly (R27.24).
    libpango1.0-dev libfontconfig-dev
    # Spelling: Enchant 2 behind CEnchant (UITextChecker, the red underlines of text fields and
    # views), and the US English Hunspell dictionary the spelling tests check with.
    libenchant-2-dev hunspell-en-us
    # Fonts. DejaVu Sans: fixed metrics for tests. Open Sans (2.8 MB): the system font when
    # fontconfig's sans-serif lacks them, with real light, semibold and extra bold faces (Debian's
    # Noto Sans has only regular and bold; its other weights are in the 334 MB fonts-noto-extra).
    # Droid Sans Fallback (7 MB; fonts-noto-cjk is 91 MB) for Chinese and Japanese, Nanum (33 MB)
    # for Korean Hangul, which Droid Sans Fallback lacks.
    # Noto Color Emoji (11 MB) for emoji. Noto core (43 MB) for Arabic, Hebrew, Devanagari and
    # most other scripts.
    fonts-dejavu-core fonts-open-sans fonts-droid-fallback fonts-nanum fonts-noto-color-emoji fonts-noto-core
    # Pointer shapes: a cursor theme (the tests load Adwaita's I-beam and hand).
    adwaita-icon-theme
    # Headless X: Xvfb for tests and the demo, tools to inspect and drive windows.
    xvfb xdotool x11-utils xinput xclip
    # Screenshots: `import` from the real ImageMagick.
    imagemagick
    # Accessibility, portals, notifications: libdbus behind the CDBus module, opened at the first
    # D-Bus call (dlopen), not linked, so only its library is needed; the bridge tests run a
    # private session bus, the AT-SPI bus launcher and registry, and a pyatspi client; the
    # hostile client (scripts/atspi-hostile-client.py) uses dbus-python.
    libdbus-1-3 dbus-daemon dbus-bin at-spi2-core python3-pyatspi python3-dbus
    # The CMake build.
    cmake ninja-build
    # Packaging an app (scripts/package-app.sh): patchelf points the executable at the Swift
    # runtime bundled beside it, desktop-file-validate checks the .desktop file, rsvg-convert
    # renders an SVG icon at hicolor's sizes (dpkg-deb, for the .deb, is in dpkg itself);
    # binutils' strings finds the resource bundles the executable opens.
    patchelf desktop-file-utils librsvg2-bin binutils
    # Real-touch tests: an Xorg server with the dummy video driver.
    xserver-xorg-core xserver-xorg-video-dummy xserver-xorg-dev
    # Input-method tests: a real XIM server (uim-xim) whose "latin" engine shows a preedit for
    # compose sequences (Tests/XUIKitX11Tests/InputMethodX11Tests.swift, R35.7); registered below.
    uim-xim
    # ... which speaks only to clients in a locale it knows (not C.UTF-8): en_US.UTF-8 is generated
    # from these sources below.
    locales
)
# Benchmarks only (install-deps.sh --bench): Tk's wish and GTK 3's headers for the peer scenes, XDamage
# for the click-to-photons observer (Benchmarks/peers/peer-driver.c);
# GTK 4's headers for the GtkGridView peer of scripts/bench-collections.sh.
BENCH_PACKAGES=(
    tk libgtk-3-dev libgtk-4-dev libxdamage-dev
)
if [[ "${1:-}" == "--bench" ]]; then
    PACKAGES+=("${BENCH_PACKAGES[@]}")
fi

missing=()
for package in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != "installed" ]]; then
        missing+=("$package")
    fi
done

# uim ships its engines unregistered; the input-method tests use "latin" (needs root; harmless again).
register_uim_latin() {
    if command -v uim-module-manager >/dev/null 2>&1 && [[ $(id -u) -eq 0 ]] \
        && ! grep -q latin /var/lib/uim/installed-modules.scm 2>/dev/null; then
        uim-module-manager --register latin >/dev/null
    fi
    generate_en_us_locale
}

# uim-xim refuses clients in C.UTF-8 (XOpenIM fails), so the input-method tests run in en_US.UTF-8.
# A minimal Debian has no compiled locale but C; this compiles it into the system's locale archive
# (needs root; the tests fall back to compiling it into a temporary LOCPATH, which takes ~10 s).
generate_en_us_locale() {
    if [[ $(id -u) -eq 0 ]] && command -v localedef >/dev/null 2>&1 \
        && [[ -e /usr/share/i18n/locales/en_US ]] && ! locale -a 2>/dev/null | grep -qi '^en_US\.utf-\?8$'; then
        localedef -i en_US -f UTF-8 en_US.UTF-8 >/dev/null 2>&1 || true
    fi
}

if [[ ${#missing[@]} -eq 0 ]]; then
    register_uim_latin
    echo "install-deps: all ${#PACKAGES[@]} Debian packages are installed"
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps: missing packages: ${missing[*]}" >&2
    echo "install-deps: cannot install them: not root and sudo is not available." >&2
    echo "install-deps: run this script as root, or install them yourself: apt-get install ${missing[*]}" >&2
    exit 1
fi

echo "install-deps: installing ${missing[*]}"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
# With recommends, as on the machines this was tested on (Xorg wants Mesa's DRI drivers).
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
register_uim_latin
