import Foundation

/// Changes a menu system's menus: what `buildMenu(with:)` receives (R33.1–R33.4).
///
/// You never make a builder. The main menu system hands one to your app delegate's
/// `buildMenu(with:)` holding the standard menus (`UIMenu.Identifier.file`, `.edit`, …); what the
/// delegate leaves in it is the menu bar. Menus are found by identifier anywhere in the tree.
/// An operation naming a menu the builder does not hold, or inserting an identifier it already
/// holds, changes nothing and prints a diagnostic (UIKit raises an exception) (R33.3).
@preconcurrency @MainActor
public protocol UIMenuBuilder: AnyObject {
    /// The menu system being built: `UIMenuSystem.main` for the menu bar.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`, anywhere in the tree, if there is one.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, anywhere in the tree, if there is one.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command (or key command) that sends `action` with `propertyList`, if there is one.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Puts `replacementMenu` where the menu with `replacedIdentifier` is.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces the children of the menu with `parentIdentifier` with what `childrenBlock` makes
    /// of them.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier,
                         from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts `siblingMenu` right before the menu with `siblingIdentifier`, in its parent.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `siblingMenu` right after the menu with `siblingIdentifier`, in its parent.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` as the first child of the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` as the last child of the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes the menu with `removedIdentifier`, and everything in it.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
