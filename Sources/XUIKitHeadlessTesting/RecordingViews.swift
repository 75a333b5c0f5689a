import Foundation
import XUIKitCore

/// A view that records every touch callback it gets, and the objects it got them with.
///
/// ```swift
/// let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
/// harness.window.addSubview(view)
/// harness.tap(50, 50)
/// #expect(view.log == ["began(1)", "ended(1)"])
/// ```
@preconcurrency @MainActor
public final class RecordingView: UIView {
    /// One entry a callback: `began(n)`, `moved(n)`, `ended(n)` or `cancelled(n)`, n touches.
    public var log: [String] = []
    /// Every touch of every callback, in order.
    public var touchesSeen: [UITouch] = []
    /// The event of every callback, in order.
    public var eventsSeen: [UIEvent?] = []
    /// Whether each callback also calls `super` (passing the touches up the responder chain).
    public var forwards = false
    /// The name `description` gives, for readable failures.
    public let name: String

    /// A recording view called `name`.
    public init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    /// Not supported: recording views are made in code.
    public required init?(coder: NSCoder) { nil }

    /// The view's name.
    nonisolated public override var description: String { name }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.append("\(phase)(\(touches.count))")
        touchesSeen.append(contentsOf: touches)
        eventsSeen.append(event)
    }
    /// Records `began(n)`.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event); if forwards { super.touchesBegan(touches, with: event) }
    }
    /// Records `moved(n)`.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event); if forwards { super.touchesMoved(touches, with: event) }
    }
    /// Records `ended(n)`.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event); if forwards { super.touchesEnded(touches, with: event) }
    }
    /// Records `cancelled(n)`.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A responder with a settable next, for building responder chains by hand.
@preconcurrency @MainActor
open class ChainLink: UIResponder {
    /// What `next` answers.
    public var nextLink: UIResponder?
    /// The name `description` gives.
    public let name: String
    /// A link called `name` whose next responder is `next`.
    public init(_ name: String, next: UIResponder? = nil) { self.name = name; nextLink = next; super.init() }
    /// `nextLink`.
    open override var next: UIResponder? { nextLink }
    /// The link's name.
    nonisolated open override var description: String { name }
}

/// One ordered record shared by views, recognizers and action targets, so a test can assert who
/// heard what first.
@preconcurrency @MainActor
public final class GestureJournal {
    /// The lines, in the order they were added.
    public var lines: [String] = []
    /// An empty journal.
    public init() {}
    /// Appends `line`.
    public func add(_ line: String) { lines.append(line) }
}

/// A view that writes its touch callbacks to a journal as `name.began(n)` and so on.
@preconcurrency @MainActor
public final class GestureJournalView: UIView {
    /// Where the callbacks are written.
    public let journal: GestureJournal
    /// The prefix of its lines.
    public let name: String

    /// A view called `name` writing to `journal`.
    public init(_ name: String, frame: CGRect, journal: GestureJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
    }
    /// Not supported: journal views are made in code.
    public required init?(coder: NSCoder) { nil }

    /// Writes `name.began(n)`.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).began(\(touches.count))") }
    /// Writes `name.moved(n)`.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).moved(\(touches.count))") }
    /// Writes `name.ended(n)`.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).ended(\(touches.count))") }
    /// Writes `name.cancelled(n)`.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { journal.add("\(name).cancelled(\(touches.count))") }
}

extension Harness {
    /// A journaling view added to `parent` (the window by default).
    public func journalView(_ name: String, _ frame: CGRect, journal: GestureJournal, in parent: UIView? = nil) -> GestureJournalView {
        let view = GestureJournalView(name, frame: frame, journal: journal)
        (parent ?? window).addSubview(view)
        return view
    }
}
