import XUIKit

extension String {
    /// The string in a system font of `size`, as apps build attributed titles.
    func attributed(size: CGFloat, color: UIColor) -> NSAttributedString {
        NSAttributedString(string: self, attributes: [
            .font: UIFont.systemFont(ofSize: size, weight: .regular),
            .foregroundColor: color,
        ])
    }

    /// How wide the string is in `font`.
    func width(in font: UIFont) -> CGFloat {
        size(withAttributes: [.font: font]).width
    }
}

extension UIImage {
    /// A filled circle, drawn with UIGraphicsImageRenderer.
    static func dot(diameter: CGFloat, color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: diameter, height: diameter)).fill()
            context.cgContext.setLineCap(.round)
        }
    }
}

extension UIView {
    /// Pins the view to its superview's edges.
    func pinToSuperview() {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor == superview.leadingAnchor,
            trailingAnchor == superview.trailingAnchor,
            topAnchor == superview.topAnchor,
            bottomAnchor == superview.bottomAnchor,
        ])
    }
}
