import Foundation

extension UIBezierPath {
    /// A new path with the same shape drawn the other way (R28.2): each subpath starts where it
    /// ended and runs back through the same points and curves (a curve's control points swap); a
    /// closed subpath stays closed. The line styles are copied.
    public func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.flatness = flatness
        reversed.lineDash = lineDash
        var subpath: [(start: CGPoint, element: Element)] = []
        var start = CGPoint.zero, point = CGPoint.zero
        func flush(closed: Bool) {
            guard !subpath.isEmpty || closed else { return }
            reversed.append(.move(point))
            for (from, element) in subpath.reversed() {
                switch element {
                case .line: reversed.append(.line(from))
                case let .quad(_, control): reversed.append(.quad(from, control))
                case let .curve(_, control1, control2): reversed.append(.curve(from, control2, control1))
                case .move, .close: break
                }
            }
            if closed { reversed.append(.close) }
            subpath.removeAll()
        }
        for element in elements {
            switch element {
            case let .move(to):
                flush(closed: false)
                start = to; point = to
            case let .line(to), let .quad(to, _), let .curve(to, _, _):
                subpath.append((point, element)); point = to
            case .close:
                flush(closed: true)
                point = start
            }
        }
        flush(closed: false)
        return reversed
    }
}
