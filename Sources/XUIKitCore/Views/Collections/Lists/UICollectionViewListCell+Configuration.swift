import Foundation

extension UICollectionViewListCell {
    /// The content configuration UIKit gives a list cell for its list's look (R21.18): in a
    /// sidebar, `sidebarHeader()` for the section's header item and `sidebarCell()` for the others;
    /// in the other lists, `groupedHeader()` or `plainHeader()` for a header item and `cell()` for
    /// the others.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        switch placement.appearance {
        case .sidebar, .sidebarPlain:
            return placement.isHeader ? .sidebarHeader() : .sidebarCell()
        case .grouped, .insetGrouped:
            return placement.isHeader ? .groupedHeader() : .cell()
        case .plain:
            return placement.isHeader ? .plainHeader() : .cell()
        }
    }
}
