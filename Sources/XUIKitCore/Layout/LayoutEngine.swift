import Foundation

/// Auto Layout in XUIKit: how the pieces fit.
///
/// - `Solver/` is an incremental Cassowary solver (after kiwi): variables, linear constraints
///   with strengths, edit variables, and in-place constant changes re-solved by the dual simplex.
/// - `NSLayoutConstraint`, the anchors and `UILayoutGuide` are UIKit's API. Activating a
///   constraint installs it on its items' nearest common ancestor (`UIView.constraints`) and,
///   once the tree has an engine, in the engine at once.
/// - `LayoutEngine` (this file) belongs to a root view (a window, or the top of a detached tree)
///   and is built at the first layout that needs it. Each view or guide it meets gets four
///   variables — left, top, width, height — in the root's coordinates (frames composed, bounds
///   origins ignored). It adds the constraints UIKit adds by itself: a translating view's frame
///   (`LayoutEngine+Items.swift`), intrinsic sizes with hugging and compression resistance,
///   the system guides' edges. Before each layout pass `sync()` copies changed inputs (frames,
///   intrinsic sizes, margins) into those constraints' constants — an in-place re-solve — and
///   asks the superviews of views whose solved frame moved to lay out again.
/// - `UIView.layoutSubviews()` (the default) copies solved frames to subviews that do not
///   translate their autoresizing mask; `UIView+AutoLayout.swift` holds the update-constraints
///   pass, `layoutIfNeeded`'s order and `systemLayoutSizeFitting`.
/// - Conflicts (`LayoutEngine+Conflicts.swift`) log UIKit's "Unable to simultaneously satisfy
///   constraints." with the conflicting set and break one; `UIView+LayoutDebugging.swift` has
///   `hasAmbiguousLayout`, `exerciseAmbiguityInLayout()` and `constraintsAffectingLayout(for:)`.
/// - `UIStackView` arranges its subviews with ordinary constraints it installs on itself.
@MainActor
final class LayoutEngine {
    struct Item {
        let left, top, width, height: Cassowary.Variable
    }

    struct Installed {
        let object: NSLayoutConstraint
        var handle: Cassowary.ConstraintHandle
        var constraint: Cassowary.Constraint
        /// The expression's constant without the constraint's own `constant` (baseline offsets).
        var baseConstant: Double
        let sequence: Int
    }

    unowned let root: UIView
    /// A throwaway engine for `systemLayoutSizeFitting`: it does not mark views or constraints.
    let isFitting: Bool
    var solver = Cassowary.Solver()
    var items: [ObjectIdentifier: Item] = [:]
    /// Registered views, ancestors before descendants.
    var views: [UIView] = []
    var installed: [ObjectIdentifier: Installed] = [:]
    /// Required constraints dropped to resolve a conflict; retried when constraints go away.
    var broken: [NSLayoutConstraint] = []
    var sequence = 0
    /// Bumped whenever the solution may have changed.
    var revision = 0
    /// Bumped when what a fitting size depends on changes: constraints come or go, or a constant
    /// moves — except the frames the window gives itself and its top-level views, which fitting
    /// ignores (so a window resize does not ask for a new minimum size).
    var fittingRevision = 0
    var appliedRevision = -1

    // Inputs copied into system constraints by `sync()`.
    var frameConstraints: [ObjectIdentifier: (view: UIView, constraints: [NSLayoutConstraint])] = [:]
    var contentConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    var contentDirty: [UIView] = []
    var guideConstraints: [(guide: UILayoutGuide, constraints: [NSLayoutConstraint])] = []
    /// Weakest-of-all pins from `exerciseAmbiguityInLayout()`, per view.
    var exercisePins: [ObjectIdentifier: [Cassowary.ConstraintHandle]] = [:]

    init(root: UIView, fitting: Bool = false) {
        self.root = root
        isFitting = fitting
    }

    /// Installs every active constraint in the root's tree.
    func collectAll() {
        var pending = [root]
        while let view = pending.popLast() {
            for constraint in view.autoLayout.constraints { install(constraint) }
            pending.append(contentsOf: view.subviews)
        }
    }

    /// Forgets the engine's marks on views and constraints (when the tree changes shape).
    func detach() {
        for view in views { view.autoLayout.isInEngine = false }
        for record in installed.values { record.object.engine = nil }
        for constraint in broken { constraint.engine = nil }
        installed.removeAll()
        broken.removeAll()
    }

    // MARK: - Installing constraints

