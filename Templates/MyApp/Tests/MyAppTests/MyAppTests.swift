import Testing
import XUIKit
import XUIKitHeadlessTesting
@testable import MyApp

// A test with no X server: the view controller on XUIKit's headless backend, driven by the
// harness XUIKit tests itself with. Fast enough to run on every build.
@MainActor
@Test("tapping Count twice says it was tapped 2 times, with no display")
func countTwiceHeadless() {
    let harness = Harness()                            // a fresh app, one key window, a virtual clock
    harness.window.rootViewController = CounterViewController()
    harness.tap(100, 42)                               // a finger down and up on the button
    harness.tap(100, 42, after: 1)                     // a second tap, a second later
    let labels = harness.window.rootViewController?.view.subviews.compactMap { $0 as? UILabel }
    #expect(labels?.first?.text == "Tapped 2 times")
}
