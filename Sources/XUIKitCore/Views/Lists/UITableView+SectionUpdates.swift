import Foundation

/// Inserting, deleting, reloading and moving whole sections (R25.4). Like row updates they may
/// be grouped in `performBatchUpdates`; section indexes follow the same before/after rules.
extension UITableView {
    /// Tells the table that sections were inserted at `sections` (indexes after the insertion);
    /// their rows come in with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in for section in sections { batch.insertedSections[section] = animation } }
    }

    /// Tells the table that `sections` were deleted (indexes before the deletion); their rows go
    /// out with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in for section in sections { batch.deletedSections[section] = animation } }
    }

    /// Asks the data source again for everything in `sections`: each is deleted and inserted in
    /// its place, so its row count may change. A section reloaded in a batch that also inserts
    /// or deletes sections before it keeps its index.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { batch in
            for section in sections {
                batch.deletedSections[section] = animation
                batch.insertedSections[section] = animation
            }
        }
    }

    /// Tells the table that `section` moved to `newSection` (its index after the update); its
    /// rows glide there.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections.append((section, newSection)) }
    }
}
