import Foundation

/// A description of a font by attributes (family, face, size, weight, traits), from which
/// `UIFont(descriptor:size:)` makes a font.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Style traits a font has or is asked for, with UIKit's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt32
        /// Traits from UIKit's bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A slanted (italic or oblique) face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face (semibold or heavier).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wide face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrow face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// A face whose glyphs all have one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// Names of descriptor attributes, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw name.
        public let rawValue: String
        /// A name from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The face name within the family, such as "Semibold" (`String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The font name, as `UIFont(name:size:)` takes it (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size (`CGFloat`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// A dictionary of `TraitKey` to values: `.weight` and `.symbolic`.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw name.
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The weight, as a `UIFont.Weight` or its `CGFloat` value.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The symbolic traits, as `SymbolicTraits` or their `UInt32` bits.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// The family asked for, if any.
    let family: String?
    /// The face asked for, if any.
    let face: String?
    /// The font name asked for, if any.
    let name: String?
    /// The size in points; 0 when not given.
    public let pointSize: CGFloat
    /// The weight asked for, if any.
    let weight: UIFont.Weight?
    /// The traits asked for.
    public let symbolicTraits: SymbolicTraits

    init(family: String? = nil, face: String? = nil, name: String? = nil, size: CGFloat = 0,
         weight: UIFont.Weight? = nil, traits: SymbolicTraits = []) {
        self.family = family
        self.face = face
        self.name = name
        pointSize = size
        self.weight = weight
        symbolicTraits = traits
    }

    /// A descriptor from attributes (keys of `AttributeName`); values of the wrong type are
    /// ignored.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        let weight = (traits[.weight] as? UIFont.Weight) ?? (Self.cgFloat(traits[.weight]).map(UIFont.Weight.init(rawValue:)))
        let symbolic = (traits[.symbolic] as? SymbolicTraits)
            ?? (traits[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)) ?? []
        self.init(family: attributes[.family] as? String, face: attributes[.face] as? String,
                  name: attributes[.name] as? String, size: Self.cgFloat(attributes[.size]) ?? 0,
                  weight: weight, traits: symbolic)
    }

    /// A descriptor for the font named `name` (as `UIFont(name:size:)`) at `size` points.
    public convenience init(name: String, size: CGFloat) {
        self.init(family: nil, face: nil, name: name, size: size, weight: nil, traits: [])
    }

    /// The descriptor's attributes, with UIKit's keys.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [:]
        if let family { attributes[.family] = family }
        if let face { attributes[.face] = face }
        if let name { attributes[.name] = name }
        if pointSize > 0 { attributes[.size] = pointSize }
        var traits: [TraitKey: Any] = [:]
        if let weight { traits[.weight] = weight.rawValue }
        if !symbolicTraits.isEmpty { traits[.symbolic] = symbolicTraits.rawValue }
        if !traits.isEmpty { attributes[.traits] = traits }
        return attributes
    }

    /// The same descriptor with `traits` instead of its own; nil when the family has no face
    /// with them (for example italic in a family without italics).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let descriptor = UIFontDescriptor(family: family, face: nil, name: nil, size: pointSize,
                                          weight: traits.contains(.traitBold) ? .bold : (weight == .bold ? nil : weight),
                                          traits: traits)
        guard let family = descriptor.resolvedFamily, !FontCatalog.genericFamilies.contains(family) else { return descriptor }
        let faces = FontCatalog.shared.faces(of: family)
        guard !faces.isEmpty else { return descriptor }
        let italicOK = !traits.contains(.traitItalic) || faces.contains(where: \.italic)
        let boldOK = !traits.contains(.traitBold) || faces.contains(where: { $0.pangoWeight >= 600 })
        return italicOK && boldOK ? descriptor : nil
    }

    /// The same descriptor at `size` points.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(family: family, face: face, name: name, size: size, weight: weight, traits: symbolicTraits)
    }

    /// The same descriptor with another family (dropping any face and name).
    public func withFamily(_ family: String) -> UIFontDescriptor {
        UIFontDescriptor(family: family, size: pointSize, weight: weight, traits: symbolicTraits)
    }

    /// The same descriptor with a face of its family, such as "Semibold" or "Bold Italic".
    public func withFace(_ face: String) -> UIFontDescriptor {
        UIFontDescriptor(family: family, face: face, name: nil, size: pointSize, weight: weight, traits: symbolicTraits)
    }

    /// A descriptor with `attributes` added to (and replacing) this one's.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// The family the descriptor resolves to: its own, its name's, or the system (monospace)
    /// family.
    var resolvedFamily: String? {
        if let family { return family }
        if let name { return FontCatalog.shared.font(named: name)?.family }
        return nil
    }

    /// Descriptors are equal when all their attributes are.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.family == rhs.family && lhs.face == rhs.face && lhs.name == rhs.name && lhs.pointSize == rhs.pointSize
            && lhs.weight == rhs.weight && lhs.symbolicTraits == rhs.symbolicTraits
    }
    /// A hash consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(family); hasher.combine(name); hasher.combine(pointSize); hasher.combine(symbolicTraits.rawValue)
    }
    /// The attributes, for debugging.
    public var description: String {
        "UIFontDescriptor(family: \(family ?? "-"), face: \(face ?? "-"), size: \(pointSize.clean), traits: \(symbolicTraits.rawValue))"
    }

    private static func cgFloat(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }
}

extension UIFont {
    /// A font from a descriptor at `size` points (0: the descriptor's size, or 17). The family
    /// comes from the descriptor's name, family (and face) or, with neither, the system font
    /// (`monospace` with `.traitMonoSpace`); the weight from the face, the `.weight` trait or
    /// `.traitBold`; the slant from the face or `.traitItalic`.
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let size = size > 0 ? size : descriptor.pointSize > 0 ? descriptor.pointSize : UIFont.systemFontSize
        let traits = descriptor.symbolicTraits
        var family = descriptor.family
            ?? (traits.contains(.traitMonoSpace) ? "monospace" : UIFont.systemFamilyName)
        var weight = descriptor.weight ?? (traits.contains(.traitBold) ? .bold : .regular)
        var italic = traits.contains(.traitItalic)
        if let name = descriptor.name, let match = FontCatalog.shared.font(named: name) {
            family = match.family
            weight = descriptor.weight ?? match.weight
            italic = italic || match.italic
        } else if let face = descriptor.face,
                  let match = FontCatalog.shared.faces(of: family).first(where: {
                      FontCatalog.squashed($0.name) == FontCatalog.squashed(face) }) {
            weight = match.weight
            italic = match.italic
        }
        self.init(family: family, size: size, weight: weight, italic: italic)
    }

    /// The font's descriptor: family, size, weight and traits (bold from semibold up, italic,
    /// monospace for a fixed-width family).
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if pangoWeight >= 600 { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if familyName == "monospace" || FontCatalog.shared.isMonospaced(familyName) { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(family: familyName, size: pointSize, weight: weight, traits: traits)
    }
}
