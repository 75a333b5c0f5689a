#!/usr/bin/env bash
# Ports a folder of UIKit sources (an Xcode project's app folder) to XUIKit, mechanically:
# `import UIKit` → `import XUIKit`; `@objc` + `#selector(…)` → the selector recipe, with the
# `Selector` declarations generated (private actions included); `@UIApplicationMain` → `@main` on a
# final delegate; `let` properties whose closure uses `self` → `lazy var`; the Info.plist scene
# manifest → `delegateClass` in the app delegate's configurationForConnecting; stray imports
# (CoreGraphics, QuartzCore, Foundation beside UIKit, an unused SwiftUI) removed. Prints, and writes to
# DEST/PORTING-REPORT.txt, what it changed and what needs manual work (storyboards, xibs,
# @IBOutlets, KVC, modules Linux lacks). See the Porting article.
#
#   scripts/port-uikit.sh MyApp/MyApp Sources/MyApp    # port a copy into Sources/MyApp
#   scripts/port-uikit.sh Sources/MyApp                 # port in place
set -euo pipefail
exec python3 "$(dirname "${BASH_SOURCE[0]}")/lib/port_uikit.py" "$@"
