import CCairo
import Foundation

/// Nine-part stretching of a layer's `contents` by `contentsCenter` (R41.10): the image part
/// `contentsRect` picks is cut at the centre rectangle's edges; the corners keep their size (at
/// `contentsScale` pixels a point), the edges stretch along one axis and the centre along both.
/// When the frame is smaller than the fixed parts, they shrink in proportion.
extension LayerTreePainter {
    /// Draws `image`'s pixels `source` into `frame` (layer bounds coordinates), cut by
    /// `center` (unit coordinates of `source`).
    func drawNinePart(_ image: CGImage, source: CGRect, frame: CGRect, center: CGRect, scale: CGFloat) {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let xs = Self.cuts(source.minX, source.width, center.minX, center.maxX, frame.minX, frame.width, scale)
        let ys = Self.cuts(source.minY, source.height, center.minY, center.maxY, frame.minY, frame.height, scale)
        for column in 0..<3 {
            for row in 0..<3 {
                let from = CGRect(x: xs.source[column], y: ys.source[row], width: xs.source[column + 1] - xs.source[column],
                                  height: ys.source[row + 1] - ys.source[row])
                let to = CGRect(x: xs.target[column], y: ys.target[row], width: xs.target[column + 1] - xs.target[column],
                                height: ys.target[row + 1] - ys.target[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                cairo_save(cairo)
                cairo_rectangle(cairo, Double(to.minX), Double(to.minY), Double(to.width), Double(to.height))
                cairo_clip(cairo)
                cairo_translate(cairo, Double(to.minX), Double(to.minY))
                cairo_scale(cairo, Double(to.width / from.width), Double(to.height / from.height))
                cairo_translate(cairo, -Double(from.minX), -Double(from.minY))
                cairo_set_source_surface(cairo, image.surface, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_paint(cairo)
                cairo_restore(cairo)
            }
        }
    }

    /// The four cut positions along one axis, in the image's pixels and in the frame.
    static func cuts(_ start: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, _ frameStart: CGFloat,
                     _ frameLength: CGFloat, _ scale: CGFloat) -> (source: [CGFloat], target: [CGFloat]) {
        let a = min(max(low, 0), 1), b = min(max(high, a), 1)
        let source = [start, start + a * length, start + b * length, start + length]
        var before = a * length / scale, after = (1 - b) * length / scale
        if before + after > frameLength, before + after > 0 {
            let shrink = frameLength / (before + after)
            before *= shrink
            after *= shrink
        }
        return (source, [frameStart, frameStart + before, frameStart + frameLength - after, frameStart + frameLength])
    }
}
