import Foundation

/// The small marks lists draw, shared by table cells and collection list cells so both look
/// alike: the disclosure chevron, the checkmark, the delete and insert circles.
@MainActor
enum ListGlyphs {
    /// A disclosure chevron's size: 8 × 13 pt, as UIKit's.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// A checkmark's size: 14 × 11 pt.
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// The delete and insert circles' size: 22 pt.
    static let controlSize = CGSize(width: 22, height: 22)

    /// A ">" filling `rect`, in `color`; pointing down instead when `down` (an expanded outline).
    static func drawChevron(in rect: CGRect, color: UIColor, down: Bool = false, context: CGContext) {
        context.setStrokeColor(color)
        context.setLineWidth(2)
        context.beginPath()
        if down {
            context.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
            context.addLine(to: CGPoint(x: rect.midX, y: rect.maxY - 1))
            context.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1))
        } else {
            context.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
            context.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
            context.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        }
        context.strokePath()
    }

    /// A tick filling `rect`, in `color`.
    static func drawCheckmark(in rect: CGRect, color: UIColor, context: CGContext) {
        context.setStrokeColor(color)
        context.setLineWidth(2)
        context.beginPath()
        context.move(to: CGPoint(x: rect.minX, y: rect.midY))
        context.addLine(to: CGPoint(x: rect.minX + rect.width * 0.38, y: rect.maxY))
        context.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        context.strokePath()
    }

    /// A `fill` circle with a white minus, or with a white plus when `plus`.
    static func drawControl(in rect: CGRect, fill: UIColor, plus: Bool, context: CGContext) {
        context.setFillColor(fill)
        context.fillEllipse(in: rect)
        context.setFillColor(UIColor.white)
        context.fill(CGRect(x: rect.minX + 5, y: rect.midY - 1, width: rect.width - 10, height: 2))
        if plus { context.fill(CGRect(x: rect.midX - 1, y: rect.minY + 5, width: 2, height: rect.height - 10)) }
    }
}
