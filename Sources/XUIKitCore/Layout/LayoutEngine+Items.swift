import Foundation

// Items entering the engine, the constraints UIKit makes for them by itself, and keeping those
// in step with their inputs.

extension LayoutEngine {
    typealias Constraint = NSLayoutConstraint

    /// The item's variables, creating them (and its superviews' or owner's) on first use. Nil
    /// for an item outside the root's tree.
    func register(_ object: AnyObject) -> Item? {
        if let item = items[ObjectIdentifier(object)] { return item }
        if let view = object as? UIView { return register(view) }
        if let guide = object as? UILayoutGuide { return register(guide) }
        return nil
    }

    private func makeItem(for object: AnyObject) -> Item {
        let item = Item(left: solver.makeVariable(), top: solver.makeVariable(),
                        width: solver.makeVariable(), height: solver.makeVariable())
        items[ObjectIdentifier(object)] = item
        return item
    }

    private func register(_ view: UIView) -> Item? {
        if view !== root {
            guard let superview = view.superview, register(superview as AnyObject) != nil else {
                Diagnostics.report("\(view.layoutName) is not in the view tree of \(root.layoutName); constraints on it are ignored")
                return nil
            }
        }
        let item = makeItem(for: view)
        views.append(view)
        if !isFitting { view.autoLayout.isInEngine = true }
        let translates = view.translatesAutoresizingMaskIntoConstraints
        if view === root {
            var pins = [Constraint(view, .left, .equal, nil, .notAnAttribute, 0, 0, origin: .autoresizingMask),
                        Constraint(view, .top, .equal, nil, .notAnAttribute, 0, 0, origin: .autoresizingMask)]
            if !isFitting, translates || view is UIWindow {
                pins += [Constraint(view, .width, .equal, nil, .notAnAttribute, 0, view.bounds.width, origin: .autoresizingMask),
                         Constraint(view, .height, .equal, nil, .notAnAttribute, 0, view.bounds.height, origin: .autoresizingMask)]
                frameConstraints[ObjectIdentifier(view)] = (view, pins)
            }
            pins.forEach(install)
            if isFitting || !translates { installContentSize(view) }
        } else if translates {
            let frame = view.frame, superview = view.superview!
            let pins = [Constraint(view, .left, .equal, superview, .left, 1, frame.minX, origin: .autoresizingMask),
                        Constraint(view, .top, .equal, superview, .top, 1, frame.minY, origin: .autoresizingMask),
                        Constraint(view, .width, .equal, nil, .notAnAttribute, 0, frame.width, origin: .autoresizingMask),
                        Constraint(view, .height, .equal, nil, .notAnAttribute, 0, frame.height, origin: .autoresizingMask)]
            frameConstraints[ObjectIdentifier(view)] = (view, pins)
            pins.forEach(install)
        } else {
            installContentSize(view)
        }
        return item
    }

    private func register(_ guide: UILayoutGuide) -> Item? {
        guard let owner = guide.owningView, register(owner as AnyObject) != nil else {
            Diagnostics.report("layout guide '\(guide.identifier)' has no owning view in \(root.layoutName)'s tree; constraints on it are ignored")
            return nil
        }
        let item = makeItem(for: guide)
        let constraints: [Constraint]
        switch guide.kind {
        case .custom: return item
        case .margins: constraints = insetConstraints(guide, owner, owner.layoutMargins)
        case .safeArea: constraints = insetConstraints(guide, owner, owner.safeAreaInsets)
        case .readableContent:
            let margins = owner.layoutMarginsGuide
            constraints = [
                Constraint(guide, .centerX, .equal, margins, .centerX, 1, 0, origin: .layoutGuide),
                Constraint(guide, .top, .equal, margins, .top, 1, 0, origin: .layoutGuide),
                Constraint(guide, .bottom, .equal, margins, .bottom, 1, 0, origin: .layoutGuide),
                Constraint(guide, .width, .lessThanOrEqual, margins, .width, 1, 0, origin: .layoutGuide),
                Constraint(guide, .width, .lessThanOrEqual, nil, .notAnAttribute, 0, 672, origin: .layoutGuide),
                Constraint(guide, .width, .equal, margins, .width, 1, 0, priority: .required - 1, origin: .layoutGuide),
            ]
            constraints.forEach(install)
            return item
        }
        guideConstraints.append((guide, constraints))
        constraints.forEach(install)
        return item
    }

