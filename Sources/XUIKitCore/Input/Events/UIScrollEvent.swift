import Foundation

/// How a scroll was produced (UIKit's `UIScrollType`, iOS 13.4).
public enum UIScrollType: Int, Sendable {
    /// Wheel clicks: each event moves a fixed step.
    case discrete = 0
    /// Smooth scrolling from a touchpad: many small steps.
    case continuous = 1
}

/// The kinds of scroll a `UIPanGestureRecognizer` turns into a pan (`allowedScrollTypesMask`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The mask's bits: `UIScrollType` raw value n is bit n.
    public let rawValue: Int
    /// Makes a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wheel clicks (`UIScrollType.discrete`).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Touchpad scrolling (`UIScrollType.continuous`).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds of scroll.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// Whether the mask admits `type`.
    func allows(_ type: UIScrollType) -> Bool {
        contains(type == .discrete ? .discrete : .continuous)
    }
}

/// A scroll wheel or touchpad scroll: the `.scroll` event (type raw value 10, R4.1).
///
/// XUIKit addition. UIKit delivers scrolling only to `UIPanGestureRecognizer`s whose
/// `allowedScrollTypesMask` admits it and keeps the event's deltas private; XUIKit also hands the
/// event to `UIResponder.scrollWheel(with:)` (AppKit's name) of the view under the pointer, which
/// forwards it up the responder chain, so a plain view can scroll without a recognizer.
///
/// Deltas are in points. A positive `deltaY` is the wheel turned towards the user: content should
/// move up to show what is below, as a finger dragged upwards would make it.
@preconcurrency @MainActor
open class UIScrollEvent: UIEvent {
    /// Horizontal scroll in points; positive shows what is to the right.
    public internal(set) var deltaX: CGFloat = 0
    /// Vertical scroll in points; positive shows what is below.
    public internal(set) var deltaY: CGFloat = 0
    /// Wheel clicks or smooth touchpad scrolling.
    public internal(set) var scrollType: UIScrollType = .discrete
    var locationInWindow: CGPoint = .zero

    init(scroll: InputEvent.Scroll, timestamp: TimeInterval, window: UIWindow,
         buttonMask: ButtonMask, modifierFlags: UIKeyModifierFlags) {
        super.init()
        storedType = .scroll
        storedTimestamp = timestamp
        storedButtonMask = buttonMask
        storedModifierFlags = modifierFlags
        targetWindow = window
        deltaX = scroll.dx
        deltaY = scroll.dy
        scrollType = scroll.isDiscrete ? .discrete : .continuous
        locationInWindow = scroll.location
    }

    /// Where the pointer was, in `view`'s coordinates (window coordinates for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }
}
