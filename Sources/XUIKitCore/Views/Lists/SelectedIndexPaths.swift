import Foundation

/// A table view's selected rows, in the order they were selected, with membership, appending and
/// removal in constant (amortized) time: selecting all of 100 000 rows (AT-SPI's
/// `Selection.SelectAll`) or clearing them must stay linear, where an array's `contains` and
/// `removeAll(where:)` made each a quadratic walk.
///
/// Removal leaves a hole in the order, compacted once holes outnumber the rows still selected.
struct SelectedIndexPaths: Sequence {
    /// The selection order; nil where a row was deselected since the last compaction.
    private var order: [IndexPath?] = []
    /// Each selected row's place in `order`.
    private var places: [IndexPath: Int] = [:]

    init() {}

    /// The rows of `indexPaths` in order, each once.
    init(_ indexPaths: some Sequence<IndexPath>) {
        for indexPath in indexPaths { append(indexPath) }
    }

    var isEmpty: Bool { places.isEmpty }
    var count: Int { places.count }

    /// The selected rows, in the order they were selected.
    var elements: [IndexPath] { order.compactMap { $0 } }
    /// The first row selected that is still selected.
    var first: IndexPath? { order.first { $0 != nil } ?? nil }
    /// The row selected last that is still selected.
    var last: IndexPath? { order.last { $0 != nil } ?? nil }

    func contains(_ indexPath: IndexPath) -> Bool { places[indexPath] != nil }

    /// Adds `indexPath` at the end of the order, unless it is already selected.
    mutating func append(_ indexPath: IndexPath) {
        guard places[indexPath] == nil else { return }
        places[indexPath] = order.count
        order.append(indexPath)
    }

    /// Removes `indexPath`, when it is selected.
    mutating func remove(_ indexPath: IndexPath) {
        guard let place = places.removeValue(forKey: indexPath) else { return }
        order[place] = nil
        if order.count > 32, places.count < order.count / 2 { compact() }
    }

    mutating func removeAll() {
        order.removeAll()
        places.removeAll()
    }

    func makeIterator() -> IndexingIterator<[IndexPath]> { elements.makeIterator() }

    private mutating func compact() {
        order = elements
        for (place, indexPath) in order.enumerated() { places[indexPath!] = place }
    }
}
