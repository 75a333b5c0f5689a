#!/usr/bin/env bash
# Checks the porting command on a folder shaped like a real Xcode project
# (Tests/Fixtures/PortUIKitProject/Notes: AppDelegate and SceneDelegate as Xcode's template writes
# them, an Info.plist scene manifest, view controllers with `@objc private` actions, #selectors of
# every shape, a stray `import SwiftUI`, `import Foundation` beside UIKit with a dropped observer
# token, a launch storyboard, KVC on an alert and on an animation): runs
# scripts/port-uikit.sh on a copy, checks the report names what it must, then type-checks the
# result in Swift 5 and in Swift 6 language mode against the modules `swift build` made. Then the
# same for an app that starts from main.swift with UIApplicationMain (PortUIKitProject/Stopwatch).
#
# The scene types (UIScene, UISceneConfiguration…) come from the scenes work; while this checkout
# has no `UISceneConfiguration`, AppDelegate.swift and SceneDelegate.swift are ported and checked
# for their text but left out of the type-check, and the script says so.
#
#   scripts/check-port-uikit.sh     # run swift build first
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/typecheck.sh
fail() { echo "check-port-uikit: error: $*" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/xuikit-port.XXXXXX")"; trap 'rm -rf "$work"' EXIT
bash scripts/port-uikit.sh Tests/Fixtures/PortUIKitProject/Notes "$work/Notes" >"$work/port.out"
cat "$work/port.out"

report="$work/Notes/PORTING-REPORT.txt"
for expected in "LaunchScreen.storyboard: cannot port" "removed \`import SwiftUI\`" "KVC \`setValue(_:forKey:)\`" \
                "UILaunchStoryboardName" "became \`lazy var\`" "replaced 3 #keyPath" "@IBOutlet (attribute removed" \
                "removed 1 @IBInspectable" "removed \`import Foundation\`"; do
    grep -qF "$expected" "$report" || fail "the report does not mention: $expected"
done
grep -q "^@main final class AppDelegate" "$work/Notes/AppDelegate.swift" || fail "the app delegate is not a final @main class"
grep -q "^final class SceneDelegate" "$work/Notes/SceneDelegate.swift" || fail "the scene delegate is not final (XUIKit makes it with init())"
grep -q "configuration.delegateClass = SceneDelegate.self" "$work/Notes/AppDelegate.swift" || fail "the scene manifest did not become delegateClass"
grep -q "nonisolated static let clearTappedAction = Selector(\"clearTapped:\", NotesViewController.clearTapped(_:))" \
    "$work/Notes/NotesViewController.swift" || fail "no Selector was generated for the private clearTapped(_:)"
grep -q "Selector(\"save:forEvent:\"" "$work/Notes/NoteDetailViewController.swift" || fail "save(_:forEvent:) has the wrong selector name"
grep -q 'CABasicAnimation(keyPath: "position.x")' "$work/Notes/NoteDetailViewController.swift" || fail "#keyPath(CALayer.position.x) did not become \"position.x\""
grep -q '^        pulse.setValue(saveButton.layer, forKey: "pulsedLayer")' "$work/Notes/NoteDetailViewController.swift" \
    || fail "KVC on an animation was not kept (animations are key-value containers, R30.22)"
grep -qF "kept KVC on a layer or an animation" "$report" || fail "the report does not list the kept KVC"
grep -q '^        // port-uikit: KVC has no runtime on Linux.*alert.setValue' "$work/Notes/NotesViewController.swift" \
    || fail "KVC on an alert was not commented out"
grep -q '^    weak var footerLabel: UILabel!' "$work/Notes/NoteDetailViewController.swift" || fail "the @IBOutlet attribute was not removed"
grep -q '^        _ = Timer.scheduledTimer(withTimeInterval: 60' "$work/Notes/NoteDetailViewController.swift" || fail "the dropped block timer did not get \`_ = \`"
! grep -rn "#selector\|#keyPath\|@objc\|@IBAction\|@IBOutlet\|@IBInspectable\|import UIKit\|import SwiftUI" "$work/Notes"/*.swift || fail "something was left unported (above)"

files=("$work/Notes"/*.swift)
if ! grep -rq "class UISceneConfiguration" Sources/XUIKitCore; then
    echo "check-port-uikit: this checkout has no scene types yet: AppDelegate.swift and SceneDelegate.swift are not type-checked"
    files=()
    for file in "$work/Notes"/*.swift; do
        case "$(basename "$file")" in AppDelegate.swift|SceneDelegate.swift) ;; *) files+=("$file") ;; esac
    done
fi
for mode in 5 6; do
    status=0
    xuikit_typecheck "$mode" "$work/typecheck.log" "${files[@]}" || status=$?
    errors=$(grep -c ": error:" "$work/typecheck.log" || true)
    warnings=$(grep -c ": warning:" "$work/typecheck.log" || true)
    if [[ $status -ne 0 || $errors -ne 0 ]]; then
        cat "$work/typecheck.log"
        fail "the ported project does not compile in Swift $mode mode"
    fi
    grep ": warning:" "$work/typecheck.log" || true
    # A result Apple's SDK lets code drop (a block timer, an observer kept for the app's life)
    # must not warn in the ported code (FoundationDiscardableResults.swift, the `_ = ` rewrite).
    ! grep -q "is unused" "$work/typecheck.log" || fail "the ported project warns of a dropped result in Swift $mode mode"
    echo "check-port-uikit: ok: the ported project type-checks in Swift $mode mode ($warnings warnings)"
done

# An app that starts from main.swift, as iOS apps before scenes (and without @main) do
# (Tests/Fixtures/PortUIKitProject/Stopwatch): the delegate UIApplicationMain names becomes final,
# the call ports unchanged, and the result type-checks as a program (R19.12).
bash scripts/port-uikit.sh Tests/Fixtures/PortUIKitProject/Stopwatch "$work/Stopwatch" >"$work/port-main.out"
grep -qF "app delegate AppDelegate (named by UIApplicationMain in main.swift) became \`final\`" "$work/Stopwatch/PORTING-REPORT.txt" \
    || fail "the report does not say the app delegate UIApplicationMain names became final"
grep -q "^final class AppDelegate" "$work/Stopwatch/AppDelegate.swift" || fail "the app delegate UIApplicationMain names is not final"
grep -q "^UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))" \
    "$work/Stopwatch/main.swift" || fail "the UIApplicationMain call did not port unchanged"
for mode in 5 6; do
    status=0
    xuikit_typecheck "$mode" "$work/typecheck.log" "$work/Stopwatch"/*.swift || status=$?
    if [[ $status -ne 0 ]] || grep -q ": error:\|: warning:" "$work/typecheck.log"; then
        cat "$work/typecheck.log"
        fail "the ported main.swift app does not compile cleanly in Swift $mode mode"
    fi
    echo "check-port-uikit: ok: the ported main.swift app type-checks in Swift $mode mode (0 warnings)"
done
