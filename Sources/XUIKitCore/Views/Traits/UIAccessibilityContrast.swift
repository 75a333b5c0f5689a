import Foundation

// The contrast trait (R40.5–R40.7): `UITraitCollection.accessibilityContrast` is `.high` when the
// desktop asks for more contrast — the Settings portal's `contrast` 1, else an XSETTINGS theme
// whose name holds "HighContrast" (GTK's HighContrast and HighContrastInverse) — and `.normal`
// otherwise. A change reaches views as every trait change does (R15.3), and posts
// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification`; dynamic colours see it in the
// collection they resolve against, and the system colours switch to Apple's increased-contrast
// values (UIColor+SystemColors.swift).

/// Whether the interface uses the normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not known (a collection that does not say).
    case unspecified = -1
    /// The normal contrast.
    case normal = 0
    /// Increased contrast: the user asked for darker system colours.
    case high = 1
}

/// The accessibility contrast trait (`accessibilityContrast`), for
/// `registerForTraitChanges(_:handler:)`.
public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// `"UITraitAccessibilityContrast"`.
    public static let identifier = "UITraitAccessibilityContrast"
}

extension UITraitCollection {
    /// A collection with only the accessibility contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, scale: 0, contentSize: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  contrast: accessibilityContrast)
    }
}

extension DesktopSettings {
    /// Whether the XSETTINGS theme is a high-contrast one: its name (`Net/ThemeName`) holds
    /// "HighContrast", in any case, as GTK's HighContrast and HighContrastInverse do (R40.5).
    public var prefersHighContrast: Bool {
        themeName?.lowercased().contains("highcontrast") == true
    }
}
