import Foundation

/// The range of frame rates a display link would like, as Core Animation's.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, frames per second.
    public var minimum: Float
    /// The highest useful rate; 0 means the display's rate.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range of rates.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer in step with the display: calls its target once per frame while it is added to a
/// run loop and not paused.
///
/// Frames come from the app's animation clock, paced by the monitor's refresh rate (XRandR on
/// X11, 60 Hz when unknown); while no display link, animation or scrolling runs the clock sleeps.
///
/// ```swift
/// let link = CADisplayLink(target: self, selector: Selector("step:", GameView.step))
/// link.add(to: .main, forMode: .common)
/// ```
@preconcurrency @MainActor
public final class CADisplayLink {
    private var target: Any?
    private let selector: Selector?
    private let handler: ((CADisplayLink) -> Void)?
    private var isAdded = false
    private var lastFire: TimeInterval?

    /// The time of the last frame the link fired for, on the `systemUptime` time base; 0 before
    /// the first.
    public private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is due: finish the frame's work before it.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between the frames this link fires for.
    public private(set) var duration: TimeInterval = 0

    /// Whether the link is paused: it does not fire, and it alone keeps no frames coming.
    public var isPaused = false {
        didSet { if !isPaused, isAdded { AnimationClock.current.add(self) } }
    }

    /// The frame rate wanted, in frames per second; 0 (the default) means the display's rate.
    /// A rate below the display's makes the link skip frames.
    public var preferredFramesPerSecond: Int = 0

    /// The range of frame rates wanted; `.default` means the display's rate.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// A link that calls `selector` on `target` each frame, with the link as the sender. The link
    /// keeps the target until it is invalidated.
    public init(target: Any, selector sel: Selector) {
        self.target = target
        selector = sel
        handler = nil
    }

    /// A link that calls `handler` each frame (XUIKit's closure form).
    public init(handler: @escaping (CADisplayLink) -> Void) {
        selector = nil
        self.handler = handler
    }

    /// Starts firing with the app's frames. XUIKit has one run loop and one set of modes:
    /// `runloop` and `mode` are accepted for UIKit compatibility.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = true
        AnimationClock.current.add(self)
    }

    /// Stops firing (the reverse of `add(to:forMode:)`).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isAdded = false
        AnimationClock.current.remove(self)
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
        isAdded = false
        AnimationClock.current.remove(self)
        target = nil
    }

    /// The rate the link asks for, or nil for the display's.
    private var wantedRate: Double? {
        if let preferred = preferredFrameRateRange.preferred, preferred > 0 { return Double(preferred) }
        if preferredFrameRateRange.maximum > 0 { return Double(preferredFrameRateRange.maximum) }
        return preferredFramesPerSecond > 0 ? Double(preferredFramesPerSecond) : nil
    }

    /// Called by the clock at each display frame.
    func fire(at time: TimeInterval, interval: TimeInterval) {
        var period = interval
        if let rate = wantedRate, 1 / rate > interval {
            // Whole numbers of display frames, as a display link at a lower rate fires.
            period = interval * (1 / rate / interval).rounded()
        }
        if let lastFire, time - lastFire < period - interval / 2 { return }
        lastFire = time
        timestamp = time
        duration = period
        targetTimestamp = time + period
        if let handler {
            handler(self)
        } else if let selector, let target {
            _ = selector.perform(target, self, nil)
        }
    }
}
