import Foundation

/// The appearance the system asks for (R15.2): forced by `XUIKIT_APPEARANCE=dark|light`, else
/// the Settings portal's colour scheme (R31.11), else the desktop's XSETTINGS (reported by the
/// backend as `DesktopSettings`), else light.
///
/// One per application (`UIApplication.systemAppearance`): the environment is read when the app
/// first asks, and the desktop's settings are the ones its backend reported, so a fresh app
/// starts light with no settings.
@MainActor
final class SystemAppearance {
    /// The style `XUIKIT_APPEARANCE` forces.
    let forcedStyle: UIUserInterfaceStyle?

    /// The desktop's settings as last reported by the backend.
    private(set) var desktopSettings = DesktopSettings()

    /// Reads `XUIKIT_APPEARANCE` from `environment`.
    init(environment: [String: String]) {
        forcedStyle = Self.forcedStyle(in: environment)
    }

    /// The Settings portal's appearance as last reported (R31.11).
    private(set) var desktopAppearance = DesktopAppearance()

    /// The style views without an override use.
    var style: UIUserInterfaceStyle {
        forcedStyle ?? desktopAppearance.userInterfaceStyle ?? desktopSettings.userInterfaceStyle
    }

    /// `.high` when the Settings portal's `contrast` asks for it, else when it does not say and
    /// the XSETTINGS theme is a high-contrast one; else `.normal` (R40.5).
    var accessibilityContrast: UIAccessibilityContrast {
        (desktopAppearance.prefersHighContrast ?? desktopSettings.prefersHighContrast) ? .high : .normal
    }

    /// The desktop's accent colour, the default tint (R31.11), or nil.
    var accentColor: UIColor? { desktopAppearance.accentColor }

    /// The shared app's style, for what has no view at hand: a view controller whose view is not
    /// loaded, the screen (UIKit's static paths).
    static var style: UIUserInterfaceStyle { UIApplication.shared.systemAppearance.style }

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
    func update(_ settings: DesktopSettings, windows: [UIWindow]) {
        guard settings != desktopSettings else { return }
        let contrast = accessibilityContrast
        desktopSettings = settings
        for window in windows { window.reportTraitChanges() }
        postContrastChange(from: contrast)
    }

    /// Posts `darkerSystemColorsStatusDidChangeNotification` when the contrast is no longer
    /// `previous` (R31.12, R40.5).
    private func postContrastChange(from previous: UIAccessibilityContrast) {
        guard accessibilityContrast != previous else { return }
        NotificationCenter.default.post(name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
    }

    /// A new appearance from the Settings portal: trait changes as for new settings; a new
    /// accent redraws every view (the default tint changed); a change of contrast is posted
    /// (R31.11, R31.12).
    func update(_ appearance: DesktopAppearance, windows: [UIWindow]) {
        guard appearance != desktopAppearance else { return }
        let previous = desktopAppearance, contrast = accessibilityContrast
        desktopAppearance = appearance
        for window in windows { window.reportTraitChanges() }
        if appearance.accentColor != previous.accentColor {
            func redraw(_ view: UIView) {
                view.setNeedsDisplay()
                view.subviews.forEach(redraw)
            }
            windows.forEach(redraw)
        }
        postContrastChange(from: contrast)
    }
}
