import Foundation

/// A shown menu as an assistive technology reads it (R37.3): the menu view plays the role menu,
/// and each row is an element of its own — a menu item, a check menu item (an item whose state
/// is on or mixed, checked when on), a separator, or the menu's title as a label. The highlighted
/// row is the focused element while the menu has the keyboard (R37.4).
extension MenuView: AccessibilityRoleDeclaring, AccessibilityFocusProviding {
    /// A menu.
    var accessibilityRole: AccessibilityRole? { .menu }

    /// The highlighted row's element; nil when no row is highlighted.
    var accessibilityFocusedElement: UIResponder? {
        guard let highlighted else { return nil }
        let elements = rowAccessibilityElements()
        return elements.indices.contains(highlighted) ? elements[highlighted] : nil
    }

    /// One element per row, made once and kept, so a client sees the same objects while the
    /// menu is open.
    func rowAccessibilityElements() -> [UIAccessibilityElement] {
        let storage = accessibilityAttributes
        if storage.partElements.count != rows.count {
            storage.partElements = rows.indices.map { MenuRowAccessibilityElement(menu: self, index: $0) }
        }
        return storage.partElements
    }
}

/// One row of a shown menu as an assistive technology sees it.
@MainActor
final class MenuRowAccessibilityElement: UIAccessibilityElement, AccessibilityRoleDeclaring {
    let index: Int
    private var menu: MenuView? { accessibilityContainer as? MenuView }
    private var row: MenuRow? {
        guard let menu, menu.rows.indices.contains(index) else { return nil }
        return menu.rows[index]
    }

    init(menu: MenuView, index: Int) {
        self.index = index
        super.init(accessibilityContainer: menu)
    }

    /// Items with a state are check menu items; a title row reads as a label (nil: by traits).
    var accessibilityRole: AccessibilityRole? {
        switch row?.kind {
        case .item?: return row?.state == .off ? .menuItem : .checkMenuItem
        case .separator?: return .separator
        case .header?, nil: return nil
        }
    }

    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? row?.title }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` for items (`.selected` when checked, `.notEnabled` when disabled), static text
    /// for the title.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityStorage?.traits { return traits }
            guard let row else { return .none }
            switch row.kind {
            case .header: return .staticText
            case .separator: return .none
            case .item:
                var traits: UIAccessibilityTraits = .button
                if row.state == .on { traits.insert(.selected) }
                if !row.isEnabled { traits.insert(.notEnabled) }
                return traits
            }
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityStorage?.frame { return frame }
            guard let menu, menu.rows.indices.contains(index) else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(menu.rowRect(index), in: menu)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Chooses the row as a click would: runs the item, or opens its submenu.
    override func accessibilityActivate() -> Bool {
        guard let menu, let row, row.isSelectable, let presenter = menu.presenter else { return false }
        presenter.choose(index)
        return true
    }
}
