import Foundation

/// A visual effect a `UIVisualEffectView` shows (R41.11).
@preconcurrency @MainActor
open class UIVisualEffect {
    /// An effect that shows nothing.
    public init() {}
}

/// A blur of what lies behind a view, as UIKit's (R41.11). XUIKit draws what UIKit draws with
/// the accessibility setting "Reduce Transparency": a solid material colour for the style, in
/// the view's light or dark appearance. Nothing behind is blurred.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A very light blur.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// tvOS's extra dark blur.
        case extraDark = 3
        /// Light or dark with the appearance.
        case regular = 4
        /// Stronger than regular, with the appearance.
        case prominent = 5
        /// The thinnest material, with the appearance.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The standard material.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars.
        case systemChromeMaterial = 10
        /// The ultra thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The standard material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The standard material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The effect's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The solid colour drawn for the style in `appearance` (R41.11): grey levels from the
    /// thinnest material (closest to the background) to the chrome material, light and dark.
    func materialColor(in appearance: UIUserInterfaceStyle) -> UIColor {
        let fixed: UIUserInterfaceStyle?
        let thickness: Int
        switch style {
        case .extraLight: (fixed, thickness) = (.light, 0)
        case .light: (fixed, thickness) = (.light, 2)
        case .dark, .extraDark: (fixed, thickness) = (.dark, style == .dark ? 2 : 4)
        case .regular: (fixed, thickness) = (nil, 2)
        case .prominent: (fixed, thickness) = (nil, 3)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            (fixed, thickness) = (nil, style.rawValue - 6)
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
             .systemChromeMaterialLight:
            (fixed, thickness) = (.light, style.rawValue - 11)
        default:
            (fixed, thickness) = (.dark, style.rawValue - 16)
        }
        let dark = (fixed ?? appearance) == .dark
        // Light: from near white down to a light grey; dark: from near black up to a dark grey.
        let light: [CGFloat] = [0.97, 0.95, 0.93, 0.91, 0.89]
        let darkLevels: [CGFloat] = [0.11, 0.13, 0.15, 0.17, 0.19]
        let level = (dark ? darkLevels : light)[min(max(thickness, 0), 4)]
        return UIColor(red: level, green: level, blue: level, alpha: 1)
    }
}

/// The styles of vibrant content over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Text of a label.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// A thin fill.
    case fill = 4
    /// A secondary fill.
    case secondaryFill = 5
    /// A tertiary fill.
    case tertiaryFill = 6
    /// A separator.
    case separator = 7
}

/// Vibrant content over a blur, as UIKit's (R41.11). XUIKit draws the content view's subviews as
/// they are (what UIKit shows with "Reduce Transparency"); a vibrancy effect view draws no
/// background of its own.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the content lies over.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style.
    public let style: UIVibrancyEffectStyle

    /// Vibrancy for `blurEffect`, in the label style.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// Vibrancy for `blurEffect` in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A view that shows a visual effect behind the subviews of its `contentView` (R41.11): a blur
/// effect draws its material colour over the view's bounds (with the view's corner radius);
/// a vibrancy effect or none draws nothing. Add subviews to `contentView`, not to the view.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; nil shows none. Setting it inside an animation block fades nothing:
    /// the new effect shows at once.
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }
    /// The view to add subviews to, filling the effect view.
    public let contentView: UIView

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view with no effect and the given frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Not supported: XUIKit decodes no archived views.
    public required init?(coder: NSCoder) { return nil }

    /// Lays out the content view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// Draws the blur's material colour (R41.11).
    open override func draw(_ rect: CGRect) {
        guard let blur = effect as? UIBlurEffect else { return }
        blur.materialColor(in: traitCollection.userInterfaceStyle).setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).fill()
    }
}
