import Foundation

/// XUIKit's paths are their own Core Graphics paths, as its colours are (`CGColor`):
/// `UIBezierPath(ovalIn: rect).cgPath` is a `UIBezierPath`.
public typealias CGPath = UIBezierPath

extension UIBezierPath {
    /// The path as a Core Graphics path: a copy, so later changes to this path do not change it.
    public var cgPath: CGPath {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.lineWidth = lineWidth
        return copy
    }
}
