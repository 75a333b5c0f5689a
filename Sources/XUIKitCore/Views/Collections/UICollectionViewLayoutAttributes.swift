import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary view or a
/// decoration view) and how it looks there: UIKit's `UICollectionViewLayoutAttributes`.
///
/// Layouts make these in `prepare()` and hand them out from `layoutAttributesForElements(in:)`;
/// the collection view applies them to its views (`UICollectionReusableView.apply(_:)`). Like
/// UIKit's, the class is open for layouts that carry more per-element state: override `copy()`
/// and `isEqual(_:)` then.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: @preconcurrency CustomStringConvertible {
    /// What kind of element attributes describe.
    public enum Category: UInt, Sendable {
        /// A cell, one per item of the data source.
        case cell
        /// A header, footer or other view the data source supplies for a kind.
        case supplementaryView
        /// A view the layout supplies itself, such as a section background.
        case decorationView
    }

    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The centre of the element in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// An affine transform applied about the centre; identity by default.
    open var transform: CGAffineTransform = .identity
    /// The element's opacity, 0 to 1; 1 by default.
    open var alpha: CGFloat = 1
    /// The stacking order: higher values draw above lower ones; 0 by default (cells), UIKit
    /// puts supplementary views at 10 and decorations below cells.
    open var zIndex: Int = 0
    /// Whether the element is hidden (the collection view makes no view for it).
    open var isHidden = false
    /// The index path of the element.
    open var indexPath: IndexPath
    /// Whether the attributes describe a cell, a supplementary view or a decoration view.
    public let representedElementCategory: Category
    /// The kind of a supplementary or decoration view (for instance
    /// `UICollectionView.elementKindSectionHeader`); nil for cells.
    public let representedElementKind: String?

    /// Attributes for the cell of the item at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes, of the same class. Subclasses with their own state override
    /// this, call `super`, and copy their state into the result.
    open func copy() -> UICollectionViewLayoutAttributes {
        let made: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: made = Self(forCellWith: indexPath)
        case .supplementaryView: made = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: made = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        made.center = center
        made.size = size
        made.transform = transform
        made.alpha = alpha
        made.zIndex = zIndex
        made.isHidden = isHidden
        return made
    }

    /// Whether `other` describes the same element the same way. Subclasses with their own state
    /// override this and compare it too.
    open func isEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
        type(of: self) == type(of: other) && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && center == other.center && size == other.size && transform == other.transform
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    /// A short description: category, kind, index path and frame.
    open var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame=\(frame)>"
    }
}
