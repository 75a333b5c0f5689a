import Foundation
@_spi(AssistiveTechnology) import XUIKitCore

/// Roles views declare (`AccessibilityRoleDeclaring`) where traits cannot say them — menu bars,
/// menus, menu items, separators, alerts and dialogs — and the states that go with them, as GTK
/// exports its menus and message dialogs (R37.1, R37.3).
@MainActor
extension ATSPINode {
    /// The AT-SPI role a view declares, or nil for one the traits give.
    static func declaredRole(of element: UIResponder) -> ATSPIRole? {
        guard let role = (element as? any AccessibilityRoleDeclaring)?.accessibilityRole else { return nil }
        switch role {
        case .menuBar: return .menuBar
        case .menu: return .menu
        case .menuItem: return .menuItem
        case .checkMenuItem: return .checkMenuItem
        case .separator: return .separator
        case .alert: return .alert
        case .dialog: return .dialog
        }
    }

    /// Whether `object` declares a role that holds other elements (menu bar, menu, alert, dialog):
    /// the bridge exports it as a container between its window and its elements.
    static func declaresContainerRole(_ object: UIResponder) -> Bool {
        switch declaredRole(of: object) {
        case .menuBar?, .menu?, .alert?, .dialog?: return true
        default: return false
        }
    }

    /// A check menu item is checkable, and checked when its traits hold `.selected` (as UIKit
    /// marks a menu element whose state is on), which then does not also read as selected. An
    /// alert or dialog is modal; menu items take the focus as the highlight moves.
    static func adjustStatesForDeclaredRole(of element: UIResponder, _ states: inout Set<ATSPIState>) {
        switch declaredRole(of: element) {
        case .checkMenuItem?:
            states.insert(.checkable)
            if states.remove(.selected) != nil { states.insert(.checked) }
            states.insert(.focusable)
        case .menuItem?:
            states.insert(.focusable)
        case .alert?, .dialog?:
            states.insert(.modal)
        default:
            break
        }
    }

    /// Whether `element` holds the keyboard on behalf of modal or popup UI that has it (an alert's
    /// default button, a menu's highlighted row) in the key window (R37.4).
    static func hasFocusInModalUI(_ element: UIResponder) -> Bool {
        guard let window = AccessibilityTree.window(of: element), UIApplication.shared.keyWindow === window else { return false }
        return AccessibilityTree.focusedElement(in: window) === element
    }
}
