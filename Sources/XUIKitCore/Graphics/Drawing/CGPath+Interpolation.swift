import Foundation

extension UIBezierPath {
    /// The path `fraction` of the way from `from` to `to`, for path animations: nil when the two
    /// cannot be interpolated (Core Animation then jumps between them).
    /// (To be built with `CAShapeLayer`; until then, always nil.)
    static func interpolated(from: CGPath, to: CGPath, fraction: CGFloat) -> CGPath? { nil }
}
