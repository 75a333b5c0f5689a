import Foundation

extension UIImage {
    /// What an image is drawn for: the traits it resolves against. `SymbolConfiguration` adds a
    /// symbol's size, weight, scale and colours. Configurations are immutable.
    ///
    /// `@unchecked Sendable`: every stored property is a `let` of a `Sendable` type; the class is
    /// not final only so that `SymbolConfiguration` can refine it, as in UIKit.
    public class Configuration: @unchecked Sendable, CustomStringConvertible {
        /// The traits the image is drawn for; nil when the configuration names none.
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }

        /// A copy with `traitCollection` as its traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Configuration {
            Configuration(traitCollection: traitCollection)
        }

        /// This configuration with what `other` sets laid over it (its traits, when it has some).
        public func applying(_ other: Configuration?) -> Configuration {
            Configuration(traitCollection: other?.traitCollection ?? traitCollection)
        }

        /// The traits, for logs.
        public var description: String { "<UIImage.Configuration traits=\(traitCollection.map { "\($0)" } ?? "none")>" }
    }

    /// The weight of a symbol's strokes, as the font weights (R24.6).
    public enum SymbolWeight: Int, Sendable {
        /// No weight: the text style's or font's, else regular.
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular, the default.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black, the heaviest.
        case black = 9

        /// The font weight of the same name (regular for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight nearest a font weight.
        init(_ weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }
    }

    /// A symbol's size relative to its point size (R24.5).
    public enum SymbolScale: Int, Sendable {
        /// The context's default: medium.
        case `default` = -1
        /// No scale: medium, unless a configuration applied later sets one.
        case unspecified = 0
        /// Smaller than the text beside it: 0.8 × the medium size.
        case small = 1
        /// The size of the text beside it.
        case medium = 2
        /// Larger than the text beside it: 1.3 × the medium size.
        case large = 3
    }
}
