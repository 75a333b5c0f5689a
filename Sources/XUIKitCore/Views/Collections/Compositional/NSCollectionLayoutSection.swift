import Foundation

/// How an orthogonal section scrolls across the layout's scroll direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll across: its groups follow the layout's direction.
    case none
    /// The section's groups form one row that scrolls freely.
    case continuous
    /// One row that scrolls freely and comes to rest with a group's leading edge at the start.
    case continuousGroupLeadingBoundary
    /// One row that comes to rest on a page: a multiple of the collection view's width.
    case paging
    /// One row that comes to rest with a group's leading edge at the start.
    case groupPaging
    /// One row that comes to rest with a group in the middle.
    case groupPagingCentered
}

/// A section of a compositional layout: its group repeated until it has placed every item, with
/// insets, spacing, headers, footers and backgrounds (UIKit's `NSCollectionLayoutSection`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group the section repeats.
    public let group: NSCollectionLayoutGroup
    /// R21.2: insets around the section's groups; none by default.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// R21.2: space between one group and the next; 0 by default.
    public var interGroupSpacing: CGFloat = 0
    /// R21.8: whether the groups form one row scrolling across the layout's direction; `.none`
    /// by default.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// R21.4: the section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// R21.4: whether headers and footers keep to the section's leading and trailing content
    /// insets; true by default.
    public var supplementariesFollowContentInsets = true
    /// R21.7: views the layout puts behind or around the section, such as its background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// The list configuration the section was made from with `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// The layout-wide settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// R21.9: the direction the content scrolls in, and the sections follow each other;
    /// vertical by default.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// R21.9: space between one section and the next; 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first section and after the last.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// The default configuration.
    public init() {}
}
