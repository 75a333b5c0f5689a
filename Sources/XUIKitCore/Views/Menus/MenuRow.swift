import Foundation

/// One line of a shown menu: an item to choose, a separator between inline groups, or the
/// menu's title. `MenuRow.rows(for:)` flattens a `UIMenu` into them.
@MainActor
struct MenuRow {
    enum Kind { case item, separator, header }

    let kind: Kind
    let element: UIMenuElement?
    var title: String { element?.title ?? "" }
    var image: UIImage? { element?.image }
    /// Hidden elements never become rows; disabled ones show dimmed and never run (R11.9).
    let isEnabled: Bool
    let isDestructive: Bool
    let state: UIMenuElement.State
    /// The submenu a non-inline `UIMenu` child opens.
    var submenu: UIMenu? { element as? UIMenu }
    /// The shortcut a key command shows, "Ctrl+S" (R33.6).
    var shortcut: String? { (element as? UIKeyCommand)?.shortcutText }

    static let itemHeight: CGFloat = 28
    static let separatorHeight: CGFloat = 9
    static let headerHeight: CGFloat = 24

    var height: CGFloat {
        switch kind {
        case .item: Self.itemHeight
        case .separator: Self.separatorHeight
        case .header: Self.headerHeight
        }
    }

    var isSelectable: Bool { kind == .item && isEnabled }

    /// The rows of `menu`: its title, then its children, inline groups between separators,
    /// hidden elements left out, no separator first, last or twice in a row.
    static func rows(for menu: UIMenu) -> [MenuRow] {
        var rows: [MenuRow] = []
        if !menu.title.isEmpty {
            rows.append(MenuRow(kind: .header, element: menu, isEnabled: false, isDestructive: false, state: .off))
        }
        append(menu.children, destructive: menu.options.contains(.destructive), to: &rows)
        while rows.last?.kind == .separator { rows.removeLast() }
        return rows
    }

    private static func append(_ elements: [UIMenuElement], destructive: Bool, to rows: inout [MenuRow]) {
        for element in elements {
            switch element {
            case let action as UIAction:
                guard !action.attributes.contains(.hidden) else { continue }
                rows.append(item(action, attributes: action.attributes, state: action.state, destructive: destructive))
            case let command as UICommand:
                guard !command.attributes.contains(.hidden) else { continue }
                rows.append(item(command, attributes: command.attributes, state: command.state, destructive: destructive))
            case let deferred as UIDeferredMenuElement:
                append(deferred.resolve(), destructive: destructive, to: &rows)
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                separate(&rows)
                append(submenu.children, destructive: destructive || submenu.options.contains(.destructive), to: &rows)
                separate(&rows)
            case let submenu as UIMenu:
                guard !MenuRow.rows(for: submenu).allSatisfy({ $0.kind != .item }) else { continue }
                rows.append(MenuRow(kind: .item, element: submenu, isEnabled: true,
                                    isDestructive: destructive || submenu.options.contains(.destructive), state: .off))
            default:
                continue
            }
        }
    }

    private static func item(_ element: UIMenuElement, attributes: UIMenuElement.Attributes,
                             state: UIMenuElement.State, destructive: Bool) -> MenuRow {
        MenuRow(kind: .item, element: element, isEnabled: !attributes.contains(.disabled),
                isDestructive: destructive || attributes.contains(.destructive), state: state)
    }

    private static func separate(_ rows: inout [MenuRow]) {
        guard let last = rows.last, last.kind != .separator, last.kind != .header else { return }
        rows.append(MenuRow(kind: .separator, element: nil, isEnabled: false, isDestructive: false, state: .off))
    }
}
