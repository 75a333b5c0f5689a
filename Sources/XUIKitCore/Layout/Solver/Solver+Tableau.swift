// The tableau's bookkeeping: symbols, row slots, the column index and substitution.

extension Cassowary.Solver {
    typealias Row = Cassowary.Row

    mutating func newSymbol(_ kind: Cassowary.SymbolKind) -> Int {
        kinds.append(kind)
        basicSlot.append(-1)
        columns.append([])
        mayBeInLongRow.append(false)
        objective.append(0)
        accumulated.append(0)
        accumulatedPresent.append(false)
        return kinds.count - 1
    }

    /// Puts `row` in the tableau as the row of `basic`.
    mutating func insertRow(_ row: Row, basic: Int) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            slotBasic[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            slotBasic.append(basic)
            longRowPosition.append(-1)
        }
        basicSlot[basic] = slot
        indexRow(slot)
    }

    /// Takes the row in `slot` out of the tableau.
    mutating func takeRow(_ slot: Int) -> Row {
        let row = rows[slot]
        unindexRow(slot)
        basicSlot[slotBasic[slot]] = -1
        slotBasic[slot] = -1
        rows[slot] = Row()
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` with `row` in every tableau row but `except`, in the objective and in
    /// the artificial objective. Rows whose restricted basic symbol turns negative are noted as
    /// infeasible for the dual simplex.
    mutating func substitute(_ symbol: Int, with row: Row, except: Int = -1) {
        let slots = users(of: symbol)
        columns[symbol] = []
        for slot in slots where slot != except {
            let coefficient = rows[slot].coefficient(for: symbol)
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
            rows[slot].add(row, times: coefficient, skipping: symbol, appeared: &appeared, vanished: &vanished)
            for s in appeared { noteAppeared(s, in: slot) }
            for s in vanished { noteVanished(s, from: slot) }
            let basic = slotBasic[slot]
            if kinds[basic] != .external, rows[slot].constant < 0 { infeasible.append(basic) }
        }
        let weight = objective[symbol]
        if weight != 0 {
            objective[symbol] = 0
            addToObjective(row, times: weight)
        }
        if artificial != nil {
            let coefficient = artificial!.coefficient(for: symbol)
            if coefficient != 0 {
                artificial!.add(row, times: coefficient, skipping: symbol, appeared: &appeared, vanished: &vanished)
            }
        }
    }

    /// Makes `entering` basic in the row at `slot` (whose basic symbol leaves) and substitutes it
    /// everywhere else. The row stays in its slot, so only two column entries change.
    mutating func pivot(_ slot: Int, entering: Int) {
        let leaving = slotBasic[slot]
        if rows[slot].insert(leaving, -1) > 0 { noteAppeared(leaving, in: slot) }
        rows[slot].solve(for: entering)
        basicSlot[leaving] = -1
        basicSlot[entering] = slot
        slotBasic[slot] = entering
        substitute(entering, with: rows[slot], except: slot)
    }

    // MARK: - Objective

    mutating func addToObjective(_ symbol: Int, _ coefficient: Double) {
        var value = objective[symbol] + coefficient
        if Row.nearZero(value) { value = 0 }
        objective[symbol] = value
        if value < 0 { objectiveCandidates.append(symbol) }
    }

    mutating func addToObjective(_ row: Row, times coefficient: Double) {
        for cell in row.cells { addToObjective(cell.symbol, cell.coefficient * coefficient) }
    }

    // MARK: - Rows for new constraints

    /// The constraint as a row over the current parametric symbols, with its slack, error or
    /// dummy symbols, and a non-negative constant (kiwi's `createRow`).
    mutating func createRow(_ constraint: Cassowary.Constraint) -> (Row, Cassowary.Tag) {
        var row = Row(constant: constraint.expression.constant)
        // Sum the terms' rows in a dense accumulator rather than merging sorted rows one term at
        // a time (each merge copied the whole, often long, row so far). Each cell sees the same
        // additions in the same order as a merge, and a sum that cancels is dropped and
        // restarts from zero as a merge does, so the row is identical. The one exception is a
        // long row (a chain's previous link, `Solver+Columns.swift`): the longest is merged in
        // last, in one sequential pass, instead of cell by cell through the accumulator.
        let terms = constraint.expression.terms
        var long = -1, longCount = Self.indexedRowLimit
        for (index, term) in terms.enumerated() where !Row.nearZero(term.coefficient) {
            let slot = basicSlot[term.variable.id]
            if slot >= 0, rows[slot].cells.count > longCount { long = index; longCount = rows[slot].cells.count }
        }
        for (index, term) in terms.enumerated() where !Row.nearZero(term.coefficient) {
            let symbol = term.variable.id
            let slot = basicSlot[symbol]
            if slot >= 0 {
                row.constant += rows[slot].constant * term.coefficient
                guard index != long else { continue }
                for cell in rows[slot].cells { accumulate(cell.symbol, cell.coefficient * term.coefficient) }
            } else {
                accumulate(symbol, term.coefficient)
            }
        }
        accumulatedSymbols.sort()
        var previous = 0
        row.cells.reserveCapacity(accumulatedSymbols.count + 2)
        for symbol in accumulatedSymbols where symbol != previous {
            previous = symbol
            if accumulatedPresent[symbol] {
                row.cells.append(Cassowary.Cell(symbol: symbol, coefficient: accumulated[symbol]))
                accumulatedPresent[symbol] = false
            }
            accumulated[symbol] = 0
        }
        accumulatedSymbols.removeAll(keepingCapacity: true)
        if long >= 0 {
            let longRow = rows[basicSlot[terms[long].variable.id]]
            let constant = row.constant
            row.add(longRow, times: terms[long].coefficient)
            row.constant = constant   // already summed above, in the terms' order
        }
        var tag = Cassowary.Tag()
        let required = Cassowary.Strength.isRequired(constraint.strength)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = newSymbol(.slack)
            tag.markerCoefficient = sign
            row.insert(tag.marker, sign)
            if !required {
                tag.other = newSymbol(.error)
                tag.otherCoefficient = -sign
                row.insert(tag.other, -sign)
                addToObjective(tag.other, constraint.strength)
            }
        case .equal:
            if required {
                tag.marker = newSymbol(.dummy)
                tag.markerCoefficient = 1
                row.insert(tag.marker, 1)
            } else {
                // expression = plus - minus
                tag.marker = newSymbol(.error)
                tag.markerCoefficient = -1
                tag.other = newSymbol(.error)
                tag.otherCoefficient = 1
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                addToObjective(tag.marker, constraint.strength)
                addToObjective(tag.other, constraint.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Adds `value` to `symbol`'s accumulated coefficient with `Row`'s rules: a new cell only
    /// when not near zero, a cell whose sum is near zero removed.
    @inline(__always)
    private mutating func accumulate(_ symbol: Int, _ value: Double) {
        if accumulatedPresent[symbol] {
            let sum = accumulated[symbol] + value
            if Row.nearZero(sum) {
                accumulatedPresent[symbol] = false
                accumulated[symbol] = 0
            } else {
                accumulated[symbol] = sum
            }
        } else if !Row.nearZero(value) {
            accumulatedPresent[symbol] = true
            accumulated[symbol] = value
            accumulatedSymbols.append(symbol)
        }
    }

    /// The symbol to solve a new row for: its first external symbol, else a marker with a
    /// negative coefficient; 0 when there is none.
    func chooseSubject(_ row: Row, _ tag: Cassowary.Tag) -> Int {
        for cell in row.cells where kinds[cell.symbol] == .external { return cell.symbol }
        for marker in [tag.marker, tag.other] where marker != 0 && kinds[marker].isRestricted {
            if row.coefficient(for: marker) < 0 { return marker }
        }
        return 0
    }

    /// Adds `row` with an artificial variable and minimises it (phase one). Returns false, with
    /// the artificial row dropped and the tableau as before, when the row cannot be satisfied.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimizeArtificial()
        let success = Row.nearZero(artificial!.constant)
        artificial = nil
        let slot = basicSlot[art]
        if slot >= 0 {
            // Dropping the basic artificial row leaves exactly the system before the add (the
            // other rows never contain a basic symbol), so a failure changes nothing.
            guard success else { _ = takeRow(slot); return false }
            guard let entering = rows[slot].cells.first(where: { kinds[$0.symbol].isRestricted })?.symbol else {
                if rows[slot].cells.isEmpty { _ = takeRow(slot); return true }
                _ = takeRow(slot)
                return false
            }
            pivot(slot, entering: entering)
        }
        for user in users(of: art) { rows[user].remove(art) }
        columns[art] = []
        objective[art] = 0
        return success
    }

    /// Moves a constraint's constant by `delta` (see `updateConstant`): as if its marker were
    /// replaced by `marker + delta / markerCoefficient`. False when a redundant required equality
    /// would no longer hold.
    mutating func shiftConstant(_ tag: Cassowary.Tag, by delta: Double) -> Bool {
        var slot = basicSlot[tag.marker]
        if slot >= 0 { return shiftRow(slot, by: -delta / tag.markerCoefficient) }
        if tag.other != 0 {
            slot = basicSlot[tag.other]
            if slot >= 0 { return shiftRow(slot, by: -delta / tag.otherCoefficient) }
        }
        let step = delta / tag.markerCoefficient
        var ok = true
        for user in users(of: tag.marker) {
            ok = shiftRow(user, by: rows[user].coefficient(for: tag.marker) * step) && ok
        }
        return ok
    }

    private mutating func shiftRow(_ slot: Int, by amount: Double) -> Bool {
        rows[slot].constant += amount
        let basic = slotBasic[slot]
        switch kinds[basic] {
        case .dummy: return Row.nearZero(rows[slot].constant)
        case .slack, .error: if rows[slot].constant < 0 { infeasible.append(basic) }
        default: break
        }
        return true
    }
}
