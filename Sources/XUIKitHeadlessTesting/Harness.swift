// XUIKitHeadlessTesting: the harness XUIKit's own core tests are built on, shipped for apps' tests
// as swift-nio ships NIOEmbedded. No display, no X server: views run on `HeadlessBackend`, input
// goes in through the one door every backend uses (`UIApplication.handle`), on a clock the test
// moves.
//
// How the pieces fit:
// - `Harness` (this file): a fresh application with one key window, a virtual clock, and one
//   method per kind of raw input (`tap`, `click`, `drag`, `key`, `scroll`, `transform`…), so a test
//   reads as the gesture it makes rather than as `InputEvent` values built by hand.
// - `RecordingViews.swift`: views and responders that write down what reached them —
//   `RecordingView`, `ChainLink`, `GestureJournal` and `GestureJournalView`.
// - `GestureProbes.swift`: `GestureTarget` (records each action with the recognizer's state),
//   `ScriptedRecognizer` and `ScriptedDelegate` (decisions a test scripts, questions it counts).
// - `ControlProbes.swift`: `ControlEventRecorder`, `TrackingProbe` and `ControlFixture`.
// - `Diagnostics+Capture.swift`: `capturingDiagnostics(_:)`, the one-line messages XUIKit reports.
//
// Why `@_spi(Testing)` and not public API: the harness needs four hooks of the core —
// `UIApplication.makeFreshForTesting()`, `useManualClock(startingAt:)`, `advanceClock(to:)` and
// `runPendingWork()`. They break what an app may rely on (a fresh application closes every window
// of the one it replaces; a manual clock stops time), so they stay out of the UIKit-shaped API an
// app completes and out of its documentation, as SPI. This module imports them once and offers
// them inside `Harness`, where they are safe: the harness owns the application for the length of
// one test. A test that imports only this module and `XUIKitCore` needs no `@_spi` import of its
// own.
import Foundation
@_spi(Testing) import XUIKitCore

/// A fresh app with one visible key window on the headless backend, and helpers to inject raw
/// input through the one door (`UIApplication.handle`) on a controllable clock.
///
/// ```swift
/// let harness = Harness()
/// let button = UIButton(type: .system)
/// button.frame = CGRect(x: 20, y: 20, width: 160, height: 44)
/// harness.window.addSubview(button)
/// harness.tap(100, 42)                       // a finger down and up, 10 ms apart
/// harness.advance(by: 1)                     // one second passes; due timers run
/// ```
///
/// Creating a harness makes a fresh process-wide application on a new `HeadlessBackend` (the one
/// it replaces closes its windows), so tests do not see each other; tests that use one run on the
/// main actor.
@preconcurrency @MainActor
public final class Harness {
    /// The key window, visible, `frame`-sized.
    public let window: UIWindow
    /// The virtual clock: timestamps of injected input, in seconds. Each input moves it on by its
    /// `after` delay; `advance(by:)` moves it with no input.
    public var now: TimeInterval = 1000

