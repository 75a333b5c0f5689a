import Foundation
import XUIKitCore

/// A small, fast, seedable generator (SplitMix64), so a run is repeatable from its seed.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// Random raw input: mostly plausible (inside the window, a few devices and fingers, time moving
/// forward), with hostile values mixed in — NaN, infinities, the largest doubles, denormals,
/// huge device and button numbers, unknown windows.
struct RandomInput {
    var random: SplitMix
    private(set) var time: TimeInterval = 1000
    let window: WindowID
    /// Every device id used, so the run can end with each removed.
    private(set) var devices: Set<Int> = []

    init(seed: UInt64, window: WindowID) {
        random = SplitMix(seed: seed)
        self.window = window
    }

    private mutating func value(_ range: Double) -> CGFloat {
        guard random.chance(3) else { return CGFloat(random.unit() * range) }
        return [CGFloat.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                1.7e308, 1.6e308, .leastNonzeroMagnitude, -1e9, 0][random.below(10)]
    }

    private mutating func point() -> CGPoint { CGPoint(x: value(660) - 10, y: value(500) - 10) }

    private mutating func device() -> Int {
        let device = random.chance(2) ? Int(truncatingIfNeeded: random.next()) : random.below(4)
        devices.insert(device)
        return device
    }

    mutating func next() -> InputEvent {
        switch random.below(100) {
        case 0..<2: time += 0.6 + random.unit()           // long enough for timeouts
        case 2..<20: break                                // same frame
        default: time += random.unit() * 0.05
        }
        var timestamp = time
        if random.chance(1) { timestamp = [Double.nan, .infinity, -1, 1e300][random.below(4)] }
        let target = random.chance(2) ? WindowID(random.below(5) + 2) : window
        return InputEvent(timestamp: timestamp, window: target, kind: kind())
    }

    private mutating func kind() -> InputEvent.Kind {
        switch random.below(100) {
        case 0..<40:
            let phases: [InputEvent.Touch.Phase] = [.began, .moved, .moved, .moved, .ended, .cancelled]
            return .touch(.init(device: device(), id: random.below(6), phase: phases[random.below(phases.count)],
                                location: point(), type: random.chance(80) ? .direct : .indirectPointer,
                                force: value(1), majorRadius: value(20)))
        case 40..<52:
            let button = random.chance(3) ? Int(truncatingIfNeeded: random.next()) : [1, 1, 1, 2, 3, 8][random.below(6)]
            return .pointerButton(.init(device: device(), button: button, isDown: random.chance(50), location: point(),
                                        modifiers: random.chance(10) ? .control : []))
        case 52..<66:
            return .pointerMotion(.init(device: device(), location: point()))
        case 66..<70:
            return .pointerCrossing(entered: random.chance(50), location: point(), device: device())
        case 70..<80:
            return .scroll(.init(device: device(), location: point(), dx: value(80) - 40, dy: value(80) - 40,
                                 isDiscrete: random.chance(50)))
        case 80..<88:
            let phases: [InputEvent.Transform.Phase] = [.began, .changed, .changed, .changed, .ended, .cancelled]
            return .transform(.init(device: device(), phase: phases[random.below(phases.count)], location: point(),
                                    scale: value(3), rotation: value(6) - 3,
                                    translation: CGPoint(x: value(100), y: value(100)), fingerCount: 2 + random.below(3)))
        case 88..<95:
            let letters = Array("abcxyz \u{8}\r\t")
            let character = String(letters[random.below(letters.count)])
            let text = random.chance(2) ? String(repeating: "Ω", count: 5000) : character
            return .key(.init(keyCode: UIKeyboardHIDUsage(rawValue: 4 + random.below(60)), characters: text,
                              charactersIgnoringModifiers: text, isDown: random.chance(50)))
        case 95..<97:
            return .focus(random.chance(50))
        default:
            return .deviceRemoved(device())
        }
    }

    /// The end of all input: every device used goes away, then time moves on past every timeout.
    mutating func ending() -> [InputEvent] {
        time += 0.01
        var events = devices.sorted().map { InputEvent(timestamp: time, window: window, kind: .deviceRemoved($0)) }
        time += 10
        events.append(InputEvent(timestamp: time, window: window, kind: .focus(true)))
        return events
    }
}
