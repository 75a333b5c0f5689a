import Foundation

/// Prefetching (R20.16): after each tiling pass the collection view looks one screenful ahead
/// in the direction the content last moved (downwards, or rightwards for horizontal content,
/// before any scroll) and tells `prefetchDataSource` about the items there it has not told it
/// of. Items that fall out of that screenful without coming on screen are cancelled
/// (`cancelPrefetchingForItemsAt`); items that come on screen are simply forgotten, as UIKit
/// does. Nothing happens without a prefetching data source or with `isPrefetchingEnabled` off.
extension UICollectionView {
    /// Tells the prefetching data source about the items a screenful ahead.
    func prefetchAhead() {
        let offset = contentOffset
        defer { lastTiledOffset = offset }
        guard isPrefetchingEnabled, let prefetchDataSource else {
            if !prefetchedItems.isEmpty { cancelAllPrefetching() }
            return
        }
        let moved = CGPoint(x: offset.x - lastTiledOffset.x, y: offset.y - lastTiledOffset.y)
        let content = collectionViewLayout.collectionViewContentSize
        let scrollsHorizontally = content.width > bounds.width && content.height <= bounds.height
        var ahead = CGRect(origin: offset, size: bounds.size)
        if abs(moved.x) > abs(moved.y) || (moved == .zero && scrollsHorizontally) {
            ahead.origin.x += moved.x < 0 ? -bounds.width : bounds.width
        } else {
            ahead.origin.y += moved.y < 0 ? -bounds.height : bounds.height
        }
        let wanted = Set((collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.sharesArea(with: ahead) && visibleCellViews[$0.indexPath] == nil }
            .map(\.indexPath))
        let stale = prefetchedItems.subtracting(wanted)
        let fresh = wanted.subtracting(prefetchedItems)
        prefetchedItems = wanted
        if !stale.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: stale.sorted()) }
        if !fresh.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: fresh.sorted()) }
    }

    /// Cancels every outstanding prefetch (a reload or an update changed the index paths).
    func cancelAllPrefetching() {
        guard !prefetchedItems.isEmpty else { return }
        let all = prefetchedItems.sorted()
        prefetchedItems = []
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: all)
    }
}
