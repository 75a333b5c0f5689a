import Foundation

/// What the desktop's Settings portal says about appearance (`org.freedesktop.appearance`):
/// the colour scheme, the accent colour and the contrast. Every field is nil when the portal
/// does not say; then XSETTINGS (`DesktopSettings`) decides, as before (R31.11).
public struct DesktopAppearance: Sendable, Equatable {
    /// The portal's `color-scheme`.
    public enum ColorScheme: UInt32, Sendable {
        /// 0: no preference; the app's default (XUIKit: XSETTINGS, else light).
        case noPreference = 0
        /// 1: the user prefers a dark appearance.
        case preferDark = 1
        /// 2: the user prefers a light appearance.
        case preferLight = 2
    }

    /// The user's colour scheme, or nil.
    public var colorScheme: ColorScheme?
    /// The user's accent colour (`accent-color`, sRGB), the default tint colour, or nil.
    public var accentColor: UIColor?
    /// Whether the user asks for higher contrast (`contrast` 1), or nil.
    public var prefersHighContrast: Bool?

    /// An appearance with the given fields.
    public init(colorScheme: ColorScheme? = nil, accentColor: UIColor? = nil, prefersHighContrast: Bool? = nil) {
        self.colorScheme = colorScheme
        self.accentColor = accentColor
        self.prefersHighContrast = prefersHighContrast
    }

    /// The style the colour scheme asks for, or nil when it has no preference (R31.11).
    public var userInterfaceStyle: UIUserInterfaceStyle? {
        switch colorScheme {
        case .preferDark: .dark
        case .preferLight: .light
        case .noPreference, nil: nil
        }
    }
}
