import Foundation
import XUIKitCore

/// What every view of the scene was told about every touch, checked against UIKit's contract:
/// a view gets `touchesBegan` once per touch, then moves, then exactly one `touchesEnded` or
/// `touchesCancelled`, and nothing after it.
@MainActor
final class TouchLedger {
    static let shared = TouchLedger()

    private enum Entry { case open, closed }
    private var entries: [ObjectIdentifier: [ObjectIdentifier: Entry]] = [:]
    /// Touches are kept alive while the ledger knows them, so identifiers are never reused.
    private var touches: [ObjectIdentifier: UITouch] = [:]
    private(set) var violations: [String] = []
    private(set) var deliveries = 0

    func began(_ touches: Set<UITouch>, at view: UIView) {
        for touch in touches {
            deliveries += 1
            self.touches[ObjectIdentifier(touch)] = touch
            let key = ObjectIdentifier(view)
            if entries[key]?[ObjectIdentifier(touch)] != nil {
                violate("\(type(of: view)) got touchesBegan twice for one touch")
            }
            entries[key, default: [:]][ObjectIdentifier(touch)] = .open
        }
    }

    func moved(_ touches: Set<UITouch>, at view: UIView) {
        for touch in touches {
            deliveries += 1
            if entries[ObjectIdentifier(view)]?[ObjectIdentifier(touch)] != .open {
                violate("\(type(of: view)) got touchesMoved for a touch it has no open touchesBegan for")
            }
        }
    }

    func finished(_ touches: Set<UITouch>, at view: UIView, how: String) {
        for touch in touches {
            deliveries += 1
            let key = ObjectIdentifier(view)
            switch entries[key]?[ObjectIdentifier(touch)] {
            case .open?: entries[key]?[ObjectIdentifier(touch)] = .closed
            case .closed?: violate("\(type(of: view)) got a second end (\(how)) for one touch")
            case nil: violate("\(type(of: view)) got \(how) for a touch it never began")
            }
        }
    }

    /// Touches some view began and never ended or cancelled.
    var openCount: Int {
        entries.values.reduce(0) { $0 + $1.values.filter { if case .open = $0 { true } else { false } }.count }
    }

    private func violate(_ message: String) {
        if violations.count < 20 { violations.append(message) } else { violations[19] = "… and more" }
    }
}

/// Views that report their touches to the ledger. One subclass per control, since each
/// overrides the touch methods of its own class.
@MainActor final class LedgerView: UIView {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerButton: UIButton {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerSwitch: UISwitch {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerSlider: UISlider {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerStepper: UIStepper {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerTextField: UITextField {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}

@MainActor final class LedgerScrollView: UIScrollView {
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.began(t, at: self); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.moved(t, at: self); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesEnded"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { TouchLedger.shared.finished(t, at: self, how: "touchesCancelled"); super.touchesCancelled(t, with: e) }
}
