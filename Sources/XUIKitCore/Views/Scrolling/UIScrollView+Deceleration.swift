import Foundation

/// What a scroll view's motion after a drag, or in an animated scroll, is doing.
struct ScrollMotion {
    var decelerationRate: CGFloat = UIScrollView.DecelerationRate.normal.rawValue
    var bounces = true
    /// The offset the finger asks for during a drag, before rubber-banding.
    var dragOffset: CGPoint = .zero
    var isDecelerating = false
    /// When the drag last moved the content: a finger held still before lifting throws nothing.
    var lastDragMoveTime: TimeInterval = 0
    /// Coasting: from `origin` at `begin` with `velocity` (points per millisecond), slowing by
    /// the rate every millisecond, to rest at `target`.
    var coast: (origin: CGPoint, velocity: CGPoint, target: CGPoint, begin: TimeInterval)?
    /// Gliding along a curve from `start` to `target` (an animated scroll, or springing back
    /// from past an end).
    var glide: (start: CGPoint, target: CGPoint, begin: TimeInterval, duration: TimeInterval, curve: TimingCurve, isBounce: Bool)?
}

extension UIScrollView {
    /// How fast coasting content slows down: the fraction of its speed kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the speed kept per millisecond.
        public let rawValue: CGFloat
        /// A rate from its per-millisecond fraction.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quicker stops: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How quickly the content slows after a drag; `.normal` by default. Values outside 0…1
    /// (exclusive) are refused with a diagnostic.
    public var decelerationRate: DecelerationRate {
        get { DecelerationRate(rawValue: motion.decelerationRate) }
        set {
            guard newValue.rawValue > 0, newValue.rawValue < 1 else {
                Diagnostics.report("\(description): decelerationRate \(newValue.rawValue) is not between 0 and 1; it stays \(motion.decelerationRate)")
                return
            }
            motion.decelerationRate = newValue.rawValue
        }
    }

    /// Whether a drag may pull the content past its ends (it resists more the further it goes)
    /// and the content springs back when released; true by default.
    public var bounces: Bool {
        get { motion.bounces }
        set { motion.bounces = newValue }
    }

    /// Whether the content is moving by itself after a drag (coasting or springing back).
    public var isDecelerating: Bool { motion.isDecelerating }

    // MARK: - Ends of dragging

