import Foundation

/// Guards every walk up the responder chain against cycles made by overriding `next`.
///
/// The default event methods and `target(forAction:withSender:)` recurse through `next`. A cycle
/// would recurse forever, so each walk counts its depth; past `limit` it stops, prints the cycle
/// once to stderr and returns as if the chain had ended (R2.9: traversals always terminate).
@MainActor
enum ResponderChainWalk {
    /// No real chain is this deep: view trees of a few dozen levels are already unusual.
    static let limit = 1_000
    /// How deep the walk under way is, and whether its cycle was reported. Statics, not
    /// application state: they describe the call stack of one walk, not the app. `enter` raises
    /// `depth` and lowers it again in a `defer`, and `reported` clears when it returns to 0, so
    /// both are back to 0 and false whenever no walk is running — every app, fresh or not, finds
    /// them so — and being main-actor isolated, no other thread sees them mid-walk.
    private static var depth = 0
    private static var reported = false

    /// Forwards an event method to `responder.next`, if there is one.
    static func forward(from responder: UIResponder, what: String, _ body: (UIResponder) -> Void) {
        guard let next = responder.next else { return }
        enter(from: responder, what: what) { body(next) }
    }

    /// Asks `responder.next` for a value, nil when there is no next responder or on a cycle.
    static func guarded<T>(from responder: UIResponder, what: String, _ body: (UIResponder) -> T?) -> T? {
        guard let next = responder.next else { return nil }
        var result: T?
        enter(from: responder, what: what) { result = body(next) }
        return result
    }

    private static func enter(from responder: UIResponder, what: String, _ body: () -> Void) {
        guard depth < limit else {
            if !reported { reportCycle(from: responder, what: what) }
            reported = true
            return
        }
        depth += 1
        defer {
            depth -= 1
            if depth == 0 { reported = false }
        }
        body()
    }

    static func reportCycle(from responder: UIResponder, what: String) {
        Diagnostics.report("responder chain cycle detected during \(what): \(chainDescription(from: responder)); stopped walking")
    }

    /// The chain from `responder`, cut where it starts repeating: `A -> B -> A (cycle)`.
    static func chainDescription(from responder: UIResponder) -> String {
        var names: [String] = []
        var seen: Set<ObjectIdentifier> = []
        var current: UIResponder? = responder
        while let r = current {
            if !seen.insert(ObjectIdentifier(r)).inserted {
                names.append("\(r.description) (cycle)")
                break
            }
            names.append(r.description)
            current = r.next
        }
        return names.joined(separator: " -> ")
    }

    /// Every responder from `responder` up, stopping before a repeat.
    static func chain(from responder: UIResponder) -> [UIResponder] {
        var result: [UIResponder] = []
        var seen: Set<ObjectIdentifier> = []
        var current: UIResponder? = responder
        while let r = current, seen.insert(ObjectIdentifier(r)).inserted {
            result.append(r)
            current = r.next
        }
        if let r = current { reportCycle(from: r, what: "a chain walk") }
        return result
    }
}
