import Foundation

/// An object that describes a single user interaction with your app: a set of touches, a press,
/// a shake, a remote-control command, a scroll or a hover.
///
/// Subclass it to carry data through the responder chain, as the seeds' `PushScreenEvent` does:
/// `type`, `subtype`, `timestamp` and `allTouches` are all overridable.
@preconcurrency @MainActor
open class UIEvent {
    var storedType: EventType
    var storedSubtype: EventSubtype
    var storedTimestamp: TimeInterval
    /// Touches currently associated with the event, across all views and windows (R4.6).
    var touchSet: Set<UITouch> = []
    /// The touches whose phase changed in the current delivery, in the order they began.
    var changedTouches: [UITouch] = []
    var storedButtonMask: ButtonMask = []
    var storedModifierFlags: UIKeyModifierFlags = []
    /// The window a pointer event (scroll, transform) happened in; `UIApplication.sendEvent`
    /// hands it there rather than to the key window.
    weak var targetWindow: UIWindow?

    /// Makes a touches event stamped now, for subclasses and tests; the events XUIKit delivers
    /// are made by the toolkit. Subclass to carry your own data through `sendAction(_:to:from:for:)`.
    public init() {
        storedType = .touches
        storedSubtype = .none
        storedTimestamp = ProcessInfo.processInfo.systemUptime
    }

    /// `init()` stays the only designated initializer, so subclasses such as the seeds'
    /// `PushScreenEvent` may omit `super.init()`.
    convenience init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.init()
        storedType = type
        storedSubtype = subtype
        storedTimestamp = timestamp
    }

    /// The kind of event.
    open var type: EventType { storedType }
    /// The finer kind of a motion or remote-control event; `.none` for touches (R4.3).
    open var subtype: EventSubtype { storedSubtype }
    /// When the event happened, in seconds since system start-up (R4.4).
    open var timestamp: TimeInterval { storedTimestamp }
    /// Every touch associated with the event, including stationary ones (R4.6); nil for events
    /// that are not touch events.
    open var allTouches: Set<UITouch>? { storedType == .touches || storedType == .hover ? touchSet : nil }
    /// Pointer buttons held, for events from a mouse or trackpad (R4.22).
    open var buttonMask: ButtonMask { storedButtonMask }
    /// Modifier keys held when the event happened.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    /// The touches that belong to `view` (R4.7): those whose `view` is `view` or one of its
    /// descendants.
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard let all = allTouches else { return nil }
        return all.filter { touch in touch.view.map { $0 === view || $0.isDescendant(of: view) } ?? false }
    }

    /// The touches that began in `window` (R4.8).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard let all = allTouches else { return nil }
        return all.filter { $0.window === window }
    }

    /// The touches being delivered to `gestureRecognizer`: not those its delegate refused or it
    /// ignored (R4.9).
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard let all = allTouches else { return nil }
        return all.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } }
    }

    /// The touches of a sequence as reported between deliveries; on Linux the latest sample only
    /// (R4.10).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard allTouches?.contains(touch) == true else { return nil }
        return [touch.snapshot()]
    }

    /// Predicted future samples of `touch`; XUIKit predicts none (R4.11).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard allTouches?.contains(touch) == true else { return nil }
        return []
    }
}
