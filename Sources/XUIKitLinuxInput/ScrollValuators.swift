import Foundation

/// One smooth-scroll axis of an input device (an XI 2.1 `XIScrollClassInfo`).
public struct ScrollAxis: Equatable, Sendable {
    /// The valuator that accumulates this axis's scrolling.
    public var number: Int
    /// True for the vertical axis, false for the horizontal one.
    public var isVertical: Bool
    /// How far the valuator moves for one wheel click. Drivers differ (120 inputtest, 15
    /// libinput, 1 some wheels); a negative increment means the axis is inverted.
    public var increment: Double

    /// An axis read from a device's description.
    public init(number: Int, isVertical: Bool, increment: Double) {
        self.number = number
        self.isVertical = isVertical
        self.increment = increment
    }
}

/// Turns XI 2.1 scroll valuators into scroll deltas in points.
///
/// A scroll valuator is an absolute accumulator (120, 180, 240 …), per source device, that also
/// changes while the pointer is over other clients' windows. Only differences between two events
/// that reached this client mean anything, so the first value after a reset only sets the
/// baseline — the "known deficiency of the XInput2 scroll protocol" SDL and GTK live with too
/// (x11-notes §4). The backend resets a device's baseline at start, on XI_Enter, and on
/// XI_DeviceChanged with reason XISlaveSwitch.
public struct ScrollValuators: Sendable {
    /// What one motion event's valuators mean for scrolling.
    public enum Outcome: Equatable, Sendable {
        /// The event carries none of the device's scroll valuators.
        case none
        /// The event carries scroll valuators, but they only (re)set the baseline or did not move.
        case baseline
        /// Scrolled by this many points; positive `dy` scrolls content down (button 5 direction).
        case scrolled(dx: CGFloat, dy: CGFloat)
    }

    /// The last value of each scroll valuator, per source device.
    private var last: [Int: [Int: Double]] = [:]

    /// No baselines yet.
    public init() {}

    /// The next event of `device` only sets the baseline.
    public mutating func reset(device: Int) { last[device] = nil }

    /// The next event of every device only sets the baseline.
    public mutating func resetAll() { last.removeAll() }

    /// Feeds the valuators of one motion event of source `device`, whose scroll axes are `axes`.
    /// One increment is one wheel click, `pointsPerClick` points.
    public mutating func apply(device: Int, axes: [ScrollAxis], values: [Int: Double],
                        pointsPerClick: CGFloat) -> Outcome {
        var dx: CGFloat = 0, dy: CGFloat = 0
        var sawScrollValuator = false
        for axis in axes {
            guard let value = values[axis.number] else { continue }
            sawScrollValuator = true
            let previous = last[device, default: [:]].updateValue(value, forKey: axis.number)
            // A huge jump is the driver's accumulator wrapping around, not a scroll (SDL does the same).
            guard let previous, axis.increment != 0, abs(value - previous) < 0.95 * Double(Int32.max) else { continue }
            let points = CGFloat((value - previous) / axis.increment) * pointsPerClick
            if axis.isVertical { dy += points } else { dx += points }
        }
        guard sawScrollValuator else { return .none }
        return dx == 0 && dy == 0 ? .baseline : .scrolled(dx: dx, dy: dy)
    }
}
