import Foundation

/// What the desktop says about appearance, as a backend reads it (on X11, the XSETTINGS an
/// XSETTINGS manager such as gsd-xsettings or xsettingsd publishes). Every field is nil when the
/// desktop does not say.
public struct DesktopSettings: Sendable, Equatable {
    /// The GTK theme's name (`Net/ThemeName`), such as `Adwaita-dark`.
    public var themeName: String?
    /// GTK's prefer-dark switch (`Gtk/ApplicationPreferDarkTheme`).
    public var prefersDarkTheme: Bool?
    /// The desktop's interface font as a Pango description (`Gtk/FontName`), such as `Cantarell 11`.
    public var fontName: String?
    /// The font resolution in dots per inch (`Xft/DPI` / 1024).
    public var dpi: CGFloat?

    /// Settings with the given fields.
    public init(themeName: String? = nil, prefersDarkTheme: Bool? = nil, fontName: String? = nil, dpi: CGFloat? = nil) {
        self.themeName = themeName
        self.prefersDarkTheme = prefersDarkTheme
        self.fontName = fontName
        self.dpi = dpi
    }

    /// Dark when the prefer-dark switch is on or the theme's name ends in `-dark` (any case),
    /// else light (R15.2).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        if prefersDarkTheme == true { return .dark }
        if let themeName, themeName.lowercased().hasSuffix("-dark") { return .dark }
        return .light
    }
}
