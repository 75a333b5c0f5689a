extension Cassowary {
    /// How a constraint's expression relates to zero.
    public enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// `expression (relation) 0` with a strength.
    public struct Constraint: Sendable {
        /// The left side; the right side is zero.
        public var expression: Expression
        /// How the expression compares with zero.
        public var relation: Relation
        /// How much the constraint matters (`Strength`), clamped to `Strength.required`.
        public var strength: Double

        /// `expression (relation) 0` at `strength`.
        public init(_ expression: Expression, _ relation: Relation, strength: Double = Strength.required) {
            self.expression = expression
            self.relation = relation
            self.strength = min(max(strength, 0), Strength.required)
        }

        /// `lhs (relation) rhs`, as `lhs - rhs (relation) 0`.
        public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Double = Strength.required) {
            self.init(lhs - rhs, relation, strength: strength)
        }
    }

    /// A constraint added to a solver, for removing it or changing its constant.
    public struct ConstraintHandle: Hashable, Sendable {
        /// The solver's number for the constraint.
        public let id: Int
    }

    /// Why the solver refused a request. The solver is unchanged when one is thrown.
    public enum SolverError: Error, Equatable, Sendable {
        /// The required constraint conflicts with the required constraints already added.
        case unsatisfiable
        /// The handle or edit variable is not (or no longer) in the solver.
        case unknown
        /// Edit variables cannot be required, and a variable has at most one.
        case badEditVariable
    }
}
