import Foundation

/// State changes of recognizers and what they do to each other and to views.
///
/// A recognizer that wants to recognize (`.began` or `.recognized`) goes through R8.34 in order:
/// 1. failure requirements: it waits in `.possible` while any is undecided, fails if one
///    recognized (R8.30, R8.31);
/// 2. the delegate's and the views' `gestureRecognizerShouldBegin` (R8.32, R8.33);
/// 3. exclusivity against recognizers sharing its touches (R8.27–R8.29).
/// Then its touches are cancelled in their views (R8.21), the recognizers it prevents fail, and
/// its actions run (R8.6).
extension GestureEnvironment {
    /// A validated assignment to `recognizer.state` (the setter has checked R8.5).
    func requestTransition(_ recognizer: UIGestureRecognizer, to new: UIGestureRecognizer.State) {
        performAndSettle {
            if let pending = recognizer.pendingRecognition {
                // Waiting for the event's other recognizers or for failure requirements (R8.30):
                // progress is remembered, not announced.
                switch new {
                case .began, .changed, .possible: break
                case .ended: if pending == .began { recognizer.pendingEnd = true }
                case .cancelled, .failed: fail(recognizer)
                }
                return
            }
            switch (recognizer.storedState, new) {
            case (.possible, .began), (.possible, .ended):
                attemptRecognition(recognizer, as: new)
            case (.possible, .failed):
                fail(recognizer)
            default:
                recognizer.storedState = new
                recognizer.sendActions()                                      // R8.6, R8.7
            }
        }
    }

    /// Decides the recognitions asked for during an event's callbacks, in delivery order (R8.16),
    /// except that a recognizer goes after one that can prevent it but that it cannot prevent
    /// (R8.29): on the second tap of a double tap, the double tap goes first and the single tap
    /// fails, rather than firing a second time.
    func recognizeReadyRecognizers() {
        var ready = readyThisEvent
        readyThisEvent.removeAll()
        while !ready.isEmpty {
            let index = ready.firstIndex { candidate in
                !ready.contains { other in
                    other !== candidate && sharesTouches(other, candidate)
                        && prevents(other, candidate) && !prevents(candidate, other)
                }
            } ?? 0
            let recognizer = ready.remove(at: index)
            guard recognizer.storedState == .possible, let target = recognizer.pendingRecognition else { continue }
            attemptRecognition(recognizer, as: target)
        }
    }

