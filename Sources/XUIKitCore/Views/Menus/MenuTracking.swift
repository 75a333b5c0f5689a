import Foundation

/// R11.7: while a menu is open, a click or touch that begins outside it closes the menu and goes
/// no further — neither it nor the rest of its press (motion, release) reaches the window under
/// it. Everything else passes. `UIApplication` runs all raw input through `intercepts(_:)`.
///
/// One per application (`UIApplication.menuTracking`): the menu open in it and the presses its
/// closing swallowed, so a fresh app has neither.
@MainActor
final class MenuTracking {
    /// The root of the menu that is open, if one is (`MenuPresenter.show` sets it).
    var openMenu: MenuPresenter?
    /// Buttons and touches whose press closed a menu: the rest of their press is swallowed.
    private var swallowedButtons: Set<Int> = []
    private var swallowedTouches: Set<Int> = []

    /// Whether `input` is taken by an open menu and must not be routed.
    func intercepts(_ input: InputEvent) -> Bool {
        forgetIfGone()
        let menu = openMenu
        guard menu != nil || !swallowedButtons.isEmpty || !swallowedTouches.isEmpty else { return false }
        switch input.kind {
        case .pointerButton(let button):
            if button.isDown {
                guard let menu, !menu.contains(button.location, inWindow: input.window) else { return false }
                menu.close()
                swallowedButtons.insert(button.button)
                return true
            }
            return swallowedButtons.remove(button.button) != nil
        case .pointerMotion:
            return !swallowedButtons.isEmpty
        case .touch(let touch):
            switch touch.phase {
            case .began:
                guard let menu, !menu.contains(touch.location, inWindow: input.window) else { return false }
                menu.close()
                swallowedTouches.insert(touch.id)
                return true
            case .moved:
                return swallowedTouches.contains(touch.id)
            case .ended, .cancelled:
                return swallowedTouches.remove(touch.id) != nil
            }
        default:
            return false
        }
    }

    /// `window` is hiding or closing: R11.10, a menu opened over it, or one of whose levels it
    /// is, closes with it — whoever hid it (the app, or another X client destroying the window),
    /// so no popup and no pointer grab outlive the window they belong to.
    func windowWillHide(_ window: UIWindow) {
        guard let menu = openMenu, menu.isOpen else { return }
        if menu.window.popupAnchor?.parent === window || menu.showsLevel(in: window) { menu.close() }
    }

    /// Forgets a menu whose window the app no longer has.
    func forgetIfGone() {
        if let openMenu, !openMenu.isAlive { self.openMenu = nil }
    }
}
