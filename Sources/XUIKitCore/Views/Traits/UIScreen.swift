import Foundation

/// The display: its size in points, its scale and refresh rate, and the traits views on it start
/// from. XUIKit knows one screen, `main` (the X screen the app's windows open on).
@preconcurrency @MainActor
public final class UIScreen: UITraitEnvironment {
    /// The screen the app's windows are on. A static as in UIKit; it keeps no app state of its
    /// own: size, scale and refresh rate are asked of the shared app's backend each time.
    public static let main = UIScreen()

    /// Collections made so far, so equal traits share one: a cache of values, right for any app.
    private var cachedTraits: [UITraitCollection] = []

    private init() {}

    /// Device pixels per point (R15.5): `XUIKIT_SCALE`, else `GDK_SCALE`, else what the desktop
    /// says (X11: `Xft.dpi` / 96), else 1.
    public var scale: CGFloat {
        ScreenScale.resolve(environmentScale: ScreenScale.environmentScale,
                            desktopScale: UIApplication.shared.backend.displayScale)
    }

    /// The scale of the physical display; the same as `scale` (XUIKit does not downsample).
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in device pixels.
    public var nativeBounds: CGRect { CGRect(origin: .zero, size: UIApplication.shared.backend.screenPixelSize) }

    /// The screen's rectangle in points.
    public var bounds: CGRect {
        let pixels = nativeBounds.size, scale = scale
        return CGRect(x: 0, y: 0, width: pixels.width / scale, height: pixels.height / scale)
    }

    /// The display's refresh rate in frames per second (X11: from XRandR; 60 when unknown).
    public var maximumFramesPerSecond: Int { Int(UIApplication.shared.backend.refreshRate.rounded()) }

    /// The screen's traits: its scale, the system appearance and contrast (R40.5), large text,
    /// regular size classes.
    public var traitCollection: UITraitCollection { traitCollection(style: SystemAppearance.style) }

    /// Called after the screen's traits changed; does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen's traits with `style`, shared so that views with equal traits share a
    /// collection.
    /// `direction` is the app's unless given (R36.9); `scale` the screen's unless given (a
    /// window's own scale, R40.2).
    func traitCollection(style: UIUserInterfaceStyle,
                         direction: UIUserInterfaceLayoutDirection = .ofPreferredLanguages,
                         scale windowScale: CGFloat? = nil) -> UITraitCollection {
        let scale = windowScale ?? self.scale
        let layoutDirection: UITraitEnvironmentLayoutDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        let contrast = UIApplication.shared.systemAppearance.accessibilityContrast
        // A loop rather than `first(where:)`, whose main-actor closure checks its executor on every
        // call: every frame looks two collections up here.
        for cached in cachedTraits where cached.userInterfaceStyle == style && cached.displayScale == scale
            && cached.layoutDirection == layoutDirection && cached.accessibilityContrast == contrast {
            return cached
        }
        let traits = UITraitCollection(style: style == .unspecified ? .light : style, scale: scale, contentSize: .large,
                                       horizontal: .regular, vertical: .regular, direction: layoutDirection, contrast: contrast,
                                       idiom: .pad)
        if style == .unspecified { return traits }
        cachedTraits.append(traits)
        return traits
    }
}

/// Where the screen scale comes from (R15.5).
@MainActor
enum ScreenScale {
    /// `XUIKIT_SCALE` or `GDK_SCALE` from the process environment, read once.
    static let environmentScale: CGFloat? = fromEnvironment(ProcessEnvironment.values(["XUIKIT_SCALE", "GDK_SCALE"]))

    /// The smallest and largest scale accepted.
    static let range: ClosedRange<CGFloat> = 0.5...8

    /// `XUIKIT_SCALE` (a number such as 1.5), else `GDK_SCALE` (an integer), else nil. A value
    /// that is not a number in `range` is reported and skipped.
    static func fromEnvironment(_ environment: [String: String]) -> CGFloat? {
        for name in ["XUIKIT_SCALE", "GDK_SCALE"] {
            guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { continue }
            if let value = Double(text), range.contains(CGFloat(value)) { return CGFloat(value) }
            Diagnostics.report("\(name)='\(text)' is not a scale from \(range.lowerBound.clean) to \(range.upperBound.clean); ignored")
        }
        return nil
    }

    /// The scale from `Xft.dpi` (96 is 1), or nil when `dpi` is missing or out of range.
    static func fromDPI(_ dpi: CGFloat?) -> CGFloat? {
        guard let dpi, dpi.isFinite else { return nil }
        let scale = dpi / 96
        return range.contains(scale) ? scale : nil
    }

    /// The environment's scale, else the desktop's, else 1.
    static func resolve(environmentScale: CGFloat?, desktopScale: CGFloat) -> CGFloat {
        if let environmentScale { return environmentScale }
        return desktopScale.isFinite && range.contains(desktopScale) ? desktopScale : 1
    }
}

extension UIScreen {
    /// The scale for a desktop that asks for `desktopScale`: `XUIKIT_SCALE` or `GDK_SCALE` when
    /// set, else `desktopScale` (when from 0.5 to 8), else 1 (R15.5). For backends converting
    /// between points and device pixels.
    public static func resolvedScale(desktopScale: CGFloat) -> CGFloat {
        ScreenScale.resolve(environmentScale: ScreenScale.environmentScale, desktopScale: desktopScale)
    }
}
