import Foundation

/// The object that decides where a collection view's cells and other views go: UIKit's abstract
/// `UICollectionViewLayout`. Subclass it, or use `UICollectionViewFlowLayout` or
/// `UICollectionViewCompositionalLayout`.
///
/// The collection view calls, in UIKit's order: `prepare()` when the layout is invalid, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)` for the visible part of
/// the content (and the per-element methods for single elements). `invalidateLayout()` marks the
/// layout for another `prepare()` before the next layout pass; a bounds change invalidates it
/// when `shouldInvalidateLayout(forBoundsChange:)` says so.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using the layout; set when the layout is given to one.
    public internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes registered by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether `prepare()` must run before the layout is next used.
    var needsPrepare = true

    /// Whether the collection view should ask each cell it shows for
    /// `preferredLayoutAttributesFitting(_:)` and offer the answer to
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: layouts
    /// with estimated sizes say true (R20.5). False by default, which saves the measuring.
    var usesSelfSizing: Bool { false }

    /// A layout with no collection view yet.
    public init() {}

    /// The class of the attributes the layout makes; `UICollectionViewLayoutAttributes`.
    open class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type {
        UICollectionViewLayoutAttributes.self
    }

    /// Works out the layout: called before the layout is used after it was invalidated. The
    /// default does nothing.
    open func prepare() {}

    /// The size of the whole content; `.zero` by default.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that meets `rect` (content coordinates); nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell of the item at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; false
    /// by default (a scroll keeps the layout). Layouts that depend on the width say true when it
    /// changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout invalid: `prepare()` runs again before the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead; unchanged by
    /// default. Layouts that page or snap override it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling stops after an update or a layout change; unchanged by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Registers the class of the decoration views of `elementKind`.
    open func register(_ viewClass: UICollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    /// The attributes an inserted item starts its appearance animation from; nil (a fade in at
    /// its final place) by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes a deleted item ends its disappearance animation at; nil (a fade out where
    /// it was) by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a self-sizing cell's preferred attributes differ enough from the layout's to
    /// need a new layout; false by default.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
}
