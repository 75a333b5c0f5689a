import Foundation
import XUIKit

/// A view that logs each touch callback with a snapshot of its touches, as the app author sees them.
@MainActor
final class TouchLogView: UIView {
    struct Seen {
        let object: UITouch
        var touch: ObjectIdentifier { ObjectIdentifier(object) }
        let phase: UITouch.Phase
        let type: UITouch.TouchType
        let view: UIView?
        /// In window coordinates.
        let location: CGPoint
    }
    /// One entry per callback: its name ("began", "moved", "ended", "cancelled") and the touches it was given.
    var calls: [(name: String, touches: [Seen])] = []

    private func log(_ name: String, _ touches: Set<UITouch>) {
        calls.append((name, touches.map {
            Seen(object: $0, phase: $0.phase, type: $0.type, view: $0.view, location: $0.location(in: nil))
        }))
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }

    /// Every touch snapshot, in callback order.
    var seen: [Seen] { calls.flatMap(\.touches) }
    /// The callback name once per touch it carried, in order.
    var phases: [String] { calls.flatMap { call in call.touches.map { _ in call.name } } }
    /// The distinct touch objects this view saw.
    var touches: Set<UITouch> { Set(seen.map(\.object)) }
}
