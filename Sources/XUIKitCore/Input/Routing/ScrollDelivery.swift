import Foundation

/// Delivers `.scroll` events in a window.
///
/// 1. A pan recognizer already panning from scroll keeps getting it until its gesture ends.
/// 2. Otherwise the nearest idle `UIPanGestureRecognizer` on the view under the pointer or an
///    ancestor whose `allowedScrollTypesMask` admits the scroll's type begins a pan with it
///    (UIKit's way).
/// 3. A scroll no recognizer took goes to `scrollWheel(with:)` of the view under the pointer, and
///    up its responder chain (XUIKit addition). A scroll a recognizer took is not also given to
///    views, as `cancelsTouchesInView` keeps a recognized gesture's touches from its view.
@MainActor
final class ScrollDelivery {
    /// The pan recognizer a scroll gesture is going to.
    private weak var scrollingPan: UIPanGestureRecognizer?

    func deliver(_ event: UIScrollEvent, in window: UIWindow) {
        let view = window.hitTest(event.locationInWindow, with: event)
        if let pan = continuingPan(for: event, in: window) ?? idlePan(under: view, for: event) {
            scrollingPan = pan
            pan.scroll(with: event)
            if pan.hasBegun { return }
        }
        view?.scrollWheel(with: event)
    }

    private func continuingPan(for event: UIScrollEvent, in window: UIWindow) -> UIPanGestureRecognizer? {
        guard let pan = scrollingPan, pan.isScrolling, pan.hasBegun, pan.view?.window === window,
              pan.allowedScrollTypesMask.allows(event.scrollType) else { return nil }
        return pan
    }

    private func idlePan(under view: UIView?, for event: UIScrollEvent) -> UIPanGestureRecognizer? {
        GestureEnvironment.recognizers(from: view).lazy
            .compactMap { $0 as? UIPanGestureRecognizer }
            .first { $0.isIdleForPointer && $0.allowedScrollTypesMask.allows(event.scrollType) }
    }
}
