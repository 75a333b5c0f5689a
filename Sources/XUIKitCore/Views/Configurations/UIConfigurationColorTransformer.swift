import Foundation

/// A function from one colour to another that a configuration applies to a base colour when it
/// resolves it (UIKit's `UIConfigurationColorTransformer`): for instance a list's text colour
/// turned white while a sidebar row is selected.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transform.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The transformed `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's luminance as a grey, alpha kept (Rec. 709 weights, as Core Image's
    /// monochrome filter uses).
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            let white = 0.2126 * resolved.red + 0.7152 * resolved.green + 0.0722 * resolved.blue
            return UIColor(white: white, alpha: resolved.alpha)
        }
    }

    /// UIKit returns the system's preferred tint for the colour; XUIKit has no per-app accent
    /// colour and returns the colour unchanged.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// UIKit turns the colour into a monochrome tint; XUIKit returns `grayscale`'s result.
    public static let monochromeTint = UIConfigurationColorTransformer { grayscale($0) }
}

/// A function from one set of text attributes to another that a button configuration applies
/// to its title's attributes (UIKit's `UIConfigurationTextAttributesTransformer`): for instance
/// a larger font for the title.
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The transform.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer that applies `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The transformed `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
