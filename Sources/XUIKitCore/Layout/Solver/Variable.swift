extension Cassowary {
    /// A value the solver finds. Created by `Solver.makeVariable()`; its id is also its tableau
    /// symbol, so reading a value is one array lookup.
    public struct Variable: Hashable, Sendable {
        /// The variable's number, which is also its tableau symbol.
        public let id: Int
        init(id: Int) { self.id = id }
    }
}
