import Foundation

extension NSLayoutConstraint {
    /// Activates each constraint: installs it on its items' nearest common ancestor and in that
    /// tree's layout engine. A constraint whose items share no ancestor is reported and stays
    /// inactive (UIKit raises an exception).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.holder == nil {
            if let reason = constraint.invalidReason {
                Diagnostics.report("cannot activate \(constraint.description): \(reason)")
                continue
            }
            guard let holder = constraint.commonAncestor() else {
                Diagnostics.report("Unable to activate constraint \(constraint.description) because its items have no common ancestor. "
                                   + "Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
                continue
            }
            holder.install(constraint)
        }
    }

    /// Deactivates each constraint: removes it from the view it was installed on and from the engine.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints {
            guard let holder = constraint.holder else { continue }
            holder.autoLayout.constraints.removeAll { $0 === constraint }
            constraint.holder = nil
            constraint.engine?.uninstall(constraint)
            holder.setNeedsLayout()
        }
    }

    /// The view an item is laid out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// The nearest view that is, or is an ancestor of, every item's view.
    func commonAncestor() -> UIView? {
        guard let first = NSLayoutConstraint.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = NSLayoutConstraint.view(of: secondItem) else { return nil }
        // Siblings and parent–child pairs (most constraints) need no walk; otherwise climb from
        // the deeper view to equal depth, then both together. No allocation: activating a form's
        // constraints spent its time hashing ancestor sets here.
        if first === second { return first }
        let firstParent = first.superview, secondParent = second.superview
        if firstParent === second { return second }
        if secondParent === first { return first }
        if let firstParent, firstParent === secondParent { return firstParent }
        var a: UIView? = first, b: UIView? = second
        var depthA = first.ancestorCount, depthB = second.ancestorCount
        while depthA > depthB { a = a?.superview; depthA -= 1 }
        while depthB > depthA { b = b?.superview; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.superview
            b = y.superview
        }
        return nil
    }
}

private extension UIView {
    /// How many superviews are above the view.
    var ancestorCount: Int {
        var count = 0
        var view = superview
        while let current = view { count += 1; view = current.superview }
        return count
    }
}

extension UIView {
    /// The constraints installed on this view (those whose items' nearest common ancestor it is,
    /// or that were added with `addConstraint(_:)`).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    /// Installs `constraint` on this view, which must contain its items.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder == nil else { return }
        if let reason = constraint.invalidReason {
            Diagnostics.report("cannot add \(constraint.description): \(reason)")
            return
        }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let item else { continue }
            guard let view = NSLayoutConstraint.view(of: item), view.isDescendant(of: self) else {
                Diagnostics.report("cannot add \(constraint.description) to \(layoutName): its items must be in the view's subtree")
                return
            }
        }
        install(constraint)
    }

    /// Activates each of `constraints` (the older API; prefer `NSLayoutConstraint.activate(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        NSLayoutConstraint.deactivate([constraint])
    }

    /// Deactivates each of `constraints` (the older API; prefer `NSLayoutConstraint.deactivate(_:)`).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        let root = layoutEngineRoot
        if let engine = root.autoLayout.engine { engine.install(constraint) } else { root.autoLayout.wantsEngine = true }
        setNeedsLayout()
    }

    /// The top of this view's tree: its window, or the topmost superview.
    var layoutEngineRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// "UILabel:0x…", as UIKit names views in constraint logs.
    var layoutName: String { "\(description):\(NSLayoutConstraint.address(of: self))" }
}

extension NSLayoutConstraint: @MainActor CustomStringConvertible {
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func name(of item: AnyObject?) -> String {
        if let view = item as? UIView { return view.layoutName }
        if let guide = item as? UILayoutGuide {
            return "\(guide.identifier.isEmpty ? "UILayoutGuide" : "'\(guide.identifier)'"):\(address(of: guide))"
        }
        return "nil"
    }

    /// `<NSLayoutConstraint:0x… 'name' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`,
    /// with UIKit's class names for the engine's own constraints.
    public var description: String {
        let kind: String
        switch origin {
        case .autoresizingMask: kind = "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: kind = "NSContentSizeLayoutConstraint"
        default: kind = "NSLayoutConstraint"
        }
        let relationText = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "<\(kind):\(NSLayoutConstraint.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(NSLayoutConstraint.name(of: firstItem)).\(firstAttribute.name) \(relationText) "
        var rhs: [String] = []
        if secondAttribute != .notAnAttribute, secondItem != nil {
            rhs.append((multiplier == 1 ? "" : "\(multiplier.clean)*") + "\(NSLayoutConstraint.name(of: secondItem)).\(secondAttribute.name)")
        }
        if constant != 0 || rhs.isEmpty {
            rhs.append(rhs.isEmpty ? constant.clean : (constant < 0 ? "- \((-constant).clean)" : "+ \(constant.clean)"))
        }
        text += rhs.joined(separator: " ")
        if priority != .required { text += " @\(CGFloat(priority.rawValue).clean)" }
        text += isActive || origin != .user ? "   (active)>" : "   (inactive)>"
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's spelling in logs: `leading`, `centerX`, `width`…
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
