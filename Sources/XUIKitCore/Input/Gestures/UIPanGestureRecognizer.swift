import Foundation

/// A continuous recognizer for fingers dragged across the screen (R8.39, R8.40).
///
/// It begins once at least `minimumNumberOfTouches` fingers are down and their centroid has
/// moved 10 pt from where it started, reports `.changed` on every move after that, and ends when
/// the last finger lifts. More than `maximumNumberOfTouches` fingers make it fail before it
/// begins; after it began, extra fingers are ignored.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The kinds of scrolling that pan, as if fingers dragged; none by default, as in UIKit
    /// (see `UIPanGestureRecognizer+Scroll.swift`).
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// The fewest fingers that pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; unlimited by default.
    open var maximumNumberOfTouches = Int.max

    /// R8.39 [IMPL]: how far the centroid must move for a pan to begin (the backend's drag
    /// threshold, 10 pt by default).
    static var threshold: CGFloat { UIApplication.shared.backend.styleHints.dragThreshold }
    /// Velocity is measured over the samples of about this long before the latest.
    static let velocityWindow: TimeInterval = 0.1

    /// Translation = centroid − start, in window coordinates. `start` absorbs centroid jumps when
    /// fingers come and go, and `setTranslation(_:in:)`.
    var start: CGPoint?
    var samples: [(time: TimeInterval, centroid: CGPoint)] = []
    /// While panning from scroll: minus the accumulated scroll delta, standing in for the
    /// fingers' centroid.
    var scrollPoint: CGPoint?

    private var panningTouches: [UITouch] {
        queryableTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    }

    private var currentCentroid: CGPoint {
        if let scrollPoint { return scrollPoint }
        let touches = panningTouches
        return touches.isEmpty ? centroidInWindow : Self.centroid(touches.map(\.locationInWindow))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        let earlier = panningTouches.filter { !touches.contains($0) }
        let kept = earlier.isEmpty ? CGPoint.zero : translation(of: earlier)
        if state != .possible, panningTouches.count > maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard panningTouches.count <= maximumNumberOfTouches else {
            state = .failed
            return
        }
        rebase(keeping: kept, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard start != nil else { return }
        samples.append((event.timestamp, currentCentroid))
        samples.removeAll { $0.time < event.timestamp - Self.velocityWindow }
        switch state {
        case .possible:
            let translation = translationInWindow
            if panningTouches.count >= minimumNumberOfTouches && hypot(translation.x, translation.y) >= Self.threshold {
                state = .began
            }
        case .began, .changed:
            if panningTouches.count >= minimumNumberOfTouches { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        fingersLifted(touches, at: event.timestamp, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fingersLifted(touches, at: event.timestamp, cancelled: true)
    }

    private func fingersLifted(_ lifted: Set<UITouch>, at time: TimeInterval, cancelled: Bool) {
        guard panningTouches.isEmpty else {
            rebase(keeping: translation(of: panningTouches + lifted), at: time)
            return
        }
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Keeps the translation continuous when the set of fingers changes.
    private func rebase(keeping kept: CGPoint, at time: TimeInterval) {
        let centroid = currentCentroid
        start = CGPoint(x: centroid.x - kept.x, y: centroid.y - kept.y)
        samples = [(time, centroid)]
    }

    /// The translation the centroid of `touches` gives.
    private func translation(of touches: [UITouch]) -> CGPoint {
        guard let start else { return .zero }
        let centroid = Self.centroid(touches.map(\.locationInWindow))
        return CGPoint(x: centroid.x - start.x, y: centroid.y - start.y)
    }

    open override func reset() {
        super.reset()
        start = nil
        scrollPoint = nil
        samples.removeAll()
    }

    private var translationInWindow: CGPoint {
        guard let start else { return .zero }
        let centroid = currentCentroid
        return CGPoint(x: centroid.x - start.x, y: centroid.y - start.y)
    }

    /// How far the fingers' centroid moved from the first contact, in `view`'s coordinates
    /// (window coordinates for nil). Non-zero at `.began` (R8.40).
    open func translation(in view: UIView?) -> CGPoint {
        Self.convert(vector: translationInWindow, to: view)
    }

    /// Makes the current translation read `translation` (in `view`'s coordinates); later reads
    /// are relative to that (R8.40).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let wanted = Self.convert(vector: translation, from: view)
        let centroid = currentCentroid
        start = CGPoint(x: centroid.x - wanted.x, y: centroid.y - wanted.y)
    }

    /// The centroid's speed in points per second, in `view`'s coordinates, over the latest
    /// tenth of a second of movement (R8.40).
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = last.time - first.time
        let perSecond = CGPoint(x: Self.rate(last.centroid.x - first.centroid.x, over: dt),
                                y: Self.rate(last.centroid.y - first.centroid.y, over: dt))
        return Self.convert(vector: perSecond, to: view)
    }
}

extension UIGestureRecognizer {
    /// A displacement in `view`'s coordinates expressed in window coordinates.
    static func convert(vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(vector, to: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
