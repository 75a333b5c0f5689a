import CCairo
import Foundation

// The radial and conic fills of `CAGradientLayer` (R29.10, R29.11), drawn with Cairo's patterns:
// an elliptical radial pattern, and for the conic gradient (which Cairo lacks) a mesh of sectors
// round the centre.
extension CGContext {
    /// Fills the clip with `gradient` through ellipses centred on `center` with radii `radii`
    /// (location 1 on the outer ellipse), the last colour beyond.
    func drawEllipticalGradient(_ gradient: CGGradient, center: CGPoint, radii: CGSize) {
        guard radii.width > 0, radii.height > 0, let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1) else { return }
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: currentAlpha)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / Double(radii.width), 1 / Double(radii.height))
        cairo_matrix_translate(&matrix, -Double(center.x), -Double(center.y))
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    /// Fills `rect` with `gradient` round `center`: location 0 (and 1) at `startAngle` (radians,
    /// clockwise on screen from +x), locations growing clockwise through a whole turn.
    func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: Double, in rect: CGRect) {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let radius = Double(corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0) + 2
        guard radius.isFinite, let mesh = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(mesh) }
        // Sectors no wider than 1/128 turn, split at every stop, so each one's colour changes
        // linearly from edge to edge as the gradient does.
        var fractions = Set((0...Self.conicSectors).map { CGFloat($0) / CGFloat(Self.conicSectors) })
        for stop in gradient.stops { fractions.insert(stop.location) }
        let sorted = fractions.sorted()
        let alpha = Double(currentAlpha)
        let cx = Double(center.x), cy = Double(center.y)
        for (f0, f1) in zip(sorted, sorted.dropFirst()) where f1 > f0 {
            let a0 = startAngle + Double(f0) * 2 * .pi, a1 = startAngle + Double(f1) * 2 * .pi
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = (cx + radius * cos(a0), cy + radius * sin(a0)), p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_curve_to(mesh, p0.0 - k * sin(a0), p0.1 + k * cos(a0),
                                        p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            let c0 = gradient.colour(at: f0, after: true), c1 = gradient.colour(at: f1, after: false)
            for (corner, colour) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(colour.red), Double(colour.green),
                                                         Double(colour.blue), Double(colour.alpha) * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(cairo, mesh)
        cairo_paint(cairo)
    }

    /// How many sectors a whole turn of a conic gradient has at least.
    static let conicSectors = 128
}

extension CGGradient {
    /// The colour at `location`: the first stop's before it, the last's after it, linear between
    /// neighbouring stops. Where stops share a location, `after` picks the later one.
    func colour(at location: CGFloat, after: Bool) -> Stop {
        guard let first = stops.first, let last = stops.last else { return Stop(location: 0, red: 0, green: 0, blue: 0, alpha: 0) }
        let lowerIndex: Int?, upperIndex: Int?
        if after {
            lowerIndex = stops.lastIndex { $0.location <= location }
            upperIndex = lowerIndex.map { $0 + 1 < stops.count ? $0 + 1 : $0 }
        } else {
            upperIndex = stops.firstIndex { $0.location >= location }
            lowerIndex = upperIndex.map { $0 > 0 ? $0 - 1 : $0 }
        }
        guard let lower = lowerIndex, let upper = upperIndex else { return after ? first : last }
        let a = stops[lower], b = stops[upper]
        guard b.location > a.location else { return after ? a : b }
        let t = min(1, max(0, (location - a.location) / (b.location - a.location)))
        if after, lower == stops.count - 1 { return last }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return Stop(location: location, red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                    alpha: mix(a.alpha, b.alpha))
    }
}
