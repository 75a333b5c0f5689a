import Foundation

/// What a presentation's container is to an assistive technology (R37.2): modal, so the window's
/// content it covers leaves the tree while it is up, and a dialog, unless the presented view
/// declares its own role (an alert).
extension PresentationContainerView: AccessibilityRoleDeclaring {
    /// `.dialog`, or nil when the presented view has a role of its own.
    var accessibilityRole: AccessibilityRole? {
        let presented = controller.presentedViewController.viewIfLoaded
        if let declaring = presented as? AccessibilityRoleDeclaring, declaring.accessibilityRole != nil { return nil }
        return .dialog
    }
}