    /// Makes a fresh application, shows the key window and puts the application on the virtual
    /// clock.
    ///
    /// - Parameters:
    ///   - frame: the key window's frame.
    ///   - background: the key window's `backgroundColor`: `.systemBackground` by default, the
    ///     backdrop an app's root view usually gives its views, so pixels read where no view draws
    ///     are white (black in dark mode). Pass nil for UIKit's bare window, black where no view
    ///     draws (R19.10).
    ///   - makeWindow: makes the key window (a subclass, to observe `sendEvent`); a plain
    ///     `UIWindow` by default.
    public init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400),
                background: UIColor? = .systemBackground,
                window makeWindow: (CGRect) -> UIWindow = { UIWindow(frame: $0) }) {
        UIApplication.makeFreshForTesting()
        window = makeWindow(frame)
        window.backgroundColor = background
        window.makeKeyAndVisible()
        UIApplication.shared.useManualClock(startingAt: now)
    }

    /// The key window's backend id, which raw input names.
    public var id: WindowID { window.windowID! }

    /// Advances the clock by `delay` and injects one raw event.
    public func send(_ kind: InputEvent.Kind, after delay: TimeInterval = 0.01) {
        now += delay
        UIApplication.shared.handle(InputEvent(timestamp: now, window: id, kind: kind))
    }

    /// Injects raw events that arrived together (one drain of the native queue), at one time.
    public func sendTogether(_ kinds: [InputEvent.Kind], after delay: TimeInterval = 0.01) {
        now += delay
        UIApplication.shared.handle(kinds.map { InputEvent(timestamp: now, window: id, kind: $0) })
    }

    // MARK: - Touches

    /// One phase of finger `touchID` at (`x`, `y`) in window coordinates.
    public func touch(_ phase: InputEvent.Touch.Phase, _ x: CGFloat, _ y: CGFloat, id touchID: Int = 1,
                      after delay: TimeInterval = 0.01) {
        send(.touch(.init(id: touchID, phase: phase, location: CGPoint(x: x, y: y))), after: delay)
    }

    /// A finger down and up at one point, 10 ms apart.
    public func tap(_ x: CGFloat, _ y: CGFloat, id touchID: Int = 1, after delay: TimeInterval = 0.01) {
        touch(.began, x, y, id: touchID, after: delay)
        touch(.ended, x, y, id: touchID)
    }

    /// A straight drag of finger `touchID` from `start` to `end` in `steps` moves, `interval`
    /// seconds apart; lifted at `end` unless `lift` is false.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, interval: TimeInterval = 0.01,
                     id touchID: Int = 1, lift: Bool = true) {
        touch(.began, start.x, start.y, id: touchID)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touch(.moved, start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f, id: touchID, after: interval)
        }
        if lift { touch(.ended, end.x, end.y, id: touchID) }
    }

    // MARK: - Pointer

    /// A mouse click with button 1 (down, then up 10 ms later).
    public func click(_ x: CGFloat, _ y: CGFloat) {
        let point = CGPoint(x: x, y: y)
        send(.pointerButton(.init(button: 1, isDown: true, location: point)))
        send(.pointerButton(.init(button: 1, isDown: false, location: point)))
    }

    /// A pointer button going down or up (UIKit numbering: 1 primary, 2 secondary, 3 middle).
    public func button(_ number: Int, down: Bool, _ x: CGFloat, _ y: CGFloat, modifiers: UIKeyModifierFlags = [],
                       device: Int = 0) {
        send(.pointerButton(.init(device: device, button: number, isDown: down, location: CGPoint(x: x, y: y),
                                  modifiers: modifiers)))
    }

    /// Pointer motion (a drag when a button is held, a hover otherwise).
    public func pointer(_ x: CGFloat, _ y: CGFloat, modifiers: UIKeyModifierFlags = [], device: Int = 0) {
        send(.pointerMotion(.init(device: device, location: CGPoint(x: x, y: y), modifiers: modifiers)))
    }

    /// Pointer motion with no button held.
    public func hover(_ x: CGFloat, _ y: CGFloat, device: Int = 0) { pointer(x, y, device: device) }

    /// The pointer entering or leaving the window.
    public func crossing(entered: Bool, _ x: CGFloat, _ y: CGFloat, device: Int = 0) {
        send(.pointerCrossing(entered: entered, location: CGPoint(x: x, y: y), device: device))
    }

    /// A scroll of (dx, dy) points at a point: a wheel click when `discrete`, touchpad otherwise.
    public func scroll(_ dx: CGFloat, _ dy: CGFloat, at point: CGPoint, discrete: Bool = true, device: Int = 0,
                       after delay: TimeInterval = 0.01) {
        send(.scroll(.init(device: device, location: point, dx: dx, dy: dy, isDiscrete: discrete)), after: delay)
    }

    /// A touchpad gesture step (cumulative values since `.began`).
    public func transform(_ phase: InputEvent.Transform.Phase, at point: CGPoint, scale: CGFloat = 1,
                          rotation: CGFloat = 0, translation: CGPoint = .zero, fingers: Int = 2, device: Int = 0) {
        send(.transform(.init(device: device, phase: phase, location: point, scale: scale, rotation: rotation,
                              translation: translation, fingerCount: fingers)))
    }

    // MARK: - Keys

    /// A key going down or up; `characters` is what it types (its lowercase is taken as the
    /// characters ignoring modifiers).
    public func key(_ characters: String, code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], down: Bool) {
        send(.key(.init(keyCode: code, characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                        modifiers: modifiers, isDown: down)))
    }

    // MARK: - Time and work

    /// Moves the virtual clock with no input, running the timers that fall due (spec H2).
    public func advance(by delay: TimeInterval) {
        now += delay
        UIApplication.shared.advanceClock(to: now)
    }

    /// Lays out and draws pending work, as one turn of the event loop would.
    public func display() { UIApplication.shared.runPendingWork() }
}