    /// The end of a drag with `velocity` (the pan's, points per second): asks the delegate where
    /// to rest, then coasts there, springs back inside the range, or stops (UIKit's order:
    /// willEndDragging, didEndDragging, willBeginDecelerating … didEndDecelerating).
    func endDragging(velocity: CGPoint) {
        isDragging = false
        // R25.2: a refresh the drag started keeps its room above the content.
        refreshControl?.scrollViewWillEndDragging()
        let offset = contentOffset
        let range = scrollableRange
        let outside = !range.contains(offset)
        // Offset speed in points per millisecond: opposite to the finger, only on axes that scroll.
        var speed = CGPoint(x: scrollsHorizontally ? -velocity.x / 1000 : 0, y: scrollsVertically ? -velocity.y / 1000 : 0)
        let heldStill = AnimationClock.current.scheduler.now - motion.lastDragMoveTime > 0.1
        if !speed.x.isFinite || !speed.y.isFinite || outside || heldStill { speed = .zero }
        let logRate = log(Double(motion.decelerationRate))
        var target = offset
        if speed != .zero {
            target = clampedOffset(CGPoint(x: offset.x - speed.x / CGFloat(logRate), y: offset.y - speed.y / CGFloat(logRate)))
        } else if outside {
            target = clampedOffset(offset)
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: speed, targetContentOffset: pointer)
        }
        if !target.x.isFinite || !target.y.isFinite { target = clampedOffset(offset) }
        let moves = abs(target.x - offset.x) >= 0.5 || abs(target.y - offset.y) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            if target != offset { applyContentOffset(target) }
            settleScrollIndicators()
            return
        }
        motion.isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let now = AnimationClock.current.scheduler.now
        if outside {
            motion.glide = (offset, target, now, 0.5, .easeOut, true)
        } else {
            // The exponential slow-down that rests exactly at `target`.
            let velocity = CGPoint(x: (target.x - offset.x) * CGFloat(-logRate), y: (target.y - offset.y) * CGFloat(-logRate))
            motion.coast = (offset, velocity, target, now)
        }
        observeScrollMotion()
    }

    // MARK: - Animated scrolling

    /// Glides the offset to `target` over 0.3 s (ease in-out), telling the delegate at every frame.
    func animateContentOffset(to target: CGPoint) {
        guard target != contentOffset else { return }
        motion.glide = (contentOffset, target, AnimationClock.current.scheduler.now, 0.3, .easeInOut, false)
        showScrollIndicatorsForScrolling()
        observeScrollMotion()
    }

    /// Moves the content at every frame until it rests, showing the scroll indicators while it
    /// moves (they settle at the last frame).
    private func observeScrollMotion() {
        AnimationClock.current.observeFrames(self) { [weak self] time in
            guard let self else { return false }
            let goesOn = self.stepScrollMotion(at: time)
            self.showScrollIndicatorsForScrolling()
            return goesOn
        }
    }

    /// Stops coasting and animated scrolling where the content is (no end callbacks).
    func stopScrollMotion() {
        guard motion.coast != nil || motion.glide != nil else { return }
        motion.coast = nil
        motion.glide = nil
        motion.isDecelerating = false
        AnimationClock.current.stopObservingFrames(self)
        settleScrollIndicators()
    }

    /// One frame of motion; false once the content rests.
    private func stepScrollMotion(at time: TimeInterval) -> Bool {
        // A finger on the content stops coasting where it is, as in UIKit.
        if motion.coast != nil, panGestureRecognizer.numberOfTouches > 0 {
            stopScrollMotion()
            return false
        }
        if let coast = motion.coast {
            let elapsed = max(0, (time - coast.begin) * 1000)
            let rate = Double(motion.decelerationRate)
            let kept = pow(rate, elapsed)
            let travelled = CGFloat((kept - 1) / log(rate))
            let speedNow = max(abs(coast.velocity.x), abs(coast.velocity.y)) * CGFloat(kept)
            // At rest once slower than a point per 100 ms (or within half a point of the target).
            let position = CGPoint(x: coast.origin.x + coast.velocity.x * travelled, y: coast.origin.y + coast.velocity.y * travelled)
            if speedNow < 0.01 || (abs(position.x - coast.target.x) < 0.5 && abs(position.y - coast.target.y) < 0.5) {
                motion.coast = nil
                applyContentOffset(coast.target)
                motion.isDecelerating = false
                delegate?.scrollViewDidEndDecelerating(self)
                return false
            }
            applyContentOffset(position)
            return true
        }
        if let glide = motion.glide {
            let fraction = glide.duration > 0 ? (time - glide.begin) / glide.duration : 1
            if fraction >= 1 {
                motion.glide = nil
                applyContentOffset(glide.target)
                if glide.isBounce {
                    motion.isDecelerating = false
                    delegate?.scrollViewDidEndDecelerating(self)
                } else {
                    delegate?.scrollViewDidEndScrollingAnimation(self)
                }
                return false
            }
            let p = CGFloat(glide.curve.progress(fraction, duration: glide.duration))
            applyContentOffset(CGPoint(x: glide.start.x + (glide.target.x - glide.start.x) * p,
                                       y: glide.start.y + (glide.target.y - glide.start.y) * p))
            return true
        }
        return false
    }

    // MARK: - Range and rubber-banding

    /// The offsets user scrolling may rest at (see `clampedOffset(_:)`).
    var scrollableRange: CGRect {
        let clampedMin = clampedOffset(CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity))
        let clampedMax = clampedOffset(CGPoint(x: CGFloat.infinity, y: CGFloat.infinity))
        return CGRect(x: clampedMin.x, y: clampedMin.y, width: clampedMax.x - clampedMin.x + 1e-9, height: clampedMax.y - clampedMin.y + 1e-9)
    }

    /// `offset` with the part past each end shrunk as UIKit's rubber band does: a pull of `x`
    /// past an end shows as `(1 − 1 / (0.55·x / size + 1)) · size`, never a whole view's size.
    func rubberBandedOffset(_ offset: CGPoint) -> CGPoint {
        let clamped = clampedOffset(offset)
        func band(_ value: CGFloat, _ edge: CGFloat, _ size: CGFloat) -> CGFloat {
            let excess = value - edge
            guard excess != 0, size > 0 else { return edge }
            let shown = (1 - 1 / (abs(excess) * 0.55 / size + 1)) * size
            return edge + (excess < 0 ? -shown : shown)
        }
        return CGPoint(x: band(offset.x, clamped.x, bounds.width), y: band(offset.y, clamped.y, bounds.height))
    }
}
