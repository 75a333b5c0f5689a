import Foundation
@testable import XUIKitCore

/// One ordered record shared by views, recognizers and action targets, so tests can assert who
/// heard what first.
@MainActor
final class GestureJournal {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
}

/// A view that writes its touch callbacks to a journal as `name.began(n)` and so on.
@MainActor
final class GestureJournalView: UIView {
    let journal: GestureJournal
    let name: String

    init(_ name: String, frame: CGRect, journal: GestureJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).began(\(touches.count))") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).moved(\(touches.count))") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).ended(\(touches.count))") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).cancelled(\(touches.count))") }
}

/// A target whose action records the recognizer's state at each call.
@MainActor
final class GestureTarget {
    let name: String
    let journal: GestureJournal
    var states: [UIGestureRecognizer.State] = []
    var recognizers: [UIGestureRecognizer] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    init(_ name: String = "action", journal: GestureJournal = GestureJournal()) {
        self.name = name
        self.journal = journal
    }

    var count: Int { states.count }

    func handle(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
        recognizers.append(recognizer)
        journal.add("\(name)(\(recognizer.state))")
        onAction?(recognizer)
    }

    func handleWithoutArgument() { journal.add("\(name)()") }
}

extension Selector {
    static let gestureHandle = Selector("handle:", GestureTarget.handle)
    static let gestureHandleNoArgument = Selector("handleWithoutArgument", GestureTarget.handleWithoutArgument)
}

/// A recognizer whose callbacks are journaled and whose decisions a test scripts.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
    var journal: GestureJournal?
    var label = "gr"
    var onBegan: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var onMoved: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var onEnded: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var onCancelled: ((ScriptedRecognizer, Set<UITouch>) -> Void)?
    var resetCount = 0
    var touchesSeen: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        record("began", touches)
        onBegan?(self, touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        record("moved", touches)
        onMoved?(self, touches)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        record("ended", touches)
        onEnded?(self, touches)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        record("cancelled", touches)
        onCancelled?(self, touches)
    }
    override func reset() {
        super.reset()
        resetCount += 1
    }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        touchesSeen.append(phase)
        journal?.add("\(label).\(phase)(\(touches.count))")
    }
}

/// A delegate whose answers tests set, and which counts the questions.
@MainActor
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receiveTouch = true
    var receiveEvent = true
    var requireFailureOf: UIGestureRecognizer?
    var questions: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("simultaneous")
        return simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("requireFailure")
        return otherGestureRecognizer === requireFailureOf
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("receiveTouch")
        return receiveTouch
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        questions.append("receiveEvent")
        return receiveEvent
    }
}

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

extension Harness {
    /// A journaling view added to the window.
    func journalView(_ name: String, _ frame: CGRect, journal: GestureJournal, in parent: UIView? = nil) -> GestureJournalView {
        let view = GestureJournalView(name, frame: frame, journal: journal)
        (parent ?? window).addSubview(view)
        return view
    }

    /// A straight drag from one point to another in `steps` moves, `interval` apart.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, interval: TimeInterval = 0.01,
              id touchID: Int = 1, lift: Bool = true) {
        touch(.began, start.x, start.y, id: touchID)
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            touch(.moved, start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f, id: touchID, after: interval)
        }
        if lift { touch(.ended, end.x, end.y, id: touchID) }
    }
}
