extension Cassowary {
    /// One cell of a row: `coefficient × symbol`.
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    /// A tableau row, `basic = Σ cells + constant` once solved for its basic symbol (before that,
    /// `Σ cells + constant = 0`). Cells are kept sorted by symbol id, so merging two rows is one
    /// linear pass and there is no per-term allocation. Rows in a tableau are changed through
    /// `Tableau` so its column index stays right; these helpers are for rows outside it.
    struct Row {
        var cells: [Cell] = []
        var constant: Double

        init(constant: Double = 0) { self.constant = constant }

        static func nearZero(_ value: Double) -> Bool { value < 1e-8 && value > -1e-8 }

        /// The index of `symbol`'s cell, or where it would be inserted.
        func position(of symbol: Int) -> (index: Int, found: Bool) {
            // Rows are short: a linear scan beats a binary search until a dozen cells.
            if cells.count <= 16 {
                var i = 0
                while i < cells.count {
                    let s = cells[i].symbol
                    if s == symbol { return (i, true) }
                    if s > symbol { return (i, false) }
                    i += 1
                }
                return (i, false)
            }
            var low = 0, high = cells.count
            while low < high {
                let mid = (low + high) / 2
                let s = cells[mid].symbol
                if s == symbol { return (mid, true) }
                if s < symbol { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }

        func coefficient(for symbol: Int) -> Double {
            let (index, found) = position(of: symbol)
            return found ? cells[index].coefficient : 0
        }

        /// Adds `coefficient × symbol`; returns +1 when a cell appeared, -1 when one cancelled out, 0 otherwise.
        @discardableResult
        mutating func insert(_ symbol: Int, _ coefficient: Double) -> Int {
            let (index, found) = position(of: symbol)
            if found {
                let sum = cells[index].coefficient + coefficient
                if Row.nearZero(sum) { cells.remove(at: index); return -1 }
                cells[index].coefficient = sum
                return 0
            }
            if Row.nearZero(coefficient) { return 0 }
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            return 1
        }

        /// Removes `symbol`'s cell; returns its coefficient (0 when absent).
        @discardableResult
        mutating func remove(_ symbol: Int) -> Double {
            let (index, found) = position(of: symbol)
            guard found else { return 0 }
            return cells.remove(at: index).coefficient
        }

        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Solves `Σ cells + constant = 0` for `symbol` (which must be present): the row becomes
        /// `symbol = …`, without `symbol`'s cell.
        mutating func solve(for symbol: Int) {
            let scale = -1 / remove(symbol)
            constant *= scale
            for i in cells.indices { cells[i].coefficient *= scale }
        }

        /// Adds `other × coefficient` to this row in one merge, as `add(_:times:skipping:appeared:vanished:)`
        /// does without noting cells: for a row not in the tableau yet, when `other` is long.
        mutating func add(_ other: Row, times coefficient: Double) {
            constant += other.constant * coefficient
            let a = cells
            cells = [Cell](unsafeUninitializedCapacity: a.count + other.cells.count + 2) { merged, count in
                a.withUnsafeBufferPointer { a in
                    other.cells.withUnsafeBufferPointer { b in
                        var i = 0, j = 0, n = 0
                        while i < a.count, j < b.count {
                            let sa = a[i].symbol, sb = b[j].symbol
                            if sa < sb {
                                merged.initializeElement(at: n, to: a[i]); n += 1; i += 1
                                continue
                            }
                            let value = sb < sa ? b[j].coefficient * coefficient : a[i].coefficient + b[j].coefficient * coefficient
                            if !Row.nearZero(value) { merged.initializeElement(at: n, to: Cell(symbol: sb, coefficient: value)); n += 1 }
                            if sa == sb { i += 1 }
                            j += 1
                        }
                        while i < a.count { merged.initializeElement(at: n, to: a[i]); n += 1; i += 1 }
                        while j < b.count {
                            let value = b[j].coefficient * coefficient
                            if !Row.nearZero(value) { merged.initializeElement(at: n, to: Cell(symbol: b[j].symbol, coefficient: value)); n += 1 }
                            j += 1
                        }
                        count = n
                    }
                }
            }
        }

        /// Adds `other × coefficient` to this row in one merge, after dropping `skipping`'s cell.
        /// `appeared` and `vanished` collect the symbols whose cells were created or cancelled.
        mutating func add(_ other: Row, times coefficient: Double, skipping: Int = 0,
                          appeared: inout [Int], vanished: inout [Int]) {
            constant += other.constant * coefficient
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + other.cells.count + 2)   // room for a new row's markers
            var i = 0, j = 0
            let a = cells, b = other.cells
            while i < a.count || j < b.count {
                let sa = i < a.count ? a[i].symbol : Int.max
                let sb = j < b.count ? b[j].symbol : Int.max
                if sa == skipping { i += 1; continue }
                if sa < sb {
                    merged.append(a[i]); i += 1
                } else if sb < sa {
                    let value = b[j].coefficient * coefficient
                    if !Row.nearZero(value) {
                        merged.append(Cell(symbol: sb, coefficient: value))
                        appeared.append(sb)
                    }
                    j += 1
                } else {
                    let value = a[i].coefficient + b[j].coefficient * coefficient
                    if Row.nearZero(value) { vanished.append(sa) } else { merged.append(Cell(symbol: sa, coefficient: value)) }
                    i += 1; j += 1
                }
            }
            cells = merged
        }
    }
}
