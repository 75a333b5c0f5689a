import CCairo
import Foundation

// Paths on a context under Core Graphics' names, and the door through which layers outside the
// Cairo rooms (CAShapeLayer) add path elements (R28.5).
extension CGContext {
    /// Adds `path`'s elements to the context's current path.
    public func addPath(_ path: CGPath) { UIBezierPath.add(path.elements, to: cairo) }

    /// Fills the current path with the fill colour by `rule` and clears it.
    public func fillPath(using rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        fillPath()
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Adds path elements (starting with a move) to the context's current path.
    func addPathElements(_ elements: [UIBezierPath.Element]) { UIBezierPath.add(elements, to: cairo) }
}
