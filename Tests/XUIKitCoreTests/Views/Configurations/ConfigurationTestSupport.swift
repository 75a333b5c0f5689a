import Foundation
@testable import XUIKitCore

/// A colour as 0–255 components (alpha too), resolved in `style`.
@MainActor
func components(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [Int] {
    guard let color else { return [] }
    let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    return [resolved.red, resolved.green, resolved.blue, resolved.alpha].map { Int(($0 * 255).rounded()) }
}

/// A plain `size` image, filled with red.
@MainActor
func solidImage(_ size: CGSize) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        UIColor.red.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// The height a one-line label in `font` measures, as the configuration views measure it.
@MainActor
func lineHeight(_ text: String, _ font: UIFont) -> CGFloat {
    let label = UILabel(frame: .zero)
    label.font = font
    label.numberOfLines = 0
    label.text = text
    return label.sizeThatFits(.zero).height
}

/// The width a one-line label in `font` measures.
@MainActor
func lineWidth(_ text: String, _ font: UIFont) -> CGFloat {
    let label = UILabel(frame: .zero)
    label.font = font
    label.numberOfLines = 0
    label.text = text
    return label.sizeThatFits(.zero).width
}
