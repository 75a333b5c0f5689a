import Foundation
@_spi(Testing) @testable import XUIKitCore

/// A fresh app with one visible key window on the headless backend, and helpers to inject raw
/// input through the one door (`UIApplication.handle`) on a controllable clock.
@MainActor
final class Harness {
    let window: UIWindow
    /// The virtual clock: timestamps of injected input, in seconds.
    var now: TimeInterval = 1000

    /// `window` makes the key window (a subclass, to observe `sendEvent`); a plain `UIWindow`
    /// by default.
    init(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400),
         window makeWindow: (CGRect) -> UIWindow = { UIWindow(frame: $0) }) {
        UIApplication.makeFreshForTesting()
        window = makeWindow(frame)
        window.makeKeyAndVisible()
        UIApplication.shared.useManualClock(startingAt: now)
    }

    var id: WindowID { window.windowID! }

    /// Advances the clock and injects one raw event.
    func send(_ kind: InputEvent.Kind, after delay: TimeInterval = 0.01) {
        now += delay
        UIApplication.shared.handle(InputEvent(timestamp: now, window: id, kind: kind))
    }

    func touch(_ phase: InputEvent.Touch.Phase, _ x: CGFloat, _ y: CGFloat, id touchID: Int = 1,
               after delay: TimeInterval = 0.01) {
        send(.touch(.init(id: touchID, phase: phase, location: CGPoint(x: x, y: y))), after: delay)
    }

    /// A finger down and up at one point.
    func tap(_ x: CGFloat, _ y: CGFloat, id touchID: Int = 1, after delay: TimeInterval = 0.01) {
        touch(.began, x, y, id: touchID, after: delay)
        touch(.ended, x, y, id: touchID)
    }

    /// A mouse click with button 1.
    func click(_ x: CGFloat, _ y: CGFloat) {
        let point = CGPoint(x: x, y: y)
        send(.pointerButton(.init(button: 1, isDown: true, location: point)))
        send(.pointerButton(.init(button: 1, isDown: false, location: point)))
    }

    /// Injects raw events that arrived together (one drain of the native queue), at one time.
    func sendTogether(_ kinds: [InputEvent.Kind], after delay: TimeInterval = 0.01) {
        now += delay
        UIApplication.shared.handle(kinds.map { InputEvent(timestamp: now, window: id, kind: $0) })
    }

    /// A pointer button going down or up (UIKit numbering: 1 primary, 2 secondary, 3 middle).
    func button(_ number: Int, down: Bool, _ x: CGFloat, _ y: CGFloat, modifiers: UIKeyModifierFlags = [],
                device: Int = 0) {
        send(.pointerButton(.init(device: device, button: number, isDown: down, location: CGPoint(x: x, y: y),
                                  modifiers: modifiers)))
    }

    /// Pointer motion (a drag when a button is held, a hover otherwise).
    func pointer(_ x: CGFloat, _ y: CGFloat, modifiers: UIKeyModifierFlags = [], device: Int = 0) {
        send(.pointerMotion(.init(device: device, location: CGPoint(x: x, y: y), modifiers: modifiers)))
    }

    /// Pointer motion with no button held.
    func hover(_ x: CGFloat, _ y: CGFloat, device: Int = 0) { pointer(x, y, device: device) }

    /// The pointer entering or leaving the window.
    func crossing(entered: Bool, _ x: CGFloat, _ y: CGFloat, device: Int = 0) {
        send(.pointerCrossing(entered: entered, location: CGPoint(x: x, y: y), device: device))
    }

    /// A scroll of (dx, dy) points at a point: a wheel click when `discrete`, touchpad otherwise.
    func scroll(_ dx: CGFloat, _ dy: CGFloat, at point: CGPoint, discrete: Bool = true, device: Int = 0,
                after delay: TimeInterval = 0.01) {
        send(.scroll(.init(device: device, location: point, dx: dx, dy: dy, isDiscrete: discrete)), after: delay)
    }

    /// A touchpad gesture step (cumulative values).
    func transform(_ phase: InputEvent.Transform.Phase, at point: CGPoint, scale: CGFloat = 1,
                   rotation: CGFloat = 0, translation: CGPoint = .zero, fingers: Int = 2, device: Int = 0) {
        send(.transform(.init(device: device, phase: phase, location: point, scale: scale, rotation: rotation,
                              translation: translation, fingerCount: fingers)))
    }

    func key(_ characters: String, code: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], down: Bool) {
        send(.key(.init(keyCode: code, characters: characters, charactersIgnoringModifiers: characters.lowercased(),
                        modifiers: modifiers, isDown: down)))
    }

    /// Moves the virtual clock with no input, running the timers that fall due (spec H2).
    func advance(by delay: TimeInterval) {
        now += delay
        UIApplication.shared.advanceClock(to: now)
    }

    /// Lays out and draws pending work, as one turn of the event loop would.
    func display() { UIApplication.shared.runPendingWork() }
}

/// A view that records every touch callback it gets, and the objects it got them with.
@MainActor
final class RecordingView: UIView {
    var log: [String] = []
    var touchesSeen: [UITouch] = []
    var eventsSeen: [UIEvent?] = []
    var forwards = false
    let name: String

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }

    nonisolated override var description: String { name }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.append("\(phase)(\(touches.count))")
        touchesSeen.append(contentsOf: touches)
        eventsSeen.append(event)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event); if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event); if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event); if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A responder with a settable next, for building chains by hand.
@MainActor
class ChainLink: UIResponder {
    var nextLink: UIResponder?
    let name: String
    init(_ name: String, next: UIResponder? = nil) { self.name = name; nextLink = next; super.init() }
    override var next: UIResponder? { nextLink }
    nonisolated override var description: String { name }
}

/// Captures XUIKit diagnostics for the duration of `body`.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = Diagnostics.handler
    Diagnostics.handler = { messages.append($0) }
    body()
    Diagnostics.handler = saved
    return messages
}
