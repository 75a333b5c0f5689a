import Foundation

/// The object a `UITableView` tells ahead about rows about to come on screen, so it can start
/// loading their data (images, records) before their cells are asked for.
///
/// Set it as the table's `prefetchDataSource`. The table asks about the rows within one screen
/// above and below the visible ones (UIKit asks in the scrolling direction; XUIKit in both,
/// since a desktop user scrolls both ways with the wheel), and cancels rows that moved out of
/// that reach without being shown (R25.8).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of these rows, which are likely to come on screen soon.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// These rows are no longer expected soon: stop loading them. Nothing by default.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Telling the prefetch data source about the rows ahead (R25.8).
extension UITableView {
    /// After tiling: prefetches the rows that came within a screen of the visible ones, cancels
    /// those that left that reach unseen; rows that came on screen are simply forgotten.
    func updatePrefetching(visible: Set<IndexPath>) {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedIndexPaths.removeAll()
            return
        }
        let reach = Set(geometry.indexPaths(from: bounds.minY - bounds.height, to: bounds.maxY + bounds.height))
            .subtracting(visible)
        let cancelled = prefetchedIndexPaths.subtracting(reach).subtracting(visible)
        let new = reach.subtracting(prefetchedIndexPaths)
        prefetchedIndexPaths = reach
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new.sorted()) }
    }
}
