import Foundation

/// The metrics of list sections, as UIKit's lists on iPad and Mac Catalyst at the default text
/// size. Each number says where it comes from.
enum ListMetrics {
    /// R21.13: rows are estimated 44 pt tall: UIKit's default row height (`UITableView.rowHeight`,
    /// and a one-line `UIListContentConfiguration.cell()`: 17 pt text, 11 pt margins above and below).
    static let estimatedRowHeight: CGFloat = 44
    /// Headers and footers are estimated 44 pt too; their views' own sizes replace the estimate.
    static let estimatedHeaderHeight: CGFloat = 44
    /// R21.13: grouped sections leave 35 pt above them: UIKit's grouped tables and lists keep
    /// 35 pt between sections that have no header (the grouped style's default header height).
    static let groupedSectionTopPadding: CGFloat = 35
    /// R21.13: inset grouped sections are inset by the layout margins: 20 pt at regular width (iPad,
    /// Mac), 16 pt at compact width (iPhone portrait), as UIKit's `insetGrouped` tables.
    static let insetGroupedRegularInset: CGFloat = 20
    static let insetGroupedCompactInset: CGFloat = 16
    /// R21.13: the corner radius of an inset grouped section: 10 pt, UIKit's through iOS 17.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// R21.13: sidebar rows sit 10 pt in from the column's sides, where UIKit's iPad sidebar
    /// draws its rounded selection; the selection's corners round by 10 pt too (iPadOS 14–17).
    static let sidebarInset: CGFloat = 10
    static let sidebarCornerRadius: CGFloat = 10
    /// Separators start 16 pt in from the leading edge, under the text: UIKit's default
    /// separator inset (`UITableView.separatorInset.left`, the system minimum layout margin).
    static let separatorLeadingInset: CGFloat = 16
}

extension NSCollectionLayoutSection {
    /// R21.13: a list section: full-width rows of estimated height, laid out for `configuration`
    /// (insets, header and footer by its modes). Keeps the configuration for the cells (their
    /// separators and corners) and for swipe actions.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(ListMetrics.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [item]))
        section.listConfiguration = configuration
        let compact = layoutEnvironment.traitCollection.horizontalSizeClass == .compact
        let hasHeader = configuration.headerMode != .none
        let groupedTop = configuration.headerTopPadding ?? (hasHeader ? 0 : ListMetrics.groupedSectionTopPadding)
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            section.contentInsets = NSDirectionalEdgeInsets(top: configuration.headerTopPadding ?? 0, leading: 0, bottom: 0, trailing: 0)
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: groupedTop, leading: 0, bottom: 0, trailing: 0)
        case .insetGrouped:
            let side = compact ? ListMetrics.insetGroupedCompactInset : ListMetrics.insetGroupedRegularInset
            section.contentInsets = NSDirectionalEdgeInsets(top: groupedTop, leading: side, bottom: 0, trailing: side)
        case .sidebar:
            let side = ListMetrics.sidebarInset
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        }
        let bandSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                              heightDimension: .estimated(ListMetrics.estimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            // Plain lists pin their headers, as plain tables do.
            header.pinToVisibleBounds = configuration.appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bandSize, elementKind: UICollectionView.elementKindSectionFooter,
                                                            alignment: .bottom))
        }
        return section
    }

    /// Where item `item` of `count` sits in a list section, for its cell to draw.
    func listPlacement(ofItem item: Int, count: Int) -> ListPlacement? {
        guard let configuration = listConfiguration else { return nil }
        let isHeader = configuration.headerMode == .firstItemInSection && item == 0
        let isLast = item == count - 1
        // R21.12: no separator under a header item, nor under a grouped section's last row
        // (the section's edge shows there).
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        let separator = configuration.showsSeparators && !isHeader && !(grouped && isLast)
        return ListPlacement(appearance: configuration.appearance, isFirstInSection: item == 0, isLastInSection: isLast,
                             showsSeparator: separator, isHeader: isHeader)
    }
}

extension UICollectionViewCompositionalLayout {
    /// R21.13: a layout whose every section is a list section made with `configuration`. The
    /// collection view takes the configuration's background colour.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listConfiguration = configuration
        return layout
    }
}
