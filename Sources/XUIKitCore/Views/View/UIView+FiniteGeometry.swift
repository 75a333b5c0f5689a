import Foundation

extension UIView {
    /// Whether the view's frame origin, bounds and alpha are all finite numbers, so it can be
    /// drawn. Rendering skips a view (and its subtree) that is not: a frame of `CGRect.null` or one
    /// computed from NaN must never break the frame for the views drawn after it.
    var hasFiniteGeometry: Bool {
        frame.hasFiniteEdges && boundsStorage.hasFiniteEdges && alpha.isFinite
    }
}

extension CGRect {
    /// True when every edge is a finite number (no NaN, no infinity). The edges are the origin and
    /// the origin plus the size, whichever way the size points: read from them directly (the
    /// render pass asks several times a view, and Foundation's `minX`… are calls that standardise).
    var hasFiniteEdges: Bool {
        origin.x.isFinite && origin.y.isFinite && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}

extension CGRect {
    /// `intersection(_:)` as plain comparisons when both rectangles have sizes of zero or more (the
    /// render pass asks it several times a view, and Foundation's is a call that standardises both
    /// first); the same result: `.null` when they do not meet, an empty rectangle where they touch.
    func clipped(to other: CGRect) -> CGRect {
        let (a, b) = (self, other)
        guard a.size.width >= 0, a.size.height >= 0, b.size.width >= 0, b.size.height >= 0 else { return intersection(other) }
        let x0 = Swift.max(a.origin.x, b.origin.x), x1 = Swift.min(a.origin.x + a.size.width, b.origin.x + b.size.width)
        let y0 = Swift.max(a.origin.y, b.origin.y), y1 = Swift.min(a.origin.y + a.size.height, b.origin.y + b.size.height)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
