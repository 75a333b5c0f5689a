import Foundation

/// Reports a snapshot's misuse (a duplicated or unknown identifier) from code that may run on
/// any thread: snapshots are plain values, built on the main actor or, as UIKit allows, on a
/// background queue.
enum SnapshotDiagnostics {
    /// Hands `message` to `Diagnostics`: at once when running on the main queue (the main
    /// actor's executor, which tests and apps use, so a test sees the message synchronously),
    /// else on the main actor's next turn.
    static func report(_ message: String) {
        if isOnMainQueue {
            MainActor.assumeIsolated { Diagnostics.report(message) }
        } else {
            Task { @MainActor in Diagnostics.report(message) }
        }
    }

    /// Whether the caller runs on the main thread or on the main dispatch queue. Once
    /// `dispatchMain()` runs, the main queue (and so the main actor) is served by worker threads,
    /// where `Thread.isMainThread` is false: the queue-specific mark tells them apart.
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// The key of the mark set on the main queue when first used: made and set once, under the
    /// lazy static's `swift_once`, and only read after.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// An identifier as a message shows it: its description, cut at 80 characters.
    static func describe(_ identifier: some Hashable) -> String {
        let text = String(describing: identifier)
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    /// The first element of `identifiers` that occurs twice in it, or that `isPresent` already
    /// knows; nil when every one is new.
    static func firstDuplicate<Identifier: Hashable>(in identifiers: [Identifier],
                                                     isPresent: (Identifier) -> Bool) -> Identifier? {
        var seen = Set<Identifier>()
        seen.reserveCapacity(identifiers.count)
        for identifier in identifiers where isPresent(identifier) || !seen.insert(identifier).inserted {
            return identifier
        }
        return nil
    }
}
