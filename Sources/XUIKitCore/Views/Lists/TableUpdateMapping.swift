import Foundation

/// The changes recorded by one update (a single call, or everything inside
/// `performBatchUpdates`/`beginUpdates`), with the animation asked for each.
///
/// As in UIKit, deletions, reloads and reconfigures name index paths before the update,
/// insertions index paths after it, and moves go from a before path to an after path.
struct TableUpdateBatch {
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reconfiguredRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
}

/// Where every section and row goes in an update, both ways (R25.5): the sections and rows that
/// are not deleted, inserted or moved keep their order and fill the positions left free.
///
/// Built from the batch and the row counts before and after; `init` returns nil with UIKit's
/// "Invalid update" message when the counts do not add up or an index path does not exist.
struct TableUpdateMapping {
    private(set) var newSectionForOld: [Int?]
    private(set) var oldSectionForNew: [Int?]
    /// Rows leaving each old section (deleted or moved away), sorted.
    private var leavingRows: [Int: [Int]] = [:]
    /// Rows arriving in each new section (inserted or moved in), sorted.
    private var arrivingRows: [Int: [Int]] = [:]
    private var moveTargets: [IndexPath: IndexPath] = [:]
    private var moveSources: [IndexPath: IndexPath] = [:]
    private let deletedRows: Set<IndexPath>
    private let insertedRows: Set<IndexPath>

    /// The mapping, or nil and `failure` set to the message to report.
    init?(batch: TableUpdateBatch, oldCounts: [Int], newCounts: [Int], failure: inout String) {
        deletedRows = Set(batch.deletedRows.keys)
        insertedRows = Set(batch.insertedRows.keys)
        newSectionForOld = Array(repeating: nil, count: oldCounts.count)
        oldSectionForNew = Array(repeating: nil, count: newCounts.count)
        // Sections: moves first, then the others in order into the free slots.
        let deleted = Set(batch.deletedSections.keys), inserted = Set(batch.insertedSections.keys)
        let movedFrom = Set(batch.movedSections.map(\.from)), movedTo = Set(batch.movedSections.map(\.to))
        let expectedSections = oldCounts.count - deleted.count + inserted.count
        guard newCounts.count == expectedSections,
              deleted.union(movedFrom).allSatisfy({ oldCounts.indices.contains($0) }),
              inserted.union(movedTo).allSatisfy({ newCounts.indices.contains($0) }) else {
            failure = "Invalid update: invalid number of sections. The number of sections after the update (\(newCounts.count)) must be equal to the number before (\(oldCounts.count)), plus inserted (\(inserted.count)), minus deleted (\(deleted.count)), with moved sections in range"
            return nil
        }
        for move in batch.movedSections {
            newSectionForOld[move.from] = move.to
            oldSectionForNew[move.to] = move.from
        }
        let staying = oldCounts.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
        let free = newCounts.indices.filter { !inserted.contains($0) && !movedTo.contains($0) }
        guard staying.count == free.count else {
            failure = "Invalid update: the sections moved and inserted (\(movedTo.union(inserted).count)) do not leave room for the \(staying.count) sections that stay"
            return nil
        }
        for (old, new) in zip(staying, free) {
            newSectionForOld[old] = new
            oldSectionForNew[new] = old
        }
        // Rows: deleted and moved-away rows leave their old section; inserted and moved-in rows
        // arrive in their new one.
        for path in deletedRows { leavingRows[path.section, default: []].append(path.row) }
        for path in insertedRows { arrivingRows[path.section, default: []].append(path.row) }
        for move in batch.movedRows {
            leavingRows[move.from.section, default: []].append(move.from.row)
            arrivingRows[move.to.section, default: []].append(move.to.row)
            moveTargets[move.from] = move.to
            moveSources[move.to] = move.from
        }
        for key in leavingRows.keys { leavingRows[key]?.sort() }
        for key in arrivingRows.keys { arrivingRows[key]?.sort() }
        // Counts: every section that stays has its old rows, less those leaving, plus those
        // arriving (a deleted or inserted section is not counted).
        for (new, old) in oldSectionForNew.enumerated() {
            guard let old else { continue }
            let leaving = leavingRows[old]?.count ?? 0, arriving = arrivingRows[new]?.count ?? 0
            guard leavingRows[old]?.allSatisfy({ $0 >= 0 && $0 < oldCounts[old] }) ?? true,
                  arrivingRows[new]?.allSatisfy({ $0 >= 0 && $0 < newCounts[new] }) ?? true else {
                failure = "Invalid update: an index path in section \(new) does not exist (rows before: \(oldCounts[old]), after: \(newCounts[new]))"
                return nil
            }
            guard newCounts[new] == oldCounts[old] - leaving + arriving else {
                failure = "Invalid update: invalid number of rows in section \(new). The number of rows after the update (\(newCounts[new])) must be equal to the number before (\(oldCounts[old])), plus inserted or moved in (\(arriving)), minus deleted or moved out (\(leaving))"
                return nil
            }
        }
    }

    /// Whether the row was deleted, or lies in a deleted section.
    func isRemoved(_ old: IndexPath) -> Bool {
        deletedRows.contains(old) || newSectionForOld.indices.contains(old.section) && newSectionForOld[old.section] == nil
    }

    /// Whether the row is new: inserted, or in an inserted section.
    func isInserted(_ new: IndexPath) -> Bool {
        insertedRows.contains(new) || oldSectionForNew.indices.contains(new.section) && oldSectionForNew[new.section] == nil
    }

    /// The row's index path after the update, or nil when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let target = moveTargets[old] { return target }
        guard !isRemoved(old), newSectionForOld.indices.contains(old.section), let section = newSectionForOld[old.section] else { return nil }
        let leaving = leavingRows[old.section] ?? []
        var slot = old.row - leaving.prefix(while: { $0 < old.row }).count
        for arriving in arrivingRows[section] ?? [] where arriving <= slot { slot += 1 }
        return IndexPath(row: slot, section: section)
    }

    /// The row's index path before the update, or nil when it is new.
    func oldIndexPath(for new: IndexPath) -> IndexPath? {
        if let source = moveSources[new] { return source }
        guard !isInserted(new), oldSectionForNew.indices.contains(new.section), let section = oldSectionForNew[new.section] else { return nil }
        let arriving = arrivingRows[new.section] ?? []
        var row = new.row - arriving.prefix(while: { $0 < new.row }).count
        for leaving in leavingRows[section] ?? [] where leaving <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }
}
