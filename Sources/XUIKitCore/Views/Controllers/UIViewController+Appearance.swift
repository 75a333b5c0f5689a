import Foundation

// Appearance callbacks in UIKit's order. A transition begins at once — `viewWillAppear` or
// `viewWillDisappear`, when a controller's view enters or leaves a shown window — and ends on the
// window's next display pass, once the window is on screen: after layout
// (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`) and the frame's presentation come
// `viewDidDisappear` and `viewDidAppear` (UIWindow+Appearance.swift). For a push:
// old.viewWillDisappear → new.viewWillAppear → new's layout → old.viewDidDisappear →
// new.viewDidAppear, as UINavigationController does.

extension UIViewController {
    /// The root view is about to enter `newWindow` or leave its window (nil).
    func viewWillMove(toWindow newWindow: UIWindow?) {
        if let newWindow, !newWindow.isHidden {
            if beginAppearance() { newWindow.enqueueAppearanceEnd(of: self) }
        } else if let oldWindow = viewIfLoaded?.window, beginDisappearance() {
            oldWindow.enqueueAppearanceEnd(of: self)
        }
    }

    /// Starts appearing: `viewWillAppear`. Returns false when the controller is already appearing
    /// or shown, so callbacks never repeat.
    @discardableResult
    func beginAppearance() -> Bool {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return false }
        appearanceState = .appearing
        viewWillAppear(false)
        return true
    }

    /// Starts disappearing: `viewWillDisappear`. Returns false when not shown or appearing.
    @discardableResult
    func beginDisappearance() -> Bool {
        guard appearanceState == .appeared || appearanceState == .appearing else { return false }
        appearanceState = .disappearing
        viewWillDisappear(false)
        return true
    }

    /// Ends whichever transition is under way: `viewDidAppear` or `viewDidDisappear`. A
    /// controller whose transition was reversed meanwhile ends the newer one only.
    func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
            (parent as? UINavigationController)?.topDidAppear(self)   // R18.45
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            break
        }
    }

    /// The controllers whose root views are in this controller's view tree, this one first,
    /// parents before their children: they appear and disappear together.
    var controllersInViewTree: [UIViewController] {
        guard let root = viewIfLoaded else { return [] }
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController { found.append(controller) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }
}
