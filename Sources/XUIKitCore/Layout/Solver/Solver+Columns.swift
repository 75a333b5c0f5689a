// The column index: for each symbol, the tableau rows that use it, so a substitution or a ratio
// test touches only those rows.
//
// Long rows stay out of it. Along a chain (each row's top below the one above, as in a form)
// a basic variable's row names every parameter above it — the heights' slack and error symbols
// and the equalities' markers — so rows grow linearly and the tableau holds Θ(n²) cells; that
// much is Cassowary's. Indexing every cell of those rows cost a cache miss per cell (a write
// into a different symbol's column each time), which made the first pass of a 10 000-constraint
// form take minutes (issue 25). A row longer than `indexedRowLimit` cells is instead kept on a
// short list of long rows, and each of its symbols is flagged as "may be in a long row" in one
// flat array; `users(of:)` adds the long rows that do contain the symbol, by binary search,
// only for flagged symbols. Building a chain therefore writes each cell once, where it lives.
// Small systems never have a long row, so their index and its order are exactly as before.

extension Cassowary.Solver {
    /// Rows with more cells than this are not entered in the column index (see the file header).
    static var indexedRowLimit: Int { 64 }

    /// Whether the row in `slot` is a long row, outside the column index.
    @inline(__always)
    func isLongRow(_ slot: Int) -> Bool { longRowPosition[slot] >= 0 }

    /// The slots of the rows that contain `symbol`: its column, then the long rows holding it.
    mutating func users(of symbol: Int) -> [Int] {
        guard mayBeInLongRow[symbol] else { return columns[symbol] }
        var result = columns[symbol]
        let before = result.count
        for slot in longRows where rows[slot].position(of: symbol).found { result.append(slot) }
        // No long row holds it now; a row that gains it later flags it again.
        if result.count == before { mayBeInLongRow[symbol] = false }
        return result
    }

    /// Enters the row now in `slot` in the index: in its symbols' columns, or as a long row.
    mutating func indexRow(_ slot: Int) {
        if rows[slot].cells.count > Self.indexedRowLimit {
            longRowPosition[slot] = longRows.count
            longRows.append(slot)
            for cell in rows[slot].cells { mayBeInLongRow[cell.symbol] = true }
        } else {
            for cell in rows[slot].cells { appendToColumn(cell.symbol, slot) }
        }
    }

    /// Takes the row in `slot` out of the index.
    mutating func unindexRow(_ slot: Int) {
        let position = longRowPosition[slot]
        guard position >= 0 else {
            for cell in rows[slot].cells { removeFromColumn(cell.symbol, slot) }
            return
        }
        let last = longRows.removeLast()
        if last != slot {
            longRows[position] = last
            longRowPosition[last] = position
        }
        longRowPosition[slot] = -1
    }

    /// Notes that `symbol` appeared in the row in `slot`.
    @inline(__always)
    mutating func noteAppeared(_ symbol: Int, in slot: Int) {
        if isLongRow(slot) { mayBeInLongRow[symbol] = true } else { appendToColumn(symbol, slot) }
    }

    /// Notes that `symbol` left the row in `slot` (long rows need nothing).
    @inline(__always)
    mutating func noteVanished(_ symbol: Int, from slot: Int) {
        if !isLongRow(slot) { removeFromColumn(symbol, slot) }
    }

    /// Notes that the row in `slot` uses `symbol`. A new column starts with room for a few rows:
    /// growing every column from one entry was a fifth of the cost of adding a form's rows.
    @inline(__always)
    mutating func appendToColumn(_ symbol: Int, _ slot: Int) {
        if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(8) }
        columns[symbol].append(slot)
    }

    mutating func removeFromColumn(_ symbol: Int, _ slot: Int) {
        if let index = columns[symbol].lastIndex(of: slot) {
            columns[symbol].swapAt(index, columns[symbol].count - 1)
            columns[symbol].removeLast()
        }
    }
}
