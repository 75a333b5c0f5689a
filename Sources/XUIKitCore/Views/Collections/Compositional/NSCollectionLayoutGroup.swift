import Foundation

/// A run of items (or nested groups) laid out along one axis, or placed by your own code: the
/// unit a compositional layout section repeats (UIKit's `NSCollectionLayoutGroup`).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                     heightDimension: .fractionalHeight(1)))
/// let row = NSCollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitem: item, count: 3)              // three equal cells per row
/// row.interItemSpacing = .fixed(8)
/// ```
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group places its subitems.
    enum Arrangement {
        /// Along x (horizontal) or y, repeating the subitems while they fit.
        case axis(horizontal: Bool)
        /// Frames from the item provider.
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let arrangement: Arrangement
    /// The items the group holds, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// For `subitem:count:`: the number of equal copies of the one subitem.
    let repeatCount: Int?
    /// R21.3: space between neighbouring subitems along the group's axis; none by default.
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?,
         supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// R21.3: a group that places `subitems` left to right, each sized against the group,
    /// repeating them while another fits.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: true), subitems, count: nil)
    }

    /// R21.3: a group of `count` copies of `subitem` side by side, sharing the group's width
    /// equally after the inter-item spacing (the subitem's own width is ignored, as in UIKit).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: true), [subitem], count: count)
    }

    /// The iOS 16 spelling of `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: true), [subitem], count: count)
    }

    /// A group that places `subitems` top to bottom, repeating them while another fits.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: false), subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` stacked, sharing the group's height equally.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: false), [subitem], count: count)
    }

    /// The iOS 16 spelling of `vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        checked(layoutSize, .axis(horizontal: false), [subitem], count: count)
    }

    /// R21.3: a group whose items go where `itemProvider` says: it gets the layout environment
    /// (its container is the group's size) and returns one frame per item, relative to the group.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// UIKit raises for an empty subitem list or a count below 1; XUIKit reports it and uses a
    /// count of 1 (an empty list gets one item filling the group).
    private static func checked(_ size: NSCollectionLayoutSize, _ arrangement: Arrangement, _ subitems: [NSCollectionLayoutItem],
                                count: Int?) -> NSCollectionLayoutGroup {
        var subitems = subitems
        var count = count
        if subitems.isEmpty {
            Diagnostics.report("NSCollectionLayoutGroup: a group needs at least one subitem; using one that fills the group")
            subitems = [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                  heightDimension: .fractionalHeight(1)))]
        }
        if let asked = count, asked < 1 {
            Diagnostics.report("NSCollectionLayoutGroup: count \(asked) is below 1; using 1")
            count = 1
        }
        return NSCollectionLayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems, count: count)
    }
}

/// What a custom group calls for its items' frames.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item's frame in a custom group, relative to the group (UIKit's
/// `NSCollectionLayoutGroupCustomItem`).
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's stacking order; 0 by default.
    public let zIndex: Int

    /// An item at `frame`.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
