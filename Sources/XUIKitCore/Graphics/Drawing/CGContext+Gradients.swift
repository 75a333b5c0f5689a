import CCairo
import Foundation

/// Whether a gradient drawing goes on beyond its start and end locations.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits, as Core Graphics numbers them.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Before the start (before the start line, or inside the start circle) the first colour
    /// goes on.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// After the end the last colour goes on.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

// Gradient fills (R29.3, R29.4). Both fill the whole clipping area, not a path, as in Core
// Graphics. Cairo's gradients are the PDF ones Core Graphics draws too; its EXTEND_NONE leaves
// both sides empty and EXTEND_PAD continues both. One side alone is the padded gradient masked by
// an opaque gradient of the same kind spanning the allowed range of the parameter t.
extension CGContext {
    /// Fills the clipping area with `gradient` along the line from `start` to `end`: location 0
    /// at `start`, 1 at `end`, constant across lines perpendicular to it. Beyond the two ends
    /// nothing is drawn unless `options` says so. A zero-length line draws nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
        func point(_ t: Double) -> (Double, Double) {
            (Double(start.x) + t * Double(end.x - start.x), Double(start.y) + t * Double(end.y - start.y))
        }
        paint(gradient, options: options, lowestT: -Self.farT) { t0, t1 in
            let (a, b) = (point(t0), point(t1))
            return cairo_pattern_create_linear(a.0, a.1, b.0, b.1)
        }
    }

    /// Fills the clipping area with `gradient` through the circles between the start circle
    /// (location 0) and the end circle (location 1), centres and radii changing evenly with the
    /// location; a later circle covers an earlier one. Before the start circle and after the end
    /// one nothing is drawn unless `options` says so.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
        guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
              startRadius > 0 || endRadius > 0 else { return }
        func circle(_ t: Double) -> (Double, Double, Double) {
            (Double(startCenter.x) + t * Double(endCenter.x - startCenter.x),
             Double(startCenter.y) + t * Double(endCenter.y - startCenter.y),
             Double(startRadius) + t * Double(endRadius - startRadius))
        }
        // Circles of negative radius are not drawn: the range before the start stops where the
        // radius reaches zero.
        let shrink = Double(endRadius - startRadius)
        let lowest = shrink > 0 ? max(-Self.farT, -Double(startRadius) / shrink) : -Self.farT
        paint(gradient, options: options, lowestT: lowest) { t0, t1 in
            let (a, b) = (circle(t0), circle(t1))
            return cairo_pattern_create_radial(a.0, a.1, a.2, b.0, b.1, b.2)
        }
    }

    /// How far "forever" reaches beyond a gradient's ends, in multiples of its length.
    private static let farT = 1024.0

    /// Paints `gradient` through the pattern `make(0, 1)` over the clipping area, limited to the
    /// range of t the options allow.
    private func paint(_ gradient: CGGradient, options: CGGradientDrawingOptions, lowestT: Double,
                       make: (Double, Double) -> OpaquePointer?) {
        guard let pattern = make(0, 1) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_save(cairo)
        cairo_new_path(cairo)
        if before == after {
            gradient.addStops(to: pattern, alpha: currentAlpha)
            cairo_pattern_set_extend(pattern, before ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
            cairo_set_source(cairo, pattern)
            drawingWithShadow { cairo_paint(cairo) }
        } else if let mask = before ? make(lowestT, 1) : make(0, Self.farT) {
            defer { cairo_pattern_destroy(mask) }
            gradient.addStops(to: pattern, alpha: 1)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_pattern_add_color_stop_rgba(mask, 0, 0, 0, 0, Double(currentAlpha))
            cairo_pattern_add_color_stop_rgba(mask, 1, 0, 0, 0, Double(currentAlpha))
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_NONE)
            cairo_set_source(cairo, pattern)
            drawingWithShadow { cairo_mask(cairo, mask) }
        }
        cairo_restore(cairo)
    }
}
