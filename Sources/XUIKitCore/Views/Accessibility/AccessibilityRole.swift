/// A role a view plays that UIKit's accessibility traits cannot say, for bridges that name roles
/// (AT-SPI: `menu bar`, `menu`, `alert`, …). A view declares it by adopting
/// `AccessibilityRoleDeclaring`; a bridge asks it before it falls back to the traits.
@_spi(AssistiveTechnology)
public enum AccessibilityRole: Sendable, Equatable {
    /// A window's bar of menu titles.
    case menuBar
    /// A popup list of menu items, or a submenu.
    case menu
    /// An item of a menu or menu bar that runs a command or opens a submenu.
    case menuItem
    /// A menu item with a check mark state (`UIMenuElement.State`).
    case checkMenuItem
    /// A line between groups of menu items.
    case separator
    /// An alert: a message the user must answer (`UIAlertController.Style.alert`).
    case alert
    /// A dialog or sheet presented over the content (an action sheet, a file dialog).
    case dialog
}

/// A view whose accessibility role is one of `AccessibilityRole`'s.
@_spi(AssistiveTechnology)
@preconcurrency @MainActor
public protocol AccessibilityRoleDeclaring: AnyObject {
    /// The role, or nil for the one the traits give.
    var accessibilityRole: AccessibilityRole? { get }
}
