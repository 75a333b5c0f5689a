import Foundation

extension UIWindow {
    /// How far the focus ring lies outside the focused view, and its width, in points.
    static let focusRingOutset: CGFloat = 3
    static let focusRingWidth: CGFloat = 3

    /// The focused view, while it is still in this window and can be focused.
    var focusedView: UIView? {
        guard let view = focusedViewStorage, view.window === self, view.canBecomeFocused else { return nil }
        return view
    }

    /// Gives `view` the focus (nil: nobody), redrawing the old and new rings.
    func moveFocus(to view: UIView?) {
        let old = focusedView
        guard old !== view else { return }
        if let old { invalidate(rect: focusRingRect(for: old)) }
        focusedViewStorage = view
        if let view { invalidate(rect: focusRingRect(for: view)) }
    }

    /// R15.11: the ring on a text field means the keyboard is in it, so a field that ends
    /// editing, by whatever path, gives up the focus and its ring goes in the same frame.
    func editorDidEndEditing(_ view: UIView) {
        if focusedViewStorage === view { moveFocus(to: nil) }
    }

    /// Tab, Shift+Tab, Space and Return, when they are about focus (R15.6, R15.7). Returns
    /// whether the key was used.
    func handleFocusKey(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        switch key.keyCode {
        case .keyboardTab where modifiers == [] || modifiers == [.shift]:
            advanceFocus(forward: modifiers.isEmpty)
            return true
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            guard modifiers.isEmpty, let view = focusedView, !(view is UITextField) else { return false }
            return activate(view)
        default:
            return false
        }
    }

    /// Moves focus to the next (or previous) view in reading order, wrapping around. Focusing a
    /// text field makes it first responder; leaving one ends its editing.
    func advanceFocus(forward: Bool) {
        let order = UIFocusSystem.traversalOrder(in: self)
        guard !order.isEmpty else { return }
        let current = focusedView ?? (firstResponder as? UIView)
        var index: Int
        if let current, let position = order.firstIndex(where: { $0 === current }) {
            index = forward ? position + 1 : position - 1
        } else {
            index = forward ? 0 : order.count - 1
        }
        index = (index + order.count) % order.count
        let next = order[index]
        if let editing = firstResponder as? UIView, editing !== next, editing is UITextField {
            _ = editing.resignFirstResponder()
        }
        moveFocus(to: next)
        if next is UITextField, !next.isFirstResponder { _ = next.becomeFirstResponder() }
    }

    /// Space or Return on the focused control (R15.7).
    private func activate(_ view: UIView) -> Bool {
        switch view {
        case let toggle as UISwitch:
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
            return true
        case let button as UIButton:
            button.primaryTouchUpInsideWillDispatch()   // R23.10: a toggle button toggles first
            button.sendActions(for: .touchUpInside)
            button.sendActions(for: .primaryActionTriggered)
            return true
        default:
            return false
        }
    }

    /// The area the ring of `view` covers, in window coordinates.
    func focusRingRect(for view: UIView) -> CGRect {
        let outset = Self.focusRingOutset + Self.focusRingWidth
        let frame = view.convert(view.bounds, to: self)
        return frame.hasFiniteEdges ? frame.insetBy(dx: -outset, dy: -outset) : .null
    }
}
