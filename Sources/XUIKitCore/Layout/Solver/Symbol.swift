/// The solver's namespace: an incremental Cassowary linear-arithmetic solver (Badros, Borning and
/// Stuckey 2001) in the shape of kiwi's `SolverImpl`. See `Solver` for how the pieces fit.
@_spi(LayoutSolver)
public enum Cassowary {}

extension Cassowary {
    /// What a tableau symbol stands for. Symbols are plain `Int` ids; their kinds live in one flat
    /// array in the solver, so rows hold `(Int, Double)` cells and nothing else.
    enum SymbolKind: UInt8 {
        /// Id 0: "no symbol".
        case invalid
        /// A user variable (unrestricted in sign).
        case external
        /// The slack of an inequality, or an artificial variable (restricted to ≥ 0).
        case slack
        /// One half of the error of a non-required constraint (restricted to ≥ 0, costs in the objective).
        case error
        /// The marker of a required equality (always 0; never enters the basis).
        case dummy

        /// Restricted symbols must stay ≥ 0; rows with a restricted basic symbol must keep a
        /// non-negative constant.
        var isRestricted: Bool { self == .slack || self == .error }
    }

    /// The two symbols that track a constraint through the tableau, with their coefficients in the
    /// constraint's original row (needed to move its constant later).
    struct Tag {
        var marker = 0
        var markerCoefficient = 0.0
        var other = 0
        var otherCoefficient = 0.0
    }
}
