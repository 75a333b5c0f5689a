import Foundation

/// The builder the main menu system hands to `buildMenu(with:)`: a menu tree rewritten by
/// identifier (R33.3). `UIMenu` is immutable, so each change makes new copies of the menus on the
/// path from the root to the changed one; everything else is shared.
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    /// The tree as built so far; its children are the menu bar's menus.
    private(set) var root: UIMenu
    /// How many operations changed the tree: zero means the standard menus are untouched.
    private(set) var changeCount = 0

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    // MARK: - Finding

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        first(in: root) { ($0 as? UIMenu)?.identifier == identifier } as? UIMenu
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        first(in: root) { ($0 as? UIAction)?.identifier == identifier } as? UIAction
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        first(in: root) { element in
            guard let command = element as? UICommand, command.action == action else { return false }
            return Self.samePropertyList(command.propertyList, propertyList)
        } as? UICommand
    }

    /// Both nil, or equal as hashable values (strings, numbers, dictionaries of them).
    static func samePropertyList(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?): return (lhs as? AnyHashable).map { $0 == (rhs as? AnyHashable) } ?? false
        default: return false
        }
    }

    private func first(in menu: UIMenu, where matches: (UIMenuElement) -> Bool) -> UIMenuElement? {
        if matches(menu) { return menu }
        for child in menu.children {
            if let submenu = child as? UIMenu {
                if let found = first(in: submenu, where: matches) { return found }
            } else if matches(child) {
                return child
            }
        }
        return nil
    }

    // MARK: - Changing

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        guard replacedIdentifier == replacementMenu.identifier || insertable(replacementMenu, "replace(menu:with:)") else { return }
        rewrite(replacedIdentifier, "replace(menu:with:)") { _ in [replacementMenu] }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier,
                         from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        rewrite(parentIdentifier, "replaceChildren(ofMenu:from:)") { [$0.replacingChildren(childrenBlock($0.children))] }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        guard insertable(siblingMenu, "insertSibling(_:beforeMenu:)") else { return }
        rewrite(siblingIdentifier, "insertSibling(_:beforeMenu:)", allowsRoot: false) { [siblingMenu, $0] }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        guard insertable(siblingMenu, "insertSibling(_:afterMenu:)") else { return }
        rewrite(siblingIdentifier, "insertSibling(_:afterMenu:)", allowsRoot: false) { [$0, siblingMenu] }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        guard insertable(childMenu, "insertChild(_:atStartOfMenu:)") else { return }
        rewrite(parentIdentifier, "insertChild(_:atStartOfMenu:)") { [$0.replacingChildren([childMenu] + $0.children)] }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        guard insertable(childMenu, "insertChild(_:atEndOfMenu:)") else { return }
        rewrite(parentIdentifier, "insertChild(_:atEndOfMenu:)") { [$0.replacingChildren($0.children + [childMenu])] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        rewrite(removedIdentifier, "remove(menu:)", allowsRoot: false) { _ in [] }
    }

    /// R33.3: a menu whose identifier the tree already holds is not inserted twice.
    private func insertable(_ menu: UIMenu, _ operation: String) -> Bool {
        guard self.menu(for: menu.identifier) == nil else {
            Diagnostics.report("UIMenuBuilder.\(operation): the menu system already has a menu '\(menu.identifier.rawValue)'; nothing was changed")
            return false
        }
        return true
    }

    /// Replaces the menu with `identifier` by what `change` makes of it (none, it, or several
    /// elements in its place), copying the menus above it.
    private func rewrite(_ identifier: UIMenu.Identifier, _ operation: String, allowsRoot: Bool = true,
                         _ change: (UIMenu) -> [UIMenuElement]) {
        if root.identifier == identifier {
            guard allowsRoot, let newRoot = change(root).first as? UIMenu else {
                Diagnostics.report("UIMenuBuilder.\(operation): the root menu cannot be removed or given siblings; nothing was changed")
                return
            }
            root = newRoot
            changeCount += 1
            return
        }
        guard let newRoot = Self.rewrite(root, identifier, change) else {
            Diagnostics.report("UIMenuBuilder.\(operation): no menu '\(identifier.rawValue)' in the menu system; nothing was changed")
            return
        }
        root = newRoot
        changeCount += 1
    }

    /// `menu` with the descendant `identifier` changed, or nil when it has no such descendant.
    private static func rewrite(_ menu: UIMenu, _ identifier: UIMenu.Identifier,
                                _ change: (UIMenu) -> [UIMenuElement]) -> UIMenu? {
        for (index, child) in menu.children.enumerated() {
            guard let submenu = child as? UIMenu else { continue }
            var children = menu.children
            if submenu.identifier == identifier {
                children.replaceSubrange(index...index, with: change(submenu))
                return menu.replacingChildren(children)
            }
            if let changed = rewrite(submenu, identifier, change) {
                children[index] = changed
                return menu.replacingChildren(children)
            }
        }
        return nil
    }
}
