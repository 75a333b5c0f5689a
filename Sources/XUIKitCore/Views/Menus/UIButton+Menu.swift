import Foundation

/// A button's menu (`UIButton.menu`): shown by a click when `showsMenuAsPrimaryAction` is true,
/// else by a long press. Either way the button sends `.menuActionTriggered` first, then the menu
/// opens under the button (R7.25, R11.7).
extension UIButton {
    /// Keeps the long-press recognizer in step with `menu` and `showsMenuAsPrimaryAction`: a
    /// button with a menu that is not its primary action opens it on a long press.
    func menuConfigurationDidChange() {
        let wantsLongPress = menu != nil && !showsMenuAsPrimaryAction
        if wantsLongPress, menuLongPress == nil {
            let recognizer = UILongPressGestureRecognizer(target: self, action: .buttonMenuLongPress)
            menuLongPress = recognizer
            addGestureRecognizer(recognizer)
        } else if !wantsLongPress, let recognizer = menuLongPress {
            removeGestureRecognizer(recognizer)
            menuLongPress = nil
        }
    }

    /// True when a click shows the menu instead of sending `.primaryActionTriggered`.
    var menuIsPrimaryAction: Bool { menu != nil && showsMenuAsPrimaryAction }

    func menuLongPressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        dispatchActions(for: .menuActionTriggered, event: nil)                     // R7.25
        presentMenu()
    }

    /// Opens the menu under the button, its left edges aligned.
    func presentMenu() {
        guard let menu, let window else { return }
        let corner = convert(CGPoint(x: bounds.minX, y: bounds.maxY + 2), to: window)
        MenuPresenter.show(menu, at: corner, in: window, owner: self)
    }
}

extension Selector {
    static let buttonMenuLongPress = Selector("_menuLongPress:", UIButton.menuLongPressed)
}
