import Foundation

extension UICollectionView {
    /// The direction a layout's content scrolls: UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Lines of items stack downwards; the content scrolls up and down.
        case vertical
        /// Lines of items stack to the right; the content scrolls left and right.
        case horizontal
    }
}
