import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 is the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Diagnostics.report("cannot add \(view.description) as a subview of \(description): it would make the view tree a cycle; ignored")
            return
        }
        let oldWindow = view.window
        let newWindow = window
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            view.invalidateFrameInWindow()
            return
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        let carriesConstraints = view.layoutHierarchyWillChange()
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.layoutHierarchyDidChange(carriesConstraints)
        view.updateSafeAreaInsets(subtree: true)
        view.invalidateFrameInWindow()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
        view.reportTraitChanges()
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index : index + 1)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        // The layer leaves the tree: its animations end unfinished, as in Core Animation.
        let clock = (oldWindow ?? self).application.animationClock
        if clock.animationCount > 0 { clock.removeAnimations(inSubtreeOf: self) }
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        invalidateFrameInWindow()
        let carriesConstraints = layoutHierarchyWillChange()
        detachFromSuperview()
        layoutHierarchyDidChange(carriesConstraints)
        updateSafeAreaInsets(subtree: true)
        if oldWindow != nil { propagateDidMoveToWindow() }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        setNeedsDisplay()
    }

    /// True when this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) with the given tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Tells the subtree, deepest last, that it is about to change windows. Leaving a window ends
    /// the subtree's touches (R6.20) and first-responder status (R1.11) here.
    func propagateWillMove(toWindow newWindow: UIWindow?) {
        if let oldWindow = window, oldWindow !== newWindow {
            oldWindow.inputRouter?.viewWillLeaveWindow(self)
            oldWindow.revokeFirstResponder(ifInside: self)
        }
        willMove(toWindow: newWindow)
        owningViewController?.viewWillMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        if window != nil { setNeedsLayout() }
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }
}
