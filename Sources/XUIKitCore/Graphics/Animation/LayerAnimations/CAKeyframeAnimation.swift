import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, at an even speed: key times from the distances between values.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (Catmull-Rom).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// `cubic` at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer to the path's direction.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned along the path's tangent plus a half turn.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation of one property through a list of values, or of a point along a path (R30.8).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through, in order.
    open var values: [Any]?
    /// A path the (point) property follows; when set, `values` is ignored.
    open var path: CGPath?
    /// When each value is reached, as fractions 0…1 of the cycle, one per value (one more for
    /// `.discrete`); evenly spaced when nil or of the wrong length.
    open var keyTimes: [NSNumber]?
    /// The timing of each segment between two values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are mixed; `.linear` by default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Turns the layer along `path`; nil (no turn) by default.
    open var rotationMode: CAAnimationRotationMode?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; rotationMode = other.rotationMode
    }

    /// The key times to use for `count` values: given ones when they fit, else paced or even.
    private func times(count: Int, distances: () -> [CGFloat]) -> [CGFloat] {
        let discrete = calculationMode == .discrete
        let wanted = discrete ? count + 1 : count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let steps = distances()
            let total = steps.reduce(0, +)
            if total > 0 {
                var result: [CGFloat] = [0]
                var sum: CGFloat = 0
                for step in steps { sum += step; result.append(sum / total) }
                return result
            }
        } else if let keyTimes, keyTimes.count == wanted || (discrete && keyTimes.count == count) {
            return keyTimes.map { CGFloat($0.doubleValue) }
        }
        let segments = discrete ? count : max(count - 1, 1)
        return (0...segments).map { CGFloat($0) / CGFloat(segments) }
    }

    /// Which segment `fraction` falls in, and how far along it (after its timing function).
    private func locate(_ fraction: CGFloat, in times: [CGFloat], paced: Bool) -> (index: Int, local: CGFloat) {
        var index = 0
        while index + 1 < times.count - 1, fraction >= times[index + 1] { index += 1 }
        let start = times[index], end = index + 1 < times.count ? times[index + 1] : 1
        var local = end > start ? (fraction - start) / (end - start) : 1
        local = min(max(local, 0), 1)
        if !paced, let functions = timingFunctions, index < functions.count {
            local = CGFloat(functions[index].progress(Double(local)))
        }
        return (index, local)
    }

    override func animatedValue(current: Any?, simpleTime: Double, cycleDuration: Double, iteration: Int) -> Any? {
        let fraction = CGFloat(easedFraction(simpleTime: simpleTime, cycleDuration: cycleDuration))
        if path != nil { return nil }
        guard let values, !values.isEmpty else { return nil }
        var value = value(of: values, at: fraction)
        if isCumulative, iteration > 0, let first = values.first, let last = values.last,
           let shift = LayerInterpolation.subtract(LayerInterpolation.mix(first, last, CGFloat(iteration)), first) {
            value = LayerInterpolation.add(value, shift) ?? value
        }
        return value
    }

    /// The value at `fraction` (0…1) of the cycle.
    func value(of values: [Any], at fraction: CGFloat) -> Any? {
        guard values.count > 1 else { return values.first }
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = times(count: values.count) {
            (0..<values.count - 1).map { LayerInterpolation.distance(values[$0], values[$0 + 1]) }
        }
        if calculationMode == .discrete {
            var index = 0
            while index + 1 < times.count, fraction >= times[index + 1] { index += 1 }
            return values[min(index, values.count - 1)]
        }
        let (index, local) = locate(fraction, in: times, paced: paced)
        let next = min(index + 1, values.count - 1)
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            let before = values[max(index - 1, 0)], after = values[min(next + 1, values.count - 1)]
            if let curve = LayerInterpolation.catmullRom(before, values[index], values[next], after, local) { return curve }
        }
        return LayerInterpolation.mix(values[index], values[next], local)
    }

    override func applyValue(to layer: CALayer, simpleTime: Double, cycleDuration: Double, iteration: Int) {
        guard let path, let keyPath else {
            super.applyValue(to: layer, simpleTime: simpleTime, cycleDuration: cycleDuration, iteration: iteration)
            return
        }
        let pieces = PathFlattening.pieces(of: path)
        guard !pieces.isEmpty else { return }
        let fraction = CGFloat(easedFraction(simpleTime: simpleTime, cycleDuration: cycleDuration))
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        var point: CGPoint
        var angle: CGFloat
        if paced {
            (point, angle) = PathFlattening.point(along: pieces.flatMap { $0 }, at: fraction)
        } else {
            let times = times(count: pieces.count + 1) { pieces.map { PathFlattening.length(of: $0) } }
            if calculationMode == .discrete {
                var index = 0
                while index + 1 < times.count - 1, fraction >= times[index + 1] { index += 1 }
                point = index == 0 ? pieces[0].first?.from ?? .zero : pieces[index - 1].last?.to ?? .zero
                angle = PathFlattening.point(along: pieces[max(index - 1, 0)], at: 1).angle
            } else {
                let (index, local) = locate(fraction, in: times, paced: false)
                (point, angle) = PathFlattening.point(along: pieces[min(index, pieces.count - 1)], at: local)
            }
        }
        if isAdditive, let current = layer.value(forKeyPath: keyPath) as? CGPoint {
            point = CGPoint(x: point.x + current.x, y: point.y + current.y)
        }
        layer.setValue(point, forKeyPath: keyPath)
        if let rotationMode {
            if rotationMode == .rotateAutoReverse { angle += .pi }
            layer.setValue(angle, forKeyPath: "transform.rotation.z")
        }
    }
}

