extension Cassowary {
    /// `coefficient × variable`.
    public struct Term: Hashable, Sendable {
        /// The variable multiplied.
        public var variable: Variable
        /// What it is multiplied by.
        public var coefficient: Double
        /// `coefficient × variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// A linear expression: a sum of terms plus a constant.
    public struct Expression: Hashable, Sendable {
        /// The terms summed; a variable may appear in more than one.
        public var terms: [Term]
        /// The constant added to the terms.
        public var constant: Double

        /// The sum of `terms` plus `constant`.
        public init(_ terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// The expression `1 × variable`.
        public init(_ variable: Variable) { self.init([Term(variable)]) }
    }
}

// Arithmetic that reads like the equations it builds: `a + b * 2 - 10`.
extension Cassowary.Expression {
    /// The sum of two expressions.
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant) }
    /// The difference of two expressions.
    public static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }
    /// The expression plus a constant.
    public static func + (lhs: Self, rhs: Double) -> Self { Self(lhs.terms, constant: lhs.constant + rhs) }
    /// The expression minus a constant.
    public static func - (lhs: Self, rhs: Double) -> Self { lhs + -rhs }
    /// The expression scaled: every coefficient and the constant times `rhs`.
    public static func * (lhs: Self, rhs: Double) -> Self {
        Self(lhs.terms.map { Cassowary.Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
}

extension Cassowary.Variable {
    /// The sum of two variables.
    public static func + (lhs: Self, rhs: Self) -> Cassowary.Expression { Cassowary.Expression(lhs) + Cassowary.Expression(rhs) }
    /// The difference of two variables.
    public static func - (lhs: Self, rhs: Self) -> Cassowary.Expression { Cassowary.Expression(lhs) - Cassowary.Expression(rhs) }
    /// A variable plus a constant.
    public static func + (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression(lhs) + rhs }
    /// A variable minus a constant.
    public static func - (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression(lhs) - rhs }
    /// A variable times a coefficient.
    public static func * (lhs: Self, rhs: Double) -> Cassowary.Expression { Cassowary.Expression([Cassowary.Term(lhs, rhs)]) }
    /// An expression plus a variable.
    public static func + (lhs: Cassowary.Expression, rhs: Self) -> Cassowary.Expression { lhs + Cassowary.Expression(rhs) }
    /// An expression minus a variable.
    public static func - (lhs: Cassowary.Expression, rhs: Self) -> Cassowary.Expression { lhs - Cassowary.Expression(rhs) }
}
