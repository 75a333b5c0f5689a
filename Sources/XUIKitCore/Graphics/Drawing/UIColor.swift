import Foundation

/// A colour, stored as red, green, blue and alpha components from 0 to 1 (sRGB), or made by a
/// provider for each trait collection (a dynamic colour, such as `UIColor.label`).
///
/// A dynamic colour's components are those it resolves to in `UITraitCollection.current`, which
/// is the drawing view's collection while views draw (R15.4).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    /// The provider of a dynamic colour; nil for a fixed one.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The red component, 0 to 1.
    public var red: CGFloat { provider == nil ? components.red : resolvedColor(with: .current).red }
    /// The green component, 0 to 1.
    public var green: CGFloat { provider == nil ? components.green : resolvedColor(with: .current).green }
    /// The blue component, 0 to 1.
    public var blue: CGFloat { provider == nil ? components.blue : resolvedColor(with: .current).blue }
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { provider == nil ? components.alpha : resolvedColor(with: .current).alpha }

    /// All four components, a dynamic colour resolved once: drawing reads a colour this way, since
    /// each of `red`, `green`, `blue` and `alpha` resolves a dynamic colour again (and a provider
    /// such as `withAlphaComponent`'s makes a new colour every time it is asked).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        provider == nil ? components : resolvedColor(with: .current).components
    }

    /// A colour from its components; values outside 0…1 are clamped.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (min(max(red, 0), 1), min(max(green, 0), 1), min(max(blue, 0), 1), min(max(alpha, 0), 1))
        provider = nil
    }

    /// A dynamic colour: `dynamicProvider` gives the colour for a trait collection, asked each
    /// time the colour is resolved (R15.4).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = (0, 0, 0, 0)
        provider = dynamicProvider
    }

    /// The fixed colour this colour is in `traitCollection`: itself when it is not dynamic.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        // A provider may return another dynamic colour; resolve until fixed (bounded, for a
        // provider that keeps returning dynamic colours).
        var color = provider(traitCollection)
        var steps = 0
        while let next = color.provider, steps < 8 {
            color = next(traitCollection)
            steps += 1
        }
        return color.provider == nil ? color : .clear
    }

    /// A grey: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }

    /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)` does.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = self.rgba
        red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
        return true
    }

    /// Makes this colour the fill colour of the current graphics context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(self) }
    /// Makes this colour the stroke colour of the current graphics context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(self) }
    /// Makes this colour both the fill and the stroke colour.
    public func set() { setFill(); setStroke() }

    /// Two dynamic colours are equal when they are the same object; otherwise colours are equal
    /// when all four components are (a dynamic one's as resolved in the current traits).
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        if lhs.provider != nil, rhs.provider != nil { return false }
        return lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }
    /// Hashes the four components, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }
    /// The components, as `UIColor(red: 1, green: 0, blue: 0, alpha: 1)`.
    public var description: String {
        "UIColor(red: \(red.clean), green: \(green.clean), blue: \(blue.clean), alpha: \(alpha.clean))"
    }

    /// Black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// White (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Fully transparent: views with a clear background show what is behind them.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Dark grey (white 1/3).
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Middle grey (white 0.5).
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey (white 2/3).
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Yellow (red and green).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Orange (red 1, green 0.5).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (red and blue at 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Cyan (green and blue).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Magenta (red and blue).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
}
