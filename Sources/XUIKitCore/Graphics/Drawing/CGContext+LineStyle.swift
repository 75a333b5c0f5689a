import CCairo
import Foundation

/// How the ends of stroked open lines look.
public enum CGLineCap: Int32, Sendable {
    /// Square ends, exactly at the end points (the default).
    case butt = 0
    /// Round ends: a half circle of the line's width beyond each end point.
    case round = 1
    /// Square ends extended by half the line's width beyond each end point.
    case square = 2
}

/// How stroked lines meet at corners.
public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners, cut off beyond the miter limit (the default).
    case miter = 0
    /// Rounded corners.
    case round = 1
    /// Corners cut off square.
    case bevel = 2
}

// Line style, set on Cairo's state so `saveGState()`/`restoreGState()` keep and restore it
// (R17.4). Cairo's defaults are Core Graphics': butt caps, miter joins, a miter limit of 10 and
// solid lines.
extension CGContext {
    /// The style of the ends of stroked lines; `.butt` at first.
    public func setLineCap(_ cap: CGLineCap) {
        let cairoCap: cairo_line_cap_t = switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        cairo_set_line_cap(cairo, cairoCap)
    }

    /// The style of corners in stroked lines; `.miter` at first.
    public func setLineJoin(_ join: CGLineJoin) {
        let cairoJoin: cairo_line_join_t = switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_join(cairo, cairoJoin)
    }

    /// How long a miter join may be, as a multiple of the line width, before it is drawn as a
    /// bevel; 10 at first.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, Double(limit)) }

    /// Dashes later strokes: `lengths` alternate painted and unpainted runs, in points, starting
    /// `phase` points into the pattern. Empty `lengths` draws solid lines again. Negative lengths,
    /// or lengths that are all zero, are refused with a diagnostic and leave lines solid.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard !lengths.isEmpty else { cairo_set_dash(cairo, nil, 0, 0); return }
        guard lengths.allSatisfy({ $0 >= 0 }), lengths.contains(where: { $0 > 0 }) else {
            Diagnostics.reportFromAnyThread("setLineDash: lengths \(lengths) must be non-negative and not all zero; lines stay solid")
            cairo_set_dash(cairo, nil, 0, 0)
            return
        }
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(phase))
    }
}
