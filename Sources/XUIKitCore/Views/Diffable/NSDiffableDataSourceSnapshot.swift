import Foundation

/// The state of a diffable data source's data at one moment: its sections, in order, and the
/// items of each, named by identifiers. UIKit's `NSDiffableDataSourceSnapshot`, a plain value.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items.map(\.id), toSection: .main)
/// dataSource.apply(snapshot)                  // the data source diffs it against what it shows
/// ```
///
/// Every identifier is unique in the snapshot: an item identifier in one section only, once. A
/// mutation that would duplicate one (or that names an identifier the snapshot does not hold)
/// is where UIKit raises; XUIKit reports the identifier in one line and leaves the snapshot as it
/// was, so a snapshot is always valid when it is applied (R22.2, R22.3).
///
/// Lookups are O(1): dictionaries map each section identifier to its index and each item
/// identifier to its section and index. Inserting or deleting in the middle of a section
/// renumbers the items after it, as an array does.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Where an item is: its section's identifier and its index within the section.
    struct ItemPlace: Sendable {
        var section: SectionIdentifierType
        var index: Int
    }

    /// The section identifiers, in order.
    public internal(set) var sectionIdentifiers: [SectionIdentifierType] = []
    /// The items of each section, parallel to `sectionIdentifiers`.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each section identifier's index in `sectionIdentifiers`.
    var sectionIndices: [SectionIdentifierType: Int] = [:]
    /// Each item identifier's section and index.
    var itemPlaces: [ItemIdentifierType: ItemPlace] = [:]
    /// Items and sections marked for reloading or reconfiguring, in the order they were marked.
    var reloadedItems = OrderedIdentifiers<ItemIdentifierType>()
    var reconfiguredItems = OrderedIdentifiers<ItemIdentifierType>()
    var reloadedSections = OrderedIdentifiers<SectionIdentifierType>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in every section together.
    public var numberOfItems: Int { itemPlaces.count }

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The number of items in the section `identifier`; 0 (reported) when the snapshot has no
    /// such section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The item identifiers of the section `identifier`, in order; empty (reported) when the
    /// snapshot has no such section, where UIKit raises.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndices[identifier] else {
            SnapshotDiagnostics.report("NSDiffableDataSourceSnapshot: no section with identifier "
                + "\(SnapshotDiagnostics.describe(identifier)) (UIKit raises); answering no items")
            return []
        }
        return sectionItems[index]
    }

    /// The identifier of the section holding the item `identifier`, or nil when no section does.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemPlaces[identifier]?.section
    }

    /// The index of the item `identifier` among all the items (`itemIdentifiers`), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = itemPlaces[identifier], let section = sectionIndices[place.section] else { return nil }
        return sectionItems[..<section].reduce(place.index) { $0 + $1.count }
    }

    /// The index of the section `identifier`, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndices[identifier]
    }

    /// The sections marked with `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.elements }

    /// The items marked with `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.elements }

    /// The items marked with `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.elements }

    // MARK: - Internal lookups

    /// The index path of the item `identifier`, or nil.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let place = itemPlaces[identifier], let section = sectionIndices[place.section] else { return nil }
        return IndexPath(item: place.index, section: section)
    }

    /// The item at `indexPath`, or nil when it is outside the snapshot.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The identifier of the section at `index`, or nil when there is none.
    func section(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index`; 0 when there is none.
    func itemCount(inSectionAt index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    /// The same sections and items with no reload or reconfigure marks: what a data source
    /// shows after applying the snapshot.
    var withoutMarks: Self {
        var copy = self
        copy.reloadedItems = OrderedIdentifiers()
        copy.reconfiguredItems = OrderedIdentifiers()
        copy.reloadedSections = OrderedIdentifiers()
        return copy
    }

    /// Renumbers the items of the section at `section` from `start` on.
    mutating func renumberItems(inSectionAt section: Int, from start: Int = 0) {
        let identifier = sectionIdentifiers[section]
        let items = sectionItems[section]
        for index in start..<items.count {
            itemPlaces[items[index]] = ItemPlace(section: identifier, index: index)
        }
    }

    /// Renumbers the sections from `start` on.
    mutating func renumberSections(from start: Int = 0) {
        for index in start..<sectionIdentifiers.count {
            sectionIndices[sectionIdentifiers[index]] = index
        }
    }
}

/// Identifiers in the order they were added, each once; O(1) membership.
struct OrderedIdentifiers<Element: Hashable & Sendable>: Sendable {
    private(set) var elements: [Element] = []
    private var members: Set<Element> = []

    /// Adds `element` at the end unless it is there already.
    mutating func append(_ element: Element) {
        if members.insert(element).inserted { elements.append(element) }
    }

    /// Whether `element` is here.
    func contains(_ element: Element) -> Bool { members.contains(element) }

    /// Removes every element in `removed`.
    mutating func remove(_ removed: Set<Element>) {
        guard !members.isDisjoint(with: removed) else { return }
        members.subtract(removed)
        elements.removeAll { removed.contains($0) }
    }

    /// Whether nothing is here.
    var isEmpty: Bool { elements.isEmpty }
}
