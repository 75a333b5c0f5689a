import Foundation

/// The object a `UIScrollView` tells about scrolling and dragging.
///
/// Every method has an empty default, as UIKit's optional methods do, so a delegate implements
/// only what it needs. For one drag the order is `scrollViewWillBeginDragging`, then
/// `scrollViewDidScroll` for each movement, then `scrollViewDidEndDragging(_:willDecelerate:)`.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Told after `contentOffset` changed, by the user or in code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Told when a drag (a finger, the mouse, the wheel or a touchpad) starts to scroll, before
    /// the content moves.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Told when the drag ends. `decelerate` is always false: XUIKit scroll views do not coast.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
