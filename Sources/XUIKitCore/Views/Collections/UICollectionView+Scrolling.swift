import Foundation

/// Scrolling an item into view (R20.9).
extension UICollectionView {
    /// Scrolls so the item shows at `scrollPosition`: `.top`, `.centeredVertically` or
    /// `.bottom` place it along the vertical axis, `.left`, `.centeredHorizontally` or `.right`
    /// along the horizontal one, and an axis with no position keeps its offset. With no position
    /// at all (`[]`) it scrolls the least distance that shows the item. The offset stays within
    /// the scrollable range. An item that does not exist is reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard containsItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            Diagnostics.report("UICollectionView.scrollToItem: no item at \(indexPath.description); not scrolling")
            return
        }
        let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
        let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
        if scrollPosition.isDisjoint(with: vertical.union(horizontal)) {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        let inset = adjustedContentInset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - visible.height / 2 - inset.top }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - visible.width / 2 - inset.left }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width - inset.left }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
