import Foundation

extension UIApplication {
    /// XUIKit addition, for desktop integrations: takes the Settings portal's appearance. When
    /// the system appearance changes, every view whose traits change hears of it
    /// (`traitCollectionDidChange(_:)`, registered trait changes) and the windows redraw; a new
    /// accent colour redraws them with the new default tint; a change of contrast posts
    /// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification` (R31.11, R31.12).
    public func desktopAppearanceDidChange(_ appearance: DesktopAppearance) {
        systemAppearance.update(appearance, windows: windows)
    }

    /// The Settings portal's appearance as last reported (empty when there is no portal).
    public var desktopAppearance: DesktopAppearance { systemAppearance.desktopAppearance }
}

extension UIAccessibility {
    /// Whether the user asks for darker system colours, for more contrast: on Linux, the
    /// Settings portal's `contrast`, else a high-contrast XSETTINGS theme (R31.12, R40.5). The
    /// same as the traits' `accessibilityContrast == .high`.
    public static var isDarkerSystemColorsEnabled: Bool {
        UIApplication.shared.systemAppearance.accessibilityContrast == .high
    }

    /// Posted (on `NotificationCenter.default`) when `isDarkerSystemColorsEnabled` changes.
    public static let darkerSystemColorsStatusDidChangeNotification =
        Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
