import Foundation

/// A colour space, as Core Graphics names them. XUIKit draws in sRGB: every RGB space is drawn as
/// sRGB (Display P3 components are not converted), and the grey spaces give grey levels (R29.1).
/// A colour space says how many components `CGGradient(colorSpace:colorComponents:locations:count:)`
/// reads for each colour.
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The space's name (`CGColorSpace.sRGB`…); nil for the device spaces.
    public let name: String?
    /// The colour components of a colour in this space, without alpha: 3 for RGB, 1 for grey.
    public let numberOfComponents: Int

    init(name: String?, numberOfComponents: Int) {
        self.name = name
        self.numberOfComponents = numberOfComponents
    }

    /// The named colour space, or nil for a name XUIKit does not know.
    public convenience init?(name: String) {
        if Self.rgbNames.contains(name) {
            self.init(name: name, numberOfComponents: 3)
        } else if Self.greyNames.contains(name) {
            self.init(name: name, numberOfComponents: 1)
        } else {
            return nil
        }
    }

    /// The standard RGB space of displays and the web.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components beyond 0…1 (clamped when drawn by XUIKit).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function (drawn as sRGB by XUIKit).
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The Display P3 space (drawn as sRGB by XUIKit).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// A generic RGB space (drawn as sRGB by XUIKit).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Grey levels with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Grey levels with a linear transfer function.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Grey levels with sRGB's transfer function (drawn as sRGB greys by XUIKit).
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    private static let rgbNames: Set<String> = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear]
    private static let greyNames: Set<String> = [genericGrayGamma2_2, linearGray, extendedGray]

    /// Spaces with the same name and component count are equal.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.numberOfComponents == rhs.numberOfComponents
    }

    /// Hashes the name and component count.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(numberOfComponents)
    }

    /// The space's name and component count, for logs.
    public var description: String { "<CGColorSpace \(name ?? "device") components=\(numberOfComponents)>" }
}

/// The device RGB colour space (sRGB in XUIKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, numberOfComponents: 3)
}

/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, numberOfComponents: 1)
}
