import Foundation

/// A layout that places items in lines, one line after another, with optional header and footer
/// views per section: UIKit's `UICollectionViewFlowLayout`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// layout.headerReferenceSize = CGSize(width: 0, height: 30)
/// let grid = UICollectionView(frame: bounds, collectionViewLayout: layout)
/// ```
///
/// How it lays out (R20.1–R20.6; the arithmetic is in `FlowSectionGeometry.swift`): scrolling
/// vertically, items fill a line left to right and lines stack downwards (horizontally, items
/// fill a column top to bottom and columns stack to the right). A section is its header, the
/// section inset's top, the lines `minimumLineSpacing` apart, the inset's bottom, its footer.
/// A full line is justified; the last line keeps the columns of the lines above.
///
/// Sizes come from `itemSize`, or from the delegate's `sizeForItemAt` when it is a
/// `UICollectionViewDelegateFlowLayout` that implements it, or from the cells themselves when
/// `estimatedItemSize` is not zero (self-sizing: the collection view asks each cell it shows
/// for `preferredLayoutAttributesFitting(_:)`). With one size for all items the layout keeps
/// no memory per item (R20.3).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What `sectionInset` is measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// From the collection view's adjusted content inset (the default).
        case fromContentInset
        /// From the collection view's safe area.
        case fromSafeArea
        /// From the collection view's layout margins.
        case fromLayoutMargins
    }

    /// The value of `estimatedItemSize` that asks cells for their size with no estimate of their
    /// own (the layout starts from `itemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item when the delegate gives none; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size cells start from before they size themselves; `.zero` (no self-sizing) by default.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The minimum spacing between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The minimum spacing between items of one line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items; `.zero` by default.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from; `.fromContentInset` by default.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of each section's header (its height when scrolling vertically, its width when
    /// horizontally); `.zero`, no header, by default.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as for the header; `.zero` by default.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area while its section is on
    /// screen; false by default.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section is
    /// on screen; false by default.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// The direction the content scrolls; `.vertical` by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }

    // MARK: - State

    /// Where each section lies, from the last `prepare()`.
    var sections: [FlowSectionGeometry] = []
    /// The content size from the last `prepare()`.
    var contentSize: CGSize = .zero
    /// The sizes self-sizing cells reported, by index path.
    var measuredSizes: [IndexPath: CGSize] = [:]
    /// The item counts the measured sizes belong to.
    var measuredCounts: [Int] = []
    /// The collection view's bounds size at the last `prepare()`.
    var preparedSize: CGSize = .zero
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate does not implement it.
    var defaultSizeAnswered = false

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    var isVertical: Bool { scrollDirection == .vertical }

    /// Whether cells size themselves: `estimatedItemSize` is not zero.
    override var usesSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: - Layout

    /// Works out where every section, line and item lies.
    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        preparedSize = collectionView.bounds.size
        let geometry = FlowViewportGeometry(collectionView: collectionView, reference: sectionInsetReference,
                                            vertical: isVertical)
        let delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if counts != measuredCounts { measuredSizes = [:]; measuredCounts = counts }
        let delegateSizes = delegateGivesItemSizes(delegate, collectionView: collectionView, counts: counts)
        var across: CGFloat = 0
        for (section, count) in counts.enumerated() {
            var flow = FlowSectionGeometry()
            flow.itemCount = count
            flow.start = across
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            flow.lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            flow.interitemSpacing = delegate?.collectionView(collectionView, layout: self,
                                                             minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            geometry.place(&flow, inset: inset, header: header, footer: footer)
            if usesSelfSizing || delegateSizes {
                let sizes = (0..<count).map { item -> (along: CGFloat, across: CGFloat) in
                    let size = itemSize(at: IndexPath(item: item, section: section), delegate: delegateSizes ? delegate : nil,
                                        collectionView: collectionView)
                    return isVertical ? (size.width, size.height) : (size.height, size.width)
                }
                flow.arrange(sizes: sizes)
            } else {
                flow.arrangeUniform(along: isVertical ? itemSize.width : itemSize.height,
                                    across: isVertical ? itemSize.height : itemSize.width)
            }
            sections.append(flow)
            across = flow.end
        }
        contentSize = isVertical ? CGSize(width: geometry.alongExtent, height: across)
            : CGSize(width: across, height: geometry.alongExtent)
    }

    /// Whether the delegate implements `sizeForItemAt`: asked once, for the first item; when the
    /// protocol's default answers, every item has `itemSize` (R20.3).
    private func delegateGivesItemSizes(_ delegate: (any UICollectionViewDelegateFlowLayout)?,
                                        collectionView: UICollectionView, counts: [Int]) -> Bool {
        guard let delegate, let section = counts.firstIndex(where: { $0 > 0 }) else { return false }
        defaultSizeAnswered = false
        _ = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
        return !defaultSizeAnswered
    }

    /// One item's size: measured by its cell, else the delegate's, else the estimate or `itemSize`.
    private func itemSize(at indexPath: IndexPath, delegate: (any UICollectionViewDelegateFlowLayout)?,
                          collectionView: UICollectionView) -> CGSize {
        if let measured = measuredSizes[indexPath] { return measured }
        if let delegate { return delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) }
        if usesSelfSizing, estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        return itemSize
    }

    /// The cells, headers and footers that meet `rect` (UICollectionViewFlowLayout+Attributes.swift).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// The attributes of the item's cell; nil for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// The attributes of a section's header or footer (index path `[section, 0]`); nil when the
    /// section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The size of the content, from the last `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// A new layout when the length lines run along changes (the width when scrolling vertically).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        isVertical ? newBounds.width != preparedSize.width : newBounds.height != preparedSize.height
    }

    /// R20.5: a self-sizing cell's size that differs from the layout's is kept, and the layout is
    /// worked out again with it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard usesSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let preferred = preferredAttributes.size, original = originalAttributes.size
        guard abs(preferred.width - original.width) >= 0.5 || abs(preferred.height - original.height) >= 0.5 else { return false }
        measuredSizes[preferredAttributes.indexPath] = preferred
        return true
    }
}