/// A path as straight pieces, element by element (curves in short chords; arcs, ovals and rounded
/// rects are stored as curves, Graphics/Drawing/CGPath+Shapes.swift), for
/// keyframe animations along it.
@MainActor
enum PathFlattening {
    struct Chord { var from: CGPoint; var to: CGPoint }

    /// The chords of each drawing element (moves start a new subpath and draw nothing).
    static func pieces(of path: UIBezierPath) -> [[Chord]] {
        var result: [[Chord]] = []
        var current: CGPoint?
        var start = CGPoint.zero
        func polyline(_ points: [CGPoint]) {
            guard points.count > 1 else { return }
            result.append(zip(points, points.dropFirst()).map { Chord(from: $0, to: $1) })
            current = points.last
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): polyline([current ?? p, p])
            case .curve(let end, let c1, let c2):
                let p0 = current ?? end
                polyline((0...16).map { i -> CGPoint in
                    let t = CGFloat(i) / 16, u = 1 - t
                    let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x
                    let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y
                    return CGPoint(x: x, y: y)
                })
            case .quad(let end, let control):
                let p0 = current ?? end
                polyline((0...16).map { i -> CGPoint in
                    let t = CGFloat(i) / 16, u = 1 - t
                    return CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * end.x,
                                   y: u * u * p0.y + 2 * u * t * control.y + t * t * end.y)
                })
            case .close:
                if let p = current, p != start { polyline([p, start]) }
                current = start
            }
        }
        return result
    }

    static func length(of chords: [Chord]) -> CGFloat {
        chords.reduce(0) { $0 + hypot($1.to.x - $1.from.x, $1.to.y - $1.from.y) }
    }

    /// The point `fraction` of the way along `chords` by length, and the direction there.
    static func point(along chords: [Chord], at fraction: CGFloat) -> (CGPoint, angle: CGFloat) {
        guard let first = chords.first else { return (.zero, 0) }
        var remaining = length(of: chords) * min(max(fraction, 0), 1)
        for chord in chords {
            let dx = chord.to.x - chord.from.x, dy = chord.to.y - chord.from.y
            let piece = hypot(dx, dy)
            let angle = CGFloat(atan2(Double(dy), Double(dx)))
            if remaining <= piece, piece > 0 {
                let t = remaining / piece
                return (CGPoint(x: chord.from.x + dx * t, y: chord.from.y + dy * t), angle)
            }
            remaining -= piece
        }
        let last = chords.last ?? first
        return (last.to, CGFloat(atan2(Double(last.to.y - last.from.y), Double(last.to.x - last.from.x))))
    }
}
