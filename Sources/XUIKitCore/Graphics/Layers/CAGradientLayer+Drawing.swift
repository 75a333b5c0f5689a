import Foundation

// The radial and conic shapes of `CAGradientLayer` (R29.10, R29.11), placed in the bounds; the
// Cairo patterns are in Graphics/Drawing/CGContext+LayerGradients.swift.
extension CAGradientLayer {
    /// An ellipse centred on `center` with radii the x and y distances from it to `reach`,
    /// padded with the last colour beyond.
    func drawRadial(_ gradient: CGGradient, center: CGPoint, reach: CGPoint, in context: CGContext) {
        let rx = abs(reach.x - center.x), ry = abs(reach.y - center.y)
        guard rx > 0, ry > 0 else {
            fillLastColour(of: gradient, in: bounds, context: context)
            return
        }
        context.drawEllipticalGradient(gradient, center: center, radii: CGSize(width: rx, height: ry))
    }

    /// The gradient round `center`: location 0 (and 1) in the direction of `toward`, locations
    /// growing clockwise on screen, as a turn.
    func drawConic(_ gradient: CGGradient, center: CGPoint, toward: CGPoint, in rect: CGRect, context: CGContext) {
        let startAngle = toward == center ? 0 : Double(atan2(toward.y - center.y, toward.x - center.x))
        context.drawConicGradient(gradient, center: center, startAngle: startAngle, in: rect)
    }

    /// Fills `rect` with the gradient's last colour.
    func fillLastColour(of gradient: CGGradient, in rect: CGRect, context: CGContext) {
        guard let last = gradient.stops.last else { return }
        context.saveGState()
        context.setFillColor(UIColor(red: last.red, green: last.green, blue: last.blue, alpha: last.alpha))
        context.fill(rect)
        context.restoreGState()
    }
}
