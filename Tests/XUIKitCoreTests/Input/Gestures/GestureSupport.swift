import Foundation
@testable import XUIKitCore
import XUIKitHeadlessTesting

/// A plain control subclass, unprotected from ancestor recognizers (R7.40).
@MainActor
final class UnprotectedControl: UIControl {}

/// A target for control events.
@MainActor
final class GestureControlLog {
    var events: [String] = []
    var onTouchUpInside: (() -> Void)?
    let journal: GestureJournal?
    init(journal: GestureJournal? = nil) { self.journal = journal }
    func touchDown() { add("touchDown") }
    func touchUpInside() { add("touchUpInside"); onTouchUpInside?() }
    func touchCancel() { add("touchCancel") }
    private func add(_ name: String) { events.append(name); journal?.add(name) }

    /// Registers for `.touchDown`, `.touchUpInside` and `.touchCancel` on `control`.
    func observe(_ control: UIControl) {
        control.addTarget(self, action: .probeTouchDown, for: .touchDown)
        control.addTarget(self, action: .probeTouchUpInside, for: .touchUpInside)
        control.addTarget(self, action: .probeTouchCancel, for: .touchCancel)
    }
}

extension Selector {
    static let probeTouchDown = Selector("touchDown", GestureControlLog.touchDown)
    static let probeTouchUpInside = Selector("touchUpInside", GestureControlLog.touchUpInside)
    static let probeTouchCancel = Selector("touchCancel", GestureControlLog.touchCancel)
}