    /// R8.34: failure requirements, then `shouldBegin`, then exclusivity. During an event's
    /// callbacks the attempt is only noted, and made once every recognizer had its callbacks.
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        if deliveringToRecognizers {
            recognizer.pendingRecognition = target
            if !readyThisEvent.contains(where: { $0 === recognizer }) { readyThisEvent.append(recognizer) }
            return
        }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: \.hasRecognized) { return fail(recognizer) }      // R8.30
        if requirements.contains(where: isUndecided) {
            recognizer.pendingRecognition = target
            return
        }
        let endsAtOnce = recognizer.pendingEnd
        recognizer.pendingRecognition = nil
        recognizer.pendingEnd = false
        guard shouldBegin(recognizer) else { return fail(recognizer) }                     // R8.32, R8.33
        // R8.27: a recognizer that already recognized on shared touches prevents this one.
        if participants.contains(where: { other in
            other !== recognizer && other.hasRecognized && sharesTouches(other, recognizer)
                && prevents(other, recognizer)
        }) { return fail(recognizer) }

        recognizer.storedState = target
        if recognizer.cancelsTouchesInView { cancelTouchesInViews(of: recognizer) }     // R8.21
        for other in participants where other !== recognizer && other.storedState == .possible {
            if sharesTouches(other, recognizer) && prevents(recognizer, other) {
                fail(other)                                                               // R8.27
            } else if isActive(other) && failureRequirements(of: other).contains(where: { $0 === recognizer }) {
                fail(other)                                                               // R8.30
            }
        }
        recognizer.sendActions()                                                          // R8.6
        if endsAtOnce && target == .began && recognizer.storedState == .began {
            recognizer.storedState = .ended
            recognizer.sendActions()
        }
    }

    /// Moves a `.possible` recognizer to `.failed`: no action (R8.6), no more callbacks (R8.12);
    /// recognizers waiting for it to fail may now recognize (R8.30).
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedState == .possible else { return }
        recognizer.storedState = .failed
        recognizer.pendingRecognition = nil
        recognizer.pendingEnd = false
        recognizer.cancelTimeouts()
        stopDelivering(to: recognizer)
        for waiting in participants where waiting.storedState == .possible {
            guard let target = waiting.pendingRecognition,
                  failureRequirements(of: waiting).contains(where: { $0 === recognizer })
            else { continue }
            attemptRecognition(waiting, as: target)
        }
    }

    /// R8.13, and removal from its view: a recognizer that no longer takes part is cancelled
    /// (with its action) if it had begun, failed if it was deciding, and gets no more touches.
    func withdraw(_ recognizer: UIGestureRecognizer) {
        performAndSettle {
            switch recognizer.storedState {
            case .began, .changed:
                recognizer.storedState = .cancelled
                recognizer.sendActions()
            case .possible where isActive(recognizer):
                fail(recognizer)
            default:
                break
            }
            stopDelivering(to: recognizer)
        }
    }

    /// R8.23: `touch` is no longer the recognizer's; it will not cancel it in the view.
    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        performAndSettle {
            recognizer.trackedTouches.removeAll { $0 === touch }
            touch.recognizers.removeAll { $0 === recognizer }
        }
    }

    /// The recognizer leaves the lists of touches still being delivered (R5.16).
    private func stopDelivering(to recognizer: UIGestureRecognizer) {
        for touch in recognizer.trackedTouches { touch.recognizers.removeAll { $0 === recognizer } }
    }

    /// R8.11: a recognizer in a terminal state whose touches are all gone returns to `.possible`
    /// and gets `reset()` once. Recognizers with no gesture under way stop being participants.
    func resetFinishedRecognizers() {
        for recognizer in participants {
            let touchesGone = recognizer.trackedTouches.allSatisfy { finishedTouches.contains($0) }
            if recognizer.storedState.isTerminal && touchesGone {
                participants.removeAll { $0 === recognizer }
                recognizer.cancelTimeouts()
                stopDelivering(to: recognizer)
                recognizer.trackedTouches.removeAll()
                recognizer.requirementCache.removeAll()
                recognizer.storedState = .possible
                recognizer.isPointerDriven = false
                recognizer.reset()
            } else if recognizer.storedState == .possible && recognizer.pendingRecognition == nil
                        && recognizer.trackedTouches.isEmpty {
                participants.removeAll { $0 === recognizer }
                recognizer.requirementCache.removeAll()
            }
        }
        let stillTracked = Set(participants.flatMap(\.trackedTouches))
        finishedTouches.formIntersection(stillTracked)
    }

    // MARK: - Relationships

    /// Static requirements (`require(toFail:)`) and, among recognizers sharing touches, dynamic
    /// ones from subclass overrides and delegates, each pair asked once per sequence (R8.31).
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.staticFailureRequirements
        for other in participants where other !== recognizer && sharesTouches(other, recognizer)
            && !result.contains(where: { $0 === other }) {
            let key = ObjectIdentifier(other)
            let required = recognizer.requirementCache[key] ?? {
                let answer = recognizer.shouldRequireFailure(of: other)
                    || other.shouldBeRequiredToFail(by: recognizer)
                    || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                recognizer.requirementCache[key] = answer
                return answer
            }()
            if required { result.append(other) }
        }
        return result
    }

    /// A requirement not yet decided: a recognizer with a gesture under way still `.possible`.
    private func isUndecided(_ requirement: UIGestureRecognizer) -> Bool {
        requirement.storedState == .possible && isActive(requirement)
    }

    /// Whether the recognizer has a gesture under way: touches, or a recognition waiting.
    func isActive(_ recognizer: UIGestureRecognizer) -> Bool {
        participants.contains { $0 === recognizer }
            && (!recognizer.trackedTouches.isEmpty || recognizer.pendingRecognition != nil)
    }

    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// R8.27–R8.29: whether `preventing` recognizing makes `prevented` fail.
    func prevents(_ preventing: UIGestureRecognizer, _ prevented: UIGestureRecognizer) -> Bool {
        !recognizeSimultaneously(preventing, prevented)
            && preventing.canPrevent(prevented) && prevented.canBePrevented(by: preventing)
    }

    /// R8.28: either delegate may allow it.
    func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    /// R8.32, R8.33: the delegate, the recognizer's view and the hit-test views of its touches.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        var asked: [UIView] = []
        let views = [recognizer.view] + recognizer.trackedTouches.map(\.view)
        for case let view? in views where !asked.contains(where: { $0 === view }) {
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }
}

extension UIGestureRecognizer {
    /// Recognized and not yet reset.
    var hasRecognized: Bool { storedState == .began || storedState == .changed || storedState == .ended }
}
