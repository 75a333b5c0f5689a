import Foundation

/// A menu: a title and a list of elements — actions, commands, and menus that show as submenus
/// or, with `.displayInline`, as a group between separators.
///
/// How the menu pieces fit (folder `Menus/`):
/// - The model: `UIMenuElement` and its kinds `UIAction` (a closure), `UICommand` (a selector sent
///   through the responder chain, R11.9), `UIMenu` (children) and `UIDeferredMenuElement`
///   (children made when the menu opens).
/// - Where menus come from: `UIContextMenuInteraction` (a secondary click or long press asks its
///   delegate for a `UIContextMenuConfiguration`, R11.8) and `UIButton.menu`
///   (UIButton+Menu.swift).
/// - How a menu shows: `MenuPresenter` flattens the model into rows (`MenuRow`) and shows them in
///   a `MenuWindow` — a `UIWindow` whose native window is a popup (`WindowStyle.popupMenu`:
///   override-redirect on X11, holding the pointer while open) — drawn by `MenuView`. The
///   presenter is the key window's first responder while the menu is open, for Up, Down, Left,
///   Right, Return and Escape, and `MenuTracking` closes it on a click outside (R11.7).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// Identifies a menu.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's text.
        public let rawValue: String
        /// Makes an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows inside its parent.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show in the parent, between separators, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children are drawn as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// How the menu shows inside its parent.
    public let options: Options
    /// The elements, in order.
    public let children: [UIMenuElement]

    /// Makes a menu. Everything has a default, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUIDString.next())
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
