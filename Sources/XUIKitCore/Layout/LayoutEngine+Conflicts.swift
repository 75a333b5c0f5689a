import Foundation

// Unsatisfiable required constraints: find a small conflicting set, log it as UIKit does, break
// one constraint and carry on.

extension LayoutEngine {
    /// `constraint` (required) could not be added. Finds the required constraints it conflicts
    /// with, logs them, and breaks the newest user constraint among them (the new one unless it
    /// is the engine's own, such as a window size), retrying until the new one fits or is broken.
    func resolveConflict(adding constraint: NSLayoutConstraint, _ solverConstraint: Cassowary.Constraint, base: Double) {
        for _ in 0..<8 {
            let conflict = conflictingSet(for: solverConstraint)
            let candidates = conflict.filter { $0.object.origin == .user }
            let victim = candidates.max { $0.sequence < $1.sequence }?.object
            let breaking = constraint.origin == .user || victim == nil ? constraint : victim!
            report(conflict.map(\.object) + [constraint], breaking: breaking)
            broken.append(breaking)
            if breaking === constraint { return }
            if let record = installed.removeValue(forKey: ObjectIdentifier(breaking)) { try? solver.remove(record.handle) }
            if let handle = try? solver.add(solverConstraint) {
                installed[ObjectIdentifier(constraint)] = Installed(object: constraint, handle: handle, constraint: solverConstraint,
                                                                  baseConstant: base, sequence: sequence)
                return
            }
        }
        broken.append(constraint)
    }

    /// Adds broken constraints back where they now fit (after others went away), silently.
    func retryBroken() {
        guard !broken.isEmpty else { return }
        let waiting = broken
        broken.removeAll()
        for constraint in waiting {
            guard constraint.holder != nil, let (solverConstraint, base) = solverConstraint(for: constraint) else { continue }
            if let handle = try? solver.add(solverConstraint) {
                sequence += 1
                installed[ObjectIdentifier(constraint)] = Installed(object: constraint, handle: handle, constraint: solverConstraint,
                                                                  baseConstant: base, sequence: sequence)
            } else {
                broken.append(constraint)
            }
        }
    }

    /// The records reachable from the variables `start` through shared variables, transitively,
    /// in installation order.
    static func connected(to start: Set<Int>, among records: [Installed]) -> [Installed] {
        var reached = start
        var found: [Installed] = []
        var remaining = records
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { record in
                let ids = record.constraint.expression.terms.map(\.variable.id)
                guard ids.contains(where: reached.contains) else { return false }
                reached.formUnion(ids)
                found.append(record)
                grew = true
                return true
            }
        }
        return found.sorted { $0.sequence < $1.sequence }
    }

    /// A minimal set of installed required constraints that, with `added`, cannot all hold
    /// (QuickXplain over the required constraints sharing variables with it, transitively).
    func conflictingSet(for added: Cassowary.Constraint) -> [Installed] {
        let required = installed.values.filter { Cassowary.Strength.isRequired($0.constraint.strength) }
        // Keep the connected part: constraints reachable from `added` through shared variables.
        let component = Self.connected(to: Set(added.expression.terms.map(\.variable.id)), among: required)
        func consistent(_ set: [Installed]) -> Bool {
            // A fresh solver over fresh variables standing for the engine's.
            var probe = Cassowary.Solver()
            var mapped: [Int: Cassowary.Variable] = [:]
            for constraint in [added] + set.map(\.constraint) {
                var terms: [Cassowary.Term] = []
                for term in constraint.expression.terms {
                    let variable = mapped[term.variable.id] ?? probe.makeVariable()
                    mapped[term.variable.id] = variable
                    terms.append(Cassowary.Term(variable, term.coefficient))
                }
                var copy = constraint
                copy.expression.terms = terms
                do { try probe.add(copy) } catch { return false }
            }
            return true
        }
        guard !consistent(component) else { return component }
        func quickXplain(_ background: [Installed], _ changed: Bool, _ candidates: [Installed]) -> [Installed] {
            if changed, !consistent(background) { return [] }
            if candidates.count <= 1 { return candidates }
            let half = candidates.count / 2
            let first = Array(candidates[..<half]), second = Array(candidates[half...])
            let delta2 = quickXplain(background + first, !first.isEmpty, second)
            let delta1 = quickXplain(background + delta2, !delta2.isEmpty, first)
            return delta1 + delta2
        }
        return quickXplain([], false, component)
    }

    /// UIKit's log for unsatisfiable constraints.
    func report(_ conflict: [NSLayoutConstraint], breaking: NSLayoutConstraint) {
        let list = conflict.map { "    \"\($0.description)\"" }.joined(separator: ",\n")
        Diagnostics.report("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        \tTry this:
        \t\t(1) look at each constraint and try to figure out which you don't expect;
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
        \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(breaking.description)
        """)
    }
}
