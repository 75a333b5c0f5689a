import Foundation

/// The items of one section as a tree: UIKit's `NSDiffableDataSourceSectionSnapshot`, for
/// outlines and expandable sidebars. Root items may have children, to any depth; a parent is
/// expanded or collapsed, and only the items whose ancestors are all expanded are visible.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: .sidebar)        // shows Fruit, Apple, Pear
/// ```
///
/// Identifiers are unique in the snapshot; R22.10: appending or inserting one already there is
/// reported and changes nothing (UIKit raises).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items with no parent, in order.
    public internal(set) var rootItems: [ItemIdentifierType] = []
    /// Each parent's children, in order (only parents with children are here).
    var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Each child's parent.
    var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item.
    var members: Set<ItemIdentifierType> = []
    /// The expanded items.
    var expandedItems: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: - Queries

    /// Every item, depth first: each parent followed by its children.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        walk(rootItems, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items shown: depth first, skipping the children of collapsed items.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, onlyVisible: true) { result.append($0) }
        return result
    }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The index of `item` in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `child`, or nil for a root item (or an item not here).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// How deep `item` is: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var walker = item
        while let parent = parentOf[walker] {
            level += 1
            walker = parent
        }
        return level
    }

    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expandedItems.contains(item) }

    /// Whether `item` is shown: it is here and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var walker = item
        while let parent = parentOf[walker] {
            guard expandedItems.contains(parent) else { return false }
            walker = parent
        }
        return true
    }

    /// A section snapshot of the descendants of `parent` (with `parent` as its one root item
    /// when `includingParent`), keeping their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = Self()
        guard members.contains(parent) else {
            report("snapshot(of:includingParent:): no item \(SnapshotDiagnostics.describe(parent)); answering an empty snapshot")
            return result
        }
        let roots = includingParent ? [parent] : childrenOf[parent] ?? []
        result.rootItems = roots
        walk(roots, onlyVisible: false) { item in
            result.members.insert(item)
            if let children = childrenOf[item] {
                result.childrenOf[item] = children
                for child in children { result.parentOf[child] = item }
            }
            if expandedItems.contains(item) { result.expandedItems.insert(item) }
        }
        return result
    }

    /// The tree as indented lines, one item a line, `+` for expanded and `-` for collapsed parents.
    public func visualDescription() -> String {
        var lines: [String] = []
        walk(rootItems, onlyVisible: false) { item in
            let mark = childrenOf[item] == nil ? " " : (expandedItems.contains(item) ? "+" : "-")
            lines.append(String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Helpers

    /// Calls `body` with each item of the subtrees of `roots`, depth first.
    func walk(_ roots: [ItemIdentifierType], onlyVisible: Bool, _ body: (ItemIdentifierType) -> Void) {
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            body(item)
            if let children = childrenOf[item], !onlyVisible || expandedItems.contains(item) {
                stack.append(contentsOf: children.reversed())
            }
        }
    }

    /// Reports a misuse, as this type's.
    func report(_ message: String) {
        SnapshotDiagnostics.report("NSDiffableDataSourceSectionSnapshot.\(message)")
    }
}
