#!/usr/bin/env bash
# Packages MyApp for Linux desktops: a relocatable folder, a .tar.gz and a .deb under
# .build/package/, each with a .desktop file and the icon in the hicolor sizes (see XUIKit's
# scripts/package-app.sh for what each holds and for the options; extra options go through:
# ./package.sh --version 1.2 --maintainer "Ada <ada@example.org>").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
exec bash ../XUIKit/scripts/package-app.sh --name "My App" --icon Packaging/MyApp.svg "$@" . MyApp
