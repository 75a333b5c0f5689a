import Foundation

extension UICollectionView {
    /// R21.11: a cell whose layout attributes have an estimated side is asked for its preferred
    /// attributes (`preferredLayoutAttributesFitting(_:)`); when the layout says they differ
    /// enough (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`,
    /// which keeps the measured size), the layout is invalidated and the next layout pass uses
    /// the size.
    func selfSizeIfEstimated(_ cell: UICollectionViewCell, with attributes: UICollectionViewLayoutAttributes) {
        guard let compositional = attributes as? CompositionalLayoutAttributes,
              compositional.estimatedWidth || compositional.estimatedHeight else { return }
        let preferred = cell.preferredLayoutAttributesFitting(attributes)
        let layout = collectionViewLayout
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
            layout.invalidateLayout()
        }
    }
}
