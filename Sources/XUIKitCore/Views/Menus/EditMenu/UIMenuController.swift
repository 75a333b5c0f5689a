import Foundation

/// The edit menu before `UIEditMenuInteraction` (deprecated in UIKit since iOS 16): the standard
/// edit commands the first responder's chain can perform, then `menuItems` it can perform, shown
/// at a rectangle of a view (R33.15).
@preconcurrency @MainActor
public final class UIMenuController {
    /// The one menu controller. A process-wide object as in UIKit; it keeps only the app's custom
    /// items, and its open menu lives on the application like every menu.
    public static let shared = UIMenuController()

    private init() {}

    /// Items added after the standard ones, each shown only when the chain can perform its
    /// action.
    public var menuItems: [UIMenuItem]?

    /// True while the menu it showed is open.
    public var isMenuVisible: Bool {
        UIApplication.shared.menuTracking.openMenu?.owner === self
    }

    /// Shows the menu with its top-left corner at the bottom-left of `targetRect` (in
    /// `targetView`'s coordinates).
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        guard let window = targetView.window else { return }
        hideMenu()
        let start = window.firstResponder ?? targetView
        let custom = (menuItems ?? []).map { UICommand(title: $0.title, action: $0.action) }
        let elements = StandardEditMenu.suggestedActions(from: start) + StandardEditMenu.available(custom, from: start)
        let point = targetView.convert(CGPoint(x: targetRect.minX, y: targetRect.maxY), to: window)
        MenuPresenter.show(UIMenu(children: elements), at: point, in: window, owner: self)
    }

    /// Closes the menu it showed.
    public func hideMenu() {
        if let presenter = UIApplication.shared.menuTracking.openMenu, presenter.owner === self { presenter.close() }
    }

    /// Closes the menu it showed from `targetView`.
    public func hideMenu(from targetView: UIView) { hideMenu() }

    /// Nothing to do: the items are validated each time the menu shows.
    public func update() {}
}

/// A custom item of `UIMenuController`: a title and the action sent through the responder chain.
@preconcurrency @MainActor
public final class UIMenuItem {
    /// The item's title.
    public var title: String
    /// The action sent, from the first responder, when the item is chosen.
    public var action: Selector

    /// Makes an item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
