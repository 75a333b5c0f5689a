// Keyboard focus, the desktop way (Mac Catalyst is the model): Tab and Shift+Tab move focus
// between the views that can become focused, in reading order; Space and Return activate the
// focused button or switch; a ring in the tint colour shows where focus is.
//
// - `UIFocusSystem` (this file): the public view of a window's focus, and the traversal.
// - `UIWindow+Focus.swift`: the window's focused view, the keys, and drawing the ring.

import Foundation

/// A window's keyboard focus: which view has it. Get one with `focusSystem(for:)`.
@preconcurrency @MainActor
public final class UIFocusSystem {
    private weak var window: UIWindow?

    private init(window: UIWindow) { self.window = window }

    /// The focus system of the window `environment` is in, or nil outside a window.
    public static func focusSystem(for environment: UIView) -> UIFocusSystem? {
        environment.window.map(UIFocusSystem.init(window:))
    }

    /// The view with keyboard focus, or nil.
    public var focusedItem: UIView? { window?.focusedView }

    /// The views of `window` Tab visits, in reading order: visible, in the window, able to become
    /// focused; sorted top to bottom by their top edge, then left to right (R15.6).
    static func traversalOrder(in window: UIWindow) -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
            // A view with non-finite geometry has no place in reading order.
            let frame = view.convert(view.bounds, to: window)
            if view !== window, view.canBecomeFocused, frame.hasFiniteEdges { found.append((view, frame)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found.sorted { lhs, rhs in
            lhs.frame.minY != rhs.frame.minY ? lhs.frame.minY < rhs.frame.minY : lhs.frame.minX < rhs.frame.minX
        }.map(\.view)
    }
}

extension UIView {
    /// Whether this view has keyboard focus.
    public var isFocused: Bool { window?.focusedView === self }
}
