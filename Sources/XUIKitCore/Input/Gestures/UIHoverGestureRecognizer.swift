import Foundation

/// A continuous recognizer for a pointer moving over a view with no button held (UIKit, iOS 13).
///
/// It begins when the pointer enters its view (or one of its subviews), changes as the pointer
/// moves inside, and ends when the pointer leaves the view or the window, or a button goes down.
/// It is fed by `.hover` events (see `HoverDelivery`), never by touches, so it does not interfere
/// with the view's touches or other recognizers. `location(in:)` is the pointer's location.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's latest location, in window coordinates.
    var hoverLocationInWindow: CGPoint = .zero

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        // Hover is not a touch: no touch is ever offered (R8.17).
        allowedTouchTypes = []
    }

    /// The pointer's location in `view` (window coordinates for nil).
    open override func location(in view: UIView?) -> CGPoint {
        Self.convert(hoverLocationInWindow, to: view)
    }

    /// One pointer while hovering, none otherwise.
    open override var numberOfTouches: Int { hasBegun ? 1 : 0 }
}
