import CCairo
import Foundation

/// A blurred alpha mask: the shape that casts a shadow, softened as a Gaussian blur of standard
/// deviation `blurRadius` would (three box blurs each way, as SVG's feGaussianBlur specifies).
/// Bound to no actor: `CGContext.setShadow` uses it on whatever thread draws (R29.20).
struct ShadowMask {
    /// An A8 image surface; released when the mask is.
    let surface: OpaquePointer
    private let owner: SurfaceOwner

    /// How far beyond its shape a blur of `blurRadius` reaches: three standard deviations.
    static func reach(blurRadius: CGFloat) -> CGFloat {
        max(0, blurRadius * 3).rounded(.up)
    }

    /// The bounding box of `path`'s filled area.
    static func bounds(of path: UIBezierPath) -> CGRect {
        guard let scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return .null }
        defer { cairo_surface_destroy(scratch) }
        guard let cr = cairo_create(scratch) else { return .null }
        defer { cairo_destroy(cr) }
        path.build(in: CGContext(cairo: cr))
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Draws the shape with `shape` (which builds a path in the mask's pixel coordinates; it is
    /// filled opaque) and blurs it.
    init?(width: Int, height: Int, blurRadius: CGFloat, shape: (OpaquePointer) -> Void) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        owner = SurfaceOwner(surface: surface)
        self.surface = surface
        guard let cr = cairo_create(surface) else { return nil }
        shape(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let sigma = Double(max(0, blurRadius))
        // SVG 1.1, feGaussianBlur: three box blurs of size d approximate a Gaussian of sigma.
        let box = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        if box > 1, let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            Self.blur(data, width: width, height: height, stride: stride, box: box)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Three box blurs of `box` pixels along the rows, then along the columns.
    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, box: Int) {
        var line = [UInt8](repeating: 0, count: max(width, height))
        var result = [UInt8](repeating: 0, count: max(width, height))
        for y in 0..<height {
            for x in 0..<width { line[x] = data[y * stride + x] }
            for _ in 0..<3 { boxBlur(&line, into: &result, count: width, box: box); swap(&line, &result) }
            for x in 0..<width { data[y * stride + x] = line[x] }
        }
        for x in 0..<width {
            for y in 0..<height { line[y] = data[y * stride + x] }
            for _ in 0..<3 { boxBlur(&line, into: &result, count: height, box: box); swap(&line, &result) }
            for y in 0..<height { data[y * stride + x] = line[y] }
        }
    }

    /// A running-sum average of `box` neighbours (centred), treating outside as empty.
    private static func boxBlur(_ source: inout [UInt8], into target: inout [UInt8], count: Int, box: Int) {
        let before = box / 2, after = box - before - 1
        var sum = 0
        for i in 0..<min(after, count) { sum += Int(source[i]) }
        for i in 0..<count {
            let entering = i + after
            if entering < count { sum += Int(source[entering]) }
            let leaving = i - before - 1
            if leaving >= 0 { sum -= Int(source[leaving]) }
            target[i] = UInt8(min(255, (sum + box / 2) / box))
        }
    }
}

/// Destroys a Cairo surface when the last copy of its `ShadowMask` goes.
private final class SurfaceOwner {
    let surface: OpaquePointer
    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}
