import Foundation

/// Adding, removing, expanding and collapsing the items of a section snapshot. R22.10: a change
/// that would duplicate an identifier, or that names one the snapshot lacks, is reported in one
/// line naming it and changes nothing (UIKit raises).
extension NSDiffableDataSourceSectionSnapshot {
    /// Adds `items` after the children of `parent`, or after the root items when it is nil.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard acceptsNew(items, in: "append(_:to:)") else { return }
        if let parent {
            guard members.contains(parent) else { return refuse("append(_:to:): no parent item \(SnapshotDiagnostics.describe(parent))") }
            childrenOf[parent, default: []].append(contentsOf: items)
            for item in items { parentOf[item] = parent }
        } else {
            rootItems.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Inserts `items` just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, nextTo: item, after: false, in: "insert(_:before:)")
    }

    /// Inserts `items` just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Adds the trees of `snapshot` after the children of `parent` (or the root items).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        guard acceptsNew(snapshot.items, in: "append(_:to:)") else { return }
        append(snapshot.rootItems, to: parent)
        adopt(snapshot)
    }

    /// Inserts the trees of `snapshot` just before `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        guard acceptsNew(snapshot.items, in: "insert(_:before:)") else { return }
        insert(snapshot.rootItems, before: item)
        if members.contains(snapshot.rootItems.first ?? item) { adopt(snapshot) }
    }

    /// Inserts the trees of `snapshot` just after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        guard acceptsNew(snapshot.items, in: "insert(_:after:)") else { return }
        insert(snapshot.rootItems, after: item)
        if members.contains(snapshot.rootItems.first ?? item) { adopt(snapshot) }
    }

    /// Replaces the descendants of `parent` with the trees of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else { return refuse("replace(childrenOf:using:): no parent item \(SnapshotDiagnostics.describe(parent))") }
        let previous = self
        delete(childrenOf[parent] ?? [])
        append(snapshot, to: parent)
        if !snapshot.rootItems.isEmpty, !members.contains(snapshot.rootItems[0]) { self = previous }
    }

    /// Deletes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var removed = Set<ItemIdentifierType>()
        for item in items {
            guard members.contains(item) else {
                report("delete(_:): no item \(SnapshotDiagnostics.describe(item)); skipping it")
                continue
            }
            guard !removed.contains(item) else { continue }
            walk([item], onlyVisible: false) { removed.insert($0) }
        }
        guard !removed.isEmpty else { return }
        var parents = Set<ItemIdentifierType>()
        for item in removed {
            if let parent = parentOf[item], !removed.contains(parent) { parents.insert(parent) }
            childrenOf[item] = nil
            parentOf[item] = nil
        }
        for parent in parents {
            let children = childrenOf[parent]!.filter { !removed.contains($0) }
            childrenOf[parent] = children.isEmpty ? nil : children
        }
        rootItems.removeAll { removed.contains($0) }
        members.subtract(removed)
        expandedItems.subtract(removed)
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = Self()
    }

    /// Expands `items`: their children become visible where they themselves are.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else {
                report("expand(_:): no item \(SnapshotDiagnostics.describe(item)); skipping it")
                continue
            }
            expandedItems.insert(item)
        }
    }

    /// Collapses `items`: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else {
                report("collapse(_:): no item \(SnapshotDiagnostics.describe(item)); skipping it")
                continue
            }
            expandedItems.remove(item)
        }
    }

    // MARK: - Shared steps

    private func refuse(_ message: String) {
        report("\(message) (UIKit raises); the snapshot is unchanged")
    }

    private func acceptsNew(_ items: [ItemIdentifierType], in method: String) -> Bool {
        guard let duplicate = SnapshotDiagnostics.firstDuplicate(in: items, isPresent: { members.contains($0) }) else { return true }
        refuse("\(method): item identifier \(SnapshotDiagnostics.describe(duplicate)) is duplicated")
        return false
    }

    private mutating func insert(_ items: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, in method: String) {
        guard members.contains(anchor) else { return refuse("\(method): no item \(SnapshotDiagnostics.describe(anchor))") }
        guard acceptsNew(items, in: method) else { return }
        if let parent = parentOf[anchor] {
            let at = childrenOf[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            childrenOf[parent]!.insert(contentsOf: items, at: at)
            for item in items { parentOf[item] = parent }
        } else {
            let at = rootItems.firstIndex(of: anchor)! + (after ? 1 : 0)
            rootItems.insert(contentsOf: items, at: at)
        }
        members.formUnion(items)
    }

    /// Takes the descendants and expansion of `snapshot`, whose root items were just added.
    private mutating func adopt(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        for (parent, children) in snapshot.childrenOf {
            childrenOf[parent] = children
            for child in children { parentOf[child] = parent }
        }
        members.formUnion(snapshot.members)
        expandedItems.formUnion(snapshot.expandedItems)
    }
}