    /// Adds `constraint` to the solver; a conflict is logged and resolved by breaking one.
    func install(_ constraint: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(constraint)] == nil, constraint.invalidReason == nil,
              let (solverConstraint, base) = solverConstraint(for: constraint) else { return }
        add(constraint, solverConstraint, base: base)
    }

    func add(_ constraint: NSLayoutConstraint, _ solverConstraint: Cassowary.Constraint, base: Double) {
        revision += 1
        fittingRevision += 1
        sequence += 1
        if !isFitting { constraint.engine = self }
        do {
            let handle = try solver.add(solverConstraint)
            installed[ObjectIdentifier(constraint)] = Installed(object: constraint, handle: handle, constraint: solverConstraint,
                                                              baseConstant: base, sequence: sequence)
        } catch {
            resolveConflict(adding: constraint, solverConstraint, base: base)
        }
    }

    /// Takes `constraint` out of the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        if constraint.engine === self { constraint.engine = nil }
        broken.removeAll { $0 === constraint }
        guard let record = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.remove(record.handle)
        revision += 1
        fittingRevision += 1
        retryBroken()
    }

    /// `constraint.constant` changed: move the solver constraint's constant in place.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard var record = installed[id] else {
            if broken.contains(where: { $0 === constraint }) { retryBroken() }
            return
        }
        revision += 1
        if !isTopLevelFramePin(constraint) { fittingRevision += 1 }
        let newConstant = record.baseConstant - Double(constraint.constant)
        record.constraint.expression.constant = newConstant
        installed[id] = record
        do {
            try solver.updateConstant(record.handle, to: newConstant)
        } catch {
            // The new constant conflicts: take it out and add it again through the conflict path.
            installed[id] = nil
            try? solver.remove(record.handle)
            add(constraint, record.constraint, base: record.baseConstant)
        }
        scheduleLayout()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
        scheduleLayout()
    }

    /// A frame pin of the root or of one of its direct subviews (a window's root view controller's
    /// view, presented views): the frames a window sets itself.
    private func isTopLevelFramePin(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.origin == .autoresizingMask, let view = constraint.firstItem as? UIView else { return false }
        return view === root || view.superview === root
    }

    func scheduleLayout() {
        if !isFitting { root.window?.scheduleLayoutAndDisplay() }
    }

    // MARK: - Expressions

    /// `first.attr1 - multiplier × second.attr2 - constant`, with its constant minus `constant`.
    /// R36.10: a constraint with a leading or trailing attribute whose first item lays out right to
    /// left is solved in mirrored x coordinates (x → −x), so leading is the right edge and
    /// constants measure leftwards.
    func solverConstraint(for constraint: NSLayoutConstraint) -> (Cassowary.Constraint, Double)? {
        guard let first = constraint.firstItem else { return nil }
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && Self.isRightToLeft(first)
        guard var linear = expression(first, constraint.firstAttribute, mirrored: mirrored) else { return nil }
        if constraint.secondAttribute != .notAnAttribute, constraint.multiplier != 0 {
            guard let second = constraint.secondItem,
                  let other = expression(second, constraint.secondAttribute, mirrored: mirrored) else { return nil }
            linear = linear - other * Double(constraint.multiplier)
        }
        let base = linear.constant
        linear.constant = base - Double(constraint.constant)
        let relation: Cassowary.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let strength = Cassowary.Strength.forPriority(constraint.priority.rawValue)
        return (Cassowary.Constraint(linear, relation, strength: strength), base)
    }

    /// Whether a constraint item (a view, or a guide through its owning view) lays out right to left.
    static func isRightToLeft(_ item: AnyObject) -> Bool {
        if let view = item as? UIView { return view.isRightToLeft }
        return (item as? UILayoutGuide)?.owningView?.isRightToLeft ?? false
    }

    /// The attribute as an expression over the item's variables (registering the item); with
    /// `mirrored`, leading, trailing and centre x in mirrored coordinates (R36.10).
    func expression(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                    mirrored: Bool = false) -> Cassowary.Expression? {
        if let view = object as? UIView {
            switch attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins:
                return expression(view.layoutMarginsGuide, attribute.withoutMargin, mirrored: mirrored)
            case .firstBaseline, .lastBaseline:
                return baselineExpression(view, first: attribute == .firstBaseline)
            default: break
            }
        }
        guard let item = register(object) else { return nil }
        typealias E = Cassowary.Expression
        switch attribute {
        case .leading where mirrored: return (item.left + item.width) * -1
        case .trailing where mirrored: return E(item.left) * -1
        case .centerX where mirrored: return E([.init(item.left, -1), .init(item.width, -0.5)])
        case .left, .leading: return E(item.left)
        case .right, .trailing: return item.left + item.width
        case .top: return E(item.top)
        case .bottom, .firstBaseline, .lastBaseline: return item.top + item.height
        case .width: return E(item.width)
        case .height: return E(item.height)
        case .centerX: return E([.init(item.left), .init(item.width, 0.5)])
        case .centerY: return E([.init(item.top), .init(item.height, 0.5)])
        default: return nil
        }
    }

    // MARK: - Reading the solution

    func value(_ variable: Cassowary.Variable) -> CGFloat {
        let v = solver.value(of: variable)
        let r = v.rounded()
        return CGFloat(abs(v - r) < 1e-6 ? r : v)
    }

    /// The view's solved frame in its superview's coordinates.
    func frame(of view: UIView) -> CGRect? {
        guard let item = items[ObjectIdentifier(view)] else { return nil }
        let size = CGSize(width: value(item.width), height: value(item.height))
        guard view !== root, let superview = view.superview, let parent = items[ObjectIdentifier(superview)] else {
            return CGRect(origin: view.frame.origin, size: size)
        }
        return CGRect(x: value(item.left) - value(parent.left), y: value(item.top) - value(parent.top),
                      width: size.width, height: size.height)
    }

    /// The guide's solved frame in `owner`'s coordinates.
    func frame(of guide: UILayoutGuide, in owner: UIView) -> CGRect? {
        guard let item = items[ObjectIdentifier(guide)], let parent = items[ObjectIdentifier(owner)] else { return nil }
        return CGRect(x: value(item.left) - value(parent.left), y: value(item.top) - value(parent.top),
                      width: value(item.width), height: value(item.height))
    }
}

extension NSLayoutConstraint.Attribute {
    /// `.leftMargin` → `.left` and so on (the margin attributes are the margins guide's edges).
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
}
