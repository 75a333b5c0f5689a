import Foundation

extension UICollectionView {
    /// The direction a collection view layout scrolls in (UIKit's
    /// `UICollectionView.ScrollDirection`, shared by flow and compositional layouts).
    public enum ScrollDirection: Int, Sendable {
        /// Content follows top to bottom.
        case vertical
        /// Content follows left to right.
        case horizontal
    }
}
