import Foundation

/// Runs gesture recognizers alongside touch delivery: for each touches event in a window it
/// offers new touches to recognizers (R8.15–R8.18), gives every phase to recognizers before views
/// (R8.19), then delivers to views what recognizers neither delay (R8.24, R8.25) nor cancel
/// (R8.21). Recognition itself — failure requirements, `shouldBegin`, exclusivity, actions — is
/// in `GestureEnvironment+Recognition.swift`.
@MainActor
final class GestureEnvironment {
    unowned let router: InputRouter

    /// Recognizers with a gesture under way: tracking touches or waiting to recognize.
    var participants: [UIGestureRecognizer] = []
    /// Touches that ended or were cancelled and that a participant still tracks (R8.11).
    var finishedTouches: Set<UITouch> = []
    /// View deliveries withheld by `delaysTouchesBegan` or `delaysTouchesEnded`.
    private var holds: [ViewHold] = []
    /// Nesting of event handling, timer callbacks and state changes: holds are released and
    /// finished recognizers reset when the outermost one returns.
    private var depth = 0
    /// True while recognizers get their callbacks for an event: recognitions are collected and
    /// decided together afterwards, and no view hears of an older touch in between (R8.19).
    private(set) var deliveringToRecognizers = false
    /// Recognizers that asked to recognize during the current event's callbacks, in order.
    var readyThisEvent: [UIGestureRecognizer] = []

    init(router: InputRouter) {
        self.router = router
    }

    /// A view delivery withheld from `touch.view`.
    private final class ViewHold {
        let touch: UITouch
        /// `touchesBegan` is withheld (R8.24); later phases wait behind it.
        var beganWithheld: Bool
        var movedWhileWithheld = false
        /// The withheld end: `.ended` (R8.25, or behind a withheld began) or `.cancelled`.
        var end: UITouch.Phase?
        init(touch: UITouch, beganWithheld: Bool, end: UITouch.Phase?) {
            self.touch = touch
            self.beganWithheld = beganWithheld
            self.end = end
        }
    }

    // MARK: - Batching

    /// Runs `body`, then (outermost only) delivers whatever recognizers stopped delaying and
    /// resets recognizers whose gesture is over (R8.11).
    func performAndSettle(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
        guard depth == 0 else { return }
        releaseHolds()
        resetFinishedRecognizers()
    }

    // MARK: - One event in one window

