import Foundation

/// One finger (or the pointer's primary button) on the screen, for its whole sequence.
///
/// The same object is reported from `.began` to `.ended`/`.cancelled` (R5.1), and its `view` is
/// fixed at `.began` (R5.3): later phases go to that view wherever the finger is.
@preconcurrency @MainActor
open class UITouch: Hashable {
    /// The phase of a touch (R5.8 raw values).
    public enum Phase: Int, Sendable, Codable {
        /// The finger touched down.
        case began = 0
        /// The finger moved.
        case moved
        /// The finger is down and did not move in this event (R5.10).
        case stationary
        /// The finger lifted.
        case ended
        /// The system took the touch away: a recognizer recognized, the view left its window, the
        /// device went away (R6.20, R8.21).
        case cancelled
        /// A hovering pointer entered the view (hover only, never in `touches…` callbacks, R5.9).
        case regionEntered
        /// A hovering pointer moved over the view.
        case regionMoved
        /// A hovering pointer left the view.
        case regionExited
    }

    /// Where a touch comes from (R5.15 raw values).
    public enum TouchType: Int, Sendable, Codable {
        /// A finger on a touchscreen.
        case direct = 0
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect = 1
        /// A stylus.
        case pencil = 2
        /// A mouse or trackpad button.
        case indirectPointer = 3

        /// The old name of `.pencil`.
        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }

    /// The view the touch was hit-tested to at `.began`; it never changes (R5.3).
    public internal(set) var view: UIView?
    /// The window the touch began in; it never changes (R5.5).
    public internal(set) var window: UIWindow?
    /// Where the touch is in its life; in each `touches…` call it is that call's phase (R5.9, R5.11).
    public internal(set) var phase: Phase = .began
    /// How many times the finger tapped in quick succession, fixed at `.began` (R5.12, R5.13).
    public internal(set) var tapCount: Int = 1
    /// When the touch began or last changed (R5.14).
    public internal(set) var timestamp: TimeInterval = 0
    /// A finger on a touchscreen is `.direct`, a mouse or touchpad button `.indirectPointer` (R5.15).
    public internal(set) var type: TouchType = .direct
    /// The force of the touch; 0 where the hardware has no force sensing (R5.18).
    public internal(set) var force: CGFloat = 0
    /// The largest `force` the device can report; 0 without force sensing (R5.18).
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// The radius of the contact, in points (R5.17).
    public internal(set) var majorRadius: CGFloat = 0
    /// How far `majorRadius` may be off, in points (R5.17).
    public internal(set) var majorRadiusTolerance: CGFloat = 0
    /// True for touches XUIKit made up from pointer input (simulated multitouch).
    public internal(set) var isSynthesized = false

    var locationInWindow: CGPoint = .zero
    var previousLocationInWindow: CGPoint = .zero
    /// The view got this touch's `touchesBegan`, so it is owed exactly one end or cancel (R6.14).
    var deliveredToView = false
    /// The view left its window mid-touch and was cancelled (R6.20), or a recognizer cancelled
    /// or discarded the touch (R8.21, R8.24): nothing more is delivered to the view.
    var isDetachedFromView = false
    /// The view never gets this touch (R6.16, R6.19); gesture recognizers still do (R6.18).
    var isWithheldFromView = false
    /// The recognizers receiving this touch, nearest view first (R5.16, R8.16).
    var recognizers: [UIGestureRecognizer] = []

    /// The gesture recognizers currently receiving this touch: never nil, empty when there are
    /// none (R5.16).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

    /// Makes a touch that belongs to no event, for tests; the toolkit makes the real ones.
    public init() {}

    /// The touch's location in `view`'s coordinates, or in window coordinates for nil (R5.6).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location at the previous delivery; equal to `location(in:)` at `.began` (R5.7).
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    func snapshot() -> UITouch {
        let copy = UITouch()
        copy.view = view; copy.window = window; copy.phase = phase; copy.tapCount = tapCount
        copy.timestamp = timestamp; copy.type = type; copy.force = force
        copy.locationInWindow = locationInWindow; copy.previousLocationInWindow = previousLocationInWindow
        return copy
    }

    /// Touches are equal only to themselves: one object per finger (R5.1).
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Hashes the touch's identity, so a `Set<UITouch>` holds each finger once.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
