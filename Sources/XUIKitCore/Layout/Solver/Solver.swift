extension Cassowary {
    /// An incremental Cassowary solver, after kiwi's `SolverImpl` (nucleic/kiwi), written for
    /// speed in Swift:
    ///
    /// - Symbols are `Int` ids; their kinds, basic rows and objective coefficients are flat
    ///   arrays indexed by id. A `Variable`'s id is its symbol, so a value is one lookup.
    /// - Rows (`Row`) hold sorted `(symbol, coefficient)` cells; the tableau keeps a column index
    ///   (symbol → rows containing it) so a substitution touches only the rows that use the
    ///   symbol, not every row as kiwi does; rows grown long along a chain are kept out of it
    ///   and searched instead (`Solver+Columns.swift`), so building a chain stays quadratic in
    ///   its length (the size of its tableau), not worse.
    /// - The objective is a dense coefficient array with a short list of symbols whose
    ///   coefficient went negative (the only entering candidates).
    ///
    /// Every `add` leaves the system solved (primal simplex after each change); `updateConstant`
    /// and `suggestValue` move a constraint's constant in place and re-solve with the dual
    /// simplex, which touches only the rows that depend on it. A required constraint that cannot
    /// hold throws `SolverError.unsatisfiable` and leaves the solver as it was.
    public struct Solver {
        struct Record {
            var tag: Tag
            var strength: Double
            var constant: Double
        }

        struct Edit {
            var handle: ConstraintHandle
            var value: Double
        }

        // Symbols (index = id; 0 is the invalid symbol).
        var kinds: [SymbolKind] = [.invalid]
        var basicSlot: [Int] = [-1]
        var columns: [[Int]] = [[]]
        /// Per symbol: whether a long row (outside `columns`) may hold it (`Solver+Columns.swift`).
        var mayBeInLongRow: [Bool] = [false]
        var objective: [Double] = [0]
        var objectiveCandidates: [Int] = []

        // Tableau rows by slot.
        var rows: [Row] = []
        var slotBasic: [Int] = []
        var freeSlots: [Int] = []
        /// The slots of the rows too long for the column index, and each slot's place in it (-1: indexed).
        var longRows: [Int] = []
        var longRowPosition: [Int] = []

        var artificial: Row?
        var infeasible: [Int] = []
        var records: [Record?] = []
        /// Handles are never reused, so a stale one cannot remove another constraint.
        public private(set) var constraintCount = 0
        var edits: [Int: Edit] = [:]
        var appeared: [Int] = []
        var vanished: [Int] = []
        /// `createRow`'s dense accumulator (index = symbol id; all zero and absent between uses).
        var accumulated: [Double] = [0]
        var accumulatedPresent: [Bool] = [false]
        var accumulatedSymbols: [Int] = []

        /// An empty solver: no variables, no constraints.
        public init() {}

        /// A new variable, 0 until constraints say otherwise.
        public mutating func makeVariable() -> Variable {
            Variable(id: newSymbol(.external))
        }

        /// The variable's current value in the solution.
        public func value(of variable: Variable) -> Double {
            let slot = basicSlot[variable.id]
            return slot >= 0 ? rows[slot].constant : 0
        }

        // MARK: - Constraints

        /// Adds a constraint and re-solves. Throws `unsatisfiable` (solver unchanged) when it is
        /// required and conflicts with the required constraints already there.
        @discardableResult
        public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
            var (row, tag) = createRow(constraint)
            var subject = chooseSubject(row, tag)
            if subject == 0, row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
                // Only markers of required equalities: redundant when 0 = 0, conflicting otherwise.
                guard Row.nearZero(row.constant) else { throw .unsatisfiable }
                subject = tag.marker
            }
            if subject == 0 {
                guard addWithArtificialVariable(row) else {
                    optimizeObjective()
                    throw .unsatisfiable
                }
            } else {
                row.solve(for: subject)
                substitute(subject, with: row)
                insertRow(row, basic: subject)
            }
            let record = Record(tag: tag, strength: constraint.strength, constant: constraint.expression.constant)
            records.append(record)
            constraintCount += 1
            let handle = ConstraintHandle(id: records.count - 1)
            optimizeObjective()
            return handle
        }

        /// Removes a constraint and re-solves.
        public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
            guard records.indices.contains(handle.id), let record = records[handle.id] else { throw .unknown }
            records[handle.id] = nil
            constraintCount -= 1
            let tag = record.tag
            // Take the error terms out of the objective before pivoting (kiwi's order).
            if !Strength.isRequired(record.strength) {
                for marker in [tag.marker, tag.other] where marker != 0 && kinds[marker] == .error {
                    let slot = basicSlot[marker]
                    if slot >= 0 { addToObjective(rows[slot], times: -record.strength) } else { addToObjective(marker, -record.strength) }
                }
            }
            let slot = basicSlot[tag.marker]
            if slot >= 0 {
                _ = takeRow(slot)
            } else if let leaving = markerLeavingSlot(tag.marker) {
                pivot(leaving, entering: tag.marker)
                _ = takeRow(basicSlot[tag.marker])
            }
            optimizeObjective()
        }

        /// Whether `handle` is in the solver.
        public func contains(_ handle: ConstraintHandle) -> Bool {
            records.indices.contains(handle.id) && records[handle.id] != nil
        }

        /// Moves the constant of the constraint's expression to `constant` and re-solves with the
        /// dual simplex. Throws `unsatisfiable` (and keeps the old constant) when a required
        /// constraint cannot hold with the new constant.
        public mutating func updateConstant(_ handle: ConstraintHandle, to constant: Double) throws(SolverError) {
            guard records.indices.contains(handle.id), let record = records[handle.id] else { throw .unknown }
            let delta = constant - record.constant
            if delta == 0 { return }
            records[handle.id]!.constant = constant
            if shiftConstant(record.tag, by: delta), dualOptimize() { return }
            // Put the old constant back: the tableau is an equivalent system, so the same shift
            // reversed restores a feasible one.
            infeasible.removeAll()
            records[handle.id]!.constant = record.constant
            _ = shiftConstant(record.tag, by: -delta)
            _ = dualOptimize()
            throw .unsatisfiable
        }

        // MARK: - Edit variables

        /// Makes `variable` editable with `suggestValue` at a non-required strength.
        public mutating func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
            guard edits[variable.id] == nil, !Strength.isRequired(strength) else { throw .badEditVariable }
            let handle = try add(Constraint(Expression(variable), .equal, strength: strength))
            edits[variable.id] = Edit(handle: handle, value: 0)
        }

        /// Stops editing `variable` (removes its edit constraint); throws `.unknown` if it was not editable.
        public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
            guard let edit = edits.removeValue(forKey: variable.id) else { throw .unknown }
            try remove(edit.handle)
        }

        /// Asks for `variable` to be `value` (as strongly as its edit strength) and re-solves.
        public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
            guard let edit = edits[variable.id] else { throw .unknown }
            edits[variable.id]!.value = value
            try updateConstant(edit.handle, to: -value)
        }
    }
}
