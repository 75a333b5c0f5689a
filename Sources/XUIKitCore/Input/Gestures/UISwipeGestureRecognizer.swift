import Foundation

/// A discrete recognizer for a quick stroke in a given direction (R8.42).
///
/// Apple gives no thresholds; XUIKit's [IMPL] ones: once all `numberOfTouchesRequired` fingers
/// are down, their centroid must travel `minimumDistance` (50 pt) along one axis within
/// `maximumDuration` (0.5 s) of the first touch, while straying at most half as far across it
/// (within about 27° of the axis), in an allowed direction. It recognizes during that move, not
/// at the lift. A lift, a wrong or diagonal stroke, an extra finger or the timeout make it fail.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions (R8.42 raw values); several may be combined.
    public struct Direction: OptionSet, Sendable {
        /// The directions as bits.
        public let rawValue: UInt
        /// Makes a set of directions from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Left to right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Right to left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Bottom to top.
        public static let up = Direction(rawValue: 1 << 2)
        /// Top to bottom.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions; `.right` by default.
    open var direction: Direction = .right
    /// Fingers that must swipe together; 1 by default.
    open var numberOfTouchesRequired = 1

    /// [IMPL] The distance along the axis that makes a swipe.
    static let minimumDistance: CGFloat = 50
    /// [IMPL] The most it may travel across the axis, as a fraction of the distance along it.
    static let maximumDeviation: CGFloat = 0.5
    /// [IMPL] The time from the first touch within which the distance must be covered.
    static let maximumDuration: TimeInterval = 0.5

    private var fingers: [(touch: UITouch, down: CGPoint)] = []
    private var startLocation: CGPoint?

    override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if fingers.isEmpty {
            // Only a swipe still deciding times out: one recognized while its finger stays down
            // has no failure to report.
            scheduleTimeout(at: event.timestamp + Self.maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
        for touch in touches { fingers.append((touch, touch.locationInWindow)) }
        if fingers.count > numberOfTouchesRequired { state = .failed }
        if fingers.count == numberOfTouchesRequired {
            startLocation = Self.centroid(fingers.map(\.down))
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let startLocation, fingers.count == numberOfTouchesRequired else { return }
        let now = Self.centroid(fingers.map(\.touch.locationInWindow))
        let dx = now.x - startLocation.x, dy = now.y - startLocation.y
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        guard along >= Self.minimumDistance else { return }
        let stroke: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        state = (across <= along * Self.maximumDeviation && direction.contains(stroke)) ? .recognized : .failed
        cancelTimeouts()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        fingers.removeAll()
        startLocation = nil
    }

    /// Where the swipe began: the centroid of its fingers' touch-down points (R8.42).
    open override func location(in view: UIView?) -> CGPoint {
        guard let startLocation else { return super.location(in: view) }
        return Self.convert(startLocation, to: view)
    }
}
