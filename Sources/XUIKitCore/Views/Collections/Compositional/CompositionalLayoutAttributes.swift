import Foundation

/// The layout attributes a compositional layout makes: UIKit's, plus which sides of a cell are
/// estimated (so its view sizes itself) and, in a list section, where the cell sits in it.
@MainActor
final class CompositionalLayoutAttributes: UICollectionViewLayoutAttributes {
    /// Whether the cell's width is an estimate its view may replace.
    var estimatedWidth = false
    /// Whether the cell's height is an estimate its view may replace.
    var estimatedHeight = false
    /// In a list section: the list's look and the cell's place in the section.
    var listPlacement: ListPlacement?

    override func copy() -> UICollectionViewLayoutAttributes {
        let made = super.copy()
        if let made = made as? CompositionalLayoutAttributes {
            made.estimatedWidth = estimatedWidth
            made.estimatedHeight = estimatedHeight
            made.listPlacement = listPlacement
        }
        return made
    }

    override func isEqual(_ other: UICollectionViewLayoutAttributes) -> Bool {
        guard super.isEqual(other), let other = other as? CompositionalLayoutAttributes else { return false }
        return estimatedWidth == other.estimatedWidth && estimatedHeight == other.estimatedHeight
            && listPlacement == other.listPlacement
    }
}

/// Where a list cell sits in its section, and how its list looks: what a
/// `UICollectionViewListCell` draws its background, corners and separator from.
struct ListPlacement: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var isFirstInSection: Bool
    var isLastInSection: Bool
    /// Whether the cell draws the separator below it.
    var showsSeparator: Bool
    /// Whether the cell is the section's header (`headerMode = .firstItemInSection`).
    var isHeader: Bool
}
