import Foundation

/// How a list section looks and behaves: its appearance, headers and footers, separators,
/// background and swipe actions (UIKit's `UICollectionLayoutListConfiguration`).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///     UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         done(true)
///     }])
/// }
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Full-width rows on the system background, separators between them.
        case plain
        /// Sections of full-width rows on the grouped background, spaced apart.
        case grouped
        /// As `.grouped`, with each section inset from the sides and its corners rounded.
        case insetGrouped
        /// The source list of a split view's primary column: rows with rounded selection.
        case sidebar
        /// A sidebar's look without its insets.
        case sidebarPlain
    }

    /// Whether and how sections have headers.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` per section.
        case supplementary
        /// The section's first item is its header (for expandable outlines).
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` per section.
        case supplementary
    }

    /// What a swipe-actions provider is: the item's index path in, its actions (or nil) out.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The list's look, fixed at creation.
    public let appearance: Appearance
    /// R21.12: whether separators show between rows; true by default, false for the sidebar
    /// appearances (whose rows UIKit draws without them).
    public var showsSeparators: Bool
    /// The list's background colour; nil uses the appearance's (R21.12).
    public var backgroundColor: UIColor?
    /// Whether and how sections have headers; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers; `.none` by default.
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil uses the appearance's.
    public var headerTopPadding: CGFloat?
    /// R21.14: the actions a swipe from the leading edge reveals, per item; nil for none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// R21.14: the actions a swipe from the trailing edge reveals, per item; nil for none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// R21.12: the background: `systemBackground` for plain lists, `systemGroupedBackground` for
    /// grouped ones, `secondarySystemBackground` behind a sidebar (UIKit's sidebar grey).
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar: return .secondarySystemBackground
        }
    }
}
