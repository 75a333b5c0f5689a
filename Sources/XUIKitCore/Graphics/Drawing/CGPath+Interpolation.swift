import Foundation

extension UIBezierPath {
    /// The path `fraction` of the way from `from` to `to`, for path animations; nil when the two
    /// cannot be interpolated, and the animation then shows `from` until it ends, then `to`
    /// (R28.9).
    ///
    /// Core Animation documents path animation as a linear blend of the points, and its result
    /// as undefined when the two paths differ in their number or kinds of elements. XUIKit blends
    /// element by element — every point, control points included, moves in a straight line —
    /// when both paths have the same elements in the same order (a move against a move, a line
    /// against a line, a curve against a curve), and returns nil otherwise. `fraction` may lie
    /// outside 0…1 (a spring overshooting): the points then extrapolate.
    static func interpolated(from: CGPath, to: CGPath, fraction: CGFloat) -> CGPath? {
        guard from.elements.count == to.elements.count else { return nil }
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
        }
        let path = UIBezierPath()
        for (a, b) in zip(from.elements, to.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): path.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): path.append(.line(mix(p, q)))
            case (.quad(let p, let c), .quad(let q, let d)): path.append(.quad(mix(p, q), mix(c, d)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                path.append(.curve(mix(p, q), mix(c1, d1), mix(c2, d2)))
            case (.close, .close): path.append(.close)
            default: return nil
            }
        }
        return path
    }
}
