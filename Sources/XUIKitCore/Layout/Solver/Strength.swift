import Foundation

extension Cassowary {
    /// How much a constraint matters. Required constraints must hold; the others are weights in
    /// the objective the solver minimises (the sum of weighted errors), as in kiwi.
    public enum Strength {
        /// Must hold; adding one that cannot makes `Solver.add` throw.
        public static let required = 1_001_001_000.0
        /// Weighs a thousand times `medium`.
        public static let strong = 1_000_000.0
        /// Weighs a thousand times `weak`.
        public static let medium = 1_000.0
        /// The lightest strength.
        public static let weak = 1.0

        /// The weight for a `UILayoutPriority` below 1000: 10^(priority / 160), so each priority
        /// step is worth about 1.5 % more than the one below, 250 (hugging) is 1 / 1 000 of 750
        /// (compression resistance) and 999 stays within the 1e-8 … 1e7 range doubles handle
        /// cleanly beside lengths. A true lexicographic order of 999 levels would not fit a
        /// double; this keeps one constraint of a higher priority stronger than hundreds of a
        /// lower one. 1000 and above map to `required`. Priorities below 1 weigh `priority / 1000`,
        /// below every whole priority's step (≥ 1.45 % of 1): tie-breakers that never overrule.
        public static func forPriority(_ priority: Float) -> Double {
            if priority >= 1000 { return required }
            if priority < 1 { return Double(max(priority, 0)) / 1000 }
            return pow(10, Double(priority) / 160)
        }

        static func isRequired(_ strength: Double) -> Bool { strength >= required }
    }
}
