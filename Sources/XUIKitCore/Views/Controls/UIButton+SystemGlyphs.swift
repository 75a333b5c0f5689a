import Foundation

// The glyphs of UIKit's system button types (R17.8): `.contactAdd` a plus in a circle,
// `.detailDisclosure`, `.infoLight` and `.infoDark` an "i" in a circle, all in the tint colour;
// `.close` a grey "×" on a light grey disc, as iOS 13+ draws them. The glyph is 22 pt, centred,
// left of a title when the button has one; highlighted it dims, disabled it greys.

extension UIButton {
    /// The size of a system glyph, and of a glyph button with no title.
    static let systemGlyphSize = CGSize(width: 22, height: 22)

    /// Whether this button type draws a glyph of its own.
    var hasSystemGlyph: Bool {
        switch buttonType {
        case .contactAdd, .detailDisclosure, .infoLight, .infoDark, .close: return true
        case .custom, .system: return false
        }
    }

    /// The rectangle the glyph is drawn in: centred vertically, horizontally centred when there is
    /// no title, else at the content's left edge.
    var systemGlyphRect: CGRect {
        let size = Self.systemGlyphSize
        let x = hasVisibleTitle ? bounds.minX + contentEdgeInsets.left : bounds.midX - size.width / 2
        return CGRect(x: x.rounded(), y: (bounds.midY - size.height / 2).rounded(), width: size.width, height: size.height)
    }

    private var hasVisibleTitle: Bool { !(currentTitle ?? "").isEmpty }

    /// Whether `draw(_:)` draws the type's glyph: it has one and no image replaces it.
    var drawsSystemGlyph: Bool { hasSystemGlyph && imageView?.image == nil }

    /// Draws the type's glyph into the current context; nothing for `.custom` and `.system`.
    func drawSystemGlyph() {
        guard drawsSystemGlyph else { return }
        let rect = systemGlyphRect
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = rect.width / 2 - 1
        let dim: CGFloat = isHighlighted ? 0.3 : 1
        let ink = (isEnabled ? tintColor ?? .systemBlue : UIColor.systemGray)
        switch buttonType {
        case .contactAdd:
            let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            circle.lineWidth = 1.5
            ink.withAlphaComponent(ink.alpha * dim).setStroke()
            circle.stroke()
            let plus = UIBezierPath()
            plus.move(to: CGPoint(x: center.x - radius / 2, y: center.y))
            plus.addLine(to: CGPoint(x: center.x + radius / 2, y: center.y))
            plus.move(to: CGPoint(x: center.x, y: center.y - radius / 2))
            plus.addLine(to: CGPoint(x: center.x, y: center.y + radius / 2))
            plus.lineWidth = 2
            plus.lineCapStyle = .round
            plus.stroke()
        case .detailDisclosure, .infoLight, .infoDark:
            let circle = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            circle.lineWidth = 1.5
            ink.withAlphaComponent(ink.alpha * dim).setStroke()
            ink.withAlphaComponent(ink.alpha * dim).setFill()
            circle.stroke()
            UIBezierPath(ovalIn: CGRect(x: center.x - 1.25, y: center.y - 6, width: 2.5, height: 2.5)).fill()
            let stem = UIBezierPath()
            stem.move(to: CGPoint(x: center.x, y: center.y - 1.5))
            stem.addLine(to: CGPoint(x: center.x, y: center.y + 5.5))
            stem.lineWidth = 2.2
            stem.lineCapStyle = .round
            stem.stroke()
        case .close:
            UIColor.tertiarySystemFill.withAlphaComponent(UIColor.tertiarySystemFill.alpha * 2 * dim).setFill()
            UIBezierPath(ovalIn: rect).fill()
            let cross = UIBezierPath()
            let arm = radius * 0.42
            cross.move(to: CGPoint(x: center.x - arm, y: center.y - arm))
            cross.addLine(to: CGPoint(x: center.x + arm, y: center.y + arm))
            cross.move(to: CGPoint(x: center.x + arm, y: center.y - arm))
            cross.addLine(to: CGPoint(x: center.x - arm, y: center.y + arm))
            cross.lineWidth = 2
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.withAlphaComponent(UIColor.secondaryLabel.alpha * dim).setStroke()
            cross.stroke()
        case .custom, .system:
            break
        }
    }

    /// After layout: `titleEdgeInsets` and `imageEdgeInsets` move and shrink the title's and the
    /// image's frames (R17.7); a glyph button's title starts after its glyph.
    func applyTitleAndImageEdgeInsets() {
        func inset(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
            CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
                   width: max(0, rect.width - insets.left - insets.right), height: max(0, rect.height - insets.top - insets.bottom))
        }
        if let titleLabel {
            var frame = titleLabel.frame
            if hasSystemGlyph, hasVisibleTitle, imageView?.image == nil {
                let glyph = Self.systemGlyphSize.width + 6
                frame = CGRect(x: frame.minX + glyph, y: frame.minY, width: max(0, frame.width - glyph), height: frame.height)
            }
            titleLabel.frame = inset(frame, titleEdgeInsets)
        }
        if let imageView, imageView.image != nil { imageView.frame = inset(imageView.frame, imageEdgeInsets) }
    }
}
