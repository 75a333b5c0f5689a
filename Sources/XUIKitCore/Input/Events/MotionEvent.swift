import Foundation

/// A shake or other device motion (R10.1).
@MainActor
final class MotionEvent: UIEvent {
    let phase: InputEvent.MotionPhase
    init(subtype: EventSubtype, phase: InputEvent.MotionPhase, timestamp: TimeInterval) {
        self.phase = phase
        super.init()
        storedType = .motion
        storedSubtype = subtype
        storedTimestamp = timestamp
    }
}
