import Foundation

// UIKit's Auto Layout debugging aids: ambiguity and the constraints behind a frame.

extension UIView {
    /// Whether the constraints leave the view's frame free to move: some other frame would
    /// satisfy them exactly as well.
    public var hasAmbiguousLayout: Bool {
        guard let engine = layoutEngineRoot.layoutEngine() else { return false }
        engine.sync()
        return !engine.ambiguousAttributes(of: self).isEmpty
    }

    /// Moves an ambiguously laid out view to another frame its constraints allow (each call
    /// switches between solutions), so you can see the ambiguity.
    public func exerciseAmbiguityInLayout() {
        guard let engine = layoutEngineRoot.layoutEngine() else { return }
        engine.sync()
        engine.exerciseAmbiguity(of: self)
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The constraints that decide the view's position and size on `axis`: those on its own
    /// edges and, transitively, those on the items they relate it to. Engine-made constraints
    /// (autoresizing masks, intrinsic sizes) are included, as in UIKit.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let engine = layoutEngineRoot.layoutEngine(), let item = engine.items[ObjectIdentifier(self)] else { return [] }
        engine.sync()
        let start: Set<Int> = axis == .horizontal ? [item.left.id, item.width.id] : [item.top.id, item.height.id]
        return LayoutEngine.connected(to: start, among: Array(engine.installed.values)).map(\.object)
    }
}

extension LayoutEngine {
    /// The view's frame components as expressions: x and y relative to the superview, width, height.
    private func frameExpressions(of view: UIView) -> [Cassowary.Expression] {
        guard let item = items[ObjectIdentifier(view)] else { return [] }
        var x = Cassowary.Expression(item.left), y = Cassowary.Expression(item.top)
        if view !== root, let superview = view.superview, let parent = items[ObjectIdentifier(superview)] {
            x = x - parent.left
            y = y - parent.top
        }
        return [x, y, Cassowary.Expression(item.width), Cassowary.Expression(item.height)]
    }

    private func evaluate(_ expression: Cassowary.Expression, in solver: Cassowary.Solver) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// A wish weaker than any priority (1e-3 against 1 for priority 0): it moves only what no
    /// constraint holds.
    private static let probeStrength = 1e-3

    /// For each frame component that can move, a value it can move to.
    func ambiguousAttributes(of view: UIView) -> [(Cassowary.Expression, Double)] {
        var base = solver
        for pin in exercisePins.values.flatMap({ $0 }) { try? base.remove(pin) }
        var moves: [(Cassowary.Expression, Double)] = []
        for expression in frameExpressions(of: view) {
            let current = evaluate(expression, in: base)
            for step in [100.0, -100.0] {
                var probe = base
                _ = try? probe.add(Cassowary.Constraint(expression - (current + step), .equal, strength: LayoutEngine.probeStrength))
                let moved = evaluate(expression, in: probe)
                if abs(moved - current) > 0.5 { moves.append((expression, moved)); break }
            }
        }
        return moves
    }

    /// Pins the view's free components to other values they may take (weaker than any
    /// constraint, so the pins never fight one).
    func exerciseAmbiguity(of view: UIView) {
        let id = ObjectIdentifier(view)
        for pin in exercisePins[id] ?? [] { try? solver.remove(pin) }
        exercisePins[id] = nil
        var pins: [Cassowary.ConstraintHandle] = []
        for (expression, value) in ambiguousAttributes(of: view) {
            if let pin = try? solver.add(Cassowary.Constraint(expression - value, .equal, strength: LayoutEngine.probeStrength / 2)) {
                pins.append(pin)
            }
        }
        exercisePins[id] = pins
        revision += 1
    }
}
