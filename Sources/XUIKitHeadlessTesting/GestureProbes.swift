import Foundation
import XUIKitCore

/// An action target that records each call with the recognizer's state at that moment.
///
/// ```swift
/// let target = GestureTarget()
/// let pan = UIPanGestureRecognizer(target: target, action: .gestureHandle)
/// ```
@preconcurrency @MainActor
public final class GestureTarget {
    /// The prefix of its journal lines: `name(state)`.
    public let name: String
    /// Where the calls are written, with views' and recognizers' lines.
    public let journal: GestureJournal
    /// The recognizer's state at each call.
    public var states: [UIGestureRecognizer.State] = []
    /// The recognizer of each call.
    public var recognizers: [UIGestureRecognizer] = []
    /// Runs after each call is recorded.
    public var onAction: ((UIGestureRecognizer) -> Void)?

    /// A target called `name` writing to `journal` (a journal of its own by default).
    public init(_ name: String = "action", journal: GestureJournal = GestureJournal()) {
        self.name = name
        self.journal = journal
    }

    /// How many times the action was sent.
    public var count: Int { states.count }

    /// The action with the recognizer as argument (`Selector.gestureHandle`).
    public func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        recognizers.append(recognizer)
        journal.add("\(name)(\(recognizer.state))")
        onAction?(recognizer)
    }

    /// The action without argument (`Selector.gestureHandleNoArgument`): writes `name()`.
    public func handleWithoutArgument() { journal.add("\(name)()") }
}

extension Selector {
    /// `GestureTarget.handle(_:)`.
    public static let gestureHandle = Selector("handle:", GestureTarget.handle)
    /// `GestureTarget.handleWithoutArgument()`.
    public static let gestureHandleNoArgument = Selector("handleWithoutArgument", GestureTarget.handleWithoutArgument)
}

/// A recognizer whose callbacks are journaled and whose decisions a test scripts: each `on…`
/// closure runs after `super` and may set `state`.
@preconcurrency @MainActor
public final class ScriptedRecognizer: UIGestureRecognizer {
    /// Where callbacks are written as `label.began(n)` and so on, when set.
    public var journal: GestureJournal?
    /// The prefix of its journal lines.
    public var label = "gr"
    /// Runs on `touchesBegan`.
    public var onBegan: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    /// Runs on `touchesMoved`.
    public var onMoved: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    /// Runs on `touchesEnded`.
    public var onEnded: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    /// Runs on `touchesCancelled`.
    public var onCancelled: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    /// How many times `reset()` ran.
    public var resetCount = 0
    /// The phases of the callbacks it got, in order.
    public var touchesSeen: [String] = []

    /// Records `began`, then runs `onBegan`.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        record("began", touches)
        onBegan?(self, touches)
    }
    /// Records `moved`, then runs `onMoved`.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        record("moved", touches)
        onMoved?(self, touches)
    }
    /// Records `ended`, then runs `onEnded`.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        record("ended", touches)
        onEnded?(self, touches)
    }
    /// Records `cancelled`, then runs `onCancelled`.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        record("cancelled", touches)
        onCancelled?(self, touches)
    }
    /// Counts the reset.
    public override func reset() {
        super.reset()
        resetCount += 1
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        touchesSeen.append(phase)
        journal?.add("\(label).\(phase)(\(touches.count))")
    }
}

/// A recognizer delegate whose answers a test sets, and which records the questions asked.
@preconcurrency @MainActor
public final class ScriptedDelegate: UIGestureRecognizerDelegate {
    /// The answer to `gestureRecognizerShouldBegin`.
    public var shouldBegin = true
    /// The answer to `shouldRecognizeSimultaneouslyWith`.
    public var simultaneous = false
    /// The answer to `shouldReceive touch`.
    public var receiveTouch = true
    /// The answer to `shouldReceive event`.
    public var receiveEvent = true
    /// `shouldRequireFailureOf` answers yes for this recognizer only.
    public var requireFailureOf: UIGestureRecognizer?
    /// The questions asked, in order: `shouldBegin`, `simultaneous`, `requireFailure`,
    /// `receiveTouch`, `receiveEvent`.
    public var questions: [String] = []

    /// A delegate that lets everything begin and nothing run simultaneously.
    public init() {}

    /// Records `shouldBegin`; answers `shouldBegin`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }
    /// Records `simultaneous`; answers `simultaneous`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("simultaneous")
        return simultaneous
    }
    /// Records `requireFailure`; yes for `requireFailureOf`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("requireFailure")
        return otherGestureRecognizer === requireFailureOf
    }
    /// Records `receiveTouch`; answers `receiveTouch`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("receiveTouch")
        return receiveTouch
    }
    /// Records `receiveEvent`; answers `receiveEvent`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        questions.append("receiveEvent")
        return receiveEvent
    }
}

// MARK: - Fixtures

extension GestureJournal {
    /// A `GestureTarget` called `name` that writes to this journal.
    public func target(_ name: String) -> GestureTarget { GestureTarget(name, journal: self) }
}

extension Harness {
    /// The arrange step most recognizer tests share: a fresh harness, a journal, and a journaling
    /// view called `view` at `viewFrame` in the window, for recognizers to be added to.
    ///
    /// ```swift
    /// let (harness, journal, view) = Harness.journaled()
    /// let tapTarget = journal.target("tap")           // keep it: recognizers hold targets weakly
    /// view.addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: .gestureHandle))
    /// harness.tap(50, 50)
    /// #expect(journal.lines == ["view.began(1)", "view.cancelled(1)", "tap(ended)"])
    /// ```
    public static func journaled(viewFrame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 200))
        -> (harness: Harness, journal: GestureJournal, view: GestureJournalView) {
        let harness = Harness()
        let journal = GestureJournal()
        return (harness, journal, harness.journalView("view", viewFrame, journal: journal))
    }
}
