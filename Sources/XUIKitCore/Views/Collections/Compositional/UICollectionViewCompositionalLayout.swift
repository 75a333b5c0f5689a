import Foundation

/// A layout built from items, groups and sections (UIKit's
/// `UICollectionViewCompositionalLayout`): the layout of photo grids, carousels and lists.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25),
///                                                     heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
///     subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// How the pieces fit (all in `Collections/Compositional/`):
/// - The description: `NSCollectionLayoutDimension` and `NSCollectionLayoutSize` (sizes),
///   `NSCollectionLayoutItem` and its supplementary, boundary and decoration kinds,
///   `NSCollectionLayoutGroup`, `NSCollectionLayoutSection`, and the layout-wide
///   `UICollectionViewCompositionalLayoutConfiguration`. Plain values: no geometry in them.
/// - `GroupSolver` does the arithmetic of one group (sizes against the group, spacing,
///   repetition, nesting, custom frames) and nothing else.
/// - `SectionGeometry` (+Build) works out one section in `prepare()`: headers, insets, one
///   laid-out group as a pattern repeated by arithmetic, footers, and per-group starts only when
///   measured self-sizing cells made groups differ.
/// - This class asks the section provider for each section, stacks the sections, answers the
///   collection view's queries from the geometries (making attributes only for what is asked),
///   keeps measured cell sizes and each orthogonal row's scroll offset.
/// - `OrthogonalScrollDriver` turns sideways drags and wheel turns over an orthogonal section
///   into that section's offset, and settles it as the section's behaviour says.
/// - Lists (`Collections/Lists/`) are sections made by `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// What the layout calls for each section: the section index and the environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private final let fixedSection: NSCollectionLayoutSection?
    private final let sectionProvider: SectionProvider?
    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    /// The sections as worked out by the last `prepare()`.
    var geometries: [SectionGeometry] = []
    /// The frames of the layout-wide headers and footers.
    var layoutBoundaryFrames: [CGRect] = []
    var contentSize: CGSize = .zero
    /// The size the layout was prepared for (the collection view's, less its insets).
    var containerSize: CGSize = .zero
    /// Measured cell sizes of estimated items, by section and item: the only per-item storage.
    var measuredItems: [Int: [Int: CGSize]] = [:]
    /// Each orthogonal section's scroll offset along its row.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The list configuration of a layout made by `list(using:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Drives orthogonal rows from drags and the wheel; installed when a section scrolls so.
    var orthogonalDriver: OrthogonalScrollDriver?

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section whenever it is laid out.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// The attributes the layout makes carry self-sizing and list placement.
    open override class var layoutAttributesClass: UICollectionViewLayoutAttributes.Type {
        CompositionalLayoutAttributes.self
    }

    // MARK: - Preparing

    /// Works out every section for the collection view's current size and item counts.
    open override func prepare() {
        guard let collectionView else { return }
        let inset = collectionView.adjustedContentInset
        let vertical = configuration.scrollDirection == .vertical
        let size = CGSize(width: collectionView.bounds.width - (vertical ? inset.left + inset.right : 0),
                          height: collectionView.bounds.height - (vertical ? 0 : inset.top + inset.bottom))
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        prepare(containerSize: size, itemCounts: counts, traitCollection: collectionView.traitCollection)
        // R21.12: a list paints the collection view in its appearance's background; with a
        // section provider, the first list section's configuration says which.
        let list = listConfiguration ?? geometries.lazy.compactMap(\.section.listConfiguration).first
        if let color = list?.resolvedBackgroundColor { collectionView.backgroundColor = color }
        if geometries.contains(where: \.isOrthogonal), orthogonalDriver == nil {
            orthogonalDriver = OrthogonalScrollDriver(layout: self, collectionView: collectionView)
        }
    }

    /// R21.9: the sections one after another along the scroll direction, the layout's headers
    /// before them and footers after, `interSectionSpacing` between them.
    func prepare(containerSize size: CGSize, itemCounts: [Int], traitCollection: UITraitCollection) {
        containerSize = size
        let scroll = Axis(horizontal: configuration.scrollDirection == .horizontal)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: size), traitCollection: traitCollection)
        let solver = GroupSolver(traitCollection: traitCollection)
        let boundary = configuration.boundarySupplementaryItems
        var frames = [CGRect](repeating: .zero, count: boundary.count)
        var cursor: CGFloat = 0
        for (n, item) in boundary.enumerated() where item.alignment.isTop || item.alignment == .leading {
            let itemSize = item.layoutSize.resolved(in: size)
            let origin = scroll.point(main: cursor, cross: 0)
            frames[n] = CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: itemSize)
            if item.extendsBoundary { cursor += scroll.main(itemSize) }
        }
        var made: [SectionGeometry] = []
        for (index, count) in itemCounts.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            var geometry = SectionGeometry(index: index, section: section(at: index, environment: environment),
                                           itemCount: count, scroll: scroll)
            geometry.build(mainStart: cursor, layoutSize: size, solver: solver, measured: measuredItems[index])
            cursor = scroll.maxMain(geometry.frame)
            if geometry.isOrthogonal {
                let range = geometry.orthogonalRange(containerLength: scroll.across.main(size))
                if let offset = orthogonalOffsets[index] {
                    orthogonalOffsets[index] = min(max(offset, range.lowerBound), range.upperBound)
                } else if geometry.section.orthogonalScrollingBehavior == .groupPagingCentered {
                    orthogonalOffsets[index] = geometry.restingOffset(near: 0, containerLength: scroll.across.main(size))
                }
            }
            made.append(geometry)
        }
        for (n, item) in boundary.enumerated() where !(item.alignment.isTop || item.alignment == .leading) {
            let itemSize = item.layoutSize.resolved(in: size)
            let origin = scroll.point(main: cursor, cross: 0)
            frames[n] = CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: itemSize)
            if item.extendsBoundary { cursor += scroll.main(itemSize) }
        }
        geometries = made
        layoutBoundaryFrames = frames
        contentSize = scroll.size(main: cursor, cross: scroll.across.main(size))
    }

    /// The section for `index`: the fixed one, or the provider's. UIKit raises when the provider
    /// returns nil; XUIKit reports it and lays the section out as an empty row of zero height.
    private func section(at index: Int, environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        if let fixedSection { return fixedSection }
        if let made = sectionProvider?(index, environment) { return made }
        Diagnostics.report("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); "
            + "laying it out with no height")
        let empty = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0))
        return NSCollectionLayoutSection(group: .horizontal(layoutSize: empty, subitems: [NSCollectionLayoutItem(layoutSize: empty)]))
    }

    // MARK: - Queries (UICollectionViewCompositionalLayout+Queries.swift)

    /// Every cell, supplementary view and decoration meeting `rect` (content coordinates).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementAttributes(in: rect)
    }

    /// The attributes of the cell of the item at `indexPath`.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// The attributes of a header or footer of `elementKind` (item 0 of its section), or of an
    /// item's supplementary view.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of the section decoration of `elementKind` (item 0 of its section).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The size of all the sections and the layout's headers and footers.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// R21.1: fractional sizes follow the collection view's size, so a change of size lays out again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.preparedBoundsSize
    }

    /// R21.11: a cell whose estimated side prefers another size is measured: the layout keeps the
    /// size and answers true, so the collection view lays out again with it.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard originalAttributes.representedElementCategory == .cell,
              let original = originalAttributes as? CompositionalLayoutAttributes,
              original.estimatedWidth || original.estimatedHeight else { return false }
        let size = CGSize(width: original.estimatedWidth ? preferredAttributes.size.width : original.size.width,
                          height: original.estimatedHeight ? preferredAttributes.size.height : original.size.height)
        guard abs(size.width - original.size.width) > 0.5 || abs(size.height - original.size.height) > 0.5 else { return false }
        let path = original.indexPath
        measuredItems[path.section, default: [:]][path.item] = size
        return true
    }
}
