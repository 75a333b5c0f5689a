import Foundation

/// The appearance the system asks for (R15.2): forced by `XUIKIT_APPEARANCE=dark|light`, else
/// the desktop's (XSETTINGS, reported by the backend as `DesktopSettings`), else light.
@MainActor
enum SystemAppearance {
    /// The style `XUIKIT_APPEARANCE` forces, read once at first use.
    static let forcedStyle: UIUserInterfaceStyle? = forcedStyle(in: ProcessInfo.processInfo.environment)

    /// The desktop's settings as last reported by the backend.
    static var desktopSettings = DesktopSettings()

    /// The style views without an override use.
    static var style: UIUserInterfaceStyle { forcedStyle ?? desktopSettings.userInterfaceStyle }

    /// `XUIKIT_APPEARANCE`: `dark` or `light` (any case); anything else is reported and ignored.
    static func forcedStyle(in environment: [String: String]) -> UIUserInterfaceStyle? {
        guard let value = environment["XUIKIT_APPEARANCE"], !value.isEmpty else { return nil }
        switch value.lowercased() {
        case "dark": return .dark
        case "light": return .light
        default:
            Diagnostics.report("XUIKIT_APPEARANCE='\(value)' is neither 'dark' nor 'light'; following the desktop")
            return nil
        }
    }

    /// New desktop settings: every window whose views' traits change hears of it and redraws.
    static func update(_ settings: DesktopSettings, windows: [UIWindow]) {
        guard settings != desktopSettings else { return }
        desktopSettings = settings
        for window in windows { window.reportTraitChanges() }
    }
}
