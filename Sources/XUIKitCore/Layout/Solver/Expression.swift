extension Cassowary {
    /// `coefficient × variable`.
    public struct Term: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// A linear expression: a sum of terms plus a constant.
    public struct Expression: Hashable, Sendable {
        public var terms: [Term]
        public var constant: Double

        public init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        public init(_ variable: Variable) { self.init([Term(variable)]) }
    }
}

// Arithmetic that reads like the equations it builds: `a + b * 2 - 10`.
extension Cassowary.Expression {
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant) }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }
    public static func + (lhs: Self, rhs: Double) -> Self { Self(lhs.terms, constant: lhs.constant + rhs) }
    public static func - (lhs: Self, rhs: Double) -> Self { lhs + -rhs }
    public static func * (lhs: Self, rhs: Double) -> Self {
        Self(lhs.terms.map { Cassowary.Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}

extension Cassowary.Variable {
    public static func + (lhs: Self, rhs: Self) -> Cassowary.Expression { Cassowary.Expression(lhs) + Cassowary.Expression(rhs) }
    public static func - (lhs: Self, rhs: Self) -> Cassowary.Expression { Cassowary.Expression(lhs) - Cassowary.Expression(rhs) }
    public static func + (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression(lhs) + rhs }
    public static func - (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression(lhs) - rhs }
    public static func * (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression([Cassowary.Term(lhs, rhs)]) }
    public static func + (lhs: Cassowary.Expression, rhs: Self) -> Cassowary.Expression { lhs + Cassowary.Expression(rhs) }
    public static func - (lhs: Cassowary.Expression, rhs: Self) -> Cassowary.Expression { lhs - Cassowary.Expression(rhs) }
}