    /// The guide inset from its owner by `insets`.
    private func insetConstraints(_ guide: UILayoutGuide, _ owner: UIView, _ insets: UIEdgeInsets) -> [Constraint] {
        [Constraint(guide, .left, .equal, owner, .left, 1, insets.left, origin: .layoutGuide),
         Constraint(guide, .top, .equal, owner, .top, 1, insets.top, origin: .layoutGuide),
         Constraint(guide, .width, .equal, owner, .width, 1, -(insets.left + insets.right), origin: .layoutGuide),
         Constraint(guide, .height, .equal, owner, .height, 1, -(insets.top + insets.bottom), origin: .layoutGuide)]
    }

    // MARK: - Intrinsic content size

    /// `width ≤ intrinsic` at the hugging priority and `width ≥ intrinsic` at compression
    /// resistance, per dimension that has an intrinsic size.
    func installContentSize(_ view: UIView) {
        let id = ObjectIdentifier(view)
        contentConstraints[id]?.forEach(uninstall)
        let size = view.intrinsicContentSize
        let state = view.autoLayout
        var made: [Constraint] = []
        if size.width != UIView.noIntrinsicMetric {
            made.append(Constraint(view, .width, .lessThanOrEqual, nil, .notAnAttribute, 0, size.width,
                                   priority: state.huggingHorizontal, origin: .contentSize))
            made.append(Constraint(view, .width, .greaterThanOrEqual, nil, .notAnAttribute, 0, size.width,
                                   priority: state.compressionHorizontal, origin: .contentSize))
        }
        if size.height != UIView.noIntrinsicMetric {
            made.append(Constraint(view, .height, .lessThanOrEqual, nil, .notAnAttribute, 0, size.height,
                                   priority: state.huggingVertical, origin: .contentSize))
            made.append(Constraint(view, .height, .greaterThanOrEqual, nil, .notAnAttribute, 0, size.height,
                                   priority: state.compressionVertical, origin: .contentSize))
        }
        contentConstraints[id] = made
        made.forEach(install)
    }

    // MARK: - Keeping inputs in step

    /// Copies changed frames, intrinsic sizes, margins and safe areas into their constraints.
    func sync() {
        for (view, constraints) in frameConstraints.values {
            // The root sits at the engine's origin; other views at their frame in the superview.
            let frame = view === root ? CGRect(origin: .zero, size: view.bounds.size) : view.frame
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(constraints, values) where constraint.constant != value { constraint.constant = value }
        }
        for (guide, constraints) in guideConstraints {
            guard let owner = guide.owningView else { continue }
            let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
            let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
            for (constraint, value) in zip(constraints, values) where constraint.constant != value { constraint.constant = value }
        }
        let dirty = contentDirty
        contentDirty.removeAll()
        for view in dirty where items[ObjectIdentifier(view)] != nil && !view.translatesAutoresizingMaskIntoConstraints {
            updateContentSize(view)
        }
    }

    /// Moves the content-size constants in place when the same dimensions still have a size.
    func updateContentSize(_ view: UIView) {
        let size = view.intrinsicContentSize
        let existing = contentConstraints[ObjectIdentifier(view)] ?? []
        let expected = (size.width != UIView.noIntrinsicMetric ? 2 : 0) + (size.height != UIView.noIntrinsicMetric ? 2 : 0)
        let widths = existing.filter { $0.firstAttribute == .width }.count
        guard existing.count == expected, (widths == 2) == (size.width != UIView.noIntrinsicMetric) else {
            installContentSize(view)
            return
        }
        for constraint in existing {
            let value = constraint.firstAttribute == .width ? size.width : size.height
            if constraint.constant != value { constraint.constant = value }
        }
    }

    /// Asks the superview of every view whose solved frame differs from its frame to lay out.
    func markChangedFrames() {
        guard appliedRevision != revision else { return }
        appliedRevision = revision
        for view in views where !view.translatesAutoresizingMaskIntoConstraints {
            guard let frame = frame(of: view), frame != view.frame else { continue }
            if view === root { view.frame.size = frame.size } else { view.superview?.setNeedsLayout() }
        }
    }
}
