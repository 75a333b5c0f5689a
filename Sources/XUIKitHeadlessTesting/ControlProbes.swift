import Foundation
import XUIKitCore

/// Records the control events a control sends, by name, in dispatch order.
///
/// ```swift
/// let recorder = ControlEventRecorder()
/// recorder.observe(button)
/// harness.tap(10, 10)
/// #expect(recorder.log == ["touchDown", "upInside", "primary"])
/// ```
@preconcurrency @MainActor
public final class ControlEventRecorder {
    /// The names of the events received, in order.
    public var log: [String] = []
    /// A recorder with an empty log.
    public init() {}
    /// Appends `name` to the log.
    public func note(_ name: String) { log.append(name) }

    /// Every named control event, for `observe`.
    public static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
        // One dispatch sends exit with outside and enter with inside, in registration order (R7.34):
        // registering exit and enter first logs them first.
        (.touchDragExit, "dragExit"), (.touchDragEnter, "dragEnter"),
        (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
        (.menuActionTriggered, "menu"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
        (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    /// An action that logs `name` on the recorder it is sent to.
    public static func selector(_ name: String) -> Selector {
        Selector(name, { (recorder: ControlEventRecorder) in { recorder.note(name) } })
    }

    /// Registers one action per control event (or only `events`) on `control`.
    public func observe(_ control: UIControl, _ events: UIControl.Event = .allEvents) {
        for (event, name) in Self.names where events.contains(event) {
            control.addTarget(self, action: Self.selector(name), for: event)
        }
    }
}

/// A control that logs its tracking calls and can decline tracking.
@preconcurrency @MainActor
public final class TrackingProbe: UIControl {
    /// `begin`, `continue`, `end` and `cancel`, in order.
    public var calls: [String] = []
    /// What `beginTracking` answers.
    public var beginResult = true
    /// What `continueTracking` answers.
    public var continueResult = true
    /// The event of each `cancelTracking`.
    public var cancelEvents: [UIEvent?] = []
    /// Flags seen inside `beginTracking`: (isTouchInside, isHighlighted).
    public var flagsAtBegin: (Bool, Bool)?
    /// The tracking tolerance to use instead of UIControl's, when set.
    public var customTolerance: CGFloat?

    /// `customTolerance`, or UIControl's.
    public override var trackingTolerance: CGFloat { customTolerance ?? super.trackingTolerance }

    /// Logs `begin` and the flags; answers `beginResult`.
    public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        flagsAtBegin = (isTouchInside, isHighlighted)
        return beginResult
    }
    /// Logs `continue`; answers `continueResult`.
    public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return continueResult
    }
    /// Logs `end`.
    public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        super.endTracking(touch, with: event)
    }
    /// Logs `cancel` and the event.
    public override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
        cancelEvents.append(event)
        super.cancelTracking(with: event)
    }
}

/// One control in a harness's window, observed by a recorder. With a `TrackingProbe`, the
/// probe's tracking calls are in `control.calls`.
@preconcurrency @MainActor
public struct ControlFixture<Control: UIControl> {
    /// The harness whose window holds the control.
    public let harness: Harness
    /// The control under test.
    public let control: Control
    /// Records every control event the control sends.
    public let recorder = ControlEventRecorder()

    /// Puts `control` at `frame` in `harness`'s window (a fresh harness by default) and observes
    /// every control event.
    public init(_ control: Control, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44),
                harness: Harness = Harness()) {
        self.harness = harness
        self.control = control
        control.frame = frame
        harness.window.addSubview(control)
        recorder.observe(control)
    }

    /// The recorder's log.
    public var log: [String] { recorder.log }
}
