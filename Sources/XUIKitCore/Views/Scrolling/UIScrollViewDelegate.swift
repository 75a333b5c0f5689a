import Foundation

/// The object a `UIScrollView` tells about scrolling and dragging.
///
/// Every method has an empty default, as UIKit's optional methods do, so a delegate implements
/// only what it needs. For one drag the order is `scrollViewWillBeginDragging`, then
/// `scrollViewDidScroll` for each movement, then `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, and when it coasts,
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` per frame, `scrollViewDidEndDecelerating`.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Told after `contentOffset` changed, by the user or in code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Told when a drag (a finger, the mouse, the wheel or a touchpad) starts to scroll, before
    /// the content moves.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Told when the finger lifts, before `scrollViewDidEndDragging`: `velocity` is the offset's
    /// speed in points per millisecond, and `targetContentOffset` where the content will come to
    /// rest; change it to make it stop elsewhere.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Told when the drag ends; `decelerate` is true when the content goes on moving (coasting,
    /// or springing back from past an end).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Told when the content starts coasting after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Told when the coasting content has come to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Told when an animation of `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` has ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed (a bar appeared, hid or changed height).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing: the content rests where it would.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