    /// Delivers the touches of `event` that changed in `window`: recognizers first, then views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.changedTouches.filter { $0.window === window }
        guard !touches.isEmpty else { return }
        performAndSettle {
            offer(touches.filter { $0.phase == .began }, with: event)
            deliverToRecognizers(touches, with: event)
            deliverToViews(touches, with: event)
            noteFinished(touches)
        }
    }

    /// R8.15–R8.18: each new touch goes to the enabled recognizers of its hit-test view and its
    /// ancestors up to the window, nearest first, that accept it and whose delegates agree.
    private func offer(_ began: [UITouch], with event: UIEvent) {
        guard !began.isEmpty else { return }
        var candidates: [(UITouch, [UIGestureRecognizer])] = []
        var eventAccepted: [ObjectIdentifier: Bool] = [:]
        for touch in began {
            let recognizers = Self.recognizers(from: touch.view).filter { $0.accepts(touch) }
            candidates.append((touch, recognizers))
            // R8.18: the event question comes once, before any touch question.
            for recognizer in recognizers where eventAccepted[ObjectIdentifier(recognizer)] == nil {
                eventAccepted[ObjectIdentifier(recognizer)] =
                    recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
            }
        }
        for (touch, recognizers) in candidates {
            for recognizer in recognizers where eventAccepted[ObjectIdentifier(recognizer)] == true {
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                recognizer.trackedTouches.append(touch)
                touch.recognizers.append(recognizer)
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
            }
        }
    }

    /// R8.15, R8.16: the recognizers of `view` and its ancestors up to the window, nearest view
    /// first, each view's in `gestureRecognizers` order.
    static func recognizers(from view: UIView?) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current = view
        while let candidate = current {
            result += candidate.gestureRecognizers ?? []
            if candidate is UIWindow { break }
            current = candidate.superview
        }
        return result
    }

    /// R8.16, R8.19: every recognizer gets its phases of the event, recognizers in order of
    /// first appearance in the touches' lists, phases in began–moved–ended–cancelled order.
    private func deliverToRecognizers(_ touches: [UITouch], with event: UIEvent) {
        var ordered: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizers where !ordered.contains(where: { $0 === recognizer }) {
                ordered.append(recognizer)
            }
        }
        deliveringToRecognizers = true
        defer {
            deliveringToRecognizers = false
            recognizeReadyRecognizers()
        }
        for recognizer in ordered {
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                // Checked before each call: an earlier one may have ended the recognizer's
                // interest (R8.12).
                guard recognizer.receivesCallbacks else { break }
                let mine = touches.filter { $0.phase == phase && $0.recognizers.contains { $0 === recognizer } }
                guard !mine.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(Set(mine), with: event)
                case .moved: recognizer.touchesMoved(Set(mine), with: event)
                case .ended: recognizer.touchesEnded(Set(mine), with: event)
                default: recognizer.touchesCancelled(Set(mine), with: event)
                }
            }
        }
    }

    /// The view half of the event: deliver now, or withhold behind a delaying recognizer.
    private func deliverToViews(_ touches: [UITouch], with event: UIEvent) {
        var now: [(UITouch, UITouch.Phase)] = []
        for touch in touches where !touch.isWithheldFromView && !touch.isDetachedFromView {
            if let hold = holds.first(where: { $0.touch === touch }) {
                switch touch.phase {
                case .moved: hold.movedWhileWithheld = true
                case .ended, .cancelled: hold.end = touch.phase
                default: break
                }
                continue
            }
            switch touch.phase {
            case .began where !Self.beganDelayers(of: touch).isEmpty:                   // R8.24
                holds.append(ViewHold(touch: touch, beganWithheld: true, end: nil))
            case .ended where touch.deliveredToView && !Self.endDelayers(of: touch).isEmpty:   // R8.25
                holds.append(ViewHold(touch: touch, beganWithheld: false, end: .ended))
            case .began, .moved, .ended, .cancelled:
                now.append((touch, touch.phase))
            default:
                break
            }
        }
        TouchDelivery.send(now, with: event)
    }

    /// Recognizers still `.possible` that withhold `touchesBegan` of `touch` (R8.24).
    static func beganDelayers(of touch: UITouch) -> [UIGestureRecognizer] {
        touch.recognizers.filter { $0.delaysTouchesBegan && $0.isEnabled && $0.storedState == .possible }
    }

    /// Recognizers still `.possible` that withhold `touchesEnded` of `touch` (R8.25).
    static func endDelayers(of touch: UITouch) -> [UIGestureRecognizer] {
        touch.recognizers.filter { $0.delaysTouchesEnded && $0.isEnabled && $0.storedState == .possible }
    }

    /// Touches that ended in this event stop being queryable once the event is done (R8.35).
    private func noteFinished(_ touches: [UITouch]) {
        let finishing = touches.filter { $0.phase == .ended || $0.phase == .cancelled }
        guard !finishing.isEmpty else { return }
        for recognizer in participants where recognizer.trackedTouches.contains(where: { finishing.contains($0) }) {
            recognizer.lastCentroid = recognizer.centroidInWindow
        }
        finishedTouches.formUnion(finishing)
    }

    // MARK: - Withheld deliveries

    /// Delivers what no recognizer withholds any more: a withheld began (with one move if the
    /// touch moved meanwhile, R8.24), then the end if that is not withheld too; a withheld end
    /// once its recognizers failed (R8.25).
    func releaseHolds() {
        guard !deliveringToRecognizers else { return }
        for hold in holds where holds.contains(where: { $0 === hold }) {
            let touch = hold.touch
            if touch.isDetachedFromView {
                drop(hold)
                continue
            }
            if hold.beganWithheld {
                guard Self.beganDelayers(of: touch).isEmpty else { continue }
                hold.beganWithheld = false
                if hold.end == .cancelled {           // the view never saw it: it gets nothing
                    drop(hold)
                    continue
                }
                var phases: [UITouch.Phase] = [.began]
                if hold.movedWhileWithheld { phases.append(.moved) }
                for phase in phases { TouchDelivery.send([(touch, phase)], with: router.touchTracker.event) }
                guard hold.end != nil, !touch.isDetachedFromView else {
                    drop(hold)
                    continue
                }
            }
            guard Self.endDelayers(of: touch).isEmpty else { continue }
            drop(hold)
            TouchDelivery.send([(touch, .ended)], with: router.touchTracker.event)
        }
    }

    private func drop(_ hold: ViewHold) {
        holds.removeAll { $0 === hold }
    }

    /// R8.21: the view gets `touchesCancelled` for every touch of `recognizer` it got, and
    /// nothing more for any of them; withheld touches are discarded (R8.24).
    func cancelTouchesInViews(of recognizer: UIGestureRecognizer) {
        var owed: [(UITouch, UITouch.Phase)] = []
        for touch in recognizer.trackedTouches where !touch.isDetachedFromView {
            touch.isDetachedFromView = true
            holds.removeAll { $0.touch === touch }
            if touch.deliveredToView { owed.append((touch, .cancelled)) }
        }
        TouchDelivery.send(owed, with: router.touchTracker.event)
    }

    /// Forgets the withheld deliveries (R8.24, R8.25) of touches whose view is `view` or inside
    /// it, and returns those touches: their view is leaving its window, and what it is still owed
    /// is settled by `InputRouter.cancelTouches(inside:)`.
    func dropHolds(inside view: UIView) -> [UITouch] {
        let affected = holds.filter { $0.touch.view?.isDescendant(of: view) == true }
        for hold in affected { drop(hold) }
        return affected.map(\.touch)
    }

    /// A gesture whose recognizer's view leaves the window cancels (or fails, if it had not
    /// begun), as the view's touches do: a pan must not report changes of a removed view.
    func withdrawRecognizers(inside view: UIView) {
        let leaving = participants.filter { recognizer in
            recognizer.view?.isDescendant(of: view) == true
                && [.possible, .began, .changed].contains(recognizer.storedState)
        }
        for recognizer in leaving { withdraw(recognizer) }
    }
}

extension UIGestureRecognizer {
    /// Whether a new touch may be offered: enabled, attached, of an allowed type (R8.17), and
    /// not in a finished gesture or one waiting to recognize.
    func accepts(_ touch: UITouch) -> Bool {
        guard isEnabled, view != nil, pendingRecognition == nil, !isPointerDriven,
              allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue })
        else { return false }
        if requiresExclusiveTouchType, let first = trackedTouches.first, first.type != touch.type { return false }
        switch storedState {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    /// Whether the recognizer still gets callbacks for its touches (R8.12, R8.13).
    var receivesCallbacks: Bool {
        isEnabled && (storedState == .possible || storedState == .began || storedState == .changed)
    }
}
