// The simplex iterations: primal (after adding or removing) and dual (after a constant moved).

extension Cassowary.Solver {
    /// Primal simplex on the objective until no symbol can lower it.
    mutating func optimizeObjective() {
        while let entering = objectiveEnteringSymbol() {
            guard let slot = leavingSlot(for: entering) else { return }   // unbounded: cannot happen with ≥ 0 errors
            pivot(slot, entering: entering)
        }
    }

    /// Primal simplex on the artificial objective (phase one of an add).
    mutating func optimizeArtificial() {
        while let row = artificial,
              let entering = row.cells.first(where: { $0.coefficient < 0 && kinds[$0.symbol] != .dummy })?.symbol {
            guard let slot = leavingSlot(for: entering) else { return }
            pivot(slot, entering: entering)
        }
    }

    /// The lowest-id non-dummy symbol with a negative objective coefficient (kiwi's order, which
    /// keeps the simplex from cycling), pruning stale candidates.
    mutating func objectiveEnteringSymbol() -> Int? {
        var best = Int.max
        var i = 0
        while i < objectiveCandidates.count {
            let symbol = objectiveCandidates[i]
            if objective[symbol] < 0, kinds[symbol] != .dummy, basicSlot[symbol] < 0 {
                if symbol < best { best = symbol }
                i += 1
            } else {
                objectiveCandidates.swapAt(i, objectiveCandidates.count - 1)
                objectiveCandidates.removeLast()
            }
        }
        return best == Int.max ? nil : best
    }

    /// The restricted row that limits `entering` first (minimum ratio), or nil when unbounded.
    mutating func leavingSlot(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for slot in users(of: entering) {
            let basic = slotBasic[slot]
            guard kinds[basic] != .external else { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < slotBasic[best!]) {
                bestRatio = ratio
                best = slot
            }
        }
        return best
    }

    /// The row to pivot a constraint's marker into before dropping it (kiwi's
    /// `getMarkerLeavingRow`): a restricted row with a negative coefficient and the smallest
    /// ratio, else a restricted row with the smallest ratio, else an unrestricted row.
    mutating func markerLeavingSlot(_ marker: Int) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for slot in users(of: marker) {
            let coefficient = rows[slot].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if kinds[slotBasic[slot]] == .external {
                third = slot
            } else if coefficient < 0 {
                let r = -rows[slot].constant / coefficient
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = rows[slot].constant / coefficient
                if r < r2 { r2 = r; second = slot }
            }
        }
        return first ?? second ?? third
    }

    /// Dual simplex: restores feasibility of the rows noted infeasible while keeping the
    /// objective optimal. False when a row cannot be made feasible.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let slot = basicSlot[leaving]
            guard slot >= 0, rows[slot].constant < 0, !Row.nearZero(rows[slot].constant) else { continue }
            var entering = 0
            var ratio = Double.greatestFiniteMagnitude
            for cell in rows[slot].cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                let r = objective[cell.symbol] / cell.coefficient
                if r < ratio { ratio = r; entering = cell.symbol }
            }
            guard entering != 0 else { infeasible.removeAll(); return false }
            pivot(slot, entering: entering)
        }
        return true
    }
}
