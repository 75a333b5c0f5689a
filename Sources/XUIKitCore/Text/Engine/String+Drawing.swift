import Foundation

/// Drawing and measuring plain strings with UIKit's attribute dictionaries: the same engine as
/// `NSAttributedString` (plain text with only a font and colour takes a cached path).
extension String {
    /// Draws the string with its top-left corner at `point`, each paragraph on one line.
    /// Attributes as `NSAttributedString`'s (default: 17 pt system font, black).
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let (font, color) = Self.plainStyle(attributes) {
            TextEngine.shared.block(for: self, font: font, options: TextBlock.Options())
                .draw(in: CGRect(origin: point, size: .zero), color: color, context: context)
        } else {
            NSAttributedString(string: self, attributes: attributes).draw(at: point)
        }
    }

    /// Draws the string wrapped to the width of `rect`, from its top, clipped to `rect`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(in: rect)
    }

    /// Draws the string in `rect` as `options` say (see `NSAttributedString.draw(with:options:context:)`).
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil) {
        NSAttributedString(string: self, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// The size the string takes with each paragraph on one line.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        if let (font, _) = Self.plainStyle(attributes) {
            return TextEngine.shared.block(for: self, font: font, options: TextBlock.Options()).size
        }
        return NSAttributedString(string: self, attributes: attributes).size()
    }

    /// The rectangle the string takes laid out in `size` (see
    /// `NSAttributedString.boundingRect(with:options:context:)`).
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext? = nil) -> CGRect {
        NSAttributedString(string: self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// The font and colour when those are the only attributes.
    @MainActor
    static func plainStyle(_ attributes: [NSAttributedString.Key: Any]?) -> (UIFont, UIColor)? {
        guard let attributes else { return (.defaultTextFont, .black) }
        guard attributes.keys.allSatisfy({ $0 == .font || $0 == .foregroundColor }) else { return nil }
        return (attributes[.font] as? UIFont ?? .defaultTextFont, attributes[.foregroundColor] as? UIColor ?? .black)
    }
}
