import Foundation

/// The base class for controls: views that turn touches into control events and send actions
/// for them.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// One registration: a target-action pair or a closure, and the events it answers.
    struct Registration {
        enum Handler {
            /// `target` nil means a nil-targeted (responder chain) action (R3.13).
            case targetAction(target: WeakTarget?, action: Selector)
            case closure(UIAction)
        }
        var handler: Handler
        var events: Event
    }

    /// A target held weakly (R7.28): once it is gone the registration is inert.
    final class WeakTarget {
        weak var object: AnyObject?
        let identity: ObjectIdentifier
        init(_ object: AnyObject) {
            self.object = object
            identity = ObjectIdentifier(object)
        }
    }

    var registrations: [Registration] = []

    // MARK: - State (R7.2–R7.4)

    // The state every press, release and frame reads skips Swift's run-time exclusivity check
    // (`@exclusivity(unchecked)`, as UIView's hot storage, R27.26): a subclass's override
    // (`override var isHighlighted { didSet { … } }`) is not affected.

    /// Whether the control responds to touches (R7.5). Not the same as `isUserInteractionEnabled`:
    /// a disabled control is still hit-tested (R6.7, R7.4).
    @exclusivity(unchecked)
    open var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isTracking || trackedTouch != nil { cancelTrackingNow(with: nil, sendCancel: false) }   // R7.7
            stateDidChange()
        }
    }
    /// Enabled controls that take user interaction can be focused with Tab (R15.6).
    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

    /// Whether the control is selected; changing it redraws and updates `state`.
    @exclusivity(unchecked)
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down inside; set by tracking, and redraws.
    @exclusivity(unchecked)
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// True while the control tracks a touch.
    public internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control (with the tracking tolerance, R7.13).
    public internal(set) var isTouchInside = false

    /// How content lines up vertically inside the control (centre by default).
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// How content lines up horizontally inside the control (centre by default).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center

    /// The state, derived from the flags (R7.2).
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Events sent together with `.touchUpInside`: `.primaryActionTriggered` for buttons (R7.15).
    var primaryEventsOnTouchUpInside: Event { [] }
    /// Called before the events of a touch-up inside are sent (a button may toggle its selection).
    func primaryTouchUpInsideWillDispatch() {}
    /// Called after the events of a touch-up inside were sent (a button then opens its menu).
    func primaryTouchUpInsideDidDispatch() {}

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes; redraws by default.
    func stateDidChange() { setNeedsDisplay() }

    /// R7.13: while tracking, this many points beyond the bounds still count as inside.
    public static let trackingTolerance: CGFloat = 70

    /// The margin beyond the bounds that counts as inside while tracking. 70 pt by default
    /// (R7.13); override for a tighter or looser control.
    open var trackingTolerance: CGFloat { UIControl.trackingTolerance }

    /// The touch being tracked, so at most one is tracked at a time (R7.19).
    weak var trackedTouch: UITouch?

    // MARK: - Tracking (override points, R7.9)

    /// Called when a touch begins; return false to not track it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called for each move while tracking; return false to stop tracking. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when the tracked touch ends. Overrides must call `super` (R7.18).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isTracking = false
    }
    /// Called when tracking is cancelled. Overrides must call `super` (R7.18).
    open func cancelTracking(with event: UIEvent?) {
        isTracking = false
    }

    // MARK: - Touches → tracking (R7.8, R7.11, R7.14, R7.16)

    /// Touches that began while the control was disabled: they belong to the chain above (R7.6)
    /// for their whole life, even if the control is enabled meanwhile.
    var touchesPassedOn: Set<UITouch> = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else {                                                       // R7.5, R7.6
            touchesPassedOn.formUnion(touches)
            return super.touchesBegan(touches, with: event)
        }
        guard trackedTouch == nil, let touch = touches.first else { return }         // R7.19
        // A secondary- or middle-button click is not a tap on a control: only the primary button
        // (or a finger, whose mask is empty) tracks. The chain above may use it.
        if let mask = event?.buttonMask, !mask.isEmpty, !mask.contains(.primary) {
            touchesPassedOn.formUnion(touches)
            return super.touchesBegan(touches, with: event)
        }
        trackingTouchBegan(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let passedOn = touches.intersection(touchesPassedOn)
        if !passedOn.isEmpty { super.touchesMoved(passedOn, with: event) }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackingTouchMoved(touch, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let passedOn = touches.intersection(touchesPassedOn)
        if !passedOn.isEmpty {
            touchesPassedOn.subtract(passedOn)
            super.touchesEnded(passedOn, with: event)
        }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackingTouchEnded(touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let passedOn = touches.intersection(touchesPassedOn)
        if !passedOn.isEmpty {
            touchesPassedOn.subtract(passedOn)
            super.touchesCancelled(passedOn, with: event)
        }
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        cancelTrackingNow(with: event, sendCancel: true)
    }

    // MARK: - Gesture protection (R7.38)

    /// True for a one-finger single-tap recognizer on an ancestor (not on this control): the
    /// gesture that overlaps a standard control's own tap, which the control wins (R7.38). A
    /// plain `UIControl` subclass does not use this (R7.40); UIButton, UISwitch and UIStepper do.
    func isAncestorSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer,
              tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 else { return false }
        return isOnAncestor(recognizer)
    }

    /// True when `recognizer` is attached to an ancestor of this control, not to the control.
    func isOnAncestor(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let attachedTo = recognizer.view, attachedTo !== self else { return false }
        return isDescendant(of: attachedTo)
    }

    // MARK: - Actions (R3.7, R3.8, R3.12)

    /// Sends one action through `UIApplication.sendAction(_:to:from:for:)` with this control as
    /// the sender (R3.7). Override to observe or suppress dispatches (R3.8).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a closure action (R3.12). Override without calling `super` to suppress it.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }
}
