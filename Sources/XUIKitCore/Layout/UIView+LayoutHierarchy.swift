import Foundation

// How moving views between trees affects Auto Layout.

extension UIView {
    /// Before the view leaves its superview (or moves): as UIKit, constraints installed above it
    /// that refer to its subtree are deactivated, and an engine that knew the view is dropped.
    /// Returns whether the subtree carries constraints into its new tree.
    func layoutHierarchyWillChange() -> Bool {
        let carries = autoLayout.wantsEngine || autoLayout.engine != nil
        if let engine = autoLayout.engine {
            engine.detach()
            autoLayout.engine = nil
        }
        guard let superview else { return carries }
        let oldRoot = superview.layoutEngineRoot
        guard oldRoot.autoLayout.wantsEngine || oldRoot.autoLayout.engine != nil else { return carries }
        var ancestor: UIView? = superview
        while let current = ancestor {
            let leaving = current.autoLayout.constraints.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
                }
            }
            if !leaving.isEmpty { NSLayoutConstraint.deactivate(leaving) }
            ancestor = current.superview
        }
        if autoLayout.isInEngine { oldRoot.discardLayoutEngine() }
        return carries || subtreeHoldsConstraints()
    }

    /// After the move: the new tree rebuilds its engine when the subtree brought constraints.
    func layoutHierarchyDidChange(_ carriesConstraints: Bool) {
        guard carriesConstraints else { return }
        autoLayout.wantsEngine = false
        let root = layoutEngineRoot
        root.discardLayoutEngine()
        root.autoLayout.wantsEngine = true
        root.setNeedsLayout()
    }

    private func subtreeHoldsConstraints() -> Bool {
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if !view.autoLayout.constraints.isEmpty { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }
}
