import Testing
@_spi(LayoutSolver) @testable import XUIKitCore

private typealias S = Cassowary.Strength

@Suite("Cassowary solver")
struct SolverTests {
    @Test("a required equality and an inequality hold, a weak wish gives way")
    func requiredAndInequality() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(.init(Cassowary.Expression(x), .equal, Cassowary.Expression([], constant: 10)))
        try solver.add(.init(Cassowary.Expression(y), .greaterThanOrEqual, x + 5))
        try solver.add(.init(Cassowary.Expression(y), .equal, Cassowary.Expression(), strength: S.weak))
        // x = 10; y wants 0 but must be ≥ 10 + 5 = 15.
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test("a stronger constraint wins over a weaker one")
    func priorities() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable()
        try solver.add(.init(x - 20, .equal, strength: S.forPriority(250)))
        try solver.add(.init(x - 10, .equal, strength: S.forPriority(750)))
        #expect(solver.value(of: x) == 10)
        // Two weaker wishes together still lose to one 750: 2 × 10^(250/160) ≪ 10^(750/160).
        try solver.add(.init(x - 20, .equal, strength: S.forPriority(250)))
        #expect(solver.value(of: x) == 10)
    }

    @Test("an edit variable re-solves the dependent rows on suggestValue")
    func editVariable() throws {
        var solver = Cassowary.Solver()
        let width = solver.makeVariable(), field = solver.makeVariable()
        try solver.addEditVariable(width, strength: S.strong)
        // field = width - 20 - 100 (a 100 pt label, 20 pt of margins).
        try solver.add(.init(Cassowary.Expression(field), .equal, width - 120))
        try solver.add(.init(Cassowary.Expression(field), .greaterThanOrEqual, Cassowary.Expression([], constant: 0)))
        try solver.suggestValue(width, 400)
        #expect(solver.value(of: field) == 280)   // 400 - 120
        try solver.suggestValue(width, 600)
        #expect(solver.value(of: field) == 480)   // 600 - 120
        // field ≥ 0 is required: width cannot go below 120 however strongly it is asked.
        try solver.suggestValue(width, 50)
        #expect(solver.value(of: width) == 120)
        #expect(solver.value(of: field) == 0)
    }

    @Test("a conflicting required constraint throws and leaves the solution unchanged")
    func unsatisfiable() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable()
        try solver.add(.init(x - 10, .equal))
        #expect(throws: Cassowary.SolverError.unsatisfiable) { try solver.add(.init(x - 20, .equal)) }
        #expect(solver.value(of: x) == 10)
        try solver.add(.init(x - 5, .greaterThanOrEqual))
        #expect(throws: Cassowary.SolverError.unsatisfiable) { try solver.add(.init(x - 8, .lessThanOrEqual)) }
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 2)
    }

    @Test("a redundant required equality is accepted")
    func redundant() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable()
        try solver.add(.init(x - 10, .equal))
        try solver.add(.init(x - 10, .equal))
        #expect(solver.value(of: x) == 10)
    }

    @Test("removing a constraint frees its variables; re-adding applies it again")
    func removeAndReAdd() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable()
        let strong = try solver.add(.init(x - 10, .equal))
        try solver.add(.init(x - 30, .equal, strength: S.weak))
        #expect(solver.value(of: x) == 10)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 30)
        _ = try solver.add(.init(x - 10, .equal))
        #expect(solver.value(of: x) == 10)
        #expect(throws: Cassowary.SolverError.unknown) { try solver.remove(strong) }
    }

    @Test("moving a required constant re-solves; an impossible move throws and keeps the old one")
    func updateConstant() throws {
        var solver = Cassowary.Solver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let pin = try solver.add(.init(x - 10, .equal))
        try solver.add(.init(y - x - 5, .equal))            // y = x + 5
        try solver.add(.init(y - 100, .lessThanOrEqual))    // y ≤ 100
        try solver.updateConstant(pin, to: -40)             // x = 40
        #expect(solver.value(of: y) == 45)
        #expect(throws: Cassowary.SolverError.unsatisfiable) { try solver.updateConstant(pin, to: -200) }
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 45)
    }

    @Test("many incremental width changes agree with solving from scratch")
    func incrementalMatchesFresh() throws {
        func build(rows: Int, width: Double, editable: Bool) throws -> (Cassowary.Solver, Cassowary.Variable, [Cassowary.Variable]) {
            var solver = Cassowary.Solver()
            let w = solver.makeVariable()
            if editable { try solver.addEditVariable(w, strength: S.strong); try solver.suggestValue(w, width) }
            else { try solver.add(.init(w - width, .equal)) }
            var fields: [Cassowary.Variable] = []
            for i in 0..<rows {
                let label = solver.makeVariable(), field = solver.makeVariable()
                try solver.add(.init(label - Double(60 + i % 7 * 10), .equal, strength: S.forPriority(250)))
                try solver.add(.init(label - 40, .greaterThanOrEqual, strength: S.forPriority(750)))
                try solver.add(.init(Cassowary.Expression(field), .equal, w - label - 28))
                try solver.add(.init(field - 50, .greaterThanOrEqual, strength: S.forPriority(760)))
                fields.append(field)
            }
            return (solver, w, fields)
        }
        var (incremental, w, fields) = try build(rows: 30, width: 400, editable: true)
        for width in [300.0, 120, 700, 90, 500] {
            try incremental.suggestValue(w, width)
            let (fresh, _, freshFields) = try build(rows: 30, width: width, editable: false)
            for (a, b) in zip(fields, freshFields) {
                #expect(abs(incremental.value(of: a) - fresh.value(of: b)) < 1e-6)
            }
        }
    }
}
