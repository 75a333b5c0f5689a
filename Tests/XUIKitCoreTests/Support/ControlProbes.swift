import Foundation
@testable import XUIKitCore

/// Records the control events a control sends, by name, in dispatch order.
@MainActor
final class ControlEventRecorder {
    var log: [String] = []
    func note(_ name: String) { log.append(name) }

    /// Every named control event, for `observe`.
    static let names: [(UIControl.Event, String)] = [
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
    static func selector(_ name: String) -> Selector {
        Selector(name, { (recorder: ControlEventRecorder) in { recorder.note(name) } })
    }

    /// Registers one action per control event (or only `events`) on `control`.
    func observe(_ control: UIControl, _ events: UIControl.Event = .allEvents) {
        for (event, name) in Self.names where events.contains(event) {
            control.addTarget(self, action: Self.selector(name), for: event)
        }
    }
}

/// A control that logs its tracking calls and can decline tracking.
@MainActor
final class TrackingProbe: UIControl {
    var calls: [String] = []
    var beginResult = true
    var continueResult = true
    var cancelEvents: [UIEvent?] = []
    /// Flags seen inside `beginTracking`: (isTouchInside, isHighlighted).
    var flagsAtBegin: (Bool, Bool)?
    var customTolerance: CGFloat?

    override var trackingTolerance: CGFloat { customTolerance ?? super.trackingTolerance }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin")
        flagsAtBegin = (isTouchInside, isHighlighted)
        return beginResult
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue")
        return continueResult
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
        cancelEvents.append(event)
        super.cancelTracking(with: event)
    }
}

/// A window-root view controller whose view hosts one control at the origin, observed by a
/// recorder. The recorder also sees the probe's tracking calls through `probe.calls`.
@MainActor
struct ControlFixture<Control: UIControl> {
    let harness: Harness
    let control: Control
    let recorder = ControlEventRecorder()

    init(_ control: Control, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44),
         harness: Harness = Harness()) {
        self.harness = harness
        self.control = control
        control.frame = frame
        harness.window.addSubview(control)
        recorder.observe(control)
    }

    var log: [String] { recorder.log }
}
